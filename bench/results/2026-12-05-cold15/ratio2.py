# ratio2.py NEW TIMES...: per command, medians (min-max) of base and NEW, and the median of the per-round ratio NEW/base
import sys, re, collections, statistics
new = sys.argv[1]; v = collections.defaultdict(dict); loads = []
for f in sys.argv[2:]:
    for line in open(f):
        m = re.match(r'(\w+)-(\w+) r=(\d+) load=([\d.]+) cpu=([\d.]+)', line)
        if m:
            b, c, r, l, cpu = m.groups(); v[(c, f, r)][b] = float(cpu); loads.append(float(l))
for c in ['ver', 'one', 'paste']:
    rows = [d for (cc, f, r), d in v.items() if cc == c and 'base' in d and new in d]
    if not rows: continue
    out = [f'{c:6s} n={len(rows)}']
    for b in ['base', new]:
        x = [d[b] for d in rows]
        out.append(f'{b} {statistics.median(x):.2f} ({min(x):.2f}-{max(x):.2f})')
    q = [d[new] / d['base'] for d in rows]
    out.append(f'{new}/base {statistics.median(q):.2f} ({min(q):.2f}-{max(q):.2f})')
    print('  '.join(out))
print(f'load {min(loads):.0f}-{max(loads):.0f}')
