import json,sys,subprocess,collections
# JFR execution samples: by thread, by top frame, by first (innermost) project frame, by recogniser
f=sys.argv[1]
out=subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
n=0; th=collections.Counter(); top=collections.Counter(); own=collections.Counter(); rec=collections.Counter(); own2=collections.Counter()
for e in ev:
    st=e['values']['stackTrace']
    if not st: continue
    t=e['values']['sampledThread']['javaName'] or '?'
    n+=1; th[t.split('-')[0]]+=1
    fr=st['frames']
    name=lambda x: x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']
    top[name(fr[0])]+=1
    ours=[x for x in fr if 'ascendtriage' in x['method']['type']['name']]
    if ours: own[name(ours[0])]+=1
    if len(ours)>1: own2[name(ours[0])+' < '+name(ours[1])]+=1
    r=[x['method']['type']['name'].split('/')[-1] for x in fr if x['method']['type']['name'].split('/')[-1].endswith(('Recognizer','Recognizers'))]
    if r: rec[r[-1]]+=1
print('samples',n); print('threads',th.most_common(8))
for title,c,k in (('TOP FRAME',top,30),('FIRST OWN FRAME',own,40),('OWN < CALLER',own2,40),('RECOGNISER (outermost)',rec,25)):
    print('==',title)
    for kk,v in c.most_common(k): print(f'{100*v/n:5.1f}% {v:5d} {kk}')
