import json,sys,subprocess,collections
f=sys.argv[1]; thr=sys.argv[2]; depth=int(sys.argv[3]) if len(sys.argv)>3 else 1
out=subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
c=collections.Counter(); proj=collections.Counter(); n=0
for e in ev:
    st=e['values']['stackTrace']; t=e['values']['sampledThread']['javaName']
    if not st or t!=thr: continue
    n+=1
    fr=[x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name'] for x in st['frames']]
    c[' < '.join(fr[:depth])]+=1
    p=[x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name'] for x in st['frames'] if 'ascendtriage' in x['method']['type']['name']]
    if p: proj[p[0]]+=1
print(n)
for k,v in c.most_common(25): print(f'{100*v/n:5.1f}% {k}')
print('-- innermost project frame')
for k,v in proj.most_common(25): print(f'{100*v/n:5.1f}% {k}')
