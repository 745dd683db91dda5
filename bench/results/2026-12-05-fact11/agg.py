import json,sys,subprocess,collections
f=sys.argv[1]; depth=int(sys.argv[2]) if len(sys.argv)>2 else 25
out=subprocess.run(['jfr','print','--json','--stack-depth','64','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
d=json.loads(out)
ev=d['recording']['events']
selfc=collections.Counter(); incl=collections.Counter(); n=0
for e in ev:
    st=e['values']['stackTrace']
    if not st: continue
    fr=st['frames']
    names=[x['method']['type']['name'].split('.')[-1]+'.'+x['method']['name'] for x in fr]
    if not any('LineKindBenchmark' in x for x in names): continue
    n+=1
    selfc[names[0]]+=1
    for x in set(names): incl[x]+=1
print('samples',n)
print('--- self'); 
for k,v in selfc.most_common(depth): print(f'{100*v/n:5.1f}% {k}')
print('--- inclusive')
for k,v in incl.most_common(depth+15): print(f'{100*v/n:5.1f}% {k}')
