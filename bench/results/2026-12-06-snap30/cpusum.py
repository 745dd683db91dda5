import re,sys,statistics as st
# per file: per mix, the measured iterations' thread-CPU lines per second (both forks), mean, min-max; and the JMH score
for fn in sys.argv[1:]:
    mix=None; fork=None; meas={}; warm={}
    for l in open(fn):
        m=re.search(r'Parameters: \(mix = (\w+)',l)
        if m: mix=m.group(1)
        m=re.search(r'# Fork: (\d)',l)
        if m: fork=int(m.group(1))
        m=re.search(r'lines-per-cpu-s=(\d+)',l)
        if m:
            v=int(m.group(1))
            (warm if not l.startswith('Iteration') else meas).setdefault(mix,{}).setdefault(fork,[]).append(v)
    for mx in meas:
        allv=[v for f in meas[mx].values() for v in f]
        w=[warm[mx][f][-3:] for f in sorted(warm[mx])]
        print(fn.split('/')[-1], mx, 'measured n=%d mean %.0f median %.0f (%d-%d)'%(len(allv),st.mean(allv),st.median(allv),min(allv),max(allv)),
              'per fork means', ['%.0f'%st.mean(meas[mx][f]) for f in sorted(meas[mx])], 'last 3 warm-up', w)
