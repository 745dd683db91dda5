#!/usr/bin/env bash
# diagnostic only (not a measurement of the stranger trees): the same trees with each node's files gathered in
# one folder named by its XDL_IP (<ip>/debug/plog, <ip>/run/plog, <ip>/train.log, <ip>/<pod>.log), to see which
# misses remain once the engine names hosts. A pod's node is found by its index among the tree's node addresses.
set -u
src="$1"; dst="$2"; rm -rf "$dst"; mkdir -p "$dst"
for t in "$src"/tree-*; do
  id=$(basename "$t"); o="$dst/$id/logs"; mkdir -p "$o"; cp "$t/expected.json" "$dst/$id/"
  ips=$( { ls "$t"/logs/alllogs/*/plogs 2>/dev/null; ls "$t"/logs/alllogs/*/trainlogs 2>/dev/null | sed 's/-[0-9]*$//'; } | sort -u -t. -k4,4n)
  for d in "$t"/logs/alllogs/*/plogs/*; do ip=$(basename "$d"); mkdir -p "$o/$ip"; cp -r "$d"/. "$o/$ip/"; done
  for f in "$t"/logs/alllogs/*/trainlogs/*; do [ -e "$f" ] || continue; b=$(basename "$f"); ip=${b%-*}; mkdir -p "$o/$ip"; cp "$f" "$o/$ip/train.log"; done
  for f in "$t"/logs/pods/*; do [ -e "$f" ] || continue; b=$(basename "$f"); pod=${b%.txt}; pod=${pod%.log}
    case "$pod" in *-master-0) idx=0;; *) idx=$(( ${pod##*-worker-} + 1 ));; esac
    ip=$(echo "$ips" | sed -n "$((idx + 1))p"); [ -n "$ip" ] || continue
    mkdir -p "$o/$ip"; cp "$f" "$o/$ip/$pod.log"; done
done
