#!/usr/bin/env bash
# ei0012: root cause on fresh seeds of five generators, the same trees on both sides (each side generates them
# from the same seed with the generators of the branch ei0012, which does not change them).
#   run.sh <side> <repo>
set -u
side="$1"; repo="$2"
gens=/work/wt/ei0012/bench
i=0
for g in FieldTrees FifthTrees SixthTrees SeventhTrees EighthTrees; do
  i=$((i+1))
  n=20
  SEED=$((3812000 + i)) GENERATOR=$gens/$g.java KEEP_TREES=0 "$repo/bench/field-trees.sh" "/work/scratch/ei0012/gen/$side/$g" $n > "/work/scratch/ei0012/gen/$side-$g.log" 2>&1
done
echo done > /work/scratch/ei0012/gen/$side.DONE
