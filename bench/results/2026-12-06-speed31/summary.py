"""summary.py TIMES...: per tree and build, the median CPU (user+sys) of `diagnose` and its range, and per round
each build's CPU over the first build's of the same round (ab.sh's times.txt)."""
import sys, re, statistics, collections
for f in sys.argv[1:]:
    cpu = collections.defaultdict(dict); order = []
    for line in open(f):
        p = line.split()
        tree, name, run = p[0], p[1], int(p[2].split("=")[1])
        kv = dict(x.split("=", 1) for x in p[3:])
        cpu[(tree, name)][run] = float(kv["cpu"])
        if (tree, name) not in order: order.append((tree, name))
    trees = list(dict.fromkeys(t for t, _ in order))
    for t in trees:
        names = [n for tt, n in order if tt == t]
        base = names[0]
        print(f"{f}: {t}")
        for n in names:
            v = sorted(cpu[(t, n)].values())
            ratios = [cpu[(t, n)][r] / cpu[(t, base)][r] for r in sorted(cpu[(t, n)]) if r in cpu[(t, base)]]
            print(f"  {n:6s} median {statistics.median(v):6.2f} s ({v[0]:.2f}-{v[-1]:.2f}, {len(v)} rounds)"
                  + ("" if n == base else f"; / {base} per round " + ", ".join(f"{x:.2f}" for x in ratios)
                     + f" (median {statistics.median(ratios):.2f})"))
