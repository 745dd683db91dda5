#!/usr/bin/env bash
# cqeip37 after: the branch at $1 (git archive copy with its own jar), the same seeds as before.sh, started once
# before.sh has finished (one benchmark or Maven process at a time).
set -u
C=$1; A=/work/scratch/cqeip37/after; O=/work/scratch/cqeip37/out
while [ ! -f $O/before-done ]; do sleep 10; done
rm -rf $A && mkdir -p $A && git -C /work/wt/cqeip37 archive $C | tar -x -C $A
cd $A && ./mvnw -B -ntp -o -q package -DskipTests > $O/build-after.log 2>&1 || { echo build failed; exit 1; }
for spec in "sixth1 SixthTrees 1796635804540681 36 1" "sixth2 SixthTrees 1796635804540682 36 1" "sixth3 SixthTrees 1796635804540683 36 1" "seventh SeventhTrees 1796635804540684 12 0" "fifth FifthTrees 1796635804540685 12 0" "fourth FourthTrees 1796635804540686 12 0" "third ThirdTrees 1796635804540687 12 0" "field FieldTrees 1796635804540688 12 0"; do
  set -- $spec
  SEED=$3 GENERATOR=$A/bench/$2.java KEEP_TREES=$5 nice -n 5 $A/bench/field-trees.sh $O/$1-after $4 > $O/$1-after.log 2>&1
done
echo done > $O/after-done
