#!/usr/bin/env bash
# trees34: root cause measured on trees from a fourth, independent generator (bench/FourthTrees.java, written
# from the shared sources before reading the engine; MindSpore/msrun, MindIE and vLLM-Ascend multi-node trees of
# 16-64 ranks whose root is mostly one device). Scored exactly as bench/field-trees.sh scores its own trees
# (same rows.tsv, summary.txt and verdicts):
#
#   bench/fourth-trees.sh <dir> N          # SEED=S to repeat a run; KEEP_TREES=0 removes the trees
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GENERATOR="$root/bench/FourthTrees.java" exec "$root/bench/field-trees.sh" "$@"
