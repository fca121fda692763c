#!/usr/bin/env python3
"""Gold for the yago2 development question set over YAGO11k.

Run `python3 gold.py` to rebuild yago2-dev.json (deterministic), `python3 gold.py --explain`
to also print every question with its kind and meaning, `python3 gold.py --check` to only
rebuild in memory and verify the JSON file on disk is identical.

Layout of this file
  1. loading and noise filtering       (which lines are skipped, which entities are banned)
  2. the graph interface                (Indexed for generation, Scan for re-checking)
  3. SEMANTICS                          (one function per meaning; the gold answers)
  4. WORDING                            (templates, each next to the meaning it must express)
  5. generators                         (seeded choice of cases per kind)
  6. checks                             (fail loudly)
  7. writer

Python 3 standard library only.
"""
import collections
import datetime
import gzip
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = '../../../shared/data/yago11k'
OUT = os.path.join(HERE, 'yago2-dev.json')
SEED = 11_2018
MAX_YEAR = 2018          # the graph was extracted in 2018; later years are implausible
MAX_ANSWERS = 4

STATES = ('playsFor', 'isMarriedTo', 'isAffiliatedTo', 'worksAt', 'owns')
EVENTS = ('hasWonPrize', 'created', 'graduatedFrom')
INSTANTS = ('wasBornIn', 'diedIn')
RELATIONS = STATES + EVENTS + INSTANTS


# ----------------------------------------------------------------------------------------
# 1. loading and noise filtering
# ----------------------------------------------------------------------------------------

class Date:
    """A date with year, optional month, optional day."""
    __slots__ = ('y', 'm', 'd')

    def __init__(self, y, m=None, d=None):
        self.y, self.m, self.d = y, m, d

    @property
    def full(self):
        return self.m is not None and self.d is not None

    def iso(self):
        assert self.full
        return '%04d-%02d-%02d' % (self.y, self.m, self.d)

    def key(self):
        return (self.y, self.m, self.d)


DATE_RE = re.compile(r'^(\d{4})-(\d\d|##)-(\d\d|##)$')


def parse_date(text):
    """-> Date, None for '####-##-##', or raise ValueError(reason) for noise."""
    if text == '####-##-##':
        return None
    m = DATE_RE.match(text)
    if not m:
        if re.match(r'^-\d', text):
            raise ValueError('bc_year')
        if re.match(r'^\d{1,3}-', text):
            raise ValueError('short_year')
        raise ValueError('malformed_date')
    y = int(m.group(1))
    mo = None if m.group(2) == '##' else int(m.group(2))
    d = None if m.group(3) == '##' else int(m.group(3))
    if y < 1000:
        raise ValueError('short_year')
    if y > MAX_YEAR:
        raise ValueError('implausible_year')
    if mo is None and d is not None:
        raise ValueError('malformed_date')
    if mo is not None and not 1 <= mo <= 12:
        raise ValueError('malformed_date')
    if d is not None:
        try:
            datetime.date(y, mo, d)
        except ValueError:
            raise ValueError('malformed_date')
    return Date(y, mo, d)


def end_before_start(s, e):
    """Compare at the precision both dates share."""
    if e.y != s.y:
        return e.y < s.y
    if s.m is None or e.m is None:
        return False
    if e.m != s.m:
        return e.m < s.m
    if s.d is None or e.d is None:
        return False
    return e.d < s.d


NAME_RE = re.compile(r'^<([^<>]+)>$')
ESCAPES = ('\\', '"', '&#', '%')


class Fact:
    __slots__ = ('h', 'r', 't', 's', 'e', 'raw')

    def __init__(self, h, r, t, s, e, raw):
        self.h, self.r, self.t, self.s, self.e, self.raw = h, r, t, s, e, raw

    @property
    def sy(self):
        return self.s.y

    @property
    def ey(self):
        return None if self.e is None else self.e.y

    @property
    def closed(self):
        return self.e is not None

    def __repr__(self):
        return 'Fact(%s)' % '\t'.join(self.raw)


def noise_reason(cols):
    if len(cols) != 5:
        return 'columns'
    for c in (cols[0], cols[2]):
        if not NAME_RE.match(c):
            return 'bad_name'
        if any(x in c for x in ESCAPES):
            return 'escaped_name'
    if not NAME_RE.match(cols[1]) or cols[1][1:-1] not in RELATIONS:
        return 'relation'
    try:
        s = parse_date(cols[3])
        e = parse_date(cols[4])
    except ValueError as err:
        return str(err)
    if s is None:
        return 'no_start'
    if e is not None and end_before_start(s, e):
        return 'end_before_start'
    r = cols[1][1:-1]
    if r in INSTANTS and (e is None or e.key() != s.key()):
        return 'instant_not_instant'
    return None


def display(ent):
    """Entity id (without brackets) -> answer string: underscores as spaces."""
    return ent.replace('_', ' ')


def stripped(ent):
    return re.sub(r' \([^()]*\)$', '', display(ent))


READABLE_RE = re.compile(r"^[\w .,'()\-–&:!/+]+$")


def readable(ent):
    name = display(ent)
    return (bool(READABLE_RE.match(name)) and '_' not in name and len(name) <= 70
            and not re.match(r'^[\d\W]+$', name))


def load():
    raw = []
    for part in ('train', 'valid', 'test'):
        with gzip.open(os.path.join(DATA, part + '.txt.gz'), 'rt', encoding='utf-8') as fh:
            for line in fh:
                raw.append(tuple(line.rstrip('\n').split('\t')))
    facts, skipped = [], []
    for cols in raw:
        why = noise_reason(cols)
        if why:
            skipped.append((why, cols))
            continue
        h, r, t = (NAME_RE.match(c).group(1) for c in cols[:3])
        facts.append(Fact(h, r, t, parse_date(cols[3]), parse_date(cols[4]), cols))
    all_entities = set()
    for cols in raw:
        for c in (cols[0], cols[2]):
            all_entities.add(c[1:-1] if c.startswith('<') and c.endswith('>') else c)
    banned = {}
    for why, cols in skipped:
        for c in (cols[0], cols[2]):
            banned.setdefault(c[1:-1] if c.startswith('<') else c, 'skipped_line:' + why)
    # Implausible people: a (clean) dated fact about someone earlier than their birth year,
    # or a state starting after their death year. The lines stay (they are not noise by the
    # rules), but the person is never asked about nor given as an answer.
    born = {f.h: f.sy for f in facts if f.r == 'wasBornIn'}
    died = {f.h: f.sy for f in facts if f.r == 'diedIn'}
    for f in facts:
        if f.r in INSTANTS:
            continue
        for p in (f.h, f.t):
            if p in born and f.sy < born[p]:
                banned.setdefault(p, 'before_birth')
            if p in died and f.r in STATES and f.sy > died[p]:
                banned.setdefault(p, 'after_death')
            if p in died and p in born and died[p] < born[p]:
                banned.setdefault(p, 'died_before_born')
    for e in all_entities:
        if not readable(e):
            banned.setdefault(e, 'unreadable')
        elif re.match(r'^(Political_positions|List|Early_life|Presidency)_of_', e):
            banned.setdefault(e, 'not_an_individual')
    counts = collections.Counter(stripped(e) for e in all_entities)
    return facts, skipped, banned, counts


# ----------------------------------------------------------------------------------------
# 2. the graph interface
# ----------------------------------------------------------------------------------------

class Indexed:
    """Indexed retrieval (used to generate)."""

    def __init__(self, facts):
        self.all = facts
        self.hr = collections.defaultdict(list)
        self.tr = collections.defaultdict(list)
        for f in facts:
            self.hr[(f.h, f.r)].append(f)
            self.tr[(f.t, f.r)].append(f)

    def facts(self, r, h=None, t=None):
        if h is not None:
            return [f for f in self.hr.get((h, r), ()) if t is None or f.t == t]
        if t is not None:
            return list(self.tr.get((t, r), ()))
        return [f for f in self.all if f.r == r]


class Scan:
    """Brute-force retrieval over the whole fact list (used to re-check every case)."""

    def __init__(self, facts):
        self.all = list(facts)

    def facts(self, r, h=None, t=None):
        return [f for f in self.all
                if f.r == r and (h is None or f.h == h) and (t is None or f.t == t)]


