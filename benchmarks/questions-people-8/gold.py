#!/usr/bin/env python3
"""questions-people-8: gold answers for 200 temporal questions in ordinary people's wording.

Usage: python3 gold.py [path/to/shared/data]      (default: ../../../shared/data)

Standard library only. Reads MultiTQ's kg/full.txt (multitq/full.txt.gz) and YAGO11k
(yago11k/{train,valid,test}.txt.gz), computes every answer from the raw files, runs the checks
described in README.md and, if all pass, rewrites people8-dev.json and people8-test.json.
"""
import collections
import csv
import datetime
import gzip
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))


def data_dir():
    if len(sys.argv) > 1:
        return sys.argv[1]
    return os.path.join(HERE, "..", "..", "..", "shared", "data")


# --------------------------------------------------------------------------------------------
# text helpers


SPECIAL = str.maketrans({"ı": "i", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss"})


def fold(s):
    s = unicodedata.normalize("NFKD", s.translate(SPECIAL))
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.lower().replace("\u2019", "'")
    s = s.replace("'s ", " ").replace("'s?", "?").replace("'s,", ",")
    if s.endswith("'s"):
        s = s[:-2]
    return s


def words(s):
    return re.findall(r"[a-z0-9]+", fold(s))


def name_words(entity):
    e = re.sub(r"\s*\([^()]*\)\s*$", "", entity)  # a trailing parenthetical is ignored
    return words(e)


def fits(typed, entity):
    """typed words occur in order among the entity's words"""
    tw, ew = words(typed), name_words(entity)
    i = 0
    for w in ew:
        if i < len(tw) and w == tw[i]:
            i += 1
    return i == len(tw)


def contains_words(text, typed):
    tw, xw = words(typed), words(text)
    n = len(tw)
    return any(xw[i:i + n] == tw for i in range(len(xw) - n + 1))


# --------------------------------------------------------------------------------------------
# MultiTQ


V, H, C, N, P, S = ("Make a visit", "Host a visit", "Consult", "Engage in negotiation",
                    "Discuss by telephone", "Sign formal agreement")
K, PR, A, AP, T = ("Criticize or denounce", "Praise or endorse", "Accuse", "Make an appeal or request",
                   "Threaten")
M3 = "Meet at a 'third' location"
SYMMETRIC = {C, N, P, S}


class MKG:
    def __init__(self, path):
        self.out = collections.defaultdict(lambda: collections.defaultdict(set))  # (h,r) -> t -> days
        self.inn = collections.defaultdict(lambda: collections.defaultdict(set))  # (t,r) -> h -> days
        self.entities = set()
        self.relations = set()
        self.nfacts = 0
        with gzip.open(path, "rt", encoding="utf-8", newline="") as f:
            for row in csv.reader(f, delimiter="\t"):
                h, r, t, d = row[0].replace("_", " "), row[1].replace("_", " "), row[2].replace("_", " "), row[3]
                self.nfacts += 1
                self.entities.add(h)
                self.entities.add(t)
                self.relations.add(r)
                if h == t:
                    continue  # self-loops are ignored
                day = datetime.date.fromisoformat(d)
                self.out[(h, r)][t].add(day)
                self.inn[(t, r)][h].add(day)

    def pairs(self, x, rel, dr, wide):
        """partner -> set of days. dr 'out': x is head; 'in': x is tail."""
        res = collections.defaultdict(set)

        def add(m):
            for k, v in m.items():
                res[k] |= v
        add((self.out if dr == "out" else self.inn).get((x, rel), {}))
        if wide:
            if rel == V:  # X visited Y  ==  Y hosted X
                add((self.inn if dr == "out" else self.out).get((x, H), {}))
            elif rel == H:
                add((self.inn if dr == "out" else self.out).get((x, V), {}))
            elif rel in SYMMETRIC:
                add((self.inn if dr == "out" else self.out).get((x, rel), {}))
                if rel == C:
                    add(self.out.get((x, M3), {}))
                    add(self.inn.get((x, M3), {}))
        return res


def in_period(day, period):
    if period is None:
        return True
    if len(period) == 1:
        return day.year == period[0]
    return (day.year, day.month) == tuple(period)


def occasions(days, gap=3):
    """days at most `gap` days apart from the previous report are one occasion; returns first days"""
    occ = []
    last = None
    for d in sorted(days):
        if last is None or (d - last).days > gap:
            occ.append(d)
        last = d
    return occ


def fmt(day, gran):
    if gran == "day":
        return day.isoformat()
    if gran == "month":
        return day.isoformat()[:7]
    return str(day.year)


def month_shift(day, k):
    y, m = day.year, day.month + k
    while m > 12:
        y, m = y + 1, m - 12
    while m < 1:
        y, m = y - 1, m + 12
    return y, m


class Refuse(Exception):
    pass


def m_readings():
    for wide in (False, True):
        for occ in (0, 3, 7):
            for span in (0, 1, 2):
                yield {"wide": wide, "occ": occ, "span": span}


def m_anchor(kg, a, rd):
    """a = (X, rel, dir, Y, which, period): the anchor day"""
    x, rel, dr, y, which, period = a
    days = sorted(d for d in kg.pairs(x, rel, dr, rd["wide"]).get(y, ()) if in_period(d, period))
    if not days:
        raise Refuse("anchor has no day: %r" % (a,))
    if which == "only":
        if len(days) != 1:
            raise Refuse("anchor not on a single day: %r %s" % (a, days))
        return days[0]
    if which == "first":
        return days[0]
    if which == "last":
        return days[-1]
    raise ValueError(which)


def m_eval(kg, q, rd):
    k = q[0]
    wide = rd["wide"]
    if k in ("who", "first", "last", "ndistinct", "most", "year_most", "nth_partner"):
        _, x, rel, dr, period = q[:5]
        pr = {p: {d for d in ds if in_period(d, period)} for p, ds in kg.pairs(x, rel, dr, wide).items()}
        pr = {p: ds for p, ds in pr.items() if ds}
        if k == "who":
            return sorted(pr)
        if k == "ndistinct":
            return [str(len(pr))]
        if not pr:
            return []
        if k in ("first", "last"):
            alld = [d for ds in pr.values() for d in ds]
            target = min(alld) if k == "first" else max(alld)
            return sorted(p for p, ds in pr.items() if target in ds)
        if k == "nth_partner":
            n = q[5]
            alld = sorted({d for ds in pr.values() for d in ds})
            if len(alld) < n:
                return []
            for i in range(n):
                on = [p for p, ds in pr.items() if alld[i] in ds]
                if len(on) != 1:
                    raise Refuse("n-th partner: several partners on one of the first days")
                if i and (alld[i] - alld[i - 1]).days <= 3:
                    raise Refuse("n-th partner: days too close")
            return sorted(p for p, ds in pr.items() if alld[n - 1] in ds)
        if k == "most":
            score = {p: (len(occasions(ds, rd["occ"])) if rd["occ"] else len(ds)) for p, ds in pr.items()}
            ranked = sorted(score.values(), reverse=True)
            if ranked[0] < 2 or (len(ranked) > 1 and ranked[0] == ranked[1]):
                raise Refuse("most: no clear winner")
            return [p for p, s in score.items() if s == ranked[0]]
        if k == "year_most":
            per = collections.Counter()
            for p, ds in pr.items():
                for d in (occasions(ds, rd["occ"]) if rd["occ"] else ds):
                    per[d.year] += 1
            ranked = per.most_common()
            if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
                raise Refuse("year_most: tie")
            return [str(ranked[0][0])]
    if k in ("when_first", "when_last", "nth", "count", "yesno"):
        _, x, rel, dr, y = q[:5]
        days = sorted(kg.pairs(x, rel, dr, wide).get(y, ()))
        if k == "when_first":
            period, gran = q[5], q[6]
            days = [d for d in days if in_period(d, period)]
            return [fmt(days[0], gran)] if days else []
        if k == "when_last":
            period, gran = q[5], q[6]
            days = [d for d in days if in_period(d, period)]
            return [fmt(days[-1], gran)] if days else []
        if k == "nth":
            n, period = q[5], q[6]
            days = [d for d in days if in_period(d, period)]
            seq = occasions(days, rd["occ"]) if rd["occ"] else days
            return [seq[n - 1].isoformat()] if len(seq) >= n else []
        if k == "count":
            period = q[5]
            days = [d for d in days if in_period(d, period)]
            return [str(len(occasions(days, rd["occ"])) if rd["occ"] else len(days))]
        if k == "yesno":
            period = q[5]
            return ["yes" if any(in_period(d, period) for d in days) else "no"]
    if k in ("next", "prev"):
        _, x, rel, dr, anchor = q
        ad = m_anchor(kg, anchor, rd)
        pr = kg.pairs(x, rel, dr, wide)
        cand = [d for ds in pr.values() for d in ds if (d > ad if k == "next" else d < ad)]
        if not cand:
            return []
        target = min(cand) if k == "next" else max(cand)
        return sorted(p for p, ds in pr.items() if target in ds)
    if k == "span":
        _, x, rel, dr, anchor, unit, side = q
        ad = m_anchor(kg, anchor, rd)
        sg = 1 if side == "after" else -1
        if unit == "week":
            n = (7, 8, 7)[rd["span"]]
            lo, hi = sorted((ad + datetime.timedelta(days=sg), ad + datetime.timedelta(days=sg * n)))
            ok = lambda d: lo <= d <= hi  # noqa: E731
        elif unit == "month":
            if rd["span"] == 0:
                ym = month_shift(ad, sg)
                ok = lambda d: (d.year, d.month) == ym  # noqa: E731
            else:
                n = (None, 30, 31)[rd["span"]]
                lo, hi = sorted((ad + datetime.timedelta(days=sg), ad + datetime.timedelta(days=sg * n)))
                ok = lambda d: lo <= d <= hi  # noqa: E731
        else:
            if rd["span"] == 0:
                ok = lambda d: d.year == ad.year + sg  # noqa: E731
            else:
                n = (None, 365, 366)[rd["span"]]
                lo, hi = sorted((ad + datetime.timedelta(days=sg), ad + datetime.timedelta(days=sg * n)))
                ok = lambda d: lo <= d <= hi  # noqa: E731
        return sorted(p for p, ds in kg.pairs(x, rel, dr, wide).items() if any(ok(d) for d in ds))
    if k == "between":
        _, a1, a2, order = q
        d1, d2 = m_anchor(kg, a1, rd), m_anchor(kg, a2, rd)
        if order == "after" and not d2 > d1:
            raise Refuse("between: order")
        if order == "before" and not d2 < d1:
            raise Refuse("between: order")
        if d1 == d2:
            raise Refuse("between: same day")
        return [str(abs((d2 - d1).days))]
    if k == "compare":
        _, people, rel, dr, y = q
        firsts = {}
        for p in people:
            days = kg.pairs(p, rel, dr, wide).get(y, ())
            if days:
                firsts[p] = min(days)
        if not firsts:
            return []
        best = min(firsts.values())
        win = [p for p, d in firsts.items() if d == best]
        if len(win) != 1:
            raise Refuse("compare: tie")
        return win
    raise ValueError(k)


def m_answer(kg, q):
    answers = set()
    for rd in m_readings():
        answers.add(tuple(m_eval(kg, q, rd)))
    if len(answers) != 1:
        raise Refuse("readings disagree: %s" % sorted(answers))
    return list(answers.pop())


# --------------------------------------------------------------------------------------------
# YAGO11k


def y_year(s):
    """'1952-##-##' -> 1952; '####-##-##' -> None; anything else malformed -> 'bad'"""
    m = re.fullmatch(r"(-?[0-9#]+)-([0-9#]{2})-([0-9#]{2})", s)
    if not m:
        return "bad"
    y = m.group(1)
    if "#" in y:
        return None if set(y) == {"#"} else "bad"
    if not re.fullmatch(r"[0-9]{4}", y) or int(y) < 1000:
        return "bad"
    if not re.fullmatch(r"[0-9]{2}|##", m.group(2)) or (m.group(2) != "##" and not 1 <= int(m.group(2)) <= 12):
        return "bad"
    return int(y)


def y_name(x):
    return x.strip("<>").replace("_", " ")


class YKG:
    def __init__(self, folder):
        self.facts = collections.defaultdict(list)  # (h, rel) -> [(t, start, end)]
        self.entities = set()
        self.skipped_entities = set()
        self.objects = collections.defaultdict(set)
        self.nskipped = 0
        for part in ("train", "valid", "test"):
            with gzip.open(os.path.join(folder, part + ".txt.gz"), "rt", encoding="utf-8") as f:
                for line in f:
                    h, r, t, s, e = line.rstrip("\n").split("\t")
                    h, r, t = y_name(h), r.strip("<>"), y_name(t)
                    self.entities.add(h)
                    self.entities.add(t)
                    sy, ey = y_year(s), y_year(e)
                    if sy == "bad" or ey == "bad" or (sy is not None and ey is not None and ey < sy):
                        self.skipped_entities |= {h, t}
                        self.nskipped += 1
                        continue
                    self.objects[r].add(t)
                    for a, b in ([(h, t), (t, h)] if r == "isMarriedTo" else [(h, t)]):
                        if (b, sy, ey) not in self.facts[(a, r)]:
                            self.facts[(a, r)].append((b, sy, ey))

    def get(self, x, rel, nat=True):
        res = self.facts.get((x, rel), [])
        if rel == "playsFor" and not nat:
            res = [f for f in res if "national" not in f[0].lower()]
        return res


def y_eval(kg, q, nat):
    k = q[0]
    if k in ("born_where", "died_where"):
        rel = "wasBornIn" if k == "born_where" else "diedIn"
        return sorted({t for t, s, e in kg.get(q[1], rel)})
    if k in ("born_year", "died_year"):
        rel = "wasBornIn" if k == "born_year" else "diedIn"
        ys = {s for t, s, e in kg.get(q[1], rel)}
        if None in ys or len(ys) > 1:
            raise Refuse("year unknown or several")
        if len(q) > 2 and not ys:  # ("born_year", x, "needed") inside another kind
            raise Refuse("year unknown")
        return [str(y) for y in ys]
    if k == "in_year":
        _, x, rel, year = q
        res = set()
        for t, s, e in kg.get(x, rel, nat):
            if s is None or e is None:
                if s is None or s <= year:
                    raise Refuse("open interval could hold the year")
                continue
            if s <= year <= e:
                res.add(t)
        return sorted(res)
    if k == "yesno_year":
        _, x, rel, y, year = q
        res = "no"
        for t, s, e in kg.get(x, rel, nat):
            if t != y:
                continue
            if s is None or e is None:
                raise Refuse("open spell")
            if s <= year <= e:
                res = "yes"
        return [res]
    if k in ("how_long", "start_year", "end_year"):
        _, x, rel, y = q
        fs = [(s, e) for t, s, e in kg.get(x, rel, nat) if t == y]
        if len(fs) != 1:
            raise Refuse("not a single fact")
        s, e = fs[0]
        if k == "how_long":
            if s is None or e is None:
                raise Refuse("open")
            return [str(e - s)]
        v = s if k == "start_year" else e
        if v is None:
            raise Refuse("unknown")
        return [str(v)]
    if k in ("first", "last", "nth", "count", "start_in", "longest", "after_leaving", "before_joining"):
        x, rel = q[1], q[2]
        fs = kg.get(x, rel, nat)
        start = {}
        for t, s, e in fs:
            if s is None:
                if k not in ("count",):
                    raise Refuse("unknown start")
                continue
            start[t] = min(start.get(t, s), s)
        if k == "count":
            return [str(len({t for t, s, e in fs}))]
        if k == "start_in":
            return sorted(t for t, s in start.items() if s == q[3])
        order = sorted(start.items(), key=lambda kv: kv[1])
        ys = [s for t, s in order]
        if k == "first":
            if len(ys) > 1 and ys[0] == ys[1]:
                raise Refuse("tie")
            return [order[0][0]]
        if k == "last":
            if len(ys) > 1 and ys[-1] == ys[-2]:
                raise Refuse("tie")
            return [order[-1][0]]
        if k == "nth":
            n = q[3]
            if len(ys) < n or len(set(ys[:n + 1])) != len(ys[:n + 1]):
                raise Refuse("tie or too few")
            return [order[n - 1][0]]
        if k == "longest":
            tot = collections.Counter()
            for t, s, e in fs:
                if s is None or e is None:
                    raise Refuse("open spell")
                tot[t] += e - s
            r = tot.most_common()
            if len(r) > 1 and r[0][1] - r[1][1] < 2:
                raise Refuse("not clear")
            return [r[0][0]]
        if k == "after_leaving":
            c = q[3]
            spells = [(s, e) for t, s, e in fs if t == c]
            if len(spells) != 1 or spells[0][1] is None:
                raise Refuse("club spell")
            cs, ce = spells[0]
            if any(cs < s < ce for t, s in start.items() if t != c):
                raise Refuse("another club starts inside the spell")
            nxt = [(s, t) for t, s in start.items() if t != c and s >= ce]
            if not nxt:
                return []
            m = min(s for s, t in nxt)
            win = [t for s, t in nxt if s == m]
            if len(win) != 1:
                raise Refuse("tie")
            return win
        if k == "before_joining":
            c = q[3]
            cs = start[c]
            prev = [(s, t) for t, s in start.items() if t != c and s < cs]
            if not prev:
                return []
            m = max(s for s, t in prev)
            win = [t for s, t in prev if s == m]
            if len(win) != 1:
                raise Refuse("tie")
            if any(s == cs for t, s in start.items() if t != c):
                raise Refuse("another club starts the same year")
            return win
    if k == "years_between":
        _, x, prize = q
        b = y_eval(kg, ("born_year", x, "needed"), nat)
        ps = [s for t, s, e in kg.get(x, "hasWonPrize") if t == prize]
        if len(ps) != 1 or ps[0] is None:
            raise Refuse("prize year")
        return [str(ps[0] - int(b[0]))]
    if k == "lifespan":
        b = y_eval(kg, ("born_year", q[1], "needed"), nat)
        d = y_eval(kg, ("died_year", q[1], "needed"), nat)
        return [str(int(d[0]) - int(b[0]))]
    if k == "compare_born":
        ys = {p: int(y_eval(kg, ("born_year", p, "needed"), nat)[0]) for p in q[1]}
        m = min(ys.values())
        win = [p for p, y in ys.items() if y == m]
        if len(win) != 1:
            raise Refuse("tie")
        return win
    if k == "compare_start":
        _, people, rel, y = q
        ys = {}
        for p in people:
            ss = [s for t, s, e in kg.get(p, rel, nat) if t == y]
            if len(ss) != 1 or ss[0] is None:
                raise Refuse("compare_start: not one known start")
            ys[p] = ss[0]
        m = min(ys.values())
        win = [p for p, v in ys.items() if v == m]
        if len(win) != 1:
            raise Refuse("tie")
        return win
    raise ValueError(k)


def y_answer(kg, q):
    res = {tuple(y_eval(kg, q, nat)) for nat in (True, False)}
    if len(res) != 1:
        raise Refuse("national teams change the answer")
    return list(res.pop())


# --------------------------------------------------------------------------------------------
# the questions, as data: (text, meaning, {entity: typed form})
# MultiTQ meanings use the relation constants above; 'out' = the first entity is the head.

BS, LU, KI, ER, DAR, HI, ISS = ("Julie Bishop", "Yuriy Lutsenko", "Kittiratt Na-Ranong", "Karl Erjavec", "Ishaq Dar",
                                "Hakainde Hichilema", "Mahamadou Issoufou")
FA, SR, TH, NU, YE, AH, RO = ("Mohammed Qasim Fahim", "Bukola Saraki", "Thanong Bidaya", "Rashid Gumarovich Nurgaliyev",
                              "Yuriy Yekhanurov", "Bertie Ahern", "Ed Royce")
ST, CR, NI, KO, BE, SH, RA = ("Yannis Stournaras", "Philip J. Crowley", "Madické Niang", "Ante Kotromanović",
                              "Binyamin Ben-Eliezer", "Farouk al-Sharaa", "Majid Takht Ravanchi")
SA, MU, RU = "Morteza Sarmadi", "Nevers Mumba", "Philip Ruddock"

M_QUESTIONS = [
    # who / where in a period
    ("Where did Julie Bishop travel to in October 2014?", ("who", BS, V, "out", (2014, 10)), {BS: "Julie Bishop"}),
    ("Which country hosted Lutsenko in April 2005?", ("who", LU, H, "in", (2005, 4)), {LU: "Lutsenko"}),
    ("who hosted Kittiratt on a visit in 2011", ("who", KI, H, "in", (2011,)), {KI: "Kittiratt"}),
    ("Which country did Karl Erjavec go to in June 2008?", ("who", ER, V, "out", (2008, 6)), {ER: "Erjavec"}),
    ("Who did Julie Bishop sign an agreement with in October 2013?", ("who", BS, S, "in", (2013, 10)),
     {BS: "Julie Bishop"}),
    ("Who met with Ishaq Dar in September 2014?", ("who", DAR, C, "in", (2014, 9)), {DAR: "Ishaq Dar"}),
    ("Who made an appeal to Hichilema in February 2014?", ("who", HI, AP, "in", (2014, 2)), {HI: "Hichilema"}),
    ("Who did Issoufou hold talks with in September 2015?", ("who", ISS, N, "out", (2015, 9)), {ISS: "Issoufou"}),
    ("Who did Julie Bishop criticise in March 2015?", ("who", BS, K, "out", (2015, 3)), {BS: "Julie Bishop"}),
    # first
    ("Where did Fahim go first in 2011?", ("first", FA, V, "out", (2011,)), {FA: "Fahim"}),
    ("Who was the first to sign an agreement with Bukola Saraki?", ("first", SR, S, "in", None), {SR: "Bukola Saraki"}),
    ("Which country was the first to host Thanong Bidaya in 2006?", ("first", TH, H, "in", (2006,)),
     {TH: "Thanong Bidaya"}),
    ("What was the first country Nurgaliyev visited?", ("first", NU, V, "out", None), {NU: "Nurgaliyev"}),
    ("who first signed a deal with yekhanurov", ("first", YE, S, "in", None), {YE: "Yekhanurov"}),
    ("Who was the first person to meet with Issoufou?", ("first", ISS, C, "in", None), {ISS: "Issoufou"}),
    ("Who did Nurgaliyev negotiate with first in 2005?", ("first", NU, N, "out", (2005,)), {NU: "Nurgaliyev"}),
    ("Who was the first to sign an agreement with Fahim in 2011?", ("first", FA, S, "in", (2011,)), {FA: "Fahim"}),
    ("Which country hosted Issoufou first in 2011?", ("first", ISS, H, "in", (2011,)), {ISS: "Issoufou"}),
    # last
    ("Who was the last person to sign an agreement with Lutsenko?", ("last", LU, S, "in", None), {LU: "Lutsenko"}),
    ("Who did Bertie Ahern last hold talks with?", ("last", AH, N, "out", None), {AH: "Bertie Ahern"}),
    ("Who did Fahim praise last?", ("last", FA, PR, "out", None), {FA: "Fahim"}),
    ("Who was the last leader to host Nurgaliyev in 2009?", ("last", NU, H, "in", (2009,)), {NU: "Nurgaliyev"}),
    ("who was the last to negotiate with julie bishop in 2013", ("last", BS, N, "in", (2013,)), {BS: "Julie Bishop"}),
    ("Who was the last person to meet Ed Royce?", ("last", RO, C, "in", None), {RO: "Ed Royce"}),
    # when first
    ("When did Yoshihiko Noda first praise Kittiratt?", ("when_first", KI, PR, "in", "Yoshihiko Noda", None, "day"),
     {KI: "Kittiratt", "Yoshihiko Noda": "Yoshihiko Noda"}),
    ("In what year did Stournaras first visit France?", ("when_first", ST, V, "out", "France", None, "year"),
     {ST: "Stournaras", "France": "France"}),
    ("On what date did Frantisek Kasicky first meet Yekhanurov?",
     ("when_first", YE, C, "in", "Frantisek Kasický", None, "day"),
     {YE: "Yekhanurov", "Frantisek Kasický": "Frantisek Kasicky"}),
    ("Which year was Julie Bishop first hosted by France?", ("when_first", BS, H, "in", "France", None, "year"),
     {BS: "Julie Bishop", "France": "France"}),
    ("In which month did Marian Harkin first criticise Bertie Ahern?",
     ("when_first", AH, K, "in", "Marian Harkin", None, "month"), {AH: "Bertie Ahern", "Marian Harkin": "Marian Harkin"}),
    ("When did China first host Crowley?", ("when_first", CR, H, "in", "China", None, "day"),
     {CR: "Crowley", "China": "China"}),
    ("When did Bertie Ahern first visit Tanzania?", ("when_first", AH, V, "out", "Tanzania", None, "day"),
     {AH: "Bertie Ahern", "Tanzania": "Tanzania"}),
    # when last
    ("Which month did Madicke Niang last meet with France?", ("when_last", NI, C, "out", "France", None, "month"),
     {NI: "Madicke Niang", "France": "France"}),
    ("What year did Bertie Ahern last praise Reg Empey?", ("when_last", AH, PR, "out", "Sir Reg Empey", None, "year"),
     {AH: "Bertie Ahern", "Sir Reg Empey": "Reg Empey"}),
    ("In what year did Kotromanovic last visit China?", ("when_last", KO, V, "out", "China", None, "year"),
     {KO: "Kotromanovic", "China": "China"}),
    ("When did Ben-Eliezer last go to Qatar?", ("when_last", BE, V, "out", "Qatar", None, "day"),
     {BE: "Ben-Eliezer", "Qatar": "Qatar"}),
    ("When did Saraki last praise Yar'Adua?", ("when_last", SR, PR, "out", "Umaru Musa Yar'Adua", None, "day"),
     {SR: "Saraki", "Umaru Musa Yar'Adua": "Yar'Adua"}),
    # n-th time
    ("When did Buhari meet Saraki for the third time?", ("nth", SR, C, "in", "Muhammadu Buhari", 3, None),
     {SR: "Saraki", "Muhammadu Buhari": "Buhari"}),
    ("When did Bukola Saraki praise Buhari for the second time?", ("nth", SR, PR, "out", "Muhammadu Buhari", 2, None),
     {SR: "Bukola Saraki", "Muhammadu Buhari": "Buhari"}),
    ("On what date was al-Sharaa's second visit to Kuwait?", ("nth", SH, V, "out", "Kuwait", 2, None),
     {SH: "al-Sharaa", "Kuwait": "Kuwait"}),
    ("When did Ben-Eliezer make his second trip to Kazakhstan?", ("nth", BE, V, "out", "Kazakhstan", 2, None),
     {BE: "Ben-Eliezer", "Kazakhstan": "Kazakhstan"}),
    ("When was Thanong's second meeting with Japan?", ("nth", TH, C, "out", "Japan", 2, None),
     {TH: "Thanong", "Japan": "Japan"}),
    ("When did Farouk al-Sharaa meet with Iraq for the second time?", ("nth", SH, C, "out", "Iraq", 2, None),
     {SH: "Farouk al-Sharaa", "Iraq": "Iraq"}),
    ("what was the date of kittiratt's second visit to japan", ("nth", KI, V, "out", "Japan", 2, None),
     {KI: "Kittiratt", "Japan": "Japan"}),
    ("When did Julie Bishop go to South Korea for the second time?", ("nth", BS, V, "out", "South Korea", 2, None),
     {BS: "Julie Bishop", "South Korea": "South Korea"}),
    # n-th partner in a year
    ("Who was the second target of Ed Royce's criticism in 2014?", ("nth_partner", RO, K, "out", (2014,), 2),
     {RO: "Ed Royce"}),
    ("Where did Fahim go on his second trip in 2010?", ("nth_partner", FA, V, "out", (2010,), 2), {FA: "Fahim"}),
    ("Who was the second person to sign an agreement with Nurgaliyev in 2009?",
     ("nth_partner", NU, S, "in", (2009,), 2), {NU: "Nurgaliyev"}),
    # next / previous
    ("After his last talks with Javier Solana, who did al-Sharaa negotiate with next?",
     ("next", SH, N, "in", (SH, N, "in", "Javier Solana", "last", None)),
     {SH: "al-Sharaa", "Javier Solana": "Javier Solana"}),
    ("After praising France, who did Kotromanovic praise next?",
     ("next", KO, PR, "out", (KO, PR, "out", "France", "only", None)), {KO: "Kotromanovic", "France": "France"}),
    ("Who did Ravanchi meet next after his last meeting with China?",
     ("next", RA, C, "out", (RA, C, "out", "China", "last", None)), {RA: "Ravanchi", "China": "China"}),
    ("Madicke Niang praised Iran once. Who did he praise next?",
     ("next", NI, PR, "out", (NI, PR, "out", "Iran", "only", None)), {NI: "Madicke Niang", "Iran": "Iran"}),
    ("Where did Ben-Eliezer go just before his first trip to Qatar?",
     ("prev", BE, V, "out", (BE, V, "out", "Qatar", "first", None)), {BE: "Ben-Eliezer", "Qatar": "Qatar"}),
    ("Before he first criticised Boko Haram, who did Ed Royce last criticise?",
     ("prev", RO, K, "out", (RO, K, "out", "Boko Haram", "first", None)), {RO: "Ed Royce", "Boko Haram": "Boko Haram"}),
    ("Before his first meeting with Oman, who did Sarmadi last meet?",
     ("prev", SA, C, "in", (SA, C, "in", "Oman", "first", None)), {SA: "Sarmadi", "Oman": "Oman"}),
    ("Where did Julie Bishop go just before her last trip to Curacao?",
     ("prev", BS, V, "out", (BS, V, "out", "Curacao", "last", None)), {BS: "Julie Bishop", "Curacao": "Curacao"}),
    # in the week / month / year after or before an event
    ("Who met al-Sharaa in the week after Iran first met him?",
     ("span", SH, C, "in", (SH, C, "in", "Iran", "first", None), "week", "after"), {SH: "al-Sharaa", "Iran": "Iran"}),
    ("In the year after his last visit to the United Arab Emirates, which country hosted al-Sharaa?",
     ("span", SH, H, "in", (SH, H, "in", "United Arab Emirates", "last", None), "year", "after"),
     {SH: "al-Sharaa", "United Arab Emirates": "United Arab Emirates"}),
    ("Which country hosted Issoufou in the year before China first did?",
     ("span", ISS, H, "in", (ISS, H, "in", "China", "first", None), "year", "before"), {ISS: "Issoufou", "China": "China"}),
    ("In the year before his last appeal to the Verkhovna Rada, who did Lutsenko make an appeal to?",
     ("span", LU, AP, "out", (LU, AP, "out", "Verkhovna Rada", "last", None), "year", "before"),
     {LU: "Lutsenko", "Verkhovna Rada": "Verkhovna Rada"}),
    ("In the month before his last agreement with Lutsenko, who did Nurgaliyev sign one with?",
     ("span", NU, S, "out", (NU, S, "out", LU, "last", None), "month", "before"), {NU: "Nurgaliyev", LU: "Lutsenko"}),
    ("In the month after his first trip to China, which country hosted Ishaq Dar?",
     ("span", DAR, H, "in", (DAR, H, "in", "China", "first", None), "month", "after"),
     {DAR: "Ishaq Dar", "China": "China"}),
    ("Who held talks with Julie Bishop in the month before Peter O'Neill first did?",
     ("span", BS, N, "in", (BS, N, "in", "Peter O'Neill", "first", None), "month", "before"),
     {BS: "Julie Bishop", "Peter O'Neill": "Peter O'Neill"}),
    ("Who did Erjavec meet in the year before he met Irakli Okruashvili?",
     ("span", ER, C, "out", (ER, C, "out", "Irakli Okruashvili", "only", None), "year", "before"),
     {ER: "Erjavec", "Irakli Okruashvili": "Irakli Okruashvili"}),
    ("In the month before his last meeting with Arif Alvi, who did Ishaq Dar meet?",
     ("span", DAR, C, "out", (DAR, C, "out", "Arif Alvi", "last", None), "month", "before"),
     {DAR: "Ishaq Dar", "Arif Alvi": "Arif Alvi"}),
    ("Who criticised Hichilema in the year before South Africa first did?",
     ("span", HI, K, "in", (HI, K, "in", "South Africa", "first", None), "year", "before"),
     {HI: "Hichilema", "South Africa": "South Africa"}),
    ("France hosted Fahim once. Which country hosted him in the year after?",
     ("span", FA, H, "in", (FA, H, "in", "France", "only", None), "year", "after"), {FA: "Fahim", "France": "France"}),
    ("Who met Julie Bishop in the week after she first met Andrew Robb?",
     ("span", BS, C, "in", (BS, C, "in", "Andrew Robb", "first", None), "week", "after"),
     {BS: "Julie Bishop", "Andrew Robb": "Andrew Robb"}),
    # how many times
    ("How many times did Ravanchi meet with France in 2014?", ("count", RA, C, "out", "France", (2014,)),
     {RA: "Ravanchi", "France": "France"}),
    ("How many times did Thanong Bidaya meet with Japan?", ("count", TH, C, "out", "Japan", None),
     {TH: "Thanong Bidaya", "Japan": "Japan"}),
    ("How many times did the International Monetary Fund meet Stournaras in 2013?",
     ("count", ST, C, "in", "International Monetary Fund", (2013,)),
     {ST: "Stournaras", "International Monetary Fund": "International Monetary Fund"}),
    ("How many times did China meet Majid Takht Ravanchi?", ("count", RA, C, "in", "China", None),
     {RA: "Majid Takht Ravanchi", "China": "China"}),
    ("How many times did Michael Sata criticise Hichilema?", ("count", HI, K, "in", "Michael Sata", None),
     {HI: "Hichilema", "Michael Sata": "Michael Sata"}),
    ("How many times did Bortnikov meet Nurgaliyev?", ("count", NU, C, "in", "Alexander Vasilyevich Bortnikov", None),
     {NU: "Nurgaliyev", "Alexander Vasilyevich Bortnikov": "Bortnikov"}),
    ("How many times did Hichilema criticise Michael Sata?", ("count", HI, K, "out", "Michael Sata", None),
     {HI: "Hichilema", "Michael Sata": "Michael Sata"}),
    ("How many times did Julie Bishop criticise Julia Gillard?", ("count", BS, K, "out", "Julia Gillard", None),
     {BS: "Julie Bishop", "Julia Gillard": "Julia Gillard"}),
    ("How many times did Hichilema accuse Michael Sata?", ("count", HI, A, "out", "Michael Sata", None),
     {HI: "Hichilema", "Michael Sata": "Michael Sata"}),
    ("How many times was Julie Bishop hosted by Japan?", ("count", BS, H, "in", "Japan", None),
     {BS: "Julie Bishop", "Japan": "Japan"}),
    # how many different
    ("How many different people or groups met with Kittiratt?", ("ndistinct", KI, C, "in", None), {KI: "Kittiratt"}),
    ("How many different countries hosted Ishaq Dar?", ("ndistinct", DAR, H, "in", None), {DAR: "Ishaq Dar"}),
    ("How many different groups did Bukola Saraki make appeals to in 2009?", ("ndistinct", SR, AP, "out", (2009,)),
     {SR: "Bukola Saraki"}),
    ("How many different people or groups did Hichilema accuse?", ("ndistinct", HI, A, "out", None), {HI: "Hichilema"}),
    ("how many different people or bodies did karl erjavec meet", ("ndistinct", ER, C, "out", None),
     {ER: "Karl Erjavec"}),
    ("How many different countries did Lutsenko visit?", ("ndistinct", LU, V, "out", None), {LU: "Lutsenko"}),
    ("How many different countries did Crowley travel to?", ("ndistinct", CR, V, "out", None), {CR: "Crowley"}),
    # most often
    ("Who did Ravanchi negotiate with most often in 2015?", ("most", RA, N, "out", (2015,)), {RA: "Ravanchi"}),
    ("Who met Thanong Bidaya most often in 2005?", ("most", TH, C, "in", (2005,)), {TH: "Thanong Bidaya"}),
    ("Which country hosted Kittiratt most often?", ("most", KI, H, "in", None), {KI: "Kittiratt"}),
    ("Who accused Hichilema most often?", ("most", HI, A, "in", None), {HI: "Hichilema"}),
    ("Who did Ishaq Dar meet most often in 2015?", ("most", DAR, C, "out", (2015,)), {DAR: "Ishaq Dar"}),
    ("Which country did Nevers Mumba visit most often?", ("most", MU, V, "out", None), {MU: "Nevers Mumba"}),
    # which year the most
    ("In which year did Bukola Saraki make the most appeals?", ("year_most", SR, AP, "out", None),
     {SR: "Bukola Saraki"}),
    ("In what year did Philip Ruddock accuse people the most?", ("year_most", RU, A, "out", None),
     {RU: "Philip Ruddock"}),
    ("Which year did Crowley make the most visits?", ("year_most", CR, V, "out", None), {CR: "Crowley"}),
    ("In which year did Stournaras hold the most negotiations?", ("year_most", ST, N, "in", None),
     {ST: "Stournaras"}),
    # yes / no
    ("Did Issoufou visit China in 2012?", ("yesno", ISS, V, "out", "China", (2012,)), {ISS: "Issoufou", "China": "China"}),
    ("Did Kotromanovic meet Gjorge Ivanov in 2012?", ("yesno", KO, C, "in", "Gjorge Ivanov", (2012,)),
     {KO: "Kotromanovic", "Gjorge Ivanov": "Gjorge Ivanov"}),
    ("Did Bertie Ahern visit Iran in 2005?", ("yesno", AH, V, "out", "Iran", (2005,)),
     {AH: "Bertie Ahern", "Iran": "Iran"}),
    ("did stournaras go to france in 2013", ("yesno", ST, V, "out", "France", (2013,)),
     {ST: "Stournaras", "France": "France"}),
    ("Was Issoufou hosted by Mauritania in 2012?", ("yesno", ISS, H, "in", "Mauritania", (2012,)),
     {ISS: "Issoufou", "Mauritania": "Mauritania"}),
    ("Did Stournaras negotiate with the European Central Bank in 2014?",
     ("yesno", ST, N, "in", "European Central Bank", (2014,)),
     {ST: "Stournaras", "European Central Bank": "European Central Bank"}),
    ("Did Sarmadi praise Iraq in 2014?", ("yesno", SA, PR, "out", "Iraq", (2014,)), {SA: "Sarmadi", "Iraq": "Iraq"}),
    ("Did Yekhanurov meet Portman in 2005?", ("yesno", YE, C, "out", "Robert Jones Portman", (2005,)),
     {YE: "Yekhanurov", "Robert Jones Portman": "Portman"}),
    # days between two events
    ("How many days after his first trip to Kazakhstan did Kotromanovic first go to Iraq?",
     ("between", (KO, V, "out", "Kazakhstan", "first", None), (KO, V, "out", "Iraq", "first", None), "after"),
     {KO: "Kotromanovic", "Kazakhstan": "Kazakhstan", "Iraq": "Iraq"}),
    ("How many days after meeting Raja Zafarul Haq did Ishaq Dar meet with Iran?",
     ("between", (DAR, C, "out", "Raja Zafarul Haq", "only", None), (DAR, C, "out", "Iran", "only", None), "after"),
     {DAR: "Ishaq Dar", "Raja Zafarul Haq": "Raja Zafarul Haq", "Iran": "Iran"}),
    ("How many days after criticising Iran did Ed Royce first criticise Boko Haram?",
     ("between", (RO, K, "out", "Iran", "only", None), (RO, K, "out", "Boko Haram", "first", None), "after"),
     {RO: "Ed Royce", "Iran": "Iran", "Boko Haram": "Boko Haram"}),
    ("How many days passed between Madicke Niang's visit to Kazakhstan and his first visit to Mauritania?",
     ("between", (NI, H, "in", "Kazakhstan", "only", None), (NI, H, "in", "Mauritania", "first", None), "after"),
     {NI: "Madicke Niang", "Kazakhstan": "Kazakhstan", "Mauritania": "Mauritania"}),
    ("How many days after his trip to China did Issoufou first go to Mauritania?",
     ("between", (ISS, H, "in", "China", "only", None), (ISS, H, "in", "Mauritania", "first", None), "after"),
     {ISS: "Issoufou", "China": "China", "Mauritania": "Mauritania"}),
    ("How many days after his first meeting with Laos did Sarmadi meet Oman?",
     ("between", (SA, C, "out", "Laos", "first", None), (SA, C, "out", "Oman", "only", None), "after"),
     {SA: "Sarmadi", "Laos": "Laos", "Oman": "Oman"}),
    ("How many days after South Africa criticised Nevers Mumba did Catherine Namugala first criticise him?",
     ("between", (MU, K, "in", "South Africa", "only", None), (MU, K, "in", "Catherine Namugala", "first", None),
      "after"),
     {MU: "Nevers Mumba", "South Africa": "South Africa", "Catherine Namugala": "Catherine Namugala"}),
    # comparisons between two people
    ("Who went to China first, Crowley or Julie Bishop?", ("compare", [CR, BS], V, "out", "China"),
     {CR: "Crowley", BS: "Julie Bishop", "China": "China"}),
    ("Who visited Kazakhstan first, Madicke Niang or Ben-Eliezer?", ("compare", [NI, BE], V, "out", "Kazakhstan"),
     {NI: "Madicke Niang", BE: "Ben-Eliezer", "Kazakhstan": "Kazakhstan"}),
    ("Who was hosted by France first, Karl Erjavec or Fahim?", ("compare", [ER, FA], H, "in", "France"),
     {ER: "Karl Erjavec", FA: "Fahim", "France": "France"}),
    ("Which of them went to China first: Yekhanurov or Issoufou?", ("compare", [YE, ISS], H, "in", "China"),
     {YE: "Yekhanurov", ISS: "Issoufou", "China": "China"}),
    ("Who met with Iran first, Ishaq Dar or Javier Solana?", ("compare", [DAR, "Javier Solana"], C, "out", "Iran"),
     {DAR: "Ishaq Dar", "Javier Solana": "Javier Solana", "Iran": "Iran"}),
    ("Who was hosted by Kazakhstan first, Kotromanovic or Nurgaliyev?", ("compare", [KO, NU], H, "in", "Kazakhstan"),
     {KO: "Kotromanovic", NU: "Nurgaliyev", "Kazakhstan": "Kazakhstan"}),
]

M_NOANSWER = [
    ("Who did Julie Bishop phone in 2017?", ("who", BS, P, "out", (2017,)), {BS: "Julie Bishop"}),
    ("When did Bertie Ahern first visit Kazakhstan?", ("when_first", AH, V, "out", "Kazakhstan", None, "day"),
     {AH: "Bertie Ahern", "Kazakhstan": "Kazakhstan"}),
    ("Who did Ishaq Dar threaten in 2013?", ("who", DAR, T, "out", (2013,)), {DAR: "Ishaq Dar"}),
    ("When did Kittiratt sign an agreement with Iran?", ("when_first", KI, S, "out", "Iran", None, "day"),
     {KI: "Kittiratt", "Iran": "Iran"}),
    ("Who hosted Karl Erjavec in 2018?", ("who", ER, H, "in", (2018,)), {ER: "Karl Erjavec"}),
]

PF, PZ, MA, AF, WA, GR = "playsFor", "hasWonPrize", "isMarriedTo", "isAffiliatedTo", "worksAt", "graduatedFrom"

Y_QUESTIONS = [
    # born / died
    ("Where was Giuliano Amato born?", ("born_where", "Giuliano Amato"), {"Giuliano Amato": "Giuliano Amato"}),
    ("Where was Jon Pertwee born?", ("born_where", "Jon Pertwee"), {"Jon Pertwee": "Jon Pertwee"}),
    ("where was jared diamond born", ("born_where", "Jared Diamond"), {"Jared Diamond": "Jared Diamond"}),
    ("Where was Cristovam Buarque born?", ("born_where", "Cristovam Buarque"), {"Cristovam Buarque": "Cristovam Buarque"}),
    ("Niall Thompson was born where?", ("born_where", "Niall Thompson"), {"Niall Thompson": "Niall Thompson"}),
    ("Where did Raoul Bott die?", ("died_where", "Raoul Bott"), {"Raoul Bott": "Raoul Bott"}),
    ("Where did Archibald Geikie pass away?", ("died_where", "Archibald Geikie"), {"Archibald Geikie": "Archibald Geikie"}),
    ("Where did Renato Dulbecco die?", ("died_where", "Renato Dulbecco"), {"Renato Dulbecco": "Renato Dulbecco"}),
    ("In which city did Yvonne Howell die?", ("died_where", "Yvonne Howell"), {"Yvonne Howell": "Yvonne Howell"}),
    ("What year was Henny Backus born?", ("born_year", "Henny Backus"), {"Henny Backus": "Henny Backus"}),
    ("In what year was Bhavesh Bhatt born?", ("born_year", "Bhavesh Bhatt"), {"Bhavesh Bhatt": "Bhavesh Bhatt"}),
    ("What year was Cristovam Buarque born?", ("born_year", "Cristovam Buarque"), {"Cristovam Buarque": "Cristovam Buarque"}),
    ("Which year was Jon Pertwee born in?", ("born_year", "Jon Pertwee"), {"Jon Pertwee": "Jon Pertwee"}),
    # in a year
    ("Which club did Kerem Demirbay play for in 2007?", ("in_year", "Kerem Demirbay", PF, 2007),
     {"Kerem Demirbay": "Kerem Demirbay"}),
    ("What club was Demerson at in 2003?", ("in_year", "Demerson", PF, 2003), {"Demerson": "Demerson"}),
    ("Which party was Cristovam Buarque in in 2013?", ("in_year", "Cristovam Buarque", AF, 2013),
     {"Cristovam Buarque": "Cristovam Buarque"}),
    ("What party did Edison Lobao Filho belong to in 1981?", ("in_year", "Edison Lobão Filho", AF, 1981),
     {"Edison Lobão Filho": "Edison Lobao Filho"}),
    ("Which club did Turgay Bahadir play for in 2007?", ("in_year", "Turgay Bahadır", PF, 2007),
     {"Turgay Bahadır": "Turgay Bahadir"}),
    ("Which party was Aloysio Nunes a member of in 1977?", ("in_year", "Aloysio Nunes", AF, 1977),
     {"Aloysio Nunes": "Aloysio Nunes"}),
    ("Who was Hollingsworth Morse married to in 1976?", ("in_year", "Hollingsworth Morse", MA, 1976),
     {"Hollingsworth Morse": "Hollingsworth Morse"}),
    # how long
    ("How many years did Jacinto Ela spend at Southampton F.C.?", ("how_long", "Jacinto Elá", PF, "Southampton F.C."),
     {"Jacinto Elá": "Jacinto Ela", "Southampton F.C.": "Southampton F.C."}),
    ("How long did Alon Mizrahi play for Hapoel Kfar Saba?", ("how_long", "Alon Mizrahi", PF, "Hapoel Kfar Saba F.C."),
     {"Alon Mizrahi": "Alon Mizrahi", "Hapoel Kfar Saba F.C.": "Hapoel Kfar Saba"}),
    ("How many years was Eamonn O'Keefe at Port Vale?", ("how_long", "Eamonn O'Keefe", PF, "Port Vale F.C."),
     {"Eamonn O'Keefe": "Eamonn O'Keefe", "Port Vale F.C.": "Port Vale"}),
    ("How long was Marek Belka an independent politician?",
     ("how_long", "Marek Belka", AF, "Independent politician"),
     {"Marek Belka": "Marek Belka", "Independent politician": "independent politician"}),
    ("For how many years did Turgay Bahadir play at Bursaspor?", ("how_long", "Turgay Bahadır", PF, "Bursaspor"),
     {"Turgay Bahadır": "Turgay Bahadir", "Bursaspor": "Bursaspor"}),
    ("How long did Emoke Szathmary work at Trent University?", ("how_long", "Emőke Szathmáry", WA, "Trent University"),
     {"Emőke Szathmáry": "Emoke Szathmary", "Trent University": "Trent University"}),
    # first / last / second
    ("What was Nicolaas Bloembergen's first prize?", ("first", "Nicolaas Bloembergen", PZ),
     {"Nicolaas Bloembergen": "Nicolaas Bloembergen"}),
    ("What was Rob Kiernan's first club?", ("first", "Rob Kiernan", PF), {"Rob Kiernan": "Rob Kiernan"}),
    ("Which award did Enrico Coen win first?", ("first", "Enrico Coen", PZ), {"Enrico Coen": "Enrico Coen"}),
    ("what was jake kean's first club", ("first", "Jake Kean", PF), {"Jake Kean": "Jake Kean"}),
    ("What was the first club Paulo Alves played for?", ("first", "Paulo Alves", PF), {"Paulo Alves": "Paulo Alves"}),
    ("What was Reef Mesika's last club?", ("last", "Reef Mesika", PF), {"Reef Mesika": "Reef Mesika"}),
    ("Which club did Marko Cetkovic play for last?", ("last", "Marko Ćetković", PF), {"Marko Ćetković": "Marko Cetkovic"}),
    ("What was Mikel Arteta's last club as a player?", ("last", "Mikel Arteta", PF), {"Mikel Arteta": "Mikel Arteta"}),
    ("What was the last prize Raoul Bott won?", ("last", "Raoul Bott", PZ), {"Raoul Bott": "Raoul Bott"}),
    ("What was the second party Edison Lobao Filho joined?", ("nth", "Edison Lobão Filho", AF, 2),
     {"Edison Lobão Filho": "Edison Lobao Filho"}),
    ("What was Jorge Cadete's second club?", ("nth", "Jorge Cadete", PF, 2), {"Jorge Cadete": "Jorge Cadete"}),
    ("What was the second prize Jeremiah Ostriker won?", ("nth", "Jeremiah P. Ostriker", PZ, 2),
     {"Jeremiah P. Ostriker": "Jeremiah Ostriker"}),
    # next club after leaving one / club before joining one
    ("After leaving Vitoria F.C., which club did Silvestre Varela join?",
     ("after_leaving", "Silvestre Varela", PF, "Vitória F.C."),
     {"Silvestre Varela": "Silvestre Varela", "Vitória F.C.": "Vitoria F.C."}),
    ("Where did Rhys Weston go after leaving AFC Wimbledon?", ("after_leaving", "Rhys Weston", PF, "AFC Wimbledon"),
     {"Rhys Weston": "Rhys Weston", "AFC Wimbledon": "AFC Wimbledon"}),
    ("Which club did Mirko Stefani join after he left A.C. Milan?", ("after_leaving", "Mirko Stefani", PF, "A.C. Milan"),
     {"Mirko Stefani": "Mirko Stefani", "A.C. Milan": "A.C. Milan"}),
    ("After leaving Rangers F.C., which club did Mikel Arteta move to?",
     ("after_leaving", "Mikel Arteta", PF, "Rangers F.C."), {"Mikel Arteta": "Mikel Arteta", "Rangers F.C.": "Rangers F.C."}),
    ("Which club did Jacobo Campos play for before joining Badalona?",
     ("before_joining", "Jacobo Campos", PF, "CF Badalona"), {"Jacobo Campos": "Jacobo Campos", "CF Badalona": "Badalona"}),
    ("Before he joined Dinamo Tbilisi, which club was Carles Coto at?",
     ("before_joining", "Carles Coto", PF, "FC Dinamo Tbilisi"),
     {"Carles Coto": "Carles Coto", "FC Dinamo Tbilisi": "Dinamo Tbilisi"}),
    ("Which club did Priskin play for before Preston?", ("before_joining", "Tamás Priskin", PF, "Preston North End F.C."),
     {"Tamás Priskin": "Priskin", "Preston North End F.C.": "Preston"}),
    # longest
    ("Which university did Donald Othmer attend the longest?", ("longest", "Donald Othmer", GR),
     {"Donald Othmer": "Donald Othmer"}),
    ("Who was Werner Klemperer married to the longest?", ("longest", "Werner Klemperer", MA),
     {"Werner Klemperer": "Werner Klemperer"}),
    # how many
    ("How many clubs has Erixon Danso played for?", ("count", "Erixon Danso", PF), {"Erixon Danso": "Erixon Danso"}),
    ("How many prizes did Konrad Lorenz win?", ("count", "Konrad Lorenz", PZ), {"Konrad Lorenz": "Konrad Lorenz"}),
    ("How many parties was Caleb Cushing a member of?", ("count", "Caleb Cushing", AF), {"Caleb Cushing": "Caleb Cushing"}),
    ("How many awards did Otto Warburg receive?", ("count", "Otto Heinrich Warburg", PZ),
     {"Otto Heinrich Warburg": "Otto Warburg"}),
    ("How many prizes has Heisuke Hironaka won?", ("count", "Heisuke Hironaka", PZ),
     {"Heisuke Hironaka": "Heisuke Hironaka"}),
    ("How many universities did Ladislaus Bortkiewicz graduate from?", ("count", "Ladislaus Bortkiewicz", GR),
     {"Ladislaus Bortkiewicz": "Ladislaus Bortkiewicz"}),
    # joined / left
    ("In what year did Jake Kean join Blackburn Rovers?", ("start_year", "Jake Kean", PF, "Blackburn Rovers F.C."),
     {"Jake Kean": "Jake Kean", "Blackburn Rovers F.C.": "Blackburn Rovers"}),
    ("When did Rhys Weston join AFC Wimbledon?", ("start_year", "Rhys Weston", PF, "AFC Wimbledon"),
     {"Rhys Weston": "Rhys Weston", "AFC Wimbledon": "AFC Wimbledon"}),
    ("What year did Demerson sign for Bahia?", ("start_year", "Demerson", PF, "Esporte Clube Bahia"),
     {"Demerson": "Demerson", "Esporte Clube Bahia": "Bahia"}),
    ("When did Jorge Cadete join Bradford City?", ("start_year", "Jorge Cadete", PF, "Bradford City A.F.C."),
     {"Jorge Cadete": "Jorge Cadete", "Bradford City A.F.C.": "Bradford City"}),
    ("In what year did Jacobo Campos leave Celta B?", ("end_year", "Jacobo Campos", PF, "Celta de Vigo B"),
     {"Jacobo Campos": "Jacobo Campos", "Celta de Vigo B": "Celta B"}),
    ("When did Antonio Puche leave Toledo?", ("end_year", "Antonio Puche", PF, "CD Toledo"),
     {"Antonio Puche": "Antonio Puche", "CD Toledo": "Toledo"}),
    ("What year did Helio Pinto leave Sevilla Atletico?", ("end_year", "Hélio Pinto", PF, "Sevilla Atlético"),
     {"Hélio Pinto": "Helio Pinto", "Sevilla Atlético": "Sevilla Atletico"}),
    # prize won in a year
    ("What prize did Adrian Bird get in 1989?", ("start_in", "Adrian Bird", PZ, 1989), {"Adrian Bird": "Adrian Bird"}),
    ("Which award did Saul Perlmutter win in 2002?", ("start_in", "Saul Perlmutter", PZ, 2002),
     {"Saul Perlmutter": "Saul Perlmutter"}),
    ("What did Vicki Hanson win in 2004?", ("start_in", "Vicki L. Hanson", PZ, 2004), {"Vicki L. Hanson": "Vicki Hanson"}),
    # years between birth and a prize / death
    ("How many years after he was born did Bhavesh Bhatt win the Shayda Award?",
     ("years_between", "Bhavesh Bhatt", "Shayda Award"), {"Bhavesh Bhatt": "Bhavesh Bhatt", "Shayda Award": "Shayda Award"}),
    ("How many years after his birth did Lennart Carleson receive the Lomonosov Gold Medal?",
     ("years_between", "Lennart Carleson", "Lomonosov Gold Medal"),
     {"Lennart Carleson": "Lennart Carleson", "Lomonosov Gold Medal": "Lomonosov Gold Medal"}),
    ("How many years after he was born did Raoul Bott get the National Medal of Science?",
     ("years_between", "Raoul Bott", "National Medal of Science"),
     {"Raoul Bott": "Raoul Bott", "National Medal of Science": "National Medal of Science"}),
    ("How many years after he was born did Ladislaus Bortkiewicz die?", ("lifespan", "Ladislaus Bortkiewicz"),
     {"Ladislaus Bortkiewicz": "Bortkiewicz"}),
    ("How many years passed between Maria Mercader's birth and her death?", ("lifespan", "María Mercader"),
     {"María Mercader": "Maria Mercader"}),
    # yes / no
    ("Did Turgay Bahadir play for Rapid Wien in 2001?", ("yesno_year", "Turgay Bahadır", PF, "SK Rapid Wien", 2001),
     {"Turgay Bahadır": "Turgay Bahadir", "SK Rapid Wien": "Rapid Wien"}),
    ("Was Helio Pinto an S.L. Benfica player in 2002?", ("yesno_year", "Hélio Pinto", PF, "S.L. Benfica", 2002),
     {"Hélio Pinto": "Helio Pinto", "S.L. Benfica": "S.L. Benfica"}),
    ("Was Silvestre Varela playing for Estrela da Amadora in 2009?",
     ("yesno_year", "Silvestre Varela", PF, "C.F. Estrela da Amadora", 2009),
     {"Silvestre Varela": "Silvestre Varela", "C.F. Estrela da Amadora": "Estrela da Amadora"}),
    ("was igors labuts at atletico clube de portugal in 2015",
     ("yesno_year", "Igors Labuts", PF, "Atlético Clube de Portugal", 2015),
     {"Igors Labuts": "Igors Labuts", "Atlético Clube de Portugal": "Atletico Clube de Portugal"}),
    # comparisons
    ("Who was born first, Jared Diamond or Giuliano Amato?", ("compare_born", ["Jared Diamond", "Giuliano Amato"]),
     {"Jared Diamond": "Jared Diamond", "Giuliano Amato": "Giuliano Amato"}),
    ("Which of the two was born earlier, Maria Mercader or Yvonne Howell?", ("compare_born", ["María Mercader", "Yvonne Howell"]),
     {"María Mercader": "Maria Mercader", "Yvonne Howell": "Yvonne Howell"}),
    ("Who was born earlier, Niels Jerne or Michel Deon?", ("compare_born", ["Niels Kaj Jerne", "Michel Déon"]),
     {"Niels Kaj Jerne": "Niels Jerne", "Michel Déon": "Michel Deon"}),
    ("Who joined Watford first, Rob Kiernan or Tamas Priskin?",
     ("compare_start", ["Rob Kiernan", "Tamás Priskin"], PF, "Watford F.C."),
     {"Rob Kiernan": "Rob Kiernan", "Tamás Priskin": "Tamas Priskin", "Watford F.C.": "Watford"}),
    ("Who played for Sporting Clube de Portugal first, Silvestre Varela or Paulo Alves?",
     ("compare_start", ["Silvestre Varela", "Paulo Alves"], PF, "Sporting Clube de Portugal"),
     {"Silvestre Varela": "Silvestre Varela", "Paulo Alves": "Paulo Alves", "Sporting Clube de Portugal": "Sporting Clube de Portugal"}),
]

Y_NOANSWER = [
    ("What prize did Konrad Lorenz win in 1970?", ("start_in", "Konrad Lorenz", PZ, 1970),
     {"Konrad Lorenz": "Konrad Lorenz"}),
    ("Which club did Rob Kiernan join in 2014?", ("start_in", "Rob Kiernan", PF, 2014), {"Rob Kiernan": "Rob Kiernan"}),
    ("Who was Hollingsworth Morse married to in 1960?", ("in_year", "Hollingsworth Morse", MA, 1960),
     {"Hollingsworth Morse": "Hollingsworth Morse"}),
]


# --------------------------------------------------------------------------------------------
# checks, split, writer

Y_RELATIONS = {PF, PZ, MA, AF, WA, GR, "wasBornIn", "diedIn", "created", "owns"}
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]


def strings_in(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, (list, tuple)):
        for x in o:
            yield from strings_in(x)


def m_periods(o):
    """period tuples (year,) / (year, month) anywhere in a MultiTQ meaning"""
    if isinstance(o, tuple) and o and all(isinstance(x, int) for x in o) and o[0] > 1000:
        yield o
    elif isinstance(o, (list, tuple)):
        for x in o:
            yield from m_periods(x)


def kind_of(graph, meaning, answers, noanswer):
    if noanswer:
        return "no answer"
    k = meaning[0]
    if k in ("yesno", "yesno_year"):
        return k + ":" + answers[0]
    return k


def check_names(fail, text, typed, named, entities, pools, skipped=()):
    for e in named:
        if e not in typed:
            fail("no typed form for %r in %r" % (e, text))
    for e, t in typed.items():
        if e not in entities:
            fail("unknown entity %r" % e)
            continue
        if e in skipped:
            fail("entity of a skipped line named: %r" % e)
        if not contains_words(text, t):
            fail("typed form %r not in %r" % (t, text))
        if not fits(t, e):
            fail("typed form %r does not fit %r" % (t, e))
        if words(t) in (words(e), name_words(e)):
            continue
        pool = pools(e)
        others = [o for o in pool if o != e and fits(t, o)]
        if others:
            fail("typed form %r of %r also fits %s" % (t, e, others[:5]))


def build(root):
    failures = []

    def fail(msg):
        failures.append(msg)

    mkg = MKG(os.path.join(root, "multitq", "full.txt.gz"))
    ykg = YKG(os.path.join(root, "yago11k"))
    items = []  # (graph, text, meaning, answers, kind)
    for noanswer, qs in ((False, M_QUESTIONS), (True, M_NOANSWER)):
        for text, meaning, typed in qs:
            try:
                ans = sorted(set(m_answer(mkg, meaning)))
            except Refuse as e:
                fail("MultiTQ %r: %s" % (text, e))
                continue
            if bool(ans) == noanswer:
                fail("MultiTQ %r: answers %r" % (text, ans))
            rels = [s for s in strings_in(meaning) if s in (V, H, C, N, P, S, K, PR, A, AP, T)]
            for r in rels:
                if r not in mkg.relations:
                    fail("unknown relation %r" % r)
            named = [s for s in strings_in(meaning) if s in mkg.entities and s not in rels
                     and s not in ("out", "in", "only", "first", "last", "week", "month", "year", "after", "before",
                                   "day")]
            check_names(fail, text, typed, named, mkg.entities, lambda e: mkg.entities)
            for per in m_periods(meaning):
                if str(per[0]) not in text:
                    fail("year %s not in %r" % (per[0], text))
                if len(per) == 2 and MONTHS[per[1] - 1] not in fold(text):
                    fail("month %s not in %r" % (per[1], text))
            items.append(("M", text, meaning, ans, kind_of("M", meaning, ans, noanswer)))
    for noanswer, qs in ((False, Y_QUESTIONS), (True, Y_NOANSWER)):
        for text, meaning, typed in qs:
            try:
                ans = sorted(set(y_answer(ykg, meaning)))
            except Refuse as e:
                fail("YAGO %r: %s" % (text, e))
                continue
            if bool(ans) == noanswer:
                fail("YAGO %r: answers %r" % (text, ans))
            rel = next((s for s in strings_in(meaning) if s in Y_RELATIONS), None)
            named = [s for s in strings_in(meaning) if s in ykg.entities and s not in Y_RELATIONS]
            subjects = set(meaning[1]) if isinstance(meaning[1], list) else {meaning[1]}
            if meaning[0] == "years_between":
                rel = PZ

            def pools(e, rel=rel, subjects=subjects):
                if e not in subjects and rel in (PF, PZ, AF, WA, GR):
                    return ykg.objects[rel]
                return ykg.entities
            check_names(fail, text, typed, named, ykg.entities, pools, ykg.skipped_entities)
            for x in meaning[1:]:
                if isinstance(x, int) and x > 1000 and str(x) not in text:
                    fail("year %s not in %r" % (x, text))
            items.append(("Y", text, meaning, ans, kind_of("Y", meaning, ans, noanswer)))
    # whole set
    texts = collections.Counter(" ".join(words(t)) for g, t, m, a, k in items)
    for t, n in texts.items():
        if n > 1:
            fail("duplicate question %r" % t)
    means = collections.Counter(repr(m) for g, t, m, a, k in items)
    for m, n in means.items():
        if n > 1:
            fail("duplicate meaning %s" % m)
    nm = sum(1 for i in items if i[0] == "M")
    ny = sum(1 for i in items if i[0] == "Y")
    if (nm, ny) != (120, 80):
        fail("counts MultiTQ %d YAGO %d" % (nm, ny))
    return items, failures


def split(items):
    halves = {"dev": {"M": [], "Y": []}, "test": {"M": [], "Y": []}}
    for g in ("M", "Y"):
        groups = collections.OrderedDict()
        for it in items:
            if it[0] == g:
                groups.setdefault(it[4], []).append(it)
        start = 0
        for kind, its in groups.items():
            for i, it in enumerate(its):
                side = ("dev", "test")[(i + start) % 2]
                halves[side][g].append(it)
            if len(its) % 2:
                start = 1 - start
    out = {}
    for side, by in halves.items():
        lists = {}
        for g, its in by.items():
            groups = collections.OrderedDict()
            for it in its:
                groups.setdefault(it[4], []).append(it)
            rr = []
            queues = [list(v) for v in groups.values()]
            while any(queues):
                for q in queues:
                    if q:
                        rr.append(q.pop(0))
            lists[g] = rr
        merged = []
        m, y = lists["M"], lists["Y"]
        while m or y:
            for g in "MYMYM":
                src = m if g == "M" else y
                if not src:
                    src = y if g == "M" else m
                if src:
                    merged.append(src.pop(0))
        out[side] = merged
    return out


def main():
    root = data_dir()
    items, failures = build(root)
    if failures:
        for f in failures:
            print("CHECK FAILED:", f)
        sys.exit(1)
    halves = split(items)
    dev, test = halves["dev"], halves["test"]
    if len(dev) != 100 or len(test) != 100:
        print("CHECK FAILED: halves %d / %d" % (len(dev), len(test)))
        sys.exit(1)
    res = {"dev": [], "test": []}
    for i in range(100):
        for side, pos in (("dev", 2 * i), ("test", 2 * i + 1)):
            g, text, meaning, ans, kind = halves[side][i]
            res[side].append({"id": "p8-%04d" % (pos + 1), "question": text, "answers": sorted(ans)})
    for side in ("dev", "test"):
        with open(os.path.join(HERE, "people8-%s.json" % side), "w", encoding="utf-8") as f:
            json.dump(res[side], f, ensure_ascii=False, indent=1)
            f.write("\n")
    counts = collections.OrderedDict()
    for side in ("dev", "test"):
        for it in halves[side]:
            key = (it[0], it[4])
            counts.setdefault(key, {"dev": 0, "test": 0})[side] += 1
    for (g, k), c in counts.items():
        print("%-8s %-16s %3d  dev %2d / test %2d" % ({"M": "MultiTQ", "Y": "YAGO"}[g], k, c["dev"] + c["test"],
                                                     c["dev"], c["test"]))
    print("dev: MultiTQ %d YAGO %d; test: MultiTQ %d YAGO %d" % (
        sum(1 for x in dev if x[0] == "M"), sum(1 for x in dev if x[0] == "Y"),
        sum(1 for x in test if x[0] == "M"), sum(1 for x in test if x[0] == "Y")))
    print("wrote people8-dev.json and people8-test.json")


if __name__ == "__main__":
    main()
