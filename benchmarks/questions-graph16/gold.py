"""Gold answers for graph16 (NHL history from the Hockey Databank): the questions as data, their meaning,
the semantics, the checks, and the writer of graph16-dev.json / graph16-test.json.

python3 gold.py            checks, then writes the two halves
python3 gold.py --check    fails unless the files on disk are what gold.py writes
python3 gold.py --explain  each question with its meaning and answers
python3 gold.py --stats    counts per kind and half
"""

import collections
import csv
import gzip
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GRAPH = os.path.join(HERE, "graph.tsv.gz")
GRAPH_SHA256 = "0738e3759b1726ff4fd5af4aff061f3dc443f41a22e6e7ae596521efd9a5419e"  # checked in load()
LOCKOUT = {2004}  # the 2004-05 season was not played

# ---------------------------------------------------------------------------------------------- graph


def load():
    raw = open(GRAPH, "rb").read()
    if GRAPH_SHA256 and hashlib.sha256(raw).hexdigest() != GRAPH_SHA256:
        sys.exit("CHECK FAILED: graph.tsv.gz is not the pinned file")
    facts = []
    for r in csv.DictReader(gzip.decompress(raw).decode("utf-8").splitlines(), delimiter="\t"):
        facts.append((r["head"], r["relation"], r["tail"], r["start"], r["end"]))
    return facts


FACTS = load()
BY_REL = collections.defaultdict(list)
NODES = set()
for _f in FACTS:
    BY_REL[_f[1]].append(_f)
    NODES.add(_f[0])
    NODES.add(_f[2])


def y(s):
    return int(s[:4])


def sel(rel, head=None, tail=None):
    return [f for f in BY_REL[rel] if (head is None or f[0] == head) and (tail is None or f[2] == tail)]


def in_season(f, season):
    """a span fact covers the season season-(season+1)"""
    return y(f[3]) <= season and y(f[4]) >= season + 1


def in_year(f, year):
    return y(f[3]) <= year <= y(f[4])


def pick(fs, which):
    fs = sorted(fs, key=lambda f: (f[3], f[4]))
    if not fs:
        raise ValueError("anchor has no fact")
    if which == "only":
        if len(fs) != 1:
            raise ValueError("anchor is not a single fact: %r" % fs)
        return fs[0]
    if which == "first":
        if len(fs) > 1 and fs[0][3] == fs[1][3]:
            raise ValueError("tie on first anchor")
        return fs[0]
    if which == "last":
        if len(fs) > 1 and fs[-1][3] == fs[-2][3]:
            raise ValueError("tie on last anchor")
        return fs[-1]
    if isinstance(which, int):  # n-th (1-based; negative from the end)
        return fs[which - 1] if which > 0 else fs[which]
    raise ValueError(which)


def seasons_in(f):
    return len([s for s in range(y(f[3]), y(f[4])) if s not in LOCKOUT])


# ---------------------------------------------------------------------------------------------- semantics


