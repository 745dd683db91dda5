"""Run speed38: jfr-split.py X.jfr prints JFR execution samples per recogniser (the outermost *Recognizer.recognize
on the stack), then for SettingValueRecognizer and CollectiveEntryRecognizer the calls their samples were in
(recognize and the two frames below it; for SettingValueRecognizer grouped as AnchoredFind = the NAME=value regex
tried at its literals, Matcher.find = the map-entry regex, MapEntries = its hand parse, other = names, values,
lower case, the collector)."""
import collections, json, subprocess, sys

out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '96', '--events', 'jdk.ExecutionSample', sys.argv[1]],
                     capture_output=True, text=True).stdout
frame = lambda x: x['method']['type']['name'].split('/')[-1] + '.' + x['method']['name']
stacks = [[frame(x) for x in e['values']['stackTrace']['frames']]
          for e in json.loads(out)['recording']['events'] if e['values']['stackTrace']]
n = len(stacks)
per = collections.Counter()
setting = collections.Counter()
entry = collections.Counter()
for fr in stacks:
    recs = [i for i, x in enumerate(fr) if x.split('.')[0].endswith('Recognizer') and x.endswith('.recognize')]
    if recs:
        per[fr[recs[-1]].split('.')[0]] += 1
    at = [i for i, x in enumerate(fr) if x == 'SettingValueRecognizer.recognize']
    if at:
        callee = fr[at[-1] - 1] if at[-1] > 0 else ''
        setting[callee if callee.split('.')[0] in ('AnchoredFind', 'Matcher', 'MapEntries') else 'other'] += 1
    at = [i for i, x in enumerate(fr) if x.startswith('CollectiveEntryRecognizer.')]
    if at:
        entry[' < '.join(reversed(fr[max(0, at[-1] - 2):at[-1] + 1]))] += 1
print('samples', n)
for r, v in per.most_common():
    print(f'{100 * v / n:5.1f}% {v:5d} {r}')
print(f'recognisers {100 * sum(per.values()) / n:.1f}%')
for title, c in (('SettingValueRecognizer.recognize by call', setting), ('CollectiveEntryRecognizer by call', entry)):
    print(title + ':')
    for k, v in c.most_common(12):
        print(f'{100 * v / n:5.1f}% {v:5d} {k}')
