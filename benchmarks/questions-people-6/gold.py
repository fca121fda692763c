"""questions-people-6: 200 temporal questions in ordinary people's wording over MultiTQ (120) and YAGO11k (80).

The semantics, the questions as data next to their meaning, the checks and the writer (standard library only).
Usage: python3 gold.py [path/to/shared/data]; see README.md.
"""

import datetime
import gzip
import json
import os
import re
import sys
import unicodedata
from collections import Counter, defaultdict

# --------------------------------------------------------------------------------------------- names


def fold(s):
    """Accents folded, lower case, underscores as spaces, a trailing parenthetical dropped, punctuation as spaces."""
    s = s.replace('_', ' ')
    s = re.sub(r'\s*\([^()]*\)\s*$', '', s)
    s = unicodedata.normalize('NFKD', s)
    s = ''.join(c for c in s if not unicodedata.combining(c))
    s = s.lower().replace('\u2019', "'")
    s = re.sub(r"'s\b", '', s)
    s = s.replace("'", '')
    return re.sub(r'[^a-z0-9]+', ' ', s).split()


def subseq(small, big):
    it = iter(big)
    return all(any(w == b for b in it) for w in small)


def contiguous(small, big):
    n = len(small)
    return any(big[i:i + n] == small for i in range(len(big) - n + 1))


class Names:
    """Which entities a typed form fits: its words in order among the entity's words (a trailing parenthetical
    such as a disambiguator ignored); or the entity's whole name typed in full; or a listed short form."""

    def __init__(self, entities, aliases):
        self.entities = sorted(entities)
        self.tok = {e: fold(e) for e in self.entities}
        self.by_word = defaultdict(set)
        for e, t in self.tok.items():
            for w in t:
                self.by_word[w].add(e)
        self.aliases = aliases  # typed form -> entity

    def fitting(self, typed):
        t = fold(typed)
        if not t:
            return set()
        cands = set.intersection(*(self.by_word.get(w, set()) for w in t))
        return {e for e in cands if subseq(t, self.tok[e])}

    def check(self, typed, entity):
        """None when `typed` fits only `entity`, else the reason."""
        if entity not in self.tok:
            return 'no such entity %r' % entity
        t = fold(typed)
        fit = self.fitting(typed)
        if typed in self.aliases or (typed.startswith('the ') and typed[4:] in self.aliases):
            a = self.aliases.get(typed) or self.aliases.get(typed[4:])
            if a != entity:
                return 'alias %r is for %r' % (typed, a)
            others = fit - {entity}
            return None if not others else '%r also fits %s' % (typed, sorted(others)[:3])
        if entity not in fit:
            return '%r does not fit %r' % (typed, entity)
        if fit == {entity}:
            return None
        exact = [e for e in fit if self.tok[e] == t]
        if exact == [entity]:
            return None
        return '%r fits %d entities: %s' % (typed, len(fit), sorted(fit)[:4])


def in_text(typed, text):
    return contiguous(fold(typed), fold(text))


# --------------------------------------------------------------------------------------------- MultiTQ


def day_ord(s):
    return datetime.date.fromisoformat(s).toordinal()


def ord_day(o):
    return datetime.date.fromordinal(o).isoformat()


def mname(s):
    if s.startswith('"') and s.endswith('"'):
        s = s[1:-1].replace('""', '"')
    return s.replace('_', ' ')


# verb key -> the exact reading (relation, inverted?) and the other readings the same words could carry
VERBS = {
    'visit': ('Make a visit', False),
    'host': ('Host a visit', False),
    'phone': ('Discuss by telephone', False),
    'meet': ('Consult', False),
    'negotiate': ('Engage in negotiation', False),
    'criticize': ('Criticize or denounce', False),
    'praise': ('Praise or endorse', False),
    'accuse': ('Accuse', False),
    'sign': ('Sign formal agreement', False),
    'appeal': ('Make an appeal or request', False),
    'threaten': ('Threaten', False),
    'talks': ('Consult', False),
}
ALT = {
    'visit': [('Host a visit', True)],
    'host': [('Make a visit', True)],
    'meet': [("Meet at a 'third' location", False)],
    'criticize': [],
    'praise': [],
    'phone': [],
    'negotiate': [],
    'accuse': [],
    'sign': [],
    'appeal': [],
    'threaten': [],
    'talks': [('Engage in negotiation', False), ("Meet at a 'third' location", False)],
}
SYMMETRIC = {'phone', 'meet', 'negotiate', 'sign', 'talks'}
for _v in SYMMETRIC:  # a symmetric wording may be read in either direction: the answer must not change
    ALT[_v] = ALT[_v] + [(VERBS[_v][0], True)] + [(r, not inv) for r, inv in ALT[_v]]


class MGraph:
    def __init__(self, path):
        self.out = defaultdict(list)   # (head, rel) -> [(day, tail)]
        self.inc = defaultdict(list)   # (tail, rel) -> [(day, head)]
        self.entities = set()
        self.rels = set()
        self.n = 0
        with gzip.open(path, 'rt', encoding='utf-8') as f:
            for line in f:
                h, r, t, d = line.rstrip('\n').split('\t')
                h, r, t = mname(h), r.replace('_', ' '), mname(t)
                d = day_ord(d)
                self.n += 1
                self.entities.add(h)
                self.entities.add(t)
                self.rels.add(r)
                if h == t:
                    continue  # self-loops ignored
                self.out[(h, r)].append((d, t))
                self.inc[(t, r)].append((d, h))
        for dct in (self.out, self.inc):
            for k in dct:
                dct[k] = sorted(set(dct[k]))
        self.lo, self.hi = day_ord('2005-01-01'), day_ord('2015-12-31')

    # a clause: (x, verb, y) with exactly one of x / y None (the asked side) or neither; or ('pair', a, verb, b)
    def events(self, clause, readings):
        """[(day, partner)] of the clause under the given readings; partner is the open side (None if closed)."""
        res = set()
        if clause[0] == 'pair':
            _, a, v, b = clause
            for rel, inv in readings:
                for d, t in self.out.get((a, rel), ()):
                    if t == b:
                        res.add((d, None))
                for d, t in self.out.get((b, rel), ()):
                    if t == a:
                        res.add((d, None))
            return sorted(res)
        x, v, y = clause
        for rel, inv in readings:
            hx, ty = (y, x) if inv else (x, y)
            if hx is not None:
                for d, t in self.out.get((hx, rel), ()):
                    if ty is None or t == ty:
                        res.add((d, t if ty is None else None))
            else:
                for d, h in self.inc.get((ty, rel), ()):
                    res.add((d, h))
        return sorted(res)

    def readings(self, clause, family):
        v = clause[2] if clause[0] == 'pair' else clause[1]
        exact = [VERBS[v]]
        if not family:
            return exact
        return exact + ALT[v]


# periods


def period_range(p):
    """(lo, hi) day ordinals, both included; None for the whole graph."""
    if p is None:
        return None
    k = p[0]
    if k == 'year':
        return day_ord('%04d-01-01' % p[1]), day_ord('%04d-12-31' % p[1])
    if k == 'month':
        y, m = map(int, p[1].split('-'))
        lo = datetime.date(y, m, 1)
        nxt = datetime.date(y + (m == 12), m % 12 + 1, 1)
        return lo.toordinal(), nxt.toordinal() - 1
    if k == 'day':
        return day_ord(p[1]), day_ord(p[1])
    if k == 'range':
        return day_ord(p[1]), day_ord(p[2])
    if k == 'before':  # strictly before the day
        return -10**9, day_ord(p[1]) - 1
    if k == 'after':
        return day_ord(p[1]) + 1, 10**9
    raise ValueError(p)


def within(evs, p):
    r = period_range(p)
    if r is None:
        return list(evs)
    return [e for e in evs if r[0] <= e[0] <= r[1]]


def fmt_day(o, gran):
    s = ord_day(o)
    return {'day': s, 'month': s[:7], 'year': s[:4]}[gran]


