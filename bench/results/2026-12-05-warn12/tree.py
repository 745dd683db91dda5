import json,sys,subprocess,collections
# children (inclusive) of each frame named in argv[2:], from JFR execution samples of the benchmark thread
# (STACKS=...: of the samples whose stack holds that frame instead; STACKS= for all, as in run scan13)
import os
f=sys.argv[1]
out=subprocess.run(['jfr','print','--json','--stack-depth','64','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
stacks=[]
for e in ev:
    st=e['values']['stackTrace']
    if not st: continue
    names=[x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']+':'+str(x['lineNumber']) for x in st['frames']]
    flt=os.environ.get('STACKS','LineKindBenchmark.line')
    if any(flt in x for x in names): stacks.append(names)
n=len(stacks); print('samples',n)
for target in sys.argv[2:]:
    ch=collections.Counter(); tot=0
    for s in stacks:
        idx=[i for i,x in enumerate(s) if x.split(':')[0]==target]
        if not idx: continue
        i=max(idx); tot+=1
        ch[s[i-1] if i>0 else '(self)']+=1
    print(f'--- {target} {100*tot/n:.1f}%')
    for k,v in ch.most_common(15): print(f'  {100*v/n:5.1f}% {k}')
