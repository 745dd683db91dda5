#!/usr/bin/env bash
# restart36: the base engine (75b1579d) on the seventh generator's seeds 2 and 3, 16 trees each
here=/work/scratch/restart36; base=$here/base
for name in seventh2 seventh3; do
  seed=$(awk -v n=$name '$1==n{print $2}' $here/seeds.txt)
  rm -rf $here/before/$name
  SEED="$seed" KEEP_TREES=0 "$base/bench/seventh-trees.sh" "$here/before/$name" 16 > "$here/before/$name.out" 2>&1
  echo "before $name done $(date -u +%T)" >> $here/times.txt
done
