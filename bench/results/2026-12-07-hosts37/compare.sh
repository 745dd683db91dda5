#!/usr/bin/env bash
# the rows that differ between the sides, per run, and each side's summary line
cd "$(dirname "$0")"
for b in before-*-rows.tsv; do
  r=${b#before-}; r=${r%-rows.tsv}
  a=after-$r-rows.tsv
  [ -f "$a" ] || { echo "$r: no after side"; continue; }
  echo "== $r: before $(grep '^all' before-$r-summary.txt | tr -s ' ') | after $(grep '^all' after-$r-summary.txt | tr -s ' ')"
  diff "$b" "$a" | grep '^[<>]' || echo "   rows identical"
done
