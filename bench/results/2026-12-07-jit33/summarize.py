#!/usr/bin/env python3
"""summarize.py times.txt: per stream, the CPU of the lines (the run's user+sys minus `tag` of no input by the
same setting in the same round) for each setting: median (min-max), lines per CPU second at the median, the
median of the per-round ratio C1 / L, the loads, and whether every run of a stream wrote the same bytes."""
import re, statistics, sys
from collections import defaultdict

LINES = {"0.3m": 300_000, "1m": 1_000_000, "3m": 3_000_000}
runs = []
for line in open(sys.argv[1]):
    kv = dict(re.findall(r"(\w+)=(\S+)", line))
    if kv:
        runs.append(kv)
empty = defaultdict(list)
for r in runs:
    if r["input"] == "empty":
        empty[(r["round"], r["jit"])].append(float(r["cpu"]))
cpu = defaultdict(dict)      # stream -> setting -> {round: lines' cpu}
loads = defaultdict(list)
shas = defaultdict(set)
for r in runs:
    if r["input"] == "empty" or not empty.get((r["round"], r["jit"])):
        continue
    base = statistics.median(empty[(r["round"], r["jit"])])
    cpu[r["input"]].setdefault(r["jit"], {})[r["round"]] = float(r["cpu"]) - base
    loads[r["input"]].append(float(r["load"]))
    shas[r["input"]].add(r["sha"])

def fmt(xs):
    return f"{statistics.median(xs):.2f} s ({min(xs):.2f}-{max(xs):.2f})"

print("| stream | rounds | L (launcher's tag flags) | C1 alone | C1 / L per round, median (min-max) | lines per CPU s, L / C1 | load | one output |")
print("|---|---|---|---|---|---|---|---|")
for stream in sorted(cpu, key=lambda s: (s.split(".")[0], LINES[s.split(".", 1)[1]])):
    by = cpu[stream]
    L, C = by.get("L", {}), by.get("C1", {})
    both = sorted(set(L) & set(C))
    if not both:
        continue
    ratios = [C[k] / L[k] for k in both]
    n = LINES[stream.split(".", 1)[1]]
    lps = f"{n / statistics.median(L.values()):,.0f} / {n / statistics.median(C.values()):,.0f}"
    print(f"| {stream} | {len(both)} | {fmt(list(L.values()))} | {fmt(list(C.values()))} | "
          f"{statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f}) | {lps} | "
          f"{min(loads[stream]):.0f}-{max(loads[stream]):.0f} | {'yes' if len(shas[stream]) == 1 else 'NO'} |")
for key in sorted(set(k[1] for k in empty)):
    xs = [x for (r, j), v in empty.items() if j == key for x in v]
    print(f"tag of no input, {key}: {fmt(xs)} over {len(xs)} runs")
