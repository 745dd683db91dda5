"""Run speed38: tag-pairs.py TAG-CPU.txt BASE NEW: per pair the lines per CPU second (tag's CPU less the empty
tag's) of both jars and new / base, with medians and the loads, from tag.py's rows."""
import collections, statistics, sys

rows = collections.defaultdict(dict)
loads = []
for line in open(sys.argv[1]):
    f = line.split()
    if not f:
        continue
    kv = dict(x.split('=', 1) for x in f[2:])
    rows[int(f[1])][f[0]] = int(kv['lines_per_cpu_s'])
    loads.append(float(kv['load']))
base, new = sys.argv[2], sys.argv[3]
pairs = sorted(p for p in rows if base in rows[p] and new in rows[p])
b = [rows[p][base] for p in pairs]
n = [rows[p][new] for p in pairs]
q = [n[i] / b[i] for i in range(len(pairs))]
print(f"{base}: {' '.join(map(str, b))} (median {statistics.median(b):.0f}); {new}: {' '.join(map(str, n))} "
      f"(median {statistics.median(n):.0f}); {new}/{base} lines per CPU s: {' '.join(f'{x:.3f}' for x in q)}, "
      f"median {statistics.median(q):.3f}; load {min(loads):.0f}-{max(loads):.0f}")
