#!/usr/bin/env bash
# proof19 whole process: per round grep, then base (196ac7b7) and proof (8f2e5b21) on the half-WARNING tree,
# the order alternating by round; then both on the one-line file and the 50-line paste (cold, java -jar)
cd /tmp/proof19/w
t() { /usr/bin/time -f "%U %S %e" -o t.out "$@" > out.json 2>/dev/null; read u s e < t.out; echo "$u $s $e"; }
for r in 1 2 3 4 5 6; do
  g=$(t env LC_ALL=C grep -r -c -F -f literals.txt warning); echo "round $r warning grep $g load $(cut -d' ' -f1 /proc/loadavg)"
  case $r in 1|3|5) order="base proof";; *) order="proof base";; esac
  for v in $order; do
    x=$(t java -Xmx512m -jar cli-$v.jar diagnose warning --format json); echo "round $r warning $v $x load $(cut -d' ' -f1 /proc/loadavg) sha $(sha256sum out.json | cut -c1-12)"
  done
  for f in one paste; do
    for v in $order; do
      x=$(t java -Xmx512m -jar cli-$v.jar diagnose $f.log --format json); echo "round $r $f $v $x load $(cut -d' ' -f1 /proc/loadavg) sha $(sha256sum out.json | cut -c1-12)"
    done
  done
done
