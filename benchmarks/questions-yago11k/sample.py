#!/usr/bin/env python3
"""Deterministic sampler that (re)generates the CASES list inside gold.py.

Usage:  python3 sample.py ../../../shared/data/yago11k

It picks cases with a fixed seed, keeps only those that gold.evaluate accepts
(so the preconditions of every kind hold), words them with rotated templates
and rewrites the block between "# BEGIN CASES" and "# END CASES" in gold.py.
gold.py is the source of truth afterwards; this script is only needed to
rebuild the set from scratch.
"""
import collections
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gold  # noqa: E402
from gold import Invalid, STATES, EVENTS  # noqa: E402

SEED = 20250101
# entities that read badly inside a question (allowed as answers)
NO_MENTION = {'<Independent_politician>'}

# ---------------------------------------------------------------------------
# wording helpers
# ---------------------------------------------------------------------------
PARTY_WORDS = ('Party', 'Union', 'League', 'Front', 'Movement', 'Alliance', 'Congress',
               'Bloc', 'Coalition', 'Federation', 'Convention', 'Federalists')
INST_START = ('University of', 'Institute', 'College of', 'Academy', 'School of',
              'Royal College', 'Royal Institut', 'Imperial College', 'National Institute',
              'Federal Institute', 'State University of')
INST_WORDS = ('Institute', 'Laboratory', 'Observatory', 'Museum', 'Centre', 'Center',
              'Society', 'Foundation', 'Academy', 'Conservatory', 'Polytechnic')


def the(G, e, rel):
    m = G.mention(e)
    if m.startswith('The ') or m.startswith('the '):
        return m
    if rel == 'hasWonPrize':
        return 'the ' + m
    if rel == 'playsFor':
        return ('the ' + m) if ('national' in m or m.endswith(' team')) else m
    if rel == 'isAffiliatedTo':
        return ('the ' + m) if any(w in m.split() for w in PARTY_WORDS) else m
    if rel in ('worksAt', 'graduatedFrom'):
        if any(m.startswith(w) for w in INST_START) or any(w in m.split() for w in INST_WORDS):
            return 'the ' + m
        return m
    return m


def club(G, answers):
    return 'team' if any('national' in gold.display(a) or 'team' in gold.display(a) for a in answers) else 'club'


def party(G, answers):
    return 'party' if all('Party' in gold.display(a) for a in answers) else 'organisation'


BAD_PRIZE_START = ('Fellow', 'Member', 'Knight', 'Honorary', 'Companion', 'Officer', 'Commander',
                   'Grand', 'Dame', 'Chevalier', 'Foreign', 'Associate', 'Guggenheim', 'Hero',
                   'People', 'Honoured', 'Honored', 'Meritorious', 'Merited', 'Academician')


def prize_ok(G, p):
    m = G.mention(p)
    return not m.startswith(BAD_PRIZE_START)


# ---------------------------------------------------------------------------
# templates: (text, ask, condition)
# condition: None | 'open' (fact has an unknown end) | 'day' (full-date value)
# ---------------------------------------------------------------------------
T_IN_YEAR = {
    'playsFor': [("Which {club} did {X} play for in {Y}?", 'name', None),
                 ("Who was {X}'s team in {Y}?", 'name', None),
                 ("Where was {X} playing in {Y}?", 'name', None),
                 ("In {Y}, which team did {X} play for?", 'name', None),
                 ("Which team was {X} on in {Y}?", 'name', None)],
    'isMarriedTo': [("Who was {X} married to in {Y}?", 'name', None),
                    ("Who was {X}'s spouse in {Y}?", 'name', None),
                    ("In {Y}, who was {X} married to?", 'name', None),
                    ("Whom was {X} wed to in {Y}?", 'name', None)],
    'isAffiliatedTo': [("Which {party} was {X} affiliated with in {Y}?", 'name', None),
                       ("What {party} did {X} belong to in {Y}?", 'name', None),
                       ("In {Y}, which {party} was {X} a member of?", 'name', None),
                       ("Which {party} was {X} part of in {Y}?", 'name', None)],
    'worksAt': [("Where did {X} work in {Y}?", 'name', None),
                ("Which institution employed {X} in {Y}?", 'name', None),
                ("Who was {X}'s employer in {Y}?", 'name', None),
                ("In {Y}, where was {X} working?", 'name', None)],
    'owns': [("What did {X} own in {Y}?", 'name', None),
             ("What was owned by {X} in {Y}?", 'name', None),
             ("In {Y}, what did {X} own?", 'name', None),
             ("What belonged to {X} in {Y}?", 'name', None)],
}

