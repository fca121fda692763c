"""graph10: temporal questions over Major League Baseball history (Baseball Databank, CC BY-SA 3.0).

    python3 gold.py            # checks, then writes graph10-dev.json and graph10-test.json
    python3 gold.py --check    # fails unless the files on disk are what gold.py writes
    python3 gold.py --explain  # each question with its meaning and answers
    python3 gold.py --stats    # counts per kind and half

Standard library only; reads graph.tsv.gz next to this file (pinned by its sha256). Output is
byte-identical on every run.
"""
import csv
import datetime as dt
import gzip
import hashlib
import io
import json
import os
import re
import sys
import unicodedata
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
GRAPH = os.path.join(HERE, "graph.tsv.gz")
GRAPH_SHA256 = "0ad703fcbbe14f1bef8528cbd68e7604064248998a0b7bf637ce7863a34f58c6"

# ----------------------------------------------------------------------------------------------
# the graph

def load(path=GRAPH):
    raw = open(path, "rb").read()
    if GRAPH_SHA256 and hashlib.sha256(raw).hexdigest() != GRAPH_SHA256:
        fail(f"graph.tsv.gz is not the pinned file ({hashlib.sha256(raw).hexdigest()})")
    rows = list(csv.DictReader(io.StringIO(gzip.decompress(raw).decode("utf-8")), delimiter="\t"))
    return [(r["head"], r["relation"], r["tail"], r["start"], r["end"]) for r in rows]


def fail(msg):
    print("CHECK FAILED:", msg)
    sys.exit(1)


FACTS = load()
BY_HR = defaultdict(list)
BY_RT = defaultdict(list)
BY_R = defaultdict(list)
for _f in FACTS:
    BY_HR[(_f[0], _f[1])].append(_f)
    BY_RT[(_f[1], _f[2])].append(_f)
    BY_R[_f[1]].append(_f)

TEAM_RELS_HEAD = ("homeBallpark", "wonPennant", "wonWorldSeriesAgainst")
CLASSES = {
    "person": {f[0] for f in FACTS if f[1] not in TEAM_RELS_HEAD},
    "team": ({f[0] for f in FACTS if f[1] in TEAM_RELS_HEAD}
             | {f[2] for f in FACTS if f[1] in ("managed", "allStarFor", "wonWorldSeriesAgainst")}),
    "park": {f[2] for f in FACTS if f[1] == "homeBallpark"},
    "award": {f[2] for f in FACTS if f[1] == "wonAward"},
    "place": {f[2] for f in FACTS if f[1] in ("bornIn", "diedIn")},
    "league": {f[2] for f in FACTS if f[1] == "wonPennant"},
}


def year(s):
    return int(s[:4])


def date(s):
    return dt.date.fromisoformat(s)


def whole_years(a, b):
    """completed years from day a to day b"""
    a, b = date(a), date(b)
    n = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        n -= 1
    return n


# ----------------------------------------------------------------------------------------------
# names: how a typed mention resolves to nodes

def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return s.lower().replace("\u2019", "'")


def words(s):
    return re.findall(r"[a-z0-9]+", fold(s))


# everyday names that are not words of the node's name
ALIASES = {
    "person": {
        "tommy lasorda": {"Tom Lasorda"},
        "ken griffey jr.": {"Ken Griffey (born 1969)"},
        "ken griffey sr.": {"Ken Griffey (born 1950)"},
        "cal ripken jr.": {"Cal Ripken (born 1960)"},
        "a-rod": {"Alex Rodriguez"},
        "big papi": {"David Ortiz"},
        "tony la russa": {"Tony LaRussa"},
        "yogi": {"Yogi Berra"},
        "sparky": {"Sparky Anderson"},
        "fergie jenkins": {"Fergie Jenkins"},
        "pete rose": {"Pete Rose (born 1941)"},
        "randy johnson": {"Randy Johnson (born 1963)"},
        "pedro martinez": {"Pedro Martinez (born 1971)"},
        "bob gibson": {"Bob Gibson (born 1935)"},
        "joe morgan": {"Joe Morgan (born 1943)"},
        "billy martin": {"Billy Martin (born 1928)"},
        "joe mccarthy": {"Joe McCarthy (born 1887)"},
        "john mcgraw": {"John McGraw (born 1873)"},
        "frank thomas": {"Frank Thomas (born 1968)"},
        "dave roberts": {"Dave Roberts (born 1972)"},
    },
    "award": {
        "al mvp": {"American League Most Valuable Player"},
        "nl mvp": {"National League Most Valuable Player"},
        "american league mvp": {"American League Most Valuable Player"},
        "national league mvp": {"National League Most Valuable Player"},
        "al cy young": {"American League Cy Young Award"},
        "nl cy young": {"National League Cy Young Award"},
        "cy young": {"Cy Young Award", "American League Cy Young Award", "National League Cy Young Award"},
        "world series mvp": {"World Series MVP"},
        "al rookie of the year": {"American League Rookie of the Year"},
        "nl rookie of the year": {"National League Rookie of the Year"},
        "rookie of the year": {"Rookie of the Year", "American League Rookie of the Year",
                               "National League Rookie of the Year"},
        "al manager of the year": {"American League Manager of the Year"},
        "nl manager of the year": {"National League Manager of the Year"},
        "manager of the year": {"American League Manager of the Year", "National League Manager of the Year"},
        "gold glove": {"Gold Glove", "American League Gold Glove", "National League Gold Glove"},
        "silver slugger": {"American League Silver Slugger", "National League Silver Slugger"},
        "all-star game mvp": {"All-Star Game MVP"},
        "roberto clemente award": {"Roberto Clemente Award"},
        "mvp": {"American League Most Valuable Player", "National League Most Valuable Player"},
    },
    "league": {
        "american league": {"American League"}, "al": {"American League"},
        "national league": {"National League"}, "nl": {"National League"},
    },
    "team": {
        "a's": None,  # = "Athletics"
    },
}


def strip_paren(n):
    return re.sub(r" \((born \d{4}|[a-z0-9]+)\)$", "", n)


