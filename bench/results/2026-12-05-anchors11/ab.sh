#!/bin/bash
# before/after, the same benchmark source; one fork per (jar, kind), the jar order alternating
cd /tmp/anchors11-prof/jars
seed=$1
i=0
for kind in error-return error-return error-code; do
  i=$((i+1))
  if [ $((i % 2)) -eq 0 ]; then order="base new"; else order="new base"; fi
  for j in $order; do
    echo "=== jar=$j kind=$kind path=diagnose load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
    java -Dlinekind.seed=$seed -jar bench-$j.jar LineKindBenchmark -p kind=$kind -p path=diagnose -bm ss -wi 2 -wbs 100000 -i 3 -bs 40000 -f 1 2>&1 | grep -E 'CPU kind' | grep -v Warmup
  done
done
