#!/usr/bin/env python3
"""Second, brute-force reading of every case in gold.CASES: scans the raw fact
list per question (no indexes, no shared semantics code) and compares with
newkinds2-dev.json.  Slow but independent of gold.py's Graph class."""
import csv
import gzip
import json
import os
from collections import Counter

import gold

HERE = os.path.dirname(os.path.abspath(__file__))
facts = []
with gzip.open(gold.DATA, "rt", encoding="utf-8", newline="") as f:
    for row in csv.reader(f, delimiter="\t"):
        facts.append(tuple(x.replace("_", " ") for x in row))


def answer(c):
    k = c["kind"]
    if k in ("yesno", "count"):
        days = {d for h, r, t, d in facts if (h, r, t) == (c["h"], c["r"], c["t"]) and d.startswith(c["period"])}
        return (["yes" if days else "no"] if k == "yesno" else [str(len(days))])
    if k == "what":
        cnt = Counter(r for h, r, t, d in facts if d.startswith(c["period"]) and (
            (h, t) == (c["h"], c["t"]) or (c["both"] and (h, t) == (c["t"], c["h"]))))
        m = max(cnt.values())
        return sorted(r for r in cnt if cnt[r] == m)
    if k == "ref":
        ds = sorted(d for h, r, t, d in facts if (h, r, t) == (c["A"], c["r1"], c["B"]))
        if c["which"] == "only":
            assert len(ds) == 1
        rd = ds[0] if c["which"] in ("only", "first") else ds[-1]
        if c["role"] == "head":
            asked = [(d, t) for h, r, t, d in facts if h == c["C"] and r == c["r2"]]
        else:
            asked = [(d, h) for h, r, t, d in facts if t == c["C"] and r == c["r2"]]
        m = c["mode"]
        if m in ("year", "month", "day"):
            p = rd[:{"year": 4, "month": 7, "day": 10}[m]]
            return sorted({x for d, x in asked if d.startswith(p)})
        if m == "after":
            d0 = min(d for d, x in asked if d > rd)
            return sorted({x for d, x in asked if d == d0})
        if m == "before":
            d0 = max(d for d, x in asked if d < rd)
            return sorted({x for d, x in asked if d == d0})
        return sorted({x for d, x in asked if d < rd})
    if k == "type":
        S = gold.COUNTRIES if c["of"] == "country" else gold.INTL_ORGS
        if c["role"] == "head":
            asked = [(d, t) for h, r, t, d in facts if h == c["X"] and r == c["r"] and t in S]
        else:
            asked = [(d, h) for h, r, t, d in facts if t == c["X"] and r == c["r"] and h in S]
        if c["form"] == "when":
            d = min(asked)[0] if c["which"] == "first" else max(asked)[0]
            return [d[:{"year": 4, "month": 7, "day": 10}[c["gran"]]]]
        if c["form"] == "which":
            return sorted({x for d, x in asked if d.startswith(c["period"])})
        d0 = min(asked)[0]
        return sorted({x for d, x in asked if d == d0})
    raise ValueError(k)


gold_out = json.load(open(os.path.join(HERE, "newkinds2-dev.json"), encoding="utf-8"))
assert len(gold_out) == len(gold.CASES)
bad = 0
for c, g in zip(gold.CASES, gold_out):
    assert c["q"] == g["question"]
    a = answer(c)
    if a != g["answers"]:
        bad += 1
        print("MISMATCH", g["id"], g["question"], a, g["answers"])
print("crosscheck: %d cases, %d mismatches" % (len(gold_out), bad))
raise SystemExit(1 if bad else 0)
