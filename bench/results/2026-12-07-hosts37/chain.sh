#!/usr/bin/env bash
# start the after side once the before side is done and no Maven of this session runs
while [ ! -f /work/scratch/hosts37/gen/before/DONE ] || pgrep -f 'scratch/hosts37/mvn' >/dev/null; do sleep 10; done
cd /work/wt/hosts37/bench/results/2026-12-07-hosts37 && exec ./run.sh after /work/scratch/hosts37/after
