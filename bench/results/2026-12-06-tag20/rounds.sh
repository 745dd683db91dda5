#!/usr/bin/env bash
# rounds.sh LAST [FIRST]: rounds FIRST..LAST (FIRST 1); odd rounds base first, even new first; per mix
# ($MIXES, default all three) and build, `tag` of no input and `tag` of the stream trees/$mix.$LINES
# ($LINES: 1m, the default, or 300k), the launcher's `tag` flags; appends to res/times.txt
cd /tmp/tag20
MIXES="${MIXES:-quiet realistic warning}"; LINES="${LINES:-1m}"
F="-Xmx512m -XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=6000 -XX:Tier4CompileThreshold=150000 -XX:Tier4BackEdgeThreshold=400000 -XX:+UseSerialGC"
for r in $(seq "${2:-1}" "$1"); do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for mix in $MIXES; do
    for b in $order; do
      for what in empty tag; do
        in=/dev/null; [ $what = tag ] && in=trees/$mix.$LINES
        /usr/bin/time -f "%U %S %M" -o .t java $F -jar $b/cli.jar tag < $in | sha256sum > .h
        read u s m < .t
        echo "round=$r lines=$LINES mix=$mix build=$b what=$what cpu=$(echo "$u + $s" | bc) rss_kb=$m load=$(cut -d' ' -f1 /proc/loadavg) sha=$(cut -c1-16 .h)" | tee -a res/times.txt
      done
    done
  done
done
