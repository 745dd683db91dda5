"""Call paths below ROOT, DEPTH engine frames deep (collection plumbing skipped): python3 agg6.py ROOT DEPTH p*.json"""
import collections, sys
from jfrsamples import main_stacks

root, depth = sys.argv[1], int(sys.argv[2])
PLUMBING = ('Optional.', 'Iterable.', 'ArrayList.', 'HashMap.', 'Map.', 'List.', 'LinkedHashMap.', 'Collections',
            'ImmutableCollections', 'AbstractList', 'Objects.', 'TreeMap.', 'Arrays.', 'String', 'Integer', 'Character', 'Math')
c = collections.Counter()
n = 0
for full in main_stacks(sys.argv[3:]):
    if root not in full:
        continue
    n += 1
    below = [m for m in full[:full.index(root)][::-1] if not m.startswith(PLUMBING)]
    c[' > '.join(below[:depth])] += 1
print(n)
for k, v in c.most_common(50):
    print(v, k)
