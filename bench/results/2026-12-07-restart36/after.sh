#!/usr/bin/env bash
# restart36: the branch's engine on the seventh generator's three seeds, 16 trees each (the same trees as before/)
here=/work/scratch/restart36; wt=/work/wt/restart36
for name in seventh1 seventh2 seventh3; do
  seed=$(awk -v n=$name '$1==n{print $2}' $here/seeds.txt)
  rm -rf $here/after/$name
  SEED="$seed" KEEP_TREES=0 "$wt/bench/seventh-trees.sh" "$here/after/$name" 16 > "$here/after/$name.out" 2>&1
  echo "after $name done $(date -u +%T)" >> $here/times.txt
done
