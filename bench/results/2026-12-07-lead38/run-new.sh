#!/usr/bin/env bash
# lead38: the merged batch against main 29ce06d7 on fresh seeds of every generator, same trees both sides
set -u
side="$1"; repo="$2"
i=0
for g in FieldTrees ThirdTrees FourthTrees FifthTrees SixthTrees SeventhTrees EighthTrees; do
  i=$((i+1))
  n=12; [ "$g" = FieldTrees ] && n=15
  SEED=$((3838000 + i)) GENERATOR=/work/scratch/lead38gen/gens/$g.java KEEP_TREES=0 "$repo/bench/field-trees.sh" "/work/scratch/lead38gen/$side/$g" $n > "/work/scratch/lead38gen/$side-$g.log" 2>&1
done
echo done > /work/scratch/lead38gen/$side.DONE
