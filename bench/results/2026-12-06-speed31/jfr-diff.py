import re, sys, collections
def load(f):
    inc = collections.Counter(); n = 0
    for e in open(f).read().split("jdk.ExecutionSample")[1:]:
        fr = re.findall(r"^\s+([\w.$<>]+)\(.*?line: \d+", e, re.M)
        if not fr: continue
        n += 1
        for x in set(g.replace("io.github.ascendtriage.", "") for g in fr if g.startswith("io.github.ascendtriage")):
            inc[x] += 1
        if not any(g.startswith("io.github.ascendtriage") for g in fr): inc["<no frame of ours>"] += 1
    return n, inc
na, a = load(sys.argv[1]); nb, b = load(sys.argv[2])
print("samples", na, nb)
keys = set(a) | set(b)
for k in sorted(keys, key=lambda k: -(a[k]-b[k]))[:40]:
    print(f"{a[k]:5d} {b[k]:5d} {a[k]-b[k]:+5d} {k}")
print("...")
for k in sorted(keys, key=lambda k: (a[k]-b[k]))[:15]:
    print(f"{a[k]:5d} {b[k]:5d} {a[k]-b[k]:+5d} {k}")
