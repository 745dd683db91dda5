#!/bin/bash
# run line41: main-thread CPU, base against new1, alternating pairs on one tree
out=threads-facts-3115501.txt  # written in the folder it runs from
for pair in 1 2 3 4; do
  if [ $((pair % 2)) = 1 ]; then order="base new1"; else order="new1 base"; fi
  for j in $order; do
    r=$(/work/wt/line41/bench/thread-cpu.sh java -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar /tmp/line41/$j.jar diagnose --format json /tmp/line41/facts-3115501)
    tot=$(echo "$r" | awk '/total/{print $1}'); main=$(echo "$r" | awk '$3=="java"{print $1}'); rd=$(echo "$r" | awk '/ascend-triage-r/{print $1}')
    echo "pair=$pair jar=$j total=$tot main=$main readers=$rd load=$(cut -d' ' -f1 /proc/loadavg) at=$(date +%H:%M:%S)" | tee -a $out
  done
done
