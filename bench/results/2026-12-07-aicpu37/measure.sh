#!/usr/bin/env bash
# aicpu37: one generator run scored by bench/field-trees.sh's own verdicts, the answers made in one JVM.
#   measure.sh JAR GENERATOR SEED N OUT
# 1. the generator writes N trees with SEED under OUT/trees; 2. bench/StrangerAnswers.java answers each tree's
# logs/ in one JVM with the CLI jar JAR (a class path: a jar, or changed classes before it); 3. bench/field-trees.sh (same GENERATOR and SEED: the same trees) scores them through a stand-in
# `bin/ascend-triage` that prints the answer already made (OUT/stub), writing OUT/rows.tsv and OUT/summary.txt.
set -euo pipefail
jar="$1"; gen="$2"; seed="$3"; n="$4"; out="$5"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"; repo="$(cd "$here/../../.." && pwd)"
mkdir -p "$out/made" "$out/stub/bin" "$out/stub/bench"
java "$gen" --out "$out/made/trees" --count "$n" --seed "$seed" > /dev/null
java -cp "$jar" "$repo/bench/StrangerAnswers.java" "$out/made/trees" "$out/made/answers" logs
cp "$repo/bench/field-trees.sh" "$out/stub/bench/field-trees.sh"
cat > "$out/stub/bin/ascend-triage" <<STUB
#!/usr/bin/env bash
# the answer StrangerAnswers made for this tree (argument 5 is TREE/logs)
t="\$(basename "\$(dirname "\$5")")"
[ -f "$out/made/answers/\$t.json" ] || { cat "$out/made/answers/\$t.err" >&2; exit 3; }
cat "$out/made/answers/\$t.json"
STUB
chmod +x "$out/stub/bin/ascend-triage"
SEED="$seed" GENERATOR="$gen" KEEP_TREES=0 "$out/stub/bench/field-trees.sh" "$out" "$n" > "$out/output.txt" 2>&1
rm -rf "$out/made/trees" "$out/stub"
