"""Semantics of questions-people-6 (standard library only). Imported by gold.py; see README.md."""

import datetime
import gzip
import os
import re
import unicodedata
from collections import defaultdict

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

    def run(self, m, family=False):
        g = self.g
        k = m[0]
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
        g = self.g
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
