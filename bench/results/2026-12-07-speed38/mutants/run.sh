#!/bin/bash
cd /work/wt/speed38
M=/tmp/speed38/mut
CP=target/test-classes:target/classes:$(ls ~/.m2/repository/org/junit/jupiter/junit-jupiter-api/5.11.4/*.jar | head -1):$(ls ~/.m2/repository/org/opentest4j/opentest4j/1.3.0/*.jar|head -1)
mkdir -p $M/runner && javac -d $M/runner -cp $CP $M/Runner.java || exit 1
echo "== the change itself: $(java -cp $M/runner:$CP io.github.ascendtriage.internal.extract.processes.Runner corpus)"
for d in $M/m*/; do
  n=$(basename $d); mkdir -p $d/classes
  javac -d $d/classes -cp target/classes $d/src/MapEntries.java || { echo "$n: no compile"; continue; }
  echo "== $n: $(java -cp $d/classes:$M/runner:$CP io.github.ascendtriage.internal.extract.processes.Runner corpus)"
done
