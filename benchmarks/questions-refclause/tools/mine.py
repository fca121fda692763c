#!/usr/bin/env python3
"""Mine candidate (reference, main clause) pairs that pass every check of gold.py."""
import json
import random
import sys
import time

sys.path.insert(0, ".")
sys.path.insert(0, "tools")
import gold  # noqa: E402
from names import DISPLAY  # noqa: E402

t0 = time.time()
g = gold.Graph(sys.argv[1])
print("loaded", g.nfacts, time.time() - t0, file=sys.stderr)
KNOWN = sorted(e for e in DISPLAY if g.count.get(e, 0) >= 150)
KSET = set(KNOWN)
TOP = sorted(KNOWN, key=lambda e: -g.count[e])[:30]
rng = random.Random(7)

# ---- references
refs = []
for v1, (fam, rel, flip) in gold.VERBS.items():
    for (h, r, t), ds in g.hrt.items():
        if r != rel or h not in KSET or t not in KSET:
            continue
        if len(ds) == 1:
            day, prob = gold.ref_day(g, (h, v1, t, "only"))
            if not prob:
                refs.append(((h, v1, t, "only"), day))
        elif v1 in ("visit", "host", "sign", "threaten", "criticise", "accuse", "negotiate", "phone",
                    "meet", "praise", "appeal", "aid", "sanction", "intend_coop", "demand"):
            for which in ("first", "last"):
                day, prob = gold.ref_day(g, (h, v1, t, which))
                if not prob:
                    refs.append(((h, v1, t, which), day))
print("refs", len(refs), sum(1 for r in refs if r[0][3] == "only"), time.time() - t0, file=sys.stderr)

rng.shuffle(refs)
MAXREF = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
# keep all first/last refs (rarer) and a sample of single-day refs
fl = [r for r in refs if r[0][3] != "only"][:MAXREF // 2]
only = [r for r in refs if r[0][3] == "only"][:MAXREF]
out = []


def robust(spec, day):
    """After/before: does including the reference day itself change nothing?"""
    if spec["op"] not in ("after", "before"):
        return True
    rds = gold.readings(spec["main"][1])
    if spec["op"] == "after":
        win = (day, True, None, True)
    else:
        win = (None, True, day, True)
    per = [gold.main_items(g, spec["main"], r, win) for r in rds]
    union = gold.select([x for items in per for x in items], spec["sel"], spec["ask"])
    ans = [gold.select(items, spec["sel"], spec["ask"]) for items in per]
    gold_, _ = gold.evaluate(g, spec)
    return union == gold_ and all((not a) or a == gold_ for a in ans)


def try_spec(spec, day):
    ans, prob = gold.evaluate(g, spec)
    if prob:
        return
    if spec["ask"] == "entity" and len(ans) > 4:
        return
    spec = dict(spec)
    spec["answers"] = list(ans)
    spec["robust"] = robust(spec, day)
    spec["refday"] = day
    out.append(spec)


PER_REF = 60
for n, (ref, day) in enumerate(fl + only):
    if n % 200 == 0:
        print(n, len(out), round(time.time() - t0), file=sys.stderr)
    a, v1, b, which = ref
    fam1 = gold.VERBS[v1][0]
    ops = ["year", "month", "day", "after", "before"] if which == "only" else ["after", "before"]
    ents = [a, b, rng.choice([e for e in TOP if e not in (a, b)])]
    verbs2 = [v for v in gold.VERBS if gold.VERBS[v][0] != fam1]
    for k in range(PER_REF):
        e = rng.choice(ents)
        v2 = rng.choice(verbs2)
        rel2 = gold.VERBS[v2][1]
        op = rng.choice(ops)
        if op == "day" or rng.random() < (0.25 if op == "month" else 0.5):
            main = (e, v2, None) if rng.random() < 0.5 else (None, v2, e)
            sel = rng.choice({"year": ["all", "first", "last"], "month": ["all", "first", "last"],
                              "day": ["all"], "after": ["first"], "before": ["last"]}[op])
            try_spec({"ref": ref, "op": op, "main": main, "ask": "entity", "sel": sel}, day)
        else:
            partners = set()
            if (e, rel2) in g.hr:
                partners |= set(g.hr[(e, rel2)][1])
            if (rel2, e) in g.rt:
                partners |= set(g.rt[(rel2, e)][1])
            partners = sorted(p for p in partners if p in KSET and p != e)
            if not partners:
                continue
            p = rng.choice(partners)
            main = rng.choice([(e, v2, p), (p, v2, e)])
            ask = rng.choice({"year": ["day", "month"], "month": ["day"], "after": ["day", "month", "year"],
                              "before": ["day", "month", "year"]}[op])
            sel = rng.choice(["first", "last"]) if op in ("year", "month") else ("first" if op == "after" else "last")
            try_spec({"ref": ref, "op": op, "main": main, "ask": ask, "sel": sel}, day)
print("candidates", len(out), time.time() - t0, file=sys.stderr)
json.dump(out, open(sys.argv[3] if len(sys.argv) > 3 else "tools/pool.json", "w"))