def resolve(typed, cls, ctx=None):
    """the set of nodes of class cls that a typed mention names, before and after context."""
    key = fold(typed)
    if key.startswith("the "):
        key = key[4:]
    nodes = CLASSES.get(cls, set())
    al = ALIASES.get(cls, {})
    if key not in al and key.endswith("s") and key[:-1] in al:
        key = key[:-1]  # plural: "Gold Gloves"
    if key in al and al[key] is not None:
        cands = set(al[key])
    elif cls == "team":
        if key == "a's":
            key = "athletics"
        cands = {n for n in nodes if fold(n) == key or fold(n).endswith(" " + key)}
    elif cls == "park":
        cands = {n for n in nodes if fold(n) == key or re.fullmatch(re.escape(key) + r" (i|ii|iii|iv)", fold(n))}
    elif cls == "country":
        cands = {n for n in CLASSES["place"] if fold(n).endswith(", " + key)}
        return cands
    else:
        exact = {n for n in nodes if fold(n) == key}
        if exact:
            cands = exact
        else:
            tw = words(key)
            cands = set()
            for n in nodes:
                nw = words(strip_paren(n))
                if any(nw[i:i + len(tw)] == tw for i in range(len(nw) - len(tw) + 1)):
                    cands.add(n)
    if ctx and len(cands) > 1:
        rel, tails = ctx
        cands = {n for n in cands if any(tails is None or f[2] in tails for f in BY_HR[(n, rel)])}
    return cands


# ----------------------------------------------------------------------------------------------
# semantics

def spells(head, rel, tails=None):
    return sorted((f for f in BY_HR[(head, rel)] if tails is None or f[2] in tails), key=lambda f: (f[3], f[4], f[2]))


def overlaps_years(f, y1, y2):
    return year(f[3]) <= y2 and year(f[4]) >= y1


def only(xs, what):
    xs = list(xs)
    if len(xs) != 1:
        fail(f"{what}: expected exactly one, got {len(xs)}: {xs[:5]}")
    return xs[0]


def first_start(head, rel, tails):
    return min(f[3] for f in spells(head, rel, tails))


def event_day(ev):
    """ev = (head, rel, tails or None, 'start'|'end'); the only fact's day."""
    head, rel, tails, which = ev[:4]
    if len(ev) == 5:  # the idx-th fact (0 = first, -1 = last) when there are several
        f = spells(head, rel, tails)[ev[4]]
    else:
        f = only(spells(head, rel, tails), f"event {ev}")
    return f[3] if which == "start" else f[4]


def fmt(day, gran):
    return {"day": day[:10], "month": day[:7], "year": day[:4]}[gran]


