#!/usr/bin/env bash
# Same tree, two or more builds, diagnose only (run speed31): `diagnose <tree> --format json` of each
# jar, CPU (user+sys) and wall of the whole process, round by round, the jars' order reversed every
# other round (ABBA) so a drift of the machine's load falls on both. Keeps each answer's sha256.
#   ab.sh <out> <tree> <rounds> name=jar ...
set -euo pipefail
out="$1"; tree="$2"; rounds="$3"; shift 3
mkdir -p "$out"
mix="$(basename "$tree")"
echo "$(date -u '+%H:%M') $mix rounds=$rounds $* load=$(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/ab-log.txt"
for r in $(seq 1 "$rounds"); do
  if [ $((r % 2)) = 1 ]; then order=("$@"); else order=(); for ((i=$#; i>=1; i--)); do order+=("${!i}"); done; fi
  for nj in "${order[@]}"; do
    name="${nj%%=*}"; jar="${nj#*=}"
    /usr/bin/time -f "%e %U %S %M" -o "$out/.t" java -Xmx512m -jar "$jar" diagnose "$tree" --format json > "$out/.o" 2>/dev/null || true
    read -r wall user sys rss < <(tail -1 "$out/.t")
    sha="$(sha256sum < "$out/.o" | cut -c1-16)"
    printf '%s %s run=%s wall=%s cpu=%.2f rss_kb=%s sha=%s load=%s\n' "$mix" "$name" "$r" "$wall" \
      "$(echo "$user + $sys" | bc)" "$rss" "$sha" "$(cut -d' ' -f1 /proc/loadavg)" | tee -a "$out/times.txt"
  done
done
rm -f "$out/.t" "$out/.o"
