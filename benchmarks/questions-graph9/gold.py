"""graph9: the question set over US chiefs of mission and State Department principal officers (POCOM).

    python3 gold.py            # checks, then writes graph9-dev.json and graph9-test.json
    python3 gold.py --check    # fails unless the files on disk are what gold.py writes
    python3 gold.py --explain  # each question with its meaning and answers
    python3 gold.py --stats    # counts per kind and half

Standard library only; deterministic. Every answer is computed from graph.tsv.gz; none is typed.
"""

import csv
import datetime as dt
import gzip
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "graph9"

AMB = ("ambassadorTo",)
MIN = ("ministerTo",)
CHIEF = ("ambassadorTo", "ministerTo", "chargeDAffairesTo", "otherChiefOfMissionTo")
REP = ("representativeTo",)
POS = ("heldPosition",)
SPELL_RELS = set(CHIEF + REP + POS)

# Everyday names people type for a node (the check still wants each to fit one node only).
ALIASES = {
    "the un": "United Nations",
    "un": "United Nations",
    "nato": "North Atlantic Treaty Organization",
    "the oas": "Organization of American States",
    "britain": "United Kingdom",
    "the uk": "United Kingdom",
    "uk": "United Kingdom",
    "the vatican": "Holy See",
    "secretary of state": "Secretary of State",
    "secretaries of state": "Secretary of State",
    "deputy secretary of state": "Deputy Secretary of State",
    "chief of protocol": "Chief of Protocol",
    "head of policy planning": "Director of Policy Planning",
    "usaid": "Administrator of the Agency for International Development",
    "hillary clinton": "Hillary Rodham Clinton",
    "condoleezza rice": "Condoleezza Rice",
    "condi rice": "Condoleezza Rice",
    "george h w bush": "George Herbert Walker Bush",
    "bill richardson": "William Blaine (Bill) Richardson",
}


# ---------------------------------------------------------------- graph

