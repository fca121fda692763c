"""graph5: 160 temporal questions over UK ministers since 1979 (IfG Ministers Database, CC BY 4.0).

Usage:
    python3 gold.py            # checks, then writes graph5-dev.json and graph5-test.json
    python3 gold.py --check    # fails unless the files on disk are what gold.py writes
    python3 gold.py --explain  # every question with its meaning and answers
    python3 gold.py --stats    # counts per kind

Standard library only; reads graph.tsv.gz next to this file; byte-identical output on every run.
The semantics are in README.md ("Semantics") and in the functions below.
"""

import datetime as dt
import gzip
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
PREFIX = "g5"
NAME = "graph5"
DATA_DATE = "2026-06-19"  # the source's last update (the commit in SOURCE.md)


class CheckFailed(Exception):
    pass


def fail(msg):
    raise CheckFailed(msg)


# ---------------------------------------------------------------------------------------------
# the graph

def load():
    facts = []
    with gzip.open(HERE / "graph.tsv.gz", "rt", encoding="utf-8") as fh:
        header = fh.readline().rstrip("\n").split("\t")
        if header != ["head", "relation", "tail", "start", "end"]:
            fail(f"unexpected header {header}")
        for line in fh:
            h, r, t, s, e = line.rstrip("\n").split("\t")
            facts.append((h, r, t, s, e or None))
    return facts


FACTS = load()
BY_HEAD = defaultdict(list)
BY_REL_TAIL = defaultdict(list)
for _f in FACTS:
    BY_HEAD[_f[0]].append(_f)
    BY_REL_TAIL[(_f[1], _f[2])].append(_f)
RELATIONS = {f[1] for f in FACTS}
PEOPLE = {f[0] for f in FACTS}
TAILS = defaultdict(set)
for _f in FACTS:
    TAILS[_f[1]].add(_f[2])

# everyday names of posts / departments (several graph nodes when the office was renamed)
POST_ALIASES = {
    "PM": {"Prime Minister"},
    "prime minister": {"Prime Minister"},
    "Chancellor": {"Chancellor of the Exchequer"},
    "Home Secretary": {"Secretary of State for the Home Department"},
    "Foreign Secretary": {"Secretary of State for Foreign and Commonwealth Affairs",
                          "Secretary of State for Foreign, Commonwealth and Development Affairs"},
    "Defence Secretary": {"Secretary of State for Defence"},
    "Health Secretary": {"Secretary of State for Health", "Secretary of State for Health and Social Care"},
    "Justice Secretary": {"Secretary of State for Justice and Lord Chancellor"},
    "Education Secretary": {"Secretary of State for Education", "Secretary of State for Education and Science",
                            "Secretary of State for Education and Employment",
                            "Secretary of State for Education and Skills",
                            "Secretary of State for Children, Schools and Families"},
    "Environment Secretary": {"Secretary of State for Environment, Food and Rural Affairs",
                              "Secretary of State for the Environment"},
    "Work and Pensions Secretary": {"Secretary of State for Work and Pensions"},
    "Transport Secretary": {"Secretary of State for Transport"},
    "Culture Secretary": {"Secretary of State for Culture, Media and Sport",
                          "Secretary of State for Culture, Olympics, Media and Sport",
                          "Secretary of State for Digital, Culture, Media and Sport"},
    "Scottish Secretary": {"Secretary of State for Scotland"},
    "Welsh Secretary": {"Secretary of State for Wales"},
    "Northern Ireland Secretary": {"Secretary of State for Northern Ireland"},
    "Brexit Secretary": {"Secretary of State for Exiting the European Union"},
    "International Development Secretary": {"Secretary of State for International Development"},
    "Trade and Industry Secretary": {"Secretary of State for Trade and Industry"},
    "Energy and Climate Change Secretary": {"Secretary of State for Energy and Climate Change"},
    "Business Secretary": {"Secretary of State for Business, Innovation and Skills",
                           "Secretary of State for Business, Energy and Industrial Strategy",
                           "Secretary of State for Business and Trade",
                           "Secretary of State for Business, Enterprise and Regulatory Reform"},
    "BEIS Secretary": {"Secretary of State for Business, Energy and Industrial Strategy"},
    "International Trade Secretary": {"Secretary of State for International Trade"},
    "Chief Whip": {"Chief Whip and Parliamentary Secretary to the Treasury"},
    "Deputy PM": {"Deputy Prime Minister"},
    "deputy prime minister": {"Deputy Prime Minister"},
    "Attorney General": {"Attorney General"},
    "Leader of the House": {"Leader of the House of Commons"},
    "Leader of the Lords": {"Leader of the House of Lords"},
    "Chief Secretary to the Treasury": {"Chief Secretary to the Treasury"},
    "Chancellor of the Duchy of Lancaster": {"Chancellor of the Duchy of Lancaster"},
    "Lord Chancellor": {"Lord Chancellor", "Secretary of State for Constitutional Affairs and Lord Chancellor",
                        "Secretary of State for Justice and Lord Chancellor"},
    "First Secretary of State": {"First Secretary of State"},
    "Levelling Up Secretary": {"Secretary of State for Levelling Up, Housing and Communities"},
    "Communities Secretary": {"Secretary of State for Communities and Local Government"},
    "Minister for Europe": {"Minister for Europe"},
    "Lord Privy Seal": {"Lord Privy Seal"},
    "Paymaster General": {"Paymaster General"},
    "Minister without Portfolio": {"Minister without Portfolio"},
    "Minister for the Armed Forces": {"Minister for the Armed Forces"},
    "Solicitor General": {"Solicitor General"},
    "Security Minister": {"Minister for Security"},
    "Economic Secretary": {"Economic Secretary"},
    "Exchequer Secretary": {"Exchequer Secretary"},
    "Minister for London": {"Minister for London"},
    "Energy Secretary": {"Secretary of State for Energy"},
    "Employment Secretary": {"Secretary of State for Employment"},
}
DEPT_ALIASES = {
    "the Treasury": {"HM Treasury"},
    "the Foreign Office": {"Foreign and Commonwealth Office", "Foreign, Commonwealth and Development Office"},
    "the Home Office": {"Home Office"},
    "the Cabinet Office": {"Cabinet Office"},
    "the MoD": {"Ministry of Defence"},
    "Defra": {"Department for Environment, Food and Rural Affairs"},
    "the DWP": {"Department for Work and Pensions"},
    "the Northern Ireland Office": {"Northern Ireland Office"},
    "the whips' office": {"Government Whips-House of Commons"},
}
PERSON_ALIASES = {
    "Ken Clarke": "Kenneth Clarke",
    "Boris": "Boris Johnson",
    "IDS": "Iain Duncan Smith",
    "Maggie Thatcher": "Margaret Thatcher",
    "Mrs Thatcher": "Margaret Thatcher",
    "Willie Whitelaw": "William Whitelaw",
    "Lord Carrington": "Lord Carrington",
    "Baroness Amos": "Baroness Amos",
    "Valerie Amos": "Baroness Amos",
    "Lord Adonis": "Lord Adonis",
    "Andrew Adonis": "Lord Adonis",
    "Lord Goldsmith": "Lord Goldsmith",
    "Peter Goldsmith": "Lord Goldsmith",
    "Lord Falconer": "Lord Falconer of Thoroton",
    "Charlie Falconer": "Lord Falconer of Thoroton",
    "Lord Hermer": "Lord Hermer",
    "Richard Hermer": "Lord Hermer",
    "Lord Ahmad": "Lord Ahmad of Wimbledon",
    "Tariq Ahmad": "Lord Ahmad of Wimbledon",
    "Lord Irvine": "Lord Irvine of Lairg",
    "Derry Irvine": "Lord Irvine of Lairg",
    "Lord Mackay": "Lord Mackay of Clashfern",
    "Lord Hailsham": "Lord Hailsham of Saint Marylebone",
    "Lord Strathclyde": "Lord Strathclyde",
    "Baroness Evans": "Baroness Evans of Bowes Park",
    "Natalie Evans": "Baroness Evans of Bowes Park",
    "Lady Jay": "Baroness Jay of Paddington",
    "Lord True": "Lord True",
    "Baroness Scotland": "Baroness Scotland of Asthal",
    "Patricia Scotland": "Baroness Scotland of Asthal",
    "Lord Young": "Lord Young of Graffham",
    "David Young": "Lord Young of Graffham",
    "Baroness Ashton": "Baroness Ashton of Upholland",
    "Cathy Ashton": "Baroness Ashton of Upholland",
    "Lord Cockfield": "Lord Cockfield",
    "Jacob Rees-Mogg": "Jacob Rees-Mogg",
    "Rees-Mogg": "Jacob Rees-Mogg",
    "Heseltine": "Michael Heseltine",
}

