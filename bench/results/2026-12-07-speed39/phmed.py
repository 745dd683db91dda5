import sys, re, statistics as st, collections
v = collections.defaultdict(lambda: collections.defaultdict(list)); order = []
for fn in sys.argv[1:]:
    cur = None
    for line in open(fn):
        m = re.match(r'## (\S+) r=', line)
        if m: cur = m.group(1); continue
        m = re.match(r'(.+?)\s+main\s+(\S+)\s+jit\s+(\S+)\s+process\s+(\S+)', line)
        if m and cur:
            ph = m.group(1).strip()
            if ph not in order: order.append(ph)
            v[cur][ph].append((float(m.group(2)), float(m.group(3)), float(m.group(4))))
for inp, d in v.items():
    print(f'### {inp} (n={len(d[order[0]])})')
    print('| phase | main ms | JIT ms | process ms |')
    print('|---|---|---|---|')
    tot = [0, 0, 0]
    for ph in order:
        xs = d[ph]
        cols = []
        for k in range(3):
            c = [x[k] for x in xs]; tot[k] += st.median(c)
            cols.append(f'{st.median(c):.0f} ({min(c):.0f}-{max(c):.0f})')
        print(f'| {ph} | ' + ' | '.join(cols) + ' |')
    print(f'| sum of medians | {tot[0]:.0f} | {tot[1]:.0f} | {tot[2]:.0f} |')