class MEval:
    def __init__(self, g):
        self.g = g

    def anchor_day(self, anchor, family):
        """anchor: (clause, which) with which 'only' | 'first' | 'last' | n (the n-th day). One day or None."""
        clause, which = anchor
        days = sorted({d for d, _ in self.g.events(clause, self.g.readings(clause, family))})
        if not days:
            return None
        if which == 'only':
            return days[0] if len(days) == 1 else None
        if which == 'first':
            return days[0]
        if which == 'last':
            return days[-1]
        if isinstance(which, int):
            return days[which - 1] if len(days) >= which else None
        raise ValueError(which)

    def window(self, d, side, span):
        """Windows (lo, hi) for 'the <span> after / before' day d: every reading people may mean; the question is
        kept only when they all give the same answer."""
        dt = datetime.date.fromordinal(d)
        if span == 'week':
            return [(d + 1, d + 7), (d, d + 7)] if side == 'after' else [(d - 7, d - 1), (d - 7, d)]
        if span == 'month':
            if side == 'after':
                y, m = dt.year + (dt.month == 12), dt.month % 12 + 1
                lo = datetime.date(y, m, 1).toordinal()
                hi = datetime.date(y + (m == 12), m % 12 + 1, 1).toordinal() - 1
                return [(lo, hi), (d + 1, d + 30), (d + 1, d + 31)]
            y, m = dt.year - (dt.month == 1), (dt.month - 2) % 12 + 1
            lo = datetime.date(y, m, 1).toordinal()
            hi = datetime.date(dt.year, dt.month, 1).toordinal() - 1
            return [(lo, hi), (d - 30, d - 1), (d - 31, d - 1)]
        if span == 'year':
            if side == 'after':
                return [(datetime.date(dt.year + 1, 1, 1).toordinal(), datetime.date(dt.year + 1, 12, 31).toordinal()),
                        (d + 1, d + 365)]
            return [(datetime.date(dt.year - 1, 1, 1).toordinal(), datetime.date(dt.year - 1, 12, 31).toordinal()),
                    (d - 365, d - 1)]
        if span == 'day':
            return [(d + 1, d + 1)] if side == 'after' else [(d - 1, d - 1)]
        if span == 'next':  # the first day with an event strictly after / the last strictly before
            return [(d + 1, 10**9)] if side == 'after' else [(-10**9, d - 1)]
        raise ValueError(span)

    def run(self, m, family=False, episodes=False):
        """episodes=True: a run of reports of the same pair on days at most 3 apart is one occasion (a trip reported
        over several days); counts, n-th times and "most" must give the same answer either way."""
        g = self.g
        k = m[0]
        if episodes and (k in ('count', 'nth', 'most', 'year_most') or (k == 'when' and isinstance(m[2], int))):
            g = _Episodes(g)
        if k in ('who', 'first', 'last'):
            _, clause, p = m
            evs = within(g.events(clause, g.readings(clause, family)), p)
            if not evs:
                return []
            if k == 'first':
                d0 = evs[0][0]
                evs = [e for e in evs if e[0] == d0]
            elif k == 'last':
                d0 = evs[-1][0]
                evs = [e for e in evs if e[0] == d0]
            return sorted({t for _, t in evs})
        if k == 'when':  # ('when', clause, which, period, gran)
            _, clause, which, p, gran = m
            days = sorted({d for d, _ in within(g.events(clause, g.readings(clause, family)), p)})
            if not days:
                return []
            if which == 'only':
                return [fmt_day(days[0], gran)] if len({fmt_day(d, gran) for d in days}) == 1 else ['?ambiguous']
            d = days[0] if which == 'first' else days[-1] if which == 'last' else (
                days[which - 1] if len(days) >= which else None)
            return [] if d is None else [fmt_day(d, gran)]
        if k == 'nth':  # ('nth', clause, n, period): partners on the n-th day with such an event
            _, clause, n, p = m
            evs = within(g.events(clause, g.readings(clause, family)), p)
            days = sorted({d for d, _ in evs})
            if len(days) < n:
                return []
            return sorted({t for d, t in evs if d == days[n - 1]})
        if k == 'offset':  # ('offset', clause, anchor, side, span, pick, exclude)
            _, clause, anchor, side, span, pick, exclude = m
            d = self.anchor_day(anchor, family)
            if d is None:
                return ['?anchor']
            evs = [e for e in g.events(clause, g.readings(clause, family)) if e[1] not in exclude]
            answers = []
            for lo, hi in self.window(d, side, span):
                w = [e for e in evs if lo <= e[0] <= hi]
                if w and span == 'next':
                    pick_ = 'first' if side == 'after' else 'last'
                else:
                    pick_ = pick
                if w and pick_ == 'first':
                    w = [e for e in w if e[0] == w[0][0]]
                elif w and pick_ == 'last':
                    w = [e for e in w if e[0] == w[-1][0]]
                answers.append(sorted({t for _, t in w}))
            if any(a != answers[0] for a in answers):
                return ['?window']
            return answers[0]
        if k == 'gap':  # ('gap', anchor1, anchor2)
            d1, d2 = self.anchor_day(m[1], family), self.anchor_day(m[2], family)
            if d1 is None or d2 is None:
                return ['?anchor']
            return [str(abs(d2 - d1))]
        if k == 'most':  # ('most', clause, period): partner(s) with the most days; unique, at least 2
            _, clause, p = m
            evs = within(g.events(clause, g.readings(clause, family)), p)
            c = defaultdict(int)
            for _, t in evs:
                c[t] += 1
            if not c:
                return []
            top = max(c.values())
            best = sorted(t for t in c if c[t] == top)
            if top < 2 or len(best) > 1:
                return ['?tie']
            return best
        if k == 'year_most':  # ('year_most', clause): the year with the most days
            _, clause = m
            evs = g.events(clause, g.readings(clause, family))
            c = defaultdict(int)
            for d in {d for d, _ in evs}:
                c[ord_day(d)[:4]] += 1
            if not c:
                return []
            top = max(c.values())
            best = sorted(y for y in c if c[y] == top)
            return best if len(best) == 1 else ['?tie']
        if k == 'ndistinct':
            _, clause, p = m
            return [str(len({t for _, t in within(g.events(clause, g.readings(clause, family)), p)}))]
        if k == 'count':
            _, clause, p = m
            return [str(len({d for d, _ in within(g.events(clause, g.readings(clause, family)), p)}))]
        if k == 'yesno':
            _, clause, p = m
            return ['yes' if within(g.events(clause, g.readings(clause, family)), p) else 'no']
        raise ValueError(m)


class _Episodes:
    """A view of the graph where only the first day of each run of days (at most 3 days apart) per pair counts."""

    def __init__(self, g):
        self.g = g

    def readings(self, clause, family):
        return self.g.readings(clause, family)

    def events(self, clause, readings):
        evs = self.g.events(clause, readings)
        last = {}
        out = []
        for d, t in evs:
            if t not in last or d - last[t] > 3:
                out.append((d, t))
            last[t] = d
        return out


def m_entities(m):
    """Every entity a MultiTQ meaning names."""
    out = []

    def clause_ents(c):
        if c[0] == 'pair':
            return [c[1], c[3]]
        return [e for e in (c[0], c[2]) if e is not None]

    k = m[0]
    if k in ('who', 'first', 'last', 'when', 'nth', 'most', 'year_most', 'ndistinct', 'count', 'yesno'):
        out += clause_ents(m[1])
    elif k == 'offset':
        out += clause_ents(m[1]) + clause_ents(m[2][0])
    elif k == 'gap':
        out += clause_ents(m[1][0]) + clause_ents(m[2][0])
    return out


# --------------------------------------------------------------------------------------------- YAGO


def parse_ydate(s):
    """(year, precision string) or None for unknown; 'bad' for malformed."""
    if s.startswith('####'):
        return None
    m = re.fullmatch(r'(-?\d{1,4})-(\d\d|##)-(\d\d|##)', s)
    if not m:
        return 'bad'
    y = int(m.group(1))
    if m.group(2) == '##':
        return (y, '%04d' % y if y >= 0 else str(y))
    if m.group(3) == '##':
        return (y, '%04d-%s' % (y, m.group(2)))
    return (y, '%04d-%s-%s' % (y, m.group(2), m.group(3)))


class YGraph:
    """Facts (head, rel, tail, start, end); start / end are (year, precision text) or None (unknown / open).
    Lines with a malformed date, a year below 1000, or an end before the start are skipped and taint their
    entities (never named)."""

    def __init__(self, paths):
        self.facts = []
        self.tainted = set()
        self.entities = set()
        seen = set()
        for p in paths:
            with gzip.open(p, 'rt', encoding='utf-8') as f:
                for line in f:
                    parts = line.rstrip('\n').split('\t')
                    h, r, t = (x.strip('<>').replace('_', ' ') for x in parts[:3])
                    self.entities.add(h)
                    self.entities.add(t)
                    s, e = parse_ydate(parts[3]), parse_ydate(parts[4])
                    if s == 'bad' or e == 'bad' or (s and s[0] < 1000) or (e and e[0] < 1000) or (
                            s and e and e[0] < s[0]) or s is None:
                        self.tainted.update((h, t))
                        continue
                    key = (h, r, t, s, e)
                    if key in seen:
                        continue
                    seen.add(key)
                    self.facts.append(key)
        self.facts.sort(key=lambda f: (f[0], f[1], f[2], f[3][1], f[4][1] if f[4] else ''))
        self.out = defaultdict(list)
        self.inc = defaultdict(list)
        for f in self.facts:
            self.out[(f[0], f[1])].append(f)
            self.inc[(f[2], f[1])].append(f)

    def spouses(self, x):
        """isMarriedTo read both ways: [(partner, start, end)]."""
        res = [(f[2], f[3], f[4]) for f in self.out[(x, 'isMarriedTo')]]
        res += [(f[0], f[3], f[4]) for f in self.inc[(x, 'isMarriedTo')]]
        return res

    def rel(self, x, r):
        if r == 'isMarriedTo':
            return self.spouses(x)
        return [(f[2], f[3], f[4]) for f in self.out[(x, r)]]


def is_national(name):
    n = name.lower()
    return 'national' in n and 'team' in n or n.endswith(' national football team')


