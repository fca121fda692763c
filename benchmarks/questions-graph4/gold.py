#!/usr/bin/env python3
"""Gold answers for the graph4 question set (league football from openfootball: who beat whom,
who drew with whom and who hosted whom, dated by match day; graph.tsv.gz in this folder, made
by convert.py).

Usage:  python3 gold.py            compute every answer, run every check, write the two files
        python3 gold.py --check    the same, but fail unless the files on disk are identical
        python3 gold.py --explain  print each question with its meaning and answers
        python3 gold.py --stats    counts by kind, view and answer type

The question set is the CASES list at the bottom: every question next to its meaning.  The
answers are computed from graph.tsv.gz by the semantics in README.md.  Any failed check stops
the run with "CHECK FAILED".  Standard library only; byte-identical output.
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
GRAPH = os.path.join(HERE, 'graph.tsv.gz')
PREFIX = 'g4'
NAME = 'graph4'
MAX_ANSWERS = 10
NAMED = ('compare', 'winner', 'host')    # kinds whose answer is one of the teams named
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
}
# the graph relations a view reads
VIEW_REL = {'played': 'hosted', 'hosted': 'hosted', 'away': 'hosted', 'beat': 'beat',
            'lostTo': 'beat', 'drew': 'drewWith', 'winHome': 'beat+hosted',
            'winAway': 'beat+hosted', 'lossHome': 'beat+hosted'}


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


# ---------------------------------------------------------------------------
# names: what a mention in a question can mean
# ---------------------------------------------------------------------------
# Names people use for a club that are not words of the published name, or that are words of
# more than one published name but mean one club to anyone who follows football.
ALIASES = {
    'Man United': 'Manchester United FC',
    'Man Utd': 'Manchester United FC',
    'Man City': 'Manchester City FC',
    'Spurs': 'Tottenham Hotspur FC',
    'Wolves': 'Wolverhampton Wanderers FC',
    'West Brom': 'West Bromwich Albion FC',
    'QPR': 'Queens Park Rangers',
    'Bayern Munich': 'FC Bayern München',
    'Gladbach': 'Borussia Mönchengladbach',
    'Athletic Bilbao': 'Athletic Club',
    'Barcelona': 'FC Barcelona',
    'Barca': 'FC Barcelona',
    'Atletico': 'Club Atlético de Madrid',
    'Celta Vigo': 'RC Celta de Vigo',
    'Cologne': '1. FC Köln',
    'Hamburg': 'Hamburger SV',
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


def resolve(g, mention):
    """The entities a mention can mean: an alias, else every name that has the mention's words."""
    if mention in ALIASES:
        return [ALIASES[mention]]
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


def opp(g, x, v, w=None, **_):
    """Who: the distinct opponents of x's events of the view in the window."""
    in_graph(g, w)
    return sorted({o for _, o in g.events(x, v, w=w)})


def when(g, x, v, which, y=None, w=None, how='date', **_):
    """When: the day of x's first / last event of the view (against y, in the window)."""
    ev = g.events(x, v, y, w)
    if not ev:
        raise Invalid('no event')
    d = ev[0][0] if which == 'first' else ev[-1][0]
    return ['%04d' % d.year if how == 'year' else d.isoformat()]


def nth_opp(g, x, v, which, w=None, **_):
    """Who: the opponent of x's first / last event of the view in the window (a team plays
    once a day, so there is no tie)."""
    ev = g.events(x, v, w=w)
    if not ev:
        raise Invalid('no event')
    return [(ev[0] if which == 'first' else ev[-1])[1]]


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
    return ev[0][0] if ref[4] == 'first' else ev[-1][0]


def nxt(g, x, v, ref, which='next', out='opp', y=None, **_):
    """The first event of x's view strictly after the reference day (or the last strictly
    before it): its opponent or its day."""
    day = ref_day(g, ref)
    ev = g.events(x, v, y)
    ev = [e for e in ev if e[0] > day] if which == 'next' else [e for e in ev if e[0] < day]
    if not ev:
        raise Invalid('no %s event' % which)
    e = ev[0] if which == 'next' else ev[-1]
    return [e[1] if out == 'opp' else e[0].isoformat()]


def most(g, x, v, w=None, **_):
    """The opponent x has the most events of the view with; a tie at the top is Invalid."""
    c = collections.Counter(o for _, o in g.events(x, v, w=w))
    ranked = c.most_common()
    if not ranked or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
        raise Invalid('no single top: %s' % ranked[:3])
    return [ranked[0][0]]


def compare(g, x, y, w=None, **_):
    """Who won more of the matches between x and y in the window; a tie is Invalid."""
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


KINDS = {'winner': winner, 'host': host, 'opp': opp, 'when': when, 'nth_opp': nth_opp, 'count': count,
         'ndistinct': ndistinct, 'yesno': yesno, 'next': nxt, 'most': most,
         'compare': compare}


