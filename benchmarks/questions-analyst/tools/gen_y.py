import os
import sys
DATA = os.environ.get("ANALYST_DATA", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "shared", "data"))
OUT = os.environ.get("ANALYST_OUT", "/tmp")
import random, json, re
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gold
from yfam import FOOT
from collections import Counter, defaultdict

R = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 11)
yg = gold.YAGO(os.path.join(DATA, 'yago11k'))
NO = gold.NO
base = defaultdict(set)
for e in yg.entities:
    base[re.sub(r' \([^)]*\)$', '', e)].add(e)


def ydisp(e):
    b = re.sub(r' \([^)]*\)$', '', e)
    if b != e and base[b] == {e}:
        return b
    return e


def prize_np(p):
    d = ydisp(p)
    if p == "Fellow of the Royal Society":
        return "a Fellowship of the Royal Society"
    if re.match(r"^[A-Z][a-z]+'s ", d):
        return d
    return "the " + d


def club_np(c):
    d = ydisp(c)
    return d


FOOT = list(dict.fromkeys(FOOT))
LAUR = sorted({h for h, r, t, s, e in yg.facts if r == "hasWonPrize"},
              key=lambda h: -len(gold.y_spells(yg, h, "hasWonPrize")))
LAUR = [h for h in LAUR if len(gold.y_spells(yg, h, "hasWonPrize")) >= 5]
SPOUSED = sorted({h for h, r, t, s, e in yg.facts if r == "isMarriedTo"} | {t for h, r, t, s, e in yg.facts if r == "isMarriedTo"})


def yr(x):
    return x[0] if x else None


def full(x):
    return x is not None and x[1] is not None and x[2] is not None


# ---------------------------------------------------------------- robustness helpers
def clubs(x):
    return gold.y_groups(yg, x, "playsFor", "club")


def extreme_ok(x, op):
    g = clubs(x)
    if len(g) < 3:
        return None
    durs = {}
    fine = {}
    for t, sp in g.items():
        if len(sp) != 1:
            return None
        s, e = sp[0]
        if s is None or e is None:
            return None
        durs[t] = e[0] - s[0]
        fine[t] = (full(s) and full(e))
    a = gold.y_answer(yg, {"op": op, "x": x, "rel": "playsFor", "filter": "club"})
    vals = sorted(durs.values(), reverse=(op == "y_longest"))
    if a == [NO]:
        tied = [t for t, d in durs.items() if d == vals[0]]
        if all(not fine[t] for t in tied) and all(durs[t] >= 1 or op == "y_longest" for t in tied):
            return ("tie", a)
        return None
    margin = abs(vals[0] - vals[1])
    allyear = not any(fine.values())
    if margin >= 2 or (allyear and margin >= 1):
        return ("ok", a)
    return None


def ordered_ok(x, rel, n, filt=None):
    """n-th by start robust: every start known; the first n have distinct years, each unlike all others."""
    g = gold.y_groups(yg, x, rel, filt)
    if len(g) < n + 1 and rel != "isMarriedTo":
        return None
    if len(g) < n:
        return None
    rng = []
    for t, sp in g.items():
        if any(s is None for s, e in sp):
            return None
        ys = [s[0] for s, e in sp]
        rng.append((min(ys), max(ys), t))
    rng.sort()
    # consistent: intervals of start years of consecutive others don't overlap
    for a, b in zip(rng, rng[1:]):
        if a[1] >= b[0] and not (a[0] == b[0]):
            return None
    a = gold.y_answer(yg, {"op": "y_nth", "x": x, "rel": rel, "filter": filt, "n": n})
    firstys = [r[0] for r in rng]
    if a == [NO]:
        # tie exactly at position n, none before
        if len(set(firstys[:n - 1])) == n - 1 and all(f < firstys[n - 1] for f in firstys[:n - 1]):
            return ("tie", a)
        return None
    if len(set(firstys[:n])) == n and firstys.count(firstys[n - 1]) == 1:
        return ("ok", a)
    return None


ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}


def cap(s):
    return s[0].upper() + s[1:]


def poss(n):
    return n + ("'" if n.endswith("s") else "'s")


def club_word(x):
    return "club"


