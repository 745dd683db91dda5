#!/usr/bin/env bash
# usage: run.sh SIDE_ROOT LABEL  (SIDE_ROOT: a checkout whose bin/ascend-triage answers; generators from the worktree)
set -u
R=$1; L=$2; O=/tmp/pdsh36/runs; G=/work/wt/pdsh36/bench
read s1 s2 s3 s4 s5 s6 s7 < /tmp/pdsh36/seeds.txt
for spec in "fifth-a FifthTrees $s1 36" "fifth-b FifthTrees $s2 36" "fifth-c FifthTrees $s3 36" "sixth SixthTrees $s4 36" "fourth FourthTrees $s5 36" "third ThirdTrees $s6 36" "field FieldTrees $s7 45"; do
  set -- $spec
  SEED=$3 GENERATOR=$G/$2.java KEEP_TREES=0 nice -n 5 $R/bench/field-trees.sh $O/$1-$L $4 > $O/$1-$L.log 2>&1
done
echo done > $O/done-$L
