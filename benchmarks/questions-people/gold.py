#!/usr/bin/env python3
"""Gold answers for the "people's wording" question set (YAGO11k and MultiTQ / ICEWS05-15).

Usage:  python3 gold.py [DATA_DIR]      (DATA_DIR defaults to ../../../shared/data)

Every question is stored below (QUESTIONS) as its text next to its meaning, the wording features
it exercises and how each entity is written in it.  This script loads both graphs, computes every
answer from the meaning, checks every question (README.md, "Checks"), and only if all checks pass
writes people-dev.json (positions 0, 2, 4, ...) and people-test.json (positions 1, 3, 5, ...)
next to itself.  Any failed check stops the run with "CHECK FAILED" and writes nothing.
Standard library only; the output is byte-identical on every run.
"""
import bisect
import collections
import gzip
import json
import os
import re
import sys
import unicodedata


class CheckFailed(Exception):
    pass


class Invalid(Exception):
    """A meaning whose preconditions do not hold in the data."""


def need(cond, why):
    if not cond:
        raise Invalid(why)


# =============================================================================================
# Names: how a typed name is matched against graph names
# =============================================================================================
# Letters that Unicode decomposition does not reduce to a plain letter.
SPECIAL = {'ð': 'd', 'Ð': 'D', 'ø': 'o', 'Ø': 'O', 'ß': 'ss', 'æ': 'ae', 'Æ': 'Ae', 'œ': 'oe',
           'Œ': 'Oe', 'đ': 'd', 'Đ': 'D', 'ł': 'l', 'Ł': 'L', 'þ': 'th', 'Þ': 'Th', 'ı': 'i',
           'ħ': 'h', 'ŀ': 'l'}
# The German way of typing umlauts without them (Schroeder for Schröder) is also accepted.
GERMAN = {'ä': 'ae', 'ö': 'oe', 'ü': 'ue', 'Ä': 'Ae', 'Ö': 'Oe', 'Ü': 'Ue'}


def fold(s):
    s = ''.join(SPECIAL.get(c, c) for c in s)
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if not unicodedata.combining(c))


def tokens(s):
    s = fold(s).lower().replace("'", '').replace('\u2019', '')
    return tuple(re.findall(r'[a-z0-9]+', s))


def _variants(entity):
    return {tokens(entity), tokens(''.join(GERMAN.get(c, c) for c in entity))}


def _subseq(a, b):
    it = iter(b)
    return all(x in it for x in a)


ARTICLE = re.compile(r'^(the|The) ')


def core(mention):
    return ARTICLE.sub('', mention)


def fits(mention, entity):
    """A typed name fits a graph name if its words (accents and case ignored) occur in the graph
    name in the same order, not necessarily next to each other ("Dmitry Medvedev" fits
    "Dmitry Anatolyevich Medvedev", "Aston Villa" fits "Aston Villa F.C.").  This is deliberately
    loose: the looser the fit, the stricter the uniqueness check."""
    m = tokens(core(mention))
    return bool(m) and any(_subseq(m, v) for v in _variants(entity))


# Everyday names people type for a graph entity (article removed, compared by words).
ALIASES = {
    'States': 'United States',
    'US': 'United States',
    'Britain': 'United Kingdom',
    'UK': 'United Kingdom',
    'Bombay': 'Mumbai',
    'Calcutta': 'Kolkata',
    'Madras': 'Chennai',
    'St Petersburg': 'Saint Petersburg',
    'Holland': 'Netherlands',
    'Kyiv': 'Kiev',
    'MIT': 'Massachusetts Institute of Technology',
    'Caltech': 'California Institute of Technology',
    'East Timor': 'Timor-Leste',
    'Vatican': 'Holy See',
    'UAE': 'United Arab Emirates',
    'Emirates': 'United Arab Emirates',
    'IMF': 'International Monetary Fund',
    'ASEAN': 'Association of Southeast Asian Nations',
    'UN refugee agency': 'High Commission for Refugees',
    'UNHCR': 'High Commission for Refugees',
    'Queen Elizabeth': 'Elizabeth II',
    'Pope Benedict': 'Benedict XVI',
    'Non-Aligned Movement': 'Nonaligned Movement',
}
_ALIAS_TOKENS = {tokens(k): v for k, v in ALIASES.items()}


def alias_of(mention):
    return _ALIAS_TOKENS.get(tokens(core(mention)))


def candidates(mention, pool):
    """Graph entities in pool that the typed name could mean."""
    out = {e for e in pool if fits(mention, e)}
    a = alias_of(mention)
    if a is not None and a in pool:
        out.add(a)
    return out


def is_ascii(s):
    return all(ord(c) < 128 for c in s)


def base_name(e):
    """A graph name without its trailing parenthesised disambiguator."""
    return re.sub(r' \([^()]*\)$', '', e)


# =============================================================================================
# Periods and dates
# =============================================================================================
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
          'October', 'November', 'December']


def window(period):
    """A period ('year', 2012) / ('month', '2012-05') / ('day', '2012-05-13') / None, as an
    inclusive (lo, hi) pair of YYYY-MM-DD strings; None = the whole graph."""
    if period is None:
        return (None, None)
    kind, v = period
    if kind == 'year':
        return ('%d-01-01' % v, '%d-12-31' % v)
    if kind == 'month':
        return (v + '-01', v + '-31')
    if kind == 'day':
        return (v, v)
    raise ValueError(period)


def period_texts(period):
    """The ways the period may be written in the question text (checked)."""
    if period is None:
        return []
    kind, v = period
    if kind == 'year':
        return [str(v)]
    if kind == 'month':
        y, m = v.split('-')
        return ['%s %s' % (MONTHS[int(m) - 1], y)]
    y, m, d = v.split('-')
    mn = MONTHS[int(m) - 1]
    return ['%d %s %s' % (int(d), mn, y), '%s %d, %s' % (mn, int(d), y),
            '%s %d %s' % (mn, int(d), y)]


def fmt_day(day, ask):
    return {'day': day, 'month': day[:7], 'year': day[:4]}[ask]


# =============================================================================================
# MultiTQ / ICEWS05-15: events on days
# =============================================================================================
def unquote(name):
    if len(name) >= 2 and name[0] == '"' and name[-1] == '"':
        name = name[1:-1].replace('""', '"')
    return name.replace('_', ' ')


class Events:
    def __init__(self, path):
        hrt = collections.defaultdict(set)
        hr = collections.defaultdict(set)
        rt = collections.defaultdict(set)
        pair = collections.defaultdict(list)
        self.count = collections.Counter()
        self.nfacts = 0
        self.selfloops = 0
        with gzip.open(path, 'rt', encoding='utf-8') as fh:
            for line in fh:
                line = line.rstrip('\n')
                if not line:
                    continue
                h, r, t, d = line.split('\t')
                h, r, t = unquote(h), unquote(r), unquote(t)
                self.nfacts += 1
                self.count[h] += 1
                self.count[t] += 1
                if h == t:
                    self.selfloops += 1
                    continue
                hrt[(h, r, t)].add(d)
                hr[(h, r)].add((d, t))
                rt[(r, t)].add((d, h))
                pair[(h, t)].append((d, r))
        self.hrt = {k: sorted(v) for k, v in hrt.items()}
        self.hr = {k: sorted(v) for k, v in hr.items()}
        self.rt = {k: sorted(v) for k, v in rt.items()}
        self.pair = {k: sorted(v) for k, v in pair.items()}
        self.relations = {r for (_, r) in self.hr}
        self.heads_of = collections.defaultdict(set)      # relation -> heads
        self.tails_of = collections.defaultdict(set)      # relation -> tails
        for (h, r) in self.hr:
            self.heads_of[r].add(h)
        for (r, t) in self.rt:
            self.tails_of[r].add(t)
        self.partners = collections.defaultdict(set)
        for (h, t) in self.pair:
            self.partners[h].add(t)
            self.partners[t].add(h)
        self.entities = set(self.count)
        self.first_day = min(d for v in self.hrt.values() for d in v[:1])
        self.last_day = max(v[-1] for v in self.hrt.values())


# Relation families: the relations that one everyday wording might be taken for.  A wording has
# an exact relation (what the gold uses) and its family (what the robustness checks also try).
# sym=True: the wording speaks of two parties alike ("A and B held talks"); every relation of the
# family is then read in both directions, and the exact answer is the union of both directions.
FAMILIES = {
    'visits': ['Make a visit', ('Host a visit', True)],
    'hosts': ['Host a visit', ('Make a visit', True)],
    'phone': ['Discuss by telephone'],
    'talks': ['Engage in negotiation', 'Consult', "Meet at a 'third' location"],
    'meet': ['Consult', "Meet at a 'third' location", 'Engage in negotiation'],
    'deal': ['Sign formal agreement', 'Express accord'],
    'criticism': ['Criticize or denounce', 'Accuse', 'Accuse of crime, corruption',
                  'Accuse of human rights abuses', 'Accuse of aggression', 'Accuse of war crimes',
                  'Accuse of espionage, treason', 'Complain officially'],
    'praise': ['Praise or endorse'],
    'statements': ['Make statement', 'Make optimistic comment', 'Make pessimistic comment',
                   'Make empathetic comment'],
    'appeals': ['Make an appeal or request',
                'Appeal for diplomatic cooperation (such as policy support)',
                'Appeal for aid', 'Appeal for economic aid', 'Appeal for humanitarian aid',
                'Appeal for military aid', 'Appeal to others to meet or negotiate',
                'Appeal for material cooperation', 'Appeal for economic cooperation',
                'Appeal for policy change', 'Appeal for release of persons or property',
                'Appeal for de-escalation of military engagement',
                'Appeal to others to settle dispute'],
    'threats': ['Threaten', 'Threaten with military force',
                'Threaten with sanctions, boycott, embargo', 'Threaten non-force',
                'Threaten to reduce or break relations', 'Give ultimatum'],
    'coop': ['Express intent to cooperate', 'Engage in diplomatic cooperation',
             'Express intent to engage in diplomatic cooperation (such as policy support)',
             'Engage in material cooperation', 'Cooperate economically', 'Cooperate militarily',
             'Express intent to cooperate economically'],
    'intent_meet': ['Express intent to meet or negotiate'],
    'aid': ['Provide aid', 'Provide humanitarian aid', 'Provide economic aid',
            'Provide military aid'],
    'sanctions': ['Impose embargo, boycott, or sanctions', 'Impose administrative sanctions'],
    'reject': ['Reject'],
    'demand': ['Demand'],
}

# wording -> (family, symmetric, regex of the words the question must use for it)
WORDINGS = {
    'visit': ('visits', False,
              r'\b(visit(s|ed|ing|or|ors)?|trips?|travel(l?ed)?|fl(y|ew)|went|go|come|came|'
              r'dropp?e?d? in|call(ed)? on|jet(ted)? off|head(ed)? (to|for))\b'),
    'host': ('hosts', False,
             r'\b(host(s|ed|ing)?|welcom(e|ed|ing)|receiv(e|ed|ing)|visit(s|ed|or|ors)?|guest)\b'),
    'phone': ('phone', True, r'\b(phone|telephone|call(s|ed|er|ers)?|rang|ring)\b'),
    'talks': ('talks', True, r'\b(talks|negotiat(e|ed|ions|ing))\b'),
    'meet': ('meet', True, r'\b(meet|met|meeting|consult(ed|ations)?|sit down|sat down)\b'),
    'deal': ('deal', True, r'\b(deal|agreement|pact|accord|sign(ed)?)\b'),
    'criticise': ('criticism', False,
                  r'\b(criti[cs]i[sz](e|ed|m)|critic|slamm?(ed)?|condemn(ed)?|denounc(e|ed)|hit out|blast(ed)?|lash(ed)? out)\b'),
    'praise': ('praise', False, r'\b(prais(e|ed)|hail(ed)?|laud(ed)?|commend(ed)?|applaud(ed)?|kind words)\b'),
    'statement': ('statements', False, r'\b(statement|comment(ed)?|sa(y|id)|remarks?)\b'),
    'appeal': ('appeals', False, r'\b(appeal(ed)?|urg(e|ed)|request|plea|ask(ed)?)\b'),
    'threaten': ('threats', False, r'\b(threat(en|ened|s)?)\b'),
    'cooperate': ('coop', False, r'\b(cooperat(e|ion)|co-operat(e|ion)|work together)\b'),
    'intent_meet': ('intent_meet', False, r'\b(wish(ed)? to meet|want(ed)? to meet|intention to meet|willing(ness)? to meet)\b'),
    'aid': ('aid', False, r'\b(aid|help(ed)?|assistance)\b'),
    'sanction': ('sanctions', False, r'\b(sanction(s|ed)?|embargo|boycott)\b'),
    'reject': ('reject', False, r'\b(reject(ed)?|rebuff(ed)?|turn(ed)? down)\b'),
    'demand': ('demand', False, r'\b(demand(s|ed)?)\b'),
}


# Families of direct contact between two parties (see ev_yesno).
CONTACT = ('visits', 'hosts', 'phone', 'talks', 'meet')


def readings(w):
    """(exact, family) readings of a wording, each a set of (relation, flip); flip = the wording's
    subject is the graph's tail."""
    fam, sym, _ = WORDINGS[w]
    members = [(m, False) if isinstance(m, str) else m for m in FAMILIES[fam]]
    exact = {members[0]}
    family = set(members)
    if sym:
        exact |= {(r, not f) for r, f in exact}
        family |= {(r, not f) for r, f in family}
    return exact, family


def clause_items(G, s, w, o, win, reads):
    """(day, open-side entity or None) of the clause (s, w, o) under the given readings."""
    lo, hi = win
    out = set()
    for rel, flip in reads:
        h, t = (o, s) if flip else (s, o)
        if h is not None and t is not None:
            for d in G.hrt.get((h, rel, t), ()):
                out.add((d, None))
            continue
        seq = G.hr.get((h, rel), ()) if t is None else G.rt.get((rel, t), ())
        for d, e in seq:
            out.add((d, e))
    return sorted(x for x in out
                  if (lo is None or x[0] >= lo) and (hi is None or x[0] <= hi))


def select(items, sel, ask):
    if not items:
        return ()
    if sel == 'first':
        d0 = items[0][0]
        items = [x for x in items if x[0] == d0]
    elif sel == 'last':
        d1 = items[-1][0]
        items = [x for x in items if x[0] == d1]
    if ask == 'entity':
        return tuple(sorted({e for _, e in items}))
    return tuple(sorted({fmt_day(d, ask) for d, _ in items}))


def robust_select(G, s, w, o, win, sel, ask):
    """The exact answer; every single family reading must give the same answer or none, and so
    must the union of the family."""
    exact, family = readings(w)
    gold = select(clause_items(G, s, w, o, win, exact), sel, ask)
    need(gold, 'no answer under the exact relation')
    union = select(clause_items(G, s, w, o, win, family), sel, ask)
    need(union == gold, 'the family union gives %s' % (union,))
    for rd in sorted(family):
        a = select(clause_items(G, s, w, o, win, {rd}), sel, ask)
        need(not a or a == gold, 'reading %s gives %s' % (rd, a))
    return gold


def ev_yesno(G, s, w, o, period):
    win = window(period)
    exact, family = readings(w)
    if clause_items(G, s, w, o, win, exact):
        return ('yes',)
    need(not clause_items(G, s, w, o, win, family), '"no" but a family reading holds')
    conv = {(r, not f) for r, f in family}
    need(not clause_items(G, s, w, o, win, conv), '"no" but a converse reading holds')
    if WORDINGS[w][0] in CONTACT:
        # "Did A and B talk on the phone?" is not answered "no" while they met, negotiated or
        # visited each other in the period: a reader could count any contact.
        allc = set()
        for fam in CONTACT:
            allc |= {(m if isinstance(m, str) else m[0], f) for m in FAMILIES[fam]
                     for f in (False, True)}
        need(not clause_items(G, s, w, o, win, allc), '"no" but they were in contact')
    need(clause_items(G, s, w, o, (None, None), exact), '"no" and the fact never holds at all')
    return ('no',)


def ev_count(G, s, w, o, period):
    win = window(period)
    exact, family = readings(w)
    days = {d for d, _ in clause_items(G, s, w, o, win, exact)}
    need(days, 'count 0')
    fam_days = {d for d, _ in clause_items(G, s, w, o, win, family)}
    need(fam_days == days, 'the family counts %d days, the exact relation %d'
         % (len(fam_days), len(days)))
    return (str(len(days)),)


def ev_what(G, a, b, period):
    lo, hi = window(period)
    rels = collections.Counter()
    for (h, t) in ((a, b), (b, a)):
        for d, r in G.pair.get((h, t), ()):
            if lo <= d <= hi:
                rels[r] += 1
    need(rels, 'nothing between them in the period')
    return tuple(sorted(rels))


def ref_day(G, ref):
    """ref = (A, wording, B, which) with which in only / first / last."""
    a, w, b, which = ref
    exact, family = readings(w)
    days = sorted({d for d, _ in clause_items(G, a, w, b, (None, None), exact)})
    union = sorted({d for d, _ in clause_items(G, a, w, b, (None, None), family)})
    if which == 'only':
        need(len(days) == 1, 'the reference holds on %d days' % len(days))
        need(union == days, 'the reference family holds on other days too')
        return days[0]
    need(len(days) >= 2, 'first/last reference on fewer than 2 days')
    for rd in sorted(family):
        ds = sorted({d for d, _ in clause_items(G, a, w, b, (None, None), {rd})})
        need(not ds or ds == days, 'a family reading of the reference holds on other days')
    return days[0] if which == 'first' else days[-1]