def answer(m):
    op = m[0]
    if op == "heads_season":  # who (head) held rel->tail during the season S-(S+1)
        _, rel, tail, s = m
        return {f[0] for f in sel(rel, tail=tail) if in_season(f, s)}
    if op == "tails_season":  # which tail did head have in the season S-(S+1)
        _, head, rel, s = m
        return {f[2] for f in sel(rel, head=head) if in_season(f, s)}
    if op == "heads_year":  # instants: who (head) in year Y
        _, rel, tail, year = m
        return {f[0] for f in sel(rel, tail=tail) if y(f[3]) == year}
    if op == "tails_year":
        _, head, rel, year = m
        return {f[2] for f in sel(rel, head=head) if y(f[3]) == year}
    if op == "tails_all":  # every tail of head (e.g. the country of birth)
        _, head, rel = m
        return {f[2] for f in sel(rel, head=head)}
    if op == "heads_to_year":  # instants: who (head) had rel to tail in year Y (tail given)
        _, rel, tail, year = m
        return {f[0] for f in sel(rel, tail=tail) if y(f[3]) == year}
    if op == "when":  # the year of an instant, or the first year of a span
        _, head, rel, tail, which = m
        return {str(y(pick(sel(rel, head, tail), which)[3]))}
    if op == "when_end":  # the year a span ended (the season's second year)
        _, head, rel, tail, which = m
        return {str(y(pick(sel(rel, head, tail), which)[4]))}
    if op == "date":  # the full date of an instant
        _, head, rel, tail = m
        return {pick(sel(rel, head, tail), "only")[3]}
    if op == "count":  # number of facts (instants: times)
        _, head, rel, tail, y1, y2 = m
        return {str(len([f for f in sel(rel, head, tail) if (y1 is None or y1 <= y(f[3]) <= y2)]))}
    if op == "seasons":  # number of NHL seasons covered by head's spans with tail
        _, head, rel, tail = m
        return {str(sum(seasons_in(f) for f in sel(rel, head, tail)))}
    if op == "distinct_tails":
        _, head, rel = m
        return {str(len({f[2] for f in sel(rel, head=head)}))}
    if op == "distinct_heads":  # distinct heads with rel->tail (years optional)
        _, rel, tail, y1, y2 = m
        return {str(len({f[0] for f in sel(rel, tail=tail) if (y1 is None or y1 <= y(f[3]) <= y2)}))}
    if op == "most":  # head(s) with most facts rel->tail (within years; among named)
        _, rel, tail, y1, y2, among = m
        c = collections.Counter(f[0] for f in sel(rel, tail=tail) if (y1 is None or y1 <= y(f[3]) <= y2)
                                and (among is None or f[0] in among))
        top = max(c.values())
        return {h for h, v in c.items() if v == top}
    if op == "most_tail":  # tail(s) most often for a head (e.g. the award X won most)
        _, head, rel = m
        c = collections.Counter(f[2] for f in sel(rel, head=head))
        top = max(c.values())
        return {t for t, v in c.items() if v == top}
    if op == "nth":  # n-th distinct head by its first fact's start (n = -1: the most recent)
        _, rel, tail, n = m
        first = {}
        for f in sel(rel, tail=tail):
            first[f[0]] = min(first.get(f[0], f[3]), f[3])
        order = sorted(first.items(), key=lambda kv: kv[1])
        if n == -1:
            last = max(f[3] for f in sel(rel, tail=tail))
            return {f[0] for f in sel(rel, tail=tail) if f[3] == last}
        key = order[n - 1][1]
        hits = {h for h, s in order if s == key}
        if len(hits) > 1:
            raise ValueError("tie on n-th")
        return hits
    if op == "nth_tail":  # n-th distinct tail of a head by its first start
        _, head, rel, n = m
        first = {}
        for f in sel(rel, head=head):
            first[f[2]] = min(first.get(f[2], f[3]), f[3])
        order = sorted(first.items(), key=lambda kv: kv[1])
        if n == -1:  # the tail of the most recent fact
            last = max(f[3] for f in sel(rel, head=head))
            return {f[2] for f in sel(rel, head=head) if f[3] == last}
        key = order[n - 1][1]
        hits = {t for t, s in order if s == key}
        if len(hits) > 1:
            raise ValueError("tie on n-th tail")
        return hits
    if op == "successor":  # the next head of rel->tail after the anchor's span ended
        _, rel, tail, head, which = m
        a = pick(sel(rel, head, tail), which)
        # spans that start in the anchor's last season or later and run at least as long (a coach
        # replaced during the anchor's last season starts in that season)
        later = [f for f in sel(rel, tail=tail) if y(a[4]) - 1 <= y(f[3]) and y(f[3]) > y(a[3])
                 and y(f[4]) >= y(a[4]) and f[0] != head]
        s0 = min(f[3] for f in later)
        return {f[0] for f in later if f[3] == s0}
    if op == "predecessor":  # the head of rel->tail just before the anchor started
        _, rel, tail, head, which = m
        a = pick(sel(rel, head, tail), which)
        earlier = [f for f in sel(rel, tail=tail) if f[3] < a[3] and f[0] != head]
        e0 = max(f[4] for f in earlier)
        e_hits = [f for f in earlier if f[4] == e0]
        return {f[0] for f in e_hits}
    if op == "next_instant":  # instants rel->tail strictly after the anchor's year, the earliest
        _, rel, tail, anchor = m
        a = pick(sel(anchor[1], anchor[0], anchor[2]), anchor[3])
        later = [f for f in sel(rel, tail=tail) if y(f[3]) > y(a[3])]
        s0 = min(y(f[3]) for f in later)
        return {f[0] for f in later if y(f[3]) == s0}
    if op == "prev_instant":
        _, rel, tail, anchor = m
        a = pick(sel(anchor[1], anchor[0], anchor[2]), anchor[3])
        earlier = [f for f in sel(rel, tail=tail) if y(f[3]) < y(a[3])]
        s0 = max(y(f[3]) for f in earlier)
        return {f[0] for f in earlier if y(f[3]) == s0}
    if op == "same_year":  # instants rel->tail in the anchor's year (excluding the anchor's head)
        _, rel, tail, anchor = m
        a = pick(sel(anchor[1], anchor[0], anchor[2]), anchor[3])
        return {f[0] for f in sel(rel, tail=tail) if y(f[3]) == y(a[3]) and f[0] != a[0]}
    if op == "same_season":  # spans rel->tail covering the season that ended in the anchor's year
        _, rel, tail, anchor = m
        a = pick(sel(anchor[1], anchor[0], anchor[2]), anchor[3])
        return {f[0] for f in sel(rel, tail=tail) if in_season(f, y(a[3]) - 1)}
    if op == "team_of_at":  # the tail of head's span covering the season that ended in the anchor's year
        _, head, rel, anchor = m
        a = pick(sel(anchor[1], anchor[0], anchor[2]), anchor[3])
        return {f[2] for f in sel(rel, head=head) if in_season(f, y(a[3]) - 1)}
    if op == "between":  # years between two anchors
        _, a1, a2 = m
        f1 = pick(sel(a1[1], a1[0], a1[2]), a1[3])
        f2 = pick(sel(a2[1], a2[0], a2[2]), a2[3])
        return {str(abs(y(f2[3]) - y(f1[3])))}
    if op == "order":  # which of two anchors came first
        _, a1, a2, names = m
        f1 = pick(sel(a1[1], a1[0], a1[2]), a1[3])
        f2 = pick(sel(a2[1], a2[0], a2[2]), a2[3])
        if f1[3] == f2[3]:
            raise ValueError("order on equal dates")
        return {names[0] if f1[3] < f2[3] else names[1]}
    if op == "yes":  # whether such a fact exists (in year Y for instants / season S for spans)
        _, head, rel, tail, when = m
        fs = sel(rel, head, tail)
        if when is not None:
            kind, v = when
            fs = [f for f in fs if (y(f[3]) == v if kind == "year" else in_season(f, v))]
        return {"yes" if fs else "no"}
    if op == "born_count":  # people born in a country who have rel->tail
        _, country, rel, tail = m
        born = {f[0] for f in sel("bornIn", tail=country)}
        return {str(len({f[0] for f in sel(rel, tail=tail) if f[0] in born}))}
    if op == "oldest":  # among heads with rel->tail in year Y (instants), the one born first
        _, rel, tail, year = m
        hs = {f[0] for f in sel(rel, tail=tail) if y(f[3]) == year}
        b = {h: pick(sel("bornIn", h), "only")[3] for h in hs}
        return {min(b, key=b.get)}
    raise ValueError(op)