def answer_type(kind, args):
    if kind == 'when' or (kind == 'next' and args.get('out') == 'date'):
        return 'year' if args.get('how') == 'year' else 'date'
    return {'count': 'number', 'ndistinct': 'number', 'yesno': 'yesno'}.get(kind, 'name')


def evaluate(g, case):
    try:
        return KINDS[case['kind']](g, **case['args'])
    except Invalid as e:
        fail('%s: %s (%s)' % (case['id'], e, case['question']))


# ---------------------------------------------------------------------------
# the checks of a case's text against its meaning
# ---------------------------------------------------------------------------
QWORDS = {
    'name': r'^(Who|Whom|Which|What|Against which|Against whom|After|Before|On|In|Over)\b',
    'date': r'^(When|On what date|On which date|What was the date|After|Before)\b',
    'year': r'^(In which year|In what year|Which year|What year)\b',
    'number': r'^(How many|How often|In how many|After|Between|Since|In|From)\b',
    'yesno': r'^(Was|Were|Did|Has|Had|Have|Do|Does)\b',
}
NAME_Q = r'\b(who|whom|which|what)\b'


def windows_of(args):
    ws = [args.get('w')]
    if 'ref' in args:
        ws.append(args['ref'][3])
    return [w for w in ws if w is not None]


def check_case(g, case):
    q, kind, args = case['question'], case['kind'], case['args']
    atype = answer_type(kind, args)
    if not re.match(QWORDS[atype], q):
        fail('%s: a %s question worded %r' % (case['id'], atype, q))
    ql = q.lower()
    if atype == 'name' and not re.search(NAME_Q, ql):
        fail('%s: a name question without who / which / what' % case['id'])
    if atype == 'date' and not re.search(r'\b(when|date)\b', ql):
        fail('%s: a date question without when / date' % case['id'])
    if atype == 'number' and not re.search(r'\bhow (many|often)\b', ql):
        fail('%s: a number question without how many / how often' % case['id'])
    if atype != 'year' and re.search(r'\b(which|what) year\b', ql):
        fail('%s: asks for a year' % case['id'])
    # the years of the meaning are in the text, and no other 4-digit number
    years, words = set(), []
    for w in windows_of(args):
        years |= {str(y) for y in w['years']}
        words += w['words']
    said = set(re.findall(r'\b\d{4}\b', q))
    if said != years:
        fail('%s: years in text %s, in meaning %s' % (case['id'], sorted(said), sorted(years)))
    for word in words:
        if not re.search(r'\b%s\b' % re.escape(word.lower()), ql):
            fail('%s: %r is not in the text' % (case['id'], word))
    # mentions: present in the text, and each resolves to exactly the team meant
    for mention, ent in case['mentions']:
        if fold(mention) not in fold(q):
            fail('%s: mention %r not in the text' % (case['id'], mention))
        got = resolve(g, mention)
        if got != [ent]:
            fail('%s: %r resolves to %s, not %r' % (case['id'], mention, got, ent))
    ents = [e for _, e in case['mentions']]
    for key in ('x', 'y'):
        if args.get(key) is not None and args[key] not in ents:
            fail('%s: %r has no mention' % (case['id'], args[key]))
    if 'ref' in args:
        for e in (args['ref'][0], args['ref'][2]):
            if e is not None and e not in ents:
                fail('%s: the reference team %r has no mention' % (case['id'], e))
    for e in ents:
        if e not in g.entities:
            fail('%s: %r is not a team of the graph' % (case['id'], e))


def check_answers(g, case):
    ans = case['answers']
    if not ans:
        fail('%s: no answer' % case['id'])
    if len(ans) > MAX_ANSWERS or len(set(ans)) != len(ans):
        fail('%s: answers %s' % (case['id'], ans))
    atype = answer_type(case['kind'], case['args'])
    for a in ans:
        ok = {
            'name': lambda a: a in g.entities and (case['kind'] in NAMED or a not in
                                                   [e for _, e in case['mentions']]),
            'date': lambda a: re.fullmatch(r'\d{4}-\d\d-\d\d', a),
            'year': lambda a: re.fullmatch(r'\d{4}', a),
            'number': lambda a: re.fullmatch(r'0|[1-9]\d*', a),
            'yesno': lambda a: a in ('yes', 'no'),
        }[atype](a)
        if not ok:
            fail('%s: answer %r is not a %s (or is named in the question)'
                 % (case['id'], a, atype))


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
    if not 120 <= n <= 140:
        fail('%d cases' % n)
    yn = collections.Counter(c['answers'][0] for c in out if c['kind'] == 'yesno')
    if yn['yes'] != yn['no']:
        fail('yes/no not balanced: %s' % dict(yn))
    zero = sum(1 for c in out if c['answers'] == ['0'])
    if zero > 4:
        fail('%d counts of 0' % zero)
    return out


def files_text(cases):
    def dump(items):
        return json.dumps([{'id': c['id'], 'question': c['question'], 'answers': c['answers']}
                           for c in items], ensure_ascii=False, indent=1) + '\n'
    return {'%s-dev.json' % NAME: dump(cases[0::2]), '%s-test.json' % NAME: dump(cases[1::2])}


