#!/usr/bin/env bash
b=$1
jar=$(ls /tmp/speed40/$b/target/ascend-triage-*-cli.jar)
exec java -Xmx512m -XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=15 -XX:+UseTransparentHugePages -XX:+UseSerialGC \
  -XX:SharedArchiveFile="${jar%.jar}.jsa" -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto \
  -Xlog:cds=off -Xlog:cds+dynamic=off $JX -cp "$jar:/tmp/speed40/h2" ${MAIN:-io.github.ascendtriage.internal.load.LoadParts}