# ----------------------------------------------------------------------------------------
# 3. SEMANTICS
#
# Every function takes the graph G and returns the sorted list of answer strings, or None
# when the graph does not decide the question (then it must not be asked).
#   * states hold over [start year, end year], ends inclusive, compared by year;
#     an unknown end is unknown (never "still true"): a year at or after the start of an
#     open-ended fact is undecided for that fact;
#   * events happen in their start year, and also in their end year when one is given;
#   * instants happen on their day;
#   * isMarriedTo is read both ways; a pair's "readings" are its stored lines in either
#     direction; if they disagree on a date all the dates are answers; a state question about
#     a pair is decided only if all readings agree;
#   * duration = end year - start year (both known);
#   * order is by start year; a tie at the answer position (or at the anchor) = not asked.
# ----------------------------------------------------------------------------------------

def readings(G, r, x, t):
    """Stored lines relating x to t by r (both directions for isMarriedTo)."""
    out = G.facts(r, h=x, t=t)
    if r == 'isMarriedTo':
        out = out + G.facts(r, h=t, t=x)
    return out


def partners(G, r, x):
    """Everything x is related to by r (both directions for isMarriedTo)."""
    ps = {f.t for f in G.facts(r, h=x)}
    if r == 'isMarriedTo':
        ps |= {f.h for f in G.facts(r, t=x)}
    return sorted(ps)


def status(f, year):
    """'yes' / 'no' / 'open' (undecided) for a state fact in a year."""
    if f.sy > year:
        return 'no'
    if not f.closed:
        return 'open'
    return 'yes' if year <= f.ey else 'no'


def pair_status(rs, year):
    sts = {status(f, year) for f in rs}
    return sts.pop() if len(sts) == 1 else 'open'


def event_years(f):
    return {f.sy} | ({f.ey} if f.closed else set())


def ans(items):
    out = sorted({display(i) if not re.match(r'^\d+$', str(i)) else str(i) for i in items})
    return out if 1 <= len(out) <= MAX_ANSWERS else None


def sem_in_year(G, r, x, year):
    """Which T had x r T in `year` (state relations)."""
    hits = []
    for t in partners(G, r, x):
        st = pair_status(readings(G, r, x, t), year)
        if st == 'open':
            return None
        if st == 'yes':
            hits.append(t)
    return ans(hits)


def sem_reverse(G, r, t, year):
    """Which heads X had X r t in `year` (not for isMarriedTo)."""
    hits = []
    for f in G.facts(r, t=t):
        st = status(f, year)
        if st == 'open':
            return None
        if st == 'yes':
            hits.append(f.h)
    return ans(hits)


def sem_start(G, r, x, t):
    rs = readings(G, r, x, t)
    return ans(str(f.sy) for f in rs) if rs else None


def sem_start_date(G, r, x, t):
    """Full start date(s); None unless the readings agree on the year, at least one is a full
    date, and every partial reading is compatible with every full one."""
    rs = readings(G, r, x, t)
    if not rs or len({f.sy for f in rs}) != 1:
        return None
    full = {f.s.iso() for f in rs if f.s.full}
    if not full:
        return None
    for f in rs:
        if not f.s.full and f.s.m is not None and any(int(d[5:7]) != f.s.m for d in full):
            return None
    return ans(full)


def sem_end(G, r, x, t):
    rs = readings(G, r, x, t)
    if not rs or not all(f.closed for f in rs):
        return None
    return ans(str(f.ey) for f in rs)


def sem_duration(G, r, x, t):
    rs = readings(G, r, x, t)
    if not rs or not all(f.closed for f in rs):
        return None
    ds = {f.ey - f.sy for f in rs}
    if 0 in ds:
        return None          # "0 years" is not a sensible thing to ask for
    return ans(str(d) for d in ds)


def item_starts(G, r, x):
    """[(start year, T)] for every T of x; None if some pair's readings disagree."""
    out = []
    for t in partners(G, r, x):
        ys = {f.sy for f in readings(G, r, x, t)}
        if len(ys) != 1:
            return None
        out.append((ys.pop(), t))
    return sorted(out)


def sem_order(G, r, x, pos, anchor=None):
    """pos: first / last / after (anchor) / before (anchor), by start year."""
    items = item_starts(G, r, x)
    if not items:
        return None
    years = collections.Counter(y for y, _ in items)
    if pos == 'first':
        y = items[0][0]
    elif pos == 'last':
        y = items[-1][0]
    else:
        ay = [y for y, t in items if t == anchor]
        if len(ay) != 1 or years[ay[0]] != 1:
            return None
        cand = [y for y, _ in items if (y > ay[0] if pos == 'after' else y < ay[0])]
        if not cand:
            return None
        y = min(cand) if pos == 'after' else max(cand)
    if years[y] != 1:
        return None
    return ans(t for yy, t in items if yy == y)


def instant(G, r, x):
    fs = G.facts(r, h=x)
    return fs[0] if len(fs) == 1 else None


def sem_place(G, r, x):
    f = instant(G, r, x)
    return ans([f.t]) if f else None


def sem_day(G, r, x):
    f = instant(G, r, x)
    return ans([f.s.iso()]) if f and f.s.full else None


def sem_year_of(G, r, x):
    f = instant(G, r, x)
    return ans([str(f.sy)]) if f else None


def sem_who_instant(G, r, place, year):
    return ans(f.h for f in G.facts(r, t=place) if f.sy == year)


def sem_event_years(G, r, x, t):
    fs = G.facts(r, h=x, t=t)
    return ans(str(y) for f in fs for y in event_years(f)) if fs else None


def sem_event_who(G, r, t, year):
    return ans(f.h for f in G.facts(r, t=t) if year in event_years(f))


def sem_event_what(G, r, x, year):
    return ans(f.t for f in G.facts(r, h=x) if year in event_years(f))


def sem_event_all(G, r, x):
    return ans(f.t for f in G.facts(r, h=x))


def anchor_year(G, x, anchor):
    """The single year of an anchoring fact about x, or None."""
    ar, at = anchor
    if ar == 'diedIn':
        f = instant(G, 'diedIn', x)
        return f.sy if f else None
    if ar == 'isMarriedTo':
        ys = {f.sy for f in readings(G, ar, x, at)}
    else:
        ys = set().union(*[event_years(f) for f in G.facts(ar, h=x, t=at)])
    return ys.pop() if len(ys) == 1 else None


def sem_cross(G, r, x, anchor):
    """Which T had x r T in the year of the anchoring fact."""
    y = anchor_year(G, x, anchor)
    if y is None:
        return None
    return sem_in_year(G, r, x, y)


def sem_married_in(G, x, year):
    """Spouses whose wedding year (any reading) is `year`."""
    return ans(s for s in partners(G, 'isMarriedTo', x)
               if year in {f.sy for f in readings(G, 'isMarriedTo', x, s)})


def sem_spouses(G, x):
    return ans(partners(G, 'isMarriedTo', x))


def sem_yesno(G, r, x, t, year):
    rs = readings(G, r, x, t)
    if not rs:
        return None
    if r in EVENTS:
        return ['yes'] if any(year in event_years(f) for f in rs) else ['no']
    st = pair_status(rs, year)
    if st == 'yes':
        return ['yes']
    if st == 'no':
        every = [f for p in partners(G, r, x) for f in readings(G, r, x, p)]
        if all(f.closed for f in every):
            return ['no']
    return None


SEMANTICS = {
    'in_year': lambda G, s: sem_in_year(G, s['r'], s['x'], s['y']),
    'reverse': lambda G, s: sem_reverse(G, s['r'], s['t'], s['y']),
    'start': lambda G, s: sem_start(G, s['r'], s['x'], s['t']),
    'start_date': lambda G, s: sem_start_date(G, s['r'], s['x'], s['t']),
    'end': lambda G, s: sem_end(G, s['r'], s['x'], s['t']),
    'duration': lambda G, s: sem_duration(G, s['r'], s['x'], s['t']),
    'order': lambda G, s: sem_order(G, s['r'], s['x'], s['pos'], s.get('t')),
    'place': lambda G, s: sem_place(G, s['r'], s['x']),
    'day': lambda G, s: sem_day(G, s['r'], s['x']),
    'year_of': lambda G, s: sem_year_of(G, s['r'], s['x']),
    'who_instant': lambda G, s: sem_who_instant(G, s['r'], s['t'], s['y']),
    'event_years': lambda G, s: sem_event_years(G, s['r'], s['x'], s['t']),
    'event_who': lambda G, s: sem_event_who(G, s['r'], s['t'], s['y']),
    'event_what': lambda G, s: sem_event_what(G, s['r'], s['x'], s['y']),
    'event_all': lambda G, s: sem_event_all(G, s['r'], s['x']),
    'cross': lambda G, s: sem_cross(G, s['r'], s['x'], s['anchor']),
    'married_in': lambda G, s: sem_married_in(G, s['x'], s['y']),
    'spouses': lambda G, s: sem_spouses(G, s['x']),
    'yesno': lambda G, s: sem_yesno(G, s['r'], s['x'], s['t'], s['y']),
}


