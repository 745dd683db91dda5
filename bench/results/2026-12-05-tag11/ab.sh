#!/bin/bash
# tag's path, error-code and message-code kinds, one fork per jar, base/new then new/base
cd /tmp/tag11
SEED=$1
for kind in error-code message-code; do
  if [ $kind = error-code ]; then order="base new new base"; else order="new base base new"; fi
  for j in $order; do
    echo "=== jar=$j kind=$kind path=tag seed=$SEED load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
    java -Dlinekind.seed=$SEED -jar bench-$j.jar LineKindBenchmark -p kind=$kind -p path=tag -bm ss -wi 2 -wbs 6000 -bs 1000 -i 3 -f 1 2>&1 | grep -E 'CPU kind' | grep -v Warmup
  done
done
echo "=== end load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
