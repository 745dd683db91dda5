import re,collections,statistics,sys
d=collections.defaultdict(list); loads=collections.defaultdict(list)
for l in open(sys.argv[1]):
    m=re.match(r'(\S+) (\S+) run=(\d+) wall=(\S+) user=(\S+) sys=(\S+)(?: load=(\S+))?',l)
    if not m: continue
    t,b=m.group(1),m.group(2); d[(t,b)].append(float(m.group(5))+float(m.group(6)))
    if m.group(7): loads[t].append(float(m.group(7)))
print('| tree | rounds | grep CPU s | base ce961a62+batch27 CPU s (range) | parser CPU s (range) | change | base / grep | parser / grep | load |')
print('|---|---|---|---|---|---|---|---|---|')
for t in ['facts100','warning50','realistic50','quiet50']:
    g=statistics.median(d[(t,'grep')]) if d[(t,'grep')] else 0
    b=d[(t,'base')]; n=d[(t,'new')]
    if not b or not n: continue
    mb,mn=statistics.median(b),statistics.median(n)
    print(f'| {t} | {len(b)}/{len(n)} | {g:.2f} | {mb:.2f} ({min(b):.2f}-{max(b):.2f}) | {mn:.2f} ({min(n):.2f}-{max(n):.2f}) | {100*(mn-mb)/mb:+.0f}% | {mb/max(g,0.01):.0f}x | {mn/max(g,0.01):.0f}x | {min(loads[t]):.0f}-{max(loads[t]):.0f} |')
