#!/usr/bin/env bash
# ab.sh OUT ROUNDS: whole process through each build's launcher (/tmp/speed39/BUILD/bin/ascend-triage), base and new
# alternating, the first build by round; commands: the 50-line half-WARNING paste, the one-line file, the 100 MB WARNING tree (json)
cd /tmp/speed39/m
out="$1"; rounds="${2:-10}"
for r in $(seq 1 "$rounds"); do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for cmd in paste one tree; do
    for b in $order; do
      case $cmd in
        paste) ./t.sh "$b-paste r=$r" /tmp/speed39/$b/bin/ascend-triage diagnose paste-warning.log ;;
        one) ./t.sh "$b-one r=$r" /tmp/speed39/$b/bin/ascend-triage diagnose one-line.log ;;
        tree) ./t.sh "$b-tree r=$r" /tmp/speed39/$b/bin/ascend-triage diagnose /tmp/speed39/trees/warning --format json ;;
      esac
    done
  done
done >> "$out"