def answer(m):
    op = m["op"]
    if op == "holders":  # heads with rel to one of tails at some point of years y1..y2
        return sorted({f[0] for t in m["tails"] for f in BY_RT[(m["rel"], t)] if overlaps_years(f, m["y1"], m["y2"])})
    if op == "tails":  # tails of a head (or heads) in years y1..y2
        heads = m["heads"]
        return sorted({f[2] for h in heads for f in BY_HR[(h, m["rel"])] if overlaps_years(f, m["y1"], m["y2"])})
    if op == "winner":  # who won one of the awards (wonAward tails) in a year; or WS winner/loser/pennant
        return sorted({f[0] for t in m["tails"] for f in BY_RT[(m["rel"], t)] if year(f[3]) == m["y"]})
    if op == "ws":  # World Series of a year: 'winner' / 'loser'; optional team set that must take part
        fs = [f for f in BY_R["wonWorldSeriesAgainst"] if year(f[3]) == m["y"]]
        if "team" in m:
            fs = [f for f in fs if f[0] in m["team"] or f[2] in m["team"]]
            if m["side"] == "opponent":
                return sorted({f[2] if f[0] in m["team"] else f[0] for f in fs})
            if m["side"] == "beaten_by_team":
                return sorted({f[2] for f in fs if f[0] in m["team"]})
        return sorted({f[0] if m["side"] == "winner" else f[2] for f in fs})
    if op == "date":  # day/month/year of a person's only fact
        return [fmt(event_day(m["ev"]), m["gran"])]
    if op == "place":
        return [only(spells(m["head"], m["rel"]), "place")[2]]
    if op == "years_of":  # years in which head had rel to tails (instants), as a list
        return sorted({f[3][:4] for f in spells(m["head"], m["rel"], m["tails"])})
    if op == "nth":  # n-th distinct head on tails ordered by first start year (ties refused)
        heads = {f[0] for t in m["tails"] for f in BY_RT[(m["rel"], t)]}
        order = sorted(heads, key=lambda h: first_start(h, m["rel"], m["tails"]))
        key = [first_start(h, m["rel"], m["tails"]) for h in order]
        i = m["n"] - 1 if m["n"] > 0 else len(order) + m["n"]
        if key.count(key[i]) > 1:
            fail(f"nth tie in {m}: {[h for h in order if first_start(h, m['rel'], m['tails']) == key[i]]}")
        return [order[i]]
    if op in ("next", "prev"):  # manager after / before X on the team (year level)
        mine = spells(m["head"], m["rel"], m["tails"])
        others = [f for t in m["tails"] for f in BY_RT[(m["rel"], t)] if f[0] != m["head"]]
        if op == "next":
            end = max(year(f[4]) for f in mine)
            cands = [f for f in others if year(f[3]) >= end and year(f[3]) > year(mine[-1][3])]
            best = min(year(f[3]) for f in cands)
        else:
            start = min(year(f[3]) for f in mine)
            cands = [f for f in others if year(f[4]) <= start and year(f[4]) < year(mine[0][4])]
            best = max(year(f[4]) for f in cands)
            return sorted({f[0] for f in cands if year(f[4]) == best})
        return sorted({f[0] for f in cands if year(f[3]) == best})
    if op == "count_tails":  # how many different tails
        return [str(len({f[2] for f in spells(m["head"], m["rel"], m.get("tails"))}))]
    if op == "count_years":  # how many different years (seasons) heads had rel to tails within y1..y2
        ys = set()
        for h in m["heads"]:
            for f in spells(h, m["rel"], m.get("tails")):
                for y in range(max(year(f[3]), m.get("y1", 0)), min(year(f[4]), m.get("y2", 9999)) + 1):
                    ys.add(y)
        return [str(len(ys))]
    if op == "count_heads":  # how many different heads with rel to tails at some point of y1..y2
        hs = {f[0] for t in m["tails"] for f in BY_RT[(m["rel"], t)] if overlaps_years(f, m["y1"], m["y2"])}
        return [str(len(hs))]
    if op == "count_starts":  # heads whose first fact on tails starts in y1..y2 (debuts, births)
        hs = {f[0] for t in m["tails"] for f in BY_RT[(m["rel"], t)] if m["y1"] <= year(f[3]) <= m["y2"]}
        return [str(len(hs))]
    if op == "born_country_first":  # first / last to debut among those born in a country
        born = {f[0] for t in m["places"] for f in BY_RT[("bornIn", t)]}
        deb = sorted((f[3], f[0]) for h in born for f in BY_HR[(h, "playedInMajorLeagues")])
        d = deb[0][0] if m["which"] == "first" else None
        return sorted(h for day, h in deb if day == d)
    if op == "days_between":
        a, b = event_day(m["a"]), event_day(m["b"])
        return [str(abs((date(b) - date(a)).days))]
    if op == "years_between":  # whole years from a to b (a earlier)
        a, b = event_day(m["a"]), event_day(m["b"])
        if a > b:
            fail(f"years_between: a after b in {m}")
        return [str(whole_years(a, b))]
    if op == "career_days":
        f = only(spells(m["head"], "playedInMajorLeagues"), "career")
        return [str((date(f[4]) - date(f[3])).days)]
    if op == "order":  # which named event came first
        days = [(event_day(ev), ev[0]) for ev in m["evs"]]
        if len({d for d, _ in days}) != len(days):
            fail(f"order: equal days in {m}")
        return [min(days)[1]]
    if op == "same_year_holders":  # holders of rel/tails in the year of another (instant) event
        y = year(event_day(m["ev"]))
        return sorted({f[0] for t in m["tails"] for f in BY_RT[(m["rel"], t)] if overlaps_years(f, y, y)})
    if op == "award_in_year_of":  # winners of award tails in the year of another event (+ offset years)
        y = year(event_day(m["ev"])) + m.get("offset", 0)
        return sorted({f[0] for t in m["tails"] for f in BY_RT[("wonAward", t)] if year(f[3]) == y})
    if op == "ws_during":  # World Series won by team set in the years head managed tails
        ys = set()
        for f in spells(m["head"], "managed", m["tails"]):
            ys |= set(range(year(f[3]), year(f[4]) + 1))
        won = {year(f[3]) for h in m["team"] for f in BY_HR[(h, "wonWorldSeriesAgainst")]}
        return [str(len(ys & won))]
    if op == "most_awards":  # among heads (None = all), who won the most awards with tails
        c = Counter(f[0] for t in m["tails"] for f in BY_RT[("wonAward", t)]
                    if m.get("heads") is None or f[0] in m["heads"])
        top = max(c.values())
        return sorted(h for h, n in c.items() if n == top)
    if op == "most_seasons":  # among managers of team, the one with most seasons there
        c = Counter()
        for t in m["tails"]:
            for f in BY_RT[("managed", t)]:
                for y in range(year(f[3]), year(f[4]) + 1):
                    c[(f[0], y)] = 1
        per = Counter(h for h, y in c)
        top = max(per.values())
        return sorted(h for h, n in per.items() if n == top)
    if op == "most_titles":  # among named franchises (lists of nodes), the one with most WS wins
        c = {label: len({f[3] for h in nodes for f in BY_HR[(h, "wonWorldSeriesAgainst")]
                         if m["y1"] <= year(f[3]) <= m["y2"]})
             for label, nodes in m["teams"].items()}
        top = max(c.values())
        return sorted(m["answer_node"][label] for label, n in c.items() if n == top)
    if op == "year_most":  # year with the most facts of rel (optionally tails)
        c = Counter(f[3][:4] for f in BY_R[m["rel"]] if m.get("tails") is None or f[2] in m["tails"])
        top = max(c.values())
        return sorted(y for y, n in c.items() if n == top)
    if op == "most_teams_managed":  # among named people, who managed the most different teams (names)
        c = {h: len({f[2] for f in BY_HR[(h, "managed")]}) for h in m["heads"]}
        top = max(c.values())
        return sorted(h for h, n in c.items() if n == top)
    if op == "longest_career":  # among named people
        c = {h: (lambda f: (date(f[4]) - date(f[3])).days)(only(spells(h, "playedInMajorLeagues"), "career"))
             for h in m["heads"]}
        top = max(c.values())
        return sorted(h for h, n in c.items() if n == top)
    if op == "same_day":  # other people whose fact (rel, tail) has the same day as the named event
        d = event_day(m["ev"])
        key = 3 if m["which"] == "start" else 4
        return sorted({f[0] for f in BY_R[m["rel"]] if f[key] == d and f[0] != m["ev"][0]})
    if op == "month_after":  # people whose fact of rel starts in the calendar month after the event
        d = date(event_day(m["ev"]))
        y, mo = (d.year + (d.month == 12), d.month % 12 + 1)
        return sorted({f[0] for f in BY_R[m["rel"]] if (m.get("tails") is None or f[2] in m["tails"])
                       and f[3][:7] == f"{y:04d}-{mo:02d}"})
    if op == "exists":
        ok = any(overlaps_years(f, m.get("y1", 0), m.get("y2", 9999))
                 for f in spells(m["head"], m["rel"], m.get("tails")))
        return ["yes" if ok else "no"]
    if op == "age_at":  # whole years from birth to an event
        b = only(spells(m["head"], "bornIn"), "birth")[3]
        return [str(whole_years(b, event_day(m["ev"])))]
    fail(f"unknown op {op}")


def answer_extra(m):
    op = m["op"]
    if op == "count_born_debut":  # people born in one of places whose debut falls in y1..y2
        born = {f[0] for t in m["places"] for f in BY_RT[("bornIn", t)]}
        return [str(len({h for h in born for f in BY_HR[(h, "playedInMajorLeagues")]
                         if m["y1"] <= year(f[3]) <= m["y2"]}))]
    if op == "year_diff":  # b's year minus a's year (b is a year-only instant)
        return [str(year(event_day(m["b"])) - year(event_day(m["a"])))]
    if op == "ws_during_list":  # World Series in the seasons X managed a team: who beat the team / whom it beat
        ys = set()
        for f in spells(m["head"], "managed", m["tails"]):
            ys |= set(range(year(f[3]), year(f[4]) + 1))
        fs = [f for f in BY_R["wonWorldSeriesAgainst"] if year(f[3]) in ys]
        if m["side"] == "beat_team":
            return sorted({f[0] for f in fs if f[2] in m["team"]})
        return sorted({f[2] for f in fs if f[0] in m["team"]})
    if op == "ws_year_offset":  # World Series winner offset years from the team's n-th title
        ys = sorted({year(f[3]) for h in m["team"] for f in BY_HR[(h, "wonWorldSeriesAgainst")]})
        y = ys[m["n"]] + m["offset"]
        return sorted({f[0] for f in BY_R["wonWorldSeriesAgainst"] if year(f[3]) == y})
    return None


