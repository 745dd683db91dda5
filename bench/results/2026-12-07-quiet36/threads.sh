#!/bin/bash
# threads.sh: three rounds; per round grep (21 literals of bench/mixes.sh) and the base launcher through bench/thread-cpu.sh on each input
cd "${WORK:-/work/scratch/q36}"
for r in 1 2 3; do
  for t in oneline.log trees/quiet-3115503 trees/quiet-3603611 trees/warning-3115500 trees/warning-3603612; do
    echo "== round $r $t load $(cut -d' ' -f1-3 /proc/loadavg)"
    /usr/bin/time -f "grep cpu %U+%S" env LC_ALL=C grep -r -c -F -f literals.txt $t > /dev/null
    /work/wt/quiet36/bench/thread-cpu.sh jars/base/bin/ascend-triage diagnose $t --format json | tr -s ' ' | tr '\n' ';'; echo
  done
done