T_START = {
    'playsFor': [("In which year did {X} join {T}?", 'year', None),
                 ("When did {X} start playing for {T}?", 'when', None),
                 ("What year did {X} begin playing for {T}?", 'year', None),
                 ("Since when has {X} played for {T}?", 'when', 'open'),
                 ("When did {X} join {T}?", 'when', None)],
    'isMarriedTo': [("When did {X} marry {T}?", 'when', None),
                    ("In which year did {X} marry {T}?", 'year', None),
                    ("On what date did {X} marry {T}?", 'date', 'day'),
                    ("Since when has {X} been married to {T}?", 'when', 'open'),
                    ("What year did {X} and {T} get married?", 'year', None),
                    ("When did {X} wed {T}?", 'when', None)],
    'isAffiliatedTo': [("In which year did {X} join {T}?", 'year', None),
                       ("When did {X} become affiliated with {T}?", 'when', None),
                       ("Since when has {X} been affiliated with {T}?", 'when', 'open'),
                       ("What year did {X} become a member of {T}?", 'year', None),
                       ("When did {X} join {T}?", 'when', None)],
    'worksAt': [("In which year did {X} start working at {T}?", 'year', None),
                ("When did {X} begin working at {T}?", 'when', None),
                ("Since when has {X} worked at {T}?", 'when', 'open'),
                ("What year did {X} join {T}?", 'year', None),
                ("When did {X} join the staff of {T}?", 'when', None)],
    'owns': [("In which year did {X} acquire {T}?", 'year', None),
             ("When did {X} become the owner of {T}?", 'when', None),
             ("Since when has {X} owned {T}?", 'when', 'open'),
             ("What year did {X} take ownership of {T}?", 'year', None)],
}

T_END = {
    'playsFor': [("In which year did {X} leave {T}?", 'year', None),
                 ("Until when did {X} play for {T}?", 'when', None),
                 ("What year did {X} stop playing for {T}?", 'year', None),
                 ("When did {X} leave {T}?", 'when', None)],
    'isMarriedTo': [("Until when was {X} married to {T}?", 'when', None),
                    ("In which year did {X}'s marriage to {T} end?", 'year', None),
                    ("On what date did {X}'s marriage to {T} end?", 'date', 'day'),
                    ("When did {X}'s marriage to {T} end?", 'when', None),
                    ("What year did {X}'s marriage with {T} come to an end?", 'year', None)],
    'isAffiliatedTo': [("In which year did {X} leave {T}?", 'year', None),
                       ("Until when was {X} affiliated with {T}?", 'when', None),
                       ("What year did {X}'s affiliation with {T} end?", 'year', None),
                       ("When did {X} stop being a member of {T}?", 'when', None)],
    'worksAt': [("In which year did {X} stop working at {T}?", 'year', None),
                ("Until when did {X} work at {T}?", 'when', None),
                ("What year did {X} leave {T}?", 'year', None),
                ("When did {X} leave {T}?", 'when', None)],
    'owns': [("In which year did {X} stop owning {T}?", 'year', None),
             ("Until when did {X} own {T}?", 'when', None),
             ("What year did {X}'s ownership of {T} end?", 'year', None),
             ("When did {X}'s ownership of {T} end?", 'when', None)],
}

T_DURATION = {
    'playsFor': [("How many years did {X} play for {T}?", 'number', None),
                 ("How long did {X} play for {T}, in years?", 'number', None),
                 ("For how many years was {X} at {T}?", 'number', None),
                 ("How many years did {X} spend at {T}?", 'number', None)],
    'isMarriedTo': [("For how many years was {X} married to {T}?", 'number', None),
                    ("How long were {X} and {T} married, in years?", 'number', None),
                    ("How many years did {X}'s marriage to {T} last?", 'number', None),
                    ("How long did {X} stay married to {T}?", 'number', None)],
    'isAffiliatedTo': [("How many years was {X} affiliated with {T}?", 'number', None),
                       ("For how many years was {X} a member of {T}?", 'number', None),
                       ("How long did {X} belong to {T}?", 'number', None),
                       ("How long was {X} with {T}, in years?", 'number', None)],
    'worksAt': [("How many years did {X} work at {T}?", 'number', None),
                ("For how many years was {X} employed at {T}?", 'number', None),
                ("How long did {X} work at {T}?", 'number', None),
                ("How long was {X} on the staff of {T}?", 'number', None)],
    'owns': [("How many years did {X} own {T}?", 'number', None),
             ("For how many years did {X} own {T}?", 'number', None),
             ("How long did {X} own {T}?", 'number', None),
             ("How long did {X} keep {T}, in years?", 'number', None)],
}