# ---------------------------------------------------------------- wording
def w_y(m):
    op = m["op"]
    X = ydisp(m["x"]) if "x" in m else None
    if op in ("y_longest", "y_shortest"):
        if op == "y_longest":
            return R.choice(["Which club did %s play for the longest?" % X,
                             "At which club did %s have the longest spell?" % X,
                             "Which club did %s spend the most years at?" % X])
        return R.choice(["At which club did %s have the shortest spell?" % X,
                         "Which club did %s play for for the shortest time?" % X,
                         "Where was %s shortest spell as a club player?" % poss(X)])
    if op == "y_count":
        if m["rel"] == "playsFor":
            return R.choice(["How many clubs did %s play for?" % X, "For how many different clubs has %s played?" % X,
                             "How many different clubs did %s play for?" % X])
        if m["rel"] == "hasWonPrize":
            return R.choice(["How many prizes did %s win?" % X, "How many different awards has %s won?" % X,
                             "How many prizes has %s received?" % X])
        if m["rel"] == "isMarriedTo":
            return R.choice(["To how many different people was %s married?" % X,
                             "How many different spouses did %s have?" % X])
        if m["rel"] == "worksAt":
            return "At how many different institutions did %s work?" % X
    if op == "y_nth":
        o = ORD[m["n"]]
        if m["rel"] == "playsFor":
            return R.choice(["What was %s %s club?" % (poss(X), o), "Which was the %s club %s played for?" % (o, X),
                             "Which club did %s join %s?" % (X, o) if m["n"] > 1 else "Which club did %s play for first?" % X])
        if m["rel"] == "hasWonPrize":
            return R.choice(["What was the %s prize %s won?" % (o, X), "Which award did %s receive %s?" % (X, o),
                             "What was %s %s award?" % (poss(X), o)])
        if m["rel"] == "isMarriedTo":
            return R.choice(["Who was %s %s spouse?" % (poss(X), o), "Whom did %s marry %s?" % (X, o)])
        if m["rel"] == "worksAt":
            return "What was the %s institution %s worked at?" % (o, X)
    if op == "y_between":
        return w_between_y(m)
    if op == "y_who":
        return w_who_y(m)
    if op == "y_agg":
        return w_agg_y(m)
    raise ValueError(op)


def ref_text(ref, form):
    """form: 'ing' ('winning the Nobel Prize'), 'past' ('won the Nobel Prize'), 'noun'."""
    rel, t = ref["rel"], ref.get("t")
    end = ref.get("end", "start")
    if rel == "hasWonPrize":
        return {"ing": "winning %s" % prize_np(t), "past": "won %s" % prize_np(t),
                "base": "win %s" % prize_np(t)}[form]
    if rel == "playsFor":
        if end == "start":
            return {"ing": "joining %s" % club_np(t), "past": "joined %s" % club_np(t), "base": "join %s" % club_np(t)}[form]
        return {"ing": "leaving %s" % club_np(t), "past": "left %s" % club_np(t), "base": "leave %s" % club_np(t)}[form]
    if rel == "isMarriedTo":
        if end == "start":
            return {"ing": "marrying %s" % ydisp(t), "past": "married %s" % ydisp(t), "base": "marry %s" % ydisp(t)}[form]
        return {"ing": "the end of the marriage to %s" % ydisp(t), "past": "the marriage to %s ended" % ydisp(t)}[form]
    if rel == "wasBornIn":
        return {"ing": "being born", "past": "was born", "base": "be born"}[form]
    if rel == "worksAt":
        if end == "start":
            return {"ing": "joining %s" % ydisp(t), "past": "joined %s" % ydisp(t), "base": "join %s" % ydisp(t)}[form]
        return {"ing": "leaving %s" % ydisp(t), "past": "left %s" % ydisp(t), "base": "leave %s" % ydisp(t)}[form]
    raise ValueError(rel)


def w_between_y(m):
    e1, e2 = m["e1"], m["e2"]
    X = ydisp(e1["x"])
    if e1["rel"] == "wasBornIn":
        return R.choice(["How many years after being born did %s %s?" % (X, ref_text(e2, "base")),
                         "How many years passed between %s birth and %s %s?" % (poss(X), X, ref_text(e2, "ing"))])
    return R.choice(["How many years after %s did %s %s?" % (ref_text(e1, "ing"), X, ref_text(e2, "base")),
                     "How many years passed between %s %s and %s %s?" % (X, ref_text(e1, "ing"), X, ref_text(e2, "ing")),
                     "How many years after %s %s did %s %s?" % (X, ref_text(e1, "past"), X, ref_text(e2, "base"))])


