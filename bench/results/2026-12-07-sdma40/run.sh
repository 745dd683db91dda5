#!/usr/bin/env bash
# sdma40: root cause on fresh seeds (drawn 19:15 UTC with `date +%s%N | cut -c1-15`), the same trees on both sides
# (each side generates them from the same seed with this branch's generators, which sdma40 does not change), answered
# in-process by the jar given. SeventhTrees' trees are kept for bench/seventh-check.sh and their SDMA rows listed.
#   run.sh <side> <jar> <scratch>
set -u
side="$1"; jar="$2"; scratch="$3"
bench="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
run() { # generator seed count keep
  SEED="$2" GENERATOR="$bench/$1.java" INPROC=1 JAR="$jar" KEEP_TREES="$4" "$bench/field-trees.sh" \
    "$scratch/$side/$1-$2" "$3" > "$scratch/$side-$1-$2.log" 2>&1
  cp "$scratch/$side/$1-$2/summary.txt" "$here/$side-$1-$2-summary.txt"
  cp "$scratch/$side/$1-$2/rows.tsv" "$here/$side-$1-$2-rows.tsv"
}
seventh() { # seed count
  run SeventhTrees "$1" "$2" 1
  d="$scratch/$side/SeventhTrees-$1"
  { "$bench/seventh-check.sh" "$d/trees"
    echo "SDMA trees (expected fault sdma): tree, kind, verdict, layer expected, layer answered"
    for t in "$d"/trees/tree-*; do
      [ "$(jq -r .fault "$t/expected.json")" = sdma ] || continue
      grep -P "^$(basename "$t")\t" "$d/rows.tsv" | cut -f1,2,5,7,8
    done; } > "$here/$side-SeventhTrees-$1-sdma.txt" 2>&1
  rm -rf "$d/trees"
}
seventh 179667083447365 12
seventh 179667083594984 12
run FieldTrees 179667083447366 8 0
run EighthTrees 179667083447367 8 0
run NinthTrees 179667083447368 8 0
echo done > "$scratch/$side.DONE"
