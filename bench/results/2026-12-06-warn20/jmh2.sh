#!/bin/bash
# LineKindBenchmark, diagnose's path, one fork per (jar, kind), the jar order rotating by kind: base, skip, walk1
seed=$1; shift
i=0
for kind in "$@"; do
  i=$((i+1))
  case $((i % 3)) in 1) order="skip walk1 base";; 2) order="base skip walk1";; *) order="walk1 base skip";; esac
  for j in $order; do
    echo "=== jar=$j kind=$kind path=diagnose load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
    java -Djmh.ignoreLock=true -Dlinekind.seed=$seed -jar /tmp/warn20/bench-$j.jar LineKindBenchmark -p kind=$kind -p path=diagnose -bm ss -wi 6 -wbs 100000 -i 5 -bs 40000 -f 1 2>&1 | grep -E 'CPU kind' | tr ']' '\n' | grep -v Warmup | grep CPU
  done
done
echo "=== end load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
