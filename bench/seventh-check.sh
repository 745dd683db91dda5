#!/usr/bin/env bash
# seventh36: a sanity check of generated trees, independent of the engine: for each tree-*/expected.json, the
# expected root's host has files in logs/ (a folder named after it, or files prefixed `<host>_` in a flattened
# upload) and the expected pid is in one of that host's file names or, as a process id (a plog header `(pid,`, `PID:pid`,
# `pid: pid)`, `Killed process pid`), in their contents (gzipped members read with zcat).
# Prints one line per bad tree and a count; exits 1 when any tree is bad.
#
#   bench/seventh-check.sh <trees-dir>
set -euo pipefail
[ "$#" -eq 1 ] || { echo "usage: bench/seventh-check.sh <trees-dir>" >&2; exit 2; }
command -v jq >/dev/null || { echo "seventh-check: needs jq" >&2; exit 2; }
bad=0; n=0
for t in "$1"/tree-*; do
  n=$((n + 1))
  host="$(jq -r .root.host "$t/expected.json")"
  pid="$(jq -r .root.pid "$t/expected.json")"
  case "$host$pid" in *[!A-Za-z0-9._-]*) echo "$(basename "$t"): odd host or pid '$host' '$pid'"; bad=$((bad + 1)); continue;; esac
  if [ -d "$t/logs/$host" ]; then
    mapfile -t hf < <(find "$t/logs/$host" -type f)
  else
    mapfile -t hf < <(find "$t/logs" -maxdepth 1 -type f -name "${host}_*")
  fi
  if [ "${#hf[@]}" -eq 0 ]; then
    echo "$(basename "$t"): no files for host $host"; bad=$((bad + 1)); continue
  fi
  found=no
  for f in "${hf[@]}"; do
    case "$(basename "$f")" in *"-${pid}_"*|*"_${pid}_"*) found=yes; break;; esac
    if zcat -f -- "$f" | grep -Eq -- "\\(${pid},|PID: ?${pid}[^0-9]|pid: ${pid}\\)|Killed process ${pid} "; then
      found=yes; break
    fi
  done
  if [ "$found" = no ]; then
    echo "$(basename "$t"): pid $pid not found under host $host"; bad=$((bad + 1))
  fi
done
echo "seventh-check: $n trees, $bad bad"
[ "$bad" -eq 0 ]
