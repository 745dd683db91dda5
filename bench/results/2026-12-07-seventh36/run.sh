#!/usr/bin/env bash
# three fresh seeds, one after another, 40 trees each (5 per kind)
set -euo pipefail
cd /work/wt/seventh36
for s in 1 2 3; do
  dir=/work/scratch/seventh36/s$s
  rm -rf "$dir"
  SEED="$(date +%s%N | cut -c1-15)" bench/seventh-trees.sh "$dir" 40 > /work/scratch/seventh36/s$s.out 2>&1
  bench/seventh-check.sh "$dir/trees" > "$dir/check.txt" 2>&1 || true
done
