#!/usr/bin/env python3
"""summary.py times.txt: per round and build, diagnose CPU and tag's lines per CPU second (the stream's CPU minus tag of
no input, same round and build); then new / base and new2 / base per round and their medians; answers' sha256 per
measure (one value means every build and round gave the same bytes)."""
import re, sys, statistics
LINES = {"warning": 300000, "facts": 300000, "realistic": 104060}
rows = {}
shas = {}
for l in open(sys.argv[1]):
    d = dict(kv.split("=", 1) for kv in l.split())
    if "build" not in d:
        continue
    rows[(d["round"], d["build"], d["what"])] = float(d["cpu"])
    shas.setdefault(d["what"], set()).add(d["sha"])
rounds = sorted({k[0] for k in rows})
builds = ["base", "new", "new2"]
def val(r, b, what):
    if what.startswith("tag-"):
        c = rows.get((r, b, what)); e = rows.get((r, b, "tag-empty"))
        return None if c is None or e is None else LINES[what[4:]] / (c - e)
    return rows.get((r, b, what))
for what in ["diagnose-warning", "diagnose-facts", "tag-warning", "tag-facts", "tag-realistic"]:
    unit = "lines per CPU s" if what.startswith("tag") else "CPU s"
    print(f"{what} ({unit}):")
    for b in builds:
        v = [val(r, b, what) for r in rounds]
        print(f"  {b:5s} " + ", ".join(f"{x:,.0f}" if what.startswith("tag") else f"{x:.2f}" for x in v if x is not None)
              + f"  median {statistics.median([x for x in v if x is not None]):,.2f}")
    for b in ["new", "new2"]:
        rat = [val(r, b, what) / val(r, "base", what) for r in rounds if val(r, b, what) and val(r, "base", what)]
        print(f"  {b}/base per round: " + ", ".join(f"{x:.2f}" for x in rat) + f"  median {statistics.median(rat):.2f}")
print("sha256 (16 hex) per measure:", {k: sorted(v) for k, v in shas.items()})