def w_who_y(m):
    X = ydisp(m["x"])
    many = len(gold.y_answer(yg, m)) > 1
    a = m["anchor"]
    when = {1: "the year after", -1: "the year before"}.get(m["delta"], "%d years %s" % (abs(m["delta"]), "after" if m["delta"] > 0 else "before"))
    rel, mode = m["rel"], m["mode"]
    at = ref_text(a, "ing") if a["x"] == m["x"] else None
    P, A, Cl = ("prizes", "awards", "clubs") if many else ("prize", "award", "club")
    if rel == "hasWonPrize" and mode == "start":
        return R.choice(["Which %s did %s win %s %s?" % (P, X, when, at),
                         "In %s %s, which %s did %s receive?" % (when, at, A, X)])
    if rel == "playsFor" and mode == "start":
        return R.choice(["Which %s did %s join %s %s?" % (Cl, X, when, at),
                         "In %s %s, which %s did %s join?" % (when, at, Cl, X)])
    if rel == "playsFor" and mode == "holds":
        return R.choice(["Which %s was %s playing for in %s %s?" % (Cl, X, when, at),
                         "In %s %s, which %s did %s play for?" % (when, at, Cl, X)])
    if rel == "isMarriedTo" and mode == "holds":
        return R.choice(["Who was %s married to in %s %s?" % (X, when, at),
                         "In %s %s, who was %s spouse?" % (when, at, poss(X))])
    if rel == "worksAt" and mode == "holds":
        return "Where was %s working in %s %s?" % (X, when, at)
    if rel == "worksAt" and mode == "start":
        return "Which institution did %s join in %s %s?" % (X, when, at)
    raise ValueError((rel, mode))


def w_agg_y(m):
    X = ydisp(m["x"])
    a = m["anchor"]
    side = m["side"]
    at = ref_text(a, "ing")
    rel, agg = m["rel"], m["agg"]
    if rel == "hasWonPrize" and agg == "count":
        if side == "before":
            return R.choice(["How many prizes had %s won before %s?" % (X, at),
                             "Before %s, how many prizes had %s already received?" % (at, X)])
        return R.choice(["How many prizes did %s win after %s?" % (X, at),
                         "After %s, how many more prizes did %s win?" % (at, X)])
    if rel == "hasWonPrize" and agg in ("nth", "first"):
        n = m.get("n", 1)
        if side == "after":
            if n == 1:
                return R.choice(["Which prize did %s win next after %s?" % (X, at),
                                 "After %s, what was the next prize %s won?" % (at, X)])
            return "What was the %s prize %s won after %s?" % (ORD[n], X, at)
        if n == 1:
            return "Of the prizes %s won before %s, which came first?" % (X, at)
    if rel == "playsFor" and agg == "count":
        return R.choice(["How many clubs did %s play for after %s?" % (X, at),
                         "After %s, how many different clubs did %s join?" % (at, X)]) if side == "after" else \
            "How many clubs had %s played for before %s?" % (X, at)
    if rel == "playsFor" and agg == "longest":
        return R.choice(["After %s, which club did %s play for the longest?" % (at, X),
                         "Of the clubs %s joined after %s, which one did %s stay at the longest?" % (X, at, X)]) if side == "after" else \
            "Before %s, which club had %s played for the longest?" % (at, X)
    if rel == "playsFor" and agg in ("nth", "first"):
        n = m.get("n", 1)
        if side == "after":
            return "Which was the %s club %s joined after %s?" % (ORD[n], X, at)
    raise ValueError((rel, agg, side))


RESERVE = re.compile(r"( B| C| II|Academy|Castilla|Reserves|Youth|Mestalla|Atlètic| Primavera)$")


def reserve_free(x):
    return not any(RESERVE.search(t) for t in clubs(x))


def spouse_consistent(x):
    g = gold.y_groups(yg, x, "isMarriedTo")
    for t, sp in g.items():
        if len({yr(s) for s, e in sp}) != 1:
            return False
    return True


def uniq_year(x, rel, t, end="start"):
    return gold.y_ref_year(yg, {"x": x, "rel": rel, "t": t, "end": end})


HONOUR = re.compile(r"^(Order of|Padma|Bharat Ratna|Legion of|Pour le Mérite|Fellow of|EMBO Membership|Sloan Fellowship|Knight|Companion of)")
NOT_PRIZE = {t for h, r, t, s, e in yg.facts if r == "hasWonPrize" and HONOUR.match(t)}


