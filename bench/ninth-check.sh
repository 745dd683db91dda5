#!/usr/bin/env bash
# ninth38: a sanity check of bench/NinthTrees.java's trees, independent of the engine. For each
# tree-*/expected.json the expected root's node is in the tree (its plog folder plogs/<host>, or its train log
# trainlogs/<host>-<RANK>, or its pod's kubectl log), and the expected pid and rank are that node's: a plog of
# the node named plog-<pid>_<ts>.log whose init line says rank[r] ... deviceLogicId[d], or (a root that never
# reached init or was killed before it printed) torchrun's summary on the node's console listing
# `rank : r (local_rank: ...)` and `exitcode : ... (pid: p)`, or (never-joins) the one rank rank 0's connected
# rankinfo lines leave out, with a pid its node's agent stopped. Prints one line per bad tree and a count; exits 1
# when any tree is bad.
#
#   bench/ninth-check.sh <trees-dir>
set -euo pipefail
if [ "$#" -ne 1 ]; then echo "usage: bench/ninth-check.sh <trees-dir>" >&2; exit 2; fi
command -v jq >/dev/null || { echo "ninth-check: needs jq" >&2; exit 2; }
n=0; bad=0
for t in "$1"/tree-*; do
  n=$((n + 1))
  id="$(basename "$t")"
  read -r host pid rank dev pod < <(jq -r '.root | "\(.host) \(.pid) \(.rank) \(.device) \(.pod)"' "$t/expected.json")
  case "$host$pid$rank$dev$pod" in *[!A-Za-z0-9._-]*) echo "$id: odd root '$host' '$pid' '$rank' '$dev' '$pod'"; bad=$((bad + 1)); continue;; esac
  plogs="$(find "$t/logs/alllogs" -maxdepth 3 -type d -path "*/plogs/$host" 2>/dev/null | head -n 1)"
  mapfile -t consoles < <(find "$t/logs" -type f \( -path "*/trainlogs/$host-*" -o -path "*/pods/$pod" -o -path "*/pods/$pod.*" \))
  if [ -z "$plogs" ] && [ "${#consoles[@]}" -eq 0 ]; then
    echo "$id: no folder, train log or pod log of $host"; bad=$((bad + 1)); continue
  fi
  ok=0
  if [ -n "$plogs" ] && grep -Eqs -- "rank\\[${rank}\\].*deviceLogicId\\[${dev}\\]" "$plogs"/run/plog/plog-"${pid}"_*.log; then
    ok=1
  fi
  for c in "${consoles[@]}"; do
    if grep -Eq -- "rank +: ${rank} \\(local_rank: [0-9]+\\)" "$c" && grep -Eq -- "exitcode +: -?[0-9]+ \\(pid: ${pid}\\)" "$c"; then
      ok=1
    fi
  done
  # never-joins: the root has no plog and its agent may leave it out of the summary; its rank is the one rank 0's
  # connected rankinfo lines leave out, its pid one its agent stopped
  if [ "$ok" -eq 0 ] && [ "$(jq -r .kind "$t/expected.json")" = never-joins ]; then
    hex="$(printf '%016d' "$rank")"
    if grep -rqs -- "connected rankinfo" "$t/logs" && ! grep -rqs -- "connected rankinfo.*\[$hex\]" "$t/logs"; then
      for c in "${consoles[@]}"; do
        if grep -q -- "Sending process $pid closing signal" "$c"; then ok=1; fi
      done
    fi
  fi
  if [ "$ok" -eq 0 ]; then
    echo "$id: pid $pid / rank $rank / device $dev not tied to $host by an init line or torchrun's summary"; bad=$((bad + 1))
  fi
done
echo "ninth-check: $n trees, $bad bad"
[ "$bad" -eq 0 ]
