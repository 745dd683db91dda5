#!/usr/bin/env bash
# sixth35: root cause measured on trees from a sixth, independent generator (bench/SixthTrees.java, written from
# the shared sources before reading the engine). It draws where a root's evidence lives: device-side logs
# (device-OS events, the AI CPU app log under debug/device-<id>/), environment outputs (npu-smi, hccn_tool,
# the host kernel log), MindCluster's reset record; partial collections of 128-1024-rank jobs whose root host
# is sometimes not collected; Kubernetes pod-per-host and pod-per-rank layouts; CANN wordings mixed across
# hosts. Scored exactly as bench/field-trees.sh scores its own trees (same rows.tsv, summary.txt, verdicts):
#
#   bench/sixth-trees.sh <dir> N          # SEED=S to repeat a run; KEEP_TREES=0 removes the trees
#
# For the absent-root kinds the expected host is the root's host address as the others' lines give it (no
# folder holds it) and no pid; an answer that names that peer as outside the input (known: false) is scored
# declined by field-trees.sh: read its answers for the rank and device it named.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GENERATOR="$root/bench/SixthTrees.java" exec "$root/bench/field-trees.sh" "$@"
