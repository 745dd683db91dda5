import json,sys,subprocess,collections
f=sys.argv[1]
out=subprocess.run(['jfr','print','--json','--stack-depth','3','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
c=collections.Counter()
for e in ev:
    st=e['values']['stackTrace']
    if not st: continue
    x=st['frames'][0]; y=st['frames'][1] if len(st['frames'])>1 else None
    k=x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']+':'+str(x['lineNumber'])
    if y: k+=' <- '+y['method']['type']['name'].split('/')[-1]+'.'+y['method']['name']+':'+str(y['lineNumber'])
    c[k]+=1
for k,v in c.most_common(int(sys.argv[2]) if len(sys.argv)>2 else 30): print(v,k)
