#!/usr/bin/env bash
# memory.sh BUILD [STREAMS]: `tag` of the half-WARNING stream's first 300,000 lines, of 1 M and 3 M lines (the
# 300,000 lines repeated, numbered as they come), the launcher's tag flags; CPU user+sys, peak resident, load, the
# output's lines and sha256 (first 16 hex digits); appends to memory.txt beside this script
out="$(cd "$(dirname "$0")" && pwd)/memory.txt"
cd /tmp/look33
F="-Xmx512m -XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=6000 -XX:Tier4CompileThreshold=150000 -XX:Tier4BackEdgeThreshold=400000 -XX:+UseSerialGC"
for s in ${2:-w.300k w.1m w.3m}; do
  /usr/bin/time -f "%U %S %M" -o .m java $F ${JFLAGS:-} -jar $1/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar tag < $s > .o
  read u s2 m < .m
  echo "build=$1 stream=$s cpu=$(echo "$u + $s2" | bc) rss_kb=$m load=$(cut -d' ' -f1 /proc/loadavg) out_lines=$(wc -l < .o) sha=$(sha256sum < .o | cut -c1-16)" | tee -a "$out"
done
