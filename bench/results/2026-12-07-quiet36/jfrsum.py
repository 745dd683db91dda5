#!/usr/bin/env python3
# jfrsum.py FILE.jfr [N]: execution samples by thread; top frames (self); inclusive by method per thread group
import json, subprocess, sys, collections, re
f = sys.argv[1]; n = int(sys.argv[2]) if len(sys.argv) > 2 else 25
out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '64', '--events', 'jdk.ExecutionSample', f], capture_output=True, text=True).stdout
ev = json.loads(out)['recording']['events']
def tname(e):
    t = e['values']['sampledThread']
    nm = (t.get('javaName') or t.get('osName') or '?')
    return re.sub(r'-\d+$', '', nm)
def fr(x):
    m = x['method']; return m['type']['name'].split('.')[-1] + '.' + m['name']
by = collections.Counter(tname(e) for e in ev)
print('samples', len(ev), dict(by))
for grp in by:
    es = [e for e in ev if tname(e) == grp]
    self_ = collections.Counter(); incl = collections.Counter()
    for e in es:
        frames = e['values']['stackTrace']['frames'] if e['values']['stackTrace'] else []
        if not frames: continue
        self_[fr(frames[0])] += 1
        for m in set(fr(x) for x in frames): incl[m] += 1
    print(f'== {grp} ({len(es)}) self:')
    for k, v in self_.most_common(n): print(f'  {v:5d} {k}')
    print(f'== {grp} inclusive:')
    for k, v in incl.most_common(n + 15): print(f'  {v:5d} {k}')
