#!/usr/bin/env bash
# tagrun.sh JAR INPUT OUT [extra java flags...]: tag of INPUT on stdin with the launcher's tag flags; prints user+sys, rss
jar=$1; in=$2; out=$3; shift 3
/usr/bin/time -f "%U %S %M" -o /tmp/tag29/.t.$$ java -Xmx512m -XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=50000 \
  -XX:Tier4MinInvocationThreshold=6000 -XX:Tier4CompileThreshold=150000 -XX:Tier4BackEdgeThreshold=400000 -XX:+UseSerialGC "$@" \
  -jar "$jar" tag < "$in" > "$out"
awk '{printf "cpu=%.2f rss_mb=%d\n", $1+$2, $3/1024}' /tmp/tag29/.t.$$; rm -f /tmp/tag29/.t.$$