KINDS = ("who", "what", "when", "next", "prev", "howlong", "count", "nth", "during", "between",
         "most", "yesno", "none")


# ---------------------------------------------------------------------------------------------
# days and windows

def day(s):
    return dt.date.fromisoformat(s)


def window(w):
    """(lo, hi) inclusive days of a calendar window; None for interval windows."""
    k = w[0]
    if k == "year":
        return f"{w[1]}-01-01", f"{w[1]}-12-31"
    if k == "month":
        y, m = map(int, w[1].split("-"))
        last = (dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)).isoformat()
        return f"{w[1]}-01", last
    if k == "day":
        return w[1], w[1]
    if k == "range":
        return w[1], w[2]
    if k == "now":
        return DATA_DATE, DATA_DATE
    if k == "all":
        return "0001-01-01", "9999-12-31"
    fail(f"unknown window {w}")
    return None


def overlaps(s, e, lo, hi, inclusive_end):
    """Does a fact [s, e) share a day with [lo, hi]? The handover day belongs to the newcomer
    (end exclusive); inclusive_end=True is the fragility probe."""
    if s > hi:
        return False
    if e is None:
        return True
    return e >= lo if inclusive_end else e > lo


def spells(person, rel, tails):
    """The person's intervals of rel with a tail in tails, merged when they touch or overlap."""
    ivs = sorted((f[3], f[4]) for f in BY_HEAD[person] if f[1] == rel and f[2] in tails)
    out = []
    for s, e in ivs:
        if out and (out[-1][1] is None or s <= out[-1][1]):
            if out[-1][1] is not None and (e is None or e > out[-1][1]):
                out[-1][1] = e
        else:
            out.append([s, e])
    return [tuple(x) for x in out]


def pick(sp, which, what):
    if not sp:
        fail(f"no spell for {what}")
    if which == "only":
        if len(sp) != 1:
            fail(f"{what}: {len(sp)} spells, 'only' asked")
        return sp[0]
    if which == "first":
        return sp[0]
    if which == "last":
        return sp[-1]
    if isinstance(which, int):
        return sp[which - 1]
    fail(f"bad spell selector {which}")
    return None


def win_spans(w):
    """A window as a list of [lo, hi) half-open day ranges plus its inclusive twin."""
    if w[0] == "while":  # ("while", person, rel, tails, which)
        _, person, rel, tails, which = w
        sp = spells(person, rel, resolve_tails(rel, tails))
        if which != "all":
            sp = [pick(sp, which, w)]
        return [("iv", s, e) for s, e in sp]
    lo, hi = window(w)
    return [("cal", lo, hi)]


def hits(s, e, spans, inclusive_end):
    for kind, lo, hi in spans:
        if kind == "cal":
            if overlaps(s, e, lo, hi, inclusive_end):
                return True
        else:  # interval against interval: [s, e) and [lo, hi) must share more than one day
            # (cabinet changes are often recorded a day apart); the probe asks for more than three
            slack = 3 if inclusive_end else 1
            ends = [x for x in (e, hi) if x is not None]
            if not ends or days(max(s, lo), min(ends)) > slack:
                return True
    return False


def resolve_tails(rel, tails):
    if isinstance(tails, str):
        tails = {tails}
    out = set()
    for t in tails:
        if rel == "heldOffice" and t in POST_ALIASES:
            out |= POST_ALIASES[t]
        elif rel == "servedIn" and t in DEPT_ALIASES:
            out |= DEPT_ALIASES[t]
        else:
            out.add(t)
    for t in out:
        if t not in TAILS[rel]:
            fail(f"{rel} has no tail {t!r}")
    return out


def fmt(d, unit):
    if d is None:
        fail("an open end asked as a date")
    return {"day": d, "month": d[:7], "year": d[:4]}[unit]


def days(a, b):
    return (day(b) - day(a)).days


def years_between(a, b):
    a, b = day(a), day(b)
    return b.year - a.year - ((b.month, b.day) < (a.month, a.day))


# ---------------------------------------------------------------------------------------------
# meanings: each returns a sorted list of answer strings (computed twice: end exclusive, then
# end inclusive; a difference means the question hangs on a handover day and is refused)

def m_who(m, inc):
    # ("who", rel, tails, window): heads holding a tail of rel in the window
    _, rel, tails, w = m
    ts = resolve_tails(rel, tails)
    spans = win_spans(w)
    exclude = {w[1]} if w[0] == "while" else set()
    out = set()
    for t in ts:
        for f in BY_REL_TAIL[(rel, t)]:
            if f[0] not in exclude and hits(f[3], f[4], spans, inc):
                out.add(f[0])
    return sorted(out)


def m_what(m, inc):
    # ("what", person, rel, window[, tail filter]): the person's tails of rel in the window
    person, rel, w = m[1], m[2], m[3]
    spans = win_spans(w)
    return sorted({f[2] for f in BY_HEAD[person] if f[1] == rel and hits(f[3], f[4], spans, inc)})


def m_when(m, inc):
    # ("when", person, rel, tails, edge start|end, which spell, unit)
    _, person, rel, tails, edge, which, unit = m
    s, e = pick(spells(person, rel, resolve_tails(rel, tails)), which, m)
    return [fmt(s if edge == "start" else e, unit)]


def succession(rel, ts, person, which):
    """All spells (merged per person over ts) as (start, end, person), and the person's spell."""
    allsp = []
    for p in {f[0] for t in ts for f in BY_REL_TAIL[(rel, t)]}:
        for s, e in spells(p, rel, ts):
            allsp.append((s, e, p))
    mine = pick(spells(person, rel, ts), which, (person, ts))
    return sorted(allsp), mine


def m_next(m, inc):
    # ("next", person, rel, tails, which): who held it next = the other spell(s) starting first
    # after the person's spell started
    _, person, rel, tails, which = m
    ts = resolve_tails(rel, tails)
    allsp, (s0, _e0) = succession(rel, ts, person, which)
    later = [x for x in allsp if x[0] > s0 and x[2] != person]
    if not later:
        return []
    first = min(x[0] for x in later)
    return sorted({x[2] for x in later if x[0] == first})


