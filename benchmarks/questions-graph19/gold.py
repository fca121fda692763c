"""Gold answers for graph19 (Survivor, US and Australia): the questions as data, their semantics, the checks.

Usage: python3 gold.py   (reads ./graph.tsv.gz, writes ./graph19-dev.json and ./graph19-test.json)

Each case is (kind, question, meaning).  The meaning is a small tuple read by `answer`; every name in it is
written exactly as the graph writes it (the question types the everyday form: "Boston Rob", "Ozzy", "HvV").
"""

import collections
import datetime
import gzip
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------- the graph

ROWS = []
with gzip.open(os.path.join(HERE, "graph.tsv.gz"), "rt", encoding="utf-8") as f:
    header = f.readline().rstrip("\n").split("\t")
    assert header == ["head", "relation", "tail", "start", "end"], header
    for line in f:
        h, r, t, s, e = line.rstrip("\n").split("\t")
        ROWS.append((h, r, t, s, e or s))
NODES = set(h for h, *_ in ROWS) | set(t for _h, _r, t, *_ in ROWS)
RELS = set(r for _h, r, *_ in ROWS)


def period(p):
    """a typed period: None, 'YYYY', 'YYYY-MM', 'YYYY-MM-DD', or a pair of them; -> (first day, last day)"""
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


def facts(h=None, r=None, t=None, p=None):
    for n in (h, t):
        assert n is None or isinstance(n, (set, frozenset)) or n in NODES, "unknown node %r" % (n,)
    assert r is None or r in RELS, r
    win = period(p)
    out = []
    for row in ROWS:
        fh, fr, ft, fs, fe = row
        if r is not None and fr != r:
            continue
        if h is not None and (fh not in h if isinstance(h, (set, frozenset)) else fh != h):
            continue
        if t is not None and (ft not in t if isinstance(t, (set, frozenset)) else ft != t):
            continue
        if win and not (fs <= win[1] and fe >= win[0]):
            continue
        out.append(row)
    return out


def side(row, which):
    return row[0] if which == "h" else row[2]


def fmt(day, how):
    return {"day": day, "month": day[:7], "year": day[:4]}[how]


def days(a, b):
    return (datetime.date.fromisoformat(b) - datetime.date.fromisoformat(a)).days


def pick(rows, which):
    """one fact: the only one, or the first / last by start day (a tie on that day is refused)"""
    assert rows, "no fact"
    rows = sorted(rows, key=lambda x: (x[3], x[4]))
    if which == "only":
        assert len(rows) == 1, rows
        return rows[0]
    row = rows[0] if which == "first" else rows[-1]
    same = [x for x in rows if x[3] == row[3]]
    assert len(set(x[3] for x in same)) == 1 and len(same) == 1, ("tie", same)
    return row


def ordered_values(rows, which):
    first = {}
    for x in rows:
        v = side(x, which)
        first[v] = min(first.get(v, x[3]), x[3])
    return sorted(first.items(), key=lambda kv: kv[1])


def anchor_fact(a):
    h, r, t, which = a
    return pick(facts(h, r, t), which)


