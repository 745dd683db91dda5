# medians (min-max) of CPU and wall per tree and build from wp/times.txt
import re,sys,statistics as st
from collections import defaultdict
d=defaultdict(list)
for l in open(sys.argv[1]):
    m=re.match(r'(\S+) (\S+) run=\d+ wall=([\d.]+) .*cpu=([\d.]+) load=([\d.]+)',l)
    if m: d[(m[1],m[2])].append((float(m[4]),float(m[3]),float(m[5])))
for (t,b),v in sorted(d.items()):
    c=[x[0] for x in v]; w=[x[1] for x in v]; ld=[x[2] for x in v]
    print(f"{t:13s} {b:5s} n={len(v)} cpu {st.median(c):.2f} ({min(c):.2f}-{max(c):.2f})  wall {st.median(w):.2f}  load {min(ld):.0f}-{max(ld):.0f}")