def meaning(s):
    """A compact, human-readable statement of what a case asks."""
    parts = ['%s=%s' % (k, s[k]) for k in ('r', 'x', 't', 'y', 'pos', 'anchor') if k in s]
    return '%s(%s)' % (s['op'], ', '.join(parts))


# ----------------------------------------------------------------------------------------
# 4. WORDING
#
# Each key is (op, relation[, variant]); the comment says what every template under it means.
# Placeholders: {x} subject, {t} object, {y} year, {a} anchor object, {n} noun for the
# object class (club/team/side ...), {X} possessive of the subject.
# ----------------------------------------------------------------------------------------

W = {
    # the T (1-4, all of them) that x was in relation r with during year y; decided year
    ('in_year', 'playsFor'): [
        'Which {n} did {x} play for in {y}?', 'In {y}, which {n} was {x} playing for?',
        '{x} played for which {n} in {y}?', 'Who did {x} turn out for in {y}?',
        'What {n} was {x} on the books of in {y}?', 'Name a {n} {x} represented in {y}.',
        "{X} {n} in {y}?", 'Tell me which {n} {x} was with in {y}',
        'which {n} was {x} a member of in {y}?', 'What {n} did {x} belong to in {y}?'],
    ('in_year', 'worksAt'): [
        'Where did {x} work in {y}?', 'Which institution employed {x} in {y}?',
        'In {y}, where was {x} on the staff?', '{x} was employed by which organization in {y}?',
        "Name {X} employer in {y}.", 'where was {x} working in {y}'],
    ('in_year', 'isAffiliatedTo', 'party'): [
        'Which party did {x} belong to in {y}?', 'In {y}, {x} was a member of which party?',
        'What party was {x} affiliated with in {y}?', "{X} political party in {y}?",
        'Which political party was {x} in during {y}?'],
    ('in_year', 'isAffiliatedTo', 'generic'): [
        "What was {X} political affiliation in {y}?",
        'In {y}, what was {x} politically affiliated with?'],
    ('in_year', 'owns'): [
        'What did {x} own in {y}?', 'Name what {x} owned in {y}.',
        'In {y}, what was owned by {x}?'],
    ('in_year', 'isMarriedTo'): [
        'Who was {x} married to in {y}?', "Who was {X} spouse in {y}?",
        'In {y}, who was {x} married to?', 'Name the person {x} was married to in {y}.'],

    # the start year(s) of the (x, r, t) fact
    ('start', 'playsFor'): [
        'When did {x} join {t}?', 'In what year did {x} sign for {t}?',
        'What year did {x} start playing for {t}?', '{x} began turning out for {t} in which year?',
        "When did {X} spell at {t} begin?", 'In which year did {x} first play for {t}?',
        'year {x} joined {t}?'],
    ('start', 'worksAt'): [
        'When did {x} start working at {t}?', 'In which year did {x} join the staff of {t}?',
        'When did {x} first become employed by {t}?', 'What year did {x} begin at {t}?',
        '{x} started working for {t} in what year?'],
    ('start', 'isAffiliatedTo'): [
        'When did {x} join {t}?', 'In which year did {x} become a member of {t}?',
        'What year did {x} join {t}?', '{x} became affiliated with {t} in which year?'],
    ('start', 'isAffiliatedTo', 'open'): [
        'Since when has {x} been a member of {t}?', 'Since what year has {x} belonged to {t}?'],
    ('start', 'owns'): [
        'When did {x} become the owner of {t}?', 'In what year did {x} take ownership of {t}?',
        'From which year did {x} own {t}?', 'When did {t} come under the ownership of {x}?'],
    ('start', 'owns', 'open'): ['Since when has {x} owned {t}?'],

    # the end year(s) of the closed (x, r, t) fact
    ('end', 'playsFor'): [
        'When did {x} leave {t}?', 'In what year did {x} stop playing for {t}?',
        'Until when did {x} play for {t}?', "{X} time at {t} ended in which year?",
        'what year did {x} depart {t}', 'Until which year was {x} on the books of {t}?'],
    ('end', 'worksAt'): [
        'When did {x} stop working at {t}?', 'Until what year was {x} employed by {t}?',
        'In which year did {x} leave {t}?', 'Until when was {x} on the staff of {t}?'],
    ('end', 'isAffiliatedTo'): [
        'When did {x} leave {t}?', 'Until when was {x} a member of {t}?',
        "In what year did {X} membership of {t} end?", 'until which year did {x} belong to {t}'],
    ('end', 'owns'): [
        'Until when did {x} own {t}?', "In what year did {X} ownership of {t} end?",
        'When did {x} stop owning {t}?'],
    ('end', 'isMarriedTo'): [
        'When did the marriage of {x} and {t} end?', 'Until what year were {x} and {t} married?',
        "In which year did {X} marriage to {t} come to an end?"],
    # ... only when both spouses are known to be alive after the end year
    ('end', 'isMarriedTo', 'divorce'): [
        'When did {x} and {t} divorce?', 'In which year did {x} split from {t}?',
        'What year did {x} and {t} get divorced?'],

    # end year - start year of the closed (x, r, t) fact
    ('duration', 'playsFor'): [
        'How many years did {x} play for {t}?', 'For how many years was {x} at {t}?',
        "How long did {X} spell with {t} last, in years?",
        'how many years was {x} on the books of {t}'],
    ('duration', 'worksAt'): [
        'How many years did {x} work at {t}?', 'For how many years was {x} employed by {t}?',
        'How long was {x} on the staff of {t}, in years?'],
    ('duration', 'isAffiliatedTo'): [
        'How many years was {x} a member of {t}?', 'For how many years did {x} belong to {t}?',
        "How long did {X} membership of {t} last (in years)?"],
    ('duration', 'owns'): [
        'How many years did {x} own {t}?', 'For how many years was {t} owned by {x}?'],
    ('duration', 'isMarriedTo'): [
        'How many years were {x} and {t} married?',
        "How long did {X} marriage to {t} last, in years?",
        'For how many years was {x} married to {t}?'],

    # order of x's objects by start year
    ('order', 'playsFor', 'first'): [
        'What was the first {n} {x} played for?', 'Which {n} did {x} play for first?',
        '{x} started out at which {n}?', "Name {X} first {n}."],
    ('order', 'playsFor', 'last'): [
        'What was the last {n} {x} joined?', 'Which {n} did {x} join most recently?',
        'Name the latest {n} {x} signed for.'],
    ('order', 'playsFor', 'after'): [
        'Which {n} did {x} join right after {a}?', 'After {a}, which {n} did {x} join next?',
        'What was the next {n} {x} signed for after {a}?'],
    ('order', 'playsFor', 'before'): [
        'Which {n} did {x} join just before {a}?',
        'Right before joining {a}, which {n} had {x} signed for?',
        "What was {X} previous {n} before {a}?"],
    ('order', 'worksAt', 'first'): [
        'Where did {x} work first?', "What was {X} first employer?"],
    ('order', 'worksAt', 'last'): [
        'Which institution did {x} join last?', "What was {X} most recent employer?"],
    ('order', 'worksAt', 'after'): ['Where did {x} start working right after joining {a}?',
                                    'After {a}, which employer did {x} join next?'],
    ('order', 'worksAt', 'before'): ['Where did {x} start working just before joining {a}?'],
    ('order', 'isAffiliatedTo', 'first'): [
        'What was the first party {x} joined?', 'Which party did {x} belong to first?'],
    ('order', 'isAffiliatedTo', 'last'): [
        'What was the last party {x} joined?', 'Which party did {x} join most recently?'],
    ('order', 'isAffiliatedTo', 'after'): [
        'Which party did {x} join right after {a}?', 'After {a}, what party did {x} join next?'],
    ('order', 'isAffiliatedTo', 'before'): [
        'Which party did {x} join just before {a}?',
        'Right before joining {a}, which party had {x} joined?'],
    ('order', 'isMarriedTo', 'first'): [
        "Who was {X} first spouse?", 'Whom did {x} marry first?', 'who did {x} marry first'],
    ('order', 'isMarriedTo', 'last'): [
        "Who was {X} last spouse?", 'Whom did {x} marry last?'],
    ('order', 'isMarriedTo', 'after'): [
        'Who did {x} marry after {a}?', 'After {a}, who was the next person {x} married?'],
    ('order', 'isMarriedTo', 'before'): [
        'Who did {x} marry just before {a}?'],
    ('order', 'hasWonPrize', 'first'): [
        'What was the first award {x} received?', 'Which prize did {x} win first?',
        "Name {X} earliest award."],
    ('order', 'hasWonPrize', 'last'): [
        'What was the last award {x} received?', 'Which honour did {x} get most recently?'],
    ('order', 'hasWonPrize', 'after'): [
        'Which award did {x} receive right after {a}?', 'After {a}, what was the next prize {x} won?'],
    ('order', 'hasWonPrize', 'before'): [
        'Which award did {x} receive just before {a}?',
        'What prize did {x} win immediately before {a}?'],
    ('order', 'created', 'first'): [
        'What was the first thing {x} created?', "Name {X} earliest creation."],
    ('order', 'created', 'last'): [
        'What was the last thing {x} created?', "What is {X} most recent creation?"],
    ('order', 'created', 'after'): ['What did {x} create next after {a}?'],
    ('order', 'created', 'before'): ['What did {x} create just before {a}?'],

    # instants
    ('place', 'wasBornIn'): [
        'Where was {x} born?', "What is {X} birthplace?", '{x} was born where?',
        'Tell me where {x} was born', "Name {X} place of birth."],
    ('place', 'diedIn'): [
        'Where did {x} die?', 'Where did {x} pass away?', "What was {X} place of death?",
        'where did {x} breathe their last'],
    ('day', 'wasBornIn'): [
        'When was {x} born?', "What is {X} date of birth?", 'On what date was {x} born?'],
    ('day', 'diedIn'): [
        'When did {x} die?', 'On what date did {x} pass away?', "What was {X} date of death?"],
    ('year_of', 'wasBornIn'): [
        'In what year was {x} born?', '{x} was born in which year?', "{X} birth year?"],
    ('year_of', 'diedIn'): [
        'In which year did {x} die?', 'What year did {x} pass away?',
        '{x} died in what year?'],
    ('who_instant', 'wasBornIn'): [
        'Who was born in {t} in {y}?', 'Name a person born in {t} in {y}.',
        'In {y}, who was born in {t}?', 'which people were born in {t} in {y}'],
    ('who_instant', 'diedIn'): [
        'Who died in {t} in {y}?', 'Name someone who passed away in {t} in {y}.',
        'In {y}, who died in {t}?'],

    # events
    ('event_years', 'hasWonPrize'): [
        'In which year did {x} win {t}?', 'When was {x} awarded {t}?',
        'What year did {x} receive {t}?', '{x} took home {t} in which year?',
        'when did {x} get {t}'],
    ('event_years', 'created'): [
        'When did {x} create {t}?', 'In which year did {x} create {t}?',
        '{t} was created by {x} in what year?'],
    ('event_years', 'created', 'written'): [
        'In which year did {x} write {t}?', 'When did {x} write {t}?',
        'What year did {x} author {t}?'],
    ('event_years', 'graduatedFrom'): [
        'In which year did {x} graduate from {t}?', 'When did {x} graduate from {t}?',
        'What year did {x} get a degree from {t}?'],
    ('event_who', 'hasWonPrize'): [
        'Who won {t} in {y}?', 'Who was awarded {t} in {y}?', 'Name a recipient of {t} in {y}.',
        'In {y}, who received {t}?', 'who took home {t} in {y}'],
    ('event_who', 'graduatedFrom'): [
        'Who graduated from {t} in {y}?', 'Name someone who graduated from {t} in {y}.'],
    ('event_what', 'hasWonPrize'): [
        'What award did {x} receive in {y}?', 'Which prize did {x} win in {y}?',
        'In {y}, what was {x} awarded?', 'Tell me what honour {x} got in {y}'],
    ('event_what', 'created'): [
        'What did {x} create in {y}?', 'Name something {x} created in {y}.',
        'In {y}, what did {x} create?'],
    ('event_what', 'created', 'written'): [
        'What did {x} write in {y}?', 'Which work did {x} author in {y}?'],
    ('event_all', 'graduatedFrom'): [
        'Where did {x} graduate from?', "What is {X} alma mater?",
        'Which institution is {x} an alumnus of?', 'Where did {x} study?',
        'tell me where {x} got a degree'],

    # reverse lookups: the heads (1-4, all of them) in relation r with t during year y
    ('reverse', 'playsFor'): [
        'Who played for {t} in {y}?', 'Which players were on the books of {t} in {y}?',
        'Name a player who turned out for {t} in {y}.', 'In {y}, who represented {t}?',
        'who was playing for {t} in {y}'],
    ('reverse', 'worksAt'): [
        'Who worked at {t} in {y}?', 'Name someone employed by {t} in {y}.',
        'In {y}, who was on the staff of {t}?'],
    ('reverse', 'owns'): [
        'Who owned {t} in {y}?', 'In {y}, who was the owner of {t}?',
        '{t} was owned by whom in {y}?', 'who owned {t} back in {y}'],
    ('reverse', 'isAffiliatedTo'): [
        'Who was a member of {t} in {y}?', 'Name a member of {t} in {y}.'],

    # cross: the T (all) of x in relation r during the single year of an anchoring fact
    ('cross', 'playsFor', 'hasWonPrize'): [
        'Which {n} was {x} playing for when they won {a}?'],
    ('cross', 'worksAt', 'hasWonPrize'): [
        'Where was {x} working when they won {a}?',
        'At the time of receiving {a}, which institution employed {x}?',
        'In the year {x} was awarded {a}, where did they work?'],
    ('cross', 'isAffiliatedTo', 'hasWonPrize'): [
        'Which party did {x} belong to when they received {a}?'],
    ('cross', 'isMarriedTo', 'hasWonPrize'): [
        'Who was {x} married to when they won {a}?',
        'In the year {x} received {a}, who was their spouse?',
        'At the time of winning {a}, who was {x} married to?'],
    ('cross', 'isAffiliatedTo', 'isMarriedTo'): [
        'Which party did {x} belong to when they married {a}?',
        'At the time of marrying {a}, which party was {x} a member of?'],
    ('cross', 'playsFor', 'isMarriedTo'): [
        'Which {n} was {x} with when they married {a}?'],
    ('cross', 'worksAt', 'isMarriedTo'): [
        'Where was {x} working when they married {a}?'],
    ('cross', 'isMarriedTo', 'diedIn'): [
        'Who was {x} married to at the time of their death?',
        'When {x} died, who was their spouse?', 'who was {x} married to when they died'],
    ('cross', 'isAffiliatedTo', 'diedIn'): [
        'Which party did {x} belong to when they died?',
        'At the time of death, what party was {x} a member of?'],
    ('cross', 'worksAt', 'diedIn'): ['Where was {x} working when they died?'],
    ('cross', 'isMarriedTo', 'created'): [
        'Who was {x} married to when they created {a}?'],
    ('cross', 'worksAt', 'created'): ['Where did {x} work when they created {a}?'],
    ('cross', 'isAffiliatedTo', 'created'): ['Which party was {x} in when they created {a}?'],
    ('cross', 'worksAt', 'graduatedFrom'): [
        'Where was {x} working in the year they graduated from {a}?'],
    ('cross', 'isMarriedTo', 'graduatedFrom'): [
        'Who was {x} married to in the year they graduated from {a}?'],

    # marriage
    ('spouses', 'isMarriedTo'): [
        'Who did {x} marry?', "Who is {X} spouse?", 'Who was {x} married to?',
        'Tell me who {x} tied the knot with', 'Whom did {x} wed?', "name {X} spouse"],
    ('married_in', 'isMarriedTo'): [
        'Who did {x} marry in {y}?', 'In {y}, {x} tied the knot with whom?',
        'Whom did {x} wed in {y}?', 'Who became {X} spouse in {y}?'],
    ('start', 'isMarriedTo'): [
        'In which year did {x} marry {t}?', 'When did {x} and {t} get married?',
        'What year did {x} tie the knot with {t}?', '{x} wed {t} in what year?',
        'year of the wedding of {x} and {t}?'],
    ('start_date', 'isMarriedTo'): [
        'On what date did {x} marry {t}?', 'What was the wedding date of {x} and {t}?',
        'On which day did {x} and {t} get married?', 'exact date {x} wed {t}?'],

    # yes/no: is (x, r, t) true in year y (events: does it happen in y)
    ('yesno', 'playsFor'): [
        'Did {x} play for {t} in {y}?', 'Was {x} on the books of {t} in {y}?',
        'In {y}, was {x} playing for {t}?', 'Did {x} represent {t} in {y}?'],
    ('yesno', 'worksAt'): [
        'Did {x} work at {t} in {y}?', 'Was {x} employed by {t} in {y}?',
        'In {y}, was {x} on the staff of {t}?'],
    ('yesno', 'isAffiliatedTo'): [
        'Was {x} a member of {t} in {y}?', 'Did {x} belong to {t} in {y}?'],
    ('yesno', 'owns'): ['Did {x} own {t} in {y}?', 'In {y}, was {t} owned by {x}?'],
    ('yesno', 'isMarriedTo'): [
        'Was {x} married to {t} in {y}?', 'In {y}, were {x} and {t} married?'],
    ('yesno', 'hasWonPrize'): [
        'Did {x} win {t} in {y}?', 'Was {x} awarded {t} in {y}?',
        'did {x} receive {t} in {y}'],
    ('yesno', 'graduatedFrom'): ['Did {x} graduate from {t} in {y}?'],
    ('yesno', 'created'): ['Did {x} create {t} in {y}?'],
}

