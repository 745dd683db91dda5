#!/usr/bin/env bash
# answers.sh: `diagnose --format json` of the two 100 MB trees (/tmp/look33/tw: half WARNING, seed 3303301;
# /tmp/look33/tf: every line a fact, seed 3303302) by both builds, with the launcher's heap; sha256 (16 hex digits),
# CPU user+sys and load; appends to answers.txt beside this script
out="$(cd "$(dirname "$0")" && pwd)/answers.txt"
cd /tmp/look33
for t in tw tf; do
  for b in base new; do
    /usr/bin/time -f "%U %S %M" -o .a java -Xmx512m -jar $b/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar diagnose $t --format json > .a.json
    read u s m < .a
    echo "tree=$t build=$b cpu=$(echo "$u + $s" | bc) rss_kb=$m load=$(cut -d' ' -f1 /proc/loadavg) bytes=$(wc -c < .a.json) sha=$(sha256sum < .a.json | cut -c1-16)" | tee -a "$out"
  done
done
