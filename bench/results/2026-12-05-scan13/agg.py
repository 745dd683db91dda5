import json,sys,subprocess,collections
# JFR execution samples of a whole diagnose: per thread, self (innermost project frame) and inclusive shares
f=sys.argv[1]; depth=sys.argv[2] if len(sys.argv)>2 else '96'
out=subprocess.run(['jfr','print','--json','--stack-depth',depth,'--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
threads=collections.Counter(); selfc=collections.Counter(); incl=collections.Counter(); n=0
for e in ev:
    st=e['values']['stackTrace']; th=e['values']['sampledThread']['javaName']
    threads[th]+=1
    if not st: continue
    n+=1
    fr=[x['method']['type']['name'].replace('io/github/ascendtriage/','').split('/')[-1]+'.'+x['method']['name'] for x in st['frames']]
    full=[x['method']['type']['name'] for x in st['frames']]
    own=[i for i,x in enumerate(full) if 'ascendtriage' in x]
    selfc[fr[own[0]] if own else fr[0]]+=1
    for m in set(fr): incl[m]+=1
print('samples',n); print('threads',threads.most_common(8))
print('--- self (innermost project frame)')
for k,v in selfc.most_common(40): print(f'{100*v/n:5.1f}% {k}')
print('--- inclusive')
for k,v in incl.most_common(70): print(f'{100*v/n:5.1f}% {k}')
