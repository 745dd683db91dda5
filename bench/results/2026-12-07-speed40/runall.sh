#!/usr/bin/env bash
# runall.sh: 8 rounds of the phase harness (paste with Lucene's open cut out, one line), LoadParts, CacheParts, in turn
cd /tmp/speed40
for r in 1 2 3 4 5 6 7 8; do
  echo "== round $r paste-warning load=$(cut -d' ' -f1 /proc/loadavg)" >> m/phases-base.txt
  JX=-Dopen=1 ./ns h/ph.sh base m/paste-warning.log 2>> m/phases-base.txt > m/ph-out-paste.txt
  echo "== round $r one-line load=$(cut -d' ' -f1 /proc/loadavg)" >> m/phases-base.txt
  JX=-Dopen=1 ./ns h/ph.sh base m/one-line.log 2>> m/phases-base.txt > m/ph-out-one.txt
  echo "== round $r load=$(cut -d' ' -f1 /proc/loadavg)" >> m/loadparts-base.txt
  ./ns h/lp.sh base 2>> m/loadparts-base.txt
done
