import os
import sys
DATA = os.environ.get("ANALYST_DATA", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "shared", "data"))
OUT = os.environ.get("ANALYST_OUT", "/tmp")
import random, json
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gold
from pools import PERSONS, ORGS
from words import *
from collections import Counter, defaultdict

R = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
kg = gold.MQ(os.path.join(DATA, 'multitq', 'full.txt.gz'))
C = set(gold.COUNTRIES)
deg = Counter()
for h, r, t, d in kg.raw:
    deg[h] += 1
    deg[t] += 1
COUNTRY_Q = sorted(c for c in C if deg[c] >= 700)
DISP = dict(PERSONS)
DISP.update(ORGS)
for c in COUNTRY_Q:
    DISP[c] = c
DISP["United Arab Emirates"] = "the United Arab Emirates"
KNOWN = sorted(DISP)
INTL = set(ORGS)
RELS = ["Make a visit", "Host a visit", "Make statement", "Express intent to meet or negotiate",
        "Criticize or denounce", "Sign formal agreement", "Consult", "Praise or endorse",
        "Engage in negotiation", "Discuss by telephone", "Express intent to cooperate"]
ans = gold.mq_answer
used = Counter()


def disp(e, start=False):
    s = DISP[e]
    return cap(s) if start else s


def vf(r):
    return R.choice(VERBS[r])


def in_range(lo, hi):
    return gold.MQ_FIRST <= lo and hi <= gold.MQ_LAST


def win_ok(m):
    w = gold.window(kg, m["window"]) if "window" in m else ("x", "x")
    if w is None:
        return True
    if w[0] == "x":
        return True
    return in_range(*w)


def both(m):
    a = ans(kg, m)
    b = ans(kg, m, True)
    return a if a == b else None


# ---------------------------------------------------------------- event clauses
def poss(name):
    return name + ("'" if name.endswith("s") else "'s")


# noun phrases of an event, by relation: {A}, {B}, {w} (first/last/second... or "" )
NP = {
    "Make a visit": ["{A_s} {w}visit to {B}"],
    "Sign formal agreement": ["the {w}agreement {A} signed with {B}", "{A_s} {w}formal agreement with {B}"],
    "Make statement": ["{A_s} {w}statement about {B}"],
    "Criticize or denounce": ["{A_s} {w}criticism of {B}"],
    "Engage in negotiation": ["{A_s} {w}negotiations with {B}"],
    "Discuss by telephone": ["{A_s} {w}phone call with {B}", "{A_s} {w}telephone conversation with {B}"],
}


def ev_nps(ev):
    """noun phrases for the event (may be empty for 'only'/'date' of some relations)."""
    A, B = disp(ev["h"]), disp(ev["t"])
    base, past = vf(ev["r"])
    w = ev["which"]
    outs = []
    tmpl = list(NP.get(ev["r"], []))
    if ev["r"] == "Make a visit" and ev["t"] in C:
        tmpl.append("{A_s} {w}trip to {B}")
    if w in ("first", "last"):
        outs.append("the %s time %s %s" % (w, A, past.format(o=B)))
        outs += [t.format(A=A, A_s=poss(A), B=B, w=w + " ") for t in tmpl]
    elif w == "nth":
        o = ORD[ev["n"]]
        outs.append("the %s time %s %s" % (o, A, past.format(o=B)))
        outs += [t.format(A=A, A_s=poss(A), B=B, w=o + " ") for t in tmpl]
    elif w == "date":
        dt = date_text(ev["date"], R)
        outs += [t.format(A=A, A_s=poss(A), B=B, w="") + " on " + dt for t in tmpl]
    else:
        outs += [t.format(A=A, A_s=poss(A), B=B, w="") for t in tmpl]
    return outs


def ev_clauses(ev):
    A, B = disp(ev["h"]), disp(ev["t"])
    base, past = vf(ev["r"])
    w = ev["which"]
    if w in ("first", "last"):
        return ["%s %s %s" % (A, w, past.format(o=B))]
    if w == "nth":
        return ["%s %s for the %s time" % (A, past.format(o=B), ORD[ev["n"]])]
    if w == "date":
        return ["%s %s on %s" % (A, past.format(o=B), date_text(ev["date"], R))]
    return ["%s %s" % (A, past.format(o=B))]


