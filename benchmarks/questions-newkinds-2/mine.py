#!/usr/bin/env python3
"""Drafting helper for newkinds2: draws seeded random cases from the graph,
words them, keeps those that pass gold.py's checks, and writes them into the
CASES block of gold.py.  gold.py recomputes every answer from the data; this
script only proposes (question text, meaning) pairs.

    python3 mine.py            # rewrite the CASES block of gold.py
"""
import json
import random
import re
import sys
from collections import Counter, defaultdict

import gold
from gold import VERBS, COUNTRIES, INTL_ORGS, Graph, check_case, CheckError, say_forms, period_forms

SEED = 20240917
R = random.Random(SEED)

G = Graph()
print("graph loaded", G.n, file=sys.stderr)


def ok_name(e):
    if any(ch in e for ch in '/",;') or re.search(r"\d", e):
        return False
    if "(" in e:
        return say_forms(e) != [e]
    return True


ELIG = {e for e, n in G.ecount.items() if n >= 120 and ok_name(e)} - gold.BORDERLINE_ORG - gold.BORDERLINE_COUNTRY
VREL = sorted(VERBS)


def cap(s):
    return s[0].upper() + s[1:]


def name(e):
    return R.choice(say_forms(e))


def pform(p, prep=True):
    f = R.choice(period_forms(p))
    if not prep:
        return f
    return ("on " if len(p) == 10 else "in ") + f


def vi(r):
    return R.randrange(len(VERBS[r]["base"]))


def base(r, o, i=None):
    v = VERBS[r]
    i = vi(r) if i is None else i
    return v["base"][i].format(o=o)


def past(r, o, i=None):
    v = VERBS[r]
    i = vi(r) if i is None else i
    return v["past"][i].format(o=o)


def pp(r, o, i=None):
    return past(r, o, i).replace("spoke ", "spoken ")


def end_variants(r):
    """variant indexes whose object is at the end (for 'whom did C ...?')."""
    return [i for i, b in enumerate(VERBS[r]["base"]) if b.endswith("{o}")]


def strip_o(s):
    return s.replace(" {o}", "").replace("{o}", "")


# triples with a wording relation and eligible sides
TRIPLES = sorted(k for k in G.days if k[1] in VERBS and k[0] in ELIG and k[2] in ELIG and k[0] != k[2])
print("triples", len(TRIPLES), file=sys.stderr)

cases = []
seen = set()


def try_add(c):
    key = json.dumps({k: v for k, v in c.items() if k != "q"}, sort_keys=True)
    if key in seen or c["q"].lower() in {x["q"].lower() for x in cases}:
        return False
    try:
        check_case(G, c)
    except CheckError:
        return False
    seen.add(key)
    cases.append(c)
    return True


def gran_of(day, g):
    return day[:{"day": 10, "month": 7, "year": 4}[g]]


# ---------------------------------------------------------------- yes/no
def yn_text(h, r, t, p):
    i = vi(r)
    P = pform(p)
    k = R.randrange(6)
    if k == 0:
        return "Did %s %s %s?" % (name(h), base(r, name(t), i), P)
    if k == 1:
        return "%s, did %s %s?" % (cap(P), name(h), base(r, name(t), i))
    if k == 2:
        return "Is it true that %s %s %s?" % (name(h), past(r, name(t), i), P)
    if k == 3:
        return "Tell me whether %s %s %s." % (name(h), past(r, name(t), i), P)
    if k == 4 and len(p) == 7:
        return "Did %s %s at any point %s?" % (name(h), base(r, name(t), i), P)
    return "Answer yes or no: did %s %s %s?" % (name(h), base(r, name(t), i), P)


