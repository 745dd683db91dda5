#!/usr/bin/env bash
# whole process, memo18 second part: per round grep, then base and dense (DENSE_BUDGET 1 << 21) on the half-WARNING
# tree, the order alternating by round; then both on the one-line file (the fixed cost)
cd /tmp/memo18
echo '[INFO] HCCL(1000,python):2026-01-01-00:00:00.000.000 [main.cc:1] 1000 started' > one-line.log
t() { /usr/bin/time -f "%U %S %e" -o /tmp/memo18/t2.out "$@" > /tmp/memo18/out2.json 2>/dev/null; read u s e < /tmp/memo18/t2.out; echo "$u $s $e"; }
for r in 1 2 3 4 5; do
  for tree in warning; do
    g=$(t env LC_ALL=C grep -r -c -F -f literals.txt $tree); echo "round $r $tree grep $g load $(cut -d' ' -f1 /proc/loadavg)"
    case $r in 1|3|5) order="base dense";; *) order="dense base";; esac
    for v in $order; do
      x=$(t java -Xmx512m -jar cli-$v.jar diagnose $tree --format json); echo "round $r $tree $v $x load $(cut -d' ' -f1 /proc/loadavg) sha $(sha256sum out2.json | cut -c1-12)"
    done
    for v in $order; do
      x=$(t java -Xmx512m -jar cli-$v.jar diagnose one-line.log --format json); echo "round $r one $v $x load $(cut -d' ' -f1 /proc/loadavg) sha $(sha256sum out2.json | cut -c1-12)"
    done
  done
done