def ev_did(ev):
    """clause after 'did': 'A first visit B'."""
    A, B = disp(ev["h"]), disp(ev["t"])
    base, past = vf(ev["r"])
    w = ev["which"]
    if w in ("first", "last"):
        return "%s %s %s" % (A, w, base.format(o=B))
    if w == "nth":
        return "%s %s for the %s time" % (A, base.format(o=B), ORD[ev["n"]])
    raise ValueError


def ev_any(ev):
    """clause or NP (usable after 'after' / 'before')."""
    return R.choice(ev_clauses(ev) + ev_nps(ev))


def ev_np(ev):
    nps = ev_nps(ev)
    return R.choice(nps) if nps else None


def win_phrase(w):
    """prepositional phrase for a window spec."""
    if "period" in w:
        return period_pp(w["period"], R)
    ev = w["anchor"]
    np_ = ev_np(ev)
    u, dr = w["unit"], w.get("dir")
    if u in ("day", "week", "month", "year"):
        unit = u
        if u in ("week", "month", "year") and R.random() < 0.25:
            unit = "calendar " + u
        if u == "day":
            pre = R.choice(["on the day", "the day"]) + " " + dr
            return "%s %s" % (pre, ev_any(ev))
        if np_ and R.random() < 0.4:
            return "%s the %s %s %s" % (R.choice(["in", "during"]), unit,
                                        "following" if dr == "after" else "preceding", np_)
        return "%s the %s %s %s" % (R.choice(["in", "during"]), unit, dr, ev_any(ev))
    n = w["n"]
    if u == "exact":
        return "%s%d days %s %s" % (R.choice(["", "exactly "]), n, dr, ev_any(ev))
    if u == "ndays":
        if dr == "after" and np_ and R.random() < 0.4:
            return "within the %d days following %s" % (n, np_)
        return "%s the %d days %s %s" % (R.choice(["in", "during"]), n, dr, ev_any(ev))
    if u == "within":
        if np_ is None:
            return None
        return "within %d days of %s" % (n, np_)
    raise ValueError(u)


# ---------------------------------------------------------------- candidate generators
YEARS = [str(y) for y in range(2005, 2016)]


def months_of(ds):
    return sorted({d[:7] for d in ds})


def partners_both(X, r, role):
    return gold.partners(kg, X, r, role), gold.partners(kg, X, r, role, True)


def pure(ps_wide, lo, hi, r, upto=None):
    """every partner (wide reading) in [lo, hi] (first day <= upto) is a country, or an intl org
    for a relation other than a visit."""
    for e, ds in ps_wide.items():
        dd = gold.in_win(ds, lo, hi)
        if not dd:
            continue
        if upto is not None and dd[0] > upto:
            continue
        if e in C:
            continue
        if e in INTL and r not in ("Make a visit", "Host a visit"):
            continue
        return False
    return True


def gen_most():
    out = []
    for X in KNOWN:
        for r in RELS:
            for role in ("head", "tail"):
                ps = gold.partners(kg, X, r, role)
                if sum(len(v) for v in ps.values()) < 15:
                    continue
                for P in YEARS + sorted({d[:7] for v in ps.values() for d in v}):
                    m = {"op": "most", "x": X, "r": r, "role": role, "window": {"period": P}}
                    a = both(m)
                    lo, hi = gold.period_bounds(P)
                    cnt = sorted((len(gold.in_win(v, lo, hi)) for v in ps.values()), reverse=True)
                    cnt = [c for c in cnt if c]
                    if a is None or not cnt:
                        continue
                    if a == [gold.NO]:
                        if cnt[0] >= 3 and len(cnt) >= 2 and cnt[0] == cnt[1]:
                            out.append(("tie", cnt[:3], m))
                        continue
                    if cnt[0] >= (4 if len(P) == 4 else 3) and cnt[0] - cnt[1 if len(cnt) > 1 else 0] >= 0:
                        mk = dict(m, kind="country")
                        ak = both(mk)
                        tag = "kindok" if (ak == a and a[0] in C) else "plain"
                        out.append((tag, cnt[:3], m))
    return out


