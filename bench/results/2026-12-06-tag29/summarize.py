"""summarize.py TIMES: per stream and build, the lines' CPU (tag of the stream minus tag of no input,
same round and build): median (min-max) and lines per CPU second at the median; and the output hashes."""
import re, sys, statistics as st, collections
rows = [dict(kv.split("=", 1) for kv in l.split()) for l in open(sys.argv[1]) if l.startswith("round=")]
empty = {(r["round"], r["build"]): float(r["cpu"]) for r in rows if r["what"] == "empty"}
by = collections.defaultdict(list); shas = collections.defaultdict(set); loads = []
for r in rows:
    loads.append(float(r["load"]))
    if r["what"] != "empty":
        by[(r["what"], r["build"])].append(float(r["cpu"]) - empty[(r["round"], r["build"])])
        shas[r["what"]].add(r["sha"])
for (what, build), v in sorted(by.items()):
    m = st.median(v)
    print(f"{what:8s} {build:5s} n={len(v)} lines' CPU {m:.2f} s ({min(v):.2f}-{max(v):.2f}), {300000 / m:,.0f} lines per CPU second")
for what in sorted(shas):
    print(what, "output sha256 (first 16):", sorted(shas[what]))
print(f"load {min(loads):.1f}-{max(loads):.1f}")
