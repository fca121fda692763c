"""questions-people-7: 200 temporal questions in ordinary wording over MultiTQ (120) and YAGO11k (80).

This one file holds the loaders, the semantics of every kind (see README.md), the questions as data next to their
structured meaning and the typed form of every name, the checks, and the writer of people7-dev.json and
people7-test.json. Standard library only; byte-identical output on reruns.

    python3 gold.py [path/to/shared/data]      # default ../../../shared/data
"""

import csv
import json
import os
import sys
import datetime as dt
import gzip
import re
import unicodedata
from collections import defaultdict


class Invalid(Exception):
    """A meaning that does not meet the preconditions of its kind."""


# ----------------------------------------------------------------------------------------------------------------
# names


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    s = s.replace("ı", "i").replace("ł", "l").replace("ø", "o").replace("đ", "d").replace("ß", "ss")
    return s.lower()


def words(s):
    """Folded words of a name or text; a possessive 's is dropped."""
    s = fold(s).replace("’", "'")
    s = re.sub(r"'s\b", "", s)
    return re.findall(r"[a-z0-9]+", s)


def bare(name):
    """A name without a trailing parenthetical disambiguator."""
    return re.sub(r"\s*\([^()]*\)\s*$", "", name)


def fits(typed, name):
    """The typed form fits a name: its words occur in order among the name's words (disambiguator ignored), or
    the typed form is the whole name."""
    tw = words(typed)
    if not tw:
        return False
    if tw == words(name):
        return True
    nw = words(bare(name))
    i = 0
    for w in nw:
        if i < len(tw) and w == tw[i]:
            i += 1
    return i == len(tw)


def in_text(typed, text):
    tw, xw = words(typed), words(text)
    n = len(tw)
    return any(xw[i : i + n] == tw for i in range(len(xw) - n + 1))


# ----------------------------------------------------------------------------------------------------------------
# MultiTQ

SYMMETRIC = {"Consult", "Discuss by telephone", "Engage in negotiation", "Sign formal agreement"}
CONVERSE = {"Make a visit": "Host a visit", "Host a visit": "Make a visit"}


def day(s):
    return dt.date.fromisoformat(s)


class MTQ:
    def __init__(self, path):
        self.days = defaultdict(set)  # (h, r, t) -> {date}
        self.out = defaultdict(lambda: defaultdict(set))  # (h, r) -> t -> {date}
        self.inn = defaultdict(lambda: defaultdict(set))  # (t, r) -> h -> {date}
        self.entities = set()
        self.relations = set()
        self.n = 0
        with gzip.open(path, "rt", encoding="utf-8", newline="") as f:
            for h, r, t, d in csv.reader(f, delimiter="\t"):
                h, r, t = h.replace("_", " "), r.replace("_", " "), t.replace("_", " ")
                self.entities.add(h)
                self.entities.add(t)
                self.relations.add(r)
                if h == t:
                    continue
                x = day(d)
                self.days[(h, r, t)].add(x)
                self.out[(h, r)][t].add(x)
                self.inn[(t, r)][h].add(x)
                self.n += 1
        self.entities = sorted(self.entities)

    # partners of X under relation r: X as head (inv False) or as tail (inv True); wide adds the other readings
    def partners(self, x, r, inv=False, wide=False):
        res = defaultdict(set)
        src = self.inn if inv else self.out
        for p, ds in src.get((x, r), {}).items():
            res[p] |= ds
        if wide:
            if r in SYMMETRIC:
                other = self.out if inv else self.inn
                for p, ds in other.get((x, r), {}).items():
                    res[p] |= ds
            if r == "Consult":
                for src2 in (self.out, self.inn):
                    for p, ds in src2.get((x, "Meet at a 'third' location"), {}).items():
                        res[p] |= ds
            if r in CONVERSE:
                other = self.out if inv else self.inn
                for p, ds in other.get((x, CONVERSE[r]), {}).items():
                    res[p] |= ds
        return res

    def pair_days(self, h, r, t, wide=False):
        return set(self.partners(h, r, False, wide).get(t, set()))


def in_period(d, p):
    if p is None:
        return True
    if isinstance(p, tuple):
        return day(p[0]) <= d <= day(p[1])
    if len(p) == 4:
        return d.year == int(p)
    if len(p) == 7:
        return d.year == int(p[:4]) and d.month == int(p[5:])
    return d == day(p)


def runs(ds):
    """Days grouped into occasions: days at most 3 days apart belong to one occasion; the first day of each."""
    out = []
    for d in sorted(ds):
        if not out or (d - last).days > 3:
            out.append(d)
        last = d
    return out


def fmt(d, gran):
    if gran == "day":
        return d.isoformat()
    if gran == "month":
        return d.isoformat()[:7]
    return str(d.year)


def anchor_day(g, a, wide, occ=False):
    """a = (h, r, t, which): which is 'only' (happened on one day), 'first', 'last' or an int n (n-th day)."""
    h, r, t, which = a
    ds = sorted(g.pair_days(h, r, t, wide))
    if occ:
        ds = runs(ds)
    if not ds:
        raise Invalid(f"anchor never happened: {a}")
    if which == "only":
        if len(ds) != 1:
            raise Invalid(f"anchor not on one day: {a} {len(ds)}")
        return ds[0]
    if which == "first":
        return ds[0]
    if which == "last":
        return ds[-1]
    if len(ds) < which:
        raise Invalid(f"anchor has no {which}-th day: {a}")
    return ds[which - 1]


def span(d, unit, after, reading):
    """The month / year after / before day d: reading 0 = the calendar unit, 1 and 2 = counted days (30 / 31 for a
    month, 365 / 366 for a year)."""
    if unit == "month":
        if reading == 0:
            y, m = d.year, d.month
            if after:
                y, m = (y + 1, 1) if m == 12 else (y, m + 1)
            else:
                y, m = (y - 1, 12) if m == 1 else (y, m - 1)
            first = dt.date(y, m, 1)
            nxt = dt.date(y + 1, 1, 1) if m == 12 else dt.date(y, m + 1, 1)
            return first, nxt - dt.timedelta(1)
        n = 30 if reading == 1 else 31
    else:
        if reading == 0:
            y = d.year + (1 if after else -1)
            return dt.date(y, 1, 1), dt.date(y, 12, 31)
        n = 365 if reading == 1 else 366
    if after:
        return d + dt.timedelta(1), d + dt.timedelta(n)
    return d - dt.timedelta(n), d - dt.timedelta(1)


def m_eval(g, m, wide=False, occ=False):
    """Evaluate a MultiTQ meaning under one reading. Returns a sorted list of answer strings."""
    k = m["k"]
    p = m.get("p")
    if k in ("who", "first", "last", "most", "ndistinct"):
        parts = g.partners(m["x"], m["r"], m.get("inv", False), wide)
        inper = {q: sorted(d for d in ds if in_period(d, p)) for q, ds in parts.items()}
        inper = {q: (runs(ds) if occ else ds) for q, ds in inper.items() if ds}
        if k == "who":
            return sorted(inper)
        if k == "ndistinct":
            return [str(len(inper))]
        if not inper:
            return []
        if k == "most":
            best = max(len(v) for v in inper.values())
            win = sorted(q for q, v in inper.items() if len(v) == best)
            if len(win) != 1:
                raise Invalid(f"tie for most: {m}")
            second = max([len(v) for q, v in inper.items() if q != win[0]] or [0])
            if best - second < 1 or best < 2:
                raise Invalid(f"no clear most: {m}")
            return win
        ext = min if k == "first" else max
        d0 = ext(ext(v) for v in inper.values())
        return sorted(q for q, v in inper.items() if d0 in v)
    if k in ("when_first", "when_last", "nth"):
        ds = sorted(d for d in g.pair_days(m["x"], m["r"], m["y"], wide) if in_period(d, p))
        if occ:
            ds = runs(ds)
        if not ds:
            return []
        if k == "when_first":
            return [fmt(ds[0], m["g"])]
        if k == "when_last":
            return [fmt(ds[-1], m["g"])]
        if len(ds) < m["n"]:
            return []
        return [fmt(ds[m["n"] - 1], m["g"])]
    if k == "count":
        ds = {d for d in g.pair_days(m["x"], m["r"], m["y"], wide) if in_period(d, p)}
        return [str(len(runs(ds) if occ else ds))]
    if k == "yesno":
        ds = [d for d in g.pair_days(m["x"], m["r"], m["y"], wide) if in_period(d, p)]
        return ["yes" if ds else "no"]
    if k == "year_most":
        if "y" in m:
            ds = g.pair_days(m["x"], m["r"], m["y"], wide)
        else:
            ds = set().union(*g.partners(m["x"], m["r"], m.get("inv", False), wide).values())
        if occ:
            ds = runs(ds)
        per = defaultdict(int)
        for d in ds:
            per[d.year] += 1
        best = max(per.values())
        win = [y for y, c in per.items() if c == best]
        if len(win) != 1:
            raise Invalid(f"tie for year most: {m}")
        return [str(win[0])]
    if k in ("next", "prev"):
        d0 = anchor_day(g, m["a"], wide)
        parts = g.partners(m["x"], m["r"], m.get("inv", False), wide)
        if k == "next":
            cand = [(min(e for e in ds if e > d0), q) for q, ds in parts.items() if any(e > d0 for e in ds)]
            if not cand:
                return []
            best = min(c[0] for c in cand)
        else:
            cand = [(max(e for e in ds if e < d0), q) for q, ds in parts.items() if any(e < d0 for e in ds)]
            if not cand:
                return []
            best = max(c[0] for c in cand)
        return sorted(q for e, q in cand if e == best)
    if k == "span":  # who / where in the week / month / year after / before an anchor
        d0 = anchor_day(g, m["a"], wide)
        parts = g.partners(m["x"], m["r"], m.get("inv", False), wide)
        answers = set()
        for reading in (0, 1, 2):
            lo, hi = span(d0, m["unit"], m["after"], reading)
            if lo < dt.date(2005, 1, 1) or hi > dt.date(2015, 12, 31):
                raise Invalid(f"span leaves the graph: {m}")
            answers.add(tuple(sorted(q for q, ds in parts.items() if any(lo <= e <= hi for e in ds))))
        if len(answers) != 1:
            raise Invalid(f"span readings disagree: {m} {answers}")
        return list(answers.pop())
    if k == "between":
        d1 = anchor_day(g, m["a"], wide)
        d2 = anchor_day(g, m["b"], wide)
        if d1 == d2 or (m.get("dir") == "after" and d2 < d1) or (m.get("dir") == "before" and d2 > d1):
            raise Invalid(f"the two events are not in the order the question says: {m}")
        return [str(abs((d2 - d1).days))]
    raise ValueError(k)


