"""graph11: 120 temporal questions over the FIFA World Cup graph (graph.tsv.gz), with computed gold.

Standard library only, deterministic.  `python3 gold.py` checks every case, then writes
graph11-dev.json (positions 0, 2, 4, ...) and graph11-test.json (positions 1, 3, 5, ...).
`--check` fails unless the files on disk are what gold.py writes; `--explain [--dev]` prints
each question with its meaning and answers; `--stats` prints the counts per kind and half.

Each case is (kind, question, meaning, names).  `names` maps every name typed in the question
to the graph node it means; the meaning uses the nodes.  The semantics are in `answer`.
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
GRAPH_SHA256 = "300f51c16c1b4a5f0f56f0e8f7e338b863060d9a514bf0bd70d43382945c1ab5"
NAME = "graph11"
PREFIX = "g11"


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
    facts = []
    for line in lines[1:]:
        if line:
            h, r, t, s, e = line.split("\t")
            facts.append((h, r, t, s, e))
    return facts


FACTS = load()
BY_REL = collections.defaultdict(list)
for _f in FACTS:
    BY_REL[_f[1]].append(_f)
NODES = set(f[0] for f in FACTS) | set(f[2] for f in FACTS)
RESULT_RELS = ("beat", "beatOnPenalties", "drewWith")
PERSON_RELS = ("squadMemberOf", "managed", "scoredAgainst", "sentOffAgainst", "wonAward")

# node types, for the uniqueness check of typed names
TYPES = {
    "person": set(f[0] for r in PERSON_RELS for f in BY_REL[r]),
    "team": set(f[0] for r in RESULT_RELS for f in BY_REL[r]) | set(f[2] for r in RESULT_RELS for f in BY_REL[r]),
    "host": set(f[0] for f in BY_REL["hostedWorldCup"]),
    "tournament": set(f[2] for f in BY_REL["hostedWorldCup"]),
    "city": set(f[2] for f in BY_REL["playedMatchIn"]),
    "award": set(f[2] for f in BY_REL["wonAward"]),
}
for _r in PERSON_RELS:
    TYPES["person:" + _r] = set(f[0] for f in BY_REL[_r])

# everyday names people type -> node (checked: the node exists)
ALIASES = {
    "the us": "United States", "the usa": "United States", "team usa": "United States",
    "the us women": "United States women", "the usa women": "United States women",
    "us women's team": "United States women", "uswnt": "United States women",
    "the us women's team": "United States women",
    "the soviets": "Soviet Union", "ussr": "Soviet Union", "the ussr": "Soviet Union",
    "holland": "Netherlands", "the dutch": "Netherlands", "ireland": "Republic of Ireland",
    "korea": "South Korea", "south korea": "South Korea",
    "the germans": "Germany", "the italians": "Italy", "the english": "England",
    "the french": "France", "the brazilians": "Brazil", "the argentines": "Argentina",
    "les bleus": "France", "the azzurri": "Italy", "the three lions": "England",
    "la roja": "Spain",
    "the best young player award": "Best Young Player",
    "best young player": "Best Young Player",
    "the golden ball": "Golden Ball", "the golden boot": "Golden Boot",
    "the golden glove": "Golden Glove", "the silver ball": "Silver Ball",
    "the silver boot": "Silver Boot", "the bronze ball": "Bronze Ball",
    "the bronze boot": "Bronze Boot",
    "sun wen": "Wen Sun",
    "toto schillaci": "Salvatore Schillaci", "schillaci": "Salvatore Schillaci",
    "pele": "Pelé", "zagallo": "Mário Zagallo", "garrincha": "Garrincha",
    "rio": "Rio de Janeiro", "sao paulo": "São Paulo",
    "new york": "New York City",
    "la": "Los Angeles",
    "qatar 2022": "2022 FIFA World Cup", "russia 2018": "2018 FIFA World Cup",
    "italia 90": "1990 FIFA World Cup",
}


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.replace("ø", "o").replace("Ø", "O").replace("ß", "ss").replace("ł", "l").replace("đ", "d")
    s = s.lower().replace("\u2019", "'")
    return s


def words(s):
    """folded words; a possessive 's is dropped (England's -> england, women's -> women)"""
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
        return window_years(spec[0]) | window_years(spec[1])
    return {spec[:4]}


def at_grain(d, grain):
    return {"day": d, "month": d[:7], "year": d[:4]}[grain]


# ---------------------------------------------------------------------------------------------
# selections: dict(r=relation or "played", h=node or list, t=node or list, w=window spec)
#   "played": any result of a match (beat, beatOnPenalties, drewWith) read both ways:
#   head = the team asked about, tail = its opponent.

def as_set(x):
    if x is None:
        return None
    if isinstance(x, (list, tuple, set)):
        return set(x)
    return {x}


