import json,sys,subprocess,collections
f=sys.argv[1]; ev_name=sys.argv[2]; target=sys.argv[3] if len(sys.argv)>3 else None
out=subprocess.run(['jfr','print','--json','--stack-depth','96','--events',ev_name,f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
c=collections.Counter(); n=0; w=collections.Counter()
for e in ev:
    st=e['values'].get('stackTrace')
    if not st: continue
    fr=st['frames']; name=lambda x: x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']+':'+str(x.get('lineNumber'))
    wt=e['values'].get('weight',1) if ev_name=='jdk.ObjectAllocationSample' else 1
    n+=wt
    if target:
        for i,x in enumerate(fr):
            if target in name(x):
                c[' < '.join(name(y) for y in fr[i:i+4])]+=wt; break
    else:
        ours=[x for x in fr if 'ascendtriage' in x['method']['type']['name']]
        cls=e['values'].get('objectClass',{}).get('name','?') if ev_name=='jdk.ObjectAllocationSample' else ''
        c[cls+' @ '+(' < '.join(name(y) for y in ours[:2]) if ours else '-')]+=wt
for k,v in c.most_common(40): print(f'{100*v/n:5.1f}% {k}')
