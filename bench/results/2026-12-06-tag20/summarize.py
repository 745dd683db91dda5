import re,collections,statistics as st
rows=[dict(kv.split('=',1) for kv in l.split()) for l in open('/tmp/tag20/res/times.txt') if l.startswith('round=')]
g=collections.defaultdict(dict)
for r in rows:
    key=(r.get('lines','1m'),r['mix'],r['build'],r['round'])
    g[key][r['what']]=r
out=collections.defaultdict(list); rss=collections.defaultdict(list); loads=collections.defaultdict(list); shas=collections.defaultdict(set)
for (lines,mix,b,rd),d in g.items():
    if 'empty' in d and 'tag' in d:
        out[(lines,mix,b)].append(float(d['tag']['cpu'])-float(d['empty']['cpu']))
        rss[(lines,mix,b)].append(int(d['tag']['rss_kb'])//1024)
        loads[(lines,mix)].append(float(d['tag']['load']))
        shas[(lines,mix)].add(d['tag']['sha'])
n={'1m':1_000_000,'300k':300_000}
for k in sorted(out):
    v=out[k]; lines=n[k[0]]
    print(k, 'rounds',len(v),'median %.2f s (%.2f-%.2f)'%(st.median(v),min(v),max(v)), 'lines/cpu s %d (%d-%d)'%(lines/st.median(v),lines/max(v),lines/min(v)), 'rss MB',min(rss[k]),'-',max(rss[k]), 'load %.0f-%.0f'%(min(loads[k[:2]]),max(loads[k[:2]])), 'shas',shas[k[:2]])

if __name__ == '__main__':
    print()
    print('| stream | rounds | main 3e871dfc | with the change | change of the medians | load |')
    print('|---|---|---|---|---|---|')
    for lines in ('1m', '300k'):
        for mix in ('warning', 'realistic', 'quiet'):
            a = out.get((lines, mix, 'base')); b = out.get((lines, mix, 'new'))
            if not a or not b: continue
            ma, mb = st.median(a), st.median(b)
            print('| %s, %s | %d / %d | %.2f s (%.2f-%.2f) | %.2f s (%.2f-%.2f) | %+d%% | %.0f-%.0f |' % (
                {'warning': 'half WARNING', 'realistic': 'realistic', 'quiet': 'quiet'}[mix], {'1m': '1,000,000', '300k': '300,000'}[lines],
                len(a), len(b), ma, min(a), max(a), mb, min(b), max(b), round(100 * (mb - ma) / ma), min(loads[(lines, mix)]), max(loads[(lines, mix)])))
