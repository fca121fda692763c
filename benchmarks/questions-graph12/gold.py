"""graph12: 120 temporal questions over the Eurovision Song Contest graph (graph.tsv.gz), with computed gold.

Standard library only, deterministic.  `python3 gold.py` checks every case, then writes
graph12-dev.json (positions 0, 2, 4, ...) and graph12-test.json (positions 1, 3, 5, ...).
`--check` fails unless the files on disk are what gold.py writes; `--explain [--dev]` prints
each question with its meaning and answers; `--stats` prints the counts per kind and half.

Each case is (kind, question, meaning, names).  `names` maps every name typed in the question
to the graph node it means (or to (node, type) where the uniqueness is checked within a type);
the meaning uses the nodes.  The semantics are in `answer`.
"""

import collections
import datetime
import gzip
import hashlib
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
GRAPH = os.path.join(HERE, "graph.tsv.gz")
GRAPH_SHA256 = "be61f73caa4ed83c440c11e64f1b8e1eb97b0c81c15ca7a0d2947ea2e3be3876"
NAME = "graph12"
PREFIX = "g12"


class CheckFailed(Exception):
    pass


def fail(msg):
    raise CheckFailed(msg)


# ---------------------------------------------------------------------------------------------
# the graph

def load():
    raw = open(GRAPH, "rb").read()
    if hashlib.sha256(raw).hexdigest() != GRAPH_SHA256:
        sys.exit("graph.tsv.gz differs from the pinned file (sha256)")
    lines = gzip.decompress(raw).decode("utf-8").split("\n")
    assert lines[0] == "head\trelation\ttail\tstart\tend"
    return [tuple(line.split("\t")) for line in lines[1:] if line]


FACTS = load()
BY_REL = collections.defaultdict(list)
for _f in FACTS:
    BY_REL[_f[1]].append(_f)
NODES = set(f[0] for f in FACTS) | set(f[2] for f in FACTS)

# relation -> (head type, tail type)
SIGNATURE = {
    "represented": ("person", "country"), "performed": ("person", "song"),
    "wroteSong": ("person", "song"), "conductedFor": ("person", "country"),
    "commentatedFor": ("person", "country"), "spokespersonFor": ("person", "country"),
    "presented": ("person", "contest"), "wonEurovision": ("person", "contest"),
    "runnerUpIn": ("person", "contest"), "finishedLastIn": ("person", "contest"),
    "eliminatedInSemiFinal": ("person", "contest"),
    "hostedEurovision": ("country", "contest"), "countryWonEurovision": ("country", "contest"),
    "gaveTwelvePointsTo": ("country", "country"),
    "hostCityOf": ("city", "contest"), "venueOf": ("venue", "contest"),
}
assert set(SIGNATURE) == set(BY_REL), sorted(BY_REL)
TYPES = collections.defaultdict(set)
for _r, (_ht, _tt) in SIGNATURE.items():
    for _f in BY_REL[_r]:
        TYPES[_ht].add(_f[0])
        TYPES[_tt].add(_f[2])
        TYPES["person:" + _r].add(_f[0])
for _a in ("person", "country", "contest", "song", "city", "venue"):
    for _b in ("person", "country", "contest", "song", "city", "venue"):
        assert _a == _b or not TYPES[_a] & TYPES[_b], (_a, _b, sorted(TYPES[_a] & TYPES[_b])[:3])

# everyday names people type -> node (checked: the node exists)
ALIASES = {
    "the uk": "United Kingdom", "uk": "United Kingdom", "britain": "United Kingdom",
    "the british": "United Kingdom", "holland": "Netherlands", "the dutch": "Netherlands",
    "the swedes": "Sweden", "the irish": "Ireland", "the germans": "Germany", "the french": "France",
    "the greeks": "Greece", "the norwegians": "Norway",
    "wogan": "Terry Wogan", "norton": "Graham Norton", "celine dion": "Céline Dion",
    "mans": "Måns Zelmerlöw", "maneskin": "Måneskin", "kaarija": "Käärijä",
    "lordi": "Lordi", "abba": "ABBA", "rybak": "Alexander Rybak",
    "katrina and the waves": "Katrina and The Waves", "puppet on a string": "Puppet on a String",
    "kiev": "Kyiv",
}
ALL_CONTESTS = "ALL_CONTESTS"   # "Eurovision" as a whole: every contest of the graph


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.replace("ø", "o").replace("Ø", "O").replace("ß", "ss").replace("ł", "l").replace("đ", "d")
    s = s.replace("æ", "ae").replace("ð", "d").replace("þ", "th")
    return s.lower().replace("\u2019", "'")


def words(s):
    """folded words; a possessive 's is dropped (Ireland's -> ireland)"""
    return [re.sub(r"'s$", "", w) for w in re.findall(r"[a-z0-9]+(?:'[a-z]+)?", fold(s))]


def in_order(typed, name):
    """typed's words occur, in order, among name's words (not necessarily adjacent)"""
    tw = words(typed)
    nw = words(name)
    i = 0
    for w in nw:
        if i < len(tw) and w == tw[i]:
            i += 1
    return i == len(tw) and tw


# ---------------------------------------------------------------------------------------------
# time

def day(s):
    return datetime.date(*map(int, s.split("-")))


