#!/bin/bash
# abab.sh OUT PAIRS TREE: PAIRS alternating runs base, new of `LAUNCHER diagnose TREE --format json`
# (launchers /tmp/walk37/{base,new}/bin/ascend-triage); one row per run:
# label pair load1 user sys cpu wall peakRSS-KiB sha256(answer, 12 hex)
out=$1; pairs=$2; tree=$3; name=$(basename $tree)
for p in $(seq 1 $pairs); do
  for b in base new; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f "%U %S %e %M" -o /tmp/walk37/t.$$ /tmp/walk37/$b/bin/ascend-triage diagnose $tree --format json > /tmp/walk37/answer-$b-$name.json 2>/dev/null
    read u s e m < <(tail -1 /tmp/walk37/t.$$)
    h=$(sha256sum < /tmp/walk37/answer-$b-$name.json | cut -c1-12)
    echo "$name $b $p $load $u $s $(echo "$u + $s" | bc) $e $m $h" | tee -a $out
  done
done
