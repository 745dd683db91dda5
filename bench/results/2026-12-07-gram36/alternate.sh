#!/bin/bash
# timing-only rounds (no proof: seed 0), JVMs alternating C2 (default tiers) and C1 (-XX:TieredStopAtLevel=1), per tree kind
CP=/work/wt/gram36/target/classes:$(cat cp.txt):out
for mode in c2 c1 c2 c1; do
  for kind in warning facts; do
    jit=(); [ $mode = c1 ] && jit=(-XX:TieredStopAtLevel=1)
    echo "== $mode $kind load $(cut -d' ' -f1-3 /proc/loadavg) $(date +%T)"
    java -Xmx2g "${jit[@]}" -XX:+UseSerialGC -cp $CP io.github.ascendtriage.internal.extract.scan.GramHarness 4 0 trees/$kind-* 2>&1 | grep -v '^ASCII patterns'
  done
done
