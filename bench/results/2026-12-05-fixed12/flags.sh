#!/usr/bin/env bash
cd /tmp/fixed12
J=base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar
FL="-Xmx512m -XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=15 -XX:+UseTransparentHugePages -XX:+UseSerialGC -XX:SharedArchiveFile=base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jsa -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto -Xlog:cds=off"
for r in $(seq 1 ${R:-7}); do
  for v in def cts2 cts5 cts20 xint; do
    case $v in def) x="";; cts2) x="-XX:CompileThresholdScaling=2";; cts5) x="-XX:CompileThresholdScaling=5";; cts20) x="-XX:CompileThresholdScaling=20";; xint) x="-Xint";; esac
    for in in one.log paste.log; do ./t.sh "$v-$in r=$r" java $FL $x -jar $J diagnose $in; done
  done
done
