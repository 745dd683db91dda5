# callers.py METHOD FILE.jfr...: for samples under METHOD, the first frame below (caller) that is outside java.lang.invoke/jdk.internal
import sys, json, subprocess, collections
target = sys.argv[1]; c = collections.Counter()
for fn in sys.argv[2:]:
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '300', '--events', 'jdk.ExecutionSample', fn], capture_output=True, text=True).stdout
    for ev in json.loads(out)['recording']['events']:
        v = ev['values']
        if v['sampledThread']['javaName'] != 'main': continue
        fr = v['stackTrace']['frames']
        ks = [(f['method']['type']['name'].replace('/', '.'), f['method']['name'], f.get('lineNumber')) for f in fr]
        idx = [i for i, k in enumerate(ks) if k[0].rsplit('.', 1)[-1] + '.' + k[1] == target]
        if not idx: continue
        i = idx[-1] + 1
        while i < len(ks) and (ks[i][0].startswith('java.lang.invoke') or ks[i][0].startswith('jdk.internal') or ks[i][0].startswith('java.lang.Class') ):
            i += 1
        if i < len(ks): c[f'{ks[i][0]}.{ks[i][1]}:{ks[i][2]}'] += 1
for k, n in c.most_common(25): print(n, k)
