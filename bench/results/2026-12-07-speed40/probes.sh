#!/usr/bin/env bash
# probes.sh: 8 rounds of each probe, one JVM at a time, the builds or variants alternating, the first by round
cd /tmp/speed40
J=base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar
F=(-Xmx512m -XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=15 -XX:+UseSerialGC -XX:SharedArchiveFile=${J%.jar}.jsa
   -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto -Xlog:cds=off -cp $J:h3)
L="org.apache.lucene.util.HotspotVMOptions org.apache.lucene.util.Constants org.apache.lucene.util.RamUsageEstimator org.apache.lucene.internal.vectorization.VectorizationProvider org.apache.lucene.index.DirectoryReader"
for r in 1 2 3 4 5 6 7 8; do
  echo "== round $r load=$(cut -d' ' -f1 /proc/loadavg)" | tee -a m/jmxprobe-bare.txt m/jmxprobe-after.txt m/cacheparts.txt m/querycache-probe.txt >/tmp/speed40/sink
  ./ns java "${F[@]}" JmxProbe $L >> m/jmxprobe-bare.txt 2>&1
  ./ns java "${F[@]}" JmxProbe2 $L >> m/jmxprobe-after.txt 2>&1
  if [ $((r % 2)) = 1 ]; then order="base st"; else order="st base"; fi
  for b in $order; do
    echo -n "$b " >> m/cacheparts.txt
    MAIN=io.github.ascendtriage.internal.codes.CacheParts ./ns h/lp.sh $b 2>&1 | grep "read head" >> m/cacheparts.txt
  done
  if [ $((r % 2)) = 1 ]; then order="cache nocache"; else order="nocache cache"; fi
  for v in $order; do
    echo -n "$v " >> m/querycache-probe.txt
    JX="-D$v=1" MAIN=io.github.ascendtriage.internal.match.OpenParts ./ns h/lp.sh base 2>&1 | grep "a search$\|a search  " | head -1 >> m/querycache-probe.txt
  done
done