def m_prev(m, inc):
    # ("prev", person, rel, tails, which): the other spell(s) starting last before the person's
    _, person, rel, tails, which = m
    ts = resolve_tails(rel, tails)
    allsp, (s0, _e0) = succession(rel, ts, person, which)
    earlier = [x for x in allsp if x[0] < s0 and x[2] != person]
    if not earlier:
        return []
    last = max(x[0] for x in earlier)
    return sorted({x[2] for x in earlier if x[0] == last})


def m_howlong(m, inc):
    # ("howlong", person, rel, tails, which|"total", unit days|years)
    _, person, rel, tails, which, unit = m
    sp = spells(person, rel, resolve_tails(rel, tails))
    if which == "total":
        if unit != "days":
            fail("total is counted in days")
        if any(e is None for _, e in sp):
            fail("total over an open spell")
        return [str(sum((day(e) - day(s)).days for s, e in sp))]
    s, e = pick(sp, which, m)
    if e is None:
        fail(f"how long over an open spell {m}")
    if unit == "days":
        return [str((day(e) - day(s)).days)]
    return [str(years_between(s, e))]


def m_count(m, inc):
    # ("count", what, ...):
    #   ("count", "tails", person, rel, window|None): distinct tails of the person
    #   ("count", "heads", rel, tails, window): distinct people holding it in the window
    #   ("count", "spells", person, rel, tails): separate spells
    sub = m[1]
    if sub == "tails":
        _, _, person, rel, w = m
        fs = [f for f in BY_HEAD[person] if f[1] == rel]
        if w is not None:
            spans = win_spans(w)
            fs = [f for f in fs if hits(f[3], f[4], spans, inc)]
        return [str(len({f[2] for f in fs}))]
    if sub == "heads":
        return [str(len(m_who(("who", m[2], m[3], m[4]), inc)))]
    if sub == "spells":
        _, _, person, rel, tails = m
        return [str(len(spells(person, rel, resolve_tails(rel, tails))))]
    fail(f"bad count {m}")
    return None


def m_nth(m, inc):
    # ("nth", "holder", rel, tails, n): the n-th distinct person to hold it (by first start; ties
    #   listed); n < 0 counts from the end (by latest start)
    # ("nth", "tail", person, rel, n): the person's n-th tail by start (n = -1: the latest)
    sub = m[1]
    if sub == "holder":
        _, _, rel, tails, n = m
        ts = resolve_tails(rel, tails)
        first = {}
        for t in ts:
            for f in BY_REL_TAIL[(rel, t)]:
                if n > 0:
                    first[f[0]] = min(first.get(f[0], f[3]), f[3])
                else:
                    first[f[0]] = max(first.get(f[0], f[3]), f[3])
        starts = sorted(set(first.values()), reverse=n < 0)
        k = abs(n)
        if len(starts) < k:
            return []
        return sorted(p for p, s in first.items() if s == starts[k - 1])
    if sub == "tail":
        _, _, person, rel, n = m
        fs = [f for f in BY_HEAD[person] if f[1] == rel]
        # n-th distinct tail by its first start
        first = {}
        for f in fs:
            first[f[2]] = min(first.get(f[2], f[3]), f[3])
        if n < 0:
            last = max(f[3] for f in fs)
            return sorted({f[2] for f in fs if f[3] == last})
        order = sorted(set(first.values()))
        if len(order) < n:
            return []
        return sorted(t for t, s in first.items() if s == order[n - 1])
    fail(f"bad nth {m}")
    return None


def m_between(m, inc):
    # ("between", (person, rel, tails, edge, which), (...), unit days|years)
    _, a, b, unit = m
    def point(x):
        person, rel, tails, edge, which = x
        s, e = pick(spells(person, rel, resolve_tails(rel, tails)), which, x)
        d = s if edge == "start" else e
        if d is None:
            fail(f"open end in {x}")
        return d
    da, db = sorted([point(a), point(b)])
    if unit == "days":
        return [str((day(db) - day(da)).days)]
    return [str(years_between(da, db))]


def m_most(m, inc):
    # ("most", "longest", rel, tails): person(s) with the most days in total (open spells
    #   counted to DATA_DATE)
    # ("most", "spells", rel, tails): person(s) with the most separate spells
    # ("most", "heads_under", rel, tails, ref_rel, ref_tails): of the people holding ref (e.g. PM),
    #   who had the most different holders of tails during their time
    sub = m[1]
    if sub in ("longest", "spells", "shortest"):
        _, _, rel, tails = m
        ts = resolve_tails(rel, tails)
        score = {}
        for p in {f[0] for t in ts for f in BY_REL_TAIL[(rel, t)]}:
            sp = spells(p, rel, ts)
            if sub == "spells":
                score[p] = len(sp)
            else:
                score[p] = sum((day(e or DATA_DATE) - day(s)).days for s, e in sp)
        best = (max if sub != "shortest" else min)(score.values())
        return sorted(p for p, v in score.items() if v == best)
    if sub == "heads_under":
        _, _, rel, tails, ref_rel, ref_tails = m
        score = {}
        for p in {f[0] for t in resolve_tails(ref_rel, ref_tails) for f in BY_REL_TAIL[(ref_rel, t)]}:
            score[p] = len(m_who(("who", rel, tails, ("while", p, ref_rel, ref_tails, "all")), inc))
        best = max(score.values())
        return sorted(p for p, v in score.items() if v == best)
    fail(f"bad most {m}")
    return None


def m_yesno(m, inc):
    # ("yesno", person, rel, tails, window|None): did the person hold it (in the window)?
    _, person, rel, tails, w = m
    ts = resolve_tails(rel, tails)
    fs = [f for f in BY_HEAD[person] if f[1] == rel and f[2] in ts]
    if w is not None:
        spans = win_spans(w)
        fs = [f for f in fs if hits(f[3], f[4], spans, inc)]
    return ["yes" if fs else "no"]


MEANINGS = {"who": m_who, "what": m_what, "when": m_when, "next": m_next, "prev": m_prev,
            "howlong": m_howlong, "count": m_count, "nth": m_nth, "between": m_between,
            "most": m_most, "yesno": m_yesno}


def answer(m):
    fn = MEANINGS[m[0]]
    a = fn(m, False)
    b = fn(m, True)
    if a != b:
        fail(f"answer hangs on a handover day: {m}: {a} vs {b}")
    return a


# ---------------------------------------------------------------------------------------------
# the questions: (kind, question, meaning, mentions)
# mentions: the names the question types, as (typed, class) with class person|post|dept|seat|party;
# each must be in the text and fit exactly one graph node (or be an alias)

HO = "heldOffice"
SV = "servedIn"
SEAT = "representedConstituency"
PARTY = "memberOfParty"
HOUSE = "satIn"


def P(x):
    return (x, "person")


def J(x):
    return (x, "post")


def D(x):
    return (x, "dept")


