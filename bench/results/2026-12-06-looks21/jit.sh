#!/usr/bin/env bash
# jit.sh ROUNDS: base jar, launcher's tag flags (L) vs the same with -XX:TieredStopAtLevel=1 (C1), alternating; 1M quiet/realistic
cd /tmp/looks21
L="-Xmx512m -XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=6000 -XX:Tier4CompileThreshold=150000 -XX:Tier4BackEdgeThreshold=400000 -XX:+UseSerialGC"
for r in $(seq 1 "$1"); do
  if [ $((r % 2)) = 1 ]; then order="L C1"; else order="C1 L"; fi
  for mix in quiet realistic; do
    for j in $order; do
      F="$L"; [ $j = C1 ] && F="$L -XX:TieredStopAtLevel=1"
      for what in empty tag; do
        in=/dev/null; [ $what = tag ] && in=trees/$mix.1m
        /usr/bin/time -f "%U %S %M" -o .tj java $F -jar base/cli.jar tag < $in | sha256sum > .hj
        read u s m < .tj
        echo "round=$r mix=$mix jit=$j what=$what cpu=$(echo "$u + $s" | bc) rss_kb=$m load=$(cut -d' ' -f1 /proc/loadavg) sha=$(cut -c1-16 .hj)" | tee -a res/jit.txt
      done
    done
  done
done