# ---------------------------------------------------------------------------------------------- cases
# (kind, question, meaning).  Relations: playedFor, coached, wonAward, namedToAllStarTeam,
# inductedIntoHallOfFame, bornIn, playedInDivision, playedInConference, wonStanleyCup, lostStanleyCupFinal,
# beatInPlayoffs.  A season typed "1996-97" is the databank's season 1996; an award or a Cup typed with a
# year is the year it was handed out (the season's second year).

HART, VEZ, ROSS, CALDER = "Hart Memorial Trophy", "Vezina Trophy", "Art Ross Trophy", "Calder Memorial Trophy"
NORRIS, CONN, ADAMS = "James Norris Memorial Trophy", "Conn Smythe Trophy", "Jack Adams Award"
RICHARD, BYNG, SELKE = "Maurice Richard Trophy", "Lady Byng Memorial Trophy", "Frank J. Selke Trophy"
LINDSAY, CUP, HOF = "Ted Lindsay Award", "Stanley Cup", "Hockey Hall of Fame"
FIRST_AS = "NHL First All-Star Team"
DET, TOR, MTL, BOS = "Detroit Red Wings", "Toronto Maple Leafs", "Montreal Canadiens", "Boston Bruins"
PIT, EDM, CHI, NYR = "Pittsburgh Penguins", "Edmonton Oilers", "Chicago Blackhawks", "New York Rangers"

