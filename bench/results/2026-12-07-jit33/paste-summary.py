#!/usr/bin/env python3
"""paste-summary.py paste-times.txt: per command and setting, whole-process CPU median (min-max), the median of the
per-round ratio to the first setting named on the command line, and whether all runs of a command wrote the same bytes."""
import re, statistics, sys
from collections import defaultdict

ref = sys.argv[2] if len(sys.argv) > 2 else "S"
cpu = defaultdict(lambda: defaultdict(dict))
shas, loads = defaultdict(set), defaultdict(list)
for line in open(sys.argv[1]):
    kv = dict(re.findall(r"(\w+)=(\S+)", line))
    if not kv:
        continue
    cpu[kv["input"]][kv["set"]][kv["round"]] = float(kv["cpu"])
    shas[kv["input"]].add(kv["sha"])
    loads[kv["input"]].append(float(kv["load"]))
for what, by in cpu.items():
    for s, rounds in sorted(by.items()):
        xs = list(rounds.values())
        line = f"{what:10} {s:4} {statistics.median(xs):.2f} s ({min(xs):.2f}-{max(xs):.2f}) n={len(xs)}"
        if s != ref and ref in by:
            rs = [rounds[k] / by[ref][k] for k in rounds if k in by[ref]]
            if rs:
                line += f"  {s}/{ref} per round {statistics.median(rs):.2f} ({min(rs):.2f}-{max(rs):.2f})"
        print(line)
    print(f"{what:10} load {min(loads[what]):.0f}-{max(loads[what]):.0f}, one output: {'yes' if len(shas[what]) == 1 else 'NO'}")
