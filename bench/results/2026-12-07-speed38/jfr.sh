#!/bin/bash
# run speed38: one diagnose --format json of TREE per jar under JFR (2 ms execution samples), the launcher's flags
# jfr.sh JAR TREE OUT.jfr
sed 's/method-sampling-java-interval">10 ms/method-sampling-java-interval">2 ms/' /usr/lib/jvm/java-17-openjdk-amd64/lib/jfr/profile.jfc > /tmp/speed38/2ms.jfc
java -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:StartFlightRecording=filename=$3,settings=/tmp/speed38/2ms.jfc -jar $1 diagnose --format json $2 > /dev/null 2>&1
