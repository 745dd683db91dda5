#!/usr/bin/env bash
# abab.sh N: N rounds in /tmp/ip35; per round base.jar (main d9bed08e) and new.jar (branch ip35) in turn (base first
# in odd rounds), each `diagnose TREE --format json` of tree1 and tree2 (100 MB half-WARNING two-host trees, seeds
# 3503501 and 3503502) and of one.log (a one-line file, the fixed cost), with the launcher's flags for an input under
# 1 GiB. CPU = user+sys of the process (/usr/bin/time), peak RSS, the 1-, 5- and 15-minute loads before the run, the
# answer's sha256 (first 16 hex digits); appends to OUT (default times.txt).
cd /tmp/ip35
F="-Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
t() { /usr/bin/time -f "%U %S %M" -o .t "$@" > .out 2>/dev/null; read u s m < <(tail -1 .t); echo "cpu=$(echo "$u + $s" | bc) rss_kb=$m"; }
for r in $(seq 1 "$1"); do
  order="base new"; [ $((r % 2)) -eq 0 ] && order="new base"
  for j in $order; do
    for in in tree1 tree2 one.log; do
      l=$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' ,)
      echo "round=$r build=$j input=$in $(t java $F -jar $j.jar diagnose $in --format json) load=$l sha=$(sha256sum < .out | cut -c1-16)" | tee -a "${OUT:-times.txt}"
    done
  done
done
