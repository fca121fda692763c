#!/usr/bin/env python3
"""Gold answers for the graph3 question set (Formula One from F1DB: drivers' teams, race
wins, world championships, engine suppliers, Grand Prix circuits; graph.tsv.gz in this
folder, made by convert.py).

Usage:  python3 gold.py            compute every answer, run every check, write the two files
        python3 gold.py --check    the same, but fail unless the files on disk are identical
        python3 gold.py --explain  print each question with its meaning and answers
        python3 gold.py --stats    counts by kind, relation and answer type

The question set is the CASES list at the bottom: every question next to its meaning.  The
answers are computed from graph.tsv.gz by the semantics in README.md.  Any failed check
stops the run with "CHECK FAILED".  Standard library only; byte-identical output.
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
PREFIX = 'g3'
NAME = 'graph3'
NEXT_WINDOW = datetime.timedelta(days=400)   # the next season starts within this of an end
OVERLAP = datetime.timedelta(days=31)
MAX_ANSWERS = 6
TITLES = {"World Drivers' Championship": ('champion', 'title', "drivers'"),
          "World Constructors' Championship": ("constructors'",)}


class CheckFailed(Exception):
    pass


def fail(msg):
    raise CheckFailed(msg)


class Invalid(Exception):
    """The case does not meet the preconditions of its kind."""


# ---------------------------------------------------------------------------
# the graph
# ---------------------------------------------------------------------------
class Fact(tuple):
    h = property(lambda self: self[0])
    r = property(lambda self: self[1])
    t = property(lambda self: self[2])
    s = property(lambda self: self[3])
    e = property(lambda self: self[4])            # None: open end (unknown)
    sy = property(lambda self: self[3].year)
    ey = property(lambda self: None if self[4] is None else self[4].year)


def load_graph(path=GRAPH):
    facts = []
    with gzip.open(path, 'rt', encoding='utf-8') as f:
        header = f.readline().rstrip('\n').split('\t')
        if header != ['head', 'relation', 'tail', 'start', 'end']:
            fail('graph header %r' % header)
        for n, line in enumerate(f, 2):
            p = line.rstrip('\n').split('\t')
            if len(p) != 5 or not all(p[:4]):
                fail('graph line %d: %r' % (n, line))
            s = datetime.date.fromisoformat(p[3])
            e = datetime.date.fromisoformat(p[4]) if p[4] else None
            if e is not None and e < s:
                fail('graph line %d ends before it starts' % n)
            facts.append(Fact((p[0], p[1], p[2], s, e)))
    return facts


class Graph:
    def __init__(self, facts):
        self.facts = facts
        self.hr = collections.defaultdict(list)
        self.rt = collections.defaultdict(list)
        self.hrt = collections.defaultdict(list)
        for f in facts:
            self.hr[f.h, f.r].append(f)
            self.rt[f.r, f.t].append(f)
            self.hrt[f.h, f.r, f.t].append(f)
        for d in (self.hr, self.rt, self.hrt):
            for v in d.values():
                v.sort(key=lambda f: (f.s, f.t, f.h))
        self.entities = sorted({f.h for f in facts} | {f.t for f in facts})


# ---------------------------------------------------------------------------
# names: what a mention in a question can mean
# ---------------------------------------------------------------------------
def fold(s):
    return unicodedata.normalize('NFKD', s).encode('ascii', 'ignore').decode().lower()


def tokens(s):
    return re.sub(r"[^a-z0-9]+", ' ', fold(s).replace("'s ", ' ')).split()


def token_match(m, n):
    return m == n or (len(m) == 1 and n.startswith(m))


def mention_matches(mention, name):
    """Generous on purpose: the mention's words, in order, each a word of the name or the
    initial of one (a mention is unique only if no reading at all can make it two)."""
    mt, nt = tokens(mention), tokens(name)
    i = 0
    for w in nt:
        if i < len(mt) and token_match(mt[i], w):
            i += 1
    return i == len(mt)


def resolve(g, mention):
    """The entities a mention can mean; one whose whole name it is wins ('Brabham')."""
    exact = [x for x in g.entities if tokens(x) == tokens(mention)]
    if exact:
        return exact
    return [x for x in g.entities if mention_matches(mention, x)]


# ---------------------------------------------------------------------------
# semantics
# ---------------------------------------------------------------------------
def covers(f, year):
    """True / False / None (undecided: an open end that could reach the year)."""
    if f.sy > year:
        return False
    if f.e is None:
        return None
    return year <= f.ey


def holding(facts, year):
    """The facts true in the year; Invalid if an open fact makes it undecided."""
    out = []
    for f in facts:
        c = covers(f, year)
        if c is None:
            raise Invalid('open fact %s could reach %d' % (f, year))
        if c:
            out.append(f)
    return out


def one(facts):
    if len(facts) != 1:
        raise Invalid('%d facts, not one span' % len(facts))
    return facts[0]


def chain(facts):
    """The facts of one (head, relation, tail) as one continuous run: each next fact starts
    in the year after the one before ends (a run cut at the season under way, or one
    title a season).  Returns (first start, last end or None)."""
    if not facts:
        raise Invalid('no facts')
    for a, b in zip(facts, facts[1:]):
        if a.e is None or b.sy > a.ey + 1:
            raise Invalid('not one continuous run: %s' % [(str(f.s), str(f.e)) for f in facts])
    return facts[0].s, facts[-1].e


def fmt(d, how):
    return '%04d' % d.year if how == 'year' else d.isoformat()


def at(g, h, r, y, **_):
    return sorted({f.t for f in holding(g.hr[h, r], y)})


def who_at(g, r, t, y, **_):
    return sorted({f.h for f in holding(g.rt[r, t], y)})


def start(g, h, r, t, how='date', **_):
    return [fmt(chain(g.hrt[h, r, t])[0], how)]


def end(g, h, r, t, how='date', **_):
    e = chain(g.hrt[h, r, t])[1]
    if e is None:
        raise Invalid('open end')
    return [fmt(e, how)]


def duration(g, h, r, t, **_):
    s, e = chain(g.hrt[h, r, t])
    if e is None:
        raise Invalid('open end')
    if e.year - s.year < 1:
        raise Invalid('under a year')
    return [str(e.year - s.year)]


def yesno(g, h, r, t, y, **_):
    return ['yes' if holding(g.hrt[h, r, t], y) else 'no']


def ordered(facts, key, which):
    """The item at the first / last position by first start; a tie there is Invalid: in the
    year for the spans, on the day for race wins (dated to the day, one race a day)."""
    firsts = {}
    for f in facts:
        k = key(f)
        if k not in firsts or f.s < firsts[k]:
            firsts[k] = f.s
    if not firsts:
        raise Invalid('nothing to order')
    items = sorted(firsts.items(), key=lambda kv: (kv[1], kv[0]))
    pick = items[0] if which == 'first' else items[-1]
    same = (lambda d: d == pick[1]) if facts[0].r == W else (lambda d: d.year == pick[1].year)
    if sum(1 for _, s in items if same(s)) > 1:
        raise Invalid('a tie in %s' % pick[1])
    return [pick[0]]


def first_last(g, h, r, which, **_):
    return ordered(g.hr[h, r], lambda f: f.t, which)


def first_last_rev(g, r, t, which, **_):
    return ordered(g.rt[r, t], lambda f: f.h, which)


def before_after(g, h, r, y, which, **_):
    sel = (lambda f: f.sy < y) if which == 'before' else (lambda f: f.sy > y)
    return sorted({f.t for f in g.hr[h, r] if sel(f)})


def before_after_rev(g, r, t, y, which, **_):
    sel = (lambda f: f.sy < y) if which == 'before' else (lambda f: f.sy > y)
    return sorted({f.h for f in g.rt[r, t] if sel(f)})


def run_of(g, h, r, t):
    """X's facts of (r, t) as one run: (first start, last end); Invalid if more than one run,
    or if somebody else holds (r, t) in the middle of it."""
    s, e = chain(g.hrt[h, r, t])
    if e is None:
        raise Invalid('open run')
    for f in g.rt[r, t]:
        if f.h != h and f.s > s and (f.e is None or f.e < e):
            raise Invalid('%s inside the run' % f.h)
    return s, e


def successor(g, h, r, t, which, **_):
    """The next (previous) holder of the same tail: the one other head whose fact starts
    within NEXT_WINDOW after X's run ends (ends within NEXT_WINDOW before it starts)."""
    s, e = run_of(g, h, r, t)
    if which == 'after':
        got = {f.h for f in g.rt[r, t]
               if f.h != h and e - OVERLAP <= f.s <= e + NEXT_WINDOW}
    else:
        got = set()
        for f in g.rt[r, t]:
            if f.h == h:
                continue
            if f.e is None and f.s <= s:
                raise Invalid('an open fact could end near the start')
            if f.e is not None and s - NEXT_WINDOW <= f.e <= s + OVERLAP:
                got.add(f.h)
    if len(got) != 1:
        raise Invalid('%d %s holders: %s' % (len(got), which, sorted(got)))
    return sorted(got)


