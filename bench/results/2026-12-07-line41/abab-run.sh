#!/bin/bash
# run line41: the eight trees (made when absent), then five ABAB pairs of base and new1 on each
cd /tmp/line41
for s in 7223501:facts 7223500:warning 3115502:realistic 7223502:realistic 3115503:quiet 7223503:quiet; do
  seed=${s%%:*}; mix=${s##*:}
  [ -d $mix-$seed ] || java /work/wt/line41/bench/MixTreeGenerator.java --out /tmp/line41/$mix-$seed --mix $mix --mb 100 --hosts 2 --seed $seed | tail -1
done
sed 's#/tmp/line40/#/tmp/line41/#g' /work/wt/line41/bench/results/2026-12-07-line40/abab.py > /tmp/line41/abab.py  # line40's, its paths moved
: > /tmp/line41/empty
python3 /tmp/line41/abab.py /work/wt/line41/bench/results/2026-12-07-line41/times-new1.txt 5 /tmp/line41/base.jar /tmp/line41/new1.jar \
  /tmp/line41/facts-3115501 /tmp/line41/facts-7223501 /tmp/line41/warning-3115500 /tmp/line41/warning-7223500 \
  /tmp/line41/realistic-3115502 /tmp/line41/realistic-7223502 /tmp/line41/quiet-3115503 /tmp/line41/quiet-7223503