def gen_count():
    out = []
    for (h, r, t), ds in kg.days.items():
        if r not in RELS or h not in DISP or t not in DISP:
            continue
        for P in YEARS:
            m = {"op": "count", "h": h, "r": r, "t": t, "window": {"period": P}}
            a = both(m)
            if a and 2 <= int(a[0]) <= 25:
                out.append((int(a[0]), m))
        for P in months_of(ds):
            m = {"op": "count", "h": h, "r": r, "t": t, "window": {"period": P}}
            a = both(m)
            if a and 3 <= int(a[0]) <= 25:
                out.append((int(a[0]), m))
    return out


def gen_ndistinct():
    out = []
    for X in KNOWN:
        for r in RELS:
            for role in ("head", "tail"):
                ps, pw = partners_both(X, r, role)
                for P in YEARS:
                    lo, hi = gold.period_bounds(P)
                    m = {"op": "ndistinct", "x": X, "r": r, "role": role, "kind": "country",
                         "window": {"period": P}}
                    a = both(m)
                    if a and int(a[0]) >= 3 and pure(pw, lo, hi, r):
                        out.append((int(a[0]), m))
    return out


def gen_nth_day():
    out = []
    for (h, r, t), ds in kg.days.items():
        if r not in RELS or h not in DISP or t not in DISP or len(ds) < 2:
            continue
        for P in ["all"] + YEARS:
            for n in (2, 3, 4, 5):
                m = {"op": "nth_day", "h": h, "r": r, "t": t, "n": n, "window": {"period": P}}
                a = both(m)
                if not a or a == [gold.NO]:
                    continue
                lo, hi = gold.period_bounds(P)
                dd = gold.in_win(gold.triple_days(kg, h, r, t, True), lo, hi)[:n]
                gaps = min((gold.D(b) - gold.D(a_)).days for a_, b in zip(dd, dd[1:]))
                out.append((gaps, m))
    return out


def gen_nth_other():
    out = []
    for X in KNOWN:
        for r in RELS:
            for role in ("head", "tail"):
                ps, pw = partners_both(X, r, role)
                for P in ["all"] + YEARS:
                    lo, hi = gold.period_bounds(P)
                    for kind in ("country", None):
                        if kind is None and role == "head":
                            continue
                        for n in (2, 3, 4):
                            m = {"op": "nth_other", "x": X, "r": r, "role": role, "kind": kind, "n": n,
                                 "window": {"period": P}}
                            a = both(m)
                            if not a:
                                continue
                            # first days in order (wide)
                            firsts = sorted((gold.in_win(v, lo, hi)[0], e) for e, v in pw.items()
                                            if gold.in_win(v, lo, hi) and gold.in_kind(e, kind))
                            if len(firsts) < n:
                                continue
                            dn = firsts[n - 1][0]
                            earlier_days = [d for d, e in firsts[:n - 1]]
                            clean_before = len(set(earlier_days)) == len(earlier_days) and all(d < dn for d in earlier_days)
                            if not clean_before:
                                continue
                            if kind == "country" and not pure(pw, lo, hi, r, upto=dn):
                                continue
                            if a == [gold.NO]:
                                out.append(("tie", m))
                            else:
                                out.append(("ok", m))
    return out


# ---------------------------------------------------------------- selection
FAMOUS = set(COUNTRY_Q[:0])
BIG_C = {c for c in COUNTRY_Q if deg[c] >= 2000}
TOP_P = {p for p in PERSONS if deg[p] >= 1000}
PREF = BIG_C | TOP_P | set(ORGS)


def ents_of(m):
    out = []
    for k in ("x", "h", "t"):
        if k in m:
            out.append(m[k])
    for k in ("e1", "e2"):
        if k in m:
            out += [m[k]["h"], m[k]["t"]]
    w = m.get("window", {})
    if "anchor" in w:
        out += [w["anchor"]["h"], w["anchor"]["t"]]
    return out


