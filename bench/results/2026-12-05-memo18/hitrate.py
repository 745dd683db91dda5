import os,re,sys,zlib
# direct-mapped table of N shape hashes (as ShapeCeiling), files in path order: the share of loud lines a memo would replay
hdr=re.compile(rb'^\[(\w+)\] ?([A-Z_]+)\((\d+),[^)]*\):\s*[\d:.-]+ ?(.*)$')
run=re.compile(rb'[0-9a-fA-F.:x]+'); fact=re.compile(rb'HCCL_|Entry-|Key Info|TLS SWITCH|is set|port')
def a(m): s=m.group(0); return b'#' if re.search(rb'\d',s) else s
root=sys.argv[1]
for N in (8192, 65536):
  tab=[None]*N; hit=loud=0
  for d,_,fs in sorted(os.walk(root)):
    for f in sorted(fs):
      for line in open(os.path.join(d,f),'rb'):
        m=hdr.match(line.rstrip(b'\n'))
        if not m: continue
        lvl=m.group(1)
        if lvl in (b'WARNING',b'EVENT') or (lvl in (b'INFO',b'DEBUG') and fact.search(m.group(4))):
          loud+=1; s=lvl[:1]+run.sub(a,m.group(4)); h=zlib.crc32(s)&(N-1)
          if tab[h]==s: hit+=1
          else: tab[h]=s
  print(f'{root} table {N}: loud {loud}, replayed {hit} ({hit/loud:.1%})')