CASES = [
    # --- who held it (in a year, on a day, in a month, now, between years)
    ("who", "Who was Home Secretary in 2005?", ("who", HO, "Home Secretary", ("year", "2005")),
     [J("Home Secretary")]),
    ("who", "who was the chancellor in 1992", ("who", HO, "Chancellor", ("year", "1992")),
     [J("Chancellor")]),
    ("who", "Who was Foreign Secretary in 2019?", ("who", HO, "Foreign Secretary", ("year", "2019")),
     [J("Foreign Secretary")]),
    ("who", "Who was Defence Secretary in 1984?", ("who", HO, "Defence Secretary", ("year", "1984")),
     [J("Defence Secretary")]),
    ("who", "Who held the Northern Ireland Secretary job in 1998?",
     ("who", HO, "Northern Ireland Secretary", ("year", "1998")), [J("Northern Ireland Secretary")]),
    ("who", "Which people served as Health Secretary during 2022?",
     ("who", HO, "Health Secretary", ("year", "2022")), [J("Health Secretary")]),
    ("who", "Who was Attorney General in 2012?", ("who", HO, "Attorney General", ("year", "2012")),
     [J("Attorney General")]),
    ("who", "Who was Leader of the Lords in 2000?", ("who", HO, "Leader of the Lords", ("year", "2000")),
     [J("Leader of the Lords")]),
    ("who", "who were the chief whips in 2012", ("who", HO, "Chief Whip", ("year", "2012")),
     [J("Chief Whip")]),
    ("who", "Who did the Work and Pensions Secretary job in 2018?",
     ("who", HO, "Work and Pensions Secretary", ("year", "2018")), [J("Work and Pensions Secretary")]),
    ("who", "Who was PM on Christmas Day 1995?", ("who", HO, "PM", ("day", "1995-12-25")), [J("PM")]),
    ("who", "Who was Transport Secretary on 15 March 2008?",
     ("who", HO, "Transport Secretary", ("day", "2008-03-15")), [J("Transport Secretary")]),
    ("who", "Who was the Scottish Secretary on 1 June 2010?",
     ("who", HO, "Scottish Secretary", ("day", "2010-06-01")), [J("Scottish Secretary")]),
    ("who", "Who was Culture Secretary on 1 October 2012?",
     ("who", HO, "Culture Secretary", ("day", "2012-10-01")), [J("Culture Secretary")]),
    ("who", "Who was Home Secretary in October 2022?",
     ("who", HO, "Home Secretary", ("month", "2022-10")), [J("Home Secretary")]),
    ("who", "Who was Chancellor in September 2022?", ("who", HO, "Chancellor", ("month", "2022-09")),
     [J("Chancellor")]),
    ("who", "Who is the current Chancellor?", ("who", HO, "Chancellor", ("now",)), [J("Chancellor")]),
    ("who", "who's foreign secretary now", ("who", HO, "Foreign Secretary", ("now",)),
     [J("Foreign Secretary")]),
    ("who", "Who is the Defence Secretary at the moment?", ("who", HO, "Defence Secretary", ("now",)),
     [J("Defence Secretary")]),
    ("who", "Who's Health Secretary right now?", ("who", HO, "Health Secretary", ("now",)),
     [J("Health Secretary")]),
    ("who", "Who were the Welsh Secretaries between 1990 and 1995?",
     ("who", HO, "Welsh Secretary", ("range", "1990-01-01", "1995-12-31")), [J("Welsh Secretary")]),
    ("who", "Who served as Education Secretary between 2021 and 2022?",
     ("who", HO, "Education Secretary", ("range", "2021-01-01", "2022-12-31")), [J("Education Secretary")]),
    ("who", "Which minister was MP for Witney in 2000?", ("who", SEAT, "Witney", ("year", "2000")),
     [("Witney", "seat")]),
    ("who", "Who was the MP for Finchley in 1985?", ("who", SEAT, "Finchley", ("year", "1985")),
     [("Finchley", "seat")]),
    ("who", "Which former ministers were in Change UK in 2019?",
     ("who", PARTY, "Change UK - The Independent Group", ("year", "2019")), [("Change UK", "party")]),
    ("who", "Who led the House of Commons in 2003?",
     ("who", HO, "Leader of the House of Commons", ("year", "2003")), []),
    # --- what someone held (job, department, seat, party, house) at a time
    ("what", "What job did Theresa May have in 2012?", ("what", "Theresa May", HO, ("year", "2012")),
     [P("Theresa May")]),
    ("what", "What was Gordon Brown's job in 2000?", ("what", "Gordon Brown", HO, ("year", "2000")),
     [P("Gordon Brown")]),
    ("what", "Which cabinet post did Michael Portillo hold in 1996?",
     ("what", "Michael Portillo", HO, ("year", "1996")), [P("Michael Portillo")]),
    ("what", "What was Ed Miliband doing in government in 2009?",
     ("what", "Ed Miliband", HO, ("year", "2009")), [P("Ed Miliband")]),
    ("what", "Which department was Liz Truss working in in 2015?",
     ("what", "Liz Truss", SV, ("year", "2015")), [P("Liz Truss")]),
    ("what", "Which departments did Ken Clarke work in during 1986?",
     ("what", "Kenneth Clarke", SV, ("year", "1986")), [P("Ken Clarke")]),
    ("what", "Which seat did Boris represent in 2003?", ("what", "Boris Johnson", SEAT, ("year", "2003")),
     [P("Boris")]),
    ("what", "What constituency was Rishi Sunak MP for in 2020?",
     ("what", "Rishi Sunak", SEAT, ("year", "2020")), [P("Rishi Sunak")]),
    ("what", "Which party was Shaun Woodward in in 2005?",
     ("what", "Shaun Woodward", PARTY, ("year", "2005")), [P("Shaun Woodward")]),
    ("what", "What party did Quentin Davies belong to in 2008?",
     ("what", "Quentin Davies", PARTY, ("year", "2008")), [P("Quentin Davies")]),
    ("what", "What was Suella Braverman's job in 2021?",
     ("what", "Suella Braverman", HO, ("year", "2021")), [P("Suella Braverman")]),
    ("what", "Which posts did Raab hold in 2022?", ("what", "Dominic Raab", HO, ("year", "2022")),
     [P("Raab")]),
    ("what", "Which house of parliament was Mandelson sitting in in 2009?",
     ("what", "Peter Mandelson", HOUSE, ("year", "2009")), [P("Mandelson")]),
    ("what", "What was Alan Johnson doing in the cabinet in 2008?",
     ("what", "Alan Johnson", HO, ("year", "2008")), [P("Alan Johnson")]),
    # --- when: start / end, as a day, month or year
    ("when", "When did Tony Blair become prime minister?",
     ("when", "Tony Blair", HO, "PM", "start", "only", "day"), [P("Tony Blair"), J("prime minister")]),
    ("when", "When did Theresa May become Home Secretary?",
     ("when", "Theresa May", HO, "Home Secretary", "start", "only", "day"),
     [P("Theresa May"), J("Home Secretary")]),
    ("when", "What date did Liz Truss take over as PM?",
     ("when", "Liz Truss", HO, "PM", "start", "only", "day"), [P("Liz Truss"), J("PM")]),
    ("when", "When was Sajid Javid made Chancellor?",
     ("when", "Sajid Javid", HO, "Chancellor", "start", "only", "day"), [P("Sajid Javid"), J("Chancellor")]),
    ("when", "When did Kwarteng take over at the Treasury?",
     ("when", "Kwasi Kwarteng", SV, "the Treasury", "start", "only", "day"),
     [P("Kwarteng"), D("the Treasury")]),
    ("when", "When did Yvette Cooper become Foreign Secretary?",
     ("when", "Yvette Cooper", HO, "Foreign Secretary", "start", "only", "day"),
     [P("Yvette Cooper"), J("Foreign Secretary")]),
    ("when", "On what date did Wes Streeting stop being Health Secretary?",
     ("when", "Wes Streeting", HO, "Health Secretary", "end", "only", "day"),
     [P("Wes Streeting"), J("Health Secretary")]),
    ("when", "When did Jeremy Hunt stop being Chancellor?",
     ("when", "Jeremy Hunt", HO, "Chancellor", "end", "only", "day"), [P("Jeremy Hunt"), J("Chancellor")]),
    ("when", "What year did Mo Mowlam become Northern Ireland Secretary?",
     ("when", "Mo Mowlam", HO, "Northern Ireland Secretary", "start", "only", "year"),
     [P("Mo Mowlam"), J("Northern Ireland Secretary")]),
    ("when", "In which year did Nick Clegg become deputy prime minister?",
     ("when", "Nick Clegg", HO, "deputy prime minister", "start", "only", "year"),
     [P("Nick Clegg"), J("deputy prime minister")]),
    ("when", "What year did Peter Mandelson get into the House of Lords?",
     ("when", "Peter Mandelson", HOUSE, "House of Lords", "start", "only", "year"), [P("Peter Mandelson")]),
    ("when", "In what year did Thatcher move up to the Lords?",
     ("when", "Margaret Thatcher", HOUSE, "House of Lords", "start", "only", "year"), [P("Thatcher")]),
    ("when", "What year was Keir Starmer first elected an MP?",
     ("when", "Keir Starmer", HOUSE, "House of Commons", "start", "first", "year"), [P("Keir Starmer")]),
    ("when", "When did Heseltine become Environment Secretary for the second time?",
     ("when", "Michael Heseltine", HO, "Environment Secretary", "start", 2, "day"),
     [P("Heseltine"), J("Environment Secretary")]),
    ("when", "When did Mrs Thatcher stop being PM?",
     ("when", "Margaret Thatcher", HO, "PM", "end", "only", "day"), [P("Mrs Thatcher"), J("PM")]),
    ("when", "Which month did Amber Rudd leave the Home Office?",
     ("when", "Amber Rudd", SV, "the Home Office", "end", "only", "month"),
     [P("Amber Rudd"), D("the Home Office")]),
    ("when", "In which year did John Prescott stop being deputy prime minister?",
     ("when", "John Prescott", HO, "deputy prime minister", "end", "only", "year"),
     [P("John Prescott"), J("deputy prime minister")]),
    ("when", "When did Boris Johnson leave the Foreign Office?",
     ("when", "Boris Johnson", SV, "the Foreign Office", "end", "only", "day"),
     [P("Boris Johnson"), D("the Foreign Office")]),
    ("when", "When did Matt Hancock quit as Health Secretary?",
     ("when", "Matt Hancock", HO, "Health Secretary", "end", "only", "day"),
     [P("Matt Hancock"), J("Health Secretary")]),
    ("when", "What year did Gordon Brown stand down as an MP?",
     ("when", "Gordon Brown", HOUSE, "House of Commons", "end", "last", "year"), [P("Gordon Brown")]),
    # --- who came next / before in the same job
    ("next", "Who came after Thatcher as PM?", ("next", "Margaret Thatcher", HO, "PM", "only"),
     [P("Thatcher"), J("PM")]),
    ("next", "Who replaced Amber Rudd as Home Secretary?", ("next", "Amber Rudd", HO, "Home Secretary", "only"),
     [P("Amber Rudd"), J("Home Secretary")]),
    ("next", "Who took over from Liz Truss as Foreign Secretary?",
     ("next", "Liz Truss", HO, "Foreign Secretary", "only"), [P("Liz Truss"), J("Foreign Secretary")]),
    ("next", "Who succeeded George Osborne as Chancellor?",
     ("next", "George Osborne", HO, "Chancellor", "only"), [P("George Osborne"), J("Chancellor")]),
    ("next", "After Mo Mowlam, who was the next Northern Ireland Secretary?",
     ("next", "Mo Mowlam", HO, "Northern Ireland Secretary", "only"),
     [P("Mo Mowlam"), J("Northern Ireland Secretary")]),
    ("next", "Who followed Gavin Williamson as Education Secretary?",
     ("next", "Gavin Williamson", HO, "Education Secretary", "only"),
     [P("Gavin Williamson"), J("Education Secretary")]),
    ("next", "Who replaced Michael Fallon as Defence Secretary?",
     ("next", "Michael Fallon", HO, "Defence Secretary", "only"), [P("Michael Fallon"), J("Defence Secretary")]),
    ("next", "Who took over as Chief Whip from Andrew Mitchell?",
     ("next", "Andrew Mitchell", HO, "Chief Whip", "only"), [P("Andrew Mitchell"), J("Chief Whip")]),
    ("prev", "Who was PM before Gordon Brown?", ("prev", "Gordon Brown", HO, "PM", "only"),
     [P("Gordon Brown"), J("PM")]),
    ("prev", "Who did Rishi Sunak replace as Chancellor?", ("prev", "Rishi Sunak", HO, "Chancellor", "only"),
     [P("Rishi Sunak"), J("Chancellor")]),
    ("prev", "Who was Foreign Secretary before William Hague?",
     ("prev", "William Hague", HO, "Foreign Secretary", "only"), [P("William Hague"), J("Foreign Secretary")]),
    ("prev", "Who had the Defence job before Ben Wallace?",
     ("prev", "Ben Wallace", HO, "Defence Secretary", "only"), [P("Ben Wallace")]),
    ("prev", "Before Jacqui Smith, who was Home Secretary?",
     ("prev", "Jacqui Smith", HO, "Home Secretary", "only"), [P("Jacqui Smith"), J("Home Secretary")]),
    ("prev", "Who was the Welsh Secretary before Alun Cairns?",
     ("prev", "Alun Cairns", HO, "Welsh Secretary", "only"), [P("Alun Cairns"), J("Welsh Secretary")]),
    ("prev", "Who did Priti Patel take over from as International Development Secretary?",
     ("prev", "Priti Patel", HO, "International Development Secretary", "only"),
     [P("Priti Patel"), J("International Development Secretary")]),
    # --- how long
    ("howlong", "How many days was Liz Truss prime minister?",
     ("howlong", "Liz Truss", HO, "prime minister", "only", "days"), [P("Liz Truss"), J("prime minister")]),
    ("howlong", "How long was Kwarteng Chancellor, in days?",
     ("howlong", "Kwasi Kwarteng", HO, "Chancellor", "only", "days"), [P("Kwarteng"), J("Chancellor")]),
    ("howlong", "How many years was Tony Blair PM?", ("howlong", "Tony Blair", HO, "PM", "only", "years"),
     [P("Tony Blair"), J("PM")]),
    ("howlong", "For how many full years did Thatcher serve as prime minister?",
     ("howlong", "Margaret Thatcher", HO, "prime minister", "only", "years"),
     [P("Thatcher"), J("prime minister")]),
    ("howlong", "How many days did David Laws last as Chief Secretary to the Treasury?",
     ("howlong", "David Laws", HO, "Chief Secretary to the Treasury", "only", "days"),
     [P("David Laws"), J("Chief Secretary to the Treasury")]),
    ("howlong", "How many years was Gordon Brown Chancellor for?",
     ("howlong", "Gordon Brown", HO, "Chancellor", "only", "years"), [P("Gordon Brown"), J("Chancellor")]),
    ("howlong", "How long was Theresa May at the Home Office, in years?",
     ("howlong", "Theresa May", SV, "the Home Office", "only", "years"),
     [P("Theresa May"), D("the Home Office")]),
    ("howlong", "How many days did Grant Shapps spend as Home Secretary?",
     ("howlong", "Grant Shapps", HO, "Home Secretary", "only", "days"), [P("Grant Shapps"), J("Home Secretary")]),
    ("howlong", "How many days in total was Dominic Raab deputy PM?",
     ("howlong", "Dominic Raab", HO, "Deputy PM", "total", "days"), [P("Dominic Raab"), J("deputy PM")]),
    ("howlong", "For how many whole years was IDS Work and Pensions Secretary?",
     ("howlong", "Iain Duncan Smith", HO, "Work and Pensions Secretary", "only", "years"),
     [P("IDS"), J("Work and Pensions Secretary")]),
    # --- how many
    ("count", "How many different ministerial posts did Ken Clarke hold?",
     ("count", "tails", "Kenneth Clarke", HO, None), [P("Ken Clarke")]),
    ("count", "How many government departments did John Reid work in?",
     ("count", "tails", "John Reid", SV, None), [P("John Reid")]),
    ("count", "How many Home Secretaries were there while Tony Blair was PM?",
     ("count", "heads", HO, "Home Secretary", ("while", "Tony Blair", HO, "PM", "only")),
     [P("Tony Blair"), J("Home Secretary"), J("PM")]),
    ("count", "How many chancellors did Thatcher get through?",
     ("count", "heads", HO, "Chancellor", ("while", "Margaret Thatcher", HO, "PM", "only")),
     [P("Thatcher"), J("chancellor")]),
    ("count", "How many people were Chief Secretary to the Treasury in 2022?",
     ("count", "heads", HO, "Chief Secretary to the Treasury", ("year", "2022")),
     [J("Chief Secretary to the Treasury")]),
    ("count", "How many times was Dominic Raab made deputy PM?",
     ("count", "spells", "Dominic Raab", HO, "Deputy PM"), [P("Dominic Raab"), J("deputy PM")]),
    ("count", "How many separate stints did Peter Hain have as Welsh Secretary?",
     ("count", "spells", "Peter Hain", HO, "Welsh Secretary"), [P("Peter Hain"), J("Welsh Secretary")]),
    ("count", "How many constituencies has Simon Hughes represented?",
     ("count", "tails", "Simon Hughes", SEAT, None), [P("Simon Hughes")]),
    ("count", "How many different party labels did Anna Soubry sit under?",
     ("count", "tails", "Anna Soubry", PARTY, None), [P("Anna Soubry")]),
    ("count", "How many jobs did Matt Hancock have as a minister?",
     ("count", "tails", "Matt Hancock", HO, None), [P("Matt Hancock")]),
    ("count", "How many different roles has Penny Mordaunt had in government?",
     ("count", "tails", "Penny Mordaunt", HO, None), [P("Penny Mordaunt")]),
    ("count", "How many different Foreign Secretaries served under David Cameron?",
     ("count", "heads", HO, "Foreign Secretary", ("while", "David Cameron", HO, "PM", "only")),
     [P("David Cameron"), J("Foreign Secretary")]),
    ("count", "How many government posts did Gordon Brown hold?",
     ("count", "tails", "Gordon Brown", HO, None), [P("Gordon Brown")]),
    ("count", "How many ministers have worked in the Department for Exiting the EU?",
     ("count", "heads", SV, "Department for Exiting the EU", ("all",)),
     [D("Department for Exiting the EU")]),
    # --- n-th
    ("nth", "Who was the first Brexit Secretary?",
     ("nth", "holder", HO, "Brexit Secretary", 1), [J("Brexit Secretary")]),
    ("nth", "Who was the last International Development Secretary?",
     ("nth", "holder", HO, "International Development Secretary", -1), [J("International Development Secretary")]),
    ("nth", "Who was the second BEIS Secretary?", ("nth", "holder", HO, "BEIS Secretary", 2),
     [J("BEIS Secretary")]),
    ("nth", "Who was the first Secretary of State for Energy and Climate Change?",
     ("nth", "holder", HO, "Secretary of State for Energy and Climate Change", 1),
     [J("Secretary of State for Energy and Climate Change")]),
    ("nth", "Who was the third Levelling Up Secretary?", ("nth", "holder", HO, "Levelling Up Secretary", 3),
     [J("Levelling Up Secretary")]),
    ("nth", "What was Rishi Sunak's first job in government?",
     ("nth", "tail", "Rishi Sunak", HO, 1), [P("Rishi Sunak")]),
    ("nth", "What was John Major's first ministerial post?", ("nth", "tail", "John Major", HO, 1),
     [P("John Major")]),
    ("nth", "What was the most recent post Kemi Badenoch was appointed to?", ("nth", "tail", "Kemi Badenoch", HO, -1),
     [P("Kemi Badenoch")]),
    ("nth", "What's the most recent government post David Lammy took on?",
     ("nth", "tail", "David Lammy", HO, -1), [P("David Lammy")]),
    ("nth", "Which department did Yvette Cooper first work in as a minister?",
     ("nth", "tail", "Yvette Cooper", SV, 1), [P("Yvette Cooper")]),
    ("nth", "Who was the first Culture Secretary?", ("nth", "holder", HO, "Culture Secretary", 1),
     [J("Culture Secretary")]),
    ("nth", "Who was the last Brexit Secretary?", ("nth", "holder", HO, "Brexit Secretary", -1),
     [J("Brexit Secretary")]),
    # --- who held one job while someone held another
    ("during", "Who was Chancellor while John Major was PM?",
     ("who", HO, "Chancellor", ("while", "John Major", HO, "PM", "only")),
     [J("Chancellor"), P("John Major"), J("PM")]),
    ("during", "Who served as Foreign Secretary under Gordon Brown?",
     ("who", HO, "Foreign Secretary", ("while", "Gordon Brown", HO, "PM", "only")),
     [J("Foreign Secretary"), P("Gordon Brown")]),
    ("during", "Who was Home Secretary when Theresa May was prime minister?",
     ("who", HO, "Home Secretary", ("while", "Theresa May", HO, "prime minister", "only")),
     [J("Home Secretary"), P("Theresa May"), J("prime minister")]),
    ("during", "Who were Boris Johnson's chancellors?",
     ("who", HO, "Chancellor", ("while", "Boris Johnson", HO, "PM", "only")),
     [J("chancellor"), P("Boris Johnson")]),
    ("during", "Who was deputy PM while David Cameron was prime minister?",
     ("who", HO, "Deputy PM", ("while", "David Cameron", HO, "PM", "only")),
     [J("deputy PM"), P("David Cameron"), J("prime minister")]),
    ("during", "Who was PM while Jeremy Hunt was Health Secretary?",
     ("who", HO, "PM", ("while", "Jeremy Hunt", HO, "Health Secretary", "only")),
     [J("PM"), P("Jeremy Hunt"), J("Health Secretary")]),
    ("during", "Which prime minister did Ken Clarke serve as Chancellor under?",
     ("who", HO, "PM", ("while", "Kenneth Clarke", HO, "Chancellor", "only")),
     [J("prime minister"), P("Ken Clarke"), J("Chancellor")]),
    ("during", "Who were the Defence Secretaries during Thatcher's time in No 10?",
     ("who", HO, "Defence Secretary", ("while", "Margaret Thatcher", HO, "PM", "only")),
     [J("Defence Secretary"), P("Thatcher")]),
    ("during", "Who was Northern Ireland Secretary while Tony Blair was in power?",
     ("who", HO, "Northern Ireland Secretary", ("while", "Tony Blair", HO, "PM", "only")),
     [J("Northern Ireland Secretary"), P("Tony Blair")]),
    ("during", "Who was Leader of the House while Nick Clegg was deputy prime minister?",
     ("who", HO, "Leader of the House", ("while", "Nick Clegg", HO, "Deputy PM", "only")),
     [J("Leader of the House"), P("Nick Clegg"), J("deputy prime minister")]),
    ("during", "Who has been Foreign Secretary since Rachel Reeves became Chancellor?",
     ("who", HO, "Foreign Secretary", ("while", "Rachel Reeves", HO, "Chancellor", "only")),
     [J("Foreign Secretary"), P("Rachel Reeves"), J("Chancellor")]),
    ("during", "Which Attorney Generals served under Theresa May as PM?",
     ("who", HO, "Attorney General", ("while", "Theresa May", HO, "PM", "only")),
     [J("Attorney General"), P("Theresa May"), J("PM")]),
    ("during", "Who did Sunak have as Home Secretary when he was PM?",
     ("who", HO, "Home Secretary", ("while", "Rishi Sunak", HO, "PM", "only")),
     [J("Home Secretary"), P("Sunak"), J("PM")]),
    ("during", "Who was Scottish Secretary during John Major's premiership?",
     ("who", HO, "Scottish Secretary", ("while", "John Major", HO, "PM", "only")),
     [J("Scottish Secretary"), P("John Major")]),
    # --- how long between two events
    ("between", "How many days were there between Liz Truss becoming PM and Rishi Sunak becoming PM?",
     ("between", ("Liz Truss", HO, "PM", "start", "only"), ("Rishi Sunak", HO, "PM", "start", "only"), "days"),
     [P("Liz Truss"), P("Rishi Sunak"), J("PM")]),
    ("between", "How many days after Kwarteng was sacked as Chancellor did Truss leave No 10?",
     ("between", ("Kwasi Kwarteng", HO, "Chancellor", "end", "only"), ("Liz Truss", HO, "PM", "end", "only"),
      "days"), [P("Kwarteng"), P("Truss"), J("Chancellor")]),
    ("between", "How many years after Thatcher left office did John Major's time as PM end?",
     ("between", ("Margaret Thatcher", HO, "PM", "end", "only"), ("John Major", HO, "PM", "end", "only"),
      "years"), [P("Thatcher"), P("John Major"), J("PM")]),
    ("between", "How many days were there between Braverman's first exit as Home Secretary and her comeback?",
     ("between", ("Suella Braverman", HO, "Home Secretary", "end", 1),
      ("Suella Braverman", HO, "Home Secretary", "start", 2), "days"),
     [P("Braverman"), J("Home Secretary")]),
    ("between", "How many years passed between Gordon Brown becoming Chancellor and becoming PM?",
     ("between", ("Gordon Brown", HO, "Chancellor", "start", "only"), ("Gordon Brown", HO, "PM", "start", "only"),
      "years"), [P("Gordon Brown"), J("Chancellor"), J("PM")]),
    ("between", "How many days were there between Matt Hancock quitting as Health Secretary and Sajid Javid quitting the same job?",
     ("between", ("Matt Hancock", HO, "Health Secretary", "end", "only"),
      ("Sajid Javid", HO, "Health Secretary", "end", "only"), "days"),
     [P("Matt Hancock"), P("Sajid Javid"), J("Health Secretary")]),
    ("between", "How many years were there between David Cameron leaving Downing Street and him becoming Foreign Secretary?",
     ("between", ("David Cameron", HO, "PM", "end", "only"),
      ("David Cameron", HO, "Foreign Secretary", "start", "only"), "years"),
     [P("David Cameron"), J("Foreign Secretary")]),
    ("between", "How many days after leaving Trade and Industry did Mandelson become Northern Ireland Secretary?",
     ("between", ("Peter Mandelson", HO, "Trade and Industry Secretary", "end", "only"),
      ("Peter Mandelson", HO, "Northern Ireland Secretary", "start", "only"), "days"),
     [P("Mandelson"), J("Northern Ireland Secretary")]),
    # --- most / longest / shortest
    ("most", "Who was Foreign Secretary for the longest?", ("most", "longest", HO, "Foreign Secretary"),
     [J("Foreign Secretary")]),
    ("most", "Who was Chief Secretary to the Treasury for the shortest time?",
     ("most", "shortest", HO, "Chief Secretary to the Treasury"), [J("Chief Secretary to the Treasury")]),
    ("most", "Who had the most separate spells as Health Secretary?",
     ("most", "spells", HO, "Health Secretary"), [J("Health Secretary")]),
    ("most", "Which PM got through the most Defence Secretaries?",
     ("most", "heads_under", HO, "Defence Secretary", HO, "PM"), [J("PM"), J("Defence Secretary")]),
    ("most", "Who spent the longest as Leader of the House of Lords?",
     ("most", "longest", HO, "Leader of the House of Lords"), [J("Leader of the House of Lords")]),
    ("most", "Who had the longest time as Northern Ireland Secretary?",
     ("most", "longest", HO, "Northern Ireland Secretary"), [J("Northern Ireland Secretary")]),
    ("most", "Who has been Chancellor of the Duchy of Lancaster the longest?",
     ("most", "longest", HO, "Chancellor of the Duchy of Lancaster"), [J("Chancellor of the Duchy of Lancaster")]),
    # --- yes / no
    ("yesno", "Was Gordon Brown ever Foreign Secretary?",
     ("yesno", "Gordon Brown", HO, "Foreign Secretary", None), [P("Gordon Brown"), J("Foreign Secretary")]),
    ("yesno", "Did Theresa May serve as Home Secretary?",
     ("yesno", "Theresa May", HO, "Home Secretary", None), [P("Theresa May"), J("Home Secretary")]),
    ("yesno", "Was Boris Johnson Foreign Secretary in 2017?",
     ("yesno", "Boris Johnson", HO, "Foreign Secretary", ("year", "2017")),
     [P("Boris Johnson"), J("Foreign Secretary")]),
    ("yesno", "Was Sajid Javid Chancellor in 2021?",
     ("yesno", "Sajid Javid", HO, "Chancellor", ("year", "2021")), [P("Sajid Javid"), J("Chancellor")]),
    ("yesno", "Has Rishi Sunak ever been Chief Secretary to the Treasury?",
     ("yesno", "Rishi Sunak", HO, "Chief Secretary to the Treasury", None),
     [P("Rishi Sunak"), J("Chief Secretary to the Treasury")]),
    ("yesno", "Was Michael Gove ever Chief Whip?",
     ("yesno", "Michael Gove", HO, "Chief Whip", None), [P("Michael Gove"), J("Chief Whip")]),
    ("yesno", "Did Ed Balls ever serve as Chancellor?",
     ("yesno", "Ed Balls", HO, "Chancellor", None), [P("Ed Balls"), J("Chancellor")]),
    ("yesno", "Was Jeremy Hunt still Health Secretary in 2019?",
     ("yesno", "Jeremy Hunt", HO, "Health Secretary", ("year", "2019")),
     [P("Jeremy Hunt"), J("Health Secretary")]),
    ("yesno", "Did Tony Blair sit for Sedgefield?",
     ("yesno", "Tony Blair", SEAT, "Sedgefield", None), [P("Tony Blair"), ("Sedgefield", "seat")]),
    ("yesno", "Was Nick Clegg still the MP for Sheffield Hallam in 2018?",
     ("yesno", "Nick Clegg", SEAT, "Sheffield, Hallam", ("year", "2018")),
     [P("Nick Clegg"), ("Sheffield Hallam", "seat")]),
    ("yesno", "Was Ken Clarke ever Foreign Secretary?",
     ("yesno", "Kenneth Clarke", HO, "Foreign Secretary", None), [P("Ken Clarke"), J("Foreign Secretary")]),
    ("yesno", "Was Yvette Cooper Home Secretary in 2025?",
     ("yesno", "Yvette Cooper", HO, "Home Secretary", ("year", "2025")),
     [P("Yvette Cooper"), J("Home Secretary")]),
    ("yesno", "Did Peter Mandelson work at the Northern Ireland Office?",
     ("yesno", "Peter Mandelson", SV, "the Northern Ireland Office", None),
     [P("Peter Mandelson"), D("the Northern Ireland Office")]),
    ("yesno", "Was Priti Patel ever Chancellor?",
     ("yesno", "Priti Patel", HO, "Chancellor", None), [P("Priti Patel"), J("Chancellor")]),
    # --- no answer in the graph
    ("none", "Who was Deputy Prime Minister in 2008?", ("who", HO, "Deputy PM", ("year", "2008")),
     [J("Deputy Prime Minister")]),
    ("none", "Who was Brexit Secretary in 2021?", ("who", HO, "Brexit Secretary", ("year", "2021")),
     [J("Brexit Secretary")]),
    ("none", "Who was First Secretary of State in 2023?",
     ("who", HO, "First Secretary of State", ("year", "2023")), [J("First Secretary of State")]),
    ("none", "Who was International Development Secretary in 2022?",
     ("who", HO, "International Development Secretary", ("year", "2022")),
     [J("International Development Secretary")]),
    ("none", "Who came before Margaret Thatcher as PM?", ("prev", "Margaret Thatcher", HO, "PM", "only"),
     [P("Margaret Thatcher"), J("PM")]),
    ("none", "Who was Culture Secretary in 1995?", ("who", HO, "Culture Secretary", ("year", "1995")),
     [J("Culture Secretary")]),
]


