#!/usr/bin/env bash
# Runs every ascend-triage benchmark and prints the figures next to their targets.
#
#   bench/run.sh            full run (about 20-30 minutes on 2 cores; needs ~1.2 GB in the work dir)
#   BENCH_QUICK=1 bench/run.sh   smoke run: small sizes, one short iteration each (a few minutes)
#
# Environment: BENCH_DIR (generated trees and case bases, default /tmp/ascend-triage-bench),
# BENCH_SIZES (tree sizes, default 10m,100m,1g), BENCH_OUT (results dir, default
# bench/results/<UTC date-time>). Raw outputs (JMH JSON and console, grep and cold-start timings)
# stay in the results dir; summary.md there is the table this script prints.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
cd "$root"

quick="${BENCH_QUICK:-0}"
work="${BENCH_DIR:-/tmp/ascend-triage-bench}"
stamp="$(date -u +%Y-%m-%dT%H%MZ)"
out="${BENCH_OUT:-$root/bench/results/$stamp}"
if [ "$quick" = 1 ]; then
  sizes="${BENCH_SIZES:-10m}"
else
  sizes="${BENCH_SIZES:-10m,100m,1g}"
fi
mkdir -p "$work" "$out"
log() { echo "== $*" >&2; }

log "building target/benchmarks.jar and the CLI jar (-Pbench)"
./mvnw -q -B -ntp -Pbench -DskipTests package >&2
jar="$root/target/benchmarks.jar"
run_java() { java -cp "$jar" "$@"; }

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //') x $(nproc) cores"
  echo "memory: $(free -g | awk '/Mem:/{print $2" GiB"}')"
  echo "os: $(uname -sr)"
  echo "java: $(java -version 2>&1 | head -1)"
  echo "grep: $(grep --version | head -1)"
  echo "load before run: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "quick: $quick"
} > "$out/machine.txt"
cat "$out/machine.txt" >&2

log "log trees ($sizes) in $work"
IFS=',' read -r -a size_list <<< "$sizes"
for s in "${size_list[@]}"; do
  run_java io.github.ascendtriage.bench.LogTreeGenerator "$work/tree-$s" "$s" >&2
done

log "JMH benchmarks (raw: $out/jmh.json, $out/jmh.txt)"
jmh_common=(-rf json -rff "$out/jmh.json" -jvmArgsAppend "-Dbench.dir=$work")
if [ "$quick" = 1 ]; then
  jmh_common+=(-f 1 -wi 1 -w 1 -i 1 -r 1)
  java -jar "$jar" "${jmh_common[@]}" -p "size=$sizes" -p cases=0,1000 \
    'TreeScanBenchmark|StreamTagBenchmark|PastedTraceBenchmark|CaseBaseScaleBenchmark|CaseIndexBuildBenchmark' \
    | tee "$out/jmh.txt" >&2
else
  # Everything but the largest tree with the iterations set in the benchmark classes...
  small="$(printf '%s\n' "${size_list[@]}" | grep -v '^1g$' | paste -sd, -)"
  java -jar "$jar" -rf json -rff "$out/jmh-main.json" -jvmArgsAppend "-Dbench.dir=$work" -p "size=$small" \
    'TreeScanBenchmark|StreamTagBenchmark|PastedTraceBenchmark|CaseBaseScaleBenchmark|CaseIndexBuildBenchmark' \
    | tee "$out/jmh.txt" >&2
  # ...and the 1 GB tree with two timed scans and no separate warm-up: one scan of 1 GB is
  # long enough for the JIT to settle within it.
  if printf '%s\n' "${size_list[@]}" | grep -qx 1g; then
    java -jar "$jar" -rf json -rff "$out/jmh-1g.json" -jvmArgsAppend "-Dbench.dir=$work" -p size=1g -wi 0 -i 2 -r 1 \
      'TreeScanBenchmark' | tee -a "$out/jmh.txt" >&2
  fi
  python3 - "$out" <<'PY' 2>/dev/null || jq -s 'add' "$out"/jmh-main.json "$out"/jmh-1g.json > "$out/jmh.json"
import json, sys, os
out = sys.argv[1]
allr = []
for f in ("jmh-main.json", "jmh-1g.json"):
    p = os.path.join(out, f)
    if os.path.exists(p):
        allr += json.load(open(p))
json.dump(allr, open(os.path.join(out, "jmh.json"), "w"), indent=1)
PY
fi

log "grep baseline: LC_ALL=C grep -c -F -f patterns.txt over the same trees"
run_java io.github.ascendtriage.bench.GrepPatterns casebase/cases "$out/patterns.txt" >&2
runs=3
[ "$quick" = 1 ] && runs=2
: > "$out/grep.txt"
for s in "${size_list[@]}"; do
  tree="$work/tree-$s"
  LC_ALL=C grep -r -c -F -f "$out/patterns.txt" "$tree" > /dev/null || true   # warms the page cache
  for r in $(seq 1 "$runs"); do
    t0=$(date +%s%N)
    matches=$( (LC_ALL=C grep -r -c -F -f "$out/patterns.txt" "$tree" || true) | awk -F: '{s+=$NF} END {print s+0}')
    t1=$(date +%s%N)
    echo "GREP size=$s run=$r seconds=$(awk "BEGIN{printf \"%.3f\", ($t1-$t0)/1e9}") matching-lines=$matches" | tee -a "$out/grep.txt" >&2
  done
done

log "CLI cold start: bin/ascend-triage diagnose on a 50-line trace"
trace="$work/trace-50.log"
java -cp "$jar" -Dbench.dir="$work" io.github.ascendtriage.bench.TraceWriter 50 "$trace" >&2
bin/ascend-triage diagnose "$trace" > /dev/null 2>&1 || true   # first run writes the CDS archive
cold_runs=10
[ "$quick" = 1 ] && cold_runs=3
: > "$out/coldstart.txt"
if command -v hyperfine > /dev/null; then
  hyperfine -N --warmup 1 --runs "$cold_runs" -i --export-json "$out/hyperfine.json" "bin/ascend-triage diagnose $trace" >&2 || true
fi
for r in $(seq 1 "$cold_runs"); do
  t0=$(date +%s%N)
  bin/ascend-triage diagnose "$trace" > /dev/null 2>&1 || true
  t1=$(date +%s%N)
  echo "COLD run=$r ms=$(( (t1 - t0) / 1000000 ))" | tee -a "$out/coldstart.txt" >&2
done

log "streaming session heap after 100k / 1M / 2M lines (-Xmx256m)"
java -Xmx256m -cp "$jar" -Dbench.dir="$work" -Dprobe.max=2000000 io.github.ascendtriage.bench.StreamMemoryProbe \
  | tee "$out/stream-heap.txt" >&2

echo "load after run: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/machine.txt"
log "figures (also in $out/summary.md)"
cat "$out/machine.txt"
echo
run_java io.github.ascendtriage.bench.Summary "$out" "$work"
