"""top.py JFR_TXT [N]: samples by thread; for the main thread: top frames (self) and inclusive counts by method."""
import re, sys, collections
thr = collections.Counter(); self_ = collections.Counter(); incl = collections.Counter(); n = 0
for e in open(sys.argv[1]).read().split("jdk.ExecutionSample")[1:]:
    fr = re.findall(r"^\s+([\w.$<>]+)\(.*?line: \d+", e, re.M)
    t = re.search(r'sampledThread = "([^"]+)"', e)
    t = t.group(1) if t else "?"
    thr[t] += 1
    if t != (sys.argv[3] if len(sys.argv) > 3 else "main") or not fr:
        continue
    n += 1
    short = [".".join(f.split(".")[-2:]) for f in fr]
    self_[short[0]] += 1
    for f in set(short):
        incl[f] += 1
print("threads:", thr.most_common(8))
N = int(sys.argv[2]) if len(sys.argv) > 2 else 40
print(f"main samples {n}\nSELF:")
for k, v in self_.most_common(N): print(f"{v:6d} {100*v/n:5.1f}% {k}")
print("INCLUSIVE:")
for k, v in incl.most_common(N*2): print(f"{v:6d} {100*v/n:5.1f}% {k}")
