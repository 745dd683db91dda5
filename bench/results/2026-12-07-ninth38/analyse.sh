#!/usr/bin/env bash
# per tree: kind, expected, the first root (its host, rank, pid, source), whether its source is a file of the
# expected node with the expected pid or rank (node-right), layers
for s in s1 s2 s3; do
  for t in $s/trees/tree-*; do
    id=$(basename $t); a=$s/answers/$id.json
    jq -r --arg id "$s/$id" --slurpfile e $t/expected.json '
      ($e[0]) as $x | (.rootCause.roots // [])[0] as $f
      | ($x.root.names + [$x.root.host]) as $n
      | (if $f == null then "none" elif $f.known == false then "outside"
         elif (([$n[] as $m | ($f.source // "") | contains($m)] | any) and ((($f.pid // "") == $x.root.pid) or ($f.rank == $x.root.rank))) then "node-right"
         else "node-wrong" end) as $v
      | [$id, $x.kind, "\($x.root.host)/\($x.root.pod)/r\($x.root.rank)/p\($x.root.pid)",
         (if $f == null then "-" else "\($f.host)/r\($f.rank)/p\($f.pid)/\($f.source)/\($f.label // "")" end),
         (.rootCause.roots // [] | length), $v, $x.layer, .layer, ((.rootCause.reason // "-")[0:160])] | @tsv' $a
  done
done
