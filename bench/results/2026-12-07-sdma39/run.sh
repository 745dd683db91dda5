#!/usr/bin/env bash
# sdma39: root cause on fresh seeds, the same trees on both sides (each side generates them from the same seed with
# this branch's generators, which sdma39 does not change), answered in-process by the jar given.
#   run.sh <side> <jar> <scratch>
set -u
side="$1"; jar="$2"; scratch="$3"
bench="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
run() { # generator seed count
  SEED="$2" GENERATOR="$bench/$1.java" INPROC=1 JAR="$jar" KEEP_TREES=0 "$bench/field-trees.sh" \
    "$scratch/$side/$1-$2" "$3" > "$scratch/$side-$1-$2.log" 2>&1
}
run SeventhTrees 3939001 16
run SeventhTrees 3939002 16
run FieldTrees 3939003 16
run EighthTrees 3939004 16
echo done > "$scratch/$side.DONE"
