#!/usr/bin/env bash
# Per kind over every rows.tsv under <dir>: trees, root right, wrong, declined, layer right.
#   bench/results/2026-12-07-pods38/kinds.sh bench/results/2026-12-07-pods38/ninth-after
set -euo pipefail
cat "$1"/*/rows.tsv | awk -F'\t' '$1!="tree"{n[$2]++; N++; v[$2" "$5]++; V[$5]++; if($7==$8){l[$2]++; L++}}
  END{printf "kind\tn\tright\twrong\tdeclined\tlayer\n";
      for(k in n) printf "%s\t%d\t%d\t%d\t%d\t%d\n",k,n[k],v[k" right"],v[k" wrong"],v[k" declined"],l[k];
      printf "all\t%d\t%d\t%d\t%d\t%d\n",N,V["right"],V["wrong"],V["declined"],L}'
