#!/bin/bash
# usage: TRACE=trace-50.log measure.sh <runs> <cli jar>... (prints the median per jar; raw runs in $TMPDIR/inter-raw.txt)
n=$1; shift
F="-Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off"
for j in "$@"; do jsa=${TMPDIR:-/tmp}/$(basename $j .jar).jsa; rm -f $jsa; java $F -XX:ArchiveClassesAtExit=$jsa -jar $j diagnose ${TRACE:-/tmp/s2/trace-50.log} >/dev/null 2>&1; done
echo "# $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq $n); do for j in "$@"; do jsa=${TMPDIR:-/tmp}/$(basename $j .jar).jsa
 /usr/bin/time -f "%U %S" -o ${TMPDIR:-/tmp}/t.txt java $F -XX:SharedArchiveFile=$jsa -jar $j diagnose ${TRACE:-/tmp/s2/trace-50.log} >/dev/null 2>&1
 echo "$(basename $j) $(awk '{printf "%.2f", $1+$2}' ${TMPDIR:-/tmp}/t.txt)"; done; done > ${TMPDIR:-/tmp}/inter-raw.txt
for j in "$@"; do b=$(basename $j); grep "^$b " ${TMPDIR:-/tmp}/inter-raw.txt | awk '{print $2}' | sort -n | awk -v b=$b '{a[NR]=$1} END {printf "%s median %s (min %s max %s, n %d)\n", b, a[int((NR+1)/2)], a[1], a[NR], NR}'; done
echo "# end $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
