#!/usr/bin/env bash
# lead36: the merged batch against main 8b3d6ff3 on fresh seeds of every generator, same trees both sides
set -u
side="$1"; repo="$2"
i=0
for g in FieldTrees ThirdTrees FourthTrees FifthTrees SixthTrees SeventhTrees; do
  i=$((i+1))
  n=12; [ "$g" = FieldTrees ] && n=15
  SEED=$((3636000 + i)) GENERATOR=/work/wt/lead36/bench/$g.java KEEP_TREES=0 "$repo/bench/field-trees.sh" "/work/scratch/lead36gen/$side/$g" $n > "/work/scratch/lead36gen/$side-$g.log" 2>&1
done
echo done > /work/scratch/lead36gen/$side.DONE
