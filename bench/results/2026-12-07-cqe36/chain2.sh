#!/usr/bin/env bash
# cqe36: the load (25-30) left no time for every before run ahead of every after run; once fifth-before is done
# before.sh is stopped, and the after runs go first for the generators measured before (sixth x3, fifth), then
# before/after pairs of the others as time allows.
set -u
S=/work/scratch/cqe36; B=$S/base; A=$S/after; O=$S/out
while [ ! -f $O/fifth-before/summary.txt ]; do sleep 10; done
kill 9597 2>/dev/null
for p in $(ps -o pid= --ppid 9597 2>/dev/null); do kill $p 2>/dev/null; done
sleep 2
rm -rf $A && mkdir -p $A && git -C /work/wt/cqe36 archive 6321d84b | tar -x -C $A
mkdir -p $A/target && cp $B/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar $A/target/
rm -rf $S/cls-after && mkdir -p $S/cls-after
( cd $A && javac -nowarn -cp $A/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar -d $S/cls-after $(git -C /work/wt/cqe36 diff --name-only 8b3d6ff3 6321d84b -- src/main | grep 'java$') ) > $O/build-after.log 2>&1 || { echo build failed; exit 1; }
( cd $S/cls-after && jar uf $A/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar . )
touch $A/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar
run() { SEED=$3 GENERATOR=$B/bench/$2.java KEEP_TREES=0 nice -n 5 $4/bench/field-trees.sh $O/$1 $5 > $O/$1.log 2>&1; }
run sixth1-after SixthTrees 1796625036487491 $A 36
run sixth2-after SixthTrees 1796625036487492 $A 36
run sixth3-after SixthTrees 1796625036487493 $A 36
run fifth-after FifthTrees 1796625036487494 $A 36
for spec in "fourth FourthTrees 1796625036487495 36" "third ThirdTrees 1796625036487496 36" "field FieldTrees 1796625036487497 45"; do
  set -- $spec
  run $1-before $2 $3 $B $4
  run $1-after $2 $3 $A $4
done
echo done > $O/chain2-done
