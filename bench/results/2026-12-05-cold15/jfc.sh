#!/usr/bin/env bash
# jfc.sh BUILD N: N cold pastes through BUILD's launcher, JFR ExecutionSample at 1 ms
b=$1; n=$2; mkdir -p jfr
s=$(ls $JAVA_HOME/lib/jfr/profile.jfc 2>/dev/null || ls $(dirname $(dirname $(readlink -f $(which java))))/lib/jfr/profile.jfc)
sed 's#<setting name="period" control="method-sampling-java-interval">[^<]*</setting>#<setting name="period" control="method-sampling-java-interval">1 ms</setting>#' $s > jfr/ms1.jfc
for i in $(seq 1 $n); do
  JAVA_TOOL_OPTIONS="-XX:StartFlightRecording=filename=jfr/$b-${3:-paste.log}-$i.jfr,settings=$PWD/jfr/ms1.jfc" $b/bin/ascend-triage diagnose ${3:-paste.log} >/dev/null 2>&1
done
