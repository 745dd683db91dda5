#!/usr/bin/env bash
cd /tmp/cold18
out="$1"; rounds="${2:-7}"
for r in $(seq 1 "$rounds"); do
  if [ $((r % 2)) = 1 ]; then order="base rows"; else order="rows base"; fi
  for b in $order; do
    l=$(cut -d' ' -f1 /proc/loadavg)
    echo "$b r=$r load=$l $(java -XX:SharedArchiveFile=$b/target/ascend-triage-0.1.0-SNAPSHOT-cli.jsa -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto -Xlog:cds=off -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp $b/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar Steps.java parts 2>/dev/null)"
  done
done >> "$out"
