"""Main-thread samples in invokedynamic and method-handle linking, by bootstrap kind and calling method: python3 linkers.py p*.json"""
import collections, sys
from jfrsamples import main_stacks

c = collections.Counter()
kind = collections.Counter()
for full in main_stacks(sys.argv[1:]):
    for i, m in enumerate(full):
        if m.startswith(('MethodHandleNatives.link', 'MethodHandleNatives.find')):
            caller = full[i + 1] if i + 1 < len(full) else '?'
            inner = full[:i]
            k = ('lambda' if any('LambdaMetafactory' in x for x in inner)
                 else 'concat' if any('StringConcatFactory' in x for x in inner)
                 else 'record' if any('ObjectMethods' in x for x in inner) else m.split('.')[1])
            kind[k] += 1
            c[(k, caller)] += 1
            break
print(kind.most_common())
for k, v in c.most_common(45):
    print(v, k)