# ----------------------------------------------------------------------------------------------------------------
# YAGO11k

DATE = re.compile(r"^(-?[0-9#]+)-([0-9#]{2})-([0-9#]{2})$")


def ydate(s):
    """(year, 'YYYY' or 'YYYY-MM-DD' at its precision) or None for unknown; raises ValueError if malformed."""
    mt = DATE.match(s)
    if not mt:
        raise ValueError(s)
    y, mo, d = mt.groups()
    if "#" in y:
        if y == "####":
            return None
        raise ValueError(s)
    if not y.lstrip("-").isdigit() or int(y) < 1000 or len(y) != 4:
        raise ValueError(s)
    if "#" not in mo and "#" not in d:
        dt.date(int(y), int(mo), int(d))
        return (int(y), f"{y}-{mo}-{d}")
    return (int(y), y)


def yname(s):
    return s.strip("<>").replace("_", " ")


class YAGO:
    def __init__(self, folder):
        self.facts = defaultdict(list)  # (h, r) -> [(t, start, end)]; isMarriedTo both ways
        self.inv = defaultdict(list)  # (t, r) -> [(h, start, end)]
        self.entities = set()
        self.tainted = set()
        self.rel_tails = defaultdict(set)
        self.n = 0
        for part in ("train", "valid", "test"):
            with gzip.open(f"{folder}/{part}.txt.gz", "rt", encoding="utf-8") as f:
                for line in f:
                    h, r, t, s, e = line.rstrip("\n").split("\t")
                    h, r, t = yname(h), r.strip("<>"), yname(t)
                    self.entities.add(h)
                    self.entities.add(t)
                    try:
                        s2, e2 = ydate(s), ydate(e)
                        if s2 and e2 and e2[0] < s2[0]:
                            raise ValueError("end before start")
                    except ValueError:
                        self.tainted.add(h)
                        self.tainted.add(t)
                        continue
                    self.n += 1
                    self.rel_tails[r].add(t)
                    self._add(h, r, t, s2, e2)
                    if r == "isMarriedTo":
                        self._add(t, r, h, s2, e2)
        for k in self.facts:
            self.facts[k] = sorted(set(self.facts[k]), key=lambda x: (x[0], str(x[1]), str(x[2])))
        self.entities = sorted(self.entities)

    def _add(self, h, r, t, s, e):
        self.facts[(h, r)].append((t, s, e))
        self.inv[(t, r)].append((h, s, e))


def y_eval(g, m):
    k = m["k"]
    x = m["x"]
    r = m.get("r")
    fs = g.facts.get((x, r), [])
    if r == "playsFor" and m.get("clubs_only", True):
        fs = [f for f in fs if "national" not in f[0].lower()]
    if k in ("born_where", "died_where"):
        rel = "wasBornIn" if k == "born_where" else "diedIn"
        fs = g.facts.get((x, rel), [])
        return sorted({f[0] for f in fs})
    if k in ("born_year", "born_when", "died_year"):
        rel = "diedIn" if k == "died_year" else "wasBornIn"
        fs = g.facts.get((x, rel), [])
        vals = {f[1][0] if k != "born_when" else f[1][1] for f in fs if f[1]}
        if len(vals) != 1:
            raise Invalid(f"not one value: {m}")
        return [str(v) for v in vals]
    if k == "partners":  # all spouses / all prizes / all universities ...
        return sorted({f[0] for f in fs})
    if k == "count":
        return [str(len({f[0] for f in fs}))]
    if k in ("in_year", "yesno_year"):  # facts whose years hold the year (both ends known)
        yr = m["year"]
        hold = set()
        for t, s, e in fs:
            if s is None:
                raise Invalid(f"unknown start: {m}")
            if e is None:
                if s[0] <= yr:
                    raise Invalid(f"open interval could hold the year: {m}")
                continue
            if s[0] <= yr <= e[0]:
                hold.add(t)
        if k == "yesno_year":
            return ["yes" if m["y"] in hold else "no"]
        return sorted(hold)
    if k == "start_in":  # prizes won / clubs joined / spouses married in a year
        return sorted({t for t, s, e in fs if s and s[0] == m["year"]})
    if k in ("start_year", "end_year", "how_long"):
        sel = [(s, e) for t, s, e in fs if t == m["y"]]
        if len(sel) != 1:
            raise Invalid(f"not one fact: {m} {sel}")
        s, e = sel[0]
        if k == "start_year":
            if s is None:
                raise Invalid(m)
            return [str(s[0])]
        if e is None or s is None:
            raise Invalid(f"open: {m}")
        if k == "end_year":
            return [str(e[0])]
        return [str(e[0] - s[0])]
    if k in ("first", "last", "nth"):
        starts = {}
        for t, s, e in fs:
            if s is None:
                raise Invalid(f"unknown start: {m}")
            starts[t] = min(starts.get(t, 9999), s[0])
        order = sorted(set(starts.values()))
        if k == "first":
            y0 = order[0]
        elif k == "last":
            y0 = order[-1]
        else:
            ranked = sorted(starts.items(), key=lambda kv: kv[1])
            n = m["n"]
            if len(ranked) < n:
                return []
            y0 = ranked[n - 1][1]
            if len({v for q, v in ranked[:n]}) != n:
                raise Invalid(f"tie before or at n: {m}")
        win = sorted(t for t, v in starts.items() if v == y0)
        if len(win) != 1:
            raise Invalid(f"tie at {k}: {m}")
        return win
    if k == "after_leaving":  # next club: smallest start year at or after the end year of y, y excluded
        sel = [e for t, s, e in fs if t == m["y"]]
        if len(sel) != 1 or sel[0] is None:
            raise Invalid(f"anchor not one closed spell: {m}")
        end = sel[0][0]
        ys_start = [s[0] for t, s, e in fs if t == m["y"]][0]
        later = [(s[0], t) for t, s, e in fs if t != m["y"] and s and s[0] >= end]
        if [1 for t, s, e in fs if t != m["y"] and (s is None)]:
            raise Invalid(f"unknown start: {m}")
        # no other club may start between y's start and end (after joining and after leaving must agree)
        if [1 for t, s, e in fs if t != m["y"] and ys_start < s[0] < end]:
            raise Invalid(f"overlap: {m}")
        if not later:
            return []
        y0 = min(v for v, t in later)
        win = sorted(t for v, t in later if v == y0)
        if len(win) != 1:
            raise Invalid(f"tie: {m}")
        return win
    if k == "longest":
        dur = defaultdict(int)
        for t, s, e in fs:
            if s is None or e is None:
                raise Invalid(f"open: {m}")
            dur[t] += e[0] - s[0]
        best = max(dur.values())
        win = sorted(t for t, v in dur.items() if v == best)
        second = max([v for t, v in dur.items() if t not in win] or [-1])
        if len(win) != 1 or best - second < 2:
            raise Invalid(f"no clear longest: {m}")
        return win
    if k == "years_between":  # from birth to a prize (or any start)
        b = g.facts.get((x, "wasBornIn"), [])
        sel = [s for t, s, e in g.facts.get((x, m["r"]), []) if t == m["y"]]
        if len(b) != 1 or len(sel) != 1 or not b[0][1] or not sel[0]:
            raise Invalid(m)
        return [str(sel[0][0] - b[0][1][0])]
    if k == "who_in_year":  # reverse: heads with tail x whose closed interval holds the year; no open one could
        yr = m["year"]
        out = set()
        for h, s, e in g.inv.get((x, r), []):
            if s is None or (e is None and s[0] <= yr):
                raise Invalid(f"open interval could hold: {m}")
            if e is not None and s[0] <= yr <= e[0]:
                out.add(h)
        return sorted(out)
    raise ValueError(k)


OCC_KINDS = {"count", "nth", "most", "year_most"}


