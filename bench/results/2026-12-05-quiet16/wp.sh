#!/bin/bash
# whole process, builds alternating: diagnose --format json of a fresh realistic 100 MB two-host tree
# (MixTreeGenerator seed 1616) with main-cli.jar (main 7616ec4d) and new-cli.jar (main's jar with
# quiet16's NoMatchCheck, AhoCorasick and QuietGate classes), grep beside (skip15's 21 literals);
# then the JSON answer of a fresh tree of each other mix once per build
out=/tmp/q16/wp; mkdir -p $out; cd /tmp/q16
lits=/work/wt/quiet16/bench/results/2026-12-05-quiet16/lits.txt
t() { local label=$1; shift; /usr/bin/time -f "$label wall=%e user=%U sys=%S rss_kb=%M" -o $out/.t "$@" > $out/.o 2>/dev/null; awk -v l="$(cut -d' ' -f1 /proc/loadavg)" '{split($5,u,"=");split($6,s,"="); printf "%s cpu=%.2f load=%s\n",$0,u[2]+s[2],l}' $out/.t | tee -a $out/times.txt; }
for r in 1 2 3 4 5; do
  if [ $((r % 2)) = 1 ]; then order="main new"; else order="new main"; fi
  t "realistic100 grep run=$r" env LC_ALL=C grep -r -c -F -f $lits wp-real100
  for b in $order; do
    t "realistic100 $b run=$r" java -Xmx512m -jar $b-cli.jar diagnose wp-real100 --format json
    sha256sum < $out/.o | sed "s/ .*/ realistic100 $b $r/" >> $out/answers.sha256
  done
done
for tree in quiet-1608 warn-1609 facts-1610 real-3815303; do
  for b in main new; do
    java -Xmx512m -jar $b-cli.jar diagnose $tree --format json > $out/.o 2>/dev/null
    sha256sum < $out/.o | sed "s/ .*/ $tree $b/" >> $out/answers.sha256
  done
done
echo done >> $out/times.txt
