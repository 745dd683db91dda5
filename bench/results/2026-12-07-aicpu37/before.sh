#!/usr/bin/env bash
# aicpu37 before (SIDE=after J=PATCH:JAR for the after runs): before = dc2b9564's CLI jar (built in a git archive copy of the branch's first commits, which add only
# bench files), seeds drawn from the clock at 10:17 UTC and never used before (S = 17966386302076, a digit per run).
set -u
B=/work/scratch/aicpu37/base; O=/work/scratch/aicpu37/out; M=/work/wt/aicpu37/bench/results/2026-12-07-aicpu37/measure.sh
J=${J:-$B/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar}
for spec in "eighth1 EighthTrees 179663863020761 44" "eighth2 EighthTrees 179663863020762 44" "eighth3 EighthTrees 179663863020763 44" "seventh SeventhTrees 179663863020764 36" "sixth SixthTrees 179663863020765 36" "fifth FifthTrees 179663863020766 36" "field FieldTrees 179663863020767 45"; do
  set -- $spec
  nice -n 5 $M $J $B/bench/$2.java $3 $4 $O/$1-${SIDE:-before} || echo "$1 failed"
done
echo done > $O/${SIDE:-before}-done
