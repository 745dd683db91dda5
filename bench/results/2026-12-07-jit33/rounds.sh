#!/usr/bin/env bash
# rounds.sh TRACK FIRST LAST SIZES MIXES...: for each round r, tag of no input and of each MIX.SIZE stream with
# each setting, settings alternating (L first in odd rounds); java with the base jar and its launcher-made
# class-data archive, as bin/ascend-triage execs it; CPU user+sys, peak RSS, 1-min load, output sha256
cd /tmp/jit33
track=$1; first=$2; last=$3; sizes=$4; shift 4
jar=base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar
cds="-XX:SharedArchiveFile=${jar%.jar}.jsa -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off"
L="-XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=6000 -XX:Tier4CompileThreshold=150000 -XX:Tier4BackEdgeThreshold=400000 -XX:+UseSerialGC"
C1="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
for r in $(seq "$first" "$last"); do
  if [ $((r % 2)) = 1 ]; then order="L C1"; else order="C1 L"; fi
  for in in /dev/null $(for m in "$@"; do for s in $sizes; do echo trees/$m.$s; done; done); do
    for j in $order; do
      F="$L"; [ $j = C1 ] && F="$C1"
      name=${in##*/}; [ "$in" = /dev/null ] && name=empty
      ld=$(cut -d' ' -f1 /proc/loadavg)
      nice -n 10 /usr/bin/time -f "%U %S %M" -o .t$track java -Xmx512m $F $cds -jar $jar tag < $in | sha256sum > .h$track
      read u s m < .t$track
      echo "round=$r input=$name jit=$j cpu=$(echo "$u + $s" | bc) rss_kb=$m load=$ld sha=$(cut -c1-16 .h$track)" >> times.txt
    done
  done
done
