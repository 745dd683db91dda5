#!/bin/bash
# tag's path, error-code / message-code / error-return kinds, one fork per jar, alternating
cd /tmp/wg12
SEED=$1
for kind in error-code message-code error-return; do
  case $kind in error-code) order="base new new base";; message-code) order="new base";; *) order="base new";; esac
  for j in $order; do
    echo "=== jar=$j kind=$kind path=tag seed=$SEED load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
    java -Djmh.ignoreLock=true -Dlinekind.seed=$SEED -jar bench-$j.jar LineKindBenchmark -p kind=$kind -p path=tag -bm ss -wi 2 -wbs 6000 -bs 1000 -i 3 -f 1 2>&1 | grep -E 'CPU kind' | grep -v Warmup | tr '[' '\n' | grep 'CPU kind'
  done
done
echo "=== end load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