def stats(cases):
    print('%d questions (dev %d, test %d)' % (len(cases), len(cases[0::2]), len(cases[1::2])))
    for title, key in (('kind', lambda c: c['kind']),
                       ('view', lambda c: c['args'].get('v', 'match (%s)' % c['kind'])),
                       ('relation', lambda c: VIEW_REL.get(c['args'].get('v'), {
                           'host': 'hosted', 'winner': 'beat+drewWith'}.get(c['kind'], 'beat'))),
                       ('answer type', lambda c: answer_type(c['kind'], c['args'])),
                       ('answers', lambda c: len(c['answers']))):
        print('by %s:' % title)
        for k, v in sorted(collections.Counter(key(c) for c in cases).items(),
                           key=lambda kv: str(kv[0])):
            print('  %-22s %d' % (k, v))
    yn = collections.Counter(c['answers'][0] for c in cases if c['kind'] == 'yesno')
    print('yes/no: %s' % dict(sorted(yn.items())))


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
            a = {k: (v if k != 'w' else '%s..%s' % (v['lo'], v['hi'])) for k, v in c['args'].items()}
            print('%s [%s] %s\n    %s -> %s' % (c['id'], c['kind'], c['question'],
                  json.dumps(a, default=str, ensure_ascii=False), c['answers']))
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
    """A question, its kind, its mentions [(text, team)], and its meaning."""
    return {'question': question, 'kind': kind, 'args': args,
            'mentions': [tuple(m) for m in mentions]}



ARS, CHE, LIV, MUN, MCI = 'Arsenal FC', 'Chelsea FC', 'Liverpool FC', 'Manchester United FC', 'Manchester City FC'
TOT, EVE, LEI, NEW, WHU = 'Tottenham Hotspur FC', 'Everton FC', 'Leicester City FC', 'Newcastle United FC', 'West Ham United FC'
SUN, AVL, WOL, BRI, SOU = 'Sunderland AFC', 'Aston Villa FC', 'Wolverhampton Wanderers FC', 'Brighton & Hove Albion FC', 'Southampton FC'
BAR, RMA, ATM, SEV, VAL = 'FC Barcelona', 'Real Madrid CF', 'Club Atlético de Madrid', 'Sevilla FC', 'Valencia CF'
BET, ATH, RSO, ESP, GIR = 'Real Betis Balompié', 'Athletic Club', 'Real Sociedad de Fútbol', 'RCD Espanyol de Barcelona', 'Girona FC'
FCB, BVB, B04, BMG, S04 = 'FC Bayern München', 'Borussia Dortmund', 'Bayer 04 Leverkusen', 'Borussia Mönchengladbach', 'FC Schalke 04'
RBL, SVW, HSV, KOE, UNI = 'RB Leipzig', 'SV Werder Bremen', 'Hamburger SV', '1. FC Köln', '1. FC Union Berlin'
WOB, SGE, VFB = 'VfL Wolfsburg', 'Eintracht Frankfurt', 'VfB Stuttgart'