def select(sel):
    r = sel["r"]
    hs, ts = as_set(sel.get("h")), as_set(sel.get("t"))
    lo, hi = window(sel["w"]) if sel.get("w") else ("0000", "9999")
    if r == "played":
        base = []
        for rr in RESULT_RELS:
            for h, _r, t, s, e in BY_REL[rr]:
                base.append((h, rr, t, s, e))
                base.append((t, rr, h, s, e))
    elif r == "drewWith":
        base = []
        for h, _r, t, s, e in BY_REL[r]:
            base.append((h, r, t, s, e))
            base.append((t, r, h, s, e))
    else:
        base = BY_REL[r]
    out = [f for f in base
           if (hs is None or f[0] in hs) and (ts is None or f[2] in ts) and f[3] <= hi and f[4] >= lo]
    return sorted(set(out), key=lambda f: (f[3], f[4], f[0], f[2]))


def proj(f, p):
    return {"h": f[0], "t": f[2], "day": f[3], "month": f[3][:7], "year": f[3][:4]}[p]


def one(facts, pick, what):
    """the fact of an anchor: the only one, or the first / last by day"""
    if not facts:
        fail("%s: no fact" % what)
    if pick == "only":
        if len(facts) != 1:
            fail("%s: %d facts, expected one" % (what, len(facts)))
        return facts[0]
    if pick == "first":
        f = facts[0]
        if len([g for g in facts if g[3] == f[3]]) > 1:
            fail("%s: tie on the first day" % what)
        return f
    if pick == "last":
        f = max(facts, key=lambda g: (g[4], g[3]))
        if len([g for g in facts if g[4] == f[4]]) > 1:
            fail("%s: tie on the last day" % what)
        return f
    raise ValueError(pick)


