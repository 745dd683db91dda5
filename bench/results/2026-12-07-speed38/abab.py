"""Run speed38: whole-process ABAB pairs, each process `diagnose --format json TREE` with the launcher's flags
for a tree under 1 GiB (no class-data archive). abab.py OUT PAIRS TREE A.jar B.jar appends one row per process,
in the row format of run facts36's abab.sh (so its pairs.py reads them): tree pair jar cpu= user= sys= wall= sha=
 load= at=. Odd pairs run A then B, even pairs B then A."""
import hashlib, os, resource, subprocess, sys, time

out, pairs, tree, a, b = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
FLAGS = ['-Xmx512m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']

def one(pair, jar):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    p = subprocess.run(['java', *FLAGS, '-jar', jar, 'diagnose', '--format', 'json', tree],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    user, sys_ = after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime
    row = (f"{os.path.basename(tree)} {pair} {os.path.basename(jar)[:-4]} cpu={user + sys_:.2f} user={user:.2f} "
           f"sys={sys_:.2f} wall={wall:.2f} sha={hashlib.sha256(p.stdout).hexdigest()[:12]} "
           f"load={open('/proc/loadavg').read().split()[0]} at={time.strftime('%H:%M:%S')}")
    print(row, flush=True)
    with open(out, 'a') as f:
        f.write(row + '\n')

for pair in range(1, pairs + 1):
    for jar in ((a, b) if pair % 2 else (b, a)):
        one(pair, jar)
