import sys, re, statistics as st, collections
# med.py A B FILES...: medians (min-max) per command and build, and the median of the per-round ratio B/A
a, b = sys.argv[1], sys.argv[2]
v = collections.defaultdict(dict); loads = []
for fn in sys.argv[3:]:
    for line in open(fn):
        m = re.match(r'(\S+)-(\S+) r=(\d+) load=(\S+) cpu=(\S+) wall=(\S+)', line)
        if not m: continue
        bld, cmd, r, load, cpu = m.group(1), m.group(2), fn + m.group(3), float(m.group(4)), float(m.group(5))
        v[cmd].setdefault(bld, {})[r] = cpu; loads.append(load)
print(f'load {min(loads):.1f}-{max(loads):.1f}')
for cmd, d in v.items():
    if a not in d or b not in d: continue
    A, B = d[a], d[b]
    rs = sorted(set(A) & set(B))
    ratios = [B[r] / A[r] for r in rs if A[r] > 0]
    f = lambda xs: f'{st.median(xs):.2f} s ({min(xs):.2f}-{max(xs):.2f})'
    print(f'| {cmd} | {f(list(A.values()))} | {f(list(B.values()))} | {st.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f}) | n={len(rs)}')