def pick(cands, n, key=lambda c: c, cap_ent=3, cap_rel=None, pref=0.7, used_local=None):
    """seeded choice of n candidates, spreading entities and relations."""
    cands = list(cands)
    R.shuffle(cands)
    chosen = []
    relc = Counter()
    loc = Counter() if used_local is None else used_local
    for c in cands:
        m = key(c)
        es = ents_of(m)
        if any(used[e] >= cap_ent + 3 or loc[e] >= cap_ent for e in es):
            continue
        if not all(e in PREF for e in es) and R.random() < pref:
            continue
        r = m.get("r") or m.get("e1", {}).get("r")
        if cap_rel and relc[r] >= cap_rel:
            continue
        chosen.append(c)
        relc[r] += 1
        for e in set(es):
            used[e] += 1
            loc[e] += 1
        if len(chosen) == n:
            break
    return chosen


# ---------------------------------------------------------------- wording of K1/K2
def pp_of(m, lead=False):
    w = m["window"]
    if "period" in w and w["period"] == "all":
        return ""
    return win_phrase(w)


def join(pp, body, q="?"):
    """body is a question without its time phrase; put pp at the front or the end."""
    if not pp:
        return cap(body) + q
    if R.random() < 0.35:
        return cap(pp) + ", " + body[0].lower() + body[1:] + q if not body.startswith(tuple(DISP.values())) else cap(pp) + ", " + body + q
    return cap(body) + " " + pp + q


def w_most(m):
    X = disp(m["x"])
    base, past = vf(m["r"])
    pp = pp_of(m)
    kind = m.get("kind")
    adv = R.choice(["most often", "most frequently", "the most times", "more often than anyone else"])
    if m["op"] == "least":
        adv = R.choice(["least often", "the fewest times", "least frequently"])
    if m["role"] == "tail":
        who = "which country" if kind else "who"
        if adv == "more often than anyone else" and kind:
            adv = "more often than any other country"
        return join(pp, "%s %s %s" % (who, past.format(o=X), adv))
    who = "which country" if kind else R.choice(["who", "whom"])
    if adv == "more often than anyone else":
        adv = "more often than any other country" if kind else "more often than anyone else"
    return join(pp, "%s did %s %s %s" % (who, X, base.replace(" {o}", ""), adv))


def w_count(m):
    A, B = disp(m["h"]), disp(m["t"])
    base, past = vf(m["r"])
    pp = pp_of(m)
    t = R.choice(["how many times did %s %s", "on how many days did %s %s", "how often did %s %s",
                  "how many times in all did %s %s", "on how many separate days did %s %s"])
    return join(pp, t % (A, base.format(o=B)))


def w_ndistinct(m):
    X = disp(m["x"])
    base, past = vf(m["r"])
    pp = pp_of(m)
    adj = R.choice(["different", "distinct", "different", "separate"])
    if m["role"] == "head":
        return join(pp, "how many %s countries did %s %s" % (adj, X, base.replace(" {o}", "")))
    return join(pp, "how many %s countries %s %s" % (adj, past.format(o=X), ""), q="?").replace(" ?", "?").replace("  ", " ")


def w_nth_day(m):
    A, B = disp(m["h"]), disp(m["t"])
    base, past = vf(m["r"])
    o = ORD[m["n"]]
    pp = pp_of(m)
    pp = (" " + pp) if pp else ""
    opts = ["When did %s %s for the %s time%s?" % (A, base.format(o=B), o, pp),
            "On what date did %s %s for the %s time%s?" % (A, base.format(o=B), o, pp),
            "When was the %s time %s %s%s?" % (o, A, past.format(o=B), pp)]
    if m["r"] in NOUNS:
        opts.append("What was the date of %s's %s visit to %s%s?" % (A, o, B, pp))
        opts.append("When did %s make the %s of %s visits to %s%s?" % (A, o, "its" if m["h"] in C else "their", B, pp))
    return R.choice(opts[:4]) if m["r"] in NOUNS else R.choice(opts)


