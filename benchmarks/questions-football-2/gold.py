#!/usr/bin/env python3
"""Gold answers for the football-2 question set: 140 questions over the dated league results of
benchmarks/questions-graph4/graph.tsv.gz (who beat whom, who drew with whom, who hosted whom;
EPL and Bundesliga 2010-11..2024-25, La Liga 2012-13..2024-25).  The graph is read where it is;
it is not copied.

Usage:  python3 gold.py            compute every answer, run every check, write the two files
        python3 gold.py --check    the same, but fail unless the files on disk are identical
        python3 gold.py --explain  print each question with its meaning and answers
        python3 gold.py --stats    counts by kind, view and answer type

The question set is the CASES list at the bottom: every question next to its meaning.  The
answers are computed from the graph by the semantics in README.md (those of graph4, plus seasons,
n-th events, stadiums, "the week after" and "no answer").  Any failed check stops the run with
"CHECK FAILED".  Standard library only; byte-identical output.  The machinery follows graph4's
gold.py.
"""
import collections
import datetime
import gzip
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
GRAPH = os.path.normpath(os.path.join(HERE, '..', 'questions-graph4', 'graph.tsv.gz'))
PREFIX = 'f2'
NAME = 'football2'
N_CASES = 140
MAX_ANSWERS = 10
NO_ANSWER = 'no answer'
NAMED = ('compare', 'winner', 'result', 'host')   # kinds whose answer is one of the teams named
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
          'September', 'October', 'November', 'December']


class CheckFailed(Exception):
    pass


def fail(msg):
    raise CheckFailed(msg)


class Invalid(Exception):
    """The case does not meet the preconditions of its kind."""


