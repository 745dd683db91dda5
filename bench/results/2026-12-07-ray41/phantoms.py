#!/usr/bin/env python3
"""ray41: counts, per tree of a stranger run, the places of an answer's root cause (roots and cascade places) that are
phantoms: a place (host H, pid P) where no file under H is named after P (plog-P_*, device-P_*, worker-*-P.out|err)
while a file under another host is; and the pid-less places whose source is a Ray worker file (worker-*-P.out|err).
usage: phantoms.py <run-dir>   (the run dir of bench/field-trees.sh: trees/ and answers/)"""
import json, os, re, sys
run = sys.argv[1]
pidfile = re.compile(r'^(?:plog|device)-(\d+)_|^worker-[0-9a-f]+-[0-9a-f]+-(\d+)\.(?:out|err)$')
tot_trees = tot_ph = tot_tr_ph = tot_nopid = tot_tr_nopid = 0
rows = []
for t in sorted(os.listdir(os.path.join(run, 'trees'))):
    logs = os.path.join(run, 'trees', t, 'logs')
    owned = {}
    for h in os.listdir(logs):
        for dp, dn, fn in os.walk(os.path.join(logs, h)):
            for f in fn:
                m = pidfile.match(f)
                if m:
                    owned.setdefault(m.group(1) or m.group(2), set()).add(h)
    a = json.load(open(os.path.join(run, 'answers', t + '.json')))
    rc = a.get('rootCause') or {}
    places = list(rc.get('roots') or []) + list(rc.get('cascadePlaces') or [])
    ph = set(); nopid = set()
    for p in places:
        h, pid, src = p.get('host'), p.get('pid'), p.get('source') or ''
        if pid and h and pid in owned and h not in owned[pid]:
            ph.add((h, pid))
        if not pid and re.search(r'/worker-[0-9a-f]+-[0-9a-f]+-\d+\.(?:out|err)$', src):
            nopid.add(src)
    tot_trees += 1; tot_ph += len(ph); tot_tr_ph += bool(ph); tot_nopid += len(nopid); tot_tr_nopid += bool(nopid)
    rows.append(f"{t}\t{len(ph)}\t{len(nopid)}")
print("tree\tphantom_places\tpidless_ray_file_places")
print("\n".join(rows))
print(f"all\ttrees {tot_trees}: {tot_tr_ph} with phantom places ({tot_ph} places); {tot_tr_nopid} with pid-less Ray-file places ({tot_nopid})")
