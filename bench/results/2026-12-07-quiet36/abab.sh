#!/bin/bash
# abab.sh OUT PAIRS INPUT LABEL_A "CMD_A" LABEL_B "CMD_B": alternating A B runs of `CMD diagnose INPUT --format json`,
# one line per run: label pair load1 user sys cpu wall rss sha256(answer)
out=$1; pairs=$2; tree=$3; la=$4; ca=$5; lb=$6; cb=$7
for p in $(seq 1 $pairs); do
  for side in A B; do
    if [ $side = A ]; then l=$la; c=$ca; else l=$lb; c=$cb; fi
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f "%U %S %e %M" -o /tmp/q36.t $c diagnose $tree --format json > /tmp/q36.o 2>/dev/null
    read u s e m < <(tail -1 /tmp/q36.t)
    h=$(sha256sum < /tmp/q36.o | cut -c1-12)
    echo "$l $p $load $u $s $(echo "$u + $s" | bc) $e $m $h" | tee -a $out
  done
done
