#!/usr/bin/env bash
# ninth38: root cause measured on trees from a ninth, independent generator (bench/NinthTrees.java, written
# from MindCluster's training guide and Ascend Operator, kubectl's log format, torch elastic and log-formats.md
# before reading the engine). It draws PyTorch jobs run as Kubernetes pods (AscendJob Master/Worker, one torchrun
# node a pod): alllogs/<task>/plogs/<XDL_IP>/..., trainlogs/<XDL_IP>-<RANK>, pods/<pod>[.log|.txt] from kubectl
# logs, one root a tree (device-ecc, link-down, early-exit, never-joins, script-error, host-lag).
# Scored as bench/field-trees.sh scores its own trees (same rows.tsv, summary.txt, verdicts), in one JVM
# (INPROC=1); the root's host may be any name the tree gives its node (expected.json's root.names).
#
#   bench/ninth-trees.sh <dir> N         # SEED=S to repeat a run; KEEP_TREES=0 removes the trees
#
# bench/ninth-check.sh <dir>/trees checks each tree's expected root is present before the answers are read.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
INPROC="${INPROC:-1}" GENERATOR="$root/bench/NinthTrees.java" exec "$root/bench/field-trees.sh" "$@"