# ---------------------------------------------------------------------------------------------
# checks

def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return s.lower()


def words(s):
    return re.findall(r"[a-z0-9]+", fold(s))


def in_order(typed, name):
    tw, nw = words(typed), words(name)
    i = 0
    for w in nw:
        if i < len(tw) and w == tw[i]:
            i += 1
    return i == len(tw) and tw


CLASS_NODES = {
    "person": PEOPLE,
    "post": TAILS["heldOffice"],
    "dept": TAILS["servedIn"],
    "seat": TAILS["representedConstituency"],
    "party": TAILS["memberOfParty"],
}


def alias(table, typed):
    for k, v in table.items():
        if fold(k) == fold(typed):
            return v
    return None


def resolve_mention(typed, cls):
    if cls == "post" and alias(POST_ALIASES, typed):
        return alias(POST_ALIASES, typed)
    if cls == "dept" and alias(DEPT_ALIASES, typed):
        return alias(DEPT_ALIASES, typed)
    if cls == "person" and alias(PERSON_ALIASES, typed):
        return {alias(PERSON_ALIASES, typed)}
    nodes = CLASS_NODES[cls]
    if typed in nodes:
        return {typed}
    fits = {n for n in nodes if in_order(typed, n)}
    if len(fits) != 1:
        fail(f"mention {typed!r} ({cls}) fits {len(fits)} nodes: {sorted(fits)[:6]}")
    return fits


