#!/usr/bin/env bash
# fifth35: root cause measured on trees from a fifth, independent generator (bench/FifthTrees.java, written
# from the shared sources before reading the engine; how the root PROCESS behaves: a host process or device
# task that hangs (HCCL's Stuck Occurred), devices whose logical and physical ids differ in a container,
# MindIE's rank-table init, launchers (torchrun, DeepSpeed) that stop the survivors before HCCL_EXEC_TIMEOUT).
# Scored exactly as bench/field-trees.sh scores its own trees (same rows.tsv, summary.txt and verdicts):
#
#   bench/fifth-trees.sh <dir> N          # SEED=S to repeat a run; KEEP_TREES=0 removes the trees
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GENERATOR="$root/bench/FifthTrees.java" exec "$root/bench/field-trees.sh" "$@"
