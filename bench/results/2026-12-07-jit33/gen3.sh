#!/usr/bin/env bash
# gen3.sh MIX SEED2 SEED3: MIX.3m = MIX.1m and the first 1,000,000 debug-plog lines of two more 300 MB trees
set -eu
cd /tmp/jit33/trees
mix=$1
for seed in $2 $3; do
  nice -n 10 java /work/wt/jit33/bench/MixTreeGenerator.java --out t3-$mix --mix $mix --mb 300 --hosts 2 --seed $seed | head -1
  find t3-$mix -path '*/debug/plog/*' -type f | sort | xargs cat | head -n 1000000 > $mix.p$seed
  rm -rf t3-$mix
done
cat $mix.1m $mix.p$2 $mix.p$3 > $mix.3m && rm $mix.p$2 $mix.p$3
wc -l $mix.3m