def ref_fact(g, ref):
    """The reference fact of a 'during' question: (head, rel, tail, 'only'|'first'|'last')."""
    h, r, t, pick = ref
    fs = g.hrt[h, r, t]
    if pick == 'only':
        return one(fs)
    if not fs:
        raise Invalid('no reference fact')
    if len({f.sy for f in fs}) != len(fs):
        raise Invalid('reference year tie')
    return fs[0] if pick == 'first' else fs[-1]


def during(g, h, r, ref, point='start', **_):
    """The answer relation of h at the reference fact's start (or end) day; the year
    reading (true in that year) must give the same single answer."""
    f0 = ref_fact(g, ref)
    day = f0.s if point == 'start' else f0.e
    if day is None:
        raise Invalid('open reference end')
    by_day = {f.t for f in g.hr[h, r] if f.s <= day and (f.e is None or day <= f.e)}
    by_year = {f.t for f in holding(g.hr[h, r], day.year)}
    if len(by_day) != 1 or by_day != by_year:
        raise Invalid('during: day %s, year %s' % (sorted(by_day), sorted(by_year)))
    return sorted(by_day)


def closed_days(facts):
    if any(f.e is None for f in facts):
        raise Invalid('an open span has no length')
    return sum((f.e - f.s).days for f in facts)


def most(g, h, r, how, **_):
    """The tail X held longest (total days over its closed spans) or most often (rows)."""
    per = collections.defaultdict(list)
    for f in g.hr[h, r]:
        per[f.t].append(f)
    return top(per, how)


def most_rev(g, r, t, how, **_):
    per = collections.defaultdict(list)
    for f in g.rt[r, t]:
        per[f.h].append(f)
    return top(per, how)


