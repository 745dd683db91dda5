#!/usr/bin/env python3
"""Layer right on the public reports by how the report gave its log (quoted / verbatim) and platform,
read from PublicReportsTest's printed lines ("public reports, all dev|test: layer right ... misses [...]").
Usage: quoted_figures.py MAVEN_LOG [PUBLIC_REPORTS_DIR]. The test half is printed as counts only."""
import json, os, re, sys
from collections import defaultdict

log = open(sys.argv[1], encoding='utf-8').read()
root = sys.argv[2] if len(sys.argv) > 2 else 'measure/public-reports'
split = json.load(open(os.path.join(root, 'split.json')))
out = []
for half in ('dev', 'test'):
    m = re.search(r'^public reports, all ' + half + r': layer right .*?misses \[(.*)\]\s*$', log, re.M)
    misses = {}
    for id_, label, answer in re.findall(r'(pr-\d+) \(([\w-]+): ([^)]*)\)', m.group(1) if m else ''):
        misses[id_] = answer
    groups = defaultdict(lambda: [0, 0, 0, 0, 0])  # failures, right, look-alikes, claimed, given a layer
    for id_ in split[half]:
        r = json.load(open(os.path.join(root, id_, 'report.json')))
        plat = 'ascend' if r.get('platform') == 'ascend' else 'other'
        for key in ((r['log'], plat), (r['log'], 'all')):
            g = groups[key]
            if r['layer'] == 'none':
                g[2] += 1
                if id_ in misses:
                    g[4] += 1
                    if len(misses[id_].split()) > 1:
                        g[3] += 1
            else:
                g[0] += 1
                if id_ not in misses:
                    g[1] += 1
    for (logkind, plat), g in sorted(groups.items()):
        out.append(f"{half} {logkind:8} {plat:6}: layer right {g[1]}/{g[0]}; look-alikes claimed {g[3]}/{g[2]}, given a layer {g[4]}/{g[2]}")
print('\n'.join(out))
