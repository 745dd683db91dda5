"""parts.py JFR_TXT...: the main thread's samples below StdinLines.read (tag on stdin), each given
to the first part of PARTS whose frame it holds (stacks from `jfr print --events jdk.ExecutionSample
--stack-depth 64`), with the share of each; several files are pooled."""
import re, sys, collections
# first match wins: the most specific parts come first
PARTS = [
    ("look: gate's root-cause check", "AssemblyGate.needed"),
    ("look: assembly", "Assembler.assemble"),
    ("look: other", "StreamingSession.look"),
    ("tagged line: ranking (StreamRanking.now: merge + Lucene)", "StreamRanking.now"),
    ("tagged line: LineTags", "LineTags.of"),
    ("decoded line: gate on chars (LineScanner.skips)", "LineScanner.skips"),
    ("decoded line: recognisers (LineScanner.scan)", "LineScanner.scan"),
    ("decoded line: collector/kept (StreamSource.scan rest)", "StreamSource.scan"),
    ("decoded line: time (LineTimestamps)", "LineTimestamps.find"),
    ("decoded line: other accept", "StreamingSession.accept"),
    ("decoded line: JSON", "JsonLinesBuffer.add"),
    ("decoded line: other", "TagCommand.line"),
    ("quiet line: byte gate (readsAscii)", "LineScanner.readsAscii"),
    ("quiet line: StreamSource.quiet", "StreamSource.quiet"),
    ("quiet line: presenceMoved", "StreamSource.presenceMoved"),
    ("quiet line: other acceptQuiet", "StreamingSession.acceptQuiet"),
    ("quiet line: JSON", "JsonLinesBuffer.addQuiet"),
    ("quiet line: other", "TagCommand.quietLine"),
    ("decode to String", "StdinLines.ascii"),
    ("decode to String (UTF-8)", "StdinLines.decode"),
    ("write to stdout", "TagCommand.writeJson"),
    ("write to stdout (idle flush)", "TagCommand.flushOutput"),
    ("split (StdinLines.read itself)", "StdinLines.read"),
]
parts = collections.Counter(); n = 0
for name in sys.argv[1:]:
    for e in open(name).read().split("jdk.ExecutionSample")[1:]:
        fr = re.findall(r"^\s+([\w.$<>]+)\(.*?line: \d+", e, re.M)
        thr = re.search(r'sampledThread = "([^"]+)"', e)
        if not fr or (thr and thr.group(1) != "main") or not any("StdinLines.read" in f for f in fr):
            continue
        n += 1
        for label, frame in PARTS:
            if any(f.endswith(frame) for f in fr):
                parts[label] += 1
                break
        else:
            parts["other"] += 1
print("samples below StdinLines.read (main):", n)
for label, _ in PARTS + [("other", "")]:
    if parts[label]:
        print(f"{parts[label]:5d} {100.0 * parts[label] / n:5.1f}%  {label}")
