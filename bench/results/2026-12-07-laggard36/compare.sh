#!/usr/bin/env bash
# per run present in both before/ and after/: the "all" and ckpt-stall lines, and every tree whose row changed
cd /work/scratch/laggard36
for d in before/*/; do
  r=$(basename $d); [ -f after/$r/summary.txt ] && [ -f before/$r/summary.txt ] || continue
  echo "== $r"
  echo "before: $(grep -E '^all' before/$r/summary.txt)"; echo "after:  $(grep -E '^all' after/$r/summary.txt)"
  grep -h ckpt before/$r/summary.txt | sed 's/^/before: /'; grep -h ckpt after/$r/summary.txt | sed 's/^/after:  /'
  diff <(tail -n +2 before/$r/rows.tsv) <(tail -n +2 after/$r/rows.tsv) | grep '^[<>]' || echo "rows identical"
done
