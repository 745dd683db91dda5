#!/usr/bin/env bash
# tag.sh N: N rounds in /tmp/ip35; per round base.jar and new.jar in turn (base first in odd rounds), each
# `java -Xmx512m -jar JAR tag < stream1.log` (stream1.log: every debug-plog line of tree1, 350,658 lines, in
# `find | sort` order as bench/mixes.sh makes its stream). CPU user+sys, peak RSS, loads, sha256 of the output.
cd /tmp/ip35
t() { /usr/bin/time -f "%U %S %M" -o .t "$@" < stream1.log > .out 2>/dev/null; read u s m < <(tail -1 .t); echo "cpu=$(echo "$u + $s" | bc) rss_kb=$m"; }
for r in $(seq 1 "$1"); do
  order="base new"; [ $((r % 2)) -eq 0 ] && order="new base"
  for j in $order; do
    l=$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' ,)
    echo "round=$r build=$j input=stream1 $(t java -Xmx512m -jar $j.jar tag) load=$l sha=$(sha256sum < .out | cut -c1-16)" | tee -a "${OUT:-times-tag.txt}"
  done
done
