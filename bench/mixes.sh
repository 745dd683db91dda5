#!/usr/bin/env bash
# Whole-process runs on trees no one has seen (issue 38): each run generates its trees with
# bench/MixTreeGenerator.java from a seed (printed; from the clock unless SEED is given), one tree
# per mix, and times, in one run and round by round, GNU grep with the most telling literals,
# ripgrep (one thread and its default) when it is installed, and each CLI given:
# `diagnose <tree> --format json`, `tag` of the tree's first TAG_LINES plog lines (minus `tag` of
# no input: the start-up) and a cold 50-line paste (the tail of the faulty rank's log).
#
#   bench/mixes.sh <results-dir> name=launcher-or-jar ...
#
# Environment: SEED, MIXES ("warning facts realistic quiet"), MB (100), HOSTS (2), RUNS (3),
# TAG_LINES (1000000), TREES (/tmp/ascend-triage-mixes: where trees are written, and removed
# after unless KEEP=1). Prints a table of medians and ratios to grep's, worst mix first
# (summary.md), and keeps each CLI's JSON answer per mix so builds can be checked to agree.
set -euo pipefail
out="$1"; shift
[ "$#" -ge 1 ] || { echo "usage: bench/mixes.sh <results-dir> name=launcher-or-jar ..." >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seed="${SEED:-$(date +%s%N | cut -c1-15)}"
mixes="${MIXES:-warning facts realistic quiet}"
mb="${MB:-100}"; hosts="${HOSTS:-2}"; runs="${RUNS:-3}"; tag_lines="${TAG_LINES:-1000000}"
trees="${TREES:-/tmp/ascend-triage-mixes}"
mkdir -p "$out"; rm -f "$out/stream-lines.txt"
# the most telling literals of a failed multi-card job: the fault and cascade lines of the shared
# docs/log-formats.md (sections 4.1, 7.1, 7.2, 8.1-8.3), as a person would grep for them
lits="$out/literals.txt"
# the fixed cost (JVM, knowledge load, ranking, report): diagnose of a file of one INFO line that holds
# nothing (an empty file is refused before the knowledge loads)
empty="$out/one-line.log"
echo '[INFO] HCCL(1000,python):2026-01-01-00:00:00.000.000 [main.cc:1] 1000 started' > "$empty"
cat > "$lits" <<'EOF'
[ERROR]
error cqe status
failed CQE status
ROCE CQE ERROR
Cluster Exception Location
Task run failed
wait socket establish timeout
topo exchange server get socket timeout
topo exchange agent get socket timeout
LINK_ERROR_INFO
CONNECT TIMEOUT DETECT
Transport init error
connected p2p timeout
call trace: hcclRet
HeartbeatAbnormal
EI0002
EI0006
EI0013
EI0015
ERR02200
Traceback (most recent call last)
EOF
{
  echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "commit: $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  echo "seed: $seed (mix i uses seed+i); mixes: $mixes; $mb MB, $hosts hosts; $runs rounds; tag $tag_lines lines"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //') x $(nproc) cores"
  echo "java: $(java -version 2>&1 | head -1)"
  echo "grep: $(grep --version | head -1)"
  echo "rg: $(if command -v rg > /dev/null; then rg --version | sed -n 1p; else echo 'not installed'; fi)"
  echo "clis: $*"
  echo "load before run: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out/machine.txt"
timed() { # label, command...: appends "label wall=.. user=.. sys=.. rss_kb=.. cpu=.." to times.txt
  local label="$1"; shift
  /usr/bin/time -f "$label wall=%e user=%U sys=%S rss_kb=%M" -o "$out/.t" "$@" > "$out/.o" 2>/dev/null || true
  # (time's "Command exited with non-zero status" line, for an answer of unknown, is left out)
  awk '/ wall=/ {for(i=2;i<=NF;i++){split($i,a,"=");v[a[1]]=a[2]}; printf "%s cpu=%.2f\n", $0, v["user"]+v["sys"]}' "$out/.t" \
    | tee -a "$out/times.txt"
}
cli() { # the command that runs X (a jar or a launcher): sets CMD
  if [[ "$1" == *.jar ]]; then CMD=(java -Xmx512m -jar "$1"); else CMD=("$1"); fi
}
i=0
for mix in $mixes; do
  tree="$trees/$mix"
  rm -rf "$tree"
  java "$root/bench/MixTreeGenerator.java" --out "$tree" --mix "$mix" --mb "$mb" --hosts "$hosts" \
    --seed $((seed + i)) | tee -a "$out/machine.txt"
  i=$((i + 1))
  echo "tree $mix: $(du -sb "$tree" | cut -f1) bytes, $(find "$tree" -type f | wc -l) files, $(find "$tree" -type f -exec cat {} + | wc -l) lines" \
    | tee -a "$out/machine.txt"
  stream="$out/.stream"; paste="$out/paste-$mix.log"
  { find "$tree" -path '*/debug/plog/*' -type f | sort | xargs cat || true; } | head -n "$tag_lines" > "$stream"
  # the lines tag really reads: a tree may hold fewer debug-plog lines than TAG_LINES
  echo "$mix $(wc -l < "$stream")" >> "$out/stream-lines.txt"
  faulty="$(grep -rlE 'failed CQE status|wait socket establish timeout|topo exchange server' "$tree" | head -1 || true)"
  tail -n 50 "${faulty:-$stream}" > "$paste"
  find "$tree" -type f -exec cat {} + > /dev/null # page cache
  for nj in "$@"; do # untimed: a launcher makes its class-data archive on its first run
    cli "${nj#*=}"; "${CMD[@]}" diagnose "$paste" > /dev/null 2>&1 || true
  done
  for r in $(seq 1 "$runs"); do
    timed "$mix grep run=$r" env LC_ALL=C grep -r -c -F -f "$lits" "$tree"
    if command -v rg > /dev/null; then
      timed "$mix rg-j1 run=$r" rg -j1 -c -F -f "$lits" "$tree"
      timed "$mix rg run=$r" rg -c -F -f "$lits" "$tree"
    fi
    for nj in "$@"; do
      name="${nj%%=*}"; cli "${nj#*=}"
      timed "$mix $name diagnose run=$r" "${CMD[@]}" diagnose "$tree" --format json
      cp "$out/.o" "$out/answer-$mix-$name.json"
      q="$(printf '%q ' "${CMD[@]}")"
      timed "$mix $name diagnose-empty run=$r" "${CMD[@]}" diagnose "$empty" --format json
      timed "$mix $name tag-empty run=$r" bash -c "$q tag < /dev/null > /dev/null"
      timed "$mix $name tag run=$r" bash -c "$q tag < '$stream' > /dev/null"
      timed "$mix $name paste run=$r" "${CMD[@]}" diagnose "$paste" --format json
    done
  done
  rm -f "$stream"
  [ "${KEEP:-0}" = 1 ] || rm -rf "$tree"
done
rm -f "$out/.t" "$out/.o"
echo "load after run: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/machine.txt"
# medians and ratios: per mix and CLI, diagnose CPU and wall against grep's, tag lines per CPU s
awk '
  FNR == NR { streamed[$1] = $2; next }
  function med(key,   n, i, j, t, a) { n = split(vals[key], a, " "); for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }; return a[int((n + 1) / 2)] }
  { mix = $1; what = $2; if ($3 != "run=" substr($3, 5)) { what = $2 " " $3 }
    for (i = 3; i <= NF; i++) { split($i, kv, "="); if (kv[1] == "cpu" || kv[1] == "wall" || kv[1] == "rss_kb") vals[mix "|" what "|" kv[1]] = vals[mix "|" what "|" kv[1]] " " kv[2] }
    if (!(mix in seen)) { seen[mix] = 1; order[++nm] = mix }
    if ($2 != "grep" && $2 != "rg" && $2 != "rg-j1" && !($2 in cs)) { cs[$2] = 1; clis[++nc] = $2 } }
  END {
    print "| mix | CLI | diagnose CPU s | wall s | grep CPU s | grep wall s | CPU / grep | wall / grep | fixed CPU s (one-line file) | per-line CPU s (rest) | per-line / grep | rg -j1 CPU s | rg CPU s | tag lines per CPU s | tag RSS MB | paste CPU s |"
    print "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
    for (m = 1; m <= nm; m++) for (c = 1; c <= nc; c++) {
      mx = order[m]; n = clis[c]
      gc = med(mx "|grep|cpu"); gw = med(mx "|grep|wall"); dc = med(mx "|" n " diagnose|cpu"); dw = med(mx "|" n " diagnose|wall")
      tc = med(mx "|" n " tag|cpu") - med(mx "|" n " tag-empty|cpu")
      r1 = ((mx "|rg-j1|cpu") in vals) ? med(mx "|rg-j1|cpu") : "-"; r2 = ((mx "|rg|cpu") in vals) ? med(mx "|rg|cpu") : "-"
      ec = med(mx "|" n " diagnose-empty|cpu")
      printf "| %s | %s | %.2f | %.2f | %.2f | %.2f | %.1fx | %.1fx | %.2f | %.2f | %.1fx | %s | %s | %s | %d | %.2f |\n", mx, n, dc, dw, gc, gw,
        (gc > 0 ? dc / gc : 0), (gw > 0 ? dw / gw : 0), ec, dc - ec, (gc > 0 ? (dc - ec) / gc : 0), r1, r2, (tc > 0 ? sprintf("%.0f", streamed[mx] / tc) : "-"),
        med(mx "|" n " tag|rss_kb") / 1024, med(mx "|" n " paste|cpu")
    }
  }' "$out/stream-lines.txt" "$out/times.txt" | tee "$out/summary.md"
