#!/usr/bin/env bash
# alarm36: per run side, how many trees answer a further root that is a file or device of no process (a node's env
# output, a Warning row's device), and how many lead with npu-health-alarm or hbm-over-temperature.
#   extra.sh RUNDIR SIDE
set -euo pipefail
d="$1/$2/answers"; n=0; extra=0; health=0
for a in "$d"/tree-*.json; do
  n=$((n+1))
  e=$(jq '[.rootCause.roots[1:][]? | select(.pid == null and .known != false)] | length' "$a")
  [ "$e" -gt 0 ] && extra=$((extra+1))
  c=$(jq -r '.matches[0].caseId // "-"' "$a")
  case "$c" in npu-health-alarm|hbm-over-temperature) health=$((health+1));; esac
done
echo "$1 $2: trees $n, with a further root of no process $extra, first case npu-health-alarm/hbm-over-temperature $health"
