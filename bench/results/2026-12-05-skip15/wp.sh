#!/bin/bash
# whole process, builds alternating: diagnose --format json of the three trees with cli-base.jar
# (main 7616ec4d) and cli-new.jar (skip15), grep beside (21 literals of bench/mixes.sh, output to a file)
out=/tmp/skip15/wp; mkdir -p $out; cd /tmp/skip15
t() { local label=$1; shift; /usr/bin/time -f "$label wall=%e user=%U sys=%S rss_kb=%M" -o $out/.t "$@" > $out/.o 2>/dev/null; awk -v l="$(cut -d' ' -f1 /proc/loadavg)" '{split($5,u,"=");split($6,s,"="); printf "%s cpu=%.2f load=%s\n",$0,u[2]+s[2],l}' $out/.t | tee -a $out/times.txt; }
for r in 1 2 3 4 5; do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for tree in realistic300 quiet100 realistic100; do
    t "$tree grep run=$r" env LC_ALL=C grep -r -c -F -f /work/wt/skip15/bench/results/2026-12-05-skip15/lits.txt trees/$tree
    for b in $order; do
      t "$tree $b run=$r" java -Xmx512m -jar cli-$b.jar diagnose trees/$tree --format json
      sha256sum < $out/.o | sed "s/ .*/ $tree $b $r/" >> $out/answers.sha256
    done
  done
done
echo done >> $out/times.txt
