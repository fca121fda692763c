#!/usr/bin/env python3
"""Gold answers for the YAGO11k temporal question set.

Usage:  python3 gold.py ../../../shared/data/yago11k

The question set itself is the CASES list at the bottom of this file: every
question is stored next to its meaning (kind, head, relation, tail, year,
extreme, ...).  This script loads the three data files as one graph, computes
every answer from the data with the semantics described in README.md, checks
every case (and fails loudly on the first problem), and writes yago-dev.json
(even positions) and yago-test.json (odd positions) next to this file.

Standard library only.  Output is byte-identical on every run.
"""
import collections
import gzip
import json
import os
import re
import sys

RELATIONS = ('playsFor', 'wasBornIn', 'hasWonPrize', 'isMarriedTo', 'created',
             'diedIn', 'isAffiliatedTo', 'owns', 'graduatedFrom', 'worksAt')
STATES = ('playsFor', 'isMarriedTo', 'isAffiliatedTo', 'worksAt', 'owns')
EVENTS = ('hasWonPrize', 'created', 'graduatedFrom')
INSTANTS = ('wasBornIn', 'diedIn')
KINDS = ('in_year', 'start', 'end', 'duration', 'order', 'instant', 'event',
         'reverse', 'during', 'marriage')

NAME_RE = re.compile(r'^<[^<>\\"\t]+>$')
DATE_RE = re.compile(r'^(\d{4})-(\d\d|##)-(\d\d|##)$')


class Invalid(Exception):
    """A case that does not satisfy the preconditions of its kind."""


class Malformed(Exception):
    pass


# --------------------------------------------------------------------------
# dates
# --------------------------------------------------------------------------
class D(tuple):
    """(year, month or None, day or None) plus the raw text."""

    def __new__(cls, y, m, d, text):
        o = tuple.__new__(cls, (y, m, d))
        o.text = text
        return o

    @property
    def year(self):
        return self[0]

    @property
    def prec(self):
        return 'day' if self[2] is not None else 'month' if self[1] is not None else 'year'

    def full(self):
        return '%04d-%02d-%02d' % self


def parse_date(s):
    """None for an unknown date, a D otherwise; Malformed for noise."""
    if s == '####-##-##':
        return None
    m = DATE_RE.match(s)
    if not m:
        raise Malformed(s)
    y = int(m.group(1))
    mo = None if m.group(2) == '##' else int(m.group(2))
    d = None if m.group(3) == '##' else int(m.group(3))
    if y < 1000:
        raise Malformed(s)
    if mo is None and d is not None:
        raise Malformed(s)
    if mo is not None and not 1 <= mo <= 12:
        raise Malformed(s)
    if d is not None and not 1 <= d <= 31:
        raise Malformed(s)
    return D(y, mo, d, s)


def before(a, b):
    """True when date a is certainly before date b (at the common precision)."""
    if a[0] != b[0]:
        return a[0] < b[0]
    if a[1] is None or b[1] is None or a[1] != b[1]:
        return a[1] is not None and b[1] is not None and a[1] < b[1]
    return a[2] is not None and b[2] is not None and a[2] < b[2]


# --------------------------------------------------------------------------
# graph
# --------------------------------------------------------------------------
Fact = collections.namedtuple('Fact', 'h r t s e')


class Graph:
    def __init__(self, datadir):
        self.facts = []
        self.skipped = []
        self.tainted = set()          # entities that occur in a skipped line
        self.entities = set()
        for split in ('train', 'valid', 'test'):
            path = os.path.join(datadir, split + '.txt.gz')
            with gzip.open(path, 'rt', encoding='utf-8') as f:
                for line in f:
                    self._add(line.rstrip('\n'))
        if not self.facts:
            raise SystemExit('no facts loaded from %s' % datadir)
        self.by_head = collections.defaultdict(list)   # (h, r) -> [Fact]
        self.by_tail = collections.defaultdict(list)   # (t, r) -> [Fact]
        self.triples = set()
        for f in self.facts:
            self.by_head[f.h, f.r].append(f)
            self.by_tail[f.t, f.r].append(f)
            self.triples.add((f.h, f.r, f.t))
        self._names()

    def _add(self, line):
        p = line.split('\t')
        toks = [x for x in p if x.startswith('<')]
        try:
            if len(p) != 5:
                raise Malformed('fields')
            h, r, t, s, e = p
            if not (r.startswith('<') and r.endswith('>')) or r[1:-1] not in RELATIONS:
                raise Malformed('relation')
            if not NAME_RE.match(h) or not NAME_RE.match(t):
                raise Malformed('name')
            sd, ed = parse_date(s), parse_date(e)
            if sd is not None and ed is not None and before(ed, sd):
                raise Malformed('end before start')
        except Malformed:
            self.skipped.append(line)
            for x in toks:
                if x not in ('<%s>' % r for r in RELATIONS):
                    self.tainted.add(x)
            return
        self.facts.append(Fact(h, r[1:-1], t, sd, ed))
        self.entities.add(h)
        self.entities.add(t)

    # ---- names and mentions -------------------------------------------
    def _names(self):
        self.by_display = collections.defaultdict(set)
        self.by_stripped = collections.defaultdict(set)
        for e in self.entities | self.tainted:
            d = display(e)
            self.by_display[d].add(e)
            self.by_stripped[stripped(d)].add(e)

    def resolve(self, mention):
        """All entities a mention could denote (full or stripped name)."""
        return self.by_display.get(mention, set()) | self.by_stripped.get(mention, set())

    def mention(self, e):
        """How a person would name e: stripped of its disambiguator when that
        is unique in the whole graph, the full name otherwise."""
        d = display(e)
        s = stripped(d)
        if s != d and self.resolve(s) == {e}:
            return s
        return d

    def usable(self, e):
        return e in self.entities and e not in self.tainted and readable(e)

    # ---- fact views ------------------------------------------------------
    def state(self, x, r):
        """(tail, start, end) of x's facts of relation r; isMarriedTo is read
        in both directions (one entry per stored direction)."""
        out = [(f.t, f.s, f.e) for f in self.by_head[x, r]]
        if r == 'isMarriedTo':
            out += [(f.h, f.s, f.e) for f in self.by_tail[x, r]]
        return out


def display(e):
    return e[1:-1].replace('_', ' ')


def stripped(d):
    return re.sub(r' \([^()]*\)$', '', d)


def readable(e):
    d = display(e)
    if '\\' in d or '"' in d:
        return False
    letters = sum(1 for c in d if c.isalpha())
    return letters >= 3 and not re.match(r'^[QqPp]\d+$', d)


# --------------------------------------------------------------------------
# semantics
# --------------------------------------------------------------------------
def fmt(d, ask):
    """Format a date for a question asking for `ask` (year / when / date)."""
    if ask == 'year':
        return '%04d' % d.year
    if d.prec == 'month':
        raise Invalid('month-precision date asked as %s' % ask)
    return d.full() if d.prec == 'day' else '%04d' % d.year


def need(cond, why):
    if not cond:
        raise Invalid(why)


def covering(G, x, r, y):
    """Tails of x's closed r-facts whose years cover y; Invalid if an open or
    unknown-start fact could also cover y."""
    out = set()
    for t, s, e in G.state(x, r):
        need(s is not None, 'unknown start for %s %s' % (x, r))
        if e is None:
            need(s.year > y, 'open %s fact of %s could cover %d' % (r, x, y))
        elif s.year <= y <= e.year:
            out.add(t)
    return out


def pair_facts(G, x, r, t):
    fs = [(s, e) for tt, s, e in G.state(x, r) if tt == t]
    need(fs, 'no fact %s %s %s' % (x, r, t))
    return fs


def ordered(G, x, r):
    """[(start year, tail)] for x's r-facts, one entry per tail."""
    years = collections.defaultdict(set)
    for t, s, e in G.state(x, r):
        need(s is not None, 'unknown start')
        years[t].add(s.year)
    out = []
    for t, ys in years.items():
        need(len(ys) == 1, 'directions disagree on the start of %s' % t)
        out.append((min(ys), t))
    need(len(out) >= 2, 'fewer than two facts to order')
    return sorted(out)


def pick_order(seq, extreme, anchor):
    years = [y for y, t in seq]
    cnt = collections.Counter(years)
    if extreme == 'first':
        y = years[0]
    elif extreme == 'last':
        y = years[-1]
    else:
        ay = [yy for yy, t in seq if t == anchor]
        need(len(ay) == 1, 'anchor not among the facts')
        need(cnt[ay[0]] == 1, 'anchor start is tied')
        if extreme == 'after':
            later = [yy for yy in years if yy > ay[0]]
            need(later, 'nothing after the anchor')
            y = min(later)
        else:
            earlier = [yy for yy in years if yy < ay[0]]
            need(earlier, 'nothing before the anchor')
            y = max(earlier)
    need(cnt[y] == 1, 'tie at the answer position')
    return {t for yy, t in seq if yy == y}


def event_in_year(fs, y):
    """Facts of an event relation dated in year y: start year y, or known end year y."""
    return [f for f in fs if f.s is not None and (f.s.year == y or (f.e is not None and f.e.year == y))]


def evaluate(G, c):
    """Return (answers, answer type) for case c, or raise Invalid."""
    k = c['kind']
    x, r, t, y = c.get('head'), c.get('rel'), c.get('tail'), c.get('year')
    ask = c['ask']
    for e in (x, t, c.get('ref_tail'), c.get('anchor')):
        if e is not None:
            need(G.usable(e), 'entity not usable: %s' % e)

    if k == 'in_year':
        need(r in STATES and ask == 'name', 'bad in_year')
        names = covering(G, x, r, y)
        return names, 'name'

    if k in ('start', 'end', 'duration') or (k == 'marriage' and c['sub'] == 'marry_when'):
        need(r in STATES, 'bad relation for %s' % k)
        fs = pair_facts(G, x, r, t)
        if k in ('start', 'marriage'):
            return {fmt(s, ask) for s, e in fs}, ask
        closed = [(s, e) for s, e in fs if e is not None]
        need(closed, 'no known end')
        if k == 'end':
            return {fmt(e, ask) for s, e in closed}, ask
        need(ask == 'number', 'duration asks a number')
        return {str(e.year - s.year) for s, e in closed}, 'number'

    if k == 'order':
        need(r in STATES + EVENTS and ask == 'name', 'bad order')
        return pick_order(ordered(G, x, r), c['extreme'], c.get('anchor')), 'name'

    if k == 'instant':
        need(r in INSTANTS, 'bad instant')
        fs = G.by_head[x, r]
        need(fs, 'no %s fact for %s' % (r, x))
        if ask == 'name':
            return {f.t for f in fs}, 'name'
        return {fmt(f.s, ask) for f in fs}, ask

    if k == 'event':
        need(r in EVENTS, 'bad event')
        sub = c['sub']
        if sub == 'when':          # When did X win P?
            fs = [f for f in G.by_head[x, r] if f.t == t]
            need(fs, 'no such fact')
            for f in fs:
                need(f.e is None or f.e == f.s, 'event with a distinct end')
            return {'%04d' % f.s.year for f in fs}, 'year'
        if sub == 'who':           # Who won P in Y?
            return {f.h for f in event_in_year(G.by_tail[t, r], y)}, 'name'
        if sub == 'what':          # What did X create in Y?
            return {f.t for f in event_in_year(G.by_head[x, r], y)}, 'name'
        if sub == 'all':           # What did X create?
            return {f.t for f in G.by_head[x, r]}, 'name'
        raise Invalid('bad event sub')

    if k == 'reverse':
        fs = G.by_tail[t, r]
        if r in STATES:
            out = set()
            for f in fs:
                need(f.s is not None, 'unknown start')
                if f.e is None:
                    need(f.s.year > y, 'open fact of %s could cover %d' % (t, y))
                elif f.s.year <= y <= f.e.year:
                    out.add(f.h)
            return out, 'name'
        if r in INSTANTS:
            return {f.h for f in fs if f.s.year == y}, 'name'
        return {f.h for f in event_in_year(fs, y)}, 'name'

    if k == 'during':
        need(r in STATES and c['ref_rel'] != r, 'bad during')
        refs = pair_facts(G, x, c['ref_rel'], c['ref_tail'])
        ys = {s.year for s, e in refs}
        need(len(ys) == 1, 'reference event has several start years')
        ry = ys.pop()
        out = covering(G, x, r, ry)
        need(len(out) == 1, 'not exactly one covering fact')
        return out, 'name'

    if k == 'marriage':
        sub = c['sub']
        need(r == 'isMarriedTo', 'marriage relation')
        if sub == 'spouses':
            return {tt for tt, s, e in G.state(x, r)}, 'name'
        if sub == 'married_in':
            return {tt for tt, s, e in G.state(x, r) if s is not None and s.year == y}, 'name'
        raise Invalid('bad marriage sub')

    raise Invalid('unknown kind %s' % k)


def referenced(c):
    """(head, relation, tail) triples whose existence the case presupposes."""
    k, x, r, t = c['kind'], c.get('head'), c.get('rel'), c.get('tail')
    out = []
    if x is not None and t is not None:
        out.append((x, r, t))
    if c.get('anchor'):
        out.append((x, r, c['anchor']))
    if c.get('ref_tail'):
        out.append((x, c['ref_rel'], c['ref_tail']))
    return out


# --------------------------------------------------------------------------
# checks
# --------------------------------------------------------------------------
ASK_WORDING = {
    'year': re.compile(r'\byear\b', re.I),
    'date': re.compile(r'\bdate\b', re.I),
    'when': re.compile(r'^(When|Since when|Until when)\b'),
    'number': re.compile(r'^(How many years|How long|For how many years)\b'),
    'name': re.compile(r'^(Who|Whom|Which|What|Where|In \d{4}, (who|which|what|where)|To whom|With whom|For which|At which|From which|In which (city|place|town))\b'),
}
NOT_NAME = re.compile(r'\b(what|which) (year|date)\b|^How |^When\b', re.I)