def load():
    with gzip.open(os.path.join(HERE, "graph.tsv.gz"), "rt", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    return rows


ROWS = load()
LATEST = max(max(r["start"], r["end"]) for r in ROWS)
SPELLS = [r for r in ROWS if r["relation"] in SPELL_RELS]
APPTS = [r for r in ROWS if r["relation"] == "appointedTo"]
PEOPLE = sorted({r["head"] for r in ROWS})
PLACES = sorted({r["tail"] for r in ROWS if r["relation"] in set(CHIEF + REP)})
POSTS = sorted({r["tail"] for r in ROWS if r["relation"] == "heldPosition"})
CLASSES = {"person": PEOPLE, "place": PLACES, "post": POSTS}


def d(s):
    return dt.date.fromisoformat(s)


def window(w):
    """(first day, last day) of a window."""
    if "year" in w:
        return dt.date(w["year"], 1, 1), dt.date(w["year"], 12, 31)
    if "span" in w:
        return dt.date(w["span"][0], 1, 1), dt.date(w["span"][1], 12, 31)
    if "month" in w:
        y, m = map(int, w["month"].split("-"))
        nxt = dt.date(y + (m == 12), m % 12 + 1, 1)
        return dt.date(y, m, 1), nxt - dt.timedelta(days=1)
    if "day" in w:
        return d(w["day"]), d(w["day"])
    raise ValueError(w)


def last_day(r, inclusive):
    """Last day a spell holds: the day before its end (the handover day is the newcomer's), or its end day
    under the inclusive reading; an open end holds to the graph's latest day."""
    if not r["end"]:
        return d(LATEST)
    e = d(r["end"])
    return e if inclusive or e == d(r["start"]) else e - dt.timedelta(days=1)


def spells(rels, tail=None, head=None):
    return [r for r in SPELLS if r["relation"] in rels and (tail is None or r["tail"] == tail)
            and (head is None or r["head"] == head)]


def holds(r, a, b, inc):
    return d(r["start"]) <= b and last_day(r, inc) >= a


def only_spell(head, rels, tail):
    s = spells(rels, tail, head)
    if len(s) != 1:
        raise AssertionError(f"{head} has {len(s)} spells on {tail} {rels}")
    return s[0]


def event_day(ev):
    kind = ev[0]
    if kind == "start":
        return d(only_spell(ev[1], ev[2], ev[3])["start"])
    if kind == "end":
        r = only_spell(ev[1], ev[2], ev[3])
        if not r["end"]:
            raise AssertionError(f"open end asked as a date: {ev}")
        return d(r["end"])
    if kind == "appointed":
        a = [r for r in APPTS if r["head"] == ev[1] and r["tail"] == ev[2]]
        if len(a) != 1:
            raise AssertionError(f"{ev}: {len(a)} appointments")
        return d(a[0]["start"])
    raise ValueError(ev)


def fmt(day, g):
    return {"day": day.isoformat(), "month": day.isoformat()[:7], "year": str(day.year)}[g]


def whole_years(a, b):
    y = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        y -= 1
    return y


def first_starts(rels, tail):
    """Each person's first start on a post / mission."""
    out = {}
    for r in spells(rels, tail):
        if r["head"] not in out or r["start"] < out[r["head"]]:
            out[r["head"]] = r["start"]
    return out


def total_days(rels, tail, head):
    return sum((last_day(r, True) - d(r["start"])).days for r in spells(rels, tail, head))


def answer(m, inc=False):
    op = m["op"]
    if op == "holders":
        a, b = window(m["win"])
        return sorted({r["head"] for r in spells(m["rels"], m["tail"]) if holds(r, a, b, inc)})
    if op == "posts":
        a, b = window(m["win"])
        return sorted({r["tail"] for r in spells(m["rels"], None, m["head"]) if holds(r, a, b, inc)})
    if op == "first_post":
        s = spells(m["rels"], None, m["head"])
        first = min(r["start"] for r in s)
        return sorted({r["tail"] for r in s if r["start"] == first})
    if op in ("start", "end", "appointed"):
        ev = (op, m["head"], m["rels"], m["tail"]) if op != "appointed" else (op, m["head"], m["tail"])
        return [fmt(event_day(ev), m["g"])]
    if op in ("next", "prev"):
        mine = d(only_spell(m["head"], m["rels"], m["tail"])["start"])
        others = [r for r in spells(m["rels"], m["tail"]) if r["head"] != m["head"]]
        if op == "next":
            cand = [d(r["start"]) for r in others if d(r["start"]) > mine]
            pick = min(cand) if cand else None
        else:
            cand = [d(r["start"]) for r in others if d(r["start"]) < mine]
            pick = max(cand) if cand else None
        return sorted({r["head"] for r in others if pick and d(r["start"]) == pick})
    if op == "nth":
        fs = first_starts(m["rels"], m["tail"])
        order = sorted(set(fs.values()))
        if m.get("from_year"):
            order = [s for s in order if s >= f"{m['from_year']}-01-01"]
        s = order[m["n"] - 1] if m["n"] > 0 else order[m["n"]]
        return sorted(h for h, v in fs.items() if v == s)
    if op == "count_holders":
        return [str(len(answer(dict(m, op="holders"), inc)))]
    if op == "count_tails":
        return [str(len({r["tail"] for r in spells(m["rels"], None, m["head"])}))]
    if op == "count_spells":
        return [str(len(spells(m["rels"], m["tail"], m["head"])))]
    if op == "count_people_ever":
        return [str(len({r["head"] for r in spells(m["rels"], m["tail"])}))]
    if op == "count_starts_in":
        a, b = window(m["win"])
        return [str(len({r["head"] for r in spells(m["rels"], m["tail"]) if a <= d(r["start"]) <= b}))]
    if op == "howlong":
        r = only_spell(m["head"], m["rels"], m["tail"])
        if not r["end"]:
            raise AssertionError("open spell asked as a duration")
        days = (d(r["end"]) - d(r["start"])).days
        return [str(days if m["unit"] == "days" else whole_years(d(r["start"]), d(r["end"])))]
    if op == "between":
        a, b = event_day(m["ev1"]), event_day(m["ev2"])
        if b < a:
            a, b = b, a
        return [str((b - a).days if m["unit"] == "days" else whole_years(a, b))]
    if op == "order":
        days = [(event_day(ev), ev[1]) for ev in m["evs"]]
        if days[0][0] == days[1][0]:
            raise AssertionError("same day")
        return [min(days)[1]]
    if op == "holder_on":
        day = event_day(m["ev"])
        return sorted({r["head"] for r in spells(m["rels"], m["tail"]) if holds(r, day, day, inc)})
    if op == "during":
        # holders of (rels, tail) whose spell shares more than one day with head's spell(s) on (rels2, tail2)
        out = set()
        for x in spells(m["rels2"], m["tail2"], m["head"]):
            xa, xb = d(x["start"]), last_day(x, inc)
            for r in spells(m["rels"], m["tail"]):
                if r["head"] == m["head"]:
                    continue
                lo, hi = max(xa, d(r["start"])), min(xb, last_day(r, inc))
                if (hi - lo).days >= 1:
                    out.add(r["head"])
        return sorted(out)
    if op == "most_tails":  # person with most different tails in rels (among candidates, or everyone)
        cnt = {}
        for r in spells(m["rels"]):
            cnt.setdefault(r["head"], set()).add(r["tail"])
        best = max(len(v) for v in cnt.values())
        return sorted(h for h, v in cnt.items() if len(v) == best)
    if op == "longest":
        heads = {r["head"] for r in spells(m["rels"], m["tail"])}
        if m.get("among"):
            heads = set(m["among"])
        tot = {h: total_days(m["rels"], m["tail"], h) for h in heads}
        best = max(tot.values())
        return sorted(h for h, v in tot.items() if v == best)
    if op == "most_people":  # the tail (among candidates) with most different people in rels
        tails = m.get("among") or sorted({r["tail"] for r in spells(m["rels"])})
        cnt = {t: len({r["head"] for r in spells(m["rels"], t)}) for t in tails}
        best = max(cnt.values())
        return sorted(t for t, v in cnt.items() if v == best)
    if op == "year_most":  # the year in which most spells on (rels, tail) started
        cnt = {}
        for r in spells(m["rels"], m.get("tail")):
            if "span" in m and not (m["span"][0] <= int(r["start"][:4]) <= m["span"][1]):
                continue
            cnt[r["start"][:4]] = cnt.get(r["start"][:4], 0) + 1
        best = max(cnt.values())
        return sorted(y for y, v in cnt.items() if v == best)
    if op == "exists":
        if "win" in m:
            a, b = window(m["win"])
            ok = any(holds(r, a, b, inc) for r in spells(m["rels"], m["tail"], m["head"]))
        else:
            ok = bool(spells(m["rels"], m["tail"], m["head"]))
        return ["yes" if ok else "no"]
    raise ValueError(op)


# ---------------------------------------------------------------- names

def norm(s):
    s = unicodedata.normalize("NFKD", s.replace("’", "'"))
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    s = re.sub(r"'s\b", "", s)
    return " ".join(re.sub(r"[^a-z0-9]+", " ", s).split())


def fits(typed, cls):
    """The nodes of a class that a typed form can name."""
    t = norm(typed)
    if t in ALIASES:
        return [ALIASES[t]]
    exact = [n for n in CLASSES[cls] if norm(n) == t]
    if exact:
        return exact
    tw = t.split()
    out = []
    for n in CLASSES[cls]:
        nw, i = norm(n).split(), 0
        for w in nw:
            if i < len(tw) and tw[i] in (w, w + "s", w[:-1] + "ies"):
                i += 1
        if i == len(tw):
            out.append(n)
    return out


def named(m):
    """(node, class) pairs a meaning names."""
    out = []
    for k in ("head",):
        if k in m:
            out.append((m[k], "person"))
    for k in ("tail", "tail2"):
        if k in m and m[k]:
            out.append((m[k], "post" if m[k] in POSTS and m[k] not in PLACES else "place"))
    for k in ("ev", "ev1", "ev2"):
        if k in m:
            out.append((m[k][1], "person"))
            tl = m[k][-1]
            out.append((tl, "post" if tl in POSTS and tl not in PLACES else "place"))
    for ev in m.get("evs", []):
        out.append((ev[1], "person"))
        out.append((ev[-1], "post" if ev[-1] in POSTS and ev[-1] not in PLACES else "place"))
    for x in m.get("among", []):
        out.append((x, "person" if x in PEOPLE else "place"))
    return out


def typed_years(q):
    ys = set(re.findall(r"\b\d{4}\b", q))
    for dec in re.findall(r"\b(\d{3}0)s\b", q):
        ys.update({dec, str(int(dec) + 9)})
    return ys


def years_of(m):
    ys = set()
    for k in ("win",):
        if k in m:
            w = m[k]
            if "year" in w:
                ys.add(w["year"])
            if "span" in w:
                ys.update(w["span"])
            if "month" in w or "day" in w:
                ys.add(int((w.get("month") or w.get("day"))[:4]))
    if m.get("from_year"):
        ys.add(m["from_year"])
    if "span" in m:
        ys.update(m["span"])
    return {str(y) for y in ys}

ALIASES.update({
    "mike mansfield": "Michael Joseph Mansfield",
    "mansfield": "Michael Joseph Mansfield",
    "mike pompeo": "Michael R. Pompeo",
    "kissinger": "Henry A. (Heinz Alfred) Kissinger",
    "henry kissinger": "Henry A. (Heinz Alfred) Kissinger",
})


# ---------------------------------------------------------------- the questions

SEC = "Secretary of State"
CASES = []


def C(kind, question, meaning, *mentions):
    CASES.append({"kind": kind, "question": question, "meaning": meaning, "mentions": list(mentions)})


def ev(kind, head, rels, tail):
    return (kind, head, rels, tail)


KIS = "Henry A. (Heinz Alfred) Kissinger"
MANS = "Michael Joseph Mansfield"
JPK = "Joseph Patrick Kennedy"
STB = "Shirley Jane Temple Black"
ALB = "Madeleine Korbel Albright"
HAR = "William Averell Harriman"
KEN = "George Frost Kennan"
JKS = "Jean Kennedy Smith"
PICK = "Thomas Reeve Pickering"
NEG = "John Dimitri Negroponte"
BOH = "Charles Eustis Bohlen"
HUNT = "Jon M. Huntsman Jr."
GHWB = "George Herbert Walker Bush"
UK = "United Kingdom"
UN = "United Nations"

# 1-2
C("who", "Who was the US ambassador to Japan in 1980?", {"op": "holders", "rels": AMB, "tail": "Japan", "win": {"year": 1980}}, ("Japan", "Japan"))
C("who", "who was secretary of state in 1975", {"op": "holders", "rels": POS, "tail": SEC, "win": {"year": 1975}}, ("secretary of state", SEC))
C("what", "Where was Averell Harriman ambassador in 1946?", {"op": "posts", "rels": AMB, "head": HAR, "win": {"year": 1946}}, ("Averell Harriman", HAR))
C("what", "Which country was Kenneth Rush ambassador to in 1970?", {"op": "posts", "rels": AMB, "head": "Kenneth Rush", "win": {"year": 1970}}, ("Kenneth Rush", "Kenneth Rush"))
C("when", "When did Mike Mansfield start as ambassador to Japan?", {"op": "start", "head": MANS, "rels": AMB, "tail": "Japan", "g": "day"}, ("Mike Mansfield", MANS), ("Japan", "Japan"))
C("when", "What year did Caroline Kennedy become ambassador to Japan?", {"op": "start", "head": "Caroline Bouvier Kennedy", "rels": AMB, "tail": "Japan", "g": "year"}, ("Caroline Kennedy", "Caroline Bouvier Kennedy"), ("Japan", "Japan"))
C("next", "Who became secretary of state after Cordell Hull?", {"op": "next", "rels": POS, "tail": SEC, "head": "Cordell Hull"}, ("secretary of state", SEC), ("Cordell Hull", "Cordell Hull"))
C("next", "who replaced Madeleine Albright at the UN", {"op": "next", "rels": REP, "tail": UN, "head": ALB}, ("Madeleine Albright", ALB), ("UN", UN))
C("yesno", "Was Shirley Temple Black ever the US ambassador to Ghana?", {"op": "exists", "rels": AMB, "head": STB, "tail": "Ghana"}, ("Shirley Temple Black", STB), ("Ghana", "Ghana"))
C("yesno", "Was George Kennan ever ambassador to Germany?", {"op": "exists", "rels": AMB, "head": KEN, "tail": "Germany"}, ("George Kennan", KEN), ("Germany", "Germany"))
C("count", "How many countries was Thomas Pickering ambassador to?", {"op": "count_tails", "rels": AMB, "head": PICK}, ("Thomas Pickering", PICK))
C("count", "How many people were secretary of state at some point during 1945?", {"op": "count_holders", "rels": POS, "tail": SEC, "win": {"year": 1945}}, ("secretary of state", SEC))
C("howlong", "How many days was George Kennan ambassador to Russia?", {"op": "howlong", "head": KEN, "rels": AMB, "tail": "Russia", "unit": "days"}, ("George Kennan", KEN), ("Russia", "Russia"))
C("howlong", "How many full years was Mike Mansfield ambassador in Japan?", {"op": "howlong", "head": MANS, "rels": AMB, "tail": "Japan", "unit": "years"}, ("Mike Mansfield", MANS), ("Japan", "Japan"))
C("prev", "Who was secretary of state right before Condoleezza Rice?", {"op": "prev", "rels": POS, "tail": SEC, "head": "Condoleezza Rice"}, ("secretary of state", SEC), ("Condoleezza Rice", "Condoleezza Rice"))
C("prev", "Who was UN ambassador just before Nikki Haley?", {"op": "prev", "rels": REP, "tail": UN, "head": "Nikki R. Haley"}, ("UN", UN), ("Nikki Haley", "Nikki R. Haley"))
C("nth", "Who was the first secretary of state?", {"op": "nth", "rels": POS, "tail": SEC, "n": 1}, ("secretary of state", SEC))
C("nth", "Who was the first US ambassador to the UN?", {"op": "nth", "rels": REP, "tail": UN, "n": 1}, ("UN", UN))
C("same", "Who was secretary of state when Joseph Kennedy became ambassador to Britain?", {"op": "holder_on", "rels": POS, "tail": SEC, "ev": ev("start", JPK, AMB, UK)}, ("secretary of state", SEC), ("Joseph Kennedy", JPK), ("Britain", UK))
C("same", "Who was the UN ambassador when Kissinger became secretary of state?", {"op": "holder_on", "rels": REP, "tail": UN, "ev": ev("start", KIS, POS, SEC)}, ("UN", UN), ("Kissinger", KIS), ("secretary of state", SEC))
C("between", "How many days passed between Jean Kennedy Smith being appointed to Ireland and her starting there as ambassador?", {"op": "between", "ev1": ("appointed", JKS, "Ireland"), "ev2": ev("start", JKS, AMB, "Ireland"), "unit": "days"}, ("Jean Kennedy Smith", JKS), ("Ireland", "Ireland"))
C("between", "How many whole years passed between John Quincy Adams starting as minister to Russia and becoming secretary of state?", {"op": "between", "ev1": ev("start", "John Quincy Adams", MIN, "Russia"), "ev2": ev("start", "John Quincy Adams", POS, SEC), "unit": "years"}, ("John Quincy Adams", "John Quincy Adams"), ("Russia", "Russia"), ("secretary of state", SEC))
C("order", "Who became UN ambassador first, Jeane Kirkpatrick or Madeleine Albright?", {"op": "order", "evs": [ev("start", "Jeane Jordan Kirkpatrick", REP, UN), ev("start", ALB, REP, UN)]}, ("UN", UN), ("Jeane Kirkpatrick", "Jeane Jordan Kirkpatrick"), ("Madeleine Albright", ALB))
C("order", "Who started as ambassador to Japan first: Howard Baker or Walter Mondale?", {"op": "order", "evs": [ev("start", "Howard Henry Baker Jr.", AMB, "Japan"), ev("start", "Walter F. Mondale", AMB, "Japan")]}, ("Japan", "Japan"), ("Howard Baker", "Howard Henry Baker Jr."), ("Walter Mondale", "Walter F. Mondale"))
C("most", "Who was the longest-serving US ambassador to Japan?", {"op": "longest", "rels": AMB, "tail": "Japan"}, ("Japan", "Japan"))
C("most", "Who served the longest as secretary of state?", {"op": "longest", "rels": POS, "tail": SEC}, ("secretary of state", SEC))
C("none", "Who was the US ambassador to Cuba in 1970?", {"op": "holders", "rels": AMB, "tail": "Cuba", "win": {"year": 1970}}, ("Cuba", "Cuba"))
C("none", "Who was America's ambassador to Japan in 1945?", {"op": "holders", "rels": AMB, "tail": "Japan", "win": {"year": 1945}}, ("Japan", "Japan"))
# 29-
C("who", "Who represented the US at the UN in 1994?", {"op": "holders", "rels": REP, "tail": UN, "win": {"year": 1994}}, ("UN", UN))
C("who", "Which Americans served as ambassador to France during 1962?", {"op": "holders", "rels": AMB, "tail": "France", "win": {"year": 1962}}, ("France", "France"))
C("what", "What job did George Kennan have at the State Department in 1948?", {"op": "posts", "rels": POS, "head": KEN, "win": {"year": 1948}}, ("George Kennan", KEN))
C("what", "Which country was John Quincy Adams minister to in 1810?", {"op": "posts", "rels": MIN, "head": "John Quincy Adams", "win": {"year": 1810}}, ("John Quincy Adams", "John Quincy Adams"))
C("when", "When was Jean Kennedy Smith appointed ambassador to Ireland?", {"op": "appointed", "head": JKS, "tail": "Ireland", "g": "day"}, ("Jean Kennedy Smith", JKS), ("Ireland", "Ireland"))
C("when", "When did Kissinger leave office as secretary of state?", {"op": "end", "head": KIS, "rels": POS, "tail": SEC, "g": "day"}, ("Kissinger", KIS), ("secretary of state", SEC))
C("next", "Who came after Caroline Kennedy as ambassador to Japan?", {"op": "next", "rels": AMB, "tail": "Japan", "head": "Caroline Bouvier Kennedy"}, ("Caroline Kennedy", "Caroline Bouvier Kennedy"), ("Japan", "Japan"))
C("next", "Who succeeded Jeane Kirkpatrick as ambassador to the UN?", {"op": "next", "rels": REP, "tail": UN, "head": "Jeane Jordan Kirkpatrick"}, ("Jeane Kirkpatrick", "Jeane Jordan Kirkpatrick"), ("UN", UN))
C("yesno", "Was Madeleine Albright at the UN in 1995?", {"op": "exists", "rels": REP, "head": ALB, "tail": UN, "win": {"year": 1995}}, ("Madeleine Albright", ALB), ("UN", UN))
C("yesno", "Was Kissinger secretary of state in 1972?", {"op": "exists", "rels": POS, "head": KIS, "tail": SEC, "win": {"year": 1972}}, ("Kissinger", KIS), ("secretary of state", SEC))
C("count", "How many separate stints did Llewellyn Thompson have as ambassador to Russia?", {"op": "count_spells", "rels": AMB, "head": "Llewellyn E. Thompson Jr.", "tail": "Russia"}, ("Llewellyn Thompson", "Llewellyn E. Thompson Jr."), ("Russia", "Russia"))
C("count", "How many people have served as US ambassador to Japan?", {"op": "count_people_ever", "rels": AMB, "tail": "Japan"}, ("Japan", "Japan"))
C("howlong", "How long, in days, did Stettinius serve as ambassador to the UN?", {"op": "howlong", "head": "Edward Reilly Stettinius Jr.", "rels": REP, "tail": UN, "unit": "days"}, ("Stettinius", "Edward Reilly Stettinius Jr."), ("UN", UN))
C("howlong", "How many whole years did Cordell Hull serve as secretary of state?", {"op": "howlong", "head": "Cordell Hull", "rels": POS, "tail": SEC, "unit": "years"}, ("Cordell Hull", "Cordell Hull"), ("secretary of state", SEC))
C("nth", "Who was the first US ambassador to Britain, as opposed to minister?", {"op": "nth", "rels": AMB, "tail": UK, "n": 1}, ("Britain", UK))
C("nth", "Who was the third US ambassador to Israel?", {"op": "nth", "rels": AMB, "tail": "Israel", "n": 3}, ("Israel", "Israel"))
C("same", "Who was secretary of state when Shirley Temple Black started as ambassador to Ghana?", {"op": "holder_on", "rels": POS, "tail": SEC, "ev": ev("start", STB, AMB, "Ghana")}, ("secretary of state", SEC), ("Shirley Temple Black", STB), ("Ghana", "Ghana"))
C("same", "Which secretaries of state did Mike Mansfield serve under while he was in Japan?", {"op": "during", "rels": POS, "tail": SEC, "head": MANS, "rels2": AMB, "tail2": "Japan"}, ("secretaries of state", SEC), ("Mike Mansfield", MANS), ("Japan", "Japan"))
C("between", "How many days were there between Kissinger leaving as secretary of state and Cyrus Vance taking over?", {"op": "between", "ev1": ev("end", KIS, POS, SEC), "ev2": ev("start", "Cyrus Roberts Vance", POS, SEC), "unit": "days"}, ("Kissinger", KIS), ("secretary of state", SEC), ("Cyrus Vance", "Cyrus Roberts Vance"))
C("between", "How many full years were there between George H.W. Bush leaving the UN job and starting in China?", {"op": "between", "ev1": ev("end", GHWB, REP, UN), "ev2": ev("start", GHWB, CHIEF, "China"), "unit": "years"}, ("George H.W. Bush", GHWB), ("UN", UN), ("China", "China"))
C("most", "Who was a US ambassador to the most different countries?", {"op": "most_tails", "rels": AMB})
C("most", "Of France, Italy and Japan, which has had the most US ambassadors?", {"op": "most_people", "rels": AMB, "among": ["France", "Italy", "Japan"]}, ("France", "France"), ("Italy", "Italy"), ("Japan", "Japan"))
C("none", "Who was the US ambassador to Russia in 1925?", {"op": "holders", "rels": AMB, "tail": "Russia", "win": {"year": 1925}}, ("Russia", "Russia"))
C("who", "Who was the American ambassador to Britain in 1939?", {"op": "holders", "rels": AMB, "tail": UK, "win": {"year": 1939}}, ("Britain", UK))
NATO = "North Atlantic Treaty Organization"
# 53-
C("who", "Who was the US envoy to NATO in 1974?", {"op": "holders", "rels": REP, "tail": NATO, "win": {"year": 1974}}, ("NATO", NATO))
C("who", "Who was US ambassador to India in 1962?", {"op": "holders", "rels": AMB, "tail": "India", "win": {"year": 1962}}, ("India", "India"))
C("what", "Which country was Ellsworth Bunker posted to as ambassador in 1952?", {"op": "posts", "rels": AMB, "head": "Ellsworth Bunker", "win": {"year": 1952}}, ("Ellsworth Bunker", "Ellsworth Bunker"))
C("what", "Where was Negroponte serving as ambassador in 1995?", {"op": "posts", "rels": AMB, "head": NEG, "win": {"year": 1995}}, ("Negroponte", NEG))
C("when", "In what month did Madeleine Albright become secretary of state?", {"op": "start", "head": ALB, "rels": POS, "tail": SEC, "g": "month"}, ("Madeleine Albright", ALB), ("secretary of state", SEC))
C("when", "When did Joseph Kennedy's time as ambassador to Britain end?", {"op": "end", "head": JPK, "rels": AMB, "tail": UK, "g": "day"}, ("Joseph Kennedy", JPK), ("Britain", UK))
C("count", "How many countries did Negroponte serve in as ambassador?", {"op": "count_tails", "rels": AMB, "head": NEG}, ("Negroponte", NEG))
C("count", "How many secretaries of state took office in the 1990s?", {"op": "count_starts_in", "rels": POS, "tail": SEC, "win": {"span": [1990, 1999]}}, ("secretaries of state", SEC))
C("yesno", "Did Jon Huntsman serve as ambassador to Singapore?", {"op": "exists", "rels": AMB, "head": HUNT, "tail": "Singapore"}, ("Jon Huntsman", HUNT), ("Singapore", "Singapore"))
C("yesno", "Was Jean Kennedy Smith still ambassador to Ireland in 1999?", {"op": "exists", "rels": AMB, "head": JKS, "tail": "Ireland", "win": {"year": 1999}}, ("Jean Kennedy Smith", JKS), ("Ireland", "Ireland"))
C("who", "Who was the American minister to Spain in 1843?", {"op": "holders", "rels": MIN, "tail": "Spain", "win": {"year": 1843}}, ("Spain", "Spain"))
C("who", "Who was the US ambassador to Russia in 1952?", {"op": "holders", "rels": AMB, "tail": "Russia", "win": {"year": 1952}}, ("Russia", "Russia"))
C("nth", "Who was the first US ambassador to Vietnam?", {"op": "nth", "rels": AMB, "tail": "Vietnam", "n": 1}, ("Vietnam", "Vietnam"))
C("nth", "Who was the first US representative to NATO?", {"op": "nth", "rels": REP, "tail": NATO, "n": 1}, ("NATO", NATO))
C("same", "Who was ambassador to Iraq when Colin Powell stepped down as secretary of state?", {"op": "holder_on", "rels": AMB, "tail": "Iraq", "ev": ev("end", "Colin Luther Powell", POS, SEC)}, ("Iraq", "Iraq"), ("Colin Powell", "Colin Luther Powell"), ("secretary of state", SEC))
C("same", "Who was secretary of state while Donald Rumsfeld was the US ambassador to NATO?", {"op": "during", "rels": POS, "tail": SEC, "head": "Donald Henry Rumsfeld", "rels2": REP, "tail2": NATO}, ("secretary of state", SEC), ("Donald Rumsfeld", "Donald Henry Rumsfeld"), ("NATO", NATO))
C("howlong", "For how many days was Adolph Dubs ambassador to Afghanistan?", {"op": "howlong", "head": "Adolph Dubs", "rels": AMB, "tail": "Afghanistan", "unit": "days"}, ("Adolph Dubs", "Adolph Dubs"), ("Afghanistan", "Afghanistan"))
C("howlong", "How many complete years did Jean Kennedy Smith spend as ambassador to Ireland?", {"op": "howlong", "head": JKS, "rels": AMB, "tail": "Ireland", "unit": "years"}, ("Jean Kennedy Smith", JKS), ("Ireland", "Ireland"))
C("yesno", "Did Caroline Kennedy ever represent the US at the UN?", {"op": "exists", "rels": REP, "head": "Caroline Bouvier Kennedy", "tail": UN}, ("Caroline Kennedy", "Caroline Bouvier Kennedy"), ("UN", UN))
C("yesno", "Was Benjamin Franklin the American minister to France in 1783?", {"op": "exists", "rels": MIN, "head": "Benjamin Franklin", "tail": "France", "win": {"year": 1783}}, ("Benjamin Franklin", "Benjamin Franklin"), ("France", "France"))
C("count", "How many different people served as UN ambassador at some point from 1981 through 1992?", {"op": "count_holders", "rels": REP, "tail": UN, "win": {"span": [1981, 1992]}}, ("UN", UN))
C("count", "In how many countries did Charles Bohlen serve as ambassador?", {"op": "count_tails", "rels": AMB, "head": BOH}, ("Charles Bohlen", BOH))
C("between", "How many days were there between Nikki Haley leaving the UN and Kelly Craft starting there?", {"op": "between", "ev1": ev("end", "Nikki R. Haley", REP, UN), "ev2": ev("start", "Kelly Knight Craft", REP, UN), "unit": "days"}, ("Nikki Haley", "Nikki R. Haley"), ("UN", UN), ("Kelly Craft", "Kelly Knight Craft"))
C("between", "How many whole years passed between Thomas Jefferson starting as minister to France and becoming secretary of state?", {"op": "between", "ev1": ev("start", "Thomas Jefferson", MIN, "France"), "ev2": ev("start", "Thomas Jefferson", POS, SEC), "unit": "years"}, ("Thomas Jefferson", "Thomas Jefferson"), ("France", "France"), ("secretary of state", SEC))
C("who", "Who was the deputy secretary of state in 1995?", {"op": "holders", "rels": POS, "tail": "Deputy Secretary of State", "win": {"year": 1995}}, ("deputy secretary of state", "Deputy Secretary of State"))
C("who", "who was chief of protocol in 1976", {"op": "holders", "rels": POS, "tail": "Chief of Protocol", "win": {"year": 1976}}, ("chief of protocol", "Chief of Protocol"))
C("when", "When did April Glaspie's time as ambassador to Iraq end?", {"op": "end", "head": "April Catherine Glaspie", "rels": AMB, "tail": "Iraq", "g": "day"}, ("April Glaspie", "April Catherine Glaspie"), ("Iraq", "Iraq"))
C("when", "When did Samantha Power take up her job as UN ambassador?", {"op": "start", "head": "Samantha Power", "rels": REP, "tail": UN, "g": "day"}, ("Samantha Power", "Samantha Power"), ("UN", UN))
C("yesno", "Was Condoleezza Rice ever US ambassador to the UN?", {"op": "exists", "rels": REP, "head": "Condoleezza Rice", "tail": UN}, ("Condoleezza Rice", "Condoleezza Rice"), ("UN", UN))
C("yesno", "Was Charles Bohlen ambassador to France in 1965?", {"op": "exists", "rels": AMB, "head": BOH, "tail": "France", "win": {"year": 1965}}, ("Charles Bohlen", BOH), ("France", "France"))
C("next", "Who was secretary of state after Hillary Clinton?", {"op": "next", "rels": POS, "tail": SEC, "head": "Hillary Rodham Clinton"}, ("secretary of state", SEC), ("Hillary Clinton", "Hillary Rodham Clinton"))
C("next", "who followed mike pompeo as secretary of state", {"op": "next", "rels": POS, "tail": SEC, "head": "Michael R. Pompeo"}, ("mike pompeo", "Michael R. Pompeo"), ("secretary of state", SEC))
C("prev", "Who preceded Jon Huntsman as ambassador to Russia?", {"op": "prev", "rels": AMB, "tail": "Russia", "head": HUNT}, ("Jon Huntsman", HUNT), ("Russia", "Russia"))
C("prev", "Who was the US ambassador to Britain before Joseph Kennedy?", {"op": "prev", "rels": AMB, "tail": UK, "head": JPK}, ("Britain", UK), ("Joseph Kennedy", JPK))
C("nth", "Who was the fifth secretary of state?", {"op": "nth", "rels": POS, "tail": SEC, "n": 5}, ("secretary of state", SEC))
C("nth", "Who was the 10th US ambassador to Japan?", {"op": "nth", "rels": AMB, "tail": "Japan", "n": 10}, ("Japan", "Japan"))
C("count", "How many US ambassadors to Israel served during the 1990s?", {"op": "count_holders", "rels": AMB, "tail": "Israel", "win": {"span": [1990, 1999]}}, ("Israel", "Israel"))
C("count", "How many people headed the US mission to NATO in the 1980s?", {"op": "count_holders", "rels": REP, "tail": NATO, "win": {"span": [1980, 1989]}}, ("NATO", NATO))
C("most", "Who spent the longest time as UN ambassador?", {"op": "longest", "rels": REP, "tail": UN}, ("UN", UN))
C("most", "Of Jeane Kirkpatrick, Madeleine Albright and Nikki Haley, who was at the UN the longest?", {"op": "longest", "rels": REP, "tail": UN, "among": ["Jeane Jordan Kirkpatrick", ALB, "Nikki R. Haley"]}, ("Jeane Kirkpatrick", "Jeane Jordan Kirkpatrick"), ("Madeleine Albright", ALB), ("Nikki Haley", "Nikki R. Haley"), ("UN", UN))
C("same", "Who was the US ambassador to China when Caroline Kennedy started in Japan?", {"op": "holder_on", "rels": AMB, "tail": "China", "ev": ev("start", "Caroline Bouvier Kennedy", AMB, "Japan")}, ("China", "China"), ("Caroline Kennedy", "Caroline Bouvier Kennedy"), ("Japan", "Japan"))
C("same", "Who was secretary of state when Pete Peterson became ambassador to Vietnam?", {"op": "holder_on", "rels": POS, "tail": SEC, "ev": ev("start", "Pete (Douglas) Peterson", AMB, "Vietnam")}, ("secretary of state", SEC), ("Pete Peterson", "Pete (Douglas) Peterson"), ("Vietnam", "Vietnam"))
C("what", "Which State Department job did Averell Harriman hold in 1962?", {"op": "posts", "rels": POS, "head": HAR, "win": {"year": 1962}}, ("Averell Harriman", HAR))
C("what", "What was Shirley Temple Black's first posting as an ambassador?", {"op": "first_post", "rels": AMB, "head": STB}, ("Shirley Temple Black", STB))
C("when", "What year did Benjamin Franklin start as minister to France?", {"op": "start", "head": "Benjamin Franklin", "rels": MIN, "tail": "France", "g": "year"}, ("Benjamin Franklin", "Benjamin Franklin"), ("France", "France"))
C("when", "What year did Kay Bailey Hutchison start at NATO?", {"op": "start", "head": "Kay Bailey Hutchison", "rels": REP, "tail": NATO, "g": "year"}, ("Kay Bailey Hutchison", "Kay Bailey Hutchison"), ("NATO", NATO))
C("yesno", "Was Joseph Kennedy still the ambassador in Britain in 1941?", {"op": "exists", "rels": AMB, "head": JPK, "tail": UK, "win": {"year": 1941}}, ("Joseph Kennedy", JPK), ("Britain", UK))
C("yesno", "Did Thomas Pickering serve as ambassador to India?", {"op": "exists", "rels": AMB, "head": PICK, "tail": "India"}, ("Thomas Pickering", PICK), ("India", "India"))
C("who", "Who headed the US mission in Cuba in 2016?", {"op": "holders", "rels": CHIEF, "tail": "Cuba", "win": {"year": 2016}}, ("Cuba", "Cuba"))
C("who", "Who was US ambassador to Mexico in 1990?", {"op": "holders", "rels": AMB, "tail": "Mexico", "win": {"year": 1990}}, ("Mexico", "Mexico"))
C("howlong", "How many days did Rex Tillerson last as secretary of state?", {"op": "howlong", "head": "Rex W. Tillerson", "rels": POS, "tail": SEC, "unit": "days"}, ("Rex Tillerson", "Rex W. Tillerson"), ("secretary of state", SEC))
C("between", "How many days after being appointed did Clare Boothe Luce start as ambassador to Italy?", {"op": "between", "ev1": ("appointed", "Ann Clare Boothe Luce", "Italy"), "ev2": ev("start", "Ann Clare Boothe Luce", AMB, "Italy"), "unit": "days"}, ("Clare Boothe Luce", "Ann Clare Boothe Luce"), ("Italy", "Italy"))
C("who", "Who was the American ambassador to Afghanistan in 1978?", {"op": "holders", "rels": AMB, "tail": "Afghanistan", "win": {"year": 1978}}, ("Afghanistan", "Afghanistan"))
C("who", "Who did the US have as ambassador to Germany in 1994?", {"op": "holders", "rels": AMB, "tail": "Germany", "win": {"year": 1994}}, ("Germany", "Germany"))
C("order", "Who took up the post of ambassador to Russia first: Averell Harriman or George Kennan?", {"op": "order", "evs": [ev("start", HAR, AMB, "Russia"), ev("start", KEN, AMB, "Russia")]}, ("Russia", "Russia"), ("Averell Harriman", HAR), ("George Kennan", KEN))
C("order", "Who became secretary of state earlier, Dean Acheson or John Foster Dulles?", {"op": "order", "evs": [ev("start", "Dean Gooderham Acheson", POS, SEC), ev("start", "John Foster Dulles", POS, SEC)]}, ("secretary of state", SEC), ("Dean Acheson", "Dean Gooderham Acheson"), ("John Foster Dulles", "John Foster Dulles"))
C("count", "How many US ambassadors to Iraq started the job between 2004 and 2014?", {"op": "count_starts_in", "rels": AMB, "tail": "Iraq", "win": {"span": [2004, 2014]}}, ("Iraq", "Iraq"))
C("count", "How many people were US ambassador to India at some point in the 1960s?", {"op": "count_holders", "rels": AMB, "tail": "India", "win": {"span": [1960, 1969]}}, ("India", "India"))
C("same", "Which UN ambassadors overlapped with George Shultz's time as secretary of state?", {"op": "during", "rels": REP, "tail": UN, "head": "George Pratt Shultz", "rels2": POS, "tail2": SEC}, ("UN", UN), ("George Shultz", "George Pratt Shultz"), ("secretary of state", SEC))
C("most", "Which country has had the most different US ambassadors?", {"op": "most_people", "rels": AMB})
C("none", "Who was the US ambassador to Iraq in 1995?", {"op": "holders", "rels": AMB, "tail": "Iraq", "win": {"year": 1995}}, ("Iraq", "Iraq"))
C("none", "Who was UN ambassador on the day Madeleine Albright became secretary of state?", {"op": "holder_on", "rels": REP, "tail": UN, "ev": ev("start", ALB, POS, SEC)}, ("UN", UN), ("Madeleine Albright", ALB), ("secretary of state", SEC))
C("who", "Which ambassadors to China served in 2009?", {"op": "holders", "rels": AMB, "tail": "China", "win": {"year": 2009}}, ("China", "China"))
C("who", "Who was ambassador to Israel in March 2000?", {"op": "holders", "rels": AMB, "tail": "Israel", "win": {"month": "2000-03"}}, ("Israel", "Israel"))
C("when", "When was Colin Powell appointed secretary of state?", {"op": "appointed", "head": "Colin Luther Powell", "tail": SEC, "g": "day"}, ("Colin Powell", "Colin Luther Powell"), ("secretary of state", SEC))
C("when", "In which month did George Kennan's time as ambassador to Russia end?", {"op": "end", "head": KEN, "rels": AMB, "tail": "Russia", "g": "month"}, ("George Kennan", KEN), ("Russia", "Russia"))
C("what", "Which country was Jon Huntsman ambassador to in 2010?", {"op": "posts", "rels": AMB, "head": HUNT, "win": {"year": 2010}}, ("Jon Huntsman", HUNT))
C("what", "Where was Thomas Pickering ambassador in 1987?", {"op": "posts", "rels": AMB, "head": PICK, "win": {"year": 1987}}, ("Thomas Pickering", PICK))


# ---------------------------------------------------------------- checks and output

def problems():
    errs = []
    seen_q, seen_m = set(), set()
    for i, c in enumerate(CASES):
        q, m = c["question"], c["meaning"]
        tag = f"#{i + 1} {q!r}"
        try:
            ans = answer(m)
            inc = answer(m, inc=True)
        except AssertionError as e:
            errs.append(f"{tag}: {e}")
            continue
        if ans != inc:
            errs.append(f"{tag}: answer hangs on a handover day ({ans} / {inc})")
        if m["op"] in ("holders", "during") and tuple(m["rels"]) in (AMB, MIN):
            wide = answer(dict(m, rels=AMB + MIN))
            if wide != ans:
                errs.append(f"{tag}: ambassador / minister reading differs ({ans} / {wide})")
        if c["kind"] == "none":
            if ans:
                errs.append(f"{tag}: a no-answer question has {ans}")
        elif not ans:
            errs.append(f"{tag}: empty answer")
        if c["kind"] == "yesno" and ans not in (["yes"], ["no"]):
            errs.append(f"{tag}: yes/no answer {ans}")
        nq = norm(q)
        if nq in seen_q:
            errs.append(f"{tag}: duplicate question")
        seen_q.add(nq)
        key = json.dumps(m, sort_keys=True)
        if key in seen_m:
            errs.append(f"{tag}: duplicate meaning")
        seen_m.add(key)
        # names: every node the meaning names is typed, and each typed form fits that node only
        typed = {node: t for t, node in c["mentions"]}
        for node, cls in named(m):
            if node not in typed:
                errs.append(f"{tag}: {node} ({cls}) is not mentioned")
                continue
            t = typed[node]
            if norm(t) not in nq and not re.search(r"\b" + re.escape(norm(t)) + r"\b", nq):
                errs.append(f"{tag}: {t!r} is not typed in the question")
            f = fits(t, cls)
            if f != [node]:
                errs.append(f"{tag}: {t!r} fits {f[:5]} (wanted {node})")
        for t, node in c["mentions"]:
            if node not in {n for n, _ in named(m)}:
                errs.append(f"{tag}: mention {t!r} is not in the meaning")
        years = years_of(m)
        ty = typed_years(q)
        if years != ty:
            errs.append(f"{tag}: years {sorted(years)} in the meaning, {sorted(ty)} typed")
    yes = [c for c in CASES if c["kind"] == "yesno" and answer(c["meaning"]) == ["yes"]]
    no = [c for c in CASES if c["kind"] == "yesno" and answer(c["meaning"]) == ["no"]]
    if len(yes) != 6 or len(no) != 6:
        errs.append(f"yes/no: {len(yes)} yes, {len(no)} no (want 6 / 6)")
    for half in (0, 1):
        hy = sum(1 for i, c in enumerate(CASES) if i % 2 == half and c in yes)
        hn = sum(1 for i, c in enumerate(CASES) if i % 2 == half and c in no)
        if (hy, hn) != (3, 3):
            errs.append(f"half {half}: {hy} yes, {hn} no (want 3 / 3)")
    if len(CASES) != 120:
        errs.append(f"{len(CASES)} questions (want 120)")
    return errs


def records():
    out = []
    for i, c in enumerate(CASES):
        out.append({"id": f"g9-{i + 1:04d}", "question": c["question"], "answers": sorted(answer(c["meaning"]))})
    return out[0::2], out[1::2]


def dump(recs):
    return json.dumps(recs, ensure_ascii=False, indent=1) + "\n"


def main():
    args = sys.argv[1:]
    if "--explain" in args:
        for i, c in enumerate(CASES):
            try:
                a = answer(c["meaning"])
            except AssertionError as e:
                a = f"ERROR {e}"
            print(f"g9-{i + 1:04d} [{c['kind']}] {c['question']}\n    {json.dumps(c['meaning'])}\n    -> {a}")
        return
    if "--stats" in args:
        kinds = {}
        for i, c in enumerate(CASES):
            kinds.setdefault(c["kind"], [0, 0])[i % 2] += 1
        for k, (dv, ts) in kinds.items():
            print(f"{k:8} {dv + ts:3}  dev {dv:2}  test {ts:2}")
        print(f"{'total':8} {len(CASES):3}")
        return
    errs = problems()
    if errs:
        for e in errs:
            print("CHECK FAILED:", e)
        raise SystemExit(1)
    dev, test = records()
    files = {f"{NAME}-dev.json": dump(dev), f"{NAME}-test.json": dump(test)}
    if "--check" in args:
        for fn, text in files.items():
            with open(os.path.join(HERE, fn), encoding="utf-8") as fh:
                if fh.read() != text:
                    raise SystemExit(f"CHECK FAILED: {fn} is not what gold.py writes")
        print("ok: files match")
        return
    for fn, text in files.items():
        with open(os.path.join(HERE, fn), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
    print(f"wrote {NAME}-dev.json ({len(dev)}) and {NAME}-test.json ({len(test)})")


if __name__ == "__main__":
    main()
