import json,sys,subprocess,collections
f=sys.argv[1]; want=sys.argv[2]
out=subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
c=collections.Counter(); n=0; m=0
for e in ev:
    st=e['values']['stackTrace']
    if not st: continue
    n+=1
    fr=[x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']+':'+str(x.get('lineNumber')) for x in st['frames']]
    idx=[i for i,x in enumerate(fr) if x.startswith(want+'.')]
    if idx:
        m+=1
        i=idx[0]
        c[' < '.join(fr[max(0,i-3):i+1])]+=1
print(n,'samples',m,want)
for k,v in c.most_common(15): print(v,k)
