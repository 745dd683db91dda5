#!/usr/bin/env bash
# seventh36: root cause measured on trees from a seventh, independent generator (bench/SeventhTrees.java, written
# from the shared sources before reading the engine). It draws how a real job's collection differs from a clean
# one: two attempts of one job in one tree (torchrun restart, pod restart), rotated and gzipped plogs, one host's
# clock minutes ahead, torch_npu watchdog timeouts with per-host HCCL_EXEC_TIMEOUT, a host OOM kill with hanging
# collectives, a checkpoint-save straggler, and an upload flattened into one folder. Scored exactly as
# bench/field-trees.sh scores its own trees (same rows.tsv, summary.txt, verdicts):
#
#   bench/seventh-trees.sh <dir> N        # SEED=S to repeat a run; KEEP_TREES=0 removes the trees
#
# For flat-upload the expected host is the host-name prefix of the root's files (no folder holds it).
# bench/seventh-check.sh <dir>/trees checks each tree's expected root is present before the answers are read.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GENERATOR="$root/bench/SeventhTrees.java" exec "$root/bench/field-trees.sh" "$@"
