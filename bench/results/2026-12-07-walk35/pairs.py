#!/usr/bin/env python3
"""pairs.py TIMES: per run kind, each round's base and new CPU, new/base, the median ratio, loads and shas."""
import re, sys, statistics
runs = {}
for line in open(sys.argv[1]):
    f = dict(re.findall(r'(\w+)=(\S+)', line))
    runs.setdefault(f['run'], {}).setdefault(int(f['round']), {})[f['build']] = f
tag_empty = {r: {b: float(x['cpu']) for b, x in v.items()} for r, v in runs.get('tag-empty', {}).items()}
for what, rounds in runs.items():
    ratios, shas = [], set()
    print(f'## {what}')
    for r in sorted(rounds):
        v = rounds[r]
        if 'base' not in v or 'new' not in v:
            continue
        b, n = float(v['base']['cpu']), float(v['new']['cpu'])
        ratios.append(n / b)
        shas.update((v['base']['sha'], v['new']['sha']))
        extra = ''
        if what == 'tag' and r in tag_empty:
            lb = 1e6 / (b - tag_empty[r]['base']); ln = 1e6 / (n - tag_empty[r]['new'])
            extra = f' lines/CPU s base {lb:,.0f} new {ln:,.0f}'
        print(f"round {r}: base {b:.2f} s (rss {int(v['base']['rss_kb'])//1024} MB, load {v['base']['load']}), "
              f"new {n:.2f} s (rss {int(v['new']['rss_kb'])//1024} MB, load {v['new']['load']}), new/base {n/b:.3f}{extra}")
    if ratios:
        print(f'median new/base {statistics.median(ratios):.3f} over {len(ratios)} pairs; shas {sorted(shas)}')
