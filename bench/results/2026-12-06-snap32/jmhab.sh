#!/usr/bin/env bash
# jmhab.sh N SEED MIX [FIRST]: N JMH runs of FreshStreamTagBenchmark on one mix with -prof gc, builds alternating
# (base first in odd runs); each build's library jar before snap30's benchmarks.jar (8745edfd: the benchmark and
# the dependencies are unchanged since) on the class path; from a copy of the repository (it runs bench/MixTreeGenerator.java)
cd /tmp/snap32/p1
for r in $(seq "${4:-1}" "$1"); do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for b in $order; do
    d=p1; [ $b = new ] && d=p2
    java -cp /tmp/snap32/$d/target/ascend-triage-0.1.0-SNAPSHOT.jar:/tmp/snap30/base/benchmarks.jar org.openjdk.jmh.Main FreshStreamTag -p mix=$3 -p seed=$2 -wi 15 -i 5 -f 1 -prof gc > /tmp/snap32/jmh/jmh-$3-$b-$r.txt 2>&1
    echo "run=$r mix=$3 build=$b done $(date +%H:%M:%S) load=$(cut -d' ' -f1 /proc/loadavg)" >> /tmp/snap32/jmh/jmh-progress.txt
  done
done
