#!/usr/bin/env bash
# tenth39: a sanity check of bench/TenthTrees.java's trees, independent of the engine. For each
# tree-*/expected.json the expected root's host folder is in the tree, and its rank and pid are that host's:
# a worker log under the folder whose "This node <id> rank id: <rank>" line (cluster_context.cc, WARNING) carries
# the expected pid in its "DISTRIBUTED(<pid>,...)" header; or (never-joins: the root died before it registered, so
# printed neither pid nor rank id) the folder's worker_<rank>.log holds a Python traceback and no "rank id:" line.
# Prints one line per bad tree and a count; exits 1 when any tree is bad.
#
#   bench/tenth-check.sh <trees-dir>
set -euo pipefail
[ "$#" -eq 1 ] || { echo "usage: bench/tenth-check.sh <trees-dir>" >&2; exit 2; }
command -v jq >/dev/null || { echo "tenth-check: needs jq" >&2; exit 2; }

# tied TREE: succeeds when the tree's expected root is tied to its host folder as the header says
tied() {
  local t="$1" kind host pid rank f
  read -r kind host pid rank < <(jq -r '"\(.kind) \(.root.host) \(.root.pid) \(.root.rank)"' "$t/expected.json")
  case "$kind$host$pid$rank" in *[!A-Za-z0-9._-]*) why="odd root '$host' '$pid' '$rank'"; return 1;; esac
  [ -d "$t/logs/$host" ] || { why="no folder $host"; return 1; }
  why="pid $pid / rank $rank not tied to $host by a worker log"
  if [ "$kind" != never-joins ]; then
    grep -rqsE -- "^\[WARNING\] DISTRIBUTED\(${pid},.*\] This node [^ ]+ rank id: ${rank}\$" "$t/logs/$host"
    return
  fi
  while IFS= read -r f; do
    grep -q '^Traceback (most recent call last):' "$f" && ! grep -q 'rank id:' "$f" && return 0
  done < <(find "$t/logs/$host" -type f -name "worker_${rank}.log")
  return 1
}

total=0; failed=0
while IFS= read -r t; do
  total=$((total + 1))
  why=""
  tied "$t" || { echo "$(basename "$t"): $why"; failed=$((failed + 1)); }
done < <(find "$1" -mindepth 1 -maxdepth 1 -type d -name 'tree-*' | sort)
echo "tenth-check: $total trees, $failed bad"
[ "$failed" -eq 0 ]
