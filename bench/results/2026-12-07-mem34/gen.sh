#!/usr/bin/env bash
# makes /tmp/mem34/streams/MIX-SEED.log: the debug-plog lines of a fresh 100 MB two-host tree (sorted paths, as bench/mixes.sh)
set -euo pipefail
cd /work/wt/mem34
i=0
for seed in 3434000 3434100; do
  for mix in warning facts realistic quiet; do
    s=$((seed + i)); i=$((i+1))
    t=/tmp/mem34/trees/$mix-$s
    [ -d $t ] || nice -n 10 java bench/MixTreeGenerator.java --out $t --mix $mix --mb 100 --hosts 2 --seed $s
    find $t -path '*/debug/plog/*' -type f | sort | xargs cat > /tmp/mem34/streams/$mix-$s.log
    echo "$mix seed=$s lines=$(wc -l < /tmp/mem34/streams/$mix-$s.log)"
    rm -rf $t
  done
done
