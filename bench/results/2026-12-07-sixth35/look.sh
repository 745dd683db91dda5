#!/usr/bin/env bash
# one block per tree: expected, verdict, the fault steps of the reasoning, the codes read, the root-cause reason
d="$1"
for t in "$d"/trees/tree-*; do
  id=$(basename "$t"); a="$d/answers/$id.json"
  row=$(awk -F'\t' -v id="$id" '$1==id' "$d/rows.tsv")
  echo "$row"
  jq -r '.layout + " " + .eras + " ranks=" + (.ranks|tostring) + " collected=" + (.collected|tostring) + "/" + (.hosts|tostring) + " hb=" + (.heartbeat|tostring)' "$t/expected.json"
  jq -r '"  faults: " + ([.reasoning.steps[]? | select(.role=="fault") | "\(.token)|\(.layer)|\(.rule)"] | unique | join(" ; "))' "$a"
  jq -r '"  codes: " + ([.codes[]?.code] | unique | join(","))' "$a"
  jq -r '"  roots: " + ([.rootCause.roots[]? | "\(.label) known=\(.known) r\(.rank) d\(.device) pid=\(.pid)"] | join(" | "))' "$a"
  jq -r '"  reason: " + ((.rootCause.reason // "-") | .[0:400])' "$a"
done