def w_nth_other(m):
    X = disp(m["x"])
    base, past = vf(m["r"])
    o = ORD[m["n"]]
    pp = pp_of(m)
    pp = (" " + pp) if pp else ""
    if m["kind"] == "country":
        if m["role"] == "head":
            return R.choice(["What was the %s country %s %s%s?" % (o, X, past.replace(" {o}", ""), pp),
                             "Which was the %s different country that %s %s%s?" % (o, X, past.replace(" {o}", ""), pp)])
        return R.choice(["Which was the %s country to %s%s?" % (o, base.format(o=X), pp),
                         "What was the %s country that %s%s?" % (o, past.format(o=X), pp)])
    return R.choice(["Who was the %s to %s%s?" % (o, base.format(o=X), pp),
                     "Who was the %s party to %s%s?" % (o, base.format(o=X), pp)])


HOME = {
    "Lee Myung Bak": "South Korea", "Roh Moo Hyun": "South Korea", "Yasuo Fukuda": "Japan",
    "Yoshihiko Noda": "Japan", "Okada Katsuya": "Japan", "Emperor Akihito": "Japan",
    "Wen Jiabao": "China", "Xi Jinping": "China", "Wang Yi": "China", "Qin Gang": "China",
    "Mahmoud Ahmadinejad": "Iran", "Nuri al-Maliki": "Iraq", "Haider Al-Abadi": "Iraq",
    "Abhisit Vejjajiva": "Thailand", "Ali Abdullah Saleh": "Yemen", "Jakaya Mrisho Kikwete": "Tanzania",
    "Evo Morales": "Bolivia", "Isaias Afewerki": "Eritrea", "Abu Bakr Abdullah al-Qirbi": "Yemen",
}


def home_clash(m, a=()):
    es = set(ents_of(m)) | set(a)
    if any(HOME.get(e) in es for e in es):
        return True
    # the visited side of a question's own relation must be a place
    if "x" in m:
        if m["r"] == "Make a visit" and m["role"] == "tail" and not place_ok("", "Make a visit", m["x"]):
            return True
        if m["r"] == "Host a visit" and m["role"] == "head" and not place_ok(m["x"], "Host a visit", ""):
            return True
    if "h" in m and not place_ok(m["h"], m["r"], m["t"]):
        return True
    # a window question whose answer is just the anchor's own actor doing the same thing
    w = m.get("window", {})
    if "anchor" in w and "x" in m and m["op"] == "who":
        ev = w["anchor"]
        if m["r"] == ev["r"] and ((m["role"] == "tail" and m["x"] == ev["t"] and ev["h"] in a) or
                                  (m["role"] == "head" and m["x"] == ev["h"] and ev["t"] in a)):
            return True
    return False


# ---------------------------------------------------------------- anchors
def place_ok(h, r, t):
    """a visit's place (tail of Make a visit, head of Host a visit) is a country or an organisation."""
    if r == "Make a visit":
        return t in C or t in INTL
    if r == "Host a visit":
        return h in C or h in INTL
    return True


ANCHOR_TRIPLES = sorted((h, r, t) for (h, r, t), ds in kg.days.items()
                        if r in RELS and h in DISP and t in DISP and HOME.get(h) != t and HOME.get(t) != h
                        and place_ok(h, r, t))
print("anchor triples", len(ANCHOR_TRIPLES), file=sys.stderr)


BY_REL = defaultdict(list)
BY_ENT = defaultdict(list)
for _x in ANCHOR_TRIPLES:
    BY_REL[_x[1]].append(_x)
    BY_ENT[_x[0]].append(_x)
    BY_ENT[_x[2]].append(_x)


def rand_anchor(which=None):
    while True:
        u = R.random()
        pool = BY_REL["Make a visit"] if u < 0.4 else BY_REL["Sign formal agreement"] if u < 0.55 else ANCHOR_TRIPLES
        h, r, t = R.choice(pool)
        ds = sorted(gold.triple_days(kg, h, r, t))
        dw = sorted(gold.triple_days(kg, h, r, t, True))
        w = which or R.choice(["first", "first", "last", "date", "only", "nth"])
        ev = {"h": h, "r": r, "t": t, "which": w}
        if w == "only":
            if len(ds) != 1 or dw != ds:
                continue
        elif w == "ambiguous":
            if len(ds) < 3 or len({d[:7] for d in ds}) < 2:
                continue
            if len(dw) < 3:
                continue
            ev["which"] = "only"
        elif w == "date":
            if len(ds) < 2:
                continue
            ev["date"] = R.choice(ds)
            if ev["date"] not in dw:
                continue
        elif w == "nth":
            if len(ds) < 3:
                continue
            ev["n"] = R.choice([2, 3]) if len(ds) < 4 else R.choice([2, 3, 4])
        else:
            if len(ds) < 2:
                continue
        if ev["which"] != "only" and gold.resolve_event(kg, ev) != gold.resolve_event(kg, ev, True):
            continue
        return ev