def m_check(g, m):
    """The answer under the exact reading; the wide reading (converse / both directions) and, where days are
    counted, the occasions reading must agree."""
    a = m_eval(g, m)
    if m_eval(g, m, wide=True) != a:
        raise Invalid(f"wide reading differs: {m}")
    if m["k"] in OCC_KINDS and (m_eval(g, m, occ=True) != a or m_eval(g, m, wide=True, occ=True) != a):
        raise Invalid(f"occasions reading differs: {m}")
    return a


def y_check(g, m):
    a = y_eval(g, m)
    if m.get("r") == "playsFor":
        if y_eval(g, dict(m, clubs_only=False)) != a:
            raise Invalid(f"national teams change the answer: {m}")
    return a


# ----------------------------------------------------------------------------------------------------------------
# the questions: (text, meaning, typed forms {typed: entity}); relations spelled out in README.md

V, H, MEET, PHONE, NEG = "Make a visit", "Host a visit", "Consult", "Discuss by telephone", "Engage in negotiation"
CRIT, PRAISE, ACC, SIGN, APPEAL, THREAT = (
    "Criticize or denounce",
    "Praise or endorse",
    "Accuse",
    "Sign formal agreement",
    "Make an appeal or request",
    "Threaten",
)
KAL, SAL, NOP, XU = "Aigars Kalvitis", "Fawzi Salloukh", "Noppadon Pattama", "Xu Caihou"
KAR, MES, GAN, THO = "Mehdi Karrubi", "Abdelkader Messahel", "Benny Gantz", "Thongsing Thammavong"
ILV, STO, PAI, BEN = "Toomas Hendrik Ilves", "Jens Stoltenberg", "Ian Paisley", "Abdelilah Benkirane"
DEO, LAR, MEI, KLI = "Murli Deora", "Terje Roed Larsen", "Evangelos Meimarakis", "Bogdan Klich"
MAT, CAN, MEN, TAR = "Takeaki Matsumoto", "Lawrence Cannon", "Shivshankar Menon", "Borys Tarasyuk"
HAD, SVO, SUR = "Gholamali Haddad Adel", "Cyril Svoboda", "Surakiart Sathirathai"

