"""assembly.py JFR_TXT...: the main thread's samples (from `jfr print --events jdk.ExecutionSample --stack-depth 96`),
how many lie below StreamingSession.look and Assembler.assemble, and the samples below Assembler.assemble by the
method that assemble called (the frame just above its deepest Assembler.assemble frame); several files are pooled."""
import re, sys, collections
below = collections.Counter(); n = look = asm = 0
named = collections.Counter()
WATCH = ["LauncherSteps.adapt", "LauncherVariables.shownBy", "FeatureCollector.snapshot", "FeatureTallies.occurrences",
         "ConfigFindings.settings", "RankedTokens.ranks", "FeatureSet.<init>", "AssemblyGate.needed", "StreamRanking.now"]
for name in sys.argv[1:]:
    for e in open(name).read().split("jdk.ExecutionSample")[1:]:
        fr = re.findall(r"^\s+([\w.$<>]+)\(.*?line: \d+", e, re.M)
        thr = re.search(r'sampledThread = "([^"]+)"', e)
        if not fr or (thr and thr.group(1) != "main"):
            continue
        n += 1
        for w in WATCH:
            if any(f.endswith(w) for f in fr):
                named[w] += 1
        if any(f.endswith("StreamingSession.look") for f in fr):
            look += 1
        idx = [i for i, f in enumerate(fr) if f.endswith("Assembler.assemble")]
        if idx:
            asm += 1
            i = idx[0]  # frames are listed top (deepest) first: the first assemble frame is the deepest
            callee = fr[i - 1] if i > 0 else "(assemble itself)"
            below[".".join(callee.split(".")[-2:])] += 1
print(f"main-thread samples: {n}; below StreamingSession.look: {look} ({100.0 * look / max(n, 1):.1f}%); "
      f"below Assembler.assemble: {asm} ({100.0 * asm / max(n, 1):.1f}%)")
for w in WATCH:
    print(f"  anywhere in the stack: {w}: {named[w]} ({100.0 * named[w] / max(n, 1):.1f}%)")
print("below Assembler.assemble, by the method it called:")
for k, v in below.most_common(25):
    print(f"{v:6d} {100.0 * v / max(n, 1):5.1f}%  {k}")
