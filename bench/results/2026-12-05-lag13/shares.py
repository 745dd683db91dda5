import sys,re
methods=["StreamingSession.look","StreamRanking.rootCause","RootCauseAnalyzer.find","WaitGraph.addAll","WaitGraphCache.graph","WaitGraphCache.update","WaitGraphCache.copy","Laggards.find","Laggards.waited","Laggards.unaligned","WaitReadings.of","WaitReadings.forgetGone","ProcessRegistry.of"]
for name in sys.argv[1:]:
    evs=open(name).read().split("jdk.ExecutionSample {")[1:]
    lib=[e for e in evs if "io.github.ascendtriage" in e]
    print(f"{name[:-4]}: {len(lib)} samples of the library's code (JFR profile settings, stack depth 64, error-code on tag's path, seed 3822001)")
    for m in methods:
        pat=re.compile(r"\."+re.escape(m)+r"\(")
        c=sum(1 for e in lib if pat.search(e))
        print(f"  {c:5d} {m}")