def mine_yesno(nyes=30, nno=30):
    y = n = 0
    rels_used = Counter()
    while y < nyes or n < nno:
        h, r, t = R.choice(TRIPLES)
        if rels_used[r] >= 6:
            continue
        ds = G.days[(h, r, t)]
        g = R.choice(["day", "month", "month", "year", "year"])
        want_yes = y < nyes and (n >= nno or R.random() < 0.5)
        if want_yes:
            p = gran_of(R.choice(ds), g)
            c = dict(kind="yesno", h=h, r=r, t=t, period=p, why_no="")
        else:
            if R.random() < 0.35:
                # reverse direction holds in the period, asked direction not
                p = gran_of(R.choice(ds), g)
                c = dict(kind="yesno", h=t, r=r, t=h, period=p, why_no="reverse")
            else:
                d0 = R.choice(ds)
                if g == "year":
                    p = str(int(d0[:4]) + R.choice([-2, -1, 1, 2]))
                elif g == "month":
                    yy, mm = int(d0[:4]), int(d0[5:7]) + R.choice([-3, -2, -1, 1, 2, 3])
                    yy, mm = yy + (mm - 1) // 12, (mm - 1) % 12 + 1
                    p = "%04d-%02d" % (yy, mm)
                else:
                    import datetime
                    dd = datetime.date.fromisoformat(d0) + datetime.timedelta(days=R.choice([-3, -2, -1, 1, 2, 3]))
                    p = dd.isoformat()
                c = dict(kind="yesno", h=h, r=r, t=t, period=p, why_no="elsewhere")
        if c["h"] not in ELIG or c["t"] not in ELIG:
            continue
        c["q"] = yn_text(c["h"], r, c["t"], c["period"])
        ans = None
        try:
            ans = check_case(G, c)
        except CheckError:
            continue
        if (ans == ["yes"]) != want_yes:
            continue
        if try_add(c):
            rels_used[r] += 1
            if want_yes:
                y += 1
            else:
                n += 1


# ---------------------------------------------------------------- count
def count_text(h, r, t, p):
    i = vi(r)
    P = pform(p, prep=False)
    k = R.randrange(7)
    if k == 0:
        return "How many times did %s %s in %s?" % (name(h), base(r, name(t), i), P)
    if k == 1:
        return "How often did %s %s during %s?" % (name(h), base(r, name(t), i), P)
    if k == 2:
        return "On how many days in %s did %s %s?" % (P, name(h), base(r, name(t), i))
    if k == 3:
        return "On how many occasions did %s %s in %s?" % (name(h), base(r, name(t), i), P)
    if k == 4:
        return "In %s, how many times did %s %s?" % (P, name(h), base(r, name(t), i))
    if k == 5:
        return "Count the days in %s on which %s %s." % (P, name(h), past(r, name(t), i))
    return "During %s, on how many separate days did %s %s?" % (P, name(h), base(r, name(t), i))


def mine_count(n=50):
    got = 0
    rels_used = Counter()
    vals = Counter()
    while got < n:
        h, r, t = R.choice(TRIPLES)
        if rels_used[r] >= 5:
            continue
        ds = G.days[(h, r, t)]
        if len(ds) < 2:
            continue
        g = "year" if R.random() < 0.6 else "month"
        if got < 4:
            # a few zero counts: a year next to one where it happened
            p = str(int(R.choice(ds)[:4]) + R.choice([-1, 1]))
        else:
            p = gran_of(R.choice(ds), g)
        c = dict(kind="count", h=h, r=r, t=t, period=p)
        c["q"] = count_text(h, r, t, p)
        try:
            ans = int(check_case(G, c)[0])
        except CheckError:
            continue
        if got < 4 and ans != 0:
            continue
        if got >= 4 and (ans < 1 or vals[ans] >= 8):
            continue
        if try_add(c):
            got += 1
            rels_used[r] += 1
            vals[ans] += 1


# ---------------------------------------------------------------- what
HTPAIRS = sorted(k for k, v in G.ht.items() if k[0] in ELIG and k[1] in ELIG and k[0] != k[1] and len(v) >= 3)


def what_text(c):
    h, t, p = name(c["h"]), name(c["t"]), c["period"]
    P = pform(p, prep=False)
    if c["both"]:
        k = R.randrange(3)
        if len(p) == 10:
            return ["What happened between %s and %s on %s?" % (h, t, P),
                    "On %s, what happened between %s and %s?" % (P, h, t),
                    "What took place between %s and %s on %s?" % (h, t, P)][k]
        return ["What happened most often between %s and %s in %s?" % (h, t, P),
                "In %s, what was the most common interaction between %s and %s?" % (P, h, t),
                "What happened between %s and %s most frequently in %s?" % (h, t, P)][k]
    if c["most"]:
        if say_forms(c["h"]) == [c["h"]] and not c["h"].endswith("s"):
            return R.choice(["What was %s's most frequent action towards %s in %s?" % (h, t, P),
                             "What was %s's most frequent action towards %s in %s?" % (h, t, P),
                             "In %s, what did %s do to %s most often?" % (P, h, t)])
        return R.choice([
                         "In %s, what did %s do to %s most often?" % (P, h, t),
                         "What did %s most frequently do towards %s in %s?" % (h, t, P)])
    if len(p) == 10:
        return R.choice(["What did %s do to %s on %s?" % (h, t, P),
                         "On %s, what did %s do to %s?" % (P, h, t),
                         "Tell me what %s did to %s on %s." % (h, t, P)])
    return R.choice(["How did %s act towards %s in %s?" % (h, t, P),
                     "In %s, how did %s mostly act towards %s?" % (P, h, t),
                     "How did %s mainly behave towards %s in %s?" % (h, t, P)])


