#!/usr/bin/env python3
"""Gold answers for the fourth "people's wording" question set (YAGO11k and MultiTQ / ICEWS05-15).

Usage:  python3 gold.py [DATA_DIR]      (DATA_DIR defaults to ../../../shared/data)

Every question is stored below (M_QUESTIONS, Y_QUESTIONS; QUESTIONS interleaves them) as its text next to its meaning, the wording features
it exercises and how each entity is written in it.  This script loads both graphs, computes every
answer from the meaning, checks every question (README.md, "Checks"), and only if all checks pass
writes people4-dev.json (positions 0, 2, 4, ...) and people4-test.json (positions 1, 3, 5, ...)
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
    'Man Utd': 'Manchester United F.C.',
    'PSG': 'Paris Saint-Germain F.C.',
    'Gladbach': 'Borussia Mönchengladbach',
    'Spurs': 'Tottenham Hotspur F.C.',
    'Inter': 'Inter Milan',
    'UMP': 'Union for a Popular Movement',
    'Lyon': 'Olympique Lyonnais',
    'News Corp': 'News Corporation',
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
    """A period as an inclusive (lo, hi) pair of YYYY-MM-DD strings (the gold reading); None =
    the whole graph.  Kinds: ('year', 2012), ('month', '2012-05'), ('day', '2012-05-13'),
    ('after', day), ('before', day), and the periods said in words (see WORDED): ('years', 2012,
    2014), ('months', '2010-03', '2011-06'), ('half', 2011, 1), ('late', 2009), ('early', 2010),
    and ('win', lo, hi), a raw window used for the alternative readings."""
    if period is None:
        return (None, None)
    kind, v = period[0], period[1]
    if kind == 'year':
        return ('%d-01-01' % v, '%d-12-31' % v)
    if kind == 'month':
        return (v + '-01', v + '-31')
    if kind == 'day':
        return (v, v)
    if kind == 'after':
        return (next_day(v), None)
    if kind == 'before':
        return (None, prev_day(v))
    if kind == 'years':                    # "between 2012 and 2014": both years included
        return ('%d-01-01' % v, '%d-12-31' % period[2])
    if kind == 'months':                   # "from March 2010 to June 2011": both months included
        return (v + '-01', period[2] + '-31')
    if kind == 'half':                     # "in the first / second half of 2011"
        return ('%d-01-01' % v, '%d-06-30' % v) if period[2] == 1 else \
            ('%d-07-01' % v, '%d-12-31' % v)
    if kind == 'late':                     # "in late 2009": September to December
        return ('%d-09-01' % v, '%d-12-31' % v)
    if kind == 'early':                    # "in early 2010": January to April
        return ('%d-01-01' % v, '%d-04-30' % v)
    if kind == 'win':
        return (v, period[2])
    raise ValueError(period)


def alt_windows(period):
    """Other readings a period said in words may be given; the answer must not change under any of
    them ("late 2009" may be read as October to December, or as July to December; "early 2010" as
    January to March, or as January to June).  The other periods have one reading."""
    if period is None:
        return []
    kind, v = period[0], period[1]
    if kind == 'late':
        return [('%d-10-01' % v, '%d-12-31' % v), ('%d-07-01' % v, '%d-12-31' % v)]
    if kind == 'early':
        return [('%d-01-01' % v, '%d-03-31' % v), ('%d-01-01' % v, '%d-06-30' % v)]
    return []


WORDED = ('years', 'months', 'half', 'late', 'early')


def period_texts(period):
    """The ways the period may be written in the question text (checked)."""
    if period is None:
        return []
    kind, v = period[0], period[1]
    if kind == 'year':
        return [str(v)]
    if kind == 'month':
        y, m = v.split('-')
        return ['%s %s' % (MONTHS[int(m) - 1], y)]
    if kind == 'years':
        a, b = v, period[2]
        return ['between %d and %d' % (a, b), 'from %d to %d' % (a, b),
                'from %d through %d' % (a, b), 'from %d until %d' % (a, b)]
    if kind == 'months':
        def mt(x):
            return '%s %s' % (MONTHS[int(x[5:7]) - 1], x[:4])
        a, b = mt(v), mt(period[2])
        out = ['from %s to %s' % (a, b), 'between %s and %s' % (a, b)]
        if v[:4] == period[2][:4]:          # "between March and June 2010"
            a2 = MONTHS[int(v[5:7]) - 1]
            out += ['from %s to %s' % (a2, b), 'between %s and %s' % (a2, b)]
        return out
    if kind == 'half':
        return ['%s half of %d' % ('first' if period[2] == 1 else 'second', v)]
    if kind == 'late':
        return ['late %d' % v]
    if kind == 'early':
        return ['early %d' % v]
    y, m, d = v.split('-')
    mn = MONTHS[int(m) - 1]
    out = ['%d %s %s' % (int(d), mn, y), '%s %d, %s' % (mn, int(d), y),
           '%s %d %s' % (mn, int(d), y)]
    if kind in ('after', 'before'):
        out = ['%s %s' % (kind, x) for x in out]
    return out


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


def add_days(day, n):
    import datetime
    return (datetime.date.fromisoformat(day) + datetime.timedelta(days=n)).isoformat()


def month_after(day):
    y, m = int(day[:4]), int(day[5:7])
    y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return '%04d-%02d' % (y, m)


def ev_most(G, s, w, o, period):
    """Who / where most often: the open-side entities with the most distinct days of the exact
    relation in the period (ties: all of them).  The top must be 2 days or more, and the union
    of the family must give the same top entities."""
    win = window(period)
    exact, family = readings(w)

    def top(reads):
        days = collections.defaultdict(set)
        for d, e in clause_items(G, s, w, o, win, reads):
            days[e].add(d)
        if not days:
            return (), 0
        n = max(len(v) for v in days.values())
        return tuple(sorted(e for e, v in days.items() if len(v) == n)), n
    gold, n = top(exact)
    need(gold and n >= 2, 'most often: top count %d' % n)
    need(top(family)[0] == gold, 'the family union gives another top: %s' % (top(family),))
    return gold


def ev_nth(G, s, w, o, n, ask):
    """When did S w O for the nth time: the nth distinct day of the exact relation; the family
    union must have the same first n days."""
    exact, family = readings(w)
    days = sorted({d for d, _ in clause_items(G, s, w, o, (None, None), exact)})
    need(len(days) >= n, 'only %d days' % len(days))
    fam = sorted({d for d, _ in clause_items(G, s, w, o, (None, None), family)})
    need(fam[:n] == days[:n], 'the family union has other early days')
    return (fmt_day(days[n - 1], ask),)


def span_windows(day, span):
    """The windows a span after the reference day may be read as: the first is the gold one,
    the others must give the same answer."""
    kind = span[0]
    if kind == 'week':            # "in the week after": the 7 days after (the day itself or not)
        return [(add_days(day, 1), add_days(day, 7)), (day, add_days(day, 7))]
    if kind == 'days':            # "in the N days after"
        n = span[1]
        return [(add_days(day, 1), add_days(day, n)), (day, add_days(day, n))]
    if kind == 'month':           # "in the month after": the next calendar month, or 30 days
        return [window(('month', month_after(day))), (add_days(day, 1), add_days(day, 30))]
    if kind == 'exact':           # "N days after" / "the day after": that very day
        return [(add_days(day, span[1]), add_days(day, span[1]))]
    raise ValueError(span)


def ev_offset(G, ref, span, main, sel, ask):
    day = ref_day(G, ref)
    s, w, o = main
    wins = span_windows(day, span)
    gold = robust_select(G, s, w, o, wins[0], sel, ask)
    for win in wins[1:]:
        need(robust_select(G, s, w, o, win, sel, ask) == gold,
             'another reading of the span gives another answer')
    return gold


def ev_gap(G, ref1, ref2, unit):
    """How many days / months between two reference events (each on exactly one day, or the
    first / last of several)."""
    import datetime
    d1, d2 = ref_day(G, ref1), ref_day(G, ref2)
    need(d1 < d2, 'the first event must come first')
    if unit == 'days':
        return (str((datetime.date.fromisoformat(d2) - datetime.date.fromisoformat(d1)).days),)
    n = (int(d2[:4]) * 12 + int(d2[5:7])) - (int(d1[:4]) * 12 + int(d1[5:7]))
    need(n >= 1, 'same month')
    return (str(n),)


# Countries as the graph writes them (for "how many different countries").
def _countries():
    words = """Afghanistan|Albania|Algeria|Andorra|Angola|Argentina|Armenia|Australia|Austria|
