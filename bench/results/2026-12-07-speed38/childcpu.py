"""Run speed38: the CPU (user, sys) and wall time of one child process, from the children's rusage before and after."""
import resource, subprocess, time


def run(cmd, stdin=None, keep_output=False):
    """Runs cmd (stdin: a path or None); returns (user s, sys s, wall s, its stdout bytes or None)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    with open(stdin or '/dev/null', 'rb') as f:
        p = subprocess.run(cmd, stdin=f, stdout=subprocess.PIPE if keep_output else subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime, wall, p.stdout


def alternating(pairs, a, b):
    """(pair, jar) in ABAB order: odd pairs a then b, even pairs b then a."""
    for pair in range(1, pairs + 1):
        for jar in ((a, b) if pair % 2 else (b, a)):
            yield pair, jar


def record(out, row):
    """Prints a row with the load and the time appended, and appends it to the file out."""
    row += f" load={open('/proc/loadavg').read().split()[0]} at={time.strftime('%H:%M:%S')}"
    print(row, flush=True)
    with open(out, 'a') as f:
        f.write(row + '\n')
