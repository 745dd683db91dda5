import sys,statistics,collections
# medians of wp.sh's times.txt: CPU = user + sys, per tree and variant, with ranges and the ratio to grep
cpu=collections.defaultdict(list); wall=collections.defaultdict(list); loads=collections.defaultdict(list)
for l in open(sys.argv[1]):
    p=l.split()
    if len(p)<7 or p[0]!='round': continue
    k=(p[2],p[3]); cpu[k].append(float(p[4])+float(p[5])); wall[k].append(float(p[6])); loads[p[2]].append(float(p[8]))
for tree in ('facts100',):
    g=statistics.median(cpu[(tree,'grep')])
    print(f'{tree}: load {min(loads[tree]):.0f}-{max(loads[tree]):.0f}, grep CPU {g:.2f} s')
    b=statistics.median(cpu[(tree,'base')])
    for v in ('base','pass','ceil'):
        c=cpu[(tree,v)]; m=statistics.median(c)
        print(f'  {v:5s} CPU {m:6.2f} s ({min(c):.2f}-{max(c):.2f}, n={len(c)})  {m/g:5.1f}x grep  {100*(m/b-1):+5.0f}% vs base  wall {statistics.median(wall[(tree,v)]):.1f} s')