def mine_what():
    plan = [("day", False, False)] * 13 + [("day", True, False)] * 10 + [("month", True, False)] * 3 + \
           [("month", False, False)] * 12 + [("year", False, True)] * 12
    ans_used = Counter()
    for g, both, most in plan:
        while True:
            h, t = R.choice(HTPAIRS)
            d, r = R.choice(G.ht[(h, t)])
            p = gran_of(d, g)
            c = dict(kind="what", h=h, t=t, period=p, both=both, most=most)
            c["q"] = what_text(c)
            try:
                ans = check_case(G, c)
            except CheckError:
                continue
            if g != "day" and len(ans) > 1:
                continue
            if any(ans_used[a] >= 6 for a in ans):
                continue
            if try_add(c):
                for a in ans:
                    ans_used[a] += 1
                break


# ---------------------------------------------------------------- ref
def ref_clause(c, i1):
    A, B = name(c["A"]), name(c["B"])
    w = {"only": "", "first": "first ", "last": "last "}[c["which"]]
    return "%s %s%s" % (A, w, past(c["r1"], B, i1))


def ref_text(c):
    i1 = vi(c["r1"])
    clause = ref_clause(c, i1)
    r2, C, m, role = c["r2"], name(c["C"]), c["mode"], c["role"]
    ends = end_variants(r2)
    i2 = R.choice(ends)
    b2 = strip_o(VERBS[r2]["base"][i2])
    p2 = strip_o(VERBS[r2]["past"][i2])
    pp2 = p2.replace("spoke ", "spoken ")
    if m in ("year", "month", "day"):
        lead = {"year": ["In the year when %s", "In the year in which %s"],
                "month": ["In the month when %s", "During the month in which %s"],
                "day": ["On the day when %s", "On the same day that %s"]}[m]
        L = R.choice(lead) % clause
        if role == "head":
            return R.choice(["%s, whom did %s %s?" % (L, C, b2),
                             "%s, who did %s %s?" % (L, C, b2),
                             "Name everyone %s %s %s." % (C, p2, L[0].lower() + L[1:])])
        return R.choice(["%s, who %s?" % (L, past(r2, C)),
                         "%s, which parties %s?" % (L, past(r2, C)),
                         "Who %s %s?" % (past(r2, C), L[0].lower() + L[1:])])
    if m == "after":
        L = "After %s" % clause
        if role == "tail":
            return R.choice(["%s, who was the first to %s?" % (L, base(r2, C)),
                             "Who was the first to %s after %s?" % (base(r2, C), clause),
                             "%s, who %s next?" % (L, past(r2, C))])
        return R.choice(["%s, whom did %s %s first?" % (L, C, b2),
                         "Who was the first that %s %s after %s?" % (C, p2, clause)])
    if m == "before":
        L = "Before %s" % clause
        if role == "tail":
            return R.choice(["%s, who was the last to %s?" % (L, base(r2, C)),
                             "Who last %s before %s?" % (past(r2, C), clause)])
        return R.choice(["%s, whom did %s %s most recently?" % (L, C, b2),
                         "Who was the last that %s %s before %s?" % (C, p2, clause)])
    if m == "bytime":
        L = "By the time %s" % clause
        if role == "tail":
            return R.choice(["%s, who had already %s?" % (L, pp(r2, C)),
                             "Who had already %s by the time %s?" % (pp(r2, C), clause)])
        return R.choice(["%s, whom had %s already %s?" % (L, C, pp2),
                         "%s, who had %s already %s?" % (L, C, pp2)])
    raise ValueError(m)


def mine_ref():
    plan = []
    for m, n in [("year", 11), ("month", 10), ("day", 9), ("after", 11), ("before", 10), ("bytime", 9)]:
        plan += [m] * n
    rel2_used = Counter()
    for m in plan:
        tries = 0
        while True:
            tries += 1
            A, r1, B = R.choice(TRIPLES)
            ds = G.days[(A, r1, B)]
            if m in ("year", "month", "day"):
                which = "only" if (len(ds) == 1 or R.random() < 0.3) else R.choice(["first", "last"])
            elif m == "after":
                which = "only" if len(ds) == 1 else "last"
            else:
                which = "only" if len(ds) == 1 else "first"
            # asked entity: one of the two sides mostly
            C = R.choice([A, B, A, B, B]) if R.random() < 0.8 else R.choice(TRIPLES)[0]
            r2 = R.choice(VREL)
            if rel2_used[r2] >= 6:
                continue
            role = R.choice(["head", "tail"])
            if not end_variants(r2):
                continue
            c = dict(kind="ref", A=A, r1=r1, B=B, which=which, mode=m, C=C, r2=r2, role=role)
            if r2 == r1 and C in (A, B):
                continue
            c["q"] = ref_text(c)
            if try_add(c):
                rel2_used[r2] += 1
                break


