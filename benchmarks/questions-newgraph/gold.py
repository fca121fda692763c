#!/usr/bin/env python3
"""Gold answers for the newgraph question set (members of the US Congress, presidents and
vice presidents; graph.tsv.gz in this folder, made by convert.py).

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
PREFIX = 'ng'
GAP = datetime.timedelta(days=31)      # facts this close follow each other (one career)
SUCC_WINDOW = datetime.timedelta(days=366)
# Congress membership is complete in the graph only for those sitting at some time from
# 2015-09-03 on, so a question that lists everybody (who, who after, successor) only asks
# about 2016 and later.  The presidents and vice presidents are complete from 1789.
COMPLETE_FROM = 2016
CONGRESS_RELS = ('servedIn', 'representedInSenate', 'representedInHouse',
                 'representedDistrict', 'belongedToParty', 'caucusedWith')
EXECUTIVE = ('President of the United States', 'Vice President of the United States')
MAX_ANSWERS = 6


class CheckFailed(Exception):
    pass


def fail(msg):
    raise CheckFailed(msg)


# ---------------------------------------------------------------------------
# the graph
# ---------------------------------------------------------------------------
class Fact(tuple):
    @property
    def h(self): return self[0]
    @property
    def r(self): return self[1]
    @property
    def t(self): return self[2]
    @property
    def s(self): return self[3]
    @property
    def e(self): return self[4]        # None: open end (unknown)
    @property
    def sy(self): return self[3].year
    @property
    def ey(self): return None if self[4] is None else self[4].year


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
        self.heads = sorted({f.h for f in facts})
        self.tails = {f.t for f in facts}
        self.relations = {f.r for f in facts}


# ---------------------------------------------------------------------------
# names: what a mention in a question can mean
# ---------------------------------------------------------------------------
def tokens(s):
    s = unicodedata.normalize('NFKD', s).encode('ascii', 'ignore').decode().lower()
    return re.sub(r"[^a-z0-9]+", ' ', s.replace("'s ", ' ')).split()


def token_match(m, n):
    return m == n or (len(m) == 1 and n.startswith(m))


def mention_matches(mention, name):
    """Generous on purpose: the mention's words, in order, each a word of the name or the
    initial of one (so a mention is unique only if no reading at all can make it two)."""
    mt, nt = tokens(mention), tokens(name)
    i = 0
    for w in nt:
        if i < len(mt) and token_match(mt[i], w):
            i += 1
    return i == len(mt)


def resolve(g, mention):
    """The heads a mention can mean; a head whose whole name it is wins ('John Adams')."""
    exact = [h for h in g.heads if tokens(h) == tokens(mention)]
    if exact:
        return exact
    return [h for h in g.heads if mention_matches(mention, h)]


# how a tail may be said in a question (checked: the words occur in the question)
TAIL_WORDS = {
    'Senate': ('Senate', 'senator'),
    'House of Representatives': ('House', 'congressman', 'congresswoman', 'representative'),
    'President of the United States': ('president', 'presidency'),
    'Vice President of the United States': ('vice president', 'vice-president'),
    'Democrat': ('Democrat',),
    'Republican': ('Republican',),
    'Independent': ('independent', 'Independent'),
    'Whig': ('Whig',),
    'Democratic-Republican': ('Democratic-Republican',),
    'Federalist': ('Federalist',),
    'Libertarian': ('Libertarian',),
}


def tail_said(tail, question):
    words = TAIL_WORDS.get(tail)
    if words is None:
        m = re.match(r"^(.*)'s (at-large|\d+(st|nd|rd|th)) congressional district$", tail)
        if m:
            words = ("%s's %s" % (m.group(1), m.group(2)),)
        else:
            words = (tail,)
    return any(w.lower() in question.lower() for w in words)


# ---------------------------------------------------------------------------
# semantics
# ---------------------------------------------------------------------------
class Invalid(Exception):
    """The case does not meet the preconditions of its kind."""


def covers(f, year):
    """True / False / None (undecided: an open end that could reach the year)."""
    if f.sy > year:
        return False
    if f.e is None:
        return None
    return year <= f.ey


def chain(facts):
    """One continuous career from the facts of (head, relation, tail): (start, end|None)."""
    if not facts:
        raise Invalid('no facts')
    fs = sorted(facts, key=lambda f: f.s)
    for a, b in zip(fs, fs[1:]):
        if a.e is None or b.s > a.e + GAP:
            raise Invalid('not one continuous span: %s' % [(str(f.s), str(f.e)) for f in fs])
    return fs[0].s, fs[-1].e


def fmt(d, how):
    if how == 'year':
        return '%04d' % d.year
    if how == 'date':
        return d.isoformat()
    raise Invalid('format %r' % how)


def need_complete(rel, tail, year):
    if rel in CONGRESS_RELS and year < COMPLETE_FROM:
        raise Invalid('Congress lists are complete only from %d' % COMPLETE_FROM)
    if rel == 'heldOffice' and tail not in EXECUTIVE:
        raise Invalid('leadership posts are not complete in the data: no list questions')


def at(g, head, rel, year, **_):
    out = set()
    for f in g.hr[head, rel]:
        c = covers(f, year)
        if c is None:
            raise Invalid('an open fact %s could hold in %d' % (f.t, year))
        if c:
            out.add(f.t)
    if not out:
        raise Invalid('nothing holds in %d' % year)
    return sorted(out)


def who_at(g, rel, tail, year, **_):
    need_complete(rel, tail, year)
    out = set()
    for f in g.rt[rel, tail]:
        c = covers(f, year)
        if c is None:
            raise Invalid('an open fact of %s could hold in %d' % (f.h, year))
        if c:
            out.add(f.h)
    return sorted(out)


def start(g, head, rel, tail, how, **_):
    s, _e = chain(g.hrt[head, rel, tail])
    return [fmt(s, how)]


def end(g, head, rel, tail, how, **_):
    _s, e = chain(g.hrt[head, rel, tail])
    if e is None:
        raise Invalid('open end')
    return [fmt(e, how)]


def duration(g, head, rel, tail, **_):
    s, e = chain(g.hrt[head, rel, tail])
    if e is None:
        raise Invalid('open end')
    n = e.year - s.year
    if n < 1:
        raise Invalid('duration %d' % n)
    return [str(n)]


def yesno(g, head, rel, tail, year, **_):
    fs = g.hrt[head, rel, tail]
    if not g.hr[head, rel]:
        raise Invalid('the head has no facts of this relation')
    cs = [covers(f, year) for f in fs]
    if True in cs:
        return ['yes']
    if None in cs:
        raise Invalid('undecided: an open fact')
    return ['no']


def order_key(facts):
    first = {}
    for f in facts:
        first.setdefault(f.t, f.s)
    return first


def ordered(firsts, which):
    """firsts: {item: first start}; the first or last item by start year, no tie there."""
    if len(firsts) < 2:
        raise Invalid('fewer than two to order')
    items = sorted(firsts.items(), key=lambda kv: (kv[1], kv[0]))
    pick = items[0] if which == 'first' else items[-1]
    ties = [k for k, v in items if v.year == pick[1].year]
    if len(ties) > 1:
        raise Invalid('a tie in %d: %s' % (pick[1].year, ties))
    return [pick[0]]


def first_last(g, head, rel, which, **_):
    firsts = {}
    for f in g.hr[head, rel]:
        firsts.setdefault(f.t, f.s)
    return ordered(firsts, which)


def first_last_rev(g, rel, tail, which, **_):
    need_complete(rel, tail, 9999)
    if rel in CONGRESS_RELS and which == 'first':
        raise Invalid('Congress lists are not complete before %d' % COMPLETE_FROM)
    firsts = {}
    for f in g.rt[rel, tail]:
        firsts.setdefault(f.h, f.s)
    if rel in CONGRESS_RELS and max(firsts.values()).year < COMPLETE_FROM:
        raise Invalid('the last start is before the complete years')
    return ordered(firsts, which)


def chain_spans(facts):
    """The continuous spans in the facts of one (head, relation, tail), as
    (start, end|None, known): a fact that follows the one before it (within GAP) continues
    that span; known is the last day the span is known to hold (its end, or for an open
    span the last end of its closed facts, or its start)."""
    out = []
    for f in sorted(facts, key=lambda f: f.s):
        if out and out[-1][1] is not None and f.s <= out[-1][1] + GAP:
            s0, e0, k0 = out[-1]
            out[-1] = (s0, None if f.e is None else max(f.e, e0), max(k0, f.e or f.s))
        elif out and out[-1][1] is None:
            raise Invalid('a fact after an open end')
        else:
            out.append((f.s, f.e, f.e or f.s))
    return out


def chain_starts(facts):
    return [sp[0] for sp in chain_spans(facts)]


def before_after(g, head, rel, year, which, **_):
    tails = sorted({f.t for f in g.hr[head, rel]})
    return [t for t in tails if any((s.year < year if which == 'before' else s.year > year)
                                    for s in chain_starts(g.hrt[head, rel, t]))]


def before_after_rev(g, rel, tail, year, which, **_):
    need_complete(rel, tail, 9999)
    if rel in CONGRESS_RELS and (which == 'before' or year + 1 < COMPLETE_FROM):
        raise Invalid('Congress lists are complete only from %d' % COMPLETE_FROM)
    heads = sorted({f.h for f in g.rt[rel, tail]})
    return [h for h in heads if any((s.year < year if which == 'before' else s.year > year)
                                    for s in chain_starts(g.hrt[h, rel, tail]))]


def successor(g, head, rel, tail, which, **_):
    s, e = chain(g.hrt[head, rel, tail])
    others = {h for h in {f.h for f in g.rt[rel, tail]} if h != head}
    spans = {h: chain_spans(g.hrt[h, rel, tail]) for h in others}
    if which == 'after':
        if e is None:
            raise Invalid('open end')
        need_complete(rel, tail, e.year)
        cands = {h for h, sp in spans.items()
                 if any(e - GAP <= a <= e + SUCC_WINDOW for a, _b, _k in sp)}
    else:
        need_complete(rel, tail, s.year)
        cands = {h for h, sp in spans.items()
                 if any(b is not None and s - SUCC_WINDOW <= b <= s + GAP for _a, b, _k in sp)}
        # a predecessor whose end is unknown would be missed: every open span that began
        # before the start must be known to go on past it
        for h, sp in spans.items():
            if any(b is None and a < s and k <= s + GAP for a, b, k in sp):
                raise Invalid('an open span of %s could end near the start' % h)
    if len(cands) != 1:
        raise Invalid('%d candidates: %s' % (len(cands), sorted(cands)))
    return sorted(cands)


def during(g, head, rel, ref_rel, ref_tail, at_end, **_):
    s, e = chain(g.hrt[head, ref_rel, ref_tail])
    d = e if at_end else s
    if d is None:
        raise Invalid('open end of the reference')
    ans = at(g, head, rel, d.year)
    if len(ans) != 1:
        raise Invalid('%d answers at %d: %s' % (len(ans), d.year, ans))
    return ans


KINDS = {
    'at': at, 'who_at': who_at, 'start': start, 'end': end, 'duration': duration,
    'yesno': yesno, 'first_last': first_last, 'first_last_rev': first_last_rev,
    'before_after': before_after, 'before_after_rev': before_after_rev,
    'successor': successor, 'during': during,
}


def evaluate(g, case):
    kind, args = case['kind'], dict(case['args'])
    if kind == 'ambiguous':
        inner = args.pop('inner')
        readings = {}
        for h in resolve(g, case['mention']):
            try:
                readings[h] = tuple(KINDS[inner](g, head=h, **args))
            except Invalid:
                continue
        if len(readings) < 2 or len(set(readings.values())) < 2:
            raise Invalid('not ambiguous: %s' % readings)
        case['readings'] = readings
        return ['no answer']
    return KINDS[kind](g, **args)


# ---------------------------------------------------------------------------
# the cases
# ---------------------------------------------------------------------------
def Q(question, kind, mention=None, **args):
    return {'question': question, 'kind': kind, 'mention': mention, 'args': args}


def A(question, mention, inner, **args):
    """A question whose name fits two or more people with different answers."""
    return {'question': question, 'kind': 'ambiguous', 'mention': mention,
            'args': dict(args, inner=inner)}


SEN, HOUSE = 'representedInSenate', 'representedInHouse'
PRES, VP = EXECUTIVE


# CASES_START
CASES = [
    # --- who / which at a time, from the person's side (at) ---
    Q("Which party did Van Drew belong to in 2020?", 'at', 'Van Drew', head='Jefferson Van Drew', rel='belongedToParty', year=2020),
    Q("Which party did Justin Amash belong to in 2020?", 'at', 'Justin Amash', head='Justin Amash', rel='belongedToParty', year=2020),
    Q("What party was Richard Shelby a member of in 1990?", 'at', 'Richard Shelby', head='Richard C. Shelby', rel='belongedToParty', year=1990),
    Q("Which party was Sinema in during 2024?", 'at', 'Sinema', head='Kyrsten Sinema', rel='belongedToParty', year=2024),
    Q("Which party did Manchin belong to in 2016?", 'at', 'Manchin', head='Joe Manchin, III', rel='belongedToParty', year=2016),
    Q("Which district did Pelosi represent in 2000?", 'at', 'Pelosi', head='Nancy Pelosi', rel='representedDistrict', year=2000),
    Q("Which congressional district did Schumer represent in 1990?", 'at', 'Schumer', head='Charles E. Schumer', rel='representedDistrict', year=1990),
    Q("What district did Maxine Waters represent in 2005?", 'at', 'Maxine Waters', head='Maxine Waters', rel='representedDistrict', year=2005),
    Q("Which district did Rangel represent in 1980?", 'at', 'Rangel', head='Charles B. Rangel', rel='representedDistrict', year=1980),
    Q("Which district was Kinzinger the congressman for in 2012?", 'at', 'Kinzinger', head='Adam Kinzinger', rel='representedDistrict', year=2012),
    Q("What office did John Adams hold in 1795?", 'at', 'John Adams', head='John Adams', rel='heldOffice', year=1795),
    Q("What office did Nixon hold in 1958?", 'at', 'Nixon', head='Richard Milhous Nixon', rel='heldOffice', year=1958),
    Q("Which office did Gerald Ford hold in 1974?", 'at', 'Gerald Ford', head='Gerald Rudolph Ford', rel='heldOffice', year=1974),
    Q("What office did Calvin Coolidge hold in 1922?", 'at', 'Calvin Coolidge', head='Calvin Coolidge', rel='heldOffice', year=1922),
    Q("Which leadership post did Kevin McCarthy hold in 2016?", 'at', 'Kevin McCarthy', head='Kevin McCarthy', rel='heldOffice', year=2016),
    Q("What position did Durbin hold in the Senate leadership in 2010?", 'at', 'Durbin', head='Richard J. Durbin', rel='heldOffice', year=2010),
    Q("What party did Calhoun belong to in 1826?", 'at', 'Calhoun', head='John Caldwell Calhoun', rel='belongedToParty', year=1826),

    # --- who at a time, from the other side (who_at) ---
    Q("Who represented Ohio in the Senate in 2020?", 'who_at', rel=SEN, tail='Ohio', year=2020),
    Q("Who were Arizona's senators in 2016?", 'who_at', rel=SEN, tail='Arizona', year=2016),
    Q("Who represented Indiana in the Senate in 2018?", 'who_at', rel=SEN, tail='Indiana', year=2018),
    Q("Who were the senators from Tennessee in 2018?", 'who_at', rel=SEN, tail='Tennessee', year=2018),
    Q("Who represented Utah in the Senate in 2020?", 'who_at', rel=SEN, tail='Utah', year=2020),
    Q("Who was a senator for Vermont in 2022?", 'who_at', rel=SEN, tail='Vermont', year=2022),
    Q("Who represented Nevada in the Senate in 2018?", 'who_at', rel=SEN, tail='Nevada', year=2018),
    Q("Who represented California's 12th congressional district in 2020?", 'who_at', rel='representedDistrict', tail="California's 12th congressional district", year=2020),
    Q("Who was the representative for Wyoming's at-large district in 2020?", 'who_at', rel='representedDistrict', tail="Wyoming's at-large congressional district", year=2020),
    Q("Who represented New York's 14th district in 2018?", 'who_at', rel='representedDistrict', tail="New York's 14th congressional district", year=2018),
    Q("Who represented Michigan's 3rd district in the House in 2020?", 'who_at', rel='representedDistrict', tail="Michigan's 3rd congressional district", year=2020),
    Q("Who was Alaska's at-large congressman in 2018?", 'who_at', rel='representedDistrict', tail="Alaska's at-large congressional district", year=2018),
    Q("Who was president in 1850?", 'who_at', rel='heldOffice', tail=PRES, year=1850),
    Q("Who was vice president in 1990?", 'who_at', rel='heldOffice', tail=VP, year=1990),
    Q("Who was the holder of the office of president in 1942?", 'who_at', rel='heldOffice', tail=PRES, year=1942),
    Q("Who held the office of vice president in 1975?", 'who_at', rel='heldOffice', tail=VP, year=1975),
    Q("Who held the presidency in 1865?", 'who_at', rel='heldOffice', tail=PRES, year=1865),
    Q("Who was vice president in 1800?", 'who_at', rel='heldOffice', tail=VP, year=1800),
    Q("Who caucused with the Democrats in 2020?", 'who_at', rel='caucusedWith', tail='Democrat', year=2020),

    # --- when did it start (start) ---
    Q("When did Sherrod Brown join the Senate?", 'start', 'Sherrod Brown', head='Sherrod Brown', rel='servedIn', tail='Senate', how='date'),
    Q("In which year did Pelosi enter the House?", 'start', 'Pelosi', head='Nancy Pelosi', rel='servedIn', tail='House of Representatives', how='year'),
    Q("When did Kamala Harris become vice president?", 'start', 'Kamala Harris', head='Kamala D. Harris', rel='heldOffice', tail=VP, how='date'),
    Q("In what year did Lincoln become president?", 'start', 'Lincoln', head='Abraham Lincoln', rel='heldOffice', tail=PRES, how='year'),
    Q("When did Van Drew join the Republican Party?", 'start', 'Van Drew', head='Jefferson Van Drew', rel='belongedToParty', tail='Republican', how='date'),
    Q("When did Sinema become an independent?", 'start', 'Sinema', head='Kyrsten Sinema', rel='belongedToParty', tail='Independent', how='date'),
    Q("When did Shelby become a Republican?", 'start', 'Shelby', head='Richard C. Shelby', rel='belongedToParty', tail='Republican', how='date'),
    Q("When did Kevin McCarthy become Speaker of the House?", 'start', 'Kevin McCarthy', head='Kevin McCarthy', rel='heldOffice', tail='Speaker of the House', how='date'),
    Q("When did Mike Johnson become Speaker of the House?", 'start', 'Mike Johnson', head='Mike Johnson', rel='heldOffice', tail='Speaker of the House', how='date'),
    Q("In what year did Ocasio-Cortez take her seat in the House?", 'start', 'Ocasio-Cortez', head='Alexandria Ocasio-Cortez', rel='servedIn', tail='House of Representatives', how='year'),
    Q("When did Warnock start representing Georgia in the Senate?", 'start', 'Warnock', head='Raphael G. Warnock', rel=SEN, tail='Georgia', how='date'),
    Q("When did Elizabeth Warren join the Senate?", 'start', 'Elizabeth Warren', head='Elizabeth Warren', rel='servedIn', tail='Senate', how='date'),
    Q("In which year did Grassley first enter the Senate?", 'start', 'Grassley', head='Chuck Grassley', rel='servedIn', tail='Senate', how='year'),
    Q("When did Nixon become vice president?", 'start', 'Nixon', head='Richard Milhous Nixon', rel='heldOffice', tail=VP, how='date'),
    Q("In which year did Andrew Johnson become president?", 'start', 'Andrew Johnson', head='Andrew Johnson', rel='heldOffice', tail=PRES, how='year'),
    Q("When did Schiff join the Senate?", 'start', 'Schiff', head='Adam B. Schiff', rel='servedIn', tail='Senate', how='date'),
    Q("When did Don Young start representing Alaska in the House?", 'start', 'Don Young', head='Don Young', rel=HOUSE, tail='Alaska', how='date'),
    Q("When did Stefanik become House Republican Conference Chair?", 'start', 'Stefanik', head='Elise M. Stefanik', rel='heldOffice', tail='House Republican Conference Chair', how='date'),

    # --- when did it end (end) ---
    Q("When did Barbara Boxer leave the Senate?", 'end', 'Barbara Boxer', head='Barbara Boxer', rel='servedIn', tail='Senate', how='date'),
    Q("When did Paul Ryan leave the House?", 'end', 'Paul Ryan', head='Paul D. Ryan', rel='servedIn', tail='House of Representatives', how='date'),
    Q("In which year did Orrin Hatch leave the Senate?", 'end', 'Orrin Hatch', head='Orrin G. Hatch', rel='servedIn', tail='Senate', how='year'),
    Q("When did Justin Amash leave the Republican Party?", 'end', 'Justin Amash', head='Justin Amash', rel='belongedToParty', tail='Republican', how='date'),
    Q("When did Kyrsten Sinema leave the Democratic Party?", 'end', 'Kyrsten Sinema', head='Kyrsten Sinema', rel='belongedToParty', tail='Democrat', how='date'),
    Q("When did Lincoln's presidency end?", 'end', 'Lincoln', head='Abraham Lincoln', rel='heldOffice', tail=PRES, how='date'),
    Q("In what year did Nixon leave the presidency?", 'end', 'Nixon', head='Richard Milhous Nixon', rel='heldOffice', tail=PRES, how='year'),
    Q("When did Pelosi stop being Speaker of the House?", 'end', 'Pelosi', head='Nancy Pelosi', rel='heldOffice', tail='Speaker of the House', how='date'),
    Q("When did McCarthy stop being Speaker of the House?", 'end', 'McCarthy', head='Kevin McCarthy', rel='heldOffice', tail='Speaker of the House', how='date'),
    Q("When did Liz Cheney leave the House?", 'end', 'Liz Cheney', head='Liz Cheney', rel='servedIn', tail='House of Representatives', how='date'),
    Q("Until when did Leahy serve in the Senate?", 'end', 'Leahy', head='Patrick J. Leahy', rel='servedIn', tail='Senate', how='date'),
    Q("When did Harry Reid retire from the Senate?", 'end', 'Harry Reid', head='Harry Reid', rel='servedIn', tail='Senate', how='date'),
    Q("When did Dick Cheney's time as vice president end?", 'end', 'Dick Cheney', head='Dick Cheney', rel='heldOffice', tail=VP, how='date'),
    Q("When did Truman's presidency end?", 'end', 'Truman', head='Harry S. Truman', rel='heldOffice', tail=PRES, how='date'),
    Q("In which year did Amash leave the House?", 'end', 'Amash', head='Justin Amash', rel='servedIn', tail='House of Representatives', how='year'),

    # --- how long (duration) ---
    Q("How many years did Leahy serve in the Senate?", 'duration', 'Leahy', head='Patrick J. Leahy', rel='servedIn', tail='Senate'),
    Q("How many years was Orrin Hatch a senator?", 'duration', 'Orrin Hatch', head='Orrin G. Hatch', rel='servedIn', tail='Senate'),
    Q("How long did Barbara Mikulski serve in the House, in years?", 'duration', 'Barbara Mikulski', head='Barbara A. Mikulski', rel='servedIn', tail='House of Representatives'),
    Q("How many years did Paul Ryan serve in the House?", 'duration', 'Paul Ryan', head='Paul D. Ryan', rel='servedIn', tail='House of Representatives'),
    Q("How many years was Franklin Roosevelt president?", 'duration', 'Franklin Roosevelt', head='Franklin Delano Roosevelt', rel='heldOffice', tail=PRES),
    Q("How many years did Nixon serve as vice president?", 'duration', 'Nixon', head='Richard Milhous Nixon', rel='heldOffice', tail=VP),
    Q("How long was Biden vice president, in years?", 'duration', 'Biden', head='Joe Biden', rel='heldOffice', tail=VP),
    Q("How many years did Joe Manchin serve in the Senate?", 'duration', 'Joe Manchin', head='Joe Manchin, III', rel='servedIn', tail='Senate'),
    Q("How many years did Jim McDermott represent Washington in the House?", 'duration', 'Jim McDermott', head='Jim McDermott', rel=HOUSE, tail='Washington'),
    Q("How many years did Ron Wyden serve in the House?", 'duration', 'Ron Wyden', head='Ron Wyden', rel='servedIn', tail='House of Representatives'),
    Q("How many years was Shelby a Democrat?", 'duration', 'Shelby', head='Richard C. Shelby', rel='belongedToParty', tail='Democrat'),
    Q("How many years did Louie Gohmert spend in the House?", 'duration', 'Louie Gohmert', head='Louie Gohmert', rel='servedIn', tail='House of Representatives'),
    Q("How many years did Harry Reid serve in the Senate?", 'duration', 'Harry Reid', head='Harry Reid', rel='servedIn', tail='Senate'),
    Q("How many years was Peter DeFazio in the House?", 'duration', 'Peter DeFazio', head='Peter A. DeFazio', rel='servedIn', tail='House of Representatives'),
    Q("For how many years was Calhoun vice president?", 'duration', 'Calhoun', head='John Caldwell Calhoun', rel='heldOffice', tail=VP),

    # --- yes / no at a time ---
    Q("Was Pelosi in the House in 1990?", 'yesno', 'Pelosi', head='Nancy Pelosi', rel='servedIn', tail='House of Representatives', year=1990),
    Q("Was Sanders a senator in 2000?", 'yesno', 'Sanders', head='Bernard Sanders', rel='servedIn', tail='Senate', year=2000),
    Q("Was Schumer a member of the House in 1985?", 'yesno', 'Schumer', head='Charles E. Schumer', rel='servedIn', tail='House of Representatives', year=1985),
    Q("Was Kamala Harris vice president in 2020?", 'yesno', 'Kamala Harris', head='Kamala D. Harris', rel='heldOffice', tail=VP, year=2020),
    Q("Was Nixon vice president in 1960?", 'yesno', 'Nixon', head='Richard Milhous Nixon', rel='heldOffice', tail=VP, year=1960),
    Q("Was Biden vice president in 2018?", 'yesno', 'Biden', head='Joe Biden', rel='heldOffice', tail=VP, year=2018),
    Q("Was Van Drew a Democrat in 2019?", 'yesno', 'Van Drew', head='Jefferson Van Drew', rel='belongedToParty', tail='Democrat', year=2019),
    Q("Was Shelby a Republican in 1990?", 'yesno', 'Shelby', head='Richard C. Shelby', rel='belongedToParty', tail='Republican', year=1990),
    Q("Did Amash belong to the Libertarian Party in 2019?", 'yesno', 'Amash', head='Justin Amash', rel='belongedToParty', tail='Libertarian', year=2019),
    Q("Was Sinema an independent in 2023?", 'yesno', 'Sinema', head='Kyrsten Sinema', rel='belongedToParty', tail='Independent', year=2023),
    Q("Was Mitt Romney a senator in 2024?", 'yesno', 'Mitt Romney', head='Mitt Romney', rel='servedIn', tail='Senate', year=2024),
    Q("Was Marsha Blackburn in the House in 2020?", 'yesno', 'Marsha Blackburn', head='Marsha Blackburn', rel='servedIn', tail='House of Representatives', year=2020),
    Q("Did Cory Gardner serve in the Senate in 2022?", 'yesno', 'Cory Gardner', head='Cory Gardner', rel='servedIn', tail='Senate', year=2022),
    Q("Was Theodore Roosevelt president in 1905?", 'yesno', 'Theodore Roosevelt', head='Theodore Roosevelt', rel='heldOffice', tail=PRES, year=1905),
    Q("Was Al Gore vice president in 2001?", 'yesno', 'Al Gore', head='Al Gore', rel='heldOffice', tail=VP, year=2001),
    Q("Was Jeff Flake a senator in 2012?", 'yesno', 'Jeff Flake', head='Jeff Flake', rel='servedIn', tail='Senate', year=2012),
    Q("Did Liz Cheney represent Wyoming in the House in 2016?", 'yesno', 'Liz Cheney', head='Liz Cheney', rel=HOUSE, tail='Wyoming', year=2016),
    Q("Was Tulsi Gabbard in the House in 2015?", 'yesno', 'Tulsi Gabbard', head='Tulsi Gabbard', rel='servedIn', tail='House of Representatives', year=2015),

    # --- first / last by start, from the person's side ---
    Q("Which district did Pelosi represent first?", 'first_last', 'Pelosi', head='Nancy Pelosi', rel='representedDistrict', which='first'),
    Q("Which district did Maxine Waters represent first?", 'first_last', 'Maxine Waters', head='Maxine Waters', rel='representedDistrict', which='first'),
    Q("Which congressional district did Rangel represent last?", 'first_last', 'Rangel', head='Charles B. Rangel', rel='representedDistrict', which='last'),
    Q("What was the first office John Adams held?", 'first_last', 'John Adams', head='John Adams', rel='heldOffice', which='first'),
    Q("Which party did Amash belong to last?", 'first_last', 'Amash', head='Justin Amash', rel='belongedToParty', which='last'),
    Q("Which party did Shelby belong to first?", 'first_last', 'Shelby', head='Richard C. Shelby', rel='belongedToParty', which='first'),
    Q("What was the last leadership post McCarthy held?", 'first_last', 'McCarthy', head='Kevin McCarthy', rel='heldOffice', which='last'),
    Q("Which leadership post did Scalise hold first?", 'first_last', 'Scalise', head='Steve Scalise', rel='heldOffice', which='first'),
    Q("Which district did Lucille Roybal-Allard represent last?", 'first_last', 'Lucille Roybal-Allard', head='Lucille Roybal-Allard', rel='representedDistrict', which='last'),

    # --- first / last by start, from the other side ---
    Q("Who was the first vice president?", 'first_last_rev', rel='heldOffice', tail=VP, which='first'),
    Q("Who was the first president?", 'first_last_rev', rel='heldOffice', tail=PRES, which='first'),
    Q("Who most recently started representing Alabama in the Senate?", 'first_last_rev', rel=SEN, tail='Alabama', which='last'),
    Q("Who was the most recent new senator for Arizona?", 'first_last_rev', rel=SEN, tail='Arizona', which='last'),
    Q("Who was the last person to become vice president?", 'first_last_rev', rel='heldOffice', tail=VP, which='last'),

    # --- before / after a year, from the person's side ---
    Q("Which districts did Schumer represent before 1990?", 'before_after', 'Schumer', head='Charles E. Schumer', rel='representedDistrict', year=1990, which='before'),
    Q("Which offices did Nixon take up after 1960?", 'before_after', 'Nixon', head='Richard Milhous Nixon', rel='heldOffice', year=1960, which='after'),
    Q("Which leadership posts did Durbin take up after 2010?", 'before_after', 'Durbin', head='Richard J. Durbin', rel='heldOffice', year=2010, which='after'),
    Q("Which districts did Maxine Waters start representing after 1992?", 'before_after', 'Maxine Waters', head='Maxine Waters', rel='representedDistrict', year=1992, which='after'),
    Q("Which party did Amash join after 2019?", 'before_after', 'Amash', head='Justin Amash', rel='belongedToParty', year=2019, which='after'),

    # --- before / after a year, from the other side ---
    Q("Who became vice president after 2000?", 'before_after_rev', rel='heldOffice', tail=VP, year=2000, which='after'),
    Q("Which presidents took office before 1800?", 'before_after_rev', rel='heldOffice', tail=PRES, year=1800, which='before'),
    Q("Who started representing Ohio in the Senate after 2020?", 'before_after_rev', rel=SEN, tail='Ohio', year=2020, which='after'),
    Q("Who became a senator for California after 2016?", 'before_after_rev', rel=SEN, tail='California', year=2016, which='after'),
    Q("Who joined the Senate for Pennsylvania after 2020?", 'before_after_rev', rel=SEN, tail='Pennsylvania', year=2020, which='after'),
    Q("Which presidents took office after 1990?", 'before_after_rev', rel='heldOffice', tail=PRES, year=1990, which='after'),
    Q("Who became vice president before 1800?", 'before_after_rev', rel='heldOffice', tail=VP, year=1800, which='before'),

    # --- successor / predecessor ---
    Q("Who succeeded Lincoln as president?", 'successor', 'Lincoln', head='Abraham Lincoln', rel='heldOffice', tail=PRES, which='after'),
    Q("Who came before Lincoln as president?", 'successor', 'Lincoln', head='Abraham Lincoln', rel='heldOffice', tail=PRES, which='before'),
    Q("Who replaced Nixon as president?", 'successor', 'Nixon', head='Richard Milhous Nixon', rel='heldOffice', tail=PRES, which='after'),
    Q("Who succeeded Barbara Boxer as senator for California?", 'successor', 'Barbara Boxer', head='Barbara Boxer', rel=SEN, tail='California', which='after'),
    Q("Who was Orrin Hatch's successor as senator for Utah?", 'successor', 'Orrin Hatch', head='Orrin G. Hatch', rel=SEN, tail='Utah', which='after'),
    Q("Who succeeded Rob Portman as senator from Ohio?", 'successor', 'Rob Portman', head='Rob Portman', rel=SEN, tail='Ohio', which='after'),
    Q("Who preceded Mitt Romney as senator for Utah?", 'successor', 'Mitt Romney', head='Mitt Romney', rel=SEN, tail='Utah', which='before'),
    Q("Who succeeded Jon Tester as senator from Montana?", 'successor', 'Jon Tester', head='Jon Tester', rel=SEN, tail='Montana', which='after'),
    Q("Who was vice president after Dick Cheney?", 'successor', 'Dick Cheney', head='Dick Cheney', rel='heldOffice', tail=VP, which='after'),
    Q("Who preceded Kamala Harris as vice president?", 'successor', 'Kamala Harris', head='Kamala D. Harris', rel='heldOffice', tail=VP, which='before'),
    Q("Who succeeded Harry Reid in the Senate for Nevada?", 'successor', 'Harry Reid', head='Harry Reid', rel=SEN, tail='Nevada', which='after'),
    Q("Who succeeded Coolidge as president?", 'successor', 'Coolidge', head='Calvin Coolidge', rel='heldOffice', tail=PRES, which='after'),
    Q("Who was president before Eisenhower?", 'successor', 'Eisenhower', head='Dwight David Eisenhower', rel='heldOffice', tail=PRES, which='before'),
    Q("Who succeeded Joe Manchin as senator for West Virginia?", 'successor', 'Joe Manchin', head='Joe Manchin, III', rel=SEN, tail='West Virginia', which='after'),
    Q("Who was Peter Welch's predecessor as senator from Vermont?", 'successor', 'Peter Welch', head='Peter Welch', rel=SEN, tail='Vermont', which='before'),

    # --- at the time of another fact (during) ---
    Q("Which party was Shelby in when he left the Senate?", 'during', 'Shelby', head='Richard C. Shelby', rel='belongedToParty', ref_rel='servedIn', ref_tail='Senate', at_end=True),
    Q("Which party was Sinema in when she left the Senate?", 'during', 'Sinema', head='Kyrsten Sinema', rel='belongedToParty', ref_rel='servedIn', ref_tail='Senate', at_end=True),
    Q("Which district was Schiff representing when he left the House?", 'during', 'Schiff', head='Adam B. Schiff', rel='representedDistrict', ref_rel='servedIn', ref_tail='House of Representatives', at_end=True),
    Q("Which district did Pelosi represent when she became Speaker of the House?", 'during', 'Pelosi', head='Nancy Pelosi', rel='representedDistrict', ref_rel='heldOffice', ref_tail='Speaker of the House', at_end=False),
    Q("What party did John Tyler belong to when he became president?", 'during', 'John Tyler', head='John Tyler', rel='belongedToParty', ref_rel='heldOffice', ref_tail=PRES, at_end=False),
    Q("Which party was Amash in when he left the House?", 'during', 'Amash', head='Justin Amash', rel='belongedToParty', ref_rel='servedIn', ref_tail='House of Representatives', at_end=True),
    Q("Which district did Kinzinger represent when he left the House?", 'during', 'Kinzinger', head='Adam Kinzinger', rel='representedDistrict', ref_rel='servedIn', ref_tail='House of Representatives', at_end=True),
    Q("Which party was Manchin in when he left the Senate?", 'during', 'Manchin', head='Joe Manchin, III', rel='belongedToParty', ref_rel='servedIn', ref_tail='Senate', at_end=True),

    # --- a name that fits several people with different answers: "no answer" ---
    A("When did Bush become president?", 'Bush', 'start', rel='heldOffice', tail=PRES, how='date'),
    A("In which year did Adams become president?", 'Adams', 'start', rel='heldOffice', tail=PRES, how='year'),
    A("When did Roosevelt become president?", 'Roosevelt', 'start', rel='heldOffice', tail=PRES, how='date'),
    A("When did Harrison take office as president?", 'Harrison', 'start', rel='heldOffice', tail=PRES, how='date'),
    A("In which year did Johnson become president?", 'Johnson', 'start', rel='heldOffice', tail=PRES, how='year'),
    A("When did Cheney join the Republican Party?", 'Cheney', 'start', rel='belongedToParty', tail='Republican', how='date'),
    A("When did Menendez join the House?", 'Menendez', 'start', rel='servedIn', tail='House of Representatives', how='date'),
    A("When did Scott join the Senate?", 'Scott', 'start', rel='servedIn', tail='Senate', how='date'),
]
# CASES_END


# ---------------------------------------------------------------------------
# checks
# ---------------------------------------------------------------------------
YEAR_RE = re.compile(r'^\d{4}$')
DATE_RE = re.compile(r'^\d{4}-\d\d-\d\d$')
WH = ('Who', 'Which', 'What', 'Whom', 'In which state', 'For which', 'With which', 'In what')


def answer_type(case):
    k, a = case['kind'], case['args']
    if k == 'ambiguous':
        return 'none'
    if k in ('start', 'end'):
        return a['how']
    if k == 'duration':
        return 'number'
    if k == 'yesno':
        return 'yesno'
    return 'name'


def check_case(g, case, answers):
    q, k, a = case['question'], case['kind'], case['args']
    if not q.endswith('?') or '  ' in q or q != q.strip():
        fail('question form: %r' % q)
    if not answers or len(answers) > MAX_ANSWERS or len(set(answers)) != len(answers):
        fail('answers %r for %r' % (answers, q))
    typ = answer_type(case)
    for ans in answers:
        ok = {'year': YEAR_RE.match(ans), 'date': DATE_RE.match(ans),
              'number': re.match(r'^[1-9]\d*$', ans), 'yesno': ans in ('yes', 'no'),
              'name': ans in g.heads or ans in g.tails, 'none': ans == 'no answer'}[typ]
        if not ok:
            fail('answer %r is not a %s (%r)' % (ans, typ, q))
    # wording agrees with the answer type
    if typ == 'year' and not re.search(r'\byear\b', q):
        fail('a year question without "year": %r' % q)
    if typ == 'date' and not re.match(r'^(When|Until when|On what date)\b', q):
        fail('a date question that does not ask when: %r' % q)
    if typ == 'date' and re.search(r'\byear\b', q):
        fail('a date question that asks for a year: %r' % q)
    if typ == 'number' and not re.match(r'^(How many years|How long|For how many years)', q):
        fail('a duration question that does not ask how long: %r' % q)
    if typ == 'yesno' and not re.match(r'^(Was|Were|Did|Is|Has|Had)\b', q):
        fail('a yes/no question that does not start so: %r' % q)
    if typ == 'name' and (not q.startswith(WH) or re.search(r'\b(what|which) year\b', q, re.I)):
        fail('a name question not asked as who/which/what: %r' % q)
    # every year of the meaning is in the text; no other 4-digit number is
    years = [v for key, v in a.items() if key == 'year']
    for y in years:
        if not isinstance(y, int) or str(y) not in q:
            fail('year %r not in %r' % (y, q))
    for n in re.findall(r'\b\d{4}\b', q):
        if int(n) not in years:
            fail('a stray number %s in %r' % (n, q))
    # the person is named so that the name can mean only them (or, for a "no answer"
    # question, at least two people)
    m = case['mention']
    if 'head' in a:
        if not m or m not in q:
            fail('mention %r not in %r' % (m, q))
        if a['head'] not in g.heads:
            fail('no such head %r' % a['head'])
        if resolve(g, m) != [a['head']]:
            fail('mention %r resolves to %r, not %r' % (m, resolve(g, m), a['head']))
    elif k == 'ambiguous':
        if not m or m not in q or len(resolve(g, m)) < 2:
            fail('an ambiguous mention %r that is not: %r' % (m, q))
    elif m is not None:
        fail('a mention without a head: %r' % q)
    for key in ('tail', 'ref_tail'):
        if key in a:
            if a[key] not in g.tails:
                fail('no such tail %r' % a[key])
            if not tail_said(a[key], q):
                fail('tail %r not said in %r' % (a[key], q))
    for key in ('rel', 'ref_rel', 'inner'):
        if key in a and a[key] not in g.relations and a[key] not in KINDS:
            fail('no such relation %r' % a[key])
    # the answer to a name question is never named in it
    if typ == 'name':
        for ans in answers:
            if tokens(ans) and ' '.join(tokens(ans)) in ' '.join(tokens(q)):
                fail('answer %r is in the question %r' % (ans, q))


def meaning_key(case):
    return json.dumps([case['kind'], case['mention'] if case['kind'] == 'ambiguous' else None,
                       sorted(case['args'].items())], sort_keys=True, default=str)


def build(g):
    if len(CASES) < 130:
        fail('only %d cases' % len(CASES))
    seen_q, seen_m = set(), set()
    out = []
    for i, case in enumerate(CASES):
        try:
            answers = evaluate(g, case)
        except Invalid as e:
            fail('case %d %r: %s' % (i, case['question'], e))
        check_case(g, case, answers)
        nq = ' '.join(tokens(case['question']))
        if nq in seen_q:
            fail('duplicate question %r' % case['question'])
        mk = meaning_key(case)
        if mk in seen_m:
            fail('duplicate meaning %r' % case['question'])
        seen_q.add(nq)
        seen_m.add(mk)
        case['answers'] = answers
        out.append({'id': '%s-%04d' % (PREFIX, i + 1), 'question': case['question'],
                    'answers': answers})
    none = sum(1 for c in CASES if c['kind'] == 'ambiguous')
    if not 0.03 <= none / len(CASES) <= 0.07:
        fail('%d "no answer" questions of %d' % (none, len(CASES)))
    return out


def dump(items):
    return json.dumps(items, ensure_ascii=False, indent=1) + '\n'


def main():
    args = sys.argv[1:]
    try:
        g = Graph(load_graph())
        items = build(g)
    except CheckFailed as e:
        print('CHECK FAILED: %s' % e, file=sys.stderr)
        sys.exit(1)
    files = {'newgraph-dev.json': dump(items[0::2]), 'newgraph-test.json': dump(items[1::2])}
    if '--stats' in args:
        kinds = collections.Counter(c['kind'] for c in CASES)
        rels = collections.Counter(c['args'].get('rel') for c in CASES)
        types = collections.Counter(answer_type(c) for c in CASES)
        print('kinds:', dict(kinds))
        print('relations:', dict(rels))
        print('answer types:', dict(types))
        print('answers per question:', dict(collections.Counter(len(c['answers']) for c in CASES)))
        return
    if '--explain' in args:
        for c, it in zip(CASES, items):
            print('%s  %-14s %s\n    %s\n    -> %s' % (it['id'], c['kind'], c['question'],
                  json.dumps(c['args'], default=str), c['answers']))
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
        print('ok: %d questions, files identical' % len(items))
        return
    for name, text in files.items():
        with open(os.path.join(HERE, name), 'w', encoding='utf-8', newline='\n') as f:
            f.write(text)
    print('%d questions: dev %d, test %d' % (len(items), len(items[0::2]), len(items[1::2])))


if __name__ == '__main__':
    main()
