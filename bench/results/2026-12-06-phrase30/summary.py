#!/usr/bin/env python3
"""summary.py times.txt: medians and ranges per build and measure; tag's lines' CPU = stream minus no input (same pair and build)."""
import re, statistics, sys
rows = [dict(kv.split('=', 1) for kv in l.split()) for l in open(sys.argv[1]) if l.startswith('pair=')]
by = {}
for r in rows:
    by.setdefault((r.get('build', '-'), r['what']), {})[r['pair']] = float(r['cpu'])
for (b, w) in list(by):
    if w.startswith('tag-') and w != 'tag-empty':
        by[(b, w + '-lines')] = {p: v - by[(b, 'tag-empty')][p] for p, v in by[(b, w)].items() if p in by[(b, 'tag-empty')]}
def fmt(d):
    v = sorted(d.values())
    return f"{statistics.median(v):.2f} s ({v[0]:.2f}-{v[-1]:.2f}, n={len(v)})"
for (b, w) in sorted(by):
    print(f"{w:22} {b:5} {fmt(by[(b, w)])}")
for w in sorted({w for (_, w) in by}):
    if ('base', w) in by and ('new', w) in by:
        pairs = [by[('new', w)][p] / by[('base', w)][p] for p in by[('base', w)] if p in by[('new', w)] and by[('base', w)][p] > 0]
        if pairs:
            print(f"{w:22} new/base per pair: " + ", ".join(f"{x:.2f}" for x in pairs) + f"; median {statistics.median(pairs):.2f}")
loads = [float(r['load']) for r in rows]
print(f"load {min(loads):.1f}-{max(loads):.1f}")
