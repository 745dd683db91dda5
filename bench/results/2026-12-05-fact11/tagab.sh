#!/bin/bash
cd /tmp/fact11
while pgrep -f 'bash quiet.sh' > /dev/null; do sleep 5; done
for kind in info-setting warning-address; do
for j in base2 new new base2; do
  echo "=== jar=$j kind=$kind path=tag load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
  java -Dlinekind.seed=3805106 -jar bench-$j.jar LineKindBenchmark -p kind=$kind -p path=tag -bm ss -wi 2 -wbs 50000 -bs 20000 -i 3 -f 1 2>&1 | grep -E 'CPU kind' | grep -v Warmup
done; done