def rand_rel_window(ev):
    u = R.choice(["day", "week", "week", "month", "month", "month", "year", "exact", "ndays", "ndays", "within"])
    w = {"anchor": ev, "unit": u}
    if u != "within":
        w["dir"] = R.choice(["after", "after", "before"])
    if u == "exact":
        w["n"] = R.choice([2, 3, 5, 7, 10, 14, 30])
    elif u == "ndays":
        w["n"] = R.choice([3, 5, 7, 10, 14, 30, 60])
    elif u == "within":
        w["n"] = R.choice([2, 3, 5, 7, 10])
    return w


def gen_offsets(n, ambiguous=False):
    out = []
    tries = 0
    while len(out) < n and tries < 200000:
        tries += 1
        ev = rand_anchor("ambiguous" if ambiguous else None)
        w = rand_rel_window(ev)
        Z = R.choice([ev["h"], ev["t"]])
        r2 = R.choice(RELS + ["Make a visit", "Host a visit"])
        role = R.choice(["head", "tail"])
        if r2 == "Make statement" and role == "head":
            continue
        m = {"op": "who", "x": Z, "r": r2, "role": role, "window": w}
        if home_clash(m):
            continue
        if ambiguous:
            # what the answer would be on any one of the anchor's days: must exist for some day
            vals = set()
            for d in sorted(gold.triple_days(kg, ev["h"], ev["r"], ev["t"])):
                ev2 = dict(ev, which="date", date=d)
                m2 = dict(m, window=dict(w, anchor=ev2))
                if not win_ok(m2):
                    continue
                a2 = both(m2)
                if a2:
                    vals.add(tuple(a2))
            if len(vals) >= 2 and any(v != ("nobody",) for v in vals) and both(m) == [gold.NO]:
                out.append(m)
            continue
        if not win_ok(m):
            continue
        a = both(m)
        if a and a != ["nobody"] and len(a) <= 3 and not home_clash(m, a):
            out.append(m)
    return out


def gen_between(n, ambiguous=False):
    out = []
    tries = 0
    while len(out) < n and tries < 200000:
        tries += 1
        pat = R.choice(["sameB", "sameA", "firstlast", "date", "nth"])
        e1 = rand_anchor("first")
        h, r, t = e1["h"], e1["r"], e1["t"]
        if pat == "sameB":
            cands = [x for x in ANCHOR_TRIPLES if x[1] == r and x[2] == t and x[0] != h]
            if not cands:
                continue
            h2 = R.choice(cands)[0]
            e2 = {"h": h2, "r": r, "t": t, "which": R.choice(["first", "first", "last"])}
        elif pat == "sameA":
            cands = [x for x in ANCHOR_TRIPLES if x[1] == r and x[0] == h and x[2] != t]
            if not cands:
                continue
            t2 = R.choice(cands)[2]
            e2 = {"h": h, "r": r, "t": t2, "which": R.choice(["first", "first", "last"])}
        elif pat == "firstlast":
            e2 = dict(e1, which="last")
        elif pat == "date":
            e1 = rand_anchor("date")
            X = R.choice([e1["h"], e1["t"]])
            cands = BY_ENT[X]
            h2, r2, t2 = R.choice(cands)
            ds2 = sorted(gold.triple_days(kg, h2, r2, t2))
            wh = R.choice(["first", "last", "only"])
            if wh == "only" and len(ds2) != 1:
                continue
            if wh != "only" and len(ds2) < 2:
                continue
            e2 = {"h": h2, "r": r2, "t": t2, "which": wh}
        else:
            e1 = rand_anchor("nth")
            e2 = dict(e1, n=e1["n"] + 1)
            if len(gold.triple_days(kg, e1["h"], e1["r"], e1["t"])) < e2["n"]:
                continue
        if ambiguous:
            days2 = sorted(gold.triple_days(kg, e2["h"], e2["r"], e2["t"]))
            if len(days2) < 3 or len({d[:7] for d in days2}) < 2 or pat in ("firstlast", "nth"):
                continue
            if e2["r"] not in NP:
                continue
            e2 = {"h": e2["h"], "r": e2["r"], "t": e2["t"], "which": "only"}
        unit = R.choice(["days", "days", "months", "years"])
        m = {"op": "between", "e1": e1, "e2": e2, "unit": unit}
        if home_clash(m):
            continue
        try:
            a = both(m)
        except gold.CheckError:
            continue
        if not a:
            continue
        if ambiguous:
            d1 = gold.resolve_event(kg, e1)
            days2 = sorted(gold.triple_days(kg, e2["h"], e2["r"], e2["t"]))
            if a == [gold.NO] and all(d > d1 for d in days2):
                out.append(m)
            continue
        v = int(a[0])
        if v <= 0:
            continue
        if unit == "days" and v > 3000:
            continue
        out.append(m)
    return out


