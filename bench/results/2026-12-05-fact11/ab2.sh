#!/bin/bash
# before/after, same benchmark source, one fork per (jar, kind, path); order alternates per kind
# SingleShot batches: warmed by a count of lines, not by wall time (the VM is loaded)
cd /tmp/fact11
seed=$1; shift 1
i=0
for path in "$@"; do
for kind in info-setting warning-timeout warning-address message-code error-code quiet; do
  i=$((i+1))
  if [ $((i % 2)) -eq 0 ]; then order="base2 new"; else order="new base2"; fi
  for j in $order; do
    echo "=== jar=$j kind=$kind path=$path load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
    java -Dlinekind.seed=$seed -jar bench-$j.jar LineKindBenchmark -p kind=$kind -p path=$path -bm ss -wi 2 -wbs 100000 -i 3 -bs 40000 -f 1 2>&1 | grep -E 'CPU kind' | grep -v Warmup
  done
done; done