WRITTEN = ('novel', 'book', 'play', 'poem', 'short story', 'novella')


def is_written(ent):
    m = re.search(r'\(([^()]*)\)$', display(ent))
    return bool(m) and any(m.group(1) == w or m.group(1).endswith(' ' + w) for w in WRITTEN)


def is_party(ent):
    return ent != 'Independent_politician'


def team_noun(ents):
    """'club' only if none of these is a national team."""
    return 'team' if any('national' in e.lower() for e in ents) else 'club'


# ----------------------------------------------------------------------------------------
# 5. generators
# ----------------------------------------------------------------------------------------

class Builder:
    def __init__(self):
        self.facts, self.skipped, self.banned, self.name_counts = load()
        self.G = Indexed(self.facts)
        self.rng = random.Random(SEED)
        self.cases = []
        self.seen_q = set()
        self.seen_spec = set()
        self.subject_uses = collections.Counter()

    # --- names
    def ok(self, ent):
        return ent not in self.banned

    def mention(self, ent):
        full = display(ent)
        s = stripped(ent)
        if s != full and self.name_counts[s] == 1:
            return s
        return full

    THE_START = re.compile(
        r'^(University|College|School|Institute|Academy|Royal|National|State|Government|City|'
        r'Republic|Kingdom|Southern|Northern|Eastern|Western|North|South|East|West|Federal|'
        r'United|Prussian|Museum|Library|Society|Union|League|Party|Ministry|Department|'
        r'Bank of|Massachusetts Institute|California Institute|Georgia Institute|Netherlands|'
        r'Philippines|Bronx|Soviet)\b')
    THE_WORD = re.compile(
        r'\b(Party|Movement|Alliance|League|Front|Coalition|Bloc|Democrats|Union|Federation|'
        r'Society|Association|Foundation|Corporation|Agency|Center|Centre|Laboratory|'
        r'Observatory|Institution|Institute|Council|Commission|Region|Administration|Board|'
        r'Authority|Service|Office|Patriots|Republicans)\b')
    NO_THE = re.compile(r'^(The |the |Harvard|Yale|Cornell|Stanford|Princeton|Columbia|'
                        r'Boston|Rice|Duke|Brown|Johns|Trent|Leiden|IBM|Forza)')

    def phrase(self, ent, r):
        """Mention with a definite article where English needs one."""
        m = self.mention(ent)
        if self.NO_THE.match(m):
            return m
        if r == 'hasWonPrize':
            return 'the ' + m
        if r == 'playsFor':
            return 'the ' + m if re.search(r'national .*team$', m) else m
        if r in ('isAffiliatedTo', 'worksAt', 'graduatedFrom', 'owns', 'wasBornIn', 'diedIn'):
            if self.THE_START.match(m) or self.THE_WORD.search(m):
                return 'the ' + m
        return m

    @staticmethod
    def poss(name):
        return name + ("'" if name.endswith('s') else "'s")

    # --- wording
    def word(self, key, spec, n=None, precise=False):
        tpls = W[key]
        if precise:   # a month/day is known: ask for the year explicitly, never a bare "when"
            tpls = [t for t in tpls if not re.match(r'^(until |since )?when\b', t, re.I)]
        tpl = self.rng.choice(tpls)
        r = spec.get('r')
        vals = {}
        if 'x' in spec:
            vals['x'] = self.phrase(spec['x'], r) if r == 'owns' else self.mention(spec['x'])
            vals['X'] = self.poss(vals['x'])
        if 't' in spec:
            vals['t'] = self.mention(spec['t']) if r == 'isMarriedTo' else self.phrase(spec['t'], r)
        if 'y' in spec:
            vals['y'] = str(spec['y'])
        if 'anchor' in spec and spec['anchor'][1]:
            vals['a'] = self.phrase(spec['anchor'][1], spec['anchor'][0])
        if 'pos' in spec and spec.get('t'):
            vals['a'] = vals['t']
        if n:
            vals['n'] = n
        q = tpl.format(**vals)
        q = q[0].upper() + q[1:] if tpl[0] == '{' else q
        # casual variants: sometimes all lower-case start or no final punctuation
        roll = self.rng.random()
        if roll < 0.07 and tpl[0] != '{' and tpl[0].isupper():
            q = q[0].lower() + q[1:]
        elif roll < 0.13 and q[-1] in '?.':
            q = q[:-1]
        return q, tpl

    # --- adding a case
    def add(self, kind, spec, key, n=None):
        ents = [spec[k] for k in ('x', 't') if k in spec]
        if 'anchor' in spec and spec['anchor'][1]:
            ents.append(spec['anchor'][1])
        if not all(self.ok(e) for e in ents):
            return False
        if any(e.startswith('Fellow_of_') for e in ents):
            return False
        sk = json.dumps(spec, sort_keys=True)
        if sk in self.seen_spec:
            return False
        answers = SEMANTICS[spec['op']](self.G, spec)
        if not answers:
            return False
        ent_answers = [a for a in answers if not re.match(r'^(\d+|\d{4}-\d\d-\d\d|yes|no)$', a)]
        if any(a.replace(' ', '_') in self.banned for a in ent_answers):
            return False
        if any(a in (display(e) for e in ents) for a in ent_answers):
            return False
        subj = spec.get('x') or spec.get('t')
        if self.subject_uses[subj] >= 2:
            return False
        precise = False
        if spec['op'] in ('start', 'end', 'event_years'):
            rs = readings(self.G, spec['r'], spec['x'], spec['t'])
            ds = [f.e for f in rs] if spec['op'] == 'end' else [f.s for f in rs]
            precise = any(d is not None and d.m is not None for d in ds)
        q, tpl = self.word(key, spec, n, precise)
        if q.lower() in self.seen_q:
            return False
        self.seen_q.add(q.lower())
        self.seen_spec.add(sk)
        self.subject_uses[subj] += 1
        self.cases.append({'kind': kind, 'spec': spec, 'meaning': meaning(spec), 'key': list(key),
                           'template': tpl, 'question': q, 'answers': answers})
        return True

    def fill(self, kind, pools, quota):
        """pools: list of (weight, candidate list); each candidate a callable -> bool (added).
        Round-robin over pools by weight, seeded shuffle inside each pool."""
        pools = [(w, list(c)) for w, c in pools if c]
        for _, c in pools:
            self.rng.shuffle(c)
        got = 0
        credit = [0.0] * len(pools)
        while got < quota and any(c for _, c in pools):
            for i, (w, c) in enumerate(pools):
                credit[i] += w
                while credit[i] >= 1 and c and got < quota:
                    credit[i] -= 1
                    while c:
                        if c.pop()():
                            got += 1
                            break
        if got < quota:
            raise SystemExit('kind %s: only %d of %d cases' % (kind, got, quota))

    # --- candidate enumeration helpers
    def heads(self, r):
        return sorted({f.h for f in self.G.facts(r)})

    def tails(self, r):
        return sorted({f.t for f in self.G.facts(r)})

    def subjects(self, r):
        """Subjects for a relation (both sides for isMarriedTo)."""
        s = set(self.heads(r))
        if r == 'isMarriedTo':
            s |= set(self.tails(r))
        return sorted(s)

    def closed_years(self, r, x):
        ys = set()
        for t in partners(self.G, r, x):
            for f in readings(self.G, r, x, t):
                if f.closed:
                    ys |= set(range(f.sy, f.ey + 1))
        return sorted(ys)

    # --- kinds ---------------------------------------------------------------------------
    def gen_in_year(self, quota):
        pools = []
        for r, w in (('playsFor', 5), ('worksAt', 2), ('isAffiliatedTo', 3), ('owns', 1),
                     ('isMarriedTo', 3)):
            cands = []
            for x in self.subjects(r):
                ys = self.closed_years(r, x)
                if not ys:
                    continue
                def go(r=r, x=x, ys=ys):
                    ys = [y for y in ys if sem_in_year(self.G, r, x, y)]
                    if not ys:
                        return False
                    y = self.rng.choice(ys)
                    spec = {'op': 'in_year', 'r': r, 'x': x, 'y': y}
                    a = sem_in_year(self.G, r, x, y)
                    key, n = ('in_year', r), None
                    if r == 'playsFor':
                        n = team_noun(a)
                        n = self.rng.choice(['side', n]) if n == 'club' and self.rng.random() < .2 else n
                    if r == 'isAffiliatedTo':
                        key = ('in_year', r, 'party' if all(is_party(e.replace(' ', '_')) for e in a)
                               else 'generic')
                    return self.add('in_year', spec, key, n)
                cands.append(go)
            pools.append((w, cands))
        self.fill('in_year', pools, quota)

    def gen_start(self, quota):
        pools = []
        for r, w in (('playsFor', 4), ('worksAt', 2), ('isAffiliatedTo', 2), ('owns', 2)):
            cands = []
            for f in self.G.facts(r):
                if r == 'isAffiliatedTo' and not is_party(f.t):
                    continue
                def go(f=f, r=r):
                    spec = {'op': 'start', 'r': r, 'x': f.h, 't': f.t}
                    key = ('start', r)
                    if not f.closed and ('start', r, 'open') in W and self.rng.random() < 0.4:
                        key = ('start', r, 'open')
                    return self.add('start', spec, key)
                cands.append(go)
            pools.append((w, cands))
        self.fill('start', pools, quota)

    def alive_after(self, p, year):
        """Some fact shows p alive after `year` (a later death, or a later state/event start)."""
        for r in RELATIONS:
            for f in self.G.facts(r, h=p) + (self.G.facts(r, t=p) if r == 'isMarriedTo' else []):
                if f.sy > year:
                    return True
        return False

    def gen_end(self, quota):
        pools = []
        for r, w in (('playsFor', 4), ('worksAt', 2), ('isAffiliatedTo', 2), ('owns', 1),
                     ('isMarriedTo', 2)):
            cands = []
            for f in self.G.facts(r):
                if not f.closed or (r == 'isAffiliatedTo' and not is_party(f.t)):
                    continue
                def go(f=f, r=r):
                    spec = {'op': 'end', 'r': r, 'x': f.h, 't': f.t}
                    key = ('end', r)
                    if r == 'isMarriedTo':
                        ends = sem_end(self.G, r, f.h, f.t)
                        if ends and len(ends) == 1 and all(self.alive_after(p, int(ends[0]))
                                                           for p in (f.h, f.t)):
                            key = ('end', r, 'divorce')
                    return self.add('end', spec, key)
                cands.append(go)
            pools.append((w, cands))
        self.fill('end', pools, quota)

    def gen_duration(self, quota):
        pools = []
        for r, w in (('playsFor', 4), ('worksAt', 2), ('isAffiliatedTo', 2), ('owns', 1),
                     ('isMarriedTo', 2)):
            cands = []
            for f in self.G.facts(r):
                if not f.closed or (r == 'isAffiliatedTo' and not is_party(f.t)):
                    continue
                if f.ey - f.sy == 1 and self.rng.random() < 0.6:
                    continue
                cands.append(lambda f=f, r=r: self.add(
                    'duration', {'op': 'duration', 'r': r, 'x': f.h, 't': f.t}, ('duration', r)))
            pools.append((w, cands))
        self.fill('duration', pools, quota)

    def gen_order(self, quota):
        pools = []
        for r, w in (('playsFor', 5), ('worksAt', 1), ('isAffiliatedTo', 2), ('isMarriedTo', 2),
                     ('hasWonPrize', 3), ('created', 1)):
            cands = []
            for x in self.subjects(r):
                items = item_starts(self.G, r, x)
                if not items or len(items) < 2:
                    continue
                for pos in (('first', 'last') if r == 'created' else
                            ('first', 'last', 'after', 'before')):
                    anchors = [None] if pos in ('first', 'last') else [t for _, t in items]
                    for a in anchors:
                        def go(r=r, x=x, pos=pos, a=a, items=items):
                            spec = {'op': 'order', 'r': r, 'x': x, 'pos': pos}
                            if a:
                                spec['t'] = a
                            n = team_noun([t for _, t in items]) if r == 'playsFor' else None
                            if r == 'isAffiliatedTo' and not all(is_party(t) for _, t in items):
                                return False
                            return self.add('order', spec, ('order', r, pos), n)
                        cands.append(go)
            pools.append((w, cands))
        self.fill('order', pools, quota)

    def gen_instant(self, quota):
        pools = []
        for r in INSTANTS:
            for op, w in (('place', 2), ('day', 1.5), ('year_of', 1)):
                cands = []
                for f in self.G.facts(r):
                    if op == 'year_of' and f.s.full and self.rng.random() < 0.5:
                        continue
                    cands.append(lambda f=f, r=r, op=op: self.add(
                        'instant', {'op': op, 'r': r, 'x': f.h}, (op, r)))
                pools.append((w, cands))
            cands = []
            for (p, y) in sorted({(f.t, f.sy) for f in self.G.facts(r)}):
                cands.append(lambda p=p, y=y, r=r: self.add(
                    'instant', {'op': 'who_instant', 'r': r, 't': p, 'y': y}, ('who_instant', r)))
            pools.append((1.5, cands))
        self.fill('instant', pools, quota)

    def gen_event(self, quota):
        pools = []
        for r, w in (('hasWonPrize', 3), ('created', 2), ('graduatedFrom', 1.5)):
            cands = []
            for f in self.G.facts(r):
                if r == 'hasWonPrize' and f.t == 'Fellow_of_the_Royal_Society':
                    continue
                key = ('event_years', r, 'written') if r == 'created' and is_written(f.t) \
                    else ('event_years', r)
                cands.append(lambda f=f, r=r, key=key: self.add(
                    'event', {'op': 'event_years', 'r': r, 'x': f.h, 't': f.t}, key))
            pools.append((w, cands))
        for r, w in (('hasWonPrize', 3), ('graduatedFrom', 1)):
            cands = []
            for (t, y) in sorted({(f.t, y) for f in self.G.facts(r) for y in event_years(f)}):
                if t == 'Fellow_of_the_Royal_Society':
                    continue
                cands.append(lambda t=t, y=y, r=r: self.add(
                    'event', {'op': 'event_who', 'r': r, 't': t, 'y': y}, ('event_who', r)))
            pools.append((w, cands))
        for r, w in (('hasWonPrize', 2), ('created', 2)):
            cands = []
            for (x, y) in sorted({(f.h, y) for f in self.G.facts(r) for y in event_years(f)}):
                def go(x=x, y=y, r=r):
                    spec = {'op': 'event_what', 'r': r, 'x': x, 'y': y}
                    a = sem_event_what(self.G, r, x, y)
                    key = ('event_what', r)
                    if r == 'created' and a and all(is_written(e.replace(' ', '_')) for e in a):
                        key = ('event_what', r, 'written')
                    return self.add('event', spec, key)
                cands.append(go)
            pools.append((w, cands))
        cands = [lambda x=x: self.add('event', {'op': 'event_all', 'r': 'graduatedFrom', 'x': x},
                                      ('event_all', 'graduatedFrom'))
                 for x in self.heads('graduatedFrom')]
        pools.append((1.5, cands))
        self.fill('event', pools, quota)

    def gen_reverse(self, quota):
        pools = []
        for r, w in (('playsFor', 4), ('worksAt', 2), ('owns', 2), ('isAffiliatedTo', 1)):
            cands = []
            for t in self.tails(r):
                if r == 'isAffiliatedTo' and not is_party(t):
                    continue
                ys = sorted({y for f in self.G.facts(r, t=t) if f.closed
                             for y in range(f.sy, f.ey + 1)})
                if not ys:
                    continue
                def go(r=r, t=t, ys=ys):
                    ys = [y for y in ys if sem_reverse(self.G, r, t, y)]
                    if not ys:
                        return False
                    y = self.rng.choice(ys)
                    return self.add('reverse', {'op': 'reverse', 'r': r, 't': t, 'y': y},
                                    ('reverse', r))
                cands.append(go)
            pools.append((w, cands))
        self.fill('reverse', pools, quota)

    def gen_cross(self, quota):
        pools = {}
        for key in W:
            if key[0] != 'cross':
                continue
            _, r, ar = key
            cands = []
            for x in self.subjects(r):
                if ar == 'diedIn':
                    anchors = [None] if self.G.facts('diedIn', h=x) else []
                else:
                    anchors = partners(self.G, ar, x)
                for a in anchors:
                    if ar == 'hasWonPrize' and a == 'Fellow_of_the_Royal_Society':
                        continue
                    def go(r=r, ar=ar, x=x, a=a, key=key):
                        spec = {'op': 'cross', 'r': r, 'x': x, 'anchor': [ar, a]}
                        res = sem_cross(self.G, r, x, (ar, a))
                        if not res:
                            return False
                        if r == 'isAffiliatedTo' and not all(is_party(e.replace(' ', '_')) for e in res):
                            return False
                        n = team_noun(res) if r == 'playsFor' else None
                        return self.add('cross', spec, key, n)
                    cands.append(go)
            pools[key] = cands
        self.fill('cross', [(1, pools[k]) for k in sorted(pools)], quota)

    def gen_marriage(self, quota):
        r = 'isMarriedTo'
        subs = self.subjects(r)
        pools = []
        pools.append((2, [lambda x=x: self.add('marriage', {'op': 'spouses', 'r': r, 'x': x},
                                               ('spouses', r)) for x in subs]))
        c = []
        for x in subs:
            for y in sorted({f.sy for s in partners(self.G, r, x) for f in readings(self.G, r, x, s)}):
                c.append(lambda x=x, y=y: self.add(
                    'marriage', {'op': 'married_in', 'r': r, 'x': x, 'y': y}, ('married_in', r)))
        pools.append((2, c))
        pairs = sorted({(f.h, f.t) for f in self.G.facts(r)})
        pools.append((3, [lambda p=p: self.add('marriage', {'op': 'start', 'r': r, 'x': p[0], 't': p[1]},
                                               ('start', r)) for p in pairs]))
        pools.append((2, [lambda p=p: self.add('marriage', {'op': 'start_date', 'r': r, 'x': p[0], 't': p[1]},
                                               ('start_date', r)) for p in pairs]))
        self.fill('marriage', pools, quota)

    def gen_yesno(self, quota):
        for want in ('yes', 'no'):
            pools = []
            for r, w in (('playsFor', 4), ('worksAt', 1.5), ('isAffiliatedTo', 1.5), ('owns', 1),
                         ('isMarriedTo', 2), ('hasWonPrize', 2), ('graduatedFrom', 0.5),
                         ('created', 0.5)):
                cands = []
                for f in self.G.facts(r):
                    if r == 'isAffiliatedTo' and not is_party(f.t):
                        continue
                    if r in EVENTS:
                        inside = sorted(event_years(f))
                    elif f.closed:
                        inside = list(range(f.sy, f.ey + 1))
                    else:
                        continue
                    if want == 'yes':
                        years = inside
                    else:
                        lo, hi = min(inside), max(inside)
                        years = [y for k in range(1, 6) for y in (lo - k, hi + k)
                                 if y not in inside and 1000 <= y <= MAX_YEAR]
                    def go(f=f, r=r, years=years, want=want):
                        ys = [y for y in years
                              if sem_yesno(self.G, r, f.h, f.t, y) == [want]]
                        if not ys:
                            return False
                        y = self.rng.choice(ys)
                        return self.add('yesno', {'op': 'yesno', 'r': r, 'x': f.h, 't': f.t, 'y': y},
                                        ('yesno', r))
                    cands.append(go)
                pools.append((w, cands))
            self.fill('yesno', pools, quota // 2 if want == 'yes' else quota - quota // 2)

    def build(self):
        plan = [('in_year', 34), ('start', 30), ('end', 30), ('duration', 30), ('order', 32),
                ('instant', 32), ('event', 34), ('reverse', 30), ('cross', 30),
                ('marriage', 32), ('yesno', 40)]
        for kind, n in plan:
            getattr(self, 'gen_' + kind)(n)
        self.rng.shuffle(self.cases)
        for i, c in enumerate(self.cases, 1):
            c['id'] = 'y2-%04d' % i
        return self.cases


# ----------------------------------------------------------------------------------------
# 6. checks
# ----------------------------------------------------------------------------------------

def fail(msg):
    raise SystemExit('CHECK FAILED: ' + msg)


def check(b, cases):
    facts = b.facts
    S = Scan(facts)
    fact_rows = {f.raw for f in facts}
    skipped_ents = set()
    for _, cols in b.skipped:
        for c in (cols[0], cols[2]):
            skipped_ents.add(c[1:-1] if c.startswith('<') else c)
    if len(cases) < 300:
        fail('only %d cases' % len(cases))
    qs = [c['question'].lower().rstrip('?. ') for c in cases]
    dup = [q for q, k in collections.Counter(qs).items() if k > 1]
    if dup:
        fail('duplicate questions %r' % dup[:3])
    specs = [json.dumps(c['spec'], sort_keys=True) for c in cases]
    if len(set(specs)) != len(specs):
        fail('duplicate specs')
    ids = [c['id'] for c in cases]
    if ids != ['y2-%04d' % i for i in range(1, len(cases) + 1)]:
        fail('ids not sequential')
    for c in cases:
        s, q, a = c['spec'], c['question'], c['answers']
        where = '%s %s %r' % (c['id'], c['meaning'], q)
        # gold answers recomputed with brute-force retrieval
        again = SEMANTICS[s['op']](S, s)
        if again != a:
            fail('%s: answers %r vs rescan %r' % (where, a, again))
        if not 1 <= len(a) <= MAX_ANSWERS or a != sorted(set(a)):
            fail('%s: answer list %r' % (where, a))
        # referenced entities: usable, never in a skipped line, mentioned in the text
        ents = [s[k] for k in ('x', 't') if k in s]
        if s.get('anchor') and s['anchor'][1]:
            ents.append(s['anchor'][1])
        for e in ents:
            if e in skipped_ents or e in b.banned:
                fail('%s: entity %s is banned/skipped' % (where, e))
            if b.mention(e) not in q:
                fail('%s: %s not mentioned' % (where, e))
            m = b.mention(e)
            if m != display(e) and b.name_counts[m] != 1:
                fail('%s: ambiguous short name %s' % (where, m))
        for x in a:
            if re.match(r'^\d{4}-\d\d-\d\d$', x):
                datetime.date(*map(int, x.split('-')))
            elif re.match(r'^\d+$', x) or x in ('yes', 'no'):
                pass
            else:
                e = x.replace(' ', '_')
                if e in skipped_ents or e in b.banned:
                    fail('%s: answer %s banned' % (where, x))
                if '_' in x or '<' in x:
                    fail('%s: answer %s not rendered' % (where, x))
        if 'y' in s and str(s['y']) not in q:
            fail('%s: year not in text' % where)
        if '{' in q or '}' in q or '_' in q:
            fail('%s: unrendered template' % where)
        if s['op'] in ('start', 'end', 'event_years') and \
                re.match(r'^(until |since )?when\b', c['template'], re.I):
            rs = readings(S, s['r'], s['x'], s['t'])
            ds = [f.e for f in rs] if s['op'] == 'end' else [f.s for f in rs]
            if any(d is not None and d.m is not None for d in ds):
                fail('%s: bare "when" for a date known beyond the year' % where)
        check_preconditions(S, fact_rows, c, where)
    kinds = collections.Counter(c['kind'] for c in cases)
    yn = collections.Counter(c['answers'][0] for c in cases if c['kind'] == 'yesno')
    if abs(yn['yes'] - yn['no']) > 4:
        fail('yes/no unbalanced %r' % yn)
    if max(kinds.values()) > 2 * min(kinds.values()):
        fail('kinds uneven %r' % kinds)


def check_preconditions(S, fact_rows, c, where):
    """Independent statements of each kind's preconditions, written directly over facts."""
    s, a = c['spec'], c['answers']
    op, r = s['op'], s.get('r')

    def rel_facts(x):  # every stored line of x in r (both directions for marriage)
        return [f for f in S.all if f.r == r and (f.h == x or (r == 'isMarriedTo' and f.t == x))]

    def pair(x, t):
        return [f for f in rel_facts(x) if {f.h, f.t} == {x, t}]

    def refs(fs):
        if not fs:
            fail('%s: referenced fact missing' % where)
        for f in fs:
            if f.raw not in fact_rows:
                fail('%s: fact not in graph' % where)

    if op in ('in_year', 'cross'):
        x = s['x']
        if op == 'cross':
            ar, at = s['anchor']
            if ar == 'diedIn':
                af = [f for f in S.all if f.r == 'diedIn' and f.h == x]
            else:
                af = [f for f in S.all if f.r == ar and {f.h, f.t} == {x, at}
                      and (f.h == x or ar == 'isMarriedTo')]
            refs(af)
            ys = {f.sy for f in af} if ar in ('isMarriedTo', 'diedIn') else \
                {y for f in af for y in event_years(f)}
            if len(ys) != 1:
                fail('%s: anchor year not single' % where)
            y = ys.pop()
        else:
            y = s['y']
        fs = rel_facts(x)
        if any(not f.closed and f.sy <= y for f in fs):
            fail('%s: an open-ended fact could decide year %d' % (where, y))
        for ans_ in a:
            other = ans_.replace(' ', '_')
            p = [f for f in fs if other in (f.h, f.t)]
            refs(p)
            if not all(f.sy <= y <= f.ey for f in p):
                fail('%s: %s not true in %d under every reading' % (where, ans_, y))
        for f in fs:
            other = f.t if f.h == x else f.h
            if f.sy <= y <= f.ey and display(other) not in a:
                fail('%s: missing answer %s' % (where, other))
    elif op == 'reverse':
        fs = [f for f in S.all if f.r == r and f.t == s['t']]
        if any(not f.closed and f.sy <= s['y'] for f in fs):
            fail('%s: open-ended fact could decide' % where)
        want = sorted(display(f.h) for f in fs if f.sy <= s['y'] <= f.ey)
        if want != a:
            fail('%s: reverse answers' % where)
    elif op in ('start', 'start_date', 'end', 'duration', 'event_years'):
        p = pair(s['x'], s['t'])
        refs(p)
        if op in ('end', 'duration'):
            if not all(f.closed for f in p):
                fail('%s: end/duration of an open-ended fact' % where)
            want = {str(f.ey) if op == 'end' else str(f.ey - f.sy) for f in p}
            if set(a) != want:
                fail('%s: end/duration answers' % where)
        if op == 'start' and set(a) != {str(f.sy) for f in p}:
            fail('%s: start answers' % where)
        if op == 'start_date' and not set(a) <= {f.s.iso() for f in p if f.s.full}:
            fail('%s: start date answers' % where)
        if op == 'event_years' and r not in EVENTS:
            fail('%s: event_years on a state' % where)
    elif op == 'order':
        fs = rel_facts(s['x'])
        refs(fs)
        starts = collections.defaultdict(set)
        for f in fs:
            starts[f.t if f.h == s['x'] else f.h].add(f.sy)
        if any(len(v) != 1 for v in starts.values()):
            fail('%s: ambiguous start in order' % where)
        yrs = {k: min(v) for k, v in starts.items()}
        if len(a) != 1:
            fail('%s: order with several answers' % where)
        ay = yrs[a[0].replace(' ', '_')]
        if list(yrs.values()).count(ay) != 1:
            fail('%s: tie at answer' % where)
        if s['pos'] == 'first' and ay != min(yrs.values()):
            fail(where)
        if s['pos'] == 'last' and ay != max(yrs.values()):
            fail(where)
        if s['pos'] in ('after', 'before'):
            ty = yrs[s['t']]
            if list(yrs.values()).count(ty) != 1:
                fail('%s: tie at anchor' % where)
            between = [v for v in yrs.values() if min(ty, ay) < v < max(ty, ay)]
            if between or (ay > ty) != (s['pos'] == 'after'):
                fail('%s: not adjacent' % where)
    elif op == 'yesno':
        p = pair(s['x'], s['t'])
        refs(p)
        y = s['y']
        if r in EVENTS:
            hit = any(y in event_years(f) for f in p)
        else:
            hit = all(f.closed and f.sy <= y <= f.ey for f in p)
            if a == ['no']:
                if not all(f.closed for f in rel_facts(s['x'])):
                    fail('%s: "no" with an open-ended fact' % where)
                if any(f.sy <= y <= f.ey for f in p):
                    fail('%s: "no" but some reading holds' % where)
        if a != (['yes'] if hit else ['no']):
            fail('%s: yes/no answer' % where)
    elif op in ('place', 'day', 'year_of'):
        fs = [f for f in S.all if f.r == r and f.h == s['x']]
        refs(fs)
        if len(fs) != 1:
            fail(where)
    elif op in ('who_instant', 'event_who'):
        fs = [f for f in S.all if f.r == r and f.t == s['t'] and
              (f.sy == s['y'] if op == 'who_instant' else s['y'] in event_years(f))]
        refs(fs)
        if sorted({display(f.h) for f in fs}) != a:
            fail(where)
    elif op in ('event_what', 'event_all'):
        fs = [f for f in S.all if f.r == r and f.h == s['x'] and
              (op == 'event_all' or s['y'] in event_years(f))]
        refs(fs)
        if sorted({display(f.t) for f in fs}) != a:
            fail(where)
    elif op in ('spouses', 'married_in'):
        fs = rel_facts(s['x'])
        if op == 'married_in':
            fs = [f for f in fs if f.sy == s['y']]
        refs(fs)
        if sorted({display(f.t if f.h == s['x'] else f.h) for f in fs}) != a:
            fail(where)
    else:
        fail('%s: unknown op' % where)


# ----------------------------------------------------------------------------------------
# 7. writer
# ----------------------------------------------------------------------------------------

def main():
    b = Builder()
    cases = b.build()
    check(b, cases)
    out = [{'id': c['id'], 'question': c['question'], 'answers': c['answers']} for c in cases]
    text = json.dumps(out, ensure_ascii=False, indent=1) + '\n'
    if '--check' in sys.argv:
        with open(OUT, encoding='utf-8') as fh:
            if fh.read() != text:
                fail('%s differs from a fresh build' % OUT)
    else:
        with open(OUT, 'w', encoding='utf-8') as fh:
            fh.write(text)
    kinds = collections.Counter(c['kind'] for c in cases)
    if '--stats' in sys.argv:
        for k, v in sorted(collections.Counter((c['kind'], c['spec']['op'], c['spec'].get('r'))
                                               for c in cases).items()):
            print(k, v)
    if '--explain' in sys.argv:
        for c in cases:
            print('%s [%s] %s\n    %s -> %s' % (c['id'], c['kind'], c['question'], c['meaning'],
                                               c['answers']))
    print('%d questions; %s' % (len(cases), ', '.join('%s %d' % kv for kv in sorted(kinds.items()))))
    print('skipped lines: %d (%s); banned entities: %d' % (
        len(b.skipped), dict(collections.Counter(w for w, _ in b.skipped)), len(b.banned)))


if __name__ == '__main__':
    main()