def check_case(i, kind, q, m, mentions, ans, noanswer):
    if kind not in KINDS:
        fail(f"{i}: unknown kind {kind}")
    fq = fold(q)
    for typed, cls in mentions:
        stem = re.escape(fold(typed)[:-1]) + "(?:y|ies)" if fold(typed).endswith("y") else re.escape(fold(typed))
        if not re.search(r"(?<![a-z0-9])" + stem + r"(?:'s|s|es)?(?![a-z0-9])", fq):
            fail(f"{i}: mention {typed!r} not in {q!r}")
        nodes = resolve_mention(typed, cls)
        for n in nodes:
            if n not in CLASS_NODES[cls]:
                fail(f"{i}: alias {typed!r} -> {n!r} is not a {cls}")
    if noanswer:
        if ans:
            fail(f"{i}: 'no answer' question has answers {ans}: {q}")
    elif not ans:
        fail(f"{i}: no answer: {q}")
    if kind == "yesno" and ans not in (["yes"], ["no"]):
        fail(f"{i}: yes/no answer {ans}")
    for a in ans:
        if "_" in a:
            fail(f"{i}: underscore in answer {a}")
    # every person the meaning names is typed in the question (a mention resolving to them)
    named = set()
    for typed, cls in mentions:
        if cls == "person":
            named |= resolve_mention(typed, cls)
    people = set()

    def walk(x):
        if isinstance(x, (tuple, list)):
            for y in x:
                walk(y)
        elif isinstance(x, str) and x in PEOPLE:
            people.add(x)
    walk(m)
    if people - named:
        fail(f"{i}: people of the meaning not typed in the question: {sorted(people - named)}")
    # every year of a calendar window is in the text, and no other 4-digit number
    years = set()

    def walk_w(x):
        if isinstance(x, tuple) and x and x[0] in ("year", "month", "day", "range"):
            for y in x[1:]:
                years.add(y[:4])
        elif isinstance(x, (tuple, list)):
            for y in x:
                walk_w(y)
    walk_w(m)
    typed_years = set(re.findall(r"(?<!\d)\d{4}(?!\d)", q))
    if years != typed_years:
        fail(f"{i}: years of the meaning {sorted(years)} vs in the text {sorted(typed_years)}: {q}")


