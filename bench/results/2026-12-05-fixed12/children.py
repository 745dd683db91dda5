# children.py Class.method FILE.jfr...: the samples of that method split by the callee (line) below it
import sys, collections
from jfrsamples import main_stacks, short
target = sys.argv[1]; c = collections.Counter(); tot = 0; hit = 0
for frames in main_stacks(sys.argv[2:]):
    tot += 1
    for i, x in enumerate(frames):
        if short(x) == target:
            hit += 1
            c[short(frames[i - 1]) + ':' + str(frames[i - 1]['lineNumber']) if i > 0 else 'SELF'] += 1
            break
print(target, hit, 'of', tot)
for k, n in c.most_common(20):
    print(n, k)
