import sys,re,collections,statistics
# rows: tree pair jar cpu=.. ... ; prints per tree the per-pair new/base ratios, medians and ranges
rows=[l.split() for l in open(sys.argv[1]) if l.strip()]
base=sys.argv[2]; new=sys.argv[3]
d=collections.defaultdict(dict); shas=collections.defaultdict(set); loads=collections.defaultdict(list)
for r in rows:
    kv=dict(x.split('=',1) for x in r[3:])
    d[(r[0],int(r[1]))][r[2]]=float(kv['cpu']); shas[r[0]].add((r[2],kv['sha'])); loads[r[0]].append(float(kv['load']))
trees=[]
for (t,p) in d:
    if t not in trees: trees.append(t)
for t in trees:
    ps=sorted(p for (tt,p) in d if tt==t and base in d[(tt,p)] and new in d[(tt,p)])
    b=[d[(t,p)][base] for p in ps]; n=[d[(t,p)][new] for p in ps]; q=[n[i]/b[i] for i in range(len(ps))]
    print(f"| {t} | {len(ps)} | {' '.join(f'{x:.2f}' for x in b)} (median {statistics.median(b):.2f}) | {' '.join(f'{x:.2f}' for x in n)} (median {statistics.median(n):.2f}) | {' '.join(f'{x:.3f}' for x in q)} | **{statistics.median(q):.3f}** | {min(loads[t]):.0f}-{max(loads[t]):.0f} | {' '.join(sorted(s for j,s in shas[t]))} |")
