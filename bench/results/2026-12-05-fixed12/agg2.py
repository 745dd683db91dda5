# agg2.py FILE.jfr...: inclusive samples of some JDK and Lucene entry points, and the top self frames
import sys, collections
from jfrsamples import main_stacks, short
selfc = collections.Counter(); inc = collections.Counter(); tot = 0
for frames in main_stacks(sys.argv[1:]):
    tot += 1
    m = frames[0]['method']; selfc[m['type']['name'] + '.' + m['name']] += 1
    for k in {short(x) for x in frames}:
        inc[k] += 1
print('samples', tot)
for k in ['Formatter.format', 'String.format', 'Pattern.compile', 'Pattern.<init>', 'ObjectMapper.readTree',
          'MethodHandleNatives.linkCallSite', 'MethodHandleNatives.linkMethodHandleConstant', 'ClassLoader.loadClass',
          'Class.forName', 'StringConcatFactory.makeConcatWithConstants', 'InnerClassLambdaMetafactory.buildCallSite',
          'ManagementFactory.getPlatformMXBean', 'RamUsageEstimator.<clinit>']:
    print(f'{inc[k]:6d} {100*inc[k]/tot:5.1f}% {k}')
print('--- self top')
for k, c in selfc.most_common(30):
    print(f'{c:6d} {100*c/tot:5.1f}% {k}')