class YEval:
    def __init__(self, g):
        self.g = g

    def spells(self, x, r, clubs_only=None):
        s = self.g.rel(x, r)
        if r == 'playsFor' and clubs_only is not None:
            s = [f for f in s if not is_national(f[0])] if clubs_only else s
        return s

    def run(self, m, variant=False):
        """variant=True: playsFor with national teams left out (the answer must not change)."""
        k = m[0]
        clubs_only = variant

        def sp(x, r):
            return self.spells(x, r, clubs_only if r == 'playsFor' else None)

        if k in ('born_where', 'died_where'):
            r = 'wasBornIn' if k == 'born_where' else 'diedIn'
            return sorted({f[0] for f in sp(m[1], r)})
        if k in ('born_year', 'died_year', 'born_when', 'died_when'):
            r = 'wasBornIn' if k.startswith('born') else 'diedIn'
            vals = {(str(f[1][0]) if k.endswith('year') else f[1][1]) for f in sp(m[1], r)}
            return sorted(vals) if len(vals) <= 1 else ['?multi']
        if k == 'age_death':  # full dates for both, exact age in years
            b = {f[1][1] for f in sp(m[1], 'wasBornIn')}
            d = {f[1][1] for f in sp(m[1], 'diedIn')}
            if len(b) != 1 or len(d) != 1:
                return ['?multi']
            b, d = b.pop(), d.pop()
            if len(b) != 10 or len(d) != 10:
                return ['?precision']
            bd, dd = datetime.date.fromisoformat(b), datetime.date.fromisoformat(d)
            return [str(dd.year - bd.year - ((dd.month, dd.day) < (bd.month, bd.day)))]
        if k == 'objects':  # ('objects', x, rel): all objects (spouses, prizes ...)
            return sorted({f[0] for f in sp(m[1], m[2])})
        if k == 'at_year':  # ('at_year', x, rel, year): objects whose interval holds the year
            _, x, r, y = m
            res = set()
            for o, s, e in sp(x, r):
                if e is None:
                    if s[0] <= y:
                        return ['?open']
                    continue
                if s[0] <= y <= e[0]:
                    res.add(o)
            return sorted(res)
        if k == 'started_in':  # ('started_in', x, rel, year): objects starting that year (prizes, works)
            _, x, r, y = m
            return sorted({o for o, s, e in sp(x, r) if s[0] == y})
        if k in ('start', 'end', 'length'):  # ('start', x, rel, obj, gran) gran 'year' | 'when'
            x, r, o = m[1], m[2], m[3]
            fs = [f for f in sp(x, r) if f[0] == o]
            if k == 'start':
                vals = {(str(f[1][0]) if m[4] == 'year' else f[1][1]) for f in fs}
            elif k == 'end':
                if any(f[2] is None for f in fs):
                    return ['?open']
                vals = {str(f[2][0]) for f in fs}
            else:
                if any(f[2] is None for f in fs):
                    return ['?open']
                vals = {str(f[2][0] - f[1][0]) for f in fs}
            return sorted(vals) if len(vals) <= 1 else ['?multi']
        if k in ('first', 'last'):  # ('first', x, rel): object(s) with the smallest / largest start year
            fs = sp(m[1], m[2])
            if not fs:
                return []
            ys = [f[1][0] for f in fs]
            t = min(ys) if k == 'first' else max(ys)
            return sorted({f[0] for f in fs if f[1][0] == t})
        if k in ('next', 'prev'):  # ('next', x, rel, obj)
            x, r, o = m[1], m[2], m[3]
            fs = sp(x, r)
            ref = [f for f in fs if f[0] == o]
            if len(ref) != 1:
                return ['?ref']
            ref = ref[0]
            others = [f for f in fs if f[0] != o]
            if any(f[1][0] == ref[1][0] for f in others):
                return ['?sameyear']
            if k == 'next':
                if ref[2] is None:
                    return ['?open']
                later = [f for f in others if f[1][0] > ref[1][0]]
                if not later:
                    return []
                t = min(f[1][0] for f in later)
                res = [f for f in later if f[1][0] == t]
                if t < ref[2][0]:
                    return ['?overlap']  # "after leaving" and "after joining" must agree
            else:
                earlier = [f for f in others if f[1][0] < ref[1][0]]
                if not earlier:
                    return []
                t = max(f[1][0] for f in earlier)
                res = [f for f in earlier if f[1][0] == t]
                if any(f[2] is None or f[2][0] > ref[1][0] for f in res):
                    return ['?overlap']
            names = sorted({f[0] for f in res})
            return names if len(names) == 1 else ['?tie']
        if k == 'longest':  # ('longest', x, rel): summed end - start years per object; all closed; unique
            fs = sp(m[1], m[2])
            if any(f[2] is None for f in fs):
                return ['?open']
            c = defaultdict(int)
            for o, s, e in fs:
                c[o] += e[0] - s[0]
            if not c:
                return []
            top = max(c.values())
            best = sorted(o for o in c if c[o] == top)
            return best if len(best) == 1 else ['?tie']
        if k == 'ndistinct':  # ('ndistinct', x, rel)
            return [str(len({f[0] for f in sp(m[1], m[2])}))]
        if k == 'yesno_at':  # ('yesno_at', x, rel, obj, year): was x with obj in that year
            _, x, r, o, y = m
            fs = [f for f in sp(x, r) if f[0] == o]
            if any(f[2] is None and f[1][0] <= y for f in fs):
                return ['?open']
            return ['yes' if any(f[1][0] <= y <= f[2][0] for f in fs) else 'no']
        if k == 'yesno_before':  # ('yesno_before', x, rel, obj, year): did x start with obj before the year
            _, x, r, o, y = m
            return ['yes' if any(f[0] == o and f[1][0] < y for f in sp(x, r)) else 'no']
        if k == 'years_between':  # ('years_between', (x, rel, obj), (x2, rel2, obj2)): start years apart
            a = self.run(('start', m[1][0], m[1][1], m[1][2], 'year'), variant)
            b = self.run(('start', m[2][0], m[2][1], m[2][2], 'year'), variant)
            if len(a) != 1 or len(b) != 1 or a[0].startswith('?') or b[0].startswith('?'):
                return ['?ref']
            return [str(abs(int(b[0]) - int(a[0])))]
        if k == 'age_at':  # ('age_at', x, rel, obj): start year of (x rel obj) minus birth year
            b = self.run(('born_year', m[1]), variant)
            a = self.run(('start', m[1], m[2], m[3], 'year'), variant)
            if len(a) != 1 or len(b) != 1 or a[0].startswith('?') or b[0].startswith('?'):
                return ['?ref']
            return [str(int(a[0]) - int(b[0]))]
        raise ValueError(m)


def y_entities(m):
    k = m[0]
    out = [m[1]] if isinstance(m[1], str) else []
    if k in ('start', 'end', 'length', 'next', 'prev', 'yesno_at', 'yesno_before', 'age_at'):
        out.append(m[3])
    if k == 'years_between':
        out = [m[1][0], m[1][2], m[2][0], m[2][2]]
    return out


def load(data):
    mg = MGraph(os.path.join(data, 'multitq', 'full.txt.gz'))
    yg = YGraph([os.path.join(data, 'yago11k', n) for n in ('train.txt.gz', 'valid.txt.gz', 'test.txt.gz')])
    return mg, yg


# --------------------------------------------------------------------------------------------- MultiTQ questions
# (text, meaning, {typed form: entity})
W, ID, AP, AD, SH, IS = ('James Wolfensohn', 'Yerlan Idrisov', 'Anand Panyarachun', 'János Áder', 'Ibrahim Shehu Shema',
                         'Shigeru Ishiba')
HA, MG, LA, PA, RO, BA = ('Stephen Hadley', 'Magomedsalam Magomedov', 'Yair Lapid', 'Henry M. Paulson', 'Taavi Rõivas',
                          'Frank Bainimarama')
LY, DJ, NO, BS, YO, JA = ('Liu Yandong', 'Milo Djukanovic', 'Zurab Nogaideli', 'Lulzim Basha', 'Kaoru Yosano',
                          'Eshaq Jahangiri')
MED, NET, FRA = 'Dmitry Anatolyevich Medvedev', 'Benjamin Netanyahu', 'Mikhail Yefimovich Fradkov'

