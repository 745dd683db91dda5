"""Main-thread JFR samples (jdk.ExecutionSample, Java frames only) of cold pastes, split by phase and by mechanism."""
import collections, sys
from jfrsamples import main_stacks

ph=collections.Counter(); mech=collections.Counter(); both=collections.Counter(); n=0
PH=[('case base load','CaseBaseLoader.load'),('engine parts (extractor, tables, index object)','TriageEngine.parts'),
    ('read the input','InputReader.readAll'),("Lucene's open",'LuceneCaseIndex.opened'),('assembly (ranking, root cause, reasoning)','Assembler.assemble'),
    ('report','DiagnoseCommand.print'),('diagnose, other','DiagnoseCommand.call')]
def phase(full):
    s=set(full)
    for name,m in PH:
        if m in s: return name
    return 'CLI and other (before diagnose)'
def mechanism(full):
    for i,m in enumerate(full):
        if m in ('MethodHandleNatives.linkCallSite','MethodHandleNatives.linkMethodHandleConstant','MethodHandleNatives.findMethodHandleType','MethodHandleNatives.linkMethod','ObjectMethods.bootstrap'):
            return 'linking invokedynamic and method-handle constants (lambdas, records, concatenation)'
    for m in full:
        if m.endswith('.<clinit>') and any(x in m for x in ('HotspotVMOptions','Constants','RamUsageEstimator','VectorizationProvider')):
            return "Lucene's static initialisers (JMX, logging, vector provider)"
    for m in full:
        if m.startswith('RecordCodec.') or m.startswith('CompiledCatalog.'):
            return 'the code catalogue decoded (record level already)'
        if m.startswith('BuiltInTrees.tree') or m.startswith('TreeCodec$Decoder.tree'):
            return 'the JSON trees decoded (TreeCodec to Jackson nodes)'
    if full and full[0].startswith(('Pattern','Matcher','Pattern$','CharPredicates')): return 'regex (compile and match)'
    return 'other'
for full in main_stacks(sys.argv[1:]):
    n+=1; p=phase(full); m=mechanism(full)
    ph[p]+=1; mech[m]+=1; both[(p,m)]+=1
runs=len(sys.argv)-1
print(f'{n} main-thread samples in {runs} runs ({n/runs:.0f} a run, 1 ms period)\n')
print('| phase | samples | share | ms a run |\n|---|---|---|---|')
for k,v in ph.most_common(): print(f'| {k} | {v} | {100*v/n:.1f}% | {v/runs:.0f} |')
print('\n| mechanism (innermost) | samples | share | ms a run |\n|---|---|---|---|')
for k,v in mech.most_common(): print(f'| {k} | {v} | {100*v/n:.1f}% | {v/runs:.0f} |')
print('\nlinking by phase:')
for (p,m),v in sorted(both.items(), key=lambda x:-x[1]):
    if m.startswith('linking'): print(f'  {p}: {v}')