# ---------------------------------------------------------------- type
def type_text(c):
    X = name(c["X"])
    r = c["r"]
    i = R.choice(end_variants(r))
    kw = {"country": ("a country", "country", "countries"),
          "org": ("an international organisation", "international organisation",
                  "international organisations")}[c["of"]]
    if c["form"] == "when":
        w = c["which"]
        lead = {"day": "When", "month": "In which month", "year": "In what year"}[c["gran"]]
        if c["role"] == "head":
            return "%s did %s %s %s?" % (lead, X, w, base(r, kw[0], i))
        return "%s did %s %s %s?" % (lead, kw[0], w, base(r, X, i))
    if c["form"] == "which":
        n = len(gold.sem_type(G, c))
        noun = kw[1] if n == 1 else kw[2]
        P = pform(c["period"])
        if c["role"] == "head":
            return R.choice(["Which %s did %s %s %s?" % (noun, X, strip_o(VERBS[r]["base"][i]), P),
                             "%s, which %s did %s %s?" % (cap(P), noun, X, strip_o(VERBS[r]["base"][i]))])
        return R.choice(["Which %s %s %s?" % (noun, past(r, X, i), P),
                         "%s, which %s %s?" % (cap(P), noun, past(r, X, i))])
    if c["form"] == "whichfirst":
        if c["role"] == "head":
            return R.choice(["Which %s did %s %s first?" % (kw[1], X, strip_o(VERBS[r]["base"][i])),
                             "What was the first %s that %s %s?" % (kw[1], X, strip_o(VERBS[r]["past"][i]))])
        return R.choice(["Which %s was the first to %s?" % (kw[1], base(r, X, i)),
                         "Which %s %s first?" % (kw[1], past(r, X, i))])
    raise ValueError


def mine_type():
    plan = [("when", "country")] * 12 + [("when", "org")] * 6 + [("which", "country")] * 8 + \
           [("which", "org")] * 6 + [("whichfirst", "country")] * 5 + [("whichfirst", "org")] * 3
    # facts whose other side is of the kind
    side = defaultdict(list)   # (kind) -> [(X, r, role)]
    for (h, r, t) in G.days:
        if r not in VERBS:
            continue
        for kind, S in (("country", COUNTRIES), ("org", INTL_ORGS)):
            if t in S and h in ELIG and h not in S:
                side[kind].append((h, r, "head"))
            if h in S and t in ELIG and t not in S:
                side[kind].append((t, r, "tail"))
    for k in side:
        side[k] = sorted(set(side[k]))
    rel_used = Counter()
    for form, kind in plan:
        while True:
            X, r, role = R.choice(side[kind])
            if rel_used[r] >= 8:
                continue
            c = dict(kind="type", X=X, r=r, role=role, of=kind, form=form)
            if form == "when":
                c.update(which=R.choice(["first", "first", "last"]), gran=R.choice(["day", "day", "month", "year"]))
            elif form == "which":
                facts = [(d, x) for d, x in G.objs(X, r, role) if x in KS[kind]]
                if not facts:
                    continue
                c["period"] = gran_of(R.choice(facts)[0], R.choice(["month", "year", "year"]))
            c["q"] = type_text(c)
            if try_add(c):
                rel_used[r] += 1
                break


KS = {"country": COUNTRIES, "org": INTL_ORGS}

def write_cases():
    lines = ["CASES = ["]
    for c in cases:
        lines.append("    " + repr(c) + ",")
    lines.append("]")
    block = "\n".join(lines)
    s = open("gold.py", encoding="utf-8").read()
    a = s.index("# BEGIN CASES\n") + len("# BEGIN CASES\n")
    b = s.index("# END CASES")
    s = s[:a] + block + "\n" + s[b:]
    open("gold.py", "w", encoding="utf-8").write(s)


if __name__ == "__main__":
    mine_yesno()
    print("yesno done", file=sys.stderr)
    mine_count()
    print("count done", file=sys.stderr)
    mine_what()
    print("what done", file=sys.stderr)
    mine_ref()
    print("ref done", file=sys.stderr)
    mine_type()
    print("type done", file=sys.stderr)
    write_cases()
