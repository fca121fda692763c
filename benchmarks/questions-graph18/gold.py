"""graph18 gold answers: men's Test cricket 2001-2026 (Cricsheet, ODC-BY 1.0).

python3 gold.py            checks every case, then writes graph18-dev.json and graph18-test.json
python3 gold.py --check    fails unless the files on disk are what gold.py writes
python3 gold.py --explain  each question with its meaning and answers (--dev: the dev half only)
python3 gold.py --stats    counts per kind and half

Each case is (kind, question, meaning, mentions).  `meaning` is one call of the small query language
below, written as text and evaluated with only these functions in scope; `mentions` maps each name as
typed in the question to the graph node it stands for (checked: the typed form occurs in the question,
the node exists in the graph).  Answers are computed from graph.tsv.gz, never typed.
"""

import collections
import datetime
import gzip
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GRAPH = os.path.join(HERE, "graph.tsv.gz")
GRAPH_SHA256 = "a9562da4a9cf61a4c020bdefcf3f3ef66533b4c474f2360f6369f5a2f8ce1321"
NAME = "graph18"
PREFIX = "g18"


class CheckFailed(Exception):
    pass


def fail(msg):
    raise CheckFailed(msg)


# ---------------------------------------------------------------- the graph
def load():
    rows = []
    with gzip.open(GRAPH, "rt", encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        assert header == ["head", "relation", "tail", "start", "end"], header
        for line in f:
            h, r, t, s, e = line.rstrip("\n").split("\t")
            rows.append((h, r, t, s, e))
    return rows


ROWS = load()
BY_REL = collections.defaultdict(list)
for _f in ROWS:
    BY_REL[_f[1]].append(_f)
NODES = {x for f in ROWS for x in (f[0], f[2])}

# node kinds: people (players, umpires, referees), teams, grounds, cities
KIND_OF_REL = {
    "playedTestFor": ("person", "team"), "playedTestAgainst": ("team", "team"),
    "wonTestAgainst": ("team", "team"), "drewTestWith": ("team", "team"),
    "playedTestAt": ("team", "ground"), "playedTestIn": ("team", "city"),
    "playerOfTheMatchAgainst": ("person", "team"), "umpiredTestAt": ("person", "ground"),
    "thirdUmpireAt": ("person", "ground"), "refereedTestAt": ("person", "ground"),
}
KIND = collections.defaultdict(set)
for _h, _r, _t, _s, _e in ROWS:
    KIND[_h].add(KIND_OF_REL[_r][0])
    KIND[_t].add(KIND_OF_REL[_r][1])


# ---------------------------------------------------------------- the query language
def period(p):
    """'2019' a year, '2019-08' a month, '2019-08-04' a day, ('2010', '2019') years from / to"""
    if p is None:
        return None
    if isinstance(p, tuple):
        return period(p[0])[0], period(p[1])[1]
    if len(p) == 4:
        return p + "-01-01", p + "-12-31"
    if len(p) == 7:
        y, m = int(p[:4]), int(p[5:])
        nxt = datetime.date(y + (m == 12), m % 12 + 1, 1)
        return p + "-01", (nxt - datetime.timedelta(days=1)).isoformat()
    return p, p


def facts(rel, head=None, tail=None, during=None):
    """the facts of rel with that head / tail whose span overlaps the period"""
    if rel not in KIND_OF_REL:
        fail("unknown relation %s" % rel)
    for x in (head, tail):
        if x is not None and x not in NODES:
            fail("unknown node %r" % x)
    p = period(during)
    out = [f for f in BY_REL[rel] if (head is None or f[0] == head) and (tail is None or f[2] == tail)
           and (p is None or (f[3] <= p[1] and f[4] >= p[0]))]
    return sorted(out, key=lambda f: (f[3], f[4], f[0], f[2]))


def side(f, ask):
    return f[0] if ask == "head" else f[2]


def anchor(rel, head=None, tail=None, during=None, which="only"):
    """one match's fact: the only one (refused if the facts lie on more than one match's days), or the
    first / last one (refused if two matches start on that day)"""
    fs = facts(rel, head, tail, during)
    if not fs:
        fail("anchor has no fact: %s %s %s %s" % (rel, head, tail, during))
    if which == "only":
        if len({(f[3], f[4]) for f in fs}) != 1:
            fail("anchor not single: %s" % fs[:4])
        return fs[0]
    f = fs[0] if which == "first" else fs[-1]
    if len({(g[3], g[4]) for g in fs if g[3] == f[3]}) > 1:
        fail("anchor tied: %s" % fs[:4])
    return f


def fmt(day, unit):
    return {"day": day, "month": day[:7], "year": day[:4]}[unit]


def who(rel, ask, head=None, tail=None, during=None):
    """the values at `ask` of the matching facts"""
    return sorted({side(f, ask) for f in facts(rel, head, tail, during)})


def when(rel, head=None, tail=None, during=None, which="only", unit="day"):
    """the (first) day of the only / first / last matching fact"""
    return [fmt(anchor(rel, head, tail, during, which)[3], unit)]


def nth(rel, ask, n, head=None, tail=None, during=None):
    """the n-th distinct value (1 = first; -1 = the most recent), ordered by the day of its first fact"""
    fs = facts(rel, head, tail, during)
    if n < 0:
        last = fs[-1][3]
        return sorted({side(f, ask) for f in fs if f[3] == last})
    first = {}
    for f in fs:
        first.setdefault(side(f, ask), f[3])
    order = sorted(first.items(), key=lambda kv: kv[1])
    if len(order) < n:
        fail("fewer than %d values" % n)
    day = order[n - 1][1]
    if sum(1 for v, d in order if d == day) > 1:
        fail("n-th position tied: %s" % order[n - 2:n + 1])
    return [order[n - 1][0]]


def count(rel, head=None, tail=None, during=None):
    return [str(len(facts(rel, head, tail, during)))]


def distinct(rel, ask, head=None, tail=None, during=None):
    return [str(len({side(f, ask) for f in facts(rel, head, tail, during)}))]


def most(rel, ask, head=None, tail=None, during=None, among=None):
    """the value(s) at `ask` with most facts (among the named ones, if given)"""
    c = collections.Counter(side(f, ask) for f in facts(rel, head, tail, during))
    if among is not None:
        c = collections.Counter({k: c.get(k, 0) for k in among})
    top = max(c.values())
    return sorted(k for k, v in c.items() if v == top)


def after(a, rel, ask, head=None, tail=None):
    """the facts starting strictly after the anchor's last day: those on the earliest day"""
    fs = [f for f in facts(rel, head, tail) if f[3] > a[4]]
    if not fs:
        return []
    d = min(f[3] for f in fs)
    return sorted({side(f, ask) for f in fs if f[3] == d})


def before(a, rel, ask, head=None, tail=None):
    """the facts ending strictly before the anchor's first day: those on the latest day"""
    fs = [f for f in facts(rel, head, tail) if f[4] < a[3]]
    if not fs:
        return []
    d = max(f[4] for f in fs)
    return sorted({side(f, ask) for f in fs if f[4] == d})


# a match is known by its days and its two teams; its ground from `playedTestAt`
MATCHES = collections.defaultdict(set)  # (start, end) -> set of (team, team) pairs
GROUND = {}  # (start, end, team) -> ground
for _h, _r, _t, _s, _e in ROWS:
    if _r == "playedTestAgainst":
        MATCHES[(_s, _e)].add(frozenset((_h, _t)))
    elif _r == "playedTestAt":
        GROUND[(_s, _e, _h)] = _t


def match_of(f):
    """the match a fact belongs to: (start, end, teams)"""
    h, r, t, s, e = f
    cands = MATCHES[(s, e)]
    if r in ("umpiredTestAt", "thirdUmpireAt", "refereedTestAt"):
        got = [m for m in cands if any(GROUND.get((s, e, x)) == t for x in m)]
    elif r in ("playerOfTheMatchAgainst", "playedTestFor"):
        got = [m for m in cands if t in m]
    else:
        got = [m for m in cands if h in m]
    if len(got) != 1:
        fail("fact not in exactly one match: %s" % (f,))
    return (s, e, got[0])


def same_match(a, rel, ask, head=None, tail=None, exclude=()):
    """the facts of the anchor's match (other than the excluded values)"""
    m = match_of(a)
    return sorted({side(f, ask) for f in facts(rel, head, tail, (m[0], m[1])) if match_of(f) == m}
                  - set(exclude))


def at_ground(ground, rel, ask, during=None, head=None, tail=None):
    """the facts of the matches played at the ground in the period"""
    ms = {match_of(f) for f in facts("playedTestAt", tail=ground, during=during)}
    if not ms:
        return []
    return sorted({side(f, ask) for f in facts(rel, head, tail, during) if match_of(f) in ms})


def days_between(a, b):
    """days from the first day of a to the first day of b"""
    return [str((datetime.date.fromisoformat(b[3]) - datetime.date.fromisoformat(a[3])).days)]


def years_between(a, b):
    return [str(int(b[3][:4]) - int(a[3][:4]))]


def days_long(a):
    """the match's days, first to last, both counted"""
    return [str((datetime.date.fromisoformat(a[4]) - datetime.date.fromisoformat(a[3])).days + 1)]


def yes(rel, head=None, tail=None, during=None):
    return ["yes" if facts(rel, head, tail, during) else "no"]


def first_of(pairs):
    """pairs of (name, anchor): the name whose anchor starts first"""
    days = [a[3] for _, a in pairs]
    if len(set(days)) != len(days):
        fail("which came first: same day")
    return [min(pairs, key=lambda p: p[1][3])[0]]


QL = {f.__name__: f for f in (anchor, who, when, nth, count, distinct, most, after, before, same_match, at_ground,
                               days_between, years_between, days_long, yes, first_of)}


# ---------------------------------------------------------------- the questions
# names as people type them -> the node as Cricsheet writes it
ROOT, SMITH, KOHLI, COOK, SACHIN = "JE Root", "SPD Smith", "V Kohli", "AN Cook", "SR Tendulkar"
WTC21 = 'anchor("playedTestAt", "India", "The Rose Bowl", during="2021")'

CASES = [
    # --- who
    ("who", "Who was named player of the match against Australia in August 2005?",
     'who("playerOfTheMatchAgainst", "head", tail="Australia", during="2005-08")', {"Australia": "Australia"}),
    ("who", "Which teams did England beat in Tests in 2022?",
     'who("wonTestAgainst", "tail", head="England", during="2022")', {"England": "England"}),
    ("who", "Who umpired Test matches at Lord's in 2025?",
     'who("umpiredTestAt", "head", tail="Lord\'s", during="2025")', {"Lord's": "Lord's"}),
    ("who", "who was match referee at the Perth Stadium tests in 2024",
     'who("refereedTestAt", "head", tail="Perth Stadium", during="2024")', {"Perth Stadium": "Perth Stadium"}),
    ("who", "Which teams beat India in Tests in 2024?",
     'who("wonTestAgainst", "head", tail="India", during="2024")', {"India": "India"}),
    ("who", "Who won player of the match awards against England in 2023?",
     'who("playerOfTheMatchAgainst", "head", tail="England", during="2023")', {"England": "England"}),
    ("who", "Which countries has Gary Ballance played Test cricket for?",
     'who("playedTestFor", "tail", head="GS Ballance")', {"Gary Ballance": "GS Ballance"}),
    ("who", "Which teams did Zimbabwe beat in Tests between 2011 and 2019?",
     'who("wonTestAgainst", "tail", head="Zimbabwe", during=("2011", "2019"))', {"Zimbabwe": "Zimbabwe"}),
    ("who", "Who drew with England in a Test in 2023?",
     'who("drewTestWith", "tail", head="England", during="2023")', {"England": "England"}),
    ("who", "Which teams played Tests in Perth in 2018?",
     'who("playedTestIn", "head", tail="Perth", during="2018")', {"Perth": "Perth"}),
    ("who", "Who was the match referee at the MCG in December 2025?",
     'who("refereedTestAt", "head", tail="Melbourne Cricket Ground", during="2025-12")',
     {"the MCG": "Melbourne Cricket Ground"}),
    ("who", "Who were the players of the match in Tests at Galle in 2024?",
     'at_ground("Galle International Stadium", "playerOfTheMatchAgainst", "head", during="2024")',
     {"Galle": "Galle International Stadium"}),
    ("who", "Which teams beat Australia in Tests in 2024?",
     'who("wonTestAgainst", "head", tail="Australia", during="2024")', {"Australia": "Australia"}),
    ("who", "Who did Bangladesh beat in Test cricket in 2021?",
     'who("wonTestAgainst", "tail", head="Bangladesh", during="2021")', {"Bangladesh": "Bangladesh"}),
    ("who", "Who was the third umpire for Tests at Lord's in 2023?",
     'who("thirdUmpireAt", "head", tail="Lord\'s", during="2023")', {"Lord's": "Lord's"}),
]

CASES += [
    # --- where
    ("where", "In which city did Ireland play their first ever Test?",
     'nth("playedTestIn", "tail", 1, head="Ireland")', {"Ireland": "Ireland"}),
    ("where", "At which ground did Ireland play their first Test?",
     'nth("playedTestAt", "tail", 1, head="Ireland")', {"Ireland": "Ireland"}),
    ("where", "Which ground has hosted the most Tests?",
     'most("playedTestAt", "tail")', {}),
    ("where", "At which ground have Bangladesh played the most Tests?",
     'most("playedTestAt", "tail", head="Bangladesh")', {"Bangladesh": "Bangladesh"}),
    ("where", "In which city did the World XI play its Test against Australia?",
     'who("playedTestIn", "tail", head="ICC World XI")', {"World XI": "ICC World XI"}),
    ("where", "In which cities did India play Test cricket in 2020?",
     'who("playedTestIn", "tail", head="India", during="2020")', {"India": "India"}),
    # --- when
    ("when", "When did Joe Root make his Test debut?",
     'when("playedTestFor", ROOT, which="first")', {"Joe Root": ROOT}),
    ("when", "What year did Virat Kohli play his first Test?",
     'when("playedTestFor", KOHLI, which="first", unit="year")', {"Virat Kohli": KOHLI}),
    ("when", "When did Bangladesh first beat Australia in a Test?",
     'when("wonTestAgainst", "Bangladesh", "Australia", which="first")', {"Bangladesh": "Bangladesh", "Australia": "Australia"}),
    ("when", "On what date did Bangladesh first beat England in a Test?",
     'when("wonTestAgainst", "Bangladesh", "England", which="first")', {"Bangladesh": "Bangladesh", "England": "England"}),
    ("when", "What year did Sachin Tendulkar play his last Test match?",
     'when("playedTestFor", SACHIN, which="last", unit="year")', {"Sachin Tendulkar": SACHIN}),
    ("when", "When did Alastair Cook's final Test start?",
     'when("playedTestFor", COOK, which="last")', {"Alastair Cook": COOK}),
    ("when", "In which month of 2019 did England last beat Australia?",
     'when("wonTestAgainst", "England", "Australia", during="2019", which="last", unit="month")',
     {"England": "England", "Australia": "Australia"}),
    ("when", "When did Zimbabwe last win a Test?",
     'when("wonTestAgainst", "Zimbabwe", which="last")', {"Zimbabwe": "Zimbabwe"}),
    ("when", "What year did Kane Williamson first play Test cricket?",
     'when("playedTestFor", "KS Williamson", which="first", unit="year")', {"Kane Williamson": "KS Williamson"}),
    ("when", "when was the first test at perth stadium",
     'when("playedTestAt", tail="Perth Stadium", which="first")', {"perth stadium": "Perth Stadium"}),
    # --- nth
    ("nth", "Who did Ireland play in their first Test?",
     'nth("playedTestAgainst", "tail", 1, head="Ireland")', {"Ireland": "Ireland"}),
    ("nth", "Against which team did Joe Root win his first Test player of the match award?",
     'nth("playerOfTheMatchAgainst", "tail", 1, head=ROOT)', {"Joe Root": ROOT}),
    ("nth", "Which team did Kagiso Rabada first win player of the match against?",
     'nth("playerOfTheMatchAgainst", "tail", 1, head="K Rabada")', {"Kagiso Rabada": "K Rabada"}),
    ("nth", "Against which team did Virat Kohli win his most recent Test player of the match?",
     'nth("playerOfTheMatchAgainst", "tail", -1, head=KOHLI)', {"Virat Kohli": KOHLI}),
    ("nth", "Who was the most recent player of the match against Australia?",
     'nth("playerOfTheMatchAgainst", "head", -1, tail="Australia")', {"Australia": "Australia"}),
    ("nth", "Which team did England beat most recently?",
     'nth("wonTestAgainst", "tail", -1, head="England")', {"England": "England"}),
    ("nth", "Who did India most recently lose a Test to?",
     'nth("wonTestAgainst", "head", -1, tail="India")', {"India": "India"}),
    ("nth", "What was the second city Ireland played a Test in?",
     'nth("playedTestIn", "tail", 2, head="Ireland")', {"Ireland": "Ireland"}),
    ("nth", "Against which team did Kane Williamson first win player of the match in a Test?",
     'nth("playerOfTheMatchAgainst", "tail", 1, head="KS Williamson")', {"Kane Williamson": "KS Williamson"}),
    ("nth", "Against which team did Ben Stokes first win a Test player of the match award?",
     'nth("playerOfTheMatchAgainst", "tail", 1, head="BA Stokes")', {"Ben Stokes": "BA Stokes"}),
    ("nth", "Who was the first match referee for a Test at Perth Stadium?",
     'nth("refereedTestAt", "head", 1, tail="Perth Stadium")', {"Perth Stadium": "Perth Stadium"}),
    ("nth", "Against which team did Pat Cummins first win a Test player of the match award?",
     'nth("playerOfTheMatchAgainst", "tail", 1, head="PJ Cummins")', {"Pat Cummins": "PJ Cummins"}),
]

CASES += [
    # --- next / prev
    ("next", "Which team did India play next after the 2021 World Test Championship final in Southampton?",
     'after(%s, "playedTestAgainst", "tail", head="India")' % WTC21, {"India": "India", "Southampton": "The Rose Bowl"}),
    ("next", "After Alastair Cook's last Test, who did England play next?",
     'after(anchor("playedTestFor", COOK, which="last"), "playedTestAgainst", "tail", head="England")',
     {"Alastair Cook": COOK, "England": "England"}),
    ("next", "Who did Bangladesh beat next after their first Test win over England?",
     'after(anchor("wonTestAgainst", "Bangladesh", "England", which="first"), "wonTestAgainst", "tail", head="Bangladesh")',
     {"Bangladesh": "Bangladesh", "England": "England"}),
    ("next", "After their Test at Lord's in 2019, which team did Ireland play next?",
     'after(anchor("playedTestAt", "Ireland", "Lord\'s", during="2019"), "playedTestAgainst", "tail", head="Ireland")',
     {"Ireland": "Ireland", "Lord's": "Lord's"}),
    ("next", "After Ben Stokes's last player of the match award against Australia in 2019, who was the next player of the match against them?",
     'after(anchor("playerOfTheMatchAgainst", "BA Stokes", "Australia", during="2019", which="last"), "playerOfTheMatchAgainst", "head", tail="Australia")',
     {"Ben Stokes": "BA Stokes", "Australia": "Australia"}),
    ("next", "After England won at the Oval in 2023, which team did they play next?",
     'after(anchor("wonTestAgainst", "England", "Australia", during="2023", which="last"), "playedTestAgainst", "tail", head="England")',
     {"England": "England"}),
    ("prev", "Which team did India play just before Virat Kohli's Test debut?",
     'before(anchor("playedTestFor", KOHLI, which="first"), "playedTestAgainst", "tail", head="India")',
     {"India": "India", "Virat Kohli": KOHLI}),
    ("prev", "Before their first Test win over England, who was the last team Bangladesh beat?",
     'before(anchor("wonTestAgainst", "Bangladesh", "England", which="first"), "wonTestAgainst", "tail", head="Bangladesh")',
     {"Bangladesh": "Bangladesh", "England": "England"}),
    ("prev", "Who did Australia play in the Test right before the Gabba Test of December 2021?",
     'before(anchor("playedTestAt", "Australia", "Brisbane Cricket Ground", during="2021-12"), "playedTestAgainst", "tail", head="Australia")',
     {"Australia": "Australia", "the Gabba": "Brisbane Cricket Ground"}),
    ("prev", "Which team did England face just before Jimmy Anderson's last Test?",
     'before(anchor("playedTestFor", "JM Anderson", which="last"), "playedTestAgainst", "tail", head="England")',
     {"Jimmy Anderson": "JM Anderson", "England": "England"}),
    # --- count
    ("count", "How many Tests did Virat Kohli play?",
     'count("playedTestFor", KOHLI)', {"Virat Kohli": KOHLI}),
    ("count", "How many times was Steve Smith player of the match in a Test?",
     'count("playerOfTheMatchAgainst", SMITH)', {"Steve Smith": SMITH}),
    ("count", "How many times have England beaten Ireland in a Test?",
     'count("wonTestAgainst", "England", "Ireland")', {"England": "England", "Ireland": "Ireland"}),
    ("count", "How many Tests did England win against Australia between 2010 and 2019?",
     'count("wonTestAgainst", "England", "Australia", during=("2010", "2019"))',
     {"England": "England", "Australia": "Australia"}),
    ("count", "How many Test matches did India play in 2024?",
     'count("playedTestAgainst", "India", during="2024")', {"India": "India"}),
    ("count", "How many Tests did Aleem Dar umpire between 2010 and 2019?",
     'count("umpiredTestAt", "Aleem Dar", during=("2010", "2019"))', {"Aleem Dar": "Aleem Dar"}),
    ("count", "How many Tests did England play at Lord's in 2025?",
     'count("playedTestAt", "England", "Lord\'s", during="2025")', {"England": "England", "Lord's": "Lord's"}),
    ("count", "How many Tests did Australia lose in 2024?",
     'count("wonTestAgainst", tail="Australia", during="2024")', {"Australia": "Australia"}),
    ("count", "How many Tests did England draw in 2013?",
     'count("drewTestWith", "England", during="2013")', {"England": "England"}),
    ("count", "How many Tests did New Zealand win against India in 2024?",
     'count("wonTestAgainst", "New Zealand", "India", during="2024")', {"New Zealand": "New Zealand", "India": "India"}),
    ("count", "How many times has Joe Root been player of the match against India?",
     'count("playerOfTheMatchAgainst", ROOT, "India")', {"Joe Root": ROOT, "India": "India"}),
    ("count", "How many Tests did Jimmy Anderson play in 2010?",
     'count("playedTestFor", "JM Anderson", during="2010")', {"Jimmy Anderson": "JM Anderson"}),
    # --- distinct
    ("distinct", "How many different teams did Bangladesh beat in Tests between 2010 and 2019?",
     'distinct("wonTestAgainst", "tail", head="Bangladesh", during=("2010", "2019"))', {"Bangladesh": "Bangladesh"}),
    ("distinct", "How many different grounds did India play Tests at in 2024?",
     'distinct("playedTestAt", "tail", head="India", during="2024")', {"India": "India"}),
    ("distinct", "Against how many different teams has Joe Root been player of the match?",
     'distinct("playerOfTheMatchAgainst", "tail", head=ROOT)', {"Joe Root": ROOT}),
    ("distinct", "How many different umpires stood in Tests at Lord's between 2010 and 2019?",
     'distinct("umpiredTestAt", "head", tail="Lord\'s", during=("2010", "2019"))', {"Lord's": "Lord's"}),
    ("distinct", "In how many different cities did Australia play Tests between 2010 and 2019?",
     'distinct("playedTestIn", "tail", head="Australia", during=("2010", "2019"))', {"Australia": "Australia"}),
    ("distinct", "How many different players played Test cricket for India in 2024?",
     'distinct("playedTestFor", "head", tail="India", during="2024")', {"India": "India"}),
    ("distinct", "How many different teams did England play Tests against in 2024?",
     'distinct("playedTestAgainst", "tail", head="England", during="2024")', {"England": "England"}),
    ("distinct", "At how many different grounds did Aleem Dar umpire a Test between 2010 and 2019?",
     'distinct("umpiredTestAt", "tail", head="Aleem Dar", during=("2010", "2019"))', {"Aleem Dar": "Aleem Dar"}),
    # --- most
    ("most", "Who won the most Test player of the match awards between 2010 and 2025?",
     'most("playerOfTheMatchAgainst", "head", during=("2010", "2025"))', {}),
    ("most", "Which umpire has stood in the most Tests?",
     'most("umpiredTestAt", "head")', {}),
    ("most", "Who has refereed the most Test matches?",
     'most("refereedTestAt", "head")', {}),
    ("most", "Which team did England beat most often between 2010 and 2019?",
     'most("wonTestAgainst", "tail", head="England", during=("2010", "2019"))', {"England": "England"}),
    ("most", "Which team beat India the most times between 2010 and 2025?",
     'most("wonTestAgainst", "head", tail="India", during=("2010", "2025"))', {"India": "India"}),
    ("most", "At which ground did Sri Lanka play most often between 2010 and 2019?",
     'most("playedTestAt", "tail", head="Sri Lanka", during=("2010", "2019"))', {"Sri Lanka": "Sri Lanka"}),
    ("most", "Who played the most Tests for New Zealand between 2010 and 2019?",
     'most("playedTestFor", "head", tail="New Zealand", during=("2010", "2019"))', {"New Zealand": "New Zealand"}),
    ("most", "Which team did Virat Kohli win player of the match against most often?",
     'most("playerOfTheMatchAgainst", "tail", head=KOHLI)', {"Virat Kohli": KOHLI}),
]

CASES += [
    # --- how long
    ("howlong", "How many days did the Boxing Day Test between Australia and England in 2025 last?",
     'days_long(anchor("playedTestAgainst", "Australia", "England", during="2025-12-26"))',
     {"Australia": "Australia", "England": "England"}),
    ("howlong", "How many days did the Perth Test between Australia and England in November 2025 last?",
     'days_long(anchor("playedTestIn", "England", "Perth", during="2025-11"))',
     {"Perth": "Perth", "Australia": "Australia", "England": "England"}),
    ("howlong", "Over how many days did the 2021 World Test Championship final in Southampton run?",
     'days_long(%s)' % WTC21, {"Southampton": "The Rose Bowl"}),
    ("howlong", "How many days did Ireland's first ever Test last?",
     'days_long(anchor("playedTestAgainst", "Ireland", which="first"))', {"Ireland": "Ireland"}),
    ("howlong", "How many days did England need to beat Ireland at Lord's in 2019?",
     'days_long(anchor("wonTestAgainst", "England", "Ireland", during="2019"))',
     {"England": "England", "Ireland": "Ireland", "Lord's": "Lord's"}),
    # --- between
    ("between", "How many years were there between Joe Root's first and his most recent Test player of the match awards?",
     'years_between(anchor("playerOfTheMatchAgainst", ROOT, which="first"), anchor("playerOfTheMatchAgainst", ROOT, which="last"))',
     {"Joe Root": ROOT}),
    ("between", "How many days were there between the starts of Sachin Tendulkar's two Tests in November 2013?",
     'days_between(anchor("playedTestFor", SACHIN, during="2013-11", which="first"), anchor("playedTestFor", SACHIN, during="2013-11", which="last"))',
     {"Sachin Tendulkar": SACHIN}),
    ("between", "How many days after their first ever Test did Ireland start their Test at Lord's in 2019?",
     'days_between(anchor("playedTestAgainst", "Ireland", which="first"), anchor("playedTestAt", "Ireland", "Lord\'s", during="2019"))',
     {"Ireland": "Ireland", "Lord's": "Lord's"}),
    ("between", "How many years passed between Virat Kohli's first and last Tests?",
     'years_between(anchor("playedTestFor", KOHLI, which="first"), anchor("playedTestFor", KOHLI, which="last"))',
     {"Virat Kohli": KOHLI}),
    ("between", "How many days passed between England's first and last wins over Australia in 2015?",
     'days_between(anchor("wonTestAgainst", "England", "Australia", during="2015", which="first"), '
     'anchor("wonTestAgainst", "England", "Australia", during="2015", which="last"))',
     {"England": "England", "Australia": "Australia"}),
    ("between", "How many years were there between Steve Smith's Test debut and his first player of the match award?",
     'years_between(anchor("playedTestFor", SMITH, which="first"), anchor("playerOfTheMatchAgainst", SMITH, which="first"))',
     {"Steve Smith": SMITH}),
    # --- yes / no
    ("yesno", "Has Ireland ever beaten England in a Test?",
     'yes("wonTestAgainst", "Ireland", "England")', {"Ireland": "Ireland", "England": "England"}),
    ("yesno", "Did Zimbabwe ever beat Pakistan in a Test match?",
     'yes("wonTestAgainst", "Zimbabwe", "Pakistan")', {"Zimbabwe": "Zimbabwe", "Pakistan": "Pakistan"}),
    ("yesno", "Did Bangladesh beat Australia in a Test in 2017?",
     'yes("wonTestAgainst", "Bangladesh", "Australia", during="2017")', {"Bangladesh": "Bangladesh", "Australia": "Australia"}),
    ("yesno", "Did India play a Test in Perth in 2020?",
     'yes("playedTestIn", "India", "Perth", during="2020")', {"India": "India", "Perth": "Perth"}),
    ("yesno", "did england play a test at lord's in 2020",
     'yes("playedTestAt", "England", "Lord\'s", during="2020")', {"england": "England", "lord's": "Lord's"}),
    ("yesno", "Was Steve Smith ever player of the match against India?",
     'yes("playerOfTheMatchAgainst", SMITH, "India")', {"Steve Smith": SMITH, "India": "India"}),
    ("yesno", "Did New Zealand beat India in a Test in 2024?",
     'yes("wonTestAgainst", "New Zealand", "India", during="2024")', {"New Zealand": "New Zealand", "India": "India"}),
    ("yesno", "Did Sachin Tendulkar play any Tests in 2012?",
     'yes("playedTestFor", SACHIN, during="2012")', {"Sachin Tendulkar": SACHIN}),
    ("yesno", "Did Alastair Cook play a Test in 2019?",
     'yes("playedTestFor", COOK, during="2019")', {"Alastair Cook": COOK}),
    ("yesno", "Has Joe Root ever been player of the match against Bangladesh?",
     'yes("playerOfTheMatchAgainst", ROOT, "Bangladesh")', {"Joe Root": ROOT, "Bangladesh": "Bangladesh"}),
    # --- same match / same time
    ("same", "Who were the umpires in Sachin Tendulkar's last Test?",
     'same_match(anchor("playedTestFor", SACHIN, which="last"), "umpiredTestAt", "head")', {"Sachin Tendulkar": SACHIN}),
    ("same", "At which ground did Sachin Tendulkar play his final Test?",
     'same_match(anchor("playedTestFor", SACHIN, which="last"), "playedTestAt", "tail")', {"Sachin Tendulkar": SACHIN}),
    ("same", "Who was player of the match in Alastair Cook's last Test?",
     'same_match(anchor("playedTestFor", COOK, which="last"), "playerOfTheMatchAgainst", "head")', {"Alastair Cook": COOK}),
    ("same", "In which city did Joe Root make his Test debut?",
     'same_match(anchor("playedTestFor", ROOT, which="first"), "playedTestIn", "tail")', {"Joe Root": ROOT}),
    ("same", "Who refereed Virat Kohli's first Test?",
     'same_match(anchor("playedTestFor", KOHLI, which="first"), "refereedTestAt", "head")', {"Virat Kohli": KOHLI}),
    ("same", "Which team was England playing when Andrew Flintoff played his last Test?",
     'same_match(anchor("playedTestFor", "A Flintoff", which="last"), "playedTestAgainst", "tail", head="England")',
     {"Andrew Flintoff": "A Flintoff", "England": "England"}),
    ("same", "Who was the TV umpire for the 2021 World Test Championship final in Southampton?",
     'same_match(%s, "thirdUmpireAt", "head")' % WTC21, {"Southampton": "The Rose Bowl"}),
    ("same", "Who were the umpires when Ireland played at Lord's in 2019?",
     'same_match(anchor("playedTestAt", "Ireland", "Lord\'s", during="2019"), "umpiredTestAt", "head")',
     {"Ireland": "Ireland", "Lord's": "Lord's"}),
    ("same", "At which ground did Zimbabwe win their most recent Test?",
     'same_match(anchor("wonTestAgainst", "Zimbabwe", which="last"), "playedTestAt", "tail")', {"Zimbabwe": "Zimbabwe"}),
    # --- which came first
    ("order", "Who made his Test debut first, Joe Root or Steve Smith?",
     'first_of([(ROOT, anchor("playedTestFor", ROOT, which="first")), (SMITH, anchor("playedTestFor", SMITH, which="first"))])',
     {"Joe Root": ROOT, "Steve Smith": SMITH}),
    ("order", "Who played his last Test first, Alastair Cook or MS Dhoni?",
     'first_of([(COOK, anchor("playedTestFor", COOK, which="last")), ("MS Dhoni", anchor("playedTestFor", "MS Dhoni", which="last"))])',
     {"Alastair Cook": COOK, "MS Dhoni": "MS Dhoni"}),
    ("order", "Who won a Test player of the match award first, Virat Kohli or Joe Root?",
     'first_of([(KOHLI, anchor("playerOfTheMatchAgainst", KOHLI, which="first")), (ROOT, anchor("playerOfTheMatchAgainst", ROOT, which="first"))])',
     {"Virat Kohli": KOHLI, "Joe Root": ROOT}),
    ("order", "Which team played a Test at Perth Stadium first, New Zealand or Pakistan?",
     'first_of([("New Zealand", anchor("playedTestAt", "New Zealand", "Perth Stadium", which="first")), '
     '("Pakistan", anchor("playedTestAt", "Pakistan", "Perth Stadium", which="first"))])',
     {"New Zealand": "New Zealand", "Pakistan": "Pakistan", "Perth Stadium": "Perth Stadium"}),
    # --- no answer in the graph
    ("none", "Which teams did Ireland beat in 2019?",
     'who("wonTestAgainst", "tail", head="Ireland", during="2019")', {"Ireland": "Ireland"}),
    ("none", "Who umpired Tests at Lord's in 2020?",
     'who("umpiredTestAt", "head", tail="Lord\'s", during="2020")', {"Lord's": "Lord's"}),
    ("none", "Which teams did Zimbabwe beat in Tests in 2024?",
     'who("wonTestAgainst", "tail", head="Zimbabwe", during="2024")', {"Zimbabwe": "Zimbabwe"}),
    ("none", "Which teams played a Test in Perth in 2020?",
     'who("playedTestIn", "head", tail="Perth", during="2020")', {"Perth": "Perth"}),
    ("none", "Who was player of the match against Ireland in 2021?",
     'who("playerOfTheMatchAgainst", "head", tail="Ireland", during="2021")', {"Ireland": "Ireland"}),
]


# ---------------------------------------------------------------- checks and writer
NUMBER = re.compile(r"^\d+$")
DATE = re.compile(r"^\d{4}(-\d{2}){0,2}$")
YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def fold(s):
    return " ".join(s.casefold().replace("\u2019", "'").split())


def answer(meaning):
    env = dict(QL)
    env.update(ROOT=ROOT, SMITH=SMITH, KOHLI=KOHLI, COOK=COOK, SACHIN=SACHIN)
    return sorted(eval(meaning, {"__builtins__": {}}, env))


def check_graph():
    sha = hashlib.sha256(open(GRAPH, "rb").read()).hexdigest()
    if GRAPH_SHA256 and sha != GRAPH_SHA256:
        fail("graph.tsv.gz is not the pinned file (sha256 %s)" % sha)
    for node, kinds in KIND.items():
        if len(kinds) != 1:
            fail("node %r has two kinds: %s" % (node, sorted(kinds)))


def build():
    check_graph()
    out, seen_q, seen_m = [], set(), set()
    yes_no = collections.Counter()
    for i, (kind, q, meaning, mentions) in enumerate(CASES):
        where = "case %d (%s)" % (i + 1, q)
        if not meaning:
            fail("%s: no meaning" % where)
        if fold(q) in seen_q or meaning in seen_m:
            fail("%s: duplicate" % where)
        seen_q.add(fold(q))
        seen_m.add(meaning)
        for typed, node in mentions.items():
            if fold(typed) not in fold(q):
                fail("%s: mention %r not typed" % (where, typed))
            if node not in NODES:
                fail("%s: %r is no node" % (where, node))
        full = meaning.replace("WTC21", "2021")
        if set(YEAR.findall(q)) != set(YEAR.findall(full)) and kind != "same" or \
                not set(YEAR.findall(q)) <= set(YEAR.findall(full)):
            fail("%s: years typed %s, meant %s" % (where, YEAR.findall(q), YEAR.findall(full)))
        try:
            ans = answer(meaning)
        except CheckFailed as e:
            fail("%s: %s" % (where, e))
        if kind == "none":
            if ans:
                fail("%s: meant to have no answer, got %s" % (where, ans))
        elif not ans:
            fail("%s: no answer" % where)
        if len(ans) > 6:
            fail("%s: %d answers" % (where, len(ans)))
        for a in ans:
            if a in ("yes", "no"):
                if kind != "yesno":
                    fail("%s: yes/no outside a yes/no question" % where)
                yes_no[a] += 1
            elif not (a in NODES or NUMBER.match(a) or DATE.match(a)):
                fail("%s: answer %r is no node, number or date" % (where, a))
        if kind == "yesno" and len(ans) != 1:
            fail("%s: yes/no needs one answer" % where)
        out.append({"id": "%s-%04d" % (PREFIX, i + 1), "question": q, "answers": ans, "_kind": kind,
                    "_meaning": meaning})
    if yes_no["yes"] != yes_no["no"]:
        fail("yes %d, no %d" % (yes_no["yes"], yes_no["no"]))
    if len(out) < 100:
        fail("only %d questions" % len(out))
    return out


def halves(out):
    strip = [{"id": x["id"], "question": x["question"], "answers": x["answers"]} for x in out]
    return strip[0::2], strip[1::2]


def dump(items):
    return json.dumps(items, ensure_ascii=False, indent=1) + "\n"


def main():
    args = sys.argv[1:]
    try:
        out = build()
    except CheckFailed as e:
        print("CHECK FAILED:", e)
        sys.exit(1)
    dev, test = halves(out)
    files = {os.path.join(HERE, NAME + "-dev.json"): dump(dev), os.path.join(HERE, NAME + "-test.json"): dump(test)}
    if "--explain" in args:
        for k, x in enumerate(out):
            if "--dev" in args and k % 2:
                continue
            print("%s [%s] %s\n    %s\n    -> %s" % (x["id"], x["_kind"], x["question"], x["_meaning"], x["answers"]))
        return
    if "--stats" in args:
        c = collections.Counter((x["_kind"], k % 2) for k, x in enumerate(out))
        for kind in sorted({x["_kind"] for x in out}):
            print("%-10s %3d  dev %2d  test %2d" % (kind, c[(kind, 0)] + c[(kind, 1)], c[(kind, 0)], c[(kind, 1)]))
        print("total %d: dev %d, test %d" % (len(out), len(dev), len(test)))
        return
    if "--check" in args:
        for path, text in files.items():
            if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
                print("CHECK FAILED: %s differs from what gold.py writes" % os.path.basename(path))
                sys.exit(1)
        print("ok: %d questions, files up to date" % len(out))
        return
    for path, text in files.items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    print("wrote %d + %d questions" % (len(dev), len(test)))


if __name__ == "__main__":
    main()
