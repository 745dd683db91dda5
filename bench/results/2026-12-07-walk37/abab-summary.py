import sys, statistics as st, collections
rows=[l.split() for l in open(sys.argv[1])]
by=collections.defaultdict(dict)
for r in rows: by[r[0]].setdefault(int(r[2]),{})[r[1]]=(float(r[6]),r[9],float(r[3]))
print("| tree | pairs | base CPU s | new CPU s | new / base per pair | median (range) | load | answers |")
print("|---|---|---|---|---|---|---|---|")
for t,ps in by.items():
    b=[ps[p]['base'][0] for p in sorted(ps) if 'new' in ps[p]]; n=[ps[p]['new'][0] for p in sorted(ps) if 'new' in ps[p]]
    rat=[x/y for x,y in zip(n,b)]; loads=[ps[p][s][2] for p in ps for s in ps[p]]
    h={ps[p][s][1] for p in ps for s in ps[p]}
    print(f"| {t} | {len(b)} | {' '.join(f'{x:.2f}' for x in b)} | {' '.join(f'{x:.2f}' for x in n)} | {' '.join(f'{x:.3f}' for x in rat)} | **{st.median(rat):.3f}** ({min(rat):.3f}-{max(rat):.3f}) | {min(loads):.0f}-{max(loads):.0f} | {'same: '+h.pop() if len(h)==1 else 'DIFFER'} |")
