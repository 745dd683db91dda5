#!/usr/bin/env bash
# silent33's in-process variant of bench/field-trees.sh (same generator, same scoring): the trees' answers come
# from bench/StrangerAnswers.java (one JVM, the same library calls as the CLI) instead of one CLI run per tree.
# usage: REPO=<checkout with its jar> SEED=S silent33-ftin.sh <out> N
set -euo pipefail
out="$1"; n="$2"; repo="$REPO"
jar=$(ls "$repo"/target/ascend-triage-*-cli.jar | head -1)
gen="$out/gen"; mkdir -p "$gen"
rm -rf "$gen/trees"
java "$repo/bench/FieldTrees.java" --out "$gen/trees" --count "$n" --seed "$SEED" > /dev/null
links="$out/links"; rm -rf "$links"; mkdir -p "$links"
for t in "$gen"/trees/tree-*; do ln -s "$t/logs" "$links/$(basename "$t")"; done
java -Xmx1g -cp "$jar" "$repo/bench/StrangerAnswers.java" "$links" "$out/pre" > "$out/inproc.log" 2>&1
tmp="$out/fts.sh"
sed -e 's#"\$root/bin/ascend-triage" diagnose --format json --quiet "\$t/logs"#cat "'"$out"'/pre/$id.json"#' \
    -e 's#^root=.*#root="'"$repo"'"#' "$repo/bench/field-trees.sh" > "$tmp"
SEED="$SEED" bash "$tmp" "$out/score" "$n"
