#!/usr/bin/env bash
# whole process, replay20: per round grep, then base / pass-only / ceiling on the facts tree, the order rotating by round
cd /tmp/replay20
t() { /usr/bin/time -f "%U %S %e" -o /tmp/replay20/t.out "$@" > /tmp/replay20/out.json 2>/dev/null; read u s e < /tmp/replay20/t.out; echo "$u $s $e"; }
for r in 1 2 3 4 5 6; do
  for tree in facts100; do
    g=$(t env LC_ALL=C grep -r -c -F -f literals.txt $tree); echo "round $r $tree grep $g load $(cut -d' ' -f1 /proc/loadavg)"
    case $r in 1|4) order="base pass ceil";; 2|5) order="pass ceil base";; *) order="ceil base pass";; esac
    for v in $order; do
      case $v in base) cmd="java -Xmx512m -jar cli-base.jar";; pass) cmd="java -Xmx512m -Dreplay20.passonly=true -jar cli-ceil.jar";; ceil) cmd="java -Xmx512m -Dreplay20.ceiling=true -jar cli-ceil.jar";; esac
      x=$(t $cmd diagnose $tree --format json); echo "round $r $tree $v $x load $(cut -d' ' -f1 /proc/loadavg) sha $(sha256sum out.json | cut -c1-12)"
    done
  done
done