M_QUESTIONS = [
    # --- who / where in a month, a day or a stretch of time
    ("Who did Idrisov sit down with in November 2013?", ('who', (ID, 'meet', None), ('month', '2013-11')),
     {'Idrisov': ID}),
    ("Who did Magomedov meet in June 2011?", ('who', (MG, 'meet', None), ('month', '2011-06')), {'Magomedov': MG}),
    ("Who did Henry Paulson have talks with in September 2007?", ('who', (PA, 'talks', None), ('month', '2007-09')),
     {'Henry Paulson': PA}),
    ("Who did Yosano hold talks with in March 2006?", ('who', (YO, 'talks', None), ('month', '2006-03')),
     {'Yosano': YO}),
    ("Who did Jahangiri appeal to in November 2014?", ('who', (JA, 'appeal', None), ('month', '2014-11')),
     {'Jahangiri': JA}),
    ("Where did Nogaideli travel between January and June 2006?",
     ('who', (NO, 'visit', None), ('range', '2006-01-01', '2006-06-30')), {'Nogaideli': NO}),
    ("Who did Yair Lapid meet between March and May 2013?",
     ('who', (LA, 'meet', None), ('range', '2013-03-01', '2013-05-31')), {'Yair Lapid': LA}),
    # --- who / where in a year
    ("Who spoke highly of Anand Panyarachun in 2010?", ('who', (None, 'praise', AP), ('year', 2010)),
     {'Anand Panyarachun': AP}),
    ("Who did Ishiba criticise in 2011?", ('who', (IS, 'criticize', None), ('year', 2011)), {'Ishiba': IS}),
    ("Which people did Yair Lapid criticize in 2014?", ('who', (LA, 'criticize', None), ('year', 2014)),
     {'Yair Lapid': LA}),
    ("Who did Djukanovic negotiate with in 2006?", ('who', (DJ, 'negotiate', None), ('year', 2006)),
     {'Djukanovic': DJ}),
    ("Who criticised Shema in 2014?", ('who', (None, 'criticize', SH), ('year', 2014)),
     {'Shema': SH}),
    # --- first / last within a period
    ("Who did Ader first hold talks with in 2014?", ('first', (AD, 'talks', None), ('year', 2014)), {'Ader': AD}),
    ("Where did Ishiba travel first in 2009?", ('first', (IS, 'visit', None), ('year', 2009)), {'Ishiba': IS}),
    ("Who was the first person Stephen Hadley met in 2006?", ('first', (HA, 'meet', None), ('year', 2006)),
     {'Stephen Hadley': HA}),
    ("Who did Magomedov make his first appeal to in 2010?", ('first', (MG, 'appeal', None), ('year', 2010)),
     {'Magomedov': MG}),
    ("What was the first country Djukanovic visited in 2009?", ('first', (DJ, 'visit', None), ('year', 2009)),
     {'Djukanovic': DJ}),
    ("Who was the first person Lulzim Basha phoned in 2007?", ('first', (BS, 'phone', None), ('year', 2007)),
     {'Lulzim Basha': BS}),
    ("Who was the last to negotiate with Idrisov in 2014?", ('last', (None, 'negotiate', ID), ('year', 2014)),
     {'Idrisov': ID}),
    ("Who was the last person to call Roivas in 2015?", ('last', (None, 'phone', RO), ('year', 2015)),
     {'Roivas': RO}),
    ("Who did Kaoru Yosano meet last in 2009?", ('last', (YO, 'meet', None), ('year', 2009)), {'Kaoru Yosano': YO}),
    ("Which leader did Jahangiri host first in 2015?", ('first', (JA, 'host', None), ('year', 2015)),
     {'Jahangiri': JA}),
    ("Who was the first to praise Yosano in 2008?", ('first', (None, 'praise', YO), ('year', 2008)),
     {'Yosano': YO}),
    ("Who signed the first deal with Nogaideli in 2010?", ('first', (NO, 'sign', None), ('year', 2010)),
     {'Nogaideli': NO}),
    # --- when first / last (day, month, year)
    ("In which month did Anand Panyarachun last have talks with Abhisit?",
     ('when', (AP, 'talks', 'Abhisit Vejjajiva'), 'last', None, 'month'),
     {'Anand Panyarachun': AP, 'Abhisit': 'Abhisit Vejjajiva'}),
    ("In which month did Shema first meet Buhari?", ('when', (SH, 'meet', 'Muhammadu Buhari'), 'first', None, 'month'),
     {'Shema': SH, 'Buhari': 'Muhammadu Buhari'}),
    ("What month did Ishiba first go to China?", ('when', (IS, 'visit', 'China'), 'first', None, 'month'),
     {'Ishiba': IS, 'China': 'China'}),
    ("On what date did Hadley first sit down with Chung Dong-young?",
     ('when', (HA, 'meet', 'Chung Dong-young'), 'first', None, 'day'),
     {'Hadley': HA, 'Chung Dong-young': 'Chung Dong-young'}),
    ("When did Lapid first sign an agreement with Netanyahu?", ('when', (LA, 'sign', NET), 'first', None, 'day'),
     {'Lapid': LA, 'Netanyahu': NET}),
    ("What year did Roivas first meet Yatsenyuk?", ('when', (RO, 'meet', 'Arseniy Yatsenyuk'), 'first', None, 'year'),
     {'Roivas': RO, 'Yatsenyuk': 'Arseniy Yatsenyuk'}),
    ("When did Djukanovic first meet Gul?", ('when', (DJ, 'meet', 'Abdullah Gül'), 'first', None, 'day'),
     {'Djukanovic': DJ, 'Gul': 'Abdullah Gül'}),
    ("When was the last time Basha met the IMF?",
     ('when', (BS, 'meet', 'International Monetary Fund'), 'last', None, 'day'),
     {'Basha': BS, 'IMF': 'International Monetary Fund'}),
    # --- the n-th time X did Y
    ("When did Henry Paulson praise China for the third time?", ('when', (PA, 'praise', 'China'), 3, None, 'day'),
     {'Henry Paulson': PA, 'China': 'China'}),
    ("When did Idrisov go to China for the second time?", ('when', (ID, 'visit', 'China'), 2, None, 'day'),
     {'Idrisov': ID, 'China': 'China'}),
    ("When did Ader meet Kiska for the second time?", ('when', (AD, 'meet', 'Andrej Kiska'), 2, None, 'day'),
     {'Ader': AD, 'Kiska': 'Andrej Kiska'}),
    ("When did Stephen Hadley sit down with Gul for the second time?",
     ('when', (HA, 'meet', 'Abdullah Gül'), 2, None, 'day'), {'Stephen Hadley': HA, 'Gul': 'Abdullah Gül'}),
    ("When did Magomedov ring Medvedev for the second time?", ('when', (MG, 'phone', MED), 2, None, 'day'),
     {'Magomedov': MG, 'Medvedev': MED}),
    ("When did Lapid criticize Netanyahu for the second time?", ('when', (LA, 'criticize', NET), 2, None, 'day'),
     {'Lapid': LA, 'Netanyahu': NET}),
    ("When was Henry Paulson's third trip to Japan?", ('when', (PA, 'visit', 'Japan'), 3, None, 'day'),
     {'Henry Paulson': PA, 'Japan': 'Japan'}),
    ("When did Roivas sign an agreement with Stubb for the second time?",
     ('when', (RO, 'sign', 'Alexander Stubb'), 2, None, 'day'), {'Roivas': RO, 'Stubb': 'Alexander Stubb'}),
    ("When did Bainimarama go to the Middle East for the third time?",
     ('when', (BA, 'visit', 'Middle East'), 3, None, 'day'), {'Bainimarama': BA, 'Middle East': 'Middle East'}),
    # --- the n-th event of a period: its partner
    ("Where did Wolfensohn go on his second trip of 2005?", ('nth', (W, 'visit', None), 2, ('year', 2005)),
     {'Wolfensohn': W}),
    ("Who was the second person Bainimarama met in 2014?", ('nth', (BA, 'meet', None), 2, ('year', 2014)),
     {'Bainimarama': BA}),
    ("Who did Liu Yandong meet second in 2009?", ('nth', (LY, 'meet', None), 2, ('year', 2009)),
     {'Liu Yandong': LY}),
    # --- the week / month / year after or before an event
    ("Who did Hadley negotiate with in the week after his talks with Rassoul?",
     ('offset', (HA, 'negotiate', None), ((HA, 'talks', 'Zalmai Rassoul'), 'only'), 'after', 'week', 'all', ()),
     {'Hadley': HA, 'Rassoul': 'Zalmai Rassoul'}),
    ("Who did Lapid accuse in the week after his last talks with Livni?",
     ('offset', (LA, 'accuse', None), ((LA, 'talks', 'Tzipi Livni'), 'last'), 'after', 'week', 'all', ()),
     {'Lapid': LA, 'Livni': 'Tzipi Livni'}),
    ("Who did Roivas meet in the week before he hosted Stoltenberg?",
     ('offset', (RO, 'meet', None), ((RO, 'host', 'Jens Stoltenberg'), 'only'), 'before', 'week', 'all', ()),
     {'Roivas': RO, 'Stoltenberg': 'Jens Stoltenberg'}),
    ("Who did Jahangiri appeal to in the week after his first meeting with Maliki?",
     ('offset', (JA, 'appeal', None), ((JA, 'meet', 'Nuri al-Maliki'), 'first'), 'after', 'week', 'all', ()),
     {'Jahangiri': JA, 'Maliki': 'Nuri al-Maliki'}),
    ("In the month after Ader's meeting with Van Rompuy, who did he meet?",
     ('offset', (AD, 'meet', None), ((AD, 'meet', 'Herman Van Rompuy'), 'only'), 'after', 'month', 'all', ()),
     {'Ader': AD, 'Van Rompuy': 'Herman Van Rompuy'}),
    ("Who did Idrisov meet in the month after he hosted Karimov?",
     ('offset', (ID, 'meet', None), ((ID, 'host', 'Islam Karimov'), 'only'), 'after', 'month', 'all', ()),
     {'Idrisov': ID, 'Karimov': 'Islam Karimov'}),
    ("Who did Bainimarama meet in the month before he first met Xi Jinping?",
     ('offset', (BA, 'meet', None), ((BA, 'meet', 'Xi Jinping'), 'first'), 'before', 'month', 'all', ()),
     {'Bainimarama': BA, 'Xi Jinping': 'Xi Jinping'}),
    ("Who did Nogaideli negotiate with in the month before his first negotiations with Fradkov?",
     ('offset', (NO, 'negotiate', None), ((NO, 'negotiate', FRA), 'first'), 'before', 'month', 'all', ()),
     {'Nogaideli': NO, 'Fradkov': FRA}),
    ("Who did Liu Yandong hold talks with in the year before her meeting with Netanyahu?",
     ('offset', (LY, 'talks', None), ((LY, 'meet', NET), 'only'), 'before', 'year', 'all', ()),
     {'Liu Yandong': LY, 'Netanyahu': NET}),
    ("Where did Roivas travel in the year after he praised Butkevicius?",
     ('offset', (RO, 'visit', None), ((RO, 'praise', 'Algirdas Butkevičius'), 'only'), 'after', 'year', 'all', ()),
     {'Roivas': RO, 'Butkevicius': 'Algirdas Butkevičius'}),
    ("Who did Djukanovic accuse in the year before his first talks with Hashim Thaci?",
     ('offset', (DJ, 'accuse', None), ((DJ, 'talks', 'Hashim Thaçi'), 'first'), 'before', 'year', 'all', ()),
     {'Djukanovic': DJ, 'Hashim Thaci': 'Hashim Thaçi'}),
    ("Who did Henry Paulson praise in the year after his first talks with Lagarde?",
     ('offset', (PA, 'praise', None), ((PA, 'talks', 'Christine Lagarde'), 'first'), 'after', 'year', 'all', ()),
     {'Henry Paulson': PA, 'Lagarde': 'Christine Lagarde'}),
    ("Who did Ader host in the year before his talks with Ilves?",
     ('offset', (AD, 'host', None), ((AD, 'talks', 'Toomas Hendrik Ilves'), 'only'), 'before', 'year', 'all', ()),
     {'Ader': AD, 'Ilves': 'Toomas Hendrik Ilves'}),
    # --- the next / previous event of X after / before another of X's events
    ("After his meeting with Gazprom, who did Magomedov meet next?",
     ('offset', (MG, 'meet', None), ((MG, 'meet', 'Gazprom'), 'only'), 'after', 'next', 'all', ()),
     {'Magomedov': MG, 'Gazprom': 'Gazprom'}),
    ("Who did Ader hold talks with next after his talks with Van Rompuy?",
     ('offset', (AD, 'talks', None), ((AD, 'talks', 'Herman Van Rompuy'), 'only'), 'after', 'next', 'all', ()),
     {'Ader': AD, 'Van Rompuy': 'Herman Van Rompuy'}),
    ("Who did Wolfensohn meet last before his trip to the United Arab Emirates?",
     ('offset', (W, 'meet', None), ((W, 'visit', 'United Arab Emirates'), 'only'), 'before', 'next', 'all', ()),
     {'Wolfensohn': W, 'United Arab Emirates': 'United Arab Emirates'}),
    ("Which country did Ishiba visit next after his talks with Matsuzawa?",
     ('offset', (IS, 'visit', None), ((IS, 'talks', 'Shigefumi Matsuzawa'), 'only'), 'after', 'next', 'all', ()),
     {'Ishiba': IS, 'Matsuzawa': 'Shigefumi Matsuzawa'}),
    ("Who was the last person Djukanovic appealed to before his last talks with Berisha?",
     ('offset', (DJ, 'appeal', None), ((DJ, 'talks', 'Sali Berisha'), 'last'), 'before', 'next', 'all', ()),
     {'Djukanovic': DJ, 'Berisha': 'Sali Berisha'}),
    ("Who was the last person Lapid criticized before his final talks with Livni?",
     ('offset', (LA, 'criticize', None), ((LA, 'talks', 'Tzipi Livni'), 'last'), 'before', 'next', 'all', ()),
     {'Lapid': LA, 'Livni': 'Tzipi Livni'}),
    # --- who did the same to Y right after / right before X did
    ("Who visited Cambodia right after Wolfensohn did?",
     ('offset', (None, 'visit', 'Cambodia'), ((W, 'visit', 'Cambodia'), 'only'), 'after', 'next', 'first', (W,)),
     {'Wolfensohn': W, 'Cambodia': 'Cambodia'}),
    ("Who met Berdymukhammedov right after Ader did?",
     ('offset', (None, 'meet', 'Gurbanguly Berdymukhammedov'), ((AD, 'meet', 'Gurbanguly Berdymukhammedov'), 'only'),
      'after', 'next', 'first', (AD,)),
     {'Berdymukhammedov': 'Gurbanguly Berdymukhammedov', 'Ader': AD}),
    ("Who met Yasuo Fukuda right after Ishiba did?",
     ('offset', (None, 'meet', 'Yasuo Fukuda'), ((IS, 'meet', 'Yasuo Fukuda'), 'only'), 'after', 'next', 'first',
      (IS,)), {'Yasuo Fukuda': 'Yasuo Fukuda', 'Ishiba': IS}),
    ("Who phoned Mammadyarov right after Basha did?",
     ('offset', (None, 'phone', 'Elmar Mammadyarov'), ((BS, 'phone', 'Elmar Mammadyarov'), 'only'), 'after', 'next',
      'first', (BS,)), {'Mammadyarov': 'Elmar Mammadyarov', 'Basha': BS}),
    ("Who met Jansa just before Djukanovic did?",
     ('offset', (None, 'meet', 'Janez Jansa'), ((DJ, 'meet', 'Janez Jansa'), 'only'), 'before', 'next', 'last', (DJ,)),
     {'Jansa': 'Janez Jansa', 'Djukanovic': DJ}),
    ("Who negotiated with Okada right after Yosano did?",
     ('offset', (None, 'negotiate', 'Okada Katsuya'), ((YO, 'negotiate', 'Okada Katsuya'), 'only'), 'after', 'next',
      'first', (YO,)), {'Okada': 'Okada Katsuya', 'Yosano': YO}),
    ("Who held talks with Xi Jinping right after Henry Paulson's first talks with him?",
     ('offset', (None, 'talks', 'Xi Jinping'), ((PA, 'talks', 'Xi Jinping'), 'first'), 'after', 'next', 'first', (PA,)),
     {'Xi Jinping': 'Xi Jinping', 'Henry Paulson': PA}),
    # --- days between two events
    ("How many days were there between Shema's criticism of Edwin Clark and his appeal to USAID?",
     ('gap', ((SH, 'criticize', 'Edwin Clark'), 'only'), ((SH, 'appeal', 'USAID'), 'only')),
     {'Shema': SH, 'Edwin Clark': 'Edwin Clark', 'USAID': 'USAID'}),
    ("How many days separated Hadley's talks with Solomon Passy and his meeting with Joschka Fischer?",
     ('gap', ((HA, 'talks', 'Solomon Passy'), 'only'), ((HA, 'meet', 'Joschka Fischer'), 'only')),
     {'Hadley': HA, 'Solomon Passy': 'Solomon Passy', 'Joschka Fischer': 'Joschka Fischer'}),
    ("How many days passed between Henry Paulson's trip to Mexico and his talks with Peter Costello?",
     ('gap', ((PA, 'visit', 'Mexico'), 'only'), ((PA, 'talks', 'Peter Costello'), 'only')),
     {'Henry Paulson': PA, 'Mexico': 'Mexico', 'Peter Costello': 'Peter Costello'}),
    ("How many days were there between Bainimarama's visit to Vanuatu and his praise for Kamalesh Sharma?",
     ('gap', ((BA, 'visit', 'Vanuatu'), 'only'), ((BA, 'praise', 'Kamalesh Sharma'), 'only')),
     {'Bainimarama': BA, 'Vanuatu': 'Vanuatu', 'Kamalesh Sharma': 'Kamalesh Sharma'}),
    ("How many days apart were Liu Yandong's talks with Sipila and her talks with Netanyahu?",
     ('gap', ((LY, 'talks', 'Juha Sipilä'), 'only'), ((LY, 'talks', NET), 'only')),
     {'Liu Yandong': LY, 'Sipila': 'Juha Sipilä', 'Netanyahu': NET}),
    ("How many days after hosting Schussel did Nogaideli meet him?",
     ('gap', ((NO, 'host', 'Wolfgang Schüssel'), 'only'), ((NO, 'meet', 'Wolfgang Schüssel'), 'only')),
     {'Schussel': 'Wolfgang Schüssel', 'Nogaideli': NO}),
    # --- most often in a year
    ("Which country hosted Henry Paulson most often in 2007?", ('most', (None, 'host', PA), ('year', 2007)),
     {'Henry Paulson': PA}),
    ("Who met Bainimarama most often in 2009?", ('most', (None, 'meet', BA), ('year', 2009)), {'Bainimarama': BA}),
    ("Who did Stephen Hadley hold talks with most often in 2005?", ('most', (HA, 'talks', None), ('year', 2005)),
     {'Stephen Hadley': HA}),
    ("Who did Lapid meet most often in 2014?", ('most', (LA, 'meet', None), ('year', 2014)), {'Lapid': LA}),
    ("Who did Djukanovic meet the most times in 2005?", ('most', (DJ, 'meet', None), ('year', 2005)),
     {'Djukanovic': DJ}),
    ("Who negotiated with Nogaideli most often in 2005?", ('most', (None, 'negotiate', NO), ('year', 2005)),
     {'Nogaideli': NO}),
    # --- how many different
    ("How many different countries did Wolfensohn visit in 2006?", ('ndistinct', (W, 'visit', None), ('year', 2006)),
     {'Wolfensohn': W}),
    ("How many different leaders did Ader meet in 2013?", ('ndistinct', (AD, 'meet', None), ('year', 2013)),
     {'Ader': AD}),
    ("How many different people did Roivas praise in 2014?", ('ndistinct', (RO, 'praise', None), ('year', 2014)),
     {'Roivas': RO}),
    ("How many different countries did Henry Paulson praise in 2007?",
     ('ndistinct', (PA, 'praise', None), ('year', 2007)), {'Henry Paulson': PA}),
    ("How many different people did Stephen Hadley meet in 2005?",
     ('ndistinct', (HA, 'meet', None), ('year', 2005)), {'Stephen Hadley': HA}),
    ("How many different people did Yair Lapid accuse in 2014?", ('ndistinct', (LA, 'accuse', None), ('year', 2014)),
     {'Yair Lapid': LA}),
    # --- how many times
    ("How many times did Lapid accuse Netanyahu?", ('count', (LA, 'accuse', NET), None), {'Lapid': LA, 'Netanyahu': NET}),
    ("How many times did Magomedov phone Medvedev?", ('count', (MG, 'phone', MED), None),
     {'Magomedov': MG, 'Medvedev': MED}),
    ("How many times did Djukanovic meet Berisha?", ('count', (DJ, 'meet', 'Sali Berisha'), None),
     {'Djukanovic': DJ, 'Berisha': 'Sali Berisha'}),
    ("How many times did Basha go to Portugal?", ('count', (BS, 'visit', 'Portugal'), None),
     {'Basha': BS, 'Portugal': 'Portugal'}),
    ("How many trips to China did Ishiba make?", ('count', (IS, 'visit', 'China'), None),
     {'Ishiba': IS, 'China': 'China'}),
    # --- between A and B (either direction)
    ("How many meetings were there between Bainimarama and Kamalesh Sharma?",
     ('count', ('pair', BA, 'meet', 'Kamalesh Sharma'), None), {'Bainimarama': BA, 'Kamalesh Sharma': 'Kamalesh Sharma'}),
    ("How many rounds of talks were held between Roivas and Ilves?",
     ('count', ('pair', RO, 'talks', 'Toomas Hendrik Ilves'), None), {'Roivas': RO, 'Ilves': 'Toomas Hendrik Ilves'}),
    ("When did Djukanovic and Dzurinda last speak on the phone?",
     ('when', ('pair', DJ, 'phone', 'Mikulas Dzurinda'), 'last', None, 'day'),
     {'Djukanovic': DJ, 'Dzurinda': 'Mikulas Dzurinda'}),
    ("When were the last negotiations between Nogaideli and Kalvitis?",
     ('when', ('pair', NO, 'negotiate', 'Aigars Kalvitis'), 'last', None, 'day'),
     {'Nogaideli': NO, 'Kalvitis': 'Aigars Kalvitis'}),
    ("When did the last talks between Jahangiri and Maliki take place?",
     ('when', ('pair', JA, 'talks', 'Nuri al-Maliki'), 'last', None, 'day'),
     {'Jahangiri': JA, 'Maliki': 'Nuri al-Maliki'}),
    ("How many rounds of negotiations took place between Nogaideli and Fradkov?",
     ('count', ('pair', NO, 'negotiate', FRA), None), {'Nogaideli': NO, 'Fradkov': FRA}),
    # --- which year the most
    ("In which year did Shema make the most appeals?", ('year_most', (SH, 'appeal', None)), {'Shema': SH}),
    ("Which year did Ishiba make the most visits?", ('year_most', (IS, 'visit', None)), {'Ishiba': IS}),
    ("In which year did Henry Paulson hold the most negotiations?", ('year_most', (PA, 'negotiate', None)),
     {'Henry Paulson': PA}),
    ("In which year did Bainimarama make the most threats?", ('year_most', (BA, 'threaten', None)),
     {'Bainimarama': BA}),
    ("Which year did Nogaideli hold the most talks?", ('year_most', (NO, 'talks', None)), {'Nogaideli': NO}),
    ("In which year did Lapid criticize others most often?", ('year_most', (LA, 'criticize', None)), {'Lapid': LA}),
    # --- did X ever ... before <year>
    ("Did Wolfensohn ever visit Thailand before 2008?", ('yesno', (W, 'visit', 'Thailand'), ('before', '2008-01-01')),
     {'Wolfensohn': W, 'Thailand': 'Thailand'}),
    ("Did Ader ever visit Vietnam before 2015?", ('yesno', (AD, 'visit', 'Vietnam'), ('before', '2015-01-01')),
     {'Ader': AD, 'Vietnam': 'Vietnam'}),
    ("Had Idrisov ever met Islam Karimov before 2013?",
     ('yesno', (ID, 'meet', 'Islam Karimov'), ('before', '2013-01-01')), {'Idrisov': ID, 'Islam Karimov': 'Islam Karimov'}),
    ("Had Shema met Buhari before 2012?", ('yesno', (SH, 'meet', 'Muhammadu Buhari'), ('before', '2012-01-01')),
     {'Shema': SH, 'Buhari': 'Muhammadu Buhari'}),
    ("Did Ishiba ever meet Noda before 2012?", ('yesno', (IS, 'meet', 'Yoshihiko Noda'), ('before', '2012-01-01')),
     {'Ishiba': IS, 'Noda': 'Yoshihiko Noda'}),
    ("Had Lapid ever criticized Netanyahu before 2013?", ('yesno', (LA, 'criticize', NET), ('before', '2013-01-01')),
     {'Lapid': LA, 'Netanyahu': NET}),
    ("Did Roivas ever hold talks with Sipila before 2015?",
     ('yesno', (RO, 'talks', 'Juha Sipilä'), ('before', '2015-01-01')), {'Roivas': RO, 'Sipila': 'Juha Sipilä'}),
    ("Had Liu Yandong met Rahm Emanuel before 2014?",
     ('yesno', (LY, 'meet', 'Rahm Israel Emanuel'), ('before', '2014-01-01')),
     {'Liu Yandong': LY, 'Rahm Emanuel': 'Rahm Israel Emanuel'}),
    ("Did Basha ever negotiate with Krasniqi before 2009?",
     ('yesno', (BS, 'negotiate', 'Jakup Krasniqi'), ('before', '2009-01-01')),
     {'Basha': BS, 'Krasniqi': 'Jakup Krasniqi'}),
    ("Did Nogaideli ever criticize Gazprom before 2006?", ('yesno', (NO, 'criticize', 'Gazprom'), ('before', '2006-01-01')),
     {'Nogaideli': NO, 'Gazprom': 'Gazprom'}),
]

