# tops.py FILE.jfr...: inclusive main-thread samples per method (top 70) of ascendtriage + lucene/jackson
import sys, collections
sys.path.insert(0, '/work/wt/cold15/bench/results/2026-12-05-fixed12')
from jfrsamples import main_stacks
inc = collections.Counter(); tot = 0
for frames in main_stacks(sys.argv[1:]):
    tot += 1; seen = set()
    for fr in frames:
        t = fr['method']['type']['name']
        k = t.rsplit('/', 1)[-1] + '.' + fr['method']['name']
        if k not in seen:
            seen.add(k); inc[k] += 1
print(f'main-thread samples {tot} ({len(sys.argv) - 1} runs)')
for k, v in inc.most_common(110):
    print(f'{v:6d} {100 * v / max(tot, 1):5.1f}% {k}')
