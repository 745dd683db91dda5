# ratio.py TIMES...: per command, medians and the median of the per-round ratio new/base (rec and gate)
import sys, re, collections, statistics
v = collections.defaultdict(dict); loads = []
for f in sys.argv[1:]:
    for line in open(f):
        m = re.match(r'(\w+)-(\w+) r=(\d+) load=([\d.]+) cpu=([\d.]+)', line)
        if m:
            b, c, r, l, cpu = m.groups(); v[(c, f, r)][b] = float(cpu); loads.append(float(l))
for c in ['ver', 'one', 'paste']:
    rows = [d for (cc, f, r), d in v.items() if cc == c and len(d) == 3]
    out = [f'{c:6s} n={len(rows)}']
    for b in ['base', 'rec', 'gate']:
        x = [d[b] for d in rows]
        out.append(f'{b} {statistics.median(x):.2f} ({min(x):.2f}-{max(x):.2f})')
    for b in ['rec', 'gate']:
        q = [d[b] / d['base'] for d in rows]
        out.append(f'{b}/base {statistics.median(q):.2f} ({min(q):.2f}-{max(q):.2f})')
    print('  '.join(out))
print(f'load {min(loads):.0f}-{max(loads):.0f}')