def prize_clean(m):
    """membership-like entries of hasWonPrize never touch a prize question's answer."""
    refs = [m.get(k) for k in ("e1", "e2", "anchor") if m.get(k)]
    if any(r["rel"] == "hasWonPrize" and r.get("t") in NOT_PRIZE for r in refs):
        return False
    if m.get("rel") != "hasWonPrize":
        return True
    if m["op"] == "y_who":
        a = gold.y_answer(yg, m)
        return not (set(a) & NOT_PRIZE)
    prizes = {t for t, s, e in gold.y_spells(yg, m["x"], "hasWonPrize")}
    return not (prizes & NOT_PRIZE)


def gen_y():
    C = defaultdict(list)
    # aggregates
    for x in FOOT:
        if not reserve_free(x):
            continue
        for op in ("y_longest", "y_shortest"):
            r = extreme_ok(x, op)
            if r:
                C[op + ("_tie" if r[0] == "tie" else "")].append({"op": op, "x": x, "rel": "playsFor", "filter": "club"})
        if len(clubs(x)) >= 4:
            C["count_club"].append({"op": "y_count", "x": x, "rel": "playsFor", "filter": "club"})
        for n in (2, 3, 4):
            r = ordered_ok(x, "playsFor", n, "club")
            if r:
                C["nth_club" + ("_tie" if r[0] == "tie" else "")].append({"op": "y_nth", "x": x, "rel": "playsFor", "filter": "club", "n": n})
    for x in LAUR:
        sp = gold.y_spells(yg, x, "hasWonPrize")
        if len({t for t, s, e in sp}) != len(sp):
            continue
        C["count_prize"].append({"op": "y_count", "x": x, "rel": "hasWonPrize"})
        for n in (2, 3):
            r = ordered_ok(x, "hasWonPrize", n)
            if r:
                C["nth_prize" + ("_tie" if r[0] == "tie" else "")].append({"op": "y_nth", "x": x, "rel": "hasWonPrize", "n": n})
    for x in SPOUSED:
        g = gold.y_groups(yg, x, "isMarriedTo")
        if len(g) >= 2 and spouse_consistent(x):
            if len(g) >= 3:
                C["count_spouse"].append({"op": "y_count", "x": x, "rel": "isMarriedTo"})
            for n in (2, 3):
                r = ordered_ok(x, "isMarriedTo", n)
                if r:
                    C["nth_spouse" + ("_tie" if r[0] == "tie" else "")].append({"op": "y_nth", "x": x, "rel": "isMarriedTo", "n": n})
    # between
    for x in LAUR:
        g = gold.y_groups(yg, x, "hasWonPrize")
        ps = sorted(g)
        for p1 in ps:
            for p2 in ps:
                y1, y2 = uniq_year(x, "hasWonPrize", p1), uniq_year(x, "hasWonPrize", p2)
                if y1 and y2 and y2 - y1 >= 2:
                    C["btw_prize"].append({"op": "y_between", "e1": {"x": x, "rel": "hasWonPrize", "t": p1, "end": "start"},
                                           "e2": {"x": x, "rel": "hasWonPrize", "t": p2, "end": "start"}})
        b = gold.y_spells(yg, x, "wasBornIn")
        if len(b) == 1:
            for p2 in ps:
                C["btw_birth"].append({"op": "y_between", "e1": {"x": x, "rel": "wasBornIn", "t": None, "end": "start"},
                                       "e2": {"x": x, "rel": "hasWonPrize", "t": p2, "end": "start"}})
    for x in FOOT:
        if not reserve_free(x):
            continue
        g = clubs(x)
        for c1 in sorted(g):
            for c2 in sorted(g):
                if c1 == c2 or len(g[c1]) != 1 or len(g[c2]) != 1:
                    continue
                (s1, e1), (s2, e2) = g[c1][0], g[c2][0]
                if s1 and s2 and s2[0] - s1[0] >= 2:
                    C["btw_join"].append({"op": "y_between", "e1": {"x": x, "rel": "playsFor", "t": c1, "end": "start"},
                                          "e2": {"x": x, "rel": "playsFor", "t": c2, "end": "start"}})
                if e1 and s2 and s2[0] - e1[0] >= 2:
                    C["btw_leave"].append({"op": "y_between", "e1": {"x": x, "rel": "playsFor", "t": c1, "end": "end"},
                                           "e2": {"x": x, "rel": "playsFor", "t": c2, "end": "start"}})
    for x in SPOUSED:
        g = gold.y_groups(yg, x, "isMarriedTo")
        for a in sorted(g):
            for b in sorted(g):
                if a == b:
                    continue
                ya = {yr(s) for s, e in g[a]}
                yb = {yr(s) for s, e in g[b]}
                if None in ya or None in yb:
                    continue
                if len(ya) == 1 and len(yb) == 1 and min(yb) - max(ya) >= 2:
                    C["btw_marry"].append({"op": "y_between", "e1": {"x": x, "rel": "isMarriedTo", "t": a, "end": "start"},
                                           "e2": {"x": x, "rel": "isMarriedTo", "t": b, "end": "start"}})
                if len(ya) == 2 and len(yb) == 1 and min(yb) > max(ya):
                    C["btw_amb"].append({"op": "y_between", "e1": {"x": x, "rel": "isMarriedTo", "t": a, "end": "start"},
                                         "e2": {"x": x, "rel": "isMarriedTo", "t": b, "end": "start"}})
    # offsets
    for x in LAUR:
        g = gold.y_groups(yg, x, "hasWonPrize")
        for p in sorted(g):
            for d in (1, -1):
                m = {"op": "y_who", "x": x, "rel": "hasWonPrize", "mode": "start", "delta": d,
                     "anchor": {"x": x, "rel": "hasWonPrize", "t": p, "end": "start"}}
                a = gold.y_answer(yg, m)
                if a not in ([NO], ["nobody"]) and len(a) <= 2:
                    C["off_prize"].append(m)
    for x in FOOT:
        if not reserve_free(x):
            continue
        g = clubs(x)
        for c in sorted(g):
            if len(g[c]) != 1 or g[c][0][1] is None:
                continue
            m = {"op": "y_who", "x": x, "rel": "playsFor", "filter": "club", "mode": "start", "delta": 1,
                 "anchor": {"x": x, "rel": "playsFor", "t": c, "end": "end"}}
            a = gold.y_answer(yg, m)
            if a not in ([NO], ["nobody"]) and len(a) <= 2:
                C["off_join"].append(m)
            m = {"op": "y_who", "x": x, "rel": "playsFor", "filter": "club", "mode": "holds", "delta": -1,
                 "anchor": {"x": x, "rel": "playsFor", "t": c, "end": "start"}}
            try:
                a = gold.y_answer(yg, m)
            except gold.CheckError:
                continue
            if a not in ([NO], ["nobody"]) and len(a) <= 2:
                C["off_hold"].append(m)
    # combos
    for x in LAUR:
        g = gold.y_groups(yg, x, "hasWonPrize")
        for p in sorted(g):
            anc = {"x": x, "rel": "hasWonPrize", "t": p, "end": "start"}
            for side in ("before", "after"):
                m = {"op": "y_agg", "x": x, "rel": "hasWonPrize", "agg": "count", "side": side, "anchor": anc}
                a = gold.y_answer(yg, m)
                if a != [NO] and int(a[0]) >= 2:
                    C["cmb_pcount"].append(m)
            m = {"op": "y_agg", "x": x, "rel": "hasWonPrize", "agg": "nth", "n": 1, "side": "after", "anchor": anc}
            a = gold.y_answer(yg, m)
            if a != [NO]:
                C["cmb_pnext"].append(m)
    for x in FOOT:
        if not reserve_free(x):
            continue
        g = clubs(x)
        for c in sorted(g):
            if len(g[c]) != 1 or g[c][0][1] is None:
                continue
            anc = {"x": x, "rel": "playsFor", "t": c, "end": "end"}
            m = {"op": "y_agg", "x": x, "rel": "playsFor", "filter": "club", "agg": "count", "side": "after", "anchor": anc}
            a = gold.y_answer(yg, m)
            if a != [NO] and int(a[0]) >= 2:
                C["cmb_ccount"].append(m)
            m = {"op": "y_agg", "x": x, "rel": "playsFor", "filter": "club", "agg": "longest", "side": "after", "anchor": anc}
            a = gold.y_answer(yg, m)
            if a != [NO]:
                durs = sorted((g[t][0][1][0] - g[t][0][0][0]) for t in g if t != c and g[t][0][0][0] > g[c][0][1][0] and g[t][0][1])
                if len(durs) >= 2 and durs[-1] - durs[-2] >= 2:
                    C["cmb_clong"].append(m)
    for k in C:
        C[k] = [m for m in C[k] if prize_clean(m)]
    return C
