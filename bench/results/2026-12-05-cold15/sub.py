# sub.py METHOD FILE.jfr...: inclusive samples of each method called (at any depth) under METHOD, top 40
import sys, collections
sys.path.insert(0, '/work/wt/cold15/bench/results/2026-12-05-fixed12')
from jfrsamples import main_stacks
root = sys.argv[1]; inc = collections.Counter(); tot = 0
for frames in main_stacks(sys.argv[2:]):
    names = [fr['method']['type']['name'].rsplit('/', 1)[-1] + '.' + fr['method']['name'] for fr in frames]
    if root not in names: continue
    tot += 1; seen = set()
    for k in names[:names.index(root)]:
        if k not in seen: seen.add(k); inc[k] += 1
print(root, tot)
for k, v in inc.most_common(45): print(f'{v:6d} {k}')
