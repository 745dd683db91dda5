#!/usr/bin/env bash
# rounds.sh N [FIRST]: whole-process rounds (run snap32's rounds.sh); odd rounds base first, even new first; per build
# `tag` of no input and of each stream (MIXES: /tmp/look33/MIX.300k), the launcher's tag flags; CPU user+sys, peak
# resident, load, the output's sha256 (first 16 hex digits); appends to times.txt beside this script
out="$(cd "$(dirname "$0")" && pwd)/times.txt"
cd /tmp/look33
MIXES="${MIXES:-w f}"
F="-Xmx512m -XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=6000 -XX:Tier4CompileThreshold=150000 -XX:Tier4BackEdgeThreshold=400000 -XX:+UseSerialGC"
for r in $(seq "${2:-1}" "$1"); do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for b in $order; do
    for what in empty $MIXES; do
      in=/dev/null; [ $what != empty ] && in=$what.300k
      /usr/bin/time -f "%U %S %M" -o .t java $F -jar $b/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar tag < $in | sha256sum > .h
      read u s m < .t
      echo "round=$r build=$b what=$what cpu=$(echo "$u + $s" | bc) rss_kb=$m load=$(cut -d' ' -f1 /proc/loadavg) sha=$(cut -c1-16 .h)" | tee -a "$out"
    done
  done
done
