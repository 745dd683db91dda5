#!/usr/bin/env bash
# abab.sh N [FIRST]: N rounds in /tmp/walk35; per round the jars base.jar (d9bed08e) and new.jar (branch walk35)
# in turn (base first in odd rounds, new first in even ones), each running
#   diagnose warning --format json   (100 MB two-host half-WARNING tree, MixTreeGenerator seed 3535101)
#   diagnose facts --format json     (100 MB two-host every-line-a-fact tree, seed 3535102)
# with the launcher's flags for a tree under 1 GiB, and
#   tag < stream                      (the first 1,000,000 debug-plog lines of the half-WARNING tree)
#   tag < /dev/null                   (its start-up, subtracted for lines per CPU second)
# with -Xmx512m (as bench/mixes.sh runs a jar). CPU = user+sys of the process (/usr/bin/time), peak RSS,
# the 1-, 5- and 15-minute loads just before the run, the output's sha256 (first 16 hex digits).
# WHAT (default "warning facts tag tag-empty") picks the runs: rounds 2-3 ran WHAT="warning facts" (at load ~30 a
# round of all four took ~15 minutes). Appends to times.txt. Run under nice -n 10 (the machine is shared).
cd /tmp/walk35
D="-Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
t() { /usr/bin/time -f "%U %S %M" -o .t "$@" > .out 2>/dev/null < "${IN:-/dev/null}"; read u s m < .t; echo "cpu=$(echo "$u + $s" | bc) rss_kb=$m"; }
n=$1; first=${2:-1}
for r in $(seq "$first" "$n"); do
  order="base new"; [ $((r % 2)) -eq 0 ] && order="new base"
  for j in $order; do
    for what in ${WHAT:-warning facts tag tag-empty}; do
      l=$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' ,)
      case $what in
        warning|facts) res=$(t java $D -jar $j.jar diagnose $what --format json) ;;
        tag) res=$(IN=stream t java -Xmx512m -jar $j.jar tag) ;;
        tag-empty) res=$(t java -Xmx512m -jar $j.jar tag) ;;
      esac
      echo "round=$r build=$j run=$what $res load=$l sha=$(sha256sum < .out | cut -c1-16)" | tee -a times.txt
    done
  done
done
