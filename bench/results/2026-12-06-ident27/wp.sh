#!/bin/bash
# wp.sh rounds tree...: whole-process diagnose CPU, base.jar and new.jar alternating by round, the launcher's flags
rounds=$1; shift
for r in $(seq 1 $rounds); do
  for t in "$@"; do
    if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
    for b in $order; do
      /usr/bin/time -f "%U %S %e %M" -o /tmp/ident27/wp.t java -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar /tmp/ident27/$b.jar diagnose $t --format json > /tmp/ident27/wp-$b-$(basename $t).json 2>/dev/null
      read u s e m < /tmp/ident27/wp.t
      echo "$(basename $t) $b run=$r cpu=$(echo "$u + $s" | bc) wall=$e rss=$m load=$(cut -d' ' -f1 /proc/loadavg) sha=$(sha256sum < /tmp/ident27/wp-$b-$(basename $t).json | cut -c1-16)"
    done
  done
done
