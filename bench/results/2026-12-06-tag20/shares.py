import re,collections,sys
txt=open(sys.argv[1]).read()
evs=txt.split('jdk.ExecutionSample')
top=collections.Counter(); incl=collections.Counter(); n=0
for e in evs:
    fr=re.findall(r'^\s+([\w.$<>]+)\(.*?line: \d+', e, re.M)
    if not fr: continue
    thr=re.search(r'sampledThread = "([^"]+)"',e)
    if thr and thr.group(1)!='main': continue
    if not any('StdinLines.read' in f for f in fr): continue
    n+=1
    top[fr[0]]+=1
    for f in set(fr): incl[f]+=1
print('samples in StdinLines.read',n)
print('--- top (self)')
for k,v in top.most_common(25): print(v,k)
print('--- inclusive')
for k,v in incl.most_common(40): print(v,k)
