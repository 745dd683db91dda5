#!/usr/bin/env bash
# cqe36 before: base 8b3d6ff3 (git archive copy with its own jar), fresh seeds drawn from the clock at 06:3x UTC
set -u
B=/work/scratch/cqe36/base; O=/work/scratch/cqe36/out
mkdir -p $O
cd $B && ./mvnw -B -ntp -o -q package -DskipTests > $O/build-before.log 2>&1 || { echo build failed; exit 1; }
for spec in "sixth1 SixthTrees 1796625036487491 36" "sixth2 SixthTrees 1796625036487492 36" "sixth3 SixthTrees 1796625036487493 36" "fifth FifthTrees 1796625036487494 36" "fourth FourthTrees 1796625036487495 36" "third ThirdTrees 1796625036487496 36" "field FieldTrees 1796625036487497 45"; do
  set -- $spec
  SEED=$3 GENERATOR=$B/bench/$2.java KEEP_TREES=0 nice -n 5 $B/bench/field-trees.sh $O/$1-before $4 > $O/$1-before.log 2>&1
done
echo done > $O/before-done
