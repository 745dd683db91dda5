#!/usr/bin/env bash
# jcmd.sh BUILD ARGS...: the launcher's java command for a short run (C1 alone, small inline, THP, serial GC, the archive)
b=$1; shift
jar=$(ls /tmp/speed39/$b/target/ascend-triage-*-cli.jar)
exec java -Xmx512m -XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=15 -XX:+UseTransparentHugePages -XX:+UseSerialGC \
  -XX:SharedArchiveFile="${jar%.jar}.jsa" -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto \
  -Xlog:cds=off -Xlog:cds+dynamic=off $JX -jar "$jar" "$@"
