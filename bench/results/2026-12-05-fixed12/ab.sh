#!/usr/bin/env bash
# ab.sh OUT ROUNDS: whole process, base against new, --version / one-line file / 50-line paste, alternating
cd /tmp/fixed12
out="$1"; rounds="${2:-9}"
for r in $(seq 1 "$rounds"); do
  if [ $((r % 2)) = 1 ]; then order="base new"; else order="new base"; fi
  for cmd in ver one paste; do
    for b in $order; do
      case $cmd in
        ver) ./t.sh "$b-ver r=$r" $b/bin/ascend-triage --version ;;
        one) ./t.sh "$b-one r=$r" $b/bin/ascend-triage diagnose one.log ;;
        paste) ./t.sh "$b-paste r=$r" $b/bin/ascend-triage diagnose paste.log ;;
      esac
    done
  done
done >> "$out"
