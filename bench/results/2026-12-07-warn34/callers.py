import re, sys, collections
target, thread = sys.argv[2], sys.argv[3]
c = collections.Counter()
for e in open(sys.argv[1]).read().split("jdk.ExecutionSample")[1:]:
    t = re.search(r'sampledThread = "([^"]+)"', e)
    if not t or t.group(1) != thread: continue
    fr = re.findall(r"^\s+([\w.$<>]+)\(.*?line: (\d+)", e, re.M)
    idx = [i for i, f in enumerate(fr) if f[0].endswith(target)]
    if not idx: continue
    i = idx[-1]
    chain = " < ".join(".".join(f[0].split(".")[-2:]) + ":" + f[1] for f in fr[i:i+5])
    c[chain] += 1
for k, v in c.most_common(int(sys.argv[4]) if len(sys.argv) > 4 else 15): print(v, k)