def prev_day(day):
    import datetime
    return (datetime.date.fromisoformat(day) - datetime.timedelta(days=1)).isoformat()


def next_day(day):
    import datetime
    return (datetime.date.fromisoformat(day) + datetime.timedelta(days=1)).isoformat()


def ev_ref(G, ref, op, main, sel, ask):
    """A main clause timed by a reference clause."""
    day = ref_day(G, ref)
    s, w, o = main
    if op == 'after':
        need(sel == 'first', 'after needs first')
        gold = robust_select(G, s, w, o, (next_day(day), None), sel, ask)
        wide = robust_select(G, s, w, o, (day, None), sel, ask)
        need(wide == gold, 'the answer changes if the reference day itself is counted')
        return gold
    if op == 'before':
        need(sel == 'last', 'before needs last')
        gold = robust_select(G, s, w, o, (None, prev_day(day)), sel, ask)
        wide = robust_select(G, s, w, o, (None, day), sel, ask)
        need(wide == gold, 'the answer changes if the reference day itself is counted')
        return gold
    if op == 'day':
        return robust_select(G, s, w, o, (day, day), sel, ask)
    if op == 'month':
        return robust_select(G, s, w, o, window(('month', day[:7])), sel, ask)
    if op == 'year':
        return robust_select(G, s, w, o, window(('year', int(day[:4]))), sel, ask)
    raise ValueError(op)


def ev_clause_context(G, s, w, o, slot):
    """Entities that could stand in the slot ('s' or 'o') of the clause, given the other side."""
    _, family = readings(w)
    out = set()
    for rel, flip in family:
        # graph head/tail of the slot
        slot_is_head = (slot == 's') != flip
        other = o if slot == 's' else s
        if other is None or other == AMB:
            out |= G.heads_of[rel] if slot_is_head else G.tails_of[rel]
        elif slot_is_head:
            out |= {e for _, e in G.rt.get((rel, other), ())}
        else:
            out |= {e for _, e in G.hr.get((other, rel), ())}
    return out


# =============================================================================================
# YAGO11k: facts true over intervals
# =============================================================================================
YRELS = ('playsFor', 'wasBornIn', 'hasWonPrize', 'isMarriedTo', 'created', 'diedIn',
         'isAffiliatedTo', 'owns', 'graduatedFrom', 'worksAt')
STATES = ('playsFor', 'isMarriedTo', 'isAffiliatedTo', 'owns', 'worksAt')
YDATE = re.compile(r'^(-?\d{1,4})-(\d\d|##)-(\d\d|##)$')


class Malformed(Exception):
    pass


def parse_ydate(s):
    """(year, month|None, day|None); None for '####-##-##' (unknown, an open end)."""
    if s == '####-##-##':
        return None
    m = YDATE.match(s)
    if not m:
        raise Malformed(s)
    y = int(m.group(1))
    mo = None if m.group(2) == '##' else int(m.group(2))
    d = None if m.group(3) == '##' else int(m.group(3))
    if y < 1000:                       # BC and 3-digit years: implausible for these relations
        raise Malformed(s)
    if mo is None and d is not None:
        raise Malformed(s)
    if mo is not None and not 1 <= mo <= 12:
        raise Malformed(s)
    if d is not None and not 1 <= d <= 31:
        raise Malformed(s)
    return (y, mo, d)


def fmt_ydate(t, ask):
    """ask 'year' -> YYYY; 'when' -> the precision the graph has."""
    y, m, d = t
    if ask == 'year' or m is None:
        return '%04d' % y
    if d is None:
        return '%04d-%02d' % (y, m)
    return '%04d-%02d-%02d' % (y, m, d)


def ends_before_start(s, e):
    for a, b in zip(s, e):
        if a is None or b is None:
            return False
        if b != a:
            return b < a
    return False


Fact = collections.namedtuple('Fact', 'h r t s e')


class Intervals:
    def __init__(self, datadir):
        self.facts = []
        self.skipped = []
        self.tainted = set()
        self.lines = 0
        for part in ('train', 'valid', 'test'):
            with gzip.open(os.path.join(datadir, part + '.txt.gz'), 'rt', encoding='utf-8') as fh:
                for line in fh:
                    line = line.rstrip('\n')
                    if not line:
                        continue
                    self.lines += 1
                    f = line.split('\t')
                    h, r, t = (x.strip('<>').replace('_', ' ') for x in f[:3])
                    try:
                        if len(f) != 5 or r not in YRELS:
                            raise Malformed(line)
                        s, e = parse_ydate(f[3]), parse_ydate(f[4])
                        if s is None:
                            raise Malformed(line)
                        if e is not None and ends_before_start(s, e):
                            raise Malformed(line)
                    except Malformed:
                        self.skipped.append(line)
                        self.tainted |= {h, t}
                        continue
                    self.facts.append(Fact(h, r, t, s, e))
        self.by_head = collections.defaultdict(list)
        self.by_tail = collections.defaultdict(list)
        self.heads_of = collections.defaultdict(set)
        self.tails_of = collections.defaultdict(set)
        for f in self.facts:
            self.by_head[(f.h, f.r)].append(f)
            self.by_tail[(f.r, f.t)].append(f)
            self.heads_of[f.r].add(f.h)
            self.tails_of[f.r].add(f.t)
        self.entities = set()
        for f in self.facts:
            self.entities |= {f.h, f.t}
        self.married = self.heads_of['isMarriedTo'] | self.tails_of['isMarriedTo']

    def of(self, x, r):
        """(other, fact) for the facts of x as subject of r; isMarriedTo read both ways."""
        out = [(f.t, f) for f in self.by_head.get((x, r), ())]
        if r == 'isMarriedTo':
            out += [(f.h, f) for f in self.by_tail.get((r, x), ())]
        return out

    def into(self, r, o):
        """(subject, fact) for the facts of r with object o; isMarriedTo read both ways."""
        out = [(f.h, f) for f in self.by_tail.get((r, o), ())]
        if r == 'isMarriedTo':
            out += [(f.t, f) for f in self.by_head.get((o, r), ())]
        return out

    def pair(self, x, r, o):
        return [f for (t, f) in self.of(x, r) if t == o]


def covers(f, year):
    return f.e is not None and f.s[0] <= year <= f.e[0]


def state_in_year(Y, facts, year):
    """facts: (other, fact).  The others whose closed facts cover the year; no open-ended fact
    that starts in or before the year may exist (it might cover the year, or not)."""
    need(not [f for _, f in facts if f.e is None and f.s[0] <= year],
         'an open-ended fact might cover %d' % year)
    return tuple(sorted({o for o, f in facts if covers(f, year)}))


def y_state(Y, s, r, o, year):
    need(r in STATES, 'not a state')
    if s is not None and o is not None:
        fs = Y.pair(s, r, o)
        need(fs, 'no such fact')
        if any(covers(f, year) for f in fs):
            return ('yes',)
        need(not [f for f in fs if f.e is None and f.s[0] <= year], 'open end: unknown')
        return ('no',)
    facts = Y.of(s, r) if o is None else Y.into(r, o)
    ans = state_in_year(Y, facts, year)
    need(ans, 'nobody in that year')
    return ans


def one(values, why):
    vals = sorted(set(values))
    need(len(vals) == 1, '%s: %s' % (why, vals))
    return tuple(vals)


def y_start(Y, s, r, o, ask):
    fs = Y.pair(s, r, o)
    need(fs, 'no such fact')
    return one([fmt_ydate(f.s, ask) for f in fs], 'starts differ')


def y_end(Y, s, r, o, ask):
    fs = Y.pair(s, r, o)
    need(fs and all(f.e is not None for f in fs), 'no known end')
    return one([fmt_ydate(f.e, ask) for f in fs], 'ends differ')


def y_length(Y, s, r, o):
    fs = Y.pair(s, r, o)
    need(fs and all(f.e is not None for f in fs), 'no known end')
    return one([str(f.e[0] - f.s[0]) for f in fs], 'lengths differ')


def y_instant(Y, x, r, ask):
    """ask 'place' -> the tail; 'year' / 'when' -> the date."""
    fs = [f for _, f in Y.of(x, r)]
    need(fs, 'no such fact')
    if ask == 'place':
        return one([f.t for f in fs], 'several places')
    return one([fmt_ydate(f.s, ask) for f in fs], 'several dates')


def event_year_ok(facts, year):
    """No fact may span the year without starting in it (an event is dated by its start)."""
    need(not [f for _, f in facts if f.s[0] < year and f.e is not None and f.e[0] >= year],
         'a fact starting earlier lasts into %d' % year)


def y_event_who(Y, r, o, year):
    facts = Y.into(r, o)
    event_year_ok(facts, year)
    ans = tuple(sorted({x for x, f in facts if f.s[0] == year}))
    need(ans, 'nobody that year')
    return ans


def y_event_what(Y, s, r, year):
    facts = Y.of(s, r)
    event_year_ok(facts, year)
    ans = tuple(sorted({x for x, f in facts if f.s[0] == year}))
    need(ans, 'nothing that year')
    return ans


def y_joined(Y, s, r, year):
    """The others of s whose fact of r starts in the year ("Which club did X join in 1996?")."""
    ans = tuple(sorted({o for o, f in Y.of(s, r) if f.s[0] == year}))
    need(ans, 'nothing starts that year')
    return ans


def y_all(Y, s, r):
    """Every other of s under r ("Where did X study?")."""
    ans = tuple(sorted({o for o, _ in Y.of(s, r)}))
    need(ans, 'none')
    return ans


def y_event_yesno(Y, s, r, o, year):
    fs = Y.pair(s, r, o)
    need(fs, 'no such fact')
    return ('yes',) if any(f.s[0] == year for f in fs) else ('no',)


def y_order(Y, s, r, sel):
    starts = collections.defaultdict(set)
    for o, f in Y.of(s, r):
        starts[o].add(f.s[0])
    need(len(starts) >= 2, 'fewer than two')
    first = {o: min(v) for o, v in starts.items()}
    if r == 'isMarriedTo':
        need(all(len(v) == 1 for v in starts.values()), 'the two directions disagree')
    if sel == 'first':
        y = min(first.values())
    else:
        need(all(f.s[0] == first[o] for o, f in Y.of(s, r)), 'a second spell')
        y = max(first.values())
    return tuple(sorted(o for o, v in first.items() if v == y))


def y_spouses(Y, x):
    ans = tuple(sorted({o for o, _ in Y.of(x, 'isMarriedTo')}))
    need(ans, 'never married')
    return ans


def y_during(Y, x, r_ask, r_ref, o_ref):
    need(r_ask != r_ref and r_ask in STATES, 'bad relations')
    fs = Y.pair(x, r_ref, o_ref)
    need(fs, 'no reference fact')
    year = int(one([f.s[0] for f in fs], 'reference years differ')[0])
    ans = state_in_year(Y, Y.of(x, r_ask), year)
    need(ans, 'nothing in the reference year')
    return ans


# =============================================================================================
# Meanings
# =============================================================================================
# MultiTQ meanings (graph 'm'):
#   ('yesno', S, w, O, period)                 Did S w O in period?  (sym wording: both directions)
#   ('count', S, w, O, period)                 on how many days
#   ('what', A, B, period)                     relations between A and B, both directions
#   ('pick', S, w, O, period, sel, ask)        one side None = asked (ask 'entity'), or both set
#                                              and ask 'day'/'month'/'year'; sel first/last/all
#   ('ref', (A, w, B, only|first|last), op, (S, w, O), sel, ask)
#                                              op after/before/day/month/year
# YAGO meanings (graph 'y'):
#   ('state', S, r, O, year)   one side None -> who/which; both -> yes/no
#   ('start', S, r, O, ask) ('end', S, r, O, ask) ('length', S, r, O)
#   ('instant', X, r, ask)     ask place/year/when
#   ('event_who', r, O, year) ('event_what', S, r, year) ('event_yesno', S, r, O, year)
#   ('event_when', S, r, O, ask) -> same as start
#   ('order', S, r, first|last) ('spouses', X) ('during', X, r_ask, r_ref, O_ref)
#   ('joined', S, r, year)     the others whose fact starts in the year
#   ('all', S, r)              every other of S
# A slot may hold AMB (below) instead of an entity: the question is ambiguous.
AMB = '?'


def evaluate(G, Y, graph, m):
    k = m[0]
    if graph == 'm':
        if k == 'yesno':
            return ev_yesno(G, *m[1:])
        if k == 'count':
            return ev_count(G, *m[1:])
        if k == 'what':
            return ev_what(G, *m[1:])
        if k == 'pick':
            s, w, o, period, sel, ask = m[1:]
            return robust_select(G, s, w, o, window(period), sel, ask)
        if k == 'ref':
            return ev_ref(G, *m[1:])
    else:
        if k == 'state':
            return y_state(Y, *m[1:])
        if k in ('start', 'event_when'):
            return y_start(Y, *m[1:])
        if k == 'end':
            return y_end(Y, *m[1:])
        if k == 'length':
            return y_length(Y, *m[1:])
        if k == 'instant':
            return y_instant(Y, *m[1:])
        if k == 'event_who':
            return y_event_who(Y, *m[1:])
        if k == 'event_what':
            return y_event_what(Y, *m[1:])
        if k == 'event_yesno':
            return y_event_yesno(Y, *m[1:])
        if k == 'joined':
            return y_joined(Y, *m[1:])
        if k == 'all':
            return y_all(Y, *m[1:])
        if k == 'order':
            return y_order(Y, *m[1:])
        if k == 'spouses':
            return y_spouses(Y, *m[1:])
        if k == 'during':
            return y_during(Y, *m[1:])
    raise ValueError(m)


def answer_kind(graph, m):
    """entity / yesno / count / relations / date"""
    k = m[0]
    if k in ('yesno', 'event_yesno'):
        return 'yesno'
    if k == 'state':
        return 'yesno' if m[1] is not None and m[3] is not None else 'entity'
    if k in ('count', 'length'):
        return 'count'
    if k == 'what':
        return 'relations'
    if k in ('pick', 'ref'):
        return 'entity' if m[-1] == 'entity' else 'date'
    if k == 'instant':
        return 'entity' if m[3] == 'place' else 'date'
    if k in ('start', 'end', 'event_when'):
        return 'date'
    return 'entity'


def slots(G, Y, graph, m):
    """(entity-or-AMB, context pool, setter) for every named entity of the meaning; the pool is
    the set of graph entities that could fill the slot given the relation and the other named
    entity (the brief's "context"), and setter(e) rebuilds the meaning with e in the slot."""
    k = m[0]
    out = []

    def put(seq, i, v):
        seq = list(seq)
        seq[i] = v
        return tuple(seq)

    if graph == 'm':
        if k in ('yesno', 'count', 'pick'):
            s, w, o = m[1], m[2], m[3]
            if s is not None:
                out.append((s, ev_clause_context(G, s, w, o, 's'), lambda e: put(m, 1, e)))
            if o is not None:
                out.append((o, ev_clause_context(G, s, w, o, 'o'), lambda e: put(m, 3, e)))
        elif k == 'what':
            a, b = m[1], m[2]
            out.append((a, G.partners[b] if b != AMB else G.entities, lambda e: put(m, 1, e)))
            out.append((b, G.partners[a] if a != AMB else G.entities, lambda e: put(m, 2, e)))
        elif k == 'ref':
            (a, w1, b, which), op, (s, w2, o) = m[1], m[2], m[3]
            out.append((a, ev_clause_context(G, a, w1, b, 's'),
                        lambda e: put(m, 1, (e, w1, b, which))))
            out.append((b, ev_clause_context(G, a, w1, b, 'o'),
                        lambda e: put(m, 1, (a, w1, e, which))))
            if s is not None:
                out.append((s, ev_clause_context(G, s, w2, o, 's'),
                            lambda e: put(m, 3, (e, w2, o))))
            if o is not None:
                out.append((o, ev_clause_context(G, s, w2, o, 'o'),
                            lambda e: put(m, 3, (s, w2, e))))
        return out

    def subj_pool(r, o):
        if o is None or o == AMB:
            return Y.married if r == 'isMarriedTo' else Y.heads_of[r]
        return {x for x, _ in Y.into(r, o)}

    def obj_pool(s, r):
        if s is None or s == AMB:
            return Y.married if r == 'isMarriedTo' else Y.tails_of[r]
        return {x for x, _ in Y.of(s, r)}

    if k in ('state', 'start', 'end', 'length', 'event_when', 'event_yesno'):
        s, r, o = m[1], m[2], m[3]
        if s is not None:
            out.append((s, subj_pool(r, o), lambda e: put(m, 1, e)))
        if o is not None:
            out.append((o, obj_pool(s, r), lambda e: put(m, 3, e)))
    elif k == 'instant':
        out.append((m[1], Y.heads_of[m[2]], lambda e: put(m, 1, e)))
    elif k == 'event_who':
        out.append((m[2], Y.tails_of[m[1]], lambda e: put(m, 2, e)))
    elif k in ('event_what', 'order', 'joined', 'all'):
        out.append((m[1], Y.heads_of[m[2]], lambda e: put(m, 1, e)))
    elif k == 'spouses':
        out.append((m[1], Y.married, lambda e: put(m, 1, e)))
    elif k == 'during':
        x, ra, rr, o = m[1:]
        out.append((x, Y.heads_of[ra] & subj_pool(rr, o), lambda e: put(m, 1, e)))
        out.append((o, obj_pool(x, rr), lambda e: put(m, 4, e)))
    return out


