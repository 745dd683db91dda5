#!/usr/bin/env bash
# whole process, replay20 second series: per round grep, then base / ceiling (EnvVar, SettingValue, TimeoutSetting) /
# ceiling2 (those and Identity, Port) on the facts tree, the order rotating by round
cd /tmp/replay20
t() { /usr/bin/time -f "%U %S %e" -o /tmp/replay20/t.out "$@" > /tmp/replay20/out.json 2>/dev/null; read u s e < /tmp/replay20/t.out; echo "$u $s $e"; }
for r in 1 2 3 4 5; do
  for tree in facts100; do
    g=$(t env LC_ALL=C grep -r -c -F -f literals.txt $tree); echo "round $r $tree grep $g load $(cut -d' ' -f1 /proc/loadavg)"
    case $r in 1|4) order="base ceil ceil2";; 2|5) order="ceil ceil2 base";; *) order="ceil2 base ceil";; esac
    for v in $order; do
      case $v in base) cmd="java -Xmx512m -jar cli-base.jar";; ceil) cmd="java -Xmx512m -Dreplay20.ceiling=true -jar cli-ceil.jar";; ceil2) cmd="java -Xmx512m -Dreplay20.ceiling=true -jar cli-ceil2.jar";; esac
      x=$(t $cmd diagnose $tree --format json); echo "round $r $tree $v $x load $(cut -d' ' -f1 /proc/loadavg) sha $(sha256sum out.json | cut -c1-12)"
    done
  done
done
