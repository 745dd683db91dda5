#!/usr/bin/env python3
"""Medians and ranges of run.sh's times.txt per mix and build, and what each answer holds.

  summary.py OUT      (run.sh's results folder)
"""
import json, os, re, statistics, sys

out = sys.argv[1]
rows = {}
for line in open(os.path.join(out, "times.txt")):
    m = re.match(r"(\S+) (\S+(?: diagnose(?:-empty)?)?) run=\d+ (.*)", line)
    if not m:
        continue
    v = dict(x.split("=") for x in m.group(3).split())
    rows.setdefault((m.group(1), m.group(2)), []).append(v)


def stat(mix, what, f):
    xs = [float(r[f]) for r in rows.get((mix, what), [])]
    if not xs:
        return "-"
    return "%.2f (%.2f-%.2f, n=%d)" % (statistics.median(xs), min(xs), max(xs), len(xs))


mixes = []
for mix, _ in rows:
    if mix not in mixes:
        mixes.append(mix)
print("| mix | build | diagnose CPU s | wall s | peak RSS MB | fixed CPU s | grep CPU s | CPU / grep | loads |")
print("|---|---|---|---|---|---|---|---|---|")
for mix in mixes:
    g = statistics.median(float(r["cpu"]) for r in rows[(mix, "grep")])
    for b in ("before", "after"):
        rs = rows.get((mix, b + " diagnose"), [])
        if not rs:
            continue
        cpu = statistics.median(float(r["cpu"]) for r in rs)
        rss = statistics.median(float(r["rss_kb"]) for r in rs) / 1024
        loads = [float(r["load"]) for r in rs]
        print("| %s | %s | %s | %s | %.0f | %s | %.2f | %.1fx | %.0f-%.0f |" % (mix, b, stat(mix, b + " diagnose", "cpu"),
              stat(mix, b + " diagnose", "wall"), rss, stat(mix, b + " diagnose-empty", "cpu"), g, cpu / g, min(loads), max(loads)))
print()
print("| mix | build | JSON bytes | warnings | nextChecks (distinct) | features | features bytes |")
print("|---|---|---|---|---|---|---|")
for mix in mixes:
    for b in ("before", "after"):
        p = os.path.join(out, "answer-%s-%s.json" % (mix, b))
        if not os.path.exists(p):
            continue
        d = json.load(open(p))
        distinct = len({(c["layer"], c["command"]) for c in d["nextChecks"]})
        fb = len(json.dumps(d["features"], ensure_ascii=False, separators=(",", ":")).encode())
        print("| %s | %s | %d | %d | %d (%d) | %d | %d |" % (mix, b, os.path.getsize(p), len(d["warnings"]), len(d["nextChecks"]),
              distinct, len(d["features"]), fb))
