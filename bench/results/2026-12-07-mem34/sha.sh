#!/usr/bin/env bash
# sha.sh: tag (and tag --alerts) of fixed streams with each jar: sha256 of the output and times
set -uo pipefail
cd /tmp/mem34; mkdir -p sha
run() { # name jar args... < stream
  local name="$1" jar="$2"; shift 2
  /usr/bin/time -f "wall=%e user=%U sys=%S maxrss_kb=%M" -o sha/$name.time java -Xmx512m -jar $jar "$@" > sha/$name.out 2> sha/$name.err
  echo "$name $(cat sha/$name.time) lines=$(wc -l < sha/$name.out) sha256=$(sha256sum < sha/$name.out | cut -d' ' -f1) load=$(cut -d' ' -f1-3 /proc/loadavg)" >> sha/rows.txt
}
# the streams: the first 1 M lines of the two seeds' streams of a mix, one after the other; 300 k of warning's first
for m in realistic quiet; do cat streams/$m-*.log | head -n 1000000 > sha/$m-1m.log; done
head -n 300000 streams/warning-3434000.log > sha/warning-300k.log
for b in base new; do
  for m in realistic quiet; do
    run $b-$m-1m $b-cli.jar tag < sha/$m-1m.log &
  done
  run $b-warning-300k-alerts $b-cli.jar tag --alerts < sha/warning-300k.log &
done
wait
