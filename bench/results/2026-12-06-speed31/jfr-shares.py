"""shares.py JFR_TXT: execution samples of all threads: inclusive counts per method of our package (each
method once per sample), and per recogniser class (recognize / mayMatch / any method of a *Recognizer)."""
import re, sys, collections
incl = collections.Counter(); rec = collections.Counter(); selfc = collections.Counter(); n = 0
for name in sys.argv[1:]:
    for e in open(name).read().split("jdk.ExecutionSample")[1:]:
        fr = re.findall(r"^\s+([\w.$<>]+)\(.*?line: \d+", e, re.M)
        if not fr:
            continue
        n += 1
        ours = [f.replace("io.github.ascendtriage.", "") for f in fr if f.startswith("io.github.ascendtriage")]
        if ours:
            selfc[ours[0]] += 1
        for f in set(ours):
            incl[f] += 1
        rs = set()
        for f in ours:
            m = re.search(r"(\w+(?:Recognizer|Statement|JsonFields|ErrorFileJson))[.$]", f)
            if m:
                rs.add(m.group(1))
        for r in rs:
            rec[r] += 1
print("samples:", n)
print("-- recogniser-like classes (inclusive)")
for k, v in rec.most_common(40):
    print(f"{v:6d} {100.0*v/n:5.1f}% {k}")
print("-- methods inclusive")
for k, v in incl.most_common(60):
    print(f"{v:6d} {100.0*v/n:5.1f}% {k}")
print("-- first frame of ours")
for k, v in selfc.most_common(40):
    print(f"{v:6d} {100.0*v/n:5.1f}% {k}")
