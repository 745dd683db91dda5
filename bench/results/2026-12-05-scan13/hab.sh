#!/bin/bash
# in process: Harness (diagnose of a tree round after round, process CPU/wall per round), builds alternating
for j in base new2 new2 base base new2; do
  java -Xmx512m -cp /tmp/scan13/cli-$j.jar /tmp/scan13/h/Harness.java /tmp/scan13/trees/warning30 5 "$j" 2>/dev/null | tee -a /tmp/scan13/harness.txt
done
