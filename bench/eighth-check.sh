#!/usr/bin/env bash
# eighth37: a sanity check of bench/EighthTrees.java's trees, independent of the engine: for each
# tree-*/expected.json the expected root's worker folder exists under logs/, holds a run plog named after the
# expected pid (plog-<pid>_<ts>.log) whose lines carry that pid (`(pid,`), and that plog's init line names the
# expected rank and device (`rank[r]` and `logicDevId[d]` / `deviceLogicId[d]`). Prints one line per bad tree and
# a count; exits 1 when any tree is bad.
#
#   bench/eighth-check.sh <trees-dir>
set -euo pipefail
if [ "$#" -ne 1 ]; then echo "usage: bench/eighth-check.sh <trees-dir>" >&2; exit 2; fi
if ! command -v jq >/dev/null; then echo "eighth-check: needs jq" >&2; exit 2; fi
n=0; bad=0
for t in "$1"/tree-*; do
  n=$((n + 1))
  id="$(basename "$t")"
  read -r host pid rank dev < <(jq -r '.root | "\(.host) \(.pid) \(.rank) \(.device)"' "$t/expected.json")
  case "$host$pid$rank$dev" in *[!A-Za-z0-9._-]*) echo "$id: odd root '$host' '$pid' '$rank' '$dev'"; bad=$((bad + 1)); continue;; esac
  if [ ! -d "$t/logs/$host" ]; then
    echo "$id: no folder $host"; bad=$((bad + 1)); continue
  fi
  mapfile -t runs < <(find "$t/logs/$host/process_log/run/plog" -type f -name "plog-${pid}_*.log" 2>/dev/null)
  if [ "${#runs[@]}" -ne 1 ]; then
    echo "$id: ${#runs[@]} run plogs for pid $pid under $host"; bad=$((bad + 1)); continue
  fi
  f="${runs[0]}"
  if ! grep -q -- "(${pid}," "$f"; then
    echo "$id: pid $pid not in its own run plog"; bad=$((bad + 1)); continue
  fi
  if ! grep -Eq -- "rank\\[${rank}\\].*(logicDevId|deviceLogicId)\\[${dev}\\]" "$f"; then
    echo "$id: rank $rank / device $dev not in the init line of pid $pid"; bad=$((bad + 1)); continue
  fi
done
echo "eighth-check: $n trees, $bad bad"
[ "$bad" -eq 0 ]