M_NOANSWER = [
    ("Where did Yair Lapid travel in 2017?", ('who', (LA, 'visit', None), ('year', 2017)), {'Yair Lapid': LA}),
    ("When did Ader first phone Merkel?", ('when', (AD, 'phone', 'Angela Merkel'), 'first', None, 'day'),
     {'Ader': AD, 'Merkel': 'Angela Merkel'}),
    ("Who did Idrisov criticize in 2006?", ('who', (ID, 'criticize', None), ('year', 2006)), {'Idrisov': ID}),
    ("Where did Shema travel in the week after his criticism of Edwin Clark?",
     ('offset', (SH, 'visit', None), ((SH, 'criticize', 'Edwin Clark'), 'only'), 'after', 'week', 'all', ()),
     {'Shema': SH, 'Edwin Clark': 'Edwin Clark'}),
    ("Who did Roivas threaten first?", ('first', (RO, 'threaten', None), None), {'Roivas': RO}),
]


# --------------------------------------------------------------------------------------------- YAGO11k questions
# (text, meaning, {typed form: entity})
MK, SW, FM, NA = 'Mick Kennedy', 'Stephen Wright (English footballer)', 'Franck Moussa', 'Nuno Afonso'
KA, RD, LL, IZ = 'Keith Andrews (footballer)', 'Rayco García Dauta', 'Luís Lourenço', 'Iván Zarandona'
SS, GB, TZ, CM = 'Sebastián Saja', 'Gerardo Berodia', 'Tomasz Zdebel', 'Chris Mavinga'
P = 'playsFor'
MAR = 'isMarriedTo'
PR = 'hasWonPrize'
WK = 'worksAt'

