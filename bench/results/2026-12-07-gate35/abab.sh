#!/usr/bin/env bash
# ABAB: PAIRS rounds of base then branch (order swapped every other round), `java -Xmx512m -jar JAR ARGS < stream`;
# prints one row per run: label round build user sys wall maxrss_kB and the load before it; writes each run's stdout to
# /tmp/gate35/out/LABEL-BUILD.txt (the last round's kept) for the byte comparison.
#   abab.sh LABEL STREAM PAIRS -- ARGS...
set -euo pipefail
label=$1; stream=$2; pairs=$3; shift 4; args=("$@")
base=/tmp/gate35/base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar
new=/tmp/gate35/new/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar
mkdir -p /tmp/gate35/out
one() { # build jar round
  local load; load=$(cut -d' ' -f1-3 /proc/loadavg)
  /usr/bin/time -f "%U %S %e %M" -o /tmp/gate35/out/time.txt java -Xmx512m -jar "$2" "${args[@]}" < "$stream" > /tmp/gate35/out/$label-$1.txt 2>/dev/null || true
  echo "$label r$3 $1 $(cat /tmp/gate35/out/time.txt) load $load"
}
for r in $(seq 1 "$pairs"); do
  if [ $((r % 2)) -eq 1 ]; then
    one base $base $r; one new $new $r
  else
    one new $new $r; one base $base $r
  fi
done
