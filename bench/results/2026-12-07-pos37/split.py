import json,sys,subprocess,collections
# per recogniser: samples whose stack (below the recogniser) is a literal search (String.contains/indexOf,
# AnchoredFind's anchor lambda, Matcher.find's Boyer-Moore) vs the rest
f=sys.argv[1]
out=subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
n=0; tot=collections.Counter(); srch=collections.Counter(); gate=collections.Counter()
name=lambda x: x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name']
for e in ev:
    st=e['values']['stackTrace']
    if not st: continue
    n+=1
    fr=[name(x) for x in st['frames']]
    recs=[i for i,x in enumerate(fr) if x.split('.')[0].endswith('Recognizer')]
    if 'QuietGate.read' in fr:
        gate['QuietGate.read (quiet+loud walk/proof)']+=1
    if not recs: continue
    r=fr[recs[-1]].split('.')[0]
    tot[r]+=1
    below=fr[:recs[-1]]
    if any(x.startswith(('String.contains','String.indexOf','StringLatin1.indexOf','AnchoredFind.lambda$literals','Pattern$BnM','Pattern$Start')) for x in below):
        srch[r]+=1
print('samples',n)
for k,v in gate.items(): print(f'{100*v/n:5.1f}% {v:5d} {k}')
for r,v in tot.most_common():
    print(f'{100*v/n:5.1f}% {v:5d} {r:32s} search {100*srch[r]/n:4.1f}% ({srch[r]})')
print(f'recognisers total {100*sum(tot.values())/n:.1f}%, search {100*sum(srch.values())/n:.1f}%')
