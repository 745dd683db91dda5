#!/usr/bin/env bash
# hosts37: the same fresh seeds (seeds.txt, drawn from the clock at 09:30 UTC) on both sides.
#   run.sh <side> <repo>   side: before (a git archive copy of dc2b9564) or after (the branch)
# Generators from the branch (unchanged by it); the answers from <repo>'s bench/field-trees.sh and CLI jar.
set -u
side="$1"; repo="$2"
here="$(cd "$(dirname "$0")" && pwd)"
gen=/work/wt/hosts37/bench
out=/work/scratch/hosts37/gen/$side
mkdir -p "$out"
mapfile -t S < "$here/seeds.txt"
run() { # generator seed n label
  SEED="$2" GENERATOR="$gen/$1.java" KEEP_TREES=0 "$repo/bench/field-trees.sh" "$out/$4" "$3" > "$out/$4.log" 2>&1
  cp "$out/$4/rows.tsv" "$here/$side-$4-rows.tsv"; cp "$out/$4/summary.txt" "$here/$side-$4-summary.txt"
}
run FifthTrees "${S[0]}" 12 fifth-a
run FifthTrees "${S[1]}" 12 fifth-b
run SixthTrees "${S[2]}" 12 sixth-a
run SixthTrees "${S[3]}" 12 sixth-b
run SeventhTrees "${S[4]}" 12 seventh-a
run SeventhTrees "${S[5]}" 12 seventh-b
run FourthTrees "${S[6]}" 12 fourth
run ThirdTrees "${S[7]}" 12 third
run FieldTrees "${S[8]}" 12 field
echo "$side done $(date -u +%H:%M)" > "$out/DONE"
