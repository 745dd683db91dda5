#!/bin/bash
# quiet lines again, the order reversed and repeated (round 1 had base2 first)
cd /tmp/fact11
while pgrep -f 'bash tag.sh' > /dev/null; do sleep 5; done
for j in new base2 base2 new; do
  echo "=== jar=$j kind=quiet path=diagnose load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
  java -Dlinekind.seed=3805105 -jar bench-$j.jar LineKindBenchmark -p kind=quiet -p path=diagnose -bm ss -wi 2 -wbs 100000 -i 3 -bs 40000 -f 1 2>&1 | grep -E 'CPU kind' | grep -v Warmup
done
