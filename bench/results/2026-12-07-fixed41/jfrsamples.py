"""The main thread's stacks in JFR recordings printed by `jfr print --json --stack-depth 200 --events jdk.ExecutionSample`."""
import json


def main_stacks(files, full_names=False):
    """Each main-thread sample's frames, innermost first, as Class.method (package-qualified with full_names)."""
    for f in files:
        for e in json.load(open(f))['recording']['events']:
            if e['values']['sampledThread']['javaName'] != 'main':
                continue
            frames = e['values']['stackTrace']['frames']
            yield [(x['method']['type']['name'] if full_names else x['method']['type']['name'].split('/')[-1])
                   + '.' + x['method']['name'] for x in frames]
