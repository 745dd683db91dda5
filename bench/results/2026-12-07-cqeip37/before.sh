#!/usr/bin/env bash
# cqeip37 before: base dc2b9564 (git archive copy with its own jar, built at 09:31), fresh seeds drawn from the
# clock at 09:31 UTC (1796635804540681..88), the same seeds for the after side.
set -u
B=/work/scratch/cqeip37/base; O=/work/scratch/cqeip37/out
mkdir -p $O
for spec in "sixth1 SixthTrees 1796635804540681 36 1" "sixth2 SixthTrees 1796635804540682 36 1" "sixth3 SixthTrees 1796635804540683 36 1" "seventh SeventhTrees 1796635804540684 12 0" "fifth FifthTrees 1796635804540685 12 0" "fourth FourthTrees 1796635804540686 12 0" "third ThirdTrees 1796635804540687 12 0" "field FieldTrees 1796635804540688 12 0"; do
  set -- $spec
  SEED=$3 GENERATOR=$B/bench/$2.java KEEP_TREES=$5 nice -n 5 $B/bench/field-trees.sh $O/$1-before $4 > $O/$1-before.log 2>&1
done
echo done > $O/before-done
