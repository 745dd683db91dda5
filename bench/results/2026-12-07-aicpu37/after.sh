#!/usr/bin/env bash
# aicpu37 after: the branch's changed main classes (PathSegmentWords, RootLayer, RootEnds, Cascades) compiled by
# javac against dc2b9564's CLI jar and put before it on the class path (no Maven run is free while a benchmark
# runs), then before.sh's seeds and runs with SIDE=after.
set -eu
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"; repo="$(cd "$here/../../.." && pwd)"
B=/work/scratch/aicpu37/base; P=/work/scratch/aicpu37/patch
jar=$B/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar
rm -rf $P; mkdir -p $P
m=$repo/src/main/java/io/github/ascendtriage/internal
javac -nowarn -d $P -cp $jar $m/extract/scan/PathSegmentWords.java $m/engine/RootLayer.java $m/engine/RootEnds.java $m/engine/Cascades.java
cd "$here" && SIDE=after J=$P:$jar ./before.sh