def shift_window(f, unit, n):
    """the window of the calendar year / month n after (n > 0) or before the fact's start"""
    d = day(f[3])
    if unit == "year":
        return str(d.year + n)
    m = d.year * 12 + d.month - 1 + n
    return "%04d-%02d" % (m // 12, m % 12 + 1)


def answer(m):
    op = m[0]
    if op == "list":                      # ("list", sel, p): every distinct value
        _, sel, p = m
        return sorted(set(proj(f, p) for f in select(sel)))
    if op == "when":                      # ("when", sel, grain, pick)
        _, sel, grain, pick = m
        f = one(select(sel), pick, "when")
        return [at_grain(f[3] if pick != "last" else f[4], grain)]
    if op == "nth":                       # ("nth", sel, p, n): n-th distinct value by first day; -1 last
        _, sel, p, n = m
        firsts = {}
        for f in select(sel):
            v = proj(f, p)
            if v not in firsts:
                firsts[v] = f[3]
        order = sorted(firsts.items(), key=lambda kv: kv[1])
        if n == -1:
            lastday = {}
            for f in select(sel):
                lastday[proj(f, p)] = max(lastday.get(proj(f, p), ""), f[4])
            top = max(lastday.values())
            return sorted(v for v, d in lastday.items() if d == top)
        if len(order) < n:
            return []
        d = order[n - 1][1]
        vals = sorted(v for v, dd in order if dd == d)
        if len(vals) > 1:
            fail("nth: tie at position %d" % n)
        return vals
    if op == "count":                     # ("count", sel, what): facts | distinct h | t | day | year
        _, sel, what = m
        fs = select(sel)
        if what == "facts":
            return [str(len(fs))]
        return [str(len(set(proj(f, what) for f in fs)))]
    if op == "most":                      # ("most", sel, key, among): value(s) with most facts
        _, sel, key, among = m
        c = collections.Counter(proj(f, key) for f in select(sel))
        if among:
            c = collections.Counter({k: c.get(k, 0) for k in among})
        if not c or max(c.values()) == 0:
            return []
        top = max(c.values())
        return sorted(k for k, v in c.items() if v == top)
    if op == "exists":                    # ("exists", sel)
        return ["yes" if select(m[1]) else "no"]
    if op == "next":                      # ("next", anchor, pick, sel, p, "after"/"before")
        _, anc, pick, sel, p, way = m
        a = one(select(anc), pick, "anchor")
        fs = select(sel)
        if way == "after":
            fs = [f for f in fs if f[3] > a[4]]
            if not fs:
                return []
            d = min(f[3] for f in fs)
            return sorted(set(proj(f, p) for f in fs if f[3] == d))
        fs = [f for f in fs if f[4] < a[3]]
        if not fs:
            return []
        d = max(f[4] for f in fs)
        return sorted(set(proj(f, p) for f in fs if f[4] == d))
    if op == "during":                    # ("during", anchor, pick, sel, p, shift[, exclude])
        _, anc, pick, sel, p, shift = m[:6]
        exclude = set(m[6]) if len(m) > 6 else set()
        a = one(select(anc), pick, "anchor")
        sel = dict(sel)
        if shift is None:
            sel["w"] = (a[3], a[4])
        else:
            sel["w"] = shift_window(a, shift[0], shift[1])
        return sorted(set(proj(f, p) for f in select(sel)) - exclude)
    if op == "between":                   # ("between", anchorA, pickA, anchorB, pickB, unit)
        _, a1, p1, a2, p2, unit = m
        f1 = one(select(a1), p1, "first anchor")
        f2 = one(select(a2), p2, "second anchor")
        d1, d2 = sorted([day(f1[3]), day(f2[3])])
        if unit == "days":
            return [str((d2 - d1).days)]
        if unit == "years":
            return [str(d2.year - d1.year)]
        raise ValueError(unit)
    if op == "span":                      # ("span", sel, pick): days from start to end of a fact
        _, sel, pick = m
        f = one(select(sel), pick, "span")
        return [str((day(f[4]) - day(f[3])).days)]
    if op == "order":                     # ("order", [(label, sel, pick), ...]): the earliest label
        _, items = m
        ds = [(one(select(sel), pick, "order")[3], lab) for lab, sel, pick in items]
        if len(set(d for d, _ in ds)) != len(ds):
            fail("order: same day")
        return [min(ds)[1]]
    raise ValueError(op)


def sels_of(m):
    return [x for x in m if isinstance(x, dict)] + [
        it[1] for x in m if isinstance(x, list) for it in x if isinstance(it, tuple)]


# ---------------------------------------------------------------------------------------------
# the cases: (kind, question, meaning, names)

def S(r, h=None, t=None, w=None):
    d = {"r": r}
    if h is not None:
        d["h"] = h
    if t is not None:
        d["t"] = t
    if w is not None:
        d["w"] = w
    return d


def WC(year):
    return "%s FIFA World Cup" % year


def WWC(year):
    return "%s FIFA Women's World Cup" % year


MEN = sorted(t for t in TYPES["tournament"] if "Women's" not in t)
WOMEN = sorted(t for t in TYPES["tournament"] if "Women's" in t)
GROUPS = set(MEN) | set(WOMEN)   # "the World Cup" / "the Women's World Cup" as a whole: no typed name

USW = "United States women"
H = "hostedWorldCup"
W = "wonWorldCup"
B = "beat"
D = "drewWith"
PL = "played"
M = "managed"
SQ = "squadMemberOf"
SC = "scoredAgainst"
SO = "sentOffAgainst"
AW = "wonAward"
CITY = "playedMatchIn"

CASES = [
    # --- who
    ("who", "Who won the 1966 World Cup?",
     ("list", S(W, t=WC(1966)), "h"), {"1966 World Cup": WC(1966)}),
    ("who", "who hosted the world cup in 1954",
     ("list", S(H, w="1954"), "h"), {}),
    ("who", "Who was England's manager at the 1990 World Cup?",
     ("list", S(M, t="England", w="1990"), "h"), {"England": "England"}),
    ("who", "Who did Brazil lose to at the 2014 World Cup?",
     ("list", S(B, t="Brazil", w="2014"), "h"), {"Brazil": "Brazil"}),
    ("who", "Which players scored against England at the 1986 World Cup?",
     ("list", S(SC, t="England", w="1986"), "h"), {"England": "England"}),
    ("who", "Who got sent off in the World Cup final on 11 July 2010?",
     ("list", S(SO, w="2010-07-11"), "h"), {}),
    ("who", "who won the golden ball at the 2015 women's world cup",
     ("list", S(AW, t="Golden Ball", w="2015"), "h"), {"golden ball": "Golden Ball"}),
    ("who", "Who coached the US women when they won it in 1999?",
     ("list", S(M, t=USW, w="1999"), "h"), {"the US women": USW}),
    ("who", "Which teams did Italy draw with at the 1982 World Cup?",
     ("list", S(D, h="Italy", w="1982"), "t"), {"Italy": "Italy"}),
    ("who", "Who scored against Argentina in the World Cup final on 13 July 2014?",
     ("list", S(SC, t="Argentina", w="2014-07-13"), "h"), {"Argentina": "Argentina"}),
    ("who", "Who was in charge of Scotland at the 1958 World Cup?",
     ("list", S(M, t="Scotland", w="1958"), "h"), {"Scotland": "Scotland"}),
    ("who", "Which teams did the Dutch beat in June 1974?",
     ("list", S(B, h="Netherlands", w="1974-06"), "t"), {"the Dutch": "Netherlands"}),
    ("who", "Who shared the Golden Boot in 1994?",
     ("list", S(AW, t="Golden Boot", w="1994"), "h"), {"Golden Boot": "Golden Boot"}),
    ("who", "Which sides did Cameroon beat at the 1990 World Cup?",
     ("list", S(B, h="Cameroon", w="1990"), "t"), {"Cameroon": "Cameroon"}),
    ("who", "Which country hosted the women's tournament in 2003?",
     ("list", S(H, t=WOMEN, w="2003"), "h"), {}),

    # --- where
    ("where", "Where did West Germany win the final in 1954?",
     ("list", S(CITY, h="West Germany", w="1954-07-04"), "t"), {"West Germany": "West Germany"}),
    ("where", "In which city did England play Argentina in 1986?",
     ("during", S(PL, h="England", t="Argentina", w="1986"), "only", S(CITY, h="England"), "t", None),
     {"England": "England", "Argentina": "Argentina"}),
    ("where", "Where did Brazil play their games at the 1958 World Cup?",
     ("list", S(CITY, h="Brazil", w="1958"), "t"), {"Brazil": "Brazil"}),
    ("where", "What cities did the USA women play in during the 2015 World Cup?",
     ("list", S(CITY, h=USW, w="2015"), "t"), {"the USA women": USW}),
    ("where", "In what city did Zidane get his red card against Italy?",
     ("during", S(SO, h="Zinedine Zidane", t="Italy"), "only", S(CITY, h="Italy"), "t", None),
     {"Zidane": ("Zinedine Zidane", "person:sentOffAgainst"), "Italy": "Italy"}),
    ("where", "where did germany play on 8 july 2014",
     ("list", S(CITY, h="Germany", w="2014-07-08"), "t"), {"germany": "Germany"}),

    # --- when
    ("when", "When did Pele score against Sweden?",
     ("when", S(SC, h="Pelé", t="Sweden"), "day", "only"), {"Pele": "Pelé", "Sweden": "Sweden"}),
    ("when", "What year did Spain win the World Cup?",
     ("when", S(W, h="Spain"), "year", "only"), {"Spain": "Spain"}),
    ("when", "When was Maradona sent off against Brazil?",
     ("when", S(SO, h="Diego Maradona", t="Brazil"), "day", "only"),
     {"Maradona": "Diego Maradona", "Brazil": "Brazil"}),
    ("when", "Which month did the 1991 Women's World Cup kick off?",
     ("when", S(H, t=WWC(1991)), "month", "only"), {"1991 Women's World Cup": WWC(1991)}),
    ("when", "When did England last beat Argentina at a World Cup?",
     ("when", S(B, h="England", t="Argentina"), "day", "last"),
     {"England": "England", "Argentina": "Argentina"}),
    ("when", "what year did mario kempes win the golden boot",
     ("when", S(AW, h="Mario Kempes", t="Golden Boot"), "year", "only"),
     {"mario kempes": "Mario Kempes", "golden boot": "Golden Boot"}),
    ("when", "When was the last time Italy won the World Cup?",
     ("when", S(W, h="Italy"), "day", "last"), {"Italy": "Italy"}),
    ("when", "On what date did Geoff Hurst score against West Germany?",
     ("when", S(SC, h="Geoff Hurst", t="West Germany"), "day", "only"),
     {"Geoff Hurst": "Geoff Hurst", "West Germany": "West Germany"}),
    ("when", "When did Carli Lloyd score against Japan at the Women's World Cup?",
     ("when", S(SC, h="Carli Lloyd", t="Japan women"), "day", "only"),
     {"Carli Lloyd": "Carli Lloyd", "Japan": "Japan women"}),
    ("when", "In which month of 1982 did Italy beat Brazil?",
     ("when", S(B, h="Italy", t="Brazil", w="1982"), "month", "only"), {"Italy": "Italy", "Brazil": "Brazil"}),

    # --- first / last / n-th
    ("nth", "Who were the first winners of the Women's World Cup?",
     ("nth", S(W, t=WOMEN), "h", 1), {}),
    ("nth", "Who was England's first manager at a World Cup?",
     ("nth", S(M, t="England"), "h", 1), {"England": "England"}),
    ("nth", "Who was the last man to coach Italy at a World Cup?",
     ("nth", S(M, t="Italy"), "h", -1), {"Italy": "Italy"}),
    ("nth", "Who was Brazil's third World Cup coach?",
     ("nth", S(M, t="Brazil"), "h", 3), {"Brazil": "Brazil"}),
    ("nth", "Who did Germany play first at the 2014 World Cup?",
     ("nth", S(PL, h="Germany", w="2014"), "t", 1), {"Germany": "Germany"}),
    ("nth", "Which was the last team England beat in 2018?",
     ("nth", S(B, h="England", w="2018"), "t", -1), {"England": "England"}),
    ("nth", "Who was the first winner of the Golden Glove?",
     ("nth", S(AW, t="Golden Glove"), "h", 1), {"Golden Glove": "Golden Glove"}),
    ("nth", "who won the second women's world cup",
     ("nth", S(W, t=WOMEN), "h", 2), {}),
    ("nth", "Which team did Messi score against most recently?",
     ("nth", S(SC, h="Lionel Messi"), "t", -1), {"Messi": "Lionel Messi"}),
    ("nth", "Who did Klose score his first World Cup goal against?",
     ("nth", S(SC, h="Miroslav Klose"), "t", 1), {"Klose": "Miroslav Klose"}),
    ("nth", "Who was the third player to be named Best Young Player?",
     ("nth", S(AW, t="Best Young Player"), "h", 3), {"Best Young Player": "Best Young Player"}),
    ("nth", "Who was the most recent manager to take Scotland to a World Cup?",
     ("nth", S(M, t="Scotland"), "h", -1), {"Scotland": "Scotland"}),

    # --- next / before
    ("next", "Who did England play next after drawing with the US in 2010?",
     ("next", S(D, h="England", t="United States", w="2010"), "only", S(PL, h="England"), "t", "after"),
     {"England": "England", "the US": "United States"}),
    ("prev", "Who coached Brazil at the World Cup before Scolari did in 2002?",
     ("next", S(M, h="Luiz Felipe Scolari", t="Brazil", w="2002"), "only", S(M, t="Brazil"), "h", "before"),
     {"Scolari": "Luiz Felipe Scolari", "Brazil": "Brazil"}),
    ("next", "Who took over from Bobby Robson as England's manager at the World Cup?",
     ("next", S(M, h="Bobby Robson", t="England"), "last", S(M, t="England"), "h", "after"),
     {"Bobby Robson": "Bobby Robson", "England": "England"}),
    ("prev", "Which team did Argentina beat just before winning the 1986 final?",
     ("next", S(W, h="Argentina", w="1986"), "only", S(B, h="Argentina"), "t", "before"),
     {"Argentina": "Argentina"}),
    ("next", "After their 1958 win, what year did Brazil next win the World Cup?",
     ("next", S(W, h="Brazil", w="1958"), "only", S(W, h="Brazil"), "year", "after"), {"Brazil": "Brazil"}),
    ("prev", "Who managed France at the World Cup before Aime Jacquet?",
     ("next", S(M, h="Aimé Jacquet", t="France"), "only", S(M, t="France"), "h", "before"),
     {"France": "France", "Aime Jacquet": "Aimé Jacquet"}),
    ("prev", "Who was the last team to beat Germany before South Korea did in 2018?",
     ("next", S(B, h="South Korea", t="Germany", w="2018"), "only", S(B, t="Germany"), "h", "before"),
     {"Germany": "Germany", "South Korea": "South Korea"}),
    ("next", "Who won the Golden Ball next after Maradona?",
     ("next", S(AW, h="Diego Maradona", t="Golden Ball"), "only", S(AW, t="Golden Ball"), "h", "after"),
     {"Golden Ball": "Golden Ball", "Maradona": "Diego Maradona"}),
    ("next", "Who did the US women face after their opening game of 2019?",
     ("next", S(PL, h=USW, w="2019"), "first", S(PL, h=USW), "t", "after"), {"the US women": USW}),
    ("next", "Who did France play after knocking out Argentina in 2018?",
     ("next", S(B, h="France", t="Argentina", w="2018"), "only", S(PL, h="France"), "t", "after"),
     {"France": "France", "Argentina": "Argentina"}),

    # --- the year / month after or before
    ("shift", "Who won the women's World Cup the year after Brazil won in 1994?",
     ("during", S(W, h="Brazil", w="1994"), "only", S(W, t=WOMEN), "h", ("year", 1)), {"Brazil": "Brazil"}),
    ("shift", "Which country hosted a World Cup the year after the US hosted one in 1994?",
     ("during", S(H, h="United States", w="1994"), "only", S(H), "h", ("year", 1)), {"the US": "United States"}),
    ("shift", "Who did Germany beat in the month after they knocked out Algeria in 2014?",
     ("during", S(B, h="Germany", t="Algeria", w="2014"), "only", S(B, h="Germany"), "t", ("month", 1)),
     {"Germany": "Germany", "Algeria": "Algeria"}),
    ("shift", "Who won the Golden Ball the year after Zidane won it?",
     ("during", S(AW, h="Zinedine Zidane", t="Golden Ball"), "only", S(AW, t="Golden Ball"), "h", ("year", 1)),
     {"Golden Ball": "Golden Ball", "Zidane": ("Zinedine Zidane", "person:wonAward")}),
    ("shift", "Which teams did England play in the month after they beat Belgium in 1990?",
     ("during", S(B, h="England", t="Belgium", w="1990"), "only", S(PL, h="England"), "t", ("month", 1)),
     {"England": "England", "Belgium": "Belgium"}),
    ("shift", "Who won the men's World Cup the year before Norway won the women's?",
     ("during", S(W, h="Norway women"), "only", S(W, t=MEN), "h", ("year", -1)), {"Norway": "Norway women"}),

    # --- how many times
    ("count", "How many times has Brazil won the World Cup?",
     ("count", S(W, h="Brazil"), "facts"), {"Brazil": "Brazil"}),
    ("count", "How many World Cup games did Pele score in?",
     ("count", S(SC, h="Pelé"), "facts"), {"Pele": "Pelé"}),
    ("count", "How many times was Zidane sent off at World Cups?",
     ("count", S(SO, h="Zinedine Zidane"), "facts"), {"Zidane": ("Zinedine Zidane", "person:sentOffAgainst")}),
    ("count", "How many games did England draw at World Cups in the 1950s?",
     ("count", S(D, h="England", w=("1950", "1959")), "facts"), {"England": "England"}),
    ("count", "How many times has Italy beaten Brazil at a World Cup?",
     ("count", S(B, h="Italy", t="Brazil"), "facts"), {"Italy": "Italy", "Brazil": "Brazil"}),
    ("count", "How many World Cups did Homare Sawa go to?",
     ("count", S(SQ, h="Homare Sawa"), "facts"), {"Homare Sawa": "Homare Sawa"}),
    ("count", "How many World Cups, men's or women's, has the US hosted?",
     ("count", S(H, h="United States"), "facts"), {"the US": "United States"}),
    ("count", "How many penalty shootouts has Argentina won at the World Cup?",
     ("count", S("beatOnPenalties", h="Argentina"), "facts"), {"Argentina": "Argentina"}),
    ("count", "How many matches did England win at the 1966 World Cup?",
     ("count", S(B, h="England", w="1966"), "facts"), {"England": "England"}),
    ("count", "How many World Cups did Helmut Schon coach West Germany at?",
     ("count", S(M, h="Helmut Schön", t="West Germany"), "facts"),
     {"Helmut Schon": "Helmut Schön", "West Germany": "West Germany"}),

    # --- how many different
    ("distinct", "How many different teams has Klose scored against at World Cups?",
     ("count", S(SC, h="Miroslav Klose"), "t"), {"Klose": "Miroslav Klose"}),
    ("distinct", "How many different countries did Bora Milutinovic take to World Cups?",
     ("count", S(M, h="Bora Milutinović"), "t"), {"Bora Milutinovic": "Bora Milutinović"}),
    ("distinct", "In how many different cities were games played at the 2006 World Cup?",
     ("count", S(CITY, w="2006"), "t"), {}),
    ("distinct", "How many different players scored against Brazil at the 2014 World Cup?",
     ("count", S(SC, t="Brazil", w="2014"), "h"), {"Brazil": "Brazil"}),
    ("distinct", "How many different coaches did Brazil have at World Cups in the 1990s?",
     ("count", S(M, t="Brazil", w=("1990", "1999")), "h"), {"Brazil": "Brazil"}),
    ("distinct", "How many players won the Golden Boot in 1962?",
     ("count", S(AW, t="Golden Boot", w="1962"), "h"), {"Golden Boot": "Golden Boot"}),
    ("distinct", "How many different teams did the US women beat at the 1999 World Cup?",
     ("count", S(B, h=USW, w="1999"), "t"), {"the US women": USW}),
    ("distinct", "How many different countries have hosted the Women's World Cup?",
     ("count", S(H, t=WOMEN), "h"), {}),

    # --- most
    ("most", "Which country has won the Women's World Cup the most times?",
     ("most", S(W, t=WOMEN), "h", None), {}),
    ("most", "Who scored in more World Cup games, Messi or Pele?",
     ("most", S(SC), "h", ["Lionel Messi", "Pelé"]), {"Messi": "Lionel Messi", "Pele": "Pelé"}),
    ("most", "Which city hosted the most games at the 2014 World Cup?",
     ("most", S(CITY, w="2014"), "t", None), {}),
    ("most", "Who has managed teams at the most World Cups?",
     ("most", S(M), "h", None), {}),
    ("most", "Which player has been picked for the most World Cups?",
     ("most", S(SQ), "h", None), {}),
    ("most", "Who have England drawn with most often at World Cups?",
     ("most", S(D, h="England"), "t", None), {"England": "England"}),
    ("most", "In which year did Italy win the most World Cup games?",
     ("most", S(B, h="Italy"), "year", None), {"Italy": "Italy"}),
    ("most", "Which team has Brazil beaten most often at the World Cup?",
     ("most", S(B, h="Brazil"), "t", None), {"Brazil": "Brazil"}),

    # --- how long
    ("howlong", "How many days passed between the opening game and the final of the 2014 World Cup?",
     ("span", S(H, t=WC(2014)), "only"), {"2014 World Cup": WC(2014)}),
    ("howlong", "Under Alf Ramsey in 1966, how many days passed between England's first World Cup game and the final?",
     ("span", S(M, h="Alf Ramsey", w="1966"), "only"), {"Alf Ramsey": "Alf Ramsey"}),
    ("howlong", "How many days were there between France's first game and Zinedine Zidane's last game at the 2006 World Cup?",
     ("span", S(SQ, h="Zinedine Zidane", w="2006"), "only"), {"Zinedine Zidane": "Zinedine Zidane"}),
    ("howlong", "how many days did the 1930 world cup run from the first match to the final",
     ("span", S(H, t=WC(1930)), "only"), {"1930 world cup": WC(1930)}),
    ("between", "How many years passed between Brazil's first and last World Cup titles?",
     ("between", S(W, h="Brazil"), "first", S(W, h="Brazil"), "last", "years"), {"Brazil": "Brazil"}),
    ("between", "How many days were there between Zidane's two World Cup red cards?",
     ("between", S(SO, h="Zinedine Zidane"), "first", S(SO, h="Zinedine Zidane"), "last", "days"),
     {"Zidane": ("Zinedine Zidane", "person:sentOffAgainst")}),
    ("between", "How many years after his first World Cup goal did Pele score his last one?",
     ("between", S(SC, h="Pelé"), "first", S(SC, h="Pelé"), "last", "years"), {"Pele": "Pelé"}),
    ("between", "How many years apart were France's two World Cup wins?",
     ("between", S(W, h="France"), "first", S(W, h="France"), "last", "years"), {"France": "France"}),
    ("between", "How many days after beating England did Argentina win the 1986 final?",
     ("between", S(B, h="Argentina", t="England", w="1986"), "only", S(W, h="Argentina", w="1986"), "only", "days"),
     {"Argentina": "Argentina", "England": "England"}),
    ("between", "How many years were there between the first men's World Cup and the first women's one?",
     ("between", S(H, t=MEN), "first", S(H, t=WOMEN), "first", "years"), {}),

    # --- yes / no
    ("yesno", "Did Maradona ever manage Argentina at a World Cup?",
     ("exists", S(M, h="Diego Maradona", t="Argentina")), {"Maradona": "Diego Maradona", "Argentina": "Argentina"}),
    ("yesno", "Has Messi ever scored against Germany at a World Cup?",
     ("exists", S(SC, h="Lionel Messi", t="Germany")), {"Messi": "Lionel Messi", "Germany": "Germany"}),
    ("yesno", "Did Cameroon beat Argentina in 1990?",
     ("exists", S(B, h="Cameroon", t="Argentina", w="1990")), {"Cameroon": "Cameroon", "Argentina": "Argentina"}),
    ("yesno", "Was Gareth Southgate England manager at the 2014 World Cup?",
     ("exists", S(M, h="Gareth Southgate", t="England", w="2014")),
     {"Gareth Southgate": "Gareth Southgate", "England": "England"}),
    ("yesno", "did ronaldo score in the 2002 world cup final",
     ("exists", S(SC, h="Ronaldo", w="2002-06-30")), {"ronaldo": "Ronaldo"}),
    ("yesno", "Have the Netherlands ever won the World Cup?",
     ("exists", S(W, h="Netherlands")), {"the Netherlands": "Netherlands"}),
    ("yesno", "Has Sweden ever hosted the Women's World Cup?",
     ("exists", S(H, h="Sweden", t=WOMEN)), {"Sweden": "Sweden"}),
    ("yesno", "Did Pele ever win the Golden Ball?",
     ("exists", S(AW, h="Pelé", t="Golden Ball")), {"Pele": "Pelé", "Golden Ball": "Golden Ball"}),
    ("yesno", "Did England and Sweden draw at the 2006 World Cup?",
     ("exists", S(D, h="England", t="Sweden", w="2006")), {"England": "England", "Sweden": "Sweden"}),
    ("yesno", "Did Italy beat South Korea in 2002?",
     ("exists", S(B, h="Italy", t="South Korea", w="2002")), {"Italy": "Italy", "South Korea": "South Korea"}),

    # --- at the same time as
    ("same", "Who was managing Brazil when Pele was named Best Young Player?",
     ("during", S(AW, h="Pelé", t="Best Young Player"), "only", S(M, t="Brazil"), "h", None),
     {"Brazil": "Brazil", "Pele": "Pelé", "Best Young Player": "Best Young Player"}),
    ("same", "Who coached the US women the year Carli Lloyd won the Golden Ball?",
     ("during", S(AW, h="Carli Lloyd", t="Golden Ball"), "only", S(M, t=USW), "h", ("year", 0)),
     {"the US women": USW, "Carli Lloyd": "Carli Lloyd", "Golden Ball": "Golden Ball"}),
    ("same", "Who won the Golden Boot the same year Zidane was sent off against Saudi Arabia?",
     ("during", S(SO, h="Zinedine Zidane", t="Saudi Arabia"), "only", S(AW, t="Golden Boot"), "h", ("year", 0)),
     {"Golden Boot": "Golden Boot", "Zidane": ("Zinedine Zidane", "person:sentOffAgainst"), "Saudi Arabia": "Saudi Arabia"}),
    ("same", "Who was England's manager when Maradona scored against them?",
     ("during", S(SC, h="Diego Maradona", t="England"), "only", S(M, t="England"), "h", None),
     {"England": "England", "Maradona": "Diego Maradona"}),
    ("same", "Which country hosted the World Cup in the year Marta won the Golden Ball?",
     ("during", S(AW, h="Marta", t="Golden Ball"), "only", S(H), "h", ("year", 0)),
     {"Marta": "Marta", "Golden Ball": "Golden Ball"}),
    ("same", "Who else scored against Brazil on the day Klose did in 2014?",
     ("during", S(SC, h="Miroslav Klose", t="Brazil", w="2014"), "only", S(SC, t="Brazil"), "h", None,
      ["Miroslav Klose"]),
     {"Brazil": "Brazil", "Klose": "Miroslav Klose"}),

    # --- which came first
    ("order", "Who won the Golden Ball first, Ronaldo or Zidane?",
     ("order", [("Ronaldo", S(AW, h="Ronaldo", t="Golden Ball"), "only"),
                ("Zinedine Zidane", S(AW, h="Zinedine Zidane", t="Golden Ball"), "only")]),
     {"Golden Ball": "Golden Ball", "Ronaldo": "Ronaldo", "Zidane": ("Zinedine Zidane", "person:wonAward")}),
    ("order", "Who coached at a World Cup first, Beckenbauer or Zagallo?",
     ("order", [("Franz Beckenbauer", S(M, h="Franz Beckenbauer"), "first"),
                ("Mário Zagallo", S(M, h="Mário Zagallo"), "first")]),
     {"Beckenbauer": "Franz Beckenbauer", "Zagallo": "Mário Zagallo"}),
    ("order", "Which won a Women's World Cup first, Germany or Japan?",
     ("order", [("Germany women", S(W, h="Germany women"), "first"),
                ("Japan women", S(W, h="Japan women"), "first")]),
     {"Germany": "Germany women", "Japan": "Japan women"}),
    ("order", "Who scored a World Cup goal first, Messi or Cristiano Ronaldo?",
     ("order", [("Lionel Messi", S(SC, h="Lionel Messi"), "first"),
                ("Cristiano Ronaldo", S(SC, h="Cristiano Ronaldo"), "first")]),
     {"Messi": "Lionel Messi", "Cristiano Ronaldo": "Cristiano Ronaldo"}),

    # --- no answer in the graph
    ("none", "Who won the Golden Glove in 1986?",
     ("list", S(AW, t="Golden Glove", w="1986"), "h"), {"Golden Glove": "Golden Glove"}),
    ("none", "Which teams did England beat at the 1974 World Cup?",
     ("list", S(B, h="England", w="1974"), "t"), {"England": "England"}),
    ("none", "Who hosted the World Cup in 1942?",
     ("list", S(H, w="1942"), "h"), {}),
    ("none", "Who managed Wales at the 1966 World Cup?",
     ("list", S(M, t="Wales", w="1966"), "h"), {"Wales": "Wales"}),
    ("none", "Who scored against Brazil when England played them in 1970?",
     ("during", S(PL, h="England", t="Brazil", w="1970"), "only", S(SC, t="Brazil"), "h", None),
     {"Brazil": "Brazil", "England": "England"}),
]


# ---------------------------------------------------------------------------------------------
# checks

def node_type(node):
    for k in ("person", "team", "tournament", "award", "city", "host"):
        if node in TYPES[k]:
            return k
    return None


def strip_the(s):
    return re.sub(r"^the ", "", fold(s).strip())


def resolve_ok(typed, node, scope, question):
    """the typed form fits this node, and only it (among the scope's nodes)"""
    ft = strip_the(typed)
    if ft == fold(node) or fold(typed) == fold(node):
        return True
    if fold(typed) in ALIASES or ft in ALIASES:
        return ALIASES.get(fold(typed), ALIASES.get(ft)) == node
    # a country typed in a question about the women's game means the women's team
    if node.endswith(" women") and ft == fold(node[:-len(" women")]):
        return "women" in fold(question)
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
        if n not in named and n not in GROUPS:
            fail("%s: meaning node %r is not typed" % (where, n))
    # years: every window year of the meaning is typed ("the 1950s" types 1950-1959), and no other
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
    tour_years = set(n[:4] for n in named if n in TYPES["tournament"])
    if not wanted <= typed_years:
        fail("%s: window years %s not typed" % (where, sorted(wanted - typed_years)))
    if not typed_years <= wanted | tour_years:
        fail("%s: typed years %s not in the meaning" % (where, sorted(typed_years - wanted - tour_years)))
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
        ans = answer(m)
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
    if "--explain" in argv:
        for i, (it, c) in enumerate(zip(items, CASES)):
            if "--dev" in argv and i % 2:
                continue
            print("%s [%s] %s\n    %r\n    -> %s" % (it["id"], c[0], it["question"], c[2], it["answers"]))
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
