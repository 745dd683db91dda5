#!/usr/bin/env bash
# per tree: kind, verdict, layer expected/answered, and where the root's evidence was drawn
d="$1"
printf 'tree\tkind\tverdict\tlayer_exp\tlayer_ans\tlayout\teras\thb\thealth\tdevos\tkernel\treset\tappdev\thostsdma\trootcascade\tcqe\n'
for t in "$d"/trees/tree-*; do
  id=$(basename "$t"); L="$t/logs"
  row=$(awk -F'\t' -v id="$id" '$1==id' "$d/rows.tsv")
  kind=$(echo "$row" | cut -f2); verdict=$(echo "$row" | cut -f5); le=$(echo "$row" | cut -f7); la=$(echo "$row" | cut -f8)
  layout=$(jq -r .layout "$t/expected.json"); eras=$(jq -r .eras "$t/expected.json"); hb=$(jq -r .heartbeat "$t/expected.json")
  health=$(grep -rlE 'Error Code +: 80E(01801|18008|18400)' "$L" 2>/dev/null | wc -l)
  devos=$(grep -rlE 'event_id=0x|Event id=0x' "$L" 2>/dev/null | wc -l)
  kernel=$(grep -rl 'Heartbeat lost (device=' "$L" 2>/dev/null | wc -l)
  reset=$(ls "$L"/reset-config-* 2>/dev/null | wc -l)
  appdev=$(grep -rl 'type:SDMA' "$L" 2>/dev/null | wc -l)
  hostsdma=$(grep -rl 'fftsplus sdma error' "$L" 2>/dev/null | wc -l)
  rc=$(jq -r '.note' "$t/expected.json" | grep -c 'cascade')
  cqe=$(grep -rlE 'cqe err(or)? status\[12\]' "$L" 2>/dev/null | wc -l)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$kind" "$verdict" "$le" "$la" "$layout" "$eras" "$hb" "$health" "$devos" "$kernel" "$reset" "$appdev" "$hostsdma" "$rc" "$cqe"
done
