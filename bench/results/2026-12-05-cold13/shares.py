# shares.py FILE.jfr...: main-thread samples, and inclusive samples of the start-up steps issue 38 names
import sys, collections
from jfrsamples import main_stacks
keys = ['CaseBaseLoader.loadExamplesUnchecked', 'CompiledCatalog.decode', 'CodeCatalog.<init>', 'CodeRecognizer.<init>',
        'RecognizerTables.<init>', 'CodeStandIns.<init>', 'CodedMessages.<init>', 'CodeTriggers.of', 'RecognizerTables.read',
        'FeatureExtractor.<init>', 'QuietGate.of', 'PhraseTrie.build', 'PhraseTables.decodeAll', 'AhoCorasick.<init>',
        'LuceneCaseIndex.build', 'TriageEngine.diagnose']
inc = collections.Counter(); tot = 0
for frames in main_stacks(sys.argv[1:]):
    tot += 1; seen = set()
    for fr in frames:
        k = fr['method']['type']['name'].rsplit('/', 1)[-1] + '.' + fr['method']['name']
        if k in keys and k not in seen:
            seen.add(k); inc[k] += 1
    if any(fr['method']['type']['name'].endswith('QuietGate') for fr in frames):
        pass
print(f'main-thread samples {tot} ({len(sys.argv) - 1} runs)')
for k in keys:
    print(f'{inc[k]:6d} {100 * inc[k] / max(tot, 1):5.1f}% {k}')
