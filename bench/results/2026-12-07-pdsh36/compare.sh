#!/usr/bin/env bash
# compare.sh: per generator run, base vs after: root right, layer right, and every row whose answer, verdict or layer changed
O=/tmp/pdsh36/runs
for g in fifth-a fifth-b fifth-c sixth fourth third field; do
  b=$O/$g-base/rows.tsv; a=$O/$g-after/rows.tsv
  [ -f "$a" ] || continue
  nb=$(tail -n +2 $b | wc -l); na=$(tail -n +2 $a | wc -l)
  rb=$(awk -F'\t' 'NR>1 && $5=="right"' $b | wc -l); ra=$(awk -F'\t' 'NR>1 && $5=="right"' $a | wc -l)
  lb=$(awk -F'\t' 'NR>1 && $7==$8' $b | wc -l); la=$(awk -F'\t' 'NR>1 && $7==$8' $a | wc -l)
  ch=$(paste <(tail -n +2 $b) <(tail -n +2 $a) | awk -F'\t' '$4!=$12 || $5!=$13 || $8!=$16' | wc -l)
  echo "$g ($(head -1 $O/$g-base/summary.txt | cut -d';' -f1)): trees $nb/$na; root $rb -> $ra; layer $lb -> $la; rows changed $ch"
  paste <(tail -n +2 $b) <(tail -n +2 $a) | awk -F'\t' '$4!=$12 || $5!=$13 || $8!=$16 {printf "  %s %s expected %s: %s %s %s -> %s %s %s\n", $1, $2, $3, $4, $5, $8, $12, $13, $16}'
done
