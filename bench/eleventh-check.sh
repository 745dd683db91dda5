#!/usr/bin/env bash
# eleventh40: checks the trees of bench/EleventhTrees.java against themselves, without the engine: that each
# tree's expected root is there and is the only process showing its kind's own fault, that the others only wait
# (on it, or on a rank whose wait leads to it), and that ranks are not claimed twice.
#
#   bench/eleventh-check.sh <trees-dir>     # exit 0 when every tree passes; one line per failed check
#
# The markers below come from the sources the generator cites (log-formats.md 4.1, 6, 7.2, 8.1-8.3; vLLM's
# worker_base), not from the generator's code.
set -euo pipefail
[ "$#" -eq 1 ] || { echo "usage: bench/eleventh-check.sh <trees-dir>" >&2; exit 2; }
dir="$1"
[ -d "$dir" ] || { echo "eleventh-check: no such folder: $dir" >&2; exit 2; }
command -v jq >/dev/null || { echo "eleventh-check: needs jq" >&2; exit 2; }
declare -A layer=([hbm-uce]=device [roce-cqe]=network [npu-port]=link-setup [lagging]=script [script-error]=script)
# the root's own fault, in the root's own files (plog-<pid>_*, Ray worker-*-<pid>.out)
declare -A own=(
  [hbm-uce]='error code is 507053|reason=\[device mem error\]'
  [roce-cqe]='error cqe status: 0x15|failed CQE status\[12\]|\(EI0013\)|EI0013:'
  [npu-port]='socket type\[1\], listen on ip|\(EI0020\)|EI0020:'
  [lagging]='^\[ERROR\]|Error executing method'
  [script-error]='Error executing method')
bad=0; n=0
fail() { echo "$1: $2"; bad=$((bad + 1)); }
for t in "$dir"/tree-*; do
  [ -d "$t" ] || continue
  n=$((n + 1)); id="$(basename "$t")"
  e="$t/expected.json"
  if ! jq -e '.kind and .layer and .root.host and .root.pid and (.root.rank|type=="number")' "$e" >/tmp/e11chk.$$ 2>&1; then
    fail "$id" "expected.json unreadable or incomplete"; continue
  fi
  kind="$(jq -r .kind "$e")"; lay="$(jq -r .layer "$e")"; host="$(jq -r .root.host "$e")"
  pid="$(jq -r .root.pid "$e")"; rank="$(jq -r .root.rank "$e")"
  [ -n "${layer[$kind]:-}" ] || { fail "$id" "unknown kind $kind"; continue; }
  [ "${layer[$kind]}" = "$lay" ] || fail "$id" "kind $kind has layer $lay, not ${layer[$kind]}"
  h="$t/logs/$host"
  [ -d "$h" ] || { fail "$id" "root host folder $host missing"; continue; }
  mapfile -t rootfiles < <(find "$h" -type f \( -name "plog-${pid}_*" -o -name "worker-*-${pid}.out" -o -name "worker-*-${pid}.err" \))
  [ "${#rootfiles[@]}" -gt 0 ] || { fail "$id" "no file of root pid $pid under $host"; continue; }
  # who says it is the root's rank: its run plog, when kept
  if grep -qh "userRank\[" "${rootfiles[@]}"; then
    grep -qh "userRank\[$rank\]" "${rootfiles[@]}" || fail "$id" "root pid $pid does not say rank $rank"
  fi
  # the kind's own fault: in the root's files (lagging: none there)
  if [ "$kind" = lagging ]; then
    ! grep -qE "${own[$kind]}" "${rootfiles[@]}" || fail "$id" "lagging root $pid logs an error"
  else
    grep -qE "${own[$kind]}" "${rootfiles[@]}" || fail "$id" "root $pid lacks its $kind fault"
  fi
  # no other process shows the kind's own fault (the waits of others are not it)
  if [ "$kind" != lagging ] && [ "$kind" != script-error ]; then
    others="$(find "$t/logs" -type f \( -name 'plog-*' -o -name 'worker-*.out' \) | grep -v -E "(plog-${pid}_|-${pid}\.out$)" || true)"
    if [ -n "$others" ] && echo "$others" | tr '\n' '\0' | xargs -0 grep -lE "${own[$kind]}" >/tmp/e11chk.$$ 2>/dev/null; then
      fail "$id" "another process shows the $kind fault: $(head -n 1 /tmp/e11chk.$$)"
    fi
  fi
  # somebody waits on the root: a Notify wait naming its rank, a heartbeat naming its host, or a link row to it
  if ! grep -rqE "Waiting peer rank: $rank;|remoteRank\[$rank\]|\($rank\) +\| +16666" "$t/logs"; then
    fail "$id" "nobody waits on root rank $rank"
  fi
  # every waiting rank names a rank that exists and is not itself
  world="$(jq -r .world "$e")"
  while read -r w; do
    [ "$w" -lt "$world" ] || fail "$id" "a wait names rank $w outside world $world"
  done < <(grep -rhoE "Waiting peer rank: [0-9]+" "$t/logs" | awk '{print $4}' | sort -u)
  # the waiting ranks are inside one collective: their failed tasks' tags name one operator (ranks whose tags name
  # different operators issued different collectives, a script fault of its own: HCCL user guide hcclug_000047)
  ops="$(grep -rhoE 'Task run failed, base information is .*tag\[[A-Za-z]+_' "$t/logs" | grep -oE 'tag\[[A-Za-z]+' | sort -u | wc -l || true)"
  [ "$ops" -le 1 ] || fail "$id" "the waiting ranks' task tags name $ops operators"
  # every host states its own address: no two hosts share a host IP in their LocalRank lines (a host whose plogs with
  # that line went missing states none: not a failure, and no reason for set -e to end the check there)
  ipdup="$(for hh in $(jq -r '.hosts[]' "$e"); do { grep -rhoE 'LocalRank Key Info\]userRank\[[0-9]+\] hostIp\[[^]]+' "$t/logs/$hh" || true; } | sed -E 's/.*hostIp\[//' | sort -u; done | sort | uniq -d)"
  [ -z "$ipdup" ] || fail "$id" "hosts share the address(es) $ipdup"
  # a rank is claimed by one pid only
  dup="$({ grep -rhoE '^\[INFO\] HCCL\([0-9]+,[^)]*\).*userRank\[[0-9]+\]' "$t/logs" || true; } | sed -E 's/^\[INFO\] HCCL\(([0-9]+),.*userRank\[([0-9]+)\].*/\2 \1/' | sort -u | awk '{c[$1]++} END {for (k in c) if (c[k] > 1) print k}')"
  [ -z "$dup" ] || fail "$id" "rank(s) $dup claimed by several pids"
  # every host folder has CANN plogs
  for hh in $(jq -r '.hosts[]' "$e"); do
    find "$t/logs/$hh" -name 'plog-*' -print -quit | grep -q . || fail "$id" "host $hh has no plog"
  done
done
rm -f /tmp/e11chk.$$
echo "eleventh-check: $n trees, $bad failed checks"
[ "$bad" -eq 0 ]