CASES = [
    # who: awards and Cups in a year, coaches and teams in a season
    ("who", "Who won the Hart Trophy in 2008?", ("heads_year", "wonAward", HART, 2008)),
    ("who", "Which team won the Stanley Cup in 1994?", ("heads_year", "wonStanleyCup", CUP, 1994)),
    ("who", "Who was rookie of the year in 2017, the Calder Trophy winner?", ("heads_year", "wonAward", CALDER, 2017)),
    ("who", "Who was playoff MVP, the Conn Smythe winner, in 2003?", ("heads_year", "wonAward", CONN, 2003)),
    ("who", "Who won the Norris Trophy as best defenceman in 1990?", ("heads_year", "wonAward", NORRIS, 1990)),
    ("who", "Which team lost the Stanley Cup Final in 2011?", ("heads_year", "lostStanleyCupFinal", CUP, 2011)),
    ("who", "Who shared the Rocket Richard Trophy in 2010?", ("heads_year", "wonAward", RICHARD, 2010)),
    ("who", "Who coached the Detroit Red Wings in the 1996-97 season?", ("heads_season", "coached", DET, 1996)),
    ("who", "Who was behind the bench for the Toronto Maple Leafs in the 2000-01 season?",
     ("heads_season", "coached", TOR, 2000)),
    ("who", "Which team did Wayne Gretzky play for in the 1990-91 season?",
     ("tails_season", "Wayne Gretzky", "playedFor", 1990)),
    ("who", "Which teams did Jaromir Jagr play for during the 2012-13 season?",
     ("tails_season", "Jaromir Jagr", "playedFor", 2012)),
    ("who", "Who knocked the Washington Capitals out of the playoffs in 2009?",
     ("heads_to_year", "beatInPlayoffs", "Washington Capitals", 2009)),
    ("who", "Which teams did the Los Angeles Kings beat in the 2012 playoffs?",
     ("tails_year", "Los Angeles Kings", "beatInPlayoffs", 2012)),
    ("who", "Who was inducted into the Hockey Hall of Fame in 1997?", ("heads_year", "inductedIntoHallOfFame", HOF, 1997)),
    ("who", "Who won the very first Hart Trophy, in 1924?", ("heads_year", "wonAward", HART, 1924)),
    ("who", "Which team did the Chicago Blackhawks beat in the 2013 Stanley Cup Final?",
     ("heads_year", "lostStanleyCupFinal", CUP, 2013)),
    # where: divisions, conferences, countries of birth
    ("where", "Which division were the Chicago Blackhawks in during the 2000-01 season?",
     ("tails_season", CHI, "playedInDivision", 2000)),
    ("where", "Which conference did the Winnipeg Jets play in during the 2012-13 season?",
     ("tails_season", "Winnipeg Jets", "playedInConference", 2012)),
    ("where", "In which country was Jaromir Jagr born?", ("tails_all", "Jaromir Jagr", "bornIn")),
    ("where", "Which country was Nicklas Lidstrom born in?", ("tails_all", "Nicklas Lidstrom", "bornIn")),
    ("where", "What division did the Boston Bruins play in during the 1985-86 season?",
     ("tails_season", BOS, "playedInDivision", 1985)),
    # when
    ("when", "When did Sidney Crosby win his first Hart Trophy?", ("when", "Sidney Crosby", "wonAward", HART, "first")),
    ("when", "What year did Nicklas Lidstrom go into the Hall of Fame?",
     ("when", "Nicklas Lidstrom", "inductedIntoHallOfFame", HOF, "only")),
    ("when", "When was Wayne Gretzky born?", ("date", "Wayne Gretzky", "bornIn", "Canada")),
    ("when", "What year did Mike Babcock start coaching the Red Wings?", ("when", "Mike Babcock", "coached", DET, "only")),
    ("when", "When did the Tampa Bay Lightning win their first Stanley Cup?",
     ("when", "Tampa Bay Lightning", "wonStanleyCup", CUP, "first")),
    ("when", "When did Dominik Hasek win his last Vezina Trophy?", ("when", "Dominik Hasek", "wonAward", VEZ, "last")),
    ("when", "In what year did Scotty Bowman's time as Detroit coach come to an end?",
     ("when_end", "Scotty Bowman", "coached", DET, "only")),
    ("when", "What is Alex Ovechkin's date of birth?", ("date", "Alex Ovechkin", "bornIn", "Russia")),
    ("when", "When did the Colorado Avalanche last win the Stanley Cup?",
     ("when", "Colorado Avalanche", "wonStanleyCup", CUP, "last")),
    # nth / first / last
    ("nth", "Who was the first head coach of the San Jose Sharks?", ("nth", "coached", "San Jose Sharks", 1)),
    ("nth", "Who was the first player to win the Conn Smythe Trophy?", ("nth", "wonAward", CONN, 1)),
    ("nth", "Who is the most recent Hart Trophy winner?", ("nth", "wonAward", HART, -1)),
    ("nth", "What was Jaromir Jagr's first NHL team?", ("nth_tail", "Jaromir Jagr", "playedFor", 1)),
    ("nth", "What was the last team Mark Messier played for?", ("nth_tail", "Mark Messier", "playedFor", -1)),
    ("nth", "Who was the third coach of the Edmonton Oilers?", ("nth", "coached", EDM, 3)),
    ("nth", "Who was the second winner of the Ted Lindsay Award?", ("nth", "wonAward", LINDSAY, 2)),
    ("nth", "Which division did the Nashville Predators play in first?",
     ("nth_tail", "Nashville Predators", "playedInDivision", 1)),
    ("nth", "Which team did Scotty Bowman coach first?", ("nth_tail", "Scotty Bowman", "coached", 1)),
    ("nth", "Who most recently took over as coach of the Toronto Maple Leafs?", ("nth", "coached", TOR, -1)),
    # next / before
    ("next", "Who took over as Detroit coach after Scotty Bowman?", ("successor", "coached", DET, "Scotty Bowman", "only")),
    ("next", "Who replaced Pat Quinn as coach of the Maple Leafs?", ("successor", "coached", TOR, "Pat Quinn", "only")),
    ("next", "Who won the Stanley Cup the year after the Dallas Stars won it?",
     ("next_instant", "wonStanleyCup", CUP, ("Dallas Stars", "wonStanleyCup", CUP, "only"))),
    ("next", "Who won the Vezina right after Martin Brodeur's last one?",
     ("next_instant", "wonAward", VEZ, ("Martin Brodeur", "wonAward", VEZ, "last"))),
    ("next", "Who won the Hart Trophy next after Mario Lemieux's last win?",
     ("next_instant", "wonAward", HART, ("Mario Lemieux", "wonAward", HART, "last"))),
    ("next", "Who coached the Boston Bruins after Claude Julien?",
     ("successor", "coached", BOS, "Claude Julien", "only")),
    ("prev", "Who coached the Chicago Blackhawks before Joel Quenneville?",
     ("predecessor", "coached", CHI, "Joel Quenneville", "only")),
    ("prev", "Who won the Hart Trophy just before Wayne Gretzky's first?",
     ("prev_instant", "wonAward", HART, ("Wayne Gretzky", "wonAward", HART, "first"))),
    ("prev", "Which team won the Cup right before the Penguins' 2016 title?",
     ("prev_instant", "wonStanleyCup", CUP, (PIT, "wonStanleyCup", CUP, 4))),
    ("prev", "Who was the Pittsburgh Penguins' coach before Mike Sullivan?",
     ("predecessor", "coached", PIT, "Mike Sullivan", "only")),
    # count
    ("count", "How many times did Wayne Gretzky win the Hart Trophy?", ("count", "Wayne Gretzky", "wonAward", HART, None, None)),
    ("count", "How many Stanley Cups have the Montreal Canadiens won?", ("count", MTL, "wonStanleyCup", CUP, None, None)),
    ("count", "How many Norris Trophies did Bobby Orr win?", ("count", "Bobby Orr", "wonAward", NORRIS, None, None)),
    ("count", "How many times was Sidney Crosby named to the NHL first All-Star team?",
     ("count", "Sidney Crosby", "namedToAllStarTeam", FIRST_AS, None, None)),
    ("count", "How many Stanley Cups did the Detroit Red Wings win in the 1990s?",
     ("count", DET, "wonStanleyCup", CUP, 1990, 1999)),
    ("count", "How many times did the Edmonton Oilers win the Cup in the 1980s?",
     ("count", EDM, "wonStanleyCup", CUP, 1980, 1989)),
    ("count", "How many playoff series did the New York Islanders win in 1983?",
     ("count", "New York Islanders", "beatInPlayoffs", None, 1983, 1983)),
    ("count", "How many times have the Boston Bruins lost in the Stanley Cup Final?",
     ("count", BOS, "lostStanleyCupFinal", CUP, None, None)),
    # distinct
    ("distinct", "How many different NHL teams did Jaromir Jagr play for?", ("distinct_tails", "Jaromir Jagr", "playedFor")),
    ("distinct", "How many different teams has Pat Quinn coached?", ("distinct_tails", "Pat Quinn", "coached")),
    ("distinct", "How many different players have won the Hart Trophy?", ("distinct_heads", "wonAward", HART, None, None)),
    ("distinct", "How many different teams won the Stanley Cup between 2000 and 2018?",
     ("distinct_heads", "wonStanleyCup", CUP, 2000, 2018)),
    ("distinct", "How many different head coaches have the Edmonton Oilers had?",
     ("distinct_heads", "coached", EDM, None, None)),
    ("distinct", "How many different coaches won the Jack Adams Award in the 2010s?",
     ("distinct_heads", "wonAward", ADAMS, 2010, 2019)),
    ("distinct", "How many different teams did Scotty Bowman coach?", ("distinct_tails", "Scotty Bowman", "coached")),
    ("distinct", "How many different goalies won the Vezina in the 1990s?", ("distinct_heads", "wonAward", VEZ, 1990, 1999)),
    # most
    ("most", "Who has won the Vezina Trophy the most times?", ("most", "wonAward", VEZ, None, None, None)),
    ("most", "Which team won the Stanley Cup most often in the 1970s?", ("most", "wonStanleyCup", CUP, 1970, 1979, None)),
    ("most", "Which award did Mario Lemieux win most often?", ("most_tail", "Mario Lemieux", "wonAward")),
    ("most", "Which team has lost the most Stanley Cup Finals?", ("most", "lostStanleyCupFinal", CUP, None, None, None)),
    ("most", "Who won the Art Ross more often, Gordie Howe or Wayne Gretzky?",
     ("most", "wonAward", ROSS, None, None, ("Gordie Howe", "Wayne Gretzky"))),
    ("most", "Which team has knocked the Boston Bruins out of the playoffs most often?",
     ("most", "beatInPlayoffs", BOS, None, None, None)),
    ("most", "Who won the Hart Trophy the most times in the 2000s?", ("most", "wonAward", HART, 2000, 2009, None)),
    # how long
    ("howlong", "How many seasons did Scotty Bowman coach the Red Wings?", ("seasons", "Scotty Bowman", "coached", DET)),
    ("howlong", "How many seasons did Nicklas Lidstrom play for Detroit?", ("seasons", "Nicklas Lidstrom", "playedFor", DET)),
    ("howlong", "For how many seasons did Joel Quenneville coach the Blackhawks?",
     ("seasons", "Joel Quenneville", "coached", CHI)),
    ("howlong", "How many seasons did Wayne Gretzky spend with the Edmonton Oilers?",
     ("seasons", "Wayne Gretzky", "playedFor", EDM)),
    ("howlong", "How many seasons did Al Arbour coach the New York Islanders in all?",
     ("seasons", "Al Arbour", "coached", "New York Islanders")),
    # between
    ("between", "How many years passed between Mario Lemieux's first and last Art Ross Trophy?",
     ("between", ("Mario Lemieux", "wonAward", ROSS, "first"), ("Mario Lemieux", "wonAward", ROSS, "last"))),
    ("between", "How many years after his Calder Trophy did Alex Ovechkin win his first Hart?",
     ("between", ("Alex Ovechkin", "wonAward", CALDER, "only"), ("Alex Ovechkin", "wonAward", HART, "first"))),
    ("between", "How many years were there between the New York Rangers' last two Stanley Cups?",
     ("between", (NYR, "wonStanleyCup", CUP, -2), (NYR, "wonStanleyCup", CUP, -1))),
    ("between", "How many years after his last Hart Trophy did Wayne Gretzky enter the Hall of Fame?",
     ("between", ("Wayne Gretzky", "wonAward", HART, "last"), ("Wayne Gretzky", "inductedIntoHallOfFame", HOF, "only"))),
    ("between", "How many years apart were Sidney Crosby's two Hart Trophies?",
     ("between", ("Sidney Crosby", "wonAward", HART, "first"), ("Sidney Crosby", "wonAward", HART, "last"))),
    # yes / no
    ("yesno", "Did Joe Thornton ever win the Hart Trophy?", ("yes", "Joe Thornton", "wonAward", HART, None)),
    ("yesno", "Did Henrik Lundqvist win the Vezina in 2012?", ("yes", "Henrik Lundqvist", "wonAward", VEZ, ("year", 2012))),
    ("yesno", "Did the Toronto Maple Leafs win the Stanley Cup in 1967?", ("yes", TOR, "wonStanleyCup", CUP, ("year", 1967))),
    ("yesno", "Did Mike Babcock coach the Mighty Ducks of Anaheim in the 2003-04 season?",
     ("yes", "Mike Babcock", "coached", "Mighty Ducks of Anaheim", ("season", 2003))),
    ("yesno", "Did Steven Stamkos ever win the Hart Trophy?", ("yes", "Steven Stamkos", "wonAward", HART, None)),
    ("yesno", "Did the Vancouver Canucks win the Stanley Cup in 2011?",
     ("yes", "Vancouver Canucks", "wonStanleyCup", CUP, ("year", 2011))),
    ("yesno", "Did Scotty Bowman ever coach the Boston Bruins?", ("yes", "Scotty Bowman", "coached", BOS, None)),
    ("yesno", "Did Jaromir Jagr ever play for the Montreal Canadiens?", ("yes", "Jaromir Jagr", "playedFor", MTL, None)),
    # same: at the time of another event
    ("same", "Who coached Pittsburgh when Mario Lemieux won his first Hart Trophy?",
     ("same_season", "coached", PIT, ("Mario Lemieux", "wonAward", HART, "first"))),
    ("same", "Which team was Wayne Gretzky playing for when he won his last Hart Trophy?",
     ("team_of_at", "Wayne Gretzky", "playedFor", ("Wayne Gretzky", "wonAward", HART, "last"))),
    ("same", "Who won the Vezina the same year Sidney Crosby won his first Hart?",
     ("same_year", "wonAward", VEZ, ("Sidney Crosby", "wonAward", HART, "first"))),
    ("same", "Who won the Hart Trophy the year the Carolina Hurricanes won the Stanley Cup?",
     ("same_year", "wonAward", HART, ("Carolina Hurricanes", "wonStanleyCup", CUP, "only"))),
    ("same", "Which team was Jaromir Jagr with when he won the Hart Trophy?",
     ("team_of_at", "Jaromir Jagr", "playedFor", ("Jaromir Jagr", "wonAward", HART, "only"))),
    ("same", "Who was coaching the Canadiens when Patrick Roy won his first Conn Smythe?",
     ("same_season", "coached", MTL, ("Patrick Roy", "wonAward", CONN, "first"))),
    ("same", "Who else went into the Hall of Fame the same year as Steve Yzerman?",
     ("same_year", "inductedIntoHallOfFame", HOF, ("Steve Yzerman", "inductedIntoHallOfFame", HOF, "only"))),
    # order
    ("order", "Who won the Hart Trophy first, Sidney Crosby or Alex Ovechkin?",
     ("order", ("Sidney Crosby", "wonAward", HART, "first"), ("Alex Ovechkin", "wonAward", HART, "first"),
      ("Sidney Crosby", "Alex Ovechkin"))),
    ("order", "Which won the Stanley Cup earlier, the Anaheim Ducks or the Carolina Hurricanes?",
     ("order", ("Anaheim Ducks", "wonStanleyCup", CUP, "first"), ("Carolina Hurricanes", "wonStanleyCup", CUP, "first"),
      ("Anaheim Ducks", "Carolina Hurricanes"))),
    ("order", "Who was inducted into the Hall of Fame first, Mark Messier or Steve Yzerman?",
     ("order", ("Mark Messier", "inductedIntoHallOfFame", HOF, "only"), ("Steve Yzerman", "inductedIntoHallOfFame", HOF, "only"),
      ("Mark Messier", "Steve Yzerman"))),
    ("order", "Who is older, Sidney Crosby or Alex Ovechkin?",
     ("order", ("Sidney Crosby", "bornIn", "Canada", "only"), ("Alex Ovechkin", "bornIn", "Russia", "only"),
      ("Sidney Crosby", "Alex Ovechkin"))),
    ("order", "Which did Scotty Bowman coach first, Pittsburgh or Buffalo?",
     ("order", ("Scotty Bowman", "coached", PIT, "only"), ("Scotty Bowman", "coached", "Buffalo Sabres", "first"),
      (PIT, "Buffalo Sabres"))),
    # born
    ("born", "How many Hart Trophy winners were born in Sweden?", ("born_count", "Sweden", "wonAward", HART)),
    ("born", "How many Hall of Famers were born in the United States?", ("born_count", "United States", "inductedIntoHallOfFame", HOF)),
    ("born", "How many Hall of Famers were born in Sweden?", ("born_count", "Sweden", "inductedIntoHallOfFame", HOF)),
    ("born", "What country was Dominik Hasek born in?", ("tails_all", "Dominik Hasek", "bornIn")),
    # more of the other kinds
    ("same", "Who was Detroit's coach when the Red Wings won their most recent Stanley Cup?",
     ("same_season", "coached", DET, (DET, "wonStanleyCup", CUP, "last"))),
    ("next", "Who won the Norris Trophy after Nicklas Lidstrom's last one?",
     ("next_instant", "wonAward", NORRIS, ("Nicklas Lidstrom", "wonAward", NORRIS, "last"))),
    ("prev", "Who won the Jack Adams Award just before Barry Trotz's most recent win?",
     ("prev_instant", "wonAward", ADAMS, ("Barry Trotz", "wonAward", ADAMS, "last"))),
    ("count", "How many Stanley Cups did the Chicago Blackhawks win between 2010 and 2015?",
     ("count", CHI, "wonStanleyCup", CUP, 2010, 2015)),
    ("yesno", "Did Wayne Gretzky coach the Phoenix Coyotes?", ("yes", "Wayne Gretzky", "coached", "Phoenix Coyotes", None)),
    ("yesno", "Did Patrick Roy ever coach the Montreal Canadiens?", ("yes", "Patrick Roy", "coached", MTL, None)),
    ("when", "What year did Joel Quenneville start coaching the Blackhawks?",
     ("when", "Joel Quenneville", "coached", CHI, "only")),
    ("between", "How many years after his first Norris Trophy did Bobby Orr go into the Hall of Fame?",
     ("between", ("Bobby Orr", "wonAward", NORRIS, "first"), ("Bobby Orr", "inductedIntoHallOfFame", HOF, "only"))),
    ("most", "Which team has beaten the Montreal Canadiens in the playoffs most often?",
     ("most", "beatInPlayoffs", MTL, None, None, None)),
    # none: the graph holds no answer
    ("none", "Who won the Stanley Cup in 2005?", ("heads_year", "wonStanleyCup", CUP, 2005)),
    ("none", "Who won the Hart Trophy in 2005?", ("heads_year", "wonAward", HART, 2005)),
    ("none", "Which team won the Stanley Cup in 1919?", ("heads_year", "wonStanleyCup", CUP, 1919)),
    ("none", "Who coached the Vegas Golden Knights in the 2015-16 season?",
     ("heads_season", "coached", "Vegas Golden Knights", 2015)),
]


