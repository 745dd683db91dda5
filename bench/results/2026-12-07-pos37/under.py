import json,sys,subprocess,collections
f,R=sys.argv[1],sys.argv[2]
out=subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
c=collections.Counter()
name=lambda x: x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']+':'+str(x['lineNumber'])
for e in ev:
    st=e['values']['stackTrace']
    if not st: continue
    fr=[name(x) for x in st['frames']]
    idx=[i for i,x in enumerate(fr) if x.startswith(R+'.')]
    if not idx: continue
    i=idx[-1]
    c[' < '.join(fr[max(0,i-3):i+1])]+=1
for k,v in c.most_common(int(sys.argv[3]) if len(sys.argv)>3 else 15): print(v,k)
