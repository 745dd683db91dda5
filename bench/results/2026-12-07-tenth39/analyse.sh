#!/usr/bin/env bash
# tenth39: assigns each scored tree the engine classes of docs/rootcause.md's tenth39 section that its answer
# shows, from the answer (JSON and text report) and the tree alone. One row a tree to stdout (TSV).
#
#   analyse.sh RUN...      # RUN: a bench/tenth-trees.sh output folder (trees/, answers/, rows.tsv)
#
# A  the first root is "outside the input" with the expected rank: the rank's msrun worker log is in the tree
# B  device-fault, no root at all
# C  the scheduler's "The node: X is timed out" is read as a link-setup fault or a bare wrapper, and no root
# D  the root's own Python exception line (its last line, a "<Name>Error: ..." of the user's code) is in no
#    evidence, reasoning or codes line of the report
# E  never-joins answered link-setup ("Topology build timed out." as a rendezvous fault) with no root
# F  link-down: the report reads the hccn_tool "link status: DOWN" yet the first root is another host
set -euo pipefail
printf 'run\ttree\tkind\tverdict\tlayer_expected\tlayer_answered\tclasses\n'
for run in "$@"; do
  while IFS=$'\t' read -r tree kind _ _ verdict _ lx la; do
    [ "$tree" = tree ] && continue
    t="$run/trees/$tree"; a="$run/answers/$tree.json"; txt="$run/answers/$tree.txt"
    c=""
    first_known="$(jq -r 'if ((.rootCause.roots // []) | length) == 0 then "none" else (.rootCause.roots[0].known | tostring) end' "$a")"
    first_rank="$(jq -r '(.rootCause.roots // [])[0].rank // "null"' "$a")"
    x_rank="$(jq -r .root.rank "$t/expected.json")"; x_host="$(jq -r .root.host "$t/expected.json")"
    [ "$first_known" = false ] && [ "$first_rank" = "$x_rank" ] && c="$c A"
    [ "$kind" = device-fault ] && [ "$first_known" = none ] && c="$c B"
    if [ "$first_known" = none ] && grep -q 'meta_server_node.cc.*UpdateTopoState\|timed out node is' "$txt"; then c="$c C"; fi
    root_log="$(grep -rlE "rank id: ${x_rank}\$" "$t/logs/$x_host" 2>/dev/null | head -n 1 || true)"
    if [ -z "$root_log" ]; then root_log="$(find "$t/logs/$x_host" -name "worker_${x_rank}.log" | head -n 1)"; fi
    if [ -n "$root_log" ]; then
      err="$(grep -E '^[A-Za-z]+(Error|Exception): ' "$root_log" | grep -v '^RuntimeError' | tail -n 1 || true)"
      if [ -n "$err" ] && ! grep -qF -- "${err:0:40}" "$txt"; then c="$c D"; fi
    fi
    [ "$kind" = never-joins ] && [ "$la" = link-setup ] && [ "$first_known" = none ] && c="$c E"
    [ "$kind" = link-down ] && [ "$verdict" = wrong ] && grep -q 'link status: DOWN' "$txt" && c="$c F"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$run")" "$tree" "$kind" "$verdict" "$lx" "$la" "${c# }"
  done < "$run/rows.tsv"
done
