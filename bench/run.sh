#!/usr/bin/env bash
# Runs every ascend-triage benchmark and prints the figures next to their targets.
#
#   bench/run.sh            full run (about 20-30 minutes on 2 cores; needs ~1.2 GB in the work dir)
#   BENCH_QUICK=1 bench/run.sh   smoke run: small sizes, one short iteration each (a few minutes)
#
# Environment: BENCH_JMH_OPTS (extra JMH options), BENCH_CASES (generated case-base sizes,
# default 0,1000,10000,100000), BENCH_LARGE (tree sizes scanned last with few
# iterations, default 1g), BENCH_1G_OPTS / BENCH_1G_THREADS (their JMH options and thread counts,
# default "-wi 0 -i 2 -r 1" and 1,2), BENCH_COLD_RUNS (10), BENCH_STREAM_LINES (2000000), BENCH_DIR (generated trees and case bases, default /tmp/ascend-triage-bench),
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
# the forked benchmark JVMs find the work dir through the environment: -jvmArgsAppend on the
# command line would replace the heap limits the benchmark classes set (-Xmx256m for tree scans)
export BENCH_DIR="$work"
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
jmh_opts=()
if [ "$quick" = 1 ]; then
  jmh_opts=(-f 1 -wi 1 -w 1 -i 1 -r 1)
fi
# extra JMH options, e.g. BENCH_JMH_OPTS="-wi 1 -i 2" on a busy machine
read -r -a extra <<< "${BENCH_JMH_OPTS:-}"
jmh_opts+=("${extra[@]}")
cases="${BENCH_CASES:-0,1000,10000,100000}"
[ "$quick" = 1 ] && cases="${BENCH_CASES:-0,1000}"
# sizes scanned late with few iterations (BENCH_LARGE, default 1g); the others with the classes' settings
large="${BENCH_LARGE:-1g}"
small="$(printf '%s\n' "${size_list[@]}" | grep -vxF -f <(tr ',' '\n' <<< "$large") | paste -sd, - || true)"
large_here="$(printf '%s\n' "${size_list[@]}" | grep -xF -f <(tr ',' '\n' <<< "$large") | paste -sd, - || true)"
# Everything but the largest tree, with the iterations set in the benchmark classes...
# (bench[.]: not FreshStreamTagBenchmark, which writes its own trees and is run by hand, docs/performance.md)
pattern='bench[.]StreamTagBenchmark|PastedTraceBenchmark|CaseIndexBuildBenchmark|CaseBaseScaleBenchmark'
[ -n "$small" ] && pattern="TreeScanBenchmark|$pattern"
java -jar "$jar" -rf json -rff "$out/jmh-main.json" "${jmh_opts[@]}" \
  -p "size=${small:-10m}" -p "cases=$cases" "$pattern" | tee "$out/jmh.txt" >&2
merge_json() {
  jq -s 'add' "$out"/jmh-main.json $( [ -f "$out/jmh-1g.json" ] && echo "$out/jmh-1g.json" ) > "$out/jmh.json"
}
merge_json
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
cold_runs="${BENCH_COLD_RUNS:-10}"
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
java -Xmx256m -cp "$jar" -Dbench.dir="$work" -Dprobe.max="${BENCH_STREAM_LINES:-2000000}" io.github.ascendtriage.bench.StreamMemoryProbe \
  | tee "$out/stream-heap.txt" >&2

# Thread CPU time per operation for the main workloads: on a shared machine the JMH wall-clock
# figures include time spent waiting for a core; these do not.
log "CPU-time cross-check (thread CPU per operation, ${BENCH_CPU_SECONDS:-20} s each)"
: > "$out/cpu-check.txt"
IFS=';' read -r -a checks <<< "${BENCH_CPU_CHECKS:-trace 500;tree 100m;stream;cases 10000}"
for w in "${checks[@]}"; do
  read -r -a wa <<< "$w"
  [ "${wa[0]}" = tree ] && ! printf '%s\n' "${size_list[@]}" | grep -qx "${wa[1]}" && continue
  java -Xmx2g -cp "$jar" -Dbench.dir="$work" io.github.ascendtriage.bench.ProfileLoop "${wa[@]}" "${BENCH_CPU_SECONDS:-20}" \
    | sed 's/^/CPU-CHECK /' | tee -a "$out/cpu-check.txt" >&2
done

# The large trees last (they take longest): two timed scans and no separate warm-up, since one scan
# of 1 GB is long enough for the JIT to settle within it. BENCH_1G_OPTS overrides (e.g. "-i 1").
if [ -n "$large_here" ]; then
  log "JMH tree scan of the large trees $large_here (-Xmx256m)"
  read -r -a opts1g <<< "${BENCH_1G_OPTS:--wi 0 -i 2 -r 1}"
  java -jar "$jar" -rf json -rff "$out/jmh-1g.json" -p "size=$large_here" \
    -p "threads=${BENCH_1G_THREADS:-1,2}" "${opts1g[@]}" 'TreeScanBenchmark' | tee -a "$out/jmh.txt" >&2
  merge_json
fi

echo "load after run: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/machine.txt"
log "figures (also in $out/summary.md)"
cat "$out/machine.txt"
echo
run_java io.github.ascendtriage.bench.Summary "$out" "$work"
