import re,sys,statistics as st,collections
rows=[]
# medians of each stream's CPU minus `tag` of no input by the same setting in the same round and series
for f in sys.argv[1:]:
    fn=f
    for l in open(f):
        if l.startswith('# '): fn=l.strip()
        m=re.match(r"round=(\d+) input=(\S+) setting=(\S+) load=(\S+) user_sys_wall=(\S+) (\S+) (\S+) sha=(\S+)",l)
        if m: rows.append((fn,int(m[1]),m[2],m[3],float(m[4]),float(m[5])+float(m[6]),m[8]))
none={}
for fn,r,i,s,ld,c,sh in rows:
    if i=='none': none[(fn,r,s)]=c
net=collections.defaultdict(list); loads=collections.defaultdict(list); shas=collections.defaultdict(set)
for fn,r,i,s,ld,c,sh in rows:
    loads[i].append(ld); shas[i].add(sh)
    if i!='none' and (fn,r,s) in none: net[(i,s)].append(round(c-none[(fn,r,s)],2))
    if i=='none': net[(fn+':none',s)].append(c)
for k in sorted(net):
    v=net[k]; print(k, 'n=%d median=%.2f'%(len(v),st.median(v)), 'min-max=%.2f-%.2f'%(min(v),max(v)), v)
for i in loads: print(i,'load %.0f-%.0f'%(min(loads[i]),max(loads[i])),'shas',shas[i])
