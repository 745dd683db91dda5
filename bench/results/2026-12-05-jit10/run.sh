#!/bin/bash
# run.sh ROUNDS INPUT... : whole-process tag, settings alternating (order rotated per round)
set -u
J=/tmp/jit10
jar=$(ls /work/wt/jit10/target/ascend-triage-*-cli.jar)
jsa="${jar%.jar}.jsa"
common=(-Xmx512m)
tail=(-XX:SharedArchiveFile="$jsa" -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off -jar "$jar" tag)
declare -A S
S[launcher]="-XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=50000 -XX:Tier4MinInvocationThreshold=6000 -XX:Tier4CompileThreshold=150000 -XX:Tier4BackEdgeThreshold=400000 -XX:+UseSerialGC"
S[c1]="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
S[c1one]="-XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -XX:+UseSerialGC"
S[c2late]="-XX:FreqInlineSize=50 -XX:Tier4InvocationThreshold=200000 -XX:Tier4MinInvocationThreshold=24000 -XX:Tier4CompileThreshold=600000 -XX:Tier4BackEdgeThreshold=1600000 -XX:+UseSerialGC"
names=(${NAMES:-launcher c1 c1one c2late})
rounds=$1; shift
for r in $(seq ${FIRST:-1} "$rounds"); do
  for in in "$@"; do
    for k in $(seq 0 $(( ${#names[@]} - 1 ))); do
      s=${names[$(( (k + r - 1) % ${#names[@]} ))]}
      load=$(cut -d' ' -f1 /proc/loadavg)
      f=$in; [ "$in" = none ] && f=/dev/null
      /usr/bin/time -o $J/time.tmp.$$ -f "%U %S %e" java "${common[@]}" ${S[$s]} "${tail[@]}" < "$f" 2>/dev/null | sha256sum | cut -c1-12 > $J/sha.tmp.$$
      t=$(tail -1 $J/time.tmp.$$)
      echo "round=$r input=$in setting=$s load=$load user_sys_wall=$t sha=$(cat $J/sha.tmp.$$)"
    done
  done
done
