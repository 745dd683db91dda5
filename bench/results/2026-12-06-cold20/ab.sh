#!/usr/bin/env bash
# ab.sh OUT ROUNDS "BUILDS" "COMMANDS": whole process through each build's launcher (/tmp/cold20/BUILD),
# the builds rotating within each command and the first build rotating by round
cd /tmp/cold20
out="$1"; rounds="${2:-9}"; read -r -a builds <<< "${3:-base new}"; cmds="${4:-ver one paste pr pw tree tag}"
n=${#builds[@]}
for r in $(seq 1 "$rounds"); do
  order=()
  for i in $(seq 0 $((n - 1))); do order+=("${builds[$(((r - 1 + i) % n))]}"); done
  for cmd in $cmds; do
    for b in "${order[@]}"; do
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
