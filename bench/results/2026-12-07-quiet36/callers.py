import json, subprocess, sys, collections
# callers.py FILE.jfr METHOD [DEPTH] [--above]: the execution samples that hold METHOD, grouped by the DEPTH frames
# under it (its callers), or with --above by the frames above it (what it was running), most frequent first
args = [a for a in sys.argv[1:] if a != '--above']; above = '--above' in sys.argv
f, target = args[0], args[1]; depth = int(args[2]) if len(args) > 2 else 6
out = subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
c = collections.Counter()
for e in json.loads(out)['recording']['events']:
    st = e['values']['stackTrace']
    if not st: continue
    fr = [x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']+':'+str(x.get('lineNumber')) for x in st['frames']]
    idx = [i for i, x in enumerate(fr) if target in x]
    if not idx: continue
    i = idx[0]
    c[' > '.join(reversed(fr[max(0, i + 1 - depth):i + 1])) if above else ' < '.join(fr[i:i + depth])] += 1
for k, v in c.most_common(15): print(v, k)
