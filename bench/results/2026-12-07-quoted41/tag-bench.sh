#!/usr/bin/env bash
# quoted41: `tag` lines per CPU second of two jars on the same generated streams (bench/mixes.sh's tag step,
# alone): one tree per mix from bench/MixTreeGenerator.java (seed+i), its first LINES debug-plog lines as the
# stream; per round and jar, `tag` of no input (start-up) and of the stream, timed by /usr/bin/time.
#   tag-bench.sh <out-dir> <before.jar> <after.jar> <seed>     env: MIXES (facts realistic), MB (40), LINES (300000), RUNS (3)
set -euo pipefail
out="$1"; before="$2"; after="$3"; seed="$4"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
mixes="${MIXES:-facts realistic}"; mb="${MB:-40}"; lines="${LINES:-300000}"; runs="${RUNS:-3}"
tree=/tmp/quoted41-tag-tree; stream=/tmp/quoted41-tag-stream
echo "seed $seed; mixes $mixes; $mb MB, 2 hosts; $lines lines; $runs rounds; load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/tag-machine.txt"
i=0
for mix in $mixes; do
  rm -rf "$tree"
  java "$root/bench/MixTreeGenerator.java" --out "$tree" --mix "$mix" --mb "$mb" --hosts 2 --seed $((seed + i)) >> "$out/tag-machine.txt"
  i=$((i + 1))
  { find "$tree" -path '*/debug/plog/*' -type f | sort | xargs cat || true; } | head -n "$lines" > "$stream"
  echo "$mix stream lines: $(wc -l < "$stream")" >> "$out/tag-machine.txt"
  for r in $(seq 1 "$runs"); do
    for side in before after; do
      jar="$before"; [ "$side" = after ] && jar="$after"
      /usr/bin/time -f "$mix $side tag-empty run=$r wall=%e user=%U sys=%S" -a -o "$out/tag-times.txt" \
        java -Xmx512m -jar "$jar" tag < /dev/null > /dev/null 2>&1 || true
      /usr/bin/time -f "$mix $side tag run=$r wall=%e user=%U sys=%S" -a -o "$out/tag-times.txt" \
        java -Xmx512m -jar "$jar" tag < "$stream" > /dev/null 2>&1 || true
    done
  done
done
rm -rf "$tree" "$stream"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/tag-machine.txt"
# lines per CPU second: stream lines / (median tag CPU - median tag-empty CPU), per mix and side
awk -v f="$out/tag-machine.txt" 'BEGIN { while ((getline l < f) > 0) if (l ~ / stream lines: /) { split(l, a, " "); n[a[1]] = a[4] } }
  / wall=/ { for (k = 2; k <= NF; k++) { split($k, v, "="); x[v[1]] = v[2] } c = x["user"] + x["sys"]; key = $1 " " $2 " " $3; s[key] = s[key] " " c }
  function med(str,   t, m, i, j, tmp) { m = split(str, t, " "); for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (t[j] < t[i]) { tmp = t[i]; t[i] = t[j]; t[j] = tmp }
    return t[int((m + 1) / 2)] }
  END { print "| mix | side | tag CPU s (median) | start-up CPU s | lines | lines per CPU s |"; print "|---|---|---|---|---|---|"
    for (key in s) { split(key, p, " "); if (p[3] != "tag") continue; e = med(s[p[1] " " p[2] " tag-empty"]); t = med(s[key])
      printf "| %s | %s | %.2f | %.2f | %d | %.0f |\n", p[1], p[2], t, e, n[p[1]], n[p[1]] / (t - e) } }' "$out/tag-times.txt" | tee "$out/tag-summary.md"
