import re,collections,sys
txt=open(sys.argv[1]).read(); root=sys.argv[2]; depth=int(sys.argv[3]) if len(sys.argv)>3 else 1
evs=txt.split('jdk.ExecutionSample')
c=collections.Counter(); n=0
for e in evs:
    fr=re.findall(r'^\s+([\w.$<>]+)\(.*?line: (\d+)', e, re.M)
    thr=re.search(r'sampledThread = "([^"]+)"',e)
    if not fr or (thr and thr.group(1)!='main'): continue
    names=[f[0] for f in fr]
    if root not in names: continue
    i=max(j for j,x in enumerate(names) if x==root)
    n+=1
    key=' < '.join(f"{names[k]}:{fr[k][1]}" for k in range(i-1, max(i-1-depth,-1), -1)) if i>0 else '(self)'
    c[key]+=1
print(root,n)
for k,v in c.most_common(25): print(v,k)
