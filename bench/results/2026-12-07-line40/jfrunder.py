"""Run line40: jfrunder.py X.jfr METHOD [DEPTH] prints the samples whose stack holds METHOD (Class.method), grouped by
the DEPTH frames called under its outermost occurrence."""
import collections, json, subprocess, sys

out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '160', '--events', 'jdk.ExecutionSample', sys.argv[1]],
                     capture_output=True, text=True).stdout
frame = lambda x: x['method']['type']['name'].split('/')[-1] + '.' + x['method']['name']
events = [e for e in json.loads(out)['recording']['events'] if e['values']['stackTrace']]
n = len(events)
want, depth = sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1
c = collections.Counter()
for e in events:
    fr = [frame(x) for x in e['values']['stackTrace']['frames']]
    at = [i for i, x in enumerate(fr) if x == want]
    if at:
        i = at[-1]
        c[' < '.join(reversed(fr[max(0, i - depth):i])) or '(self)'] += 1
print(f'{want}: {sum(c.values())} of {n} samples ({100 * sum(c.values()) / n:.1f}%)')
for k, v in c.most_common(30):
    print(f'{100 * v / n:5.1f}% {v:5d} {k}')
