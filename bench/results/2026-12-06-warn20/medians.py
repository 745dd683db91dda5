import sys,statistics,collections
# medians of wp.sh / wp2.sh output (times-a.txt, times2.txt): CPU = user + sys per variant, ranges, ratio to grep and to base
cpu=collections.defaultdict(list); wall=collections.defaultdict(list); loads=[]; shas=collections.defaultdict(set)
for f in sys.argv[1:]:
    for l in open(f):
        p=l.split()
        if len(p)<7 or p[0]!='round': continue
        cpu[p[3]].append(float(p[4])+float(p[5])); wall[p[3]].append(float(p[6])); loads.append(float(p[8]))
        if 'sha' in p: shas[p[3]].add(p[p.index('sha')+1])
g=statistics.median(cpu['grep']); b=statistics.median(cpu['base'])
print(f'files {sys.argv[1:]}: load {min(loads):.0f}-{max(loads):.0f}, grep CPU {g:.2f} s (n={len(cpu["grep"])})')
for v in ('base','rm','dense','walk1'):
    c=cpu[v]
    if not c: continue
    m=statistics.median(c)
    print(f'  {v:6s} CPU {m:6.2f} s ({min(c):.2f}-{max(c):.2f}, n={len(c)})  {m/g:5.1f}x grep  {100*(m/b-1):+5.0f}% vs base  wall {statistics.median(wall[v]):.0f} s  sha {sorted(shas[v])}')
