"""The main thread's stacks of jdk.ExecutionSample events in JFR files (innermost frame first)."""
import json, subprocess


def main_stacks(files):
    for f in files:
        out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '200', '--events', 'jdk.ExecutionSample', f],
                             capture_output=True, text=True).stdout
        for e in json.loads(out)['recording']['events']:
            v = e['values']
            if v['sampledThread']['javaName'] == 'main':
                yield v['stackTrace']['frames']


def short(frame):
    m = frame['method']
    return m['type']['name'].rsplit('/', 1)[-1] + '.' + m['name']