# ---------------------------------------------------------------------------
# the graph: events, joined into matches
# ---------------------------------------------------------------------------
def load_graph(path=GRAPH):
    rows = []
    with gzip.open(path, 'rt', encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            p = line.rstrip('\n').split('\t')
            if len(p) != 4 or not all(p) or p[1] not in ('beat', 'drewWith', 'hosted'):
                fail('graph line %d: %r' % (n, line))
            rows.append((p[0], p[1], p[2], datetime.date.fromisoformat(p[3])))
    return rows


class Graph:
    """The matches: (home, away, day, result), result 'H' (home win), 'A' (away win), 'D'."""

    def __init__(self, rows):
        hosted = {(h, t, d) for h, r, t, d in rows if r == 'hosted'}
        result = {}
        for h, r, t, d in rows:
            if r == 'hosted':
                continue
            if (h, t, d) in hosted:
                key, res = (h, t, d), ('H' if r == 'beat' else 'D')
            elif r == 'beat' and (t, h, d) in hosted:
                key, res = (t, h, d), 'A'
            else:
                fail('a result with no match: %s' % ((h, r, t, d),))
            if key in result:
                fail('two results for %s' % (key,))
            result[key] = res
        if set(result) != hosted:
            fail('a match with no result')
        self.matches = sorted((h, a, d, result[h, a, d]) for h, a, d in hosted)
        self.entities = sorted({m[0] for m in self.matches} | {m[1] for m in self.matches})
        self.first_day = min(m[2] for m in self.matches)
        self.last_day = max(m[2] for m in self.matches)
        per_day = collections.Counter((x, m[2]) for m in self.matches for x in m[:2])
        if max(per_day.values()) != 1:
            fail('a club plays twice on one day')
        # the season boundaries of SEASON(): no match in July except in 2020, none in August 2020
        for m in self.matches:
            d = m[2]
            if (d.month == 7 and d.year != 2020) or (d.year == 2020 and d.month == 8):
                fail('a match at a season boundary: %s' % (m,))
        self.views = {v: collections.defaultdict(list) for v in VIEWS}
        for h, a, d, res in self.matches:
            for v, fn in VIEWS.items():
                for s, o in fn(h, a, res):
                    self.views[v][s].append((d, o))
        for v in self.views.values():
            for lst in v.values():
                lst.sort()

    def events(self, x, view, y=None, w=None):
        """(day, opponent) of the subject x's events of the view, against y, in the window."""
        out = self.views[view].get(x, [])
        if y is not None:
            out = [e for e in out if e[1] == y]
        if w is not None:
            out = [e for e in out if w['lo'] <= e[0] <= w['hi']]
        return out


# A view is one way of saying what a team did in a match, from the team named first:
# (home, away, result) -> the (subject, object) pairs it gives.
VIEWS = {
    'played':   lambda h, a, r: [(h, a), (a, h)],
    'hosted':   lambda h, a, r: [(h, a)],
    'away':     lambda h, a, r: [(a, h)],
    'beat':     lambda h, a, r: [(h, a)] if r == 'H' else [(a, h)] if r == 'A' else [],
    'lostTo':   lambda h, a, r: [(a, h)] if r == 'H' else [(h, a)] if r == 'A' else [],
    'drew':     lambda h, a, r: [(h, a), (a, h)] if r == 'D' else [],
    'winHome':  lambda h, a, r: [(h, a)] if r == 'H' else [],
    'winAway':  lambda h, a, r: [(a, h)] if r == 'A' else [],
    'lossHome': lambda h, a, r: [(h, a)] if r == 'A' else [],
    'lossAway': lambda h, a, r: [(a, h)] if r == 'H' else [],
}
# the graph relations a view reads
VIEW_REL = {'played': 'hosted', 'hosted': 'hosted', 'away': 'hosted', 'beat': 'beat',
            'lostTo': 'beat', 'drew': 'drewWith', 'winHome': 'beat+hosted',
            'winAway': 'beat+hosted', 'lossHome': 'beat+hosted', 'lossAway': 'beat+hosted'}
HOME_VIEWS = ('hosted', 'winHome', 'lossHome')      # the subject is the host
AWAY_VIEWS = ('away', 'winAway', 'lossAway')        # the object is the host


# ---------------------------------------------------------------------------
# windows: the time a question is about (both ends count)
# ---------------------------------------------------------------------------
D = datetime.date


def window(lo, hi, years, words=()):
    return {'lo': lo, 'hi': hi, 'years': sorted(set(years)), 'words': list(words)}


def YEAR(y):
    return window(D(y, 1, 1), D(y, 12, 31), [y])


def MONTH(y, m):
    nxt = D(y + (m == 12), m % 12 + 1, 1)
    return window(D(y, m, 1), nxt - datetime.timedelta(days=1), [y], [MONTHS[m - 1]])


def DAY(y, m, d, words=None):
    day = D(y, m, d)
    return window(day, day, [y], words if words is not None else [MONTHS[m - 1], str(d)])


def RANGE(a, b, words=None):
    """Between two days, both included; the text names both (month names and days)."""
    a, b = D(*a), D(*b)
    if words is None:
        words = [MONTHS[a.month - 1], MONTHS[b.month - 1], str(a.day), str(b.day)]
    return window(a, b, [a.year, b.year], words)


def YEARS(a, b):
    """From the start of year a to the end of year b ("between 2015 and 2020")."""
    return window(D(a, 1, 1), D(b, 12, 31), [a, b])


def SINCE(y):
    return window(D(y, 1, 1), D(9999, 12, 31), [y])


def AFTER(y):
    """Strictly after the year: from 1 January of the next year."""
    return window(D(y + 1, 1, 1), D(9999, 12, 31), [y])


def BEFORE(y):
    """Strictly before the year: up to 31 December of the year before."""
    return window(D(1, 1, 1), D(y - 1, 12, 31), [y])


def SEASON(y, form=None):
    """The season y-(y+1): 1 July y to 30 June y+1, except 2019-20, which ran to the end of
    August 2020 (the lockdown), and 2020-21, which began on 1 September 2020.  No match falls
    in July except in 2020 or in August 2020 (checked), so these are the seasons' matches.
    `form` is how the text writes the season ("2016-17", "2016/17", "2016-2017")."""
    form = form or '%d-%02d' % (y, (y + 1) % 100)
    lo = D(2020, 9, 1) if y == 2020 else D(y, 7, 1)
    hi = D(2020, 8, 31) if y == 2019 else D(y + 1, 6, 30)
    return window(lo, hi, [int(n) for n in re.findall(r'\d{4}', form)], [form])


# ---------------------------------------------------------------------------
# names: what a mention in a question can mean
# ---------------------------------------------------------------------------
# Names fans use for a club that are not words of the published name, or that are words of
# more than one published name but mean one club to anyone who follows football.
ALIASES = {
    'Man United': 'Manchester United FC',
    'Man Utd': 'Manchester United FC',
    'Man City': 'Manchester City FC',
    'Spurs': 'Tottenham Hotspur FC',
    'Wolves': 'Wolverhampton Wanderers FC',
    'West Brom': 'West Bromwich Albion FC',
    'Baggies': 'West Bromwich Albion FC',
    'QPR': 'Queens Park Rangers',
    'Boro': 'Middlesbrough FC',
    'Gunners': 'Arsenal FC',
    'Hammers': 'West Ham United FC',
    'Toffees': 'Everton FC',
    'Foxes': 'Leicester City FC',
    'Magpies': 'Newcastle United FC',
    'Bayern Munich': 'FC Bayern München',
    'BVB': 'Borussia Dortmund',
    'Gladbach': 'Borussia Mönchengladbach',
    'Hamburg': 'Hamburger SV',
    'Cologne': '1. FC Köln',
    'Athletic Bilbao': 'Athletic Club',
    'Bilbao': 'Athletic Club',
    'Barcelona': 'FC Barcelona',
    'Barca': 'FC Barcelona',
    'Atleti': 'Club Atlético de Madrid',
    'Atletico': 'Club Atlético de Madrid',
    'Celta Vigo': 'RC Celta de Vigo',
    'Depor': 'Deportivo La Coruña',
    'Rayo': 'Rayo Vallecano de Madrid',
}

# A ground names the home matches of its club: "won at Old Trafford" is an away win against
# Manchester United.  Each ground is used only inside the years its club played there
# (lo, hi: the first and last day the window may reach).
GROUNDS = {
    'Old Trafford': ('Manchester United FC', None, None),
    'Anfield': ('Liverpool FC', None, None),
    'Stamford Bridge': ('Chelsea FC', None, None),
    'the Emirates': ('Arsenal FC', None, None),
    'the Etihad': ('Manchester City FC', None, None),
    'Goodison': ('Everton FC', None, None),              # Everton's ground up to May 2025
    'St James\' Park': ('Newcastle United FC', None, None),
    'Villa Park': ('Aston Villa FC', None, None),
    'the Allianz Arena': ('FC Bayern München', None, None),
    'the Westfalenstadion': ('Borussia Dortmund', None, None),
    'Mestalla': ('Valencia CF', None, None),
    'the Bernabeu': ('Real Madrid CF', None, D(2020, 3, 31)),   # June 2020 - May 2021 at the Di Stéfano
    'the Camp Nou': ('FC Barcelona', None, D(2023, 6, 30)),     # 2023-24 on at Montjuïc
    'the Wanda': ('Club Atlético de Madrid', D(2017, 9, 16), None),  # the Metropolitano, opened 16 Sep 2017
}


def fold(s):
    return unicodedata.normalize('NFKD', s).encode('ascii', 'ignore').decode().lower()


def tokens(s):
    return re.sub(r"[^a-z0-9]+", ' ', fold(s).replace("'s ", ' ')).split()


def mention_matches(mention, name):
    """Generous on purpose: the mention's words, in order, each a word of the name."""
    mt, nt = tokens(mention), tokens(name)
    i = 0
    for w in nt:
        if i < len(mt) and mt[i] == w:
            i += 1
    return i == len(mt)


def ground_of(mention):
    """(club, lo, hi) if the mention names a ground (case and accents ignored), else None."""
    for key, val in GROUNDS.items():
        if fold(key) == fold(mention):
            return val
    return None


def resolve(g, mention):
    """The entities a mention can mean: an alias or a ground, else every name that has the
    mention's words."""
    for table, pos in ((ALIASES, None), (GROUNDS, 0)):
        for key, val in table.items():
            if fold(key) == fold(mention):
                return [val if pos is None else val[pos]]
    exact = [x for x in g.entities if tokens(x) == tokens(mention)]
    if exact:
        return exact
    return [x for x in g.entities if mention_matches(mention, x)]


# ---------------------------------------------------------------------------
# the kinds: each computes the answers of a meaning
# ---------------------------------------------------------------------------
def in_graph(g, w):
    if w is not None and (w['hi'] < g.first_day or w['lo'] > g.last_day):
        raise Invalid('the window is outside the graph')


def pick(ev, which):
    """first / last, or the n-th (1-based; negative counts from the end)."""
    if which == 'first':
        which = 1
    elif which == 'last':
        which = -1
    if which == 0 or abs(which) > len(ev):
        raise Invalid('no event %s of %d' % (which, len(ev)))
    return ev[which - 1] if which > 0 else ev[which]


def opp(g, x, v, w=None, **_):
    """Who: the distinct opponents of x's events of the view in the window."""
    in_graph(g, w)
    out = sorted({o for _, o in g.events(x, v, w=w)})
    if not out:
        raise Invalid('no event')
    return out


def when(g, x, v, which, y=None, w=None, how='date', **_):
    """When: the day of x's first / last / n-th event of the view (against y, in the window)."""
    in_graph(g, w)
    d = pick(g.events(x, v, y, w), which)[0]
    return ['%04d' % d.year if how == 'year' else d.isoformat()]


def nth_opp(g, x, v, which, w=None, **_):
    """Who: the opponent of x's first / last / n-th event of the view in the window (a team
    plays once a day, so there is no tie)."""
    in_graph(g, w)
    return [pick(g.events(x, v, w=w), which)[1]]


def count(g, x, v, y=None, w=None, **_):
    """How many times: x's events of the view (against y, in the window)."""
    in_graph(g, w)
    return [str(len(g.events(x, v, y, w)))]


def ndistinct(g, x, v, w=None, **_):
    """How many different teams: distinct opponents."""
    in_graph(g, w)
    return [str(len({o for _, o in g.events(x, v, w=w)}))]


def yesno(g, x, v, y, w, **_):
    in_graph(g, w)
    return ['yes' if g.events(x, v, y, w) else 'no']


def ref_day(g, ref):
    """The reference event: (x, view, y, window[, 'first'|'last']); without a pick it must be
    the only such event in the window."""
    x, v, y, w = ref[:4]
    ev = g.events(x, v, y, w)
    if not ev:
        raise Invalid('no reference event')
    if len(ref) == 4:
        if len(ev) != 1:
            raise Invalid('the reference is not one event: %s' % ev)
        return ev[0][0]
    return pick(ev, ref[4])[0]


def nxt(g, x, v, ref, which='next', out='opp', y=None, within=None, **_):
    """The first event of x's view strictly after the reference day (or the last strictly
    before it): its opponent or its day.  `within`: the event must be at most that many days
    from the reference ("the week after")."""
    day = ref_day(g, ref)
    ev = g.events(x, v, y)
    ev = [e for e in ev if e[0] > day] if which == 'next' else [e for e in ev if e[0] < day]
    if not ev:
        raise Invalid('no %s event' % which)
    e = ev[0] if which == 'next' else ev[-1]
    if within is not None and not 1 <= abs((e[0] - day).days) <= within:
        raise Invalid('%s is not within %d days of %s' % (e[0], within, day))
    return [e[1] if out == 'opp' else e[0].isoformat()]


def most(g, x, v, w=None, **_):
    """The opponent x has the most events of the view with; a tie at the top is Invalid."""
    c = collections.Counter(o for _, o in g.events(x, v, w=w))
    ranked = sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))
    if not ranked or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
        raise Invalid('no single top: %s' % ranked[:3])
    return [ranked[0][0]]


def compare(g, x, y, w=None, **_):
    """Who won more of the matches between x and y in the window; a tie is Invalid."""
    in_graph(g, w)
    a, b = len(g.events(x, 'beat', y, w)), len(g.events(y, 'beat', x, w))
    if a == b:
        raise Invalid('a tie %d-%d' % (a, b))
    return [x if a > b else y]


