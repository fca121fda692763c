"""Gold answers for graph14 (Grand Slam tennis singles, 1968-2024), computed from graph.tsv.gz.

python3 gold.py            checks every case, then writes graph14-dev.json and graph14-test.json
python3 gold.py --check    fails unless the files on disk are what gold.py writes
python3 gold.py --explain  prints each question with its answers (--dev: the dev half only)
python3 gold.py --stats    counts per kind and half

Each case is (kind, question, meaning). A meaning is a small expression over the helpers below
(`F` selects facts, `ev` names a tournament edition, ...), evaluated lazily; the answers are computed,
never typed. Semantics are in README.md ("Semantics").
"""

import collections
import csv
import gzip
import hashlib
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
GRAPH = os.path.join(HERE, "graph.tsv.gz")
GRAPH_SHA256 = "f34997332d963c732957f69b6fea5f8e609ee624d0cfa996aaac0686de6940cd"
PREFIX = "g14"

# ---------------------------------------------------------------- the graph

with open(GRAPH, "rb") as _f:
    _raw = _f.read()
if hashlib.sha256(_raw).hexdigest() != GRAPH_SHA256:
    sys.exit("graph.tsv.gz is not the pinned file")
FACTS = [tuple(r) for r in csv.reader(gzip.decompress(_raw).decode("utf-8").splitlines()[1:], delimiter="\t")]
FACTS = [(h, r, t, s, e) for h, r, t, s, e in FACTS]
NODES = {h for h, _, _, _, _ in FACTS} | {t for _, _, t, _, _ in FACTS}
EVENT_RE = re.compile(r"^(\d{4}) (.+?)(?: \((January|December)\))? (Men's|Women's) Singles$")
EVENTS = {f[0] for f in FACTS if f[1] == "playedOn"}
EVENT_DAY = {f[0]: f[3] for f in FACTS if f[1] == "playedOn"}
PLAYERS = {f[0] for f in FACTS if f[1] == "beat"} | {f[2] for f in FACTS if f[1] == "beat"}
SURFACES = {f[2] for f in FACTS if f[1] == "playedOn"}
COUNTRIES = {f[2] for f in FACTS if f[1] == "representedCountry"}
SEX = {"M": "Men's", "W": "Women's"}