_answer = answer


def answer(m):  # noqa: F811
    r = answer_extra(m)
    return r if r is not None else _answer(m)


# ----------------------------------------------------------------------------------------------
# the cases: kind, question, meaning (with @k for the k-th mention), mentions (typed, class, context)

def C(kind, q, m, *mentions):
    return {"kind": kind, "q": q, "m": m, "mentions": list(mentions)}


P, T, A, K, L, N = "person", "team", "award", "park", "league", "country"
MGR = ("managed", None)

MP = "playedInMajorLeagues"
CASES = [
    # ---- who: managers of a team in a year / span
    C("who", "Who managed the Mets in 1986?",
      {"op": "holders", "rel": "managed", "tails": "@0", "y1": 1986, "y2": 1986}, ("the Mets", T)),
    C("who", "who was the red sox manager in 2004",
      {"op": "holders", "rel": "managed", "tails": "@0", "y1": 2004, "y2": 2004}, ("red sox", T)),
    C("who", "Who managed the Dodgers in 1976?",
      {"op": "holders", "rel": "managed", "tails": "@0", "y1": 1976, "y2": 1976}, ("the Dodgers", T)),
    C("who", "Who was in charge of the Cubs when they won it all in 2016?",
      {"op": "holders", "rel": "managed", "tails": "@0", "y1": 2016, "y2": 2016}, ("the Cubs", T)),
    C("who", "Who were the Yankees' managers in 1978?",
      {"op": "holders", "rel": "managed", "tails": "@0", "y1": 1978, "y2": 1978}, ("Yankees", T)),
    C("who", "Who ran the Montreal Expos dugout in 1994?",
      {"op": "holders", "rel": "managed", "tails": "@0", "y1": 1994, "y2": 1994}, ("Montreal Expos", T)),
    C("who", "Who managed the Seattle Mariners between 1995 and 2001?",
      {"op": "holders", "rel": "managed", "tails": "@0", "y1": 1995, "y2": 2001}, ("Seattle Mariners", T)),
    C("who", "Who was the Giants skipper in 1954?",
      {"op": "holders", "rel": "managed", "tails": "@0", "y1": 1954, "y2": 1954}, ("Giants", T)),
    C("who", "Who won the AL MVP in 1961?",
      {"op": "winner", "rel": "wonAward", "tails": "@0", "y": 1961}, ("AL MVP", A)),
    C("who", "Who was the NL MVP in 1979?",
      {"op": "winner", "rel": "wonAward", "tails": "@0", "y": 1979}, ("NL MVP", A)),
    C("who", "Who won the Cy Young in 1963?",
      {"op": "winner", "rel": "wonAward", "tails": "@0", "y": 1963}, ("Cy Young", A)),
    C("who", "who took home the nl cy young in 2000",
      {"op": "winner", "rel": "wonAward", "tails": "@0", "y": 2000}, ("nl cy young", A)),
    C("who", "Who was named World Series MVP in 1981?",
      {"op": "winner", "rel": "wonAward", "tails": "@0", "y": 1981}, ("World Series MVP", A)),
    C("who", "Who was the AL Manager of the Year in 1996?",
      {"op": "winner", "rel": "wonAward", "tails": "@0", "y": 1996}, ("AL Manager of the Year", A)),
    C("who", "Who won the World Series in 1969?",
      {"op": "ws", "y": 1969, "side": "winner"}),
    C("who", "Which team lost the 1960 World Series?",
      {"op": "ws", "y": 1960, "side": "loser"}),
    C("who", "Who did the Red Sox beat in the 2004 World Series?",
      {"op": "ws", "y": 2004, "side": "beaten_by_team", "team": "@0"}, ("the Red Sox", T)),
    C("who", "Who won the National League pennant in 1951?",
      {"op": "winner", "rel": "wonPennant", "tails": "@0", "y": 1951}, ("National League", L)),
    C("who", "Which teams played their home games at Shea Stadium in 1975?",
      {"op": "holders", "rel": "homeBallpark", "tails": "@0", "y1": 1975, "y2": 1975}, ("Shea Stadium", K)),
    C("what", "Where did the Dodgers play their home games in 1959?",
      {"op": "tails", "heads": "@0", "rel": "homeBallpark", "y1": 1959, "y2": 1959}, ("the Dodgers", T)),
    C("what", "What teams did Joe Torre manage in the 1980s?",
      {"op": "tails", "heads": ["@0"], "rel": "managed", "y1": 1980, "y2": 1989}, ("Joe Torre", P, MGR)),
    C("what", "Which club was Leo Durocher managing in 1970?",
      {"op": "tails", "heads": ["@0"], "rel": "managed", "y1": 1970, "y2": 1970}, ("Leo Durocher", P, MGR)),
    C("what", "Where was Babe Ruth born?", {"op": "place", "head": "@0", "rel": "bornIn"}, ("Babe Ruth", P)),
    C("what", "Which team was Hank Aaron an All-Star for in 1958?",
      {"op": "tails", "heads": ["@0"], "rel": "allStarFor", "y1": 1958, "y2": 1958}, ("Hank Aaron", P)),
    C("what", "What was the Astros' ballpark called in 2001?",
      {"op": "tails", "heads": "@0", "rel": "homeBallpark", "y1": 2001, "y2": 2001}, ("Astros", T)),
    C("what", "Which team did Dusty Baker manage in 2010?",
      {"op": "tails", "heads": ["@0"], "rel": "managed", "y1": 2010, "y2": 2010}, ("Dusty Baker", P, MGR)),
    C("what", "What team did Ted Williams manage in 1970?",
      {"op": "tails", "heads": ["@0"], "rel": "managed", "y1": 1970, "y2": 1970}, ("Ted Williams", P, MGR)),
    # ---- when
    C("when", "When did Jackie Robinson make his major league debut?",
      {"op": "date", "ev": ("@0", MP, None, "start"), "gran": "day"}, ("Jackie Robinson", P)),
    C("when", "When did Derek Jeter play his last game?",
      {"op": "date", "ev": ("@0", MP, None, "end"), "gran": "day"}, ("Derek Jeter", P)),
    C("when", "What year did Ted Williams get into the Hall of Fame?",
      {"op": "date", "ev": ("@0", "inductedInto", None, "start"), "gran": "year"}, ("Ted Williams", P)),
    C("when", "When was Sandy Koufax born?",
      {"op": "date", "ev": ("@0", "bornIn", None, "start"), "gran": "day"}, ("Sandy Koufax", P)),
    C("when", "What month did Lou Gehrig die?",
      {"op": "date", "ev": ("@0", "diedIn", None, "start"), "gran": "month"}, ("Lou Gehrig", P)),
    C("when", "In what year did Ichiro win the AL MVP?",
      {"op": "date", "ev": ("@0", "wonAward", "@1", "start"), "gran": "year"}, ("Ichiro", P), ("AL MVP", A)),
    C("when", "Which years did Roger Maris win the AL MVP?",
      {"op": "years_of", "head": "@0", "rel": "wonAward", "tails": "@1"}, ("Roger Maris", P), ("AL MVP", A)),
    C("when", "When did Roberto Clemente die?",
      {"op": "date", "ev": ("@0", "diedIn", None, "start"), "gran": "day"}, ("Roberto Clemente", P)),
    C("when", "What year was Ken Griffey Jr. inducted into Cooperstown?",
      {"op": "date", "ev": ("@0", "inductedInto", None, "start"), "gran": "year"}, ("Ken Griffey Jr.", P)),
    C("when", "In which years did Sandy Koufax win the Cy Young?",
      {"op": "years_of", "head": "@0", "rel": "wonAward", "tails": "@1"}, ("Sandy Koufax", P), ("Cy Young", A)),
    C("when", "When did Cal Ripken Jr. play his final game?",
      {"op": "date", "ev": ("@0", MP, None, "end"), "gran": "day"}, ("Cal Ripken Jr.", P)),
    # ---- nth / first / last
    C("nth", "Who was the first manager of the Mets?",
      {"op": "nth", "rel": "managed", "tails": "@0", "n": 1}, ("the Mets", T)),
    C("nth", "Who was the first manager of the Toronto Blue Jays?",
      {"op": "nth", "rel": "managed", "tails": "@0", "n": 1}, ("Toronto Blue Jays", T)),
    C("nth", "Who was the second manager in Seattle Mariners history?",
      {"op": "nth", "rel": "managed", "tails": "@0", "n": 2}, ("Seattle Mariners", T)),
    C("nth", "Who was the very first Cy Young winner?",
      {"op": "nth", "rel": "wonAward", "tails": "@0", "n": 1}, ("Cy Young", A)),
    C("nth", "Who was the last manager of the Montreal Expos?",
      {"op": "nth", "rel": "managed", "tails": "@0", "n": -1}, ("Montreal Expos", T)),
    C("nth", "who was the mets' fourth manager",
      {"op": "nth", "rel": "managed", "tails": "@0", "n": 4}, ("mets", T)),
    C("nth", "Who was the first Japanese-born player in the majors?",
      {"op": "born_country_first", "places": "@0", "which": "first"}, ("Japan", N)),
    C("nth", "Who was the first player from the Dominican Republic to make it to the big leagues?",
      {"op": "born_country_first", "places": "@0", "which": "first"}, ("Dominican Republic", N)),
    C("nth", "Who won the first NL Manager of the Year award?",
      {"op": "nth", "rel": "wonAward", "tails": "@0", "n": 1}, ("NL Manager of the Year", A)),
    # ---- next / prev
    C("next", "Who took over the Yankees after Joe Torre?",
      {"op": "next", "head": "@1", "rel": "managed", "tails": "@0"}, ("Yankees", T), ("Joe Torre", P, MGR)),
    C("next", "Who replaced Tommy Lasorda as Dodgers manager?",
      {"op": "next", "head": "@0", "rel": "managed", "tails": "@1"}, ("Tommy Lasorda", P), ("Dodgers", T)),
    C("next", "Who managed the Red Sox after Terry Francona left?",
      {"op": "next", "head": "@1", "rel": "managed", "tails": "@0"}, ("the Red Sox", T), ("Terry Francona", P, MGR)),
    C("next", "Who succeeded Gil Hodges as manager of the Mets?",
      {"op": "next", "head": "@0", "rel": "managed", "tails": "@1"}, ("Gil Hodges", P, MGR), ("the Mets", T)),
    C("prev", "Who managed the Cubs right before Joe Maddon?",
      {"op": "prev", "head": "@1", "rel": "managed", "tails": "@0"}, ("the Cubs", T), ("Joe Maddon", P, MGR)),
    C("prev", "Who was the Giants' manager before Bruce Bochy?",
      {"op": "prev", "head": "@1", "rel": "managed", "tails": "@0"}, ("Giants", T), ("Bruce Bochy", P, MGR)),
    C("prev", "Who did Casey Stengel replace as Yankees manager?",
      {"op": "prev", "head": "@0", "rel": "managed", "tails": "@1"}, ("Casey Stengel", P, MGR), ("Yankees", T)),
    C("prev", "Who managed the Blue Jays just before Cito Gaston first took over?",
      {"op": "prev", "head": "@1", "rel": "managed", "tails": "@0"}, ("Blue Jays", T), ("Cito Gaston", P, MGR)),
    # ---- count
    C("count", "How many different teams did Joe Torre manage?",
      {"op": "count_tails", "head": "@0", "rel": "managed"}, ("Joe Torre", P, MGR)),
    C("count", "How many Cy Young Awards did Roger Clemens win?",
      {"op": "count_years", "heads": ["@0"], "rel": "wonAward", "tails": "@1"}, ("Roger Clemens", P), ("Cy Young", A)),
    C("count", "How many World Series did the Yankees win in the 1950s?",
      {"op": "count_years", "heads": "@0", "rel": "wonWorldSeriesAgainst", "y1": 1950, "y2": 1959}, ("the Yankees", T)),
    C("count", "How many managers did the Mets go through in the 1990s?",
      {"op": "count_heads", "rel": "managed", "tails": "@0", "y1": 1990, "y2": 1999}, ("the Mets", T)),
    C("count", "How many times was Derek Jeter picked for the All-Star team?",
      {"op": "count_years", "heads": ["@0"], "rel": "allStarFor"}, ("Derek Jeter", P)),
    C("count", "How many Gold Gloves did Ichiro win?",
      {"op": "count_years", "heads": ["@0"], "rel": "wonAward", "tails": "@1"}, ("Ichiro", P), ("Gold Glove", A)),
    C("count", "How many teams has Dusty Baker managed?",
      {"op": "count_tails", "head": "@0", "rel": "managed"}, ("Dusty Baker", P, MGR)),
    C("count", "How many players born in Japan made their major league debut between 1995 and 2005?",
      {"op": "count_born_debut", "places": "@0", "y1": 1995, "y2": 2005}, ("Japan", N)),
    C("count", "How many World Series titles did the Giants win in the 2010s?",
      {"op": "count_years", "heads": "@0", "rel": "wonWorldSeriesAgainst", "y1": 2010, "y2": 2019}, ("the Giants", T)),
    C("count", "How many MVP awards did Barry Bonds win?",
      {"op": "count_years", "heads": ["@0"], "rel": "wonAward", "tails": "@1"}, ("Barry Bonds", P), ("MVP", A)),
    C("count", "How many different men managed the Cubs in 1961?",
      {"op": "count_heads", "rel": "managed", "tails": "@0", "y1": 1961, "y2": 1961}, ("the Cubs", T)),
    C("count", "How many people went into the Hall of Fame in 1999?",
      {"op": "count_starts", "rel": "inductedInto", "tails": ["Baseball Hall of Fame"], "y1": 1999, "y2": 1999}),
    # ---- how long
    C("howlong", "In how many seasons did Tommy Lasorda manage the Dodgers?",
      {"op": "count_years", "heads": ["@0"], "rel": "managed", "tails": "@1"}, ("Tommy Lasorda", P), ("the Dodgers", T)),
    C("howlong", "How many days passed between Jackie Robinson's first big league game and his last one?",
      {"op": "career_days", "head": "@0"}, ("Jackie Robinson", P)),
    C("howlong", "How many seasons was Casey Stengel the Yankees manager?",
      {"op": "count_years", "heads": ["@0"], "rel": "managed", "tails": "@1"}, ("Casey Stengel", P, MGR), ("Yankees", T)),
    C("howlong", "How many days were there between Lou Gehrig's first game in the majors and his last?",
      {"op": "career_days", "head": "@0"}, ("Lou Gehrig", P)),
    C("howlong", "For how many seasons did Bobby Cox manage the Braves?",
      {"op": "count_years", "heads": ["@0"], "rel": "managed", "tails": "@1"}, ("Bobby Cox", P, MGR), ("the Braves", T)),
    C("howlong", "How many years did the Astros play in the Astrodome?",
      {"op": "count_years", "heads": "@0", "rel": "homeBallpark", "tails": "@1"}, ("the Astros", T), ("the Astrodome", K)),
    C("between", "How many days after Jackie Robinson's debut did Larry Doby play his first game?",
      {"op": "days_between", "a": ("@0", MP, None, "start"), "b": ("@1", MP, None, "start")},
      ("Jackie Robinson", P), ("Larry Doby", P)),
    C("between", "How old was Babe Ruth when he died?",
      {"op": "age_at", "head": "@0", "ev": ("@0", "diedIn", None, "start")}, ("Babe Ruth", P)),
    C("between", "How old was Ken Griffey Jr. when he made his debut?",
      {"op": "age_at", "head": "@0", "ev": ("@0", MP, None, "start")}, ("Ken Griffey Jr.", P)),
    C("between", "How many years after his last game did Hank Aaron go into the Hall of Fame?",
      {"op": "year_diff", "a": ("@0", MP, None, "end"), "b": ("@0", "inductedInto", None, "start")}, ("Hank Aaron", P)),
    C("between", "How many days passed between Lou Gehrig's final game and his death?",
      {"op": "days_between", "a": ("@0", MP, None, "end"), "b": ("@0", "diedIn", None, "start")}, ("Lou Gehrig", P)),
    C("between", "How many days apart were Mickey Mantle and Willie Mays born?",
      {"op": "days_between", "a": ("@0", "bornIn", None, "start"), "b": ("@1", "bornIn", None, "start")},
      ("Mickey Mantle", P), ("Willie Mays", P)),
    C("between", "How old was Roberto Clemente when he died?",
      {"op": "age_at", "head": "@0", "ev": ("@0", "diedIn", None, "start")}, ("Roberto Clemente", P)),
    C("between", "How many full years after Ken Griffey Sr.'s debut did his son Ken Griffey Jr. debut?",
      {"op": "years_between", "a": ("@0", MP, None, "start"), "b": ("@1", MP, None, "start")},
      ("Ken Griffey Sr.", P), ("Ken Griffey Jr.", P)),
    # ---- order
    C("order", "Who made his major league debut first, Willie Mays or Mickey Mantle?",
      {"op": "order", "evs": [("@0", MP, None, "start"), ("@1", MP, None, "start")]}, ("Willie Mays", P), ("Mickey Mantle", P)),
    C("order", "Who was born first, Ted Williams or Joe DiMaggio?",
      {"op": "order", "evs": [("@0", "bornIn", None, "start"), ("@1", "bornIn", None, "start")]},
      ("Ted Williams", P), ("Joe DiMaggio", P)),
    C("order", "Which of them played his last game first: Derek Jeter or Mariano Rivera?",
      {"op": "order", "evs": [("@0", MP, None, "end"), ("@1", MP, None, "end")]}, ("Derek Jeter", P), ("Mariano Rivera", P)),
    C("order", "Who played his final game first, Cal Ripken Jr. or Mark McGwire?",
      {"op": "order", "evs": [("@0", MP, None, "end"), ("@1", MP, None, "end")]}, ("Cal Ripken Jr.", P), ("Mark McGwire", P)),
    C("order", "who passed away first, joe dimaggio or mickey mantle",
      {"op": "order", "evs": [("@0", "diedIn", None, "start"), ("@1", "diedIn", None, "start")]},
      ("joe dimaggio", P), ("mickey mantle", P)),
    # ---- same time / during
    C("same", "Who managed the Red Sox the year Ted Williams won his first MVP?",
      {"op": "same_year_holders", "rel": "managed", "tails": "@0", "ev": ("@1", "wonAward", "@2", "start", 0)},
      ("the Red Sox", T), ("Ted Williams", P), ("MVP", A)),
    C("same", "Who won the NL MVP the year Jackie Robinson broke into the majors?",
      {"op": "award_in_year_of", "tails": "@0", "ev": ("@1", MP, None, "start")}, ("NL MVP", A), ("Jackie Robinson", P)),
    C("same", "Who was managing the Yankees when Don Larsen was World Series MVP?",
      {"op": "same_year_holders", "rel": "managed", "tails": "@0", "ev": ("@1", "wonAward", "@2", "start")},
      ("Yankees", T), ("Don Larsen", P), ("World Series MVP", A)),
    C("same", "How many World Series did the Yankees win with Joe Torre as their manager?",
      {"op": "ws_during", "head": "@1", "tails": "@0", "team": "@0"}, ("Yankees", T), ("Joe Torre", P, MGR)),
    C("same", "Which team beat the Dodgers in the World Series while Tommy Lasorda was running the club?",
      {"op": "ws_during_list", "head": "@1", "tails": "@0", "team": "@0", "side": "beat_team"},
      ("the Dodgers", T), ("Tommy Lasorda", P)),
    C("same", "Who won the AL Cy Young in the year Cal Ripken Jr. was rookie of the year?",
      {"op": "award_in_year_of", "tails": "@0", "ev": ("@1", "wonAward", "@2", "start")},
      ("AL Cy Young", A), ("Cal Ripken Jr.", P), ("rookie of the year", A)),
    C("same", "Who was the Mets manager when Dwight Gooden won the Cy Young?",
      {"op": "same_year_holders", "rel": "managed", "tails": "@0", "ev": ("@1", "wonAward", "@2", "start")},
      ("Mets", T), ("Dwight Gooden", P), ("Cy Young", A)),
    C("same", "How many World Series did the Yankees win while Casey Stengel was their manager?",
      {"op": "ws_during", "head": "@1", "tails": "@0", "team": "@0"}, ("Yankees", T), ("Casey Stengel", P, MGR)),
    C("same", "Who else debuted in the majors on the same day as Ichiro?",
      {"op": "same_day", "rel": MP, "which": "start", "ev": ("@0", MP, None, "start")}, ("Ichiro", P)),
    C("same", "Who won the AL MVP the year after Mickey Mantle's last MVP?",
      {"op": "award_in_year_of", "tails": "@0", "offset": 1, "ev": ("@1", "wonAward", "@0", "start", -1)},
      ("AL MVP", A), ("Mickey Mantle", P)),
    C("same", "Which team won the World Series the year before the Mets won their first one?",
      {"op": "ws_year_offset", "team": "@0", "n": 0, "offset": -1}, ("the Mets", T)),
    # ---- most
    C("most", "Who has won the most NL MVP awards?",
      {"op": "most_awards", "tails": "@0"}, ("NL MVP", A)),
    C("most", "Which manager was in charge of the Yankees for the most seasons?",
      {"op": "most_seasons", "tails": "@0"}, ("Yankees", T)),
    C("most", "Who won more Cy Young Awards, Randy Johnson or Greg Maddux?",
      {"op": "most_awards", "tails": "@2", "heads": ["@0", "@1"]}, ("Randy Johnson", P), ("Greg Maddux", P), ("Cy Young", A)),
    C("most", "Which team won more World Series in the 2010s, the Giants or the Red Sox?",
      {"op": "most_titles", "teams": {"Giants": "@0", "Red Sox": "@1"},
       "answer_node": {"Giants": "San Francisco Giants", "Red Sox": "Boston Red Sox"}, "y1": 2010, "y2": 2019},
      ("the Giants", T), ("the Red Sox", T)),
    C("most", "In what year were the most people inducted into the Hall of Fame?",
      {"op": "year_most", "rel": "inductedInto"}),
    C("most", "Who has won the most Gold Gloves?",
      {"op": "most_awards", "tails": "@0"}, ("Gold Gloves", A)),
    C("most", "Who managed more different teams, Billy Martin or Dick Williams?",
      {"op": "most_teams_managed", "heads": ["@0", "@1"]}, ("Billy Martin", P), ("Dick Williams", P, MGR)),
    C("most", "Whose big league career was longer, Nolan Ryan's or Pete Rose's?",
      {"op": "longest_career", "heads": ["@0", "@1"]}, ("Nolan Ryan", P), ("Pete Rose", P)),
    # ---- yes / no
    C("yesno", "Did Pete Rose ever make it into the Hall of Fame?",
      {"op": "exists", "head": "@0", "rel": "inductedInto"}, ("Pete Rose", P)),
    C("yesno", "Was Yogi Berra ever the manager of the Mets?",
      {"op": "exists", "head": "@0", "rel": "managed", "tails": "@1"}, ("Yogi Berra", P), ("the Mets", T)),
    C("yesno", "Did Ted Williams win the AL MVP in 1941?",
      {"op": "exists", "head": "@0", "rel": "wonAward", "tails": "@1", "y1": 1941, "y2": 1941}, ("Ted Williams", P), ("AL MVP", A)),
    C("yesno", "Were the Astros still playing in the Astrodome in 2001?",
      {"op": "exists", "head": "Houston Astros", "rel": "homeBallpark", "tails": "@1", "y1": 2001, "y2": 2001},
      ("the Astros", T), ("the Astrodome", K)),
    C("yesno", "Did Billy Martin manage the Yankees in 1983?",
      {"op": "exists", "head": "@0", "rel": "managed", "tails": "@1", "y1": 1983, "y2": 1983}, ("Billy Martin", P), ("the Yankees", T)),
    C("yesno", "Was Ken Griffey Jr. ever an All-Star for the Reds?",
      {"op": "exists", "head": "@0", "rel": "allStarFor", "tails": "@1"}, ("Ken Griffey Jr.", P), ("the Reds", T)),
    C("yesno", "Did Sandy Koufax ever win the MVP?",
      {"op": "exists", "head": "@0", "rel": "wonAward", "tails": "@1"}, ("Sandy Koufax", P), ("MVP", A)),
    C("yesno", "Did Leo Durocher ever manage the Yankees?",
      {"op": "exists", "head": "@0", "rel": "managed", "tails": "@1"}, ("Leo Durocher", P, MGR), ("the Yankees", T)),
    C("yesno", "Did Dusty Baker manage the Giants in 2003?",
      {"op": "exists", "head": "@0", "rel": "managed", "tails": "@1", "y1": 2003, "y2": 2003}, ("Dusty Baker", P, MGR), ("the Giants", T)),
    C("yesno", "Was Mariano Rivera born in Panama?",
      {"op": "exists", "head": "@0", "rel": "bornIn", "tails": "@1"}, ("Mariano Rivera", P), ("Panama", N)),
    # ---- no answer
    C("none", "Who won the World Series in 1994?", {"op": "ws", "y": 1994, "side": "winner"}),
    C("none", "Who won the Cy Young Award in 1950?",
      {"op": "winner", "rel": "wonAward", "tails": "@0", "y": 1950}, ("Cy Young", A)),
    C("none", "Which team played at Dodger Stadium in 1960?",
      {"op": "holders", "rel": "homeBallpark", "tails": "@0", "y1": 1960, "y2": 1960}, ("Dodger Stadium", K)),
    C("none", "Who did the Yankees beat in the 2001 World Series?",
      {"op": "ws", "y": 2001, "side": "beaten_by_team", "team": "@0"}, ("the Yankees", T)),
    C("none", "Which teams did Ted Williams manage in the 1950s?",
      {"op": "tails", "heads": ["@0"], "rel": "managed", "y1": 1950, "y2": 1959}, ("Ted Williams", P)),
]


