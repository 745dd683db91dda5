#!/bin/bash
# sha256 of tag, tag --alerts, tag --alerts --format ecs of each MixTreeGenerator tree's files (sorted, one stream), per jar
for t in /tmp/wg12/trees/*-38*; do
  files=$(find $t -type f -name '*.log' | sort)
  for j in base new; do
    for opts in "" "--alerts" "--alerts --format ecs"; do
      h=$(java -jar /tmp/wg12/cli-$j.jar tag $opts $files 2>/dev/null | sha256sum | cut -c1-64)
      echo "$j $(basename $t) [tag $opts] $h"
    done
  done
done
