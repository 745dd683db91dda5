#!/usr/bin/env bash
# agg27's whole-process run: `diagnose --format json` of fresh bench/MixTreeGenerator.java trees
# (100 MB, 2 hosts), the two builds alternating (before/after, then after/before in the next
# round), with grep's run and the fixed cost (a one-line file) in the same rounds; the answer of each
# build kept per mix for aggregate.py. Lean on purpose (no tag or paste runs: neither changed and the
# load of seven engineers' builds made a mixes.sh round of one tree take 4 minutes).
#   bench/results/2026-12-06-agg27/run.sh OUT BEFORE.jar AFTER.jar "MIX:SEED:ROUNDS ..."
set -euo pipefail
out="$1"; before="$2"; after="$3"; plan="$4"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
trees="${TREES:-/tmp/agg27-trees}"
mkdir -p "$out"
lits="$out/literals.txt"; empty="$out/one-line.log"
echo '[INFO] HCCL(1000,python):2026-01-01-00:00:00.000.000 [main.cc:1] 1000 started' > "$empty"
# the literals of bench/mixes.sh
sed -n '/^cat > "\$lits" <<.EOF.$/,/^EOF$/p' "$root/bench/mixes.sh" | sed '1d;$d' > "$lits"
timed() {
  local label="$1"; shift
  /usr/bin/time -f "$label wall=%e user=%U sys=%S rss_kb=%M" -o "$out/.t" "$@" > "$out/.o" 2>/dev/null || true
  awk '/ wall=/ {for(i=2;i<=NF;i++){split($i,a,"=");v[a[1]]=a[2]}; printf "%s cpu=%.2f load=%s\n", $0, v["user"]+v["sys"], load}' \
    load="$(cut -d' ' -f1 /proc/loadavg)" "$out/.t" | tee -a "$out/times.txt"
}
echo "commit: $(git -C "$root" rev-parse --short HEAD); before=$before after=$after; load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out/machine.txt"
for p in $plan; do
  mix="${p%%:*}"; rest="${p#*:}"; seed="${rest%%:*}"; rounds="${rest#*:}"
  tree="$trees/$mix"; rm -rf "$tree"
  java "$root/bench/MixTreeGenerator.java" --out "$tree" --mix "$mix" --mb 100 --hosts 2 --seed "$seed" | tee -a "$out/machine.txt"
  echo "tree $mix seed $seed: $(du -sb "$tree" | cut -f1) bytes, $(find "$tree" -type f | wc -l) files" | tee -a "$out/machine.txt"
  find "$tree" -type f -exec cat {} + > /dev/null
  for r in $(seq 1 "$rounds"); do
    if [ $((r % 2)) = 1 ]; then order="before after"; else order="after before"; fi
    timed "$mix grep run=$r" env LC_ALL=C grep -r -c -F -f "$lits" "$tree"
    for b in $order; do
      jar="$before"; [ "$b" = after ] && jar="$after"
      timed "$mix $b diagnose run=$r" java -Xmx512m -jar "$jar" diagnose "$tree" --format json
      cp "$out/.o" "$out/answer-$mix-$b.json"
      timed "$mix $b diagnose-empty run=$r" java -Xmx512m -jar "$jar" diagnose "$empty" --format json
    done
  done
  [ "${KEEP:-0}" = 1 ] || rm -rf "$tree"
done
rm -f "$out/.t" "$out/.o"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/machine.txt"
