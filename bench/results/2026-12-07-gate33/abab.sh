#!/usr/bin/env bash
# abab.sh N [FIRST]: N rounds of whole-process runs in /tmp/g33, the builds of BUILDS (default "base new new2": the
# jars /tmp/g33/NAME.jar) in an order rotating by one each round. Per pair: grep -r -c -F with bench/mixes.sh's 21 literals over the half-WARNING tree; per build
# `diagnose <tree> --format json` of the half-WARNING and facts trees (java -Xmx512m -jar), `tag` of no input and of
# each 300,000-line stream (warning, facts, realistic) with the launcher's tag flags. CPU = user+sys of the process
# (/usr/bin/time), peak RSS, the load, the output's sha256 (first 16 hex digits); appends to times.txt.
cd /tmp/g33
F="-Xmx512m -XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=6000 -XX:Tier4CompileThreshold=150000 -XX:Tier4BackEdgeThreshold=400000 -XX:+UseSerialGC"
t() { /usr/bin/time -f "%U %S %M" -o .t "$@" > .out 2>/dev/null; read u s m < .t; echo "cpu=$(echo "$u + $s" | bc) rss_kb=$m"; }
for r in $(seq "${2:-1}" "$1"); do
  echo "round=$r what=grep-warning $(t env LC_ALL=C grep -r -c -F -f literals.txt warning) load=$(cut -d' ' -f1 /proc/loadavg)" | tee -a times.txt
  set -- ${BUILDS:-base new new2}; k=$(( (r - 1) % $# )); order="${@:k+1} ${@:1:k}"
  for b in $order; do
    for tree in warning facts; do
      echo "round=$r build=$b what=diagnose-$tree $(t java -Xmx512m -jar $b.jar diagnose $tree --format json) load=$(cut -d' ' -f1 /proc/loadavg) sha=$(sha256sum < .out | cut -c1-16)" | tee -a times.txt
    done
    for what in empty warning facts realistic; do
      in=/dev/null; [ $what != empty ] && in=$what.300k
      echo "round=$r build=$b what=tag-$what $(t java $F -jar $b.jar tag < $in) load=$(cut -d' ' -f1 /proc/loadavg) sha=$(sha256sum < .out | cut -c1-16)" | tee -a times.txt
    done
  done
done
