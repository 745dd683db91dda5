#!/usr/bin/env bash
# flags2.sh ROUNDS OUTDIR ARGS name="flags" ...: perf task-clock (ms) of a cold run of the CLI jar (ARGS after the jar) per variant, rotated by round
J=/tmp/fixed41/base/target/ascend-triage-0.1.0-SNAPSHOT-cli
rounds=$1; out=$2; args=$3; shift 3
mkdir -p $out
vars=("$@"); n=${#vars[@]}
for ((r=0;r<rounds;r++)); do
  for ((k=0;k<n;k++)); do
    v="${vars[$(((k+r)%n))]}"; name="${v%%=*}"; fl="${v#*=}"
    perf stat -x, -e task-clock -o $out/.ps java -Xmx512m -XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=15 -XX:+UseTransparentHugePages -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto -Xlog:cds=off $fl -jar $J.jar $args > $out/out-$name 2>&1
    echo "$r $name $(grep task-clock $out/.ps | cut -d, -f1) load=$(cut -d' ' -f1 /proc/loadavg)"
  done
done
