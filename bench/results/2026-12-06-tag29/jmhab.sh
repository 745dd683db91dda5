#!/usr/bin/env bash
# jmhab.sh N SEED: N JMH runs of FreshStreamTagBenchmark on the warning mix, builds alternating (base first in odd runs)
cd /work/wt/tag29
for r in $(seq "${3:-1}" "$1"); do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for b in $order; do
    java -jar /tmp/tag29/$b/benchmarks.jar FreshStreamTag -p mix=warning -p seed=$2 -wi 10 -i 5 -f 1 -rf json -rff /tmp/tag29/jmh-$b-$r.json > /tmp/tag29/jmh-$b-$r.txt 2>&1
    echo "run=$r build=$b done $(date +%H:%M:%S) load=$(cut -d' ' -f1 /proc/loadavg)" >> /tmp/tag29/jmh-progress.txt
  done
done