M_QUESTIONS = [
    # who / where in a month or a year
    ("Which countries did Kalvitis travel to in 2007?", {"k": "who", "x": KAL, "r": V, "p": "2007"}, {"Kalvitis": KAL}),
    ("Who did Fawzi Salloukh meet in July 2006?", {"k": "who", "x": SAL, "r": MEET, "p": "2006-07"}, {"Fawzi Salloukh": SAL}),
    ("who did noppadon speak highly of in october 2009", {"k": "who", "x": NOP, "r": PRAISE, "p": "2009-10"}, {"noppadon": NOP}),
    ("Who met with Xu Caihou in August 2012?", {"k": "who", "x": XU, "r": MEET, "inv": True, "p": "2012-08"}, {"Xu Caihou": XU}),
    ("Who signed an agreement with Kalvitis in May 2007?", {"k": "who", "x": KAL, "r": SIGN, "inv": True, "p": "2007-05"}, {"Kalvitis": KAL}),
    ("Who did Mehdi Karrubi meet in February 2013?", {"k": "who", "x": KAR, "r": MEET, "p": "2013-02"}, {"Mehdi Karrubi": KAR}),
    ("Who did Messahel make an appeal to in 2009?", {"k": "who", "x": MES, "r": APPEAL, "p": "2009"}, {"Messahel": MES}),
    ("Where did Thongsing Thammavong go in November 2007?", {"k": "who", "x": THO, "r": V, "p": "2007-11"}, {"Thongsing Thammavong": THO}),
    ("Who came to visit Benny Gantz in 2011?", {"k": "who", "x": GAN, "r": V, "inv": True, "p": "2011"}, {"Benny Gantz": GAN}),
    # first / last
    ("Who was the first person Ilves praised in 2008?", {"k": "first", "x": ILV, "r": PRAISE, "p": "2008"}, {"Ilves": ILV}),
    ("Who was the last to phone Stoltenberg in 2009?", {"k": "last", "x": STO, "r": PHONE, "inv": True, "p": "2009"}, {"Stoltenberg": STO}),
    ("Who did Stoltenberg first appeal to in 2012?", {"k": "first", "x": STO, "r": APPEAL, "p": "2012"}, {"Stoltenberg": STO}),
    ("In 2008, who was the last to meet Ian Paisley?", {"k": "last", "x": PAI, "r": MEET, "inv": True, "p": "2008"}, {"Ian Paisley": PAI}),
    ("Who did Benkirane praise last in 2013?", {"k": "last", "x": BEN, "r": PRAISE, "p": "2013"}, {"Benkirane": BEN}),
    ("Who was the last person Murli Deora met in 2007?", {"k": "last", "x": DEO, "r": MEET, "p": "2007"}, {"Murli Deora": DEO}),
    ("Who did Stoltenberg negotiate with first in 2015?", {"k": "first", "x": STO, "r": NEG, "p": "2015"}, {"Stoltenberg": STO}),
    ("Who was the first to meet Terje Roed Larsen in 2012?", {"k": "first", "x": LAR, "r": MEET, "inv": True, "p": "2012"}, {"Terje Roed Larsen": LAR}),
    ("who was the last to hold a meeting with Meimarakis in 2006", {"k": "last", "x": MEI, "r": MEET, "inv": True, "p": "2006"}, {"Meimarakis": MEI}),
    ("Who did Bogdan Klich negotiate with first?", {"k": "first", "x": KLI, "r": NEG}, {"Bogdan Klich": KLI}),
    ("Where did Deora go first in 2006?", {"k": "first", "x": DEO, "r": V, "p": "2006"}, {"Deora": DEO}),
    # when first / last
    ("In which year did Takeaki Matsumoto first praise China?", {"k": "when_first", "x": MAT, "r": PRAISE, "y": "China", "g": "year"}, {"Takeaki Matsumoto": MAT, "China": "China"}),
    ("When did Lawrence Cannon last meet Mahmoud Abbas?", {"k": "when_last", "x": CAN, "r": MEET, "y": "Mahmoud Abbas", "g": "day"}, {"Lawrence Cannon": CAN, "Mahmoud Abbas": "Mahmoud Abbas"}),
    ("In which month did Shivshankar Menon last travel to Bhutan?", {"k": "when_last", "x": MEN, "r": V, "y": "Bhutan", "g": "month"}, {"Shivshankar Menon": MEN, "Bhutan": "Bhutan"}),
    ("What was the date of Menon's first negotiation with Richard Boucher?", {"k": "when_first", "x": MEN, "r": NEG, "y": "Richard Boucher", "g": "day"}, {"Menon": MEN, "Richard Boucher": "Richard Boucher"}),
    ("In what month did Tarasyuk first meet Mammadyarov?", {"k": "when_first", "x": TAR, "r": MEET, "y": "Elmar Mammadyarov", "g": "month"}, {"Tarasyuk": TAR, "Mammadyarov": "Elmar Mammadyarov"}),
    ("What year did Haddad Adel first meet Ahmadinejad?", {"k": "when_first", "x": HAD, "r": MEET, "y": "Mahmoud Ahmadinejad", "g": "year"}, {"Haddad Adel": HAD, "Ahmadinejad": "Mahmoud Ahmadinejad"}),
    ("On what date did Menon last sit down with A.K. Antony?", {"k": "when_last", "x": MEN, "r": MEET, "y": "A.K. Antony", "g": "day"}, {"Menon": MEN, "A.K. Antony": "A.K. Antony"}),
    ("In which year did Borys Tarasyuk first go to Portugal?", {"k": "when_first", "x": TAR, "r": V, "y": "Portugal", "g": "year"}, {"Borys Tarasyuk": TAR, "Portugal": "Portugal"}),
    ("Which year did Matsumoto first make an appeal to South Korea?", {"k": "when_first", "x": MAT, "r": APPEAL, "y": "South Korea", "g": "year"}, {"Matsumoto": MAT, "South Korea": "South Korea"}),
    ("What year was Cyril Svoboda's last trip to Yemen?", {"k": "when_last", "x": SVO, "r": V, "y": "Yemen", "g": "year"}, {"Cyril Svoboda": SVO, "Yemen": "Yemen"}),
    # the n-th time
    ("When did Terje Roed Larsen visit France for the third time?", {"k": "nth", "x": LAR, "r": V, "y": "France", "n": 3, "g": "day"}, {"Terje Roed Larsen": LAR, "France": "France"}),
    ("On what date did Roed Larsen meet the UN Security Council for the third time?", {"k": "nth", "x": LAR, "r": MEET, "y": "UN Security Council", "n": 3, "g": "day"}, {"Roed Larsen": LAR, "UN Security Council": "UN Security Council"}),
    ("When did Ilves meet Barack Obama for the second time?", {"k": "nth", "x": ILV, "r": MEET, "y": "Barack Obama", "n": 2, "g": "day"}, {"Ilves": ILV, "Barack Obama": "Barack Obama"}),
    ("When did Thammavong host Vietnam for the second time?", {"k": "nth", "x": THO, "r": H, "y": "Vietnam", "n": 2, "g": "day"}, {"Thammavong": THO, "Vietnam": "Vietnam"}),
    ("What was the date of Ian Paisley's second meeting with Tony Blair?", {"k": "nth", "x": PAI, "r": MEET, "y": "Tony Blair", "n": 2, "g": "day"}, {"Ian Paisley": PAI, "Tony Blair": "Tony Blair"}),
    ("When did Karrubi criticise Iran for the third time?", {"k": "nth", "x": KAR, "r": CRIT, "y": "Iran", "n": 3, "g": "day"}, {"Karrubi": KAR, "Iran": "Iran"}),
    ("When was Noppadon's second trip to Laos?", {"k": "nth", "x": NOP, "r": V, "y": "Laos", "n": 2, "g": "day"}, {"Noppadon": NOP, "Laos": "Laos"}),
    # next / previous around another event
    ("Who did Klich meet just before his meeting with Bachana Akhalaia?", {"k": "prev", "x": KLI, "r": MEET, "a": (KLI, MEET, "Bachana Akhalaia", "only")}, {"Klich": KLI, "Bachana Akhalaia": "Bachana Akhalaia"}),
    ("After Salloukh's first meeting with Iran, who was the next visitor he hosted?", {"k": "next", "x": SAL, "r": H, "a": (SAL, MEET, "Iran", "first")}, {"Salloukh": SAL, "Iran": "Iran"}),
    ("Where did Svoboda travel next after his trip to Angola?", {"k": "next", "x": SVO, "r": V, "a": (SVO, V, "Angola", "only")}, {"Svoboda": SVO, "Angola": "Angola"}),
    ("Who did Cyril Svoboda meet last before he went to Guatemala?", {"k": "prev", "x": SVO, "r": MEET, "a": (SVO, V, "Guatemala", "only")}, {"Cyril Svoboda": SVO, "Guatemala": "Guatemala"}),
    ("Before Lawrence Cannon praised Benjamin Netanyahu, who was the last he had appealed to?", {"k": "prev", "x": CAN, "r": APPEAL, "a": (CAN, PRAISE, "Benjamin Netanyahu", "only")}, {"Lawrence Cannon": CAN, "Benjamin Netanyahu": "Benjamin Netanyahu"}),
    ("After Meimarakis visited Alexander Vershbow, who was the next person he accused?", {"k": "next", "x": MEI, "r": ACC, "a": (MEI, V, "Alexander Vershbow", "only")}, {"Meimarakis": MEI, "Alexander Vershbow": "Alexander Vershbow"}),
    ("After Cannon's first visit to China, who did he negotiate with next?", {"k": "next", "x": CAN, "r": NEG, "a": (CAN, V, "China", "first")}, {"Cannon": CAN, "China": "China"}),
    ("Who was the next to negotiate with Svoboda after he met Tarasyuk?", {"k": "next", "x": SVO, "r": NEG, "inv": True, "a": (SVO, MEET, TAR, "only")}, {"Svoboda": SVO, "Tarasyuk": TAR}),
    ("Before Surakiart's last agreement with Cambodia, who was the last to praise him?", {"k": "prev", "x": SUR, "r": PRAISE, "inv": True, "a": (SUR, SIGN, "Cambodia", "last")}, {"Surakiart": SUR, "Cambodia": "Cambodia"}),
    # in the year after / before an event
    ("In the year before Benkirane first met Wen Jiabao, who did he meet?", {"k": "span", "x": BEN, "r": MEET, "a": (BEN, MEET, "Wen Jiabao", "first"), "unit": "year", "after": False}, {"Benkirane": BEN, "Wen Jiabao": "Wen Jiabao"}),
    ("Where did Xu Caihou travel in the year before he hosted Luka Bebic?", {"k": "span", "x": XU, "r": V, "a": (XU, H, "Luka Bebic", "only"), "unit": "year", "after": False}, {"Xu Caihou": XU, "Luka Bebic": "Luka Bebic"}),
    ("Where did Abdelilah Benkirane go in the year before he praised France?", {"k": "span", "x": BEN, "r": V, "a": (BEN, PRAISE, "France", "only"), "unit": "year", "after": False}, {"Abdelilah Benkirane": BEN, "France": "France"}),
    ("Who did Benkirane accuse in the year after he first praised Muhammad VI?", {"k": "span", "x": BEN, "r": ACC, "a": (BEN, PRAISE, "Muhammad VI", "first"), "unit": "year", "after": True}, {"Benkirane": BEN, "Muhammad VI": "Muhammad VI"}),
    ("Who did Xu Caihou praise in the year before his meeting with Japan?", {"k": "span", "x": XU, "r": PRAISE, "a": (XU, MEET, "Japan", "only"), "unit": "year", "after": False}, {"Xu Caihou": XU, "Japan": "Japan"}),
    ("Who did Xu Caihou negotiate with in the year after hosting Luka Bebic?", {"k": "span", "x": XU, "r": NEG, "a": (XU, H, "Luka Bebic", "only"), "unit": "year", "after": True}, {"Xu Caihou": XU, "Luka Bebic": "Luka Bebic"}),
    # how many times
    ("How many times did Ilves meet Abdullah Gul?", {"k": "count", "x": ILV, "r": MEET, "y": "Abdullah Gül"}, {"Ilves": ILV, "Abdullah Gul": "Abdullah Gül"}),
    ("How often did Benny Gantz praise Netanyahu?", {"k": "count", "x": GAN, "r": PRAISE, "y": "Benjamin Netanyahu"}, {"Benny Gantz": GAN, "Netanyahu": "Benjamin Netanyahu"}),
    ("How many times did Kalvitis sit down with Jaundzeikars?", {"k": "count", "x": KAL, "r": MEET, "y": "Dzintars Jaundzeikars"}, {"Kalvitis": KAL, "Jaundzeikars": "Dzintars Jaundzeikars"}),
    ("How many meetings did Messahel have with Catherine Ashton?", {"k": "count", "x": MES, "r": MEET, "y": "Catherine Ashton"}, {"Messahel": MES, "Catherine Ashton": "Catherine Ashton"}),
    ("How many times did Surakiart negotiate with Malaysia?", {"k": "count", "x": SUR, "r": NEG, "y": "Malaysia"}, {"Surakiart": SUR, "Malaysia": "Malaysia"}),
    ("How many times did Borys Tarasyuk meet Elmar Mammadyarov?", {"k": "count", "x": TAR, "r": MEET, "y": "Elmar Mammadyarov"}, {"Borys Tarasyuk": TAR, "Elmar Mammadyarov": "Elmar Mammadyarov"}),
    ("how many times did Klich meet Radoslaw Sikorski", {"k": "count", "x": KLI, "r": MEET, "y": "Radoslaw Sikorski"}, {"Klich": KLI, "Radoslaw Sikorski": "Radoslaw Sikorski"}),
    ("How many times did Messahel appeal to the UN Security Council?", {"k": "count", "x": MES, "r": APPEAL, "y": "UN Security Council"}, {"Messahel": MES, "UN Security Council": "UN Security Council"}),
    ("How many trips to Ireland did Paisley make?", {"k": "count", "x": PAI, "r": V, "y": "Ireland"}, {"Paisley": PAI, "Ireland": "Ireland"}),
    # in the month after / before an event
    ("In the month after Meimarakis last praised Tsipras, who did he appeal to?", {"k": "span", "x": MEI, "r": APPEAL, "a": (MEI, PRAISE, "Alexis Tsipras", "last"), "unit": "month", "after": True}, {"Meimarakis": MEI, "Tsipras": "Alexis Tsipras"}),
    ("Who did Ian Paisley meet in the month after he praised Ireland?", {"k": "span", "x": PAI, "r": MEET, "a": (PAI, PRAISE, "Ireland", "only"), "unit": "month", "after": True}, {"Ian Paisley": PAI, "Ireland": "Ireland"}),
    ("Who negotiated with Shivshankar Menon in the month after his meeting with the Central Intelligence Agency?", {"k": "span", "x": MEN, "r": NEG, "inv": True, "a": (MEN, MEET, "Central Intelligence Agency", "only"), "unit": "month", "after": True}, {"Shivshankar Menon": MEN, "Central Intelligence Agency": "Central Intelligence Agency"}),
    ("In the month before Ilves met Emperor Akihito, who came to meet him?", {"k": "span", "x": ILV, "r": MEET, "inv": True, "a": (ILV, MEET, "Emperor Akihito", "only"), "unit": "month", "after": False}, {"Ilves": ILV, "Emperor Akihito": "Emperor Akihito"}),
    ("Who did Tarasyuk appeal to in the month before he hosted Abdullah Gul?", {"k": "span", "x": TAR, "r": APPEAL, "a": (TAR, H, "Abdullah Gül", "only"), "unit": "month", "after": False}, {"Tarasyuk": TAR, "Abdullah Gul": "Abdullah Gül"}),
    ("Who met Messahel during the month before his trip to Niger?", {"k": "span", "x": MES, "r": MEET, "inv": True, "a": (MES, V, "Niger", "only"), "unit": "month", "after": False}, {"Messahel": MES, "Niger": "Niger"}),
    ("Who held a meeting with Bogdan Klich the month after he visited Iraq?", {"k": "span", "x": KLI, "r": MEET, "inv": True, "a": (KLI, V, "Iraq", "only"), "unit": "month", "after": True}, {"Bogdan Klich": KLI, "Iraq": "Iraq"}),
    ("Who did Matsumoto make a request to in the month after he first praised China?", {"k": "span", "x": MAT, "r": APPEAL, "a": (MAT, PRAISE, "China", "first"), "unit": "month", "after": True}, {"Matsumoto": MAT, "China": "China"}),
    ("In the month after his trip to Angola, who met Cyril Svoboda?", {"k": "span", "x": SVO, "r": MEET, "inv": True, "a": (SVO, V, "Angola", "only"), "unit": "month", "after": True}, {"Cyril Svoboda": SVO, "Angola": "Angola"}),
    ("Who did Roed Larsen speak highly of in the month after his first trip to the Middle East?", {"k": "span", "x": LAR, "r": PRAISE, "a": (LAR, V, "Middle East", "first"), "unit": "month", "after": True}, {"Roed Larsen": LAR, "Middle East": "Middle East"}),
    # who did it to X first / last (whole graph)
    ("Who was the first to negotiate with Tarasyuk?", {"k": "first", "x": TAR, "r": NEG, "inv": True}, {"Tarasyuk": TAR}),
    ("Who was the last person to meet Fawzi Salloukh?", {"k": "last", "x": SAL, "r": MEET, "inv": True}, {"Fawzi Salloukh": SAL}),
    ("Who negotiated with Toomas Hendrik Ilves first?", {"k": "first", "x": ILV, "r": NEG, "inv": True}, {"Toomas Hendrik Ilves": ILV}),
    ("Who was the first to sit down with Surakiart?", {"k": "first", "x": SUR, "r": MEET, "inv": True}, {"Surakiart": SUR}),
    ("Who met Jens Stoltenberg first?", {"k": "first", "x": STO, "r": MEET, "inv": True}, {"Jens Stoltenberg": STO}),
    # more n-th and how many times
    ("When did Karrubi criticise Ahmadinejad for the third time?", {"k": "nth", "x": KAR, "r": CRIT, "y": "Mahmoud Ahmadinejad", "n": 3, "g": "day"}, {"Karrubi": KAR, "Ahmadinejad": "Mahmoud Ahmadinejad"}),
    ("When was Stoltenberg's second meeting with Angela Merkel?", {"k": "nth", "x": STO, "r": MEET, "y": "Angela Merkel", "n": 2, "g": "day"}, {"Stoltenberg": STO, "Angela Merkel": "Angela Merkel"}),
    ("How many times did Stoltenberg meet Barack Obama?", {"k": "count", "x": STO, "r": MEET, "y": "Barack Obama"}, {"Stoltenberg": STO, "Barack Obama": "Barack Obama"}),
    ("How many times did Xu Caihou meet Chen Bingde?", {"k": "count", "x": XU, "r": MEET, "y": "Chen Bingde"}, {"Xu Caihou": XU, "Chen Bingde": "Chen Bingde"}),
    # how many different
    ("How many different countries hosted Noppadon?", {"k": "ndistinct", "x": NOP, "r": H, "inv": True}, {"Noppadon": NOP}),
    ("How many different countries did Borys Tarasyuk travel to?", {"k": "ndistinct", "x": TAR, "r": V}, {"Borys Tarasyuk": TAR}),
    ("How many different hosts did Murli Deora have on his trips?", {"k": "ndistinct", "x": DEO, "r": H, "inv": True}, {"Murli Deora": DEO}),
    ("With how many different partners did Haddad Adel negotiate?", {"k": "ndistinct", "x": HAD, "r": NEG}, {"Haddad Adel": HAD}),
    ("How many different leaders did Thongsing Thammavong meet in 2012?", {"k": "ndistinct", "x": THO, "r": MEET, "p": "2012"}, {"Thongsing Thammavong": THO}),
    ("How many different people did Bogdan Klich meet in 2010?", {"k": "ndistinct", "x": KLI, "r": MEET, "p": "2010"}, {"Bogdan Klich": KLI}),
    ("How many different leaders did Stoltenberg meet in 2009?", {"k": "ndistinct", "x": STO, "r": MEET, "p": "2009"}, {"Stoltenberg": STO}),
    # most often
    ("Which country hosted Fawzi Salloukh most often?", {"k": "most", "x": SAL, "r": H, "inv": True}, {"Fawzi Salloukh": SAL}),
    ("Who did Salloukh meet most often in 2006?", {"k": "most", "x": SAL, "r": MEET, "p": "2006"}, {"Salloukh": SAL}),
    ("Who did Meimarakis accuse most often?", {"k": "most", "x": MEI, "r": ACC}, {"Meimarakis": MEI}),
    ("In 2006, who did Salloukh appeal to the most?", {"k": "most", "x": SAL, "r": APPEAL, "p": "2006"}, {"Salloukh": SAL}),
    ("Who has Evangelos Meimarakis criticised the most?", {"k": "most", "x": MEI, "r": CRIT}, {"Evangelos Meimarakis": MEI}),
    ("Who hosted Meimarakis more often than anyone else?", {"k": "most", "x": MEI, "r": H, "inv": True}, {"Meimarakis": MEI}),
    # which year the most
    ("Which year saw the most meetings with Noppadon Pattama?", {"k": "year_most", "x": NOP, "r": MEET, "inv": True}, {"Noppadon Pattama": NOP}),
    ("Which year had the most negotiations involving Ilves?", {"k": "year_most", "x": ILV, "r": NEG, "inv": True}, {"Ilves": ILV}),
    ("In what year did Kalvitis make the most appeals?", {"k": "year_most", "x": KAL, "r": APPEAL}, {"Kalvitis": KAL}),
    ("Which year did Aigars Kalvitis travel the most?", {"k": "year_most", "x": KAL, "r": V}, {"Aigars Kalvitis": KAL}),
    ("Which year did Jens Stoltenberg hold the most meetings?", {"k": "year_most", "x": STO, "r": MEET}, {"Jens Stoltenberg": STO}),
    # yes / no
    ("Did Menon meet A.K. Antony in 2009?", {"k": "yesno", "x": MEN, "r": MEET, "y": "A.K. Antony", "p": "2009"}, {"Menon": MEN, "A.K. Antony": "A.K. Antony"}),
    ("Did Terje Roed Larsen meet Salloukh in 2010?", {"k": "yesno", "x": LAR, "r": MEET, "y": SAL, "p": "2010"}, {"Terje Roed Larsen": LAR, "Salloukh": SAL}),
    ("Did Haddad Adel meet Ahmadinejad in 2006?", {"k": "yesno", "x": HAD, "r": MEET, "y": "Mahmoud Ahmadinejad", "p": "2006"}, {"Haddad Adel": HAD, "Ahmadinejad": "Mahmoud Ahmadinejad"}),
    ("Did Bogdan Klich sit down with Guttenberg in 2008?", {"k": "yesno", "x": KLI, "r": MEET, "y": "Karl-Theodor zu Guttenberg", "p": "2008"}, {"Bogdan Klich": KLI, "Guttenberg": "Karl-Theodor zu Guttenberg"}),
    ("Was Tarasyuk in Portugal at any point in 2006?", {"k": "yesno", "x": TAR, "r": V, "y": "Portugal", "p": "2006"}, {"Tarasyuk": TAR, "Portugal": "Portugal"}),
    ("Did Murli Deora meet Wen Jiabao in 2006?", {"k": "yesno", "x": DEO, "r": MEET, "y": "Wen Jiabao", "p": "2006"}, {"Murli Deora": DEO, "Wen Jiabao": "Wen Jiabao"}),
    ("Did Lawrence Cannon have any praise for Netanyahu in 2010?", {"k": "yesno", "x": CAN, "r": PRAISE, "y": "Benjamin Netanyahu", "p": "2010"}, {"Lawrence Cannon": CAN, "Netanyahu": "Benjamin Netanyahu"}),
    ("Did Karrubi make any appeal to Iran in 2009?", {"k": "yesno", "x": KAR, "r": APPEAL, "y": "Iran", "p": "2009"}, {"Karrubi": KAR, "Iran": "Iran"}),
    # days between two events
    ("How many days after his first trip to China did Matsumoto praise John Baird?", {"k": "between", "a": (MAT, V, "China", "first"), "b": (MAT, PRAISE, "John Baird", "only"), "dir": "after"}, {"Matsumoto": MAT, "China": "China", "John Baird": "John Baird"}),
    ("How many days passed between Paisley praising Northern Ireland and his first visit to Bertie Ahern?", {"k": "between", "a": (PAI, PRAISE, "Northern Ireland", "only"), "b": (PAI, V, "Bertie Ahern", "first")}, {"Paisley": PAI, "Northern Ireland": "Northern Ireland", "Bertie Ahern": "Bertie Ahern"}),
    ("How many days were there between Menon's meeting with Wen Jiabao and his first negotiation with Richard Boucher?", {"k": "between", "a": (MEN, MEET, "Wen Jiabao", "only"), "b": (MEN, NEG, "Richard Boucher", "first")}, {"Menon": MEN, "Wen Jiabao": "Wen Jiabao", "Richard Boucher": "Richard Boucher"}),
    ("How many days lie between Stoltenberg's negotiations with Johannis and his first meeting with Prachanda?", {"k": "between", "a": (STO, NEG, "Klaus Johannis", "only"), "b": (STO, MEET, "Prachanda", "first")}, {"Stoltenberg": STO, "Johannis": "Klaus Johannis", "Prachanda": "Prachanda"}),
    ("How many days before hosting Abdullah Gul did Cyril Svoboda go to Guatemala?", {"k": "between", "a": (SVO, H, "Abdullah Gül", "only"), "b": (SVO, V, "Guatemala", "only"), "dir": "before"}, {"Cyril Svoboda": SVO, "Abdullah Gul": "Abdullah Gül", "Guatemala": "Guatemala"}),
    ("How many days were there between Messahel's trip to Niger and his trip to Mauritania?", {"k": "between", "a": (MES, V, "Niger", "only"), "b": (MES, V, "Mauritania", "only")}, {"Messahel": MES, "Niger": "Niger", "Mauritania": "Mauritania"}),
    ("How many days separate Ilves signing an agreement with Valdas Adamkus and his meeting with Francis Fukuyama?", {"k": "between", "a": (ILV, SIGN, "Valdas Adamkus", "only"), "b": (ILV, MEET, "Francis Fukuyama", "only")}, {"Ilves": ILV, "Valdas Adamkus": "Valdas Adamkus", "Francis Fukuyama": "Francis Fukuyama"}),
    ("How many days after meeting the Higher Shiite Council did Roed Larsen praise Nabih Berri?", {"k": "between", "a": (LAR, PRAISE, "Nabih Berri", "only"), "b": (LAR, MEET, "Higher Shiite Council", "only"), "dir": "before"}, {"Roed Larsen": LAR, "Nabih Berri": "Nabih Berri", "Higher Shiite Council": "Higher Shiite Council"}),
]

