#!/usr/bin/env bash
# usage: run2.sh: the same fixed seeds on base (75b1579d, /work/scratch/laggard36/base) then on laggard36
set -uo pipefail
one() { # checkout outdir gen seed n
  (cd "$1" && SEED=$4 KEEP_TREES=0 bench/$3-trees.sh "$2/$3-$4" "$5" > "$2/$3-$4.out" 2>&1)
}
W=/work/wt/laggard36; B=/work/scratch/laggard36/base; O=/work/scratch/laggard36
one $W $O/after seventh 179672201711001 40
for g in seventh:179672201722002:16 seventh:179672201733003:16 fifth:179672201744004:8 sixth:179672201755005:8 \
         fourth:179672201766006:8 third:179672201777007:8 field:179672201788008:8; do
  IFS=: read n s c <<< "$g"
  one $B $O/before $n $s $c
  one $W $O/after $n $s $c
done
echo done > $O/after/DONE
