#!/usr/bin/env bash
# tenthd40: the runs of this folder. usage: run.sh JAR OUT (JAR a CLI jar; OUT a new folder)
# Seeds 4040401-4040403 (TenthTrees, 24 each), 4040404 NinthTrees, 4040405 EighthTrees, 4040406 SeventhTrees,
# 4040407 FieldTrees (24 each); one JVM per run (INPROC=1).
set -u
jar=$1; out=$2; root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
mkdir -p "$out"
for s in 1 2 3; do
  SEED=404040$s INPROC=1 JAR="$jar" "$root/bench/tenth-trees.sh" "$out/tenth$s" 24 > "$out/tenth$s.log" 2>&1
done
for g in ninth:4040404 eighth:4040405 seventh:4040406 field:4040407; do
  SEED=${g#*:} INPROC=1 JAR="$jar" KEEP_TREES=0 "$root/bench/${g%%:*}-trees.sh" "$out/${g%%:*}" 24 > "$out/${g%%:*}.log" 2>&1
done
