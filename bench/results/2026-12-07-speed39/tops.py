# tops.py [--under METHOD] FILE.jfr...: inclusive main-thread samples per method (jdk.ExecutionSample)
import sys, json, subprocess, collections
args = sys.argv[1:]; under = None
if args[0] == '--under': under = args[1]; args = args[2:]
inc = collections.Counter(); tot = 0
for fn in args:
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '300', '--events', 'jdk.ExecutionSample', fn],
                         capture_output=True, text=True).stdout
    for ev in json.loads(out)['recording']['events']:
        v = ev['values']
        if v['sampledThread']['javaName'] != 'main': continue
        frames = v['stackTrace']['frames']
        keys = [f['method']['type']['name'].rsplit('/', 1)[-1] + '.' + f['method']['name'] for f in frames]
        if under and under not in keys: continue
        tot += 1; seen = set()
        for k in keys:
            if k not in seen: seen.add(k); inc[k] += 1
print(f'main-thread samples {tot} ({len(args)} runs){" under " + under if under else ""}')
for k, c in inc.most_common(int(__import__("os").environ.get("TOP", "70"))):
    print(f'{c:6d} {100 * c / max(tot, 1):5.1f}% {k}')
