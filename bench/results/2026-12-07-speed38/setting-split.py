import json,sys,subprocess,collections
# run speed38: JFR execution samples under SettingValueRecognizer.recognize, split by the call it was in
# (the frame recognize called: AnchoredFind.next = the NAME=value regex's tries, Matcher.find = the map-entry
# regex, MapEntries.next = its hand parse, the rest = substrings, lower case, the collector), and all recognisers
f=sys.argv[1]
out=subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
name=lambda x: x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']
n=0; rec=collections.Counter(); part=collections.Counter(); threads=collections.Counter()
for e in ev:
    st=e['values']['stackTrace']
    if not st: continue
    n+=1
    fr=[name(x) for x in st['frames']]
    recs=[i for i,x in enumerate(fr) if x.split('.')[0].endswith('Recognizer') and x.endswith('.recognize')]
    if recs:
        rec[fr[recs[-1]].split('.')[0]]+=1
    idx=[i for i,x in enumerate(fr) if x=='SettingValueRecognizer.recognize']
    if idx:
        i=idx[-1]
        callee=fr[i-1] if i>0 else '(own code)'
        key=callee if callee.split('.')[0] in ('AnchoredFind','Matcher','MapEntries') else 'other ('+callee+')' if False else 'other'
        part[key]+=1
print('samples',n)
for r,v in rec.most_common(): print(f'{100*v/n:5.1f}% {v:5d} {r}')
print(f'recognisers {100*sum(rec.values())/n:.1f}%')
print('SettingValueRecognizer.recognize by call:')
for k,v in part.most_common(): print(f'{100*v/n:5.1f}% {v:5d} {k}')