def window(spec):
    """'1990', '1990-06', '1990-06-08' or a pair of those -> (first day, last day) as strings"""
    if isinstance(spec, tuple):
        return window(spec[0])[0], window(spec[1])[1]
    parts = spec.split("-")
    if len(parts) == 1:
        return spec + "-01-01", spec + "-12-31"
    if len(parts) == 2:
        y, m = int(parts[0]), int(parts[1])
        nxt = datetime.date(y + (m == 12), m % 12 + 1, 1)
        return spec + "-01", (nxt - datetime.timedelta(days=1)).isoformat()
    return spec, spec


def window_years(spec):
    if spec is None:
        return set()
    if isinstance(spec, tuple):
        lo, hi = int(spec[0][:4]), int(spec[1][:4])
        return {str(y) for y in range(lo, hi + 1)}
    return {spec[:4]}


def at_grain(d, grain):
    return {"day": d, "month": d[:7], "year": d[:4]}[grain]


# ---------------------------------------------------------------------------------------------
# selections: dict(r=relation, h=node or list, t=node or list, w=window spec)

def S(r, h=None, t=None, w=None):
    assert r in SIGNATURE, r
    d = {"r": r}
    if h is not None:
        d["h"] = h
    if t is not None:
        d["t"] = t
    if w is not None:
        d["w"] = w
    return d


def as_set(x):
    if x is None or x == ALL_CONTESTS:
        return None
    if isinstance(x, (list, tuple, set)):
        return set(x)
    return {x}


def select(sel):
    hs, ts = as_set(sel.get("h")), as_set(sel.get("t"))
    lo, hi = window(sel["w"]) if sel.get("w") else ("0000", "9999")
    out = [f for f in BY_REL[sel["r"]]
           if (hs is None or f[0] in hs) and (ts is None or f[2] in ts) and f[3] <= hi and f[4] >= lo]
    return sorted(out, key=lambda f: (f[3], f[4], f[0], f[2]))


def field(f, which):
    return f[0] if which == "h" else f[2]


def pick(facts, how, what="anchor"):
    """one fact: the only one, or the first / last (no tie on that day)"""
    if not facts:
        fail("%s: no fact" % what)
    if how == "only":
        if len(facts) != 1:
            fail("%s: %d facts, expected one: %s" % (what, len(facts), facts[:3]))
        return facts[0]
    if how == "first":
        d = facts[0][3]
        tied = [f for f in facts if f[3] == d]
    elif how == "last":
        d = max(f[3] for f in facts)
        tied = [f for f in facts if f[3] == d]
    else:
        raise ValueError(how)
    if len(tied) != 1:
        fail("%s: a tie on the %s day %s: %s" % (what, how, d, tied[:3]))
    return tied[0]


def ordered_values(facts, which):
    """distinct values, by the day of their first fact"""
    first = {}
    for f in facts:
        v = field(f, which)
        if v not in first or f[3] < first[v]:
            first[v] = f[3]
    return sorted(first.items(), key=lambda kv: (kv[1], kv[0]))


