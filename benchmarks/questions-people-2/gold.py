#!/usr/bin/env python3
"""Gold answers for the second "people's wording" question set (YAGO11k and MultiTQ / ICEWS05-15).

Usage:  python3 gold.py [DATA_DIR]      (DATA_DIR defaults to ../../../shared/data)

Every question is stored below (M_QUESTIONS, Y_QUESTIONS; QUESTIONS interleaves them) as its text next to its meaning, the wording features
it exercises and how each entity is written in it.  This script loads both graphs, computes every
answer from the meaning, checks every question (README.md, "Checks"), and only if all checks pass
writes people2-dev.json (positions 0, 2, 4, ...) and people2-test.json (positions 1, 3, 5, ...)
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
    if kind == 'after':
        return (next_day(v), None)
    if kind == 'before':
        return (None, prev_day(v))
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
    raise ValueError(m)


def answer_kind(graph, m):
    """entity / yesno / count / relations / date"""
    k = m[0]
    if k in ('yesno', 'event_yesno'):
        return 'yesno'
    if k == 'state':
        return 'yesno' if m[1] is not None and m[3] is not None else 'entity'
    if k in ('count', 'length', 'gap', 'distinct', 'ycount'):
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

    if k in ('state', 'start', 'end', 'length', 'event_when', 'event_yesno', 'next', 'prev'):
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
        out.append({'id': 'p2-%04d' % (n + 1), 'question': q[2], 'answers': list(answers)})
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
    for name, part in (('people2-dev.json', out[0::2]), ('people2-test.json', out[1::2])):
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


# =============================================================================================
# The question set: (graph, wording features with their cues, text, meaning, how each entity is
# written when not by its graph name[, why a "no answer" question is ambiguous])
# graph 'y' = YAGO11k, 'm' = MultiTQ.  Positions 0, 2, 4, ... are the dev half.
# =============================================================================================
M_QUESTIONS = [
# ---- pick: first / last in a year
('m', {'surname': 'Afewerki', 'verb': 'travel'},
 "Where did Afewerki travel last in 2007?",
 ('pick', 'Isaias Afewerki', 'visit', None, ('year', 2007), 'last', 'entity'), {'Afewerki': 'Isaias Afewerki'}),
('m', {'surname': 'Correa'},
 "Which country did Correa visit last in 2013?",
 ('pick', 'Rafael Correa', 'visit', None, ('year', 2013), 'last', 'entity'), {'Correa': 'Rafael Correa'}),
('m', {'surname': 'Ahern'},
 "Who was the first to say they wanted to meet Ahern in 2006?",
 ('pick', None, 'intent_meet', 'Bertie Ahern', ('year', 2006), 'first', 'entity'), {'Ahern': 'Bertie Ahern'}),
('m', {'surname': 'Monti', 'verb': 'slammed'},
 "Who slammed Monti first in 2012?",
 ('pick', None, 'criticise', 'Mario Monti', ('year', 2012), 'first', 'entity'), {'Monti': 'Mario Monti'}),
('m', {'verb': 'fly'},
 "Where did Wang Yi fly to last in 2015?",
 ('pick', 'Wang Yi', 'visit', None, ('year', 2015), 'last', 'entity'), {}),
('m', {'surname': 'Kibaki', 'agent_noun': 'visitor'},
 "Who was Kibaki's last visitor in 2013?",
 ('pick', None, 'visit', 'Mwai Kibaki', ('year', 2013), 'last', 'entity'), {'Kibaki': 'Mwai Kibaki'}),
('m', {'surname': 'Adamkus', 'verb': 'welcomed'},
 "Which country welcomed Adamkus first in 2005?",
 ('pick', None, 'host', 'Valdas Adamkus', ('year', 2005), 'first', 'entity'), {'Adamkus': 'Valdas Adamkus'}),
('m', {'surname': 'Dombrovskis'},
 "Who did Dombrovskis meet first in 2013?",
 ('pick', 'Valdis Dombrovskis', 'meet', None, ('year', 2013), 'first', 'entity'), {'Dombrovskis': 'Valdis Dombrovskis'}),
('m', {'surname': 'Berdymukhammedov', 'agent_noun': 'host'},
 "Who was Berdymukhammedov's first host in 2011?",
 ('pick', None, 'host', 'Gurbanguly Berdymukhammedov', ('year', 2011), 'first', 'entity'), {'Berdymukhammedov': 'Gurbanguly Berdymukhammedov'}),
('m', {'part_name': 'Okada', 'verb': 'jet off'},
 "Where did Okada jet off to last in 2010?",
 ('pick', 'Okada Katsuya', 'visit', None, ('year', 2010), 'last', 'entity'), {'Okada': 'Okada Katsuya'}),
('m', {'verb': 'sign a deal'},
 "Who did Rafael Correa sign a deal with first in 2009?",
 ('pick', 'Rafael Correa', 'deal', None, ('year', 2009), 'first', 'entity'), {}),
('m', {'no_answer': 'Ortega', 'verb': 'sit down'},
 "Who did Ortega sit down with first in 2012?",
 ('pick', '?', 'meet', None, ('year', 2012), 'first', 'entity'), {'Ortega': '?'},
 "Daniel Ortega (first: Mahmoud Ahmadinejad) and Ivonne Ortega Pacheco (first: Mexico) both met people in 2012"),
('m', {'surname': 'Sikorski', 'verb': 'host'},
 "Which country was the last to host Sikorski in 2010?",
 ('pick', None, 'host', 'Radoslaw Sikorski', ('year', 2010), 'last', 'entity'), {'Sikorski': 'Radoslaw Sikorski'}),
('m', {'surname': 'Ilves'},
 "Who did Ilves meet last in 2010?",
 ('pick', 'Toomas Hendrik Ilves', 'meet', None, ('year', 2010), 'last', 'entity'), {'Ilves': 'Toomas Hendrik Ilves'}),
('m', {'surname': 'Buhari', 'verb': 'hit out'},
 "Who did Buhari hit out at last in 2005?",
 ('pick', 'Muhammadu Buhari', 'criticise', None, ('year', 2005), 'last', 'entity'), {'Buhari': 'Muhammadu Buhari'}),
('m', {'part_name': 'Ashraf Ghani', 'verb': 'hail'},
 "Who was the first to hail Ashraf Ghani in 2014?",
 ('pick', None, 'praise', 'Ashraf Ghani Ahmadzai', ('year', 2014), 'first', 'entity'), {'Ashraf Ghani': 'Ashraf Ghani Ahmadzai'}),
# ---- pick: dates over the whole graph
('m', {'verb': 'go'},
 "When did Lien Chan first go to Japan?",
 ('pick', 'Lien Chan', 'visit', 'Japan', None, 'first', 'day'), {}),
('m', {'verb': 'travel'},
 "When did Tsai Ing-wen last travel to Japan?",
 ('pick', 'Tsai Ing-wen', 'visit', 'Japan', None, 'last', 'day'), {}),
('m', {'surname': 'Johannis'},
 "In which month did Johannis first visit France?",
 ('pick', 'Klaus Johannis', 'visit', 'France', None, 'first', 'month'), {'Johannis': 'Klaus Johannis'}),
('m', {'verb': 'sign a deal'},
 "In which year did Ma Ying-jeou first sign a deal with Japan?",
 ('pick', 'Ma Ying Jeou', 'deal', 'Japan', None, 'first', 'year'), {'Ma Ying-jeou': 'Ma Ying Jeou'}),
('m', {'surname': 'Lamamra', 'verb': 'fly'},
 "On what date did Lamamra last fly to Mauritania?",
 ('pick', 'Ramtane Lamamra', 'visit', 'Mauritania', None, 'last', 'day'), {'Lamamra': 'Ramtane Lamamra'}),
# ---- pick: before / after a date
('m', {'verb': 'head'},
 "Where did Wang Yi head to first after 10 March 2014?",
 ('pick', 'Wang Yi', 'visit', None, ('after', '2014-03-10'), 'first', 'entity'), {}),
('m', {'surname': 'Kibaki', 'verb': 'ring'},
 "Who did Kibaki ring first after 1 January 2008?",
 ('pick', 'Mwai Kibaki', 'phone', None, ('after', '2008-01-01'), 'first', 'entity'), {'Kibaki': 'Mwai Kibaki'}),
('m', {'surname': 'Yatsenyuk', 'verb': 'call'},
 "Who did Yatsenyuk call first after 22 February 2014?",
 ('pick', 'Arseniy Yatsenyuk', 'phone', None, ('after', '2014-02-22'), 'first', 'entity'), {'Yatsenyuk': 'Arseniy Yatsenyuk'}),
('m', {'surname': 'Bainimarama', 'verb': 'praised'},
 "Who was the last to be praised by Bainimarama before 5 December 2006?",
 ('pick', 'Frank Bainimarama', 'praise', None, ('before', '2006-12-05'), 'last', 'entity'), {'Bainimarama': 'Frank Bainimarama'}),
('m', {'surname': 'Berisha', 'verb': 'travel'},
 "Where did Berisha travel first after 1 September 2009?",
 ('pick', 'Sali Berisha', 'visit', None, ('after', '2009-09-01'), 'first', 'entity'), {'Berisha': 'Sali Berisha'}),
('m', {'part_name': 'Van Rompuy', 'verb': 'paid a visit'},
 "Who had Van Rompuy last paid a visit to before 1 January 2012?",
 ('pick', 'Herman Van Rompuy', 'visit', None, ('before', '2012-01-01'), 'last', 'entity'), {'Van Rompuy': 'Herman Van Rompuy'}),
# ---- yes / no
('m', {'surname': 'Otunbayeva', 'verb': 'pay a visit'},
 "Did Otunbayeva pay a visit to Kazakhstan in August 2011?",
 ('yesno', 'Roza Otunbayeva', 'visit', 'Kazakhstan', ('month', '2011-08')), {'Otunbayeva': 'Roza Otunbayeva'}),
('m', {'everyday': 'the UAE', 'verb': 'go'},
 "Did Benazir Bhutto go to the UAE in 2007?",
 ('yesno', 'Benazir Bhutto', 'visit', 'United Arab Emirates', ('year', 2007)), {'the UAE': 'United Arab Emirates'}),
('m', {'verb': 'fly'},
 "Did Julie Bishop fly to South Korea in June 2015?",
 ('yesno', 'Julie Bishop', 'visit', 'South Korea', ('month', '2015-06')), {}),
('m', {'pair': 'Lamamra and Amina Mohamed', 'surname': 'Lamamra'},
 "Did Lamamra and Amina Mohamed sign an agreement in February 2015?",
 ('yesno', 'Ramtane Lamamra', 'deal', 'Amina Mohamed', ('month', '2015-02')), {'Lamamra': 'Ramtane Lamamra'}),
('m', {'no_accent': 'Algirdas Butkevicius', 'part_name': 'Van Rompuy'},
 "Did Van Rompuy meet Algirdas Butkevicius in July 2013?",
 ('yesno', 'Herman Van Rompuy', 'meet', 'Algirdas Butkevičius', ('month', '2013-07')), {'Van Rompuy': 'Herman Van Rompuy', 'Algirdas Butkevicius': 'Algirdas Butkevičius'}),
('m', {'verb': 'criticise'},
 "Did Segolene Royal criticise France in 2008?",
 ('yesno', 'Segolene Royal', 'criticise', 'France', ('year', 2008)), {}),
('m', {'verb': 'hail'},
 "Did John Baird hail Wang Yi in April 2013?",
 ('yesno', 'John Baird', 'praise', 'Wang Yi', ('month', '2013-04')), {}),
('m', {'surname': 'Monti', 'verb': 'travel'},
 "Did Monti travel to France in 2013?",
 ('yesno', 'Mario Monti', 'visit', 'France', ('year', 2013)), {'Monti': 'Mario Monti'}),
('m', {'surname': 'Berisha'},
 "Did Berisha meet Milo Djukanovic in October 2005?",
 ('yesno', 'Sali Berisha', 'meet', 'Milo Djukanovic', ('month', '2005-10')), {'Berisha': 'Sali Berisha'}),
('m', {'verb': 'visit'},
 "Did Winston Peters visit China in 2008?",
 ('yesno', 'Winston Peters', 'visit', 'China', ('year', 2008)), {}),
('m', {'verb': 'fly'},
 "Did Daniel Ortega fly to Vietnam in 2008?",
 ('yesno', 'Daniel Ortega', 'visit', 'Vietnam', ('year', 2008)), {}),
('m', {'surname': 'Bainimarama', 'verb': 'praise'},
 "Did Bainimarama praise Anote Tong in 2010?",
 ('yesno', 'Frank Bainimarama', 'praise', 'Anote Tong', ('year', 2010)), {'Bainimarama': 'Frank Bainimarama'}),
('m', {'surname': 'Dombrovskis', 'verb': 'go'},
 "Did Dombrovskis go to China in 2009?",
 ('yesno', 'Valdis Dombrovskis', 'visit', 'China', ('year', 2009)), {'Dombrovskis': 'Valdis Dombrovskis'}),
('m', {'part_name': 'Ben Ali', 'pair': 'Muhammad VI and Ben Ali'},
 "Did Muhammad VI and Ben Ali meet in January 2008?",
 ('yesno', 'Muhammad VI', 'meet', 'Zine El Abidine Ben Ali', ('month', '2008-01')), {'Ben Ali': 'Zine El Abidine Ben Ali'}),
('m', {'verb': 'slam'},
 "Did Wang Yi slam Julie Bishop in 2012?",
 ('yesno', 'Wang Yi', 'criticise', 'Julie Bishop', ('year', 2012)), {}),
('m', {'surname': ['Mahama', 'Ahmadinejad'], 'verb': 'kind words'},
 "Did Mahama have kind words for Ahmadinejad in 2012?",
 ('yesno', 'John Dramani Mahama', 'praise', 'Mahmoud Ahmadinejad', ('year', 2012)), {'Mahama': 'John Dramani Mahama', 'Ahmadinejad': 'Mahmoud Ahmadinejad'}),
# ---- how many times / on how many days
('m', {'verb': 'go'},
 "How many times did Tsai Ing-wen go to Japan in 2009?",
 ('count', 'Tsai Ing-wen', 'visit', 'Japan', ('year', 2009)), {}),
('m', {'surname': 'Johannis'},
 "On how many days did Johannis visit France in 2015?",
 ('count', 'Klaus Johannis', 'visit', 'France', ('year', 2015)), {'Johannis': 'Klaus Johannis'}),
('m', {'surname': 'Ahern'},
 "On how many days did Ahern say he wanted to meet Tony Blair in 2005?",
 ('count', 'Bertie Ahern', 'intent_meet', 'Tony Blair', ('year', 2005)), {'Ahern': 'Bertie Ahern'}),
('m', {'pair': 'Rafael Correa and Evo Morales'},
 "How many times did Rafael Correa and Evo Morales meet in 2010?",
 ('count', 'Rafael Correa', 'meet', 'Evo Morales', ('year', 2010)), {}),
('m', {'pair': 'Otunbayeva and Medvedev', 'surname': 'Otunbayeva', 'verb': 'talk on the phone'},
 "On how many days did Otunbayeva and Medvedev talk on the phone in 2010?",
 ('count', 'Roza Otunbayeva', 'phone', 'Dmitry Anatolyevich Medvedev', ('year', 2010)), {'Otunbayeva': 'Roza Otunbayeva', 'Medvedev': 'Dmitry Anatolyevich Medvedev'}),
('m', {'verb': 'visit'},
 "How often did Wang Yi visit Cambodia in 2013?",
 ('count', 'Wang Yi', 'visit', 'Cambodia', ('year', 2013)), {}),
('m', {'verb': 'praise'},
 "How many times did Boris Johnson praise Obama in 2008?",
 ('count', 'Boris Johnson', 'praise', 'Barack Obama', ('year', 2008)), {'Obama': 'Barack Obama'}),
('m', {'pair': 'Yatsenyuk and Jens Stoltenberg', 'surname': 'Yatsenyuk'},
 "On how many days did Yatsenyuk and Jens Stoltenberg meet in 2014?",
 ('count', 'Arseniy Yatsenyuk', 'meet', 'Jens Stoltenberg', ('year', 2014)), {'Yatsenyuk': 'Arseniy Yatsenyuk'}),
('m', {'part_name': 'Noda'},
 "How many times did Noda say he wanted to meet China in 2011?",
 ('count', 'Yoshihiko Noda', 'intent_meet', 'China', ('year', 2011)), {'Noda': 'Yoshihiko Noda'}),
('m', {'pair': 'Ashraf Ghani and John Campbell', 'part_name': 'Ashraf Ghani', 'verb': 'speak by phone'},
 "On how many days did Ashraf Ghani and John Campbell speak by phone in 2015?",
 ('count', 'Ashraf Ghani Ahmadzai', 'phone', 'John Campbell', ('year', 2015)), {'Ashraf Ghani': 'Ashraf Ghani Ahmadzai'}),
('m', {'surname': 'Ortega', 'verb': 'sign deals'},
 "How many times did Ortega sign deals with Iran in 2007?",
 ('count', 'Daniel Ortega', 'deal', 'Iran', ('year', 2007)), {'Ortega': 'Daniel Ortega'}),
# ---- what happened between
('m', {'frame': 'What happened between'},
 "What happened between Wang Yi and Shimon Peres on 19 December 2013?",
 ('what', 'Wang Yi', 'Shimon Peres', ('day', '2013-12-19')), {}),
('m', {'frame': 'What went on between', 'surname': 'Faymann'},
 "What went on between Viktor Orban and Faymann on September 25, 2015?",
 ('what', 'Viktor Orban', 'Werner Faymann', ('day', '2015-09-25')), {'Faymann': 'Werner Faymann'}),
('m', {'frame': 'What passed between', 'surname': 'Correa'},
 "What passed between Daniel Ortega and Correa on 29 June 2009?",
 ('what', 'Daniel Ortega', 'Rafael Correa', ('day', '2009-06-29')), {'Correa': 'Rafael Correa'}),
('m', {'frame': 'What did the news say about', 'part_name': 'Ashraf Ghani'},
 "What did the news say about Ashraf Ghani and John Campbell on 27 April 2015?",
 ('what', 'Ashraf Ghani Ahmadzai', 'John Campbell', ('day', '2015-04-27')), {'Ashraf Ghani': 'Ashraf Ghani Ahmadzai'}),
('m', {'frame': 'What went on between', 'part_name': 'Okada'},
 "What went on between Okada and Iran on 5 January 2010?",
 ('what', 'Okada Katsuya', 'Iran', ('day', '2010-01-05')), {'Okada': 'Okada Katsuya'}),
('m', {'frame': 'What happened between', 'surname': 'Gorbachev', 'part_name': 'Kohl'},
 "What happened between Gorbachev and Kohl on 13 October 2005?",
 ('what', 'Mikhail Sergeyevich Gorbachev', 'Helmut Kohl', ('day', '2005-10-13')), {'Gorbachev': 'Mikhail Sergeyevich Gorbachev', 'Kohl': 'Helmut Kohl'}),
('m', {'frame': 'What was reported between'},
 "What was reported between Ma Ying-jeou and Anote Tong on 31 May 2013?",
 ('what', 'Ma Ying Jeou', 'Anote Tong', ('day', '2013-05-31')), {'Ma Ying-jeou': 'Ma Ying Jeou'}),
('m', {'frame': 'What passed between', 'surname': 'Gauck'},
 "What passed between Gauck and Abdel Fattah Al-Sisi on 22 May 2015?",
 ('what', 'Joachim Gauck', 'Abdel Fattah Al-Sisi', ('day', '2015-05-22')), {'Gauck': 'Joachim Gauck'}),
# ---- most often
('m', {'most_often': 'most often', 'surname': 'Berdymukhammedov'},
 "Which country did Berdymukhammedov visit most often in 2012?",
 ('most', 'Gurbanguly Berdymukhammedov', 'visit', None, ('year', 2012)), {'Berdymukhammedov': 'Gurbanguly Berdymukhammedov'}),
('m', {'most_often': 'most often', 'surname': 'Berisha'},
 "Who did Berisha meet most often in 2008?",
 ('most', 'Sali Berisha', 'meet', None, ('year', 2008)), {'Berisha': 'Sali Berisha'}),
('m', {'most_often': 'the most', 'part_name': 'Akihito'},
 "Who did Akihito meet the most in 2008?",
 ('most', 'Emperor Akihito', 'meet', None, ('year', 2008)), {'Akihito': 'Emperor Akihito'}),
('m', {'most_often': 'most often', 'surname': 'Ahern'},
 "Who did Ahern most often say he wanted to meet in 2006?",
 ('most', 'Bertie Ahern', 'intent_meet', None, ('year', 2006)), {'Ahern': 'Bertie Ahern'}),
('m', {'most_often': 'most often', 'surname': 'Buhari', 'verb': 'criticise'},
 "Who did Buhari criticise most often in 2008?",
 ('most', 'Muhammadu Buhari', 'criticise', None, ('year', 2008)), {'Buhari': 'Muhammadu Buhari'}),
('m', {'most_often': 'most often', 'agent_noun': 'host'},
 "Which country was Mwai Kibaki's host most often in 2007?",
 ('most', None, 'host', 'Mwai Kibaki', ('year', 2007)), {}),
('m', {'most_often': 'most often', 'surname': 'Lamamra', 'verb': 'travel'},
 "Where did Lamamra travel most often in 2015?",
 ('most', 'Ramtane Lamamra', 'visit', None, ('year', 2015)), {'Lamamra': 'Ramtane Lamamra'}),
('m', {'most_often': 'most often', 'surname': 'Scioli', 'verb': 'sit down'},
 "Who did Scioli sit down with most often in 2013?",
 ('most', 'Daniel Scioli', 'meet', None, ('year', 2013)), {'Scioli': 'Daniel Scioli'}),
('m', {'most_often': 'most often'},
 "Who did Rafael Correa meet most often in 2009?",
 ('most', 'Rafael Correa', 'meet', None, ('year', 2009)), {}),
('m', {'most_often': 'most often', 'part_name': 'Noda'},
 "Who held talks with Noda most often in 2011?",
 ('most', None, 'talks', 'Yoshihiko Noda', ('year', 2011)), {'Noda': 'Yoshihiko Noda'}),
('m', {'most_often': 'most times', 'part_name': 'Ashraf Ghani'},
 "Which country hosted Ashraf Ghani the most times in 2014?",
 ('most', None, 'host', 'Ashraf Ghani Ahmadzai', ('year', 2014)), {'Ashraf Ghani': 'Ashraf Ghani Ahmadzai'}),
# ---- nth time
('m', {'nth': 'second time', 'verb': 'visit'},
 "When did Wang Yi visit Sudan for the second time?",
 ('nth', 'Wang Yi', 'visit', 'Sudan', 2, 'day'), {}),
('m', {'nth': 'second time', 'surname': 'Correa', 'verb': 'praise'},
 "When did Correa praise Evo Morales for the second time?",
 ('nth', 'Rafael Correa', 'praise', 'Evo Morales', 2, 'day'), {'Correa': 'Rafael Correa'}),
('m', {'nth': 'second time', 'pair': 'Kibaki and Kikwete', 'surname': 'Kikwete'},
 "When did Kibaki and Kikwete meet for the second time?",
 ('nth', 'Mwai Kibaki', 'meet', 'Jakaya Mrisho Kikwete', 2, 'day'), {'Kibaki': 'Mwai Kibaki', 'Kikwete': 'Jakaya Mrisho Kikwete'}),
('m', {'nth': 'second time', 'verb': 'travel'},
 "When did Rafael Correa travel to the Dominican Republic for the second time?",
 ('nth', 'Rafael Correa', 'visit', 'Dominican Republic', 2, 'day'), {}),
('m', {'nth': 'third time', 'surname': 'Gauck'},
 "When did Gauck visit Ireland for the third time?",
 ('nth', 'Joachim Gauck', 'visit', 'Ireland', 3, 'day'), {'Gauck': 'Joachim Gauck'}),
('m', {'nth': 'third time', 'verb': 'go'},
 "When did John Baird go to China for the third time?",
 ('nth', 'John Baird', 'visit', 'China', 3, 'day'), {}),
('m', {'nth': 'third time', 'surname': 'Judeh', 'verb': 'sit down'},
 "When did Judeh sit down with Mahmoud Abbas for the third time?",
 ('nth', 'Nasser Judeh', 'meet', 'Mahmoud Abbas', 3, 'day'), {'Judeh': 'Nasser Judeh'}),
('m', {'nth': 'second time', 'surname': 'Ortega'},
 "In which month did Ortega visit Iran for the second time?",
 ('nth', 'Daniel Ortega', 'visit', 'Iran', 2, 'month'), {'Ortega': 'Daniel Ortega'}),
('m', {'nth': 'second time', 'pair': 'Wang Yi and John Dramani Mahama'},
 "When did Wang Yi and John Dramani Mahama meet for the second time?",
 ('nth', 'Wang Yi', 'meet', 'John Dramani Mahama', 2, 'day'), {}),
# ---- how many different countries
('m', {'different': 'different', 'surname': 'Berdymukhammedov'},
 "How many different countries did Berdymukhammedov visit in 2011?",
 ('distinct', 'Gurbanguly Berdymukhammedov', 'visit', ('year', 2011)), {'Berdymukhammedov': 'Gurbanguly Berdymukhammedov'}),
('m', {'different': 'different', 'surname': 'Afewerki', 'verb': 'travel'},
 "How many different countries did Afewerki travel to in 2007?",
 ('distinct', 'Isaias Afewerki', 'visit', ('year', 2007)), {'Afewerki': 'Isaias Afewerki'}),
('m', {'different': 'different'},
 "How many different countries did Muhammad VI visit in 2005?",
 ('distinct', 'Muhammad VI', 'visit', ('year', 2005)), {}),
('m', {'different': 'different', 'surname': 'Mammadyarov', 'verb': 'fly'},
 "How many different countries did Mammadyarov fly to in 2014?",
 ('distinct', 'Elmar Mammadyarov', 'visit', ('year', 2014)), {'Mammadyarov': 'Elmar Mammadyarov'}),
('m', {'different': 'different'},
 "How many different countries did Mwai Kibaki visit in 2007?",
 ('distinct', 'Mwai Kibaki', 'visit', ('year', 2007)), {}),
('m', {'different': 'different', 'surname': 'Mahama', 'verb': 'go'},
 "How many different countries did Mahama go to in 2015?",
 ('distinct', 'John Dramani Mahama', 'visit', ('year', 2015)), {'Mahama': 'John Dramani Mahama'}),
# ---- the week / month / N days after an event
('m', {'week_after': 'week after', 'surname': 'Yatsenyuk'},
 "Who did Yatsenyuk meet in the week after his trip to Portugal?",
 ('offset', ('Arseniy Yatsenyuk', 'visit', 'Portugal', 'only'), ('week',), ('Arseniy Yatsenyuk', 'meet', None), 'all', 'entity'), {'Yatsenyuk': 'Arseniy Yatsenyuk'}),
('m', {'month_after': 'month after', 'surname': 'Ilves'},
 "In the month after Ilves met John Baird, who was the first Ilves made a statement about?",
 ('offset', ('Toomas Hendrik Ilves', 'meet', 'John Baird', 'only'), ('month',), ('Toomas Hendrik Ilves', 'statement', None), 'first', 'entity'), {'Ilves': 'Toomas Hendrik Ilves'}),
('m', {'week_after': 'week after', 'surname': 'Berdymukhammedov', 'verb': 'signed a deal'},
 "Who did Berdymukhammedov praise in the week after he signed a deal with China?",
 ('offset', ('Gurbanguly Berdymukhammedov', 'deal', 'China', 'only'), ('week',), ('Gurbanguly Berdymukhammedov', 'praise', None), 'all', 'entity'), {'Berdymukhammedov': 'Gurbanguly Berdymukhammedov'}),
('m', {'week_after': 'week after', 'surname': 'Orban', 'the_time_that': 'the first time that'},
 "In the week after the first time that Orban said he wanted to meet Wen Jiabao, who did Orban meet first?",
 ('offset', ('Viktor Orban', 'intent_meet', 'Wen Jiabao', 'first'), ('week',), ('Viktor Orban', 'meet', None), 'first', 'entity'), {'Orban': 'Viktor Orban'}),
('m', {'week_after': 'week after', 'surname': ['Sata', 'Peres']},
 "In the week after Sata met Peres, who did Peres comment on?",
 ('offset', ('Michael Sata', 'meet', 'Shimon Peres', 'only'), ('week',), ('Shimon Peres', 'statement', None), 'all', 'entity'), {'Sata': 'Michael Sata', 'Peres': 'Shimon Peres'}),
('m', {'days_after': 'days after', 'verb': 'go'},
 "Where did Segolene Royal go in the 10 days after she met Mahmoud Abbas?",
 ('offset', ('Segolene Royal', 'meet', 'Mahmoud Abbas', 'only'), ('days', 10), ('Segolene Royal', 'visit', None), 'all', 'entity'), {}),
('m', {'days_after': 'day after', 'surname': 'Sata', 'the_time_that': 'the last time that', 'agent_noun': 'guest'},
 "The day after the last time that Sata said he wanted to meet China, who was China's first guest?",
 ('offset', ('Michael Sata', 'intent_meet', 'China', 'last'), ('exact', 1), ('China', 'host', None), 'first', 'entity'), {'Sata': 'Michael Sata'}),
('m', {'week_after': 'week after', 'surname': 'Mammadyarov'},
 "In the week after Mammadyarov signed an agreement with Pham Binh Minh, who did he meet first?",
 ('offset', ('Elmar Mammadyarov', 'deal', 'Pham Binh Minh', 'only'), ('week',), ('Elmar Mammadyarov', 'meet', None), 'first', 'entity'), {'Mammadyarov': 'Elmar Mammadyarov'}),
('m', {'days_after': 'days after', 'surname': ['Kibaki', 'Moi'], 'verb': 'lash out', 'the_time_that': 'the last time that'},
 "In the three days after the last time that Kibaki met Moi, who did Moi lash out at?",
 ('offset', ('Mwai Kibaki', 'meet', 'Daniel Arap Moi', 'last'), ('days', 3), ('Daniel Arap Moi', 'criticise', None), 'all', 'entity'), {'Kibaki': 'Mwai Kibaki', 'Moi': 'Daniel Arap Moi'}),
# ---- how many days / months between two events
('m', {'between': 'between', 'surname': 'Otunbayeva', 'agent_noun': 'trip'},
 "How many days passed between Otunbayeva's first phone call with Medvedev and her last trip to Kazakhstan?",
 ('gap', ('Roza Otunbayeva', 'phone', 'Dmitry Anatolyevich Medvedev', 'first'), ('Roza Otunbayeva', 'visit', 'Kazakhstan', 'last'), 'days'), {'Otunbayeva': 'Roza Otunbayeva', 'Medvedev': 'Dmitry Anatolyevich Medvedev'}),
('m', {'between': 'between', 'agent_noun': 'trip'},
 "How many days were there between Mwai Kibaki's visit to South Sudan and his last trip to South Africa?",
 ('gap', ('Mwai Kibaki', 'visit', 'South Sudan', 'only'), ('Mwai Kibaki', 'visit', 'South Africa', 'last'), 'days'), {}),
('m', {'between': 'between'},
 "How many months were there between Wang Yi's last visit to Vietnam and his talks with Ramtane Lamamra?",
 ('gap', ('Wang Yi', 'visit', 'Vietnam', 'last'), ('Wang Yi', 'talks', 'Ramtane Lamamra', 'only'), 'months'), {}),
('m', {'between': 'between', 'surname': 'Lamamra', 'agent_noun': 'criticism'},
 "How many days passed between Lamamra's trip to Mauritania and his criticism of France?",
 ('gap', ('Ramtane Lamamra', 'visit', 'Mauritania', 'only'), ('Ramtane Lamamra', 'criticise', 'France', 'only'), 'days'), {'Lamamra': 'Ramtane Lamamra'}),
('m', {'between': 'between', 'part_name': 'Noda', 'agent_noun': 'phone call'},
 "How many days were there between Noda's first phone call with Obama and the first time he said he wanted to meet China?",
 ('gap', ('Yoshihiko Noda', 'phone', 'Barack Obama', 'first'), ('Yoshihiko Noda', 'intent_meet', 'China', 'first'), 'days'), {'Noda': 'Yoshihiko Noda', 'Obama': 'Barack Obama'}),
('m', {'between': 'between', 'surname': ['Buhari', 'Lalong']},
 "How many months passed between Buhari hosting Tony Blair and his meeting with Lalong?",
 ('gap', ('Muhammadu Buhari', 'host', 'Tony Blair', 'only'), ('Muhammadu Buhari', 'meet', 'Simon Lalong', 'only'), 'months'), {'Buhari': 'Muhammadu Buhari', 'Lalong': 'Simon Lalong'}),
('m', {'between': 'between', 'surname': 'Dombrovskis'},
 "How many months were there between Dombrovskis's first visit to France and his meeting with Philip Hammond?",
 ('gap', ('Valdis Dombrovskis', 'visit', 'France', 'first'), ('Valdis Dombrovskis', 'meet', 'Philip Hammond', 'only'), 'months'), {'Dombrovskis': 'Valdis Dombrovskis'}),
('m', {'between': 'between', 'surname': ['Berisha', 'Fukuda']},
 "How many days passed between Berisha's praise for Fukuda and his meeting with Obama?",
 ('gap', ('Sali Berisha', 'praise', 'Yasuo Fukuda', 'only'), ('Sali Berisha', 'meet', 'Barack Obama', 'only'), 'days'), {'Berisha': 'Sali Berisha', 'Fukuda': 'Yasuo Fukuda', 'Obama': 'Barack Obama'}),
# ---- reference clauses
('m', {'after': 'After', 'agent_noun': 'trip'},
 "After Ma Ying-jeou's trip to South Korea, who did South Korea phone first?",
 ('ref', ('Ma Ying Jeou', 'visit', 'South Korea', 'only'), 'after', ('South Korea', 'phone', None), 'first', 'entity'), {'Ma Ying-jeou': 'Ma Ying Jeou'}),
('m', {'following': 'Following', 'part_name': 'Van Rompuy', 'verb': 'travel'},
 "Following Xi Jinping's visit to Van Rompuy, where did Van Rompuy travel first?",
 ('ref', ('Herman Van Rompuy', 'host', 'Xi Jinping', 'only'), 'after', ('Herman Van Rompuy', 'visit', None), 'first', 'entity'), {'Van Rompuy': 'Herman Van Rompuy'}),
('m', {'the_time_that': 'the last time that', 'after': 'After', 'part_name': 'Okada', 'verb': 'go'},
 "After the last time that Okada said he wanted to meet South Africa, where did he first go?",
 ('ref', ('Okada Katsuya', 'intent_meet', 'South Africa', 'last'), 'after', ('Okada Katsuya', 'visit', None), 'first', 'entity'), {'Okada': 'Okada Katsuya'}),
('m', {'by_the_time': 'By the time', 'surname': 'Peres', 'verb': 'welcomed'},
 "By the time John Baird last met Peres, who had Peres last welcomed?",
 ('ref', ('John Baird', 'meet', 'Shimon Peres', 'last'), 'before', ('Shimon Peres', 'host', None), 'last', 'entity'), {'Peres': 'Shimon Peres'}),
('m', {'once': 'Once', 'surname': 'Merkel'},
 "Once Segolene Royal had said she wanted to meet Merkel, who did she first hold talks with?",
 ('ref', ('Segolene Royal', 'intent_meet', 'Angela Merkel', 'only'), 'after', ('Segolene Royal', 'talks', None), 'first', 'entity'), {'Merkel': 'Angela Merkel'}),
('m', {'same_month_as': 'same month as', 'part_name': 'Akihito', 'verb': 'pay visits'},
 "In the same month as Akihito last praised Vietnam, who did Vietnam pay visits to?",
 ('ref', ('Emperor Akihito', 'praise', 'Vietnam', 'last'), 'month', ('Vietnam', 'visit', None), 'all', 'entity'), {'Akihito': 'Emperor Akihito'}),
('m', {'in_the_wake_of': 'In the wake of', 'surname': ['Merkel', 'Orban']},
 "In the wake of Merkel's visit to Orban, who did Merkel praise first?",
 ('ref', ('Viktor Orban', 'host', 'Angela Merkel', 'only'), 'after', ('Angela Merkel', 'praise', None), 'first', 'entity'), {'Merkel': 'Angela Merkel', 'Orban': 'Viktor Orban'}),
('m', {'right_after': 'Right after', 'surname': 'Lamamra', 'the_time_that': 'the last time that'},
 "Right after the last time that Lamamra signed an agreement with Amina Mohamed, who did he visit?",
 ('ref', ('Ramtane Lamamra', 'deal', 'Amina Mohamed', 'last'), 'after', ('Ramtane Lamamra', 'visit', None), 'first', 'entity'), {'Lamamra': 'Ramtane Lamamra'}),
('m', {'prior_to': 'Prior to', 'surname': 'Correa', 'verb': 'criticised'},
 "Prior to his meeting with Lee Myung Bak, who had Correa last criticised?",
 ('ref', ('Rafael Correa', 'meet', 'Lee Myung Bak', 'only'), 'before', ('Rafael Correa', 'criticise', None), 'last', 'entity'), {'Correa': 'Rafael Correa'}),
('m', {'after': 'After', 'the_time_that': 'the first time that'},
 "After the first time that Ma Ying-jeou signed a deal with Japan, who did Japan first say it wanted to meet?",
 ('ref', ('Ma Ying Jeou', 'deal', 'Japan', 'first'), 'after', ('Japan', 'intent_meet', None), 'first', 'entity'), {'Ma Ying-jeou': 'Ma Ying Jeou'}),
('m', {'ahead_of': 'Ahead of', 'surname': 'Samaras', 'verb': 'praised'},
 "Ahead of his meeting with Samaras, who had Zhang Dejiang last praised?",
 ('ref', ('Zhang Dejiang', 'meet', 'Antonis Samaras', 'only'), 'before', ('Zhang Dejiang', 'praise', None), 'last', 'entity'), {'Samaras': 'Antonis Samaras'}),
('m', {'same_month_as': 'same month as', 'surname': ['Paisley', 'Ahern']},
 "In the same month as Paisley first visited Ahern, who did Ahern say he wanted to meet?",
 ('ref', ('Bertie Ahern', 'host', 'Ian Paisley', 'first'), 'month', ('Bertie Ahern', 'intent_meet', None), 'all', 'entity'), {'Paisley': 'Ian Paisley', 'Ahern': 'Bertie Ahern'}),
('m', {'before': 'Before', 'surname': 'Merkel', 'verb': 'threatened'},
 "Before Segolene Royal's talks with Merkel, who had Merkel last threatened?",
 ('ref', ('Segolene Royal', 'talks', 'Angela Merkel', 'only'), 'before', ('Angela Merkel', 'threaten', None), 'last', 'entity'), {'Merkel': 'Angela Merkel'}),
('m', {'same_day_as': 'same day as', 'verb': 'sign deals'},
 "On the same day as Julie Bishop's last visit to Japan, who did Japan sign deals with?",
 ('ref', ('Julie Bishop', 'visit', 'Japan', 'last'), 'day', ('Japan', 'deal', None), 'all', 'entity'), {}),
('m', {'same_day_as': 'on the day', 'surname': 'Abbas'},
 "Who did Wang Yi host on the day he met Abbas?",
 ('ref', ('Wang Yi', 'meet', 'Mahmoud Abbas', 'only'), 'day', ('Wang Yi', 'host', None), 'all', 'entity'), {'Abbas': 'Mahmoud Abbas'}),
('m', {'same_day_as': 'on the day', 'surname': 'Elbegdorj'},
 "On the day Okada Katsuya met Elbegdorj, who did Elbegdorj say he wanted to meet?",
 ('ref', ('Okada Katsuya', 'meet', 'Tsakhiagiyn Elbegdorj', 'only'), 'day', ('Tsakhiagiyn Elbegdorj', 'intent_meet', None), 'all', 'entity'), {'Elbegdorj': 'Tsakhiagiyn Elbegdorj'}),
('m', {'as_soon_as': 'as soon as', 'surname': 'Gauck'},
 "Who did Gauck host as soon as he had said, for the first time, that he wanted to meet France?",
 ('ref', ('Joachim Gauck', 'intent_meet', 'France', 'first'), 'after', ('Joachim Gauck', 'host', None), 'first', 'entity'), {'Gauck': 'Joachim Gauck'}),
# ---- no answer
('m', {'no_answer': 'Fischer', 'verb': 'travel'},
 "Where did Fischer travel first in 2006?",
 ('pick', '?', 'visit', None, ('year', 2006), 'first', 'entity'), {'Fischer': '?'},
 "Heinz Fischer (first: United Arab Emirates) and Joschka Fischer (first: Iran) both travelled in 2006"),
('m', {'no_answer': 'Sharma'},
 "Who did Sharma meet first in 2014?",
 ('pick', '?', 'meet', None, ('year', 2014), 'first', 'entity'), {'Sharma': '?'},
 "J.P. Sharma (first: S.S. Sandhu) and M.R. Sharma (first: Uhuru Muigai Kenyatta)"),
('m', {'no_answer': 'Chu', 'verb': 'sit down'},
 "Who did Chu sit down with first in 2010?",
 ('pick', '?', 'meet', None, ('year', 2010), 'first', 'entity'), {'Chu': '?'},
 "Eric Chu (first: Ma Ying Jeou) and Steven Chu (first: Scientist (Russia))"),
('m', {'no_answer': 'Chaudhry'},
 "Who did Chaudhry meet first in 2008?",
 ('pick', '?', 'meet', None, ('year', 2008), 'first', 'entity'), {'Chaudhry': '?'},
 "Iftikhar Muhammad Chaudhry (first: Pakistan People's Party) and Prime Minister Chaudhry (first: Frank Bainimarama)"),
('m', {'no_answer': 'Silva', 'verb': 'slam'},
 "Who did Silva slam first in 2012?",
 ('pick', '?', 'criticise', None, ('year', 2012), 'first', 'entity'), {'Silva': '?'},
 "José Dirceu de Oliveira e Silva and Henry Rangel Silva criticised different people first in 2012"),
]


Y_QUESTIONS = [
# ---- which club the longest
('y', {'longest': 'longest', 'preposition': 'stay at'},
 "Which club did Rafael van der Vaart stay at the longest?",
 ('longest', 'Rafael van der Vaart', 'playsFor'), {}),
('y', {'longest': 'longest', 'surname': 'Klinsmann'},
 "Where did Klinsmann play the longest?",
 ('longest', 'Jürgen Klinsmann', 'playsFor'), {'Klinsmann': 'Jürgen Klinsmann'}),
('y', {'longest': 'longest', 'preposition': 'spend the longest with'},
 "Which team did Christian Karembeu spend the longest with?",
 ('longest', 'Christian Karembeu', 'playsFor'), {}),
('y', {'longest': 'longest', 'surname': 'Domenech'},
 "At which club did Domenech play the longest?",
 ('longest', 'Raymond Domenech', 'playsFor'), {'Domenech': 'Raymond Domenech'}),
('y', {'longest': 'longest', 'preposition': 'at the longest'},
 "Which club was Dmitri Bulykin at the longest?",
 ('longest', 'Dmitri Bulykin', 'playsFor'), {}),
('y', {'longest': 'longest', 'surname': 'Zdebel'},
 "Where did Zdebel spend the longest time as a player?",
 ('longest', 'Tomasz Zdebel', 'playsFor'), {'Zdebel': 'Tomasz Zdebel'}),
('y', {'longest': 'longest', 'no_accent': 'Nikola Vujadinovic'},
 "Which club did Nikola Vujadinovic play for the longest?",
 ('longest', 'Nikola Vujadinović', 'playsFor'), {'Nikola Vujadinovic': 'Nikola Vujadinović'}),
('y', {'longest': 'longest', 'no_accent': 'Tomislav Busic'},
 "Which club had Tomislav Busic on its books the longest?",
 ('longest', 'Tomislav Bušić', 'playsFor'), {'Tomislav Busic': 'Tomislav Bušić'}),
# ---- successor / predecessor
('y', {'successor': 'before', 'short_club': 'Dynamo Moscow', 'surname': 'Bulykin'},
 "Which club did Bulykin play for before joining Dynamo Moscow?",
 ('prev', 'Dmitri Bulykin', 'playsFor', 'FC Dynamo Moscow'), {'Bulykin': 'Dmitri Bulykin', 'Dynamo Moscow': 'FC Dynamo Moscow'}),
('y', {'successor': 'before', 'short_club': 'Maccabi Haifa', 'surname': 'Benayoun'},
 "Where did Benayoun play before going back to Maccabi Haifa?",
 ('prev', 'Yossi Benayoun', 'playsFor', 'Maccabi Haifa F.C.'), {'Benayoun': 'Yossi Benayoun', 'Maccabi Haifa': 'Maccabi Haifa F.C.'}),
('y', {'successor': 'before'},
 "Which party did Henry Clay belong to before the National Republican Party?",
 ('prev', 'Henry Clay', 'isAffiliatedTo', 'National Republican Party'), {}),
('y', {'successor': 'after', 'everyday': 'the UMP'},
 "Which party did Philippe Douste-Blazy join after the UMP?",
 ('next', 'Philippe Douste-Blazy', 'isAffiliatedTo', 'Union for a Popular Movement'), {'the UMP': 'Union for a Popular Movement'}),
('y', {'successor': 'after', 'verb': 'tie the knot'},
 "Who did Stone Cold Steve Austin tie the knot with after Lady Blossom?",
 ('next', 'Stone Cold Steve Austin', 'isMarriedTo', 'Lady Blossom'), {}),
('y', {'successor': 'after', 'short_club': 'Blackburn', 'surname': 'Bothroyd', 'verb': 'leaving'},
 "Which club did Bothroyd join after leaving Blackburn?",
 ('next', 'Jay Bothroyd', 'playsFor', 'Blackburn Rovers F.C.'), {'Bothroyd': 'Jay Bothroyd', 'Blackburn': 'Blackburn Rovers F.C.'}),
('y', {'successor': 'after', 'short_club': 'Brentford', 'surname': 'Sonko'},
 "Where did Sonko go after Brentford?",
 ('next', 'Ibrahima Sonko', 'playsFor', 'Brentford F.C.'), {'Sonko': 'Ibrahima Sonko', 'Brentford': 'Brentford F.C.'}),
('y', {'successor': 'after', 'short_club': 'Royal Antwerp', 'verb': 'move to'},
 "Which club did Ritchie De Laet move to after Royal Antwerp?",
 ('next', 'Ritchie De Laet', 'playsFor', 'Royal Antwerp F.C.'), {'Royal Antwerp': 'Royal Antwerp F.C.'}),
('y', {'successor': 'before'},
 "Which party was Petar Mladenov in before the Bulgarian Socialist Party?",
 ('prev', 'Petar Mladenov', 'isAffiliatedTo', 'Bulgarian Socialist Party'), {}),
('y', {'successor': 'after', 'everyday': 'Gladbach'},
 "Where did Otto Fredrikson go after Gladbach?",
 ('next', 'Otto Fredrikson', 'playsFor', 'Borussia Mönchengladbach'), {'Gladbach': 'Borussia Mönchengladbach'}),
('y', {'successor': 'next'},
 "Which party did David Chatters join next after the Canadian Alliance?",
 ('next', 'David Chatters', 'isAffiliatedTo', 'Canadian Alliance'), {}),
('y', {'successor': 'after', 'short_person': 'Mark Kennedy', 'short_club': 'Wolverhampton'},
 "Which club did Mark Kennedy join after Wolverhampton?",
 ('next', 'Mark Kennedy (footballer)', 'playsFor', 'Wolverhampton Wanderers F.C.'), {'Mark Kennedy': 'Mark Kennedy (footballer)', 'Wolverhampton': 'Wolverhampton Wanderers F.C.'}),
('y', {'short_person': 'Mark Kennedy', 'short_club': 'Liverpool', 'preposition': 'at Liverpool'},
 "How long was Mark Kennedy at Liverpool?",
 ('length', 'Mark Kennedy (footballer)', 'playsFor', 'Liverpool F.C.'), {'Mark Kennedy': 'Mark Kennedy (footballer)', 'Liverpool': 'Liverpool F.C.'}),
('y', {'short_person': 'Brian Howard'},
 "How many teams has Brian Howard played for?",
 ('ycount', 'Brian Howard (footballer)', 'playsFor'), {'Brian Howard': 'Brian Howard (footballer)'}),
# ---- married when ...
('y', {'when': 'when', 'verb': 'won an Emmy'},
 "Who was Barbara Bain married to when she won an Emmy?",
 ('during', 'Barbara Bain', 'isMarriedTo', 'hasWonPrize', 'Emmy Award'), {'Emmy': 'Emmy Award'}),
('y', {'when': 'when', 'part_name': 'Carl Cori', 'agent_noun': 'wife'},
 "Who was Carl Cori's wife when he got the Albert Lasker Award for Basic Medical Research?",
 ('during', 'Carl Ferdinand Cori', 'isMarriedTo', 'hasWonPrize', 'Albert Lasker Award for Basic Medical Research'), {'Carl Cori': 'Carl Ferdinand Cori'}),
('y', {'when': 'when', 'part_name': 'Eugene Shoemaker'},
 "Who was Eugene Shoemaker married to when he received the National Medal of Science?",
 ('during', 'Eugene Merle Shoemaker', 'isMarriedTo', 'hasWonPrize', 'National Medal of Science'), {'Eugene Shoemaker': 'Eugene Merle Shoemaker'}),
('y', {'when': 'when', 'surname': 'Dawkins', 'agent_noun': 'wife'},
 "Who was Dawkins's wife when he was made a Fellow of the Royal Society?",
 ('during', 'Richard Dawkins', 'isMarriedTo', 'hasWonPrize', 'Fellow of the Royal Society'), {'Dawkins': 'Richard Dawkins'}),
('y', {'when': 'when', 'agent_noun': 'wife'},
 "Who was Dev Anand's wife when he got the Padma Bhushan?",
 ('during', 'Dev Anand', 'isMarriedTo', 'hasWonPrize', 'Padma Bhushan'), {}),
# ---- how many
('y', {'verb': 'picked up'},
 "How many prizes has Peter Scholze picked up?",
 ('ycount', 'Peter Scholze', 'hasWonPrize'), {}),
('y', {'surname': 'Prusiner'},
 "How many awards did Prusiner win?",
 ('ycount', 'Stanley B. Prusiner', 'hasWonPrize'), {'Prusiner': 'Stanley B. Prusiner'}),
('y', {'surname': 'Klinsmann', 'verb': 'turn out for'},
 "How many teams did Klinsmann turn out for?",
 ('ycount', 'Jürgen Klinsmann', 'playsFor'), {'Klinsmann': 'Jürgen Klinsmann'}),
('y', {'verb': 'scoop'},
 "How many prizes did Koji Nakanishi scoop?",
 ('ycount', 'Koji Nakanishi', 'hasWonPrize'), {}),
# ---- birth and death
('y', {'surname': 'Fellini', 'verb': 'pass away'},
 "In which year did Fellini pass away?",
 ('instant', 'Federico Fellini', 'diedIn', 'year'), {'Fellini': 'Federico Fellini'}),
('y', {'agent_noun': 'birthplace'},
 "What is Martin Indyk's birthplace?",
 ('instant', 'Martin Indyk', 'wasBornIn', 'place'), {}),
('y', {'verb': 'born'},
 "When was Madhubala born?",
 ('instant', 'Madhubala', 'wasBornIn', 'when'), {}),
('y', {'verb': 'born'},
 "What year was Basil Rathbone born?",
 ('instant', 'Basil Rathbone', 'wasBornIn', 'year'), {}),
('y', {'no_accent': 'Charlotte Buhler', 'agent_noun': 'home town'},
 "Which city is Charlotte Buhler's home town, where she was born?",
 ('instant', 'Charlotte Bühler', 'wasBornIn', 'place'), {'Charlotte Buhler': 'Charlotte Bühler'}),
('y', {'surname': 'Venkatesh'},
 "Where was Venkatesh born?",
 ('instant', 'Akshay Venkatesh', 'wasBornIn', 'place'), {'Venkatesh': 'Akshay Venkatesh'}),
('y', {'surname': 'DeLorean', 'verb': 'die'},
 "When did DeLorean die?",
 ('instant', 'John DeLorean', 'diedIn', 'when'), {'DeLorean': 'John DeLorean'}),
('y', {'part_name': 'van de Hulst', 'agent_noun': 'birthplace'},
 "What was van de Hulst's birthplace?",
 ('instant', 'Hendrik C. van de Hulst', 'wasBornIn', 'place'), {'van de Hulst': 'Hendrik C. van de Hulst'}),
# ---- who won / was born / died in a year
('y', {'agent_noun': 'winners'},
 "Who were the winners of the Harvey Prize in 1977?",
 ('event_who', 'hasWonPrize', 'Harvey Prize', 1977), {}),
('y', {'verb': 'got'},
 "Who got the Otto Hahn Medal in 1992?",
 ('event_who', 'hasWonPrize', 'Otto Hahn Medal', 1992), {}),
('y', {'verb': 'born'},
 "Who was born in Toronto in 1973?",
 ('event_who', 'wasBornIn', 'Toronto', 1973), {}),
('y', {'verb': 'came into the world'},
 "Who came into the world in Warsaw in 1908?",
 ('event_who', 'wasBornIn', 'Warsaw', 1908), {}),
('y', {'verb': 'passed away'},
 "Who passed away in Tokyo in 2016?",
 ('event_who', 'diedIn', 'Tokyo', 2016), {}),
('y', {'verb': 'died'},
 "Who died in Sofia in 1996?",
 ('event_who', 'diedIn', 'Sofia', 1996), {}),
# ---- first / last
('y', {'surname': 'Aniston', 'verb': 'marry'},
 "Who did Aniston marry last?",
 ('order', 'Jennifer Aniston', 'isMarriedTo', 'last'), {'Aniston': 'Jennifer Aniston'}),
('y', {'surname': 'Bisky', 'verb': 'join'},
 "Which party did Bisky join first?",
 ('order', 'Lothar Bisky', 'isAffiliatedTo', 'first'), {'Bisky': 'Lothar Bisky'}),
('y', {'verb': 'hang up his boots'},
 "At which club did Colin Kazim-Richards hang up his boots?",
 ('order', 'Colin Kazim-Richards', 'playsFor', 'last'), {}),
('y', {'agent_noun': 'husband'},
 "Who was Vera Miles's last husband?",
 ('order', 'Vera Miles', 'isMarriedTo', 'last'), {}),
('y', {'verb': 'study'},
 "Where did Bob Kahn study first?",
 ('order', 'Bob Kahn', 'graduatedFrom', 'first'), {}),
# ---- who / which in a year
('y', {'everyday': 'Man Utd', 'preposition': "on Man Utd's books"},
 "Which players were on Man Utd's books in 2004?",
 ('state', None, 'playsFor', 'Manchester United F.C.', 2004), {'Man Utd': 'Manchester United F.C.'}),
('y', {'short_club': 'Everton', 'preposition': 'at Everton'},
 "Who was at Everton in 1989?",
 ('state', None, 'playsFor', 'Everton F.C.', 1989), {'Everton': 'Everton F.C.'}),
('y', {'verb': 'turned out for'},
 "Who turned out for SV Werder Bremen in 2006?",
 ('state', None, 'playsFor', 'SV Werder Bremen', 2006), {}),
('y', {'preposition': 'at the Marshall Space Flight Center'},
 "Who was working at the Marshall Space Flight Center in 1968?",
 ('state', None, 'worksAt', 'Marshall Space Flight Center', 1968), {}),
('y', {'preposition': 'in the Bulgarian Communist Party'},
 "Who was in the Bulgarian Communist Party in 1953?",
 ('state', None, 'isAffiliatedTo', 'Bulgarian Communist Party', 1953), {}),
('y', {'surname': 'Domenech', 'verb': 'turn out for'},
 "Which club did Domenech turn out for in 1981?",
 ('state', 'Raymond Domenech', 'playsFor', None, 1981), {'Domenech': 'Raymond Domenech'}),
('y', {'surname': 'Klinsmann', 'preposition': 'with'},
 "Which club was Klinsmann with in 1990?",
 ('state', 'Jürgen Klinsmann', 'playsFor', None, 1990), {'Klinsmann': 'Jürgen Klinsmann'}),
('y', {'surname': 'Bulykin'},
 "Who did Bulykin play for in 2009?",
 ('state', 'Dmitri Bulykin', 'playsFor', None, 2009), {'Bulykin': 'Dmitri Bulykin'}),
# ---- yes / no over intervals
('y', {'pair': 'Richard Marx and Cynthia Rhodes'},
 "Were Richard Marx and Cynthia Rhodes married in 2001?",
 ('state', 'Richard Marx', 'isMarriedTo', 'Cynthia Rhodes', 2001), {}),
('y', {'everyday': 'Lyon', 'surname': 'Domenech', 'preposition': 'at Lyon'},
 "Was Domenech at Lyon in 1973?",
 ('state', 'Raymond Domenech', 'playsFor', 'Olympique Lyonnais', 1973), {'Domenech': 'Raymond Domenech', 'Lyon': 'Olympique Lyonnais'}),
('y', {'everyday': 'PSG', 'verb': 'turn out for'},
 "Did Hugo Leal turn out for PSG in 2002?",
 ('state', 'Hugo Leal', 'playsFor', 'Paris Saint-Germain F.C.', 2002), {'PSG': 'Paris Saint-Germain F.C.'}),
('y', {'short_club': 'Southampton', 'surname': 'Cranie'},
 "Did Cranie play for Southampton in 2005?",
 ('state', 'Martin Cranie', 'playsFor', 'Southampton F.C.', 2005), {'Cranie': 'Martin Cranie', 'Southampton': 'Southampton F.C.'}),
('y', {'pair': 'Harvey Pekar and Joyce Brabner'},
 "Were Harvey Pekar and Joyce Brabner married in 1981?",
 ('state', 'Harvey Pekar', 'isMarriedTo', 'Joyce Brabner', 1981), {}),
('y', {'preposition': 'a member of the Democratic-Republican Party'},
 "Was John Quincy Adams a member of the Democratic-Republican Party in 1805?",
 ('state', 'John Quincy Adams', 'isAffiliatedTo', 'Democratic-Republican Party', 1805), {}),
('y', {'short_club': 'Elche', 'preposition': 'at Elche'},
 "Was Dani Mallo at Elche in 2006?",
 ('state', 'Dani Mallo', 'playsFor', 'Elche CF', 2006), {'Elche': 'Elche CF'}),
('y', {'preposition': 'in the Australian Labor Party'},
 "Was Billy Hughes in the Australian Labor Party in 1891?",
 ('state', 'Billy Hughes', 'isAffiliatedTo', 'Australian Labor Party', 1891), {}),
('y', {'verb': 'receive'},
 "Did Francis Crick receive the Order of Merit in 1991?",
 ('event_yesno', 'Francis Crick', 'hasWonPrize', 'Order of Merit', 1991), {}),
('y', {'verb': 'win'},
 "Did Freeman Dyson win the Harvey Prize in 1980?",
 ('event_yesno', 'Freeman Dyson', 'hasWonPrize', 'Harvey Prize', 1980), {}),
# ---- start / end / how long
('y', {'no_accent': 'Gorel Crona', 'verb': 'wed'},
 "How long were Rafael Edholm and Gorel Crona wed?",
 ('length', 'Rafael Edholm', 'isMarriedTo', 'Görel Crona'), {'Gorel Crona': 'Görel Crona'}),
('y', {'everyday': 'PSG', 'verb': 'leave'},
 "Which year did Mikel Arteta leave PSG?",
 ('end', 'Mikel Arteta', 'playsFor', 'Paris Saint-Germain F.C.', 'year'), {'PSG': 'Paris Saint-Germain F.C.'}),
('y', {'short_club': 'Galatasaray', 'preposition': 'spend at', 'surname': 'Kewell'},
 "How many years did Kewell spend at Galatasaray?",
 ('length', 'Harry Kewell', 'playsFor', 'Galatasaray S.K. (football)'), {'Kewell': 'Harry Kewell', 'Galatasaray': 'Galatasaray S.K. (football)'}),
('y', {'no_accent': 'Nelson Marcos', 'preposition': 'at Real Betis'},
 "How long was Nelson Marcos at Real Betis?",
 ('length', 'Nélson Marcos', 'playsFor', 'Real Betis'), {'Nelson Marcos': 'Nélson Marcos'}),
('y', {'verb': 'marry'},
 "In what year did Ben Carson marry Candy Carson?",
 ('start', 'Ben Carson', 'isMarriedTo', 'Candy Carson', 'year'), {}),
('y', {'surname': 'Kollmar', 'verb': 'get hitched'},
 "When did Dorothy Kilgallen get hitched to Kollmar?",
 ('start', 'Dorothy Kilgallen', 'isMarriedTo', 'Richard Kollmar', 'when'), {'Kollmar': 'Richard Kollmar'}),
('y', {'part_name': 'Jeffrey Greenberg', 'verb': 'split', 'pair': 'Jeffrey Greenberg and Nikki Finke'},
 "When did Jeffrey Greenberg and Nikki Finke split?",
 ('end', 'Jeffrey W. Greenberg', 'isMarriedTo', 'Nikki Finke', 'when'), {'Jeffrey Greenberg': 'Jeffrey W. Greenberg'}),
('y', {'everyday': 'News Corp', 'agent_noun': 'owner'},
 "How many years was News Corp the owner of ESPN Asia?",
 ('length', 'News Corporation', 'owns', 'ESPN Asia'), {'News Corp': 'News Corporation'}),
('y', {'verb': 'take over'},
 "When did the Greater London Council take over the Royal Festival Hall?",
 ('start', 'Greater London Council', 'owns', 'Royal Festival Hall', 'when'), {}),
('y', {'verb': 'tie the knot'},
 "Which year did Jill Talley tie the knot with Tom Kenny?",
 ('start', 'Jill Talley', 'isMarriedTo', 'Tom Kenny', 'year'), {}),
('y', {'short_club': 'Sampdoria', 'surname': 'Klinsmann', 'verb': 'sign for'},
 "When did Klinsmann sign for Sampdoria?",
 ('start', 'Jürgen Klinsmann', 'playsFor', 'U.C. Sampdoria', 'when'), {'Klinsmann': 'Jürgen Klinsmann', 'Sampdoria': 'U.C. Sampdoria'}),
('y', {'short_club': 'Sampdoria', 'surname': 'Karembeu', 'preposition': 'spend at'},
 "How many years did Karembeu spend at Sampdoria?",
 ('length', 'Christian Karembeu', 'playsFor', 'U.C. Sampdoria'), {'Karembeu': 'Christian Karembeu', 'Sampdoria': 'U.C. Sampdoria'}),
('y', {'verb': 'quit'},
 "In which year did Rafael van der Vaart quit Hamburger SV?",
 ('end', 'Rafael van der Vaart', 'playsFor', 'Hamburger SV', 'year'), {}),
# ---- no answer
('y', {'no_answer': 'Cori'},
 "Who was Cori married to?",
 ('spouses', '?'), {'Cori': '?'},
 "Carl Ferdinand Cori and Gerty Cori were married to each other: each reading gives the other one"),
('y', {'no_answer': 'Dahlem', 'verb': 'marry'},
 "Who did Dahlem marry?",
 ('spouses', '?'), {'Dahlem': '?'},
 "Franz Dahlem and Käthe Dahlem were married to each other"),
('y', {'no_answer': 'Bachchan'},
 "In which year was Bachchan born?",
 ('instant', '?', 'wasBornIn', 'year'), {'Bachchan': '?'},
 "Amitabh Bachchan (1942) and his father Harivansh Rai Bachchan (1907), among others"),
('y', {'no_answer': 'Shoemaker', 'verb': 'born'},
 "Where was Shoemaker born?",
 ('instant', '?', 'wasBornIn', 'place'), {'Shoemaker': '?'},
 "several people named Shoemaker with different birthplaces"),
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
