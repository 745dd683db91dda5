#!/usr/bin/env bash
# kept39: the before and after runs, one after the other (one JVM at a time on the shared machine).
#   SIDE=before J=<3f5d3a96's CLI jar> run.sh      SIDE=after J=<the branch's CLI jar> run.sh
# Seeds drawn from the clock at 16:12 UTC and never used before: S = 1796659950000, a digit per run
# (eighth1-3 = S1-S3, seventh S4, ninth S5). OUT holds one folder per run and side.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"; repo="$(cd "$here/../../.." && pwd)"
O=${O:-/work/scratch/kept39/out}; mkdir -p "$O"
for spec in "eighth1 EighthTrees 17966599500001 44" "eighth2 EighthTrees 17966599500002 44" "eighth3 EighthTrees 17966599500003 44" \
    "seventh SeventhTrees 17966599500004 24" "ninth NinthTrees 17966599500005 24"; do
  set -- $spec
  nice -n 5 "$here/../2026-12-07-aicpu37/measure.sh" "$J" "$repo/bench/$2.java" "$3" "$4" "$O/$1-$SIDE" || echo "$1 failed"
done
echo done > "$O/$SIDE-done"
