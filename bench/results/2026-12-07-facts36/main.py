import json,sys,subprocess,collections
f=sys.argv[1]; thr=sys.argv[2]; depth=int(sys.argv[3]) if len(sys.argv)>3 else 3
out=subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
c=collections.Counter(); n=0
for e in ev:
    st=e['values']['stackTrace']; t=e['values']['sampledThread']['javaName'] or '?'
    if not st or not t.startswith(thr): continue
    n+=1
    fr=st['frames']; name=lambda x: x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']
    ours=[name(x) for x in fr if 'ascendtriage' in x['method']['type']['name']]
    # outermost-but-k frames: the stack from the root, skip CLI frames
    rev=list(reversed(ours))
    c[' > '.join(rev[int(sys.argv[4]):int(sys.argv[4])+depth]) if len(rev)>2 else ' > '.join(rev)]+=1
print(n)
for k,v in c.most_common(30): print(f'{v:4d} {k}')