def gen_combo(n, op, ambiguous=False, tie=False):
    out = []
    tries = 0
    while len(out) < n and tries < 300000:
        tries += 1
        ev = rand_anchor("ambiguous" if ambiguous else None)
        w = rand_rel_window(ev)
        if op == "ndistinct" or op == "most":
            if w["unit"] in ("day", "exact"):
                continue
        if op == "count":
            if w["unit"] in ("day", "exact"):
                continue
            if R.random() < 0.7:
                h2, t2 = ev["h"], ev["t"]
                r2 = R.choice(RELS)
                if R.random() < 0.5:
                    h2, t2 = t2, h2
            else:
                h2, r2, t2 = R.choice(ANCHOR_TRIPLES)
                if not ({h2, t2} & {ev["h"], ev["t"]}):
                    continue
            m = {"op": "count", "h": h2, "r": r2, "t": t2, "window": w}
        else:
            Z = R.choice([ev["h"], ev["t"]])
            r2 = R.choice(RELS + ["Make a visit", "Host a visit"])
            role = R.choice(["head", "tail"])
            if r2 == "Make statement" and role == "head":
                continue
            m = {"op": op, "x": Z, "r": r2, "role": role, "window": w}
            if op == "ndistinct":
                m["kind"] = "country"
        if home_clash(m):
            continue
        if ambiguous:
            vals = set()
            for d in sorted(gold.triple_days(kg, ev["h"], ev["r"], ev["t"])):
                ev2 = dict(ev, which="date", date=d)
                m2 = dict(m, window=dict(w, anchor=ev2))
                if not win_ok(m2):
                    continue
                a2 = both(m2)
                if a2:
                    vals.add(tuple(a2))
            if len(vals) >= 2 and both(m) == [gold.NO]:
                out.append(m)
            continue
        if not win_ok(m):
            continue
        a = both(m)
        if a and home_clash(m, a):
            continue
        if tie:
            lo, hi = gold.window(kg, w)
            ps = gold.partners(kg, m["x"], m["r"], m["role"])
            cnt = sorted((len(gold.in_win(v, lo, hi)) for v in ps.values()), reverse=True)
            if a == [gold.NO] and len(cnt) >= 2 and cnt[0] >= 2 and cnt[0] == cnt[1]:
                out.append(m)
            continue
        if not a or a == [gold.NO]:
            continue
        if op == "count" and not (2 <= int(a[0]) <= 30):
            continue
        if op == "ndistinct":
            lo, hi = gold.window(kg, w)
            if int(a[0]) < 2 or not pure(gold.partners(kg, m["x"], m["r"], m["role"], True), lo, hi, m["r"]):
                continue
        if op == "most":
            lo, hi = gold.window(kg, w)
            ps = gold.partners(kg, m["x"], m["r"], m["role"])
            cnt = sorted((len(gold.in_win(v, lo, hi)) for v in ps.values()), reverse=True)
            if cnt[0] < 2:
                continue
        out.append(m)
    return out


