#!/usr/bin/env python3
"""agg27: the before-answer aggregated as the change aggregates, compared with the after-answer.

  aggregate.py BEFORE AFTER       (two diagnose JSON files, or two folders of *.diagnose.json / *.tag.txt)

Before: warnings one per distinct setting value, nextChecks one per warning. Aggregating it: the
setting warnings grouped by (setting, kind of problem) read from the message (the kinds of
internal/codes/SettingProblem: form, range, loopback, reserved, overlap; a fixed sentence of a
requires/excludes rule is its own kind), the first kept, `count` added (1 for every other warning);
nextChecks once per (layer, command), first seen first. The after-answer must then equal it in every
field, apart from `count`, which the before-JSON cannot give (it lists each distinct value once, not
how many lines gave it): there the after-count must be at least the number of distinct values
merged. tag --alerts output does not hold warnings or checks: it must be byte for byte the same.
"""
import json, os, re, sys

KINDS = [
    (re.compile(r"^'.*' is not (an integer|a number|one of |one IPv4 or IPv6 address|a NIC name|a port or a range)"), "form"),
    (re.compile(r"^.* is outside the documented range$"), "range"),
    (re.compile(r"^.* is a loopback (address|or container bridge NIC)"), "loopback"),
    (re.compile(r"^.* takes reserved ports"), "reserved"),
    (re.compile(r"^.* overlaps another port or range of the list$"), "overlap"),
]
SETTING = re.compile(r"^setting ([A-Z][A-Z0-9_]*): (.*); documented: .*; source: \S+$")


def key(msg):
    m = SETTING.match(msg)
    if not m:
        return None
    problem = m.group(2)
    for pat, kind in KINDS:
        if pat.match(problem):
            return (m.group(1), kind)
    return (m.group(1), "fixed:" + problem)


def aggregate(d):
    ws, groups = [], {}
    for w in d["warnings"]:
        k = key(w["message"]) if w["line"] else None
        if k is None:
            ws.append(dict(w, count=1))
        elif k in groups:
            groups[k]["count"] += 1
        else:
            groups[k] = dict(w, count=1)
            ws.append(groups[k])
    checks, seen = [], set()
    for c in d["nextChecks"]:
        if (c["layer"], c["command"]) not in seen:
            seen.add((c["layer"], c["command"]))
            checks.append(c)
    return dict(d, warnings=ws, nextChecks=checks)


def compare(before, after):
    """Problems of after against aggregated before, as strings; empty when they agree."""
    b, a = aggregate(before), after
    out = []
    if [x for x in b if x not in ("warnings",)] != [x for x in a if x not in ("warnings",)]:
        out.append("fields differ")
    for f in b:
        if f != "warnings" and b[f] != a.get(f):
            out.append("field " + f + " differs")
    bw, aw = b["warnings"], a["warnings"]
    if len(bw) != len(aw):
        out.append("warnings: %d aggregated before, %d after" % (len(bw), len(aw)))
    else:
        for x, y in zip(bw, aw):
            if {k: v for k, v in x.items() if k != "count"} != {k: v for k, v in y.items() if k != "count"}:
                out.append("warning differs: %s / %s" % (x, y))
            elif y["count"] < x["count"] or (x["count"] == 1 and key(x["message"]) is None and y["count"] != 1):
                out.append("count %d after, %d distinct values before: %s" % (y["count"], x["count"], x["message"][:80]))
    return out


def main(before, after):
    if os.path.isfile(before):
        pairs = [(before, after)]
        tags = []
    else:
        names = sorted(n for n in os.listdir(before) if n.endswith(".diagnose.json"))
        pairs = [(os.path.join(before, n), os.path.join(after, n)) for n in names]
        tags = sorted(n for n in os.listdir(before) if n.endswith(".tag.txt") or n.endswith(".rc"))
    bad, stats = 0, [0, 0, 0, 0]
    for p, q in pairs:
        with open(p, "rb") as f:
            bj = json.load(f)
        with open(q, "rb") as f:
            aj = json.load(f)
        stats[0] += len(bj["warnings"]); stats[1] += len(aj["warnings"])
        stats[2] += len(bj["nextChecks"]); stats[3] += len(aj["nextChecks"])
        probs = compare(bj, aj)
        if probs:
            bad += 1
            print(os.path.basename(p), "; ".join(probs[:3]))
    for n in tags:
        with open(os.path.join(before, n), "rb") as f, open(os.path.join(after, n), "rb") as g:
            if f.read() != g.read():
                bad += 1
                print(n, "differs byte for byte")
    print("%d diagnose answers, %d tag/rc files; %d differ beyond the aggregation; warnings %d -> %d, nextChecks %d -> %d"
          % (len(pairs), len(tags), bad, stats[0], stats[1], stats[2], stats[3]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