# ---------------------------------------------------------------------------------------------- checks and writer


LENIENT = "--lenient" in sys.argv


def fail(msg):
    if LENIENT:
        print("PROBLEM: " + msg)
        return
    sys.exit("CHECK FAILED: " + msg)


def build():
    out = []
    seen_q, seen_m = set(), set()
    yes = no = 0
    for i, (kind, q, m) in enumerate(CASES):
        norm = re.sub(r"\W+", " ", q.lower()).strip()
        if norm in seen_q or m in seen_m:
            fail("duplicate: %s" % q)
        seen_q.add(norm)
        seen_m.add(m)
        for part in flat(m):
            if isinstance(part, str) and part[:1].isupper() and part not in NODES:
                fail("unknown node %r in %s" % (part, q))
        try:
            ans = sorted(answer(m))
        except (ValueError, KeyError) as e:
            fail("%s: %s" % (q, e))
            ans = []
        if kind == "none":
            if ans:
                fail("expected no answer: %s -> %s" % (q, ans))
        elif not ans:
            fail("empty answer: %s" % q)
        if len(ans) > 6:
            fail("too many answers: %s" % q)
        if kind == "yesno":
            yes += ans == ["yes"]
            no += ans == ["no"]
        elif ans in (["yes"], ["no"]):
            fail("yes/no answer outside yes/no: %s" % q)
        typed = set(re.findall(r"\b(1[89]\d\d|20\d\d)\b", q))
        for part in flat(m):
            if isinstance(part, int) and 1800 < part < 2100:
                if str(part) not in typed and not decade_typed(q, part):
                    fail("year %d not typed in %s" % (part, q))
        out.append({"id": "g16-%04d" % (i + 1), "question": q, "answers": ans, "kind": kind, "meaning": m})
    if yes != no:
        fail("yes %d != no %d" % (yes, no))
    return out


