#!/usr/bin/env bash
# lead38: the merged batch against main 29ce06d7 on fresh seeds of every generator, same trees both sides.
#   run.sh base /work/main <generators>    and    run.sh new /work/wt/lead38 <generators>
# <generators>: a folder holding main 29ce06d7's bench/*Trees.java (the lead used one copy for both sides).
set -u
side="$1"; repo="$2"; gens="$3"; out="${OUT:-/work/scratch/lead38gen}"
i=0
for g in FieldTrees ThirdTrees FourthTrees FifthTrees SixthTrees SeventhTrees EighthTrees; do
  i=$((i+1)); n=12; [ "$g" = FieldTrees ] && n=15
  SEED=$((3838000 + i)) GENERATOR="$gens/$g.java" KEEP_TREES=0 "$repo/bench/field-trees.sh" "$out/$side/$g" $n > "$out/$side-$g.log" 2>&1
done
