import json,sys,subprocess,collections
# JFR execution samples of a whole diagnose, each put in one part: the innermost project frame that names a part
# (a collector call made by a recogniser counts as the collector's; the gate's passes by QuietGate's method)
f=sys.argv[1]
out=subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
def part(t,m):
    p=t.replace('io/github/ascendtriage/','')
    if 'internal/extract/collect/' in p or p.endswith('facts/FeatureSink'): return 'collector (keys, tallies, evidence)'
    if t.endswith('/QuietGate'):
        return {'nothingIn':'quiet lines: byte proof','loudProofs':'loud lines: byte walk (triggers, phrases)',
                'loudRecognizers':'loud lines: char pass of the gate','recognizers':'quiet lines with a literal: char pass'}.get(m,'gate: other')
    if '/extract/automaton/' in p: return None  # attributed to the QuietGate method that called it
    for k in ('/extract/errors/','/extract/processes/','/extract/tools/','/extract/patterns/','scan/AnchoredFind','scan/Fields','scan/Ipv6','scan/PhraseRecognizer','scan/LineContext'):
        if k in p: return 'recognisers (their own work)'
    if 'PlogHeader' in p or 'ConsolePrefix' in p or 'TerminalWrap' in p: return 'header, prefix, wrap'
    if 'LineScanner' in p:
        return 'LineScanner: '+m
    if 'LineTimestamps' in p: return 'timestamps'
    if 'Utf8Lines' in p or 'LineReader' in p: return 'reading, line split, decode'
    return None
n=0; c=collections.Counter(); th=collections.Counter()
for e in ev:
    st=e['values']['stackTrace']; t=e['values']['sampledThread']['javaName']
    if not st: continue
    n+=1; th[t]+=1
    got=None
    if t!='main':
        for x in st['frames']:
            got=part(x['method']['type']['name'],x['method']['name'])
            if got: break
        got=got or 'reader thread: other (JVM, streams)'
    else: got='main thread (start, knowledge, assembly, report)'
    c[got]+=1
print('samples',n,'threads',dict(th))
for k,v in c.most_common(): print(f'{100*v/n:5.1f}%  {v:4d}  {k}')
