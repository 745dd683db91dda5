#!/usr/bin/env bash
# measure.sh <runs> <label=jar>...: whole-process CPU of `diagnose trace-50.log`, launcher flags, each jar with its own dynamic archive, alternating
set -u
runs=$1; shift
J="java -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off"
for lj in "$@"; do l=${lj%%=*}; j=${lj#*=}; rm -f ${ARCHIVES:-/tmp}/m-$l.jsa; $J -XX:ArchiveClassesAtExit=${ARCHIVES:-/tmp}/m-$l.jsa -jar $j diagnose ${TRACE:-/tmp/st/trace-50.log} >/dev/null 2>&1; done
echo "# $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq $runs); do for lj in "$@"; do l=${lj%%=*}; j=${lj#*=}; /usr/bin/time -f "$l %U %S %e" $J -XX:SharedArchiveFile=${ARCHIVES:-/tmp}/m-$l.jsa -jar $j diagnose ${TRACE:-/tmp/st/trace-50.log} 2>&1 >/dev/null | tail -1; done; done
echo "# $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
