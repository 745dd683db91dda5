#!/usr/bin/env bash
# jmhab.sh N SEED MIX [FIRST]: N JMH runs of FreshStreamTagBenchmark on one mix with -prof gc, builds alternating
# (base first in odd runs), from the repository's root (the benchmark runs bench/MixTreeGenerator.java)
cd /work/wt/snap30
for r in $(seq "${4:-1}" "$1"); do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for b in $order; do
    java -jar /tmp/snap30/$b/benchmarks.jar FreshStreamTag -p mix=$3 -p seed=$2 -wi 20 -i 5 -f 1 -prof gc > /tmp/snap30/jmh-$3-$b-$r.txt 2>&1
    echo "run=$r mix=$3 build=$b done $(date +%H:%M:%S) load=$(cut -d' ' -f1 /proc/loadavg)" >> /tmp/snap30/jmh-progress.txt
  done
done
