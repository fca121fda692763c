"""Gold answers for graph20 (NASCAR Cup Series 1949-2025, nascaR.data): 120 questions over graph.tsv.gz.

python3 gold.py            checks every case, then writes graph20-dev.json and graph20-test.json
python3 gold.py --check    fails unless the files on disk are what gold.py writes
python3 gold.py --explain  each question with its meaning and answers (--dev: the dev half only)
python3 gold.py --stats    counts per kind and half

Every fact of the graph is dated by its season (start = end = YYYY), so all time here is in years.
The answers are computed from graph.tsv.gz (pinned by sha256), never typed.
"""

import collections
import gzip
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GRAPH = os.path.join(HERE, "graph.tsv.gz")
GRAPH_SHA256 = "e75af8ba662f53c5e19bf8d70e559c1f72c94a4ce4542e18650920032ba37a41"
SET, PREFIX = "graph20", "g20"

RELATIONS = {"wonRace", "finishedSecondIn", "wonPoleFor", "ledMostLapsIn", "raceHeldAt", "teamWonRace",
             "manufacturerWonRace", "droveFor", "droveMake"}

# ---------------------------------------------------------------------------------------------
# Meanings.  Names are the graph's nodes, exactly.  A period is None (any season), a year, or
# (first, last), both included.  An anchor is (head, relation, tail, pick): the facts matching it,
# one year taken by pick: "only" (there must be exactly one such fact), "first", "last", or n
# (the n-th distinct year, from 1).
#
#   ("heads", rel, tail, period)                 who / which X did rel tail in the period
#   ("tails", head, rel, period)                 what did head rel in the period
#   ("year", head, rel, tail, pick)              the season of the anchor
#   ("count", head, rel, tail, period)           how many such facts (None = any)
#   ("distinct", field, head, rel, tail, period) how many different heads / tails / seasons
#   ("nth", rel, tail, n)                        the n-th different head of (rel, tail), ordered by
#                                                its first season; "last": the latest season's heads
#   ("most", field, head, rel, tail, period, among)  the value(s) of field with most facts
#   ("shift", rel, tail, anchor, step, mode)     heads of (rel, tail) in the season after (+1) /
#                                                before (-1) the anchor's: mode "next" = the nearest
#                                                season with such a fact, "calendar" = exactly +-1
#   ("same", field, head, rel, tail, anchor)     values of field of matching facts in the anchor's season
#   ("gap", anchorA, anchorB)                    seasons between the two anchors (later - earlier)
#   ("exists", head, rel, tail, period)          yes / no
#   ("order", (anchorA, labelA), (anchorB, labelB))  the label whose anchor season is earlier
# ---------------------------------------------------------------------------------------------

W, P, S, L, HELD, TW, MW, TEAM, MAKE = ("wonRace", "wonPoleFor", "finishedSecondIn", "ledMostLapsIn",
                                        "raceHeldAt", "teamWonRace", "manufacturerWonRace", "droveFor",
                                        "droveMake")
D500 = "Daytona 500"
C600 = "Coca-Cola 600"
S500 = "Southern 500"
B400 = "Brickyard 400"
FC500 = "Food City 500"

