#!/bin/bash
# diagnose --format json of each fresh mix tree and tag --alerts of the first 20,000 lines of its first and last debug plog, both jars: sha256 per answer
out=/tmp/trig15/mixans.txt; : > $out
for m in quiet realistic warning facts; do
  tree=/tmp/trig15/mix/$m
  find $tree -path '*debug/plog/*' -name '*.log' | sort > /tmp/trig15/plogs-$m.txt
  head -1 /tmp/trig15/plogs-$m.txt | xargs head -20000 > /tmp/trig15/tag-$m-a.log
  tail -1 /tmp/trig15/plogs-$m.txt | xargs head -20000 > /tmp/trig15/tag-$m-b.log
  for b in base new; do
    d=$(java -Xmx512m -jar /tmp/trig15/cli-$b.jar diagnose $tree --format json 2>/dev/null | sha256sum | cut -c1-16)
    t1=$(java -Xmx512m -jar /tmp/trig15/cli-$b.jar tag --alerts /tmp/trig15/tag-$m-a.log 2>/dev/null | sha256sum | cut -c1-16)
    t2=$(java -Xmx512m -jar /tmp/trig15/cli-$b.jar tag --alerts /tmp/trig15/tag-$m-b.log 2>/dev/null | sha256sum | cut -c1-16)
    echo "$m $b diagnose=$d tag-first=$t1 tag-last=$t2" | tee -a $out
  done
done
echo done >> $out
