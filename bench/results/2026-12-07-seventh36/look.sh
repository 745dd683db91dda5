#!/usr/bin/env bash
# seventh36: per tree of a seventh-trees run, the scored row, what the generator drew (fault, attempt, note), and
# what the answer said: its layer, every root it named, the fault tokens of its reasoning and its reason.
#   look.sh <run dir>      (the dir given to bench/seventh-trees.sh; needs its trees/ and answers/)
set -euo pipefail
run="$1"
for tree in "$run"/trees/tree-*; do
  name="$(basename "$tree")"
  ans="$run/answers/$name.json"
  awk -F'\t' -v n="$name" '$1 == n { print }' "$run/rows.tsv"
  jq -r '"  drawn: fault=\(.fault) attempt=\(.attempt) ranks=\(.ranks) hosts=\(.hosts) zh=\(.chinese); \(.note)"' \
    "$tree/expected.json"
  jq -r '"  answer layer=\(.layer) roots: " + ([.rootCause.roots[]? | "\(.host)/r\(.rank)/d\(.device)/\(.pid) known=\(.known)"] | join(" | "))' "$ans"
  jq -r '"  fault tokens: " + ([.reasoning.steps[]? | select(.role == "fault") | "\(.token)|\(.layer)"] | unique | join(" ; "))' "$ans"
  jq -r '"  reason: " + ((.rootCause.reason // "-") | .[0:360])' "$ans"
done