CASES = [
    # ---- who: a race's winner, runner-up, pole, laps leader in a season
    ("who", "Who won the Daytona 500 in 1998?", ("heads", W, D500, 1998)),
    ("who", "who won daytona in 2011", ("heads", W, D500, 2011)),
    ("who", "Which driver won the Coca-Cola 600 in 2009?", ("heads", W, C600, 2009)),
    ("who", "Who took the Southern 500 in 1985?", ("heads", W, S500, 1985)),
    ("who", "Who won the first Brickyard 400 in 1994?", ("heads", W, B400, 1994)),
    ("who", "Who was runner-up in the 2018 Daytona 500?", ("heads", S, D500, 2018)),
    ("who", "Who finished second in the Coca-Cola 600 in 2012?", ("heads", S, C600, 2012)),
    ("who", "Who sat on pole for the Daytona 500 in 2013?", ("heads", P, D500, 2013)),
    ("who", "Who started from pole in the Brickyard 400 in 2010?", ("heads", P, B400, 2010)),
    ("who", "Who led the most laps in the 2019 Daytona 500?", ("heads", L, D500, 2019)),
    ("who", "Which team won the Daytona 500 in 2021?", ("heads", TW, D500, 2021)),
    ("who", "What make of car won the Daytona 500 in 2016?", ("heads", MW, D500, 2016)),
    ("who", "Who won the Food City 500 in 2001?", ("heads", W, FC500, 2001)),
    ("who", "Which driver won the World 600 in 1960?", ("heads", W, "World 600", 1960)),
    ("who", "Who won the Hollywood Casino 400 at Kansas in 2022?", ("heads", W, "Hollywood Casino 400", 2022)),
    # ---- team / make a driver had in a season
    ("team", "Which team did Dale Earnhardt Jr. drive for in 2005?", ("tails", "Dale Earnhardt Jr.", TEAM, 2005)),
    ("team", "Who was Kyle Larson driving for in 2019?", ("tails", "Kyle Larson", TEAM, 2019)),
    ("team", "What team was Martin Truex Jr. with in 2017?", ("tails", "Martin Truex Jr.", TEAM, 2017)),
    ("team", "Which team did Bubba Wallace race for in 2021?", ("tails", "Bubba Wallace", TEAM, 2021)),
    ("team", "Which teams did Mark Martin drive for in 1983?", ("tails", "Mark Martin", TEAM, 1983)),
    ("team", "Who did Ryan Blaney drive for in 2016?", ("tails", "Ryan Blaney", TEAM, 2016)),
    ("make", "What make did Tony Stewart drive in 2008?", ("tails", "Tony Stewart", MAKE, 2008)),
    ("make", "What car brand did Tony Stewart race in 2000?", ("tails", "Tony Stewart", MAKE, 2000)),
    ("make", "Which manufacturer did Dale Earnhardt drive for in 1975?", ("tails", "Dale Earnhardt", MAKE, 1975)),
    ("make", "What kind of car did Richard Petty drive in 1958?", ("tails", "Richard Petty", MAKE, 1958)),
    # ---- where a race was run
    ("where", "Which track hosts the Southern 500?", ("tails", S500, HELD, None)),
    ("where", "Where was the Brickyard 400 held?", ("tails", B400, HELD, None)),
    ("where", "At which speedway is the Food City 500 run?", ("tails", FC500, HELD, None)),
    ("where", "Where did the Winston 500 take place?", ("tails", "Winston 500", HELD, None)),
    ("where", "Which track held the Holly Farms 400?", ("tails", "Holly Farms 400", HELD, None)),
    # ---- when
    ("when", "What year did Dale Earnhardt finally win the Daytona 500?", ("year", "Dale Earnhardt", W, D500, "only")),
    ("when", "When did Trevor Bayne win the Daytona 500?", ("year", "Trevor Bayne", W, D500, "only")),
    ("when", "In which year did Danica Patrick take the pole for the Daytona 500?", ("year", "Danica Patrick", P, D500, "only")),
    ("when", "When did Jeff Gordon win his first Cup race?", ("year", "Jeff Gordon", W, None, "first")),
    ("when", "What year was Jimmie Johnson's last Cup win?", ("year", "Jimmie Johnson", W, None, "last")),
    ("when", "When did Dale Earnhardt Jr. first win the Daytona 500?", ("year", "Dale Earnhardt Jr.", W, D500, "first")),
    ("when", "In what year did Kyle Busch join Joe Gibbs Racing?", ("year", "Kyle Busch", TEAM, "Joe Gibbs Racing", "first")),
    ("when", "When did Kevin Harvick last drive for Richard Childress Racing?", ("year", "Kevin Harvick", TEAM, "Richard Childress Racing", "last")),
    ("when", "When was the last time Richard Petty won a race?", ("year", "Richard Petty", W, None, "last")),
    ("when", "What year did Bill Elliott last win the Daytona 500?", ("year", "Bill Elliott", W, D500, "last")),
    # ---- n-th
    ("nth", "Who won the very first Daytona 500?", ("nth", W, D500, 1)),
    ("nth", "Who was the first driver to win the Coca-Cola 600?", ("nth", W, C600, 1)),
    ("nth", "Who was the second different driver to win the Brickyard 400?", ("nth", W, B400, 2)),
    ("nth", "Who is the most recent winner of the Daytona 500?", ("nth", W, D500, "last")),
    ("nth", "Who was the third different winner of the Southern 500?", ("nth", W, S500, 3)),
    ("nth", "Who won the first Pepsi 400?", ("nth", W, "Pepsi 400", 1)),
    ("nth", "In what year did Richard Petty win the Daytona 500 for the fifth time?", ("year", "Richard Petty", W, D500, 5)),
    ("nth", "When did Jeff Gordon win the Brickyard 400 for the third time?", ("year", "Jeff Gordon", W, B400, 3)),
    ("nth", "What year did Cale Yarborough win his second Daytona 500?", ("year", "Cale Yarborough", W, D500, 2)),
    ("nth", "When did Jimmie Johnson win the Coca-Cola 600 for the fourth time?", ("year", "Jimmie Johnson", W, C600, 4)),
    # ---- next / previous season
    ("next", "Who won the Daytona 500 the year after Dale Earnhardt did?", ("shift", W, D500, ("Dale Earnhardt", W, D500, "only"), 1, "calendar")),
    ("next", "After Trevor Bayne's Daytona 500 win, who won it the next year?", ("shift", W, D500, ("Trevor Bayne", W, D500, "only"), 1, "calendar")),
    ("next", "Who won the Brickyard 400 the year after Ricky Rudd?", ("shift", W, B400, ("Ricky Rudd", W, B400, "only"), 1, "calendar")),
    ("next", "Who won the Coca-Cola 600 the year after Casey Mears?", ("shift", W, C600, ("Casey Mears", W, C600, "only"), 1, "calendar")),
    ("next", "Who won the Food City 500 next after Kurt Busch's last win there?", ("shift", W, FC500, ("Kurt Busch", W, FC500, "last"), 1, "next")),
    ("prev", "Who won the Daytona 500 the year before Michael McDowell?", ("shift", W, D500, ("Michael McDowell", W, D500, "only"), -1, "calendar")),
    ("prev", "Who had won the Coca-Cola 600 the year before Kyle Larson won it?", ("shift", W, C600, ("Kyle Larson", W, C600, "only"), -1, "calendar")),
    ("prev", "Who won the Daytona 500 just before Jeff Gordon's first win in it?", ("shift", W, D500, ("Jeff Gordon", W, D500, "first"), -1, "calendar")),
    ("prev", "Who was on pole at Daytona the year before Danica Patrick?", ("shift", P, D500, ("Danica Patrick", P, D500, "only"), -1, "calendar")),
    ("prev", "Who won the Winston 500 the year before Phil Parsons?", ("shift", W, "Winston 500", ("Phil Parsons", W, "Winston 500", "only"), -1, "calendar")),
    # ---- how many times
    ("count", "How many times did Richard Petty win the Daytona 500?", ("count", "Richard Petty", W, D500, None)),
    ("count", "How many Cup races did Jeff Gordon win?", ("count", "Jeff Gordon", W, None, None)),
    ("count", "How many races did Jimmie Johnson win in 2007?", ("count", "Jimmie Johnson", W, None, 2007)),
    ("count", "How many times did Jeff Gordon start a Cup race from pole?", ("count", "Jeff Gordon", P, None, None)),
    ("count", "How many times has Denny Hamlin won the Daytona 500?", ("count", "Denny Hamlin", W, D500, None)),
    ("count", "How many Coca-Cola 600 wins does Jimmie Johnson have?", ("count", "Jimmie Johnson", W, C600, None)),
    ("count", "How many races did Hendrick Motorsports win in 2024?", ("count", "Hendrick Motorsports", TW, None, 2024)),
    ("count", "How many Daytona 500s has Toyota won?", ("count", "Toyota", MW, D500, None)),
    ("count", "How many races did Kyle Busch win in the 2010s?", ("count", "Kyle Busch", W, None, (2010, 2019))),
    ("count", "How many times did Dale Earnhardt finish second in the Daytona 500?", ("count", "Dale Earnhardt", S, D500, None)),
    ("count", "How many races did Dale Earnhardt lead the most laps in during 1987?", ("count", "Dale Earnhardt", L, None, 1987)),
    ("count", "How many Cup races were held at Bristol in 1995?", ("count", None, HELD, "Bristol Motor Speedway", 1995)),
    # ---- how many different
    ("distinct", "How many different drivers have won the Daytona 500?", ("distinct", "head", None, W, D500, None)),
    ("distinct", "How many different teams did Bill Elliott drive for?", ("distinct", "tail", "Bill Elliott", TEAM, None, None)),
    ("distinct", "How many different car makes did Richard Petty drive?", ("distinct", "tail", "Richard Petty", MAKE, None, None)),
    ("distinct", "How many different drivers won a Cup race in 2011?", ("distinct", "head", None, W, None, 2011)),
    ("distinct", "How many different drivers drove for Joe Gibbs Racing in 2023?", ("distinct", "head", None, TEAM, "Joe Gibbs Racing", 2023)),
    ("distinct", "In how many different seasons did Kyle Busch win at least one race?", ("distinct", "year", "Kyle Busch", W, None, None)),
    ("distinct", "How many different tracks hosted a Cup race in 1960?", ("distinct", "tail", None, HELD, None, 1960)),
    ("distinct", "How many different manufacturers won a race in the 1950s?", ("distinct", "head", None, MW, None, (1950, 1959))),
    # ---- most
    ("most", "Who has won the Daytona 500 the most times?", ("most", "head", None, W, D500, None, None)),
    ("most", "Which driver won the most Cup races in 1967?", ("most", "head", None, W, None, 1967, None)),
    ("most", "Who won the most races in 2007?", ("most", "head", None, W, None, 2007, None)),
    ("most", "Which team has won the most Cup races?", ("most", "head", None, TW, None, None, None)),
    ("most", "Which manufacturer won the most races in the 1990s?", ("most", "head", None, MW, None, (1990, 1999), None)),
    ("most", "Who started on pole most often in 2024?", ("most", "head", None, P, None, 2024, None)),
    ("most", "Who has more Southern 500 wins, Cale Yarborough or David Pearson?", ("most", "head", None, W, S500, None, ("Cale Yarborough", "David Pearson"))),
    ("most", "Who won the Food City 500 the most times?", ("most", "head", None, W, FC500, None, None)),
    # ---- between / how long
    ("between", "How many years passed between Richard Petty's first and last Daytona 500 wins?", ("gap", ("Richard Petty", W, D500, "first"), ("Richard Petty", W, D500, "last"))),
    ("between", "How many years after his first Cup win did Dale Earnhardt win the Daytona 500?", ("gap", ("Dale Earnhardt", W, None, "first"), ("Dale Earnhardt", W, D500, "only"))),
    ("between", "How many years were there between William Byron's first Cup season and his first Daytona 500 win?", ("gap", ("William Byron", TEAM, None, "first"), ("William Byron", W, D500, "first"))),
    ("between", "How many years apart were Jimmie Johnson's two Daytona 500 wins?", ("gap", ("Jimmie Johnson", W, D500, "first"), ("Jimmie Johnson", W, D500, "last"))),
    ("howlong", "For how many seasons did Jeff Gordon drive for Hendrick Motorsports?", ("distinct", "year", "Jeff Gordon", TEAM, "Hendrick Motorsports", None)),
    ("howlong", "How many seasons did Denny Hamlin race with Joe Gibbs Racing?", ("distinct", "year", "Denny Hamlin", TEAM, "Joe Gibbs Racing", None)),
    ("howlong", "How many seasons did Richard Petty race in the Cup Series?", ("distinct", "year", "Richard Petty", TEAM, None, None)),
    ("howlong", "How many years did Dale Earnhardt spend with Richard Childress Racing?", ("distinct", "year", "Dale Earnhardt", TEAM, "Richard Childress Racing", None)),
    # ---- yes / no
    ("yesno", "Did Dale Earnhardt Jr. win the Daytona 500 in 2004?", ("exists", "Dale Earnhardt Jr.", W, D500, 2004)),
    ("yesno", "Did Danica Patrick ever win a Cup race?", ("exists", "Danica Patrick", W, None, None)),
    ("yesno", "Was Mario Andretti a Daytona 500 winner?", ("exists", "Mario Andretti", W, D500, None)),
    ("yesno", "Did Tony Stewart ever win the Daytona 500?", ("exists", "Tony Stewart", W, D500, None)),
    ("yesno", "Did Kyle Busch drive for Hendrick Motorsports in 2006?", ("exists", "Kyle Busch", TEAM, "Hendrick Motorsports", 2006)),
    ("yesno", "Did Carl Edwards drive for Joe Gibbs Racing in 2014?", ("exists", "Carl Edwards", TEAM, "Joe Gibbs Racing", 2014)),
    ("yesno", "Did Jeff Gordon ever drive a Ford in the Cup Series?", ("exists", "Jeff Gordon", MAKE, "Ford", None)),
    ("yesno", "Did Chevrolet win the Daytona 500 in 2024?", ("exists", "Chevrolet", MW, D500, 2024)),
    ("yesno", "Was Dale Earnhardt runner-up in the 1993 Daytona 500?", ("exists", "Dale Earnhardt", S, D500, 1993)),
    ("yesno", "Did Jimmie Johnson win the Coca-Cola 600 in 2006?", ("exists", "Jimmie Johnson", W, C600, 2006)),
    # ---- in the season of another event
    ("same", "Who won the Coca-Cola 600 in the year Trevor Bayne won the Daytona 500?", ("same", "head", None, W, C600, ("Trevor Bayne", W, D500, "only"))),
    ("same", "Which team was Dale Earnhardt driving for the year he won the Daytona 500?", ("same", "tail", "Dale Earnhardt", TEAM, None, ("Dale Earnhardt", W, D500, "only"))),
    ("same", "Who won the Daytona 500 the same year Jeff Gordon won the first Brickyard 400?", ("same", "head", None, W, D500, ("Jeff Gordon", W, B400, "first"))),
    ("same", "What car did Tony Stewart drive the year he won his first Pepsi 400?", ("same", "tail", "Tony Stewart", MAKE, None, ("Tony Stewart", W, "Pepsi 400", "first"))),
    ("same", "Who took the Daytona 500 pole the year Derrike Cope won the race?", ("same", "head", None, P, D500, ("Derrike Cope", W, D500, "only"))),
    ("same", "Which team won the Daytona 500 the year Austin Cindric won it?", ("same", "head", None, TW, D500, ("Austin Cindric", W, D500, "only"))),
    ("same", "Who won the Southern 500 the year Geoff Bodine won the Daytona 500?", ("same", "head", None, W, S500, ("Geoff Bodine", W, D500, "only"))),
    # ---- which came first
    ("order", "Who won the Daytona 500 first, Michael Waltrip or Ward Burton?", ("order", (("Michael Waltrip", W, D500, "first"), "Michael Waltrip"), (("Ward Burton", W, D500, "first"), "Ward Burton"))),
    ("order", "Which came first: Kevin Harvick's Daytona 500 win or his Brickyard 400 win?", ("order", (("Kevin Harvick", W, D500, "only"), "Daytona 500"), (("Kevin Harvick", W, B400, "only"), "Brickyard 400"))),
    ("order", "Who won a Coca-Cola 600 earlier, Kasey Kahne or Kevin Harvick?", ("order", (("Kasey Kahne", W, C600, "first"), "Kasey Kahne"), (("Kevin Harvick", W, C600, "first"), "Kevin Harvick"))),
    ("order", "Did Sterling Marlin or Dale Jarrett win the Daytona 500 first?", ("order", (("Sterling Marlin", W, D500, "first"), "Sterling Marlin"), (("Dale Jarrett", W, D500, "first"), "Dale Jarrett"))),
    # ---- no answer in the graph
    ("none", "Who won the Daytona 500 in 1955?", ("heads", W, D500, 1955)),
    ("none", "Which races did Danica Patrick win in 2013?", ("tails", "Danica Patrick", W, 2013)),
    ("none", "Who won the Brickyard 400 in 1990?", ("heads", W, B400, 1990)),
]


