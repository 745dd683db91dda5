for a in six-after-1/answers/*.json; do id=$(basename $a .json); t=six-before-1/trees/$id/expected.json
 e=$(jq -r '"\(.kind)\thb=\(.heartbeat)\texp=\(.layer) \(.root.host)/r\(.root.rank)/d\(.root.device)"' $t)
 b=$(jq -r '"\(.layer) \([.rootCause.roots[]? | "\(.host // .address)/r\(.rank)/d\(.device)/k=\(.known)"][0])"' six-before-1/answers/$id.json)
 f=$(jq -r '"\(.layer) \([.rootCause.roots[]? | "\(.host // .address)/r\(.rank)/d\(.device)/k=\(.known)"][0])"' $a)
 printf '%s\t%s\tBEFORE %s\tAFTER %s\n' $id "$e" "$b" "$f"; done
