#!/bin/bash
# tag path, this branch's jar only: ns of CPU per line per kind (alerts make looks: small batches for fault kinds)
cd /tmp/fact11
seed=$1
for kind in quiet info-setting warning-timeout warning-address message-code error-code; do
  case $kind in error-code|message-code) b="-wbs 3000 -bs 1000";; *) b="-wbs 50000 -bs 20000";; esac
  echo "=== jar=new kind=$kind path=tag load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
  java -Dlinekind.seed=$seed -jar bench-new.jar LineKindBenchmark -p kind=$kind -p path=tag -bm ss -wi 2 $b -i 3 -f 1 2>&1 | grep -E 'CPU kind|LINEKIND'
done
