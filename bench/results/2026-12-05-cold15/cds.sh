#!/usr/bin/env bash
# cds.sh OUT ROUNDS: the paste with the CLI's archive, with the JDK's default archive only, with none; rotating by round
cd /tmp/cold15
common="-Xmx512m -XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=15 -XX:+UseTransparentHugePages -XX:+UseSerialGC -Xlog:cds=off -Xlog:cds+dynamic=off"
names=(cli jdk off)
extra=("-XX:SharedArchiveFile=/tmp/cold15/base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jsa -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto" "-Xshare:auto" "-Xshare:off")
for r in $(seq 1 $2); do
  for k in 0 1 2; do
    i=$(( (k + r) % 3 ))
    ./t.sh "${names[$i]} r=$r" java $common ${extra[$i]} -jar /tmp/cold15/base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar diagnose paste.log
  done
done >> "$1"