def meaning_years(m):
    return [v for v in m[1:] if isinstance(v, int)]


def meaning_period(graph, m):
    if graph == 'm' and m[0] in ('yesno', 'count'):
        return m[4]
    if graph == 'm' and m[0] == 'what':
        return m[3]
    if graph == 'm' and m[0] == 'pick':
        return m[4]
    return None


# =============================================================================================
# Wording features
# =============================================================================================
# feature -> what it means.  In QUESTIONS each feature carries its cue: the words of the text
# that exercise it (checked to occur in the text; name features are also checked against the
# graph name they stand for).
FEATURES = collections.OrderedDict([
    ('short_club', 'a club or company without its suffix or prefix ("Aston Villa", "Porto")'),
    ('short_person', 'a person without the parenthesised disambiguator ("Kevin Sharp")'),
    ('part_name', 'part of a long name ("the Labour Party", "Dmitry Medvedev")'),
    ('no_accent', 'a name typed without its accents or special letters ("Gudjohnsen")'),
    ('surname', 'a surname alone ("Merkel")'),
    ('everyday', 'an everyday name for a place or body ("Bombay", "East Timor", "the IMF")'),
    ('agent_noun', 'the relation said by an agent or event noun ("visitor", "birthplace")'),
    ('preposition', 'the relation said by a preposition ("spend at", "at Arsenal in 1999")'),
    ('verb', 'a verb the relation name does not hold ("tie the knot", "pass away", "slam")'),
    ('pair', 'two parties of a symmetric relation named together ("A and B")'),
    ('frame', 'a frame for what happened between two ("What was reported between A and B")'),
    ('after', 'reference clause: after'),
    ('following', 'reference clause: following'),
    ('once', 'reference clause: once'),
    ('when', 'reference clause: when'),
    ('by_the_time', 'reference clause: by the time'),
    ('in_the_wake_of', 'reference clause: in the wake of'),
    ('right_after', 'reference clause: right after'),
    ('the_time_that', 'reference clause: the time that'),
    ('as_soon_as', 'reference clause: as soon as'),
    ('prior_to', 'reference clause: prior to'),
    ('ahead_of', 'reference clause: ahead of'),
    ('no_answer', 'a short name that fits two entities equally: expects "no answer"'),
])
NAME_FEATURES = ('short_club', 'short_person', 'part_name', 'no_accent', 'surname', 'everyday',
                 'no_answer')
REF_FEATURES = ('after', 'following', 'once', 'when', 'by_the_time', 'in_the_wake_of',
                'right_after', 'the_time_that', 'as_soon_as', 'prior_to', 'ahead_of')
REF_CUE = {'after': r'\bafter\b', 'following': r'\bfollowing\b', 'once': r'\bonce\b',
           'when': r'\bwhen\b', 'by_the_time': r'\bby the time\b',
           'in_the_wake_of': r'\bin the wake of\b', 'right_after': r'\bright after\b',
           'the_time_that': r'\bthe (first |last )?time that\b', 'as_soon_as': r'\bas soon as\b',
           'prior_to': r'\bprior to\b', 'ahead_of': r'\bahead of\b'}
# which reference operations a cue may stand for
REF_OPS = {'after': ('after',), 'following': ('after',), 'once': ('after',),
           'when': ('day', 'month', 'year', 'during'), 'by_the_time': ('before',),
           'in_the_wake_of': ('after',), 'right_after': ('after',),
           'the_time_that': ('after', 'before', 'day', 'month', 'year'), 'as_soon_as': ('after',),
           'prior_to': ('before',), 'ahead_of': ('before',)}


# =============================================================================================
# Checks
# =============================================================================================
YESNO_Q = re.compile(r'^(Did|Was|Were|Is|Has|Had|Do|Does)\b')
COUNT_Q = re.compile(r'\bhow (many|long|often)\b', re.I)
DATE_Q = re.compile(r'\b(when|what year|which year|what date|which date|which day|what day|'
                    r'what month|which month)\b', re.I)
ENTITY_Q = re.compile(r'\b(who|whom|whose|which|what|where)\b', re.I)
YEAR_Q = re.compile(r'\b(what|which) year\b', re.I)
MONTH_Q = re.compile(r'\b(what|which) month\b', re.I)
ISO = re.compile(r'\b\d{4}-\d\d\b')


def as_list(v):
    return list(v) if isinstance(v, (list, tuple)) else [v]


def mention_ok(G, Y, graph, ent, mention, pool, intended=True):
    """A typed name that is not the graph name must fit exactly one entity of the slot's pool
    (an entity of the pool that has the typed name as its very name fits it too)."""
    if mention == ent:
        return None
    cands = candidates(mention, pool)
    if cands != {ent}:
        return 'mention %r fits %s in its context' % (mention, sorted(cands)[:6])
    return None


def check_names_feature(G, Y, graph, feat, mention, ent):
    t = tokens(core(mention))
    if feat == 'short_club':
        clubs = Y.tails_of['playsFor'] | Y.tails_of['owns'] if graph == 'y' else G.entities
        return ent in clubs and mention != ent and len(t) < len(tokens(ent)) and fits(mention, ent)
    if feat == 'short_person':
        return ent != base_name(ent) and t == tokens(base_name(ent))
    if feat == 'part_name':
        return fits(mention, ent) and len(t) < len(tokens(ent))
    if feat == 'no_accent':
        return is_ascii(mention) and not is_ascii(ent) and fits(mention, ent)
    if feat == 'surname':
        return len(t) == 1 and t[0] == tokens(base_name(ent))[-1]
    if feat == 'everyday':
        return alias_of(mention) == ent
    if feat == 'no_answer':
        return ent == AMB
    return False


def is_pair(graph, m):
    if graph == 'm':
        if m[0] == 'what':
            return True
        if m[0] in ('yesno', 'count', 'pick'):
            return WORDINGS[m[2]][1] and m[1] is not None and m[3] is not None
        return False
    return m[0] in ('state', 'start', 'end', 'length') and m[2] == 'isMarriedTo' \
        and m[1] is not None and m[3] is not None


def check_question(G, Y, q, seen):
    graph, feats, text, m, names = q[:5]
    why = q[5] if len(q) > 5 else ''

    def fail(msg):
        raise CheckFailed('%r: %s' % (text, msg))

    if graph not in ('m', 'y'):
        fail('unknown graph')
    if text in seen:
        fail('duplicate text')
    seen.add(text)
    low = text.lower()
    # --- features and their cues
    if not feats:
        fail('no wording feature')
    for f, v in feats.items():
        if f not in FEATURES:
            fail('unknown feature %s' % f)
        for cue in as_list(v):
            if cue not in text and cue.lower() not in low:
                fail('cue %r of %s not in the text' % (cue, f))
            if f in NAME_FEATURES:
                if cue not in names:
                    fail('name cue %r is not a listed mention' % cue)
                if not check_names_feature(G, Y, graph, f, cue, names[cue]):
                    fail('%r is not a %s form of %r' % (cue, f, names[cue]))
        if f in REF_FEATURES:
            if not re.search(REF_CUE[f], low):
                fail('reference cue %s missing' % f)
            op = m[2] if m[0] == 'ref' else ('during' if m[0] == 'during' else None)
            if op not in REF_OPS[f]:
                fail('cue %s does not fit the operation %s' % (f, op))
        if f in ('pair', 'frame') and not is_pair(graph, m):
            fail('%s on a meaning that is not about a pair' % f)
        if f == 'frame' and m[0] != 'what':
            fail('frame on a meaning that is not "what happened"')
    if graph == 'm':
        ws = [m[2]] if m[0] in ('yesno', 'count', 'pick') else \
            [m[1][1], m[3][1]] if m[0] == 'ref' else []
        for w in ws:
            if not re.search(WORDINGS[w][2], text, re.I):
                fail('no word for the wording %r' % w)
    if ('no_answer' in feats) != (AMB in names.values()):
        fail('no_answer feature and AMB slot must go together')
    if ('no_answer' in feats) != bool(why):
        fail('a "no answer" question, and only such a question, says why it is ambiguous')
    # first / last in the main clause as the meaning says
    if graph == 'm' and m[0] in ('pick', 'ref'):
        sel = m[-2]
        quick = any(f in feats for f in ('right_after', 'as_soon_as'))
        if sel == 'first' and not quick and not re.search(r'\b(first|earliest)\b', low):
            fail('"first" meaning without "first" in the text')
        if sel == 'last' and not re.search(r'\b(last|latest|most recent)\b', low):
            fail('"last" meaning without "last" in the text')
        if sel == 'all' and (m[0] == 'pick' or m[1][3] == 'only') and \
                re.search(r'\b(first|last)\b', low):
            fail('"all" meaning with first/last in the text')
    # --- names
    sl = slots(G, Y, graph, m)
    used = set()
    amb = []
    for ent, pool, setter in sl:
        if ent == AMB:
            ms = [k for k, v in names.items() if v == AMB]
            if len(ms) != 1:
                fail('one ambiguous mention expected')
            amb.append((ms[0], pool, setter))
            used.add(ms[0])
            continue
        if graph == 'y' and ent in Y.tainted:
            fail('%r has a skipped (noisy) fact' % ent)
        if ent not in (G.entities if graph == 'm' else Y.entities):
            fail('%r is not a graph entity' % ent)
        ms = [k for k, v in names.items() if v == ent] or [ent]
        for mention in ms:
            used.add(mention)
            if not re.search(r'(?<!\w)' + re.escape(mention) + r'(?!\w)', text):
                fail('mention %r not in the text' % mention)
            prob = mention_ok(G, Y, graph, ent, mention, pool)
            if prob:
                fail(prob)
    if set(names) - used:
        fail('listed mentions not used: %s' % sorted(set(names) - used))
    # --- answer
    if amb:
        if len(amb) != 1:
            fail('more than one ambiguous slot')
        mention, pool, setter = amb[0]
        if not re.search(r'(?<!\w)' + re.escape(mention) + r'(?!\w)', text):
            fail('mention %r not in the text' % mention)
        cands = sorted(candidates(mention, pool))
        if len(cands) < 2:
            fail('ambiguous mention %r fits %s' % (mention, cands))
        readings_ = {}
        for c in cands:
            try:
                readings_[c] = evaluate(G, Y, graph, setter(c))
            except Invalid:
                pass
        if len(readings_) < 2 or len(set(readings_.values())) < 2:
            fail('ambiguous mention %r: the readings do not disagree: %s' % (mention, readings_))
        answers = ('no answer',)
        kind = answer_kind(graph, setter(cands[0]))
    else:
        try:
            answers = evaluate(G, Y, graph, m)
        except Invalid as e:
            fail('invalid: %s' % e)
        kind = answer_kind(graph, m)
        if not answers:
            fail('empty answer')
        if kind == 'entity':
            ents = G.entities if graph == 'm' else Y.entities
            if not all(a in ents for a in answers):
                fail('answer not an entity')
            if len(answers) > 6:
                fail('more than 6 answers')
        elif kind == 'yesno':
            if answers not in (('yes',), ('no',)):
                fail('bad yes/no')
        elif kind == 'count':
            if len(answers) != 1 or not answers[0].isdigit():
                fail('bad count')
        elif kind == 'date':
            if not all(re.match(r'^\d{4}(-\d\d(-\d\d)?)?$', a) for a in answers):
                fail('bad date')
        elif kind == 'relations':
            if not all(a in G.relations for a in answers):
                fail('bad relation')
    # --- question word fits the answer kind
    if kind == 'yesno' and not YESNO_Q.search(text):
        fail('a yes/no question must start with Did/Was/...')
    if kind == 'count' and not COUNT_Q.search(text):
        fail('a count question must say how many / how long')
    if kind == 'date':
        if not DATE_Q.search(text):
            fail('a date question must ask when / which year / ...')
        ask = m[-1] if graph == 'm' or m[0] != 'instant' else m[3]
        if bool(YEAR_Q.search(text)) != (ask == 'year') and not amb:
            fail('"which year" wording and the year granularity must go together')
        if graph == 'm' and bool(MONTH_Q.search(text)) != (ask == 'month'):
            fail('"which month" wording and the month granularity must go together')
    if kind == 'entity' and not ENTITY_Q.search(text):
        fail('an entity question must ask who / which / what / where')
    if kind == 'relations' and 'what' not in low and 'how did' not in low:
        fail('a what-happened question must ask what')
    # --- dates in the text
    if ISO.search(text):
        fail('an ISO date in the text')
    period = meaning_period(graph, m)
    if period is not None and not any(p in text for p in period_texts(period)):
        fail('the period %s is not written in the text' % (period,))
    for y in meaning_years(m) if graph == 'y' else []:
        if str(y) not in text:
            fail('year %d not in the text' % y)
    if graph == 'm' and m[0] == 'ref' and re.search(r'\b(19|20)\d\d\b', text):
        fail('a year in a reference-clause question')
    return tuple(answers)


# =============================================================================================
# Build
# =============================================================================================
def build(G, Y):
    seen = set()
    out = []
    for n, q in enumerate(QUESTIONS):
        answers = check_question(G, Y, q, seen)
        out.append({'id': 'pp-%04d' % (n + 1), 'question': q[2], 'answers': list(answers)})
    return out


def set_checks(G, Y, out):
    def fail(msg):
        raise CheckFailed(msg)
    if G.nfacts != 461329:
        fail('MultiTQ: %d facts' % G.nfacts)
    if Y.lines != 20509:
        fail('YAGO11k: %d lines' % Y.lines)
    n = len(QUESTIONS)
    if n < 240:
        fail('only %d questions' % n)
    by_graph = collections.Counter(q[0] for q in QUESTIONS)
    if min(by_graph['m'], by_graph['y']) < 115:
        fail('graph counts %s' % dict(by_graph))
    feats = collections.Counter(f for q in QUESTIONS for f in q[1])
    for f in FEATURES:
        if feats[f] < 3:
            fail('feature %s used %d times' % (f, feats[f]))
    na = sum(1 for o in out if o['answers'] == ['no answer'])
    if not 0.035 * n <= na <= 0.07 * n:
        fail('%d "no answer" questions' % na)
    halves = [QUESTIONS[0::2], QUESTIONS[1::2]]
    g0 = collections.Counter(q[0] for q in halves[0])
    g1 = collections.Counter(q[0] for q in halves[1])
    if abs(g0['m'] - g1['m']) > 2 or abs(g0['y'] - g1['y']) > 2:
        fail('halves unbalanced by graph: %s %s' % (dict(g0), dict(g1)))


def stats(out):
    """Counts for README.md."""
    rows = []
    half = ['dev' if i % 2 == 0 else 'test' for i in range(len(QUESTIONS))]
    rows.append('graph: %s' % dict(collections.Counter(q[0] for q in QUESTIONS)))
    rows.append('graph x half: %s' % dict(collections.Counter(
        (q[0], h) for q, h in zip(QUESTIONS, half))))
    for f in FEATURES:
        c = collections.Counter((q[0], h) for q, h in zip(QUESTIONS, half) if f in q[1])
        rows.append('%-16s m %3d  y %3d  dev %3d  test %3d  total %3d' % (
            f, c['m', 'dev'] + c['m', 'test'], c['y', 'dev'] + c['y', 'test'],
            c['m', 'dev'] + c['y', 'dev'], c['m', 'test'] + c['y', 'test'], sum(c.values())))
    kinds = collections.Counter((q[0], q[3][0]) for q in QUESTIONS)
    rows.append('kinds: %s' % sorted(kinds.items()))
    return '\n'.join(rows)


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    data = argv[1] if len(argv) > 1 else os.path.join(here, '..', '..', '..', 'shared', 'data')
    G = Events(os.path.join(data, 'multitq', 'full.txt.gz'))
    Y = Intervals(os.path.join(data, 'yago11k'))
    try:
        out = build(G, Y)
        set_checks(G, Y, out)
    except CheckFailed as e:
        print('CHECK FAILED: %s' % e)
        return 1
    for name, part in (('people-dev.json', out[0::2]), ('people-test.json', out[1::2])):
        with open(os.path.join(here, name), 'w', encoding='utf-8') as fh:
            fh.write(json.dumps(part, ensure_ascii=False, indent=1) + '\n')
    print(stats(out))
    print('wrote %d + %d questions' % (len(out[0::2]), len(out[1::2])))
    return 0