T_ORDER = {
    'playsFor': {'first': ["Which {club} did {X} play for first?", "What was {X}'s first team?"],
                 'last': ["Which {club} did {X} play for last?", "What was the last team {X} joined?"],
                 'after': ["Which team did {X} join right after {A}?", "Where did {X} go next after {A}?"],
                 'before': ["Which team did {X} play for just before {A}?", "Where was {X} playing before joining {A}?"]},
    'isMarriedTo': {'first': ["Who was {X}'s first spouse?", "Whom did {X} marry first?"],
                    'last': ["Who was the last person {X} married?", "Who did {X} marry most recently?"],
                    'after': ["Who did {X} marry after {A}?", "Whom did {X} marry next after {A}?"],
                    'before': ["Who did {X} marry just before {A}?", "Who was {X}'s previous spouse before {A}?"]},
    'isAffiliatedTo': {'first': ["Which {party} was {X} first affiliated with?", "What was the first {party} {X} joined?"],
                       'last': ["Which {party} did {X} join last?", "What was the most recent {party} {X} joined?"],
                       'after': ["Which {party} did {X} join next after {A}?", "What {party} did {X} join after {A}?"],
                       'before': ["Which {party} did {X} join just before {A}?", "What {party} had {X} joined right before {A}?"]},
    'worksAt': {'first': ["Where did {X} work first?", "What was {X}'s first employer?"],
                'last': ["Where did {X} work last?", "Which institution did {X} join most recently?"],
                'after': ["Where did {X} work next after {A}?", "Which institution did {X} move to after {A}?"],
                'before': ["Where did {X} work just before {A}?", "Which institution employed {X} right before {A}?"]},
    'owns': {'first': ["What did {X} acquire first?", "Which property did {X} own first?"],
             'last': ["What did {X} acquire last?", "What was {X}'s most recent acquisition?"],
             'after': ["What did {X} acquire next after {A}?", "What did {X} take over right after {A}?"],
             'before': ["What did {X} acquire just before {A}?", "What had {X} acquired right before {A}?"]},
    'hasWonPrize': {'first': ["Which prize did {X} receive first?", "What was the first award {X} won?"],
                    'last': ["Which award did {X} win last?", "What was the most recent prize {X} received?"],
                    'after': ["Which prize did {X} win next after {A}?", "What award did {X} get right after {A}?"],
                    'before': ["Which award did {X} receive just before {A}?", "What prize had {X} won right before {A}?"]},
    'created': {'first': ["What did {X} create first?", "What was {X}'s earliest creation?"],
                'last': ["What did {X} create last?", "What was the latest thing {X} created?"],
                'after': ["What did {X} create next after {A}?", "What was {X}'s next creation after {A}?"],
                'before': ["What did {X} create just before {A}?", "What had {X} created right before {A}?"]},
    'graduatedFrom': {'first': ["Which university did {X} graduate from first?", "Where did {X} first graduate from?"],
                      'last': ["Which institution did {X} graduate from last?", "Where did {X} most recently graduate from?"],
                      'after': ["Where did {X} graduate next after {A}?", "Which institution did {X} graduate from after {A}?"],
                      'before': ["Where did {X} graduate just before {A}?", "Which institution had {X} graduated from right before {A}?"]},
}

T_INSTANT = {
    ('wasBornIn', 'name'): ["Where was {X} born?", "What is {X}'s birthplace?",
                            "In which place was {X} born?", "What is the place of birth of {X}?"],
    ('wasBornIn', 'year'): ["In which year was {X} born?", "What year was {X} born in?"],
    ('wasBornIn', 'when'): ["When was {X} born?", "When was {X} born, as precisely as known?"],
    ('wasBornIn', 'date'): ["On what date was {X} born?", "What is {X}'s date of birth?"],
    ('diedIn', 'name'): ["Where did {X} die?", "Where did {X} pass away?",
                         "What was {X}'s place of death?", "In which place did {X} die?"],
    ('diedIn', 'year'): ["In which year did {X} die?", "What year did {X} pass away?"],
    ('diedIn', 'when'): ["When did {X} die?", "When did {X} pass away?"],
    ('diedIn', 'date'): ["On what date did {X} die?", "What was {X}'s date of death?"],
}

