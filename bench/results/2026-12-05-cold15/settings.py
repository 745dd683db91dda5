# settings.py TIMES: per setting, median (min-max) and the median of the per-round ratio to the reference (launcher, or cli)
import re, statistics, collections, sys
d = collections.defaultdict(dict); loads = []
for l in open(sys.argv[1]):
    m = re.match(r'(\S+) r=(\d+) load=(\S+) cpu=(\S+)', l)
    if m: d[m[2]][m[1]] = float(m[4]); loads.append(float(m[3]))
names = sorted({k for r in d.values() for k in r})
ref = 'launcher' if 'launcher' in names else 'cli'
for k in names:
    x = [r[k] for r in d.values() if k in r]; q = [r[k] / r[ref] for r in d.values() if k in r and ref in r]
    print(k, len(x), 'median %.2f (%.2f-%.2f)' % (statistics.median(x), min(x), max(x)), 'per round /%s %.2f (%.2f-%.2f)' % (ref, statistics.median(q), min(q), max(q)))
print('load %.0f-%.0f' % (min(loads), max(loads)))