CASES = [
    # -- opp: who, in a window ------------------------------------------------------------
    Q('Who did Leicester lose to in 2016?', 'opp', [('Leicester', LEI)], x=LEI, v='lostTo', w=YEAR(2016)),
    Q('Which teams beat Liverpool in 2019?', 'opp', [('Liverpool', LIV)], x=LIV, v='lostTo', w=YEAR(2019)),
    Q('Who did Arsenal play on Boxing Day 2018?', 'opp', [('Arsenal', ARS)], x=ARS, v='played',
      w=DAY(2018, 12, 26, ['Boxing Day'])),
    Q('Which teams did Chelsea draw with in March 2016?', 'opp', [('Chelsea', CHE)], x=CHE, v='drew',
      w=MONTH(2016, 3)),
    Q('Who did Bayern lose to in 2019?', 'opp', [('Bayern', FCB)], x=FCB, v='lostTo', w=YEAR(2019)),
    Q('Who beat Real Madrid in 2021?', 'opp', [('Real Madrid', RMA)], x=RMA, v='lostTo', w=YEAR(2021)),
    Q('Which teams did Barcelona host in May 2018?', 'opp', [('Barcelona', BAR)],
      x=BAR, v='hosted', w=MONTH(2018, 5)),
    Q('Who did Man United beat in December 2012?', 'opp', [('Man United', MUN)], x=MUN, v='beat',
      w=MONTH(2012, 12)),
    Q('Which teams did Dortmund lose to between 1 August 2014 and 31 December 2014?', 'opp',
      [('Dortmund', BVB)], x=BVB, v='lostTo', w=RANGE((2014, 8, 1), (2014, 12, 31))),
    Q('Who did Man City play on 13 May 2012?', 'opp', [('Man City', MCI)], x=MCI, v='played',
      w=DAY(2012, 5, 13)),
    Q('Which clubs did Atletico beat away from home in 2014?', 'opp', [('Atletico', ATM)],
      x=ATM, v='winAway', w=YEAR(2014)),
    Q('Who has Spurs lost to at home since 2025?', 'opp', [('Spurs', TOT)], x=TOT, v='lossHome',
      w=SINCE(2025)),
    Q('Which teams beat Everton in February 2022?', 'opp', [('Everton', EVE)], x=EVE, v='lostTo',
      w=MONTH(2022, 2)),
    Q('Who were Liverpool playing on 21 June 2020?', 'opp', [('Liverpool', LIV)], x=LIV, v='played',
      w=DAY(2020, 6, 21)),
    Q('Who did Sevilla draw against in 2017?', 'opp', [('Sevilla', SEV)], x=SEV, v='drew', w=YEAR(2017)),
    Q('Who knocked off Leverkusen in 2024?', 'opp', [('Leverkusen', B04)], x=B04, v='lostTo', w=YEAR(2024)),
    Q('Which teams did Union Berlin host in May 2023?', 'opp', [('Union Berlin', UNI)], x=UNI, v='hosted',
      w=MONTH(2023, 5)),
    Q('Who beat Arsenal at the Emirates in 2020?', 'opp', [('Arsenal', ARS)], x=ARS, v='lossHome', w=YEAR(2020)),
    Q('Who did Girona beat between January and March 2024?', 'opp', [('Girona', GIR)],
      x=GIR, v='beat', w=RANGE((2024, 1, 1), (2024, 3, 31), ['January', 'March'])),
    Q('Which teams did Newcastle lose to after 2024?', 'opp', [('Newcastle', NEW)], x=NEW, v='lostTo', w=AFTER(2024)),
    Q('Who did Gladbach draw with before 2011?', 'opp', [('Gladbach', BMG)], x=BMG, v='drew', w=BEFORE(2011)),
    Q('Which teams have Wolves lost to at home in 2019?', 'opp', [('Wolves', WOL)], x=WOL, v='lossHome',
      w=YEAR(2019)),

    # -- when: first / last day ----------------------------------------------------------
    Q('When did Leicester last beat Man City?', 'when', [('Leicester', LEI), ('Man City', MCI)],
      x=LEI, v='beat', y=MCI, which='last'),
    Q('When was the last time Everton beat Liverpool?', 'when', [('Everton', EVE), ('Liverpool', LIV)],
      x=EVE, v='beat', y=LIV, which='last'),
    Q('When did Dortmund last win against Bayern?', 'when', [('Dortmund', BVB), ('Bayern', FCB)],
      x=BVB, v='beat', y=FCB, which='last'),
    Q('When did Real Madrid first lose to Barcelona?', 'when', [('Real Madrid', RMA), ('Barcelona', BAR)],
      x=RMA, v='lostTo', y=BAR, which='first'),
    Q('When did Arsenal last draw with Spurs?', 'when', [('Arsenal', ARS), ('Spurs', TOT)],
      x=ARS, v='drew', y=TOT, which='last'),
    Q('When did Chelsea first host Brighton?', 'when', [('Chelsea', CHE), ('Brighton', BRI)],
      x=CHE, v='hosted', y=BRI, which='first'),
    Q('When did Liverpool last lose at home?', 'when', [('Liverpool', LIV)], x=LIV, v='lossHome', which='last'),
    Q('When did Man United last play Leicester?', 'when', [('Man United', MUN), ('Leicester', LEI)],
      x=MUN, v='played', y=LEI, which='last'),
    Q('When did RB Leipzig first beat Bayern?', 'when', [('RB Leipzig', RBL), ('Bayern', FCB)],
      x=RBL, v='beat', y=FCB, which='first'),
    Q('When did Spurs last win at Arsenal?', 'when', [('Spurs', TOT), ('Arsenal', ARS)],
      x=TOT, v='winAway', y=ARS, which='last'),
    Q('When did Atletico last beat Real Madrid?', 'when', [('Atletico', ATM), ('Real Madrid', RMA)],
      x=ATM, v='beat', y=RMA, which='last'),
    Q('When did Hamburg lose their first game of 2018?', 'when', [('Hamburg', HSV)],
      x=HSV, v='lostTo', which='first', w=YEAR(2018)),
    Q('When was the last time Barca drew with Atletico Madrid?', 'when', [('Barca', BAR),
      ('Atletico Madrid', ATM)], x=BAR, v='drew', y=ATM, which='last'),
    Q('When did Schalke last win a game?', 'when', [('Schalke', S04)], x=S04, v='beat', which='last'),
    Q('In which year did Sunderland last beat Newcastle?', 'when', [('Sunderland', SUN), ('Newcastle', NEW)],
      x=SUN, v='beat', y=NEW, which='last', how='year'),
    Q('In what year did Brighton first beat Man United?', 'when', [('Brighton', BRI), ('Man United', MUN)],
      x=BRI, v='beat', y=MUN, which='first', how='year'),
    Q('In which year did Wolves first play Liverpool?', 'when', [('Wolves', WOL), ('Liverpool', LIV)],
      x=WOL, v='played', y=LIV, which='first', how='year'),
    Q('What year did Werder Bremen last beat Dortmund?', 'when', [('Werder Bremen', SVW), ('Dortmund', BVB)],
      x=SVW, v='beat', y=BVB, which='last', how='year'),
    Q('On what date did Chelsea last lose to Arsenal?', 'when', [('Chelsea', CHE), ('Arsenal', ARS)],
      x=CHE, v='lostTo', y=ARS, which='last'),
    Q('When did Valencia last draw with Betis before 2020?', 'when', [('Valencia', VAL), ('Betis', BET)],
      x=VAL, v='drew', y=BET, which='last', w=BEFORE(2020)),

    # -- nth_opp: the opponent of the first / last event ----------------------------------
    Q('Who did Arsenal beat first in 2017?', 'nth_opp', [('Arsenal', ARS)], x=ARS, v='beat', which='first',
      w=YEAR(2017)),
    Q('Who was the last team to beat Liverpool in 2019?', 'nth_opp', [('Liverpool', LIV)], x=LIV, v='lostTo',
      which='last', w=YEAR(2019)),
    Q("Who was Leicester's first win against in 2016?", 'nth_opp', [('Leicester', LEI)], x=LEI, v='beat',
      which='first', w=YEAR(2016)),
    Q('Which team did Bayern lose to last in 2023?', 'nth_opp', [('Bayern', FCB)], x=FCB, v='lostTo',
      which='last', w=YEAR(2023)),
    Q('Who did Barcelona play in their first game of 2020?', 'nth_opp', [('Barcelona', BAR)], x=BAR,
      v='played', which='first', w=YEAR(2020)),
    Q('Who did Man City last lose to at home?', 'nth_opp', [('Man City', MCI)], x=MCI, v='lossHome', which='last'),
    Q('Who did Southampton last beat?', 'nth_opp', [('Southampton', SOU)], x=SOU, v='beat', which='last'),
    Q('Who was the first team to beat Dortmund in 2012?', 'nth_opp', [('Dortmund', BVB)], x=BVB, v='lostTo',
      which='first', w=YEAR(2012)),
    Q('Which team did Real Sociedad last draw with?', 'nth_opp', [('Real Sociedad', RSO)], x=RSO, v='drew',
      which='last'),
    Q('Who did Chelsea host in their last home game of 2015?', 'nth_opp', [('Chelsea', CHE)], x=CHE,
      v='hosted', which='last', w=YEAR(2015)),

    # -- count: how many times ----------------------------------------------------------
    Q('How many times did Bayern beat Dortmund between 2015 and 2020?', 'count', [('Bayern', FCB),
      ('Dortmund', BVB)], x=FCB, v='beat', y=BVB, w=YEARS(2015, 2020)),
    Q('How many games did Leicester win in 2016?', 'count', [('Leicester', LEI)], x=LEI, v='beat', w=YEAR(2016)),
    Q('How many times have Liverpool and Everton drawn?', 'count', [('Liverpool', LIV), ('Everton', EVE)],
      x=LIV, v='drew', y=EVE),
    Q('How many times has Real Madrid lost to Barcelona?', 'count', [('Real Madrid', RMA), ('Barcelona', BAR)],
      x=RMA, v='lostTo', y=BAR),
    Q('How many matches did Arsenal lose in 2021?', 'count', [('Arsenal', ARS)], x=ARS, v='lostTo', w=YEAR(2021)),
    Q('How often did Man City beat Man United?', 'count', [('Man City', MCI), ('Man United', MUN)],
      x=MCI, v='beat', y=MUN),
    Q('How many home games did Barcelona lose in 2020?', 'count', [('Barcelona', BAR)], x=BAR, v='lossHome',
      w=YEAR(2020)),
    Q('How many times did Chelsea draw in 2016?', 'count', [('Chelsea', CHE)], x=CHE, v='drew', w=YEAR(2016)),
    Q('How many times did Spurs beat Arsenal?', 'count', [('Spurs', TOT), ('Arsenal', ARS)], x=TOT, v='beat',
      y=ARS),
    Q('How many wins did Dortmund have against Schalke since 2015?', 'count', [('Dortmund', BVB),
      ('Schalke', S04)], x=BVB, v='beat', y=S04, w=SINCE(2015)),
    Q('How many games did Sevilla play in April 2017?', 'count', [('Sevilla', SEV)], x=SEV, v='played',
      w=MONTH(2017, 4)),
    Q('How many away wins did Liverpool get in 2020?', 'count', [('Liverpool', LIV)], x=LIV, v='winAway',
      w=YEAR(2020)),
    Q('How many times did Atletico beat Real Madrid before 2020?', 'count', [('Atletico', ATM),
      ('Real Madrid', RMA)], x=ATM, v='beat', y=RMA, w=BEFORE(2020)),
    Q('How many times have Newcastle lost to Sunderland?', 'count', [('Newcastle', NEW), ('Sunderland', SUN)],
      x=NEW, v='lostTo', y=SUN),
    Q('How many matches did Bayern lose in 2013?', 'count', [('Bayern', FCB)], x=FCB, v='lostTo', w=YEAR(2013)),
    Q('How many times did West Ham beat Spurs at home?', 'count', [('West Ham', WHU), ('Spurs', TOT)],
      x=WHU, v='winHome', y=TOT),
    Q('How many times did Man United play Chelsea between 2012 and 2014?', 'count', [('Man United', MUN),
      ('Chelsea', CHE)], x=MUN, v='played', y=CHE, w=YEARS(2012, 2014)),
    Q('How many draws did Atletico have in 2022?', 'count', [('Atletico', ATM)], x=ATM, v='drew', w=YEAR(2022)),
    Q('How many games did Union Berlin win against Hertha?', 'count', [('Union Berlin', UNI),
      ('Hertha', 'Hertha BSC')], x=UNI, v='beat', y='Hertha BSC'),
    Q('How many times did Villa beat Birmingham?', 'count', [('Villa', AVL), ('Birmingham', 'Birmingham City')],
      x=AVL, v='beat', y='Birmingham City'),

    # -- ndistinct: how many different teams --------------------------------------------
    Q('How many different teams beat Leicester in 2016?', 'ndistinct', [('Leicester', LEI)], x=LEI,
      v='lostTo', w=YEAR(2016)),
    Q('How many different clubs has Bayern lost to since 2020?', 'ndistinct', [('Bayern', FCB)], x=FCB,
      v='lostTo', w=SINCE(2020)),
    Q('How many different opponents did Real Madrid draw with in 2019?', 'ndistinct', [('Real Madrid', RMA)],
      x=RMA, v='drew', w=YEAR(2019)),
    Q('How many different teams did Arsenal beat in 2023?', 'ndistinct', [('Arsenal', ARS)], x=ARS,
      v='beat', w=YEAR(2023)),
    Q('How many different teams have Wolves beaten away from home?', 'ndistinct', [('Wolves', WOL)],
      x=WOL, v='winAway'),
    Q('How many different sides did Cologne lose to in 2017?', 'ndistinct', [('Cologne', KOE)], x=KOE,
      v='lostTo', w=YEAR(2017)),

    # -- yesno: did it happen in the window ----------------------------------------------
    Q('Did Arsenal beat Spurs in 2017?', 'yesno', [('Arsenal', ARS), ('Spurs', TOT)], x=ARS, v='beat', y=TOT,
      w=YEAR(2017)),
    Q('Did Everton and Liverpool draw in 2019?', 'yesno', [('Everton', EVE), ('Liverpool', LIV)], x=EVE,
      v='drew', y=LIV, w=YEAR(2019)),
    Q('Did Real Madrid lose to Barcelona in 2016?', 'yesno', [('Real Madrid', RMA), ('Barcelona', BAR)],
      x=RMA, v='lostTo', y=BAR, w=YEAR(2016)),
    Q('Did Dortmund beat Bayern in 2024?', 'yesno', [('Dortmund', BVB), ('Bayern', FCB)], x=BVB, v='beat',
      y=FCB, w=YEAR(2024)),
    Q('Was Leicester beaten by Chelsea in 2016?', 'yesno', [('Leicester', LEI), ('Chelsea', CHE)], x=LEI,
      v='lostTo', y=CHE, w=YEAR(2016)),
    Q('Did Man United win at Anfield against Liverpool in 2014?', 'yesno', [('Man United', MUN),
      ('Liverpool', LIV)], x=MUN, v='winAway', y=LIV, w=YEAR(2014)),
    Q('Did Newcastle host Sunderland in 2016?', 'yesno', [('Newcastle', NEW), ('Sunderland', SUN)], x=NEW,
      v='hosted', y=SUN, w=YEAR(2016)),
    Q('Has Girona ever beaten Real Madrid?', 'yesno', [('Girona', GIR), ('Real Madrid', RMA)], x=GIR,
      v='beat', y=RMA, w=None),
    Q('Did Schalke beat Dortmund in 2019?', 'yesno', [('Schalke', S04), ('Dortmund', BVB)], x=S04, v='beat',
      y=BVB, w=YEAR(2019)),
    Q('Did Chelsea lose to Man City in 2023?', 'yesno', [('Chelsea', CHE), ('Man City', MCI)], x=CHE,
      v='lostTo', y=MCI, w=YEAR(2023)),
    Q('Did Sevilla and Betis draw in 2021?', 'yesno', [('Sevilla', SEV), ('Betis', BET)], x=SEV, v='drew',
      y=BET, w=YEAR(2021)),
    Q('Did Leipzig beat Bayern in 2022?', 'yesno', [('Leipzig', RBL), ('Bayern', FCB)], x=RBL, v='beat', y=FCB,
      w=YEAR(2022)),
    Q('Did Villa play Wolves in 2015?', 'yesno', [('Villa', AVL), ('Wolves', WOL)], x=AVL, v='played', y=WOL,
      w=YEAR(2015)),
    Q('Did Atletico lose to Real Madrid in May 2017?', 'yesno', [('Atletico', ATM), ('Real Madrid', RMA)],
      x=ATM, v='lostTo', y=RMA, w=MONTH(2017, 5)),
    Q('Did Arsenal beat Man City in 2022?', 'yesno', [('Arsenal', ARS), ('Man City', MCI)], x=ARS, v='beat',
      y=MCI, w=YEAR(2022)),
    Q('Did Spurs win away at Arsenal in 2019?', 'yesno', [('Spurs', TOT), ('Arsenal', ARS)], x=TOT,
      v='winAway', y=ARS, w=YEAR(2019)),
    Q('Did Barcelona lose a Clasico to Real Madrid in 2018?', 'yesno', [('Barcelona', BAR),
      ('Real Madrid', RMA)], x=BAR, v='lostTo', y=RMA, w=YEAR(2018)),
    Q('Did Liverpool beat Man City in 2020?', 'yesno', [('Liverpool', LIV), ('Man City', MCI)], x=LIV,
      v='beat', y=MCI, w=YEAR(2020)),

    # -- winner / host: of one match, named by its day --------------------------------
    Q('Who won when Liverpool played Man City on 10 November 2019?', 'winner', [('Liverpool', LIV),
      ('Man City', MCI)], x=LIV, y=MCI, w=DAY(2019, 11, 10)),
    Q('Who won the Clasico on 1 March 2020, Real Madrid or Barcelona?', 'winner', [('Real Madrid', RMA),
      ('Barcelona', BAR)], x=RMA, y=BAR, w=DAY(2020, 3, 1)),
    Q('Which team won the game between Man United and Man City on 7 December 2019?', 'winner',
      [('Man United', MUN), ('Man City', MCI)], x=MUN, y=MCI, w=DAY(2019, 12, 7)),
    Q('Who came out on top when Chelsea met Spurs on 22 December 2019?', 'winner', [('Chelsea', CHE),
      ('Spurs', TOT)], x=CHE, y=TOT, w=DAY(2019, 12, 22)),
    Q('Who were the hosts when Bayern played Dortmund on 26 May 2020?', 'host', [('Bayern', FCB),
      ('Dortmund', BVB)], x=FCB, y=BVB, w=DAY(2020, 5, 26)),
    Q('Which was the home side when Real Madrid faced Barcelona on 24 October 2020?', 'host',
      [('Real Madrid', RMA), ('Barcelona', BAR)], x=RMA, y=BAR, w=DAY(2020, 10, 24)),
    Q('Which team was at home when Man United played Man City on 8 March 2020?', 'host',
      [('Man United', MUN), ('Man City', MCI)], x=MUN, y=MCI, w=DAY(2020, 3, 8)),
    Q('Who hosted the game when Chelsea drew with Spurs on 29 November 2020?', 'host', [('Chelsea', CHE),
      ('Spurs', TOT)], x=CHE, y=TOT, w=DAY(2020, 11, 29)),

    # -- next / prev: the first event after (the last before) another one ---------------
    Q('After Leicester beat Man City in February 2016, who did they beat next?', 'next',
      [('Leicester', LEI), ('Man City', MCI)], x=LEI, v='beat', ref=(LEI, 'beat', MCI, MONTH(2016, 2))),
    Q('Who did Real Madrid lose to next after losing to Barcelona on 21 November 2015?', 'next',
      [('Real Madrid', RMA), ('Barcelona', BAR)], x=RMA, v='lostTo', ref=(RMA, 'lostTo', BAR, DAY(2015, 11, 21))),
    Q('When did Man United next win after losing to Liverpool on 16 December 2018?', 'next',
      [('Man United', MUN), ('Liverpool', LIV)], x=MUN, v='beat', out='date',
      ref=(MUN, 'lostTo', LIV, DAY(2018, 12, 16))),
    Q('Who beat Liverpool first after their 2019 loss to Man City?', 'next', [('Liverpool', LIV),
      ('Man City', MCI)], x=LIV, v='lostTo', ref=(LIV, 'lostTo', MCI, YEAR(2019))),
    Q('Who did Bayern play next after losing to Dortmund in November 2018?', 'next', [('Bayern', FCB),
      ('Dortmund', BVB)], x=FCB, v='played', ref=(FCB, 'lostTo', BVB, MONTH(2018, 11))),
    Q('Who had beaten Arsenal before Spurs did in May 2022?', 'next', [('Arsenal', ARS), ('Spurs', TOT)],
      x=ARS, v='lostTo', which='prev', ref=(ARS, 'lostTo', TOT, MONTH(2022, 5))),
    Q('When did Chelsea next draw with Arsenal after losing to them in April 2022?', 'next', [('Chelsea', CHE),
      ('Arsenal', ARS)], x=CHE, v='drew', y=ARS, out='date', ref=(CHE, 'lostTo', ARS, MONTH(2022, 4))),
    Q('When did Dortmund next lose after beating Bayern on 30 March 2024?', 'next', [('Dortmund', BVB),
      ('Bayern', FCB)], x=BVB, v='lostTo', out='date', ref=(BVB, 'beat', FCB, DAY(2024, 3, 30))),
    Q('Who did Atletico draw with next after they beat Real Madrid in September 2023?', 'next',
      [('Atletico', ATM), ('Real Madrid', RMA)], x=ATM, v='drew', ref=(ATM, 'beat', RMA, MONTH(2023, 9))),
    Q('Who was the last team Spurs beat before losing to West Ham on 24 October 2021?', 'next', [('Spurs', TOT),
      ('West Ham', WHU)], x=TOT, v='beat', which='prev', ref=(TOT, 'lostTo', WHU, DAY(2021, 10, 24))),
    Q('After Everton drew with Liverpool on 12 February 2025, when did they next lose?', 'next',
      [('Everton', EVE), ('Liverpool', LIV)], x=EVE, v='lostTo', out='date',
      ref=(EVE, 'drew', LIV, DAY(2025, 2, 12))),
    Q('Who did Leverkusen beat just before their first defeat of 2024?', 'next', [('Leverkusen', B04)],
      x=B04, v='beat', which='prev', ref=(B04, 'lostTo', None, YEAR(2024), 'first')),
    Q('Who was the first team to beat Man City after 2020?', 'nth_opp', [('Man City', MCI)], x=MCI,
      v='lostTo', which='first', w=AFTER(2020)),
    Q('When did Man City next lose at home after Leicester won there in 2016?', 'next', [('Man City', MCI),
      ('Leicester', LEI)], x=MCI, v='lossHome', out='date', ref=(MCI, 'lossHome', LEI, YEAR(2016))),
    Q('Who did Barcelona beat first after their last defeat of 2017?', 'next', [('Barcelona', BAR)],
      x=BAR, v='beat', ref=(BAR, 'lostTo', None, YEAR(2017), 'last')),
    Q('When did Newcastle first win after losing to Sunderland in October 2015?', 'next',
      [('Newcastle', NEW), ('Sunderland', SUN)], x=NEW, v='beat', out='date',
      ref=(NEW, 'lostTo', SUN, MONTH(2015, 10))),
    Q('Before Arsenal beat Man City in October 2023, when had they last beaten them?', 'next',
      [('Arsenal', ARS), ('Man City', MCI)], x=ARS, v='beat', y=MCI, which='prev', out='date',
      ref=(ARS, 'beat', MCI, MONTH(2023, 10))),
    Q('Which team did Sevilla face right after their derby defeat to Betis in March 2025?', 'next',
      [('Sevilla', SEV), ('Betis', BET)], x=SEV, v='played', ref=(SEV, 'lostTo', BET, MONTH(2025, 3))),

    # -- most: the opponent with the most events --------------------------------------
    Q('Which team has Bayern beaten the most?', 'most', [('Bayern', FCB)], x=FCB, v='beat'),
    Q('Who has beaten Arsenal the most times?', 'most', [('Arsenal', ARS)], x=ARS, v='lostTo'),
    Q('Which team did Liverpool draw with most often?', 'most', [('Liverpool', LIV)], x=LIV, v='drew'),
    Q('Who did Real Madrid beat most between 2015 and 2020?', 'most', [('Real Madrid', RMA)], x=RMA, v='beat',
      w=YEARS(2015, 2020)),
    Q('Which club has Dortmund lost to most often?', 'most', [('Dortmund', BVB)], x=BVB, v='lostTo'),
    Q('Who has Man United lost to the most at home?', 'most', [('Man United', MUN)], x=MUN, v='lossHome'),
    Q('Which team have Barcelona beaten more than any other?', 'most', [('Barcelona', BAR)], x=BAR, v='beat'),
    Q('Which side have Chelsea beaten away from home most often?', 'most', [('Chelsea', CHE)], x=CHE,
      v='winAway'),

    # -- compare: who won more of the meetings --------------------------------------
    Q('Who won more games between Arsenal and Spurs since 2015?', 'compare', [('Arsenal', ARS),
      ('Spurs', TOT)], x=ARS, y=TOT, w=SINCE(2015)),
    Q('Which has won more often in the Madrid derby, Real Madrid or Atletico?', 'compare',
      [('Real Madrid', RMA), ('Atletico', ATM)], x=RMA, y=ATM),
    Q('Who has the better record head to head, Liverpool or Man United, before 2020?', 'compare',
      [('Liverpool', LIV), ('Man United', MUN)], x=LIV, y=MUN, w=BEFORE(2020)),
    Q('Which won more of their meetings between 2010 and 2015, Dortmund or Bayern?', 'compare',
      [('Dortmund', BVB), ('Bayern', FCB)], x=BVB, y=FCB, w=YEARS(2010, 2015)),
    Q('Who won more derbies, Everton or Liverpool?', 'compare', [('Everton', EVE), ('Liverpool', LIV)],
      x=EVE, y=LIV),
    Q('Which team has won more games between Chelsea and Man City?', 'compare', [('Chelsea', CHE),
      ('Man City', MCI)], x=CHE, y=MCI),
]

if __name__ == '__main__':
    main()
