#!/usr/bin/env python3
"""Independent re-computation of every answer by plain scans (no indexes, no bisect).

Reads the meanings from gold.QUESTIONS and the family table from gold.FAMILIES/VERBS, but
re-implements parsing, readings, windows and selection, then compares with the JSON files.
"""
import gzip
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import gold  # noqa: E402

path = sys.argv[1]
by_ent = {}
for line in gzip.open(path, "rt", encoding="utf-8"):
    parts = line.rstrip("\n").split("\t")
    names = []
    for p in parts[:3]:
        if p.startswith('"') and p.endswith('"'):
            p = p[1:-1].replace('""', '"')
        names.append(p.replace("_", " "))
    h, r, t = names
    d = parts[3]
    if h == t:
        continue
    by_ent.setdefault(h, []).append((h, r, t, d))
    by_ent.setdefault(t, []).append((h, r, t, d))


def my_readings(verb):
    fam, rel, flip = gold.VERBS[verb]
    sym, members = gold.FAMILIES[fam]
    base = {}
    for m in members:
        if isinstance(m, str):
            base[m] = False
        else:
            base[m[0]] = m[1]
    res = set()
    for r, f in base.items():
        # the wording's own relation must come out with the wording's own flip
        ff = f if base[rel] == flip else (not f)
        res.add((r, ff))
        if sym:
            res.add((r, not ff))
    return res


def facts(s, reading, o):
    """(day, answer) pairs for the pattern; answer None if both sides are fixed."""
    rel, flip = reading
    anchor = s if s is not None else o
    out = []
    for h, r, t, d in by_ent.get(anchor, []):
        if r != rel:
            continue
        subj, obj = (t, h) if flip else (h, t)
        if s is not None and subj != s:
            continue
        if o is not None and obj != o:
            continue
        out.append((d, obj if o is None else (subj if s is None else None)))
    return out


def inwin(d, op, ref):
    if op == "year":
        return d[:4] == ref[:4]
    if op == "month":
        return d[:7] == ref[:7]
    if op == "day":
        return d == ref
    if op == "after":
        return d > ref
    return d < ref


def choose(items, sel, ask):
    if not items:
        return set()
    if sel == "first":
        m = min(d for d, _ in items)
        items = [x for x in items if x[0] == m]
    if sel == "last":
        m = max(d for d, _ in items)
        items = [x for x in items if x[0] == m]
    if ask == "entity":
        return {e for _, e in items}
    n = {"day": 10, "month": 7, "year": 4}[ask]
    return {d[:n] for d, _ in items}


dev = json.load(open(os.path.join(os.path.dirname(HERE), "refclause-dev.json")))
test = json.load(open(os.path.join(os.path.dirname(HERE), "refclause-test.json")))
got = {q["id"]: q for q in dev + test}
bad = 0
for qid, group, text, ref, op, main, ask, sel in gold.QUESTIONS:
    a, v1, b, which = ref
    exact1 = gold.VERBS[v1][1:]
    days = {r: sorted({d for d, _ in facts(a, r, b)}) for r in my_readings(v1)}
    ex = days[tuple(exact1)]
    allds = sorted({d for ds in days.values() for d in ds})
    if which == "only":
        assert len(ex) == 1 and allds == ex, (qid, "ref")
        rday = ex[0]
    else:
        k = 0 if which == "first" else -1
        rday = ex[k]
        assert len(ex) >= 2 and all(not ds or ds == ex for ds in days.values()), (qid, "ref fl")
    s, v2, o = main
    per = {r: [x for x in facts(s, r, o) if inwin(x[0], op, rday)] for r in my_readings(v2)}
    goldans = choose(per[tuple(gold.VERBS[v2][1:])], sel, ask)
    union = choose([x for xs in per.values() for x in xs], sel, ask)
    ok = goldans and union == goldans and all(not choose(xs, sel, ask) or choose(xs, sel, ask) == goldans
                                              for xs in per.values())
    if op in ("after", "before"):   # same answer if the reference day itself were included
        per2 = {r: [x for x in facts(s, r, o) if x[0] == rday or inwin(x[0], op, rday)] for r in my_readings(v2)}
        ok = ok and choose([x for xs in per2.values() for x in xs], sel, ask) == goldans and all(
            not choose(xs, sel, ask) or choose(xs, sel, ask) == goldans for xs in per2.values())
    if not ok or sorted(goldans) != got[qid]["answers"] or got[qid]["question"] != text:
        bad += 1
        print("MISMATCH", qid, sorted(goldans), got[qid]["answers"])
print("checked", len(gold.QUESTIONS), "mismatches", bad)
