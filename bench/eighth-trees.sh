#!/usr/bin/env bash
# eighth37: root cause measured on trees from an eighth, independent generator (bench/EighthTrees.java, written
# from ascend-fd's root-cluster source, HCCL's printing and the shared fixtures before reading the engine). It draws
# collections in ascend-fd's own style whose root is one device: 2-4 worker-N folders of process_log/{run,debug}/plog
# and debug/device-<id> logs, one process per device, the root often silent, one kind per rule of ascend-fd's
# root-cluster diagnosis (silent member, last reporter, socket/P2P/transport wait chains, CQE common end, heartbeat
# location, AI CPU notify relation, own error among timeouts, an earlier attempt's pids, lagging runtime reports).
# Scored exactly as bench/field-trees.sh scores its own trees (same rows.tsv, summary.txt, verdicts):
#
#   bench/eighth-trees.sh <dir> N         # SEED=S to repeat a run; KEEP_TREES=0 removes the trees
#
# bench/eighth-check.sh <dir>/trees checks each tree's expected root is present before the answers are read.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GENERATOR="$root/bench/EighthTrees.java" exec "$root/bench/field-trees.sh" "$@"
