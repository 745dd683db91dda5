#!/usr/bin/env bash
# usage: run.sh GENERATOR.java OUTDIR N SEED JAR  -- generate, answer in one JVM (StrangerAnswers), score as field-trees.sh does
set -euo pipefail
gen="$1"; out="$2"; n="$3"; seed="$4"; jar="$5"
wt="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
rm -rf "$out"; mkdir -p "$out/answers" "$out/links"
java "$gen" --out "$out/trees" --count "$n" --seed "$seed" > "$out/generator.txt"
for t in "$out"/trees/tree-*; do ln -s "$t/logs" "$out/links/$(basename "$t")"; done
nice -n 10 java -Xmx1g -cp "$jar" "$wt/bench/StrangerAnswers.java" "$out/links" "$out/answers"
rows="$out/rows.tsv"
printf 'tree\tkind\texpected\tanswered\tverdict\tamong\tlayer_expected\tlayer_answered\n' > "$rows"
for t in "$out"/trees/tree-*; do
  id="$(basename "$t")"; ans="$out/answers/$id.json"
  if [ ! -s "$ans" ]; then printf '%s\t%s\t-\terror\terror\tno\t-\t-\n' "$id" "$(jq -r .kind "$t/expected.json")" >> "$rows"; continue; fi
  jq -r --slurpfile e "$t/expected.json" '
    ($e[0]) as $x
    | (.rootCause // null) as $rc
    | (if $rc == null then [] else ($rc.roots // []) end) as $roots
    | def same(r): (r.host == $x.root.host)
        and ((r.pid // "") == $x.root.pid or (r.rank == $x.root.rank and r.device == $x.root.device));
    ($roots[0] // null) as $first
    | (if $first == null then "declined"
       elif ($first.known == false) then "declined"
       elif same($first) then "right" else "wrong" end) as $verdict
    | ([$roots[] | select(same(.))] | length > 0) as $among
    | [input_filename, $x.kind,
       "\($x.root.host)/r\($x.root.rank)/d\($x.root.device)/\($x.root.pid)",
       (if $first == null then "-" else "\($first.host)/r\($first.rank)/d\($first.device)/\($first.pid // "-")\(if ($roots|length) > 1 then "+\(($roots|length)-1)" else "" end)" end),
       $verdict, (if $among then "yes" else "no" end), $x.layer, .layer]
    | @tsv' "$ans" | sed "s#^[^\t]*#$id#" >> "$rows"
done
{
  echo "seed: $seed; trees: $n; jar: $jar"
  printf '%-18s %4s %6s %6s %9s %6s %7s\n' kind n right wrong declined among layer
  tail -n +2 "$rows" | awk -F'\t' '
    { n[$2]++; v[$2,$5]++; if ($6 == "yes") a[$2]++; if ($7 == $8) l[$2]++;
      N++; V[$5]++; if ($6 == "yes") A++; if ($7 == $8) L++ }
    END {
      for (k in n) printf "%-18s %4d %6d %6d %9d %6d %7d\n", k, n[k], v[k,"right"], v[k,"wrong"]+v[k,"error"], v[k,"declined"], a[k], l[k]
      printf "%-18s %4d %6d %6d %9d %6d %7d\n", "all", N, V["right"], V["wrong"]+V["error"], V["declined"], A, L
    }' | sort
} | tee "$out/summary.txt"
for a in "$out"/answers/*.json; do
  id="$(basename "$a" .json)"
  echo "$id $(jq -r '[.reasoning.steps[]? | select(.role=="fault") | "\(.token)|\(.layer)|\(.rule)"] | unique | join(" ; ")' "$a") ## $(jq -r '[.rootCause.roots[1:][]? | .label] | join(",")' "$a")"
done > "$out/look.txt"