Y_QUESTIONS = [
    # --- football: first / last club, club in a year, joined in a year
    ("What was Mick Kennedy's first club?", ('first', MK, P), {'Mick Kennedy': MK}),
    ("Which club did Nuno Afonso play for first?", ('first', NA, P), {'Nuno Afonso': NA}),
    ("Which was Stephen Wright's last club?", ('last', SW, P), {'Stephen Wright': SW}),
    ("What was the last club Rayco played for?", ('last', RD, P), {'Rayco': RD}),
    ("Who was Stephen Wright playing for in 1997?", ('at_year', SW, P, 1997), {'Stephen Wright': SW}),
    ("Which club was Moussa at in 2005?", ('at_year', FM, P, 2005), {'Moussa': FM}),
    ("Which club did Franck Moussa join in 2014?", ('started_in', FM, P, 2014), {'Franck Moussa': FM}),
    # --- football: before / after a club
    ("Which club did Mick Kennedy join after leaving Luton?", ('next', MK, P, 'Luton Town F.C.'),
     {'Mick Kennedy': MK, 'Luton': 'Luton Town F.C.'}),
    ("Who did Mick Kennedy play for before Leicester?", ('prev', MK, P, 'Leicester City F.C.'),
     {'Mick Kennedy': MK, 'Leicester': 'Leicester City F.C.'}),
    ("Where did Stephen Wright go after Coventry?", ('next', SW, P, 'Coventry City F.C.'),
     {'Stephen Wright': SW, 'Coventry': 'Coventry City F.C.'}),
    ("Which club did Moussa play for before Southend?", ('prev', FM, P, 'Southend United F.C.'),
     {'Moussa': FM, 'Southend': 'Southend United F.C.'}),
    ("After Charlton, which club did Franck Moussa move to?", ('next', FM, P, 'Charlton Athletic F.C.'),
     {'Charlton': 'Charlton Athletic F.C.', 'Franck Moussa': FM}),
    ("Who did Nuno Afonso play for right before Salamanca?", ('prev', NA, P, 'UD Salamanca'),
     {'Nuno Afonso': NA, 'Salamanca': 'UD Salamanca'}),
    ("Where did Keith Andrews go after Hull City?", ('next', KA, P, 'Hull City A.F.C.'),
     {'Keith Andrews': KA, 'Hull City': 'Hull City A.F.C.'}),
    ("Which club did Rayco play for before Mirandes?", ('prev', RD, P, 'CD Mirandés'),
     {'Rayco': RD, 'Mirandes': 'CD Mirandés'}),
    ("Where did Lourenco go after Leiria?", ('next', LL, P, 'U.D. Leiria'), {'Lourenco': LL, 'Leiria': 'U.D. Leiria'}),
    ("Which club did Zarandona move to after Betis B?", ('next', IZ, P, 'Real Betis B'),
     {'Zarandona': IZ, 'Betis B': 'Real Betis B'}),
    ("Which club was Zdebel at before Bochum?", ('prev', TZ, P, 'VfL Bochum'), {'Zdebel': TZ, 'Bochum': 'VfL Bochum'}),
    # --- football: how long, joined, left
    ("How many years was Mick Kennedy at Portsmouth?", ('length', MK, P, 'Portsmouth F.C.'),
     {'Mick Kennedy': MK, 'Portsmouth': 'Portsmouth F.C.'}),
    ("How long was Stephen Wright at Liverpool?", ('length', SW, P, 'Liverpool F.C.'),
     {'Stephen Wright': SW, 'Liverpool': 'Liverpool F.C.'}),
    ("How many years did Moussa spend at Southend?", ('length', FM, P, 'Southend United F.C.'),
     {'Moussa': FM, 'Southend': 'Southend United F.C.'}),
    ("How long did Keith Andrews stay at Wolverhampton?", ('length', KA, P, 'Wolverhampton Wanderers F.C.'),
     {'Keith Andrews': KA, 'Wolverhampton': 'Wolverhampton Wanderers F.C.'}),
    ("How many years did Saja play for AEK Athens?", ('length', SS, P, 'AEK Athens F.C.'),
     {'Saja': SS, 'AEK Athens': 'AEK Athens F.C.'}),
    ("When did Mick Kennedy join Middlesbrough?", ('start', MK, P, 'Middlesbrough F.C.', 'year'),
     {'Mick Kennedy': MK, 'Middlesbrough': 'Middlesbrough F.C.'}),
    ("In what year did Lourenco join Panionios?", ('start', LL, P, 'Panionios F.C.', 'year'),
     {'Lourenco': LL, 'Panionios': 'Panionios F.C.'}),
    ("When did Stephen Wright leave Sunderland?", ('end', SW, P, 'Sunderland A.F.C.'),
     {'Stephen Wright': SW, 'Sunderland': 'Sunderland A.F.C.'}),
    ("When did Keith Andrews leave Blackburn?", ('end', KA, P, 'Blackburn Rovers F.C.'),
     {'Keith Andrews': KA, 'Blackburn': 'Blackburn Rovers F.C.'}),
    ("In which year did Mavinga leave Stade Rennais?", ('end', CM, P, 'Stade Rennais F.C.'),
     {'Mavinga': CM, 'Stade Rennais': 'Stade Rennais F.C.'}),
    # --- football: longest stay, how many clubs
    ("Which club did Berodia stay at the longest?", ('longest', GB, P), {'Berodia': GB}),
    ("Where did Tomasz Zdebel spend the most years?", ('longest', TZ, P), {'Tomasz Zdebel': TZ}),
    ("How many clubs did Gerardo Berodia play for?", ('ndistinct', GB, P), {'Gerardo Berodia': GB}),
    ("How many different clubs has Zdebel played for?", ('ndistinct', TZ, P), {'Zdebel': TZ}),
    # --- football: yes / no
    ("Was Mick Kennedy playing for Stoke in 1991?", ('yesno_at', MK, P, 'Stoke City F.C.', 1991),
     {'Mick Kennedy': MK, 'Stoke': 'Stoke City F.C.'}),
    ("Was Nuno Afonso still at Salamanca in 1998?", ('yesno_at', NA, P, 'UD Salamanca', 1998),
     {'Nuno Afonso': NA, 'Salamanca': 'UD Salamanca'}),
    ("Had Zdebel played for Bochum before 2005?", ('yesno_before', TZ, P, 'VfL Bochum', 2005),
     {'Zdebel': TZ, 'Bochum': 'VfL Bochum'}),
    ("Did Stephen Wright play for Wrexham before 2010?", ('yesno_before', SW, P, 'Wrexham A.F.C.', 2010),
     {'Stephen Wright': SW, 'Wrexham': 'Wrexham A.F.C.'}),
    # --- born / died: where, when, how old
    ("Where was Stephen Wright born?", ('born_where', SW), {'Stephen Wright': SW}),
    ("Where was Luis Lourenco born?", ('born_where', LL), {'Luis Lourenco': LL}),
    ("Where was Anita Morris born?", ('born_where', 'Anita Morris'), {'Anita Morris': 'Anita Morris'}),
    ("What's Hasse Ekman's birthplace?", ('born_where', 'Hasse Ekman'), {'Hasse Ekman': 'Hasse Ekman'}),
    ("Where did Mary Merrall die?", ('died_where', 'Mary Merrall'), {'Mary Merrall': 'Mary Merrall'}),
    ("Where did Susanne Cramer pass away?", ('died_where', 'Susanne Cramer'), {'Susanne Cramer': 'Susanne Cramer'}),
    ("Where did Joy Davidman die?", ('died_where', 'Joy Davidman'), {'Joy Davidman': 'Joy Davidman'}),
    ("In which city did Edwin Armstrong die?", ('died_where', 'Edwin Howard Armstrong'),
     {'Edwin Armstrong': 'Edwin Howard Armstrong'}),
    ("When was Franck Moussa born?", ('born_when', FM), {'Franck Moussa': FM}),
    ("What year was Linda Stirling born?", ('born_year', 'Linda Stirling'), {'Linda Stirling': 'Linda Stirling'}),
    ("How old was Mary Merrall when she died?", ('age_death', 'Mary Merrall'), {'Mary Merrall': 'Mary Merrall'}),
    ("How old was Susanne Cramer at her death?", ('age_death', 'Susanne Cramer'), {'Susanne Cramer': 'Susanne Cramer'}),
    ("How old was Chien-Shiung Wu when she died?", ('age_death', 'Chien-Shiung Wu'),
     {'Chien-Shiung Wu': 'Chien-Shiung Wu'}),
    # --- spouses
    ("Who was Anita Morris married to?", ('objects', 'Anita Morris', MAR), {'Anita Morris': 'Anita Morris'}),
    ("Who was Linda Stirling's husband?", ('objects', 'Linda Stirling', MAR), {'Linda Stirling': 'Linda Stirling'}),
    ("Who was Joy Davidman's first husband?", ('first', 'Joy Davidman', MAR), {'Joy Davidman': 'Joy Davidman'}),
    ("Who was Joy Davidman married to in 1958?", ('at_year', 'Joy Davidman', MAR, 1958),
     {'Joy Davidman': 'Joy Davidman'}),
    ("Who was Hasse Ekman's wife in 1960?", ('at_year', 'Hasse Ekman', MAR, 1960), {'Hasse Ekman': 'Hasse Ekman'}),
    ("In what year did Susanne Cramer marry Kevin Hagen?", ('start', 'Susanne Cramer', MAR, 'Kevin Hagen', 'year'),
     {'Susanne Cramer': 'Susanne Cramer', 'Kevin Hagen': 'Kevin Hagen'}),
    ("When did Hasse Ekman marry Tutta Rolf?", ('start', 'Hasse Ekman', MAR, 'Tutta Rolf', 'year'),
     {'Hasse Ekman': 'Hasse Ekman', 'Tutta Rolf': 'Tutta Rolf'}),
    ("How long was Mary Merrall married to Franklin Dyall?", ('length', 'Mary Merrall', MAR, 'Franklin Dyall'),
     {'Mary Merrall': 'Mary Merrall', 'Franklin Dyall': 'Franklin Dyall'}),
    ("How many years did Davidman's marriage to Gresham last?",
     ('length', 'Joy Davidman', MAR, 'William Lindsay Gresham'),
     {'Davidman': 'Joy Davidman', 'Gresham': 'William Lindsay Gresham'}),
    ("Was Joy Davidman married to C. S. Lewis in 1955?", ('yesno_at', 'Joy Davidman', MAR, 'C. S. Lewis', 1955),
     {'Joy Davidman': 'Joy Davidman', 'C. S. Lewis': 'C. S. Lewis'}),
    # --- prizes
    ("Which prize did Stephen Elledge win in 2015?", ('started_in', 'Stephen Elledge', PR, 2015),
     {'Stephen Elledge': 'Stephen Elledge'}),
    ("What award did Michael Artin get in 2013?", ('started_in', 'Michael Artin', PR, 2013),
     {'Michael Artin': 'Michael Artin'}),
    ("Which prize did Immanuel Bloch win in 2004?", ('started_in', 'Immanuel Bloch', PR, 2004),
     {'Immanuel Bloch': 'Immanuel Bloch'}),
    ("When did Amartya Sen get the Bharat Ratna?", ('start', 'Amartya Sen', PR, 'Bharat Ratna', 'year'),
     {'Amartya Sen': 'Amartya Sen', 'Bharat Ratna': 'Bharat Ratna'}),
    ("In which year did Chien-Shiung Wu win the Wolf Prize in Physics?",
     ('start', 'Chien-Shiung Wu', PR, 'Wolf Prize in Physics', 'year'),
     {'Chien-Shiung Wu': 'Chien-Shiung Wu', 'Wolf Prize in Physics': 'Wolf Prize in Physics'}),
    ("What was the first prize Jules Hoffmann won?", ('first', 'Jules A. Hoffmann', PR),
     {'Jules Hoffmann': 'Jules A. Hoffmann'}),
    ("What was the last award Peter Hirsch received?", ('last', 'Peter Hirsch', PR), {'Peter Hirsch': 'Peter Hirsch'}),
    ("How many awards has Elledge won?", ('ndistinct', 'Stephen Elledge', PR), {'Elledge': 'Stephen Elledge'}),
    # --- work and party, with their intervals
    ("Where was Bruce Elmegreen working in 1980?", ('at_year', 'Bruce Elmegreen', WK, 1980),
     {'Bruce Elmegreen': 'Bruce Elmegreen'}),
    ("Where did Bruce Elmegreen work after Columbia University?",
     ('next', 'Bruce Elmegreen', WK, 'Columbia University'),
     {'Bruce Elmegreen': 'Bruce Elmegreen', 'Columbia University': 'Columbia University'}),
    ("At which university did Doris Reynolds work the longest?", ('longest', 'Doris Reynolds', WK),
     {'Doris Reynolds': 'Doris Reynolds'}),
    ("When did Doris Reynolds join Durham University?", ('start', 'Doris Reynolds', WK, 'Durham University', 'year'),
     {'Doris Reynolds': 'Doris Reynolds', 'Durham University': 'Durham University'}),
    ("How many years did Nouria Hernandez work at Cold Spring Harbor?",
     ('length', 'Nouria Hernandez', WK, 'Cold Spring Harbor Laboratory'),
     {'Nouria Hernandez': 'Nouria Hernandez', 'Cold Spring Harbor': 'Cold Spring Harbor Laboratory'}),
    ("Where did Nouria Hernandez work before Lausanne?", ('prev', 'Nouria Hernandez', WK, 'University of Lausanne'),
     {'Nouria Hernandez': 'Nouria Hernandez', 'Lausanne': 'University of Lausanne'}),
    ("Which party did Alexander Stephens belong to first?", ('first', 'Alexander H. Stephens', 'isAffiliatedTo'),
     {'Alexander Stephens': 'Alexander H. Stephens'}),
    ("How long was Edith Baumann in the Socialist Unity Party?",
     ('length', 'Edith Baumann (politician)', 'isAffiliatedTo', 'Socialist Unity Party of Germany'),
     {'Edith Baumann': 'Edith Baumann (politician)', 'Socialist Unity Party': 'Socialist Unity Party of Germany'}),
]

