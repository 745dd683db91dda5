#!/usr/bin/env bash
# Whole-process comparison on one generated tree, side by side in one run: the CLI (one or more
# jars, e.g. before and after a change) against GNU grep with the case base's signature literals.
# ripgrep (`rg -c -F -f`, one thread and its default threads) runs beside grep when it is installed.
# CPU time (user + sys, from /usr/bin/time) and wall time of each run; the CLI's answer is kept so
# runs can be checked to give the same diagnosis.
#
#   bench/whole-process.sh <results-dir> <tree> [name=jar-or-launcher ...]
#
# A name=X.jar runs `java -Xmx512m -jar X.jar` (the JVM's defaults); any other X is run as a
# launcher (bin/ascend-triage, the release image's bin/ascend-triage), with its own JVM flags.
#
# Environment: RUNS (3), COLD_TRACE (a short paste for the cold start, optional), TAG_FILE (a file
# streamed through `tag`, optional; `tag` on empty input is timed too, so the start-up can be
# told from the lines), TAG_LONG (optional: a longer stream of the same kind, e.g. TAG_FILE ten
# times over, also streamed through `tag` and `tag --only-matches`; the difference to TAG_FILE's
# run is the cost per line of a process that has warmed up, as a pipeline's long-running `tag`
# is). The tree is made by LogTreeGenerator (see docs/performance.md).
set -euo pipefail
out="$1"; tree="$2"; shift 2
runs="${RUNS:-3}"
mkdir -p "$out"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "commit: $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //') x $(nproc) cores"
  echo "java: $(java -version 2>&1 | head -1)"
  echo "grep: $(grep --version | head -1)"
  echo "rg: $(if command -v rg > /dev/null; then rg --version | sed -n 1p; else echo 'not installed'; fi)"
  echo "tree: $tree ($(du -sb "$tree" | cut -f1) bytes, $(find "$tree" -type f | wc -l) files, $(find "$tree" -type f -exec cat {} + | wc -l) lines)"
  echo "load before run: $(cut -d' ' -f1-3 /proc/loadavg)"
} > "$out/machine.txt"
patterns="$out/patterns.txt"
[ -f "$patterns" ] || { echo "no $patterns (bench GrepPatterns writes it)" >&2; exit 2; }
timed() { # label, command...: one line "label wall=.. cpu=.. user=.. sys=.. rss_kb=.."
  local label="$1"; shift
  /usr/bin/time -f "$label wall=%e user=%U sys=%S rss_kb=%M" -o "$out/.t" "$@" > "$out/.o" 2>/dev/null || true
  awk '{for(i=2;i<=NF;i++){split($i,a,"=");v[a[1]]=a[2]}; printf "%s cpu=%.2f %s\n", $0, v["user"]+v["sys"], ""}' "$out/.t"
}
cli() { # the command line that runs X (a jar or a launcher): sets CMD
  if [[ "$1" == *.jar ]]; then CMD=(java -Xmx512m -jar "$1"); else CMD=("$1"); fi
}
LC_ALL=C grep -r -c -F -f "$patterns" "$tree" > /dev/null || true   # page cache
for r in $(seq 1 "$runs"); do
  timed "grep run=$r" env LC_ALL=C grep -r -c -F -f "$patterns" "$tree" | tee -a "$out/tree.txt"
  if command -v rg > /dev/null; then
    timed "rg-j1 run=$r" rg -j1 -c -F -f "$patterns" "$tree" | tee -a "$out/tree.txt"
    timed "rg run=$r" rg -c -F -f "$patterns" "$tree" | tee -a "$out/tree.txt"
  fi
  for nj in "$@"; do
    name="${nj%%=*}"; jar="${nj#*=}"
    cli "$jar"
    timed "$name run=$r" "${CMD[@]}" diagnose "$tree" --format json | tee -a "$out/tree.txt"
    cp "$out/.o" "$out/answer-$name.json"
  done
done
if [ -n "${COLD_TRACE:-}" ]; then
  for r in $(seq 1 "$runs"); do
    for nj in "$@"; do
      name="${nj%%=*}"; jar="${nj#*=}"
      cli "$jar"
      timed "$name cold run=$r" "${CMD[@]}" diagnose "$COLD_TRACE" | tee -a "$out/cold.txt"
      if [[ "$jar" == *.jar ]]; then
        timed "$name cold-c1 run=$r" java -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar "$jar" diagnose "$COLD_TRACE" | tee -a "$out/cold.txt"
      fi
    done
  done
fi
if [ -n "${TAG_FILE:-}" ]; then
  tag_lines="$(wc -l < "$TAG_FILE")"
  long_lines="$( [ -n "${TAG_LONG:-}" ] && wc -l < "$TAG_LONG" || echo 0)"
  for nj in "$@"; do
    name="${nj%%=*}"; jar="${nj#*=}"
    cli "$jar"
    q="$(printf '%q ' "${CMD[@]}")"
    for r in $(seq 1 "$runs"); do
      timed "$name tag-empty run=$r" bash -c "$q tag < /dev/null > /dev/null" | tee -a "$out/tag.txt"
      timed "$name tag lines=$tag_lines run=$r" bash -c "$q tag < '$TAG_FILE' > /dev/null" | tee -a "$out/tag.txt"
      if [ -n "${TAG_LONG:-}" ]; then
        timed "$name tag-only lines=$tag_lines run=$r" bash -c "$q tag --only-matches < '$TAG_FILE' > /dev/null" | tee -a "$out/tag.txt"
        timed "$name tag lines=$long_lines run=$r" bash -c "$q tag < '$TAG_LONG' > /dev/null" | tee -a "$out/tag.txt"
        timed "$name tag-only lines=$long_lines run=$r" bash -c "$q tag --only-matches < '$TAG_LONG' > /dev/null" | tee -a "$out/tag.txt"
      fi
    done
  done
fi
rm -f "$out/.t" "$out/.o"
echo "load after run: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/machine.txt"