T_EVENT = {
    ('when', 'hasWonPrize'): ["In which year did {X} win {T}?", "What year was {X} awarded {T}?",
                              "In what year did {X} receive {T}?", "Which year did {X} get {T}?"],
    ('when', 'created'): ["In which year did {X} create {T}?", "What year did {X} make {T}?",
                          "In what year was {T} created by {X}?", "Which year saw {X} create {T}?"],
    ('when', 'graduatedFrom'): ["In which year did {X} graduate from {T}?", "What year did {X} graduate from {T}?",
                                "In what year did {X} obtain a degree from {T}?", "Which year did {X} finish at {T}?"],
    ('who', 'hasWonPrize'): ["Who won {T} in {Y}?", "Who received {T} in {Y}?",
                             "In {Y}, who was awarded {T}?", "Who was the {Y} recipient of {T}?"],
    ('what', 'hasWonPrize'): ["Which prize did {X} win in {Y}?", "What award did {X} receive in {Y}?",
                              "In {Y}, which honour did {X} get?", "What did {X} win in {Y}?"],
    ('what', 'created'): ["What did {X} create in {Y}?", "Which work did {X} produce in {Y}?",
                          "In {Y}, what did {X} create?", "What was created by {X} in {Y}?"],
    ('what', 'graduatedFrom'): ["Which university did {X} graduate from in {Y}?", "Where did {X} graduate in {Y}?",
                                "In {Y}, which institution did {X} graduate from?", "From which school did {X} graduate in {Y}?"],
    ('all', 'hasWonPrize'): ["Which prizes has {X} won?", "What awards did {X} receive?"],
    ('all', 'created'): ["What did {X} create?", "Which works did {X} create?"],
    ('all', 'graduatedFrom'): ["Which university did {X} graduate from?", "Where did {X} get a degree?"],
}

T_REVERSE = {
    'playsFor': ["Who played for {T} in {Y}?", "Which players were at {T} in {Y}?",
                 "In {Y}, who was playing for {T}?", "Who was on the books of {T} in {Y}?"],
    'worksAt': ["Who worked at {T} in {Y}?", "Who was employed by {T} in {Y}?",
                "In {Y}, who was working at {T}?", "Which people worked at {T} in {Y}?"],
    'isAffiliatedTo': ["Who was affiliated with {T} in {Y}?", "Who belonged to {T} in {Y}?",
                       "In {Y}, who was a member of {T}?", "Which people were affiliated with {T} in {Y}?"],
    'owns': ["Who owned {T} in {Y}?", "In {Y}, who was the owner of {T}?",
             "Who held ownership of {T} in {Y}?", "Which owner did {T} have in {Y}?"],
    'wasBornIn': ["Who was born in {T} in {Y}?", "Which people were born in {T} in {Y}?",
                  "In {Y}, who was born in {T}?", "Who was born in {T} in the year {Y}?"],
    'diedIn': ["Who died in {T} in {Y}?", "Which people died in {T} in {Y}?",
               "In {Y}, who passed away in {T}?", "Who passed away in {T} in {Y}?"],
    'graduatedFrom': ["Who graduated from {T} in {Y}?", "Which people graduated from {T} in {Y}?",
                      "In {Y}, who got a degree from {T}?", "Who earned a degree from {T} in {Y}?"],
}

T_DURING = {
    'playsFor': ["Which {club} was {X} playing for when {X} {past}?", "What team did {X} play for at the time of {ger}?",
                 "Who was {X} playing for in the year {X} {past}?", "Which team was {X} with upon {ger}?"],
    'isMarriedTo': ["Who was {X} married to when {X} {past}?", "Who was {X}'s spouse at the time of {ger}?",
                    "Whom was {X} married to in the year {X} {past}?", "Who was {X}'s husband or wife upon {ger}?"],
    'worksAt': ["Where did {X} work when {X} {past}?", "Which institution employed {X} at the time of {ger}?",
                "Where was {X} working in the year {X} {past}?", "Who was {X}'s employer upon {ger}?"],
    'isAffiliatedTo': ["Which {party} was {X} affiliated with when {X} {past}?", "What {party} did {X} belong to at the time of {ger}?",
                       "Which {party} was {X} a member of in the year {X} {past}?", "Which {party} was {X} part of upon {ger}?"],
    'owns': ["What did {X} own when {X} {past}?", "What did {X} own at the time of {ger}?",
             "What was owned by {X} in the year {X} {past}?", "What belonged to {X} upon {ger}?"],
}
REF_PHRASE = {
    'isMarriedTo': ("married {A}", "marrying {A}"),
    'hasWonPrize': ("won {A}", "winning {A}"),
    'playsFor': ("joined {A}", "joining {A}"),
    'created': ("created {A}", "creating {A}"),
    'graduatedFrom': ("graduated from {A}", "graduating from {A}"),
    'worksAt': ("started working at {A}", "starting work at {A}"),
    'isAffiliatedTo': ("joined {A}", "joining {A}"),
    'owns': ("acquired {A}", "acquiring {A}"),
}