M_NOANSWER = [
    ("Who did Stoltenberg phone in 2017?", {"k": "who", "x": STO, "r": PHONE, "p": "2017"}, {"Stoltenberg": STO}),
    ("When did Ian Paisley first visit China?", {"k": "when_first", "x": PAI, "r": V, "y": "China", "g": "day"}, {"Ian Paisley": PAI, "China": "China"}),
    ("Who did Benny Gantz criticise in 2006?", {"k": "who", "x": GAN, "r": CRIT, "p": "2006"}, {"Benny Gantz": GAN}),
    ("When did Kalvitis sign an agreement with Japan?", {"k": "when_first", "x": KAL, "r": SIGN, "y": "Japan", "g": "day"}, {"Kalvitis": KAL, "Japan": "Japan"}),
    ("Who did Menon phone in 2018?", {"k": "who", "x": MEN, "r": PHONE, "p": "2018"}, {"Menon": MEN}),
    ("Who was the first person Klich threatened?", {"k": "first", "x": KLI, "r": THREAT}, {"Klich": KLI}),
]

PF, MAR, PRIZE = "playsFor", "isMarriedTo", "hasWonPrize"

Y_QUESTIONS = [
    # where born / died, birth year
    ("Where was Alec Jeffreys born?", {"k": "born_where", "x": "Alec Jeffreys"}, {"Alec Jeffreys": "Alec Jeffreys"}),
    ("Where is Leo Housakos from? Which city was he born in?", {"k": "born_where", "x": "Leo Housakos"}, {"Leo Housakos": "Leo Housakos"}),
    ("What was Allan Forrest's birthplace?", {"k": "born_where", "x": "Allan Forrest"}, {"Allan Forrest": "Allan Forrest"}),
    ("Which city was Jeffrey C. Hall born in?", {"k": "born_where", "x": "Jeffrey C. Hall"}, {"Jeffrey C. Hall": "Jeffrey C. Hall"}),
    ("Where was Kasper Schmeichel born?", {"k": "born_where", "x": "Kasper Schmeichel"}, {"Kasper Schmeichel": "Kasper Schmeichel"}),
    ("Where did Adriana Caselotti die?", {"k": "died_where", "x": "Adriana Caselotti"}, {"Adriana Caselotti": "Adriana Caselotti"}),
    ("In which city did Ketti Frings pass away?", {"k": "died_where", "x": "Ketti Frings"}, {"Ketti Frings": "Ketti Frings"}),
    ("Where did Man Sai-cheong die?", {"k": "died_where", "x": "Man Sai-cheong"}, {"Man Sai-cheong": "Man Sai-cheong"}),
    ("Where did Seamus Heaney die?", {"k": "died_where", "x": "Seamus Heaney"}, {"Seamus Heaney": "Seamus Heaney"}),
    ("What year was Whit Stillman born?", {"k": "born_year", "x": "Whit Stillman"}, {"Whit Stillman": "Whit Stillman"}),
    ("In which year was Manning Clark born?", {"k": "born_year", "x": "Manning Clark"}, {"Manning Clark": "Manning Clark"}),
    ("Birth year of Andrey Chernyshov?", {"k": "born_year", "x": "Andrey Chernyshov"}, {"Andrey Chernyshov": "Andrey Chernyshov"}),
    ("What year was Miguel Lopes born?", {"k": "born_year", "x": "Miguel Lopes"}, {"Miguel Lopes": "Miguel Lopes"}),
    # marriage
    ("How many different spouses did Franchot Tone have?", {"k": "count", "x": "Franchot Tone", "r": MAR}, {"Franchot Tone": "Franchot Tone"}),
    ("In which year did Beth Howland marry Charles Kimbrough?", {"k": "start_year", "x": "Beth Howland", "r": MAR, "y": "Charles Kimbrough"}, {"Beth Howland": "Beth Howland", "Charles Kimbrough": "Charles Kimbrough"}),
    ("What year did Marc Connelly and Madeline Hurlock get married?", {"k": "start_year", "x": "Marc Connelly", "r": MAR, "y": "Madeline Hurlock"}, {"Marc Connelly": "Marc Connelly", "Madeline Hurlock": "Madeline Hurlock"}),
    ("How long was Ralph Forbes married to Ruth Chatterton?", {"k": "how_long", "x": "Ralph Forbes", "r": MAR, "y": "Ruth Chatterton"}, {"Ralph Forbes": "Ralph Forbes", "Ruth Chatterton": "Ruth Chatterton"}),
    ("For how many years were Jo Ann Emerson and Bill Emerson married?", {"k": "how_long", "x": "Jo Ann Emerson", "r": MAR, "y": "Bill Emerson"}, {"Jo Ann Emerson": "Jo Ann Emerson", "Bill Emerson": "Bill Emerson"}),
    ("How many years were Andrei Sakharov and Yelena Bonner married?", {"k": "how_long", "x": "Andrei Sakharov", "r": MAR, "y": "Yelena Bonner"}, {"Andrei Sakharov": "Andrei Sakharov", "Yelena Bonner": "Yelena Bonner"}),
    ("How long did Jean Wallace's marriage to Franchot Tone last?", {"k": "how_long", "x": "Jean Wallace", "r": MAR, "y": "Franchot Tone"}, {"Jean Wallace": "Jean Wallace", "Franchot Tone": "Franchot Tone"}),
    ("Who was Suzanne Cloutier married to in 1962?", {"k": "in_year", "x": "Suzanne Cloutier", "r": MAR, "year": 1962}, {"Suzanne Cloutier": "Suzanne Cloutier"}),
    ("Who was Ken Russell's wife in 1995?", {"k": "in_year", "x": "Ken Russell", "r": MAR, "year": 1995}, {"Ken Russell": "Ken Russell"}),
    ("Who was Ben Piazza married to in 1973?", {"k": "in_year", "x": "Ben Piazza", "r": MAR, "year": 1973}, {"Ben Piazza": "Ben Piazza"}),
    # club in a year
    ("Which club did Drago Gabric play for in 2006?", {"k": "in_year", "x": "Drago Gabrić", "r": PF, "year": 2006}, {"Drago Gabric": "Drago Gabrić"}),
    ("What team was Joe O'Cearuill with in 2004?", {"k": "in_year", "x": "Joe O'Cearuill", "r": PF, "year": 2004}, {"Joe O'Cearuill": "Joe O'Cearuill"}),
    ("Who was Joan Simun Edmundsson playing for in 2011?", {"k": "in_year", "x": "Jóan Símun Edmundsson", "r": PF, "year": 2011}, {"Joan Simun Edmundsson": "Jóan Símun Edmundsson"}),
    ("Which side did Giovani dos Santos play for in 2006?", {"k": "in_year", "x": "Giovani dos Santos", "r": PF, "year": 2006}, {"Giovani dos Santos": "Giovani dos Santos"}),
    ("In 1996, which club did Issey Nakajima-Farran play for?", {"k": "in_year", "x": "Issey Nakajima-Farran", "r": PF, "year": 1996}, {"Issey Nakajima-Farran": "Issey Nakajima-Farran"}),
    # first / last / second club
    ("What was Alex Rodman's first club?", {"k": "first", "x": "Alex Rodman", "r": PF}, {"Alex Rodman": "Alex Rodman"}),
    ("Which club did Diogo Viana start his career at?", {"k": "first", "x": "Diogo Viana", "r": PF}, {"Diogo Viana": "Diogo Viana"}),
    ("Where did Pavel Plaskonny play first?", {"k": "first", "x": "Pavel Plaskonny", "r": PF}, {"Pavel Plaskonny": "Pavel Plaskonny"}),
    ("What was the last club Josh Dawkin joined?", {"k": "last", "x": "Josh Dawkin", "r": PF}, {"Josh Dawkin": "Josh Dawkin"}),
    ("Which club did Miquel Soler join last?", {"k": "last", "x": "Miquel Soler", "r": PF}, {"Miquel Soler": "Miquel Soler"}),
    ("Ufukhan Bayraktar's most recent club?", {"k": "last", "x": "Ufukhan Bayraktar", "r": PF}, {"Ufukhan Bayraktar": "Ufukhan Bayraktar"}),
    ("What was Mathias Ranegie's second club?", {"k": "nth", "x": "Mathias Ranégie", "r": PF, "n": 2}, {"Mathias Ranegie": "Mathias Ranégie"}),
    ("Which was the second club Craig Dobson played for?", {"k": "nth", "x": "Craig Dobson", "r": PF, "n": 2}, {"Craig Dobson": "Craig Dobson"}),
    ("Ariza Makukula's second club - which one was it?", {"k": "nth", "x": "Ariza Makukula", "r": PF, "n": 2}, {"Ariza Makukula": "Ariza Makukula"}),
    # next club after leaving one
    ("Where did Mat Sadler go after leaving Northampton?", {"k": "after_leaving", "x": "Mat Sadler", "r": PF, "y": "Northampton Town F.C."}, {"Mat Sadler": "Mat Sadler", "Northampton": "Northampton Town F.C."}),
    ("Which club did Jesus Cabrero join after Albacete Balompie?", {"k": "after_leaving", "x": "Jesús Cabrero", "r": PF, "y": "Albacete Balompié"}, {"Jesus Cabrero": "Jesús Cabrero", "Albacete Balompie": "Albacete Balompié"}),
    ("After leaving Brentford, which club did Ibrahima Sonko move to?", {"k": "after_leaving", "x": "Ibrahima Sonko", "r": PF, "y": "Brentford F.C."}, {"Ibrahima Sonko": "Ibrahima Sonko", "Brentford": "Brentford F.C."}),
    ("Where did Roman Bednar play after FBK Kaunas?", {"k": "after_leaving", "x": "Roman Bednář", "r": PF, "y": "FBK Kaunas"}, {"Roman Bednar": "Roman Bednář", "FBK Kaunas": "FBK Kaunas"}),
    ("Which club did Ronnie Ekelund join when he left Southampton F.C.?", {"k": "after_leaving", "x": "Ronnie Ekelund", "r": PF, "y": "Southampton F.C."}, {"Ronnie Ekelund": "Ronnie Ekelund", "Southampton F.C.": "Southampton F.C."}),
    # how long at a club
    ("How many years did Marc Bernaus spend at Barcelona C?", {"k": "how_long", "x": "Marc Bernaus", "r": PF, "y": "FC Barcelona C"}, {"Marc Bernaus": "Marc Bernaus", "Barcelona C": "FC Barcelona C"}),
    ("How long did Josue Pesqueira play for Bursaspor?", {"k": "how_long", "x": "Josué Pesqueira", "r": PF, "y": "Bursaspor"}, {"Josue Pesqueira": "Josué Pesqueira", "Bursaspor": "Bursaspor"}),
    ("How long was Matt Mills at Doncaster?", {"k": "how_long", "x": "Matt Mills", "r": PF, "y": "Doncaster Rovers F.C."}, {"Matt Mills": "Matt Mills", "Doncaster": "Doncaster Rovers F.C."}),
    ("For how many years was Ismael Santiago at Granada?", {"k": "how_long", "x": "Ismael Santiago", "r": PF, "y": "Granada CF"}, {"Ismael Santiago": "Ismael Santiago", "Granada": "Granada CF"}),
    ("How long did Carolyn Sherif work at Pennsylvania State University?", {"k": "how_long", "x": "Carolyn Sherif", "r": "worksAt", "y": "Pennsylvania State University"}, {"Carolyn Sherif": "Carolyn Sherif", "Pennsylvania State University": "Pennsylvania State University"}),
    # longest, how many clubs
    ("Which club did Tomislav Busic play for the longest?", {"k": "longest", "x": "Tomislav Bušić", "r": PF}, {"Tomislav Busic": "Tomislav Bušić"}),
    ("Where did Andriy Shevchenko spend the most years as a player?", {"k": "longest", "x": "Andriy Shevchenko", "r": PF}, {"Andriy Shevchenko": "Andriy Shevchenko"}),
    ("How many clubs has Edgar Mendez played for?", {"k": "count", "x": "Édgar Méndez", "r": PF}, {"Edgar Mendez": "Édgar Méndez"}),
    ("How many different clubs did Murat Salar play for?", {"k": "count", "x": "Murat Salar", "r": PF}, {"Murat Salar": "Murat Salar"}),
    ("How many teams has Andre Bikey been with?", {"k": "count", "x": "André Bikey", "r": PF}, {"Andre Bikey": "André Bikey"}),
    # joined / left
    ("What year did Ciaran Toner join Peterborough?", {"k": "start_year", "x": "Ciarán Toner", "r": PF, "y": "Peterborough United F.C."}, {"Ciaran Toner": "Ciarán Toner", "Peterborough": "Peterborough United F.C."}),
    ("In what year did Sebino Plaku sign for Partizani Tirana?", {"k": "start_year", "x": "Sebino Plaku", "r": PF, "y": "FK Partizani Tirana"}, {"Sebino Plaku": "Sebino Plaku", "Partizani Tirana": "FK Partizani Tirana"}),
    ("In which year did Francisco Borrego leave Sevilla Atletico?", {"k": "end_year", "x": "Francisco Borrego", "r": PF, "y": "Sevilla Atlético"}, {"Francisco Borrego": "Francisco Borrego", "Sevilla Atletico": "Sevilla Atlético"}),
    ("What year did Jordan Spence leave Bristol City?", {"k": "end_year", "x": "Jordan Spence", "r": PF, "y": "Bristol City F.C."}, {"Jordan Spence": "Jordan Spence", "Bristol City": "Bristol City F.C."}),
    # prizes
    ("Which prize did W. V. D. Hodge win in 1936?", {"k": "start_in", "x": "W. V. D. Hodge", "r": PRIZE, "year": 1936}, {"W. V. D. Hodge": "W. V. D. Hodge"}),
    ("What award did Horace Lamb receive in 1911?", {"k": "start_in", "x": "Horace Lamb", "r": PRIZE, "year": 1911}, {"Horace Lamb": "Horace Lamb"}),
    ("What did Yuan Chang win in 2003?", {"k": "start_in", "x": "Yuan Chang", "r": PRIZE, "year": 2003}, {"Yuan Chang": "Yuan Chang"}),
    ("What was the first award Rudolph Marcus won?", {"k": "first", "x": "Rudolph A. Marcus", "r": PRIZE}, {"Rudolph Marcus": "Rudolph A. Marcus"}),
    ("Which prize did Joseph Felsenstein win first?", {"k": "first", "x": "Joseph Felsenstein", "r": PRIZE}, {"Joseph Felsenstein": "Joseph Felsenstein"}),
    ("Ilkka Hanski's first prize?", {"k": "first", "x": "Ilkka Hanski", "r": PRIZE}, {"Ilkka Hanski": "Ilkka Hanski"}),
    ("How many prizes did Vening Meinesz win?", {"k": "count", "x": "Felix Andries Vening Meinesz", "r": PRIZE}, {"Vening Meinesz": "Felix Andries Vening Meinesz"}),
    ("How many awards did Joshua Lederberg receive?", {"k": "count", "x": "Joshua Lederberg", "r": PRIZE}, {"Joshua Lederberg": "Joshua Lederberg"}),
    ("How many years after he was born did Yoichiro Nambu win the Dannie Heineman Prize for Mathematical Physics?", {"k": "years_between", "x": "Yoichiro Nambu", "r": PRIZE, "y": "Dannie Heineman Prize for Mathematical Physics"}, {"Yoichiro Nambu": "Yoichiro Nambu", "Dannie Heineman Prize for Mathematical Physics": "Dannie Heineman Prize for Mathematical Physics"}),
    ("How many years after his birth did Louis Brus get the Irving Langmuir Award?", {"k": "years_between", "x": "Louis E. Brus", "r": PRIZE, "y": "Irving Langmuir Award"}, {"Louis Brus": "Louis E. Brus", "Irving Langmuir Award": "Irving Langmuir Award"}),
    ("How many years passed between Rudolf Kompfner's birth and his Stuart Ballantine Medal?", {"k": "years_between", "x": "Rudolf Kompfner", "r": PRIZE, "y": "Stuart Ballantine Medal"}, {"Rudolf Kompfner": "Rudolf Kompfner", "Stuart Ballantine Medal": "Stuart Ballantine Medal"}),
    # yes / no
    ("Did Lucas Trecarichi play for Leganes in 2006?", {"k": "yesno_year", "x": "Lucas Trecarichi", "r": PF, "year": 2006, "y": "CD Leganés"}, {"Lucas Trecarichi": "Lucas Trecarichi", "Leganes": "CD Leganés"}),
    ("Was Cicero Semedo on the books at S.C. Braga in 2006?", {"k": "yesno_year", "x": "Cícero Semedo", "r": PF, "year": 2006, "y": "S.C. Braga"}, {"Cicero Semedo": "Cícero Semedo", "S.C. Braga": "S.C. Braga"}),
    ("Was Lee Keun-ho at Incheon United in 2005?", {"k": "yesno_year", "x": "Lee Keun-ho", "r": PF, "year": 2005, "y": "Incheon United FC"}, {"Lee Keun-ho": "Lee Keun-ho", "Incheon United": "Incheon United FC"}),
    ("Did Miguel Angel Luque play for RCD Espanyol in 2006?", {"k": "yesno_year", "x": "Miguel Ángel Luque", "r": PF, "year": 2006, "y": "RCD Espanyol"}, {"Miguel Angel Luque": "Miguel Ángel Luque", "RCD Espanyol": "RCD Espanyol"}),
    ("Who was Katharine Ross married to in 1971?", {"k": "in_year", "x": "Katharine Ross", "r": MAR, "year": 1971}, {"Katharine Ross": "Katharine Ross"}),
    ("What was the last prize Bryan Webber won?", {"k": "last", "x": "Bryan Webber", "r": PRIZE}, {"Bryan Webber": "Bryan Webber"}),
    ("Where did Angelika Amon work in 1996?", {"k": "in_year", "x": "Angelika Amon", "r": "worksAt", "year": 1996}, {"Angelika Amon": "Angelika Amon"}),
    # work and party in a year
    ("Where was Sara Seager working in 2004?", {"k": "in_year", "x": "Sara Seager", "r": "worksAt", "year": 2004}, {"Sara Seager": "Sara Seager"}),
    ("Which party did Astro de Ogum belong to in 1989?", {"k": "in_year", "x": "Astro de Ogum", "r": "isAffiliatedTo", "year": 1989}, {"Astro de Ogum": "Astro de Ogum"}),
]