def answer(m):
    op = m[0]
    if op == "who":                 # ("who", h, r, t, period, side)
        _, h, r, t, p, sd = m
        return sorted(set(side(x, sd) for x in facts(h, r, t, p)))
    if op == "when":                # ("when", h, r, t, first|last|only, day|month|year)
        _, h, r, t, which, how = m
        return [fmt(pick(facts(h, r, t), which)[3], how)]
    if op == "nth":                 # ("nth", h, r, t, period, side, n)  n = 1, 2, ... or -1 for the last
        _, h, r, t, p, sd, n = m
        vals = ordered_values(facts(h, r, t, p), sd)
        idx = n - 1 if n > 0 else len(vals) + n
        day = vals[idx][1]
        tied = [v for v, d in vals if d == day]
        assert len(tied) == 1, ("tie at position", tied)
        return [vals[idx][0]]
    if op in ("next", "prev"):      # ("next", anchor, (h, r, t), side, exclude_anchor_head)
        _, a, (h, r, t), sd = m[:4]
        day = anchor_fact(a)[3]
        rows = facts(h, r, t)
        if op == "next":
            rows = [x for x in rows if x[3] > day]
            best = min(x[3] for x in rows)
        else:
            rows = [x for x in rows if x[3] < day]
            best = max(x[3] for x in rows)
        return sorted(set(side(x, sd) for x in rows if x[3] == best))
    if op == "at":                  # ("at", anchor, (h, r, t), side, exclude)  facts overlapping the anchor's day
        _, a, (h, r, t), sd, excl = m
        af = anchor_fact(a)
        rows = [x for x in facts(h, r, t) if x[3] <= af[3] <= x[4]]
        vals = set(side(x, sd) for x in rows)
        if excl:
            vals -= set(excl)
        return sorted(vals)
    if op == "count":               # ("count", h, r, t, period)
        _, h, r, t, p = m
        return [str(len(facts(h, r, t, p)))]
    if op == "distinct":            # ("distinct", h, r, t, period, side)
        _, h, r, t, p, sd = m
        return [str(len(set(side(x, sd) for x in facts(h, r, t, p))))]
    if op == "most":                # ("most", h, r, t, period, side, among)  the value(s) with most facts
        _, h, r, t, p, sd, among = m
        c = collections.Counter(side(x, sd) for x in facts(h, r, t, p))
        if among:
            c = collections.Counter({k: c.get(k, 0) for k in among})
        top = max(c.values())
        return sorted(k for k, v in c.items() if v == top)
    if op == "howlong":             # ("howlong", h, r, t, which)  end day minus start day of one fact
        _, h, r, t, which = m
        x = pick(facts(h, r, t), which)
        return [str(days(x[3], x[4]))]
    if op == "between":             # ("between", anchor1, anchor2, days|years)
        _, a1, a2, unit = m
        d1, d2 = anchor_fact(a1)[3], anchor_fact(a2)[3]
        if unit == "years":
            return [str(abs(int(d2[:4]) - int(d1[:4])))]
        return [str(abs(days(d1, d2)))]
    if op == "order":               # ("order", {label: anchor, ...})  which came first
        _, named = m
        d = {k: anchor_fact(a)[3] for k, a in named.items()}
        assert len(set(d.values())) == len(d), d
        return [min(d, key=d.get)]
    if op == "yesno":               # ("yesno", h, r, t, period)
        _, h, r, t, p = m
        return ["yes" if facts(h, r, t, p) else "no"]
    raise ValueError(op)


# ---------------------------------------------------------------- the questions

BOR = "Survivor: Borneo"
HVV = "Survivor: Heroes vs. Villains"
MIC = "Survivor: Micronesia"
WAW = "Survivor: Winners at War"
ROB = "Rob Mariano"
PAR = "Parvati Shallow"
SAN = "Sandra Diaz-Twine"
TONY = "Tony Vlachos"
CIR = "Cirie Fields"
OZZY = "Oscar Lusth"

