import os,re,sys,collections
# loud lines of a MixTreeGenerator tree (WARNING/EVENT, and INFO/DEBUG lines holding a fact literal), message after the
# header; shapes: (a) each run of hex chars, dots and colons holding a digit as one mask char (the ceiling's ShapeCeiling),
# (b) the same with the run's length kept (what value-length checks such as \d{1,3} would need)
hdr=re.compile(rb'^\[(\w+)\] ?([A-Z_]+)\((\d+),[^)]*\):\s*[\d:.-]+ ?(.*)$')
run=re.compile(rb'[0-9a-fA-F.:x]+')
fact=re.compile(rb'HCCL_|Entry-|Key Info|TLS SWITCH|is set|port')
def a(m): s=m.group(0); return b'#' if re.search(rb'\d',s) else s
def b(m): s=m.group(0); return b'#%d' % len(s) if re.search(rb'\d',s) else s
root=sys.argv[1]; body=set(); sa=collections.Counter(); sb=collections.Counter(); n=0; loud=0
for d,_,fs in os.walk(root):
    for f in fs:
        for line in open(os.path.join(d,f),'rb'):
            n+=1; m=hdr.match(line.rstrip(b'\n'))
            if not m: continue
            lvl=m.group(1)
            if lvl in (b'WARNING',b'EVENT') or (lvl in (b'INFO',b'DEBUG') and fact.search(m.group(4))):
                loud+=1; x=m.group(1)+b'|'+m.group(4); body.add(x); sa[run.sub(a,x)]+=1; sb[run.sub(b,x)]+=1
print(f'{root}: lines {n}, loud {loud}; distinct messages {len(body)} (a line repeats one: {1-len(body)/loud:.2%}); '
      f'shapes (a) {len(sa)} (repeat {1-len(sa)/loud:.2%}); shapes with run lengths (b) {len(sb)} (repeat {1-len(sb)/loud:.2%})')