Y_NOANSWER = [
    ("Where did Whit Stillman die?", {"k": "died_where", "x": "Whit Stillman"}, {"Whit Stillman": "Whit Stillman"}),
    ("Who is Alec Jeffreys married to?", {"k": "partners", "x": "Alec Jeffreys", "r": MAR}, {"Alec Jeffreys": "Alec Jeffreys"}),
    ("Which prize did Horace Lamb win in 1920?", {"k": "start_in", "x": "Horace Lamb", "r": PRIZE, "year": 1920}, {"Horace Lamb": "Horace Lamb"}),
    ("Which club did Kasper Schmeichel join in 1980?", {"k": "start_in", "x": "Kasper Schmeichel", "r": PF, "year": 1980}, {"Kasper Schmeichel": "Kasper Schmeichel"}),
]


# ----------------------------------------------------------------------------------------------------------------
# checks and writer

ALIASES = {}  # typed short forms not derivable from the name (none used)


def fail(msg):
    raise SystemExit(f"CHECK FAILED: {msg}")


def named(m):
    """(entity, context) pairs a meaning names. context: None = any entity, else a YAGO relation whose tails."""
    out = []
    if "x" in m:
        out.append((m["x"], None))
    if "y" in m:
        ctx = m.get("r") if m.get("r") in ("playsFor", "hasWonPrize", "isAffiliatedTo", "worksAt") else None
        out.append((m["y"], ctx))
    for key in ("a", "b"):
        if key in m:
            out.append((m[key][0], None))
            out.append((m[key][2], None))
    return out


