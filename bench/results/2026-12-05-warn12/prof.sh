#!/bin/bash
# JFR in the JMH fork per kind on diagnose's path, base jar
jar=$1; shift
for kind in "$@"; do
  echo "=== $jar $kind load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)"
  java -Dlinekind.seed=3812001 -jar jars/bench-$jar.jar LineKindBenchmark -p kind=$kind -p path=diagnose -bm ss -wi 2 -wbs 100000 -i 3 -bs 40000 -f 1 -prof jfr:dir=jfr-$jar-$kind 2>&1 | grep -E 'CPU kind' | grep -v Warmup
done
