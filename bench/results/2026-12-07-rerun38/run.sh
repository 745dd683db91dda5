#!/usr/bin/env bash
# rerun38: the before and after runs, one after the other (one JVM at a time on the shared machine).
#   SIDE=before J=<29ce06d7's CLI jar> run.sh      SIDE=after J=<the branch's CLI jar> run.sh
# Seeds drawn from the clock at 12:45 UTC and never used before: S = 1796647462736, a digit per run
# (eighth1-3 = S1-S3, seventh S4, sixth S5, fifth S6, field S7). OUT holds one folder per run and side.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"; repo="$(cd "$here/../../.." && pwd)"
O=${O:-/work/scratch/rerun38/out}; mkdir -p "$O"
for spec in "eighth1 EighthTrees 17966474627361 44" "eighth2 EighthTrees 17966474627362 44" "eighth3 EighthTrees 17966474627363 44" \
    "seventh SeventhTrees 17966474627364 24" "sixth SixthTrees 17966474627365 24" "fifth FifthTrees 17966474627366 24" \
    "field FieldTrees 17966474627367 30"; do
  set -- $spec
  nice -n 5 "$here/../2026-12-07-aicpu37/measure.sh" "$J" "$repo/bench/$2.java" "$3" "$4" "$O/$1-$SIDE" || echo "$1 failed"
done
echo done > "$O/$SIDE-done"
