#!/usr/bin/env bash
# gen.sh: per mix, three 300 MB two-host trees (seeds printed), the first 1,000,000 debug-plog lines
# of each in path order; streams: 0.3m = head 300,000 of tree 1, 1m = tree 1, 3m = trees 1+2+3
set -eu
cd /tmp/jit33/trees
i=1
for mix in quiet realistic warning facts; do
  for k in 1 2 3; do
    seed=$((3303300 + i * 10 + k))
    nice -n 10 java /work/wt/jit33/bench/MixTreeGenerator.java --out t --mix $mix --mb 300 --hosts 2 --seed $seed | head -1
    find t -path '*/debug/plog/*' -type f | sort | xargs cat | head -n 1000000 > $mix.part$k
    rm -rf t
  done
  head -n 300000 $mix.part1 > $mix.0.3m
  mv $mix.part1 $mix.1m
  cat $mix.1m $mix.part2 $mix.part3 > $mix.3m && rm $mix.part2 $mix.part3
  wc -l $mix.0.3m $mix.1m $mix.3m
  i=$((i + 1))
done
