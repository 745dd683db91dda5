#!/usr/bin/env bash
# flags.sh OUT ROUNDS: the paste through java with the launcher's short-run flags plus one more, settings rotating by round
cd /tmp/cold15
common="-Xmx512m -XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=15 -XX:+UseTransparentHugePages -XX:+UseSerialGC -XX:SharedArchiveFile=/tmp/cold15/base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jsa -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off"
names=(launcher noperf xmn8 xmn24 cic1)
extra=("" "-XX:-UsePerfData" "-Xmn8m" "-Xmn24m" "-XX:CICompilerCount=1")
for r in $(seq 1 $2); do
  for k in 0 1 2 3 4; do
    i=$(( (k + r) % 5 ))
    ./t.sh "${names[$i]} r=$r" java $common ${extra[$i]} -jar /tmp/cold15/base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar diagnose paste.log
  done
done >> "$1"
