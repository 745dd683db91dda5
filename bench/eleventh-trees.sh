#!/usr/bin/env bash
# eleventh40: root cause measured on trees from an eleventh, independent generator (bench/EleventhTrees.java,
# written from vllm-ascend's multi-node Ray tutorial (docs/source/tutorials/features/ray.md @182b75ea), Ray's
# logging docs, vLLM's logger and worker_base, and log-formats.md, before reading the engine). It draws online
# serving with `vllm serve --distributed-executor-backend ray` across 2-4 nodes: per host folder Ray's session
# logs (raylet.out, worker-<id>-<job>-<pid>.out/.err of each RayWorkerWrapper), the CANN plogs of those workers,
# on the head at times the `vllm serve` console (worker lines prefixed "(RayWorkerWrapper pid=P, ip=IP)"), and at
# times an hccn_tool dump; one root a tree (hbm-uce, roce-cqe, npu-port, lagging, script-error).
# Scored as bench/field-trees.sh scores its own trees (same rows.tsv, summary.txt, verdicts), in one JVM
# (INPROC=1).
#
#   bench/eleventh-trees.sh <dir> N         # SEED=S to repeat a run; KEEP_TREES=0 removes the trees
#
# bench/eleventh-check.sh <dir>/trees checks each tree's own consistency before the answers are read.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
INPROC="${INPROC:-1}" GENERATOR="$root/bench/EleventhTrees.java" exec "$root/bench/field-trees.sh" "$@"
