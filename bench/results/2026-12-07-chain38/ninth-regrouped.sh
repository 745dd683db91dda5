#!/usr/bin/env bash
# chain38: NinthTrees measured on regrouped trees (each node's files in one folder named by its XDL_IP, as ninth38's
# diagnostic did, until pods38's class-1 fix lands): generate with SEED, regroup (ninth38's regroup.sh), answer with
# JAR in one JVM (bench/StrangerAnswers.java), then score per kind: root right = the first root's evidence file lies
# on the expected node (a name in root.names) with the expected pid or rank (ninth38's analyse.sh rule); layer right.
#   ninth-regrouped.sh <dir> <seed> <jar> [N]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"; root="$(cd "$here/../../.." && pwd)"
out="$1"; seed="$2"; jar="$3"; n="${4:-24}"
[ -d "$out/raw" ] || java "$root/bench/NinthTrees.java" --out "$out/raw" --count "$n" --seed "$seed" > "$out/generator.txt"
[ -d "$out/trees" ] || bash "$root/bench/results/2026-12-07-ninth38/regroup.sh" "$out/raw" "$out/trees"
ans="$out/answers-$(basename "$(dirname "$(dirname "$jar")")")"; mkdir -p "$ans"
java -Dslf4j.internal.verbosity=ERROR -cp "$jar" "$root/bench/StrangerAnswers.java" "$out/trees" "$ans" logs 2> "$ans.err"
for t in "$out"/trees/tree-*; do
  id=$(basename "$t")
  jq -r --arg id "$id" --slurpfile e "$t/expected.json" '
    ($e[0]) as $x | (.rootCause.roots // [])[0] as $f | ($x.root.names + [$x.root.host]) as $n
    | (if $f == null then "none" elif $f.known == false then "outside"
       elif (([$n[] as $m | ($f.source // "") | contains($m)] | any) and ((($f.pid // "") == $x.root.pid) or ($f.rank == $x.root.rank))) then "right"
       else "wrong" end) as $v
    | [$id, $x.kind, $v, $x.layer, .layer, (if $x.layer == .layer then "layer-right" else "layer-wrong" end)] | @tsv' "$ans/$id.json" 2>/dev/null \
    || printf '%s\t-\tlost\t-\t-\tlayer-wrong\n' "$id"
done > "$ans.tsv"
awk -F'\t' '{n[$2]++; if ($3=="right") r[$2]++; if ($6=="layer-right") l[$2]++} END {for (k in n) printf "%s\t%d\troot %d\tlayer %d\n", k, n[k], r[k], l[k]}' "$ans.tsv" | sort