def match_of(g, x, y, w):
    ms = [m for m in g.matches if {m[0], m[1]} == {x, y} and w['lo'] <= m[2] <= w['hi']]
    if len(ms) != 1:
        raise Invalid('%d matches of %s and %s in the window' % (len(ms), x, y))
    return ms[0]


def winner(g, x, y, w, **_):
    """Who won the one match between x and y in the window (a draw is Invalid)."""
    h, a, _, res = match_of(g, x, y, w)
    if res == 'D':
        raise Invalid('a draw')
    return [h if res == 'H' else a]


def host(g, x, y, w, **_):
    """The home team of the one match between x and y in the window."""
    return [match_of(g, x, y, w)[0]]


def no_answer(g, readings=None, empty=None, **_):
    """"no answer": either the question fits two or more meanings (`readings`, one per club a
    mention can name) that are all valid and do not all give the same answers, or its one
    meaning (`empty`) has nothing to answer: no event, or a window outside the graph."""
    if readings is not None:
        got = []
        for kind, args in readings:
            try:
                got.append(tuple(sorted(KINDS[kind](g, **args))))
            except Invalid:
                pass                    # a club the name fits that gives no answer here
        if len(got) < 2 or len(set(got)) < 2:
            raise Invalid('fewer than two valid readings that differ: %s' % got)
        return [NO_ANSWER]
    kind, args = empty
    try:
        got = KINDS[kind](g, **args)
    except Invalid as e:
        if not re.match(r'no (reference )?event|the window is outside|0 matches of', str(e)):
            raise Invalid('the empty meaning fails for another reason: %s' % e)
        return [NO_ANSWER]
    raise Invalid('the empty meaning has an answer: %s' % got)


def nth(g, x, v, which, y=None, w=None, out='date', **_):
    """The n-th event (which: an int, 1-based; negative from the end): its day or opponent."""
    if not isinstance(which, int):
        raise Invalid('nth takes a number')
    if out == 'opp':
        if y is not None:
            raise Invalid('an opponent of events against a named team')
        return nth_opp(g, x, v, which, w)
    return when(g, x, v, which, y, w)


KINDS = {'winner': winner, 'result': winner, 'host': host, 'opp': opp, 'when': when,
         'nth_opp': nth_opp, 'nth': nth, 'count': count, 'ndistinct': ndistinct, 'yesno': yesno,
         'next': nxt, 'most': most, 'compare': compare, 'no_answer': no_answer}


def answer_type(kind, args):
    if kind == 'no_answer':
        inner = args['readings'][0] if args.get('readings') else args['empty']
        return answer_type(*inner)
    if kind == 'when':
        return 'year' if args.get('how') == 'year' else 'date'
    if kind == 'nth':                   # out: 'date' (the default) or 'opp'
        return 'date' if args.get('out', 'date') == 'date' else 'name'
    if kind == 'next':                  # out: 'opp' (the default) or 'date'
        return 'date' if args.get('out') == 'date' else 'name'
    return {'count': 'number', 'ndistinct': 'number', 'yesno': 'yesno'}.get(kind, 'name')


def evaluate(g, case):
    try:
        return KINDS[case['kind']](g, **case['args'])
    except Invalid as e:
        fail('%s: %s (%s)' % (case['id'], e, case['question']))


# ---------------------------------------------------------------------------
# the checks of a case's text against its meaning
# ---------------------------------------------------------------------------
YESNO_START = r'^(was|were|did|has|had|have|do|does|is)\b'


def meanings_of(case):
    """(kind, args) of every meaning the case stands for (a no-answer case: its readings)."""
    if case['kind'] != 'no_answer':
        return [(case['kind'], case['args'])]
    a = case['args']
    return list(a['readings']) if a.get('readings') else [a['empty']]


def windows_of(args):
    ws = [args.get('w')]
    if 'ref' in args:
        ws.append(args['ref'][3])
    return [w for w in ws if w is not None]


def check_wording(case, atype):
    cid, ql = case['id'], case['question'].lower()
    if atype == 'yesno' and not re.match(YESNO_START, ql):
        fail('%s: a yes/no question must start with did / was / has ...' % cid)
    if atype != 'yesno' and re.match(YESNO_START, ql):
        fail('%s: reads as a yes/no question' % cid)
    if atype == 'name' and not re.search(r'\b(who|whom|which|what)\b', ql):
        fail('%s: a name question without who / which / what' % cid)
    if atype == 'date' and not re.search(r'\b(when|date|day)\b', ql):
        fail('%s: a date question without when / date / day' % cid)
    if atype == 'year' and not re.search(r'\b(which|what) year\b', ql):
        fail('%s: a year question without which / what year' % cid)
    if atype != 'year' and re.search(r'\b(which|what) year\b', ql):
        fail('%s: asks for a year' % cid)
    if atype == 'number' and not re.search(r'\bhow (many|often)\b', ql):
        fail('%s: a number question without how many / how often' % cid)


def check_case(g, case):
    q, kind = case['question'], case['kind']
    cid, ql = case['id'], q.lower()
    meanings = meanings_of(case)
    atype = answer_type(kind, case['args'])
    if any(answer_type(k, a) != atype for k, a in meanings):
        fail('%s: readings of different answer types' % cid)
    check_wording(case, atype)
    # the years of the meaning are in the text, and no other 4-digit number
    years, words = set(), []
    for w in windows_of(meanings[0][1]):
        years |= {str(y) for y in w['years']}
        words += w['words']
    said = set(re.findall(r'\b\d{4}\b', q))
    if said != years:
        fail('%s: years in text %s, in meaning %s' % (cid, sorted(said), sorted(years)))
    for word in words:
        if not re.search(r'(?<![\w])%s(?![\w])' % re.escape(word.lower()), ql):
            fail('%s: %r is not in the text' % (cid, word))
    # mentions: present in the text, and each resolves to exactly the team(s) meant
    ents = []
    for mention, ent in case['mentions']:
        if fold(mention) not in fold(q):
            fail('%s: mention %r not in the text' % (cid, mention))
        got = resolve(g, mention)
        want = sorted(ent) if isinstance(ent, tuple) else [ent]
        if got != want:
            fail('%s: %r resolves to %s, not %s' % (cid, mention, got, want))
        if isinstance(ent, tuple) and (kind != 'no_answer' or len(ent) < 2):
            fail('%s: an ambiguous mention %r in a case that is not "no answer"' % (cid, mention))
        ents += want
    for e in ents:
        if e not in g.entities:
            fail('%s: %r is not a team of the graph' % (cid, e))
    for k, args in meanings:
        named = [args.get('x'), args.get('y')]
        if 'ref' in args:
            named += [args['ref'][0], args['ref'][2]]
        for e in named:
            if e is not None and e not in ents:
                fail('%s: %r has no mention' % (cid, e))
    # the subject's own events in a window (no named opponent): the window must lie inside the
    # subject's seasons in the graph, so no second-division (or pre-graph) matches are missing
    # (a pick from the end, "the last … before 2020", needs only the seasons from its event on)
    for k, args in meanings:
        if args.get('x') and args.get('y') is None and k in COVERED:
            w = args.get('w')
            if args.get('which') == 'last' or (isinstance(args.get('which'), int) and args['which'] < 0):
                try:
                    day = pick(g.events(args['x'], args['v'], None, w), args['which'])[0]
                except Invalid:
                    continue                # no event: evaluate() reports it
                w = window(day, w['hi'] if w else g.last_day, [])
            check_covered(g, cid, args['x'], w)
    # a ground: the home match of its club, in the years the club played there
    for mention, ent in case['mentions']:
        if ground_of(mention) is None:
            continue
        team, glo, ghi = ground_of(mention)
        for k, args in meanings:
            views = [(args.get('x'), args.get('v'), args.get('y'))]
            if 'ref' in args:
                views.append(tuple(args['ref'][:3]))
            if not (any((x == team and v in HOME_VIEWS) or (y == team and v in AWAY_VIEWS)
                        for x, v, y in views)
                    or (k in NAMED and team in (args.get('x'), args.get('y')))):
                fail('%s: the ground %r is not the host in %s' % (cid, mention, views))
            for w in windows_of(args) or [window(g.first_day, g.last_day, [])]:
                lo, hi = max(w['lo'], g.first_day), min(w['hi'], g.last_day)
                if (glo and lo < glo) or (ghi and hi > ghi):
                    fail('%s: %r outside the years of its club there' % (cid, mention))