# ---------------------------------------------------------------------------------------------
def load_graph():
    raw = open(GRAPH, "rb").read()
    if hashlib.sha256(raw).hexdigest() != GRAPH_SHA256:
        sys.exit("graph.tsv.gz is not the pinned file (sha256 differs)")
    lines = gzip.decompress(raw).decode("utf-8").splitlines()
    assert lines[0] == "head\trelation\ttail\tstart\tend"
    facts = []
    for ln in lines[1:]:
        h, r, t, s, e = ln.split("\t")
        assert s == e and len(s) == 4, ln
        facts.append((h, r, t, int(s)))
    return facts


class Graph:
    def __init__(self, facts):
        self.facts = facts
        self.by_rel = collections.defaultdict(list)
        for f in facts:
            self.by_rel[f[1]].append(f)
        self.heads = collections.defaultdict(set)
        self.tails = collections.defaultdict(set)
        for h, r, t, y in facts:
            self.heads[r].add(h)
            self.tails[r].add(t)
        self.nodes = {f[0] for f in facts} | {f[2] for f in facts}

    def match(self, h, r, t, period=None):
        lo, hi = period_range(period)
        return [f for f in self.by_rel[r]
                if (h is None or f[0] == h) and (t is None or f[2] == t) and lo <= f[3] <= hi]

    def anchor_year(self, anchor):
        h, r, t, pick = anchor
        fs = self.match(h, r, t)
        years = sorted({f[3] for f in fs})
        if not years:
            raise AssertionError("anchor has no fact: %r" % (anchor,))
        if pick == "only":
            if len(fs) != 1:
                raise AssertionError("anchor is not a single fact: %r (%d)" % (anchor, len(fs)))
            return years[0]
        if pick == "first":
            return years[0]
        if pick == "last":
            return years[-1]
        if isinstance(pick, int):
            if len(years) < pick:
                raise AssertionError("anchor has fewer than %d seasons: %r" % (pick, anchor))
            return years[pick - 1]
        raise AssertionError(pick)


