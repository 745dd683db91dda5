# agg.py PACKAGE FILE.jfr...: inclusive main-thread samples per method of PACKAGE (and Lucene as one)
import sys, collections
from jfrsamples import main_stacks
inc = collections.Counter(); tot = 0
for frames in main_stacks(sys.argv[2:]):
    tot += 1; seen = set()
    for fr in frames:
        full = fr['method']['type']['name']
        key = full.split('.')[-1] + '.' + fr['method']['name'] if sys.argv[1] in full else 'LUCENE(any)' if 'lucene' in full else None
        if key and key not in seen:
            seen.add(key); inc[key] += 1
print('samples', tot)
for k, c in inc.most_common(70):
    print(f'{c:6d} {100*c/tot:5.1f}% {k}')