COVERED = ('opp', 'count', 'ndistinct', 'most', 'nth', 'nth_opp', 'when', 'yesno')


def season_of(day):
    return day.year - 1 if day.month < 7 or (day.year == 2020 and day.month < 9) else day.year


def check_covered(g, cid, x, w):
    """Every season the window meets (inside the graph's span) has matches of x."""
    lo = max(w['lo'], g.first_day) if w else g.first_day
    hi = min(w['hi'], g.last_day) if w else g.last_day
    if lo > hi:
        return                          # outside the graph: a no-answer case
    have = {season_of(d) for d, _ in g.events(x, 'played')}
    for s in range(season_of(lo), season_of(hi) + 1):
        if s not in have:
            fail('%s: %s has no match in the %d-%02d season, which the window meets'
                 % (cid, x, s, (s + 1) % 100))


def check_answers(g, case):
    ans, cid = case['answers'], case['id']
    if case['kind'] == 'no_answer':
        if ans != [NO_ANSWER]:
            fail('%s: answers %s' % (cid, ans))
        return
    if not ans:
        fail('%s: no answer' % cid)
    if len(ans) > MAX_ANSWERS or len(set(ans)) != len(ans):
        fail('%s: answers %s' % (cid, ans))
    atype = answer_type(case['kind'], case['args'])
    named = [e for _, e in case['mentions']]
    for a in ans:
        ok = {
            'name': lambda a: a in g.entities and (case['kind'] in NAMED or a not in named),
            'date': lambda a: re.fullmatch(r'\d{4}-\d\d-\d\d', a),
            'year': lambda a: re.fullmatch(r'\d{4}', a),
            'number': lambda a: re.fullmatch(r'0|[1-9]\d*', a),
            'yesno': lambda a: a in ('yes', 'no'),
        }[atype](a)
        if not ok:
            fail('%s: answer %r is not a %s (or is named in the question)' % (cid, a, atype))
    if case['kind'] in NAMED and ans[0] not in named:
        fail('%s: the answer is not one of the teams named' % cid)


def norm_q(q):
    return ' '.join(tokens(q))


def build(g):
    seen_q, seen_m = set(), set()
    out = []
    for i, case in enumerate(CASES):
        case['id'] = '%s-%04d' % (PREFIX, i + 1)
        check_case(g, case)
        case['answers'] = sorted(evaluate(g, case))
        check_answers(g, case)
        nq = norm_q(case['question'])
        meaning = json.dumps([case['kind'], sorted(case['args'].items())], default=str)
        if nq in seen_q:
            fail('%s: duplicate question' % case['id'])
        if meaning in seen_m:
            fail('%s: duplicate meaning' % case['id'])
        seen_q.add(nq)
        seen_m.add(meaning)
        out.append(case)
    n = len(out)
    if n != N_CASES:
        fail('%d cases, not %d' % (n, N_CASES))
    # pairs: positions 2i and 2i+1 are of one kind, so each half gets one of each pair
    for i in range(0, n, 2):
        if out[i]['kind'] != out[i + 1]['kind']:
            fail('%s and %s: a pair of two kinds' % (out[i]['id'], out[i + 1]['id']))
    yn = collections.Counter(c['answers'][0] for c in out if c['kind'] == 'yesno')
    if yn['yes'] != yn['no']:
        fail('yes/no not balanced: %s' % dict(yn))
    zero = sum(1 for c in out if c['answers'] == ['0'])
    if zero > 4:
        fail('%d counts of 0' % zero)
    na = sum(1 for c in out if c['kind'] == 'no_answer')
    if not 8 <= na <= 12:
        fail('%d "no answer" cases' % na)
    return out


def files_text(cases):
    def dump(items):
        return json.dumps([{'id': c['id'], 'question': c['question'], 'answers': c['answers']}
                           for c in items], ensure_ascii=False, indent=1) + '\n'
    return {'%s-dev.json' % NAME: dump(cases[0::2]), '%s-test.json' % NAME: dump(cases[1::2])}


def view_of(c):
    if c['kind'] == 'no_answer':
        return 'no answer'
    return c['args'].get('v', 'match (%s)' % c['kind'])


def stats(cases):
    print('%d questions (dev %d, test %d)' % (len(cases), len(cases[0::2]), len(cases[1::2])))
    for title, key in (('kind', lambda c: c['kind']),
                       ('view', view_of),
                       ('answer type', lambda c: 'no answer' if c['kind'] == 'no_answer'
                        else answer_type(c['kind'], c['args'])),
                       ('answers', lambda c: len(c['answers']))):
        print('by %s:' % title)
        for k, v in sorted(collections.Counter(key(c) for c in cases).items(),
                           key=lambda kv: str(kv[0])):
            print('  %-22s %d' % (k, v))
    yn = collections.Counter(c['answers'][0] for c in cases if c['kind'] == 'yesno')
    print('yes/no: %s' % dict(sorted(yn.items())))


def explain_args(args):
    def conv(v):
        if isinstance(v, dict) and 'lo' in v:
            return '%s..%s' % (v['lo'], v['hi'])
        if isinstance(v, (list, tuple)):
            return [conv(x) for x in v]
        if isinstance(v, dict):
            return {k: conv(x) for k, x in v.items()}
        return v
    return json.dumps(conv(args), default=str, ensure_ascii=False)


def main():
    args = sys.argv[1:]
    try:
        g = Graph(load_graph())
        cases = build(g)
    except CheckFailed as e:
        print('CHECK FAILED: %s' % e, file=sys.stderr)
        sys.exit(1)
    files = files_text(cases)
    if '--stats' in args:
        stats(cases)
        return
    if '--explain' in args:
        for c in cases:
            print('%s [%s] %s\n    %s -> %s' % (c['id'], c['kind'], c['question'],
                  explain_args(c['args']), c['answers']))
        return
    if '--check' in args:
        for name, text in files.items():
            with open(os.path.join(HERE, name), encoding='utf-8') as f:
                if f.read() != text:
                    print('CHECK FAILED: %s differs from what gold.py writes' % name,
                          file=sys.stderr)
                    sys.exit(1)
        print('ok: %d questions, files up to date' % len(cases))
        return
    for name, text in files.items():
        with open(os.path.join(HERE, name), 'w', encoding='utf-8', newline='\n') as f:
            f.write(text)
    print('wrote %s (%d questions)' % (', '.join(sorted(files)), len(cases)))


# ---------------------------------------------------------------------------
# the question set
# ---------------------------------------------------------------------------
def Q(question, kind, mentions, **args):
    """A question, its kind, its mentions [(text, team)] (a tuple of teams: an ambiguous
    mention of a "no answer" case), and its meaning."""
    return {'question': question, 'kind': kind, 'args': args,
            'mentions': [tuple(m) for m in mentions]}


def AMBIG(*readings):
    """The readings of a "no answer" case: (kind, args) each."""
    return {'readings': [(k, a) for k, a in readings]}


