import json,sys,subprocess,collections
# the innermost frames of the JFR samples whose stack holds CLASS (and, when given, one of METHODS): frames.py FILE CLASS [METHOD,...]
f,cls=sys.argv[1],sys.argv[2]; methods=set(sys.argv[3].split(',')) if len(sys.argv)>3 else None
ev=json.loads(subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout)['recording']['events']
c=collections.Counter()
for e in ev:
    st=e['values']['stackTrace']
    fr=st['frames'] if st else []
    names=[x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']+':'+str(x.get('lineNumber')) for x in fr]
    for i,x in enumerate(fr):
        if x['method']['type']['name'].endswith('/'+cls) and (methods is None or x['method']['name'] in methods):
            c[' < '.join(names[max(0,i-4):i+1])]+=1
            break
for k,v in c.most_common(15): print(v,k)