# ----------------------------------------------------------------------------------------------
# checks and writer

def subst(x, res):
    if isinstance(x, str) and re.fullmatch(r"@\d+", x):
        return res[int(x[1:])]
    if isinstance(x, tuple):
        return tuple(subst(v, res) for v in x)
    if isinstance(x, list):
        return [subst(v, res) for v in x]
    if isinstance(x, dict):
        return {k: subst(v, res) for k, v in x.items()}
    return x


def mentions_of(case):
    """resolve every mention; persons must name one node (in context), the others a non-empty set"""
    out = []
    qf = fold(case["q"])
    for men in case["mentions"]:
        typed, cls = men[0], men[1]
        ctx = men[2] if len(men) > 2 else None
        if fold(typed) not in qf:
            fail(f"mention {typed!r} not typed in {case['q']!r}")
        nodes = resolve(typed, cls, ctx)
        if not nodes:
            fail(f"mention {typed!r} ({cls}) names nothing in {case['q']!r}")
        if cls == P:
            if len(nodes) != 1:
                fail(f"mention {typed!r} is ambiguous: {sorted(nodes)} in {case['q']!r}")
            out.append(next(iter(nodes)))
        else:
            out.append(sorted(nodes))
    return out


def years_in(m):
    ys = set()
    for k in ("y", "y1", "y2"):
        if k in m:
            ys.add(m[k])
    return ys


