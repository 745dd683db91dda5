#!/usr/bin/env bash
# alarm36: one generator run answered by a given CLI jar in one JVM, scored by bench/field-trees.sh itself.
#   run.sh GEN SEED N OUT SIDE JAR        (SIDE: base or after; GEN: bench/<GEN>.java of this worktree)
# 1. the generator writes the trees (OUT/trees, kept for the other side); 2. bench/StrangerAnswers.java answers every
# tree's logs/ with JAR in one JVM (the CLI per tree is too slow on the loaded machine); 3. bench/field-trees.sh runs
# unchanged from a shim folder whose bin/ascend-triage prints the answer of step 2 for the tree it is asked about, so
# the rows, verdicts and summary are field-trees.sh's (it writes the same trees again from the same seed).
set -euo pipefail
gen="$1"; seed="$2"; n="$3"; out="$4"; side="$5"; jar="$6"
wt="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
mkdir -p "$out"
if [ ! -d "$out/links" ]; then
  rm -rf "$out/trees"
  nice -n 5 java "$wt/bench/$gen.java" --out "$out/trees" --count "$n" --seed "$seed" > "$out/generator.txt"
  mkdir -p "$out/links.tmp"
  for t in "$out"/trees/tree-*; do ln -s "$t/logs" "$out/links.tmp/$(basename "$t")"; done
  mv "$out/links.tmp" "$out/links"
fi
d="$out/$side"; rm -rf "$d"; mkdir -p "$d"
nice -n 5 java -cp "$jar" "$wt/bench/StrangerAnswers.java" "$out/links" "$d/inproc"
shim="$d/shim"; mkdir -p "$shim/bench" "$shim/bin"
ln -s "$wt/bench/field-trees.sh" "$shim/bench/field-trees.sh"
cat > "$shim/bin/ascend-triage" <<SHIM
#!/usr/bin/env bash
# the answer bench/StrangerAnswers.java gave for the tree whose logs/ is the last argument
t="\${@: -1}"; cat "$d/inproc/\$(basename "\$(dirname "\$t")").json"
SHIM
chmod +x "$shim/bin/ascend-triage"
SEED="$seed" GENERATOR="$wt/bench/$gen.java" KEEP_TREES=0 "$shim/bench/field-trees.sh" "$d/ft" "$n" > "$d/field-trees.log" 2>&1
cp "$d/ft/summary.txt" "$d/summary.txt"; cp "$d/ft/rows.tsv" "$d/rows.tsv"
mv "$d/inproc" "$d/answers"; rm -rf "$d/ft" "$shim"
