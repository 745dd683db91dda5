import json,sys,subprocess,collections
f=sys.argv[1]
out=subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
c=collections.Counter(); n=0
for e in ev:
    st=e['values']['stackTrace']
    if not st: continue
    n+=1
    fr=[x['method']['type']['name'].split('/')[-1] for x in st['frames']]
    rec=[x for x in fr if x.endswith('Recognizer') or x.endswith('RootInfoLines')]
    if rec: c[rec[-1]+(' +collector' if any(('Tall' in y or 'Collector' in y or 'KeyCache' in y or 'FeatureSet' in y) for y in fr) else '')]+=1
for k,v in c.most_common(30): print(f'{100*v/n:5.1f}% {k}')
