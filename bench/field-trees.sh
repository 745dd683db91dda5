#!/usr/bin/env bash
# field31: root cause measured on trees from a second, independent generator (bench/FieldTrees.java,
# written from the shared docs/log-formats.md, the ascend-fd fixtures and official pages, not from
# the engine). Writes N trees under <dir>/trees (seed printed; from the clock unless SEED is given),
# diagnoses each with `bin/ascend-triage diagnose --format json` (which builds the CLI jar once),
# and prints per root kind: root right / wrong / declined and the layer right, worst kind first.
#
#   bench/field-trees.sh <dir> N          # SEED=S to repeat a run; KEEP_TREES=0 removes the trees
#
# right: the answer's first root is the expected host folder and the expected pid (or rank and
# device); declined: no root cause, or a first root outside the input (known: false); wrong: any
# other first root. "among" counts trees whose expected root is one of several roots answered.
# Needs jq. Per-tree rows go to <dir>/rows.tsv, the answers to <dir>/answers/.
# GENERATOR (trees33): another generator with the same contract (--out --count --seed; a tree per
# seed with expected.json beside logs/), e.g. bench/ThirdTrees.java through bench/third-trees.sh.
# ninth38: INPROC=1 answers every tree in one JVM with the CLI's own calls (bench/StrangerAnswers.java; JAR the
# CLI jar, default target/ascend-triage-*-cli.jar); an expected root may list root.names, every name its input
# gives the root's node (a pod's plog folder, train log and pod log), any of which is its host.
set -euo pipefail
[ "$#" -eq 2 ] || { echo "usage: bench/field-trees.sh <dir> N" >&2; exit 2; }
out="$1"; n="$2"
case "$n" in ''|*[!0-9]*) echo "field-trees: N must be a whole number, not '$n'" >&2; exit 2;; esac
command -v jq >/dev/null || { echo "field-trees: needs jq" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seed="${SEED:-$(date +%s%N | cut -c1-15)}"
mkdir -p "$out/answers"
rm -rf "$out/trees"
java "${GENERATOR:-$root/bench/FieldTrees.java}" --out "$out/trees" --count "$n" --seed "$seed" | tee "$out/generator.txt"
if [ "${INPROC:-0}" = 1 ]; then
  jar="${JAR:-$(ls "$root"/target/ascend-triage-*-cli.jar | head -n 1)}"
  java -Dslf4j.internal.verbosity=ERROR -cp "$jar" "$root/bench/StrangerAnswers.java" "$out/trees" "$out/answers" logs \
    2> "$out/answers.err"
fi
rows="$out/rows.tsv"
printf 'tree\tkind\texpected\tanswered\tverdict\tamong\tlayer_expected\tlayer_answered\n' > "$rows"
for t in "$out"/trees/tree-*; do
  id="$(basename "$t")"
  ans="$out/answers/$id.json"
  rc=0
  if [ "${INPROC:-0}" = 1 ]; then
    [ -s "$ans" ] || rc=2
  else
    "$root/bin/ascend-triage" diagnose --format json --quiet "$t/logs" > "$ans" 2> "$out/answers/$id.err" || rc=$?
  fi
  if [ "$rc" -gt 1 ]; then
    echo "field-trees: $id: diagnose exited $rc (see $out/answers/$id.err)" >&2
    printf '%s\t%s\t-\terror\terror\tno\t-\t-\n' "$id" "$(jq -r .kind "$t/expected.json")" >> "$rows"
    continue
  fi
  jq -r --slurpfile e "$t/expected.json" '
    ($e[0]) as $x
    | (.rootCause // null) as $rc
    | (if $rc == null then [] else ($rc.roots // []) end) as $roots
    | def same(r): (r.host as $h | $h == $x.root.host or (($x.root.names // []) | index($h)) != null)
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
  echo "seed: $seed; trees: $n; commit: $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  printf '%-14s %4s %6s %6s %9s %6s %7s\n' kind n right wrong declined among layer
  tail -n +2 "$rows" | awk -F'\t' '
    { n[$2]++; v[$2,$5]++; if ($6 == "yes") a[$2]++; if ($7 == $8) l[$2]++;
      N++; V[$5]++; if ($6 == "yes") A++; if ($7 == $8) L++ }
    END {
      for (k in n) printf "%s\t%d\t%d\t%d\t%d\t%d\t%d\n", k, n[k], v[k,"right"], v[k,"wrong"]+v[k,"error"], v[k,"declined"], a[k], l[k]
      printf "~all\t%d\t%d\t%d\t%d\t%d\t%d\n", N, V["right"], V["wrong"]+V["error"], V["declined"], A, L
    }' | sort -t$'\t' -k1,1 | awk -F'\t' '{ printf "%s\t%.4f\t%s\n", $1, ($1=="~all") ? 2 : $3/$2, $0 }' \
     | sort -t$'\t' -k2,2g | cut -f3- \
     | awk -F'\t' '{ printf "%-14s %4d %6d %6d %9d %6d %7d\n", ($1=="~all")?"all":$1, $2, $3, $4, $5, $6, $7 }'
} | tee "$out/summary.txt"
if [ "${KEEP_TREES:-1}" = 0 ]; then rm -rf "$out/trees"; fi
