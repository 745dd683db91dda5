import re, sys, statistics as st, collections
# steps.py FILE: medians (min-max) of each step's main, process ms and classes over the runs in FILE
d = collections.defaultdict(list); order = []
for line in open(sys.argv[1]):
    m = re.match(r'(.+?)\s+main\s+(\S+)\s+process\s+(\S+)\s+classes\s+(\S+)', line)
    if m:
        ph = m.group(1).strip()
        if ph not in order: order.append(ph)
        d[ph].append([float(x) for x in m.groups()[1:]])
print(f'| step (n={len(d[order[0]])}) | main ms | process ms | classes |'); print('|---|---|---|---|')
for ph in order:
    xs = d[ph]
    print(f'| {ph} | ' + ' | '.join(f'{st.median([x[k] for x in xs]):.0f} ({min(x[k] for x in xs):.0f}-{max(x[k] for x in xs):.0f})' for k in range(3)) + ' |')
