"""Run line40: whole-process ABAB pairs. abab.py OUT PAIRS A.jar B.jar TREE... runs, per tree in turn, PAIRS pairs of
`java -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar JAR diagnose --format json TREE` (the launcher's flags
for a tree under 1 GiB, no class-data archive), odd pairs A then B, even pairs B then A, and appends one row per
process to OUT: tree pair jar cpu= user= sys= wall= sha= load= at= (the row format of runs facts36 and speed38).
CPU is the child's rusage (user+sys); sha the first 12 hex digits of the JSON answer's sha256."""
import hashlib, os, resource, subprocess, sys, time

FLAGS = ['-Xmx512m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']


def one(out, tree, pair, jar):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    with open('/tmp/line40/empty', 'rb') as stdin, open('/tmp/line40/abab.err', 'ab') as err:
        p = subprocess.run(['java', *FLAGS, '-jar', jar, 'diagnose', '--format', 'json', tree], stdin=stdin,
                           stdout=subprocess.PIPE, stderr=err)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    user, sys_ = after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime
    row = (f"{os.path.basename(tree)} {pair} {os.path.basename(jar)[:-4]} cpu={user + sys_:.2f} user={user:.2f} "
           f"sys={sys_:.2f} wall={wall:.2f} sha={hashlib.sha256(p.stdout).hexdigest()[:12]} "
           f"load={open('/proc/loadavg').read().split()[0]} at={time.strftime('%H:%M:%S')}")
    print(row, flush=True)
    with open(out, 'a') as f:
        f.write(row + '\n')


out, pairs, a, b = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
for tree in sys.argv[5:]:
    for pair in range(1, pairs + 1):
        for jar in ((a, b) if pair % 2 else (b, a)):
            one(out, tree, pair, jar)
