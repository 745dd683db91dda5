import sys,statistics as st,collections
# medians per tree and build of wp.sh's times.txt: CPU (user+sys), wall, and the ratios to grep's
v=collections.defaultdict(lambda: collections.defaultdict(list))
for l in open(sys.argv[1]):
    f=l.split()
    if len(f)<4: continue
    kv=dict(x.split('=') for x in f[2:] if '=' in x)
    v[f[0]][f[1]].append((float(kv['user'])+float(kv['sys']),float(kv['wall']),float(kv['load'])))
for tree,bs in v.items():
    g=st.median(c for c,w,ld in bs['grep']); gw=st.median(w for c,w,ld in bs['grep'])
    for b,xs in bs.items():
        c=[x[0] for x in xs]; w=[x[1] for x in xs]; ld=[x[2] for x in xs]
        print(f"{tree} {b}: n={len(xs)} CPU median {st.median(c):.2f} s ({min(c):.2f}-{max(c):.2f}), wall median {st.median(w):.2f} s, CPU/grep {st.median(c)/g:.1f}x, wall/grep {st.median(w)/gw:.1f}x, load {min(ld):.0f}-{max(ld):.0f}")
