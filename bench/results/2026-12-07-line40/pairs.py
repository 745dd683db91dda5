"""Run line40: pairs.py TIMES.txt prints, per tree, the base and new CPU seconds by pair, new / base per pair, the
median ratio and its range, the loads seen and the answers' sha256 prefixes (one per tree when the jars agree)."""
import collections, re, statistics, sys

rows = collections.defaultdict(dict)
loads, shas = collections.defaultdict(list), collections.defaultdict(set)
for line in open(sys.argv[1]):
    f = line.split()
    kv = dict(x.split('=', 1) for x in f[3:])
    rows[f[0]].setdefault(int(f[1]), {})[f[2]] = float(kv['cpu'])
    loads[f[0]].append(float(kv['load']))
    shas[f[0]].add(kv['sha'])
print('| tree | base CPU s | new CPU s | new / base per pair | median (range) | load | answers |')
print('|---|---|---|---|---|---|---|')
for tree, pairs in rows.items():
    done = [p for p in sorted(pairs) if len(pairs[p]) == 2]
    if not done:
        continue
    new = [k for k in pairs[done[0]] if k != 'base'][0]
    b = [pairs[p]['base'] for p in done]
    n = [pairs[p][new] for p in done]
    r = [y / x for x, y in zip(b, n)]
    print(f"| {tree} | {' '.join(f'{x:.2f}' for x in b)} | {' '.join(f'{x:.2f}' for x in n)} | "
          f"{' '.join(f'{x:.3f}' for x in r)} | **{statistics.median(r):.3f}** ({min(r):.3f}-{max(r):.3f}) | "
          f"{min(loads[tree]):.0f}-{max(loads[tree]):.0f} | {' '.join(sorted(shas[tree]))} |")
