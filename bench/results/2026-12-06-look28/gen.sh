#!/usr/bin/env bash
cd "$(dirname "$0")/../../.."
for spec in realistic:2806301 facts:2806302; do
  mix=${spec%%:*}; seed=${spec##*:}; d=/tmp/look28/tree-$mix
  rm -rf $d; java bench/MixTreeGenerator.java --out $d --mix $mix --mb 90 --hosts 2 --seed $seed | head -1
  { find $d -path '*/debug/plog/*' -type f | sort | xargs cat || true; } | head -n 300000 > /tmp/look28/trees/$mix.300k
  wc -l /tmp/look28/trees/$mix.300k
  rm -rf $d
done