Y_NOANSWER = [
    ("Who was Stephen Elledge married to?", ('objects', 'Stephen Elledge', MAR), {'Stephen Elledge': 'Stephen Elledge'}),
    ("Where did Franck Moussa die?", ('died_where', FM), {'Franck Moussa': FM}),
    ("Which club did Mick Kennedy join in 1985?", ('started_in', MK, P, 1985), {'Mick Kennedy': MK}),
    ("Which prize did Amartya Sen win in 2005?", ('started_in', 'Amartya Sen', PR, 2005), {'Amartya Sen': 'Amartya Sen'}),
    ("Where did Nouria Hernandez work in 1970?", ('at_year', 'Nouria Hernandez', WK, 1970),
     {'Nouria Hernandez': 'Nouria Hernandez'}),
]


# --------------------------------------------------------------------------------------------- checks and writer

M_ALIASES = {'IMF': 'International Monetary Fund'}
Y_ALIASES = {}
# YAGO: an object typed in a question is matched among the objects of its relation (a club among clubs)
Y_OBJECT_POOL_RELS = ('playsFor', 'worksAt', 'hasWonPrize', 'isAffiliatedTo')


class CheckFailed(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise CheckFailed(msg)


def y_pool_for(m, entity, yg):
    """The entities a typed YAGO name is matched against: the relation's objects for an object slot, else all."""
    k = m[0]
    if k in ('start', 'end', 'length', 'next', 'prev', 'yesno_at', 'yesno_before') and entity == m[3] and \
            m[2] in Y_OBJECT_POOL_RELS:
        return {f[2] for f in yg.facts if f[1] == m[2]}
    return None


def interleave(ms, ys):
    """MultiTQ and YAGO in proportion 3 : 2 (blocks M Y M Y M)."""
    out, i, j = [], 0, 0
    while i < len(ms) or j < len(ys):
        for g in 'MYMYM':
            if g == 'M' and i < len(ms):
                out.append(ms[i])
                i += 1
            elif g == 'Y' and j < len(ys):
                out.append(ys[j])
                j += 1
    return out


def build(data):
    mg, yg = load(data)
    me, ye = MEval(mg), YEval(yg)
    mnames = Names(mg.entities, M_ALIASES)
    ynames = Names(yg.entities, Y_ALIASES)
    pools = {}
    rows = []
    for graph, lst, noans in (('M', M_QUESTIONS, False), ('M', M_NOANSWER, True), ('Y', Y_QUESTIONS, False),
                              ('Y', Y_NOANSWER, True)):
        for text, m, names in lst:
            need(not re.search(r'\d{4}-\d\d', text), 'ISO date typed in %r' % text)
            if graph == 'M':
                a, b = me.run(m), me.run(m, True)
                c = me.run(m, False, True)
                need(a == c, 'counting occasions gives %s, not %s: %r' % (c, a, text))
                if m[0] == 'ndistinct':  # every partner counted is a plain name, not a sector such as `Police (X)`
                    cl = m[1]
                    need(all('(' not in t for _, t in within(mg.events(cl, mg.readings(cl, True)), m[2])),
                         'a sector entity is counted: %r' % text)
                ents = m_entities(m)
                for clause in _clauses(m):
                    rel = VERBS[clause[2] if clause[0] == 'pair' else clause[1]][0]
                    need(rel in mg.rels, 'no relation %r' % rel)
            else:
                a, b = ye.run(m), ye.run(m, True)
                ents = y_entities(m)
                for e in ents:
                    need(e not in yg.tainted, 'tainted entity %r in %r' % (e, text))
            need(a == b, 'other reading gives %s, not %s: %r' % (b, a, text))
            need(not any(x.startswith('?') for x in a), 'refused (%s): %r' % (a, text))
            need((a == []) == noans, ('no answer' if not noans else 'an answer %s' % a) + ': %r' % text)
            for e in ents:
                need(e in names.values(), 'entity %r not typed in %r' % (e, text))
            for typed, e in names.items():
                need(in_text(typed, text), '%r not in %r' % (typed, text))
                if graph == 'M':
                    r = mnames.check(typed, e)
                else:
                    pool = y_pool_for(m, e, yg)
                    if pool is None:
                        r = ynames.check(typed, e)
                    else:
                        key = frozenset(pool)
                        if key not in pools:
                            pools[key] = Names(pool, Y_ALIASES)
                        r = pools[key].check(typed, e)
                need(r is None, '%s (in %r)' % (r, text))
            rows.append((graph, noans, text, m, a))
    texts = [r[2] for r in rows]
    need(len(set(t.lower() for t in texts)) == len(texts), 'duplicate question')
    ms = [r for r in rows if r[0] == 'M']
    ys = [r for r in rows if r[0] == 'Y']
    need(len(ms) == 120 and len(ys) == 80, 'counts %d / %d' % (len(ms), len(ys)))
    # halves: each kind (label) alternates between dev and test, starting with the half that has fewer questions of
    # that graph; in each half, kinds are taken in turn (round robin) and MultiTQ / YAGO interleaved 3 : 2
    halves = {0: {'M': [], 'Y': []}, 1: {'M': [], 'Y': []}}
    groups = {}
    for r in rows:
        groups.setdefault((r[0], 'no answer' if r[1] else label(r[0], r[3])), []).append(r)
    order = sorted(groups, key=lambda k: k[1] != 'no answer')  # "no answer" first: MultiTQ from dev, YAGO from test
    for g, lab in order:
        grp = groups[(g, lab)]
        if lab == 'no answer':
            h = 0 if g == 'M' else 1
        else:
            h = 0 if len(halves[0][g]) <= len(halves[1][g]) else 1
        for r in grp:
            halves[h][g].append((lab, r))
            h = 1 - h
    parts = []
    for h in (0, 1):
        per = {}
        for g in 'MY':
            by = {}
            for lab, r in halves[h][g]:
                by.setdefault(lab, []).append(r)
            seq, queues = [], [list(by[lab]) for lab in sorted(by, key=lambda lab: lab == 'no answer')]
            while any(queues):
                for q in queues:
                    if q:
                        seq.append(q.pop(0))
            per[g] = seq
        parts.append(interleave(per['M'], per['Y']))
    dev, test = parts
    need(len(dev) == len(test) == 100, 'halves %d / %d' % (len(dev), len(test)))
    need(sum(r[1] for r in dev) == 5 and sum(r[1] for r in test) == 5, 'no answer not 5 / 5')
    allq = [x for pair in zip(dev, test) for x in pair]
    return allq


def _clauses(m):
    k = m[0]
    if k == 'offset':
        return [m[1], m[2][0]]
    if k == 'gap':
        return [m[1][0], m[2][0]]
    return [m[1]]


def label(graph, m):
    """A finer kind name, for the counts."""
    k = m[0]
    if graph == 'M':
        if k == 'who':
            return 'who in a %s' % {'month': 'month', 'year': 'year', 'range': 'span', 'day': 'day'}[m[2][0]]
        if k == 'when':
            if m[1][0] == 'pair':
                return 'between A and B: when'
            return 'when: n-th time' if isinstance(m[2], int) else 'when: first / last (%s)' % m[4]
        if k == 'count':
            return 'between A and B: how many times' if m[1][0] == 'pair' else 'how many times'
        if k == 'offset':
            if m[1][0] is None:
                return 'who did it right %s X did' % m[3]
            if m[4] == 'next':
                return 'next / previous after / before an event'
            return 'the %s %s an event' % (m[4], m[3])
        return {'first': 'first in a period', 'last': 'last in a period', 'nth': 'n-th of a period',
                'gap': 'days between two events', 'most': 'most often in a year', 'ndistinct': 'how many different',
                'year_most': 'which year the most', 'yesno': 'did X ever ... before <year>'}[k]
    rel = {'playsFor': 'club', 'isMarriedTo': 'spouse', 'hasWonPrize': 'prize', 'worksAt': 'work',
           'isAffiliatedTo': 'party'}
    if k in ('born_where', 'died_where', 'born_year', 'born_when', 'died_year', 'age_death'):
        return {'born_where': 'where born', 'died_where': 'where died', 'born_year': 'birth year / date',
                'born_when': 'birth year / date', 'died_year': 'year of death', 'age_death': 'how old at death'}[k]
    return '%s: %s' % (rel[m[2]], {'first': 'first', 'last': 'last', 'at_year': 'in a year', 'started_in':
                                   'started in a year', 'next': 'after', 'prev': 'before', 'length': 'how long',
                                   'start': 'when joined / married / won', 'end': 'when left', 'longest': 'longest',
                                   'ndistinct': 'how many', 'objects': 'who / which', 'yesno_at': 'yes / no in a year',
                                   'yesno_before': 'yes / no before a year'}[k])


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    data = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, '..', '..', '..', 'shared', 'data')
    try:
        allq = build(data)
    except CheckFailed as e:
        print('CHECK FAILED:', e)
        sys.exit(1)
    items = [{'id': 'p6-%04d' % (i + 1), 'question': r[2], 'answers': sorted(r[4])} for i, r in enumerate(allq)]
    for name, part in (('people6-dev.json', items[0::2]), ('people6-test.json', items[1::2])):
        with open(os.path.join(here, name), 'w', encoding='utf-8') as f:
            json.dump(part, f, ensure_ascii=False, indent=1)
            f.write('\n')
    kinds = Counter()
    for i, r in enumerate(allq):
        kinds[(r[0], 'no answer' if r[1] else label(r[0], r[3]), i % 2)] += 1
    for g, k in sorted({(g, k) for g, k, _ in kinds}):
        print('%s %-45s %3d  (dev %d, test %d)' % (g, k, kinds[(g, k, 0)] + kinds[(g, k, 1)], kinds[(g, k, 0)],
                                                  kinds[(g, k, 1)]))
    ans = Counter()
    for r in allq:
        a = r[4]
        t = 'no answer' if not a else 'yes / no' if a[0] in ('yes', 'no') else 'number' if a[0].isdigit() and \
            len(a[0]) < 4 or (r[3][0] in ('count', 'ndistinct', 'gap', 'length', 'age_death')) else 'date' if \
            re.fullmatch(r'\d{4}(-\d\d){0,2}', a[0]) else 'entity'
        ans[t] += 1
    print('answers:', dict(sorted(ans.items())), 'several answers:', sum(len(r[4]) > 1 for r in allq),
          'yes:', sum(r[4] == ['yes'] for r in allq), 'no:', sum(r[4] == ['no'] for r in allq))
    dev, test = allq[0::2], allq[1::2]
    print('dev: %d MultiTQ / %d YAGO, %d no answer; test: %d / %d, %d' % (
        sum(r[0] == 'M' for r in dev), sum(r[0] == 'Y' for r in dev), sum(r[1] for r in dev),
        sum(r[0] == 'M' for r in test), sum(r[0] == 'Y' for r in test), sum(r[1] for r in test)))
    print('wrote %d questions' % len(items))


if __name__ == '__main__':
    main()