T_MARRIAGE = {
    'spouses': ["Who was {X} married to?", "Who has {X} been married to?",
                "Whom did {X} marry?", "Who are the spouses of {X}?"],
    'married_in': ["Who did {X} marry in {Y}?", "Whom did {X} wed in {Y}?",
                   "In {Y}, who did {X} marry?", "Who became {X}'s spouse in {Y}?"],
    'marry_when': [("In which year did {X} and {T} marry?", 'year', None),
                   ("When did {T} marry {X}?", 'when', None),
                   ("What year did {T} and {X} get married?", 'year', None),
                   ("When did {X} and {T} get married?", 'when', None),
                   ("On what date did {X} and {T} marry?", 'date', 'day')],
}


# ---------------------------------------------------------------------------
class Sampler:
    def __init__(self, G):
        self.G = G
        self.rng = random.Random(SEED)
        self.cases = []
        self.rot = collections.Counter()
        self.seen_q = set()
        self.used = set()

    def ok_ent(self, e):
        G = self.G
        return G.usable(e) and G.resolve(G.mention(e)) == {e}

    def pick(self, family, options):
        """Rotate through options separately for dev (even) and test (odd) positions."""
        key = (family, len(self.cases) % 2)
        i = self.rot[key]
        return [options[(i + j) % len(options)] for j in range(len(options))], key

    def try_add(self, case, family, options, fill):
        """options: list of (text, ask, cond); fill(text) -> question or None."""
        if any(case.get(k) in NO_MENTION for k in ('head', 'tail', 'anchor', 'ref_tail')):
            return False
        order, key = self.pick(family, options)
        for text, ask, cond in order:
            if cond and not cond(case):
                continue
            c = dict(case)
            c['ask'] = ask
            try:
                answers, atype = gold.evaluate(self.G, c)
            except Invalid:
                continue
            if not answers or len(answers) > 4:
                return False
            if atype == 'name' and not all(gold.readable(a) for a in answers):
                return False
            if atype == 'date' and not any(len(a) == 10 for a in answers):
                continue
            q = fill(text, answers)
            if q is None:
                continue
            nq = ' '.join(q.lower().split())
            if nq in self.seen_q:
                continue
            c['q'] = q
            self.seen_q.add(nq)
            self.rot[key] += 1
            out = {'q': q}
            for k in ('kind', 'sub', 'head', 'rel', 'tail', 'year', 'extreme', 'anchor',
                      'ref_rel', 'ref_tail', 'ask'):
                if c.get(k) is not None:
                    out[k] = c[k]
            self.cases.append(out)
            return True
        return False

    def subst(self, text, x=None, t=None, y=None, a=None, rel=None, answers=(), extra=None):
        G = self.G
        d = {'X': G.mention(x) if x else '', 'Y': str(y) if y else '',
             'T': the(G, t, rel) if t else '', 'A': the(G, a, rel) if a else '',
             'club': club(G, answers), 'party': party(G, answers)}
        if extra:
            d.update(extra)
        q = text.format(**d)
        q = q[0].upper() + q[1:]
        return q

    # -------------------------------------------------------------------
    def heads(self, rel):
        G = self.G
        hs = sorted({f.h for f in G.facts if f.r == rel} |
                    ({f.t for f in G.facts if f.r == rel} if rel == 'isMarriedTo' else set()))
        hs = [h for h in hs if self.ok_ent(h)]
        self.rng.shuffle(hs)
        return hs

    def tails(self, rel):
        G = self.G
        ts = sorted({f.t for f in G.facts if f.r == rel})
        ts = [t for t in ts if self.ok_ent(t)]
        self.rng.shuffle(ts)
        return ts

    def run_kind(self, kind, quotas, gen):
        """quotas: list of (family-args, n). gen yields candidate attempts; we interleave families."""
        streams = [(i, n, gen(*args)) for i, (args, n) in enumerate(quotas)]
        got = collections.Counter()
        active = True
        while active:
            active = False
            for i, n, st in streams:
                if got[i] >= n:
                    continue
                for ok in st:
                    if ok:
                        got[i] += 1
                        active = True
                        break
        for i, (args, n) in enumerate(quotas):
            if got[i] < n:
                print('warning: %s %s only %d of %d' % (kind, args[:2], got[i], n), file=sys.stderr)

    # ---- kind 1 ----------------------------------------------------------
    def gen_in_year(self, rel):
        G = self.G
        for x in self.heads(rel):
            facts = [(t, s, e) for t, s, e in G.state(x, rel) if e is not None]
            if not facts:
                continue
            t, s, e = facts[self.rng.randrange(len(facts))]
            y = self.rng.randint(s.year, e.year)
            case = {'kind': 'in_year', 'head': x, 'rel': rel, 'year': y}
            opts = [(tx, a, None) for tx, a, _ in T_IN_YEAR[rel]]
            yield self.try_add(case, ('in_year', rel), opts,
                               lambda text, ans: self.subst(text, x=x, y=y, rel=rel, answers=ans))

    # ---- kinds 2-4 -------------------------------------------------------
    def gen_interval(self, kind, rel, table):
        G = self.G
        for x in self.heads(rel):
            if (kind, x) in self.used:
                continue
            facts = G.state(x, rel)
            t, s, e = facts[self.rng.randrange(len(facts))]
            if not self.ok_ent(t) or (kind, t) in self.used:
                continue
            if kind != 'start' and e is None:
                continue
            if kind == 'duration' and not 1 <= e.year - s.year <= 60:
                continue
            pf = [(ss, ee) for tt, ss, ee in facts if tt == t]
            case = {'kind': kind, 'head': x, 'rel': rel, 'tail': t}

            def cond(tag, pf=pf, kind=kind):
                if tag is None:
                    return None
                if tag == 'open':
                    return lambda c: all(ee is None for ss, ee in pf)
                if tag == 'day':
                    key = 0 if kind == 'start' else 1
                    return lambda c: all(p[key] is not None and p[key].prec == 'day' for p in pf)
            opts = [(tx, a, cond(cd)) for tx, a, cd in table[rel]]
            # prefer the date wording when the value is a full date
            ok = self.try_add(case, (kind, rel), opts,
                              lambda text, ans: self.subst(text, x=x, t=t, rel=rel, answers=ans))
            if ok:
                self.used.add((kind, x))
                self.used.add((kind, t))
            yield ok

    # ---- kind 5 ----------------------------------------------------------
    def gen_order(self, rel):
        G = self.G
        ex_cycle = ['first', 'last', 'after', 'before']
        i = 0
        for x in self.heads(rel):
            facts = G.state(x, rel)
            if len({t for t, s, e in facts}) < 2:
                continue
            ex = ex_cycle[i % 4]
            anchor = None
            if ex in ('after', 'before'):
                tails = sorted({t for t, s, e in facts})
                anchor = tails[self.rng.randrange(len(tails))]
                if not self.ok_ent(anchor):
                    continue
            case = {'kind': 'order', 'head': x, 'rel': rel, 'extreme': ex}
            if anchor:
                case['anchor'] = anchor
            opts = [(tx, 'name', None) for tx in T_ORDER[rel][ex]]
            ok = self.try_add(case, ('order', rel, ex), opts,
                              lambda text, ans: self.subst(text, x=x, a=anchor, rel=rel, answers=ans))
            if ok:
                i += 1
            yield ok

    # ---- kind 6 ----------------------------------------------------------
    def gen_instant(self, rel):
        G = self.G
        asks = ['name', 'when', 'year', 'name', 'date']
        i = 0
        for x in self.heads(rel):
            fs = G.by_head[x, rel]
            if len(fs) != 1:
                continue
            ask = asks[i % len(asks)]
            if ask == 'date' and fs[0].s.prec != 'day':
                continue
            case = {'kind': 'instant', 'head': x, 'rel': rel}
            opts = [(tx, ask, None) for tx in T_INSTANT[rel, ask]]
            ok = self.try_add(case, ('instant', rel, ask), opts,
                              lambda text, ans: self.subst(text, x=x, rel=rel, answers=ans))
            if ok:
                i += 1
            yield ok

    # ---- kind 7 ----------------------------------------------------------
    def gen_event(self, sub, rel):
        G = self.G
        if sub == 'who':
            for t in self.tails(rel):
                if not prize_ok(G, t):
                    continue
                fs = [f for f in G.by_tail[t, rel] if f.e is None or f.e == f.s]
                if not fs:
                    continue
                y = fs[self.rng.randrange(len(fs))].s.year
                case = {'kind': 'event', 'sub': sub, 'rel': rel, 'tail': t, 'year': y}
                opts = [(tx, 'name', None) for tx in T_EVENT[sub, rel]]
                yield self.try_add(case, ('event', sub, rel), opts,
                                   lambda text, ans: self.subst(text, t=t, y=y, rel=rel, answers=ans))
            return
        for x in self.heads(rel):
            if ('event', x) in self.used:
                continue
            fs = G.by_head[x, rel]
            f = fs[self.rng.randrange(len(fs))]
            case = {'kind': 'event', 'sub': sub, 'head': x, 'rel': rel}
            if sub == 'when':
                if not self.ok_ent(f.t) or (rel == 'hasWonPrize' and not prize_ok(G, f.t)):
                    continue
                case['tail'] = f.t
                ask = 'year'
            elif sub == 'what':
                case['year'] = f.s.year
                ask = 'name'
            else:
                if len(fs) < 2:
                    continue
                ask = 'name'
            opts = [(tx, ask, None) for tx in T_EVENT[sub, rel]]
            ok = self.try_add(case, ('event', sub, rel), opts,
                              lambda text, ans: self.subst(text, x=x, t=case.get('tail'), y=case.get('year'),
                                                           rel=rel, answers=ans))
            if ok:
                self.used.add(('event', x))
            yield ok

    # ---- kind 8 ----------------------------------------------------------
    def gen_reverse(self, rel):
        G = self.G
        for t in self.tails(rel):
            fs = G.by_tail[t, rel]
            if rel in STATES:
                fs = [f for f in fs if f.e is not None]
            if not fs:
                continue
            f = fs[self.rng.randrange(len(fs))]
            y = self.rng.randint(f.s.year, f.e.year) if rel in STATES else f.s.year
            case = {'kind': 'reverse', 'rel': rel, 'tail': t, 'year': y}
            opts = [(tx, 'name', None) for tx in T_REVERSE[rel]]
            yield self.try_add(case, ('reverse', rel), opts,
                               lambda text, ans: self.subst(text, t=t, y=y, rel=rel, answers=ans))

    # ---- kind 9 ----------------------------------------------------------
    def gen_during(self, rel):
        G = self.G
        for x in self.heads(rel):
            cands = []
            for rr in STATES + EVENTS:
                if rr == rel:
                    continue
                for t in sorted({tt for tt, s, e in G.state(x, rr)}):
                    cands.append((rr, t))
            self.rng.shuffle(cands)
            for rr, t in cands:
                if not self.ok_ent(t) or (rr == 'hasWonPrize' and not prize_ok(G, t)):
                    continue
                case = {'kind': 'during', 'head': x, 'rel': rel, 'ref_rel': rr, 'ref_tail': t}
                past, ger = REF_PHRASE[rr]
                opts = [(tx, 'name', None) for tx in T_DURING[rel]]

                def fill(text, ans, x=x, t=t, rr=rr, past=past, ger=ger):
                    a = the(G, t, rr)
                    return self.subst(text, x=x, rel=rel, answers=ans,
                                      extra={'past': past.format(A=a), 'ger': ger.format(A=a)})
                if self.try_add(case, ('during', rel), opts, fill):
                    yield True
                    break
            else:
                yield False

    # ---- kind 10 ---------------------------------------------------------
    def gen_marriage(self, sub):
        G = self.G
        rel = 'isMarriedTo'
        hs = self.heads(rel)
        if sub in ('spouses', 'marry_when'):
            # prefer heads whose marriages are stored only the other way round,
            # or whose two directions disagree on a date
            def interesting(x):
                st = G.state(x, rel)
                own = {f.t for f in G.by_head[x, rel]}
                rev = {f.h for f in G.by_tail[x, rel]}
                if sub == 'spouses':
                    return bool(rev - own)
                per = collections.defaultdict(set)
                for t, s, e in st:
                    per[t].add(s)
                return any(len(v) > 1 for v in per.values())
            hs = [h for h in hs if interesting(h)] + [h for h in hs if not interesting(h)]
        for x in hs:
            if ('marriage', x) in self.used:
                continue
            st = G.state(x, rel)
            case = {'kind': 'marriage', 'sub': sub, 'head': x, 'rel': rel}
            if sub == 'marry_when':
                per = collections.defaultdict(list)
                for t, s, e in st:
                    per[t].append(s)
                ts = sorted(t for t in per if len(set(per[t])) > 1) or sorted(per)
                t = ts[self.rng.randrange(len(ts))]
                if not self.ok_ent(t) or ('marriage', t) in self.used:
                    continue
                case['tail'] = t
                day = all(s is not None and s.prec == 'day' for s in per[t]) or \
                    (any(s.prec == 'day' for s in per[t]) and len(set(per[t])) > 1)
                opts = [(tx, a, (lambda c, day=day: day) if cd else None) for tx, a, cd in T_MARRIAGE[sub]]
            else:
                if sub == 'married_in':
                    t, s, e = st[self.rng.randrange(len(st))]
                    case['year'] = s.year
                opts = [(tx, 'name', None) for tx in T_MARRIAGE[sub]]
            ok = self.try_add(case, ('marriage', sub), opts,
                              lambda text, ans: self.subst(text, x=x, t=case.get('tail'), y=case.get('year'),
                                                           rel=rel, answers=ans))
            if ok:
                self.used.add(('marriage', x))
                if case.get('tail'):
                    self.used.add(('marriage', case['tail']))
            yield ok


