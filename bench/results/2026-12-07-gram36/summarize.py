# summarize.py FILE...: per JVM run (== header), rounds 1.. (round 0 is warm-up): median (range) ns/line and ns/B of each
# finder, and the ratio finder/walk per round (median, worst = highest)
import re, statistics, sys
blocks = []
for path in sys.argv[1:]:
    for line in open(path):
        if line.startswith('=='):
            blocks.append((line.strip(), []))
        elif line.startswith('round') and not line.startswith('round 0'):
            parts = {}
            for m in re.finditer(r' ([^;:]+?) (\d+) ns/line ([\d.]+) ns/B', line):
                parts[m.group(1).strip()] = (int(m.group(2)), float(m.group(3)))
            blocks[-1][1].append(parts)
def rng(v):
    return '%.2f (%.2f-%.2f)' % (statistics.median(v), min(v), max(v))
for head, rounds in blocks:
    print(head)
    for k in rounds[0]:
        nl = [r[k][0] for r in rounds]; nb = [r[k][1] for r in rounds]
        ratio = [r[k][0] / r['walk'][0] for r in rounds]
        print('  %-40s ns/line %s  ns/B %s  /walk %s' % (k, rng(nl), rng(nb), rng(ratio)))
