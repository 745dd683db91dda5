#!/usr/bin/env bash
# abab.sh N: N pairs, builds alternating (base first in odd pairs, new first in even ones), in /tmp/p30:
#   grep -r -c -F with bench/mixes.sh's literals over the half-WARNING tree, then per build
#   `diagnose <tree> --format json` (java -Xmx512m -jar), `tag` of no input and of each 300,000-line stream with
#   the launcher's tag flags. CPU = user+sys of the process (/usr/bin/time); appends to times.txt.
cd /tmp/p30
F="-Xmx512m -XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=6000 -XX:Tier4CompileThreshold=150000 -XX:Tier4BackEdgeThreshold=400000 -XX:+UseSerialGC"
t() { /usr/bin/time -f "%U %S" -o .t "$@" > .out 2>/dev/null; read u s < <(tail -1 .t); echo "$u + $s" | bc; }
for r in $(seq "${2:-1}" "$1"); do
  g=$(t env LC_ALL=C grep -r -c -F -f literals.txt warning)
  echo "pair=$r what=grep-warning cpu=$g load=$(cut -d' ' -f1 /proc/loadavg)" | tee -a times.txt
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for b in $order; do
    c=$(t java -Xmx512m -jar $b/cli.jar diagnose warning --format json)
    echo "pair=$r build=$b what=diagnose-warning cpu=$c load=$(cut -d' ' -f1 /proc/loadavg) sha=$(sha256sum < .out | cut -c1-16)" | tee -a times.txt
    for what in empty warning quiet; do
      in=/dev/null; [ $what != empty ] && in=$what.300k
      c=$(t java $F -jar $b/cli.jar tag < $in)
      echo "pair=$r build=$b what=tag-$what cpu=$c load=$(cut -d' ' -f1 /proc/loadavg) sha=$(sha256sum < .out | cut -c1-16)" | tee -a times.txt
    done
  done
done