def period_range(period):
    if period is None:
        return (0, 9999)
    if isinstance(period, int):
        return (period, period)
    return period


def field_of(f, field):
    return {"head": f[0], "tail": f[2], "year": f[3]}[field]


def answer(g, m):
    op = m[0]
    if op == "heads":
        _, r, t, period = m
        return sorted({f[0] for f in g.match(None, r, t, period)})
    if op == "tails":
        _, h, r, period = m
        return sorted({f[2] for f in g.match(h, r, None, period)})
    if op == "year":
        _, h, r, t, pick = m
        return [str(g.anchor_year((h, r, t, pick)))]
    if op == "count":
        _, h, r, t, period = m
        return [str(len(g.match(h, r, t, period)))]
    if op == "distinct":
        _, field, h, r, t, period = m
        return [str(len({field_of(f, field) for f in g.match(h, r, t, period)}))]
    if op == "nth":
        _, r, t, n = m
        fs = g.match(None, r, t)
        if n == "last":
            y = max(f[3] for f in fs)
            return sorted({f[0] for f in fs if f[3] == y})
        first = {}
        for f in fs:
            first[f[0]] = min(first.get(f[0], 9999), f[3])
        order = sorted(first.items(), key=lambda kv: kv[1])
        y = order[n - 1][1]
        tied = [h for h, yy in order if yy == y]
        if len(tied) != 1:
            raise AssertionError("n-th position tied: %r" % (m,))
        return [order[n - 1][0]]
    if op == "most":
        _, field, h, r, t, period, among = m
        c = collections.Counter(field_of(f, field) for f in g.match(h, r, t, period))
        if among:
            c = collections.Counter({k: c.get(k, 0) for k in among})
            if len(set(c.values())) != len(c):
                raise AssertionError("named ones tie: %r" % (m,))
        top = max(c.values())
        return sorted(str(k) for k, v in c.items() if v == top)
    if op == "shift":
        _, r, t, anchor, step, mode = m
        y = g.anchor_year(anchor)
        fs = g.match(None, r, t)
        if mode == "calendar":
            target = y + step
        else:
            ys = sorted({f[3] for f in fs if (f[3] - y) * step > 0}, key=lambda yy: abs(yy - y))
            if not ys:
                return []
            target = ys[0]
        return sorted({f[0] for f in fs if f[3] == target})
    if op == "same":
        _, field, h, r, t, anchor = m
        y = g.anchor_year(anchor)
        return sorted({str(field_of(f, field)) for f in g.match(h, r, t, y)})
    if op == "gap":
        _, a, b = m
        return [str(abs(g.anchor_year(b) - g.anchor_year(a)))]
    if op == "exists":
        _, h, r, t, period = m
        return ["yes" if g.match(h, r, t, period) else "no"]
    if op == "order":
        _, (a, la), (b, lb) = m
        ya, yb = g.anchor_year(a), g.anchor_year(b)
        if ya == yb:
            raise AssertionError("order: same season %r" % (m,))
        return [la if ya < yb else lb]
    raise AssertionError(op)


