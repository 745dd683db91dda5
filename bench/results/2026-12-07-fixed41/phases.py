import sys,re,collections
lines=[l.split() for l in open(sys.argv[1])]
recs=[(p[1], ' '.join(p[3:])) for p in lines if len(p)>=4]
def first(pred, start=0):
    for i in range(start,len(recs)):
        if pred(recs[i][0]): return i
    return len(recs)
m_main=first(lambda c:c=='io.github.ascendtriage.cli.Main')
m_load=first(lambda c:c=='io.github.ascendtriage.internal.load.CaseBaseLoader')
m_eng=first(lambda c:c=='io.github.ascendtriage.internal.engine.TriageEngine')
m_read=first(lambda c:c=='io.github.ascendtriage.internal.engine.InputReader')
m_asm=first(lambda c:c=='io.github.ascendtriage.internal.engine.Assembler')
m_luc=first(lambda c:c.startswith('org.apache.lucene'), m_asm)
m_rank=first(lambda c:c=='org.apache.lucene.search.IndexSearcher', m_luc)
m_out=first(lambda c:c.startswith('io.github.ascendtriage.internal.output.JsonReport'), m_asm)
cuts=[('JVM start to main',0,m_main),('picocli and the CLI',m_main,m_load),('case base load',m_load,m_eng),('engine, extractor, index object',m_eng,m_read),('read the input',m_read,m_asm),('assembly up to Lucene',m_asm,m_luc),("Lucene's open (to the first searcher)",m_luc,m_rank),('ranking, root cause, reasoning',m_rank,m_out),('JSON report',m_out,len(recs))]
def group(c):
    if c.startswith('io.github.ascendtriage'): return 'app'
    if c.startswith('org.apache.lucene'): return 'lucene'
    if c.startswith('com.fasterxml'): return 'jackson'
    if c.startswith('picocli'): return 'picocli'
    if re.match(r'(javax\.management|java\.lang\.management|sun\.management|com\.sun\.management)',c): return 'jmx'
    if c.startswith('java.util.logging'): return 'jul'
    if c.startswith('java.lang.invoke') : return 'invoke'
    if c.startswith('java.util.stream'): return 'stream'
    if c.startswith('java.util.regex'): return 'regex'
    return 'jdk-other'
G=['app','lucene','jackson','picocli','jmx','jul','invoke','stream','regex','jdk-other']
print('| phase | classes | from the archive | made at run time | '+' | '.join(G)+' | lambdas |')
print('|'+'---|'*(5+len(G)))
tot=collections.Counter()
for name,a,b in cuts:
    seg=recs[a:b]
    arch=sum(1 for c,s in seg if 'shared objects file' in s)
    spun=sum(1 for c,s in seg if '__JVM_LookupDefineClass__' in s or ('$$Lambda' in c and 'shared' not in s))
    g=collections.Counter(group(c) for c,s in seg)
    lam=sum(1 for c,s in seg if '$$Lambda' in c)
    print(f'| {name} | {len(seg)} | {arch} | {spun} | '+' | '.join(str(g[x]) for x in G)+f' | {lam} |')
    tot['n']+=len(seg); tot['a']+=arch; tot['s']+=spun; tot['l']+=lam
    for x in G: tot[x]+=g[x]
print(f"| all | {tot['n']} | {tot['a']} | {tot['s']} | "+' | '.join(str(tot[x]) for x in G)+f" | {tot['l']} |")