def shuffle_tail(cases, start, rng):
    part = cases[start:]
    rng.shuffle(part)
    cases[start:] = part


def main(argv):
    G = gold.Graph(argv[1])
    S = Sampler(G)
    # Each kind: quotas per family.  Families are interleaved round-robin so the
    # relations mix along the list (and so across dev/test).
    S.run_kind('in_year', [(('playsFor',), 12), (('isMarriedTo',), 10), (('isAffiliatedTo',), 9),
                           (('worksAt',), 7), (('owns',), 7)], S.gen_in_year)
    S.run_kind('start', [(('start', 'playsFor', T_START), 9), (('start', 'isMarriedTo', T_START), 12),
                         (('start', 'isAffiliatedTo', T_START), 7), (('start', 'worksAt', T_START), 6),
                         (('start', 'owns', T_START), 6)], S.gen_interval)
    S.run_kind('end', [(('end', 'playsFor', T_END), 8), (('end', 'isMarriedTo', T_END), 10),
                       (('end', 'isAffiliatedTo', T_END), 6), (('end', 'worksAt', T_END), 6),
                       (('end', 'owns', T_END), 6)], S.gen_interval)
    S.run_kind('duration', [(('duration', 'playsFor', T_DURATION), 8), (('duration', 'isMarriedTo', T_DURATION), 10),
                            (('duration', 'isAffiliatedTo', T_DURATION), 6), (('duration', 'worksAt', T_DURATION), 6),
                            (('duration', 'owns', T_DURATION), 6)], S.gen_interval)
    S.run_kind('order', [(('playsFor',), 8), (('isMarriedTo',), 6), (('isAffiliatedTo',), 5), (('worksAt',), 4),
                         (('owns',), 4), (('hasWonPrize',), 5), (('created',), 5), (('graduatedFrom',), 3)],
               S.gen_order)
    S.run_kind('instant', [(('wasBornIn',), 18), (('diedIn',), 18)], S.gen_instant)
    S.run_kind('event', [(('when', 'hasWonPrize'), 6), (('when', 'created'), 5), (('when', 'graduatedFrom'), 5),
                         (('who', 'hasWonPrize'), 10), (('what', 'hasWonPrize'), 4), (('what', 'created'), 5),
                         (('what', 'graduatedFrom'), 3), (('all', 'hasWonPrize'), 2), (('all', 'created'), 2),
                         (('all', 'graduatedFrom'), 2)], S.gen_event)
    S.run_kind('reverse', [(('playsFor',), 8), (('worksAt',), 6), (('isAffiliatedTo',), 6), (('owns',), 4),
                           (('wasBornIn',), 6), (('diedIn',), 4), (('graduatedFrom',), 6)], S.gen_reverse)
    S.run_kind('during', [(('isMarriedTo',), 12), (('worksAt',), 10), (('isAffiliatedTo',), 5),
                          (('owns',), 2), (('playsFor',), 2)], S.gen_during)
    S.run_kind('marriage', [(('spouses',), 12), (('married_in',), 12), (('marry_when',), 12)], S.gen_marriage)

    lines = ['CASES = [']
    for c in S.cases:
        lines.append('    ' + repr(c) + ',')
    lines.append(']')
    path = os.path.join(HERE, 'gold.py')
    src = open(path, encoding='utf-8').read()
    new = re.sub(r'(?s)# BEGIN CASES\n.*?# END CASES',
                 lambda m: '# BEGIN CASES\n' + '\n'.join(lines) + '\n# END CASES', src)
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        f.write(new)
    print('wrote %d cases' % len(S.cases), collections.Counter(c['kind'] for c in S.cases))


if __name__ == '__main__':
    main(sys.argv)
