#!/usr/bin/env bash
# usage: run.sh <checkout> <outdir>: the same fixed seeds on the given checkout's engine
set -uo pipefail
co="$1"; out="$2"; mkdir -p "$out"
cd "$co"
for s in 179672201711001 179672201722002 179672201733003; do
  SEED=$s KEEP_TREES=0 bench/seventh-trees.sh "$out/seventh-$s" 40 > "$out/seventh-$s.out" 2>&1
done
for g in fifth:179672201744004 sixth:179672201755005 fourth:179672201766006 third:179672201777007 field:179672201788008; do
  n=${g%%:*}; s=${g#*:}
  SEED=$s KEEP_TREES=0 bench/$n-trees.sh "$out/$n-$s" 20 > "$out/$n-$s.out" 2>&1
done
echo done > "$out/DONE"
