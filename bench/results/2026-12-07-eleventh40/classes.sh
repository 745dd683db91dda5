#!/bin/bash
# per tree: verdict, layers, and the classes its answer shows
# A: a place (host, pid) from the head console whose pid is a Ray worker of another host (phantom)
# B: a place/root read from a Ray worker-*.out file with no pid (the file name's pid not read)
# C: several chain ends, the first one not the expected root (the expected one among them)
# D: first root outside the input (known:false) while the expected process is in it
for run in "$@"; do
  tail -n +2 $run/rows.tsv | while IFS=$'\t' read -r id kind exp ans verdict among le la; do
    a=$run/answers/$id.json; t=$run/trees/$id
    A=$(jq -r '[.rootCause.cascadePlaces[]?, .rootCause.roots[]?] | map(select((.source // "") | endswith("vllm-serve.log")) | select(.pid != null)) | .[] | "\(.host) \(.pid)"' $a | while read h p; do ls $t/logs/$h/*/*/plog/plog-${p}_* >/dev/null 2>&1 || ls $t/logs/$h/ray/*/logs/worker-*-$p.out >/dev/null 2>&1 || echo x; done | wc -l)
    B=$(jq -r '[.rootCause.cascadePlaces[]?, .rootCause.roots[]?] | map(select((.source // "") | test("worker-[0-9a-f]+-[0-9a-f]+-[0-9]+\\.out$")) | select(.pid == null)) | length' $a)
    C=$(jq -r '(.rootCause.roots // []) | length' $a)
    D=$(jq -r "(.rootCause.roots[0].known == false)" $a)
    printf '%s\t%s\t%s\t%s\t%s\t%s\tA=%s\tB=%s\troots=%s\toutside=%s\n' "$(basename $run)" "$id" "$kind" "$verdict" "$le" "$la" "$A" "$B" "$C" "$D"
  done
done