def check_years(case, m):
    q = case["q"]
    typed = {int(y) for y in re.findall(r"\b(1[89]\d\d|20\d\d)s?\b", q)}
    decades = {int(y) for y in re.findall(r"\b(1[89]\d0|20\d0)s\b", q)}
    allowed = set(typed) | {d + 9 for d in decades}
    for y in years_in(m):
        if y not in allowed:
            fail(f"year {y} of the meaning is not typed in {q!r}")
    for y in typed:
        if y not in years_in(m):
            fail(f"year {y} typed but not in the meaning of {q!r}")


NONE_KIND = "none"


def build():
    out, seen_q, seen_m = [], set(), set()
    for i, case in enumerate(CASES):
        res = mentions_of(case)
        m = subst(case["m"], res)
        check_years(case, m)
        ans = answer(m)
        if case["kind"] == NONE_KIND:
            if ans:
                fail(f"no-answer question has answers {ans}: {case['q']!r}")
        elif not ans:
            fail(f"empty answer: {case['q']!r}")
        if case["kind"] == "yesno" and ans not in (["yes"], ["no"]):
            fail(f"yes/no answer {ans}")
        if case["kind"] != "yesno" and ans in (["yes"], ["no"]):
            fail(f"yes/no answer outside yesno: {case['q']!r}")
        if len(ans) > 6:
            fail(f"too many answers ({len(ans)}): {case['q']!r}")
        nq = " ".join(words(case["q"]))
        mk = json.dumps(m, sort_keys=True, default=list)
        if nq in seen_q or mk in seen_m:
            fail(f"duplicate: {case['q']!r}")
        seen_q.add(nq)
        seen_m.add(mk)
        out.append({"id": f"g10-{i + 1:04d}", "question": case["q"], "answers": sorted(ans),
                    "_kind": case["kind"], "_m": m})
    yn = Counter(it["answers"][0] for it in out if it["_kind"] == "yesno")
    if yn["yes"] != yn["no"]:
        fail(f"yes/no not balanced: {dict(yn)}")
    if len(out) != 120:
        fail(f"expected 120 questions, got {len(out)}")
    return out


