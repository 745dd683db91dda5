import re,statistics as st,sys
cur=None; d={}
for l in open(sys.argv[1]):
    m=re.match(r'== (\w+) run (\d+)',l)
    if m: cur=(m.group(1),int(m.group(2))); d[cur]=[]; continue
    m=re.match(r'round (\d+): .*loud read (\d+) ns/line \(([\d.]+) ns/byte\)',l)
    if m and int(m.group(1))>=4: d[cur].append((int(m.group(2)),float(m.group(3))))
for k,v in d.items(): print(k, 'rounds 4+: median ns/line', st.median(x for x,_ in v), 'ns/B', st.median(y for _,y in v), 'range', min(x for x,_ in v), max(x for x,_ in v))
for r in sorted(set(k[1] for k in d)):
    print('run',r,'new/base', round(st.median(x for x,_ in d[('new',r)])/st.median(x for x,_ in d[('base',r)]),3))
