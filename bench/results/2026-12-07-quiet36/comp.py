import json, subprocess, sys, collections
def load(f):
    out = subprocess.run(['jfr','print','--json','--events','jdk.Compilation',f],capture_output=True,text=True).stdout
    rows = []
    for e in json.loads(out)['recording']['events']:
        v = e['values']; m = v['method']
        d = v['duration']  # ISO like PT0.001S
        sec = float(d[2:-1]) if d.endswith('S') and 'M' not in d[2:] else 0.0
        name = m['type']['name'].replace('/', '.') + '::' + m['name']
        rows.append((name, sec, v.get('codeSize', 0), v.get('inlinedBytes', 0), v.get('isOsr')))
    return rows
a = load(sys.argv[1]); b = {r[0] for r in load(sys.argv[2])} if len(sys.argv) > 2 else set()
tot = sum(r[1] for r in a); extra = [r for r in a if r[0] not in b]
print(f'compilations {len(a)}, wall s {tot:.2f}; not in the second recording: {len(extra)}, {sum(r[1] for r in extra):.2f} s')
pk = collections.Counter(); pn = collections.Counter()
for r in extra:
    p = r[0].split('::')[0]; p = '.'.join(p.split('.')[:-1]) if '.' in p else p
    pk[p] += r[1]; pn[p] += 1
for k, v in pk.most_common(18): print(f'  {v:6.3f} s {pn[k]:4d}  {k}')
print('largest single compilations (extra):')
for r in sorted(extra, key=lambda r: -r[1])[:15]: print(f'  {r[1]:6.3f} s code {r[2]} inlined {r[3]} osr {r[4]}  {r[0]}')