def decade_typed(q, year):
    d = year // 10 * 10
    if "the %ds" % d in q or "the %ss" % str(d)[2:] in q:
        return True
    ranges = re.findall(r"between (\d{4}) and (\d{4})", q)
    return any(int(a) <= year <= int(b) for a, b in ranges)


def flat(m):
    for p in m:
        if isinstance(p, tuple):
            yield from flat(p)
        else:
            yield p


def halves(out):
    strip = [{"id": o["id"], "question": o["question"], "answers": o["answers"]} for o in out]
    return strip[0::2], strip[1::2]


def dump(x):
    return json.dumps(x, ensure_ascii=False, indent=1) + "\n"


def main():
    out = build()
    dev, test = halves(out)
    files = {"graph16-dev.json": dump(dev), "graph16-test.json": dump(test)}
    args = sys.argv[1:]
    if "--explain" in args:
        for i, o in enumerate(out):
            if "--dev" in args and i % 2:
                continue
            print("%s [%s] %s\n    %r\n    -> %s" % (o["id"], o["kind"], o["question"], o["meaning"], o["answers"]))
        return
    if "--stats" in args:
        c = collections.Counter((o["kind"], i % 2) for i, o in enumerate(out))
        for k in sorted({k for k, _ in c}):
            print("%-9s %3d  dev %2d / test %2d" % (k, c[(k, 0)] + c[(k, 1)], c[(k, 0)], c[(k, 1)]))
        print("total", len(out))
        return
    if "--check" in args:
        for name, text in files.items():
            if open(os.path.join(HERE, name), encoding="utf-8").read() != text:
                fail("%s differs from what gold.py writes" % name)
        print("ok: %d questions" % len(out))
        return
    for name, text in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            f.write(text)
    print("wrote %d + %d questions" % (len(dev), len(test)))


if __name__ == "__main__":
    main()
