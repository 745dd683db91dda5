#!/usr/bin/env bash
# per round: grep on each tree, then base and new (order alternating by round), launcher's JVM flags for a <1 GiB tree
set -u
out=/tmp/facts27/wp; mkdir -p $out; lits=/work/scratch/p27/idle27/literals.txt
J="java -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
trees="${TREES:-facts100 warning50 realistic50 quiet50}"
for r in $(seq 1 ${ROUNDS:-5}); do
  for t in $trees; do
    T=/tmp/facts27/$t
    /usr/bin/time -f "$t grep run=$r wall=%e user=%U sys=%S" -a -o $out/times.txt env LC_ALL=C grep -r -c -F -f $lits $T > /dev/null
    if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
    for b in $order; do
      /usr/bin/time -f "$t $b run=$r wall=%e user=%U sys=%S load=$(cut -d' ' -f1 /proc/loadavg)" -a -o $out/times.txt $J -jar /tmp/facts27/jars/$b.jar diagnose $T --format json > $out/ans-$t-$b-$r.json 2>/dev/null
      echo "$t $b $r $(sha256sum < $out/ans-$t-$b-$r.json | cut -c1-12)" >> $out/sha.txt
    done
  done
done
