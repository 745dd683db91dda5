#!/usr/bin/env bash
# ABAB whole-process pairs: abab.sh OUT PAIRS TREE A.jar B.jar ; appends rows "tree pair order jar cpu user sys wall rss sha load"
set -u
out="$1"; pairs="$2"; tree="$3"; a="$4"; b="$5"
run() { # jar
  /usr/bin/time -f "%U %S %e %M" -o /tmp/facts36/.t java -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar "$1" diagnose --format json "$tree" > /tmp/facts36/.o 2>/dev/null
  read -r u s w m < <(tail -1 /tmp/facts36/.t)
  sha=$(sha256sum < /tmp/facts36/.o | cut -c1-12)
  echo "$(basename "$tree") $p $(basename "$1" .jar) cpu=$(echo "$u + $s" | bc) user=$u sys=$s wall=$w rss_kb=$m sha=$sha load=$(cut -d' ' -f1 /proc/loadavg) at=$(date +%H:%M:%S)" | tee -a "$out"
}
for p in $(seq 1 "$pairs"); do
  if [ $((p % 2)) = 1 ]; then run "$a"; run "$b"; else run "$b"; run "$a"; fi
done