class Refused(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Refused(msg)


USED = set()  # the players a meaning names, checked against the names its question types


def P(name):
    """a player node, which must exist"""
    need(name in PLAYERS, "no player %r" % name)
    USED.add(name)
    return name


def fold(s):
    s = unicodedata.normalize("NFKD", s.casefold())
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    s = re.sub(r"'s\b", "", s.replace("\u2019", "'"))
    return " ".join(re.sub(r"[^a-z0-9]+", " ", s).split())


def words_in_order(typed, name):
    """the typed words occur in the name, contiguous and in order"""
    t, n = typed.split(), name.split()
    return any(n[i:i + len(t)] == t for i in range(len(n) - len(t) + 1))


def mention_problems(q, mentions):
    out = []
    fq = " %s " % fold(q)
    for typed, node in mentions.items():
        if " %s " % fold(typed) not in fq:
            out.append("%r is not typed in the question" % typed)
        fits = [p for p in PLAYERS if words_in_order(fold(typed), fold(p))]
        if fits != [node]:
            out.append("%r fits %r, not just %r" % (typed, sorted(fits)[:5], node))
    return out


def C(name):
    need(name in COUNTRIES, "no country %r" % name)
    return name


def ev(year, tourn, sex, month=None):
    """a tournament edition: ev(2008, "Wimbledon", "M")"""
    name = "%d %s%s %s Singles" % (year, tourn, " (%s)" % month if month else "", SEX[sex])
    need(name in EVENTS, "no event %r" % name)
    return name


def ev_parts(name):
    m = EVENT_RE.match(name)
    return {"year": int(m.group(1)), "tourn": m.group(2), "sex": "M" if m.group(4) == "Men's" else "W"}


def F(rel, h=None, t=None, years=None, tourn=None, sex=None, day=None):
    """facts of relation rel; h / t: a node or a set of nodes; years: (first, last) calendar years the
    fact's span overlaps; tourn / sex: the tail (or head, for playedOn) is an edition of that tournament /
    draw; day: the fact starts that day"""
    out = []
    for f in FACTS:
        if f[1] != rel:
            continue
        if h is not None and (f[0] not in h if isinstance(h, (set, frozenset)) else f[0] != h):
            continue
        if t is not None and (f[2] not in t if isinstance(t, (set, frozenset)) else f[2] != t):
            continue
        if years is not None and not (int(f[3][:4]) <= years[1] and int(f[4][:4]) >= years[0]):
            continue
        if tourn is not None or sex is not None:
            e = f[0] if rel == "playedOn" else f[2]
            if e not in EVENTS:
                continue
            p = ev_parts(e)
            if tourn is not None and p["tourn"] != tourn:
                continue
            if sex is not None and p["sex"] != sex:
                continue
        if day is not None and f[3] != day:
            continue
        out.append(f)
    return out


def heads(fs):
    return {f[0] for f in fs}


def tails(fs):
    return {f[2] for f in fs}


def one(fs, what="fact"):
    need(len(fs) == 1, "expected one %s, got %d" % (what, len(fs)))
    return fs[0]


def first(fs):
    need(fs, "no facts")
    d = min(f[3] for f in fs)
    return [f for f in fs if f[3] == d]


def last(fs):
    need(fs, "no facts")
    d = max(f[3] for f in fs)
    return [f for f in fs if f[3] == d]


def nth(fs, n, key=lambda f: f[0]):
    """the n-th distinct value (by key) ordered by the day of its first fact"""
    firsts = {}
    for f in sorted(fs, key=lambda f: f[3]):
        firsts.setdefault(key(f), f[3])
    order = sorted(firsts.items(), key=lambda kv: kv[1])
    need(len(order) >= n, "fewer than %d values" % n)
    d = order[n - 1][1]
    tied = [k for k, v in order if v == d]
    need(len(tied) == 1, "tie at position %d: %r" % (n, tied))
    return {order[n - 1][0]}


def after(fs, d):
    """facts starting strictly after day d, those on the earliest day"""
    later = [f for f in fs if f[3] > d]
    return first(later) if later else []


def before(fs, d):
    earlier = [f for f in fs if f[4] < d]
    return last(earlier) if earlier else []


def year(f):
    return f[3][:4]


def years_of(fs):
    return {year(f) for f in fs}


def most(values):
    """the value(s) occurring most often in a list"""
    c = collections.Counter(values)
    need(c, "nothing to count")
    top = max(c.values())
    return {k for k, v in c.items() if v == top}


def num(n):
    return str(n)


def yes(b):
    return "yes" if b else "no"


def days_between(d1, d2):
    import datetime

    a = datetime.date.fromisoformat(d1)
    b = datetime.date.fromisoformat(d2)
    return (b - a).days


def title_events(player):
    return tails(F("wonTitle", h=P(player)))


def knocked_out(player, event):
    """who beat the player at that edition (the beat fact on the edition's day)"""
    return heads(F("beat", t=P(player), day=EVENT_DAY[event]))


def beaten_at(player, event):
    return tails(F("beat", h=P(player), day=EVENT_DAY[event]))


def at(fs, tourn):
    """the match facts played at an edition of that tournament (their day is the edition's day)"""
    days = {EVENT_DAY[e] for e in EVENTS if ev_parts(e)["tourn"] == tourn}
    return [f for f in fs if f[3] in days]


def yr(fact, shift):
    """the calendar year of a fact's day, shifted, as a (first, last) period"""
    y = int(year(fact)) + shift
    return (y, y)


def career_years(player):
    """last minus first year of the player's Grand Slam matches (won or lost)"""
    fs = F("beat", h=P(player)) + F("beat", t=player)
    return int(max(f[3] for f in fs)[:4]) - int(min(f[3] for f in fs)[:4])


def from_country(country):
    return heads(F("representedCountry", t=C(country)))


# ---------------------------------------------------------------- the cases

M, W = "M", "W"
AO, RG, WIM, USO = "Australian Open", "Roland Garros", "Wimbledon", "US Open"
CASES = [
    # (kind, question, the names it types (typed form = node), meaning)
    # ---- who
    ("who", "Who won the men's singles at Wimbledon in 2008?", {},
     lambda: heads(F("wonTitle", t=ev(2008, WIM, M)))),
    ("who", "Who won the women's title at the 2015 US Open?", {},
     lambda: heads(F("wonTitle", t=ev(2015, USO, W)))),
    ("who", "Who lost the Wimbledon men's final in 2019?", {},
     lambda: heads(F("runnerUpIn", t=ev(2019, WIM, M)))),
    ("who", "Who did Arantxa Sanchez Vicario beat in the 1989 Roland Garros final?", {"Arantxa Sanchez Vicario": "Arantxa Sanchez Vicario"},
     lambda: heads(F("runnerUpIn", t=one(F("wonTitle", h=P("Arantxa Sanchez Vicario"), years=(1989, 1989)))[2]))),
    ("who", "Who was the top seed in the women's draw at Wimbledon 2001?", {},
     lambda: heads(F("topSeedAt", t=ev(2001, WIM, W)))),
    ("who", "Which two men lost in the semi-finals of the 2011 Australian Open?", {},
     lambda: heads(F("lostInSemiFinal", t=ev(2011, AO, M)))),
    ("who", "Who knocked Federer out of Wimbledon in 2013?", {"Federer": "Roger Federer"},
     lambda: knocked_out("Roger Federer", ev(2013, WIM, M))),
    ("who", "Who did Nadal beat in the 2010 Roland Garros final?", {"Nadal": "Rafael Nadal"},
     lambda: heads(F("runnerUpIn", t=one(F("wonTitle", h=P("Rafael Nadal"), t=ev(2010, RG, M)))[2]))),
    ("who", "who won the australian open women's singles in 2020", {},
     lambda: heads(F("wonTitle", t=ev(2020, AO, W)))),
    ("who", "Who won the US Open men's title in 1990?", {},
     lambda: heads(F("wonTitle", t=ev(1990, USO, M)))),
    ("who", "Which women lost in the quarter-finals at Roland Garros in 2024?", {},
     lambda: heads(F("lostInQuarterFinal", t=ev(2024, RG, W)))),
    ("who", "Who beat Serena at the 2016 US Open?", {"Serena": "Serena Williams"},
     lambda: knocked_out("Serena Williams", ev(2016, USO, W))),
    ("who", "Who did Andy Murray beat in the 2012 US Open final?", {"Andy Murray": "Andy Murray"},
     lambda: heads(F("runnerUpIn", t=one(F("wonTitle", h=P("Andy Murray"), t=ev(2012, USO, M)))[2]))),
    ("who", "Which players won Grand Slam singles titles in 1988?", {},
     lambda: heads(F("wonTitle", years=(1988, 1988)))),
    ("who", "Who was the men's top seed at Roland Garros in 2009?", {},
     lambda: heads(F("topSeedAt", t=ev(2009, RG, M)))),
    # ---- when
    ("when", "In what year did Andy Murray first win Wimbledon?", {"Andy Murray": "Andy Murray"},
     lambda: years_of(first(F("wonTitle", h=P("Andy Murray"), tourn=WIM)))),
    ("when", "When did Goran Ivanisevic win Wimbledon?", {"Goran Ivanisevic": "Goran Ivanisevic"},
     lambda: years_of(F("wonTitle", h=P("Goran Ivanisevic"), tourn=WIM))),
    ("when", "What year did Serena win her first Grand Slam title?", {"Serena": "Serena Williams"},
     lambda: years_of(first(F("wonTitle", h=P("Serena Williams"))))),
    ("when", "In which year did Sampras win his last major?", {"Sampras": "Pete Sampras"},
     lambda: years_of(last(F("wonTitle", h=P("Pete Sampras"))))),
    ("when", "What day did Wimbledon 2024 get under way?", {},
     lambda: {EVENT_DAY[ev(2024, WIM, M)]}),
    ("when", "When did the 2020 Roland Garros start?", {},
     lambda: {EVENT_DAY[ev(2020, RG, M)]}),
    ("when", "In which years did Federer lose to Nadal at Roland Garros?", {"Federer": "Roger Federer", "Nadal": "Rafael Nadal"},
     lambda: years_of(at(F("beat", h=P("Rafael Nadal"), t=P("Roger Federer")), RG))),
    ("when", "What year did Steffi Graf win her last Wimbledon?", {"Steffi Graf": "Steffi Graf"},
     lambda: years_of(last(F("wonTitle", h=P("Steffi Graf"), tourn=WIM)))),
    ("when", "When did John McEnroe first win the US Open?", {"John McEnroe": "John McEnroe"},
     lambda: years_of(first(F("wonTitle", h=P("John McEnroe"), tourn=USO)))),
    ("when", "In what year was Djokovic top seed at a Grand Slam for the first time?", {"Djokovic": "Novak Djokovic"},
     lambda: years_of(first(F("topSeedAt", h=P("Novak Djokovic"))))),
    # ---- first / n-th / last
    ("nth", "Who was the first Spanish man to win the US Open?", {},
     lambda: nth(F("wonTitle", h=from_country("Spain"), tourn=USO, sex=M), 1)),
    ("nth", "Who won the men's title at the first Australian Open played on hard courts?", {},
     lambda: heads(F("wonTitle", t=heads(first(F("playedOn", t="Hard", tourn=AO, sex=M)))))),
    ("nth", "What was Federer's first Grand Slam title?", {"Federer": "Roger Federer"},
     lambda: tails(first(F("wonTitle", h=P("Roger Federer"))))),
    ("nth", "Which major gave Djokovic his 24th Grand Slam title?", {"Djokovic": "Novak Djokovic"},
     lambda: {sorted(F("wonTitle", h=P("Novak Djokovic")), key=lambda f: f[3])[23][2]}),
    ("nth", "Who was the last American man to win a Grand Slam title?", {},
     lambda: heads(last(F("wonTitle", h=from_country("United States"), sex=M)))),
    ("nth", "Who was the second woman to win Wimbledon in the 1990s?", {},
     lambda: nth(F("wonTitle", years=(1990, 1999), tourn=WIM, sex=W), 2)),
    ("nth", "Which Grand Slam did Serena win last?", {"Serena": "Serena Williams"},
     lambda: tails(last(F("wonTitle", h=P("Serena Williams"))))),
    ("nth", "Who was the first player to beat Andy Murray at a Grand Slam?", {"Andy Murray": "Andy Murray"},
     lambda: heads(first(F("beat", t=P("Andy Murray"))))),
    ("nth", "Who was the first Japanese player to win a Grand Slam singles title?", {},
     lambda: nth(F("wonTitle", h=from_country("Japan")), 1)),
    ("nth", "Which was Alcaraz's third major title?", {"Alcaraz": "Carlos Alcaraz"},
     lambda: {sorted(F("wonTitle", h=P("Carlos Alcaraz")), key=lambda f: f[3])[2][2]}),
    ("nth", "Who is the most recent women's champion at Wimbledon?", {},
     lambda: heads(last(F("wonTitle", tourn=WIM, sex=W)))),
    ("nth", "Who was the first Swiss woman to win a Grand Slam title?", {},
     lambda: nth(F("wonTitle", h=from_country("Switzerland"), sex=W), 1)),
    # ---- next / previous
    ("next", "Who won the Australian Open men's title next after Agassi's last win there?", {"Agassi": "Andre Agassi"},
     lambda: heads(after(F("wonTitle", tourn=AO, sex=M), one(last(F("wonTitle", h=P("Andre Agassi"), tourn=AO)))[3]))),
    ("next", "Who won the men's singles at Roland Garros next after Gustavo Kuerten's last win there?", {"Gustavo Kuerten": "Gustavo Kuerten"},
     lambda: heads(after(F("wonTitle", tourn=RG, sex=M), one(last(F("wonTitle", h=P("Gustavo Kuerten"), tourn=RG)))[3]))),
    ("next", "Which Grand Slam did Nadal win next after his first Wimbledon title?", {"Nadal": "Rafael Nadal"},
     lambda: tails(after(F("wonTitle", h=P("Rafael Nadal")), one(first(F("wonTitle", h="Rafael Nadal", tourn=WIM)))[3]))),
    ("next", "Who won the women's US Open next after Kim Clijsters's 2010 title?", {"Kim Clijsters": "Kim Clijsters"},
     lambda: heads(after(F("wonTitle", tourn=USO, sex=W), one(F("wonTitle", h=P("Kim Clijsters"), tourn=USO, years=(2010, 2010)))[3]))),
    ("next", "After 1988, who was the first woman other than Steffi Graf to win Wimbledon?", {"Steffi Graf": "Steffi Graf"},
     lambda: heads(after(F("wonTitle", tourn=WIM, sex=W, h=PLAYERS - {P("Steffi Graf")}), "1988-12-31"))),
    ("next", "Which major did Federer win after his 2012 Wimbledon title?", {"Federer": "Roger Federer"},
     lambda: tails(after(F("wonTitle", h=P("Roger Federer")), one(F("wonTitle", h="Roger Federer", t=ev(2012, WIM, M)))[3]))),
    ("prev", "Who won Wimbledon men's singles just before Andy Murray's first win there?", {"Andy Murray": "Andy Murray"},
     lambda: heads(before(F("wonTitle", tourn=WIM, sex=M), one(first(F("wonTitle", h=P("Andy Murray"), tourn=WIM)))[3]))),
    ("prev", "Who was the last woman before Emma Raducanu to win the US Open?", {"Emma Raducanu": "Emma Raducanu"},
     lambda: heads(before(F("wonTitle", tourn=USO, sex=W), one(F("wonTitle", h=P("Emma Raducanu"), tourn=USO))[3]))),
    ("prev", "Which major did Sampras win just before his last one?", {"Sampras": "Pete Sampras"},
     lambda: tails(before(F("wonTitle", h=P("Pete Sampras")), one(last(F("wonTitle", h="Pete Sampras")))[3]))),
    ("prev", "Who was the Roland Garros men's champion before Nadal's first title there?", {"Nadal": "Rafael Nadal"},
     lambda: heads(before(F("wonTitle", tourn=RG, sex=M), one(first(F("wonTitle", h=P("Rafael Nadal"), tourn=RG)))[3]))),
    ("prev", "Who won the Australian Open women's title before Naomi Osaka's first win there?", {"Naomi Osaka": "Naomi Osaka"},
     lambda: heads(before(F("wonTitle", tourn=AO, sex=W), one(first(F("wonTitle", h=P("Naomi Osaka"), tourn=AO)))[3]))),
    ("prev", "Who was the last man to win the US Open before Alcaraz?", {"Alcaraz": "Carlos Alcaraz"},
     lambda: heads(before(F("wonTitle", tourn=USO, sex=M), one(first(F("wonTitle", h=P("Carlos Alcaraz"), tourn=USO)))[3]))),
    # ---- the year after / before
    ("shift", "Who won the men's US Open the year after Juan Martin del Potro won it?", {"Juan Martin del Potro": "Juan Martin del Potro"},
     lambda: heads(F("wonTitle", tourn=USO, sex=M, years=yr(one(F("wonTitle", h=P("Juan Martin del Potro"), tourn=USO)), +1)))),
    ("shift", "Who won the women's singles at Wimbledon the year before Marion Bartoli?", {"Marion Bartoli": "Marion Bartoli"},
     lambda: heads(F("wonTitle", tourn=WIM, sex=W, years=yr(one(F("wonTitle", h=P("Marion Bartoli"), tourn=WIM)), -1)))),
    ("shift", "Who won Roland Garros women's singles the year after Ostapenko's win?", {"Ostapenko": "Jelena Ostapenko"},
     lambda: heads(F("wonTitle", tourn=RG, sex=W, years=yr(one(F("wonTitle", h=P("Jelena Ostapenko"), tourn=RG)), +1)))),
    ("shift", "Who was the Wimbledon men's champion the year before Ivanisevic won?", {"Ivanisevic": "Goran Ivanisevic"},
     lambda: heads(F("wonTitle", tourn=WIM, sex=M, years=yr(one(F("wonTitle", h=P("Goran Ivanisevic"), tourn=WIM)), -1)))),
    ("shift", "Which majors did Martina Hingis win the year after her first Grand Slam title?", {"Martina Hingis": "Martina Hingis"},
     lambda: tails(F("wonTitle", h=P("Martina Hingis"), years=yr(one(first(F("wonTitle", h="Martina Hingis"))), +1)))),
    ("shift", "Who lost the Australian Open men's final the year after Stan Wawrinka won it?", {"Stan Wawrinka": "Stan Wawrinka"},
     lambda: heads(F("runnerUpIn", tourn=AO, sex=M, years=yr(one(F("wonTitle", h=P("Stan Wawrinka"), tourn=AO)), +1)))),
    # ---- how many times
    ("count", "How many times did Nadal win Roland Garros?", {"Nadal": "Rafael Nadal"},
     lambda: num(len(F("wonTitle", h=P("Rafael Nadal"), tourn=RG)))),
    ("count", "How many Grand Slam singles titles did Steffi Graf win?", {"Steffi Graf": "Steffi Graf"},
     lambda: num(len(F("wonTitle", h=P("Steffi Graf"))))),
    ("count", "How many Wimbledon finals did Federer lose?", {"Federer": "Roger Federer"},
     lambda: num(len(F("runnerUpIn", h=P("Roger Federer"), tourn=WIM)))),
    ("count", "How many times did Chris Evert finish runner-up at a major?", {"Chris Evert": "Chris Evert"},
     lambda: num(len(F("runnerUpIn", h=P("Chris Evert"))))),
    ("count", "How many Grand Slam matches did Andy Murray win?", {"Andy Murray": "Andy Murray"},
     lambda: num(len(F("beat", h=P("Andy Murray"))))),
    ("count", "How many times did Agassi beat Sampras at the majors?", {"Agassi": "Andre Agassi", "Sampras": "Pete Sampras"},
     lambda: num(len(F("beat", h=P("Andre Agassi"), t=P("Pete Sampras"))))),
    ("count", "How many times was Djokovic the top seed at a Grand Slam?", {"Djokovic": "Novak Djokovic"},
     lambda: num(len(F("topSeedAt", h=P("Novak Djokovic"))))),
    ("count", "How many Grand Slam semi-finals did Tim Henman lose?", {"Tim Henman": "Tim Henman"},
     lambda: num(len(F("lostInSemiFinal", h=P("Tim Henman"))))),
    ("count", "How many majors did Bjorn Borg win on clay?", {"Bjorn Borg": "Bjorn Borg"},
     lambda: num(len([f for f in F("wonTitle", h=P("Bjorn Borg")) if "Clay" in tails(F("playedOn", h=f[2]))]))),
    ("count", "How many Grand Slam titles did Navratilova win in the 1980s?", {"Navratilova": "Martina Navratilova"},
     lambda: num(len(F("wonTitle", h=P("Martina Navratilova"), years=(1980, 1989))))),
    ("count", "How many times did Serena beat Sharapova at Grand Slams?", {"Serena": "Serena Williams", "Sharapova": "Maria Sharapova"},
     lambda: num(len(F("beat", h=P("Serena Williams"), t=P("Maria Sharapova"))))),
    ("count", "How many times was the US Open played on clay?", {},
     lambda: num(len(F("playedOn", t="Clay", tourn=USO, sex=M)))),
    # ---- how many different
    ("distinct", "How many different women won Wimbledon in the 2000s?", {},
     lambda: num(len(heads(F("wonTitle", tourn=WIM, sex=W, years=(2000, 2009)))))),
    ("distinct", "How many different men won Grand Slam titles in the 2010s?", {},
     lambda: num(len(heads(F("wonTitle", sex=M, years=(2010, 2019)))))),
    ("distinct", "How many different players beat Federer at the majors?", {"Federer": "Roger Federer"},
     lambda: num(len(heads(F("beat", t=P("Roger Federer")))))),
    ("distinct", "How many different Swiss players have won a Grand Slam singles title?", {},
     lambda: num(len(heads(F("wonTitle", h=from_country("Switzerland")))))),
    ("distinct", "How many different players did Nadal beat at Roland Garros?", {"Nadal": "Rafael Nadal"},
     lambda: num(len(tails(at(F("beat", h=P("Rafael Nadal")), RG))))),
    ("distinct", "How many different Grand Slam tournaments did Venus Williams win?", {"Venus Williams": "Venus Williams"},
     lambda: num(len(tails(F("editionOf", h=title_events("Venus Williams")))))),
    ("distinct", "How many different women won the Australian Open in the 1990s?", {},
     lambda: num(len(heads(F("wonTitle", tourn=AO, sex=W, years=(1990, 1999)))))),
    ("distinct", "How many different opponents did Sampras beat in Wimbledon finals?", {"Sampras": "Pete Sampras"},
     lambda: num(len(heads(F("runnerUpIn", t=tails(F("wonTitle", h=P("Pete Sampras"), tourn=WIM))))))),
    # ---- most
    ("most", "Which woman won the US Open the most times in the Open era?", {},
     lambda: most([f[0] for f in F("wonTitle", tourn=USO, sex=W)])),
    ("most", "Who beat Federer most often at Grand Slams?", {"Federer": "Roger Federer"},
     lambda: most([f[0] for f in F("beat", t=P("Roger Federer"))])),
    ("most", "Which man won the most Australian Open titles?", {},
     lambda: most([f[0] for f in F("wonTitle", tourn=AO, sex=M)])),
    ("most", "Which country's men have won the most Roland Garros titles in the Open era?", {},
     lambda: most([c for f in F("wonTitle", tourn=RG, sex=M) for c in tails(F("representedCountry", h=f[0]))])),
    ("most", "Who has lost the most Grand Slam finals?", {},
     lambda: most([f[0] for f in F("runnerUpIn")])),
    ("most", "Which Grand Slam did Sampras win most often?", {"Sampras": "Pete Sampras"},
     lambda: most([t for f in F("wonTitle", h=P("Pete Sampras")) for t in tails(F("editionOf", h=f[2]))])),
    ("most", "Which player did Chris Evert beat most often in Grand Slam matches?", {"Chris Evert": "Chris Evert"},
     lambda: most([f[2] for f in F("beat", h=P("Chris Evert"))])),
    ("most", "Who won the most men's majors in the 1970s?", {},
     lambda: most([f[0] for f in F("wonTitle", sex=M, years=(1970, 1979))])),
    # ---- how long / between
    ("between", "How many years passed between Federer's first and last Wimbledon titles?", {"Federer": "Roger Federer"},
     lambda: num(int(year(one(last(F("wonTitle", h=P("Roger Federer"), tourn=WIM))))) - int(year(one(first(F("wonTitle", h="Roger Federer", tourn=WIM))))))),
    ("between", "How many years were there between Serena's first and last Grand Slam titles?", {"Serena": "Serena Williams"},
     lambda: num(int(year(one(last(F("wonTitle", h=P("Serena Williams")))))) - int(year(one(first(F("wonTitle", h="Serena Williams"))))))),
    ("between", "How many days after the start of the 2020 US Open did the 2020 Roland Garros begin?", {},
     lambda: num(days_between(EVENT_DAY[ev(2020, USO, M)], EVENT_DAY[ev(2020, RG, M)]))),
    ("between", "How many years after her first Wimbledon title did Venus Williams win her last?", {"Venus Williams": "Venus Williams"},
     lambda: num(int(year(one(last(F("wonTitle", h=P("Venus Williams"), tourn=WIM))))) - int(year(one(first(F("wonTitle", h="Venus Williams", tourn=WIM))))))),
    ("howlong", "How many years were there between Navratilova's first and last Grand Slam singles matches?", {"Navratilova": "Martina Navratilova"},
     lambda: num(career_years("Martina Navratilova"))),
    ("howlong", "How many years did Nadal's Grand Slam career last, from first match to last?", {"Nadal": "Rafael Nadal"},
     lambda: num(career_years("Rafael Nadal"))),
    # ---- yes / no
    ("yesno", "Did Federer ever win Roland Garros?", {"Federer": "Roger Federer"},
     lambda: yes(F("wonTitle", h=P("Roger Federer"), tourn=RG))),
    ("yesno", "Did Sampras ever win Roland Garros?", {"Sampras": "Pete Sampras"},
     lambda: yes(F("wonTitle", h=P("Pete Sampras"), tourn=RG))),
    ("yesno", "Did Andy Roddick ever beat Federer at a Grand Slam?", {"Andy Roddick": "Andy Roddick", "Federer": "Roger Federer"},
     lambda: yes(F("beat", h=P("Andy Roddick"), t=P("Roger Federer")))),
    ("yesno", "Was Serena the top seed at Wimbledon in 2016?", {"Serena": "Serena Williams"},
     lambda: yes(F("topSeedAt", h=P("Serena Williams"), t=ev(2016, WIM, W)))),
    ("yesno", "Was the Australian Open still played on grass in 1987?", {},
     lambda: yes(F("playedOn", h=ev(1987, AO, M), t="Grass"))),
    ("yesno", "Did Ivan Lendl ever win Wimbledon?", {"Ivan Lendl": "Ivan Lendl"},
     lambda: yes(F("wonTitle", h=P("Ivan Lendl"), tourn=WIM))),
    ("yesno", "Did Kim Clijsters win Roland Garros?", {"Kim Clijsters": "Kim Clijsters"},
     lambda: yes(F("wonTitle", h=P("Kim Clijsters"), tourn=RG))),
    ("yesno", "Did Sharapova win a Grand Slam in 2014?", {"Sharapova": "Maria Sharapova"},
     lambda: yes(F("wonTitle", h=P("Maria Sharapova"), years=(2014, 2014)))),
    ("yesno", "Did Boris Becker ever beat Lendl at a major?", {"Boris Becker": "Boris Becker", "Lendl": "Ivan Lendl"},
     lambda: yes(F("beat", h=P("Boris Becker"), t=P("Ivan Lendl")))),
    ("yesno", "Was the US Open played on grass in 1978?", {},
     lambda: yes(F("playedOn", h=ev(1978, USO, M), t="Grass"))),
    # ---- at the same time / in the year of
    ("same", "Who won the women's title at Wimbledon the year Ivanisevic won the men's?", {"Ivanisevic": "Goran Ivanisevic"},
     lambda: heads(F("wonTitle", tourn=WIM, sex=W, years=yr(one(F("wonTitle", h=P("Goran Ivanisevic"), tourn=WIM)), 0)))),
    ("same", "Who won the men's US Open in the year Emma Raducanu won the women's?", {"Emma Raducanu": "Emma Raducanu"},
     lambda: heads(F("wonTitle", tourn=USO, sex=M, years=yr(one(F("wonTitle", h=P("Emma Raducanu"), tourn=USO)), 0)))),
    ("same", "Who won the men's title at the Roland Garros where Iga Swiatek won her first major?", {"Iga Swiatek": "Iga Swiatek"},
     lambda: heads(F("wonTitle", sex=M, day=one(first(F("wonTitle", h=P("Iga Swiatek"))))[3]))),
    ("same", "Which woman won Wimbledon the same year Boris Becker first won it?", {"Boris Becker": "Boris Becker"},
     lambda: heads(F("wonTitle", tourn=WIM, sex=W, years=yr(one(first(F("wonTitle", h=P("Boris Becker"), tourn=WIM))), 0)))),
    ("same", "What surface was the US Open played on when Jimmy Connors won it in 1976?", {"Jimmy Connors": "Jimmy Connors"},
     lambda: tails(F("playedOn", h=one(F("wonTitle", h=P("Jimmy Connors"), tourn=USO, years=(1976, 1976)))[2]))),
    ("same", "Who was the men's top seed at the Wimbledon that Sampras first won?", {"Sampras": "Pete Sampras"},
     lambda: heads(F("topSeedAt", t=one(first(F("wonTitle", h=P("Pete Sampras"), tourn=WIM)))[2]))),
    ("same", "Which other Grand Slams did Steffi Graf win in the year she first won Wimbledon?", {"Steffi Graf": "Steffi Graf"},
     lambda: tails(F("wonTitle", h=P("Steffi Graf"), years=yr(one(first(F("wonTitle", h="Steffi Graf", tourn=WIM))), 0)))
     - tails(first(F("wonTitle", h="Steffi Graf", tourn=WIM)))),
    ("same", "Who knocked Nadal out of Roland Garros the first year Robin Soderling reached the final there?", {"Nadal": "Rafael Nadal", "Robin Soderling": "Robin Soderling"},
     lambda: knocked_out("Rafael Nadal", one(first(F("runnerUpIn", h=P("Robin Soderling"), tourn=RG)))[2])),
    # ---- which came first
    ("order", "Who won Wimbledon first, Bjorn Borg or John McEnroe?", {"Bjorn Borg": "Bjorn Borg", "John McEnroe": "John McEnroe"},
     lambda: heads(first(F("wonTitle", h={P("Bjorn Borg"), P("John McEnroe")}, tourn=WIM)))),
    ("order", "Which did Agassi win first, Wimbledon or the US Open?", {"Agassi": "Andre Agassi"},
     lambda: tails(F("editionOf", h=tails(first(F("wonTitle", h=P("Andre Agassi"), tourn=WIM) + F("wonTitle", h="Andre Agassi", tourn=USO)))))),
    ("order", "Who won a Grand Slam title first, Venus or Serena?", {"Venus": "Venus Williams", "Serena": "Serena Williams"},
     lambda: heads(first(F("wonTitle", h={P("Venus Williams"), P("Serena Williams")})))),
    ("order", "Which came first: Djokovic's first Wimbledon title or his first US Open title?", {"Djokovic": "Novak Djokovic"},
     lambda: tails(F("editionOf", h=tails(first(F("wonTitle", h=P("Novak Djokovic"), tourn=WIM) + F("wonTitle", h="Novak Djokovic", tourn=USO)))))),
    ("order", "Who won their first major earlier, Jannik Sinner or Alcaraz?", {"Jannik Sinner": "Jannik Sinner", "Alcaraz": "Carlos Alcaraz"},
     lambda: heads(first(F("wonTitle", h={P("Jannik Sinner"), P("Carlos Alcaraz")})))),
    # ---- what (surface, country)
    ("what", "What surface was the Australian Open played on in 1985?", {},
     lambda: tails(F("playedOn", h=ev(1985, AO, M)))),
    ("what", "Which country does Stan Wawrinka play for?", {"Stan Wawrinka": "Stan Wawrinka"},
     lambda: tails(F("representedCountry", h=P("Stan Wawrinka")))),
    ("what", "Which country did Evonne Goolagong represent?", {"Evonne Goolagong": "Evonne Goolagong"},
     lambda: tails(F("representedCountry", h=P("Evonne Goolagong")))),
    # ---- no answer
    ("none", "Who won the Australian Open men's singles in 1986?", {},
     lambda: heads(F("wonTitle", tourn=AO, sex=M, years=(1986, 1986)))),
    ("none", "Who won Wimbledon in 2020?", {},
     lambda: heads(F("wonTitle", tourn=WIM, years=(2020, 2020)))),
    ("none", "Which Grand Slam titles did Andy Roddick win on grass?", {"Andy Roddick": "Andy Roddick"},
     lambda: {f[2] for f in F("wonTitle", h=P("Andy Roddick")) if "Grass" in tails(F("playedOn", h=f[2]))}),
    ("none", "Who beat Nadal at Roland Garros in 2008?", {"Nadal": "Rafael Nadal"},
     lambda: knocked_out("Rafael Nadal", ev(2008, RG, M))),
    ("none", "Which Wimbledon finals did Lendl win?", {"Lendl": "Ivan Lendl"},
     lambda: tails(F("wonTitle", h=P("Ivan Lendl"), tourn=WIM))),
]
NONE_KINDS = {"none"}

# ---------------------------------------------------------------- checks and output


def norm_answers(a):
    if isinstance(a, str):
        return [a]
    return sorted(a)


def build():
    failures = []
    out = []
    seen_q = set()
    for i, (kind, q, mentions, meaning) in enumerate(CASES):
        USED.clear()
        try:
            ans = norm_answers(meaning())
        except Refused as exc:
            failures.append("%s: refused: %s" % (q, exc))
            continue
        for problem in mention_problems(q, mentions):
            failures.append("%s: %s" % (q, problem))
        if USED - set(mentions.values()):
            failures.append("%s: the meaning names %r, not typed" % (q, sorted(USED - set(mentions.values()))))
        typed_years = set(re.findall(r"\b(1[89]\d\d|20\d\d)s?\b", q))
        if any(int(y) < 1968 or int(y) > 2024 for y in typed_years) and kind not in NONE_KINDS:
            failures.append("%s: a year outside the graph" % q)
        key = " ".join(re.sub(r"[^a-z0-9 ]", " ", q.lower()).split())
        if key in seen_q:
            failures.append("duplicate question: %s" % q)
        seen_q.add(key)
        if kind in NONE_KINDS:
            if ans:
                failures.append("%s: expected no answer, got %r" % (q, ans))
        elif not ans:
            failures.append("%s: empty answer" % q)
        if kind == "yesno" and ans not in (["yes"], ["no"]):
            failures.append("%s: yes/no expected" % q)
        if kind != "yesno" and ("yes" in ans or "no" in ans):
            failures.append("%s: yes/no in a non yes/no question" % q)
        for a in ans:
            if not (a in NODES or re.fullmatch(r"\d{4}(-\d\d(-\d\d)?)?|\d+|yes|no", a)):
                failures.append("%s: answer %r is neither a node, a date, a number nor yes/no" % (q, a))
        if len(ans) > 6:
            failures.append("%s: %d answers" % (q, len(ans)))
        out.append({"id": "%s-%04d" % (PREFIX, i + 1), "question": q, "answers": ans, "kind": kind})
    yn = collections.Counter(o["answers"][0] for o in out if o["kind"] == "yesno")
    if yn["yes"] != yn["no"]:
        failures.append("yes/no not balanced: %r" % dict(yn))
    if len(CASES) != 120:
        failures.append("%d questions, not 120" % len(CASES))
    return out, failures


def dump(items):
    return json.dumps([{k: o[k] for k in ("id", "question", "answers")} for o in items], ensure_ascii=False, indent=1) + "\n"


def main():
    out, failures = build()
    args = sys.argv[1:]
    if "--explain" in args:
        for i, o in enumerate(out):
            if "--dev" in args and i % 2:
                continue
            print("%s [%s] %s\n    -> %s" % (o["id"], o["kind"], o["question"], o["answers"]))
    if "--stats" in args:
        c = collections.Counter((o["kind"], i % 2) for i, o in enumerate(out))
        for kind in sorted({k for k, _ in c}):
            print("%-9s %3d  dev %2d / test %2d" % (kind, c[(kind, 0)] + c[(kind, 1)], c[(kind, 0)], c[(kind, 1)]))
    if failures:
        for f in failures:
            print("CHECK FAILED:", f)
        sys.exit(1)
    dev, test = dump(out[0::2]), dump(out[1::2])
    paths = [os.path.join(HERE, "graph14-dev.json"), os.path.join(HERE, "graph14-test.json")]
    if "--check" in args:
        for p, text in zip(paths, (dev, test)):
            with open(p, encoding="utf-8") as f:
                if f.read() != text:
                    sys.exit("CHECK FAILED: %s differs from what gold.py writes" % p)
        print("ok")
        return
    if "--explain" in args or "--stats" in args:
        return
    for p, text in zip(paths, (dev, test)):
        with open(p, "w", encoding="utf-8") as f:
            f.write(text)
    print("wrote", len(out), "questions")


if __name__ == "__main__":
    main()
