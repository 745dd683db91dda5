#!/bin/bash
# LineKindBenchmark, diagnose's path, one fork per (jar, kind), the jar order alternating by kind
seed=$1; shift
i=0
for kind in "$@"; do
  i=$((i+1))
  if [ $((i % 2)) -eq 0 ]; then order="base new"; else order="new base"; fi
  for j in $order; do
    echo "=== jar=$j kind=$kind path=diagnose load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
    java -Djmh.ignoreLock=true -Dlinekind.seed=$seed -jar /tmp/trig15/bench-$j.jar LineKindBenchmark -p kind=$kind -p path=diagnose -bm ss -wi 2 -wbs 100000 -i 3 -bs 40000 -f 1 2>&1 | grep -E 'CPU kind' | tr ']' '\n' | grep -v Warmup | grep CPU
  done
done
echo "=== end load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
