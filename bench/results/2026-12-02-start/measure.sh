#!/usr/bin/env bash
# measure.sh <out dir> <label> <cli jar> [runs]: whole CLI CPU on the 50-line paste with the
# launcher's flags and its class-data archive, StartupStages (api) thread/process CPU, class counts
set -euo pipefail
out="$1"; label="$2"; jar="$3"; runs="${4:-5}"
trace=/tmp/start-trace-50.log
mkdir -p "$out"
jsa="${TMPDIR:-/tmp}/$label.jsa"; sjsa="${TMPDIR:-/tmp}/$label-stages.jsa"
flags=(-Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off)
[ -f "$jsa" ] || java "${flags[@]}" -XX:ArchiveClassesAtExit="$jsa" -jar "$jar" diagnose "$trace" >/dev/null 2>&1 || true
stcp="${TMPDIR:-/tmp}/stages-$label.jar"
if [ ! -f "$stcp" ]; then
  rm -rf ${TMPDIR:-/tmp}/stc-$label && mkdir -p ${TMPDIR:-/tmp}/stc-$label
  javac -d ${TMPDIR:-/tmp}/stc-$label -cp "$jar" src/jmh/java/io/github/ascendtriage/bench/StartupStages.java
  jar cf "$stcp" -C ${TMPDIR:-/tmp}/stc-$label .
fi
[ -f "$sjsa" ] || java "${flags[@]}" -XX:ArchiveClassesAtExit="$sjsa" -cp "$stcp:$jar" io.github.ascendtriage.bench.StartupStages "$trace" api >/dev/null 2>&1 || true
{
  echo "# $label: $jar, $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
  for i in $(seq "$runs"); do
    /usr/bin/time -f "cli user %U sys %S wall %e" java "${flags[@]}" -XX:SharedArchiveFile="$jsa" -jar "$jar" diagnose "$trace" 2>&1 >/dev/null | tail -1
  done
} >> "$out/cli.txt"
{
  echo "# $label: $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
  for i in $(seq "$runs"); do
    java "${flags[@]}" -XX:SharedArchiveFile="$sjsa" -cp "$stcp:$jar" io.github.ascendtriage.bench.StartupStages "$trace" api 2>/dev/null
  done
} >> "$out/stages-api.txt"
{
  echo "# $label: $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
  for i in $(seq 3); do
    java "${flags[@]}" -XX:SharedArchiveFile="$sjsa" -cp "$stcp:$jar" io.github.ascendtriage.bench.StartupStages "$trace" 2>/dev/null
  done
} >> "$out/stages.txt"
{
  echo "# $label: classes loaded by the CLI (diagnose of the 50-line paste), by source"
  java "${flags[@]}" -XX:SharedArchiveFile="$jsa" -Xlog:class+load -jar "$jar" diagnose "$trace" 2>/dev/null | grep 'class,load' \
    | sed -E 's/.*source: (shared objects file|jrt:\/[a-z.]+|__JVM_LookupDefineClass__|file:[^ ]*|[a-zA-Z.$]+).*/\1/' | sort | uniq -c | sort -rn
  echo "total: $(java "${flags[@]}" -XX:SharedArchiveFile="$jsa" -Xlog:class+load -jar "$jar" diagnose "$trace" 2>/dev/null | grep -c 'class,load')"
  echo "without the class-data archive (-Xshare:off): $(java -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:off -Xlog:class+load -jar "$jar" diagnose "$trace" 2>/dev/null | grep -c 'class,load')"
} >> "$out/classes.txt"
