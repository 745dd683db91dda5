"""Inclusive main-thread samples per method: python3 agg.py p*.json"""
import collections, sys
from jfrsamples import main_stacks

incl = collections.Counter()
n = 0
for names in main_stacks(sys.argv[1:], full_names=True):
    n += 1
    for m in set(names):
        incl[m] += 1
print('samples main', n)
for m, c in incl.most_common(120):
    print(c, m)