def build():
    out = []
    seen_q, seen_m = set(), set()
    for i, case in enumerate(CASES):
        kind, q, m, mentions = case[:4]
        noanswer = kind == "none"
        ans = answer(m)
        check_case(i, kind, q, m, mentions, ans, noanswer)
        key = re.sub(r"\W+", " ", fold(q)).strip()
        if key in seen_q:
            fail(f"duplicate question {q}")
        seen_q.add(key)
        mk = repr(m)
        if mk in seen_m:
            fail(f"duplicate meaning {m}")
        seen_m.add(mk)
        out.append({"id": f"{PREFIX}-{i + 1:04d}", "question": q, "answers": sorted(ans),
                    "_kind": kind, "_meaning": m})
    yn = Counter(x["answers"][0] for x in out if x["_kind"] == "yesno")
    if yn["yes"] != yn["no"]:
        fail(f"yes / no unbalanced: {dict(yn)}")
    if len(out) != 160:
        fail(f"{len(out)} questions, 160 wanted")
    return out


def dump(items):
    return json.dumps([{k: v for k, v in x.items() if not k.startswith("_")} for x in items],
                      ensure_ascii=False, indent=1) + "\n"


def main():
    try:
        items = build()
    except CheckFailed as exc:
        print(f"CHECK FAILED: {exc}")
        sys.exit(1)
    dev, test = items[0::2], items[1::2]
    files = {HERE / f"{NAME}-dev.json": dump(dev), HERE / f"{NAME}-test.json": dump(test)}
    if "--explain" in sys.argv:
        for x in items:
            print(f"{x['id']} [{x['_kind']}] {x['question']}\n    {x['_meaning']}\n    -> {x['answers']}")
        return
    if "--stats" in sys.argv:
        c = Counter(x["_kind"] for x in items)
        for k in KINDS:
            print(f"{k:8} {c[k]:4}  dev {sum(1 for x in dev if x['_kind'] == k):3}  "
                  f"test {sum(1 for x in test if x['_kind'] == k):3}")
        return
    if "--check" in sys.argv:
        for p, text in files.items():
            if not p.exists() or p.read_text(encoding="utf-8") != text:
                print(f"CHECK FAILED: {p.name} differs from what gold.py writes")
                sys.exit(1)
        print("ok")
        return
    for p, text in files.items():
        p.write_text(text, encoding="utf-8")
    print(f"wrote {len(dev)} dev + {len(test)} test questions")


if __name__ == "__main__":
    main()