# ---------------------------------------------------------------------------------------------
def names_in(m):
    """The node names a meaning mentions (to check they exist)."""
    out = []

    def walk(x):
        if isinstance(x, tuple):
            for y in x:
                walk(y)
        elif isinstance(x, str) and x not in RELATIONS and x not in (
                "heads", "tails", "year", "count", "distinct", "nth", "most", "shift", "same", "gap",
                "exists", "order", "head", "tail", "only", "first", "last", "calendar", "next"):
            out.append(x)
    walk(m)
    return out


def years_in(m):
    out = set()

    def walk(x, parent=None):
        if isinstance(x, tuple):
            if len(x) == 2 and all(isinstance(v, int) and v > 1000 for v in x):
                out.update(x)
                return
            for y in x:
                walk(y)
        elif isinstance(x, int) and x > 1000:
            out.add(x)
    walk(m)
    return out


def norm(q):
    return re.sub(r"[^a-z0-9 ]", "", q.lower()).strip()


def check(g, results):
    problems = []
    if len(CASES) != 120:
        problems.append("expected 120 cases, have %d" % len(CASES))
    seen_q, seen_m = set(), set()
    yes = no = 0
    for (kind, q, m), ans in zip(CASES, results):
        if norm(q) in seen_q:
            problems.append("duplicate question: " + q)
        if repr(m) in seen_m:
            problems.append("duplicate meaning: " + q)
        seen_q.add(norm(q))
        seen_m.add(repr(m))
        if kind == "none":
            if ans:
                problems.append("'none' case has answers: %s %r" % (q, ans))
        elif not ans:
            problems.append("empty answer: " + q)
        if len(ans) > 6:
            problems.append("more than 6 answers: " + q)
        if kind == "yesno":
            if ans == ["yes"]:
                yes += 1
            elif ans == ["no"]:
                no += 1
            else:
                problems.append("yes/no answer expected: " + q)
        elif any(a in ("yes", "no") for a in ans):
            problems.append("yes/no answer in a non-yes/no case: " + q)
        for a in ans:
            if not (a in g.nodes or re.fullmatch(r"\d+", a) or a in ("yes", "no")):
                problems.append("answer is not a node, number or yes/no: %s -> %r" % (q, a))
        for nm in names_in(m):
            if nm not in g.nodes:
                problems.append("unknown node %r in: %s" % (nm, q))
        typed = {int(x) for x in re.findall(r"\b(\d{4})s?\b", q)}
        for y in years_in(m):
            decade = re.search(r"\b%ds\b" % (y - y % 10), q)
            if y not in typed and not decade:
                problems.append("year %d of the meaning not typed in: %s" % (y, q))
        for y in typed:
            if y not in years_in(m) and not any(str(y) in nm for nm in names_in(m)):
                problems.append("year %d typed but not in the meaning: %s" % (y, q))
    if yes != no:
        problems.append("yes/no not balanced: %d yes, %d no" % (yes, no))
    return problems


