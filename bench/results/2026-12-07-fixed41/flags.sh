#!/usr/bin/env bash
# flags.sh ROUNDS FILE name="flags" ...: perf task-clock of a cold diagnose of FILE per variant, rotated by round
J=/tmp/fixed41/base/target/ascend-triage-0.1.0-SNAPSHOT-cli
rounds=$1; file=$2; shift 2
vars=("$@"); n=${#vars[@]}
for ((r=0;r<rounds;r++)); do
  for ((k=0;k<n;k++)); do
    v="${vars[$(((k+r)%n))]}"; name="${v%%=*}"; fl="${v#*=}"
    perf stat -x, -e task-clock -o /tmp/fixed41/.ps java -Xmx512m -XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=15 -XX:+UseTransparentHugePages -XX:+UseSerialGC -XX:SharedArchiveFile=$J.jsa -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto -Xlog:cds=off $fl -jar $J.jar diagnose $file --format json > /tmp/fixed41/.out-$name 2>&1
    echo "$r $name $(grep task-clock /tmp/fixed41/.ps | cut -d, -f1) load=$(cut -d' ' -f1 /proc/loadavg)"
  done
done
