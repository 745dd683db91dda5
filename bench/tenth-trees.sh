#!/usr/bin/env bash
# tenth39: root cause measured on trees from a tenth, independent generator (bench/TenthTrees.java, written
# from MindSpore's msrun / dynamic-cluster sources (_api.py, meta_server_node.cc, compute_graph_node.cc,
# cluster_context.cc, log_adapter.cc, log.py) and log-formats.md before reading the engine). It draws MindSpore
# jobs launched by msrun: per host folder msrun's log_dir (worker_N.log; scheduler.log on the master), the CANN
# plogs beside it, and at times msrun's console, dmesg and an hccn_tool dump; one root a tree (device-fault,
# link-down, killed, never-joins, script-error, lagging).
# Scored as bench/field-trees.sh scores its own trees (same rows.tsv, summary.txt, verdicts), in one JVM
# (INPROC=1).
#
#   bench/tenth-trees.sh <dir> N         # SEED=S to repeat a run; KEEP_TREES=0 removes the trees
#
# bench/tenth-check.sh <dir>/trees checks each tree's expected root is present before the answers are read.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
INPROC="${INPROC:-1}" GENERATOR="$root/bench/TenthTrees.java" exec "$root/bench/field-trees.sh" "$@"