def top(per, how):
    if how == 'longest':
        score = {k: closed_days(v) for k, v in per.items()}
    else:
        score = {k: len(v) for k, v in per.items()}
    ranked = sorted(score.items(), key=lambda kv: -kv[1])
    if not ranked or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
        raise Invalid('no single top: %s' % ranked[:3])
    if how == 'longest' and len(ranked) > 1 and ranked[0][1] - ranked[1][1] < 200:
        raise Invalid('the top is too close (days): %s' % ranked[:2])
    return [ranked[0][0]]


def count(g, h=None, r=None, t=None, what='distinct', **_):
    """How many: distinct tails of (h, r), distinct heads of (r, t), or rows of (h, r, t)."""
    if what == 'distinct':
        n = len({f.t for f in g.hr[h, r]})
    elif what == 'distinct_rev':
        n = len({f.h for f in g.rt[r, t]})
    else:
        n = len(g.hrt[h, r, t])
    if n < 1:
        raise Invalid('nothing to count')
    return [str(n)]


KINDS = {
    'at': at, 'who_at': who_at, 'start': start, 'end': end, 'duration': duration,
    'yesno': yesno, 'first_last': first_last, 'first_last_rev': first_last_rev,
    'before_after': before_after, 'before_after_rev': before_after_rev,
    'successor': successor, 'during': during, 'most': most, 'most_rev': most_rev,
    'count': count,
}
# the answer type of each kind
ATYPE = {'at': 'name', 'who_at': 'name', 'first_last': 'name', 'first_last_rev': 'name',
         'before_after': 'name', 'before_after_rev': 'name', 'successor': 'name',
         'during': 'name', 'most': 'name', 'most_rev': 'name', 'duration': 'number',
         'count': 'number', 'yesno': 'yesno'}


def answer_type(kind, args):
    if kind in ('start', 'end'):
        return 'year' if args.get('how') == 'year' else 'date'
    return ATYPE[kind]


def evaluate(g, case):
    if case['kind'] == 'ambiguous':
        readings = {}
        inner = case['inner']
        heads = resolve(g, case['mention'])
        if len(heads) < 2:
            fail('%s: "%s" is not ambiguous: %s' % (case['id'], case['mention'], heads))
        for h in heads:
            args = dict(case['args'])
            args[case.get('slot', 'h')] = h
            try:
                ans = KINDS[inner](g, **args)
            except Invalid:
                continue
            if ans:
                readings[h] = ans
        if len(readings) < 2 or len({tuple(v) for v in readings.values()}) < 2:
            fail('%s: readings do not disagree: %s' % (case['id'], readings))
        case['readings'] = readings
        return ['no answer']
    try:
        ans = KINDS[case['kind']](g, **case['args'])
    except Invalid as e:
        fail('%s: %s (%s)' % (case['id'], e, case['question']))
    return ans


# ---------------------------------------------------------------------------
# the checks of a case's text against its meaning
# ---------------------------------------------------------------------------
QWORDS = {
    'name': r'^(Who|Which|What|Where|In which|At which|On which|For which|With which)\b',
    'date': r'^(When|Until when)\b',
    'year': r'^(In which year|In what year|Which year|What year)\b',
    'number': r'^(How many|How long|For how many)\b',
    'yesno': r'^(Was|Were|Did|Has|Had)\b',
    'no answer': r'.',
}


def check_case(g, case):
    q, kind, args = case['question'], case['kind'], case['args']
    inner = case.get('inner', kind)
    atype = answer_type(inner, args)
    if not re.match(QWORDS[atype], q):
        fail('%s: a %s question worded %r' % (case['id'], atype, q))
    if atype == 'name' and re.search(r'\byear\b', q):
        fail('%s: a name question asks for a year' % case['id'])
    # the years of the meaning are in the text, and no other 4-digit number
    years = {str(v) for k, v in args.items() if k == 'y'}
    said = set(re.findall(r'\b\d{4}\b', q))
    if said != years:
        fail('%s: years in text %s, in meaning %s' % (case['id'], sorted(said), sorted(years)))
    # mentions: present in the text, and resolve to exactly the entity meant
    for mention, ent in case['mentions']:
        if fold(mention) not in fold(q):
            fail('%s: mention %r not in the text' % (case['id'], mention))
        got = resolve(g, mention)
        if kind == 'ambiguous' and ent is None:
            if len(got) < 2:
                fail('%s: %r resolves to %s' % (case['id'], mention, got))
        elif got != [ent]:
            fail('%s: %r resolves to %s, not %r' % (case['id'], mention, got, ent))
    if kind == 'ambiguous':
        return
    for key in ('h', 't'):
        ent = args.get(key)
        if ent is None:
            continue
        if ent in TITLES:
            if not any(w in q.lower() for w in TITLES[ent]):
                fail('%s: the title is not said' % case['id'])
        elif ent not in [e for _, e in case['mentions']]:
            fail('%s: %r has no mention' % (case['id'], ent))
    if 'ref' in args and args['ref'][0] not in [e for _, e in case['mentions']] \
            and args['ref'][0] != args.get('h'):
        fail('%s: the reference head has no mention' % case['id'])