def dump(items):
    return json.dumps([{k: it[k] for k in ("id", "question", "answers")} for it in items],
                      ensure_ascii=False, indent=1) + "\n"


def main(argv):
    items = build()
    dev, test = items[0::2], items[1::2]
    files = {os.path.join(HERE, "graph10-dev.json"): dump(dev), os.path.join(HERE, "graph10-test.json"): dump(test)}
    if "--explain" in argv:
        half = "dev" if "--dev" in argv else None
        for i, it in enumerate(items):
            if half == "dev" and i % 2:
                continue
            print(it["id"], it["_kind"], "|", it["question"], "->", it["answers"])
            print("    ", json.dumps(it["_m"], default=list)[:300])
        return
    if "--stats" in argv:
        c = Counter((it["_kind"], "dev" if i % 2 == 0 else "test") for i, it in enumerate(items))
        for k in sorted({k for k, _ in c}):
            print(f"{k:10s} {c[(k, 'dev')] + c[(k, 'test')]:4d}  dev {c[(k, 'dev')]:3d}  test {c[(k, 'test')]:3d}")
        print("total", len(items))
        return
    if "--check" in argv:
        for path, text in files.items():
            if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
                fail(f"{os.path.basename(path)} differs from what gold.py writes")
        print("ok: files match")
        return
    for path, text in files.items():
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
    print(f"wrote {len(dev)} dev and {len(test)} test questions")


if __name__ == "__main__":
    main(sys.argv[1:])
