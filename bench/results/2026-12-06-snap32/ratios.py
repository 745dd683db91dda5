import sys,re,statistics as st
d={}
for l in open(sys.argv[1]):
    kv=dict(x.split('=') for x in l.split())
    d[(int(kv['round']),kv['build'],kv['what'])]=float(kv['cpu'])
rounds=sorted({k[0] for k in d})
for what in ['warning','quiet']:
    rs=[]
    for r in rounds:
        try:
            b=d[(r,'base',what)]-d[(r,'base','empty')]; n=d[(r,'new',what)]-d[(r,'new','empty')]
        except KeyError: continue
        rs.append(n/b)
    print(what,'new/base per round (lines\' CPU):',', '.join('%.2f'%x for x in rs),'median %.2f'%st.median(rs) if rs else '')
