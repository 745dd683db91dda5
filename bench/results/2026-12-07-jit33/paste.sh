#!/usr/bin/env bash
# paste.sh FIRST LAST SETTINGS...: whole-process CPU of --version and of diagnose of each 50-line paste, with the
# checkout launcher's short-run flags (C1 alone, C1MaxInlineSize=15, transparent huge pages on request) and its
# class-data archive, by collector/setting; settings rotated per round; user+sys, RSS, load, output sha256
cd /tmp/jit33
first=$1; last=$2; shift 2
jar=base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar
cds="-XX:SharedArchiveFile=${jar%.jar}.jsa -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0 -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off"
Q="-XX:TieredStopAtLevel=1 -XX:C1MaxInlineSize=15 -XX:+UseTransparentHugePages"
declare -A SET=([S]="-XX:+UseSerialGC" [G]="-XX:+UseG1GC" [GP]="-XX:+UseG1GC -XX:-UsePerfData" [SP]="-XX:+UseSerialGC -XX:-UsePerfData" [S1]="-XX:+UseSerialGC -XX:CICompilerCount=1" [ST]="-XX:+UseSerialGC -XX:CompileThresholdScaling=4" [G1T]="-XX:+UseG1GC -XX:ParallelGCThreads=1 -XX:ConcGCThreads=1 -XX:-G1UseAdaptiveIHOP")
n=$#
for r in $(seq "$first" "$last"); do
  sets=("$@"); k=$(( r % n )); order=("${sets[@]:k}" "${sets[@]:0:k}")
  for what in version realistic warning; do
    for s in "${order[@]}"; do
      if [ $what = version ]; then args=(--version); else args=(diagnose paste/paste-$what.log); fi
      ld=$(cut -d' ' -f1 /proc/loadavg)
      nice -n 10 /usr/bin/time -f "%U %S %M" -o .tp java -Xmx512m $Q ${SET[$s]} $cds -jar $jar "${args[@]}" 2>&1 | sha256sum > .hp
      read u s2 m < .tp
      echo "round=$r input=$what set=$s cpu=$(echo "$u + $s2" | bc) rss_kb=$m load=$ld sha=$(cut -c1-16 .hp)" >> paste-times.txt
    done
  done
done
