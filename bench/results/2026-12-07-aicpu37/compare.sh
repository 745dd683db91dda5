#!/usr/bin/env bash
# aicpu37: per kind, root right/wrong/declined and layer right before and after, for runs named $@ (e.g. eighth1
# eighth2 eighth3) under O (default /work/scratch/aicpu37/out); and every tree whose answer changed (changed.tsv form).
set -eu
O=${O:-/work/scratch/aicpu37/out}
for side in before after; do
  for r in "$@"; do tail -n +2 "$O/$r-$side/rows.tsv" | sed "s/^/$r\t/"; done > "/tmp/aicpu37-$side.tsv"
done
printf 'kind\tn\tbefore right/wrong/declined\tlayer\tafter right/wrong/declined\tlayer\n'
for side in before after; do
  awk -F'\t' -v s=$side '{k=$3; n[k]++; if($6=="right")r[k]++; if($6=="wrong"||$6=="error")w[k]++; if($6=="declined")d[k]++; if($8==$9)l[k]++;
    N++; if($6=="right")R++; if($6=="wrong"||$6=="error")W++; if($6=="declined")D++; if($8==$9)L++}
    END{for(k in n) printf "%s\t%d\t%d/%d/%d\t%d\n",k,n[k],r[k],w[k],d[k],l[k]; printf "~all\t%d\t%d/%d/%d\t%d\n",N,R,W,D,L}' \
    "/tmp/aicpu37-$side.tsv" | sort > "/tmp/aicpu37-$side.sum"
done
join -t$'\t' /tmp/aicpu37-before.sum /tmp/aicpu37-after.sum | awk -F'\t' '{printf "%s\t%s\t%s\t%s\t%s\t%s\n",$1,$2,$3,$4,$6,$7}'
echo
echo "changed trees (run, tree, kind, expected layer: before verdict/answer/layer -> after)"
paste /tmp/aicpu37-before.tsv /tmp/aicpu37-after.tsv | awk -F'\t' '$5!=$14||$6!=$15||$9!=$18 {printf "%s\t%s\t%s\t%s: %s/%s/%s -> %s/%s/%s\n",$1,$2,$3,$8,$6,$5,$9,$15,$14,$18}'
