#!/usr/bin/env bash
# abab.sh N [FIRST]: N rounds in /tmp/warn34; per round the two jars of BUILDS (default "base new": base.jar, new.jar)
# in turn (the first in odd rounds), each `diagnose TREE --format json` of tree1 and tree2 (100 MB half-WARNING
# two-host trees, seeds 3403401 and 3403402) with the launcher's flags for a tree under 1 GiB. CPU = user+sys of the
# process (/usr/bin/time), peak RSS, the 1-, 5- and 15-minute loads before the run, the answer's sha256 (first 16 hex
# digits); appends to OUT (default times.txt). The second series ran as BUILDS="base merged" OUT=times-merged.txt.
cd /tmp/warn34
F="-Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
t() { /usr/bin/time -f "%U %S %M" -o .t "$@" > .out 2>/dev/null; read u s m < .t; echo "cpu=$(echo "$u + $s" | bc) rss_kb=$m"; }
set -- "$1" "${2:-1}" ${BUILDS:-base new}
n=$1; first=$2; a=$3; b=$4
for r in $(seq "$first" "$n"); do
  order="$a $b"; [ $((r % 2)) -eq 0 ] && order="$b $a"
  for j in $order; do
    for tree in tree1 tree2; do
      l=$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' ,)
      echo "round=$r build=$j tree=$tree $(t java $F -jar $j.jar diagnose $tree --format json) load=$l sha=$(sha256sum < .out | cut -c1-16)" | tee -a "${OUT:-times.txt}"
    done
  done
done
