#!/usr/bin/env bash
# gen2.sh MIX SEED: one 300 MB two-host tree; stream MIX.1m = its first 1,000,000 debug-plog lines in
# path order, MIX.0.3m = the first 300,000 of them
set -eu
cd /tmp/jit33/trees
mix=$1; seed=$2
nice -n 10 java /work/wt/jit33/bench/MixTreeGenerator.java --out t-$mix --mix $mix --mb 300 --hosts 2 --seed $seed | head -1
find t-$mix -path '*/debug/plog/*' -type f | sort | xargs cat | head -n 1000000 > $mix.1m
rm -rf t-$mix
head -n 300000 $mix.1m > $mix.0.3m
wc -l $mix.0.3m $mix.1m