def render(G, answers, atype):
    if atype == 'name':
        return sorted(display(a) for a in answers)
    return sorted(answers)


def check(G, i, c, answers, atype, seen_q, seen_meaning):
    where = 'case %d (%s): %r' % (i, c['kind'], c['q'])

    def fail(msg):
        raise SystemExit('CHECK FAILED: %s: %s' % (where, msg))

    if c['kind'] not in KINDS:
        fail('unknown kind')
    # every referenced fact exists (isMarriedTo may be stored either way round)
    for h, r, t in referenced(c):
        ok = (h, r, t) in G.triples or (r == 'isMarriedTo' and (t, r, h) in G.triples)
        if not ok:
            fail('referenced fact missing: %s %s %s' % (h, r, t))
    if c['kind'] == 'reverse' or (c['kind'] == 'event' and c['sub'] == 'who'):
        if not G.by_tail[c['tail'], c['rel']]:
            fail('no facts with tail %s' % c['tail'])
    elif c.get('head') and not G.state(c['head'], c['rel']):
        fail('no %s facts for %s' % (c['rel'], c['head']))
    # answers
    if not answers:
        fail('empty answer list')
    if atype != c['ask']:
        fail('answer type %s but question asks %s' % (atype, c['ask']))
    for a in answers:
        if atype == 'name':
            if a not in G.entities or not readable(a):
                fail('bad answer entity %s' % a)
        elif atype == 'year':
            if not re.match(r'^\d{4}$', a) or int(a) < 1000:
                fail('bad year %s' % a)
        elif atype in ('when', 'date'):
            if not re.match(r'^\d{4}(-\d\d-\d\d)?$', a) or int(a[:4]) < 1000:
                fail('bad date %s' % a)
        elif atype == 'number':
            if not re.match(r'^\d+$', a):
                fail('bad number %s' % a)
    if atype == 'date' and not any(len(a) == 10 for a in answers):
        fail('date question without a full date')
    if len(answers) > 6:
        fail('too many answers (%d)' % len(answers))
    # the wording asks for the right type
    q = c['q']
    if not ASK_WORDING[c['ask']].search(q):
        fail('wording does not ask for a %s' % c['ask'])
    if c['ask'] == 'name' and NOT_NAME.search(q):
        fail('name question worded like a date/number question')
    if c['ask'] in ('when', 'date', 'name') and re.search(r'\bwhat year\b|\bwhich year\b', q, re.I):
        fail('asks for a year but the answer type is %s' % c['ask'])
    if not q.endswith('?'):
        fail('no question mark')
    # years
    if c.get('year') is not None:
        y = c['year']
        if not (isinstance(y, int) and 1000 <= y <= 9999):
            fail('bad year %r' % y)
        if str(y) not in q:
            fail('year not in question')
    for m in re.findall(r'\b\d{3,}\b', q):
        if not (len(m) == 4 and int(m) >= 1000) and m not in ''.join(
                display(e) for e in (c.get('head'), c.get('tail'), c.get('anchor'), c.get('ref_tail')) if e):
            fail('odd number %s in question' % m)
    # mentions resolve to exactly one entity
    for key in ('head', 'tail', 'anchor', 'ref_tail'):
        e = c.get(key)
        if e is None:
            continue
        m = G.mention(e)
        if m not in q:
            fail('mention %r of %s not in question' % (m, e))
        if G.resolve(m) != {e}:
            fail('mention %r is ambiguous: %s' % (m, sorted(G.resolve(m))))
    # no duplicates
    nq = ' '.join(q.lower().split())
    if nq in seen_q:
        fail('duplicate question')
    seen_q.add(nq)
    meaning = tuple(sorted((k, str(v)) for k, v in c.items() if k != 'q'))
    if meaning in seen_meaning:
        fail('duplicate meaning')
    seen_meaning.add(meaning)


def build(G, cases):
    seen_q, seen_meaning = set(), set()
    out = []
    for i, c in enumerate(cases):
        try:
            answers, atype = evaluate(G, c)
        except Invalid as ex:
            raise SystemExit('CHECK FAILED: case %d (%s): %r: %s' % (i, c['kind'], c['q'], ex))
        check(G, i, c, answers, atype, seen_q, seen_meaning)
        out.append({'id': 'yago-%04d' % (i + 1), 'question': c['q'],
                    'answers': render(G, answers, atype)})
    return out


def main(argv):
    if len(argv) != 2:
        raise SystemExit('usage: python3 gold.py DATADIR')
    G = Graph(argv[1])
    items = build(G, CASES)
    counts = collections.Counter(c['kind'] for c in CASES)
    for k in KINDS:
        if counts[k] < 25:
            raise SystemExit('CHECK FAILED: only %d questions of kind %s' % (counts[k], k))
    if len(items) < 360:
        raise SystemExit('CHECK FAILED: only %d questions' % len(items))
    here = os.path.dirname(os.path.abspath(__file__))
    for name, part in (('yago-dev.json', items[0::2]), ('yago-test.json', items[1::2])):
        with open(os.path.join(here, name), 'w', encoding='utf-8', newline='\n') as f:
            f.write(json.dumps(part, ensure_ascii=False, indent=1) + '\n')
    print('facts %d, skipped lines %d, tainted entities %d' % (len(G.facts), len(G.skipped), len(G.tainted)))
    print('questions %d (dev %d, test %d)' % (len(items), len(items[0::2]), len(items[1::2])))
    for k in KINDS:
        print('  %-9s %d' % (k, counts[k]))
    print('all checks passed')