def build():
    g = Graph(load_graph())
    results = []
    problems = []
    for kind, q, m in CASES:
        try:
            results.append(answer(g, m))
        except AssertionError as e:
            problems.append("%s: %s" % (q, e))
            results.append([])
    problems += check(g, results)
    return g, results, problems


def halves(results):
    dev, test = [], []
    for i, ((kind, q, m), ans) in enumerate(zip(CASES, results)):
        item = {"id": "%s-%04d" % (PREFIX, i + 1), "question": q, "answers": sorted(ans)}
        (dev if i % 2 == 0 else test).append(item)
    return dev, test


def dump(items):
    return json.dumps(items, ensure_ascii=False, indent=1) + "\n"


def main():
    args = sys.argv[1:]
    g, results, problems = build()
    if "--explain" in args:
        for i, ((kind, q, m), ans) in enumerate(zip(CASES, results)):
            if "--dev" in args and i % 2:
                continue
            print("%s-%04d [%s] %s\n    %r\n    -> %s" % (PREFIX, i + 1, kind, q, m, ans))
    if "--stats" in args:
        c = collections.Counter()
        for i, (kind, q, m) in enumerate(CASES):
            c[(kind, "dev" if i % 2 == 0 else "test")] += 1
        for kind in sorted({k for k, _ in c}):
            print("%-10s %3d  dev %2d  test %2d" % (kind, c[(kind, "dev")] + c[(kind, "test")],
                                                    c[(kind, "dev")], c[(kind, "test")]))
    if problems:
        for p in problems:
            print("CHECK FAILED:", p)
        sys.exit(1)
    dev, test = halves(results)
    files = {"%s-dev.json" % SET: dump(dev), "%s-test.json" % SET: dump(test)}
    if "--check" in args:
        for name, text in files.items():
            path = os.path.join(HERE, name)
            if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
                sys.exit("CHECK FAILED: %s differs from what gold.py writes" % name)
        print("ok: files match")
        return
    if "--explain" in args or "--stats" in args:
        return
    for name, text in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
            fh.write(text)
    print("wrote %d + %d questions" % (len(dev), len(test)))


if __name__ == "__main__":
    main()
