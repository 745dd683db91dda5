#!/usr/bin/env bash
# ab3.sh OUT ROUNDS: whole process, base / rec / gate, --version / one-line file / 50-line paste; the builds rotate within each command, the first build rotating by round
cd /tmp/cold13
out="$1"; rounds="${2:-9}"
for r in $(seq 1 "$rounds"); do
  case $((r % 3)) in 1) order="base rec gate";; 2) order="rec gate base";; 0) order="gate base rec";; esac
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
