#!/usr/bin/env bash
# warn20 whole process, second series: per round grep, then base / rm / dense / walk1 on the half-WARNING tree (seed 2006400), order rotating
cd /tmp/warn20/w
t() { /usr/bin/time -f "%U %S %e" -o t.out "$@" > out.json 2>/dev/null; read u s e < t.out; echo "$u $s $e"; }
for r in 1 2 3 4 5; do
  g=$(t env LC_ALL=C grep -r -c -F -f literals.txt warning); echo "round $r warning grep $g load $(cut -d' ' -f1 /proc/loadavg)"
  case $r in 1|5) order="walk1 base rm dense";; 2) order="base rm dense walk1";; 3) order="rm dense walk1 base";; *) order="dense walk1 base rm";; esac
  for v in $order; do
    x=$(t java -Xmx512m -jar cli-$v.jar diagnose warning --format json); echo "round $r warning $v $x load $(cut -d' ' -f1 /proc/loadavg) sha $(sha256sum out.json | cut -c1-12)"
  done
done
