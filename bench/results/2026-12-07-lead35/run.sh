#!/usr/bin/env bash
set -u
B=/work/wt/batch41; M=/work/main; O=/work/scratch/lead35
for spec in "fifth FifthTrees 3535501" "sixth SixthTrees 3535502"; do
  set -- $spec
  for side in batch main; do
    R=$B; [ $side = main ] && R=$M
    SEED=$3 GENERATOR=$B/bench/$2.java KEEP_TREES=0 nice -n 5 $R/bench/field-trees.sh $O/$1-$side 36 > $O/$1-$side.log 2>&1
  done
done
for spec in "fourth FourthTrees 3535503 36" "third ThirdTrees 3535504 36" "field FieldTrees 3535505 45"; do
  set -- $spec
  SEED=$3 GENERATOR=$B/bench/$2.java KEEP_TREES=0 nice -n 5 $B/bench/field-trees.sh $O/$1-batch $4 > $O/$1-batch.log 2>&1
done
echo done > $O/done
