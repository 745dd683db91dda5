import sys,re,statistics,collections
d=collections.defaultdict(list); cur=None
for l in open(sys.argv[1]):
    m=re.match(r'=== jar=(\S+) kind=(\S+)',l)
    if m: cur=(m.group(2),m.group(1)); continue
    m=re.search(r'Iteration.*ns/line=(\d+)',l)
    if m and cur: d[cur].append(int(m.group(1)))
for k in sorted(d): print(k[0],k[1],'median',statistics.median(d[k]),'range',min(d[k]),max(d[k]),'n',len(d[k]))