def answer(m):
    op = m[0]
    if op == "list":            # ("list", sel, which)
        return sorted(set(field(f, m[2]) for f in select(m[1])))
    if op == "when":            # ("when", sel, how, grain)
        return [at_grain(pick(select(m[1]), m[2])[3], m[3])]
    if op == "nth":             # ("nth", sel, which, n)  n = 1, 2, ... or -1 (the last)
        vals = ordered_values(select(m[1]), m[2])
        n = m[3]
        if n == -1:
            d = max(f[3] for f in select(m[1]))
            return sorted(set(field(f, m[2]) for f in select(m[1]) if f[3] == d))
        if len(vals) < n:
            fail("nth: only %d values" % len(vals))
        d = vals[n - 1][1]
        tied = [v for v, dd in vals if dd == d]
        if len(tied) != 1:
            fail("nth: a tie at position %d: %s" % (n, tied))
        return [vals[n - 1][0]]
    if op in ("next", "prev"):  # (op, anchor sel, how, target sel, which)
        a = pick(select(m[1]), m[2])
        facts = select(m[3])
        if op == "next":
            later = [f for f in facts if f[3] > a[3]]
            if not later:
                return []
            d = min(f[3] for f in later)
            return sorted(set(field(f, m[4]) for f in later if f[3] == d))
        earlier = [f for f in facts if f[4] < a[3]]
        if not earlier:
            return []
        d = max(f[4] for f in earlier)
        return sorted(set(field(f, m[4]) for f in earlier if f[4] == d))
    if op == "shift":           # ("shift", anchor sel, how, target sel, which, "year"|"month", +1|-1)
        a = pick(select(m[1]), m[2])
        ad = day(a[3])
        if m[5] == "year":
            spec = str(ad.year + m[6])
        else:
            k = ad.year * 12 + ad.month - 1 + m[6]
            spec = "%04d-%02d" % (k // 12, k % 12 + 1)
        sel = dict(m[3], w=spec)
        return sorted(set(field(f, m[4]) for f in select(sel)))
    if op == "count":           # ("count", sel)
        return [str(len(select(m[1])))]
    if op == "distinct":        # ("distinct", sel, which)
        return [str(len(set(field(f, m[2]) for f in select(m[1]))))]
    if op == "most":            # ("most", sel, which, among or None)
        c = collections.Counter(field(f, m[2]) for f in select(m[1]))
        if m[3]:
            c = collections.Counter({k: c.get(k, 0) for k in m[3]})
        top = max(c.values())
        return sorted(k for k, v in c.items() if v == top)
    if op == "fewest":          # ("fewest", sel, which, among)
        c = collections.Counter({k: 0 for k in m[3]})
        for f in select(m[1]):
            if field(f, m[2]) in c:
                c[field(f, m[2])] += 1
        low = min(c.values())
        return sorted(k for k, v in c.items() if v == low)
    if op == "howlong":         # ("howlong", sel, how): a span's end day minus its start day
        a = pick(select(m[1]), m[2])
        return [str((day(a[4]) - day(a[3])).days)]
    if op == "between":         # ("between", selA, howA, selB, howB, "days"|"years")
        a = pick(select(m[1]), m[2], "first anchor")
        b = pick(select(m[3]), m[4], "second anchor")
        if m[5] == "days":
            return [str(abs((day(b[3]) - day(a[3])).days))]
        return [str(abs(int(b[3][:4]) - int(a[3][:4])))]
    if op == "exists":          # ("exists", sel)
        return ["yes" if select(m[1]) else "no"]
    if op == "during":          # ("during", anchor sel, how, target sel, which, mode, [exclude])
        a = pick(select(m[1]), m[2])
        if m[5] == "year":
            lo, hi = window(a[3][:4])
        else:
            lo, hi = a[3], a[4]
        excl = set(m[6]) if len(m) > 6 else set()
        return sorted(set(field(f, m[4]) for f in select(m[3])
                          if f[3] <= hi and f[4] >= lo and field(f, m[4]) not in excl))
    if op == "order":           # ("order", [(label, sel, how), ...]): the earliest
        days = [(pick(select(sel), how, label)[3], label) for label, sel, how in m[1]]
        if len(set(d for d, _ in days)) != len(days):
            fail("order: the same day")
        return [min(days)[1]]
    raise ValueError(op)


# ---------------------------------------------------------------------------------------------
# the questions

R, P, WS, CO, CM, SP = "represented", "performed", "wroteSong", "conductedFor", "commentatedFor", "spokespersonFor"
PR, WON, RU, LAST, OUT = "presented", "wonEurovision", "runnerUpIn", "finishedLastIn", "eliminatedInSemiFinal"
H, CW, TW, CITY, VEN = "hostedEurovision", "countryWonEurovision", "gaveTwelvePointsTo", "hostCityOf", "venueOf"
UK = "United Kingdom"


def ESC(y):
    return "Eurovision Song Contest %d" % y




CASES = [
    # --- who
    ("who", "Which act won Eurovision in 1974?",
     ("list", S(WON, w="1974"), "h"), {}),
    ("who", "who sang for the uk at eurovision in 1997",
     ("list", S(R, t=UK, w="1997"), "h"), {"the uk": UK}),
    ("who", "Who wrote Waterloo?",
     ("list", S(WS, t="Waterloo"), "h"), {"Waterloo": "Waterloo"}),
    ("who", "who sang euphoria at eurovision",
     ("list", S(P, t="Euphoria"), "h"), {"euphoria": "Euphoria"}),
    ("who", "Who presented the 2013 contest?",
     ("list", S(PR, t=ESC(2013)), "h"), {"2013 contest": ESC(2013)}),
    ("who", "Who did the UK commentary for Eurovision in 1975?",
     ("list", S(CM, t=UK, w="1975"), "h"), {"UK": UK}),
    ("who", "Who conducted the orchestra for Ireland in 1980?",
     ("list", S(CO, t="Ireland", w="1980"), "h"), {"Ireland": "Ireland"}),
    ("who", "Which singer came second at Eurovision in 2022?",
     ("list", S(RU, w="2022"), "h"), {}),
    ("who", "Which act finished last in the 2003 Eurovision final?",
     ("list", S(LAST, w="2003"), "h"), {}),
    ("who", "Which country did Ireland give 12 points to in 1994?",
     ("list", S(TW, h="Ireland", w="1994"), "t"), {"Ireland": "Ireland"}),
    ("who", "Who read out Ireland's votes in 2004?",
     ("list", S(SP, t="Ireland", w="2004"), "h"), {"Ireland": "Ireland"}),
    ("who", "Which country won Eurovision in 1989?",
     ("list", S(CW, w="1989"), "h"), {}),
    ("who", "Who represented Sweden in 2010?",
     ("list", S(R, t="Sweden", w="2010"), "h"), {"Sweden": "Sweden"}),
    ("who", "Who wrote Why Me, Ireland's winner in 1992?",
     ("list", S(WS, t="Why Me", w="1992"), "h"), {"Why Me": "Why Me", "Ireland": "Ireland"}),
    ("who", "Which countries gave their 12 points to Celine Dion's Switzerland in the 1988 final?",
     ("list", S(TW, t="Switzerland", w="1988"), "h"), {"Switzerland": "Switzerland", "Celine Dion": "Céline Dion"}),

    # --- where
    ("where", "Where was Eurovision held in 1993?",
     ("list", S(CITY, w="1993"), "h"), {}),
    ("where", "Which arena hosted Eurovision in 2012?",
     ("list", S(VEN, w="2012"), "h"), {}),
    ("where", "In which city did ABBA win Eurovision?",
     ("during", S(WON, h="ABBA"), "only", S(CITY), "h", None), {"ABBA": "ABBA"}),
    ("where", "Where did Conchita Wurst win?",
     ("during", S(WON, h="Conchita Wurst"), "only", S(CITY), "h", None), {"Conchita Wurst": "Conchita Wurst"}),
    ("where", "Which country hosted the contest in 1990?",
     ("list", S(H, w="1990"), "h"), {}),
    ("where", "What city was the 1962 Eurovision held in?",
     ("list", S(CITY, t=ESC(1962)), "h"), {"1962 Eurovision": ESC(1962)}),

    # --- when
    ("when", "When did Loreen first win Eurovision?",
     ("when", S(WON, h="Loreen"), "first", "day"), {"Loreen": "Loreen"}),
    ("when", "What year did Johnny Logan win for the first time?",
     ("when", S(WON, h="Johnny Logan"), "first", "year"), {"Johnny Logan": "Johnny Logan"}),
    ("when", "On what date was the 2021 Eurovision final?",
     ("when", S(CW, t=ESC(2021)), "only", "day"), {"2021 Eurovision": ESC(2021)}),
    ("when", "When did Dana International win?",
     ("when", S(WON, h="Dana International"), "only", "day"), {"Dana International": "Dana International"}),
    ("when", "Which month was Eurovision held in 1957?",
     ("when", S(H, w="1957"), "only", "month"), {}),
    ("when", "What year did Celine Dion sing at Eurovision?",
     ("when", S(R, h="Céline Dion"), "only", "year"), {"Celine Dion": "Céline Dion"}),
    ("when", "When did Russia win Eurovision?",
     ("when", S(CW, h="Russia"), "only", "day"), {"Russia": "Russia"}),
    ("when", "On what day did Jedward first perform at Eurovision?",
     ("when", S(R, h="Jedward"), "first", "day"), {"Jedward": "Jedward"}),
    ("when", "When did Sam Ryder sing Space Man at Eurovision?",
     ("when", S(P, h="Sam Ryder", t="Space Man"), "only", "day"), {"Sam Ryder": "Sam Ryder", "Space Man": "Space Man"}),
    ("when", "What year did Ireland last host Eurovision?",
     ("when", S(H, h="Ireland"), "last", "year"), {"Ireland": "Ireland"}),

    # --- n-th
    ("nth", "Which singer was the first ever Eurovision winner?",
     ("nth", S(WON), "h", 1), {}),
    ("nth", "Which country hosted the very first Eurovision?",
     ("nth", S(H), "h", 1), {}),
    ("nth", "Who was the second act to win Eurovision?",
     ("nth", S(WON), "h", 2), {}),
    ("nth", "Which was the third country to win Eurovision?",
     ("nth", S(CW), "h", 3), {}),
    ("nth", "who sang the winning song at the most recent eurovision",
     ("nth", S(WON), "h", -1), {}),
    ("nth", "Who was the first presenter of Eurovision?",
     ("nth", S(PR), "h", 1), {}),
    ("nth", "Which city hosted the second Eurovision Song Contest?",
     ("nth", S(CITY), "h", 2), {}),
    ("nth", "Which country got Sweden's 12 points for the first time?",
     ("nth", S(TW, h="Sweden"), "t", 1), {"Sweden": "Sweden"}),
    ("nth", "Which country got the UK's 12 points most recently?",
     ("nth", S(TW, h=UK), "t", -1), {"the UK": UK}),
    ("nth", "Who was the first act ever to finish last at Eurovision?",
     ("nth", S(LAST), "h", 1), {}),
    ("nth", "Which act was the most recent runner-up at Eurovision?",
     ("nth", S(RU), "h", -1), {}),
    ("nth", "Who was Ireland's first conductor at Eurovision?",
     ("nth", S(CO, t="Ireland"), "h", 1), {"Ireland": "Ireland"}),

    # --- next
    ("next", "Which act won Eurovision next after ABBA?",
     ("next", S(WON, h="ABBA"), "only", S(WON), "h"), {"ABBA": "ABBA"}),
    ("next", "Who represented the UK next after Jemini?",
     ("next", S(R, h="Jemini"), "only", S(R, t=UK), "h"), {"the UK": UK, "Jemini": "Jemini"}),
    ("next", "After Millstreet in 1993, which city hosted Eurovision next?",
     ("next", S(CITY, h="Millstreet", w="1993"), "only", S(CITY), "h"), {"Millstreet": "Millstreet"}),
    ("next", "Which act was the next winner after Lordi?",
     ("next", S(WON, h="Lordi"), "only", S(WON), "h"), {"Lordi": "Lordi"}),
    ("next", "Who were the UK's commentators in the first year after Terry Wogan stopped?",
     ("next", S(CM, h="Terry Wogan", t=UK), "last", S(CM, t=UK), "h"), {"the UK": UK, "Terry Wogan": "Terry Wogan"}),
    ("next", "After Sweden's 1974 win, which country won next?",
     ("next", S(CW, h="Sweden", w="1974"), "only", S(CW), "h"), {"Sweden": "Sweden"}),

    # --- previous
    ("prev", "Who presented Eurovision just before Petra Mede did it for the first time?",
     ("prev", S(PR, h="Petra Mede"), "first", S(PR), "h"), {"Petra Mede": "Petra Mede"}),
    ("prev", "Which singer won the contest right before Celine Dion?",
     ("prev", S(WON, h="Céline Dion"), "only", S(WON), "h"), {"Celine Dion": "Céline Dion"}),
    ("prev", "Who was the UK's entry before Bucks Fizz?",
     ("prev", S(R, h="Bucks Fizz"), "only", S(R, t=UK), "h"), {"the UK": UK, "Bucks Fizz": "Bucks Fizz"}),
    ("prev", "Which country hosted Eurovision before Israel did in 2019?",
     ("prev", S(H, h="Israel", w="2019"), "only", S(H), "h"), {"Israel": "Israel"}),

    # --- the year / month after or before
    ("shift", "Which city hosted Eurovision the year after Lordi won?",
     ("shift", S(WON, h="Lordi"), "only", S(CITY), "h", "year", 1), {"Lordi": "Lordi"}),
    ("shift", "Which singer won the year before Conchita Wurst?",
     ("shift", S(WON, h="Conchita Wurst"), "only", S(WON), "h", "year", -1), {"Conchita Wurst": "Conchita Wurst"}),
    ("shift", "Who sang for Germany the year after Lena won?",
     ("shift", S(WON, h="Lena"), "only", S(R, t="Germany"), "h", "year", 1), {"Germany": "Germany", "Lena": "Lena"}),
    ("shift", "Which act came last the year after Jemini did?",
     ("shift", S(LAST, h="Jemini"), "only", S(LAST), "h", "year", 1), {"Jemini": "Jemini"}),
    ("shift", "Which country did the UK give 12 points to the year before Katrina and the Waves won?",
     ("shift", S(WON, h="Katrina and The Waves"), "only", S(TW, h=UK), "t", "year", -1),
     {"the UK": UK, "Katrina and the Waves": "Katrina and The Waves"}),
    ("shift", "Who presented the contest the year after Johnny Logan's second win?",
     ("shift", S(WON, h="Johnny Logan"), "last", S(PR), "h", "year", 1), {"Johnny Logan": "Johnny Logan"}),

    # --- how many times
    ("count", "How many times has Ireland won Eurovision?",
     ("count", S(CW, h="Ireland")), {"Ireland": "Ireland"}),
    ("count", "How many times has the UK hosted Eurovision?",
     ("count", S(H, h=UK)), {"the UK": UK}),
    ("count", "How many years did Terry Wogan commentate for the UK?",
     ("count", S(CM, h="Terry Wogan", t=UK)), {"Terry Wogan": "Terry Wogan", "the UK": UK}),
    ("count", "How many times did Fud Leclerc represent Belgium?",
     ("count", S(R, h="Fud Leclerc", t="Belgium")), {"Fud Leclerc": "Fud Leclerc", "Belgium": "Belgium"}),
    ("count", "How many times did Noel Kelehan conduct for Ireland?",
     ("count", S(CO, h="Noel Kelehan", t="Ireland")), {"Noel Kelehan": "Noel Kelehan", "Ireland": "Ireland"}),
    ("count", "How often has Sweden given Norway 12 points in the final?",
     ("count", S(TW, h="Sweden", t="Norway")), {"Sweden": "Sweden", "Norway": "Norway"}),
    ("count", "How many Eurovision songs did Ralph Siegel write?",
     ("count", S(WS, h="Ralph Siegel")), {"Ralph Siegel": "Ralph Siegel"}),
    ("count", "How many times has Petra Mede hosted Eurovision?",
     ("count", S(PR, h="Petra Mede")), {"Petra Mede": "Petra Mede"}),
    ("count", "how many times did udo jurgens sing at eurovision",
     ("count", S(R, h="Udo Jürgens")), {"udo jurgens": "Udo Jürgens"}),
    ("count", "How many times did Valentina Monetta go out in the semi-final?",
     ("count", S(OUT, h="Valentina Monetta")), {"Valentina Monetta": "Valentina Monetta"}),

    # --- how many different
    ("distinct", "How many different countries has Sweden given 12 points to?",
     ("distinct", S(TW, h="Sweden"), "t"), {"Sweden": "Sweden"}),
    ("distinct", "How many different cities have hosted Eurovision?",
     ("distinct", S(CITY), "h"), {}),
    ("distinct", "How many different countries have won Eurovision?",
     ("distinct", S(CW), "h"), {}),
    ("distinct", "How many different people have presented the contest?",
     ("distinct", S(PR), "h"), {}),
    ("distinct", "For how many different countries did Franck Pourcel conduct?",
     ("distinct", S(CO, h="Franck Pourcel"), "t"), {"Franck Pourcel": "Franck Pourcel"}),
    ("distinct", "How many different acts has Ireland sent to Eurovision?",
     ("distinct", S(R, t="Ireland"), "h"), {"Ireland": "Ireland"}),
    ("distinct", "How many different countries hosted Eurovision in the 2000s?",
     ("distinct", S(H, w=("2000", "2009")), "h"), {}),
    ("distinct", "How many different people have announced the UK's points?",
     ("distinct", S(SP, t=UK), "h"), {"the UK": UK}),

    # --- most
    ("most", "Which country has won Eurovision the most times?",
     ("most", S(CW), "h", None), {}),
    ("most", "Which country has Greece given its 12 points to most often?",
     ("most", S(TW, h="Greece"), "t", None), {"Greece": "Greece"}),
    ("most", "Who conducted the most Eurovision entries?",
     ("most", S(CO), "h", None), {}),
    ("most", "Which country has hosted Eurovision most often?",
     ("most", S(H), "h", None), {}),
    ("most", "Who has commentated on Eurovision the most times?",
     ("most", S(CM), "h", None), {}),
    ("most", "Which country got the most 12 points in the 1990s?",
     ("most", S(TW, w=("1990", "1999")), "t", None), {}),
    ("most", "Who has more Eurovision wins, Ireland or the UK?",
     ("most", S(CW), "h", ["Ireland", UK]), {"Ireland": "Ireland", "the UK": UK}),
    ("most", "Which city has hosted the contest the most?",
     ("most", S(CITY), "h", None), {}),

    # --- how long
    ("howlong", "How many days did Eurovision 2024 last, from the first semi-final to the final?",
     ("howlong", S(H, t=ESC(2024)), "only"), {"Eurovision 2024": ESC(2024)}),
    ("howlong", "How many days passed between Loreen's semi-final and her win in 2023?",
     ("howlong", S(R, h="Loreen", w="2023"), "only"), {"Loreen": "Loreen"}),
    ("howlong", "How long did the 2004 contest run, in days, from the semi-final to the final?",
     ("howlong", S(H, t=ESC(2004)), "only"), {"2004 contest": ESC(2004)}),
    ("howlong", "For how many days was Netta in the 2018 contest, from her semi to the final?",
     ("howlong", S(R, h="Netta", w="2018"), "only"), {"Netta": "Netta"}),

    # --- between
    ("between", "How many years passed between Johnny Logan's two wins?",
     ("between", S(WON, h="Johnny Logan"), "first", S(WON, h="Johnny Logan"), "last", "years"),
     {"Johnny Logan": "Johnny Logan"}),
    ("between", "How many years were there between Loreen's two victories?",
     ("between", S(WON, h="Loreen"), "first", S(WON, h="Loreen"), "last", "years"), {"Loreen": "Loreen"}),
    ("between", "How many years after Sandie Shaw's win did Bucks Fizz win?",
     ("between", S(WON, h="Sandie Shaw"), "only", S(WON, h="Bucks Fizz"), "only", "years"),
     {"Sandie Shaw": "Sandie Shaw", "Bucks Fizz": "Bucks Fizz"}),
    ("between", "How many years lie between Ireland's first and last Eurovision wins?",
     ("between", S(CW, h="Ireland"), "first", S(CW, h="Ireland"), "last", "years"), {"Ireland": "Ireland"}),
    ("between", "How many days were there between Lena's win and her next Eurovision final?",
     ("between", S(WON, h="Lena"), "only", S(R, h="Lena"), "last", "days"), {"Lena": "Lena"}),
    ("between", "How many years after Sweden first won did it first host the contest?",
     ("between", S(CW, h="Sweden"), "first", S(H, h="Sweden"), "first", "years"), {"Sweden": "Sweden"}),

    # --- yes / no
    ("yesno", "Did Celine Dion win Eurovision?",
     ("exists", S(WON, h="Céline Dion")), {"Celine Dion": "Céline Dion"}),
    ("yesno", "Did Jemini finish last in 2003?",
     ("exists", S(LAST, h="Jemini", w="2003")), {"Jemini": "Jemini"}),
    ("yesno", "Has Italy ever hosted Eurovision?",
     ("exists", S(H, h="Italy")), {"Italy": "Italy"}),
    ("yesno", "Did Sweden give Norway 12 points in 2009?",
     ("exists", S(TW, h="Sweden", t="Norway", w="2009")), {"Sweden": "Sweden", "Norway": "Norway"}),
    ("yesno", "Did Terry Wogan ever present Eurovision?",
     ("exists", S(PR, h="Terry Wogan")), {"Terry Wogan": "Terry Wogan"}),
    ("yesno", "Has Malta ever won Eurovision?",
     ("exists", S(CW, h="Malta")), {"Malta": "Malta"}),
    ("yesno", "Did Sam Ryder win Eurovision?",
     ("exists", S(WON, h="Sam Ryder")), {"Sam Ryder": "Sam Ryder"}),
    ("yesno", "Did Johnny Logan sing for Ireland in 1984?",
     ("exists", S(R, h="Johnny Logan", t="Ireland", w="1984")), {"Johnny Logan": "Johnny Logan", "Ireland": "Ireland"}),
    ("yesno", "Has Australia ever hosted the contest?",
     ("exists", S(H, h="Australia")), {"Australia": "Australia"}),
    ("yesno", "Did Lordi ever sing for Sweden?",
     ("exists", S(R, h="Lordi", t="Sweden")), {"Lordi": "Lordi", "Sweden": "Sweden"}),

    # --- at the same time as
    ("same", "Which singer won Eurovision the year Terry Wogan presented it?",
     ("during", S(PR, h="Terry Wogan"), "only", S(WON), "h", "year"), {"Terry Wogan": "Terry Wogan"}),
    ("same", "Which country was hosting when Johnny Logan first won?",
     ("during", S(WON, h="Johnny Logan"), "first", S(H), "h", None), {"Johnny Logan": "Johnny Logan"}),
    ("same", "Who represented the UK the year Lordi won?",
     ("during", S(WON, h="Lordi"), "only", S(R, t=UK), "h", "year"), {"the UK": UK, "Lordi": "Lordi"}),
    ("same", "Who were the presenters when Conchita Wurst won?",
     ("during", S(WON, h="Conchita Wurst"), "only", S(PR), "h", None), {"Conchita Wurst": "Conchita Wurst"}),
    ("same", "Who commentated for the UK when Dana International won?",
     ("during", S(WON, h="Dana International"), "only", S(CM, t=UK), "h", None),
     {"the UK": UK, "Dana International": "Dana International"}),
    ("same", "Which other singers shared the 1969 win with Lulu?",
     ("during", S(WON, h="Lulu", w="1969"), "only", S(WON), "h", None, ["Lulu"]), {"Lulu": "Lulu"}),

    # --- which came first
    ("order", "Who won first, Bucks Fizz or Brotherhood of Man?",
     ("order", [("Bucks Fizz", S(WON, h="Bucks Fizz"), "only"),
                ("Brotherhood of Man", S(WON, h="Brotherhood of Man"), "only")]),
     {"Bucks Fizz": "Bucks Fizz", "Brotherhood of Man": "Brotherhood of Man"}),
    ("order", "Which country hosted Eurovision first, Finland or Serbia?",
     ("order", [("Finland", S(H, h="Finland"), "first"), ("Serbia", S(H, h="Serbia"), "first")]),
     {"Finland": "Finland", "Serbia": "Serbia"}),
    ("order", "Who sang at Eurovision first, Celine Dion or Olivia Newton-John?",
     ("order", [("Céline Dion", S(R, h="Céline Dion"), "first"),
                ("Olivia Newton-John", S(R, h="Olivia Newton-John"), "first")]),
     {"Celine Dion": "Céline Dion", "Olivia Newton-John": "Olivia Newton-John"}),
    ("order", "Which won Eurovision first, Norway or Denmark?",
     ("order", [("Norway", S(CW, h="Norway"), "first"), ("Denmark", S(CW, h="Denmark"), "first")]),
     {"Norway": "Norway", "Denmark": "Denmark"}),

    # --- no answer in the graph
    ("none", "Which act won Eurovision in 2020?",
     ("list", S(WON, w="2020"), "h"), {}),
    ("none", "Which countries gave the UK 12 points in 2003?",
     ("list", S(TW, t=UK, w="2003"), "h"), {"the UK": UK}),
    ("none", "Which country hosted Eurovision in 1955?",
     ("list", S(H, w="1955"), "h"), {}),
    ("none", "Who represented Italy at Eurovision in 1995?",
     ("list", S(R, t="Italy", w="1995"), "h"), {"Italy": "Italy"}),
    ("none", "Who finished last at the first Eurovision in 1956?",
     ("list", S(LAST, w="1956"), "h"), {}),
]


# ---------------------------------------------------------------------------------------------
# checks

def node_type(node):
    for k in ("person", "country", "contest", "song", "city", "venue"):
        if node in TYPES[k]:
            return k
    return None


def strip_the(s):
    return re.sub(r"^the ", "", fold(s).strip())


def resolve_ok(typed, node, scope, question):
    """the typed form fits this node, and only it (among the nodes of its type or scope)"""
    ft = strip_the(typed)
    if ft == fold(node) or fold(typed) == fold(node):
        return True
    if fold(typed) in ALIASES or ft in ALIASES:
        return ALIASES.get(fold(typed), ALIASES.get(ft)) == node
    if node in TYPES["contest"]:
        # a contest is typed by its year next to "Eurovision" or "contest"
        year = node[-4:]
        return year in typed and re.search(r"eurovision|contest", fold(typed)) is not None
    pool = TYPES[scope] if scope else TYPES[node_type(node)]
    fits = sorted(n for n in pool if in_order(typed, n) or in_order(ft, n))
    if fits != [node]:
        fail("%r fits %s, not only %r" % (typed, fits[:5], node))
    return True


def meaning_nodes(m):
    out = set()

    def walk(x):
        if isinstance(x, dict):
            for k in ("h", "t"):
                v = x.get(k)
                if v is None:
                    continue
                for n in (v if isinstance(v, (list, tuple, set)) else [v]):
                    out.add(n)
        elif isinstance(x, (list, tuple)):
            for y in x:
                walk(y)
    walk(m)
    return out


def check_case(i, kind, q, m, names, ans):
    where = "case %d (%s)" % (i + 1, q)
    fq = " " + " ".join(words(q)) + " "
    for typed, val in names.items():
        node, scope = (val if isinstance(val, tuple) else (val, None))
        if node not in NODES:
            fail("%s: no node %r" % (where, node))
        if " " + " ".join(words(typed)) + " " not in fq:
            fail("%s: %r not typed in the question" % (where, typed))
        try:
            if not resolve_ok(typed, node, scope, q):
                fail("%r does not mean %r here" % (typed, node))
        except CheckFailed as e:
            fail("%s: %s" % (where, e))
    named = set(v[0] if isinstance(v, tuple) else v for v in names.values())
    for n in meaning_nodes(m):
        if n not in NODES:
            fail("%s: meaning names %r, not in the graph" % (where, n))
        if n not in named:
            fail("%s: meaning node %r is not typed" % (where, n))
    # years: every window year of the meaning is typed ("the 1990s" types 1990-1999), and no other
    typed_years = set(re.findall(r"(?<!\d)(\d{4})(?!\d)", q))
    decades = set(re.findall(r"(\d{3})0s", q))
    wanted = set()

    def walk(x):
        if isinstance(x, dict) and x.get("w"):
            w = x["w"]
            if isinstance(w, tuple) and w[0][:3] in decades and w[0][3] == "0" and w[1][3] == "9":
                wanted.add(w[0][:4])
            else:
                wanted.update(window_years(w))
        elif isinstance(x, (list, tuple)):
            for y in x:
                walk(y)
    walk(m)
    contest_years = set(n[-4:] for n in named if n in TYPES["contest"])
    if not wanted <= typed_years:
        fail("%s: window years %s not typed" % (where, sorted(wanted - typed_years)))
    if not typed_years <= wanted | contest_years:
        fail("%s: typed years %s not in the meaning" % (where, sorted(typed_years - wanted - contest_years)))
    if kind == "none":
        if ans:
            fail("%s: a 'none' question has answers %s" % (where, ans))
    elif not ans:
        fail("%s: no answer" % where)
    if (kind == "yesno") != (ans in (["yes"], ["no"])):
        fail("%s: yes/no mismatch" % where)
    if len(ans) > 6:
        fail("%s: %d answers" % (where, len(ans)))
    for a in ans:
        if not (a in NODES or re.fullmatch(r"\d{4}(-\d\d(-\d\d)?)?|\d+|yes|no", a)):
            fail("%s: odd answer %r" % (where, a))


def norm_q(q):
    return " ".join(words(q))


def build():
    if len(CASES) != 120:
        fail("%d cases, expected 120" % len(CASES))
    out = []
    seen_q, seen_m = set(), set()
    for i, (kind, q, m, names) in enumerate(CASES):
        try:
            ans = answer(m)
        except CheckFailed as e:
            fail("case %d (%s): %s" % (i + 1, q, e))
        check_case(i, kind, q, m, names, ans)
        if norm_q(q) in seen_q:
            fail("duplicate question %r" % q)
        if repr(m) in seen_m:
            fail("duplicate meaning of %r" % q)
        seen_q.add(norm_q(q))
        seen_m.add(repr(m))
        out.append({"id": "%s-%04d" % (PREFIX, i + 1), "question": q, "answers": sorted(ans)})
    yn = collections.Counter(o["answers"][0] for o, c in zip(out, CASES) if c[0] == "yesno")
    if yn["yes"] != yn["no"]:
        fail("yes/no unbalanced: %s" % dict(yn))
    return out


def dump(items):
    return json.dumps(items, ensure_ascii=False, indent=1) + "\n"


def main(argv):
    if "--explain" in argv:
        for i, (kind, q, m, _names) in enumerate(CASES):
            if "--dev" in argv and i % 2:
                continue
            try:
                a = answer(m)
            except CheckFailed as e:
                a = "ERROR %s" % e
            print("%s-%04d [%s] %s\n    -> %s" % (PREFIX, i + 1, kind, q, a))
        return 0
    try:
        items = build()
    except CheckFailed as e:
        print("CHECK FAILED:", e)
        return 1
    halves = {"dev": items[0::2], "test": items[1::2]}
    kinds = [c[0] for c in CASES]
    if "--stats" in argv:
        c_all = collections.Counter(kinds)
        c_dev = collections.Counter(kinds[0::2])
        for k in sorted(c_all, key=lambda k: kinds.index(k)):
            print("%-9s %3d   dev %2d / test %2d" % (k, c_all[k], c_dev[k], c_all[k] - c_dev[k]))
        print("total     %3d   dev %2d / test %2d" % (len(items), len(halves["dev"]), len(halves["test"])))
        return 0
    paths = {h: os.path.join(HERE, "%s-%s.json" % (NAME, h)) for h in halves}
    if "--check" in argv:
        bad = [p for h, p in paths.items()
               if not os.path.exists(p) or open(p, encoding="utf-8").read() != dump(halves[h])]
        if bad:
            print("CHECK FAILED: differs from gold.py:", ", ".join(os.path.basename(p) for p in bad))
            return 1
        print("ok: %d questions, files match" % len(items))
        return 0
    for h, p in paths.items():
        with open(p, "w", encoding="utf-8") as f:
            f.write(dump(halves[h]))
    print("wrote %s (%d) and %s (%d)" % (os.path.basename(paths["dev"]), len(halves["dev"]),
                                         os.path.basename(paths["test"]), len(halves["test"])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
