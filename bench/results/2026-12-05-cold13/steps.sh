#!/usr/bin/env bash
# steps.sh OUT ROUNDS: in process (Steps.java parts), base / rec / gate rotating
cd /tmp/cold13
out="$1"; rounds="${2:-7}"
for r in $(seq 1 "$rounds"); do
  case $((r % 3)) in 1) order="base rec gate";; 2) order="rec gate base";; 0) order="gate base rec";; esac
  for b in $order; do
    l=$(cut -d' ' -f1 /proc/loadavg)
    echo "$b r=$r load=$l $(java -XX:SharedArchiveFile=$b/target/ascend-triage-0.1.0-SNAPSHOT-cli.jsa -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto -Xlog:cds=off -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp $b/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar Steps.java parts 2>/dev/null)"
  done
done >> "$out"
