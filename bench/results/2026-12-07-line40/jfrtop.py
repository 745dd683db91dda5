"""Run line40: jfrtop.py X.jfr [N] prints the JFR execution samples' thread split, the top N methods by self samples
and by inclusive samples (a method counted once per stack)."""
import collections, json, subprocess, sys

out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '128', '--events', 'jdk.ExecutionSample', sys.argv[1]],
                     capture_output=True, text=True).stdout
n_top = int(sys.argv[2]) if len(sys.argv) > 2 else 40
frame = lambda x: x['method']['type']['name'].split('/')[-1] + '.' + x['method']['name']
events = [e for e in json.loads(out)['recording']['events'] if e['values']['stackTrace']]
stacks = [[frame(x) for x in e['values']['stackTrace']['frames']] for e in events]
threads = collections.Counter(e['values']['sampledThread']['javaName'].rstrip('0123456789-') for e in events)
n = len(stacks)
print('samples', n, 'threads', dict(threads))
self_ = collections.Counter(s[0] for s in stacks)
incl = collections.Counter(f for s in stacks for f in set(s))
print('-- self')
for k, v in self_.most_common(n_top):
    print(f'{100 * v / n:5.1f}% {v:5d} {k}')
print('-- inclusive')
for k, v in incl.most_common(n_top * 2):
    print(f'{100 * v / n:5.1f}% {v:5d} {k}')
