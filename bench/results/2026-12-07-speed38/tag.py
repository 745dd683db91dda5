"""Run speed38: `tag` CPU per jar on a stream, in alternating pairs; each round also times `tag` of no input
(the start-up), so lines per CPU second = lines / (tag CPU - empty tag CPU). tag.py OUT PAIRS STREAM A.jar B.jar.
Flags: `-Xmx512m -XX:+UseSerialGC` (the launcher's for tag). Rows: jar pair cpu empty_cpu lines_per_cpu_s load."""
import os, sys

import childcpu

out, pairs, stream, a, b = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
lines = sum(1 for _ in open(stream, 'rb'))

def cpu(jar, src):
    user, sys_, _, _ = childcpu.run(['java', '-Xmx512m', '-XX:+UseSerialGC', '-jar', jar, 'tag'], stdin=src)
    return user + sys_

for pair, jar in childcpu.alternating(pairs, a, b):
    empty = cpu(jar, '/dev/null')
    full = cpu(jar, stream)
    childcpu.record(out, f"{os.path.basename(jar)[:-4]} {pair} cpu={full:.2f} empty={empty:.2f} lines={lines} "
                    f"lines_per_cpu_s={lines / max(full - empty, 1e-3):.0f}")