ARS, CHE, LIV, MUN, MCI = 'Arsenal FC', 'Chelsea FC', 'Liverpool FC', 'Manchester United FC', 'Manchester City FC'
TOT, EVE, LEI, NEW, WHU = 'Tottenham Hotspur FC', 'Everton FC', 'Leicester City FC', 'Newcastle United FC', 'West Ham United FC'
SUN, AVL, WOL, BRI, SOU = 'Sunderland AFC', 'Aston Villa FC', 'Wolverhampton Wanderers FC', 'Brighton & Hove Albion FC', 'Southampton FC'
CRY, FUL, BUR, BOU, LEE = 'Crystal Palace FC', 'Fulham FC', 'Burnley FC', 'AFC Bournemouth', 'Leeds United FC'
WBA, STK, SWA, WAT, NFO = 'West Bromwich Albion FC', 'Stoke City', 'Swansea City', 'Watford FC', 'Nottingham Forest FC'
BAR, RMA, ATM, SEV, VAL = 'FC Barcelona', 'Real Madrid CF', 'Club Atlético de Madrid', 'Sevilla FC', 'Valencia CF'
BET, ATH, RSO, ESP, GIR = 'Real Betis Balompié', 'Athletic Club', 'Real Sociedad de Fútbol', 'RCD Espanyol de Barcelona', 'Girona FC'
VIL, GET, CEL, RAY, OSA = 'Villarreal CF', 'Getafe CF', 'RC Celta de Vigo', 'Rayo Vallecano de Madrid', 'CA Osasuna'
ALA, DEP, LPA, MLG, LEG = 'Deportivo Alavés', 'Deportivo La Coruña', 'UD Las Palmas', 'Málaga CF', 'CD Leganés'
FCB, BVB, B04, BMG, S04 = 'FC Bayern München', 'Borussia Dortmund', 'Bayer 04 Leverkusen', 'Borussia Mönchengladbach', 'FC Schalke 04'
RBL, SVW, HSV, KOE, UNI = 'RB Leipzig', 'SV Werder Bremen', 'Hamburger SV', '1. FC Köln', '1. FC Union Berlin'
WOB, SGE, VFB, SCF, TSG = 'VfL Wolfsburg', 'Eintracht Frankfurt', 'VfB Stuttgart', 'SC Freiburg', 'TSG 1899 Hoffenheim'
M05, FCA, BSC, EBS, BOC = '1. FSV Mainz 05', 'FC Augsburg', 'Hertha BSC', 'Eintracht Braunschweig', 'VfL Bochum 1848'
BOL = 'Bolton Wanderers'

