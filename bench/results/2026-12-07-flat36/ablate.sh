#!/usr/bin/env bash
# the 15 flat-upload trees of after/ with their hostfile removed, answered by this branch's CLI
set -u
O=/work/scratch/flat36/ablate; rm -rf $O; mkdir -p $O
for s in 361707001 361707002 361707003; do
  for t in /work/scratch/flat36/after/seventh-$s/trees/tree-*; do
    [ "$(jq -r .kind $t/expected.json)" = flat-upload ] || continue
    id=$s-$(basename $t); cp -r $t $O/$id; rm $O/$id/logs/hostfile
    /work/wt/flat36/bin/ascend-triage diagnose --format json --quiet $O/$id/logs > $O/$id.json 2>/dev/null
    jq -r --slurpfile e $O/$id/expected.json '($e[0].root) as $x | (.rootCause.roots[0] // {}) as $r
      | [$ARGS.positional[0], "\($x.host)/\($x.pid)", "\($r.host)/\($r.pid // "-")",
         (if ($r.host == $x.host and ($r.pid // "") == $x.pid) then "right" else "not" end), $e[0].layer, .layer,
         ([.warnings[].message | select(startswith("hosts named"))][0] // "-")] | @tsv' --args $id $O/$id.json
  done
done
