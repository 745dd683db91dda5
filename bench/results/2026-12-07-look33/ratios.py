# ratios.py times.txt: per mix, each build's lines' CPU (stream minus no input of the same round and build), lines per
# CPU second (300,000 lines), and new / base per round with the median
import sys, statistics as st
d = {}
for l in open(sys.argv[1]):
    kv = dict(x.split('=') for x in l.split())
    d[(int(kv['round']), kv['build'], kv['what'])] = (float(kv['cpu']), kv['load'])
rounds = sorted({k[0] for k in d})
for what in sorted({k[2] for k in d} - {'empty'}):
    rs = []
    for r in rounds:
        try:
            b = d[(r, 'base', what)][0] - d[(r, 'base', 'empty')][0]
            n = d[(r, 'new', what)][0] - d[(r, 'new', 'empty')][0]
        except KeyError:
            continue
        rs.append(n / b)
        print(f"{what} round {r}: base {b:.2f} s ({300000 / b:,.0f} lines/CPU s, load {d[(r, 'base', what)][1]}), "
              f"new {n:.2f} s ({300000 / n:,.0f} lines/CPU s, load {d[(r, 'new', what)][1]}), new/base {n / b:.2f}")
    if rs:
        print(f"{what}: new/base per round {', '.join('%.2f' % x for x in rs)}; median {st.median(rs):.2f}")