CASES = [
    # -- who
    ("who", "Who won the very first season of Survivor, Borneo?", ("who", None, "wonSeason", BOR, None, "h")),
    ("who", "who won survivor cagayan", ("who", None, "wonSeason", "Survivor: Cagayan", None, "h")),
    ("who", "Who won Australian Survivor in 2016?",
     ("who", None, "wonSeason", "Survivor Australia: 2016", None, "h")),
    ("who", "Which two players were runners-up on Heroes vs. Villains?", ("who", None, "runnerUpIn", HVV, None, "h")),
    ("who", "Who came second to Richard Hatch on Borneo?", ("who", None, "runnerUpIn", BOR, None, "h")),
    ("who", "Which tribes was Sandra on in 2003?", ("who", SAN, "memberOfTribe", None, "2003", "t")),
    ("who", "Which jurors voted for Parvati to win Micronesia?",
     ("who", None, "juryVoteFor", PAR, "2008-05-11", "h")),
    ("who", "Who voted for Kelly Wiglesworth at the Borneo final tribal council?",
     ("who", None, "juryVoteFor", "Kelly Wiglesworth", "2000", "h")),
    ("who", "Who got medically evacuated from Survivor: Micronesia?", ("who", None, "evacuatedFrom", MIC, None, "h")),
    ("who", "Who quit during Micronesia?", ("who", None, "quit", MIC, None, "h")),
    ("who", "Who lost the fire-making challenge on Survivor 43?",
     ("who", None, "lostFireChallengeIn", "Survivor: 43", None, "h")),
    ("who", "Who were the members of the Pagong tribe?", ("who", None, "memberOfTribe", "Pagong", None, "h")),
    ("who", "Who sat on the jury in Borneo?", ("who", None, "juryMemberOf", BOR, None, "h")),
    ("who", "Who did Boston Rob vote for at tribal council in 2011?", ("who", ROB, "votedFor", None, "2011", "t")),
    # -- where
    ("where", "Where was Survivor: Borneo filmed?", ("who", BOR, "filmedIn", None, None, "t")),
    ("where", "In which countries were the Survivor seasons shown in 2005 filmed?",
     ("who", None, "filmedIn", None, "2005", "t")),
    ("where", "Which country was Survivor: Micronesia filmed in?", ("who", MIC, "filmedIn", None, None, "t")),
    ("where", "Where was Survivor Australia All Stars shot?",
     ("who", "Survivor Australia: All Stars", "filmedIn", None, None, "t")),
    ("where", "Where was Tony living when he played Cagayan?", ("who", TONY, "livedIn", None, "2014", "t")),
    ("where", "What was Sandra's hometown when she played Winners at War?",
     ("who", SAN, "livedIn", None, "2020", "t")),
    ("where", "Which countries hosted Survivor seasons that aired in 2003?",
     ("who", None, "filmedIn", None, "2003", "t")),
    ("where", "Where did Cirie live when she first played Survivor?", ("who", CIR, "livedIn", None, "2006", "t")),
    # -- when
    ("when", "When did Richard Hatch win Survivor?", ("when", "Richard Hatch", "wonSeason", None, "only", "day")),
    ("when", "What year did Sandra win for the second time?", ("when", SAN, "wonSeason", None, "last", "year")),
    ("when", "When was Sonja Christopher voted out of Borneo?",
     ("when", "Sonja Christopher", "votedOutOf", BOR, "only", "day")),
    ("when", "On what date did Parvati win Micronesia?", ("when", PAR, "wonSeason", MIC, "only", "day")),
    ("when", "In which year did Ozzy first play Survivor?", ("when", OZZY, "castawayOn", None, "first", "year")),
    ("when", "When was Boston Rob voted out of Heroes vs Villains?", ("when", ROB, "votedOutOf", HVV, "only", "day")),
    ("when", "In what month was Tony voted out of Game Changers?",
     ("when", TONY, "votedOutOf", "Survivor: Game Changers", "only", "month")),
    ("when", "When did Survivor: Cagayan premiere?", ("when", "Survivor: Cagayan", "filmedIn", None, "only", "day")),
    ("when", "What year did Cirie last play Survivor?", ("when", CIR, "castawayOn", None, "last", "year")),
    ("when", "When was Jonathan Penner medically evacuated?",
     ("when", "Jonathan Penner", "evacuatedFrom", None, "only", "day")),
    ("when", "When was the Winners at War finale?", ("when", None, "wonSeason", WAW, "only", "day")),
    ("when", "What year did Aubry Bracco finally win Survivor?", ("when", "Aubry Bracco", "wonSeason", None, "only", "year")),
    # -- nth
    ("nth", "Who was the first person ever voted off Survivor?", ("nth", None, "votedOutOf", None, None, "h", 1)),
    ("nth", "Who was the third person voted out of Borneo?", ("nth", None, "votedOutOf", BOR, None, "h", 3)),
    ("nth", "Who was the first castaway voted out of Heroes vs. Villains?",
     ("nth", None, "votedOutOf", HVV, None, "h", 1)),
    ("nth", "What was Parvati's second season?", ("nth", PAR, "castawayOn", None, None, "t", 2)),
    ("nth", "What was Boston Rob's very first tribe?", ("nth", ROB, "memberOfTribe", None, None, "t", 1)),
    ("nth", "Which was the third country to host Survivor?", ("nth", None, "filmedIn", None, None, "t", 3)),
    ("nth", "Who did Cirie vote for at her first tribal council?", ("nth", CIR, "votedFor", None, None, "t", 1)),
    ("nth", "Which season was Ozzy's fourth?", ("nth", OZZY, "castawayOn", None, None, "t", 4)),
    ("nth", "What was the last season Rupert played?", ("nth", "Rupert Boneham", "castawayOn", None, None, "t", -1)),
    ("nth", "Who was the third person voted out of Cagayan?",
     ("nth", None, "votedOutOf", "Survivor: Cagayan", None, "h", 3)),
    ("nth", "Who was the first player voted out of Winners at War?", ("nth", None, "votedOutOf", WAW, None, "h", 1)),
    ("nth", "Which tribe was Ozzy on first?", ("nth", OZZY, "memberOfTribe", None, None, "t", 1)),
    # -- next
    ("next", "Who was voted out of Borneo right after Sonja?",
     ("next", ("Sonja Christopher", "votedOutOf", BOR, "only"), (None, "votedOutOf", BOR), "h")),
    ("next", "Who went home next after Boston Rob on Heroes vs. Villains?",
     ("next", (ROB, "votedOutOf", HVV, "only"), (None, "votedOutOf", HVV), "h")),
    ("next", "After Micronesia, which season did Parvati play next?",
     ("next", (PAR, "castawayOn", MIC, "only"), (PAR, "castawayOn", None), "t")),
    ("next", "What was Rupert's next season after Pearl Islands?",
     ("next", ("Rupert Boneham", "castawayOn", "Survivor: Pearl Islands", "only"), ("Rupert Boneham", "castawayOn", None), "t")),
    ("next", "Who won the next season after Sandra's first win?",
     ("next", (SAN, "wonSeason", None, "first"), (None, "wonSeason", None), "h")),
    ("next", "Who won Survivor right after Richard Hatch?",
     ("next", ("Richard Hatch", "wonSeason", BOR, "only"), (None, "wonSeason", None), "h")),
    ("next", "Which tribe did Tony move to after Aparri in Cagayan?",
     ("next", (TONY, "memberOfTribe", "Aparri", "only"), (TONY, "memberOfTribe", None), "t")),
    ("next", "Who was the next person voted out of HvV after Cirie?",
     ("next", (CIR, "votedOutOf", HVV, "only"), (None, "votedOutOf", HVV), "h")),
    # -- prev
    ("prev", "Who was voted out of Borneo just before Gretchen Cordy?",
     ("prev", ("Gretchen Cordy", "votedOutOf", BOR, "only"), (None, "votedOutOf", BOR), "h")),
    ("prev", "Who won Survivor just before Tom Westman?",
     ("prev", ("Tom Westman", "wonSeason", None, "only"), (None, "wonSeason", None), "h")),
    ("prev", "Which season did Boston Rob play before Redemption Island?",
     ("prev", (ROB, "castawayOn", "Survivor: Redemption Island", "only"), (ROB, "castawayOn", None), "t")),
    ("prev", "Who was voted out of Heroes vs Villains right before Cirie?",
     ("prev", (CIR, "votedOutOf", HVV, "only"), (None, "votedOutOf", HVV), "h")),
    ("prev", "Which tribe was Aubry on before Dara during Kaoh Rong?",
     ("prev", ("Aubry Bracco", "memberOfTribe", "Dara", "only"), ("Aubry Bracco", "memberOfTribe", None), "t")),
    ("prev", "Who was voted out of Micronesia just before Ozzy?",
     ("prev", (OZZY, "votedOutOf", MIC, "only"), (None, "votedOutOf", MIC), "h")),
    # -- at the time of another event
    ("same", "Which tribe was Parvati on when Boston Rob got voted out of Heroes vs. Villains?",
     ("at", (ROB, "votedOutOf", HVV, "only"), (PAR, "memberOfTribe", None), "t", None)),
    ("same", "Where was Tony living when he won Winners at War?",
     ("at", (TONY, "wonSeason", WAW, "only"), (TONY, "livedIn", None), "t", None)),
    ("same", "Which other Survivor season was on air when Kristie Bennet won in Australia?",
     ("at", ("Kristie Bennet", "wonSeason", None, "only"), (None, "filmedIn", None), "h",
      ["Survivor Australia: 2016"])),
    ("same", "Which tribe was Ozzy on when Parvati was voted out of Cook Islands?",
     ("at", (PAR, "votedOutOf", "Survivor: Cook Islands", "only"), (OZZY, "memberOfTribe", None), "t", None)),
    ("same", "Where did Sandra live when she won Heroes vs. Villains?",
     ("at", (SAN, "wonSeason", HVV, "only"), (SAN, "livedIn", None), "t", None)),
    ("same", "Which tribe was Cirie on when Parvati won Micronesia?",
     ("at", (PAR, "wonSeason", MIC, "only"), (CIR, "memberOfTribe", None), "t", None)),
    # -- count
    ("count", "How many times has Cirie played Survivor?", ("count", CIR, "castawayOn", None, None)),
    ("count", "How many Survivor seasons were filmed in Fiji?", ("count", None, "filmedIn", "Fiji", None)),
    ("count", "How many times was Boston Rob voted out?", ("count", ROB, "votedOutOf", None, None)),
    ("count", "How many jury votes did Tony get across his two wins?", ("count", None, "juryVoteFor", TONY, None)),
    ("count", "How many times did Ozzy get voted out?", ("count", OZZY, "votedOutOf", None, None)),
    ("count", "How many votes were cast against Ozzy at tribal council over his career?",
     ("count", None, "votedFor", OZZY, None)),
    ("count", "How many tribal council votes has Cirie cast?", ("count", CIR, "votedFor", None, None)),
    ("count", "How many Survivor seasons were filmed in Samoa?", ("count", None, "filmedIn", "Samoa", None)),
    ("count", "How many players were medically evacuated in the 2000s?",
     ("count", None, "evacuatedFrom", None, ("2000", "2009"))),
    ("count", "How many times has Parvati sat on the jury?", ("count", PAR, "juryMemberOf", None, None)),
    ("count", "How many Survivor seasons were on TV in 2016?", ("count", None, "filmedIn", None, "2016")),
    ("count", "How many jury votes did Parvati get in Micronesia?", ("count", None, "juryVoteFor", PAR, "2008")),
    # -- distinct
    ("distinct", "How many different countries has Survivor been filmed in?",
     ("distinct", None, "filmedIn", None, None, "t")),
    ("distinct", "How many different tribes has Boston Rob been a member of?",
     ("distinct", ROB, "memberOfTribe", None, None, "t")),
    ("distinct", "How many different people has Cirie voted for at tribal council?",
     ("distinct", CIR, "votedFor", None, None, "t")),
    ("distinct", "How many different people have won Survivor?", ("distinct", None, "wonSeason", None, None, "h")),
    ("distinct", "In how many different places has Sandra lived across her seasons?",
     ("distinct", SAN, "livedIn", None, None, "t")),
    ("distinct", "How many different castaways did Russell Hantz vote for?",
     ("distinct", "Russell Hantz", "votedFor", None, None, "t")),
    ("distinct", "How many different people have finished as Survivor runner-up?",
     ("distinct", None, "runnerUpIn", None, None, "h")),
    ("distinct", "How many different castaways played Survivor in 2000?",
     ("distinct", None, "castawayOn", None, "2000", "h")),
    # -- most
    ("most", "Which country has hosted the most Survivor seasons?", ("most", None, "filmedIn", None, None, "t", None)),
    ("most", "Who has played Survivor the most times?", ("most", None, "castawayOn", None, None, "h", None)),
    ("most", "Who has had the most votes cast against them at tribal council?",
     ("most", None, "votedFor", None, None, "t", None)),
    ("most", "Who did Russell Hantz vote for most often?", ("most", "Russell Hantz", "votedFor", None, None, "t", None)),
    ("most", "Who has received the most jury votes?", ("most", None, "juryVoteFor", None, None, "t", None)),
    ("most", "Which hometown do the most Survivor castaways come from?",
     ("most", None, "livedIn", None, None, "t", None)),
    ("most", "Who has sat on the most Survivor juries?", ("most", None, "juryMemberOf", None, None, "h", None)),
    ("most", "Of Parvati, Sandra and Boston Rob, who got the most votes against them at tribal council?",
     ("most", None, "votedFor", None, None, "t", [PAR, SAN, ROB])),
    # -- how long
    ("howlong", "How many days did Survivor: Borneo run on TV, from premiere to finale?",
     ("howlong", BOR, "filmedIn", None, "only")),
    ("howlong", "How long did Winners at War air, in days?", ("howlong", WAW, "filmedIn", None, "only")),
    ("howlong", "How many days did Greg Buis spend on the Borneo jury before the finale aired?",
     ("howlong", "Greg Buis", "juryMemberOf", BOR, "only")),
    ("howlong", "How many days did Parvati last in Winners at War, from the premiere to the episode she was voted out?",
     ("howlong", PAR, "castawayOn", WAW, "only")),
    ("howlong", "How long was Parvati on the Malakal tribe, counting air dates?",
     ("howlong", PAR, "memberOfTribe", "Malakal", "only")),
    ("howlong", "How many days did the 2016 season of Australian Survivor run on TV?",
     ("howlong", "Survivor Australia: 2016", "filmedIn", None, "only")),
    # -- between
    ("between", "How many years passed between Sandra's two wins?",
     ("between", (SAN, "wonSeason", None, "first"), (SAN, "wonSeason", None, "last"), "years")),
    ("between", "How many years between Tony's two victories?",
     ("between", (TONY, "wonSeason", None, "first"), (TONY, "wonSeason", None, "last"), "years")),
    ("between", "How many years were there between Parvati's win in Micronesia and her win in Australia vs. The World?",
     ("between", (PAR, "wonSeason", MIC, "only"), (PAR, "wonSeason", "Survivor: Australia vs. The World", "only"),
      "years")),
    ("between", "How many days passed between Boston Rob being voted out of HvV and his Redemption Island win?",
     ("between", (ROB, "votedOutOf", HVV, "only"), (ROB, "wonSeason", "Survivor: Redemption Island", "only"), "days")),
    ("between", "How many years after Richard Hatch's win did Tony win for the first time?",
     ("between", ("Richard Hatch", "wonSeason", None, "only"), (TONY, "wonSeason", None, "first"), "years")),
    ("between", "How many years passed between Cirie's first and last seasons?",
     ("between", (CIR, "castawayOn", None, "first"), (CIR, "castawayOn", None, "last"), "years")),
    # -- yes / no
    ("yesno", "Did Boston Rob ever win Survivor?", ("yesno", ROB, "wonSeason", None, None)),
    ("yesno", "Did Russell Hantz play on Survivor Australia: Champions vs. Contenders?",
     ("yesno", "Russell Hantz", "castawayOn", "Survivor Australia: Champions vs. Contenders", None)),
    ("yesno", "Has Ozzy ever won Survivor?", ("yesno", OZZY, "wonSeason", None, None)),
    ("yesno", "Was Cirie voted out of Game Changers?", ("yesno", CIR, "votedOutOf", "Survivor: Game Changers", None)),
    ("yesno", "Did Sandra get voted out in 2017?", ("yesno", SAN, "votedOutOf", None, "2017")),
    ("yesno", "Did Tony get voted out of Australia vs. The World?",
     ("yesno", TONY, "votedOutOf", "Survivor: Australia vs. The World", None)),
    ("yesno", "Was Survivor filmed in Fiji in 2010?", ("yesno", None, "filmedIn", "Fiji", "2010")),
    ("yesno", "Did Sue Hawk vote for Kelly Wiglesworth to win Borneo?",
     ("yesno", "Susan Hawk", "juryVoteFor", "Kelly Wiglesworth", None)),
    ("yesno", "Was Jonathan Penner medically evacuated in 2008?",
     ("yesno", "Jonathan Penner", "evacuatedFrom", None, "2008")),
    ("yesno", "Did Amanda Kimmel ever win Survivor?", ("yesno", "Amanda Kimmel", "wonSeason", None, None)),
    # -- which came first
    ("order", "Who won Survivor first, Parvati or Sandra?",
     ("order", {PAR: (PAR, "wonSeason", None, "first"), SAN: (SAN, "wonSeason", None, "first")})),
    ("order", "Which season aired first, Survivor: Cambodia or Kaoh Rong?",
     ("order", {"Survivor: Cambodia": ("Survivor: Cambodia", "filmedIn", None, "only"),
                "Survivor: Kaoh Rong": ("Survivor: Kaoh Rong", "filmedIn", None, "only")})),
    ("order", "Who played Survivor first, Cirie or Ozzy?",
     ("order", {CIR: (CIR, "castawayOn", None, "first"), OZZY: (OZZY, "castawayOn", None, "first")})),
    ("order", "Who was voted out of Heroes vs Villains first, Cirie or Tom Westman?",
     ("order", {CIR: (CIR, "votedOutOf", HVV, "only"), "Tom Westman": ("Tom Westman", "votedOutOf", HVV, "only")})),
]