def check_answers(g, case):
    ans = case['answers']
    if not ans:
        fail('%s: no answer' % case['id'])
    if len(ans) > MAX_ANSWERS or len(set(ans)) != len(ans):
        fail('%s: answers %s' % (case['id'], ans))
    if case['kind'] == 'ambiguous':
        return
    atype = answer_type(case['kind'], case['args'])
    for a in ans:
        ok = {
            'name': lambda a: a in g.entities and fold(a) not in fold(case['question']),
            'date': lambda a: re.fullmatch(r'\d{4}-\d\d-\d\d', a),
            'year': lambda a: re.fullmatch(r'\d{4}', a),
            'number': lambda a: re.fullmatch(r'[1-9]\d*', a),
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
        meaning = json.dumps([case['kind'], case.get('inner'), case.get('mention'),
                              sorted(case['args'].items())], default=str)
        if nq in seen_q:
            fail('%s: duplicate question' % case['id'])
        if meaning in seen_m:
            fail('%s: duplicate meaning' % case['id'])
        seen_q.add(nq)
        seen_m.add(meaning)
        out.append(case)
    n = len(out)
    if not 110 <= n <= 130:
        fail('%d cases' % n)
    amb = sum(1 for c in out if c['kind'] == 'ambiguous')
    if not 0.03 <= amb / n <= 0.07:
        fail('%d no-answer cases of %d' % (amb, n))
    yn = collections.Counter(c['answers'][0] for c in out if c['kind'] == 'yesno')
    if yn['yes'] != yn['no']:
        fail('yes/no not balanced: %s' % dict(yn))
    return out


def files_text(cases):
    def dump(items):
        return json.dumps([{'id': c['id'], 'question': c['question'], 'answers': c['answers']}
                           for c in items], ensure_ascii=False, indent=1) + '\n'
    return {'%s-dev.json' % NAME: dump(cases[0::2]), '%s-test.json' % NAME: dump(cases[1::2])}


def stats(cases):
    print('%d questions (dev %d, test %d)' % (len(cases), len(cases[0::2]), len(cases[1::2])))
    for title, key in (('kind', lambda c: c['kind']),
                       ('relation', lambda c: c['args'].get('r') or 'during/ambiguous'),
                       ('answer type', lambda c: 'no answer' if c['kind'] == 'ambiguous'
                        else answer_type(c['kind'], c['args'])),
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
            print('%s [%s] %s\n    %s -> %s' % (c['id'], c['kind'], c['question'],
                  json.dumps(c['args'], default=str, ensure_ascii=False), c['answers']))
            if c.get('readings'):
                print('    readings: %s' % c['readings'])
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
D, W, P, H, C = 'droveFor', 'won', 'poweredBy', 'heldAt', 'wonChampionship'
WDC, WCC = "World Drivers' Championship", "World Constructors' Championship"


def Q(question, kind, mentions, **args):
    """A question, its kind, its mentions [(text, entity)], and its meaning."""
    return {'question': question, 'kind': kind, 'args': args,
            'mentions': [tuple(m) for m in mentions]}


def A(question, mention, inner, slot='h', **args):
    """A question whose name fits two or more heads whose answers differ: "no answer"."""
    return {'question': question, 'kind': 'ambiguous', 'inner': inner, 'slot': slot,
            'mention': mention, 'args': args, 'mentions': [(mention, None)]}


ALO, HAM, MSC = 'Fernando Alonso', 'Lewis Hamilton', 'Michael Schumacher'
SEN, BUT, RAI = 'Ayrton Senna', 'Jenson Button', 'Kimi Räikkönen'
VET, BAR, WEB = 'Sebastian Vettel', 'Rubens Barrichello', 'Mark Webber'
COU, HAK, MAN = 'David Coulthard', 'Mika Häkkinen', 'Nigel Mansell'

CASES = [
    # -- at: which / what at a time, from the subject ---------------------------------
    Q('Which team did Alonso drive for in 2008?', 'at', [('Alonso', ALO)], h=ALO, r=D, y=2008),
    Q('Which team did Jenson Button race for in 2009?', 'at', [('Jenson Button', BUT)],
      h=BUT, r=D, y=2009),
    Q('What team was Raikkonen driving for in 2012?', 'at', [('Raikkonen', RAI)],
      h=RAI, r=D, y=2012),
    Q('Which engine did McLaren use in 1990?', 'at', [('McLaren', 'McLaren')],
      h='McLaren', r=P, y=1990),
    Q('What engines did Williams run in 1997?', 'at', [('Williams', 'Williams')],
      h='Williams', r=P, y=1997),
    Q('Where was the Italian Grand Prix held in 1980?', 'at',
      [('Italian Grand Prix', 'Italian Grand Prix')], h='Italian Grand Prix', r=H, y=1980),
    Q('Which circuit hosted the Japanese Grand Prix in 2007?', 'at',
      [('Japanese Grand Prix', 'Japanese Grand Prix')], h='Japanese Grand Prix', r=H, y=2007),
    Q('Which Grand Prix did Alonso win in 2003?', 'at', [('Alonso', ALO)], h=ALO, r=W, y=2003),
    Q("Who supplied Red Bull's engines in 2012?", 'at', [('Red Bull', 'Red Bull')],
      h='Red Bull', r=P, y=2012),
    Q('Which team did Ayrton Senna drive for in 1986?', 'at', [('Ayrton Senna', SEN)],
      h=SEN, r=D, y=1986),
    Q('Where was the United States Grand Prix held in 1975?', 'at',
      [('United States Grand Prix', 'United States Grand Prix')],
      h='United States Grand Prix', r=H, y=1975),
    Q('Which teams did Stirling Moss drive for in 1952?', 'at', [('Stirling Moss', 'Stirling Moss')],
      h='Stirling Moss', r=D, y=1952),
    Q('Which races did Lewis Hamilton win in 2007?', 'at', [('Lewis Hamilton', HAM)],
      h=HAM, r=W, y=2007),

    # -- who_at: who at a time ------------------------------------------------------
    Q('Who drove for Ferrari in 2004?', 'who_at', [('Ferrari', 'Ferrari')], r=D, t='Ferrari', y=2004),
    Q("Who were McLaren's drivers in 1988?", 'who_at', [('McLaren', 'McLaren')],
      r=D, t='McLaren', y=1988),
    Q('Who won the Monaco Grand Prix in 1996?', 'who_at',
      [('Monaco Grand Prix', 'Monaco Grand Prix')], r=W, t='Monaco Grand Prix', y=1996),
    Q('Who was the world champion in 1976?', 'who_at', [], r=C, t=WDC, y=1976),
    Q("Which team won the constructors' championship in 2009?", 'who_at', [], r=C, t=WCC, y=2009),
    Q("Who won the drivers' title in 1982?", 'who_at', [], r=C, t=WDC, y=1982),
    Q('Who drove for Williams in 1994?', 'who_at', [('Williams', 'Williams')],
      r=D, t='Williams', y=1994),
    Q('Which teams had Honda engines in 1988?', 'who_at', [('Honda', 'Honda')],
      r=P, t='Honda', y=1988),
    Q('Which Grand Prix was held at the Nurburgring in 1984?', 'who_at',
      [('Nurburgring', 'Nürburgring')], r=H, t='Nürburgring', y=1984),
    Q('Who won the British Grand Prix in 1957?', 'who_at',
      [('British Grand Prix', 'British Grand Prix')], r=W, t='British Grand Prix', y=1957),
    Q('Who won the Indianapolis 500 in 1955?', 'who_at',
      [('Indianapolis 500', 'Indianapolis 500')], r=W, t='Indianapolis 500', y=1955),
    Q('Who was the winner of the Hungarian Grand Prix in 2008?', 'who_at',
      [('Hungarian Grand Prix', 'Hungarian Grand Prix')], r=W, t='Hungarian Grand Prix', y=2008),
    Q('Who drove for Red Bull in 2019?', 'who_at', [('Red Bull', 'Red Bull')],
      r=D, t='Red Bull', y=2019),

    # -- start: when it began ---------------------------------------------------------
    Q('When did Lewis Hamilton join Mercedes?', 'start', [('Lewis Hamilton', HAM), ('Mercedes', 'Mercedes')],
      h=HAM, r=D, t='Mercedes'),
    Q('When did Vettel join Ferrari?', 'start', [('Vettel', VET), ('Ferrari', 'Ferrari')],
      h=VET, r=D, t='Ferrari'),
    Q('In which year did Alonso join Ferrari?', 'start', [('Alonso', ALO), ('Ferrari', 'Ferrari')],
      h=ALO, r=D, t='Ferrari', how='year'),
    Q('When did Michael Schumacher join Ferrari?', 'start',
      [('Michael Schumacher', MSC), ('Ferrari', 'Ferrari')], h=MSC, r=D, t='Ferrari'),
    Q('When did Red Bull start using Honda engines?', 'start',
      [('Red Bull', 'Red Bull'), ('Honda', 'Honda')], h='Red Bull', r=P, t='Honda'),
    Q('When was the Hungarian Grand Prix first held at the Hungaroring?', 'start',
      [('Hungarian Grand Prix', 'Hungarian Grand Prix'), ('Hungaroring', 'Hungaroring')],
      h='Hungarian Grand Prix', r=H, t='Hungaroring'),
    Q('In which year did Webber join Red Bull?', 'start', [('Webber', WEB), ('Red Bull', 'Red Bull')],
      h=WEB, r=D, t='Red Bull', how='year'),
    Q('When did Mika Hakkinen join McLaren?', 'start', [('Mika Hakkinen', HAK), ('McLaren', 'McLaren')],
      h=HAK, r=D, t='McLaren'),
    Q('When did Leclerc start driving for Ferrari?', 'start',
      [('Leclerc', 'Charles Leclerc'), ('Ferrari', 'Ferrari')], h='Charles Leclerc', r=D, t='Ferrari'),
    Q('In what year did Tyrrell begin using Yamaha engines?', 'start',
      [('Tyrrell', 'Tyrrell'), ('Yamaha', 'Yamaha')], h='Tyrrell', r=P, t='Yamaha', how='year'),

    # -- end: when it ended -----------------------------------------------------------
    Q('When did Michael Schumacher leave Ferrari?', 'end',
      [('Michael Schumacher', MSC), ('Ferrari', 'Ferrari')], h=MSC, r=D, t='Ferrari'),
    Q('When did Button leave McLaren?', 'end', [('Button', BUT), ('McLaren', 'McLaren')],
      h=BUT, r=D, t='McLaren'),
    Q('In which year did Rubens Barrichello leave Ferrari?', 'end',
      [('Rubens Barrichello', BAR), ('Ferrari', 'Ferrari')], h=BAR, r=D, t='Ferrari', how='year'),
    Q('When did Coulthard leave McLaren?', 'end', [('Coulthard', COU), ('McLaren', 'McLaren')],
      h=COU, r=D, t='McLaren'),
    Q('Until when did Sauber use Petronas engines?', 'end',
      [('Sauber', 'Sauber'), ('Petronas', 'Petronas')], h='Sauber', r=P, t='Petronas'),
    Q('In which year was the Malaysian Grand Prix last held at Sepang?', 'end',
      [('Malaysian Grand Prix', 'Malaysian Grand Prix'), ('Sepang', 'Sepang International Circuit')],
      h='Malaysian Grand Prix', r=H, t='Sepang International Circuit', how='year'),
    Q('When did Webber leave Red Bull?', 'end', [('Webber', WEB), ('Red Bull', 'Red Bull')],
      h=WEB, r=D, t='Red Bull'),
    Q('When did Alain Prost leave Ferrari?', 'end',
      [('Alain Prost', 'Alain Prost'), ('Ferrari', 'Ferrari')], h='Alain Prost', r=D, t='Ferrari'),
    Q('When did Benetton stop using Ford engines?', 'end',
      [('Benetton', 'Benetton'), ('Ford', 'Ford')], h='Benetton', r=P, t='Ford'),

    # -- duration: how many years (end year minus start year) -----------------------------
    Q('How many years did Michael Schumacher drive for Ferrari?', 'duration',
      [('Michael Schumacher', MSC), ('Ferrari', 'Ferrari')], h=MSC, r=D, t='Ferrari'),
    Q('How many years was Coulthard at McLaren?', 'duration',
      [('Coulthard', COU), ('McLaren', 'McLaren')], h=COU, r=D, t='McLaren'),
    Q('How long did Webber drive for Red Bull?', 'duration',
      [('Webber', WEB), ('Red Bull', 'Red Bull')], h=WEB, r=D, t='Red Bull'),
    Q('How many years did Jim Clark race for Team Lotus?', 'duration',
      [('Jim Clark', 'Jim Clark'), ('Team Lotus', 'Team Lotus')], h='Jim Clark', r=D, t='Team Lotus'),
    Q('How many years did Williams use BMW engines?', 'duration',
      [('Williams', 'Williams'), ('BMW', 'BMW')], h='Williams', r=P, t='BMW'),
    Q('How many years was the French Grand Prix held at Magny-Cours?', 'duration',
      [('French Grand Prix', 'French Grand Prix'), ('Magny-Cours', 'Circuit de Nevers Magny-Cours')],
      h='French Grand Prix', r=H, t='Circuit de Nevers Magny-Cours'),
    Q('How many years did Hakkinen spend at McLaren?', 'duration',
      [('Hakkinen', HAK), ('McLaren', 'McLaren')], h=HAK, r=D, t='McLaren'),
    Q('For how many years was Barrichello at Jordan?', 'duration',
      [('Barrichello', BAR), ('Jordan', 'Jordan')], h=BAR, r=D, t='Jordan'),

    # -- yesno: true in a year ------------------------------------------------------------
    Q('Did Ayrton Senna drive for Williams in 1994?', 'yesno',
      [('Ayrton Senna', SEN), ('Williams', 'Williams')], h=SEN, r=D, t='Williams', y=1994),
    Q('Was Alain Prost a Ferrari driver in 1992?', 'yesno',
      [('Alain Prost', 'Alain Prost'), ('Ferrari', 'Ferrari')], h='Alain Prost', r=D, t='Ferrari', y=1992),
    Q('Did Alonso win the Monaco Grand Prix in 2007?', 'yesno',
      [('Alonso', ALO), ('Monaco Grand Prix', 'Monaco Grand Prix')], h=ALO, r=W, t='Monaco Grand Prix', y=2007),
    Q('Did Lewis Hamilton win the championship in 2016?', 'yesno', [('Lewis Hamilton', HAM)],
      h=HAM, r=C, t=WDC, y=2016),
    Q('Was Mansell world champion in 1992?', 'yesno', [('Mansell', MAN)], h=MAN, r=C, t=WDC, y=1992),
    Q('Did McLaren use Honda engines in 1993?', 'yesno',
      [('McLaren', 'McLaren'), ('Honda', 'Honda')], h='McLaren', r=P, t='Honda', y=1993),
    Q('Was the German Grand Prix held at the Nurburgring in 1985?', 'yesno',
      [('German Grand Prix', 'German Grand Prix'), ('Nurburgring', 'Nürburgring')],
      h='German Grand Prix', r=H, t='Nürburgring', y=1985),
    Q('Did Vettel drive for Red Bull in 2015?', 'yesno',
      [('Vettel', VET), ('Red Bull', 'Red Bull')], h=VET, r=D, t='Red Bull', y=2015),
    Q("Did Williams win the constructors' championship in 1997?", 'yesno',
      [('Williams', 'Williams')], h='Williams', r=C, t=WCC, y=1997),
    Q('Did Kimi Raikkonen drive for Ferrari in 2011?', 'yesno',
      [('Kimi Raikkonen', RAI), ('Ferrari', 'Ferrari')], h=RAI, r=D, t='Ferrari', y=2011),
    Q('Was Red Bull powered by Renault in 2013?', 'yesno',
      [('Red Bull', 'Red Bull'), ('Renault', 'Renault')], h='Red Bull', r=P, t='Renault', y=2013),
    Q('Did Ayrton Senna win the Monaco Grand Prix in 1988?', 'yesno',
      [('Ayrton Senna', SEN), ('Monaco Grand Prix', 'Monaco Grand Prix')],
      h=SEN, r=W, t='Monaco Grand Prix', y=1988),

    # -- first_last: first / last, from the subject --------------------------------------
    Q('Which team did Alonso drive for first?', 'first_last', [('Alonso', ALO)],
      h=ALO, r=D, which='first'),
    Q('What was the first Grand Prix Lewis Hamilton won?', 'first_last', [('Lewis Hamilton', HAM)],
      h=HAM, r=W, which='first'),
    Q('Which team did Barrichello drive for last?', 'first_last', [('Barrichello', BAR)],
      h=BAR, r=D, which='last'),
    Q('What was the last team Mansell drove for?', 'first_last', [('Mansell', MAN)],
      h=MAN, r=D, which='last'),
    Q('Which engine did Williams use first?', 'first_last', [('Williams', 'Williams')],
      h='Williams', r=P, which='first'),
    Q('Which team did Sebastian Vettel first drive for?', 'first_last', [('Sebastian Vettel', VET)],
      h=VET, r=D, which='first'),
    Q('Which Grand Prix did Jenson Button win first?', 'first_last', [('Jenson Button', BUT)],
      h=BUT, r=W, which='first'),
    Q('Where was the British Grand Prix first held?', 'first_last',
      [('British Grand Prix', 'British Grand Prix')], h='British Grand Prix', r=H, which='first'),

    # -- first_last_rev: first / last, from the object ------------------------------------
    Q('Who was the first world champion?', 'first_last_rev', [], r=C, t=WDC, which='first'),
    Q('Who won the first Singapore Grand Prix?', 'first_last_rev',
      [('Singapore Grand Prix', 'Singapore Grand Prix')], r=W, t='Singapore Grand Prix', which='first'),
    Q("Which team won the first constructors' championship?", 'first_last_rev', [],
      r=C, t=WCC, which='first'),
    Q('Who was the first driver to win the Miami Grand Prix?', 'first_last_rev',
      [('Miami Grand Prix', 'Miami Grand Prix')], r=W, t='Miami Grand Prix', which='first'),
    Q('Who last won the Turkish Grand Prix?', 'first_last_rev',
      [('Turkish Grand Prix', 'Turkish Grand Prix')], r=W, t='Turkish Grand Prix', which='last'),
    Q('Which Grand Prix was the last to be held at the Nurburgring?', 'first_last_rev',
      [('Nurburgring', 'Nürburgring')], r=H, t='Nürburgring', which='last'),

    # -- before_after: before / after a year, from the subject ---------------------------
    Q('Which teams did Alonso drive for before 2007?', 'before_after', [('Alonso', ALO)],
      h=ALO, r=D, y=2007, which='before'),
    Q('Which teams did Hulkenberg drive for after 2016?', 'before_after',
      [('Hulkenberg', 'Nico Hülkenberg')], h='Nico Hülkenberg', r=D, y=2016, which='after'),
    Q('Which engines did McLaren use before 1980?', 'before_after', [('McLaren', 'McLaren')],
      h='McLaren', r=P, y=1980, which='before'),
    Q('Which Grands Prix did Michael Schumacher win before 1993?', 'before_after',
      [('Michael Schumacher', MSC)], h=MSC, r=W, y=1993, which='before'),
    Q('Which teams did Kimi Raikkonen race for after 2009?', 'before_after',
      [('Kimi Raikkonen', RAI)], h=RAI, r=D, y=2009, which='after'),

    # -- before_after_rev: before / after a year, from the object ------------------------
    Q('Who won the Las Vegas Grand Prix after 2023?', 'before_after_rev',
      [('Las Vegas Grand Prix', 'Las Vegas Grand Prix')], r=W, t='Las Vegas Grand Prix', y=2023,
      which='after'),
    Q('Which drivers won the Miami Grand Prix after 2023?', 'before_after_rev',
      [('Miami Grand Prix', 'Miami Grand Prix')], r=W, t='Miami Grand Prix', y=2023, which='after'),
    Q("Which teams won the constructors' championship before 1960?", 'before_after_rev', [],
      r=C, t=WCC, y=1960, which='before'),
    Q('Who won the Malaysian Grand Prix before 2000?', 'before_after_rev',
      [('Malaysian Grand Prix', 'Malaysian Grand Prix')], r=W, t='Malaysian Grand Prix', y=2000,
      which='before'),
    Q('Who won the world championship after 2020?', 'before_after_rev', [],
      r=C, t=WDC, y=2020, which='after'),

    # -- successor / predecessor: the next / previous holder of the same title ----------
    Q('Who succeeded Jody Scheckter as world champion?', 'successor',
      [('Jody Scheckter', 'Jody Scheckter')], h='Jody Scheckter', r=C, t=WDC, which='after'),
    Q('Who was world champion before Jochen Rindt?', 'successor',
      [('Jochen Rindt', 'Jochen Rindt')], h='Jochen Rindt', r=C, t=WDC, which='before'),
    Q('Who came after Nico Rosberg as champion?', 'successor',
      [('Nico Rosberg', 'Nico Rosberg')], h='Nico Rosberg', r=C, t=WDC, which='after'),
    Q('Who won the title after Jenson Button?', 'successor', [('Jenson Button', BUT)],
      h=BUT, r=C, t=WDC, which='after'),
    Q("Which team won the constructors' championship after Brawn?", 'successor',
      [('Brawn', 'Brawn')], h='Brawn', r=C, t=WCC, which='after'),
    Q("Which team held the constructors' title before Benetton?", 'successor',
      [('Benetton', 'Benetton')], h='Benetton', r=C, t=WCC, which='before'),
    Q("Who was Kimi Raikkonen's predecessor as world champion?", 'successor',
      [('Kimi Raikkonen', RAI)], h=RAI, r=C, t=WDC, which='before'),
    Q('Who took over from Alan Jones as world champion?', 'successor',
      [('Alan Jones', 'Alan Jones')], h='Alan Jones', r=C, t=WDC, which='after'),
    Q("Who was Vettel's successor as world champion?", 'successor', [('Vettel', VET)],
      h=VET, r=C, t=WDC, which='after'),
    Q('Who was the champion before Hakkinen?', 'successor', [('Hakkinen', HAK)],
      h=HAK, r=C, t=WDC, which='before'),

    # -- during: at the time of another fact ----------------------------------------------
    Q('Which team was Jenson Button driving for when he won the championship?', 'during',
      [('Jenson Button', BUT)], h=BUT, r=D, ref=(BUT, C, WDC, 'only')),
    Q('Which engine did Williams use when Jacques Villeneuve became world champion?', 'during',
      [('Williams', 'Williams'), ('Jacques Villeneuve', 'Jacques Villeneuve')],
      h='Williams', r=P, ref=('Jacques Villeneuve', C, WDC, 'only')),
    Q('Which team was Alonso with when he won his first Monaco Grand Prix?', 'during',
      [('Alonso', ALO), ('Monaco Grand Prix', 'Monaco Grand Prix')],
      h=ALO, r=D, ref=(ALO, W, 'Monaco Grand Prix', 'first')),
    Q('Which team did Lewis Hamilton drive for when he won his first title?', 'during',
      [('Lewis Hamilton', HAM)], h=HAM, r=D, ref=(HAM, C, WDC, 'first')),
    Q('What team was Damon Hill driving for when he won the championship?', 'during',
      [('Damon Hill', 'Damon Hill')], h='Damon Hill', r=D, ref=('Damon Hill', C, WDC, 'only')),
    Q('Which engine powered Brawn when Button won the title?', 'during',
      [('Brawn', 'Brawn'), ('Button', BUT)], h='Brawn', r=P, ref=(BUT, C, WDC, 'only')),
    Q('Which team was Michael Schumacher driving for when he first won the Italian Grand Prix?',
      'during', [('Michael Schumacher', MSC), ('Italian Grand Prix', 'Italian Grand Prix')],
      h=MSC, r=D, ref=(MSC, W, 'Italian Grand Prix', 'first')),
    Q('Which team did Kimi Raikkonen drive for when he won his last Belgian Grand Prix?', 'during',
      [('Kimi Raikkonen', RAI), ('Belgian Grand Prix', 'Belgian Grand Prix')],
      h=RAI, r=D, ref=(RAI, W, 'Belgian Grand Prix', 'last')),
    Q('Where was the Japanese Grand Prix held when Ayrton Senna won it for the first time?', 'during',
      [('Japanese Grand Prix', 'Japanese Grand Prix'), ('Ayrton Senna', SEN)],
      h='Japanese Grand Prix', r=H, ref=(SEN, W, 'Japanese Grand Prix', 'first')),

    # -- most: longest / most often ----------------------------------------------------
    Q('Which team did Barrichello stay at the longest?', 'most', [('Barrichello', BAR)],
      h=BAR, r=D, how='longest'),
    Q('Which Grand Prix did Lewis Hamilton win the most?', 'most', [('Lewis Hamilton', HAM)],
      h=HAM, r=W, how='count'),
    Q('Which engine did Team Lotus use for the longest?', 'most', [('Team Lotus', 'Team Lotus')],
      h='Team Lotus', r=P, how='longest'),
    Q('Who won the Monaco Grand Prix the most times?', 'most_rev',
      [('Monaco Grand Prix', 'Monaco Grand Prix')], r=W, t='Monaco Grand Prix', how='count'),
    Q("Which team has won the most constructors' championships?", 'most_rev', [],
      r=C, t=WCC, how='count'),
    Q('Which Grand Prix did Michael Schumacher win most often?', 'most', [('Michael Schumacher', MSC)],
      h=MSC, r=W, how='count'),
    Q('Which team did Coulthard spend the longest time at?', 'most', [('Coulthard', COU)],
      h=COU, r=D, how='longest'),

    # -- count: how many --------------------------------------------------------------------
    Q('How many different teams did Alonso drive for?', 'count', [('Alonso', ALO)],
      h=ALO, r=D, what='distinct'),
    Q('How many times did Ayrton Senna win the Monaco Grand Prix?', 'count',
      [('Ayrton Senna', SEN), ('Monaco Grand Prix', 'Monaco Grand Prix')],
      h=SEN, r=W, t='Monaco Grand Prix', what='rows'),
    Q('How many world championships did Michael Schumacher win?', 'count',
      [('Michael Schumacher', MSC)], h=MSC, r=C, t=WDC, what='rows'),
    Q('How many different drivers have won the Singapore Grand Prix?', 'count',
      [('Singapore Grand Prix', 'Singapore Grand Prix')], r=W, t='Singapore Grand Prix',
      what='distinct_rev'),
    Q("How many constructors' titles did Williams win?", 'count', [('Williams', 'Williams')],
      h='Williams', r=C, t=WCC, what='rows'),
    Q('How many different engine makers did Minardi use?', 'count', [('Minardi', 'Minardi')],
      h='Minardi', r=P, what='distinct'),

    # -- ambiguous: the name fits several heads whose answers differ -> "no answer" --------
    A('Which team did Schumacher drive for in 2001?', 'Schumacher', 'at', r=D, y=2001),
    A('Which team did Villeneuve drive for first?', 'Villeneuve', 'first_last', r=D, which='first'),
    A('Which team did Rosberg drive for last?', 'Rosberg', 'first_last', r=D, which='last'),
    A('Which team did Verstappen drive for first?', 'Verstappen', 'first_last', r=D, which='first'),
    A('What was the last team Piquet drove for?', 'Piquet', 'first_last', r=D, which='last'),
    A('Which team did Magnussen drive for last?', 'Magnussen', 'first_last', r=D, which='last'),
    A('Which team did Andretti drive for first?', 'Andretti', 'first_last', r=D, which='first'),
]

if __name__ == '__main__':
    main()
