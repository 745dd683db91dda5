# comps.py FILE.jfr...: jdk.Compilation events: count, total duration, by package group and the top methods
import sys, json, subprocess, collections, re
def dur(s):
    m = re.match(r'PT([0-9.]+)S', s); return float(m.group(1)) if m else 0.0
groups = collections.defaultdict(lambda: [0, 0.0, 0]); meth = collections.defaultdict(lambda: [0, 0.0, 0]); n = 0; tot = 0.0
for fn in sys.argv[1:]:
    out = subprocess.run(['jfr', 'print', '--json', '--events', 'jdk.Compilation', fn], capture_output=True, text=True).stdout
    for ev in json.loads(out)['recording']['events']:
        v = ev['values']; d = dur(v['duration']); m = v['method']
        t = m['type']['name'].replace('/', '.'); k = t + '.' + m['name']
        parts = t.split('.'); g = '.'.join(parts[:4]) if t.startswith('io.github') else '.'.join(parts[:3])
        for tab, key in ((groups, g), (meth, k)):
            tab[key][0] += 1; tab[key][1] += d; tab[key][2] += v.get('inlinedBytes', 0) or 0
        n += 1; tot += d
r = len(sys.argv) - 1
print(f'{n / r:.0f} compilations a run, {1000 * tot / r:.0f} ms of compile wall a run')
for g, (c, d, b) in sorted(groups.items(), key=lambda x: -x[1][1])[:16]:
    print(f'{c / r:6.0f} {1000 * d / r:7.1f} ms  {g}')
print('top methods')
for g, (c, d, b) in sorted(meth.items(), key=lambda x: -x[1][1])[:25]:
    print(f'{c / r:6.1f} {1000 * d / r:7.1f} ms  {g}')