# the yes / no questions the graph answers "no" on purpose
NO = {"Has Ozzy ever won Survivor?", "Was Cirie voted out of Game Changers?", "Was Survivor filmed in Fiji in 2010?",
      "Did Sue Hawk vote for Kelly Wiglesworth to win Borneo?", "Did Amanda Kimmel ever win Survivor?"}


def main():
    assert len(CASES) == len(set(q for _k, q, _m in CASES)), "duplicate question"
    out = []
    for i, (kind, q, m) in enumerate(CASES):
        ans = answer(m)
        assert ans and all(ans), (q, ans)
        if kind == "yesno":
            assert ans == (["no"] if q in NO else ["yes"]), (q, ans)
        out.append({"id": "g19-%04d" % (i + 1), "question": q, "answers": sorted(ans)})
    for name, part in (("graph19-dev.json", out[0::2]), ("graph19-test.json", out[1::2])):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            json.dump(part, f, ensure_ascii=False, indent=1)
            f.write("\n")
    kinds = collections.Counter(k for k, _q, _m in CASES)
    print("%d questions: %s" % (len(out), ", ".join("%s %d" % kv for kv in kinds.items())))
    return out


if __name__ == "__main__":
    for x, (k, _q, _m) in zip(main(), CASES):
        print("%s %-9s %s -> %s" % (x["id"], k, x["question"], x["answers"]))
