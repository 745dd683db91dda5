"""Run line40: perline.py SPLIT.txt READER_S MAIN_S LINES turns jfrsplit.py's sample counts into microseconds of CPU per
line of the tree: a reader bucket's share of the reader threads' samples times the readers' CPU (bench/thread-cpu.sh),
a main-thread bucket's share of the other samples times the main thread's CPU, each divided by the tree's lines."""
import re, sys

split, reader_s, main_s, lines = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
text = open(split).read()
m = re.match(r'samples (\d+): reader threads (\d+), other threads (\d+)', text)
_, nr, nm = map(int, m.groups())
part = None
for line in text.splitlines()[1:]:
    if line.startswith('-- reader'):
        part, n, cpu = 'reader', nr, reader_s
        continue
    if line.startswith('-- main'):
        part, n, cpu = 'main', nm, main_s
        continue
    if line.startswith('-- '):
        break
    v = re.match(r'\s*[\d.]+%\s+(\d+) (.*)', line)
    if v and part:
        k = int(v.group(1))
        print(f'{part:6s} {1e6 * cpu * k / n / lines:6.2f} us/line  {v.group(2)}')
print(f'reader {1e6 * reader_s / lines:6.2f} us/line  all reader threads ({reader_s} s)')
print(f'main   {1e6 * main_s / lines:6.2f} us/line  main thread ({main_s} s)')