def check_names(text, m, typed, universe, rel_tails):
    ents = dict.fromkeys(e for e, c in named(m))
    if set(typed.values()) != set(ents):
        fail(f"typed forms do not cover the named entities: {text} {sorted(ents)} {typed}")
    for t, e in typed.items():
        if e not in universe:
            fail(f"unknown entity {e!r}")
        if not in_text(t, text):
            fail(f"typed form {t!r} not in {text!r}")
        if words(t) == words(e):
            continue
        ctxs = {c for e2, c in named(m) if e2 == e}
        if len(ctxs) != 1:
            fail(f"entity named in two roles: {e}")
        ctx = ctxs.pop()
        pool = rel_tails[ctx] if ctx else universe
        others = [o for o in pool if o != e and fits(t, o)]
        if not fits(t, e) or others:
            fail(f"typed form {t!r} for {e!r} fits {others[:5]}")


def build(data):
    g = MTQ(f"{data}/multitq/full.txt.gz")
    y = YAGO(f"{data}/yago11k")
    munis, yunis = set(g.entities), set(y.entities)
    mrows, yrows = [], []
    for lst, noans, rows, graph in ((M_QUESTIONS, M_NOANSWER, mrows, "M"), (Y_QUESTIONS, Y_NOANSWER, yrows, "Y")):
        for group, expect_empty in ((lst, False), (noans, True)):
            for text, m, typed in group:
                try:
                    if graph == "M":
                        a = m_check(g, m)
                        check_names(text, m, typed, munis, {})
                        if m["r"] if "r" in m else None:
                            if m["r"] not in g.relations:
                                fail(f"unknown relation {m['r']}")
                        if m.get("p") and m["p"][:4] not in text:
                            fail(f"year of the period not in the text: {text}")
                    else:
                        a = y_check(y, m)
                        check_names(text, m, typed, yunis, y.rel_tails)
                        for e, c in named(m):
                            if e in y.tainted:
                                fail(f"entity of a skipped line named: {e}")
                        if "year" in m and str(m["year"]) not in text:
                            fail(f"year not in the text: {text}")
                except Invalid as exc:
                    fail(f"{text}: {exc}")
                if expect_empty != (a == []):
                    fail(f"answers {'not ' if expect_empty else ''}empty: {text} {a}")
                if a != sorted(set(a)):
                    fail(f"answers not sorted / unique: {text}")
                rows.append({"kind": (graph, m["k"], expect_empty), "question": text, "answers": a, "meaning": m})
    return mrows, yrows


