import collections, json, subprocess, sys
out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '160', '--events', 'jdk.ExecutionSample', sys.argv[1]], capture_output=True, text=True).stdout
frame = lambda x: x['method']['type']['name'].split('/')[-1] + '.' + x['method']['name']
events = [e for e in json.loads(out)['recording']['events'] if e['values']['stackTrace']]
n = len(events); want = sys.argv[2]; c = collections.Counter()
for e in events:
    fr = [frame(x) for x in e['values']['stackTrace']['frames']]
    if want in fr:
        i = fr.index(want); c[fr[i+1] if i+1 < len(fr) else '-'] += 1
print(f'{want}: {sum(c.values())} of {n}')
for k, v in c.most_common(20): print(f'{v:5d} {k}')
