#!/usr/bin/env bash
# records38: one side of the measure. `measure.sh before 29ce06d7` (from /work/main) was run first, then, once it had
# ended, `measure.sh after 361ba701` (from the branch's worktree): each side a `git archive` copy with its own jar,
# then bench/field-trees.sh per generator on the same seeds (fresh, from the clock at 12:37 UTC). Trees are kept on
# the before side only (to read them).
set -u
SIDE=$1; C=$2; S=179664704611736
case "$SIDE" in before) REPO=/work/main; KEEP=1;; after) REPO=/work/wt/records38; KEEP=0;; *) echo "before|after" >&2; exit 2;; esac
D=/work/scratch/records38/$SIDE; O=/work/scratch/records38/out
mkdir -p $O; rm -rf $D && mkdir -p $D && git -C $REPO archive $C | tar -x -C $D
cd $D && ./mvnw -B -ntp -o -q package -DskipTests > $O/build-$SIDE.log 2>&1 || { echo build failed; exit 1; }
for spec in "sixth SixthTrees ${S}1 36" "seventh SeventhTrees ${S}2 12" "eighth EighthTrees ${S}3 12" "fifth FifthTrees ${S}4 12"; do
  set -- $spec
  SEED=$3 GENERATOR=$D/bench/$2.java KEEP_TREES=$KEEP nice -n 5 $D/bench/field-trees.sh $O/$1-$SIDE $4 > $O/$1-$SIDE.log 2>&1
done
echo done > $O/$SIDE-done
