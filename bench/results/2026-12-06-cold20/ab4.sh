#!/usr/bin/env bash
# ab.sh OUT ROUNDS: whole process through each build's launcher, base against new, the builds alternating
# within each command and the first build alternating by round
cd /tmp/cold20
out="$1"; rounds="${2:-9}"
for r in $(seq 1 "$rounds"); do
  if [ $((r % 2)) = 1 ]; then order="base final"; elif [ $((r % 2)) = 0 ]; then order="final base"; else order="base final"; fi
  for cmd in ver one paste pw; do
    for b in $order; do
      case $cmd in
        ver) ./t.sh "$b-ver r=$r" $b/bin/ascend-triage --version ;;
        one) ./t.sh "$b-one r=$r" $b/bin/ascend-triage diagnose one.log ;;
        paste) ./t.sh "$b-paste r=$r" $b/bin/ascend-triage diagnose paste.log ;;
        pr) ./t.sh "$b-pr r=$r" $b/bin/ascend-triage diagnose paste-realistic.log ;;
        pw) ./t.sh "$b-pw r=$r" $b/bin/ascend-triage diagnose paste-warning.log ;;
        tree) ./t.sh "$b-tree r=$r" $b/bin/ascend-triage diagnose tree-realistic --format json ;;
        tag) ./t.sh "$b-tag r=$r" $b/bin/ascend-triage tag --alerts paste-warning.log ;;
      esac
    done
  done
done >> "$out"
