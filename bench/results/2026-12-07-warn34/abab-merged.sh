#!/usr/bin/env bash
# abab-merged.sh N [FIRST]: as abab.sh, base.jar against merged.jar (the gate walks triggers and phrases as one automaton) in turn (base first in odd rounds), each
# `diagnose TREE --format json` of tree1 and tree2 (100 MB half-WARNING two-host trees, seeds 3403401 and 3403402) with
# the launcher's flags for a tree under 1 GiB. CPU = user+sys of the process (/usr/bin/time), peak RSS, the 1-minute
# load before the run, the answer's sha256 (first 16 hex digits); appends to times-merged.txt.
cd /tmp/warn34
F="-Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
t() { /usr/bin/time -f "%U %S %M" -o .t "$@" > .out 2>/dev/null; read u s m < .t; echo "cpu=$(echo "$u + $s" | bc) rss_kb=$m"; }
for r in $(seq "${2:-1}" "$1"); do
  order="base merged"; [ $((r % 2)) -eq 0 ] && order="merged base"
  for b in $order; do
    for tree in tree1 tree2; do
      l=$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' ,)
      echo "round=$r build=$b tree=$tree $(t java $F -jar $b.jar diagnose $tree --format json) load=$l sha=$(sha256sum < .out | cut -c1-16)" | tee -a times-merged.txt
    done
  done
done
