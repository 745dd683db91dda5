"""Run line40: jfrsplit.py X.jfr prints where JFR's execution samples go, by part of a line's path: each sample
is put in the first bucket (in the order below) one of its frames names, outermost recogniser first; main-thread
samples by phase. With -v, the two calls under each recogniser's recognize."""
import collections, json, subprocess, sys

out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '160', '--events', 'jdk.ExecutionSample', sys.argv[1]],
                     capture_output=True, text=True).stdout
frame = lambda x: x['method']['type']['name'].split('/')[-1] + '.' + x['method']['name']
events = [e for e in json.loads(out)['recording']['events'] if e['values']['stackTrace']]
n = len(events)
reader = collections.Counter()
main = collections.Counter()
under = collections.defaultdict(collections.Counter)
# reader thread: outermost first match wins for recognisers; the rest by these frames, first found from the top
READER = [('header parse', ('PlogHeaderBytes.',)),
          ('gate: quiet proof and walks (QuietGate.read)', ('QuietGate.read',)),
          ('evidence: features (FeatureCollector/FeatureIntake)', ('FeatureCollector.', 'FeatureIntake.')),
          ('line decode to String', ('LineScanner.decode', 'String.<init>', 'StringCoding.')),
          ('LineScanner (rest: recognize loop, readsGated)', ('LineScanner.',)),
          ('reading and splitting bytes (Utf8Lines, LineReader)', ('Utf8Lines.', 'LineReader.', 'InputReader.'))]
MAIN = [('case base load', ('CaseBaseLoader.',)), ('engine parts: extractor, Lucene index', ('TriageEngine.parts',)),
        ('Lucene ranking / search', ('org.apache.lucene', 'Ranker', 'IndexSearcher.')),
        ('assembly (Assembler.assemble)', ('Assembler.assemble',)), ('JSON report', ('JsonReport.', 'DiagnosisJson.')),
        ('reading: file list, waits', ('InputReader.',))]


def bucket(buckets, frames, top):
    """The first bucket one of the frames names, else 'other: ' and the top frame."""
    for b, keys in buckets:
        if any(any(k in x for k in keys) for x in frames):
            return b
    return 'other: ' + top


for e in events:
    fr = [frame(x) for x in e['values']['stackTrace']['frames']]
    t = e['values']['sampledThread']['javaName']
    if t.startswith('ascend-triage-reader'):
        recs = [i for i, x in enumerate(fr) if x.endswith('Recognizer.recognize')]
        if recs:
            i = recs[-1]
            name = fr[i].split('.')[0]
            reader['recogniser ' + name] += 1
            under[name][' < '.join(reversed(fr[max(0, i - 2):i]))] += 1
            continue
        reader[bucket(READER, fr, fr[0])] += 1
    else:
        full = [x['method']['type']['name'].replace('/', '.') + '.' + x['method']['name']
                for x in e['values']['stackTrace']['frames']]
        main[bucket(MAIN, full, fr[0])] += 1
print(f'samples {n}: reader threads {sum(reader.values())}, other threads {sum(main.values())}')
for title, c in (('reader threads', reader), ('main and other threads', main)):
    print('--', title)
    rest = 0
    for k, v in c.most_common():
        if k.startswith('other: ') and v < n * 0.004:
            rest += v
            continue
        print(f'{100 * v / n:5.1f}% {v:5d} {k}')
    print(f'{100 * rest / n:5.1f}% {rest:5d} other (each under 0.4%)')
if '-v' in sys.argv:
    for name, c in sorted(under.items(), key=lambda x: -sum(x[1].values())):
        print('--', name, sum(c.values()))
        for k, v in c.most_common(8):
            print(f'   {100 * v / n:5.1f}% {v:5d} {k}')