Azerbaijan|Bahamas|Bahrain|Bangladesh|Barbados|Belarus|Belgium|Belize|Benin|Bhutan|Bolivia|
Bosnia and Herzegovina|Botswana|Brazil|Brunei|Bulgaria|Burkina Faso|Burundi|Cambodia|Cameroon|
Canada|Cape Verde|Central African Republic|Chad|Chile|China|Colombia|Comoros|Costa Rica|Croatia|
Cuba|Cyprus|Czech Republic|Denmark|Djibouti|Dominica|Dominican Republic|Ecuador|Egypt|
El Salvador|Equatorial Guinea|Eritrea|Estonia|Ethiopia|Fiji|Finland|France|Gabon|Gambia|Georgia|
Germany|Ghana|Greece|Grenada|Guatemala|Guinea|Guinea-Bissau|Guyana|Haiti|Honduras|Hungary|
Iceland|India|Indonesia|Iran|Iraq|Ireland|Israel|Italy|Jamaica|Japan|Jordan|Kazakhstan|Kenya|
Kiribati|Kosovo|Kuwait|Kyrgyzstan|Laos|Latvia|Lebanon|Lesotho|Liberia|Libya|Liechtenstein|
Lithuania|Luxembourg|Macedonia|Madagascar|Malawi|Malaysia|Maldives|Mali|Malta|Mauritania|
Mauritius|Mexico|Moldova|Monaco|Mongolia|Montenegro|Morocco|Mozambique|Myanmar|Namibia|Nauru|
Nepal|Netherlands|New Zealand|Nicaragua|Niger|Nigeria|North Korea|Norway|Oman|Pakistan|Palau|
Panama|Papua New Guinea|Paraguay|Peru|Philippines|Poland|Portugal|Qatar|Romania|Russia|Rwanda|
Samoa|San Marino|Saudi Arabia|Senegal|Serbia|Seychelles|Sierra Leone|Singapore|Slovakia|Slovenia|
Solomon Islands|Somalia|South Africa|South Korea|South Sudan|Spain|Sri Lanka|Sudan|Suriname|
Swaziland|Sweden|Switzerland|Syria|Taiwan|Tajikistan|Tanzania|Thailand|Timor-Leste|Togo|Tonga|
Trinidad and Tobago|Tunisia|Turkey|Turkmenistan|Tuvalu|Uganda|Ukraine|United Arab Emirates|
United Kingdom|United States|Uruguay|Uzbekistan|Vanuatu|Venezuela|Vietnam|Yemen|Zambia|Zimbabwe"""
    return frozenset(x.strip() for x in words.split('|'))


COUNTRIES = _countries()


def ev_distinct(G, s, w, period):
    """How many different countries S w (visited, hosted...) in the period: every open-side
    entity must be a country (so nothing is left to the reader's judgement), and the family union
    must give the same set."""
    win = window(period)
    exact, family = readings(w)
    ents = {e for _, e in clause_items(G, s, w, None, win, exact)}
    need(ents, 'none')
    need(ents <= COUNTRIES, 'not all countries: %s' % sorted(ents - COUNTRIES)[:5])
    fam = {e for _, e in clause_items(G, s, w, None, win, family)}
    need(fam == ents, 'the family union gives other places: %s' % sorted(fam ^ ents)[:5])
    return (str(len(ents)),)


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


def y_longest(Y, s, r):
    """Which X did S stay at the longest: the others with the most years in total (end year −
    start year, summed over spells); every fact must be closed; ties give all."""
    fs = Y.of(s, r)
    need(len({o for o, _ in fs}) >= 2, 'fewer than two')
    need(all(f.e is not None for _, f in fs), 'an open end')
    tot = collections.Counter()
    for o, f in fs:
        tot[o] += f.e[0] - f.s[0]
    n = max(tot.values())
    return tuple(sorted(o for o, v in tot.items() if v == n))


def y_next(Y, s, r, o, way):
    """S's next (way 'next') or previous ('prev') O under r, ordered by start year: the reference
    pair has one fact; no other shares its start year; the answer is unique."""
    fs = Y.pair(s, r, o)
    need(len(fs) == 1, 'the reference has %d facts' % len(fs))
    y0 = fs[0].s[0]
    starts = collections.defaultdict(set)
    for x, f in Y.of(s, r):
        if x != o:
            starts[x].add(f.s[0])
    need(starts, 'nothing else')
    need(not [x for x, v in starts.items() if y0 in v], 'another starts the same year')
    if way == 'next':
        later = {x: min(y for y in v if y > y0) for x, v in starts.items() if max(v) > y0}
        need(later, 'nothing after')
        y = min(later.values())
        ans = tuple(sorted(x for x, v in later.items() if v == y))
    else:
        earlier = {x: max(y for y in v if y < y0) for x, v in starts.items() if min(v) < y0}
        need(earlier, 'nothing before')
        y = max(earlier.values())
        ans = tuple(sorted(x for x, v in earlier.items() if v == y))
    need(len(ans) == 1, 'not unique: %s' % (ans,))
    # a clean succession, so that "after joining Y" and "after leaving Y" agree: the reference
    # ended by the time the next one started; the previous one ended by the time the reference
    # started, and nothing else started before the reference and ended later than it did
    if way == 'next':
        need(fs[0].e is not None and fs[0].e[0] <= y, 'the reference lasts past the next start')
    else:
        prev = [f for x, f in Y.of(s, r) if x == ans[0] and f.s[0] < y0]
        need(all(f.e is not None and f.e[0] <= y0 for f in prev), 'the previous one lasts on')
        end = max(f.e[0] for f in prev)
        need(all(f.e is not None and f.e[0] <= end for x, f in Y.of(s, r)
                 if x not in (o, ans[0]) and f.s[0] < y0), 'something else lasts longer')
    return ans


def y_state_range(Y, s, r, o, y1, y2):
    """Who / which at some time between two years (both included): the others whose closed fact
    overlaps y1..y2; no open-ended fact that starts by y2 may exist (it might overlap, or not)."""
    need(r in STATES and y1 < y2, 'not a state or not a span')
    facts = Y.of(s, r) if o is None else Y.into(r, o)
    need(not [f for _, f in facts if f.e is None and f.s[0] <= y2],
         'an open-ended fact might overlap %d..%d' % (y1, y2))
    ans = tuple(sorted({x for x, f in facts if f.s[0] <= y2 and f.e[0] >= y1}))
    need(ans, 'nobody in the span')
    return ans


def y_age(Y, x):
    """How old X was at death: full years between the two full dates (birth and death both known
    to the day, each given once)."""
    import datetime
    b = one([f.s for _, f in Y.of(x, 'wasBornIn')], 'births')[0]
    d = one([f.s for _, f in Y.of(x, 'diedIn')], 'deaths')[0]
    need(None not in b and None not in d, 'a date without its day')
    need(b < d, 'died before born')
    age = d[0] - b[0] - ((d[1], d[2]) < (b[1], b[2]))
    need(0 < age < 120, 'implausible age')
    return (str(age),)


def y_first_holder(Y, r, o, sel):
    """The first / last X of r to O by start year (ties: all): "the first winner of the prize"."""
    facts = Y.into(r, o)
    need(len({x for x, _ in facts}) >= 3, 'fewer than three')
    ys = [f.s[0] for _, f in facts]
    y = min(ys) if sel == 'first' else max(ys)
    ans = tuple(sorted({x for x, f in facts if f.s[0] == y}))
    need(len(ans) <= 2, 'too many tied')
    return ans


def y_gap(Y, s, r1, o1, r2, o2):
    """How many years between S's r1 O1 and r2 O2: the difference of the start years (each
    reference pair has exactly one fact; the second must not start earlier)."""
    f1, f2 = Y.pair(s, r1, o1), Y.pair(s, r2, o2)
    need(len(f1) == 1 and len(f2) == 1, 'a reference with %d / %d facts' % (len(f1), len(f2)))
    n = f2[0].s[0] - f1[0].s[0]
    need(n >= 1, 'not later')
    return (str(n),)


def y_count(Y, s, r):
    """How many different others S has under r (clubs played for, spouses, prizes)."""
    ans = {o for o, _ in Y.of(s, r)}
    need(ans, 'none')
    return (str(len(ans)),)


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
    gold = evaluate1(G, Y, graph, m)
    period = meaning_period(graph, m)
    for lo, hi in alt_windows(period):
        alt = list(m)
        alt[PERIOD_AT[m[0]]] = ('win', lo, hi)
        try:
            a = evaluate1(G, Y, graph, tuple(alt))
        except Invalid:
            a = None
        need(a == gold, 'the reading %s..%s of %s gives %s' % (lo, hi, period, a))
    return gold


PERIOD_AT = {'yesno': 4, 'count': 4, 'what': 3, 'pick': 4, 'most': 4, 'distinct': 3}


def evaluate1(G, Y, graph, m):
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
            gold = robust_select(G, s, w, o, window(period), sel, ask)
            if period is not None and period[0] in ('after', 'before'):
                wide = (period[1], None) if period[0] == 'after' else (None, period[1])
                need(robust_select(G, s, w, o, wide, sel, ask) == gold,
                     'the answer changes if the day itself is counted')
            return gold
        if k == 'ref':
            return ev_ref(G, *m[1:])
        if k == 'most':
            return ev_most(G, *m[1:])
        if k == 'nth':
            return ev_nth(G, *m[1:])
        if k == 'offset':
            return ev_offset(G, *m[1:])
        if k == 'gap':
            return ev_gap(G, *m[1:])
        if k == 'distinct':
            return ev_distinct(G, *m[1:])
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
        if k == 'longest':
            return y_longest(Y, *m[1:])
        if k in ('next', 'prev'):
            return y_next(Y, m[1], m[2], m[3], k)
        if k == 'ycount':
            return y_count(Y, *m[1:])
        if k == 'state_range':
            return y_state_range(Y, *m[1:])
        if k == 'age':
            return y_age(Y, *m[1:])
        if k == 'first_holder':
            return y_first_holder(Y, *m[1:])
        if k == 'ygap':
            return y_gap(Y, *m[1:])
    raise ValueError(m)


def answer_kind(graph, m):
    """entity / yesno / count / relations / date"""
    k = m[0]
    if k in ('yesno', 'event_yesno'):
        return 'yesno'
    if k == 'state':
        return 'yesno' if m[1] is not None and m[3] is not None else 'entity'
    if k in ('count', 'length', 'gap', 'distinct', 'ycount', 'age', 'ygap'):
        return 'count'
    if k == 'nth':
        return 'date'
    if k == 'what':
        return 'relations'
    if k in ('pick', 'ref', 'offset'):
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
        if k in ('yesno', 'count', 'pick', 'most', 'nth'):
            s, w, o = m[1], m[2], m[3]
            if s is not None:
                out.append((s, ev_clause_context(G, s, w, o, 's'), lambda e: put(m, 1, e)))
            if o is not None:
                out.append((o, ev_clause_context(G, s, w, o, 'o'), lambda e: put(m, 3, e)))
        elif k == 'what':
            a, b = m[1], m[2]
            out.append((a, G.partners[b] if b != AMB else G.entities, lambda e: put(m, 1, e)))
            out.append((b, G.partners[a] if a != AMB else G.entities, lambda e: put(m, 2, e)))
        elif k == 'distinct':
            out.append((m[1], ev_clause_context(G, m[1], m[2], None, 's'), lambda e: put(m, 1, e)))
        elif k == 'gap':
            for i in (1, 2):
                a, w1, b, which = m[i]
                out.append((a, ev_clause_context(G, a, w1, b, 's'),
                            lambda e, i=i, a=a, w1=w1, b=b, which=which: put(m, i, (e, w1, b, which))))
                out.append((b, ev_clause_context(G, a, w1, b, 'o'),
                            lambda e, i=i, a=a, w1=w1, b=b, which=which: put(m, i, (a, w1, e, which))))
        elif k in ('ref', 'offset'):
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

    if k in ('state', 'state_range', 'start', 'end', 'length', 'event_when', 'event_yesno',
             'next', 'prev'):
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
    elif k in ('longest', 'ycount'):
        out.append((m[1], Y.married if m[2] == 'isMarriedTo' else Y.heads_of[m[2]],
                    lambda e: put(m, 1, e)))
    elif k == 'spouses':
        out.append((m[1], Y.married, lambda e: put(m, 1, e)))
    elif k == 'age':
        out.append((m[1], Y.heads_of['diedIn'], lambda e: put(m, 1, e)))
    elif k == 'first_holder':
        out.append((m[2], Y.tails_of[m[1]], lambda e: put(m, 2, e)))
    elif k == 'ygap':
        s, r1, o1, r2, o2 = m[1:]
        out.append((s, subj_pool(r1, o1) & subj_pool(r2, o2), lambda e: put(m, 1, e)))
        out.append((o1, obj_pool(s, r1), lambda e: put(m, 3, e)))
        out.append((o2, obj_pool(s, r2), lambda e: put(m, 5, e)))
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
    if graph == 'm' and m[0] in ('pick', 'most'):
        return m[4]
    if graph == 'm' and m[0] == 'distinct':
        return m[3]
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
    ('before', 'reference clause: before'),
    ('same_month_as', 'reference clause: in the same month as'),
    ('same_day_as', 'reference clause: on the same day as / on the day'),
    ('week_after', 'a span after an event: in the week after'),
    ('month_after', 'a span after an event: in the month after'),
    ('days_after', 'a span after an event: N days after / in the N days after / the day after'),
    ('between', 'the time between two events: how many days / months between'),
    ('nth', 'the nth time: for the second / third time'),
    ('most_often', 'most often / the most times'),
    ('different', 'how many different countries'),
    ('longest', 'the longest stay (YAGO)'),
    ('successor', 'next / after / before over YAGO intervals: the successor or predecessor'),
    ('worded_time', 'a period said in words: "between 2012 and 2014", "in the first half of 2011", "in late 2009"'),
    ('no_answer', 'a short name that fits two entities equally: expects "no answer"'),
])
NAME_FEATURES = ('short_club', 'short_person', 'part_name', 'no_accent', 'surname', 'everyday',
                 'no_answer')
REF_FEATURES = ('after', 'following', 'once', 'when', 'by_the_time', 'in_the_wake_of',
                'right_after', 'the_time_that', 'as_soon_as', 'prior_to', 'ahead_of', 'before',
                'same_month_as', 'same_day_as', 'week_after', 'month_after', 'days_after',
                'between', 'nth', 'most_often', 'different', 'longest', 'successor')
REF_CUE = {'after': r'\bafter\b', 'following': r'\bfollowing\b', 'once': r'\bonce\b',
           'when': r'\bwhen\b', 'by_the_time': r'\bby the time\b',
           'in_the_wake_of': r'\bin the wake of\b', 'right_after': r'\bright after\b',
           'the_time_that': r'\bthe (first |last )?time that\b', 'as_soon_as': r'\bas soon as\b',
           'prior_to': r'\bprior to\b', 'ahead_of': r'\bahead of\b', 'before': r'\bbefore\b',
           'same_month_as': r'\bsame month as\b', 'same_day_as': r'\b(same day as|on the day)\b',
           'week_after': r'\bweek after\b', 'month_after': r'\bmonth after\b',
           'days_after': r'\b(days|day) after\b', 'between': r'\bbetween\b',
           'nth': r'\b(second|third|fourth|fifth|2nd|3rd) time\b',
           'most_often': r'\b(most often|most times|the most|most frequent(ly)?)\b',
           'different': r'\bdifferent\b', 'longest': r'\blongest\b',
           'successor': r'\b(next|after|before|previous|prior to|then)\b'}
# which reference operations a cue may stand for
REF_OPS = {'after': ('after',), 'following': ('after',), 'once': ('after',),
           'when': ('day', 'month', 'year', 'during'), 'by_the_time': ('before',),
           'in_the_wake_of': ('after',), 'right_after': ('after',),
           'the_time_that': ('after', 'before', 'day', 'month', 'year', 'offset', 'gap'),
           'as_soon_as': ('after',),
           'prior_to': ('before',), 'ahead_of': ('before',), 'before': ('before',),
           'same_month_as': ('month',), 'same_day_as': ('day',), 'week_after': ('offset',),
           'month_after': ('offset',), 'days_after': ('offset',), 'between': ('gap',),
           'nth': ('nth',), 'most_often': ('most',), 'different': ('distinct',),
           'longest': ('longest',), 'successor': ('next', 'prev')}
REF_OPS['after'] = ('after', 'offset')
REF_OPS['following'] = ('after', 'offset')


# =============================================================================================
# Checks
# =============================================================================================
YESNO_Q = re.compile(r'^(Did|Was|Were|Is|Has|Had|Do|Does)\b')
COUNT_Q = re.compile(r'\bhow (many|long|often|old)\b', re.I)
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
        if m[0] in ('yesno', 'count', 'pick', 'nth'):
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
            op = m[2] if m[0] == 'ref' else m[0]
            if op not in REF_OPS[f]:
                fail('cue %s does not fit the operation %s' % (f, op))
        if f in ('pair', 'frame') and not is_pair(graph, m):
            fail('%s on a meaning that is not about a pair' % f)
        if f == 'frame' and m[0] != 'what':
            fail('frame on a meaning that is not "what happened"')
        if f == 'worded_time':
            p = meaning_period(graph, m)
            if not ((p is not None and p[0] in WORDED) or m[0] == 'state_range'):
                fail('worded_time on a meaning without a period said in words')
    if graph == 'm':
        ws = [m[2]] if m[0] in ('yesno', 'count', 'pick', 'most', 'nth', 'distinct') else \
            [m[1][1], m[3][1]] if m[0] in ('ref', 'offset') else \
            [m[1][1], m[2][1]] if m[0] == 'gap' else []
        for w in ws:
            if not re.search(WORDINGS[w][2], text, re.I):
                fail('no word for the wording %r' % w)
    if ('no_answer' in feats) != (AMB in names.values()):
        fail('no_answer feature and AMB slot must go together')
    if ('no_answer' in feats) != bool(why):
        fail('a "no answer" question, and only such a question, says why it is ambiguous')
    # first / last in the main clause as the meaning says
    if graph == 'm' and m[0] in ('pick', 'ref', 'offset'):
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
    if graph == 'm' and m[0] in ('ref', 'offset', 'gap', 'nth') and re.search(r'\b(19|20)\d\d\b', text):
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
        out.append({'id': 'p4-%04d' % (n + 1), 'question': q[2], 'answers': list(answers)})
    return out


def set_checks(G, Y, out):
    def fail(msg):
        raise CheckFailed(msg)
    if G.nfacts != 461329:
        fail('MultiTQ: %d facts' % G.nfacts)
    if Y.lines != 20509:
        fail('YAGO11k: %d lines' % Y.lines)
    n = len(QUESTIONS)
    if n < 190:
        fail('only %d questions' % n)
    by_graph = collections.Counter(q[0] for q in QUESTIONS)
    if by_graph['m'] < 0.55 * n or by_graph['y'] < 0.35 * n:
        fail('graph counts %s' % dict(by_graph))
    yn = collections.Counter(o['answers'][0] for o in out if o['answers'] in (['yes'], ['no']))
    if abs(yn['yes'] - yn['no']) > 2:
        fail('yes / no unbalanced: %s' % dict(yn))
    feats = collections.Counter(f for q in QUESTIONS for f in q[1])
    for f in FEATURES:
        if feats[f] < (1 if f in REF_FEATURES else 3):
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
    for name, part in (('people4-dev.json', out[0::2]), ('people4-test.json', out[1::2])):
        with open(os.path.join(here, name), 'w', encoding='utf-8') as fh:
            fh.write(json.dumps(part, ensure_ascii=False, indent=1) + '\n')
    print(stats(out))
    print('wrote %d + %d questions' % (len(out[0::2]), len(out[1::2])))
    return 0

M_QUESTIONS = [
# ---- pick: first / last in a year
('m', {'verb': 'travel'},
 "Where did Roh Moo Hyun travel first in 2006?",
 ('pick', 'Roh Moo Hyun', 'visit', None, ('year', 2006), 'first', 'entity'), {}),
('m', {'surname': 'Tsipras', 'agent_noun': 'guest'},
 "Who was Tsipras's last guest in 2015?",
 ('pick', 'Alexis Tsipras', 'host', None, ('year', 2015), 'last', 'entity'), {'Tsipras': 'Alexis Tsipras'}),
('m', {'surname': 'Papandreou', 'verb': 'ring'},
 "Who did Papandreou ring first in 2011?",
 ('pick', 'Georgios Papandreou', 'phone', None, ('year', 2011), 'first', 'entity'), {'Papandreou': 'Georgios Papandreou'}),
('m', {'no_accent': 'Schroeder', 'verb': 'praise'},
 "Who did Schroeder praise first in 2005?",
 ('pick', 'Gerhard Schröder', 'praise', None, ('year', 2005), 'first', 'entity'), {'Schroeder': 'Gerhard Schröder'}),
('m', {'surname': 'Rumsfeld'},
 "Which country did Rumsfeld visit first in 2006?",
 ('pick', 'Donald Rumsfeld', 'visit', None, ('year', 2006), 'first', 'entity'), {'Rumsfeld': 'Donald Rumsfeld'}),
('m', {'surname': 'Saleh', 'verb': 'speak to on the phone'},
 "Who did Saleh speak to on the phone first in 2007?",
 ('pick', 'Ali Abdullah Saleh', 'phone', None, ('year', 2007), 'first', 'entity'), {'Saleh': 'Ali Abdullah Saleh'}),
('m', {'part_name': 'Abhisit', 'verb': 'sit down'},
 "Who did Abhisit sit down with last in 2013?",
 ('pick', 'Abhisit Vejjajiva', 'meet', None, ('year', 2013), 'last', 'entity'), {'Abhisit': 'Abhisit Vejjajiva'}),
('m', {'part_name': 'Roh', 'verb': 'praise'},
 "Who was the last to praise Roh in 2007?",
 ('pick', None, 'praise', 'Roh Moo Hyun', ('year', 2007), 'last', 'entity'), {'Roh': 'Roh Moo Hyun'}),
('m', {'verb': 'visit'},
 "Who did Ali Abdullah Saleh visit last in 2012?",
 ('pick', 'Ali Abdullah Saleh', 'visit', None, ('year', 2012), 'last', 'entity'), {}),
('m', {'surname': 'Tsipras', 'verb': 'lash out'},
 "Who did Tsipras lash out at first in 2015?",
 ('pick', 'Alexis Tsipras', 'criticise', None, ('year', 2015), 'first', 'entity'), {'Tsipras': 'Alexis Tsipras'}),
('m', {'surname': 'Papandreou'},
 "Who did Papandreou meet last in 2009?",
 ('pick', 'Georgios Papandreou', 'meet', None, ('year', 2009), 'last', 'entity'), {'Papandreou': 'Georgios Papandreou'}),
('m', {'no_accent': 'Gerhard Schroeder', 'verb': 'go'},
 "Where did Gerhard Schroeder go first in 2009?",
 ('pick', 'Gerhard Schröder', 'visit', None, ('year', 2009), 'first', 'entity'), {'Gerhard Schroeder': 'Gerhard Schröder'}),
('m', {'surname': 'Papandreou', 'verb': 'welcomed'},
 "Which country welcomed Papandreou first in 2006?",
 ('pick', None, 'host', 'Georgios Papandreou', ('year', 2006), 'first', 'entity'), {'Papandreou': 'Georgios Papandreou'}),
('m', {'verb': 'criticise'},
 "Who did Roh Moo Hyun criticise last in 2008?",
 ('pick', 'Roh Moo Hyun', 'criticise', None, ('year', 2008), 'last', 'entity'), {}),
('m', {'surname': 'Abadi', 'verb': 'call'},
 "Who did Abadi call first in 2014?",
 ('pick', 'Haider Al-Abadi', 'phone', None, ('year', 2014), 'first', 'entity'), {'Abadi': 'Haider Al-Abadi'}),
('m', {'no_accent': 'Thaci', 'surname': 'Thaci'},
 "Who did Thaci meet first in 2011?",
 ('pick', 'Hashim Thaçi', 'meet', None, ('year', 2011), 'first', 'entity'), {'Thaci': 'Hashim Thaçi'}),
# ---- pick: a date over the whole graph
('m', {'part_name': 'Roh', 'verb': 'go'},
 "In which month did Roh first go to Japan?",
 ('pick', 'Roh Moo Hyun', 'visit', 'Japan', None, 'first', 'month'), {'Roh': 'Roh Moo Hyun'}),
('m', {'surname': 'Tsipras', 'verb': 'travel'},
 "When did Tsipras first travel to France?",
 ('pick', 'Alexis Tsipras', 'visit', 'France', None, 'first', 'day'), {'Tsipras': 'Alexis Tsipras'}),
('m', {'surname': 'Rumsfeld'},
 "When did Rumsfeld last visit Iraq?",
 ('pick', 'Donald Rumsfeld', 'visit', 'Iraq', None, 'last', 'day'), {'Rumsfeld': 'Donald Rumsfeld'}),
('m', {'surname': 'Saleh', 'verb': 'go'},
 "In which month did Saleh first go to Oman?",
 ('pick', 'Ali Abdullah Saleh', 'visit', 'Oman', None, 'first', 'month'), {'Saleh': 'Ali Abdullah Saleh'}),
('m', {'surname': 'Kalla'},
 "In what year did Kalla first visit Japan?",
 ('pick', 'Jusuf Kalla', 'visit', 'Japan', None, 'first', 'year'), {'Kalla': 'Jusuf Kalla'}),
('m', {'surname': 'Mogherini', 'verb': 'travel'},
 "When did Mogherini first travel to Iran?",
 ('pick', 'Federica Mogherini', 'visit', 'Iran', None, 'first', 'day'), {'Mogherini': 'Federica Mogherini'}),
('m', {'pair': 'Anastasiades and Tsipras', 'surname': ['Anastasiades', 'Tsipras']},
 "When did Anastasiades and Tsipras first meet?",
 ('pick', 'Nicos Anastasiades', 'meet', 'Alexis Tsipras', None, 'first', 'day'), {'Anastasiades': 'Nicos Anastasiades', 'Tsipras': 'Alexis Tsipras'}),
('m', {'no_accent': 'Schroeder', 'everyday': 'the Emirates', 'verb': 'fly'},
 "When did Schroeder first fly to the Emirates?",
 ('pick', 'Gerhard Schröder', 'visit', 'United Arab Emirates', None, 'first', 'day'), {'Schroeder': 'Gerhard Schröder', 'the Emirates': 'United Arab Emirates'}),
# ---- pick: before / after a date
('m', {'verb': 'go'},
 "Where did Roh Moo Hyun go first after 1 June 2006?",
 ('pick', 'Roh Moo Hyun', 'visit', None, ('after', '2006-06-01'), 'first', 'entity'), {}),
('m', {'surname': 'Tsipras'},
 "Who did Tsipras visit first after July 1, 2015?",
 ('pick', 'Alexis Tsipras', 'visit', None, ('after', '2015-07-01'), 'first', 'entity'), {'Tsipras': 'Alexis Tsipras'}),
('m', {'surname': 'Abadi', 'verb': 'go to see'},
 "Who did Abadi go to see first after 1 January 2015?",
 ('pick', 'Haider Al-Abadi', 'visit', None, ('after', '2015-01-01'), 'first', 'entity'), {'Abadi': 'Haider Al-Abadi'}),
('m', {'verb': 'go'},
 "Where did George Yeo go last before 1 January 2009?",
 ('pick', 'George Yeo', 'visit', None, ('before', '2009-01-01'), 'last', 'entity'), {}),
('m', {'no_accent': 'Hashim Thaci', 'verb': 'praise'},
 "Who did Hashim Thaci praise first after 1 January 2009?",
 ('pick', 'Hashim Thaçi', 'praise', None, ('after', '2009-01-01'), 'first', 'entity'), {'Hashim Thaci': 'Hashim Thaçi'}),
('m', {'surname': 'Papandreou', 'verb': 'talk to on the phone'},
 "Who did Papandreou talk to on the phone last before 1 June 2011?",
 ('pick', 'Georgios Papandreou', 'phone', None, ('before', '2011-06-01'), 'last', 'entity'), {'Papandreou': 'Georgios Papandreou'}),
('m', {'surname': 'Kalla', 'verb': 'meet'},
 "Who did Kalla meet first after June 1, 2007?",
 ('pick', 'Jusuf Kalla', 'meet', None, ('after', '2007-06-01'), 'first', 'entity'), {'Kalla': 'Jusuf Kalla'}),
('m', {'surname': 'Rumsfeld', 'verb': 'praise'},
 "Who did Rumsfeld praise last before 1 January 2006?",
 ('pick', 'Donald Rumsfeld', 'praise', None, ('before', '2006-01-01'), 'last', 'entity'), {'Rumsfeld': 'Donald Rumsfeld'}),
# ---- periods said in words
('m', {'worded_time': 'second half of 2007', 'verb': 'travel'},
 "Where did Roh Moo Hyun travel first in the second half of 2007?",
 ('pick', 'Roh Moo Hyun', 'visit', None, ('half', 2007, 2), 'first', 'entity'), {}),
('m', {'worded_time': 'between 2005 and 2007', 'most_often': 'most often'},
 "Which country did Ali Abdullah Saleh visit most often between 2005 and 2007?",
 ('most', 'Ali Abdullah Saleh', 'visit', None, ('years', 2005, 2007)), {}),
('m', {'worded_time': 'first half of 2005', 'surname': 'Rumsfeld', 'verb': 'go'},
 "How many times did Rumsfeld go to Iraq in the first half of 2005?",
 ('count', 'Donald Rumsfeld', 'visit', 'Iraq', ('half', 2005, 1)), {'Rumsfeld': 'Donald Rumsfeld'}),
('m', {'worded_time': 'between June and August 2015', 'pair': 'Tsipras and Merkel', 'surname': ['Tsipras', 'Merkel']},
 "On how many days did Tsipras and Merkel speak on the phone between June and August 2015?",
 ('count', 'Alexis Tsipras', 'phone', 'Angela Merkel', ('months', '2015-06', '2015-08')), {'Tsipras': 'Alexis Tsipras', 'Merkel': 'Angela Merkel'}),
('m', {'worded_time': 'late 2015', 'surname': 'Tsipras', 'verb': 'call'},
 "Who did Tsipras call last in late 2015?",
 ('pick', 'Alexis Tsipras', 'phone', None, ('late', 2015), 'last', 'entity'), {'Tsipras': 'Alexis Tsipras'}),
('m', {'worded_time': 'late 2006', 'surname': 'Kalla', 'verb': 'go'},
 "In late 2006, where did Kalla go first?",
 ('pick', 'Jusuf Kalla', 'visit', None, ('late', 2006), 'first', 'entity'), {'Kalla': 'Jusuf Kalla'}),
('m', {'worded_time': 'between March and June 2010', 'surname': 'Papandreou', 'verb': 'go'},
 "Did Papandreou go to France between March and June 2010?",
 ('yesno', 'Georgios Papandreou', 'visit', 'France', ('months', '2010-03', '2010-06')), {'Papandreou': 'Georgios Papandreou'}),
('m', {'worded_time': 'between 2005 and 2008', 'surname': 'Papandreou'},
 "Did Papandreou visit China between 2005 and 2008?",
 ('yesno', 'Georgios Papandreou', 'visit', 'China', ('years', 2005, 2008)), {'Papandreou': 'Georgios Papandreou'}),
('m', {'worded_time': 'between 2008 and 2010', 'verb': 'praise'},
 "Who did George Yeo praise first between 2008 and 2010?",
 ('pick', 'George Yeo', 'praise', None, ('years', 2008, 2010), 'first', 'entity'), {}),
('m', {'worded_time': 'from 2005 to 2006', 'verb': 'visit'},
 "Who was the last to visit Ali Abdullah Saleh from 2005 to 2006?",
 ('pick', None, 'visit', 'Ali Abdullah Saleh', ('years', 2005, 2006), 'last', 'entity'), {}),
('m', {'worded_time': 'second half of 2015', 'surname': 'Abadi', 'most_often': 'most often'},
 "Who did Abadi meet most often in the second half of 2015?",
 ('most', 'Haider Al-Abadi', 'meet', None, ('half', 2015, 2)), {'Abadi': 'Haider Al-Abadi'}),
('m', {'worded_time': 'second half of 2015', 'surname': 'Abadi', 'agent_noun': 'trip'},
 "Did Abadi make a trip to China in the second half of 2015?",
 ('yesno', 'Haider Al-Abadi', 'visit', 'China', ('half', 2015, 2)), {'Abadi': 'Haider Al-Abadi'}),
('m', {'worded_time': 'between 2012 and 2014', 'different': 'different', 'surname': 'Qirbi'},
 "How many different countries did Qirbi visit between 2012 and 2014?",
 ('distinct', 'Abu Bakr Abdullah al-Qirbi', 'visit', ('years', 2012, 2014)), {'Qirbi': 'Abu Bakr Abdullah al-Qirbi'}),
('m', {'worded_time': 'from 2009 to 2010', 'different': 'different', 'surname': 'Gasparovic', 'verb': 'travel'},
 "To how many different countries did Gasparovic travel from 2009 to 2010?",
 ('distinct', 'Ivan Gasparovic', 'visit', ('years', 2009, 2010)), {'Gasparovic': 'Ivan Gasparovic'}),
# ---- ref: the main clause timed by a reference clause
('m', {'after': 'After', 'surname': ['Tsipras', 'Merkel'], 'verb': 'call'},
 "After his last visit to Merkel, who did Tsipras call first?",
 ('ref', ('Alexis Tsipras', 'visit', 'Angela Merkel', 'last'), 'after', ('Alexis Tsipras', 'phone', None), 'first', 'entity'), {'Tsipras': 'Alexis Tsipras', 'Merkel': 'Angela Merkel'}),
('m', {'by_the_time': 'By the time', 'surname': ['Tsipras', 'Merkel'], 'verb': 'criticised'},
 "By the time Tsipras first went to see Merkel, who had he last criticised?",
 ('ref', ('Alexis Tsipras', 'visit', 'Angela Merkel', 'first'), 'before', ('Alexis Tsipras', 'criticise', None), 'last', 'entity'), {'Tsipras': 'Alexis Tsipras', 'Merkel': 'Angela Merkel'}),
('m', {'ahead_of': 'Ahead of', 'surname': 'Abadi', 'verb': 'spoken to on the phone'},
 "Ahead of his first visit to Iran, who had Abadi last spoken to on the phone?",
 ('ref', ('Haider Al-Abadi', 'visit', 'Iran', 'first'), 'before', ('Haider Al-Abadi', 'phone', None), 'last', 'entity'), {'Abadi': 'Haider Al-Abadi'}),
('m', {'following': 'Following', 'surname': 'Abadi', 'verb': 'praise'},
 "Following Abadi's first trip to Iran, who was the first to praise him?",
 ('ref', ('Haider Al-Abadi', 'visit', 'Iran', 'first'), 'after', (None, 'praise', 'Haider Al-Abadi'), 'first', 'entity'), {'Abadi': 'Haider Al-Abadi'}),
('m', {'in_the_wake_of': 'In the wake of', 'surname': 'Mogherini', 'verb': 'phone'},
 "In the wake of Mogherini's first visit to Iran, who did she phone first?",
 ('ref', ('Federica Mogherini', 'visit', 'Iran', 'first'), 'after', ('Federica Mogherini', 'phone', None), 'first', 'entity'), {'Mogherini': 'Federica Mogherini'}),
('m', {'prior_to': 'Prior to', 'surname': 'Mogherini', 'verb': 'called'},
 "Prior to Mogherini's first trip to Iran, who had she last called?",
 ('ref', ('Federica Mogherini', 'visit', 'Iran', 'first'), 'before', ('Federica Mogherini', 'phone', None), 'last', 'entity'), {'Mogherini': 'Federica Mogherini'}),
('m', {'before': 'Before', 'surname': 'Rumsfeld', 'verb': 'sat down'},
 "Before his last trip to Iraq, who had Rumsfeld last sat down with?",
 ('ref', ('Donald Rumsfeld', 'visit', 'Iraq', 'last'), 'before', ('Donald Rumsfeld', 'meet', None), 'last', 'entity'), {'Rumsfeld': 'Donald Rumsfeld'}),
('m', {'once': 'Once', 'surname': ['Papandreou', 'Merkel'], 'verb': 'called'},
 "Once Papandreou had called Merkel for the first time, which country did he visit first?",
 ('ref', ('Georgios Papandreou', 'phone', 'Angela Merkel', 'first'), 'after', ('Georgios Papandreou', 'visit', None), 'first', 'entity'), {'Papandreou': 'Georgios Papandreou', 'Merkel': 'Angela Merkel'}),
('m', {'by_the_time': 'By the time', 'no_accent': 'Thaci', 'surname': 'Thaci'},
 "By the time Thaci first visited Japan, who had he last met?",
 ('ref', ('Hashim Thaçi', 'visit', 'Japan', 'first'), 'before', ('Hashim Thaçi', 'meet', None), 'last', 'entity'), {'Thaci': 'Hashim Thaçi'}),
('m', {'prior_to': 'Prior to', 'surname': 'Kalla', 'verb': 'praised'},
 "Prior to Kalla's first trip to China, who had he last praised?",
 ('ref', ('Jusuf Kalla', 'visit', 'China', 'first'), 'before', ('Jusuf Kalla', 'praise', None), 'last', 'entity'), {'Kalla': 'Jusuf Kalla'}),
('m', {'after': 'After', 'no_accent': 'Schroeder', 'verb': 'praise'},
 "After Schroeder first went to Iran, who was the first to praise him?",
 ('ref', ('Gerhard Schröder', 'visit', 'Iran', 'first'), 'after', (None, 'praise', 'Gerhard Schröder'), 'first', 'entity'), {'Schroeder': 'Gerhard Schröder'}),
('m', {'before': 'Before', 'no_accent': 'Schroeder', 'verb': 'praised'},
 "Before Schroeder's first trip to Iran, who had last praised him?",
 ('ref', ('Gerhard Schröder', 'visit', 'Iran', 'first'), 'before', (None, 'praise', 'Gerhard Schröder'), 'last', 'entity'), {'Schroeder': 'Gerhard Schröder'}),
('m', {'right_after': 'Right after', 'part_name': 'Abhisit', 'verb': 'criticised'},
 "Right after Abhisit's last trip to China, who criticised him?",
 ('ref', ('Abhisit Vejjajiva', 'visit', 'China', 'last'), 'after', (None, 'criticise', 'Abhisit Vejjajiva'), 'first', 'entity'), {'Abhisit': 'Abhisit Vejjajiva'}),
('m', {'ahead_of': 'Ahead of', 'surname': 'Gasparovic', 'verb': 'hosted'},
 "Ahead of his first visit to Vietnam, who had Gasparovic last hosted?",
 ('ref', ('Ivan Gasparovic', 'visit', 'Vietnam', 'first'), 'before', ('Ivan Gasparovic', 'host', None), 'last', 'entity'), {'Gasparovic': 'Ivan Gasparovic'}),
('m', {'same_month_as': 'same month as', 'surname': ['Tsipras', 'Merkel'], 'verb': 'talk to on the phone'},
 "Who did Tsipras talk to on the phone in the same month as his last visit to Merkel?",
 ('ref', ('Alexis Tsipras', 'visit', 'Angela Merkel', 'last'), 'month', ('Alexis Tsipras', 'phone', None), 'all', 'entity'), {'Tsipras': 'Alexis Tsipras', 'Merkel': 'Angela Merkel'}),
('m', {'same_day_as': 'same day as', 'surname': 'Abadi'},
 "Who did Abadi meet on the same day as his first visit to Iran?",
 ('ref', ('Haider Al-Abadi', 'visit', 'Iran', 'first'), 'day', ('Haider Al-Abadi', 'meet', None), 'all', 'entity'), {'Abadi': 'Haider Al-Abadi'}),
('m', {'the_time_that': 'the first time that', 'surname': ['Papandreou', 'Merkel'], 'verb': 'rang'},
 "Which country had Papandreou last visited before the first time that he rang Merkel?",
 ('ref', ('Georgios Papandreou', 'phone', 'Angela Merkel', 'first'), 'before', ('Georgios Papandreou', 'visit', None), 'last', 'entity'), {'Papandreou': 'Georgios Papandreou', 'Merkel': 'Angela Merkel'}),
('m', {'as_soon_as': 'As soon as', 'surname': 'Kalla', 'verb': 'praise'},
 "As soon as Kalla had visited China for the first time, who did he praise?",
 ('ref', ('Jusuf Kalla', 'visit', 'China', 'first'), 'after', ('Jusuf Kalla', 'praise', None), 'first', 'entity'), {'Kalla': 'Jusuf Kalla'}),
# ---- yes / no in a year
('m', {'surname': 'Tsipras', 'verb': 'go'},
 "Did Tsipras go to Iran in 2015?",
 ('yesno', 'Alexis Tsipras', 'visit', 'Iran', ('year', 2015)), {'Tsipras': 'Alexis Tsipras'}),
('m', {'surname': 'Papandreou'},
 "Did Papandreou visit China in 2011?",
 ('yesno', 'Georgios Papandreou', 'visit', 'China', ('year', 2011)), {'Papandreou': 'Georgios Papandreou'}),
('m', {'surname': 'Rumsfeld', 'agent_noun': 'trip'},
 "Did Rumsfeld make a trip to China in 2005?",
 ('yesno', 'Donald Rumsfeld', 'visit', 'China', ('year', 2005)), {'Rumsfeld': 'Donald Rumsfeld'}),
('m', {'verb': 'travel'},
 "Did Ali Abdullah Saleh travel to Oman in 2015?",
 ('yesno', 'Ali Abdullah Saleh', 'visit', 'Oman', ('year', 2015)), {}),
('m', {'pair': 'Roh Moo Hyun and Fukuda', 'surname': 'Fukuda', 'verb': 'talk on the phone'},
 "Did Roh Moo Hyun and Fukuda talk on the phone in 2007?",
 ('yesno', 'Roh Moo Hyun', 'phone', 'Yasuo Fukuda', ('year', 2007)), {'Fukuda': 'Yasuo Fukuda'}),
('m', {'pair': 'Abhisit and Wen Jiabao', 'part_name': 'Abhisit', 'verb': 'speak on the phone'},
 "Did Abhisit and Wen Jiabao speak on the phone in 2010?",
 ('yesno', 'Abhisit Vejjajiva', 'phone', 'Wen Jiabao', ('year', 2010)), {'Abhisit': 'Abhisit Vejjajiva'}),
('m', {'surname': 'Abadi', 'verb': 'fly'},
 "Did Abadi fly to Iran in 2015?",
 ('yesno', 'Haider Al-Abadi', 'visit', 'Iran', ('year', 2015)), {'Abadi': 'Haider Al-Abadi'}),
('m', {'surname': 'Mogherini'},
 "Did Mogherini visit China in 2014?",
 ('yesno', 'Federica Mogherini', 'visit', 'China', ('year', 2014)), {'Mogherini': 'Federica Mogherini'}),
('m', {'surname': 'Kalla', 'verb': 'go'},
 "Did Kalla go to Japan in 2009?",
 ('yesno', 'Jusuf Kalla', 'visit', 'Japan', ('year', 2009)), {'Kalla': 'Jusuf Kalla'}),
('m', {'no_accent': 'Thaci', 'surname': ['Thaci', 'Ashton'], 'verb': 'meet'},
 "Did Thaci meet Ashton in 2009?",
 ('yesno', 'Hashim Thaçi', 'meet', 'Catherine Ashton', ('year', 2009)), {'Thaci': 'Hashim Thaçi', 'Ashton': 'Catherine Ashton'}),
('m', {'surname': 'Tsipras', 'everyday': 'the IMF', 'verb': 'criticise'},
 "Did Tsipras criticise the IMF in 2015?",
 ('yesno', 'Alexis Tsipras', 'criticise', 'International Monetary Fund', ('year', 2015)), {'Tsipras': 'Alexis Tsipras', 'the IMF': 'International Monetary Fund'}),
('m', {'pair': 'Papandreou and Merkel', 'surname': ['Papandreou', 'Merkel'], 'verb': 'meet'},
 "Did Papandreou and Merkel meet in 2012?",
 ('yesno', 'Georgios Papandreou', 'meet', 'Angela Merkel', ('year', 2012)), {'Papandreou': 'Georgios Papandreou', 'Merkel': 'Angela Merkel'}),
('m', {'surname': 'Qirbi', 'everyday': 'the UAE', 'verb': 'go'},
 "Did Qirbi go to the UAE in 2011?",
 ('yesno', 'Abu Bakr Abdullah al-Qirbi', 'visit', 'United Arab Emirates', ('year', 2011)), {'Qirbi': 'Abu Bakr Abdullah al-Qirbi', 'the UAE': 'United Arab Emirates'}),
('m', {'surname': 'Kalla', 'verb': 'travel'},
 "Did Kalla travel to China in 2009?",
 ('yesno', 'Jusuf Kalla', 'visit', 'China', ('year', 2009)), {'Kalla': 'Jusuf Kalla'}),
# ---- how many times / on how many days
('m', {'pair': 'Tsipras and Merkel', 'surname': ['Tsipras', 'Merkel'], 'verb': 'talk on the phone'},
 "How many times did Tsipras and Merkel talk on the phone in 2015?",
 ('count', 'Alexis Tsipras', 'phone', 'Angela Merkel', ('year', 2015)), {'Tsipras': 'Alexis Tsipras', 'Merkel': 'Angela Merkel'}),
('m', {'verb': 'go'},
 "How many times did Roh Moo Hyun go to Japan in 2005?",
 ('count', 'Roh Moo Hyun', 'visit', 'Japan', ('year', 2005)), {}),
('m', {'part_name': 'Abhisit', 'verb': 'meet'},
 "On how many days did Abhisit meet Wen Jiabao in 2009?",
 ('count', 'Abhisit Vejjajiva', 'meet', 'Wen Jiabao', ('year', 2009)), {'Abhisit': 'Abhisit Vejjajiva'}),
('m', {'verb': 'visit'},
 "How often did Ali Abdullah Saleh visit China in 2006?",
 ('count', 'Ali Abdullah Saleh', 'visit', 'China', ('year', 2006)), {}),
('m', {'surname': 'Tsipras', 'verb': 'travel'},
 "How many times did Tsipras travel to France in 2015?",
 ('count', 'Alexis Tsipras', 'visit', 'France', ('year', 2015)), {'Tsipras': 'Alexis Tsipras'}),
('m', {'pair': 'Omar Suleiman and Mahmoud Abbas', 'verb': 'sit down'},
 "On how many days did Omar Suleiman and Mahmoud Abbas sit down together in 2010?",
 ('count', 'Omar Suleiman', 'meet', 'Mahmoud Abbas', ('year', 2010)), {}),
('m', {'surname': 'Guelleh', 'verb': 'go'},
 "How many times did Guelleh go to Ethiopia in 2013?",
 ('count', 'Ismaïl Omar Guelleh', 'visit', 'Ethiopia', ('year', 2013)), {'Guelleh': 'Ismaïl Omar Guelleh'}),
('m', {'surname': ['Gryzlov', 'Medvedev'], 'verb': 'meet'},
 "How many times did Gryzlov meet Medvedev in 2014?",
 ('count', 'Boris Vyacheslavovich Gryzlov', 'meet', 'Dmitry Anatolyevich Medvedev', ('year', 2014)), {'Gryzlov': 'Boris Vyacheslavovich Gryzlov', 'Medvedev': 'Dmitry Anatolyevich Medvedev'}),
# ---- most often
('m', {'most_often': 'most often', 'surname': 'Rumsfeld'},
 "Which country did Rumsfeld visit most often in 2005?",
 ('most', 'Donald Rumsfeld', 'visit', None, ('year', 2005)), {'Rumsfeld': 'Donald Rumsfeld'}),
('m', {'most_often': 'most often', 'surname': 'Tsipras', 'verb': 'sit down'},
 "Who did Tsipras sit down with most often in 2015?",
 ('most', 'Alexis Tsipras', 'meet', None, ('year', 2015)), {'Tsipras': 'Alexis Tsipras'}),
('m', {'most_often': 'most often', 'surname': 'Anastasiades', 'verb': 'meet'},
 "Who did Anastasiades meet most often in 2015?",
 ('most', 'Nicos Anastasiades', 'meet', None, ('year', 2015)), {'Anastasiades': 'Nicos Anastasiades'}),
('m', {'most_often': 'the most', 'no_accent': 'Hashim Thaci', 'verb': 'meet'},
 "Who did Hashim Thaci meet the most in 2012?",
 ('most', 'Hashim Thaçi', 'meet', None, ('year', 2012)), {'Hashim Thaci': 'Hashim Thaçi'}),
('m', {'most_often': 'most frequently', 'surname': 'Abadi', 'verb': 'praise'},
 "Who did Abadi praise most frequently in 2014?",
 ('most', 'Haider Al-Abadi', 'praise', None, ('year', 2014)), {'Abadi': 'Haider Al-Abadi'}),
('m', {'most_often': 'most often', 'verb': 'go'},
 "Where did George Yeo go most often in 2007?",
 ('most', 'George Yeo', 'visit', None, ('year', 2007)), {}),
('m', {'most_often': 'most often', 'verb': 'criticise'},
 "Who did Roh Moo Hyun criticise most often in 2007?",
 ('most', 'Roh Moo Hyun', 'criticise', None, ('year', 2007)), {}),
('m', {'most_often': 'the most times', 'surname': 'Mogherini', 'verb': 'meet'},
 "Who did Mogherini meet the most times in 2015?",
 ('most', 'Federica Mogherini', 'meet', None, ('year', 2015)), {'Mogherini': 'Federica Mogherini'}),
# ---- the nth time
('m', {'nth': 'third time', 'surname': 'Tsipras', 'verb': 'visit'},
 "When did Tsipras visit France for the third time?",
 ('nth', 'Alexis Tsipras', 'visit', 'France', 3, 'day'), {'Tsipras': 'Alexis Tsipras'}),
('m', {'nth': 'second time', 'surname': 'Rumsfeld', 'verb': 'go'},
 "When did Rumsfeld go to Iraq for the second time?",
 ('nth', 'Donald Rumsfeld', 'visit', 'Iraq', 2, 'day'), {'Rumsfeld': 'Donald Rumsfeld'}),
('m', {'nth': 'fifth time', 'verb': 'travel'},
 "In which month did Roh Moo Hyun travel to Japan for the fifth time?",
 ('nth', 'Roh Moo Hyun', 'visit', 'Japan', 5, 'month'), {}),
('m', {'nth': 'second time', 'part_name': 'Abhisit', 'verb': 'visit'},
 "In what year did Abhisit visit China for the second time?",
 ('nth', 'Abhisit Vejjajiva', 'visit', 'China', 2, 'year'), {'Abhisit': 'Abhisit Vejjajiva'}),
('m', {'nth': 'second time', 'surname': ['Anastasiades', 'Tsipras'], 'pair': 'Anastasiades and Tsipras', 'verb': 'meet'},
 "On what date did Anastasiades and Tsipras meet for the second time?",
 ('nth', 'Nicos Anastasiades', 'meet', 'Alexis Tsipras', 2, 'day'), {'Anastasiades': 'Nicos Anastasiades', 'Tsipras': 'Alexis Tsipras'}),
('m', {'nth': 'second time', 'surname': ['Papandreou', 'Merkel'], 'verb': 'phone'},
 "When did Papandreou phone Merkel for the second time?",
 ('nth', 'Georgios Papandreou', 'phone', 'Angela Merkel', 2, 'day'), {'Papandreou': 'Georgios Papandreou', 'Merkel': 'Angela Merkel'}),
# ---- the week / month / N days after an event
('m', {'week_after': 'week after', 'surname': 'Abadi', 'verb': 'meet'},
 "In the week after his first visit to Iran, who did Abadi meet?",
 ('offset', ('Haider Al-Abadi', 'visit', 'Iran', 'first'), ('week',), ('Haider Al-Abadi', 'meet', None), 'all', 'entity'), {'Abadi': 'Haider Al-Abadi'}),
('m', {'week_after': 'week after', 'surname': ['Papandreou', 'Merkel'], 'verb': 'sit down'},
 "Who did Papandreou sit down with in the week after he first called Merkel?",
 ('offset', ('Georgios Papandreou', 'phone', 'Angela Merkel', 'first'), ('week',), ('Georgios Papandreou', 'meet', None), 'all', 'entity'), {'Papandreou': 'Georgios Papandreou', 'Merkel': 'Angela Merkel'}),
('m', {'month_after': 'month after', 'surname': ['Tsipras', 'Merkel'], 'verb': 'go to see'},
 "In the month after his last visit to Merkel, who did Tsipras go to see?",
 ('offset', ('Alexis Tsipras', 'visit', 'Angela Merkel', 'last'), ('month',), ('Alexis Tsipras', 'visit', None), 'all', 'entity'), {'Tsipras': 'Alexis Tsipras', 'Merkel': 'Angela Merkel'}),
('m', {'month_after': 'month after', 'surname': 'Kalla', 'verb': 'travel'},
 "Where did Kalla travel in the month after his first trip to China?",
 ('offset', ('Jusuf Kalla', 'visit', 'China', 'first'), ('month',), ('Jusuf Kalla', 'visit', None), 'all', 'entity'), {'Kalla': 'Jusuf Kalla'}),
('m', {'week_after': 'week after', 'surname': 'Gasparovic', 'verb': 'praise'},
 "In the week after he first visited Vietnam, who did Gasparovic praise?",
 ('offset', ('Ivan Gasparovic', 'visit', 'Vietnam', 'first'), ('week',), ('Ivan Gasparovic', 'praise', None), 'all', 'entity'), {'Gasparovic': 'Ivan Gasparovic'}),
('m', {'days_after': 'days after', 'surname': 'Abadi', 'verb': 'praise'},
 "Who did Abadi praise in the 10 days after his first visit to Iran?",
 ('offset', ('Haider Al-Abadi', 'visit', 'Iran', 'first'), ('days', 10), ('Haider Al-Abadi', 'praise', None), 'all', 'entity'), {'Abadi': 'Haider Al-Abadi'}),
# ---- days / months between two events
('m', {'between': 'between', 'surname': ['Tsipras', 'Merkel'], 'agent_noun': 'trip'},
 "How many months passed between Tsipras's first trip to France and his first visit to Merkel?",
 ('gap', ('Alexis Tsipras', 'visit', 'France', 'first'), ('Alexis Tsipras', 'visit', 'Angela Merkel', 'first'), 'months'), {'Tsipras': 'Alexis Tsipras', 'Merkel': 'Angela Merkel'}),
('m', {'between': 'between', 'surname': 'Kalla', 'agent_noun': 'trip'},
 "How many days were there between Kalla's first trip to China and his first trip to Japan?",
 ('gap', ('Jusuf Kalla', 'visit', 'China', 'first'), ('Jusuf Kalla', 'visit', 'Japan', 'first'), 'days'), {'Kalla': 'Jusuf Kalla'}),
('m', {'between': 'between', 'surname': ['Papandreou', 'Merkel'], 'agent_noun': 'phone call'},
 "How many days passed between Papandreou's first and last phone call with Merkel?",
 ('gap', ('Georgios Papandreou', 'phone', 'Angela Merkel', 'first'), ('Georgios Papandreou', 'phone', 'Angela Merkel', 'last'), 'days'), {'Papandreou': 'Georgios Papandreou', 'Merkel': 'Angela Merkel'}),
('m', {'between': 'between', 'surname': 'Rumsfeld', 'verb': 'went'},
 "How many days passed between the first and the last time Rumsfeld went to Iraq?",
 ('gap', ('Donald Rumsfeld', 'visit', 'Iraq', 'first'), ('Donald Rumsfeld', 'visit', 'Iraq', 'last'), 'days'), {'Rumsfeld': 'Donald Rumsfeld'}),
# ---- what happened between two on a day
('m', {'frame': 'What went on between', 'surname': ['Papandreou', 'Merkel']},
 "What went on between Papandreou and Merkel on 2 November 2011?",
 ('what', 'Georgios Papandreou', 'Angela Merkel', ('day', '2011-11-02')), {'Papandreou': 'Georgios Papandreou', 'Merkel': 'Angela Merkel'}),
('m', {'frame': 'What passed between', 'surname': ['Abadi', 'Obama']},
 "What passed between Abadi and Obama on September 24, 2014?",
 ('what', 'Haider Al-Abadi', 'Barack Obama', ('day', '2014-09-24')), {'Abadi': 'Haider Al-Abadi', 'Obama': 'Barack Obama'}),
('m', {'frame': 'What went on between', 'surname': 'Obama'},
 "What went on between Ali Abdullah Saleh and Obama in June 2011?",
 ('what', 'Ali Abdullah Saleh', 'Barack Obama', ('month', '2011-06')), {'Obama': 'Barack Obama'}),
('m', {'frame': 'What did the news say about', 'no_accent': 'Gerhard Schroeder', 'surname': 'Merkel'},
 "What did the news say about Gerhard Schroeder and Merkel in 2013?",
 ('what', 'Gerhard Schröder', 'Angela Merkel', ('year', 2013)), {'Gerhard Schroeder': 'Gerhard Schröder', 'Merkel': 'Angela Merkel'}),
# ---- how many different countries
('m', {'different': 'different', 'surname': 'Rumsfeld'},
 "How many different countries did Rumsfeld visit in 2006?",
 ('distinct', 'Donald Rumsfeld', 'visit', ('year', 2006)), {'Rumsfeld': 'Donald Rumsfeld'}),
('m', {'different': 'different', 'surname': 'Qirbi', 'verb': 'travel'},
 "To how many different countries did Qirbi travel in 2010?",
 ('distinct', 'Abu Bakr Abdullah al-Qirbi', 'visit', ('year', 2010)), {'Qirbi': 'Abu Bakr Abdullah al-Qirbi'}),
('m', {'different': 'different', 'surname': 'Kalla', 'verb': 'go'},
 "How many different countries did Kalla go to in 2006?",
 ('distinct', 'Jusuf Kalla', 'visit', ('year', 2006)), {'Kalla': 'Jusuf Kalla'}),
('m', {'different': 'different', 'no_accent': 'Gerhard Schroeder'},
 "How many different countries did Gerhard Schroeder visit in 2006?",
 ('distinct', 'Gerhard Schröder', 'visit', ('year', 2006)), {'Gerhard Schroeder': 'Gerhard Schröder'}),
# ---- no answer
('m', {'no_answer': 'Johnson', 'verb': 'travel'},
 "Where did Johnson travel first in 2015?",
 ('pick', '?', 'visit', None, ('year', 2015), 'first', 'entity'), {'Johnson': '?'},
 "Jeh Johnson (first: China) and Boris Johnson (first: Iraq)"),
('m', {'no_answer': 'Wade', 'verb': 'go'},
 "Where did Wade go first in 2009?",
 ('pick', '?', 'visit', None, ('year', 2009), 'first', 'entity'), {'Wade': '?'},
 "Abdoulaye Wade (first: Qatar) and his son Karim Wade (first: France)"),
('m', {'no_answer': 'Morales', 'verb': 'sit down'},
 "Who did Morales sit down with first in 2015?",
 ('pick', '?', 'meet', None, ('year', 2015), 'first', 'entity'), {'Morales': '?'},
 "Evo Morales (first: Barack Obama) and Carlos Raúl Morales (first: Belize and Guatemala)"),
('m', {'no_answer': 'Hogan', 'verb': 'fly'},
 "Where did Hogan fly to first in 2015?",
 ('pick', '?', 'visit', None, ('year', 2015), 'first', 'entity'), {'Hogan': '?'},
 "Larry Hogan (first: South Korea) and Phil Hogan (first: Romania)"),
('m', {'no_answer': 'Smith', 'verb': 'praise'},
 "Who did Smith praise first in 2008?",
 ('pick', '?', 'praise', None, ('year', 2008), 'first', 'entity'), {'Smith': '?'},
 "Lockwood Smith (first: Michael Cullen) and Jacqui Smith (first: Boris Johnson)"),
('m', {'no_answer': 'Aziz', 'verb': 'travel'},
 "Where did Aziz travel first in 2005?",
 ('pick', '?', 'visit', None, ('year', 2005), 'first', 'entity'), {'Aziz': '?'},
 "Shaukat Aziz (first: China), Tariq Aziz (first: United Arab Emirates) and Saud bin Faisal bin Abdul-Aziz"),
]

Y_QUESTIONS = [
# ---- which club / party the longest
('y', {'longest': 'longest', 'no_accent': 'Joao Paiva', 'verb': 'play for'},
 "Which club did Joao Paiva play for the longest?",
 ('longest', 'João Paiva', 'playsFor'), {'Joao Paiva': 'João Paiva'}),
('y', {'longest': 'longest', 'short_person': 'Milan Milanovic', 'no_accent': 'Milan Milanovic', 'preposition': 'spend the longest time'},
 "Where did Milan Milanovic spend the longest time as a player?",
 ('longest', 'Milan Milanović (footballer, born 1963)', 'playsFor'), {'Milan Milanovic': 'Milan Milanović (footballer, born 1963)'}),
('y', {'longest': 'longest', 'preposition': 'at the longest'},
 "Which club was Tom Almadon at the longest?",
 ('longest', 'Tom Almadon', 'playsFor'), {}),
('y', {'longest': 'longest', 'no_accent': 'Hugo Alcantara', 'preposition': 'stay the longest'},
 "At which club did Hugo Alcantara stay the longest?",
 ('longest', 'Hugo Alcântara', 'playsFor'), {'Hugo Alcantara': 'Hugo Alcântara'}),
('y', {'longest': 'longest', 'preposition': 'belong to'},
 "Which party did John Tyler belong to the longest?",
 ('longest', 'John Tyler', 'isAffiliatedTo'), {}),
('y', {'longest': 'longest', 'no_accent': 'Ivan Fatic', 'verb': 'play for'},
 "Which team did Ivan Fatic play for the longest?",
 ('longest', 'Ivan Fatić', 'playsFor'), {'Ivan Fatic': 'Ivan Fatić'}),
# ---- successor / predecessor
('y', {'successor': 'after', 'surname': 'Konchesky', 'short_club': 'West Ham', 'verb': 'join'},
 "Which club did Konchesky join after West Ham?",
 ('next', 'Paul Konchesky', 'playsFor', 'West Ham United F.C.'), {'Konchesky': 'Paul Konchesky', 'West Ham': 'West Ham United F.C.'}),
('y', {'successor': 'before', 'part_name': 'the Whig Party'},
 "Which party was John Tyler in before the Whig Party?",
 ('prev', 'John Tyler', 'isAffiliatedTo', 'Whig Party (United States)'), {'the Whig Party': 'Whig Party (United States)'}),
('y', {'successor': 'after', 'surname': 'Onyewu', 'short_club': 'Malaga', 'no_accent': 'Malaga', 'verb': 'go'},
 "Where did Onyewu go after Malaga?",
 ('next', 'Oguchi Onyewu', 'playsFor', 'Málaga CF'), {'Onyewu': 'Oguchi Onyewu', 'Malaga': 'Málaga CF'}),
('y', {'successor': 'before'},
 "Which party was Eduardo Paes in before the Brazilian Democratic Movement Party?",
 ('prev', 'Eduardo Paes', 'isAffiliatedTo', 'Brazilian Democratic Movement Party'), {}),
('y', {'successor': 'after', 'short_club': 'Leeds', 'verb': 'sign for'},
 "Which club did Liam Miller sign for after leaving Leeds?",
 ('next', 'Liam Miller', 'playsFor', 'Leeds United F.C.'), {'Leeds': 'Leeds United F.C.'}),
('y', {'successor': 'after', 'surname': 'Afobe', 'short_club': 'Wolverhampton', 'verb': 'move to'},
 "Which club did Afobe move to after Wolverhampton?",
 ('next', 'Benik Afobe', 'playsFor', 'Wolverhampton Wanderers F.C.'), {'Afobe': 'Benik Afobe', 'Wolverhampton': 'Wolverhampton Wanderers F.C.'}),
('y', {'successor': 'after', 'no_accent': 'Jose Fonte', 'short_club': 'Crystal Palace', 'verb': 'go'},
 "Where did Jose Fonte go after Crystal Palace?",
 ('next', 'José Fonte', 'playsFor', 'Crystal Palace F.C.'), {'Jose Fonte': 'José Fonte', 'Crystal Palace': 'Crystal Palace F.C.'}),
('y', {'successor': 'after', 'short_person': 'Matthew Reid', 'part_name': 'Labor', 'verb': 'leaving'},
 "Which party did Matthew Reid join after leaving Labor?",
 ('next', 'Matthew Reid (politician)', 'isAffiliatedTo', 'Australian Labor Party'), {'Matthew Reid': 'Matthew Reid (politician)', 'Labor': 'Australian Labor Party'}),
# ---- birth and death
('y', {'surname': 'Fermi', 'verb': 'born'},
 "Where was Fermi born?",
 ('instant', 'Enrico Fermi', 'wasBornIn', 'place'), {'Fermi': 'Enrico Fermi'}),
('y', {'surname': 'Chandrasekhar', 'verb': 'die'},
 "Where did Chandrasekhar die?",
 ('instant', 'Subrahmanyan Chandrasekhar', 'diedIn', 'place'), {'Chandrasekhar': 'Subrahmanyan Chandrasekhar'}),
('y', {'verb': 'born'},
 "Where was Lise Meitner born?",
 ('instant', 'Lise Meitner', 'wasBornIn', 'place'), {}),
('y', {'verb': 'die'},
 "In which year did Max Planck die?",
 ('instant', 'Max Planck', 'diedIn', 'year'), {}),
('y', {'verb': 'pass away'},
 "Where did Smita Patil pass away?",
 ('instant', 'Smita Patil', 'diedIn', 'place'), {}),
('y', {'surname': 'Strindberg', 'verb': 'born'},
 "In what year was Strindberg born?",
 ('instant', 'August Strindberg', 'wasBornIn', 'year'), {'Strindberg': 'August Strindberg'}),
('y', {'agent_noun': 'birthplace'},
 "What is Howard Florey's birthplace?",
 ('instant', 'Howard Florey', 'wasBornIn', 'place'), {}),
('y', {'surname': 'Peierls', 'verb': 'die'},
 "When did Peierls die?",
 ('instant', 'Rudolf Peierls', 'diedIn', 'when'), {'Peierls': 'Rudolf Peierls'}),
# ---- age at death
('y', {'verb': 'died'},
 "How old was Rita Levi-Montalcini when she died?",
 ('age', 'Rita Levi-Montalcini'), {}),
('y', {'surname': 'Dirac', 'verb': 'died'},
 "How old was Dirac when he died?",
 ('age', 'Paul Dirac'), {'Dirac': 'Paul Dirac'}),
('y', {'surname': 'Wigner', 'verb': 'passed away'},
 "How old was Wigner when he passed away?",
 ('age', 'Eugene Wigner'), {'Wigner': 'Eugene Wigner'}),
('y', {'agent_noun': 'death'},
 "How old was Marvin Minsky at his death?",
 ('age', 'Marvin Minsky'), {}),
# ---- start / end / length
('y', {'verb': 'marry'},
 "In which year did Neil Simon marry Marsha Mason?",
 ('start', 'Neil Simon', 'isMarriedTo', 'Marsha Mason', 'year'), {}),
('y', {'pair': 'Roger Vadim and Brigitte Bardot', 'verb': 'get married'},
 "When did Roger Vadim and Brigitte Bardot get married?",
 ('start', 'Roger Vadim', 'isMarriedTo', 'Brigitte Bardot', 'when'), {}),
('y', {'pair': 'Ann Dunham and Lolo Soetoro', 'verb': 'split'},
 "In what year did Ann Dunham and Lolo Soetoro split?",
 ('end', 'Ann Dunham', 'isMarriedTo', 'Lolo Soetoro', 'year'), {}),
('y', {'agent_noun': 'marriage'},
 "When did Aaron Spelling's marriage to Carolyn Jones end?",
 ('end', 'Aaron Spelling', 'isMarriedTo', 'Carolyn Jones', 'when'), {}),
('y', {'surname': 'Konchesky', 'short_club': 'Liverpool', 'verb': 'join'},
 "Which year did Konchesky join Liverpool?",
 ('start', 'Paul Konchesky', 'playsFor', 'Liverpool F.C.', 'year'), {'Konchesky': 'Paul Konchesky', 'Liverpool': 'Liverpool F.C.'}),
('y', {'pair': 'Carol Reed married to Diana Wynyard', 'preposition': 'married to'},
 "How many years was Carol Reed married to Diana Wynyard?",
 ('length', 'Carol Reed', 'isMarriedTo', 'Diana Wynyard'), {}),
('y', {'surname': 'Onyewu', 'short_club': 'Malaga', 'no_accent': 'Malaga', 'preposition': 'spend at'},
 "How many years did Onyewu spend at Malaga?",
 ('length', 'Oguchi Onyewu', 'playsFor', 'Málaga CF'), {'Onyewu': 'Oguchi Onyewu', 'Malaga': 'Málaga CF'}),
('y', {'surname': 'Guilfoyle', 'agent_noun': 'marriage'},
 "How long did Guilfoyle's marriage to Gavin Newsom last?",
 ('length', 'Kimberly Guilfoyle', 'isMarriedTo', 'Gavin Newsom'), {'Guilfoyle': 'Kimberly Guilfoyle'}),
# ---- state: who / which in a year
('y', {'preposition': 'married to'},
 "Who was Kimberly Guilfoyle married to in 2003?",
 ('state', 'Kimberly Guilfoyle', 'isMarriedTo', None, 2003), {}),
('y', {'agent_noun': 'wife'},
 "Who was Aaron Spelling's wife in 1960?",
 ('state', 'Aaron Spelling', 'isMarriedTo', None, 1960), {}),
('y', {'short_person': 'Matthew Reid', 'preposition': 'in'},
 "Which party was Matthew Reid in in 1905?",
 ('state', 'Matthew Reid (politician)', 'isAffiliatedTo', None, 1905), {'Matthew Reid': 'Matthew Reid (politician)'}),
('y', {'preposition': 'belong to'},
 "Which party did Eduardo Paes belong to in 2000?",
 ('state', 'Eduardo Paes', 'isAffiliatedTo', None, 2000), {}),
('y', {'agent_noun': 'husband'},
 "Who was Ann Dunham's husband in 1962?",
 ('state', 'Ann Dunham', 'isMarriedTo', None, 1962), {}),
('y', {'surname': 'Tyler', 'preposition': 'a member of'},
 "Which party was Tyler a member of in 1840?",
 ('state', 'John Tyler', 'isAffiliatedTo', None, 1840), {'Tyler': 'John Tyler'}),
# ---- state: yes / no
('y', {'surname': 'Konchesky', 'short_club': 'Fulham', 'preposition': 'at Fulham'},
 "Was Konchesky at Fulham in 2009?",
 ('state', 'Paul Konchesky', 'playsFor', 'Fulham F.C.', 2009), {'Konchesky': 'Paul Konchesky', 'Fulham': 'Fulham F.C.'}),
('y', {'short_club': 'Sunderland', 'verb': 'play for'},
 "Did Liam Miller play for Sunderland in 2012?",
 ('state', 'Liam Miller', 'playsFor', 'Sunderland A.F.C.', 2012), {'Sunderland': 'Sunderland A.F.C.'}),
('y', {'pair': 'Ann Dunham and Lolo Soetoro'},
 "Were Ann Dunham and Lolo Soetoro married in 1970?",
 ('state', 'Ann Dunham', 'isMarriedTo', 'Lolo Soetoro', 1970), {}),
('y', {'preposition': 'married to'},
 "Was Carol Reed still married to Diana Wynyard in 1950?",
 ('state', 'Carol Reed', 'isMarriedTo', 'Diana Wynyard', 1950), {}),
('y', {'no_accent': 'Jose Fonte', 'short_club': 'Crystal Palace', 'preposition': 'on Crystal Palace\'s books'},
 "Was Jose Fonte on Crystal Palace's books in 2008?",
 ('state', 'José Fonte', 'playsFor', 'Crystal Palace F.C.', 2008), {'Jose Fonte': 'José Fonte', 'Crystal Palace': 'Crystal Palace F.C.'}),
('y', {'short_club': 'Manchester City', 'verb': 'turn out for'},
 "Did Gai Assulin turn out for Manchester City in 2014?",
 ('state', 'Gai Assulin', 'playsFor', 'Manchester City F.C.', 2014), {'Manchester City': 'Manchester City F.C.'}),
('y', {'pair': 'Shirley Williams and Bernard Williams'},
 "Were Shirley Williams and Bernard Williams married in 1960?",
 ('state', 'Shirley Williams', 'isMarriedTo', 'Bernard Williams', 1960), {}),
('y', {'surname': 'Onyewu', 'short_club': 'Malaga', 'no_accent': 'Malaga', 'preposition': 'at Malaga'},
 "Was Onyewu still at Malaga in 2014?",
 ('state', 'Oguchi Onyewu', 'playsFor', 'Málaga CF', 2014), {'Onyewu': 'Oguchi Onyewu', 'Malaga': 'Málaga CF'}),
# ---- which between two years
('y', {'worded_time': 'between 1820 and 1835', 'preposition': 'belong to'},
 "Which parties did John Tyler belong to between 1820 and 1835?",
 ('state_range', 'John Tyler', 'isAffiliatedTo', None, 1820, 1835), {}),
('y', {'worded_time': 'between 1970 and 1990', 'preposition': 'married to'},
 "Who was Shirley Williams married to between 1970 and 1990?",
 ('state_range', 'Shirley Williams', 'isMarriedTo', None, 1970, 1990), {}),
('y', {'worded_time': 'from 1960 to 1970', 'agent_noun': 'wives'},
 "Who were Aaron Spelling's wives from 1960 to 1970?",
 ('state_range', 'Aaron Spelling', 'isMarriedTo', None, 1960, 1970), {}),
('y', {'worded_time': 'between 1960 and 1970', 'preposition': 'married to'},
 "Who was Ann Dunham married to between 1960 and 1970?",
 ('state_range', 'Ann Dunham', 'isMarriedTo', None, 1960, 1970), {}),
# ---- events in a year
('y', {'verb': 'born'},
 "Who was born in Lahore in 1910?",
 ('event_who', 'wasBornIn', 'Lahore', 1910), {}),
('y', {'verb': 'died'},
 "Who died in Chicago in 1954?",
 ('event_who', 'diedIn', 'Chicago', 1954), {}),
('y', {'verb': 'won'},
 "Who won the Nobel Prize in Physics in 1965?",
 ('event_who', 'hasWonPrize', 'Nobel Prize in Physics', 1965), {}),
('y', {'verb': 'came into the world'},
 "Who came into the world in Budapest in 1902?",
 ('event_who', 'wasBornIn', 'Budapest', 1902), {}),
('y', {'surname': 'Chandrasekhar', 'verb': 'win'},
 "Did Chandrasekhar win the Nobel Prize in Physics in 1983?",
 ('event_yesno', 'Subrahmanyan Chandrasekhar', 'hasWonPrize', 'Nobel Prize in Physics', 1983), {'Chandrasekhar': 'Subrahmanyan Chandrasekhar'}),
('y', {'surname': 'Wigner', 'verb': 'win'},
 "Did Wigner win the Nobel Prize in Physics in 1960?",
 ('event_yesno', 'Eugene Wigner', 'hasWonPrize', 'Nobel Prize in Physics', 1960), {'Wigner': 'Eugene Wigner'}),
# ---- a state during a prize
('y', {'when': 'when', 'verb': 'received'},
 "Who was Charles Boyer married to when he received the Academy Honorary Award?",
 ('during', 'Charles Boyer', 'isMarriedTo', 'hasWonPrize', 'Academy Honorary Award'), {}),
('y', {'when': 'when', 'agent_noun': 'husband', 'verb': 'got'},
 "Who was Margaret McNamara's husband when she got the Presidential Medal of Freedom?",
 ('during', 'Margaret McNamara', 'isMarriedTo', 'hasWonPrize', 'Presidential Medal of Freedom'), {}),
('y', {'when': 'when', 'part_name': 'Kenneth Wilson', 'verb': 'won'},
 "Where did Kenneth Wilson work when he won the Dirac Medal?",
 ('during', 'Kenneth G. Wilson', 'worksAt', 'hasWonPrize', 'Dirac Medal'), {'Kenneth Wilson': 'Kenneth G. Wilson'}),
('y', {'when': 'when', 'short_person': 'Bernard Brodie', 'part_name': 'the Lasker Award', 'agent_noun': 'employer'},
 "Who was Bernard Brodie's employer when he won the Lasker Award?",
 ('during', 'Bernard Brodie (biochemist)', 'worksAt', 'hasWonPrize', 'Albert Lasker Award for Basic Medical Research'), {'Bernard Brodie': 'Bernard Brodie (biochemist)', 'the Lasker Award': 'Albert Lasker Award for Basic Medical Research'}),
('y', {'when': 'when', 'preposition': 'at', 'verb': 'won'},
 "Which university was Thomas Sugrue at when he won the Bancroft Prize?",
 ('during', 'Thomas Sugrue', 'worksAt', 'hasWonPrize', 'Bancroft Prize'), {}),
('y', {'when': 'when', 'verb': 'got'},
 "Where did Charles Capper work when he got the Bancroft Prize?",
 ('during', 'Charles Capper', 'worksAt', 'hasWonPrize', 'Bancroft Prize'), {}),
# ---- first / last spouse
('y', {'agent_noun': 'husband'},
 "Who was Shirley Williams's first husband?",
 ('order', 'Shirley Williams', 'isMarriedTo', 'first'), {}),
('y', {'verb': 'marry'},
 "Who did Aaron Spelling marry first?",
 ('order', 'Aaron Spelling', 'isMarriedTo', 'first'), {}),
('y', {'agent_noun': 'husband'},
 "Who was Ann Dunham's first husband?",
 ('order', 'Ann Dunham', 'isMarriedTo', 'first'), {}),
('y', {'agent_noun': 'wife'},
 "Who was Neil Simon's last wife?",
 ('order', 'Neil Simon', 'isMarriedTo', 'last'), {}),
# ---- how many clubs
('y', {'surname': 'Konchesky', 'verb': 'played for'},
 "How many clubs has Konchesky played for?",
 ('ycount', 'Paul Konchesky', 'playsFor'), {'Konchesky': 'Paul Konchesky'}),
('y', {'surname': 'Assulin', 'verb': 'turn out for'},
 "How many different clubs did Assulin turn out for?",
 ('ycount', 'Gai Assulin', 'playsFor'), {'Assulin': 'Gai Assulin'}),
# ---- years between two starts
('y', {'surname': 'Konchesky', 'short_club': ['West Ham', 'Liverpool'], 'verb': 'move to'},
 "How many years after joining West Ham did Konchesky move to Liverpool?",
 ('ygap', 'Paul Konchesky', 'playsFor', 'West Ham United F.C.', 'playsFor', 'Liverpool F.C.'), {'Konchesky': 'Paul Konchesky', 'West Ham': 'West Ham United F.C.', 'Liverpool': 'Liverpool F.C.'}),
('y', {'surname': 'Tyler', 'part_name': 'the Whig Party', 'verb': 'joining'},
 "How many years passed between Tyler joining the Democratic-Republican Party and joining the Whig Party?",
 ('ygap', 'John Tyler', 'isAffiliatedTo', 'Democratic-Republican Party', 'isAffiliatedTo', 'Whig Party (United States)'), {'Tyler': 'John Tyler', 'the Whig Party': 'Whig Party (United States)'}),
# ---- no answer
('y', {'no_answer': 'Clooney', 'verb': 'born'},
 "Where was Clooney born?",
 ('instant', '?', 'wasBornIn', 'place'), {'Clooney': '?'},
 "George Clooney (Lexington, Kentucky), Amal Clooney (Beirut) and Francis Xavier Clooney (Staten Island)"),
('y', {'no_answer': 'Gore', 'preposition': 'married to'},
 "Who was Gore married to?",
 ('spouses', '?'), {'Gore': '?'},
 "Al Gore and Tipper Gore, married to each other"),
('y', {'no_answer': 'Pickford', 'verb': 'pass away'},
 "Where did Pickford pass away?",
 ('instant', '?', 'diedIn', 'place'), {'Pickford': '?'},
 "Mary Pickford (Santa Monica), Jack Pickford (Paris) and Lottie Pickford (Los Angeles)"),
('y', {'no_answer': 'Fonte', 'verb': 'play for'},
 "How many clubs did Fonte play for?",
 ('ycount', '?', 'playsFor'), {'Fonte': '?'},
 "José Fonte and his brother Rui Fonte played for different numbers of clubs"),
]


def interleave(ms, ys):
    """The set's order: consecutive pairs of each list (so that each pair puts one question in
    each half), MultiTQ and YAGO pairs interleaved in proportion, any odd one out last."""
    mp = [ms[i:i + 2] for i in range(0, len(ms), 2)]
    yp = [ys[i:i + 2] for i in range(0, len(ys), 2)]
    out, i, j = [], 0, 0
    while i < len(mp) or j < len(yp):
        if j >= len(yp) or (i < len(mp) and i * len(yp) <= j * len(mp)):
            out.extend(mp[i])
            i += 1
        else:
            out.extend(yp[j])
            j += 1
    return out


QUESTIONS = interleave(M_QUESTIONS, Y_QUESTIONS)



if __name__ == '__main__':
    sys.exit(main(sys.argv))
