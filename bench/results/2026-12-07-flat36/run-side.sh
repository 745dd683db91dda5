#!/usr/bin/env bash
# usage: run-side.sh ROOT OUTDIR  -- the same seeds on either side
set -u
R=$1; O=$2; G=/work/wt/flat36/bench
mkdir -p $O
for s in 361707001 361707002 361707003; do
  SEED=$s GENERATOR=$G/SeventhTrees.java nice -n 5 $R/bench/field-trees.sh $O/seventh-$s 40 > $O/seventh-$s.log 2>&1
done
for spec in "fifth FifthTrees 361707004 10" "sixth SixthTrees 361707005 10" "fourth FourthTrees 361707006 10" "third ThirdTrees 361707007 10" "field FieldTrees 361707008 10"; do
  set -- $spec
  SEED=$3 GENERATOR=$G/$2.java KEEP_TREES=0 nice -n 5 $R/bench/field-trees.sh $O/$1 $4 > $O/$1.log 2>&1
done
echo done > $O/done