# ---------------------------------------------------------------- wording of K3..K5
def w_who(m):
    Z = disp(m["x"])
    base, past = vf(m["r"])
    wp = win_phrase(m["window"])
    if wp is None:
        return None
    if m["role"] == "tail":
        body = "who %s" % past.format(o=Z)
    else:
        body = "%s did %s %s" % (R.choice(["who", "whom"]), Z, base.replace(" {o}", ""))
    if R.random() < 0.5:
        return cap(wp) + ", " + body + "?"
    return cap(body) + " " + wp + "?"


def ev_time_form(ev):
    return ev_np(ev)


UNIT_WORD = {"days": "days", "months": "months", "years": "years"}


def w_between(m):
    e1, e2, u = m["e1"], m["e2"], m["unit"]
    uw = UNIT_WORD[u]
    same = (e1["h"], e1["r"], e1["t"]) == (e2["h"], e2["r"], e2["t"])
    A, B = disp(e1["h"]), disp(e1["t"])
    base, past = vf(e1["r"])
    if same and e1["which"] == "first" and e2["which"] == "last":
        if e1["r"] == "Make a visit" and R.random() < 0.6:
            n = "trip to {o}" if e1["t"] in C and R.random() < 0.5 else "visit to {o}"
            return "How many %s passed between %s first and last %s?" % (uw, poss(A), n.format(o=B))
        return R.choice(["How many %s passed between the first and the last time %s %s?",
                         "How many %s separate the first and the last time %s %s?"]) % (uw, A, past.format(o=B))
    if same and e1["which"] == "nth":
        o1, o2 = ORD[e1["n"]], ORD[e2["n"]]
        return R.choice(["How many %s passed between the %s and the %s time %s %s?" % (uw, o1, o2, A, past.format(o=B)),
                         "How many %s after %s %s for the %s time did %s %s for the %s time?" % (
                             uw, A, past.format(o=B), o1, A, base.format(o=B), o2)])
    n1, n2 = ev_np(e1), ev_np(e2)
    if e2["which"] in ("first", "last", "nth") and (R.random() < 0.5 or not (n1 and n2)):
        if R.random() < 0.2 and e1["which"] in ("first", "last", "nth"):
            return "How many %s before %s did %s?" % (uw, ev_any(e2), ev_did(e1))
        return "How many %s after %s did %s?" % (uw, ev_any(e1), ev_did(e2))
    if not (n1 and n2):
        return None
    if u == "months" and R.random() < 0.3:
        return "How many calendar months separate %s and %s?" % (n1, n2)
    return R.choice(["How many %s passed between %s and %s?", "How many %s elapsed between %s and %s?",
                     "How many %s were there between %s and %s?"]) % (uw, n1, n2)


def w_combo(m):
    op = m["op"]
    wp = win_phrase(m["window"])
    if wp is None:
        return None
    if op == "count":
        A, B = disp(m["h"]), disp(m["t"])
        base, past = vf(m["r"])
        body = R.choice(["how many times did %s %s", "on how many days did %s %s", "how often did %s %s"]) % (
            A, base.format(o=B))
    elif op == "ndistinct":
        X = disp(m["x"])
        base, past = vf(m["r"])
        adj = R.choice(["different", "distinct"])
        if m["role"] == "head":
            body = "how many %s countries did %s %s" % (adj, X, base.replace(" {o}", ""))
        else:
            body = "how many %s countries %s" % (adj, past.format(o=X))
    else:
        X = disp(m["x"])
        base, past = vf(m["r"])
        adv = R.choice(["most often", "most frequently", "the most times", "more often than anyone else"])
        if m["role"] == "tail":
            body = "who %s %s" % (past.format(o=X), adv)
        else:
            body = "%s did %s %s %s" % (R.choice(["who", "whom"]), X, base.replace(" {o}", ""), adv)
    if R.random() < 0.5:
        return cap(wp) + ", " + body + "?"
    return cap(body) + " " + wp + "?"