CASES = [
    # -- opp: who, on a day / in a month / a season / a year / between two days ----------------
    Q('Who beat Spurs in November 2017?', 'opp', [('Spurs', TOT)], x=TOT, v='lostTo', w=MONTH(2017, 11)),
    Q('Which clubs knocked off Bayern in the 2018/19 season?', 'opp', [('Bayern', FCB)], x=FCB, v='lostTo',
      w=SEASON(2018, '2018/19')),
    Q("Who did Man Utd play on New Year's Day 2018?", 'opp', [('Man Utd', MUN)], x=MUN, v='played',
      w=DAY(2018, 1, 1, ["New Year's Day"])),
    Q('who did atleti beat in april 2016', 'opp', [('atleti', ATM)], x=ATM, v='beat', w=MONTH(2016, 4)),
    Q('Which teams did Gladbach lose to at home in 2019?', 'opp', [('Gladbach', BMG)], x=BMG, v='lossHome',
      w=YEAR(2019)),
    Q('Who did Wolves draw with in the 2021-22 season?', 'opp', [('Wolves', WOL)], x=WOL, v='drew',
      w=SEASON(2021)),
    Q('Which sides won at Anfield between 1 January 2021 and 31 March 2021?', 'opp', [('Anfield', LIV)],
      x=LIV, v='lossHome', w=RANGE((2021, 1, 1), (2021, 3, 31))),
    Q('Who did Barca lose to in the 2020-21 season?', 'opp', [('Barca', BAR)], x=BAR, v='lostTo',
      w=SEASON(2020)),
    Q('Which teams did Dortmund beat away from home between January and June 2013?', 'opp',
      [('Dortmund', BVB)], x=BVB, v='winAway', w=RANGE((2013, 1, 1), (2013, 6, 30), ['January', 'June'])),
    Q('Who did the Foxes beat in April 2016?', 'opp', [('Foxes', LEI)], x=LEI, v='beat', w=MONTH(2016, 4)),
    Q('Who were Chelsea playing on 26 December 2016?', 'opp', [('Chelsea', CHE)], x=CHE, v='played',
      w=DAY(2016, 12, 26)),
    Q('Who beat Real Madrid at the Bernabeu in 2019?', 'opp', [('the Bernabeu', RMA)], x=RMA, v='lossHome',
      w=YEAR(2019)),
    Q('Which teams did Schalke manage to beat in the 2020-21 season?', 'opp', [('Schalke', S04)], x=S04,
      v='beat', w=SEASON(2020)),
    Q('Who did Villa draw with in 2024?', 'opp', [('Villa', AVL)], x=AVL, v='drew', w=YEAR(2024)),
    Q("Who did Newcastle beat at St James' Park in October 2022?", 'opp', [("St James' Park", NEW)], x=NEW,
      v='winHome', w=MONTH(2022, 10)),
    Q('Which clubs did Real Sociedad lose to away from home in 2023?', 'opp', [('Real Sociedad', RSO)],
      x=RSO, v='lossAway', w=YEAR(2023)),

    # -- when: the first / last day (or year) ------------------------------------------------------
    Q('When was the last time Arsenal won at Old Trafford?', 'when', [('Arsenal', ARS), ('Old Trafford', MUN)],
      x=ARS, v='winAway', y=MUN, which='last'),
    Q('When did Spurs last beat Chelsea at Stamford Bridge?', 'when', [('Spurs', TOT),
      ('Stamford Bridge', CHE)], x=TOT, v='winAway', y=CHE, which='last'),
    Q('When did Brighton first win at the Emirates?', 'when', [('Brighton', BRI), ('the Emirates', ARS)],
      x=BRI, v='winAway', y=ARS, which='first'),
    Q('When did Leganés first beat Barcelona?', 'when', [('Leganés', LEG), ('Barcelona', BAR)], x=LEG,
      v='beat', y=BAR, which='first'),
    Q('When did Leverkusen last lose to Bayern Munich?', 'when', [('Leverkusen', B04),
      ('Bayern Munich', FCB)], x=B04, v='lostTo', y=FCB, which='last'),
    Q('When did RB Leipzig first lose a home game to Bayern?', 'when', [('RB Leipzig', RBL), ('Bayern', FCB)],
      x=RBL, v='lossHome', y=FCB, which='first'),
    Q("What was the date of Liverpool's first win of 2018?", 'when', [('Liverpool', LIV)], x=LIV, v='beat',
      which='first', w=YEAR(2018)),
    Q('When did Real Madrid last lose at the Bernabeu before 2020?', 'when', [('Real Madrid', RMA),
      ('the Bernabeu', RMA)], x=RMA, v='lossHome', which='last', w=BEFORE(2020)),
    Q('When did Dortmund last win at the Allianz Arena?', 'when', [('Dortmund', BVB),
      ('the Allianz Arena', FCB)], x=BVB, v='winAway', y=FCB, which='last'),
    Q('When did Everton last win at Anfield?', 'when', [('Everton', EVE), ('Anfield', LIV)], x=EVE,
      v='winAway', y=LIV, which='last'),
    Q('In which year did Leicester last beat Chelsea?', 'when', [('Leicester', LEI), ('Chelsea', CHE)],
      x=LEI, v='beat', y=CHE, which='last', how='year'),
    Q('What year did Union Berlin first beat Dortmund?', 'when', [('Union Berlin', UNI), ('Dortmund', BVB)],
      x=UNI, v='beat', y=BVB, which='first', how='year'),
    Q('When did Sevilla and Betis last draw?', 'when', [('Sevilla', SEV), ('Betis', BET)], x=SEV, v='drew',
      y=BET, which='last'),
    Q('When did Wolves last lose to Man City?', 'when', [('Wolves', WOL), ('Man City', MCI)], x=WOL,
      v='lostTo', y=MCI, which='last'),
    Q('When did Barcelona suffer their last defeat of 2021?', 'when', [('Barcelona', BAR)], x=BAR,
      v='lostTo', which='last', w=YEAR(2021)),
    Q('When did Hertha last get a win over Union Berlin?', 'when', [('Hertha', BSC), ('Union Berlin', UNI)],
      x=BSC, v='beat', y=UNI, which='last'),

    # -- nth: the n-th event ------------------------------------------------------------------------
    Q('When did Arsenal and Spurs meet for the second time in 2019?', 'nth', [('Arsenal', ARS),
      ('Spurs', TOT)], x=ARS, v='played', y=TOT, which=2, w=YEAR(2019)),
    Q("When was Leicester's fifth win of 2016?", 'nth', [('Leicester', LEI)], x=LEI, v='beat', which=5,
      w=YEAR(2016)),
    Q('Who did Chelsea beat for their third win of 2020?', 'nth', [('Chelsea', CHE)], x=CHE, v='beat',
      which=3, w=YEAR(2020), out='opp'),
    Q("Who were Bayern's opponents in their 10th league game of the 2019-20 season?", 'nth',
      [('Bayern', FCB)], x=FCB, v='played', which=10, w=SEASON(2019), out='opp'),
    Q('On what date did Real Madrid lose for the second time in 2021?', 'nth', [('Real Madrid', RMA)], x=RMA,
      v='lostTo', which=2, w=YEAR(2021)),
    Q('Who did Dortmund play in their second-to-last game of 2023?', 'nth', [('Dortmund', BVB)], x=BVB,
      v='played', which=-2, w=YEAR(2023), out='opp'),

    # -- nth_opp: the opponent of the first / last event ------------------------------------------
    Q('Who was the first team to beat Leicester in the 2015-16 season?', 'nth_opp', [('Leicester', LEI)],
      x=LEI, v='lostTo', which='first', w=SEASON(2015)),
    Q('Who did Spurs play in their first match of 2022?', 'nth_opp', [('Spurs', TOT)], x=TOT, v='played',
      which='first', w=YEAR(2022)),
    Q("Who inflicted Barca's last defeat of 2015?", 'nth_opp', [('Barca', BAR)], x=BAR, v='lostTo',
      which='last', w=YEAR(2015)),
    Q('Who did Hamburg beat for their last win of the 2017-18 season?', 'nth_opp', [('Hamburg', HSV)], x=HSV,
      v='beat', which='last', w=SEASON(2017)),
    Q('Who was the last team Gladbach drew with in 2020?', 'nth_opp', [('Gladbach', BMG)], x=BMG, v='drew',
      which='last', w=YEAR(2020)),
    Q('Who did Liverpool last beat in the 2019-20 season?', 'nth_opp', [('Liverpool', LIV)], x=LIV,
      v='beat', which='last', w=SEASON(2019)),
    Q('Who was the first team Atletico Madrid lost to at home in 2014?', 'nth_opp',
      [('Atletico Madrid', ATM)], x=ATM, v='lossHome', which='first', w=YEAR(2014)),
    Q('Who handed Wolves their first away defeat of 2019?', 'nth_opp', [('Wolves', WOL)], x=WOL,
      v='lossAway', which='first', w=YEAR(2019)),
    Q("Who were Real Sociedad's last opponents of 2016?", 'nth_opp', [('Real Sociedad', RSO)], x=RSO,
      v='played', which='last', w=YEAR(2016)),
    Q('Which team did Schalke beat last before 2021?', 'nth_opp', [('Schalke', S04)], x=S04, v='beat',
      which='last', w=BEFORE(2021)),

    # -- count: how many times --------------------------------------------------------------------
    Q('How many times did Barca beat Real Madrid in 2016?', 'count', [('Barca', BAR), ('Real Madrid', RMA)],
      x=BAR, v='beat', y=RMA, w=YEAR(2016)),
    Q('How many games did Man United lose at Old Trafford in 2014?', 'count', [('Man United', MUN),
      ('Old Trafford', MUN)], x=MUN, v='lossHome', w=YEAR(2014)),
    Q('How many times has Liverpool beaten Everton since 2018?', 'count', [('Liverpool', LIV),
      ('Everton', EVE)], x=LIV, v='beat', y=EVE, w=SINCE(2018)),
    Q('How many draws did Atleti and Real Madrid play out between 2015 and 2019?', 'count',
      [('Atleti', ATM), ('Real Madrid', RMA)], x=ATM, v='drew', y=RMA, w=YEARS(2015, 2019)),
    Q('How often did Bayern lose in the 2012-13 season?', 'count', [('Bayern', FCB)], x=FCB, v='lostTo',
      w=SEASON(2012)),
    Q('How many away wins did Leicester have in the 2015/16 season?', 'count', [('Leicester', LEI)], x=LEI,
      v='winAway', w=SEASON(2015, '2015/16')),
    Q('How many matches did Dortmund play in December 2016?', 'count', [('Dortmund', BVB)], x=BVB,
      v='played', w=MONTH(2016, 12)),
    Q('How many times did Wolves draw in 2019?', 'count', [('Wolves', WOL)], x=WOL, v='drew', w=YEAR(2019)),
    Q('How many games did Chelsea win at Stamford Bridge in 2017?', 'count', [('Chelsea', CHE),
      ('Stamford Bridge', CHE)], x=CHE, v='winHome', w=YEAR(2017)),
    Q('How many times have Gladbach beaten Bayern since 2011?', 'count', [('Gladbach', BMG), ('Bayern', FCB)],
      x=BMG, v='beat', y=FCB, w=SINCE(2011)),
    Q('How many games did Southampton lose in the 2022-23 season?', 'count', [('Southampton', SOU)], x=SOU,
      v='lostTo', w=SEASON(2022)),
    Q('How many times did Real Betis beat Sevilla between 2014 and 2024?', 'count', [('Real Betis', BET),
      ('Sevilla', SEV)], x=BET, v='beat', y=SEV, w=YEARS(2014, 2024)),
    Q('How many home defeats did Everton suffer in 2021?', 'count', [('Everton', EVE)], x=EVE, v='lossHome',
      w=YEAR(2021)),
    Q("How many times have Newcastle hosted Sunderland at St James' Park since 2011?", 'count',
      [('Newcastle', NEW), ("St James' Park", NEW), ('Sunderland', SUN)], x=NEW, v='hosted', y=SUN,
      w=SINCE(2011)),
    Q('How many league games did Barca lose in the 2017-18 season?', 'count', [('Barca', BAR)], x=BAR,
      v='lostTo', w=SEASON(2017)),
    Q('How many times did Arsenal lose to Chelsea between 1 January 2012 and 31 December 2014?', 'count',
      [('Arsenal', ARS), ('Chelsea', CHE)], x=ARS, v='lostTo', y=CHE, w=RANGE((2012, 1, 1), (2014, 12, 31))),

    # -- ndistinct: how many different teams ------------------------------------------------------
    Q('How many different teams beat Man United in 2019?', 'ndistinct', [('Man United', MUN)], x=MUN,
      v='lostTo', w=YEAR(2019)),
    Q('How many different clubs did Spurs lose to in 2023?', 'ndistinct', [('Spurs', TOT)], x=TOT,
      v='lostTo', w=YEAR(2023)),
    Q('How many different opponents did Barca beat away from home in the 2014-15 season?', 'ndistinct',
      [('Barca', BAR)], x=BAR, v='winAway', w=SEASON(2014)),
    Q('How many different teams drew with Atleti in 2016?', 'ndistinct', [('Atleti', ATM)], x=ATM, v='drew',
      w=YEAR(2016)),
    Q('How many different sides won at the Westfalenstadion in 2022?', 'ndistinct',
      [('the Westfalenstadion', BVB)], x=BVB, v='lossHome', w=YEAR(2022)),
    Q('How many different teams did RB Leipzig beat in 2017?', 'ndistinct', [('RB Leipzig', RBL)], x=RBL,
      v='beat', w=YEAR(2017)),
    Q('How many different clubs have beaten Real Madrid at home since 2022?', 'ndistinct',
      [('Real Madrid', RMA)], x=RMA, v='lossHome', w=SINCE(2022)),
    Q('How many different teams did Everton lose to in the 2017-18 season?', 'ndistinct',
      [('Everton', EVE)], x=EVE, v='lostTo', w=SEASON(2017)),

    # -- yesno: did it happen in the window -------------------------------------------------------
    Q('Did Spurs lose to Chelsea in March 2017?', 'yesno', [('Spurs', TOT), ('Chelsea', CHE)], x=TOT,
      v='lostTo', y=CHE, w=MONTH(2017, 3)),
    Q('Did Man City and Liverpool draw at all in 2018?', 'yesno', [('Man City', MCI), ('Liverpool', LIV)],
      x=MCI, v='drew', y=LIV, w=YEAR(2018)),
    Q('Has Leicester ever won at Old Trafford?', 'yesno', [('Leicester', LEI), ('Old Trafford', MUN)],
      x=LEI, v='winAway', y=MUN, w=None),
    Q('Did Bayern lose to Augsburg in 2015?', 'yesno', [('Bayern', FCB), ('Augsburg', FCA)], x=FCB,
      v='lostTo', y=FCA, w=YEAR(2015)),
    Q('did barca ever draw with espanyol in 2014', 'yesno', [('barca', BAR), ('espanyol', ESP)], x=BAR,
      v='drew', y=ESP, w=YEAR(2014)),
    Q('Did Real Madrid beat Atleti at the Wanda in 2019?', 'yesno', [('Real Madrid', RMA), ('Atleti', ATM),
      ('the Wanda', ATM)], x=RMA, v='winAway', y=ATM, w=YEAR(2019)),
    Q('Did Dortmund win away at Schalke in 2016?', 'yesno', [('Dortmund', BVB), ('Schalke', S04)], x=BVB,
      v='winAway', y=S04, w=YEAR(2016)),
    Q('Were Arsenal beaten at home by Brighton in 2019?', 'yesno', [('Arsenal', ARS), ('Brighton', BRI)],
      x=ARS, v='lossHome', y=BRI, w=YEAR(2019)),
    Q('Did the Hammers beat Spurs in 2018?', 'yesno', [('Hammers', WHU), ('Spurs', TOT)], x=WHU, v='beat',
      y=TOT, w=YEAR(2018)),
    Q('Did Everton draw with Liverpool in 2014?', 'yesno', [('Everton', EVE), ('Liverpool', LIV)], x=EVE,
      v='drew', y=LIV, w=YEAR(2014)),
    Q('Did Newcastle beat Sunderland in 2013?', 'yesno', [('Newcastle', NEW), ('Sunderland', SUN)], x=NEW,
      v='beat', y=SUN, w=YEAR(2013)),
    Q('Have Gladbach ever won at the Allianz Arena?', 'yesno', [('Gladbach', BMG),
      ('the Allianz Arena', FCB)], x=BMG, v='winAway', y=FCB, w=None),
    Q('Did Sevilla lose to Betis in 2019?', 'yesno', [('Sevilla', SEV), ('Betis', BET)], x=SEV, v='lostTo',
      y=BET, w=YEAR(2019)),
    Q('Did Leipzig play Union Berlin in 2019?', 'yesno', [('Leipzig', RBL), ('Union Berlin', UNI)], x=RBL,
      v='played', y=UNI, w=YEAR(2019)),
    Q('Did Chelsea host Man United in April 2017?', 'yesno', [('Chelsea', CHE), ('Man United', MUN)], x=CHE,
      v='hosted', y=MUN, w=MONTH(2017, 4)),
    Q('Did Girona beat Barca in 2024?', 'yesno', [('Girona', GIR), ('Barca', BAR)], x=GIR, v='beat', y=BAR,
      w=YEAR(2024)),
    Q('Did Man United win at the Etihad in 2017?', 'yesno', [('Man United', MUN), ('the Etihad', MCI)],
      x=MUN, v='winAway', y=MCI, w=YEAR(2017)),
    Q('Did Hoffenheim ever draw with Bayern in 2015?', 'yesno', [('Hoffenheim', TSG), ('Bayern', FCB)],
      x=TSG, v='drew', y=FCB, w=YEAR(2015)),

    # -- next / prev: the first event after (the last before) another one --------------------------
    Q('Who did Spurs play right after losing to Chelsea in August 2017?', 'next', [('Spurs', TOT),
      ('Chelsea', CHE)], x=TOT, v='played', ref=(TOT, 'lostTo', CHE, MONTH(2017, 8))),
    Q('Who did Arsenal play the week after losing at Anfield in August 2019?', 'next',
      [('Arsenal', ARS), ('Anfield', LIV)], x=ARS, v='played', within=10,
      ref=(ARS, 'lossAway', LIV, MONTH(2019, 8))),
    Q('After Bayern lost to Leverkusen in February 2024, who was their next win against?', 'next',
      [('Bayern', FCB), ('Leverkusen', B04)], x=FCB, v='beat', ref=(FCB, 'lostTo', B04, MONTH(2024, 2))),
    Q('When did Man United next win at Old Trafford after Man City beat them there in April 2013?',
      'next', [('Man United', MUN), ('Old Trafford', MUN), ('Man City', MCI)], x=MUN, v='winHome', out='date',
      ref=(MUN, 'lossHome', MCI, MONTH(2013, 4))),
    Q('Who did Barca lose to next after losing to Real Madrid in April 2016?', 'next', [('Barca', BAR),
      ('Real Madrid', RMA)], x=BAR, v='lostTo', ref=(BAR, 'lostTo', RMA, MONTH(2016, 4))),
    Q('Which team had Arsenal beaten just before they lost to Spurs in April 2017?', 'next',
      [('Arsenal', ARS), ('Spurs', TOT)], x=ARS, v='beat', which='prev', ref=(ARS, 'lostTo', TOT, MONTH(2017, 4))),
    Q('When did Dortmund next draw after beating Bayern in November 2018?', 'next', [('Dortmund', BVB),
      ('Bayern', FCB)], x=BVB, v='drew', out='date', ref=(BVB, 'beat', FCB, MONTH(2018, 11))),
    Q('Who did Atleti face the week after they beat Real Madrid in February 2016?', 'next',
      [('Atleti', ATM), ('Real Madrid', RMA)], x=ATM, v='played', within=10,
      ref=(ATM, 'beat', RMA, MONTH(2016, 2))),
    Q("Who were Leicester's next opponents after they lost to Arsenal in February 2016?", 'next',
      [('Leicester', LEI), ('Arsenal', ARS)], x=LEI, v='played', ref=(LEI, 'lostTo', ARS, MONTH(2016, 2))),
    Q('When did Chelsea next lose after Spurs beat them in January 2017?', 'next', [('Chelsea', CHE),
      ('Spurs', TOT)], x=CHE, v='lostTo', out='date', ref=(CHE, 'lostTo', TOT, MONTH(2017, 1))),
    Q('Who did Gladbach beat next after their 2018 defeat to Bayern?', 'next', [('Gladbach', BMG),
      ('Bayern', FCB)], x=BMG, v='beat', ref=(BMG, 'lostTo', FCB, YEAR(2018))),
    Q('Who had Real Madrid last beaten before Atleti beat them in February 2016?', 'next',
      [('Real Madrid', RMA), ('Atleti', ATM)], x=RMA, v='beat', which='prev',
      ref=(RMA, 'lostTo', ATM, MONTH(2016, 2))),
    Q('Who did Newcastle beat first after their last defeat of 2021?', 'next', [('Newcastle', NEW)],
      x=NEW, v='beat', ref=(NEW, 'lostTo', None, YEAR(2021), 'last')),
    Q('When did Wolves next win after their first loss of 2022?', 'next', [('Wolves', WOL)], x=WOL,
      v='beat', out='date', ref=(WOL, 'lostTo', None, YEAR(2022), 'first')),

    # -- most: the opponent with the most events ----------------------------------------------
    Q('Which team did Man City beat most often in 2018?', 'most', [('Man City', MCI)], x=MCI, v='beat',
      w=YEAR(2018)),
    Q('Who have Spurs lost to most often since 2011?', 'most', [('Spurs', TOT)], x=TOT, v='lostTo',
      w=SINCE(2011)),
    Q('Which club have Atleti drawn with the most since 2013?', 'most', [('Atleti', ATM)], x=ATM, v='drew',
      w=SINCE(2013)),
    Q('Who did Leverkusen beat most between 2010 and 2013?', 'most', [('Leverkusen', B04)], x=B04, v='beat',
      w=YEARS(2010, 2013)),
    Q('Which team has won at Goodison the most since 2011?', 'most', [('Goodison', EVE)], x=EVE,
      v='lossHome', w=SINCE(2011)),
    Q('Who has Real Sociedad beaten most since 2013?', 'most', [('Real Sociedad', RSO)], x=RSO, v='beat',
      w=SINCE(2013)),
    Q('Which side have Bayern beaten most often away from home since 2011?', 'most', [('Bayern', FCB)],
      x=FCB, v='winAway', w=SINCE(2011)),
    Q('Which team have Newcastle lost to the most since 2018?', 'most', [('Newcastle', NEW)], x=NEW,
      v='lostTo', w=SINCE(2018)),

    # -- compare: who won more of the meetings ---------------------------------------------------
    Q('Who has the better record between Spurs and Chelsea since 2016?', 'compare', [('Spurs', TOT),
      ('Chelsea', CHE)], x=TOT, y=CHE, w=SINCE(2016)),
    Q('Who won more meetings before 2018, Dortmund or Schalke?', 'compare', [('Dortmund', BVB),
      ('Schalke', S04)], x=BVB, y=S04, w=BEFORE(2018)),
    Q("Who's won more Merseyside derbies since 2013, Liverpool or the Toffees?", 'compare',
      [('Liverpool', LIV), ('Toffees', EVE)], x=LIV, y=EVE, w=SINCE(2013)),
    Q('Which has had the upper hand head to head since 2013, Sevilla or Betis?', 'compare',
      [('Sevilla', SEV), ('Betis', BET)], x=SEV, y=BET, w=SINCE(2013)),

    # -- winner / result: the winner of one match, named by its day -----------------------------
    Q('Who won Arsenal v Spurs on 2 December 2018?', 'winner', [('Arsenal', ARS), ('Spurs', TOT)], x=ARS,
      y=TOT, w=DAY(2018, 12, 2)),
    Q('Who came out on top in Dortmund vs Bayern on 10 November 2018?', 'winner', [('Dortmund', BVB),
      ('Bayern', FCB)], x=BVB, y=FCB, w=DAY(2018, 11, 10)),
    Q('Which side won when Barca hosted Real Madrid on 28 October 2018?', 'winner', [('Barca', BAR),
      ('Real Madrid', RMA)], x=BAR, y=RMA, w=DAY(2018, 10, 28)),
    Q('Who won the game between Atleti and Real Madrid on 19 November 2016?', 'winner', [('Atleti', ATM),
      ('Real Madrid', RMA)], x=ATM, y=RMA, w=DAY(2016, 11, 19)),
    Q('What was the result of Liverpool v Man United on 17 January 2016, who won?', 'result',
      [('Liverpool', LIV), ('Man United', MUN)], x=LIV, y=MUN, w=DAY(2016, 1, 17)),
    Q('What happened when Spurs played Chelsea on 4 January 2017: which team won?', 'result',
      [('Spurs', TOT), ('Chelsea', CHE)], x=TOT, y=CHE, w=DAY(2017, 1, 4)),
    Q('Chelsea vs Arsenal, 5 October 2014: what was the result, who took the points?', 'result',
      [('Chelsea', CHE), ('Arsenal', ARS)], x=CHE, y=ARS, w=DAY(2014, 10, 5)),
    Q('What was the outcome of Leverkusen against Bayern on 2 February 2019, which team won?', 'result',
      [('Leverkusen', B04), ('Bayern', FCB)], x=B04, y=FCB, w=DAY(2019, 2, 2)),

    # -- host: the home team of one match --------------------------------------------------------
    Q('Who was at home when Wolves played Man United on 31 December 2022?', 'host', [('Wolves', WOL),
      ('Man United', MUN)], x=WOL, y=MUN, w=DAY(2022, 12, 31)),
    Q('Where did Liverpool play Man City on 10 April 2022, which ground: Anfield or the Etihad?', 'host',
      [('Liverpool', LIV), ('Man City', MCI), ('Anfield', LIV), ('the Etihad', MCI)], x=LIV, y=MCI,
      w=DAY(2022, 4, 10)),
    Q('Who hosted when Schalke and Dortmund met on 27 September 2014?', 'host', [('Schalke', S04),
      ('Dortmund', BVB)], x=S04, y=BVB, w=DAY(2014, 9, 27)),
    Q('Which club was the home side when Gladbach met Cologne on 14 January 2018?', 'host',
      [('Gladbach', BMG), ('Cologne', KOE)], x=BMG, y=KOE, w=DAY(2018, 1, 14)),
    Q('Which team played at home when Real Madrid faced Atleti on 9 February 2019?', 'host',
      [('Real Madrid', RMA), ('Atleti', ATM)], x=RMA, y=ATM, w=DAY(2019, 2, 9)),
    Q('Who were the hosts for Sevilla v Barcelona on 23 February 2019?', 'host', [('Sevilla', SEV),
      ('Barcelona', BAR)], x=SEV, y=BAR, w=DAY(2019, 2, 23)),

    # -- no answer: a name that fits two clubs, or nothing to answer -------------------------------
    Q('Who beat Leverkusen in the 2023-24 season?', 'no_answer', [('Leverkusen', B04)],
      reason='Leverkusen were unbeaten in the league that season: no team beat them',
      empty=('opp', dict(x=B04, v='lostTo', w=SEASON(2023)))),
    Q('Who did Arsenal play on Christmas Day 2016?', 'no_answer', [('Arsenal', ARS)],
      reason='no match on 25 December 2016 (Arsenal played on the 26th)',
      empty=('opp', dict(x=ARS, v='played', w=DAY(2016, 12, 25, ['Christmas Day'])))),
    Q('When did Manchester last beat Liverpool at home?', 'no_answer',
      [('Manchester', (MCI, MUN)), ('Liverpool', LIV)],
      reason='"Manchester" fits Manchester City and Manchester United, whose last home wins over Liverpool differ',
      **AMBIG(('when', dict(x=MCI, v='winHome', y=LIV, which='last')),
              ('when', dict(x=MUN, v='winHome', y=LIV, which='last')))),
    Q('How many times did Borussia beat Bayern in 2015?', 'no_answer',
      [('Borussia', (BVB, BMG)), ('Bayern', FCB)],
      reason='"Borussia" fits Dortmund and Gladbach, with different counts',
      **AMBIG(('count', dict(x=BVB, v='beat', y=FCB, w=YEAR(2015))),
              ('count', dict(x=BMG, v='beat', y=FCB, w=YEAR(2015))))),
    Q('Who did VfL beat in March 2023?', 'no_answer', [('VfL', (BOC, WOB))],
      reason='"VfL" fits Bochum and Wolfsburg, both in the Bundesliga and both winning that month',
      **AMBIG(('opp', dict(x=BOC, v='beat', w=MONTH(2023, 3))),
              ('opp', dict(x=WOB, v='beat', w=MONTH(2023, 3))))),
    Q('Did Eintracht beat Dortmund in 2014?', 'no_answer', [('Eintracht', (SGE, EBS)), ('Dortmund', BVB)],
      reason='"Eintracht" fits Frankfurt and Braunschweig, with different answers',
      **AMBIG(('yesno', dict(x=SGE, v='beat', y=BVB, w=YEAR(2014))),
              ('yesno', dict(x=EBS, v='beat', y=BVB, w=YEAR(2014))))),
    Q('Who beat Real Madrid in 2005?', 'no_answer', [('Real Madrid', RMA)],
      reason='2005 is before the graph, which begins in August 2010',
      empty=('opp', dict(x=RMA, v='lostTo', w=YEAR(2005)))),
    Q('Which teams did Albion beat in May 2018?', 'no_answer', [('Albion', (BRI, WBA))],
      reason='"Albion" fits Brighton and West Brom, both in the Premier League and both winning that month',
      **AMBIG(('opp', dict(x=BRI, v='beat', w=MONTH(2018, 5))),
              ('opp', dict(x=WBA, v='beat', w=MONTH(2018, 5))))),
    Q('When did Wanderers last lose to Chelsea?', 'no_answer', [('Wanderers', (BOL, WOL)), ('Chelsea', CHE)],
      reason='"Wanderers" fits Bolton and Wolves, who lost to Chelsea last on different days',
      **AMBIG(('when', dict(x=BOL, v='lostTo', y=CHE, which='last')),
              ('when', dict(x=WOL, v='lostTo', y=CHE, which='last')))),
    Q('What was the result of Everton v Liverpool on 1 April 2023, who won?', 'no_answer',
      [('Everton', EVE), ('Liverpool', LIV)],
      reason='Everton and Liverpool did not play each other on 1 April 2023',
      empty=('result', dict(x=EVE, y=LIV, w=DAY(2023, 4, 1)))),
]

if __name__ == '__main__':
    main()