# =============================================================================================
# The question set: (graph, wording features with their cues, text, meaning, how each entity is
# written when not by its graph name[, why a "no answer" question is ambiguous])
# graph 'y' = YAGO11k, 'm' = MultiTQ.  Positions 0, 2, 4, ... are the dev half.
# =============================================================================================
QUESTIONS = [
    ('y', {'short_club': 'Arsenal', 'preposition': 'spend at'},
     "How many years did Ashley Cole spend at Arsenal?",
     ('length', 'Ashley Cole', 'playsFor', 'Arsenal F.C.'),
     {'Arsenal': 'Arsenal F.C.'}),
    ('y', {'short_club': 'West Ham', 'verb': 'sign for'},
     "When did Frank Lampard sign for West Ham?",
     ('start', 'Frank Lampard', 'playsFor', 'West Ham United F.C.', 'when'),
     {'West Ham': 'West Ham United F.C.'}),
    ('m', {'after': 'After', 'part_name': 'Henry Paulson'},
     "After Henry Paulson signed an agreement with China, who was the first that China made demands of?",
     ('ref', ('Henry M. Paulson', 'deal', 'China', 'only'), 'after', ('China', 'demand', None), 'first', 'entity'),
     {'Henry Paulson': 'Henry M. Paulson'}),
    ('m', {'after': 'After', 'surname': 'Livni', 'verb': 'slammed'},
     "After Livni slammed Catherine Ashton, who was the first to make an appeal to Livni?",
     ('ref', ('Tzipi Livni', 'criticise', 'Catherine Ashton', 'only'), 'after', (None, 'appeal', 'Tzipi Livni'), 'first', 'entity'),
     {'Livni': 'Tzipi Livni'}),
    ('y', {'no_accent': 'Eidur Gudjohnsen', 'short_club': 'Chelsea', 'verb': 'leave'},
     "Which year did Eidur Gudjohnsen leave Chelsea?",
     ('end', 'Eiður Guðjohnsen', 'playsFor', 'Chelsea F.C.', 'year'),
     {'Eidur Gudjohnsen': 'Eiður Guðjohnsen', 'Chelsea': 'Chelsea F.C.'}),
    ('y', {'short_person': 'Kevin Sharp'},
     "Which club did Kevin Sharp play for in 1991?",
     ('state', 'Kevin Sharp (footballer)', 'playsFor', None, 1991),
     {'Kevin Sharp': 'Kevin Sharp (footballer)'}),
    ('m', {'after': 'After', 'surname': 'Ashton'},
     "After Ashton praised Kuwait, on what date did Kuwait first say it wanted to meet Iran?",
     ('ref', ('Catherine Ashton', 'praise', 'Kuwait', 'only'), 'after', ('Kuwait', 'intent_meet', 'Iran'), 'first', 'day'),
     {'Ashton': 'Catherine Ashton'}),
    ('m', {'after': 'After', 'part_name': 'Mikhail Fradkov', 'verb': 'rebuff'},
     "After Mikhail Fradkov's first trip to China, who did China rebuff first?",
     ('ref', ('Mikhail Yefimovich Fradkov', 'visit', 'China', 'first'), 'after', ('China', 'reject', None), 'first', 'entity'),
     {'Mikhail Fradkov': 'Mikhail Yefimovich Fradkov'}),
    ('y', {'short_club': 'Portsmouth', 'verb': 'turn out for'},
     "Did Peter Crouch turn out for Portsmouth in 2009?",
     ('state', 'Peter Crouch', 'playsFor', 'Portsmouth F.C.', 2009),
     {'Portsmouth': 'Portsmouth F.C.'}),
    ('y', {'short_club': 'Lazio', 'preposition': 'at Lazio'},
     "Was Paul Gascoigne still at Lazio in 1996?",
     ('state', 'Paul Gascoigne', 'playsFor', 'S.S. Lazio', 1996),
     {'Lazio': 'S.S. Lazio'}),
    ('m', {'following': 'Following', 'everyday': 'Pope Benedict', 'surname': 'Merkel'},
     "Following Pope Benedict's phone call with Merkel, who did Merkel praise first?",
     ('ref', ('Benedict XVI', 'phone', 'Angela Merkel', 'only'), 'after', ('Angela Merkel', 'praise', None), 'first', 'entity'),
     {'Pope Benedict': 'Benedict XVI', 'Merkel': 'Angela Merkel'}),
    ('m', {'following': 'Following', 'surname': 'Obasanjo', 'no_accent': 'Obasanjo'},
     "Following Obasanjo's visit to Niger, who was the first that Niger wanted to meet?",
     ('ref', ('Oluṣẹgun Ọbasanjọ', 'visit', 'Niger', 'only'), 'after', ('Niger', 'intent_meet', None), 'first', 'entity'),
     {'Obasanjo': 'Oluṣẹgun Ọbasanjọ'}),
    ('y', {'surname': 'Gascoigne', 'short_club': 'Tottenham', 'preposition': 'at Tottenham'},
     "How long was Gascoigne at Tottenham?",
     ('length', 'Paul Gascoigne', 'playsFor', 'Tottenham Hotspur F.C.'),
     {'Gascoigne': 'Paul Gascoigne', 'Tottenham': 'Tottenham Hotspur F.C.'}),
    ('y', {'short_person': 'David Kelly', 'verb': 'turn out for'},
     "Who did David Kelly turn out for in 1985?",
     ('state', 'David Kelly (association footballer)', 'playsFor', None, 1985),
     {'David Kelly': 'David Kelly (association footballer)'}),
    ('m', {'following': 'Following', 'no_accent': 'Ismail Omar Guelleh'},
     "Following Mahmoud Abbas's visit to Ismail Omar Guelleh, who was the first to phone Mahmoud Abbas?",
     ('ref', ('Ismaïl Omar Guelleh', 'host', 'Mahmoud Abbas', 'only'), 'after', (None, 'phone', 'Mahmoud Abbas'), 'first', 'entity'),
     {'Ismail Omar Guelleh': 'Ismaïl Omar Guelleh'}),
    ('m', {'following': 'Following', 'no_accent': 'Gerhard Schroeder'},
     "Following Gerhard Schroeder's last meeting with Iran, who was the first to make a statement about Gerhard Schroeder?",
     ('ref', ('Gerhard Schröder', 'meet', 'Iran', 'last'), 'after', (None, 'statement', 'Gerhard Schröder'), 'first', 'entity'),
     {'Gerhard Schroeder': 'Gerhard Schröder'}),
    ('y', {'short_person': 'John Marsden', 'preposition': 'with in 2002'},
     "Which team was John Marsden with in 2002?",
     ('state', 'John Marsden (footballer)', 'playsFor', None, 2002),
     {'John Marsden': 'John Marsden (footballer)'}),
    ('y', {'short_person': 'Paulo Santos'},
     "Where was Paulo Santos playing his football in 1987?",
     ('state', 'Paulo Santos (Portuguese footballer)', 'playsFor', None, 1987),
     {'Paulo Santos': 'Paulo Santos (Portuguese footballer)'}),
    ('m', {'once': 'Once', 'surname': ['Lagarde', 'Obama']},
     "Once Lagarde had pledged to cooperate with Obama, who was the first to praise Obama?",
     ('ref', ('Christine Lagarde', 'cooperate', 'Barack Obama', 'only'), 'after', (None, 'praise', 'Barack Obama'), 'first', 'entity'),
     {'Lagarde': 'Christine Lagarde', 'Obama': 'Barack Obama'}),
    ('m', {'once': 'Once', 'surname': ['Kikwete', 'Fukuda']},
     "Once Kikwete had said he wanted to meet Yasuo Fukuda, who did Fukuda praise first?",
     ('ref', ('Jakaya Mrisho Kikwete', 'intent_meet', 'Yasuo Fukuda', 'only'), 'after', ('Yasuo Fukuda', 'praise', None), 'first', 'entity'),
     {'Kikwete': 'Jakaya Mrisho Kikwete', 'Fukuda': 'Yasuo Fukuda'}),
    ('y', {'short_person': 'Stephen Maher', 'preposition': 'at in 1999'},
     "Which club was Stephen Maher at in 1999?",
     ('state', 'Stephen Maher (footballer)', 'playsFor', None, 1999),
     {'Stephen Maher': 'Stephen Maher (footballer)'}),
    ('y', {'short_person': 'Dani Garcia', 'no_accent': 'Dani Garcia'},
     "Which club did Dani Garcia play for in 1988?",
     ('state', 'Dani García (footballer, born 1974)', 'playsFor', None, 1988),
     {'Dani Garcia': 'Dani García (footballer, born 1974)'}),
    ('m', {'once': 'Once', 'surname': 'Gillard', 'verb': 'turn down'},
     "Once Gillard had made her last visit to China, when did China first turn down South Korea?",
     ('ref', ('Julia Gillard', 'visit', 'China', 'last'), 'after', ('China', 'reject', 'South Korea'), 'first', 'day'),
     {'Gillard': 'Julia Gillard'}),
    ('m', {'once': 'Once', 'surname': 'Straw', 'verb': 'call'},
     "Once Jack Straw had made demands of Islam Karimov, who did Straw call first?",
     ('ref', ('Jack Straw', 'demand', 'Islam Karimov', 'only'), 'after', ('Jack Straw', 'phone', None), 'first', 'entity'),
     {'Straw': 'Jack Straw'}),
    ('y', {'short_person': 'Luis Filipe', 'no_accent': 'Luis Filipe', 'short_club': 'Benfica', 'preposition': 'spend at'},
     "How many years did Luis Filipe spend at Benfica?",
     ('length', 'Luís Filipe (Portuguese footballer)', 'playsFor', 'S.L. Benfica'),
     {'Luis Filipe': 'Luís Filipe (Portuguese footballer)', 'Benfica': 'S.L. Benfica'}),
    ('y', {'no_accent': 'Helder Postiga', 'short_club': 'Tottenham', 'verb': 'join'},
     "In which year did Helder Postiga join Tottenham?",
     ('start', 'Hélder Postiga', 'playsFor', 'Tottenham Hotspur F.C.', 'year'),
     {'Helder Postiga': 'Hélder Postiga', 'Tottenham': 'Tottenham Hotspur F.C.'}),
    ('m', {'when': 'when', 'no_accent': 'Wolfgang Schuessel', 'surname': 'Merkel'},
     "In the month when Wolfgang Schuessel held talks with Merkel, who was the last to phone Merkel?",
     ('ref', ('Wolfgang Schüssel', 'talks', 'Angela Merkel', 'only'), 'month', (None, 'phone', 'Angela Merkel'), 'last', 'entity'),
     {'Wolfgang Schuessel': 'Wolfgang Schüssel', 'Merkel': 'Angela Merkel'}),
    ('m', {'when': 'when', 'surname': 'Lagarde'},
     "In the month when Lagarde expressed a wish to cooperate with China, who was the first to praise China?",
     ('ref', ('Christine Lagarde', 'cooperate', 'China', 'only'), 'month', (None, 'praise', 'China'), 'first', 'entity'),
     {'Lagarde': 'Christine Lagarde'}),
    ('y', {'no_accent': 'Frederic Piquionne', 'short_club': 'West Ham', 'verb': 'leave'},
     "When did Frederic Piquionne leave West Ham?",
     ('end', 'Frédéric Piquionne', 'playsFor', 'West Ham United F.C.', 'when'),
     {'Frederic Piquionne': 'Frédéric Piquionne', 'West Ham': 'West Ham United F.C.'}),
    ('y', {'no_accent': 'Gokhan Inler', 'short_club': 'Udinese', 'preposition': 'with Udinese'},
     "How many years did Gokhan Inler play with Udinese?",
     ('length', 'Gökhan Inler', 'playsFor', 'Udinese Calcio'),
     {'Gokhan Inler': 'Gökhan Inler', 'Udinese': 'Udinese Calcio'}),
    ('m', {'when': 'when', 'part_name': 'Hamad bin Khalifa', 'no_accent': 'Cristina Fernandez de Kirchner'},
     "Which countries did Hamad bin Khalifa visit in the year when he held talks with Cristina Fernandez de Kirchner?",
     ('ref', ('Sheikh Hamad bin Khalifa al-Thani', 'talks', 'Cristina Fernández de Kirchner', 'only'), 'year', ('Sheikh Hamad bin Khalifa al-Thani', 'visit', None), 'all', 'entity'),
     {'Hamad bin Khalifa': 'Sheikh Hamad bin Khalifa al-Thani', 'Cristina Fernandez de Kirchner': 'Cristina Fernández de Kirchner'}),
    ('m', {'when': 'when', 'surname': 'Netanyahu', 'verb': 'travel'},
     "In the month when Netanyahu imposed sanctions on Iran, where did Netanyahu travel last?",
     ('ref', ('Benjamin Netanyahu', 'sanction', 'Iran', 'only'), 'month', ('Benjamin Netanyahu', 'visit', None), 'last', 'entity'),
     {'Netanyahu': 'Benjamin Netanyahu'}),
    ('y', {'no_accent': 'Edin Dzeko', 'short_club': 'Manchester City', 'verb': 'move to'},
     "When did Edin Dzeko move to Manchester City?",
     ('start', 'Edin Džeko', 'playsFor', 'Manchester City F.C.', 'when'),
     {'Edin Dzeko': 'Edin Džeko', 'Manchester City': 'Manchester City F.C.'}),
    ('y', {'no_accent': 'Jan Age Fjortoft'},
     "Which club did Jan Age Fjortoft play for in 1991?",
     ('state', 'Jan Åge Fjørtoft', 'playsFor', None, 1991),
     {'Jan Age Fjortoft': 'Jan Åge Fjørtoft'}),
    ('y', {'no_accent': 'Kim Kallstrom', 'short_club': 'Spartak Moscow', 'verb': 'join'},
     "When did Kim Kallstrom join Spartak Moscow?",
     ('start', 'Kim Källström', 'playsFor', 'FC Spartak Moscow', 'when'),
     {'Kim Kallstrom': 'Kim Källström', 'Spartak Moscow': 'FC Spartak Moscow'}),
    ('y', {'no_accent': 'Robert Prosinecki', 'short_club': 'Sevilla'},
     "Did Robert Prosinecki play for Sevilla in 1997?",
     ('state', 'Robert Prosinečki', 'playsFor', 'Sevilla FC', 1997),
     {'Robert Prosinecki': 'Robert Prosinečki', 'Sevilla': 'Sevilla FC'}),
    ('m', {'by_the_time': 'By the time', 'surname': ['Gillard', 'Merkel']},
     "By the time Gillard expressed a wish to meet Merkel, who had Gillard last visited?",
     ('ref', ('Julia Gillard', 'intent_meet', 'Angela Merkel', 'only'), 'before', ('Julia Gillard', 'visit', None), 'last', 'entity'),
     {'Gillard': 'Julia Gillard', 'Merkel': 'Angela Merkel'}),
    ('m', {'by_the_time': 'By the time', 'surname': ['Merkel', 'Papandreou']},
     "By the time Merkel praised Papandreou, who had Papandreou last said he wanted to meet?",
     ('ref', ('Angela Merkel', 'praise', 'Georgios Papandreou', 'only'), 'before', ('Georgios Papandreou', 'intent_meet', None), 'last', 'entity'),
     {'Merkel': 'Angela Merkel', 'Papandreou': 'Georgios Papandreou'}),
    ('y', {'no_accent': 'Djibril Cisse', 'short_club': 'Liverpool', 'preposition': "on Liverpool's books"},
     "Was Djibril Cisse on Liverpool's books in 2008?",
     ('state', 'Djibril Cissé', 'playsFor', 'Liverpool F.C.', 2008),
     {'Djibril Cisse': 'Djibril Cissé', 'Liverpool': 'Liverpool F.C.'}),
    ('y', {'no_accent': 'Candido Costa', 'verb': 'join'},
     "Which club did Candido Costa join in 1996?",
     ('joined', 'Cândido Costa', 'playsFor', 1996),
     {'Candido Costa': 'Cândido Costa'}),
    ('m', {'by_the_time': 'By the time'},
     "By the time Lee Myung-bak signed an agreement with Evo Morales, which country had Lee Myung-bak last visited?",
     ('ref', ('Lee Myung Bak', 'deal', 'Evo Morales', 'only'), 'before', ('Lee Myung Bak', 'visit', None), 'last', 'entity'),
     {'Lee Myung-bak': 'Lee Myung Bak'}),
    ('m', {'by_the_time': 'By the time', 'surname': ['Sisi', 'Maliki']},
     "By the time Sisi pledged to cooperate with Maliki, when had Maliki last rejected Human Rights Watch?",
     ('ref', ('Abdel Fattah Al-Sisi', 'cooperate', 'Nuri al-Maliki', 'only'), 'before', ('Nuri al-Maliki', 'reject', 'Human Rights Watch'), 'last', 'day'),
     {'Sisi': 'Abdel Fattah Al-Sisi', 'Maliki': 'Nuri al-Maliki'}),
    ('y', {'no_accent': 'Joseph-Desire Job', 'short_club': 'Middlesbrough', 'preposition': 'at Middlesbrough'},
     "How many years was Joseph-Desire Job at Middlesbrough?",
     ('length', 'Joseph-Désiré Job', 'playsFor', 'Middlesbrough F.C.'),
     {'Joseph-Desire Job': 'Joseph-Désiré Job', 'Middlesbrough': 'Middlesbrough F.C.'}),
    ('y', {'short_club': 'Tottenham', 'preposition': 'at Tottenham'},
     "Who was at Tottenham in 1989?",
     ('state', None, 'playsFor', 'Tottenham Hotspur F.C.', 1989),
     {'Tottenham': 'Tottenham Hotspur F.C.'}),
    ('m', {'in_the_wake_of': 'In the wake of', 'no_accent': 'Raul Castro'},
     "In the wake of Raul Castro's demands on China, who was the first to host China?",
     ('ref', ('Raúl Castro', 'demand', 'China', 'only'), 'after', (None, 'host', 'China'), 'first', 'entity'),
     {'Raul Castro': 'Raúl Castro'}),
    ('m', {'in_the_wake_of': 'In the wake of', 'everyday': 'UN refugee agency'},
     "In the wake of the UN refugee agency's demands on Thailand, who did Thailand first express a willingness to meet?",
     ('ref', ('High Commission for Refugees', 'demand', 'Thailand', 'only'), 'after', ('Thailand', 'intent_meet', None), 'first', 'entity'),
     {'UN refugee agency': 'High Commission for Refugees'}),
    ('y', {'short_club': 'Aston Villa', 'verb': 'turned out for'},
     "Who turned out for Aston Villa in 1994?",
     ('state', None, 'playsFor', 'Aston Villa F.C.', 1994),
     {'Aston Villa': 'Aston Villa F.C.'}),
    ('y', {'short_club': 'Leeds United'},
     "Which players did Leeds United have in 1997?",
     ('state', None, 'playsFor', 'Leeds United F.C.', 1997),
     {'Leeds United': 'Leeds United F.C.'}),
    ('m', {'in_the_wake_of': 'In the wake of', 'everyday': 'East Timor', 'surname': 'Obama', 'verb': 'turn down'},
     "In the wake of East Timor's appeal to Obama, who was the first to turn down East Timor?",
     ('ref', ('Timor-Leste', 'appeal', 'Barack Obama', 'only'), 'after', (None, 'reject', 'Timor-Leste'), 'first', 'entity'),
     {'East Timor': 'Timor-Leste', 'Obama': 'Barack Obama'}),
    ('m', {'in_the_wake_of': 'In the wake of', 'surname': 'Peres', 'verb': 'call'},
     "In the wake of Peres's stated intention to meet Mexico, who was the first to call Mexico?",
     ('ref', ('Shimon Peres', 'intent_meet', 'Mexico', 'only'), 'after', (None, 'phone', 'Mexico'), 'first', 'entity'),
     {'Peres': 'Shimon Peres'}),
    ('y', {'short_club': 'Sheffield Wednesday', 'preposition': "on Sheffield Wednesday's books"},
     "Who was on Sheffield Wednesday's books in 1995?",
     ('state', None, 'playsFor', 'Sheffield Wednesday F.C.', 1995),
     {'Sheffield Wednesday': 'Sheffield Wednesday F.C.'}),
    ('y', {'short_club': 'Walsall', 'verb': 'lining up for'},
     "Who was lining up for Walsall in 1988?",
     ('state', None, 'playsFor', 'Walsall F.C.', 1988),
     {'Walsall': 'Walsall F.C.'}),
    ('m', {'right_after': 'Right after', 'part_name': 'Uhuru Kenyatta'},
     "Right after Uhuru Kenyatta praised Ethiopia, who did he speak to on the phone?",
     ('ref', ('Uhuru Muigai Kenyatta', 'praise', 'Ethiopia', 'only'), 'after', ('Uhuru Muigai Kenyatta', 'phone', None), 'first', 'entity'),
     {'Uhuru Kenyatta': 'Uhuru Muigai Kenyatta'}),
    ('m', {'right_after': 'Right after', 'no_accent': ['Ibrahim Boubacar Keita', 'Keita'], 'surname': 'Keita', 'verb': 'go'},
     "Right after Ibrahim Boubacar Keita met Mahmoud Abbas, where did Keita go?",
     ('ref', ('Ibrahim Boubacar Keïta', 'meet', 'Mahmoud Abbas', 'only'), 'after', ('Ibrahim Boubacar Keïta', 'visit', None), 'first', 'entity'),
     {'Ibrahim Boubacar Keita': 'Ibrahim Boubacar Keïta', 'Keita': 'Ibrahim Boubacar Keïta'}),
    ('y', {'no_answer': 'Juanlu'},
     "Which club did Juanlu join last?",
     ('order', '?', 'playsFor', 'last'),
     {'Juanlu': '?'},
     "two footballers are called Juanlu (born 1972 and born 1984); their last clubs differ"),
    ('y', {'verb': 'hang up his boots'},
     "At which club did Paul Gascoigne hang up his boots?",
     ('order', 'Paul Gascoigne', 'playsFor', 'last'),
     {}),
    ('m', {'right_after': 'right after', 'no_accent': 'Francois Bozize'},
     "Which country did Francois Bozize visit right after he praised China?",
     ('ref', ('François Bozizé', 'praise', 'China', 'only'), 'after', ('François Bozizé', 'visit', None), 'first', 'entity'),
     {'Francois Bozize': 'François Bozizé'}),
    ('m', {'right_after': 'right after', 'part_name': 'Henry Paulson', 'surname': 'Merkel'},
     "Who did Henry Paulson praise right after he met Merkel?",
     ('ref', ('Henry M. Paulson', 'meet', 'Angela Merkel', 'only'), 'after', ('Henry M. Paulson', 'praise', None), 'first', 'entity'),
     {'Henry Paulson': 'Henry M. Paulson', 'Merkel': 'Angela Merkel'}),
    ('y', {'verb': 'begin his career'},
     "At which club did Peter Crouch begin his career?",
     ('order', 'Peter Crouch', 'playsFor', 'first'),
     {}),
    ('y', {'surname': 'Einstein', 'no_accent': 'Mileva Maric', 'verb': 'tie the knot', 'pair': ' and '},
     "In which year did Einstein and Mileva Maric tie the knot?",
     ('start', 'Albert Einstein', 'isMarriedTo', 'Mileva Marić', 'year'),
     {'Einstein': 'Albert Einstein', 'Mileva Maric': 'Mileva Marić'}),
    ('m', {'the_time_that': 'the last time that', 'no_accent': 'Abdullah Gul', 'surname': 'Straw'},
     "After the last time that Jack Straw spoke on the phone with Abdullah Gul, who did Straw first reject?",
     ('ref', ('Jack Straw', 'phone', 'Abdullah Gül', 'last'), 'after', ('Jack Straw', 'reject', None), 'first', 'entity'),
     {'Abdullah Gul': 'Abdullah Gül', 'Straw': 'Jack Straw'}),
    ('m', {'the_time_that': 'the last time that', 'part_name': 'Dmitry Medvedev', 'surname': 'Obama'},
     "Before the last time that Dmitry Medvedev praised Obama, in which year had Obama last made demands of Iran?",
     ('ref', ('Dmitry Anatolyevich Medvedev', 'praise', 'Barack Obama', 'last'), 'before', ('Barack Obama', 'demand', 'Iran'), 'last', 'year'),
     {'Dmitry Medvedev': 'Dmitry Anatolyevich Medvedev', 'Obama': 'Barack Obama'}),
    ('y', {'verb': 'tie the knot', 'pair': 'Joan Crawford and Franchot Tone'},
     "When did Joan Crawford and Franchot Tone tie the knot?",
     ('start', 'Joan Crawford', 'isMarriedTo', 'Franchot Tone', 'when'),
     {}),
    ('y', {'pair': 'George Clooney and Talia Balsam'},
     "For how many years were George Clooney and Talia Balsam married?",
     ('length', 'George Clooney', 'isMarriedTo', 'Talia Balsam'),
     {}),
    ('y', {'verb': 'divorce'},
     "When did Mariah Carey divorce Tommy Mottola?",
     ('end', 'Mariah Carey', 'isMarriedTo', 'Tommy Mottola', 'when'),
     {}),
    ('y', {'surname': 'Cleese', 'agent_noun': 'marriage'},
     "How long did Cleese's marriage to Connie Booth last?",
     ('length', 'John Cleese', 'isMarriedTo', 'Connie Booth'),
     {'Cleese': 'John Cleese'}),
    ('m', {'the_time_that': 'the first time that', 'surname': 'Obama'},
     "Before the first time that Obama praised the UN Security Council, who had the UN Security Council last rejected?",
     ('ref', ('Barack Obama', 'praise', 'UN Security Council', 'first'), 'before', ('UN Security Council', 'reject', None), 'last', 'entity'),
     {'Obama': 'Barack Obama'}),
    ('m', {'the_time_that': 'the last time that', 'surname': 'Guelleh', 'no_accent': 'Guelleh'},
     "After the last time that Guelleh praised Iran, which country did Iran visit first?",
     ('ref', ('Ismaïl Omar Guelleh', 'praise', 'Iran', 'last'), 'after', ('Iran', 'visit', None), 'first', 'entity'),
     {'Guelleh': 'Ismaïl Omar Guelleh'}),
    ('y', {'verb': 'wed'},
     "In which year did C. S. Lewis wed Joy Davidman?",
     ('start', 'C. S. Lewis', 'isMarriedTo', 'Joy Davidman', 'year'),
     {}),
    ('y', {'surname': 'Freud'},
     "When did Freud marry Martha Bernays?",
     ('start', 'Sigmund Freud', 'isMarriedTo', 'Martha Bernays', 'when'),
     {'Freud': 'Sigmund Freud'}),
    ('m', {'as_soon_as': 'as soon as', 'no_accent': 'Taavi Roivas'},
     "Who did Taavi Roivas praise as soon as he had expressed the wish to meet Jens Stoltenberg?",
     ('ref', ('Taavi Rõivas', 'intent_meet', 'Jens Stoltenberg', 'only'), 'after', ('Taavi Rõivas', 'praise', None), 'first', 'entity'),
     {'Taavi Roivas': 'Taavi Rõivas'}),
    ('m', {'as_soon_as': 'as soon as', 'no_accent': 'Abdullah Gul'},
     "Who held talks with Lee Myung-bak as soon as he had hosted Abdullah Gul?",
     ('ref', ('Lee Myung Bak', 'host', 'Abdullah Gül', 'only'), 'after', (None, 'talks', 'Lee Myung Bak'), 'first', 'entity'),
     {'Lee Myung-bak': 'Lee Myung Bak', 'Abdullah Gul': 'Abdullah Gül'}),
    ('y', {'surname': 'Sagan', 'preposition': 'married to'},
     "How many years was Sagan married to Lynn Margulis?",
     ('length', 'Carl Sagan', 'isMarriedTo', 'Lynn Margulis'),
     {'Sagan': 'Carl Sagan'}),
    ('y', {'surname': 'Sakharov', 'verb': 'get married', 'pair': 'Sakharov and Yelena Bonner'},
     "When did Sakharov and Yelena Bonner get married?",
     ('start', 'Andrei Sakharov', 'isMarriedTo', 'Yelena Bonner', 'when'),
     {'Sakharov': 'Andrei Sakharov'}),
    ('m', {'as_soon_as': 'as soon as', 'no_accent': 'Wolfgang Schussel', 'surname': 'Straw'},
     "Who pledged cooperation with Jack Straw as soon as Straw had spoken by phone with Wolfgang Schussel?",
     ('ref', ('Wolfgang Schüssel', 'phone', 'Jack Straw', 'only'), 'after', (None, 'cooperate', 'Jack Straw'), 'first', 'entity'),
     {'Wolfgang Schussel': 'Wolfgang Schüssel', 'Straw': 'Jack Straw'}),
    ('m', {'as_soon_as': 'as soon as', 'surname': 'Karimov'},
     "Who did Karimov praise as soon as he had hosted Philip Hammond?",
     ('ref', ('Islam Karimov', 'host', 'Philip Hammond', 'only'), 'after', ('Islam Karimov', 'praise', None), 'first', 'entity'),
     {'Karimov': 'Islam Karimov'}),
    ('y', {'short_person': 'Bill Hudson', 'agent_noun': 'marriage'},
     "When did Goldie Hawn's marriage to Bill Hudson end?",
     ('end', 'Goldie Hawn', 'isMarriedTo', 'Bill Hudson (singer)', 'when'),
     {'Bill Hudson': 'Bill Hudson (singer)'}),
    ('y', {'preposition': 'married to'},
     "Who was Barbara Walters married to in 1970?",
     ('state', 'Barbara Walters', 'isMarriedTo', None, 1970),
     {}),
    ('m', {'prior_to': 'Prior to', 'part_name': 'Mikhail Fradkov', 'surname': 'Stoltenberg'},
     "Prior to Mikhail Fradkov's agreement with Jens Stoltenberg, who was the last to visit Stoltenberg?",
     ('ref', ('Mikhail Yefimovich Fradkov', 'deal', 'Jens Stoltenberg', 'only'), 'before', (None, 'visit', 'Jens Stoltenberg'), 'last', 'entity'),
     {'Mikhail Fradkov': 'Mikhail Yefimovich Fradkov', 'Stoltenberg': 'Jens Stoltenberg'}),
    ('m', {'prior_to': 'Prior to', 'surname': ['Rumsfeld', 'Musharraf']},
     "Prior to Rumsfeld's pledge of cooperation with Musharraf, who had last signed a deal with Musharraf?",
     ('ref', ('Donald Rumsfeld', 'cooperate', 'Pervez Musharraf', 'only'), 'before', (None, 'deal', 'Pervez Musharraf'), 'last', 'entity'),
     {'Rumsfeld': 'Donald Rumsfeld', 'Musharraf': 'Pervez Musharraf'}),
    ('y', {'agent_noun': 'husband'},
     "Who was Shelley Winters's husband in 1958?",
     ('state', 'Shelley Winters', 'isMarriedTo', None, 1958),
     {}),
    ('y', {'agent_noun': 'wife'},
     "Who was Ronald Perelman's wife in 1990?",
     ('state', 'Ronald Perelman', 'isMarriedTo', None, 1990),
     {}),
    ('m', {'prior_to': 'Prior to'},
     "Prior to Tzipi Livni's sanctions on Iran, who did Iran last speak to by phone?",
     ('ref', ('Tzipi Livni', 'sanction', 'Iran', 'only'), 'before', ('Iran', 'phone', None), 'last', 'entity'),
     {}),
    ('m', {'prior_to': 'Prior to', 'surname': ['Livni', 'Abbas']},
     "Prior to Livni's threat against Mahmoud Abbas, when had Abbas last expressed an intention to meet France?",
     ('ref', ('Tzipi Livni', 'threaten', 'Mahmoud Abbas', 'only'), 'before', ('Mahmoud Abbas', 'intent_meet', 'France'), 'last', 'day'),
     {'Livni': 'Tzipi Livni', 'Abbas': 'Mahmoud Abbas'}),
    ('y', {'agent_noun': 'husband'},
     "Who was Kimberly Guilfoyle's husband in 2004?",
     ('state', 'Kimberly Guilfoyle', 'isMarriedTo', None, 2004),
     {}),
    ('y', {'preposition': 'married to'},
     "Who was Ann Dunham married to in 1962?",
     ('state', 'Ann Dunham', 'isMarriedTo', None, 1962),
     {}),
    ('m', {'ahead_of': 'Ahead of', 'surname': 'Lagarde'},
     "Ahead of Lagarde's talks with Kuwait, who had last hosted Lagarde?",
     ('ref', ('Christine Lagarde', 'talks', 'Kuwait', 'only'), 'before', (None, 'host', 'Christine Lagarde'), 'last', 'entity'),
     {'Lagarde': 'Christine Lagarde'}),
    ('m', {'ahead_of': 'Ahead of', 'part_name': 'Henry Paulson'},
     "Ahead of Henry Paulson's praise for Japan, who had Henry Paulson last made demands of?",
     ('ref', ('Henry M. Paulson', 'praise', 'Japan', 'only'), 'before', ('Henry M. Paulson', 'demand', None), 'last', 'entity'),
     {'Henry Paulson': 'Henry M. Paulson'}),
    ('y', {'verb': 'get hitched', 'pair': 'Cher and Gregg Allman'},
     "What year did Cher and Gregg Allman get hitched?",
     ('start', 'Cher', 'isMarriedTo', 'Gregg Allman', 'year'),
     {}),
    ('y', {'agent_noun': 'wife'},
     "Who was John Wayne's wife in 1950?",
     ('state', 'John Wayne', 'isMarriedTo', None, 1950),
     {}),
    ('m', {'ahead_of': 'Ahead of', 'surname': 'Blair'},
     "Ahead of Blair's aid to South Africa, who had Blair last rejected?",
     ('ref', ('Tony Blair', 'aid', 'South Africa', 'only'), 'before', ('Tony Blair', 'reject', None), 'last', 'entity'),
     {'Blair': 'Tony Blair'}),
    ('m', {'ahead_of': 'Ahead of', 'surname': ['Medvedev', 'Merkel']},
     "Ahead of Medvedev's appeal to Merkel, who had Merkel last imposed sanctions on?",
     ('ref', ('Dmitry Anatolyevich Medvedev', 'appeal', 'Angela Merkel', 'only'), 'before', ('Angela Merkel', 'sanction', None), 'last', 'entity'),
     {'Medvedev': 'Dmitry Anatolyevich Medvedev', 'Merkel': 'Angela Merkel'}),
    ('y', {'surname': 'Pickford', 'preposition': 'married to'},
     "How long was Pickford married to Owen Moore?",
     ('length', 'Mary Pickford', 'isMarriedTo', 'Owen Moore'),
     {'Pickford': 'Mary Pickford'}),
    ('y', {'verb': 'split', 'pair': 'Faye Wong and Li Yapeng'},
     "When did Faye Wong and Li Yapeng split?",
     ('end', 'Faye Wong', 'isMarriedTo', 'Li Yapeng', 'when'),
     {}),
    ('m', {'pair': 'Lagarde and Antonis Samaras', 'surname': 'Lagarde'},
     "Did Lagarde and Antonis Samaras hold talks in November 2012?",
     ('yesno', 'Christine Lagarde', 'talks', 'Antonis Samaras', ('month', '2012-11')),
     {'Lagarde': 'Christine Lagarde'}),
    ('m', {'pair': 'Medvedev and Merkel', 'surname': ['Medvedev', 'Merkel']},
     "Did Medvedev and Merkel negotiate in 2008?",
     ('yesno', 'Dmitry Anatolyevich Medvedev', 'talks', 'Angela Merkel', ('year', 2008)),
     {'Medvedev': 'Dmitry Anatolyevich Medvedev', 'Merkel': 'Angela Merkel'}),
    ('y', {'short_person': 'Nancy Allen', 'verb': 'walk down the aisle'},
     "In which year did Nancy Allen walk down the aisle with Craig Shoemaker?",
     ('start', 'Nancy Allen (actress)', 'isMarriedTo', 'Craig Shoemaker', 'year'),
     {'Nancy Allen': 'Nancy Allen (actress)'}),
    ('y', {'no_accent': 'Gustaf Grundgens', 'agent_noun': 'marriage'},
     "How many years did Gustaf Grundgens's marriage to Erika Mann last?",
     ('length', 'Gustaf Gründgens', 'isMarriedTo', 'Erika Mann'),
     {'Gustaf Grundgens': 'Gustaf Gründgens'}),
    ('y', {'no_accent': 'Anouk Aimee', 'pair': 'Anouk Aimee and Nikos Papatakis'},
     "When were Anouk Aimee and Nikos Papatakis divorced?",
     ('end', 'Anouk Aimée', 'isMarriedTo', 'Nikos Papatakis', 'when'),
     {'Anouk Aimee': 'Anouk Aimée'}),
    ('y', {'agent_noun': 'spouse'},
     "Who was Sylvia Plath's spouse?",
     ('spouses', 'Sylvia Plath'),
     {}),
    ('m', {'pair': 'Netanyahu and Merkel', 'surname': ['Netanyahu', 'Merkel']},
     "Did Netanyahu and Merkel meet in October 2015?",
     ('yesno', 'Benjamin Netanyahu', 'meet', 'Angela Merkel', ('month', '2015-10')),
     {'Netanyahu': 'Benjamin Netanyahu', 'Merkel': 'Angela Merkel'}),
    ('m', {'pair': 'Mogherini and Tsipras', 'surname': ['Mogherini', 'Tsipras']},
     "Did Mogherini and Tsipras speak on the phone in 2015?",
     ('yesno', 'Federica Mogherini', 'phone', 'Alexis Tsipras', ('year', 2015)),
     {'Mogherini': 'Federica Mogherini', 'Tsipras': 'Alexis Tsipras'}),
    ('y', {'part_name': 'Aly Khan', 'verb': 'split up'},
     "When did Rita Hayworth and Aly Khan split up?",
     ('end', 'Rita Hayworth', 'isMarriedTo', 'Prince Aly Khan', 'when'),
     {'Aly Khan': 'Prince Aly Khan'}),
    ('y', {'surname': 'Einstein', 'verb': 'pass away'},
     "Where did Einstein pass away?",
     ('instant', 'Albert Einstein', 'diedIn', 'place'),
     {'Einstein': 'Albert Einstein'}),
    ('m', {'pair': 'Ismail Omar Guelleh and Ali Abdullah Saleh', 'no_accent': 'Ismail Omar Guelleh'},
     "Did Ismail Omar Guelleh and Ali Abdullah Saleh talk by phone in 2009?",
     ('yesno', 'Ismaïl Omar Guelleh', 'phone', 'Ali Abdullah Saleh', ('year', 2009)),
     {'Ismail Omar Guelleh': 'Ismaïl Omar Guelleh'}),
    ('m', {'pair': 'France and East Timor', 'everyday': 'East Timor'},
     "Did France and East Timor sign an agreement in 2007?",
     ('yesno', 'France', 'deal', 'Timor-Leste', ('year', 2007)),
     {'East Timor': 'Timor-Leste'}),
    ('y', {'surname': 'Godel', 'no_accent': 'Godel', 'verb': 'pass away'},
     "When did Godel pass away?",
     ('instant', 'Kurt Gödel', 'diedIn', 'when'),
     {'Godel': 'Kurt Gödel'}),
    ('y', {'part_name': 'Mies van der Rohe', 'verb': 'breathe his last'},
     "Where did Mies van der Rohe breathe his last?",
     ('instant', 'Ludwig Mies van der Rohe', 'diedIn', 'place'),
     {'Mies van der Rohe': 'Ludwig Mies van der Rohe'}),
    ('m', {'pair': 'Dmitry Medvedev and Xi Jinping', 'part_name': 'Dmitry Medvedev', 'verb': 'sit down'},
     "Did Dmitry Medvedev and Xi Jinping sit down together in May 2008?",
     ('yesno', 'Dmitry Anatolyevich Medvedev', 'meet', 'Xi Jinping', ('month', '2008-05')),
     {'Dmitry Medvedev': 'Dmitry Anatolyevich Medvedev'}),
    ('m', {'pair': 'Abdoulaye Wade and Macky Sall'},
     "Did Abdoulaye Wade and Macky Sall speak by phone in May 2012?",
     ('yesno', 'Abdoulaye Wade', 'phone', 'Macky Sall', ('month', '2012-05')),
     {}),
    ('y', {'surname': 'Gropius', 'agent_noun': 'birthplace'},
     "What was Gropius's birthplace?",
     ('instant', 'Walter Gropius', 'wasBornIn', 'place'),
     {'Gropius': 'Walter Gropius'}),
    ('y', {'surname': 'Putin', 'agent_noun': 'birthplace'},
     "What is Putin's birthplace?",
     ('instant', 'Vladimir Putin', 'wasBornIn', 'place'),
     {'Putin': 'Vladimir Putin'}),
    ('m', {'pair': 'Abhisit Vejjajiva and Cambodia'},
     "Did Abhisit Vejjajiva and Cambodia sign a deal in May 2011?",
     ('yesno', 'Abhisit Vejjajiva', 'deal', 'Cambodia', ('month', '2011-05')),
     {}),
    ('m', {'pair': 'Gillard and China', 'surname': 'Gillard'},
     "Did Gillard and China meet in March 2013?",
     ('yesno', 'Julia Gillard', 'meet', 'China', ('month', '2013-03')),
     {'Gillard': 'Julia Gillard'}),
    ('y', {'everyday': 'St Petersburg'},
     "Who was born in St Petersburg in 1965?",
     ('event_who', 'wasBornIn', 'Saint Petersburg', 1965),
     {'St Petersburg': 'Saint Petersburg'}),
    ('y', {'everyday': 'Bombay'},
     "Which film star was born in Bombay in 1965?",
     ('event_who', 'wasBornIn', 'Mumbai', 1965),
     {'Bombay': 'Mumbai'}),
    ('m', {'pair': 'Lagarde and Medvedev', 'surname': ['Lagarde', 'Medvedev']},
     "Did Lagarde and Medvedev hold a meeting in May 2011?",
     ('yesno', 'Christine Lagarde', 'meet', 'Dmitry Anatolyevich Medvedev', ('month', '2011-05')),
     {'Lagarde': 'Christine Lagarde', 'Medvedev': 'Dmitry Anatolyevich Medvedev'}),
    ('m', {'pair': 'Abdoulaye Wade and Macky Sall'},
     "On how many days did Abdoulaye Wade and Macky Sall speak by phone in 2012?",
     ('count', 'Abdoulaye Wade', 'phone', 'Macky Sall', ('year', 2012)),
     {}),
    ('y', {'everyday': 'Bombay'},
     "Who was born in Bombay in 1974?",
     ('event_who', 'wasBornIn', 'Mumbai', 1974),
     {'Bombay': 'Mumbai'}),
    ('y', {'everyday': 'Bombay', 'verb': 'passed away'},
     "Who passed away in Bombay in 1981?",
     ('event_who', 'diedIn', 'Mumbai', 1981),
     {'Bombay': 'Mumbai'}),
    ('m', {'pair': 'Musharraf and Ahmadinejad', 'surname': ['Musharraf', 'Ahmadinejad']},
     "On how many days in 2006 did Musharraf and Ahmadinejad talk on the phone?",
     ('count', 'Pervez Musharraf', 'phone', 'Mahmoud Ahmadinejad', ('year', 2006)),
     {'Musharraf': 'Pervez Musharraf', 'Ahmadinejad': 'Mahmoud Ahmadinejad'}),
    ('m', {'pair': 'Samaras and Anastasiades', 'surname': ['Samaras', 'Anastasiades']},
     "How many days in 2013 did Samaras and Anastasiades speak by telephone?",
     ('count', 'Antonis Samaras', 'phone', 'Nicos Anastasiades', ('year', 2013)),
     {'Samaras': 'Antonis Samaras', 'Anastasiades': 'Nicos Anastasiades'}),
    ('y', {'everyday': 'Calcutta'},
     "Which physicist was born in Calcutta in 1956?",
     ('event_who', 'wasBornIn', 'Kolkata', 1956),
     {'Calcutta': 'Kolkata'}),
    ('y', {'everyday': 'Madras'},
     "Who died in Madras in 1989?",
     ('event_who', 'diedIn', 'Chennai', 1989),
     {'Madras': 'Chennai'}),
    ('m', {'pair': 'Sisi and Merkel', 'surname': ['Sisi', 'Merkel']},
     "On how many days did Sisi and Merkel phone each other in 2014?",
     ('count', 'Abdel Fattah Al-Sisi', 'phone', 'Angela Merkel', ('year', 2014)),
     {'Sisi': 'Abdel Fattah Al-Sisi', 'Merkel': 'Angela Merkel'}),
    ('m', {'pair': 'Abdullah Gul and Livni', 'no_accent': 'Abdullah Gul', 'surname': 'Livni'},
     "How many days did Abdullah Gul and Livni speak on the phone in 2006?",
     ('count', 'Abdullah Gül', 'phone', 'Tzipi Livni', ('year', 2006)),
     {'Abdullah Gul': 'Abdullah Gül', 'Livni': 'Tzipi Livni'}),
    ('y', {'everyday': 'the States'},
     "Which actors were born in the States in 1936?",
     ('event_who', 'wasBornIn', 'United States', 1936),
     {'the States': 'United States'}),
    ('y', {'everyday': 'Kyiv'},
     "Who was born in Kyiv in 1898?",
     ('event_who', 'wasBornIn', 'Kiev', 1898),
     {'Kyiv': 'Kiev'}),
    ('m', {'pair': 'Cristina Fernandez de Kirchner and Iran', 'no_accent': 'Cristina Fernandez de Kirchner'},
     "On how many days in 2015 did Cristina Fernandez de Kirchner and Iran sign agreements?",
     ('count', 'Cristina Fernández de Kirchner', 'deal', 'Iran', ('year', 2015)),
     {'Cristina Fernandez de Kirchner': 'Cristina Fernández de Kirchner'}),
    ('m', {'pair': 'Lagarde and Medvedev', 'surname': ['Lagarde', 'Medvedev']},
     "On how many days did Lagarde and Medvedev meet in 2011?",
     ('count', 'Christine Lagarde', 'meet', 'Dmitry Anatolyevich Medvedev', ('year', 2011)),
     {'Lagarde': 'Christine Lagarde', 'Medvedev': 'Dmitry Anatolyevich Medvedev'}),
    ('y', {'no_accent': 'Zurich', 'verb': 'passed away'},
     "Which physicist passed away in Zurich in 1958?",
     ('event_who', 'diedIn', 'Zürich', 1958),
     {'Zurich': 'Zürich'}),
    ('y', {'no_accent': 'Krakow'},
     "Who was born in Krakow in 1972?",
     ('event_who', 'wasBornIn', 'Kraków', 1972),
     {'Krakow': 'Kraków'}),
    ('y', {'no_accent': 'Gdansk'},
     "Which politician was born in Gdansk in 1957?",
     ('event_who', 'wasBornIn', 'Gdańsk', 1957),
     {'Gdansk': 'Gdańsk'}),
    ('y', {'no_accent': 'Lodz'},
     "Who was born in Lodz in 1952?",
     ('event_who', 'wasBornIn', 'Łódź', 1952),
     {'Lodz': 'Łódź'}),
    ('m', {'pair': 'Charles Taylor and Obasanjo', 'surname': 'Obasanjo', 'no_accent': 'Obasanjo'},
     "On how many days in 2006 did Charles Taylor and Obasanjo meet?",
     ('count', 'Charles Taylor', 'meet', 'Oluṣẹgun Ọbasanjọ', ('year', 2006)),
     {'Obasanjo': 'Oluṣẹgun Ọbasanjọ'}),
    ('m', {'pair': 'Romania and the IMF', 'everyday': 'the IMF'},
     "How many days of talks did Romania and the IMF hold in 2009?",
     ('count', 'Romania', 'talks', 'International Monetary Fund', ('year', 2009)),
     {'the IMF': 'International Monetary Fund'}),
    ('y', {'no_accent': 'Wroclaw'},
     "Which physicist was born in Wroclaw in 1882?",
     ('event_who', 'wasBornIn', 'Wrocław', 1882),
     {'Wroclaw': 'Wrocław'}),
    ('y', {'no_accent': 'Goettingen', 'verb': 'passed away'},
     "Who passed away in Goettingen in 1947?",
     ('event_who', 'diedIn', 'Göttingen', 1947),
     {'Goettingen': 'Göttingen'}),
    ('m', {'pair': 'Juan Carlos and Evo Morales', 'part_name': 'Juan Carlos'},
     "On how many days did Juan Carlos and Evo Morales meet in 2009?",
     ('count', 'Juan Carlos I', 'meet', 'Evo Morales', ('year', 2009)),
     {'Juan Carlos': 'Juan Carlos I'}),
    ('m', {'pair': 'Ivan Gasparovic and Heinz Fischer'},
     "On how many different days did Ivan Gasparovic and Heinz Fischer meet in 2005?",
     ('count', 'Ivan Gasparovic', 'meet', 'Heinz Fischer', ('year', 2005)),
     {}),
    ('y', {'surname': 'Medvedev'},
     "On what date was Medvedev born?",
     ('instant', 'Dmitry Medvedev', 'wasBornIn', 'when'),
     {'Medvedev': 'Dmitry Medvedev'}),
    ('y', {'surname': 'Pauli', 'verb': 'pass away'},
     "Where did Pauli pass away?",
     ('instant', 'Wolfgang Pauli', 'diedIn', 'place'),
     {'Pauli': 'Wolfgang Pauli'}),
    ('m', {'pair': 'Laos and Malaysia'},
     "On how many days did Laos and Malaysia sign agreements in 2008?",
     ('count', 'Laos', 'deal', 'Malaysia', ('year', 2008)),
     {}),
    ('m', {'frame': 'reported between', 'pair': 'Netanyahu and Merkel', 'surname': ['Netanyahu', 'Merkel']},
     "What was reported between Netanyahu and Merkel on 25 August 2009?",
     ('what', 'Benjamin Netanyahu', 'Angela Merkel', ('day', '2009-08-25')),
     {'Netanyahu': 'Benjamin Netanyahu', 'Merkel': 'Angela Merkel'}),
    ('y', {'no_answer': 'Huxley', 'verb': 'pass away'},
     "Where did Huxley pass away?",
     ('instant', '?', 'diedIn', 'place'),
     {'Huxley': '?'},
     "Andrew Huxley and Thomas Henry Huxley both have a place of death, and they differ"),
    ('y', {'no_answer': 'Curie', 'agent_noun': 'birthplace'},
     "What was Curie's birthplace?",
     ('instant', '?', 'wasBornIn', 'place'),
     {'Curie': '?'},
     "Marie Curie (Warsaw), Pierre Curie (Paris) and Frédéric Joliot-Curie all have a birthplace"),
    ('m', {'frame': 'went on between', 'pair': 'Livni and Peres', 'surname': ['Livni', 'Peres']},
     "What went on between Livni and Peres on September 23, 2008?",
     ('what', 'Tzipi Livni', 'Shimon Peres', ('day', '2008-09-23')),
     {'Livni': 'Tzipi Livni', 'Peres': 'Shimon Peres'}),
    ('m', {'frame': 'happened between', 'pair': 'Lee Myung-bak and Ismail Omar Guelleh', 'no_accent': 'Ismail Omar Guelleh'},
     "What happened between Lee Myung-bak and Ismail Omar Guelleh on 26 May 2008?",
     ('what', 'Lee Myung Bak', 'Ismaïl Omar Guelleh', ('day', '2008-05-26')),
     {'Lee Myung-bak': 'Lee Myung Bak', 'Ismail Omar Guelleh': 'Ismaïl Omar Guelleh'}),
    ('y', {'no_answer': 'Jonathan Jackson'},
     "In which year was Jonathan Jackson born?",
     ('instant', '?', 'wasBornIn', 'year'),
     {'Jonathan Jackson': '?'},
     "Jonathan Jackson (Continental Congress) and Jonathan Jackson (actor) were born in different years"),
    ('y', {'surname': 'Nabokov'},
     "What year was Nabokov born?",
     ('instant', 'Vladimir Nabokov', 'wasBornIn', 'year'),
     {'Nabokov': 'Vladimir Nabokov'}),
    ('m', {'frame': 'news say about', 'pair': 'Ashton and Kuwait', 'surname': 'Ashton'},
     "What did the news say about Ashton and Kuwait on 16 January 2014?",
     ('what', 'Catherine Ashton', 'Kuwait', ('day', '2014-01-16')),
     {'Ashton': 'Catherine Ashton'}),
    ('m', {'frame': 'took place between', 'pair': 'Kazakhstan and South Korea'},
     "What took place between Kazakhstan and South Korea on May 13, 2008?",
     ('what', 'Kazakhstan', 'South Korea', ('day', '2008-05-13')),
     {}),
    ('y', {'no_answer': 'Hamilton', 'verb': 'marry'},
     "Who did Hamilton marry?",
     ('spouses', '?'),
     {'Hamilton': '?'},
     "six married people are called Hamilton, each with a different spouse"),
    ('y', {'no_answer': 'Honecker', 'verb': 'pass away'},
     "When did Honecker pass away?",
     ('instant', '?', 'diedIn', 'when'),
     {'Honecker': '?'},
     "Erich Honecker died in 1994, Margot Honecker in 2016"),
    ('m', {'frame': 'reported between', 'pair': 'Haider Al-Abadi and the UAE', 'everyday': 'the UAE'},
     "What was reported between Haider Al-Abadi and the UAE on 15 December 2014?",
     ('what', 'Haider Al-Abadi', 'United Arab Emirates', ('day', '2014-12-15')),
     {'the UAE': 'United Arab Emirates'}),
    ('m', {'frame': 'passed between', 'pair': 'Passos Coelho and Abdullah Gul', 'part_name': 'Passos Coelho', 'no_accent': 'Abdullah Gul'},
     "What passed between Passos Coelho and Abdullah Gul on 7 May 2013?",
     ('what', 'Pedro Manuel Mamede Passos Coelho', 'Abdullah Gül', ('day', '2013-05-07')),
     {'Passos Coelho': 'Pedro Manuel Mamede Passos Coelho', 'Abdullah Gul': 'Abdullah Gül'}),
    ('y', {'agent_noun': 'winner'},
     "Who was the 1921 winner of the Nobel Prize in Physics?",
     ('event_who', 'hasWonPrize', 'Nobel Prize in Physics', 1921),
     {}),
    ('y', {'verb': 'picked up'},
     "Who picked up the Fields Medal in 2006?",
     ('event_who', 'hasWonPrize', 'Fields Medal', 2006),
     {}),
    ('m', {'frame': 'went on between', 'pair': 'East Timor and Julia Gillard', 'everyday': 'East Timor'},
     "What went on between East Timor and Julia Gillard in March 2011?",
     ('what', 'Timor-Leste', 'Julia Gillard', ('month', '2011-03')),
     {'East Timor': 'Timor-Leste'}),
    ('m', {'frame': 'going on between', 'pair': 'Guelleh and Iran', 'surname': 'Guelleh', 'no_accent': 'Guelleh'},
     "What was going on between Guelleh and Iran in February 2009?",
     ('what', 'Ismaïl Omar Guelleh', 'Iran', ('month', '2009-02')),
     {'Guelleh': 'Ismaïl Omar Guelleh'}),
    ('y', {'part_name': 'Nobel in Chemistry', 'verb': 'took home'},
     "Who took home the Nobel in Chemistry in 1954?",
     ('event_who', 'hasWonPrize', 'Nobel Prize in Chemistry', 1954),
     {'Nobel in Chemistry': 'Nobel Prize in Chemistry'}),
    ('y', {'surname': 'Hemingway', 'part_name': 'Pulitzer for fiction'},
     "Which year did Hemingway win the Pulitzer for fiction?",
     ('event_when', 'Ernest Hemingway', 'hasWonPrize', 'Pulitzer Prize for Fiction', 'year'),
     {'Hemingway': 'Ernest Hemingway', 'Pulitzer for fiction': 'Pulitzer Prize for Fiction'}),
    ('m', {'frame': 'happened between', 'pair': 'George Yeo and Noppadon Pattama'},
     "What happened between George Yeo and Noppadon Pattama in February 2008?",
     ('what', 'George Yeo', 'Noppadon Pattama', ('month', '2008-02')),
     {}),
    ('m', {'frame': 'reported between', 'pair': 'Merkel and Roh Moo-hyun', 'surname': 'Merkel'},
     "What was reported between Merkel and Roh Moo-hyun in April 2005?",
     ('what', 'Angela Merkel', 'Roh Moo Hyun', ('month', '2005-04')),
     {'Merkel': 'Angela Merkel', 'Roh Moo-hyun': 'Roh Moo Hyun'}),
    ('y', {'surname': 'Steinbeck', 'part_name': 'Pulitzer'},
     "When did Steinbeck get his Pulitzer?",
     ('event_when', 'John Steinbeck', 'hasWonPrize', 'Pulitzer Prize for Fiction', 'when'),
     {'Steinbeck': 'John Steinbeck', 'Pulitzer': 'Pulitzer Prize for Fiction'}),
    ('y', {'verb': 'received'},
     "Who received the Turing Award in 1969?",
     ('event_who', 'hasWonPrize', 'Turing Award', 1969),
     {}),
    ('y', {'agent_noun': 'winners'},
     "Who were the 1956 winners of the Nobel Prize in Physics?",
     ('event_who', 'hasWonPrize', 'Nobel Prize in Physics', 1956),
     {}),
    ('y', {'surname': 'Feynman'},
     "Did Feynman win the Nobel Prize in Physics in 1965?",
     ('event_yesno', 'Richard Feynman', 'hasWonPrize', 'Nobel Prize in Physics', 1965),
     {'Feynman': 'Richard Feynman'}),
    ('m', {'frame': 'news was there about', 'pair': 'Raul Castro and Angola', 'no_accent': 'Raul Castro'},
     "What news was there about Raul Castro and Angola on 8 February 2009?",
     ('what', 'Raúl Castro', 'Angola', ('day', '2009-02-08')),
     {'Raul Castro': 'Raúl Castro'}),
    ('m', {'agent_noun': 'visitor'},
     "Who was the last visitor to Japan in 2012?",
     ('pick', None, 'visit', 'Japan', ('year', 2012), 'last', 'entity'),
     {}),
    ('y', {'surname': 'Einstein', 'verb': 'awarded'},
     "Was Einstein awarded the Copley Medal in 1921?",
     ('event_yesno', 'Albert Einstein', 'hasWonPrize', 'Copley Medal', 1921),
     {'Einstein': 'Albert Einstein'}),
    ('y', {'surname': 'Friedman', 'part_name': 'Nobel Memorial Prize', 'verb': 'scoop'},
     "When did Friedman scoop the Nobel Memorial Prize?",
     ('event_when', 'Milton Friedman', 'hasWonPrize', 'Nobel Memorial Prize in Economic Sciences', 'when'),
     {'Friedman': 'Milton Friedman', 'Nobel Memorial Prize': 'Nobel Memorial Prize in Economic Sciences'}),
    ('m', {'agent_noun': 'visitor'},
     "Who was China's first visitor in 2014?",
     ('pick', None, 'visit', 'China', ('year', 2014), 'first', 'entity'),
     {}),
    ('m', {'agent_noun': 'guest', 'surname': 'Merkel'},
     "Who was Merkel's last guest in 2010?",
     ('pick', 'Angela Merkel', 'host', None, ('year', 2010), 'last', 'entity'),
     {'Merkel': 'Angela Merkel'}),
    ('y', {'agent_noun': 'recipients'},
     "Who were the Fields Medal recipients of 2014?",
     ('event_who', 'hasWonPrize', 'Fields Medal', 2014),
     {}),
    ('y', {'verb': 'receive'},
     "Which prize did Sylvia Plath receive in 1982?",
     ('event_what', 'Sylvia Plath', 'hasWonPrize', 1982),
     {}),
    ('m', {'agent_noun': 'critic'},
     "Who was Iran's first critic in May 2012?",
     ('pick', None, 'criticise', 'Iran', ('month', '2012-05'), 'first', 'entity'),
     {}),
    ('m', {'agent_noun': 'caller', 'surname': 'Obama'},
     "Who was Obama's first caller in 2013?",
     ('pick', None, 'phone', 'Barack Obama', ('year', 2013), 'first', 'entity'),
     {'Obama': 'Barack Obama'}),
    ('y', {'agent_noun': 'laureate'},
     "Who was the 1998 Kyoto Prize laureate?",
     ('event_who', 'hasWonPrize', 'Kyoto Prize', 1998),
     {}),
    ('y', {'no_accent': 'Cedric Villani'},
     "When did Cedric Villani win the Fields Medal?",
     ('event_when', 'Cédric Villani', 'hasWonPrize', 'Fields Medal', 'when'),
     {'Cedric Villani': 'Cédric Villani'}),
    ('m', {'agent_noun': 'visitor'},
     "Who was Vietnam's first foreign visitor in 2011?",
     ('pick', None, 'visit', 'Vietnam', ('year', 2011), 'first', 'entity'),
     {}),
    ('m', {'agent_noun': 'host', 'no_accent': 'Raul Castro'},
     "Who was Raul Castro's first host in 2009?",
     ('pick', None, 'host', 'Raúl Castro', ('year', 2009), 'first', 'entity'),
     {'Raul Castro': 'Raúl Castro'}),
    ('y', {'no_accent': 'Endre Szemeredi', 'verb': 'get'},
     "Which year did Endre Szemeredi get the Abel Prize?",
     ('event_when', 'Endre Szemerédi', 'hasWonPrize', 'Abel Prize', 'year'),
     {'Endre Szemeredi': 'Endre Szemerédi'}),
    ('y', {'no_accent': 'Peter Gruenberg', 'verb': 'receive'},
     "When did Peter Gruenberg receive the Wolf Prize in Physics?",
     ('event_when', 'Peter Grünberg', 'hasWonPrize', 'Wolf Prize in Physics', 'when'),
     {'Peter Gruenberg': 'Peter Grünberg'}),
    ('m', {'agent_noun': 'visit', 'surname': 'Obama'},
     "When was Obama's last visit to Japan?",
     ('pick', 'Barack Obama', 'visit', 'Japan', None, 'last', 'day'),
     {'Obama': 'Barack Obama'}),
    ('m', {'agent_noun': 'trip', 'surname': 'Merkel'},
     "On what date was Merkel's first trip to China in 2010?",
     ('pick', 'Angela Merkel', 'visit', 'China', ('year', 2010), 'first', 'day'),
     {'Merkel': 'Angela Merkel'}),
    ('y', {'agent_noun': 'recipients'},
     "Who were the recipients of the Crafoord Prize in 1990?",
     ('event_who', 'hasWonPrize', 'Crafoord Prize', 1990),
     {}),
    ('y', {'verb': 'defect to', 'part_name': 'Liberal Democrats'},
     "When did Charles Kennedy defect to the Liberal Democrats?",
     ('start', 'Charles Kennedy', 'isAffiliatedTo', 'Liberal Democrats (UK)', 'when'),
     {'Liberal Democrats': 'Liberal Democrats (UK)'}),
    ('m', {'agent_noun': 'visit', 'no_accent': 'Abdullah Gul'},
     "In which year was Abdullah Gul's first visit to Iran?",
     ('pick', 'Abdullah Gül', 'visit', 'Iran', None, 'first', 'year'),
     {'Abdullah Gul': 'Abdullah Gül'}),
    ('m', {'agent_noun': 'trip'},
     "In which month was Wen Jiabao's last trip to Japan?",
     ('pick', 'Wen Jiabao', 'visit', 'Japan', None, 'last', 'month'),
     {}),
    ('y', {'verb': 'switch to', 'part_name': 'Democratic Party'},
     "What year did Edward Zorinsky switch to the Democratic Party?",
     ('start', 'Edward Zorinsky', 'isAffiliatedTo', 'Democratic Party (United States)', 'year'),
     {'Democratic Party': 'Democratic Party (United States)'}),
    ('y', {'short_person': 'Bob Stump', 'verb': 'cross over to', 'part_name': 'Republican Party'},
     "When did Bob Stump cross over to the Republican Party?",
     ('start', 'Bob Stump (U.S. Congressman)', 'isAffiliatedTo', 'Republican Party (United States)', 'when'),
     {'Bob Stump': 'Bob Stump (U.S. Congressman)', 'Republican Party': 'Republican Party (United States)'}),
    ('m', {'everyday': 'the IMF'},
     "Who praised the IMF first in 2012?",
     ('pick', None, 'praise', 'International Monetary Fund', ('year', 2012), 'first', 'entity'),
     {'the IMF': 'International Monetary Fund'}),
    ('m', {'verb': 'fly to', 'surname': 'Obama'},
     "Which country did Obama fly to first in 2009?",
     ('pick', 'Barack Obama', 'visit', None, ('year', 2009), 'first', 'entity'),
     {'Obama': 'Barack Obama'}),
    ('y', {'preposition': 'in the Communist Party of Germany'},
     "How many years was Clara Zetkin in the Communist Party of Germany?",
     ('length', 'Clara Zetkin', 'isAffiliatedTo', 'Communist Party of Germany'),
     {}),
    ('y', {'part_name': 'Labour Party'},
     "Did Cyril Smith belong to the Labour Party in 1960?",
     ('state', 'Cyril Smith', 'isAffiliatedTo', 'Labour Party (UK)', 1960),
     {'Labour Party': 'Labour Party (UK)'}),
    ('y', {'part_name': 'Whig Party', 'verb': 'quit'},
     "When did Caleb Cushing quit the Whig Party?",
     ('end', 'Caleb Cushing', 'isAffiliatedTo', 'Whig Party (United States)', 'when'),
     {'Whig Party': 'Whig Party (United States)'}),
    ('y', {'part_name': 'Andrew Adonis'},
     "Which party was Andrew Adonis a member of in 1990?",
     ('state', 'Andrew Adonis, Baron Adonis', 'isAffiliatedTo', None, 1990),
     {'Andrew Adonis': 'Andrew Adonis, Baron Adonis'}),
    ('m', {'verb': 'ring', 'surname': 'Merkel'},
     "Who did Merkel ring first in 2011?",
     ('pick', 'Angela Merkel', 'phone', None, ('year', 2011), 'first', 'entity'),
     {'Merkel': 'Angela Merkel'}),
    ('m', {'verb': 'hail'},
     "Who did China hail first in 2014?",
     ('pick', 'China', 'praise', None, ('year', 2014), 'first', 'entity'),
     {}),
    ('y', {'surname': 'Sumner', 'verb': 'join'},
     "When did Sumner join the Free Soil Party?",
     ('start', 'Charles Sumner', 'isAffiliatedTo', 'Free Soil Party', 'when'),
     {'Sumner': 'Charles Sumner'}),
    ('y', {'short_person': 'Albert Watson', 'part_name': 'Republican Party'},
     "Was Albert Watson a member of the Republican Party in 1960?",
     ('state', 'Albert Watson (South Carolina)', 'isAffiliatedTo', 'Republican Party (United States)', 1960),
     {'Albert Watson': 'Albert Watson (South Carolina)', 'Republican Party': 'Republican Party (United States)'}),
    ('m', {'verb': 'blast'},
     "Who did Iran blast first in May 2012?",
     ('pick', 'Iran', 'criticise', None, ('month', '2012-05'), 'first', 'entity'),
     {}),
    ('m', {'verb': 'travel to'},
     "When did Xi Jinping last travel to South Korea?",
     ('pick', 'Xi Jinping', 'visit', 'South Korea', None, 'last', 'day'),
     {}),
    ('y', {'part_name': 'Social Democratic Party', 'verb': 'leave'},
     "When did David Owen leave the Social Democratic Party?",
     ('end', 'David Owen', 'isAffiliatedTo', 'Social Democratic Party (UK)', 'when'),
     {'Social Democratic Party': 'Social Democratic Party (UK)'}),
    ('y', {'preposition': 'in the Communist Party of Germany'},
     "Which year did Erich Honecker end his time in the Communist Party of Germany?",
     ('end', 'Erich Honecker', 'isAffiliatedTo', 'Communist Party of Germany', 'year'),
     {}),
    ('m', {'verb': 'welcome'},
     "Who did Japan welcome first in 2011?",
     ('pick', 'Japan', 'host', None, ('year', 2011), 'first', 'entity'),
     {}),
    ('m', {'verb': 'got on the phone', 'surname': 'Blair'},
     "Who was the last person Blair got on the phone with in 2006?",
     ('pick', 'Tony Blair', 'phone', None, ('year', 2006), 'last', 'entity'),
     {'Blair': 'Tony Blair'}),
    ('y', {'surname': 'Einstein', 'verb': 'working'},
     "Where was Einstein working in 1910?",
     ('state', 'Albert Einstein', 'worksAt', None, 1910),
     {'Einstein': 'Albert Einstein'}),
    ('y', {'surname': 'Einstein', 'preposition': 'spend at'},
     "How many years did Einstein spend at the Institute for Advanced Study?",
     ('length', 'Albert Einstein', 'worksAt', 'Institute for Advanced Study'),
     {'Einstein': 'Albert Einstein'}),
    ('m', {'verb': 'jet off', 'surname': 'Gillard'},
     "Where did Gillard jet off to last in 2011?",
     ('pick', 'Julia Gillard', 'visit', None, ('year', 2011), 'last', 'entity'),
     {'Gillard': 'Julia Gillard'}),
    ('m', {'verb': 'head to', 'part_name': 'Dmitry Medvedev'},
     "Which country did Dmitry Medvedev head to first in 2010?",
     ('pick', 'Dmitry Anatolyevich Medvedev', 'visit', None, ('year', 2010), 'first', 'entity'),
     {'Dmitry Medvedev': 'Dmitry Anatolyevich Medvedev'}),
    ('y', {'part_name': ['Kenneth Wilson', 'Cornell'], 'verb': 'leave'},
     "When did Kenneth Wilson leave Cornell?",
     ('end', 'Kenneth G. Wilson', 'worksAt', 'Cornell University', 'when'),
     {'Kenneth Wilson': 'Kenneth G. Wilson', 'Cornell': 'Cornell University'}),
    ('y', {'verb': 'teach at'},
     "How long did Thorkild Jacobsen teach at the University of Chicago?",
     ('length', 'Thorkild Jacobsen', 'worksAt', 'University of Chicago'),
     {}),
    ('m', {'verb': 'go', 'part_name': 'Cristina Kirchner'},
     "Where did Cristina Kirchner go first in 2008?",
     ('pick', 'Cristina Fernández de Kirchner', 'visit', None, ('year', 2008), 'first', 'entity'),
     {'Cristina Kirchner': 'Cristina Fernández de Kirchner'}),
    ('m', {'verb': 'travel to', 'no_accent': 'Olusegun Obasanjo'},
     "Which country did Olusegun Obasanjo travel to last in 2006?",
     ('pick', 'Oluṣẹgun Ọbasanjọ', 'visit', None, ('year', 2006), 'last', 'entity'),
     {'Olusegun Obasanjo': 'Oluṣẹgun Ọbasanjọ'}),
    ('y', {'verb': 'lecturing'},
     "Where was Arthur Holmes lecturing in 1930?",
     ('state', 'Arthur Holmes', 'worksAt', None, 1930),
     {}),
    ('y', {'agent_noun': 'employer'},
     "Who was Marvin Zelen's employer in 1965?",
     ('state', 'Marvin Zelen', 'worksAt', None, 1965),
     {}),
    ('m', {'no_accent': 'Raul Castro', 'verb': 'go'},
     "Where did Raul Castro go first in 2012?",
     ('pick', 'Raúl Castro', 'visit', None, ('year', 2012), 'first', 'entity'),
     {'Raul Castro': 'Raúl Castro'}),
    ('m', {'verb': 'drop in on', 'no_accent': 'Jose Miguel Insulza'},
     "Which country did Jose Miguel Insulza drop in on first in 2009?",
     ('pick', 'José Miguel Insulza', 'visit', None, ('year', 2009), 'first', 'entity'),
     {'Jose Miguel Insulza': 'José Miguel Insulza'}),
    ('y', {'part_name': 'Robert Furchgott', 'preposition': 'at in 1952'},
     "Which university was Robert Furchgott at in 1952?",
     ('state', 'Robert F. Furchgott', 'worksAt', None, 1952),
     {'Robert Furchgott': 'Robert F. Furchgott'}),
    ('y', {'agent_noun': 'owner'},
     "Who was the owner of the Desert Inn in 1975?",
     ('state', None, 'owns', 'Desert Inn', 1975),
     {}),
    ('m', {'verb': 'go to see', 'no_accent': 'Hashim Thaci'},
     "Who did Hashim Thaci go to see first?",
     ('pick', 'Hashim Thaçi', 'visit', None, None, 'first', 'entity'),
     {'Hashim Thaci': 'Hashim Thaçi'}),
    ('m', {'verb': 'fly to', 'surname': 'Merkel'},
     "Did Merkel fly to China in 2012?",
     ('yesno', 'Angela Merkel', 'visit', 'China', ('year', 2012)),
     {'Merkel': 'Angela Merkel'}),
    ('y', {'verb': 'sell'},
     "When did Howard Hughes sell the Desert Inn?",
     ('end', 'Howard Hughes', 'owns', 'Desert Inn', 'when'),
     {}),
    ('y', {'verb': 'buy'},
     "In which year did Kirk Kerkorian buy the Desert Inn?",
     ('start', 'Kirk Kerkorian', 'owns', 'Desert Inn', 'year'),
     {}),
    ('m', {'verb': 'slam'},
     "Did Iran slam France in May 2012?",
     ('yesno', 'Iran', 'criticise', 'France', ('month', '2012-05')),
     {}),
    ('m', {'no_answer': 'Sheikh Hamad', 'verb': 'travel'},
     "Where did Sheikh Hamad travel first in 2008?",
     ('pick', '?', 'visit', None, ('year', 2008), 'first', 'entity'),
     {'Sheikh Hamad': '?'},
     "Qatar's Sheikh Hamad bin Khalifa al-Thani and Bahrain's Sheikh Hamad bin Isa al Khalifah both travel, to different places"),
    ('y', {'preposition': 'hold on to'},
     "How many years did Al Gore hold on to Current TV?",
     ('length', 'Al Gore', 'owns', 'Current TV'),
     {}),
    ('y', {'verb': 'buy'},
     "When did Google buy FeedBurner?",
     ('start', 'Google', 'owns', 'FeedBurner', 'when'),
     {}),
    ('y', {'no_accent': 'Aydin Dogan', 'part_name': 'Star TV'},
     "Did Aydin Dogan own Star TV in 2008?",
     ('state', 'Aydın Doğan', 'owns', 'Star TV (Turkey)', 2008),
     {'Aydin Dogan': 'Aydın Doğan', 'Star TV': 'Star TV (Turkey)'}),
    ('y', {'verb': 'get rid of'},
     "When did Vivendi get rid of Fox Interactive?",
     ('end', 'Vivendi', 'owns', 'Fox Interactive', 'when'),
     {}),
    ('m', {'no_answer': 'Fernandez'},
     "Who did Fernandez praise first in 2009?",
     ('pick', '?', 'praise', None, ('year', 2009), 'first', 'entity'),
     {'Fernandez': '?'},
     "Cristina Fernández de Kirchner and Alberto Fernández both praised someone first in 2009, different people"),
    ('m', {'no_answer': 'Wade', 'verb': 'go'},
     "Where did Wade go first in 2010?",
     ('pick', '?', 'visit', None, ('year', 2010), 'first', 'entity'),
     {'Wade': '?'},
     "Abdoulaye Wade and his son Karim Wade both travelled in 2010, to different places"),
    ('y', {'agent_noun': 'owner'},
     "Who was the owner of Kanal D in 1993?",
     ('state', None, 'owns', 'Kanal D', 1993),
     {}),
    ('y', {'part_name': 'Princeton', 'verb': 'graduate'},
     "Which year did Marvin Minsky graduate from Princeton?",
     ('event_when', 'Marvin Minsky', 'graduatedFrom', 'Princeton University', 'year'),
     {'Princeton': 'Princeton University'}),
    ('m', {'no_answer': 'Aziz'},
     "Which country did Aziz visit first in 2010?",
     ('pick', '?', 'visit', None, ('year', 2010), 'first', 'entity'),
     {'Aziz': '?'},
     "Shaukat Aziz, Mohamed Ould Abdel Aziz and Saud bin Faisal bin Abdul-Aziz all travelled in 2010"),
    ('m', {'no_answer': 'Kim'},
     "Who did Kim meet first in 2010?",
     ('pick', '?', 'meet', None, ('year', 2010), 'first', 'entity'),
     {'Kim': '?'},
     "Kim Kye Gwan (North Korea) and Kim Hwang Sik (South Korea) both met people in 2010"),
    ('y', {'verb': 'study'},
     "Where did Lev Landau study?",
     ('all', 'Lev Landau', 'graduatedFrom'),
     {}),
    ('y', {'everyday': 'MIT', 'verb': 'graduated'},
     "Who graduated from MIT in 1916?",
     ('event_who', 'graduatedFrom', 'Massachusetts Institute of Technology', 1916),
     {'MIT': 'Massachusetts Institute of Technology'}),
    ('m', {'pair': 'Hagel and China', 'surname': 'Hagel'},
     "Did Hagel and China hold talks in June 2013?",
     ('yesno', 'Chuck Hagel', 'talks', 'China', ('month', '2013-06')),
     {'Hagel': 'Chuck Hagel'}),
    ('m', {'pair': 'Abbas and Netanyahu', 'surname': ['Abbas', 'Netanyahu']},
     "Did Abbas and Netanyahu speak by phone in November 2011?",
     ('yesno', 'Mahmoud Abbas', 'phone', 'Benjamin Netanyahu', ('month', '2011-11')),
     {'Abbas': 'Mahmoud Abbas', 'Netanyahu': 'Benjamin Netanyahu'}),
    ('y', {'verb': 'get his degree'},
     "Where did Daniel Kahneman get his degree in 1954?",
     ('event_what', 'Daniel Kahneman', 'graduatedFrom', 1954),
     {}),
    ('y', {'part_name': ['John Thompson', 'Yale'], 'agent_noun': 'alma mater'},
     "In which year did John Thompson graduate from his alma mater, Yale?",
     ('event_when', 'John G. Thompson', 'graduatedFrom', 'Yale University', 'year'),
     {'John Thompson': 'John G. Thompson', 'Yale': 'Yale University'}),
    ('m', {'pair': 'Livni and Abdullah Gul', 'surname': 'Livni', 'no_accent': 'Abdullah Gul'},
     "Did Livni and Abdullah Gul talk on the phone in March 2006?",
     ('yesno', 'Tzipi Livni', 'phone', 'Abdullah Gül', ('month', '2006-03')),
     {'Livni': 'Tzipi Livni', 'Abdullah Gul': 'Abdullah Gül'}),
    ('m', {'pair': 'Merkel and Medvedev', 'surname': ['Merkel', 'Medvedev']},
     "Did Merkel and Medvedev hold talks in September 2010?",
     ('yesno', 'Angela Merkel', 'talks', 'Dmitry Anatolyevich Medvedev', ('month', '2010-09')),
     {'Merkel': 'Angela Merkel', 'Medvedev': 'Dmitry Anatolyevich Medvedev'}),
    ('y', {'everyday': 'Caltech', 'verb': 'graduated'},
     "Who graduated from Caltech in 1953?",
     ('event_who', 'graduatedFrom', 'California Institute of Technology', 1953),
     {'Caltech': 'California Institute of Technology'}),
    ('y', {'agent_noun': 'alumni'},
     "Which Stanford University alumni graduated in 1959?",
     ('event_who', 'graduatedFrom', 'Stanford University', 1959),
     {}),
    ('m', {'verb': 'ring', 'surname': ['Obama', 'Netanyahu']},
     "Did Obama ring Netanyahu in September 2011?",
     ('yesno', 'Barack Obama', 'phone', 'Benjamin Netanyahu', ('month', '2011-09')),
     {'Obama': 'Barack Obama', 'Netanyahu': 'Benjamin Netanyahu'}),
    ('m', {'pair': 'Obama and Netanyahu', 'surname': ['Obama', 'Netanyahu']},
     "On how many days did Obama and Netanyahu speak by phone in 2012?",
     ('count', 'Barack Obama', 'phone', 'Benjamin Netanyahu', ('year', 2012)),
     {'Obama': 'Barack Obama', 'Netanyahu': 'Benjamin Netanyahu'}),
    ('y', {'when': 'when'},
     "Who was Al Gore married to when he won the Nobel Peace Prize?",
     ('during', 'Al Gore', 'isMarriedTo', 'hasWonPrize', 'Nobel Peace Prize'),
     {}),
    ('y', {'when': 'when', 'surname': 'Shevchenko'},
     "Which club was Shevchenko playing for when he married Kristen Pazik?",
     ('during', 'Andriy Shevchenko', 'playsFor', 'isMarriedTo', 'Kristen Pazik'),
     {'Shevchenko': 'Andriy Shevchenko'}),
    ('m', {'surname': ['Gillard', 'Obama']},
     "On how many days in 2011 did Gillard praise Obama?",
     ('count', 'Julia Gillard', 'praise', 'Barack Obama', ('year', 2011)),
     {'Gillard': 'Julia Gillard', 'Obama': 'Barack Obama'}),
    ('m', {'everyday': 'Queen Elizabeth', 'agent_noun': 'guest'},
     "Who was Queen Elizabeth's first guest in 2011?",
     ('pick', 'Elizabeth II', 'host', None, ('year', 2011), 'first', 'entity'),
     {'Queen Elizabeth': 'Elizabeth II'}),
    ('y', {'when': 'when', 'part_name': 'Kenneth Wilson'},
     "Where was Kenneth Wilson working when he won the Wolf Prize?",
     ('during', 'Kenneth G. Wilson', 'worksAt', 'hasWonPrize', 'Wolf Prize'),
     {'Kenneth Wilson': 'Kenneth G. Wilson'}),
    ('y', {'when': 'when', 'surname': 'Peres'},
     "Which party was Peres in when he won the Nobel Peace Prize?",
     ('during', 'Shimon Peres', 'isAffiliatedTo', 'hasWonPrize', 'Nobel Peace Prize'),
     {'Peres': 'Shimon Peres'}),
    ('m', {'everyday': 'Queen Elizabeth', 'verb': 'receive'},
     "Who did Queen Elizabeth receive first in 2008?",
     ('pick', 'Elizabeth II', 'host', None, ('year', 2008), 'first', 'entity'),
     {'Queen Elizabeth': 'Elizabeth II'}),
    ('m', {'everyday': 'the Non-Aligned Movement'},
     "Who did the Non-Aligned Movement criticise first?",
     ('pick', 'Nonaligned Movement', 'criticise', None, None, 'first', 'entity'),
     {'the Non-Aligned Movement': 'Nonaligned Movement'}),
    ('y', {'when': 'when', 'surname': 'Freud'},
     "Who was Freud married to when he received the Goethe Prize?",
     ('during', 'Sigmund Freud', 'isMarriedTo', 'hasWonPrize', 'Goethe Prize'),
     {'Freud': 'Sigmund Freud'}),
    ('y', {'when': 'when', 'verb': 'received'},
     "Who was Nargis married to when she received the Padma Shri?",
     ('during', 'Nargis', 'isMarriedTo', 'hasWonPrize', 'Padma Shri'),
     {}),
    ('m', {'everyday': 'UNHCR'},
     "Who was the first to appeal to UNHCR in 2011?",
     ('pick', None, 'appeal', 'High Commission for Refugees', ('year', 2011), 'first', 'entity'),
     {'UNHCR': 'High Commission for Refugees'}),
    ('m', {'everyday': 'Pope Benedict', 'verb': 'travel'},
     "Where did Pope Benedict travel first in 2009?",
     ('pick', 'Benedict XVI', 'visit', None, ('year', 2009), 'first', 'entity'),
     {'Pope Benedict': 'Benedict XVI'}),
    ('y', {'when': 'when', 'surname': 'Einstein', 'verb': 'started at'},
     "Who was Einstein's wife when he started at the University of Zurich?",
     ('during', 'Albert Einstein', 'isMarriedTo', 'worksAt', 'University of Zurich'),
     {'Einstein': 'Albert Einstein'}),
    ('y', {'when': 'when', 'part_name': 'Social Democratic Party'},
     "Who was Chris Huhne married to when he joined the Social Democratic Party?",
     ('during', 'Chris Huhne', 'isMarriedTo', 'isAffiliatedTo', 'Social Democratic Party (UK)'),
     {'Social Democratic Party': 'Social Democratic Party (UK)'}),
    ('y', {'when': 'when'},
     "Where did Arthur Holmes work when he won the Murchison Medal?",
     ('during', 'Arthur Holmes', 'worksAt', 'hasWonPrize', 'Murchison Medal'),
     {}),
    ('m', {'no_answer': 'Abdullah', 'verb': 'go'},
     "Where did Abdullah go first in 2009?",
     ('pick', '?', 'visit', None, ('year', 2009), 'first', 'entity'),
     {'Abdullah': '?'},
     "Abdullah Gül, Ali Abdullah Saleh, Farooq Abdullah and Sheikh Ahmed Abdullah all travelled in 2009"),
]


if __name__ == '__main__':
    sys.exit(main(sys.argv))
