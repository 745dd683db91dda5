#!/bin/bash
# whole-process tag: CPU (user+sys) of `tag < stream` minus `tag < /dev/null`, per jar, alternating; lines per CPU second
cd /tmp/wg12
cpu() { /usr/bin/time -f "%U %S %M" "$@" 2>&1 >/dev/null | tail -1; }
for s in facts-3822403 warning-3822404; do
  f=trees/stream-$s.log; n=$(wc -l < $f)
  for j in base new new base; do
    e=$(cpu java -jar cli-$j.jar tag < /dev/null)
    t=$(cpu java -jar cli-$j.jar tag < $f)
    echo "$s $j lines=$n empty=[$e] tag=[$t] load=$(cut -d' ' -f1 /proc/loadavg) $(date -u +%T)" | awk '{print; split($0,a,"empty=\\["); split(a[2],b," "); split($0,c,"tag=\\["); split(c[2],d," "); cpu=(d[1]+d[2])-(b[1]+b[2]); split($3,l,"="); printf "  %s %s: %.2f s CPU net, %.0f lines per CPU s, RSS %s KB\n", $1, $2, cpu, l[2]/cpu, d[3]}'
  done
done
