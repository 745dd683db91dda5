#!/usr/bin/env python3
# cats.py FILE.jfr...: JFR execution samples of each thread group by category (first matching rule, outermost-last)
import json, subprocess, sys, collections
RULES = {
 'reader': [('gate: loud walk (AhoCorasick.walk)', 'AhoCorasick.walk'), ('gate: quiet proof (NoMatchCheck)', 'NoMatchCheck.'),
            ('fact/record path (readsGated: recognisers, intake)', 'LineScanner.readsGated'),
            ('decoded lines (LineScanner.scan/skips)', 'LineScanner.scan'), ('decoded lines (LineScanner.scan/skips)', 'LineScanner.skips'),
            ('plog header (PlogHeader.locate)', 'PlogHeader.locate'), ('file end (FeatureCollector.finish)', 'FeatureCollector.finish'),
            ('file start (LogStart)', 'LogStart.'), ('rest of readsAscii', 'LineScanner.readsAscii'),
            ('line split (Utf8Lines)', 'Utf8Lines.'), ('open/read file', 'InputReader.readSource')],
 'main': [('start: case base, catalogue, extractor', 'TriageOptions.build'), ('start: case base, catalogue, extractor', 'AscendTriage$Builder.build'),
          ('start: case base, catalogue, extractor', 'TriageEngine.extractor'), ('start: case base, catalogue, extractor', 'TriageEngine.wire'),
          ('assembly (Assembler)', 'Assembler.'), ('ranking (Lucene)', 'LuceneMatcher.'), ('merge of file sets', 'InputReader$Merge'),
          ('merge of file sets', 'FeatureCollector.add'), ('merge of file sets', 'FeatureSet'), ('report/JSON', 'Json'), ('report/JSON', 'Report'),
          ('diagnose: other', 'TriageEngine.diagnose'), ('picocli/CLI', 'picocli'), ('class loading', 'ClassLoader')],
}
for f in sys.argv[1:]:
    out = subprocess.run(['jfr','print','--json','--stack-depth','96','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout
    cnt = collections.defaultdict(collections.Counter); tot = collections.Counter()
    for e in json.loads(out)['recording']['events']:
        v = e['values']; t = v['sampledThread']; tn = t.get('javaName') or ''
        g = 'reader' if 'reader' in tn else 'main' if tn == 'main' else None
        if not g or not v['stackTrace']: continue
        names = [x['method']['type']['name'].split('/')[-1]+'.'+x['method']['name'] for x in v['stackTrace']['frames']]
        tot[g] += 1
        cat = 'other'
        for label, key in RULES[g]:
            if any(key in n for n in names): cat = label; break
        cnt[g][cat] += 1
    print(f'## {f}')
    for g in ('reader', 'main'):
        print(f'{g}: {tot[g]} samples')
        for k, n in cnt[g].most_common(): print(f'  {n:5d} {100*n/max(1,tot[g]):5.1f}%  {k}')
