#!/usr/bin/env bash
# makes /tmp/gate35/streams/MIX-SEED.log: the first 1,000,000 lines of a fresh two-host tree's files in sorted path
# order (half WARNING: its debug-plog files, as bench/mixes.sh and gate34; realistic: every file, since its debug
# plog holds only about a tenth of its lines), and keeps the half-WARNING 100 MB tree for diagnose (TREE below)
set -euo pipefail
cd "$(dirname "$0")/../../.."
gen() { # mix seed mb filter
  s=/tmp/gate35/streams/$1-$2.log
  if [ -f $s.mb$3 ]; then echo "$1 seed=$2 mb=$3 files=$4 lines=$(wc -l < $s) (made before)"; return; fi
  t=/tmp/gate35/trees/$1-$2
  [ -d $t ] || nice -n 10 java bench/MixTreeGenerator.java --out $t --mix $1 --mb $3 --hosts 2 --seed $2
  { find $t -type f -path "$4" | sort | xargs cat || true; } | head -n 1000000 > /tmp/gate35/streams/$1-$2.log
  echo "$1 seed=$2 mb=$3 files=$4 lines=$(wc -l < $s)"
  touch $s.mb$3; rm -rf $t
}
gen warning 3535001 300 '*/debug/plog/*'
gen realistic 3535004 210 '*'
# a 100 MB half-WARNING tree for diagnose and plain tag of one tree
t=/tmp/gate35/trees/warning-3535003
[ -d $t ] || nice -n 10 java bench/MixTreeGenerator.java --out $t --mix warning --mb 100 --hosts 2 --seed 3535003
