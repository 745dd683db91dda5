#!/usr/bin/env bash
# diagnose the chosen kinds of the before-seed's trees with hb35's classes ahead of base's CLI jar
T=/tmp/hb35/six-before-1/trees; O=/tmp/hb35/six-after-1/answers
for t in $T/tree-*; do
  id=$(basename $t); k=$(jq -r .kind $t/expected.json)
  case "$k" in devos-hbm-ecc|dmesg-heartbeat|mc-reset-record|absent-root-reset|absent-root-cqe) ;; *) continue;; esac
  nice -n 10 java -cp /tmp/hb35/after-classes:/tmp/hb35/base/target/ascend-triage-0.1.0-SNAPSHOT-cli.jar io.github.ascendtriage.cli.Main diagnose --format json --quiet $t/logs > $O/$id.json 2> $O/$id.err
  echo "$id $k $?"
done
echo ALLDONE
