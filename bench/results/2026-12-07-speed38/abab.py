"""Run speed38: whole-process ABAB pairs, each process `diagnose --format json TREE` with the launcher's flags
for a tree under 1 GiB (no class-data archive). abab.py OUT PAIRS TREE A.jar B.jar appends one row per process,
in the row format of run facts36's abab.sh (so its pairs.py reads them): tree pair jar cpu= user= sys= wall= sha=
 load= at=. Odd pairs run A then B, even pairs B then A."""
import hashlib, os, sys

import childcpu

out, pairs, tree, a, b = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
FLAGS = ['-Xmx512m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']

def one(pair, jar):
    user, sys_, wall, answer = childcpu.run(['java', *FLAGS, '-jar', jar, 'diagnose', '--format', 'json', tree],
                                            keep_output=True)
    childcpu.record(out, f"{os.path.basename(tree)} {pair} {os.path.basename(jar)[:-4]} cpu={user + sys_:.2f} "
                    f"user={user:.2f} sys={sys_:.2f} wall={wall:.2f} sha={hashlib.sha256(answer).hexdigest()[:12]}")


for pair, jar in childcpu.alternating(pairs, a, b):
    one(pair, jar)
