#!/usr/bin/env bash
# score.sh TREES ANSWERS OUT: field-trees.sh's own jq verdicts (read from the script at run time); its summary columns plus 'extra'
set -euo pipefail
trees="$1"; ans="$2"; out="$3"; fts="$(cd "$(dirname "$0")/../../.." && pwd)/bench/field-trees.sh"
mkdir -p "$out"
jqprog="$(awk '/jq -r --slurpfile e/{f=1; next} f && /@tsv/{print "    | @tsv"; exit} f{print}' "$fts")"
rows="$out/rows.tsv"
printf 'tree\tkind\texpected\tanswered\tverdict\tamong\tlayer_expected\tlayer_answered\n' > "$rows"
for t in "$trees"/tree-*; do
  id="$(basename "$t")"
  a="$ans/$id.json"
  if [ ! -s "$a" ]; then printf '%s\t%s\t-\terror\terror\tno\t-\t-\n' "$id" "$(jq -r .kind "$t/expected.json")" >> "$rows"; continue; fi
  jq -r --slurpfile e "$t/expected.json" "$jqprog" "$a" | sed "s#^[^\t]*#$id#" >> "$rows"
done
tail -n +2 "$rows" | awk -F'\t' '
    { n[$2]++; v[$2,$5]++; if ($6 == "yes") a[$2]++; if ($7 == $8) l[$2]++; if ($4 ~ /\+/) x[$2]++;
      N++; V[$5]++; if ($6 == "yes") A++; if ($7 == $8) L++; if ($4 ~ /\+/) X++ }
    END {
      printf "%-18s %4s %6s %6s %9s %6s %7s %6s\n", "kind", "n", "right", "wrong", "declined", "among", "layer", "extra"
      for (k in n) printf "%-18s %4d %6d %6d %9d %6d %7d %6d\n", k, n[k], v[k,"right"], v[k,"wrong"]+v[k,"error"], v[k,"declined"], a[k], l[k], x[k]
      printf "%-18s %4d %6d %6d %9d %6d %7d %6d\n", "all", N, V["right"], V["wrong"]+V["error"], V["declined"], A, L, X
    }' | tee "$out/summary.txt"
