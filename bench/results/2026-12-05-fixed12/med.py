import sys,re,collections,statistics
v=collections.defaultdict(list); loads=collections.defaultdict(list)
for line in open(sys.argv[1]):
    m=re.match(r'(\S+) r=\d+ load=([\d.]+) cpu=([\d.]+)',line)
    if m: v[m.group(1)].append(float(m.group(3))); loads[m.group(1)].append(float(m.group(2)))
for k in sorted(v):
    x=v[k]; print(f'{k:14s} n={len(x)} median={statistics.median(x):.2f} min={min(x):.2f} max={max(x):.2f} load={min(loads[k]):.0f}-{max(loads[k]):.0f}')