# --------------------------------------------------------------------------
# the question set (generated by sample.py, then kept here as plain data)
# --------------------------------------------------------------------------
# BEGIN CASES
CASES = [
    {'q': 'Which team did João Moreira play for in 2006?', 'kind': 'in_year', 'head': '<João_Moreira_(footballer,_born_1986)>', 'rel': 'playsFor', 'year': 2006, 'ask': 'name'},
    {'q': 'Who was Harry Shearer married to in 1977?', 'kind': 'in_year', 'head': '<Harry_Shearer>', 'rel': 'isMarriedTo', 'year': 1977, 'ask': 'name'},
    {'q': 'Which party was Arlen Specter affiliated with in 1996?', 'kind': 'in_year', 'head': '<Arlen_Specter>', 'rel': 'isAffiliatedTo', 'year': 1996, 'ask': 'name'},
    {'q': 'Where did Charles Capper work in 1999?', 'kind': 'in_year', 'head': '<Charles_Capper>', 'rel': 'worksAt', 'year': 1999, 'ask': 'name'},
    {'q': 'What did Canadian Pacific Railway own in 1931?', 'kind': 'in_year', 'head': '<Canadian_Pacific_Railway>', 'rel': 'owns', 'year': 1931, 'ask': 'name'},
    {'q': 'Which club did James McNulty play for in 2008?', 'kind': 'in_year', 'head': '<James_McNulty_(footballer)>', 'rel': 'playsFor', 'year': 2008, 'ask': 'name'},
    {'q': 'Who was Ralph Forbes married to in 1929?', 'kind': 'in_year', 'head': '<Ralph_Forbes>', 'rel': 'isMarriedTo', 'year': 1929, 'ask': 'name'},
    {'q': 'Which party was Horst Sindermann affiliated with in 1976?', 'kind': 'in_year', 'head': '<Horst_Sindermann>', 'rel': 'isAffiliatedTo', 'year': 1976, 'ask': 'name'},
    {'q': 'Where did James Tour work in 1989?', 'kind': 'in_year', 'head': '<James_Tour>', 'rel': 'worksAt', 'year': 1989, 'ask': 'name'},
    {'q': 'What did Six Flags own in 2007?', 'kind': 'in_year', 'head': '<Six_Flags>', 'rel': 'owns', 'year': 2007, 'ask': 'name'},
    {'q': "Who was Hugo Moreira's team in 2011?", 'kind': 'in_year', 'head': '<Hugo_Moreira>', 'rel': 'playsFor', 'year': 2011, 'ask': 'name'},
    {'q': "Who was Robert Redford's spouse in 1960?", 'kind': 'in_year', 'head': '<Robert_Redford>', 'rel': 'isMarriedTo', 'year': 1960, 'ask': 'name'},
    {'q': 'What party did Werner Krauss (academic) belong to in 1945?', 'kind': 'in_year', 'head': '<Werner_Krauss_(academic)>', 'rel': 'isAffiliatedTo', 'year': 1945, 'ask': 'name'},
    {'q': 'Which institution employed Raffaele Molin in 1954?', 'kind': 'in_year', 'head': '<Raffaele_Molin>', 'rel': 'worksAt', 'year': 1954, 'ask': 'name'},
    {'q': 'What was owned by THQ in 2003?', 'kind': 'in_year', 'head': '<THQ>', 'rel': 'owns', 'year': 2003, 'ask': 'name'},
    {'q': "Who was Pavel Plaskonny's team in 2002?", 'kind': 'in_year', 'head': '<Pavel_Plaskonny>', 'rel': 'playsFor', 'year': 2002, 'ask': 'name'},
    {'q': "Who was Robert C. Maynard's spouse in 1981?", 'kind': 'in_year', 'head': '<Robert_C._Maynard>', 'rel': 'isMarriedTo', 'year': 1981, 'ask': 'name'},
    {'q': 'What party did Woody Jenkins belong to in 1969?', 'kind': 'in_year', 'head': '<Woody_Jenkins>', 'rel': 'isAffiliatedTo', 'year': 1969, 'ask': 'name'},
    {'q': 'Which institution employed Sara Seager in 1999?', 'kind': 'in_year', 'head': '<Sara_Seager>', 'rel': 'worksAt', 'year': 1999, 'ask': 'name'},
    {'q': 'What was owned by Granada plc in 2002?', 'kind': 'in_year', 'head': '<Granada_plc>', 'rel': 'owns', 'year': 2002, 'ask': 'name'},
    {'q': 'Where was Jan Åge Fjørtoft playing in 1995?', 'kind': 'in_year', 'head': '<Jan_Åge_Fjørtoft>', 'rel': 'playsFor', 'year': 1995, 'ask': 'name'},
    {'q': 'In 1927, who was Lottie Pickford married to?', 'kind': 'in_year', 'head': '<Lottie_Pickford>', 'rel': 'isMarriedTo', 'year': 1927, 'ask': 'name'},
    {'q': 'In 1950, which party was Hermann Weber a member of?', 'kind': 'in_year', 'head': '<Hermann_Weber>', 'rel': 'isAffiliatedTo', 'year': 1950, 'ask': 'name'},
    {'q': "Who was Gordon Gunter's employer in 1976?", 'kind': 'in_year', 'head': '<Gordon_Gunter>', 'rel': 'worksAt', 'year': 1976, 'ask': 'name'},
    {'q': 'In 1935, what did Ted Collins own?', 'kind': 'in_year', 'head': '<Ted_Collins_(manager)>', 'rel': 'owns', 'year': 1935, 'ask': 'name'},
    {'q': 'Where was Danilo Arrieta playing in 2006?', 'kind': 'in_year', 'head': '<Danilo_Arrieta>', 'rel': 'playsFor', 'year': 2006, 'ask': 'name'},
    {'q': 'In 2006, who was Bradley Cooper married to?', 'kind': 'in_year', 'head': '<Bradley_Cooper>', 'rel': 'isMarriedTo', 'year': 2006, 'ask': 'name'},
    {'q': 'In 1933, which party was Hermann Budzislawski a member of?', 'kind': 'in_year', 'head': '<Hermann_Budzislawski>', 'rel': 'isAffiliatedTo', 'year': 1933, 'ask': 'name'},
    {'q': "Who was Nicolas Rasmussen's employer in 1995?", 'kind': 'in_year', 'head': '<Nicolas_Rasmussen>', 'rel': 'worksAt', 'year': 1995, 'ask': 'name'},
    {'q': 'In 1938, what did London Passenger Transport Board own?', 'kind': 'in_year', 'head': '<London_Passenger_Transport_Board>', 'rel': 'owns', 'year': 1938, 'ask': 'name'},
    {'q': 'In 2000, which team did Jorge Madureira play for?', 'kind': 'in_year', 'head': '<Jorge_Madureira>', 'rel': 'playsFor', 'year': 2000, 'ask': 'name'},
    {'q': 'Whom was Ethelind Terry wed to in 1929?', 'kind': 'in_year', 'head': '<Ethelind_Terry>', 'rel': 'isMarriedTo', 'year': 1929, 'ask': 'name'},
    {'q': 'Which party was John F. Shafroth part of in 1897?', 'kind': 'in_year', 'head': '<John_F._Shafroth>', 'rel': 'isAffiliatedTo', 'year': 1897, 'ask': 'name'},
    {'q': 'In 2010, where was Alice Amsden working?', 'kind': 'in_year', 'head': '<Alice_Amsden>', 'rel': 'worksAt', 'year': 2010, 'ask': 'name'},
    {'q': 'What belonged to Louis Pieri in 1944?', 'kind': 'in_year', 'head': '<Louis_Pieri>', 'rel': 'owns', 'year': 1944, 'ask': 'name'},
    {'q': 'In 1998, which team did Roberto Merino play for?', 'kind': 'in_year', 'head': '<Roberto_Merino>', 'rel': 'playsFor', 'year': 1998, 'ask': 'name'},
    {'q': 'Whom was Dina Bonnevie wed to in 1988?', 'kind': 'in_year', 'head': '<Dina_Bonnevie>', 'rel': 'isMarriedTo', 'year': 1988, 'ask': 'name'},
    {'q': 'Which party was Vital do Rêgo Filho part of in 1989?', 'kind': 'in_year', 'head': '<Vital_do_Rêgo_Filho>', 'rel': 'isAffiliatedTo', 'year': 1989, 'ask': 'name'},
    {'q': 'Which team was Tony Capaldi on in 2002?', 'kind': 'in_year', 'head': '<Tony_Capaldi>', 'rel': 'playsFor', 'year': 2002, 'ask': 'name'},
    {'q': 'Who was Richard Dawkins married to in 1992?', 'kind': 'in_year', 'head': '<Richard_Dawkins>', 'rel': 'isMarriedTo', 'year': 1992, 'ask': 'name'},
    {'q': 'Which organisation was Sarney Filho affiliated with in 1973?', 'kind': 'in_year', 'head': '<Sarney_Filho>', 'rel': 'isAffiliatedTo', 'year': 1973, 'ask': 'name'},
    {'q': 'Which team was Hélio Pinto on in 1996?', 'kind': 'in_year', 'head': '<Hélio_Pinto>', 'rel': 'playsFor', 'year': 1996, 'ask': 'name'},
    {'q': 'Who was Alfred Shaughnessy married to in 2001?', 'kind': 'in_year', 'head': '<Alfred_Shaughnessy>', 'rel': 'isMarriedTo', 'year': 2001, 'ask': 'name'},
    {'q': 'Which club did Henri Anier play for in 2009?', 'kind': 'in_year', 'head': '<Henri_Anier>', 'rel': 'playsFor', 'year': 2009, 'ask': 'name'},
    {'q': 'Which team did Rafael van der Vaart play for in 1998?', 'kind': 'in_year', 'head': '<Rafael_van_der_Vaart>', 'rel': 'playsFor', 'year': 1998, 'ask': 'name'},
    {'q': "In which year did Oguchi Onyewu join the United States men's national under-20 soccer team?", 'kind': 'start', 'head': '<Oguchi_Onyewu>', 'rel': 'playsFor', 'tail': "<United_States_men's_national_under-20_soccer_team>", 'ask': 'year'},
    {'q': 'When did Jacqueline Andere marry José María Fernández Unsáin?', 'kind': 'start', 'head': '<Jacqueline_Andere>', 'rel': 'isMarriedTo', 'tail': '<José_María_Fernández_Unsáin>', 'ask': 'when'},
    {'q': 'In which year did John Bell join the Whig Party?', 'kind': 'start', 'head': '<John_Bell_(Tennessee_politician)>', 'rel': 'isAffiliatedTo', 'tail': '<Whig_Party_(United_States)>', 'ask': 'year'},
    {'q': 'In which year did Oscar Kuipers start working at Royal Dutch Shell?', 'kind': 'start', 'head': '<Oscar_Kuipers>', 'rel': 'worksAt', 'tail': '<Royal_Dutch_Shell>', 'ask': 'year'},
    {'q': 'In which year did WinStar Farm acquire Court Vision?', 'kind': 'start', 'head': '<WinStar_Farm>', 'rel': 'owns', 'tail': '<Court_Vision>', 'ask': 'year'},
    {'q': 'In which year did Vadym Milko join FC Slutsk?', 'kind': 'start', 'head': '<Vadym_Milko>', 'rel': 'playsFor', 'tail': '<FC_Slutsk>', 'ask': 'year'},
    {'q': 'When did Mónica Ayos marry Diego Olivera?', 'kind': 'start', 'head': '<Mónica_Ayos>', 'rel': 'isMarriedTo', 'tail': '<Diego_Olivera>', 'ask': 'when'},
    {'q': 'In which year did Renan Calheiros join the Brazilian Democratic Movement?', 'kind': 'start', 'head': '<Renan_Calheiros>', 'rel': 'isAffiliatedTo', 'tail': '<Brazilian_Democratic_Movement>', 'ask': 'year'},
    {'q': 'In which year did Mas Subramanian start working at DuPont?', 'kind': 'start', 'head': '<Mas_Subramanian>', 'rel': 'worksAt', 'tail': '<DuPont>', 'ask': 'year'},
    {'q': 'In which year did Minnesota Sports Facilities Authority acquire Hubert H. Humphrey Metrodome?', 'kind': 'start', 'head': '<Minnesota_Sports_Facilities_Authority>', 'rel': 'owns', 'tail': '<Hubert_H._Humphrey_Metrodome>', 'ask': 'year'},
    {'q': 'When did Franck Moussa start playing for Cambridge United F.C.?', 'kind': 'start', 'head': '<Franck_Moussa>', 'rel': 'playsFor', 'tail': '<Cambridge_United_F.C.>', 'ask': 'when'},
    {'q': 'In which year did Mary Jo Eustace marry Dean McDermott?', 'kind': 'start', 'head': '<Mary_Jo_Eustace>', 'rel': 'isMarriedTo', 'tail': '<Dean_McDermott>', 'ask': 'year'},
    {'q': "When did José María Aznar become affiliated with the People's Alliance?", 'kind': 'start', 'head': '<José_María_Aznar>', 'rel': 'isAffiliatedTo', 'tail': "<People's_Alliance_(Spain)>", 'ask': 'when'},
    {'q': 'What year did Tantek Çelik join Sun Microsystems?', 'kind': 'start', 'head': '<Tantek_Çelik>', 'rel': 'worksAt', 'tail': '<Sun_Microsystems>', 'ask': 'year'},
    {'q': 'When did Loblaw Companies become the owner of Maple Leaf Gardens?', 'kind': 'start', 'head': '<Loblaw_Companies>', 'rel': 'owns', 'tail': '<Maple_Leaf_Gardens>', 'ask': 'when'},
    {'q': 'When did Emmanuel Duah start playing for the Ghana national under-17 football team?', 'kind': 'start', 'head': '<Emmanuel_Duah>', 'rel': 'playsFor', 'tail': '<Ghana_national_under-17_football_team>', 'ask': 'when'},
    {'q': 'In which year did Benedict Zilliacus marry Jutta Zilliacus?', 'kind': 'start', 'head': '<Benedict_Zilliacus>', 'rel': 'isMarriedTo', 'tail': '<Jutta_Zilliacus>', 'ask': 'year'},
    {'q': 'When did Reinhard Höppner become affiliated with the Social Democratic Party in the GDR?', 'kind': 'start', 'head': '<Reinhard_Höppner>', 'rel': 'isAffiliatedTo', 'tail': '<Social_Democratic_Party_in_the_GDR>', 'ask': 'when'},
    {'q': 'When did Earl Babbie begin working at the University of Hawaii?', 'kind': 'start', 'head': '<Earl_Babbie>', 'rel': 'worksAt', 'tail': '<University_of_Hawaii>', 'ask': 'when'},
    {'q': 'When did Cox Enterprises become the owner of Rysher Entertainment?', 'kind': 'start', 'head': '<Cox_Enterprises>', 'rel': 'owns', 'tail': '<Rysher_Entertainment>', 'ask': 'when'},
    {'q': 'What year did Nikola Vujadinović begin playing for Red Star Belgrade?', 'kind': 'start', 'head': '<Nikola_Vujadinović>', 'rel': 'playsFor', 'tail': '<Red_Star_Belgrade>', 'ask': 'year'},
    {'q': 'Since when has Luciana Paluzzi been married to Michael Jay Solomon?', 'kind': 'start', 'head': '<Luciana_Paluzzi>', 'rel': 'isMarriedTo', 'tail': '<Michael_Jay_Solomon>', 'ask': 'when'},
    {'q': 'What year did Leo Housakos become a member of the Canadian Alliance?', 'kind': 'start', 'head': '<Leo_Housakos>', 'rel': 'isAffiliatedTo', 'tail': '<Canadian_Alliance>', 'ask': 'year'},
    {'q': 'Since when has Lemuel Diggs worked at the University of Tennessee?', 'kind': 'start', 'head': '<Lemuel_Diggs>', 'rel': 'worksAt', 'tail': '<University_of_Tennessee>', 'ask': 'when'},
    {'q': 'What year did Raycom Sports take ownership of ACC Network?', 'kind': 'start', 'head': '<Raycom_Sports>', 'rel': 'owns', 'tail': '<ACC_Network>', 'ask': 'year'},
    {'q': 'What year did Eiður Guðjohnsen begin playing for Knattspyrnufélag Reykjavíkur?', 'kind': 'start', 'head': '<Eiður_Guðjohnsen>', 'rel': 'playsFor', 'tail': '<Knattspyrnufélag_Reykjavíkur>', 'ask': 'year'},
    {'q': 'What year did Esperanza Baur and John Wayne get married?', 'kind': 'start', 'head': '<Esperanza_Baur>', 'rel': 'isMarriedTo', 'tail': '<John_Wayne>', 'ask': 'year'},
    {'q': 'Since when has Steven Fletcher been affiliated with the Conservative Party of Canada?', 'kind': 'start', 'head': '<Steven_Fletcher_(politician)>', 'rel': 'isAffiliatedTo', 'tail': '<Conservative_Party_of_Canada>', 'ask': 'when'},
    {'q': 'Since when has Heinrich Otto Wieland worked at Technical University of Munich?', 'kind': 'start', 'head': '<Heinrich_Otto_Wieland>', 'rel': 'worksAt', 'tail': '<Technical_University_of_Munich>', 'ask': 'when'},
    {'q': 'What year did Bank of America take ownership of 108 North State Street?', 'kind': 'start', 'head': '<Bank_of_America>', 'rel': 'owns', 'tail': '<108_North_State_Street>', 'ask': 'year'},
    {'q': 'Since when has Otto Fredrikson played for Vålerenga Fotball?', 'kind': 'start', 'head': '<Otto_Fredrikson>', 'rel': 'playsFor', 'tail': '<Vålerenga_Fotball>', 'ask': 'when'},
    {'q': 'What year did John Ashley and Deborah Walley get married?', 'kind': 'start', 'head': '<John_Ashley_(actor)>', 'rel': 'isMarriedTo', 'tail': '<Deborah_Walley>', 'ask': 'year'},
    {'q': 'What year did Bryce Harlow become a member of the Republican Party?', 'kind': 'start', 'head': '<Bryce_Harlow>', 'rel': 'isAffiliatedTo', 'tail': '<Republican_Party_(United_States)>', 'ask': 'year'},
    {'q': 'When did Mikel Arteta join the Spain national under-18 football team?', 'kind': 'start', 'head': '<Mikel_Arteta>', 'rel': 'playsFor', 'tail': '<Spain_national_under-18_football_team>', 'ask': 'when'},
    {'q': 'What year did Jeremy Slate and Tammy Grimes get married?', 'kind': 'start', 'head': '<Jeremy_Slate>', 'rel': 'isMarriedTo', 'tail': '<Tammy_Grimes>', 'ask': 'year'},
    {'q': 'When did Ben Alnwick join Barnsley F.C.?', 'kind': 'start', 'head': '<Ben_Alnwick>', 'rel': 'playsFor', 'tail': '<Barnsley_F.C.>', 'ask': 'when'},
    {'q': 'What year did Penelope Dudley-Ward and Carol Reed get married?', 'kind': 'start', 'head': '<Penelope_Dudley-Ward>', 'rel': 'isMarriedTo', 'tail': '<Carol_Reed>', 'ask': 'year'},
    {'q': 'What year did Vincent Hughes and Sheryl Lee Ralph get married?', 'kind': 'start', 'head': '<Vincent_Hughes>', 'rel': 'isMarriedTo', 'tail': '<Sheryl_Lee_Ralph>', 'ask': 'year'},
    {'q': 'When did Natalya Andrejchenko wed Maximilian Schell?', 'kind': 'start', 'head': '<Natalya_Andrejchenko>', 'rel': 'isMarriedTo', 'tail': '<Maximilian_Schell>', 'ask': 'when'},
    {'q': 'When did Oscar Goodman wed Carolyn Goodman?', 'kind': 'start', 'head': '<Oscar_Goodman>', 'rel': 'isMarriedTo', 'tail': '<Carolyn_Goodman_(politician)>', 'ask': 'when'},
    {'q': 'In which year did Kyel Reid leave West Ham United F.C.?', 'kind': 'end', 'head': '<Kyel_Reid>', 'rel': 'playsFor', 'tail': '<West_Ham_United_F.C.>', 'ask': 'year'},
    {'q': 'Until when was Ashley Hamilton married to Shannen Doherty?', 'kind': 'end', 'head': '<Ashley_Hamilton>', 'rel': 'isMarriedTo', 'tail': '<Shannen_Doherty>', 'ask': 'when'},
    {'q': 'In which year did Joseph Ward leave the New Zealand Liberal Party?', 'kind': 'end', 'head': '<Joseph_Ward>', 'rel': 'isAffiliatedTo', 'tail': '<New_Zealand_Liberal_Party>', 'ask': 'year'},
    {'q': 'In which year did Thorkild Jacobsen stop working at the University of Chicago?', 'kind': 'end', 'head': '<Thorkild_Jacobsen>', 'rel': 'worksAt', 'tail': '<University_of_Chicago>', 'ask': 'year'},
    {'q': 'In which year did Epyx stop owning Starpath?', 'kind': 'end', 'head': '<Epyx>', 'rel': 'owns', 'tail': '<Starpath>', 'ask': 'year'},
    {'q': 'In which year did Rivaldo leave Olympiacos F.C.?', 'kind': 'end', 'head': '<Rivaldo>', 'rel': 'playsFor', 'tail': '<Olympiacos_F.C.>', 'ask': 'year'},
    {'q': 'Until when was Jack Kelly married to May Wynn?', 'kind': 'end', 'head': '<Jack_Kelly_(actor)>', 'rel': 'isMarriedTo', 'tail': '<May_Wynn>', 'ask': 'when'},
    {'q': 'In which year did John F. Shafroth leave the Democratic Party (United States)?', 'kind': 'end', 'head': '<John_F._Shafroth>', 'rel': 'isAffiliatedTo', 'tail': '<Democratic_Party_(United_States)>', 'ask': 'year'},
    {'q': 'In which year did C. Vann Woodward stop working at Johns Hopkins University?', 'kind': 'end', 'head': '<C._Vann_Woodward>', 'rel': 'worksAt', 'tail': '<Johns_Hopkins_University>', 'ask': 'year'},
    {'q': 'In which year did Community of Madrid stop owning Estadio La Peineta?', 'kind': 'end', 'head': '<Community_of_Madrid>', 'rel': 'owns', 'tail': '<Estadio_La_Peineta>', 'ask': 'year'},
    {'q': 'Until when did Jonathan Pereira Rodríguez play for Villarreal CF B?', 'kind': 'end', 'head': '<Jonathan_Pereira_Rodríguez>', 'rel': 'playsFor', 'tail': '<Villarreal_CF_B>', 'ask': 'when'},
    {'q': "In which year did Katie Ford's marriage to André Balazs end?", 'kind': 'end', 'head': '<Katie_Ford_(CEO)>', 'rel': 'isMarriedTo', 'tail': '<André_Balazs>', 'ask': 'year'},
    {'q': 'Until when was Romero Jucá affiliated with the Brazilian Democratic Movement?', 'kind': 'end', 'head': '<Romero_Jucá>', 'rel': 'isAffiliatedTo', 'tail': '<Brazilian_Democratic_Movement>', 'ask': 'when'},
    {'q': 'Until when did Anton-Hermann Chroust work at the University of Notre Dame?', 'kind': 'end', 'head': '<Anton-Hermann_Chroust>', 'rel': 'worksAt', 'tail': '<University_of_Notre_Dame>', 'ask': 'when'},
    {'q': 'Until when did Tokuma Shoten own Studio Ghibli?', 'kind': 'end', 'head': '<Tokuma_Shoten>', 'rel': 'owns', 'tail': '<Studio_Ghibli>', 'ask': 'when'},
    {'q': 'Until when did Francisco Javier Jusué play for the Spain national under-18 football team?', 'kind': 'end', 'head': '<Francisco_Javier_Jusué>', 'rel': 'playsFor', 'tail': '<Spain_national_under-18_football_team>', 'ask': 'when'},
    {'q': "In which year did Sandra Dorne's marriage to Patrick Holt end?", 'kind': 'end', 'head': '<Sandra_Dorne>', 'rel': 'isMarriedTo', 'tail': '<Patrick_Holt>', 'ask': 'year'},
    {'q': 'Until when was Kátia Abreu affiliated with the Liberal Front Party?', 'kind': 'end', 'head': '<Kátia_Abreu>', 'rel': 'isAffiliatedTo', 'tail': '<Liberal_Front_Party_(Brazil)>', 'ask': 'when'},
    {'q': 'Until when did King-Sun Fu work at the National Science Foundation?', 'kind': 'end', 'head': '<King-Sun_Fu>', 'rel': 'worksAt', 'tail': '<National_Science_Foundation>', 'ask': 'when'},
    {'q': 'Until when did Panasonic own Emerson Radio?', 'kind': 'end', 'head': '<Panasonic>', 'rel': 'owns', 'tail': '<Emerson_Radio>', 'ask': 'when'},
    {'q': 'What year did Chris Cleaver stop playing for Luton Town F.C.?', 'kind': 'end', 'head': '<Chris_Cleaver>', 'rel': 'playsFor', 'tail': '<Luton_Town_F.C.>', 'ask': 'year'},
    {'q': "When did Ray Baker's marriage to Patricia Richardson end?", 'kind': 'end', 'head': '<Ray_Baker_(actor)>', 'rel': 'isMarriedTo', 'tail': '<Patricia_Richardson>', 'ask': 'when'},
    {'q': "What year did Luiza Erundina's affiliation with the Workers' Party end?", 'kind': 'end', 'head': '<Luiza_Erundina>', 'rel': 'isAffiliatedTo', 'tail': "<Workers'_Party_(Brazil)>", 'ask': 'year'},
    {'q': 'What year did Robert F. Furchgott leave Washington University in St. Louis?', 'kind': 'end', 'head': '<Robert_F._Furchgott>', 'rel': 'worksAt', 'tail': '<Washington_University_in_St._Louis>', 'ask': 'year'},
    {'q': "What year did Jerry Jarrett's ownership of World Class Championship Wrestling end?", 'kind': 'end', 'head': '<Jerry_Jarrett>', 'rel': 'owns', 'tail': '<World_Class_Championship_Wrestling>', 'ask': 'year'},
    {'q': 'What year did Sebastián Saja stop playing for AEK Athens F.C.?', 'kind': 'end', 'head': '<Sebastián_Saja>', 'rel': 'playsFor', 'tail': '<AEK_Athens_F.C.>', 'ask': 'year'},
    {'q': "When did Amelita Ward's marriage to Leo Gorcey end?", 'kind': 'end', 'head': '<Amelita_Ward>', 'rel': 'isMarriedTo', 'tail': '<Leo_Gorcey>', 'ask': 'when'},
    {'q': "What year did Christine Bergmann's affiliation with the Social Democratic Party in the GDR end?", 'kind': 'end', 'head': '<Christine_Bergmann>', 'rel': 'isAffiliatedTo', 'tail': '<Social_Democratic_Party_in_the_GDR>', 'ask': 'year'},
    {'q': 'What year did Charles Capper leave the University of North Carolina at Chapel Hill?', 'kind': 'end', 'head': '<Charles_Capper>', 'rel': 'worksAt', 'tail': '<University_of_North_Carolina_at_Chapel_Hill>', 'ask': 'year'},
    {'q': "What year did Kompas Gramedia Group's ownership of Trans7 end?", 'kind': 'end', 'head': '<Kompas_Gramedia_Group>', 'rel': 'owns', 'tail': '<Trans7>', 'ask': 'year'},
    {'q': 'When did Tamás Priskin leave Watford F.C.?', 'kind': 'end', 'head': '<Tamás_Priskin>', 'rel': 'playsFor', 'tail': '<Watford_F.C.>', 'ask': 'when'},
    {'q': "When did Malcolm Williams's marriage to Florence Reed end?", 'kind': 'end', 'head': '<Malcolm_Williams_(actor)>', 'rel': 'isMarriedTo', 'tail': '<Florence_Reed>', 'ask': 'when'},
    {'q': 'In which year did Rashid Yussuff leave Gillingham F.C.?', 'kind': 'end', 'head': '<Rashid_Yussuff>', 'rel': 'playsFor', 'tail': '<Gillingham_F.C.>', 'ask': 'year'},
    {'q': "What year did Ruth Nelson's marriage with John Cromwell come to an end?", 'kind': 'end', 'head': '<Ruth_Nelson_(actress)>', 'rel': 'isMarriedTo', 'tail': '<John_Cromwell_(director)>', 'ask': 'year'},
    {'q': "When did Al Gore's marriage to Tipper Gore end?", 'kind': 'end', 'head': '<Al_Gore>', 'rel': 'isMarriedTo', 'tail': '<Tipper_Gore>', 'ask': 'when'},
    {'q': 'Until when was Raymond Aubrac married to Lucie Aubrac?', 'kind': 'end', 'head': '<Raymond_Aubrac>', 'rel': 'isMarriedTo', 'tail': '<Lucie_Aubrac>', 'ask': 'when'},
    {'q': 'How many years did Jóan Símun Edmundsson play for Newcastle United F.C.?', 'kind': 'duration', 'head': '<Jóan_Símun_Edmundsson>', 'rel': 'playsFor', 'tail': '<Newcastle_United_F.C.>', 'ask': 'number'},
    {'q': 'For how many years was Val Avery married to Margot Stevenson?', 'kind': 'duration', 'head': '<Val_Avery>', 'rel': 'isMarriedTo', 'tail': '<Margot_Stevenson>', 'ask': 'number'},
    {'q': 'How many years was Charles Kennedy affiliated with the Labour Party?', 'kind': 'duration', 'head': '<Charles_Kennedy>', 'rel': 'isAffiliatedTo', 'tail': '<Labour_Party_(UK)>', 'ask': 'number'},
    {'q': 'How many years did Masatoshi Shima work at Busicom?', 'kind': 'duration', 'head': '<Masatoshi_Shima>', 'rel': 'worksAt', 'tail': '<Busicom>', 'ask': 'number'},
    {'q': 'How many years did Lamborghini own Italdesign Giugiaro?', 'kind': 'duration', 'head': '<Lamborghini>', 'rel': 'owns', 'tail': '<Italdesign_Giugiaro>', 'ask': 'number'},
    {'q': 'How many years did Pedro Matías play for UD Almería?', 'kind': 'duration', 'head': '<Pedro_Matías>', 'rel': 'playsFor', 'tail': '<UD_Almería>', 'ask': 'number'},
    {'q': 'For how many years was Shannen Doherty married to Ashley Hamilton?', 'kind': 'duration', 'head': '<Shannen_Doherty>', 'rel': 'isMarriedTo', 'tail': '<Ashley_Hamilton>', 'ask': 'number'},
    {'q': "How many years was Miguel Herrero y Rodríguez de Miñón affiliated with the People's Alliance?", 'kind': 'duration', 'head': '<Miguel_Herrero_y_Rodríguez_de_Miñón>', 'rel': 'isAffiliatedTo', 'tail': "<People's_Alliance_(Spain)>", 'ask': 'number'},
    {'q': 'How many years did Tom Cornsweet work at Yale University?', 'kind': 'duration', 'head': '<Tom_Cornsweet>', 'rel': 'worksAt', 'tail': '<Yale_University>', 'ask': 'number'},
    {'q': 'How many years did Newsweb Corporation own WCFJ?', 'kind': 'duration', 'head': '<Newsweb_Corporation>', 'rel': 'owns', 'tail': '<WCFJ_(defunct)>', 'ask': 'number'},
    {'q': 'How long did Edin Džeko play for A.S. Roma, in years?', 'kind': 'duration', 'head': '<Edin_Džeko>', 'rel': 'playsFor', 'tail': '<A.S._Roma>', 'ask': 'number'},
    {'q': 'How long were Charlie Sheen and Brooke Mueller married, in years?', 'kind': 'duration', 'head': '<Charlie_Sheen>', 'rel': 'isMarriedTo', 'tail': '<Brooke_Mueller>', 'ask': 'number'},
    {'q': 'For how many years was Edward Kellett a member of the United Labour Party?', 'kind': 'duration', 'head': '<Edward_Kellett_(New_Zealand_politician)>', 'rel': 'isAffiliatedTo', 'tail': '<United_Labour_Party_(New_Zealand)>', 'ask': 'number'},
    {'q': 'For how many years was Sara Seager employed at the Institute for Advanced Study?', 'kind': 'duration', 'head': '<Sara_Seager>', 'rel': 'worksAt', 'tail': '<Institute_for_Advanced_Study>', 'ask': 'number'},
    {'q': 'For how many years did Armed Forces own FC CSKA Kyiv?', 'kind': 'duration', 'head': '<Armed_Forces_(sports_society)>', 'rel': 'owns', 'tail': '<FC_CSKA_Kyiv>', 'ask': 'number'},
    {'q': 'How long did Gilberto dos Santos Souza Júnior play for Esporte Clube Vitória, in years?', 'kind': 'duration', 'head': '<Gilberto_dos_Santos_Souza_Júnior>', 'rel': 'playsFor', 'tail': '<Esporte_Clube_Vitória>', 'ask': 'number'},
    {'q': 'How long were Peter Marc Jacobson and Fran Drescher married, in years?', 'kind': 'duration', 'head': '<Peter_Marc_Jacobson>', 'rel': 'isMarriedTo', 'tail': '<Fran_Drescher>', 'ask': 'number'},
    {'q': 'For how many years was John Wentworth a member of the Democratic Party (United States)?', 'kind': 'duration', 'head': '<John_Wentworth_(Illinois)>', 'rel': 'isAffiliatedTo', 'tail': '<Democratic_Party_(United_States)>', 'ask': 'number'},
    {'q': 'For how many years was John Stillwell employed at Monash University?', 'kind': 'duration', 'head': '<John_Stillwell>', 'rel': 'worksAt', 'tail': '<Monash_University>', 'ask': 'number'},
    {'q': 'For how many years did MCA Inc. own Action Pack?', 'kind': 'duration', 'head': '<MCA_Inc.>', 'rel': 'owns', 'tail': '<Action_Pack_(television)>', 'ask': 'number'},
    {'q': 'For how many years was Anthony Obodai at AFC Ajax?', 'kind': 'duration', 'head': '<Anthony_Obodai>', 'rel': 'playsFor', 'tail': '<AFC_Ajax>', 'ask': 'number'},
    {'q': "How many years did Elvira Quintillá's marriage to José María Rodero last?", 'kind': 'duration', 'head': '<Elvira_Quintillá>', 'rel': 'isMarriedTo', 'tail': '<José_María_Rodero>', 'ask': 'number'},
    {'q': 'How long did Ezra Levant belong to the Reform Party of Canada?', 'kind': 'duration', 'head': '<Ezra_Levant>', 'rel': 'isAffiliatedTo', 'tail': '<Reform_Party_of_Canada>', 'ask': 'number'},
    {'q': 'How long did G. Michael Deeb work at Temple University?', 'kind': 'duration', 'head': '<G._Michael_Deeb>', 'rel': 'worksAt', 'tail': '<Temple_University>', 'ask': 'number'},
    {'q': 'How long did Paramount Pictures own Liberty Films?', 'kind': 'duration', 'head': '<Paramount_Pictures>', 'rel': 'owns', 'tail': '<Liberty_Films>', 'ask': 'number'},
    {'q': 'For how many years was Gil Gomes at A.D. Ovarense?', 'kind': 'duration', 'head': '<Gil_Gomes>', 'rel': 'playsFor', 'tail': '<A.D._Ovarense>', 'ask': 'number'},
    {'q': "How many years did Thomas H. Ince's marriage to Elinor Kershaw last?", 'kind': 'duration', 'head': '<Thomas_H._Ince>', 'rel': 'isMarriedTo', 'tail': '<Elinor_Kershaw>', 'ask': 'number'},
    {'q': 'How long did Traycho Traykov belong to the Reformist Bloc?', 'kind': 'duration', 'head': '<Traycho_Traykov>', 'rel': 'isAffiliatedTo', 'tail': '<Reformist_Bloc>', 'ask': 'number'},
    {'q': 'How long did Warren S. Warren work at Duke University?', 'kind': 'duration', 'head': '<Warren_S._Warren>', 'rel': 'worksAt', 'tail': '<Duke_University>', 'ask': 'number'},
    {'q': 'How long did Cumulus Media own Cumulus Media Networks?', 'kind': 'duration', 'head': '<Cumulus_Media>', 'rel': 'owns', 'tail': '<Cumulus_Media_Networks>', 'ask': 'number'},
    {'q': 'How many years did Henri Anier spend at Viking FK?', 'kind': 'duration', 'head': '<Henri_Anier>', 'rel': 'playsFor', 'tail': '<Viking_FK>', 'ask': 'number'},
    {'q': 'How long did Ted Chabasinski stay married to Judi Chamberlin?', 'kind': 'duration', 'head': '<Ted_Chabasinski>', 'rel': 'isMarriedTo', 'tail': '<Judi_Chamberlin>', 'ask': 'number'},
    {'q': 'How many years did Sergio Torres Guardeño play for Atlético Madrid B?', 'kind': 'duration', 'head': '<Sergio_Torres_Guardeño>', 'rel': 'playsFor', 'tail': '<Atlético_Madrid_B>', 'ask': 'number'},
    {'q': 'For how many years was Wende Wagner married to James Mitchum?', 'kind': 'duration', 'head': '<Wende_Wagner>', 'rel': 'isMarriedTo', 'tail': '<James_Mitchum>', 'ask': 'number'},
    {'q': 'How long did J. Morris Foster stay married to Mignon Anderson?', 'kind': 'duration', 'head': '<J._Morris_Foster>', 'rel': 'isMarriedTo', 'tail': '<Mignon_Anderson>', 'ask': 'number'},
    {'q': 'How long were Edith Head and Wiard Ihnen married, in years?', 'kind': 'duration', 'head': '<Edith_Head>', 'rel': 'isMarriedTo', 'tail': '<Wiard_Ihnen>', 'ask': 'number'},
    {'q': 'Which club did Tony Capaldi play for first?', 'kind': 'order', 'head': '<Tony_Capaldi>', 'rel': 'playsFor', 'extreme': 'first', 'ask': 'name'},
    {'q': "Who was Jin Yan's first spouse?", 'kind': 'order', 'head': '<Jin_Yan>', 'rel': 'isMarriedTo', 'extreme': 'first', 'ask': 'name'},
    {'q': 'Which party was Petar Mladenov first affiliated with?', 'kind': 'order', 'head': '<Petar_Mladenov>', 'rel': 'isAffiliatedTo', 'extreme': 'first', 'ask': 'name'},
    {'q': 'Where did Marvin Zelen work first?', 'kind': 'order', 'head': '<Marvin_Zelen>', 'rel': 'worksAt', 'extreme': 'first', 'ask': 'name'},
    {'q': 'What did Daimler AG acquire first?', 'kind': 'order', 'head': '<Daimler_AG>', 'rel': 'owns', 'extreme': 'first', 'ask': 'name'},
    {'q': 'Which prize did Martin David Kruskal receive first?', 'kind': 'order', 'head': '<Martin_David_Kruskal>', 'rel': 'hasWonPrize', 'extreme': 'first', 'ask': 'name'},
    {'q': 'What did Joanne Froggatt create first?', 'kind': 'order', 'head': '<Joanne_Froggatt>', 'rel': 'created', 'extreme': 'first', 'ask': 'name'},
    {'q': 'Which university did Robert Curbeam graduate from first?', 'kind': 'order', 'head': '<Robert_Curbeam>', 'rel': 'graduatedFrom', 'extreme': 'first', 'ask': 'name'},
    {'q': 'Which club did Nuno Afonso play for last?', 'kind': 'order', 'head': '<Nuno_Afonso>', 'rel': 'playsFor', 'extreme': 'last', 'ask': 'name'},
    {'q': 'Who was the last person Debra Winger married?', 'kind': 'order', 'head': '<Debra_Winger>', 'rel': 'isMarriedTo', 'extreme': 'last', 'ask': 'name'},
    {'q': 'Which party did John J. Crittenden join last?', 'kind': 'order', 'head': '<John_J._Crittenden>', 'rel': 'isAffiliatedTo', 'extreme': 'last', 'ask': 'name'},
    {'q': 'Where did Thomas H. Leonard work last?', 'kind': 'order', 'head': '<Thomas_H._Leonard>', 'rel': 'worksAt', 'extreme': 'last', 'ask': 'name'},
    {'q': 'What did Savings Deposit Insurance Fund of Turkey acquire last?', 'kind': 'order', 'head': '<Savings_Deposit_Insurance_Fund_of_Turkey>', 'rel': 'owns', 'extreme': 'last', 'ask': 'name'},
    {'q': 'Which award did George Biddell Airy win last?', 'kind': 'order', 'head': '<George_Biddell_Airy>', 'rel': 'hasWonPrize', 'extreme': 'last', 'ask': 'name'},
    {'q': 'What did Brian Friel create last?', 'kind': 'order', 'head': '<Brian_Friel>', 'rel': 'created', 'extreme': 'last', 'ask': 'name'},
    {'q': 'Which institution did Andrew Strominger graduate from last?', 'kind': 'order', 'head': '<Andrew_Strominger>', 'rel': 'graduatedFrom', 'extreme': 'last', 'ask': 'name'},
    {'q': 'Which team did Tamás Priskin join right after Watford F.C.?', 'kind': 'order', 'head': '<Tamás_Priskin>', 'rel': 'playsFor', 'extreme': 'after', 'anchor': '<Watford_F.C.>', 'ask': 'name'},
    {'q': 'Who did Elizabeth Rees-Williams marry after Richard Harris?', 'kind': 'order', 'head': '<Elizabeth_Rees-Williams>', 'rel': 'isMarriedTo', 'extreme': 'after', 'anchor': '<Richard_Harris>', 'ask': 'name'},
    {'q': 'Which party did John Forrest join next after the Commonwealth Liberal Party?', 'kind': 'order', 'head': '<John_Forrest>', 'rel': 'isAffiliatedTo', 'extreme': 'after', 'anchor': '<Commonwealth_Liberal_Party>', 'ask': 'name'},
    {'q': 'Where did Ronald Stuart Burt work next after Columbia University?', 'kind': 'order', 'head': '<Ronald_Stuart_Burt>', 'rel': 'worksAt', 'extreme': 'after', 'anchor': '<Columbia_University>', 'ask': 'name'},
    {'q': 'What did Google acquire next after FeedBurner?', 'kind': 'order', 'head': '<Google>', 'rel': 'owns', 'extreme': 'after', 'anchor': '<FeedBurner>', 'ask': 'name'},
    {'q': 'Which prize did Robert S. Mulliken win next after the Peter Debye Award?', 'kind': 'order', 'head': '<Robert_S._Mulliken>', 'rel': 'hasWonPrize', 'extreme': 'after', 'anchor': '<Peter_Debye_Award>', 'ask': 'name'},
    {'q': 'What did Adrian van Hooydonk create next after BMW 7 Series (E65)?', 'kind': 'order', 'head': '<Adrian_van_Hooydonk>', 'rel': 'created', 'extreme': 'after', 'anchor': '<BMW_7_Series_(E65)>', 'ask': 'name'},
    {'q': 'Where did James Watson graduate next after the University of Chicago?', 'kind': 'order', 'head': '<James_Watson>', 'rel': 'graduatedFrom', 'extreme': 'after', 'anchor': '<University_of_Chicago>', 'ask': 'name'},
    {'q': 'Which team did Miguel Ángel Tena play for just before Elche CF?', 'kind': 'order', 'head': '<Miguel_Ángel_Tena>', 'rel': 'playsFor', 'extreme': 'before', 'anchor': '<Elche_CF>', 'ask': 'name'},
    {'q': 'Who did Hugh Marlowe marry just before K. T. Stevens?', 'kind': 'order', 'head': '<Hugh_Marlowe>', 'rel': 'isMarriedTo', 'extreme': 'before', 'anchor': '<K._T._Stevens>', 'ask': 'name'},
    {'q': 'Which party did Sarney Filho join just before the Green Party?', 'kind': 'order', 'head': '<Sarney_Filho>', 'rel': 'isAffiliatedTo', 'extreme': 'before', 'anchor': '<Green_Party_(Brazil)>', 'ask': 'name'},
    {'q': 'Where did Neta Bahcall work just before Princeton University?', 'kind': 'order', 'head': '<Neta_Bahcall>', 'rel': 'worksAt', 'extreme': 'before', 'anchor': '<Princeton_University>', 'ask': 'name'},
    {'q': 'What did Mid-Canada Communications acquire just before CKCY?', 'kind': 'order', 'head': '<Mid-Canada_Communications>', 'rel': 'owns', 'extreme': 'before', 'anchor': '<CKCY_(AM)>', 'ask': 'name'},
    {'q': 'Which award did Amitabh Bachchan receive just before the Padma Bhushan?', 'kind': 'order', 'head': '<Amitabh_Bachchan>', 'rel': 'hasWonPrize', 'extreme': 'before', 'anchor': '<Padma_Bhushan>', 'ask': 'name'},
    {'q': 'What did Phil Redmond create just before Channel 4?', 'kind': 'order', 'head': '<Phil_Redmond>', 'rel': 'created', 'extreme': 'before', 'anchor': '<Channel_4>', 'ask': 'name'},
    {'q': 'Which team did Rhys Taylor play for first?', 'kind': 'order', 'head': '<Rhys_Taylor>', 'rel': 'playsFor', 'extreme': 'first', 'ask': 'name'},
    {'q': "Who was Owen Moore's first spouse?", 'kind': 'order', 'head': '<Owen_Moore>', 'rel': 'isMarriedTo', 'extreme': 'first', 'ask': 'name'},
    {'q': 'Which party was Augustus Hill Garland first affiliated with?', 'kind': 'order', 'head': '<Augustus_Hill_Garland>', 'rel': 'isAffiliatedTo', 'extreme': 'first', 'ask': 'name'},
    {'q': 'Which prize did Victor Weisskopf receive first?', 'kind': 'order', 'head': '<Victor_Weisskopf>', 'rel': 'hasWonPrize', 'extreme': 'first', 'ask': 'name'},
    {'q': 'What did Olivier Boulay create first?', 'kind': 'order', 'head': '<Olivier_Boulay>', 'rel': 'created', 'extreme': 'first', 'ask': 'name'},
    {'q': 'What was the last team Leo Bertos joined?', 'kind': 'order', 'head': '<Leo_Bertos>', 'rel': 'playsFor', 'extreme': 'last', 'ask': 'name'},
    {'q': 'Who did John Wayne marry most recently?', 'kind': 'order', 'head': '<John_Wayne>', 'rel': 'isMarriedTo', 'extreme': 'last', 'ask': 'name'},
    {'q': 'Where did Alberto García go next after Real Murcia Imperial?', 'kind': 'order', 'head': '<Alberto_García_(Spanish_footballer)>', 'rel': 'playsFor', 'extreme': 'after', 'anchor': '<Real_Murcia_Imperial>', 'ask': 'name'},
    {'q': 'Which team did Sonny Anderson play for just before Al-Gharafa Sports Club?', 'kind': 'order', 'head': '<Sonny_Anderson>', 'rel': 'playsFor', 'extreme': 'before', 'anchor': '<Al-Gharafa_Sports_Club>', 'ask': 'name'},
    {'q': 'Where was Andrea M. Ghez born?', 'kind': 'instant', 'head': '<Andrea_M._Ghez>', 'rel': 'wasBornIn', 'ask': 'name'},
    {'q': 'Where did Bell M. Shimada die?', 'kind': 'instant', 'head': '<Bell_M._Shimada>', 'rel': 'diedIn', 'ask': 'name'},
    {'q': 'When was Patrick Blackett born?', 'kind': 'instant', 'head': '<Patrick_Blackett>', 'rel': 'wasBornIn', 'ask': 'when'},
    {'q': 'When did Sheila Gish die?', 'kind': 'instant', 'head': '<Sheila_Gish>', 'rel': 'diedIn', 'ask': 'when'},
    {'q': 'In which year was Zubin Mehta born?', 'kind': 'instant', 'head': '<Zubin_Mehta>', 'rel': 'wasBornIn', 'ask': 'year'},
    {'q': 'In which year did John Huggins die?', 'kind': 'instant', 'head': '<John_Huggins>', 'rel': 'diedIn', 'ask': 'year'},
    {'q': "What is Tricia Leigh Fisher's birthplace?", 'kind': 'instant', 'head': '<Tricia_Leigh_Fisher>', 'rel': 'wasBornIn', 'ask': 'name'},
    {'q': 'Where did Eric H. Davidson pass away?', 'kind': 'instant', 'head': '<Eric_H._Davidson>', 'rel': 'diedIn', 'ask': 'name'},
    {'q': 'On what date was William Knox born?', 'kind': 'instant', 'head': '<William_Knox_(Victorian_politician)>', 'rel': 'wasBornIn', 'ask': 'date'},
    {'q': 'On what date did Rob Wagner die?', 'kind': 'instant', 'head': '<Rob_Wagner>', 'rel': 'diedIn', 'ask': 'date'},
    {'q': 'In which place was Horace H. Coolidge born?', 'kind': 'instant', 'head': '<Horace_H._Coolidge>', 'rel': 'wasBornIn', 'ask': 'name'},
    {'q': "What was Jeremy Slate's place of death?", 'kind': 'instant', 'head': '<Jeremy_Slate>', 'rel': 'diedIn', 'ask': 'name'},
    {'q': 'When was Rebecca Rigg born, as precisely as known?', 'kind': 'instant', 'head': '<Rebecca_Rigg>', 'rel': 'wasBornIn', 'ask': 'when'},
    {'q': 'When did Şadan Fişek pass away?', 'kind': 'instant', 'head': '<Şadan_Fişek>', 'rel': 'diedIn', 'ask': 'when'},
    {'q': 'What year was George Ganchev born in?', 'kind': 'instant', 'head': '<George_Ganchev>', 'rel': 'wasBornIn', 'ask': 'year'},
    {'q': 'What year did William Joscelyn Arkell pass away?', 'kind': 'instant', 'head': '<William_Joscelyn_Arkell>', 'rel': 'diedIn', 'ask': 'year'},
    {'q': 'What is the place of birth of Maxine Singer?', 'kind': 'instant', 'head': '<Maxine_Singer>', 'rel': 'wasBornIn', 'ask': 'name'},
    {'q': 'In which place did Lola Albright die?', 'kind': 'instant', 'head': '<Lola_Albright>', 'rel': 'diedIn', 'ask': 'name'},
    {'q': "What is Nevin S. Scrimshaw's date of birth?", 'kind': 'instant', 'head': '<Nevin_S._Scrimshaw>', 'rel': 'wasBornIn', 'ask': 'date'},
    {'q': "What was Ry Nikonova's date of death?", 'kind': 'instant', 'head': '<Ry_Nikonova>', 'rel': 'diedIn', 'ask': 'date'},
    {'q': 'Where was Suzanne Cloutier born?', 'kind': 'instant', 'head': '<Suzanne_Cloutier>', 'rel': 'wasBornIn', 'ask': 'name'},
    {'q': 'Where did Gatewood Galbraith die?', 'kind': 'instant', 'head': '<Gatewood_Galbraith>', 'rel': 'diedIn', 'ask': 'name'},
    {'q': 'When was Leonora Speyer born?', 'kind': 'instant', 'head': '<Leonora_Speyer>', 'rel': 'wasBornIn', 'ask': 'when'},
    {'q': 'When did Lois Weber die?', 'kind': 'instant', 'head': '<Lois_Weber>', 'rel': 'diedIn', 'ask': 'when'},
    {'q': 'In which year was Hazel Rowley born?', 'kind': 'instant', 'head': '<Hazel_Rowley>', 'rel': 'wasBornIn', 'ask': 'year'},
    {'q': 'In which year did Pierre Claude Nolin die?', 'kind': 'instant', 'head': '<Pierre_Claude_Nolin>', 'rel': 'diedIn', 'ask': 'year'},
    {'q': "What is Annie Yi's birthplace?", 'kind': 'instant', 'head': '<Annie_Yi>', 'rel': 'wasBornIn', 'ask': 'name'},
    {'q': 'Where did Ethel Merman pass away?', 'kind': 'instant', 'head': '<Ethel_Merman>', 'rel': 'diedIn', 'ask': 'name'},
    {'q': 'On what date was Susan Penhaligon born?', 'kind': 'instant', 'head': '<Susan_Penhaligon>', 'rel': 'wasBornIn', 'ask': 'date'},
    {'q': 'On what date did Paul Valentine die?', 'kind': 'instant', 'head': '<Paul_Valentine>', 'rel': 'diedIn', 'ask': 'date'},
    {'q': 'In which place was Jean Genet born?', 'kind': 'instant', 'head': '<Jean_Genet>', 'rel': 'wasBornIn', 'ask': 'name'},
    {'q': "What was Arun Kumar Biswas's place of death?", 'kind': 'instant', 'head': '<Arun_Kumar_Biswas>', 'rel': 'diedIn', 'ask': 'name'},
    {'q': 'When was Leigh Brackett born, as precisely as known?', 'kind': 'instant', 'head': '<Leigh_Brackett>', 'rel': 'wasBornIn', 'ask': 'when'},
    {'q': 'When did Dick Campbell pass away?', 'kind': 'instant', 'head': '<Dick_Campbell_(producer)>', 'rel': 'diedIn', 'ask': 'when'},
    {'q': 'What year was Mike Krzyzewski born in?', 'kind': 'instant', 'head': '<Mike_Krzyzewski>', 'rel': 'wasBornIn', 'ask': 'year'},
    {'q': 'What year did George Porter pass away?', 'kind': 'instant', 'head': '<George_Porter>', 'rel': 'diedIn', 'ask': 'year'},
    {'q': 'In which year did Conyers Herring win the Wolf Prize?', 'kind': 'event', 'sub': 'when', 'head': '<Conyers_Herring>', 'rel': 'hasWonPrize', 'tail': '<Wolf_Prize>', 'ask': 'year'},
    {'q': 'In which year did Mildred Joanne Smith create No Way Out?', 'kind': 'event', 'sub': 'when', 'head': '<Mildred_Joanne_Smith>', 'rel': 'created', 'tail': '<No_Way_Out_(1950_film)>', 'ask': 'year'},
    {'q': 'In which year did Arthur Stoll graduate from ETH Zurich?', 'kind': 'event', 'sub': 'when', 'head': '<Arthur_Stoll>', 'rel': 'graduatedFrom', 'tail': '<ETH_Zurich>', 'ask': 'year'},
    {'q': 'Who won the Rumford Prize in 1953?', 'kind': 'event', 'sub': 'who', 'rel': 'hasWonPrize', 'tail': '<Rumford_Prize>', 'year': 1953, 'ask': 'name'},
    {'q': 'Which prize did Pierre Curie win in 1903?', 'kind': 'event', 'sub': 'what', 'head': '<Pierre_Curie>', 'rel': 'hasWonPrize', 'year': 1903, 'ask': 'name'},
    {'q': 'What did William McIlvanney create in 1975?', 'kind': 'event', 'sub': 'what', 'head': '<William_McIlvanney>', 'rel': 'created', 'year': 1975, 'ask': 'name'},
    {'q': 'Which university did Swapan Chattopadhyay graduate from in 1974?', 'kind': 'event', 'sub': 'what', 'head': '<Swapan_Chattopadhyay>', 'rel': 'graduatedFrom', 'year': 1974, 'ask': 'name'},
    {'q': 'Which prizes has Ichiro Suzuki won?', 'kind': 'event', 'sub': 'all', 'head': '<Ichiro_Suzuki>', 'rel': 'hasWonPrize', 'ask': 'name'},
    {'q': 'What did Joseph Hubert McGuire create?', 'kind': 'event', 'sub': 'all', 'head': '<Joseph_Hubert_McGuire>', 'rel': 'created', 'ask': 'name'},
    {'q': 'Which university did Adrianne Wadewitz graduate from?', 'kind': 'event', 'sub': 'all', 'head': '<Adrianne_Wadewitz>', 'rel': 'graduatedFrom', 'ask': 'name'},
    {'q': 'What year was James David Forbes awarded the Rumford Medal?', 'kind': 'event', 'sub': 'when', 'head': '<James_David_Forbes>', 'rel': 'hasWonPrize', 'tail': '<Rumford_Medal>', 'ask': 'year'},
    {'q': 'What year did Wang Anyi make The Song of Everlasting Sorrow?', 'kind': 'event', 'sub': 'when', 'head': '<Wang_Anyi>', 'rel': 'created', 'tail': '<The_Song_of_Everlasting_Sorrow_(novel)>', 'ask': 'year'},
    {'q': 'What year did James Stewart graduate from Princeton University?', 'kind': 'event', 'sub': 'when', 'head': '<James_Stewart>', 'rel': 'graduatedFrom', 'tail': '<Princeton_University>', 'ask': 'year'},
    {'q': 'Who received the Barnard Medal for Meritorious Service to Science in 1965?', 'kind': 'event', 'sub': 'who', 'rel': 'hasWonPrize', 'tail': '<Barnard_Medal_for_Meritorious_Service_to_Science>', 'year': 1965, 'ask': 'name'},
    {'q': 'What award did Charles Scott Sherrington receive in 1932?', 'kind': 'event', 'sub': 'what', 'head': '<Charles_Scott_Sherrington>', 'rel': 'hasWonPrize', 'year': 1932, 'ask': 'name'},
    {'q': 'Which work did Shrabani Deodhar produce in 1993?', 'kind': 'event', 'sub': 'what', 'head': '<Shrabani_Deodhar>', 'rel': 'created', 'year': 1993, 'ask': 'name'},
    {'q': 'Where did Alex Berenson graduate in 1994?', 'kind': 'event', 'sub': 'what', 'head': '<Alex_Berenson>', 'rel': 'graduatedFrom', 'year': 1994, 'ask': 'name'},
    {'q': 'What awards did Arthur Kornberg receive?', 'kind': 'event', 'sub': 'all', 'head': '<Arthur_Kornberg>', 'rel': 'hasWonPrize', 'ask': 'name'},
    {'q': 'Which works did Nokia create?', 'kind': 'event', 'sub': 'all', 'head': '<Nokia>', 'rel': 'created', 'ask': 'name'},
    {'q': 'Where did Daphne Koller get a degree?', 'kind': 'event', 'sub': 'all', 'head': '<Daphne_Koller>', 'rel': 'graduatedFrom', 'ask': 'name'},
    {'q': 'In what year did Archibald Geikie receive the Murchison Medal?', 'kind': 'event', 'sub': 'when', 'head': '<Archibald_Geikie>', 'rel': 'hasWonPrize', 'tail': '<Murchison_Medal>', 'ask': 'year'},
    {'q': "In what year was Clay's Way created by Blair Mastbaum?", 'kind': 'event', 'sub': 'when', 'head': '<Blair_Mastbaum>', 'rel': 'created', 'tail': "<Clay's_Way>", 'ask': 'year'},
    {'q': 'In what year did Douglas C. Wallace obtain a degree from Cornell University?', 'kind': 'event', 'sub': 'when', 'head': '<Douglas_C._Wallace>', 'rel': 'graduatedFrom', 'tail': '<Cornell_University>', 'ask': 'year'},
    {'q': 'In 2009, who was awarded the BBVA Foundation Frontiers of Knowledge Award?', 'kind': 'event', 'sub': 'who', 'rel': 'hasWonPrize', 'tail': '<BBVA_Foundation_Frontiers_of_Knowledge_Award>', 'year': 2009, 'ask': 'name'},
    {'q': 'In 2005, which honour did Marilynne Robinson get?', 'kind': 'event', 'sub': 'what', 'head': '<Marilynne_Robinson>', 'rel': 'hasWonPrize', 'year': 2005, 'ask': 'name'},
    {'q': 'In 1970, what did Germaine Greer create?', 'kind': 'event', 'sub': 'what', 'head': '<Germaine_Greer>', 'rel': 'created', 'year': 1970, 'ask': 'name'},
    {'q': 'In 1825, which institution did George Catlin Woodruff graduate from?', 'kind': 'event', 'sub': 'what', 'head': '<George_Catlin_Woodruff>', 'rel': 'graduatedFrom', 'year': 1825, 'ask': 'name'},
    {'q': 'In which year did Pierre Deligne win the Crafoord Prize?', 'kind': 'event', 'sub': 'when', 'head': '<Pierre_Deligne>', 'rel': 'hasWonPrize', 'tail': '<Crafoord_Prize>', 'ask': 'year'},
    {'q': 'In which year did Vicious Cycle Software create Earth Defense Force?', 'kind': 'event', 'sub': 'when', 'head': '<Vicious_Cycle_Software>', 'rel': 'created', 'tail': '<Earth_Defense_Force>', 'ask': 'year'},
    {'q': 'In which year did Thomas E. Baker graduate from the University of Florida?', 'kind': 'event', 'sub': 'when', 'head': '<Thomas_E._Baker>', 'rel': 'graduatedFrom', 'tail': '<University_of_Florida>', 'ask': 'year'},
    {'q': 'Who won the Peter Debye Award in 1963?', 'kind': 'event', 'sub': 'who', 'rel': 'hasWonPrize', 'tail': '<Peter_Debye_Award>', 'year': 1963, 'ask': 'name'},
    {'q': 'Which prize did Seth win in 1997?', 'kind': 'event', 'sub': 'what', 'head': '<Seth_(cartoonist)>', 'rel': 'hasWonPrize', 'year': 1997, 'ask': 'name'},
    {'q': 'What did James F. Linzey create in 2016?', 'kind': 'event', 'sub': 'what', 'head': '<James_F._Linzey>', 'rel': 'created', 'year': 2016, 'ask': 'name'},
    {'q': 'What year was Donald B. Beary awarded the Legion of Merit?', 'kind': 'event', 'sub': 'when', 'head': '<Donald_B._Beary>', 'rel': 'hasWonPrize', 'tail': '<Legion_of_Merit>', 'ask': 'year'},
    {'q': 'What year did Tribune Broadcasting make Creature Double Feature?', 'kind': 'event', 'sub': 'when', 'head': '<Tribune_Broadcasting>', 'rel': 'created', 'tail': '<Creature_Double_Feature>', 'ask': 'year'},
    {'q': 'What year did Anita K. Jones graduate from Rice University?', 'kind': 'event', 'sub': 'when', 'head': '<Anita_K._Jones>', 'rel': 'graduatedFrom', 'tail': '<Rice_University>', 'ask': 'year'},
    {'q': 'Who received the Vannevar Bush Award in 2012?', 'kind': 'event', 'sub': 'who', 'rel': 'hasWonPrize', 'tail': '<Vannevar_Bush_Award>', 'year': 2012, 'ask': 'name'},
    {'q': 'What was created by Savannah Dooley in 2010?', 'kind': 'event', 'sub': 'what', 'head': '<Savannah_Dooley>', 'rel': 'created', 'year': 2010, 'ask': 'name'},
    {'q': 'Which year did Enrico Bombieri get the King Faisal International Prize?', 'kind': 'event', 'sub': 'when', 'head': '<Enrico_Bombieri>', 'rel': 'hasWonPrize', 'tail': '<King_Faisal_International_Prize>', 'ask': 'year'},
    {'q': 'Who was the 2013 recipient of the Harvey Award?', 'kind': 'event', 'sub': 'who', 'rel': 'hasWonPrize', 'tail': '<Harvey_Award>', 'year': 2013, 'ask': 'name'},
    {'q': 'In 1954, who was awarded the Caldecott Medal?', 'kind': 'event', 'sub': 'who', 'rel': 'hasWonPrize', 'tail': '<Caldecott_Medal>', 'year': 1954, 'ask': 'name'},
    {'q': 'Who won the Vetlesen Prize in 1962?', 'kind': 'event', 'sub': 'who', 'rel': 'hasWonPrize', 'tail': '<Vetlesen_Prize>', 'year': 1962, 'ask': 'name'},
    {'q': 'Who was the 1979 recipient of the Kennedy Center Honors?', 'kind': 'event', 'sub': 'who', 'rel': 'hasWonPrize', 'tail': '<Kennedy_Center_Honors>', 'year': 1979, 'ask': 'name'},
    {'q': 'Who received the Croonian Lecture in 2016?', 'kind': 'event', 'sub': 'who', 'rel': 'hasWonPrize', 'tail': '<Croonian_Lecture>', 'year': 2016, 'ask': 'name'},
    {'q': 'Who played for the Montenegro national under-21 football team in 2010?', 'kind': 'reverse', 'rel': 'playsFor', 'tail': '<Montenegro_national_under-21_football_team>', 'year': 2010, 'ask': 'name'},
    {'q': 'Who worked at ETH Zurich in 1914?', 'kind': 'reverse', 'rel': 'worksAt', 'tail': '<ETH_Zurich>', 'year': 1914, 'ask': 'name'},
    {'q': 'Who was affiliated with Lakas–CMD in 2001?', 'kind': 'reverse', 'rel': 'isAffiliatedTo', 'tail': '<Lakas–CMD_(1991)>', 'year': 2001, 'ask': 'name'},
    {'q': 'Who owned Trio in 2000?', 'kind': 'reverse', 'rel': 'owns', 'tail': '<Trio_(TV_network)>', 'year': 2000, 'ask': 'name'},
    {'q': 'Who was born in New York City in 1891?', 'kind': 'reverse', 'rel': 'wasBornIn', 'tail': '<New_York_City>', 'year': 1891, 'ask': 'name'},
    {'q': 'Who died in Bridgeport, Connecticut in 1891?', 'kind': 'reverse', 'rel': 'diedIn', 'tail': '<Bridgeport,_Connecticut>', 'year': 1891, 'ask': 'name'},
    {'q': 'Who graduated from Harvard Medical School in 1844?', 'kind': 'reverse', 'rel': 'graduatedFrom', 'tail': '<Harvard_Medical_School>', 'year': 1844, 'ask': 'name'},
    {'q': 'Who played for Skonto FC in 2002?', 'kind': 'reverse', 'rel': 'playsFor', 'tail': '<Skonto_FC>', 'year': 2002, 'ask': 'name'},
    {'q': 'Who worked at IBM in 1953?', 'kind': 'reverse', 'rel': 'worksAt', 'tail': '<IBM>', 'year': 1953, 'ask': 'name'},
    {'q': 'Who was affiliated with Democrats in 1998?', 'kind': 'reverse', 'rel': 'isAffiliatedTo', 'tail': '<Democrats_(Brazil)>', 'year': 1998, 'ask': 'name'},
    {'q': 'Who owned Fox Kids in 2001?', 'kind': 'reverse', 'rel': 'owns', 'tail': '<Fox_Kids>', 'year': 2001, 'ask': 'name'},
    {'q': 'Who was born in Leipzig in 1911?', 'kind': 'reverse', 'rel': 'wasBornIn', 'tail': '<Leipzig>', 'year': 1911, 'ask': 'name'},
    {'q': 'Who died in Raleigh, North Carolina in 2008?', 'kind': 'reverse', 'rel': 'diedIn', 'tail': '<Raleigh,_North_Carolina>', 'year': 2008, 'ask': 'name'},
    {'q': 'Who graduated from the University of Arizona in 1989?', 'kind': 'reverse', 'rel': 'graduatedFrom', 'tail': '<University_of_Arizona>', 'year': 1989, 'ask': 'name'},
    {'q': 'Which players were at U.D. Oliveirense in 2010?', 'kind': 'reverse', 'rel': 'playsFor', 'tail': '<U.D._Oliveirense>', 'year': 2010, 'ask': 'name'},
    {'q': 'Who was employed by the University of Pennsylvania in 1994?', 'kind': 'reverse', 'rel': 'worksAt', 'tail': '<University_of_Pennsylvania>', 'year': 1994, 'ask': 'name'},
    {'q': 'Who belonged to the Italian Socialist Party in 1961?', 'kind': 'reverse', 'rel': 'isAffiliatedTo', 'tail': '<Italian_Socialist_Party>', 'year': 1961, 'ask': 'name'},
    {'q': 'In 1986, who was the owner of TV Syd?', 'kind': 'reverse', 'rel': 'owns', 'tail': '<TV_Syd>', 'year': 1986, 'ask': 'name'},
    {'q': 'Which people were born in Ipswich in 1944?', 'kind': 'reverse', 'rel': 'wasBornIn', 'tail': '<Ipswich>', 'year': 1944, 'ask': 'name'},
    {'q': 'Which people died in Chelsea, London in 1976?', 'kind': 'reverse', 'rel': 'diedIn', 'tail': '<Chelsea,_London>', 'year': 1976, 'ask': 'name'},
    {'q': 'Which people graduated from the University of California, Los Angeles in 1974?', 'kind': 'reverse', 'rel': 'graduatedFrom', 'tail': '<University_of_California,_Los_Angeles>', 'year': 1974, 'ask': 'name'},
    {'q': 'Which players were at Monaghan United F.C. in 1999?', 'kind': 'reverse', 'rel': 'playsFor', 'tail': '<Monaghan_United_F.C.>', 'year': 1999, 'ask': 'name'},
    {'q': 'Who was employed by the Russian State Hydrological Institute in 1993?', 'kind': 'reverse', 'rel': 'worksAt', 'tail': '<Russian_State_Hydrological_Institute>', 'year': 1993, 'ask': 'name'},
    {'q': 'Who belonged to the Brazilian Communist Party in 1975?', 'kind': 'reverse', 'rel': 'isAffiliatedTo', 'tail': '<Brazilian_Communist_Party>', 'year': 1975, 'ask': 'name'},
    {'q': 'In 2002, who was the owner of Fox Digital Entertainment?', 'kind': 'reverse', 'rel': 'owns', 'tail': '<Fox_Digital_Entertainment>', 'year': 2002, 'ask': 'name'},
    {'q': 'Which people were born in Accra in 1987?', 'kind': 'reverse', 'rel': 'wasBornIn', 'tail': '<Accra>', 'year': 1987, 'ask': 'name'},
    {'q': 'Which people died in Florence in 1950?', 'kind': 'reverse', 'rel': 'diedIn', 'tail': '<Florence>', 'year': 1950, 'ask': 'name'},
    {'q': 'Which people graduated from the University of Edinburgh in 1907?', 'kind': 'reverse', 'rel': 'graduatedFrom', 'tail': '<University_of_Edinburgh>', 'year': 1907, 'ask': 'name'},
    {'q': 'In 2008, who was playing for RCD Espanyol B?', 'kind': 'reverse', 'rel': 'playsFor', 'tail': '<RCD_Espanyol_B>', 'year': 2008, 'ask': 'name'},
    {'q': 'In 2005, who was working at Civitas?', 'kind': 'reverse', 'rel': 'worksAt', 'tail': '<Civitas_(think_tank)>', 'year': 2005, 'ask': 'name'},
    {'q': "In 1988, who was a member of the People's Alliance?", 'kind': 'reverse', 'rel': 'isAffiliatedTo', 'tail': "<People's_Alliance_(Spain)>", 'year': 1988, 'ask': 'name'},
    {'q': 'In 1935, who was born in Harrisburg, Pennsylvania?', 'kind': 'reverse', 'rel': 'wasBornIn', 'tail': '<Harrisburg,_Pennsylvania>', 'year': 1935, 'ask': 'name'},
    {'q': 'In 1954, who got a degree from Yale College?', 'kind': 'reverse', 'rel': 'graduatedFrom', 'tail': '<Yale_College>', 'year': 1954, 'ask': 'name'},
    {'q': 'In 1987, who was playing for Home Farm F.C.?', 'kind': 'reverse', 'rel': 'playsFor', 'tail': '<Home_Farm_F.C.>', 'year': 1987, 'ask': 'name'},
    {'q': 'In 1958, who was working at United States Navy?', 'kind': 'reverse', 'rel': 'worksAt', 'tail': '<United_States_Navy>', 'year': 1958, 'ask': 'name'},
    {'q': 'In 2001, who was a member of the Reform Party of the United States of America?', 'kind': 'reverse', 'rel': 'isAffiliatedTo', 'tail': '<Reform_Party_of_the_United_States_of_America>', 'year': 2001, 'ask': 'name'},
    {'q': 'In 1864, who was born in Heidelberg?', 'kind': 'reverse', 'rel': 'wasBornIn', 'tail': '<Heidelberg>', 'year': 1864, 'ask': 'name'},
    {'q': 'In 1972, who got a degree from the University of Oregon?', 'kind': 'reverse', 'rel': 'graduatedFrom', 'tail': '<University_of_Oregon>', 'year': 1972, 'ask': 'name'},
    {'q': 'Who was on the books of Bohemian F.C. in 2005?', 'kind': 'reverse', 'rel': 'playsFor', 'tail': '<Bohemian_F.C.>', 'year': 2005, 'ask': 'name'},
    {'q': 'Who was on the books of Grays Athletic F.C. in 2006?', 'kind': 'reverse', 'rel': 'playsFor', 'tail': '<Grays_Athletic_F.C.>', 'year': 2006, 'ask': 'name'},
    {'q': 'Who was Andrei Sakharov married to when Andrei Sakharov won the Prix mondial Cino Del Duca?', 'kind': 'during', 'head': '<Andrei_Sakharov>', 'rel': 'isMarriedTo', 'ref_rel': 'hasWonPrize', 'ref_tail': '<Prix_mondial_Cino_Del_Duca>', 'ask': 'name'},
    {'q': 'Where did William C. Boyd work when William C. Boyd graduated from Boston University?', 'kind': 'during', 'head': '<William_C._Boyd>', 'rel': 'worksAt', 'ref_rel': 'graduatedFrom', 'ref_tail': '<Boston_University>', 'ask': 'name'},
    {'q': 'Which party was Francis Preston Blair affiliated with when Francis Preston Blair created Hampton Roads Conference?', 'kind': 'during', 'head': '<Francis_Preston_Blair>', 'rel': 'isAffiliatedTo', 'ref_rel': 'created', 'ref_tail': '<Hampton_Roads_Conference>', 'ask': 'name'},
    {'q': 'What did Al Gore own when Al Gore won the Nobel Peace Prize?', 'kind': 'during', 'head': '<Al_Gore>', 'rel': 'owns', 'ref_rel': 'hasWonPrize', 'ref_tail': '<Nobel_Peace_Prize>', 'ask': 'name'},
    {'q': 'Which club was Andriy Shevchenko playing for when Andriy Shevchenko married Kristen Pazik?', 'kind': 'during', 'head': '<Andriy_Shevchenko>', 'rel': 'playsFor', 'ref_rel': 'isMarriedTo', 'ref_tail': '<Kristen_Pazik>', 'ask': 'name'},
    {'q': 'Who was Franz Dahlem married to when Franz Dahlem joined the Independent Social Democratic Party of Germany?', 'kind': 'during', 'head': '<Franz_Dahlem>', 'rel': 'isMarriedTo', 'ref_rel': 'isAffiliatedTo', 'ref_tail': '<Independent_Social_Democratic_Party_of_Germany>', 'ask': 'name'},
    {'q': 'Where did Sangeeta N. Bhatia work when Sangeeta N. Bhatia graduated from Harvard Medical School?', 'kind': 'during', 'head': '<Sangeeta_N._Bhatia>', 'rel': 'worksAt', 'ref_rel': 'graduatedFrom', 'ref_tail': '<Harvard_Medical_School>', 'ask': 'name'},
    {'q': 'Which party was Erich Honecker affiliated with when Erich Honecker married Margot Honecker?', 'kind': 'during', 'head': '<Erich_Honecker>', 'rel': 'isAffiliatedTo', 'ref_rel': 'isMarriedTo', 'ref_tail': '<Margot_Honecker>', 'ask': 'name'},
    {'q': 'What did Kaiser Broadcasting own when Kaiser Broadcasting created Creature Double Feature?', 'kind': 'during', 'head': '<Kaiser_Broadcasting>', 'rel': 'owns', 'ref_rel': 'created', 'ref_tail': '<Creature_Double_Feature>', 'ask': 'name'},
    {'q': "Who was Marie Curie's spouse at the time of winning the Nobel Prize in Physics?", 'kind': 'during', 'head': '<Marie_Curie>', 'rel': 'isMarriedTo', 'ref_rel': 'hasWonPrize', 'ref_tail': '<Nobel_Prize_in_Physics>', 'ask': 'name'},
    {'q': 'Which institution employed John Stillwell at the time of graduating from the Massachusetts Institute of Technology?', 'kind': 'during', 'head': '<John_Stillwell>', 'rel': 'worksAt', 'ref_rel': 'graduatedFrom', 'ref_tail': '<Massachusetts_Institute_of_Technology>', 'ask': 'name'},
    {'q': 'What party did Shimon Peres belong to at the time of winning the Nobel Peace Prize?', 'kind': 'during', 'head': '<Shimon_Peres>', 'rel': 'isAffiliatedTo', 'ref_rel': 'hasWonPrize', 'ref_tail': '<Nobel_Peace_Prize>', 'ask': 'name'},
    {'q': "Who was Richard Dawkins's spouse at the time of winning the International Cosmos Prize?", 'kind': 'during', 'head': '<Richard_Dawkins>', 'rel': 'isMarriedTo', 'ref_rel': 'hasWonPrize', 'ref_tail': '<International_Cosmos_Prize>', 'ask': 'name'},
    {'q': 'Which institution employed Tim Teitelbaum at the time of graduating from Carnegie Mellon University?', 'kind': 'during', 'head': '<Tim_Teitelbaum>', 'rel': 'worksAt', 'ref_rel': 'graduatedFrom', 'ref_tail': '<Carnegie_Mellon_University>', 'ask': 'name'},
    {'q': 'What party did Jonathan Aitken belong to at the time of marrying Elizabeth Rees-Williams?', 'kind': 'during', 'head': '<Jonathan_Aitken>', 'rel': 'isAffiliatedTo', 'ref_rel': 'isMarriedTo', 'ref_tail': '<Elizabeth_Rees-Williams>', 'ask': 'name'},
    {'q': 'Whom was Arthur Miller married to in the year Arthur Miller won the Pulitzer Prize for Drama?', 'kind': 'during', 'head': '<Arthur_Miller>', 'rel': 'isMarriedTo', 'ref_rel': 'hasWonPrize', 'ref_tail': '<Pulitzer_Prize_for_Drama>', 'ask': 'name'},
    {'q': 'Where was Thorkild Jacobsen working in the year Thorkild Jacobsen graduated from the University of Chicago?', 'kind': 'during', 'head': '<Thorkild_Jacobsen>', 'rel': 'worksAt', 'ref_rel': 'graduatedFrom', 'ref_tail': '<University_of_Chicago>', 'ask': 'name'},
    {'q': 'Which organisation was Ralph Recto a member of in the year Ralph Recto married Vilma Santos?', 'kind': 'during', 'head': '<Ralph_Recto>', 'rel': 'isAffiliatedTo', 'ref_rel': 'isMarriedTo', 'ref_tail': '<Vilma_Santos>', 'ask': 'name'},
    {'q': 'Whom was John Tyler married to in the year John Tyler joined the Whig Party?', 'kind': 'during', 'head': '<John_Tyler>', 'rel': 'isMarriedTo', 'ref_rel': 'isAffiliatedTo', 'ref_tail': '<Whig_Party_(United_States)>', 'ask': 'name'},
    {'q': 'Where was Charles Capper working in the year Charles Capper won the Bancroft Prize?', 'kind': 'during', 'head': '<Charles_Capper>', 'rel': 'worksAt', 'ref_rel': 'hasWonPrize', 'ref_tail': '<Bancroft_Prize>', 'ask': 'name'},
    {'q': "Who was Rudy Giuliani's husband or wife upon joining the Republican Party?", 'kind': 'during', 'head': '<Rudy_Giuliani>', 'rel': 'isMarriedTo', 'ref_rel': 'isAffiliatedTo', 'ref_tail': '<Republican_Party_(United_States)>', 'ask': 'name'},
    {'q': "Who was Marcian Hoff's employer upon winning the Stuart Ballantine Medal?", 'kind': 'during', 'head': '<Marcian_Hoff>', 'rel': 'worksAt', 'ref_rel': 'hasWonPrize', 'ref_tail': '<Stuart_Ballantine_Medal>', 'ask': 'name'},
    {'q': 'Who was Eugene Merle Shoemaker married to when Eugene Merle Shoemaker won the William Bowie Medal?', 'kind': 'during', 'head': '<Eugene_Merle_Shoemaker>', 'rel': 'isMarriedTo', 'ref_rel': 'hasWonPrize', 'ref_tail': '<William_Bowie_Medal>', 'ask': 'name'},
    {'q': 'Where did Bernard Brodie work when Bernard Brodie won the National Medal of Science?', 'kind': 'during', 'head': '<Bernard_Brodie_(biochemist)>', 'rel': 'worksAt', 'ref_rel': 'hasWonPrize', 'ref_tail': '<National_Medal_of_Science>', 'ask': 'name'},
    {'q': "Who was John Connally's spouse at the time of joining the Republican Party?", 'kind': 'during', 'head': '<John_Connally>', 'rel': 'isMarriedTo', 'ref_rel': 'isAffiliatedTo', 'ref_tail': '<Republican_Party_(United_States)>', 'ask': 'name'},
    {'q': 'Which institution employed H. Bruce Franklin at the time of graduating from Stanford University?', 'kind': 'during', 'head': '<H._Bruce_Franklin>', 'rel': 'worksAt', 'ref_rel': 'graduatedFrom', 'ref_tail': '<Stanford_University>', 'ask': 'name'},
    {'q': 'Whom was Robert McNamara married to in the year Robert McNamara joined the Republican Party?', 'kind': 'during', 'head': '<Robert_McNamara>', 'rel': 'isMarriedTo', 'ref_rel': 'isAffiliatedTo', 'ref_tail': '<Republican_Party_(United_States)>', 'ask': 'name'},
    {'q': 'Where was Werner Zerweck working in the year Werner Zerweck won the Order of Merit of the Federal Republic of Germany?', 'kind': 'during', 'head': '<Werner_Zerweck>', 'rel': 'worksAt', 'ref_rel': 'hasWonPrize', 'ref_tail': '<Order_of_Merit_of_the_Federal_Republic_of_Germany>', 'ask': 'name'},
    {'q': "Who was Al Gore's husband or wife upon acquiring Current TV?", 'kind': 'during', 'head': '<Al_Gore>', 'rel': 'isMarriedTo', 'ref_rel': 'owns', 'ref_tail': '<Current_TV>', 'ask': 'name'},
    {'q': "Who was Charles Boyer's husband or wife upon winning the Academy Honorary Award?", 'kind': 'during', 'head': '<Charles_Boyer>', 'rel': 'isMarriedTo', 'ref_rel': 'hasWonPrize', 'ref_tail': '<Academy_Honorary_Award>', 'ask': 'name'},
    {'q': 'Who was Shannen Doherty married to?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Shannen_Doherty>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': 'Who did Norman Cook marry in 1999?', 'kind': 'marriage', 'sub': 'married_in', 'head': '<Norman_Cook>', 'rel': 'isMarriedTo', 'year': 1999, 'ask': 'name'},
    {'q': 'In which year did William Broyles Jr. and Linda Purl marry?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<William_Broyles_Jr.>', 'rel': 'isMarriedTo', 'tail': '<Linda_Purl>', 'ask': 'year'},
    {'q': 'Who was Judy Garland married to?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Judy_Garland>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': 'Who did Amelita Ward marry in 1949?', 'kind': 'marriage', 'sub': 'married_in', 'head': '<Amelita_Ward>', 'rel': 'isMarriedTo', 'year': 1949, 'ask': 'name'},
    {'q': 'In which year did Mary II of England and William III of England marry?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<Mary_II_of_England>', 'rel': 'isMarriedTo', 'tail': '<William_III_of_England>', 'ask': 'year'},
    {'q': 'Who has Harriet Bosse been married to?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Harriet_Bosse>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': 'Whom did Tipper Gore wed in 1970?', 'kind': 'marriage', 'sub': 'married_in', 'head': '<Tipper_Gore>', 'rel': 'isMarriedTo', 'year': 1970, 'ask': 'name'},
    {'q': 'What year did Joan Rivers and Edgar Rosenberg get married?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<Edgar_Rosenberg>', 'rel': 'isMarriedTo', 'tail': '<Joan_Rivers>', 'ask': 'year'},
    {'q': 'Who has Ann Sheridan been married to?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Ann_Sheridan>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': 'Whom did Sigmund Freud wed in 1886?', 'kind': 'marriage', 'sub': 'married_in', 'head': '<Sigmund_Freud>', 'rel': 'isMarriedTo', 'year': 1886, 'ask': 'name'},
    {'q': 'When did Beverly Adams marry Vidal Sassoon?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<Vidal_Sassoon>', 'rel': 'isMarriedTo', 'tail': '<Beverly_Adams>', 'ask': 'when'},
    {'q': 'Whom did Pierre Curie marry?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Pierre_Curie>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': 'In 1955, who did Betty Hutton marry?', 'kind': 'marriage', 'sub': 'married_in', 'head': '<Betty_Hutton>', 'rel': 'isMarriedTo', 'year': 1955, 'ask': 'name'},
    {'q': 'What year did Jayne Meadows and Steve Allen get married?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<Steve_Allen>', 'rel': 'isMarriedTo', 'tail': '<Jayne_Meadows>', 'ask': 'year'},
    {'q': 'Whom did Alan Jay Lerner marry?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Alan_Jay_Lerner>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': 'In 1965, who did Joanne Dorian marry?', 'kind': 'marriage', 'sub': 'married_in', 'head': '<Joanne_Dorian>', 'rel': 'isMarriedTo', 'year': 1965, 'ask': 'name'},
    {'q': 'What year did Mary Hemingway Rees and John Rawlings Rees get married?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<John_Rawlings_Rees>', 'rel': 'isMarriedTo', 'tail': '<Mary_Hemingway_Rees>', 'ask': 'year'},
    {'q': 'Who are the spouses of Alan W. Livingston?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Alan_W._Livingston>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': "Who became Tutta Rolf's spouse in 1936?", 'kind': 'marriage', 'sub': 'married_in', 'head': '<Tutta_Rolf>', 'rel': 'isMarriedTo', 'year': 1936, 'ask': 'name'},
    {'q': 'When did Berthold Viertel and Elisabeth Neumann-Viertel get married?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<Berthold_Viertel>', 'rel': 'isMarriedTo', 'tail': '<Elisabeth_Neumann-Viertel>', 'ask': 'when'},
    {'q': 'Who are the spouses of Joan Crawford?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Joan_Crawford>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': "Who became Miiko Taka's spouse in 1944?", 'kind': 'marriage', 'sub': 'married_in', 'head': '<Miiko_Taka>', 'rel': 'isMarriedTo', 'year': 1944, 'ask': 'name'},
    {'q': 'When did Ry Nikonova and Serge Segay get married?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<Ry_Nikonova>', 'rel': 'isMarriedTo', 'tail': '<Serge_Segay>', 'ask': 'when'},
    {'q': 'Who was Charles A. Beard married to?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Charles_A._Beard>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': 'Who did Carmelo Bene marry in 1992?', 'kind': 'marriage', 'sub': 'married_in', 'head': '<Carmelo_Bene>', 'rel': 'isMarriedTo', 'year': 1992, 'ask': 'name'},
    {'q': 'On what date did Tracy Pollan and Michael J. Fox marry?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<Tracy_Pollan>', 'rel': 'isMarriedTo', 'tail': '<Michael_J._Fox>', 'ask': 'date'},
    {'q': 'Who was Dick Haymes married to?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Dick_Haymes>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': 'Who did Marieta Severo marry in 1966?', 'kind': 'marriage', 'sub': 'married_in', 'head': '<Marieta_Severo>', 'rel': 'isMarriedTo', 'year': 1966, 'ask': 'name'},
    {'q': 'On what date did Frank Zappa and Gail Zappa marry?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<Frank_Zappa>', 'rel': 'isMarriedTo', 'tail': '<Gail_Zappa>', 'ask': 'date'},
    {'q': 'Who has Narapatisithu been married to?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Narapatisithu>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': 'Whom did Lexa Doig wed in 2003?', 'kind': 'marriage', 'sub': 'married_in', 'head': '<Lexa_Doig>', 'rel': 'isMarriedTo', 'year': 2003, 'ask': 'name'},
    {'q': 'In which year did Shari Belafonte and Sam Behrens marry?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<Shari_Belafonte>', 'rel': 'isMarriedTo', 'tail': '<Sam_Behrens>', 'ask': 'year'},
    {'q': 'Who has Nargis been married to?', 'kind': 'marriage', 'sub': 'spouses', 'head': '<Nargis>', 'rel': 'isMarriedTo', 'ask': 'name'},
    {'q': 'Whom did Kate Carnell wed in 1977?', 'kind': 'marriage', 'sub': 'married_in', 'head': '<Kate_Carnell>', 'rel': 'isMarriedTo', 'year': 1977, 'ask': 'name'},
    {'q': 'In which year did Harry Brand and Sybil Brand marry?', 'kind': 'marriage', 'sub': 'marry_when', 'head': '<Harry_Brand>', 'rel': 'isMarriedTo', 'tail': '<Sybil_Brand>', 'ask': 'year'},
]
# END CASES

if __name__ == '__main__':
    main(sys.argv)