def halves_of(rows):
    """Each kind (graph, kind, no-answer) alternates between the halves, starting with the half that has fewer
    questions of that graph so far; kinds are taken in their order in the lists."""
    kinds = defaultdict(list)
    for r in rows:
        yn = (r["answers"][0],) if r["meaning"]["k"].startswith("yesno") else ()
        kinds[r["kind"] + yn].append(r)
    dev, test = [], []
    for k in sorted(kinds, key=lambda k: (k[2], k[1])):
        for r in kinds[k]:
            (dev if len(dev) <= len(test) else test).append(r)
    return dev, test


def mix(rows):
    """Spread the kinds along a half: round robin over the kinds, in the order they first appear."""
    kinds = defaultdict(list)
    for r in rows:
        kinds[r["kind"]].append(r)
    out = []
    queues = [kinds[k] for k in sorted(kinds, key=lambda k: (k[2], k[1]))]
    while any(queues):
        for q in queues:
            if q:
                out.append(q.pop(0))
    return out


def split_rows(mrows, yrows):
    """dev at the even positions, test at the odd ones; MultiTQ and YAGO interleaved 3 : 2 in each half."""
    mdev, mtest = halves_of(mrows)
    ydev, ytest = halves_of(yrows)
    dev = interleave(mix(mdev), mix(ydev))
    test = interleave(mix(mtest), mix(ytest))
    if len(dev) != len(test):
        fail("halves differ in size")
    return [r for pair in zip(dev, test) for r in pair]


def spread(items, noans):
    """Put the 'no answer' questions evenly among the others."""
    out = list(items)
    step = len(out) // (len(noans) + 1)
    for i, q in enumerate(noans):
        out.insert(step * (i + 1) + i, q)
    return out


def interleave(a, b):
    """a and b merged in proportion (3 : 2 for 120 : 80), keeping each list's order."""
    out, i, j = [], 0, 0
    while i < len(a) or j < len(b):
        if j >= len(b) or (i < len(a) and i * len(b) <= j * len(a)):
            out.append(a[i])
            i += 1
        else:
            out.append(b[j])
            j += 1
    return out


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    data = argv[1] if len(argv) > 1 and not argv[1].startswith("-") else os.path.join(here, "../../../shared/data")
    mrows, yrows = build(data)
    mq = [r for r in mrows if not r["kind"][2]]
    mn = [r for r in mrows if r["kind"][2]]
    yq = [r for r in yrows if not r["kind"][2]]
    yn = [r for r in yrows if r["kind"][2]]
    rows = split_rows(mrows, yrows)
    texts = [" ".join(words(r["question"])) for r in rows]
    if len(set(texts)) != len(texts):
        fail("duplicate question")
    keys = [repr(sorted((k, str(v)) for k, v in r["meaning"].items())) for r in rows]
    if len(set(keys)) != len(keys):
        fail("duplicate meaning")
    if (len(mrows), len(yrows)) != (120, 80):
        fail(f"expected 120 MultiTQ and 80 YAGO questions, got {len(mrows)} and {len(yrows)}")
    out = [{"id": f"p7-{i + 1:04d}", "question": r["question"], "answers": r["answers"]} for i, r in enumerate(rows)]
    halves = {"dev": out[0::2], "test": out[1::2]}
    counts = defaultdict(lambda: [0, 0])
    for i, r in enumerate(rows):
        counts[r["kind"]][i % 2] += 1
    for k in sorted(counts, key=str):
        print(f"{k[0]} {k[1] + (' (no answer)' if k[2] else ''):<28} {sum(counts[k]):>3}  dev {counts[k][0]} / test {counts[k][1]}")
    for name, half in halves.items():
        with open(os.path.join(here, f"people7-{name}.json"), "w", encoding="utf-8") as f:
            json.dump(half, f, ensure_ascii=False, indent=1)
            f.write("\n")
    print(f"wrote {len(halves['dev'])} dev and {len(halves['test'])} test questions")


if __name__ == "__main__":
    main(sys.argv)
