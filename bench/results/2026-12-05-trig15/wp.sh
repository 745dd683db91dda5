#!/bin/bash
# whole process, builds alternating: diagnose --format json of both 100 MB trees with cli-base.jar and cli-new.jar, grep beside
out=/tmp/trig15/wp; mkdir -p $out
t() { local label=$1; shift; /usr/bin/time -f "$label wall=%e user=%U sys=%S rss_kb=%M" -o $out/.t "$@" > $out/.o 2>/dev/null; awk -v l="$(cut -d' ' -f1 /proc/loadavg)" '{split($5,u,"=");split($6,s,"="); printf "%s cpu=%.2f load=%s\n",$0,u[2]+s[2],l}' $out/.t | tee -a $out/times.txt; }
for r in 1 2 3 4 5; do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for tree in warning facts; do
    t "$tree grep run=$r" env LC_ALL=C grep -r -c -F -f /tmp/trig15/lits.txt /tmp/trig15/trees/$tree
    for b in $order; do
      t "$tree $b run=$r" java -Xmx512m -jar /tmp/trig15/cli-$b.jar diagnose /tmp/trig15/trees/$tree --format json
      cp $out/.o $out/answer-$tree-$b-$r.json
    done
  done
done
echo done >> $out/times.txt
