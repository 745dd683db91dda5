#!/usr/bin/env bash
# trees33: root cause measured on trees from a third, independent generator (bench/ThirdTrees.java,
# written from the shared sources before reading the engine's root-cause code; its root kinds are
# ones the other two generators do not draw). Scored exactly as bench/field-trees.sh scores its own
# trees (same rows.tsv, summary.txt and verdicts):
#
#   bench/third-trees.sh <dir> N          # SEED=S to repeat a run; KEEP_TREES=0 removes the trees
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GENERATOR="$root/bench/ThirdTrees.java" exec "$root/bench/field-trees.sh" "$@"
