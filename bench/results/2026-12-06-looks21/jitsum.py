import collections,statistics as st
rows=[dict(kv.split('=',1) for kv in l.split()) for l in open('/tmp/looks21/res/jit.txt') if l.startswith('round=')]
g=collections.defaultdict(dict)
for r in rows: g[(r['mix'],r['jit'],r['round'])][r['what']]=r
out=collections.defaultdict(list); emp=collections.defaultdict(list); loads=collections.defaultdict(list); shas=collections.defaultdict(set)
for (mix,j,rd),d in g.items():
    if 'empty' in d and 'tag' in d:
        out[(mix,j)].append(float(d['tag']['cpu'])-float(d['empty']['cpu'])); emp[(mix,j)].append(float(d['empty']['cpu']))
        loads[mix].append(float(d['tag']['load'])); shas[mix].add(d['tag']['sha'])
print('| stream | rounds | launcher flags | C1 alone | change | no input (L / C1) | load |'); print('|---|---|---|---|---|---|---|')
for mix in ('realistic','quiet'):
    a=out[(mix,'L')]; b=out[(mix,'C1')]; ma,mb=st.median(a),st.median(b)
    print('| %s, 1,000,000 | %d / %d | %.2f s (%.2f-%.2f) | %.2f s (%.2f-%.2f) | %+d%% | %.2f / %.2f s | %.0f-%.0f |'%(mix,len(a),len(b),ma,min(a),max(a),mb,min(b),max(b),round(100*(mb-ma)/ma),st.median(emp[(mix,'L')]),st.median(emp[(mix,'C1')]),min(loads[mix]),max(loads[mix])), shas[mix])
