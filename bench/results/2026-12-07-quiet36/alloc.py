import json, subprocess, sys, collections
f = sys.argv[1]; depth = int(sys.argv[2]) if len(sys.argv) > 2 else 4
out = subprocess.run(['jfr','print','--json','--stack-depth','64','--events','jdk.ObjectAllocationSample',f],capture_output=True,text=True).stdout
c = collections.Counter(); th = collections.Counter(); tot = 0
for e in json.loads(out)['recording']['events']:
    v = e['values']; w = v['weight']; tot += w
    t = v['eventThread']; tn = (t.get('javaName') or '?').rsplit('-',1)[0] if t else '?'
    th[tn] += w
    st = v['stackTrace']
    fr = [x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']+':'+str(x.get('lineNumber')) for x in st['frames']] if st else []
    # first frame in our package
    ours = [i for i, x in enumerate(st['frames']) if 'ascendtriage' in x['method']['type']['name']] if st else []
    i = ours[0] if ours else 0
    c[(tn, v['objectClass']['name'], ' < '.join(fr[i:i+depth]))] += w
print('total MB', tot/1e6, {k: round(v/1e6,1) for k, v in th.items()})
for k, v in c.most_common(25): print(f'{v/1e6:8.1f} MB', k)
