#!/usr/bin/env python3
"""Gold answers for the "reference clause" question set over the MultiTQ / ICEWS05-15 graph.

Usage:  python3 gold.py ../../../shared/data/multitq/full.txt.gz

Every question below is stored as its text next to its meaning.  This script loads the graph,
computes every answer from the meaning, checks every question (see README.md, "Checks") and
writes refclause-dev.json (questions at even positions 0, 2, 4, ...) and refclause-test.json
(odd positions) next to itself.  Output is byte-identical on every run.  Standard library only.
"""
import bisect
import gzip
import json
import os
import sys

# ---------------------------------------------------------------------------------------------
# Relation families: the relations one plain-English wording might be taken for.
# Each entry is (relation, flip); flip=True means the family's "subject" is the graph's tail.
# A symmetric family is also read with every relation flipped ("A negotiated with B" may be
# stored as (A, Engage in negotiation, B) or as (B, Engage in negotiation, A)).
# ---------------------------------------------------------------------------------------------
FAMILIES = {
    "statements": (False, [
        "Make statement", "Make optimistic comment", "Make pessimistic comment",
        "Make empathetic comment"]),
    "criticism": (False, [
        "Criticize or denounce", "Accuse", "Accuse of crime, corruption",
        "Accuse of human rights abuses", "Accuse of aggression", "Accuse of war crimes",
        "Accuse of espionage, treason"]),
    "visits": (False, [("Make a visit", False), ("Host a visit", True)]),
    "meetings": (True, [
        "Consult", "Meet at a 'third' location", "Engage in negotiation",
        "Express intent to meet or negotiate", "Discuss by telephone"]),
    "appeals": (False, [
        "Make an appeal or request", "Appeal for diplomatic cooperation (such as policy support)",
        "Appeal for intelligence", "Appeal for change in leadership",
        "Appeal for de-escalation of military engagement", "Appeal for release of persons or property",
        "Appeal to others to meet or negotiate", "Appeal to engage in or accept mediation",
        "Appeal for aid", "Appeal for judicial cooperation", "Appeal for economic cooperation",
        "Appeal to others to settle dispute", "Appeal for economic aid",
        "Appeal for easing of administrative sanctions", "Appeal for material cooperation",
        "Appeal for military aid", "Appeal for policy change", "Appeal to yield",
        "Appeal for change in institutions, regime", "Appeal for humanitarian aid",
        "Appeal for rights", "Appeal for political reform",
        "Appeal for military protection or peacekeeping",
        "Appeal for easing of economic sanctions, boycott, or embargo",
        "Appeal for easing of political dissent",
        "Appeal for target to allow international involvement (non-mediation)",
        "Appeal for military cooperation"]),
    "cooperation": (True, [
        "Engage in diplomatic cooperation", "Express intent to cooperate",
        "Express intent to engage in diplomatic cooperation (such as policy support)",
        "Engage in material cooperation", "Cooperate economically", "Cooperate militarily",
        "Express intent to cooperate economically", "Express intent to cooperate militarily",
        "Engage in judicial cooperation", "Share intelligence or information",
        "Express intent to engage in material cooperation",
        "Express intent to cooperate on judicial matters",
        "Express intent to cooperate on intelligence"]),
    "threats": (False, [
        "Threaten", "Threaten with military force", "Threaten with sanctions, boycott, embargo",
        "Threaten non-force", "Threaten to reduce or break relations",
        "Threaten with administrative sanctions", "Threaten to reduce or stop aid",
        "Threaten with repression", "Threaten with political dissent, protest",
        "Threaten to halt negotiations", "Threaten with restrictions on political freedoms",
        "Threaten to impose curfew", "Threaten to impose state of emergency or martial law",
        "Threaten to halt mediation", "Threaten to halt international involvement (non-mediation)",
        "Give ultimatum"]),
    "agreements": (True, ["Sign formal agreement", "Express accord"]),
    "praise": (False, ["Praise or endorse"]),
    "demands": (False, [
        "Demand", "Demand diplomatic cooperation (such as policy support)",
        "Demand change in leadership", "Demand de-escalation of military engagement",
        "Demand meeting, negotiation", "Demand material cooperation",
        "Demand intelligence cooperation", "Demand that target yields",
        "Demand change in institutions, regime", "Demand judicial cooperation",
        "Demand settling of dispute", "Demand economic aid", "Demand mediation",
        "Demand policy change", "Demand easing of administrative sanctions",
        "Demand release of persons or property", "Demand military aid", "Demand rights",
        "Demand political reform", "Demand material aid", "Demand humanitarian aid",
        "Demand economic cooperation", "Demand easing of political dissent"]),
    "aid": (False, [
        "Provide aid", "Provide humanitarian aid", "Provide economic aid", "Provide military aid"]),
    "sanctions": (False, [
        "Impose embargo, boycott, or sanctions", "Impose administrative sanctions"]),
}

# Wordings: name -> (family, exact relation, flip of the exact relation).
VERBS = {
    "visit": ("visits", "Make a visit", False),
    "host": ("visits", "Host a visit", False),
    "criticise": ("criticism", "Criticize or denounce", False),
    "accuse": ("criticism", "Accuse", False),
    "statement": ("statements", "Make statement", False),
    "optimistic": ("statements", "Make optimistic comment", False),
    "meet": ("meetings", "Consult", False),
    "consult": ("meetings", "Consult", False),
    "negotiate": ("meetings", "Engage in negotiation", False),
    "intend_meet": ("meetings", "Express intent to meet or negotiate", False),
    "phone": ("meetings", "Discuss by telephone", False),
    "sign": ("agreements", "Sign formal agreement", False),
    "threaten": ("threats", "Threaten", False),
    "appeal": ("appeals", "Make an appeal or request", False),
    "praise": ("praise", "Praise or endorse", False),
    "cooperate": ("cooperation", "Engage in diplomatic cooperation", False),
    "intend_coop": ("cooperation", "Express intent to cooperate", False),
    "demand": ("demands", "Demand", False),
    "aid": ("aid", "Provide aid", False),
    "sanction": ("sanctions", "Impose embargo, boycott, or sanctions", False),
}


def readings(verb):
    """All (relation, flip) readings of a wording; the exact one first."""
    fam, rel, flip = VERBS[verb]
    sym, members = FAMILIES[fam]
    base = [(m, False) if isinstance(m, str) else m for m in members]
    delta = dict(base)[rel] != flip          # orientation of the wording within its family
    out = {(r, f != delta) for r, f in base}
    if sym:
        out |= {(r, not f) for r, f in out}
    exact = (rel, flip)
    assert exact in out, verb
    return [exact] + sorted(out - {exact})


# ---------------------------------------------------------------------------------------------
# Graph
# ---------------------------------------------------------------------------------------------
def unquote(name):
    if len(name) >= 2 and name[0] == '"' and name[-1] == '"':
        name = name[1:-1].replace('""', '"')
    return name.replace("_", " ")


class Graph:
    def __init__(self, path):
        hr, rt, hrt = {}, {}, {}
        self.count = {}        # facts per entity (head or tail)
        self.nfacts = 0
        self.selfloops = 0
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                line = line.rstrip("\n")
                if not line:
                    continue
                h, r, t, d = line.split("\t")
                h, r, t = unquote(h), unquote(r), unquote(t)
                self.nfacts += 1
                self.count[h] = self.count.get(h, 0) + 1
                self.count[t] = self.count.get(t, 0) + 1
                if h == t:          # 164 facts with head = tail are never used
                    self.selfloops += 1
                    continue
                hr.setdefault((h, r), set()).add((d, t))
                rt.setdefault((r, t), set()).add((d, h))
                hrt.setdefault((h, r, t), set()).add(d)
        self.hr = {k: self._split(v) for k, v in hr.items()}
        self.rt = {k: self._split(v) for k, v in rt.items()}
        self.hrt = {k: sorted(v) for k, v in hrt.items()}

    @staticmethod
    def _split(pairs):
        pairs = sorted(pairs)
        return ([d for d, _ in pairs], [e for _, e in pairs])

    # days of the fact (s, reading, o)
    def days(self, s, reading, o):
        rel, flip = reading
        h, t = (o, s) if flip else (s, o)
        return self.hrt.get((h, rel, t), [])

    # (days, other-side entities) for a pattern with one open side
    def open_side(self, s, reading, o):
        rel, flip = reading
        if o is None:        # subject fixed, object asked
            return self.rt.get((rel, s), ([], [])) if flip else self.hr.get((s, rel), ([], []))
        else:                # object fixed, subject asked
            return self.hr.get((o, rel), ([], [])) if flip else self.rt.get((rel, o), ([], []))


# ---------------------------------------------------------------------------------------------
# Semantics
# ---------------------------------------------------------------------------------------------
def ref_day(g, ref):
    """ref = (A, verb, B, which) with which in only/first/last. Returns (day, problem)."""
    a, verb, b, which = ref
    rds = readings(verb)
    per = [g.days(a, r, b) for r in rds]
    exact = per[0]
    union = sorted(set().union(*map(set, per)))
    if which == "only":
        if len(exact) != 1:
            return None, "reference holds on %d days" % len(exact)
        if union != exact:
            return None, "reference days differ within its family: %s" % union[:5]
        return exact[0], None
    if len(exact) < 2:
        return None, "first/last reference with fewer than 2 days"
    if any(ds and ds != exact for ds in per):
        return None, "reference days differ within its family"
    return (exact[0] if which == "first" else exact[-1]), None


def window(op, day):
    """(lo, lo_inclusive, hi, hi_inclusive) in YYYY-MM-DD strings; None = open."""
    if op == "year":
        return day[:4] + "-01-01", True, day[:4] + "-12-31", True
    if op == "month":
        return day[:7] + "-01", True, day[:7] + "-31", True
    if op == "day":
        return day, True, day, True
    if op == "after":
        return day, False, None, True
    if op == "before":
        return None, True, day, False
    raise ValueError(op)


def cut(days, win):
    lo, loi, hi, hii = win
    i = 0 if lo is None else (bisect.bisect_left(days, lo) if loi else bisect.bisect_right(days, lo))
    j = len(days) if hi is None else (bisect.bisect_right(days, hi) if hii else bisect.bisect_left(days, hi))
    return i, j


def fmt(day, ask):
    return {"day": day, "month": day[:7], "year": day[:4]}[ask]


def select(items, sel, ask):
    """items: list of (day, entity-or-None) in a window. Returns a sorted answer tuple."""
    if not items:
        return ()
    if sel == "first":
        d0 = min(d for d, _ in items)
        items = [x for x in items if x[0] == d0]
    elif sel == "last":
        d1 = max(d for d, _ in items)
        items = [x for x in items if x[0] == d1]
    if ask == "entity":
        return tuple(sorted({e for _, e in items}))
    return tuple(sorted({fmt(d, ask) for d, _ in items}))


def main_items(g, main, reading, win):
    s, verb, o = main
    if s is not None and o is not None:
        ds = g.days(s, reading, o)
        i, j = cut(ds, win)
        return [(d, None) for d in ds[i:j]]
    ds, es = g.open_side(s, reading, o)
    i, j = cut(ds, win)
    return list(zip(ds[i:j], es[i:j]))


def evaluate(g, spec):
    """Returns (answers, problem). spec: dict with ref, op, main, ask, sel."""
    day, prob = ref_day(g, spec["ref"])
    if prob:
        return None, prob
    win = window(spec["op"], day)
    rds = readings(spec["main"][1])
    per = [main_items(g, spec["main"], r, win) for r in rds]
    answers = [select(items, spec["sel"], spec["ask"]) for items in per]
    gold = answers[0]
    if not gold:
        return None, "no answer"
    union = select([x for items in per for x in items], spec["sel"], spec["ask"])
    if union != gold:
        return None, "family union gives %s" % (union,)
    for r, a in zip(rds, answers):
        if a and a != gold:
            return None, "reading %s gives %s" % (r, a)
    if spec["op"] in ("after", "before"):
        # the answer must not depend on whether "after"/"before" includes the reference day
        lo, loi, hi, hii = win
        wide = (lo, True, hi, True)
        per2 = [main_items(g, spec["main"], r, wide) for r in rds]
        union2 = select([x for items in per2 for x in items], spec["sel"], spec["ask"])
        if union2 != gold or any(a and a != gold for a in (select(x, spec["sel"], spec["ask"]) for x in per2)):
            return None, "answer changes if the reference day itself is included"
    return gold, None


def check_spec(spec):
    a, v1, b, which = spec["ref"]
    s, v2, o = spec["main"]
    assert a != b and v1 in VERBS and v2 in VERBS
    assert VERBS[v1][0] != VERBS[v2][0], "main and reference wordings share a family"
    assert (s is None) != (o is None) or spec["ask"] != "entity"
    assert s != o
    assert spec["op"] in ("year", "month", "day", "after", "before")
    assert spec["sel"] in ("first", "last", "all")
    assert spec["ask"] in ("entity", "day", "month", "year")
    if spec["ask"] != "entity":
        assert s is not None and o is not None and spec["sel"] != "all"
    if spec["op"] in ("after", "before"):
        assert spec["sel"] == ("first" if spec["op"] == "after" else "last")
    if which != "only":
        assert spec["op"] in ("after", "before")


# ---------------------------------------------------------------------------------------------
# The question set: text next to meaning
# ---------------------------------------------------------------------------------------------
QUESTIONS = [
    # (id, wording group, question,
    #  reference (A, wording, B, only|first|last), op, main (subject, wording, object; None = asked),
    #  answer kind, first|last|all)
    ("rc-0001", "before",
     "In what month did Kazakhstan last visit Thailand before Kazakhstan spoke in praise of Barack Obama?",
     ('Kazakhstan', 'praise', 'Barack Obama', 'only'), 'before', ('Kazakhstan', 'visit', 'Thailand'), 'month', 'last'),
    ("rc-0002", "once",
     "On what date did Vietnam first sign an agreement with Malaysia once Malaysia had visited the Association of Southeast Asian Nations?",
     ('Malaysia', 'visit', 'Association of Southeast Asian Nations', 'only'), 'after', ('Vietnam', 'sign', 'Malaysia'), 'day', 'first'),
    ("rc-0003", "refFL",
     "In what month did Catherine Ashton last hold negotiations with Wang Yi before Wang Yi's first visit to France?",
     ('Wang Yi', 'visit', 'France', 'first'), 'before', ('Catherine Ashton', 'negotiate', 'Wang Yi'), 'month', 'last'),
    ("rc-0004", "rightafter",
     "Right after Angela Merkel denounced Ireland, who paid a visit to Angela Merkel?",
     ('Angela Merkel', 'criticise', 'Ireland', 'only'), 'after', (None, 'visit', 'Angela Merkel'), 'entity', 'first'),
    ("rc-0005", "before",
     "On which day did Wang Yi last denounce Julie Bishop before Ashraf Ghani met with Julie Bishop?",
     ('Ashraf Ghani Ahmadzai', 'meet', 'Julie Bishop', 'only'), 'before', ('Wang Yi', 'criticise', 'Julie Bishop'), 'day', 'last'),
    ("rc-0006", "month",
     "During the month in which Tanzania expressed an intention to cooperate with the East African Community, on what date did Tanzania first meet with Burundi?",
     ('Tanzania', 'intend_coop', 'East African Community', 'only'), 'month', ('Tanzania', 'meet', 'Burundi'), 'day', 'first'),
    ("rc-0007", "following",
     "Following Wen Jiabao's optimistic remarks about Portugal, who was the first one Wen Jiabao made demands of?",
     ('Wen Jiabao', 'optimistic', 'Portugal', 'only'), 'after', ('Wen Jiabao', 'demand', None), 'entity', 'first'),
    ("rc-0008", "month",
     "During the month in which Japan hosted Shimon Peres, who was the first one Japan appealed to?",
     ('Japan', 'host', 'Shimon Peres', 'only'), 'month', ('Japan', 'appeal', None), 'entity', 'first'),
    ("rc-0009", "refFL",
     "Before Abhisit Vejjajiva's first visit to Laos, who did Laos last accuse?",
     ('Abhisit Vejjajiva', 'visit', 'Laos', 'first'), 'before', ('Laos', 'accuse', None), 'entity', 'last'),
    ("rc-0010", "rightafter",
     "Right after Lee Myung Bak expressed optimism about the United Arab Emirates, who did Lee Myung Bak visit?",
     ('Lee Myung Bak', 'optimistic', 'United Arab Emirates', 'only'), 'after', ('Lee Myung Bak', 'visit', None), 'entity', 'first'),
    ("rc-0011", "once",
     "Once the UN Security Council had made an appeal to Nuri al-Maliki, who was the first to praise the UN Security Council?",
     ('UN Security Council', 'appeal', 'Nuri al-Maliki', 'only'), 'after', (None, 'praise', 'UN Security Council'), 'entity', 'first'),
    ("rc-0012", "refFL",
     "In which month did Tzipi Livni first negotiate with China after Eritrea's first visit to China?",
     ('Eritrea', 'visit', 'China', 'first'), 'after', ('Tzipi Livni', 'negotiate', 'China'), 'month', 'first'),
    ("rc-0013", "month",
     "Who signed an agreement with South Korea in the month when South Korea praised Iraq?",
     ('South Korea', 'praise', 'Iraq', 'only'), 'month', (None, 'sign', 'South Korea'), 'entity', 'all'),
    ("rc-0014", "refFL",
     "After the first time Portugal received a visit from Javier Solana, which year did Portugal first sign an agreement with Angola in?",
     ('Portugal', 'host', 'Javier Solana', 'first'), 'after', ('Portugal', 'sign', 'Angola'), 'year', 'first'),
    ("rc-0015", "day",
     "On the day Yemen made an appeal to Oman, who did Yemen sign an agreement with?",
     ('Yemen', 'appeal', 'Oman', 'only'), 'day', ('Yemen', 'sign', None), 'entity', 'all'),
    ("rc-0016", "day",
     "On the day when Cambodia threatened the UN Security Council, who appealed to the UN Security Council?",
     ('Cambodia', 'threaten', 'UN Security Council', 'only'), 'day', (None, 'appeal', 'UN Security Council'), 'entity', 'all'),
    ("rc-0017", "before",
     "Who was the last one Laos threatened before Julia Gillard expressed an intention to meet Laos?",
     ('Julia Gillard', 'intend_meet', 'Laos', 'only'), 'before', ('Laos', 'threaten', None), 'entity', 'last'),
    ("rc-0018", "rightafter",
     "Who hosted Romania right after Romania made a statement about Angola?",
     ('Romania', 'statement', 'Angola', 'only'), 'after', (None, 'host', 'Romania'), 'entity', 'first'),
    ("rc-0019", "day",
     "Who did Nuri al-Maliki consult on the day Catherine Ashton expressed optimism about Nuri al-Maliki?",
     ('Catherine Ashton', 'optimistic', 'Nuri al-Maliki', 'only'), 'day', ('Nuri al-Maliki', 'consult', None), 'entity', 'all'),
    ("rc-0020", "rightafter",
     "Right after Japan paid a visit to the United Arab Emirates, who did the United Arab Emirates sign an agreement with?",
     ('Japan', 'visit', 'United Arab Emirates', 'only'), 'after', ('United Arab Emirates', 'sign', None), 'entity', 'first'),
    ("rc-0021", "bytime",
     "By the time Mahmoud Ahmadinejad held consultations with Shaukat Aziz, in which year had Pervez Musharraf last expressed an intention to cooperate with Shaukat Aziz?",
     ('Mahmoud Ahmadinejad', 'consult', 'Shaukat Aziz', 'only'), 'before', ('Pervez Musharraf', 'intend_coop', 'Shaukat Aziz'), 'year', 'last'),
    ("rc-0022", "once",
     "Once France had signed an agreement with Cambodia, on what date did Dmitry Medvedev first pay a visit to France?",
     ('France', 'sign', 'Cambodia', 'only'), 'after', ('Dmitry Anatolyevich Medvedev', 'visit', 'France'), 'day', 'first'),
    ("rc-0023", "following",
     "Following Catherine Ashton's statement about Mexico, who did Mexico first sign an agreement with?",
     ('Catherine Ashton', 'statement', 'Mexico', 'only'), 'after', ('Mexico', 'sign', None), 'entity', 'first'),
    ("rc-0024", "once",
     "Once Human Rights Watch had made a statement about Angola, which year did Xi Jinping first appeal to Angola in?",
     ('Human Rights Watch', 'statement', 'Angola', 'only'), 'after', ('Xi Jinping', 'appeal', 'Angola'), 'year', 'first'),
    ("rc-0025", "bytime",
     "By the time Shimon Peres appealed to the UN Security Council, who had last hosted Shimon Peres?",
     ('Shimon Peres', 'appeal', 'UN Security Council', 'only'), 'before', (None, 'host', 'Shimon Peres'), 'entity', 'last'),
    ("rc-0026", "day",
     "Who expressed an intention to meet Vietnam on the same day that Jakaya Kikwete visited Vietnam?",
     ('Jakaya Mrisho Kikwete', 'visit', 'Vietnam', 'only'), 'day', (None, 'intend_meet', 'Vietnam'), 'entity', 'all'),
    ("rc-0027", "before",
     "Before Cambodia made an appeal to the High Commission for Refugees, who did the High Commission for Refugees last sign an agreement with?",
     ('Cambodia', 'appeal', 'High Commission for Refugees', 'only'), 'before', ('High Commission for Refugees', 'sign', None), 'entity', 'last'),
    ("rc-0028", "year",
     "During the year in which Vietnam received a visit from Jakaya Kikwete, who first accused Vietnam?",
     ('Vietnam', 'host', 'Jakaya Mrisho Kikwete', 'only'), 'year', (None, 'accuse', 'Vietnam'), 'entity', 'first'),
    ("rc-0029", "bytime",
     "By the time South Africa signed an agreement with Malaysia, who had last made a statement about South Africa?",
     ('South Africa', 'sign', 'Malaysia', 'only'), 'before', (None, 'statement', 'South Africa'), 'entity', 'last'),
    ("rc-0030", "month",
     "During the month in which Malaysia consulted Qatar, who did Qatar criticise first?",
     ('Malaysia', 'consult', 'Qatar', 'only'), 'month', ('Qatar', 'criticise', None), 'entity', 'first'),
    ("rc-0031", "rightafter",
     "Who did Vietnam accuse right after Romania visited Vietnam?",
     ('Romania', 'visit', 'Vietnam', 'only'), 'after', ('Vietnam', 'accuse', None), 'entity', 'first'),
    ("rc-0032", "before",
     "Who criticised Ireland last before Ireland visited South Korea?",
     ('Ireland', 'visit', 'South Korea', 'only'), 'before', (None, 'criticise', 'Ireland'), 'entity', 'last'),
    ("rc-0033", "once",
     "Once Dmitry Medvedev had made a statement about the African Union, who did the African Union impose sanctions on first?",
     ('Dmitry Anatolyevich Medvedev', 'statement', 'African Union', 'only'), 'after', ('African Union', 'sanction', None), 'entity', 'first'),
    ("rc-0034", "month",
     "In the month Cristina Fernández de Kirchner expressed an intention to meet Angola, who did Cristina Fernández de Kirchner first make a statement about?",
     ('Cristina Fernández de Kirchner', 'intend_meet', 'Angola', 'only'), 'month', ('Cristina Fernández de Kirchner', 'statement', None), 'entity', 'first'),
    ("rc-0035", "rightafter",
     "Right after Mexico expressed an intention to meet Tanzania, who did Mexico host?",
     ('Mexico', 'intend_meet', 'Tanzania', 'only'), 'after', ('Mexico', 'host', None), 'entity', 'first'),
    ("rc-0036", "refFL",
     "After the first time Iran hosted Javier Solana, who first spoke in praise of Iran?",
     ('Iran', 'host', 'Javier Solana', 'first'), 'after', (None, 'praise', 'Iran'), 'entity', 'first'),
    ("rc-0037", "once",
     "In what year did Shimon Peres first denounce Qatar once Mexico had consulted Qatar?",
     ('Mexico', 'consult', 'Qatar', 'only'), 'after', ('Shimon Peres', 'criticise', 'Qatar'), 'year', 'first'),
    ("rc-0038", "before",
     "Before Xi Jinping signed an agreement with Evo Morales, who praised Xi Jinping last?",
     ('Xi Jinping', 'sign', 'Evo Morales', 'only'), 'before', (None, 'praise', 'Xi Jinping'), 'entity', 'last'),
    ("rc-0039", "rightafter",
     "Right after Wen Jiabao expressed an intention to cooperate with Julia Gillard, who did Julia Gillard praise?",
     ('Wen Jiabao', 'intend_coop', 'Julia Gillard', 'only'), 'after', ('Julia Gillard', 'praise', None), 'entity', 'first'),
    ("rc-0040", "once",
     "In which month did Shaukat Aziz first make a statement about Malaysia once Shaukat Aziz had expressed an intention to meet Javier Solana?",
     ('Shaukat Aziz', 'intend_meet', 'Javier Solana', 'only'), 'after', ('Shaukat Aziz', 'statement', 'Malaysia'), 'month', 'first'),
    ("rc-0041", "following",
     "Who did Malaysia threaten first following Yemen's visit to Malaysia?",
     ('Malaysia', 'host', 'Yemen', 'only'), 'after', ('Malaysia', 'threaten', None), 'entity', 'first'),
    ("rc-0042", "month",
     "During the month in which Antonis Samaras expressed an intention to cooperate with Abdel Fattah Al-Sisi, on what date did Abdel Fattah Al-Sisi first meet with Mahmoud Abbas?",
     ('Antonis Samaras', 'intend_coop', 'Abdel Fattah Al-Sisi', 'only'), 'month', ('Abdel Fattah Al-Sisi', 'meet', 'Mahmoud Abbas'), 'day', 'first'),
    ("rc-0043", "refFL",
     "Before South Korea's last trip to Iraq, who was the last one South Korea praised?",
     ('South Korea', 'visit', 'Iraq', 'last'), 'before', ('South Korea', 'praise', None), 'entity', 'last'),
    ("rc-0044", "month",
     "In the month when Romania hosted Antonis Samaras, on what date did Antonis Samaras first meet with Herman Van Rompuy?",
     ('Romania', 'host', 'Antonis Samaras', 'only'), 'month', ('Antonis Samaras', 'meet', 'Herman Van Rompuy'), 'day', 'first'),
    ("rc-0045", "rightafter",
     "Right after Tanzania signed an agreement with France, who did Tanzania visit?",
     ('Tanzania', 'sign', 'France', 'only'), 'after', ('Tanzania', 'visit', None), 'entity', 'first'),
    ("rc-0046", "following",
     "In what month did Umaru Musa Yar'Adua first make demands of Niger following Muhammadu Buhari's aid to Niger?",
     ('Muhammadu Buhari', 'aid', 'Niger', 'only'), 'after', ("Umaru Musa Yar'Adua", 'demand', 'Niger'), 'month', 'first'),
    ("rc-0047", "day",
     "Who negotiated with Abdullah Gül on the same day that Abdullah Gül made a statement about Ali Abdullah Saleh?",
     ('Abdullah Gül', 'statement', 'Ali Abdullah Saleh', 'only'), 'day', (None, 'negotiate', 'Abdullah Gül'), 'entity', 'all'),
    ("rc-0048", "following",
     "Following Yasuo Fukuda's consultations with Umaru Musa Yar'Adua, who was the first one Yasuo Fukuda visited?",
     ('Yasuo Fukuda', 'consult', "Umaru Musa Yar'Adua", 'only'), 'after', ('Yasuo Fukuda', 'visit', None), 'entity', 'first'),
    ("rc-0049", "bytime",
     "When had Yasuo Fukuda last consulted Umaru Musa Yar'Adua by the time Umaru Musa Yar'Adua signed a formal agreement with Yasuo Fukuda?",
     ("Umaru Musa Yar'Adua", 'sign', 'Yasuo Fukuda', 'only'), 'before', ('Yasuo Fukuda', 'consult', "Umaru Musa Yar'Adua"), 'day', 'last'),
    ("rc-0050", "following",
     "Following China's statement about the United Arab Emirates, on which day did China first make demands of Yoshihiko Noda?",
     ('China', 'statement', 'United Arab Emirates', 'only'), 'after', ('China', 'demand', 'Yoshihiko Noda'), 'day', 'first'),
    ("rc-0051", "after",
     "After Catherine Ashton spoke in praise of Ireland, who first denounced Ireland?",
     ('Catherine Ashton', 'praise', 'Ireland', 'only'), 'after', (None, 'criticise', 'Ireland'), 'entity', 'first'),
    ("rc-0052", "refFL",
     "After Iran's first visit to Qatar, which month did Iran first threaten Qatar in?",
     ('Iran', 'visit', 'Qatar', 'first'), 'after', ('Iran', 'threaten', 'Qatar'), 'month', 'first'),
    ("rc-0053", "after",
     "On which day did Kuwait first sign an agreement with Oman after Nuri al-Maliki expressed an intention to meet Oman?",
     ('Nuri al-Maliki', 'intend_meet', 'Oman', 'only'), 'after', ('Kuwait', 'sign', 'Oman'), 'day', 'first'),
    ("rc-0054", "rightafter",
     "Who received a visit from Sudan right after Sudan criticised Catherine Ashton?",
     ('Sudan', 'criticise', 'Catherine Ashton', 'only'), 'after', (None, 'host', 'Sudan'), 'entity', 'first'),
    ("rc-0055", "rightafter",
     "Right after Pervez Musharraf expressed an intention to cooperate with Ali Abdullah Saleh, who threatened Ali Abdullah Saleh?",
     ('Pervez Musharraf', 'intend_coop', 'Ali Abdullah Saleh', 'only'), 'after', (None, 'threaten', 'Ali Abdullah Saleh'), 'entity', 'first'),
    ("rc-0056", "bytime",
     "On what date had Thailand last visited Cambodia by the time Cambodia consulted Wang Yi?",
     ('Cambodia', 'consult', 'Wang Yi', 'only'), 'before', ('Thailand', 'visit', 'Cambodia'), 'day', 'last'),
    ("rc-0057", "refFL",
     "After Wen Jiabao's last visit to the United Arab Emirates, who first threatened the United Arab Emirates?",
     ('Wen Jiabao', 'visit', 'United Arab Emirates', 'last'), 'after', (None, 'threaten', 'United Arab Emirates'), 'entity', 'first'),
    ("rc-0058", "year",
     "In the year when Olusegun Obasanjo consulted Japan, who criticised Japan last?",
     ('Oluṣẹgun Ọbasanjọ', 'consult', 'Japan', 'only'), 'year', (None, 'criticise', 'Japan'), 'entity', 'last'),
    ("rc-0059", "before",
     "Who was the last one Dmitry Medvedev made demands of before Shimon Peres signed an agreement with Dmitry Medvedev?",
     ('Shimon Peres', 'sign', 'Dmitry Anatolyevich Medvedev', 'only'), 'before', ('Dmitry Anatolyevich Medvedev', 'demand', None), 'entity', 'last'),
    ("rc-0060", "after",
     "After Yasuo Fukuda negotiated with Wang Yi, who first appealed to Wang Yi?",
     ('Yasuo Fukuda', 'negotiate', 'Wang Yi', 'only'), 'after', (None, 'appeal', 'Wang Yi'), 'entity', 'first'),
    ("rc-0061", "month",
     "When did the Nonaligned Movement first meet with Pope Benedict XVI in the same month that Jakaya Kikwete made demands of the Nonaligned Movement?",
     ('Jakaya Mrisho Kikwete', 'demand', 'Nonaligned Movement', 'only'), 'month', ('Nonaligned Movement', 'meet', 'Benedict XVI'), 'day', 'first'),
    ("rc-0062", "day",
     "Which country engaged in diplomatic cooperation with Iraq on the same day that Iraq received a visit from Angola?",
     ('Iraq', 'host', 'Angola', 'only'), 'day', (None, 'cooperate', 'Iraq'), 'entity', 'all'),
    ("rc-0063", "rightafter",
     "Who made an appeal to Evo Morales right after Evo Morales met with Yemen?",
     ('Evo Morales', 'meet', 'Yemen', 'only'), 'after', (None, 'appeal', 'Evo Morales'), 'entity', 'first'),
    ("rc-0064", "following",
     "Who made an appeal to the High Commission for Refugees first following the High Commission for Refugees' visit to Romania?",
     ('Romania', 'host', 'High Commission for Refugees', 'only'), 'after', (None, 'appeal', 'High Commission for Refugees'), 'entity', 'first'),
    ("rc-0065", "day",
     "On the same day that Uhuru Kenyatta criticised Ethiopia, who did Uhuru Kenyatta meet with?",
     ('Uhuru Muigai Kenyatta', 'criticise', 'Ethiopia', 'only'), 'day', ('Uhuru Muigai Kenyatta', 'meet', None), 'entity', 'all'),
    ("rc-0066", "refFL",
     "After Wen Jiabao's last visit to Thailand, who was the first one Wen Jiabao appealed to?",
     ('Wen Jiabao', 'visit', 'Thailand', 'last'), 'after', ('Wen Jiabao', 'appeal', None), 'entity', 'first'),
    ("rc-0067", "month",
     "Who first visited Iraq during the month in which Iraq praised Mahmoud Ahmadinejad?",
     ('Iraq', 'praise', 'Mahmoud Ahmadinejad', 'only'), 'month', (None, 'visit', 'Iraq'), 'entity', 'first'),
    ("rc-0068", "rightafter",
     "Right after Mahmoud Abbas expressed an intention to meet Ethiopia, who paid a visit to Mahmoud Abbas?",
     ('Mahmoud Abbas', 'intend_meet', 'Ethiopia', 'only'), 'after', (None, 'visit', 'Mahmoud Abbas'), 'entity', 'first'),
    ("rc-0069", "following",
     "Following Kuwait's visit to Thailand, in which year did Thailand first sign an agreement with Laos?",
     ('Thailand', 'host', 'Kuwait', 'only'), 'after', ('Thailand', 'sign', 'Laos'), 'year', 'first'),
    ("rc-0070", "priorto",
     "Who was the last to pay a visit to Tony Blair prior to Tzipi Livni's statement about Tony Blair?",
     ('Tzipi Livni', 'statement', 'Tony Blair', 'only'), 'before', (None, 'visit', 'Tony Blair'), 'entity', 'last'),
    ("rc-0071", "day",
     "Who negotiated with Nuri al-Maliki on the day when Nuri al-Maliki issued a statement on Dmitry Medvedev?",
     ('Nuri al-Maliki', 'statement', 'Dmitry Anatolyevich Medvedev', 'only'), 'day', (None, 'negotiate', 'Nuri al-Maliki'), 'entity', 'all'),
    ("rc-0072", "day",
     "On the day that Javier Solana appealed to Benjamin Netanyahu, who did Benjamin Netanyahu meet with?",
     ('Javier Solana', 'appeal', 'Benjamin Netanyahu', 'only'), 'day', ('Benjamin Netanyahu', 'meet', None), 'entity', 'all'),
    ("rc-0073", "priorto",
     "In which month did Umaru Musa Yar'Adua last meet with Yasuo Fukuda prior to Olusegun Obasanjo's accusation against Umaru Musa Yar'Adua?",
     ('Oluṣẹgun Ọbasanjọ', 'accuse', "Umaru Musa Yar'Adua", 'only'), 'before', ("Umaru Musa Yar'Adua", 'meet', 'Yasuo Fukuda'), 'month', 'last'),
    ("rc-0074", "before",
     "Before Rafael Correa praised Colombia, which month did Colombia last accuse Mahmoud Ahmadinejad in?",
     ('Rafael Correa', 'praise', 'Colombia', 'only'), 'before', ('Colombia', 'accuse', 'Mahmoud Ahmadinejad'), 'month', 'last'),
    ("rc-0075", "year",
     "Who threatened the UN Security Council in the year in which the UN Security Council met with Ireland?",
     ('UN Security Council', 'meet', 'Ireland', 'only'), 'year', (None, 'threaten', 'UN Security Council'), 'entity', 'all'),
    ("rc-0076", "priorto",
     "Prior to Abdullah Gül's stated intention to meet Portugal, who last criticised Portugal?",
     ('Abdullah Gül', 'intend_meet', 'Portugal', 'only'), 'before', (None, 'criticise', 'Portugal'), 'entity', 'last'),
    ("rc-0077", "day",
     "Who held consultations with South Sudan on the day Catherine Ashton made an appeal to South Sudan?",
     ('Catherine Ashton', 'appeal', 'South Sudan', 'only'), 'day', (None, 'consult', 'South Sudan'), 'entity', 'all'),
    ("rc-0078", "following",
     "Who was the first to host Malaysia following Malaysia's accusation against the High Commission for Refugees?",
     ('Malaysia', 'accuse', 'High Commission for Refugees', 'only'), 'after', (None, 'host', 'Malaysia'), 'entity', 'first'),
    ("rc-0079", "before",
     "Before the International Monetary Fund made a statement about the United Arab Emirates, which year did Thailand last meet with the International Monetary Fund in?",
     ('International Monetary Fund', 'statement', 'United Arab Emirates', 'only'), 'before', ('Thailand', 'meet', 'International Monetary Fund'), 'year', 'last'),
    ("rc-0080", "day",
     "Who made a statement about Vietnam on the day Vietnam held consultations with the African Union?",
     ('Vietnam', 'consult', 'African Union', 'only'), 'day', (None, 'statement', 'Vietnam'), 'entity', 'all'),
    ("rc-0081", "once",
     "Once Kuwait had made an appeal to Oman, which year did Oman first hold consultations with Kazakhstan in?",
     ('Kuwait', 'appeal', 'Oman', 'only'), 'after', ('Oman', 'consult', 'Kazakhstan'), 'year', 'first'),
    ("rc-0082", "once",
     "Once Colombia had expressed an intention to cooperate with Evo Morales, who was the first one Colombia appealed to?",
     ('Colombia', 'intend_coop', 'Evo Morales', 'only'), 'after', ('Colombia', 'appeal', None), 'entity', 'first'),
    ("rc-0083", "refFL",
     "In which month did South Africa first express optimism about Barack Obama after South Africa's last trip to Japan?",
     ('South Africa', 'visit', 'Japan', 'last'), 'after', ('South Africa', 'optimistic', 'Barack Obama'), 'month', 'first'),
    ("rc-0084", "day",
     "Who did Yoshihiko Noda express optimism about on the day Yoshihiko Noda appealed to Angela Merkel?",
     ('Yoshihiko Noda', 'appeal', 'Angela Merkel', 'only'), 'day', ('Yoshihiko Noda', 'optimistic', None), 'entity', 'all'),
    ("rc-0085", "following",
     "Following Julia Gillard's demands on Julie Bishop, which year did Julia Gillard first express an intention to cooperate with Yoshihiko Noda in?",
     ('Julia Gillard', 'demand', 'Julie Bishop', 'only'), 'after', ('Julia Gillard', 'intend_coop', 'Yoshihiko Noda'), 'year', 'first'),
    ("rc-0086", "bytime",
     "By the time Ali Abdullah Saleh made a statement about Pervez Musharraf, who had last praised Ali Abdullah Saleh?",
     ('Ali Abdullah Saleh', 'statement', 'Pervez Musharraf', 'only'), 'before', (None, 'praise', 'Ali Abdullah Saleh'), 'entity', 'last'),
    ("rc-0087", "refFL",
     "On what date did Sudan last receive a visit from the High Commission for Refugees before the first time Sudan spoke in praise of Iran?",
     ('Sudan', 'praise', 'Iran', 'first'), 'before', ('Sudan', 'host', 'High Commission for Refugees'), 'day', 'last'),
    ("rc-0088", "before",
     "Before Abhisit Vejjajiva issued a demand to the Association of Southeast Asian Nations, in which year did the Association of Southeast Asian Nations last hold negotiations with Roh Moo Hyun?",
     ('Abhisit Vejjajiva', 'demand', 'Association of Southeast Asian Nations', 'only'), 'before', ('Association of Southeast Asian Nations', 'negotiate', 'Roh Moo Hyun'), 'year', 'last'),
    ("rc-0089", "following",
     "Following Wang Yi's pledge to cooperate with Okada Katsuya, in which month did Lien Chan first consult Wang Yi?",
     ('Wang Yi', 'intend_coop', 'Okada Katsuya', 'only'), 'after', ('Lien Chan', 'consult', 'Wang Yi'), 'month', 'first'),
    ("rc-0090", "after",
     "Who spoke in praise of Xi Jinping first after Xi Jinping consulted the African Union?",
     ('Xi Jinping', 'consult', 'African Union', 'only'), 'after', (None, 'praise', 'Xi Jinping'), 'entity', 'first'),
    ("rc-0091", "following",
     "Following Yemen's accusation against Qatar, on what date did Yemen first make a statement about the United Arab Emirates?",
     ('Yemen', 'accuse', 'Qatar', 'only'), 'after', ('Yemen', 'statement', 'United Arab Emirates'), 'day', 'first'),
    ("rc-0092", "after",
     "In what year did the UN Security Council first appeal to South Sudan after South Korea expressed an intention to meet South Sudan?",
     ('South Korea', 'intend_meet', 'South Sudan', 'only'), 'after', ('UN Security Council', 'appeal', 'South Sudan'), 'year', 'first'),
    ("rc-0093", "year",
     "Who paid a visit to Thailand first in the year when Tony Blair issued a statement on Thailand?",
     ('Tony Blair', 'statement', 'Thailand', 'only'), 'year', (None, 'visit', 'Thailand'), 'entity', 'first'),
    ("rc-0094", "refFL",
     "Before Iran's last visit to Iraq, which year did Angola last express an intention to cooperate with Iran in?",
     ('Iran', 'visit', 'Iraq', 'last'), 'before', ('Angola', 'intend_coop', 'Iran'), 'year', 'last'),
    ("rc-0095", "after",
     "On what date did Colombia first provide aid to Guatemala after Colombia met with Henry Paulson?",
     ('Colombia', 'meet', 'Henry M. Paulson', 'only'), 'after', ('Colombia', 'aid', 'Guatemala'), 'day', 'first'),
    ("rc-0096", "rightafter",
     "Right after Catherine Ashton spoke in praise of Thailand, who criticised Catherine Ashton?",
     ('Catherine Ashton', 'praise', 'Thailand', 'only'), 'after', (None, 'criticise', 'Catherine Ashton'), 'entity', 'first'),
    ("rc-0097", "day",
     "On the day when Cambodia criticised the UN Security Council, which country expressed an intention to cooperate with Cambodia?",
     ('Cambodia', 'criticise', 'UN Security Council', 'only'), 'day', (None, 'intend_coop', 'Cambodia'), 'entity', 'all'),
    ("rc-0098", "year",
     "In the same year that Iraq expressed an intention to meet Cambodia, on what date did France last engage in diplomatic cooperation with Cambodia?",
     ('Iraq', 'intend_meet', 'Cambodia', 'only'), 'year', ('France', 'cooperate', 'Cambodia'), 'day', 'last'),
    ("rc-0099", "priorto",
     "Who was the last one the UN Security Council threatened prior to the UN Security Council's meeting with Cristina Fernández de Kirchner?",
     ('UN Security Council', 'meet', 'Cristina Fernández de Kirchner', 'only'), 'before', ('UN Security Council', 'threaten', None), 'entity', 'last'),
    ("rc-0100", "once",
     "Once Angela Merkel had made demands of Portugal, in what month did Lee Myung Bak first consult Angela Merkel?",
     ('Angela Merkel', 'demand', 'Portugal', 'only'), 'after', ('Lee Myung Bak', 'consult', 'Angela Merkel'), 'month', 'first'),
    ("rc-0101", "priorto",
     "Prior to Qatar's appeal to Mahmoud Ahmadinejad, who did Mahmoud Ahmadinejad host last?",
     ('Qatar', 'appeal', 'Mahmoud Ahmadinejad', 'only'), 'before', ('Mahmoud Ahmadinejad', 'host', None), 'entity', 'last'),
    ("rc-0102", "year",
     "On what date did Benjamin Netanyahu first issue a statement on Tzipi Livni in the year in which Benjamin Netanyahu threatened Tzipi Livni?",
     ('Benjamin Netanyahu', 'threaten', 'Tzipi Livni', 'only'), 'year', ('Benjamin Netanyahu', 'statement', 'Tzipi Livni'), 'day', 'first'),
    ("rc-0103", "refFL",
     "After the first time Sudan signed a formal agreement with the African Union, who first visited Sudan?",
     ('Sudan', 'sign', 'African Union', 'first'), 'after', (None, 'visit', 'Sudan'), 'entity', 'first'),
    ("rc-0104", "refFL",
     "In which year did Vietnam first meet with Cambodia after the first time Vietnam signed an agreement with Iran?",
     ('Vietnam', 'sign', 'Iran', 'first'), 'after', ('Vietnam', 'meet', 'Cambodia'), 'year', 'first'),
    ("rc-0105", "bytime",
     "By the time Abdel Fattah Al-Sisi made an appeal to Tanzania, who was the last to have made demands of Tanzania?",
     ('Abdel Fattah Al-Sisi', 'appeal', 'Tanzania', 'only'), 'before', (None, 'demand', 'Tanzania'), 'entity', 'last'),
    ("rc-0106", "month",
     "During the month in which Gerhard Schröder met with Pope Benedict XVI, on which day did Gerhard Schröder last express an intention to cooperate with Angela Merkel?",
     ('Gerhard Schröder', 'meet', 'Benedict XVI', 'only'), 'month', ('Gerhard Schröder', 'intend_coop', 'Angela Merkel'), 'day', 'last'),
    ("rc-0107", "before",
     "Before Olusegun Obasanjo threatened Muhammadu Buhari, which month did Muhammadu Buhari last make demands of Olusegun Obasanjo in?",
     ('Oluṣẹgun Ọbasanjọ', 'threaten', 'Muhammadu Buhari', 'only'), 'before', ('Muhammadu Buhari', 'demand', 'Oluṣẹgun Ọbasanjọ'), 'month', 'last'),
    ("rc-0108", "once",
     "Once Tony Blair had threatened Angela Merkel, which year did Angela Merkel first host Antonis Samaras in?",
     ('Tony Blair', 'threaten', 'Angela Merkel', 'only'), 'after', ('Angela Merkel', 'host', 'Antonis Samaras'), 'year', 'first'),
    ("rc-0109", "following",
     "On which day did the UN Security Council first visit China following the UN Security Council's consultations with Cristina Fernández de Kirchner?",
     ('UN Security Council', 'consult', 'Cristina Fernández de Kirchner', 'only'), 'after', ('UN Security Council', 'visit', 'China'), 'day', 'first'),
    ("rc-0110", "following",
     "In what year did Vietnam first sign a formal agreement with Qatar following Eritrea's consultations with Qatar?",
     ('Eritrea', 'consult', 'Qatar', 'only'), 'after', ('Vietnam', 'sign', 'Qatar'), 'year', 'first'),
    ("rc-0111", "priorto",
     "Prior to Alexis Tsipras' consultations with Rafael Correa, who was the last one Rafael Correa provided aid to?",
     ('Alexis Tsipras', 'consult', 'Rafael Correa', 'only'), 'before', ('Rafael Correa', 'aid', None), 'entity', 'last'),
    ("rc-0112", "priorto",
     "Prior to Kazakhstan's consultations with Human Rights Watch, who was the last to sign an agreement with Kazakhstan?",
     ('Kazakhstan', 'consult', 'Human Rights Watch', 'only'), 'before', (None, 'sign', 'Kazakhstan'), 'entity', 'last'),
    ("rc-0113", "before",
     "On what date did Evo Morales last threaten Bolivia before Rafael Correa made demands of Bolivia?",
     ('Rafael Correa', 'demand', 'Bolivia', 'only'), 'before', ('Evo Morales', 'threaten', 'Bolivia'), 'day', 'last'),
    ("rc-0114", "before",
     "Before Shimon Peres issued a demand to Benjamin Netanyahu, which year did Benjamin Netanyahu last sign an agreement with Tzipi Livni in?",
     ('Shimon Peres', 'demand', 'Benjamin Netanyahu', 'only'), 'before', ('Benjamin Netanyahu', 'sign', 'Tzipi Livni'), 'year', 'last'),
    ("rc-0115", "following",
     "Following Shimon Peres' praise for Antonis Samaras, when did Alexis Tsipras first appeal to Antonis Samaras?",
     ('Shimon Peres', 'praise', 'Antonis Samaras', 'only'), 'after', ('Alexis Tsipras', 'appeal', 'Antonis Samaras'), 'day', 'first'),
    ("rc-0116", "priorto",
     "On which day did Roh Moo Hyun last express an intention to cooperate with Olusegun Obasanjo prior to Olusegun Obasanjo's stated intention to meet South Korea?",
     ('Oluṣẹgun Ọbasanjọ', 'intend_meet', 'South Korea', 'only'), 'before', ('Roh Moo Hyun', 'intend_coop', 'Oluṣẹgun Ọbasanjọ'), 'day', 'last'),
    ("rc-0117", "refFL",
     "Before Xi Jinping's first visit to Japan, in what year did South Korea last accuse Japan?",
     ('Xi Jinping', 'visit', 'Japan', 'first'), 'before', ('South Korea', 'accuse', 'Japan'), 'year', 'last'),
    ("rc-0118", "bytime",
     "Who had last hosted Kuwait by the time Pervez Musharraf spoke in praise of Kuwait?",
     ('Pervez Musharraf', 'praise', 'Kuwait', 'only'), 'before', (None, 'host', 'Kuwait'), 'entity', 'last'),
    ("rc-0119", "following",
     "Following Tony Blair's appeal to Muhammadu Buhari, who did Tony Blair first meet with?",
     ('Tony Blair', 'appeal', 'Muhammadu Buhari', 'only'), 'after', ('Tony Blair', 'meet', None), 'entity', 'first'),
    ("rc-0120", "year",
     "During the year in which Yoshihiko Noda spoke in praise of the Association of Southeast Asian Nations, in which month did the Association of Southeast Asian Nations last meet with Wen Jiabao?",
     ('Yoshihiko Noda', 'praise', 'Association of Southeast Asian Nations', 'only'), 'year', ('Association of Southeast Asian Nations', 'meet', 'Wen Jiabao'), 'month', 'last'),
    ("rc-0121", "once",
     "Once Kazakhstan had hosted France, who was the first to provide aid to Kazakhstan?",
     ('Kazakhstan', 'host', 'France', 'only'), 'after', (None, 'aid', 'Kazakhstan'), 'entity', 'first'),
    ("rc-0122", "once",
     "Once Iran had consulted Wen Jiabao, on what date did Barack Obama first receive a visit from Wen Jiabao?",
     ('Iran', 'consult', 'Wen Jiabao', 'only'), 'after', ('Barack Obama', 'host', 'Wen Jiabao'), 'day', 'first'),
    ("rc-0123", "priorto",
     "In which month did Wen Jiabao last express an intention to cooperate with Lee Myung Bak prior to Wen Jiabao's praise for Qatar?",
     ('Wen Jiabao', 'praise', 'Qatar', 'only'), 'before', ('Wen Jiabao', 'intend_coop', 'Lee Myung Bak'), 'month', 'last'),
    ("rc-0124", "after",
     "After the International Monetary Fund held consultations with Shaukat Aziz, which month did the International Monetary Fund first issue a statement on Tanzania in?",
     ('International Monetary Fund', 'consult', 'Shaukat Aziz', 'only'), 'after', ('International Monetary Fund', 'statement', 'Tanzania'), 'month', 'first'),
    ("rc-0125", "bytime",
     "In what month had Tony Blair last made demands of Angela Merkel by the time Muhammadu Buhari expressed an intention to meet Angela Merkel?",
     ('Muhammadu Buhari', 'intend_meet', 'Angela Merkel', 'only'), 'before', ('Tony Blair', 'demand', 'Angela Merkel'), 'month', 'last'),
    ("rc-0126", "after",
     "On which day did Abdullah Gül first make an appeal to Angela Merkel after Abdullah Gül made demands of Angela Merkel?",
     ('Abdullah Gül', 'demand', 'Angela Merkel', 'only'), 'after', ('Abdullah Gül', 'appeal', 'Angela Merkel'), 'day', 'first'),
    ("rc-0127", "day",
     "Who expressed an intention to cooperate with the International Monetary Fund on the day when the International Monetary Fund made a statement about Uhuru Kenyatta?",
     ('International Monetary Fund', 'statement', 'Uhuru Muigai Kenyatta', 'only'), 'day', (None, 'intend_coop', 'International Monetary Fund'), 'entity', 'all'),
    ("rc-0128", "year",
     "Who last issued a demand to Dmitry Medvedev in the year in which China made an appeal to Dmitry Medvedev?",
     ('China', 'appeal', 'Dmitry Anatolyevich Medvedev', 'only'), 'year', (None, 'demand', 'Dmitry Anatolyevich Medvedev'), 'entity', 'last'),
    ("rc-0129", "month",
     "In the month South Sudan appealed to Ethiopia, on which day did Ethiopia first accuse Eritrea?",
     ('South Sudan', 'appeal', 'Ethiopia', 'only'), 'month', ('Ethiopia', 'accuse', 'Eritrea'), 'day', 'first'),
    ("rc-0130", "after",
     "After Ireland expressed an intention to meet Jakaya Kikwete, who first visited Ireland?",
     ('Ireland', 'intend_meet', 'Jakaya Mrisho Kikwete', 'only'), 'after', (None, 'visit', 'Ireland'), 'entity', 'first'),
    ("rc-0131", "after",
     "After Xi Jinping signed a formal agreement with Rafael Correa, who first criticised Xi Jinping?",
     ('Xi Jinping', 'sign', 'Rafael Correa', 'only'), 'after', (None, 'criticise', 'Xi Jinping'), 'entity', 'first'),
    ("rc-0132", "refFL",
     "Before the first time the High Commission for Refugees negotiated with Julia Gillard, who did Julia Gillard make demands of last?",
     ('High Commission for Refugees', 'negotiate', 'Julia Gillard', 'first'), 'before', ('Julia Gillard', 'demand', None), 'entity', 'last'),
    ("rc-0133", "after",
     "In what year did Colombia first express an intention to cooperate with Cristina Fernández de Kirchner after Abdullah Gül made a statement about Cristina Fernández de Kirchner?",
     ('Abdullah Gül', 'statement', 'Cristina Fernández de Kirchner', 'only'), 'after', ('Colombia', 'intend_coop', 'Cristina Fernández de Kirchner'), 'year', 'first'),
    ("rc-0134", "rightafter",
     "Who visited Mexico right after South Africa made an appeal to Mexico?",
     ('South Africa', 'appeal', 'Mexico', 'only'), 'after', (None, 'visit', 'Mexico'), 'entity', 'first'),
    ("rc-0135", "month",
     "In the month France gave aid to Laos, who did France praise last?",
     ('France', 'aid', 'Laos', 'only'), 'month', ('France', 'praise', None), 'entity', 'last'),
    ("rc-0136", "bytime",
     "By the time the Association of Southeast Asian Nations denounced Vietnam, in which year had Vietnam last provided aid to Tanzania?",
     ('Association of Southeast Asian Nations', 'criticise', 'Vietnam', 'only'), 'before', ('Vietnam', 'aid', 'Tanzania'), 'year', 'last'),
    ("rc-0137", "day",
     "Who levelled an accusation at Qatar on the day when Qatar paid a visit to Ethiopia?",
     ('Qatar', 'visit', 'Ethiopia', 'only'), 'day', (None, 'accuse', 'Qatar'), 'entity', 'all'),
    ("rc-0138", "before",
     "Who spoke in praise of Iraq last before Iraq made a statement about China?",
     ('Iraq', 'statement', 'China', 'only'), 'before', (None, 'praise', 'Iraq'), 'entity', 'last'),
    ("rc-0139", "bytime",
     "In which month had Yasuo Fukuda last made a statement about Roh Moo Hyun by the time Yasuo Fukuda met with Mahmoud Ahmadinejad?",
     ('Yasuo Fukuda', 'meet', 'Mahmoud Ahmadinejad', 'only'), 'before', ('Yasuo Fukuda', 'statement', 'Roh Moo Hyun'), 'month', 'last'),
    ("rc-0140", "bytime",
     "By the time Georgios Papandreou accused Angela Merkel, when had Angela Merkel last made demands of Gerhard Schröder?",
     ('Georgios Papandreou', 'accuse', 'Angela Merkel', 'only'), 'before', ('Angela Merkel', 'demand', 'Gerhard Schröder'), 'day', 'last'),
    ("rc-0141", "once",
     "Once Laos had met with France, in what year did Tanzania first visit France?",
     ('Laos', 'meet', 'France', 'only'), 'after', ('Tanzania', 'visit', 'France'), 'year', 'first'),
    ("rc-0142", "refFL",
     "Before the last time Cristina Fernández de Kirchner praised Evo Morales, which year did Bolivia last provide aid to Evo Morales in?",
     ('Cristina Fernández de Kirchner', 'praise', 'Evo Morales', 'last'), 'before', ('Bolivia', 'aid', 'Evo Morales'), 'year', 'last'),
    ("rc-0143", "bytime",
     "In which year had China last threatened Mexico by the time China criticised Lee Myung Bak?",
     ('China', 'criticise', 'Lee Myung Bak', 'only'), 'before', ('China', 'threaten', 'Mexico'), 'year', 'last'),
    ("rc-0144", "bytime",
     "Who was the last one Oman had hosted by the time Ali Abdullah Saleh spoke in praise of Oman?",
     ('Ali Abdullah Saleh', 'praise', 'Oman', 'only'), 'before', ('Oman', 'host', None), 'entity', 'last'),
    ("rc-0145", "month",
     "During the month in which Pervez Musharraf made a statement about Ali Abdullah Saleh, when did Ali Abdullah Saleh first express an intention to cooperate with Pervez Musharraf?",
     ('Pervez Musharraf', 'statement', 'Ali Abdullah Saleh', 'only'), 'month', ('Ali Abdullah Saleh', 'intend_coop', 'Pervez Musharraf'), 'day', 'first'),
    ("rc-0146", "day",
     "On the day when Shimon Peres issued a demand to Iran, who met with Shimon Peres?",
     ('Shimon Peres', 'demand', 'Iran', 'only'), 'day', (None, 'meet', 'Shimon Peres'), 'entity', 'all'),
    ("rc-0147", "day",
     "Who spoke in praise of South Sudan on the same day that Xi Jinping consulted South Sudan?",
     ('Xi Jinping', 'consult', 'South Sudan', 'only'), 'day', (None, 'praise', 'South Sudan'), 'entity', 'all'),
    ("rc-0148", "before",
     "Before Oman met with Kazakhstan, who paid a visit to Oman last?",
     ('Oman', 'meet', 'Kazakhstan', 'only'), 'before', (None, 'visit', 'Oman'), 'entity', 'last'),
    ("rc-0149", "year",
     "In the same year that Iran praised South Africa, on what date did Javier Solana last sign a formal agreement with Iran?",
     ('Iran', 'praise', 'South Africa', 'only'), 'year', ('Javier Solana', 'sign', 'Iran'), 'day', 'last'),
    ("rc-0150", "year",
     "In what month did Abdullah Gül last meet with Shimon Peres in the year when Abdullah Gül issued a statement on the International Monetary Fund?",
     ('Abdullah Gül', 'statement', 'International Monetary Fund', 'only'), 'year', ('Abdullah Gül', 'meet', 'Shimon Peres'), 'month', 'last'),
    ("rc-0151", "after",
     "In what month did Bolivia first sign an agreement with Mahmoud Ahmadinejad after Yasuo Fukuda consulted Mahmoud Ahmadinejad?",
     ('Yasuo Fukuda', 'consult', 'Mahmoud Ahmadinejad', 'only'), 'after', ('Bolivia', 'sign', 'Mahmoud Ahmadinejad'), 'month', 'first'),
    ("rc-0152", "refFL",
     "Before the first time the International Monetary Fund visited Romania, who did the International Monetary Fund praise last?",
     ('International Monetary Fund', 'visit', 'Romania', 'first'), 'before', ('International Monetary Fund', 'praise', None), 'entity', 'last'),
    ("rc-0153", "refFL",
     "Before Kuwait's last visit to Sudan, in which year did Barack Obama last threaten Sudan?",
     ('Kuwait', 'visit', 'Sudan', 'last'), 'before', ('Barack Obama', 'threaten', 'Sudan'), 'year', 'last'),
    ("rc-0154", "before",
     "Before Roh Moo Hyun met with Cristina Fernández de Kirchner, in which year did Cambodia last host Roh Moo Hyun?",
     ('Roh Moo Hyun', 'meet', 'Cristina Fernández de Kirchner', 'only'), 'before', ('Cambodia', 'host', 'Roh Moo Hyun'), 'year', 'last'),
    ("rc-0155", "bytime",
     "By the time Laos made a statement about the Association of Southeast Asian Nations, who was the last to have hosted Laos?",
     ('Laos', 'statement', 'Association of Southeast Asian Nations', 'only'), 'before', (None, 'host', 'Laos'), 'entity', 'last'),
    ("rc-0156", "rightafter",
     "Who did Cambodia threaten right after Wang Yi held consultations with Cambodia?",
     ('Wang Yi', 'consult', 'Cambodia', 'only'), 'after', ('Cambodia', 'threaten', None), 'entity', 'first'),
    ("rc-0157", "year",
     "In the year when Ireland expressed an intention to meet Sudan, when did the UN Security Council first praise Sudan?",
     ('Ireland', 'intend_meet', 'Sudan', 'only'), 'year', ('UN Security Council', 'praise', 'Sudan'), 'day', 'first'),
    ("rc-0158", "month",
     "During the month in which Japan met with Olusegun Obasanjo, who praised Japan?",
     ('Japan', 'meet', 'Oluṣẹgun Ọbasanjọ', 'only'), 'month', (None, 'praise', 'Japan'), 'entity', 'all'),
    ("rc-0159", "after",
     "After Iraq made a statement about Abhisit Vejjajiva, in which month did Iraq first make demands of Iran?",
     ('Iraq', 'statement', 'Abhisit Vejjajiva', 'only'), 'after', ('Iraq', 'demand', 'Iran'), 'month', 'first'),
    ("rc-0160", "year",
     "During the year in which Dmitry Medvedev signed a formal agreement with Islam Karimov, in what month did Dmitry Medvedev last negotiate with Raúl Castro?",
     ('Dmitry Anatolyevich Medvedev', 'sign', 'Islam Karimov', 'only'), 'year', ('Dmitry Anatolyevich Medvedev', 'negotiate', 'Raúl Castro'), 'month', 'last'),
    ("rc-0161", "after",
     "After Julia Gillard negotiated with Ivan Gasparovic, which month did Julia Gillard first make an appeal to Queen Elizabeth II in?",
     ('Julia Gillard', 'negotiate', 'Ivan Gasparovic', 'only'), 'after', ('Julia Gillard', 'appeal', 'Elizabeth II'), 'month', 'first'),
    ("rc-0162", "before",
     "Before Xi Jinping held negotiations with the Association of Southeast Asian Nations, in what year did Xi Jinping last express optimism about South Sudan?",
     ('Xi Jinping', 'negotiate', 'Association of Southeast Asian Nations', 'only'), 'before', ('Xi Jinping', 'optimistic', 'South Sudan'), 'year', 'last'),
    ("rc-0163", "after",
     "Who did Tanzania first host after Tanzania expressed an intention to meet Oman?",
     ('Tanzania', 'intend_meet', 'Oman', 'only'), 'after', ('Tanzania', 'host', None), 'entity', 'first'),
    ("rc-0164", "month",
     "In the same month that Roh Moo Hyun engaged in diplomatic cooperation with King Juan Carlos I, on which day did Roh Moo Hyun first express an intention to meet King Juan Carlos I?",
     ('Roh Moo Hyun', 'cooperate', 'Juan Carlos I', 'only'), 'month', ('Roh Moo Hyun', 'intend_meet', 'Juan Carlos I'), 'day', 'first'),
    ("rc-0165", "once",
     "Once Yoshihiko Noda had made demands of Lee Myung Bak, in what month did Michael Sata first hold consultations with Lee Myung Bak?",
     ('Yoshihiko Noda', 'demand', 'Lee Myung Bak', 'only'), 'after', ('Michael Sata', 'consult', 'Lee Myung Bak'), 'month', 'first'),
    ("rc-0166", "priorto",
     "Prior to Shaukat Aziz's praise for Kuwait, when did Shaukat Aziz last meet with the International Monetary Fund?",
     ('Shaukat Aziz', 'praise', 'Kuwait', 'only'), 'before', ('Shaukat Aziz', 'meet', 'International Monetary Fund'), 'day', 'last'),
    ("rc-0167", "after",
     "After Saud bin Faisal bin Abdul-Aziz met with Haider Al-Abadi, in which month did Haider Al-Abadi first denounce Nuri al-Maliki?",
     ('Saud bin Faisal bin Abdul-Aziz', 'meet', 'Haider Al-Abadi', 'only'), 'after', ('Haider Al-Abadi', 'criticise', 'Nuri al-Maliki'), 'month', 'first'),
    ("rc-0168", "priorto",
     "Prior to Wen Jiabao's appeal to Yasuo Fukuda, who did Wen Jiabao make demands of last?",
     ('Wen Jiabao', 'appeal', 'Yasuo Fukuda', 'only'), 'before', ('Wen Jiabao', 'demand', None), 'entity', 'last'),
    ("rc-0169", "priorto",
     "In what year did the African Union last give aid to China prior to Ethiopia's visit to the African Union?",
     ('Ethiopia', 'visit', 'African Union', 'only'), 'before', ('African Union', 'aid', 'China'), 'year', 'last'),
    ("rc-0170", "following",
     "Following Angola's appeal to Barack Obama, on what date did Barack Obama first praise the United Arab Emirates?",
     ('Angola', 'appeal', 'Barack Obama', 'only'), 'after', ('Barack Obama', 'praise', 'United Arab Emirates'), 'day', 'first'),
    ("rc-0171", "before",
     "Who last hosted South Africa before Kazakhstan met with South Africa?",
     ('Kazakhstan', 'meet', 'South Africa', 'only'), 'before', (None, 'host', 'South Africa'), 'entity', 'last'),
    ("rc-0172", "priorto",
     "Prior to the High Commission for Refugees' visit to South Korea, in what year did the High Commission for Refugees last engage in diplomatic cooperation with Thailand?",
     ('South Korea', 'host', 'High Commission for Refugees', 'only'), 'before', ('High Commission for Refugees', 'cooperate', 'Thailand'), 'year', 'last'),
    ("rc-0173", "refFL",
     "After South Korea's last visit to China, who praised South Korea first?",
     ('South Korea', 'visit', 'China', 'last'), 'after', (None, 'praise', 'South Korea'), 'entity', 'first'),
    ("rc-0174", "rightafter",
     "Who did Iraq threaten right after Iraq received a visit from Yemen?",
     ('Iraq', 'host', 'Yemen', 'only'), 'after', ('Iraq', 'threaten', None), 'entity', 'first'),
    ("rc-0175", "rightafter",
     "Who did Alexis Tsipras praise right after Xi Jinping met with Alexis Tsipras?",
     ('Xi Jinping', 'meet', 'Alexis Tsipras', 'only'), 'after', ('Alexis Tsipras', 'praise', None), 'entity', 'first'),
    ("rc-0176", "bytime",
     "By the time Oman signed an agreement with South Korea, who was the last one Oman had praised?",
     ('Oman', 'sign', 'South Korea', 'only'), 'before', ('Oman', 'praise', None), 'entity', 'last'),
    ("rc-0177", "priorto",
     "Who was the last to receive a visit from Olusegun Obasanjo prior to Olusegun Obasanjo's meeting with Angola?",
     ('Oluṣẹgun Ọbasanjọ', 'meet', 'Angola', 'only'), 'before', (None, 'host', 'Oluṣẹgun Ọbasanjọ'), 'entity', 'last'),
    ("rc-0178", "priorto",
     "In which year did Rupiah Banda last denounce Michael Sata prior to Rupiah Banda's demands on Malawi?",
     ('Rupiah Banda', 'demand', 'Malawi', 'only'), 'before', ('Rupiah Banda', 'criticise', 'Michael Sata'), 'year', 'last'),
    ("rc-0179", "year",
     "In the year Kuwait spoke in praise of Romania, on what date did Portugal first express an intention to cooperate with Romania?",
     ('Kuwait', 'praise', 'Romania', 'only'), 'year', ('Portugal', 'intend_coop', 'Romania'), 'day', 'first'),
    ("rc-0180", "once",
     "Once Colombia had accused Mahmoud Ahmadinejad, who first issued a demand to Mahmoud Ahmadinejad?",
     ('Colombia', 'accuse', 'Mahmoud Ahmadinejad', 'only'), 'after', (None, 'demand', 'Mahmoud Ahmadinejad'), 'entity', 'first'),
    ("rc-0181", "following",
     "Following Isaias Afewerki's accusation against Djibouti, in what month did Eritrea first make a statement about Isaias Afewerki?",
     ('Isaias Afewerki', 'accuse', 'Djibouti', 'only'), 'after', ('Eritrea', 'statement', 'Isaias Afewerki'), 'month', 'first'),
    ("rc-0182", "year",
     "When did Wen Jiabao first sign an agreement with Shaukat Aziz in the year when Shaukat Aziz expressed optimism about Roh Moo Hyun?",
     ('Shaukat Aziz', 'optimistic', 'Roh Moo Hyun', 'only'), 'year', ('Wen Jiabao', 'sign', 'Shaukat Aziz'), 'day', 'first'),
    ("rc-0183", "once",
     "Who did Laos first denounce once Laos had met with Ethiopia?",
     ('Laos', 'meet', 'Ethiopia', 'only'), 'after', ('Laos', 'criticise', None), 'entity', 'first'),
    ("rc-0184", "before",
     "In what year did Bolivia last express an intention to cooperate with Evo Morales before Raúl Castro signed a formal agreement with Evo Morales?",
     ('Raúl Castro', 'sign', 'Evo Morales', 'only'), 'before', ('Bolivia', 'intend_coop', 'Evo Morales'), 'year', 'last'),
    ("rc-0185", "after",
     "After Human Rights Watch made demands of China, on which day did Laos first provide aid to China?",
     ('Human Rights Watch', 'demand', 'China', 'only'), 'after', ('Laos', 'aid', 'China'), 'day', 'first'),
    ("rc-0186", "refFL",
     "Who did Japan criticise first after the last time Japan signed an agreement with Kazakhstan?",
     ('Japan', 'sign', 'Kazakhstan', 'last'), 'after', ('Japan', 'criticise', None), 'entity', 'first'),
    ("rc-0187", "priorto",
     "Prior to Mexico's appeal to the International Monetary Fund, in which month did Pervez Musharraf last issue a statement on the International Monetary Fund?",
     ('Mexico', 'appeal', 'International Monetary Fund', 'only'), 'before', ('Pervez Musharraf', 'statement', 'International Monetary Fund'), 'month', 'last'),
    ("rc-0188", "after",
     "Who first criticised Shimon Peres after Shimon Peres expressed an intention to meet Mexico?",
     ('Shimon Peres', 'intend_meet', 'Mexico', 'only'), 'after', (None, 'criticise', 'Shimon Peres'), 'entity', 'first'),
    ("rc-0189", "refFL",
     "When did Cristina Fernández de Kirchner last express optimism about Japan before the last time Cristina Fernández de Kirchner paid a visit to Bolivia?",
     ('Cristina Fernández de Kirchner', 'visit', 'Bolivia', 'last'), 'before', ('Cristina Fernández de Kirchner', 'optimistic', 'Japan'), 'day', 'last'),
    ("rc-0190", "following",
     "In what month did Alexis Tsipras first accuse Portugal following Portugal's pledge to cooperate with Vietnam?",
     ('Portugal', 'intend_coop', 'Vietnam', 'only'), 'after', ('Alexis Tsipras', 'accuse', 'Portugal'), 'month', 'first'),
    ("rc-0191", "once",
     "Once Shaukat Aziz had consulted Mahmoud Ahmadinejad, when did Mahmoud Ahmadinejad first express an intention to cooperate with Kazakhstan?",
     ('Shaukat Aziz', 'consult', 'Mahmoud Ahmadinejad', 'only'), 'after', ('Mahmoud Ahmadinejad', 'intend_coop', 'Kazakhstan'), 'day', 'first'),
    ("rc-0192", "day",
     "On the day Yoshihiko Noda expressed optimism about the International Monetary Fund, who did Yoshihiko Noda meet with?",
     ('Yoshihiko Noda', 'optimistic', 'International Monetary Fund', 'only'), 'day', ('Yoshihiko Noda', 'meet', None), 'entity', 'all'),
    ("rc-0193", "after",
     "After Mahmoud Ahmadinejad appealed to Ethiopia, who did Mahmoud Ahmadinejad first threaten?",
     ('Mahmoud Ahmadinejad', 'appeal', 'Ethiopia', 'only'), 'after', ('Mahmoud Ahmadinejad', 'threaten', None), 'entity', 'first'),
    ("rc-0194", "day",
     "Who held consultations with Dmitry Medvedev on the day Alexis Tsipras expressed an intention to cooperate with Dmitry Medvedev?",
     ('Alexis Tsipras', 'intend_coop', 'Dmitry Anatolyevich Medvedev', 'only'), 'day', (None, 'consult', 'Dmitry Anatolyevich Medvedev'), 'entity', 'all'),
    ("rc-0195", "before",
     "Before Portugal engaged in diplomatic cooperation with South Africa, on what date did South Africa last host Uhuru Kenyatta?",
     ('Portugal', 'cooperate', 'South Africa', 'only'), 'before', ('South Africa', 'host', 'Uhuru Muigai Kenyatta'), 'day', 'last'),
    ("rc-0196", "priorto",
     "In what month did Alexis Tsipras last make demands of Angela Merkel prior to Alexis Tsipras' signing of an agreement with Angela Merkel?",
     ('Alexis Tsipras', 'sign', 'Angela Merkel', 'only'), 'before', ('Alexis Tsipras', 'demand', 'Angela Merkel'), 'month', 'last'),
    ("rc-0197", "day",
     "On the day that Human Rights Watch spoke in praise of the United Arab Emirates, who issued a statement on the United Arab Emirates?",
     ('Human Rights Watch', 'praise', 'United Arab Emirates', 'only'), 'day', (None, 'statement', 'United Arab Emirates'), 'entity', 'all'),
    ("rc-0198", "after",
     "In which year did Lee Myung Bak first express an intention to meet Bolivia after Bolivia visited Ireland?",
     ('Bolivia', 'visit', 'Ireland', 'only'), 'after', ('Lee Myung Bak', 'intend_meet', 'Bolivia'), 'year', 'first'),
    ("rc-0199", "year",
     "In the same year that Olusegun Obasanjo appealed to the African Union, which month did Sudan last denounce the African Union in?",
     ('Oluṣẹgun Ọbasanjọ', 'appeal', 'African Union', 'only'), 'year', ('Sudan', 'criticise', 'African Union'), 'month', 'last'),
    ("rc-0200", "bytime",
     "By the time Dmitry Medvedev consulted Tzipi Livni, who had last hosted Tzipi Livni?",
     ('Dmitry Anatolyevich Medvedev', 'consult', 'Tzipi Livni', 'only'), 'before', (None, 'host', 'Tzipi Livni'), 'entity', 'last'),
    ("rc-0201", "before",
     "Before Javier Solana expressed an intention to meet Kazakhstan, in which year did France last issue a statement on Javier Solana?",
     ('Javier Solana', 'intend_meet', 'Kazakhstan', 'only'), 'before', ('France', 'statement', 'Javier Solana'), 'year', 'last'),
    ("rc-0202", "month",
     "In the month when Tsai Ing-wen expressed an intention to cooperate with Ma Ying Jeou, on what date did Ma Ying Jeou first appeal to Tsai Ing-wen?",
     ('Tsai Ing-wen', 'intend_coop', 'Ma Ying Jeou', 'only'), 'month', ('Ma Ying Jeou', 'appeal', 'Tsai Ing-wen'), 'day', 'first'),
    ("rc-0203", "rightafter",
     "Who made demands of Islam Karimov right after Islam Karimov spoke in praise of Barack Obama?",
     ('Islam Karimov', 'praise', 'Barack Obama', 'only'), 'after', (None, 'demand', 'Islam Karimov'), 'entity', 'first'),
    ("rc-0204", "year",
     "During the year in which Ethiopia engaged in diplomatic cooperation with Angola, who did Angola first praise?",
     ('Ethiopia', 'cooperate', 'Angola', 'only'), 'year', ('Angola', 'praise', None), 'entity', 'first'),
    ("rc-0205", "rightafter",
     "Right after Abdullah Gül spoke in praise of Romania, who made demands of Romania?",
     ('Abdullah Gül', 'praise', 'Romania', 'only'), 'after', (None, 'demand', 'Romania'), 'entity', 'first'),
    ("rc-0206", "before",
     "Before Wang Yi expressed an intention to meet Mexico, in which month did Tony Blair last express optimism about Mexico?",
     ('Wang Yi', 'intend_meet', 'Mexico', 'only'), 'before', ('Tony Blair', 'optimistic', 'Mexico'), 'month', 'last'),
    ("rc-0207", "priorto",
     "Prior to the African Union's stated intention to meet Portugal, on what date did Ireland last sign an agreement with Portugal?",
     ('African Union', 'intend_meet', 'Portugal', 'only'), 'before', ('Ireland', 'sign', 'Portugal'), 'day', 'last'),
    ("rc-0208", "after",
     "In what year did Alexis Tsipras first hold a phone call with the High Commission for Refugees after the High Commission for Refugees made an appeal to Romania?",
     ('High Commission for Refugees', 'appeal', 'Romania', 'only'), 'after', ('Alexis Tsipras', 'phone', 'High Commission for Refugees'), 'year', 'first'),
    ("rc-0209", "priorto",
     "In which month did Tony Blair last provide aid to South Africa prior to Raúl Castro's stated intention to meet South Africa?",
     ('Raúl Castro', 'intend_meet', 'South Africa', 'only'), 'before', ('Tony Blair', 'aid', 'South Africa'), 'month', 'last'),
    ("rc-0210", "before",
     "Before Ireland received a visit from Bolivia, in what year did Bolivia last provide aid to Evo Morales?",
     ('Ireland', 'host', 'Bolivia', 'only'), 'before', ('Bolivia', 'aid', 'Evo Morales'), 'year', 'last'),
    ("rc-0211", "month",
     "When did Wang Yi last express an intention to cooperate with Macky Sall in the same month that Macky Sall met with Wang Yi?",
     ('Macky Sall', 'meet', 'Wang Yi', 'only'), 'month', ('Wang Yi', 'intend_coop', 'Macky Sall'), 'day', 'last'),
    ("rc-0212", "once",
     "Who provided aid to Laos first once Kuwait had hosted Laos?",
     ('Kuwait', 'host', 'Laos', 'only'), 'after', (None, 'aid', 'Laos'), 'entity', 'first'),
    ("rc-0213", "year",
     "In which month did Lee Myung Bak first negotiate with Islam Karimov during the same year that Lee Myung Bak criticised Yasuo Fukuda?",
     ('Lee Myung Bak', 'criticise', 'Yasuo Fukuda', 'only'), 'year', ('Lee Myung Bak', 'negotiate', 'Islam Karimov'), 'month', 'first'),
    ("rc-0214", "priorto",
     "Prior to Tony Blair's appeal to South Africa, which year did Mahmoud Abbas last host Tony Blair in?",
     ('Tony Blair', 'appeal', 'South Africa', 'only'), 'before', ('Mahmoud Abbas', 'host', 'Tony Blair'), 'year', 'last'),
    ("rc-0215", "rightafter",
     "Right after Roh Moo Hyun praised Yemen, who did Yemen visit?",
     ('Roh Moo Hyun', 'praise', 'Yemen', 'only'), 'after', ('Yemen', 'visit', None), 'entity', 'first'),
    ("rc-0216", "priorto",
     "Prior to Javier Solana's appeal to Pervez Musharraf, which year did Javier Solana last make a statement about Malaysia in?",
     ('Javier Solana', 'appeal', 'Pervez Musharraf', 'only'), 'before', ('Javier Solana', 'statement', 'Malaysia'), 'year', 'last'),
    ("rc-0217", "bytime",
     "By the time the High Commission for Refugees visited Malaysia, on what date had Ali Abdullah Saleh last expressed optimism about the High Commission for Refugees?",
     ('High Commission for Refugees', 'visit', 'Malaysia', 'only'), 'before', ('Ali Abdullah Saleh', 'optimistic', 'High Commission for Refugees'), 'day', 'last'),
    ("rc-0218", "following",
     "Following Abdullah Gül's statement about Portugal, which month did Evo Morales first accuse Portugal in?",
     ('Abdullah Gül', 'statement', 'Portugal', 'only'), 'after', ('Evo Morales', 'accuse', 'Portugal'), 'month', 'first'),
    ("rc-0219", "bytime",
     "By the time the High Commission for Refugees expressed an intention to cooperate with South Sudan, when had Sudan last signed an agreement with the High Commission for Refugees?",
     ('High Commission for Refugees', 'intend_coop', 'South Sudan', 'only'), 'before', ('Sudan', 'sign', 'High Commission for Refugees'), 'day', 'last'),
    ("rc-0220", "bytime",
     "In what year had Raúl Castro last made a statement about Dmitry Medvedev by the time Cristina Fernández de Kirchner expressed an intention to cooperate with Raúl Castro?",
     ('Cristina Fernández de Kirchner', 'intend_coop', 'Raúl Castro', 'only'), 'before', ('Raúl Castro', 'statement', 'Dmitry Anatolyevich Medvedev'), 'year', 'last'),
    ("rc-0221", "once",
     "Who hosted Shaukat Aziz first once Shaukat Aziz had consulted Kuwait?",
     ('Shaukat Aziz', 'consult', 'Kuwait', 'only'), 'after', (None, 'host', 'Shaukat Aziz'), 'entity', 'first'),
    ("rc-0222", "bytime",
     "In what year had Tony Blair last negotiated with Ali Abdullah Saleh by the time Mahmoud Abbas denounced Tony Blair?",
     ('Mahmoud Abbas', 'criticise', 'Tony Blair', 'only'), 'before', ('Tony Blair', 'negotiate', 'Ali Abdullah Saleh'), 'year', 'last'),
    ("rc-0223", "year",
     "During the year in which Oman signed a formal agreement with Japan, who did Japan first criticise?",
     ('Oman', 'sign', 'Japan', 'only'), 'year', ('Japan', 'criticise', None), 'entity', 'first'),
    ("rc-0224", "after",
     "In what month did Uhuru Kenyatta first visit South Africa after Cristina Fernández de Kirchner made a statement about South Africa?",
     ('Cristina Fernández de Kirchner', 'statement', 'South Africa', 'only'), 'after', ('Uhuru Muigai Kenyatta', 'visit', 'South Africa'), 'month', 'first'),
    ("rc-0225", "month",
     "Who made a statement about Abdel Fattah Al-Sisi first in the same month that Abdel Fattah Al-Sisi consulted Yemen?",
     ('Abdel Fattah Al-Sisi', 'consult', 'Yemen', 'only'), 'month', (None, 'statement', 'Abdel Fattah Al-Sisi'), 'entity', 'first'),
    ("rc-0226", "day",
     "On the day Muhammadu Buhari met with the African Union, who made a statement about the African Union?",
     ('Muhammadu Buhari', 'meet', 'African Union', 'only'), 'day', (None, 'statement', 'African Union'), 'entity', 'all'),
    ("rc-0227", "year",
     "Who last signed an agreement with Malaysia during the same year that Malaysia praised Barack Obama?",
     ('Malaysia', 'praise', 'Barack Obama', 'only'), 'year', (None, 'sign', 'Malaysia'), 'entity', 'last'),
    ("rc-0228", "once",
     "Who did Yoshihiko Noda denounce first once Thailand had expressed an intention to meet Yoshihiko Noda?",
     ('Thailand', 'intend_meet', 'Yoshihiko Noda', 'only'), 'after', ('Yoshihiko Noda', 'criticise', None), 'entity', 'first'),
    ("rc-0229", "month",
     "On which day did Sudan first sign a formal agreement with Ethiopia in the month when the United Arab Emirates received a visit from Ethiopia?",
     ('United Arab Emirates', 'host', 'Ethiopia', 'only'), 'month', ('Sudan', 'sign', 'Ethiopia'), 'day', 'first'),
    ("rc-0230", "rightafter",
     "Right after Qatar consulted Eritrea, who threatened Qatar?",
     ('Qatar', 'consult', 'Eritrea', 'only'), 'after', (None, 'threaten', 'Qatar'), 'entity', 'first'),
    ("rc-0231", "rightafter",
     "Who did Catherine Ashton visit right after Catherine Ashton criticised Sudan?",
     ('Catherine Ashton', 'criticise', 'Sudan', 'only'), 'after', ('Catherine Ashton', 'visit', None), 'entity', 'first'),
    ("rc-0232", "year",
     "During the year in which Catherine Ashton praised the African Union, on which day did Catherine Ashton last make demands of Yemen?",
     ('Catherine Ashton', 'praise', 'African Union', 'only'), 'year', ('Catherine Ashton', 'demand', 'Yemen'), 'day', 'last'),
    ("rc-0233", "year",
     "On what date did Ali Abdullah Saleh last issue a statement on Oman in the year in which Ali Abdullah Saleh criticised Yemen?",
     ('Ali Abdullah Saleh', 'criticise', 'Yemen', 'only'), 'year', ('Ali Abdullah Saleh', 'statement', 'Oman'), 'day', 'last'),
    ("rc-0234", "day",
     "Which country signed an agreement with the International Monetary Fund on the same day that the International Monetary Fund expressed an intention to meet Bolivia?",
     ('International Monetary Fund', 'intend_meet', 'Bolivia', 'only'), 'day', (None, 'sign', 'International Monetary Fund'), 'entity', 'all'),
    ("rc-0235", "once",
     "On which day did Tzipi Livni first make an appeal to Mahmoud Abbas once Mahmoud Abbas had met with Abdoulaye Wade?",
     ('Mahmoud Abbas', 'meet', 'Abdoulaye Wade', 'only'), 'after', ('Tzipi Livni', 'appeal', 'Mahmoud Abbas'), 'day', 'first'),
    ("rc-0236", "after",
     "After Evo Morales made a statement about Lee Myung Bak, which month did Evo Morales first accuse France in?",
     ('Evo Morales', 'statement', 'Lee Myung Bak', 'only'), 'after', ('Evo Morales', 'accuse', 'France'), 'month', 'first'),
    ("rc-0237", "year",
     "During the year in which Lee Myung Bak expressed an intention to meet Bolivia, in what month did Rafael Correa last make demands of Bolivia?",
     ('Lee Myung Bak', 'intend_meet', 'Bolivia', 'only'), 'year', ('Rafael Correa', 'demand', 'Bolivia'), 'month', 'last'),
    ("rc-0238", "bytime",
     "When had Barack Obama last praised Yoshihiko Noda by the time Barack Obama made a statement about Yoshihiko Noda?",
     ('Barack Obama', 'statement', 'Yoshihiko Noda', 'only'), 'before', ('Barack Obama', 'praise', 'Yoshihiko Noda'), 'day', 'last'),
    ("rc-0239", "month",
     "On what date did Nicos Anastasiades last express an intention to cooperate with Alexis Tsipras during the month in which Federica Mogherini spoke by telephone with Alexis Tsipras?",
     ('Federica Mogherini', 'phone', 'Alexis Tsipras', 'only'), 'month', ('Nicos Anastasiades', 'intend_coop', 'Alexis Tsipras'), 'day', 'last'),
    ("rc-0240", "following",
     "Following Barack Obama's signing of an agreement with Mexico, who first spoke in praise of Barack Obama?",
     ('Barack Obama', 'sign', 'Mexico', 'only'), 'after', (None, 'praise', 'Barack Obama'), 'entity', 'first'),
]


# ---------------------------------------------------------------------------------------------
# Text <-> meaning consistency (a guard against copy errors; the meaning is what is computed)
# ---------------------------------------------------------------------------------------------
# graph name -> the shorter common form used in the question text (others appear as written)
NAME_FORMS = {
    "Dmitry Anatolyevich Medvedev": "Dmitry Medvedev",
    "Oluṣẹgun Ọbasanjọ": "Olusegun Obasanjo",
    "Uhuru Muigai Kenyatta": "Uhuru Kenyatta",
    "Jakaya Mrisho Kikwete": "Jakaya Kikwete",
    "Ashraf Ghani Ahmadzai": "Ashraf Ghani",
    "Mikhail Yefimovich Fradkov": "Mikhail Fradkov",
    "Henry M. Paulson": "Henry Paulson",
    "Sergey Kuzhugetovich Shoygu": "Sergey Shoygu",
    "Pedro Manuel Mamede Passos Coelho": "Pedro Passos Coelho",
    "Nelson Azevedo Jobim": "Nelson Jobim",
}
VERB_WORDS = {
    "visit": ["visit", "trip"], "host": ["host", "receive a visit", "received a visit", "visit to"],
    "criticise": ["criticis", "denounc"], "accuse": ["accus"], "statement": ["statement"],
    "optimistic": ["optimis"], "meet": ["met with", "meet with", "meeting with"], "consult": ["consult"],
    "negotiate": ["negotiat"], "intend_meet": ["intention to meet"], "phone": ["phone", "telephone"],
    "sign": ["agreement"], "threaten": ["threat"], "appeal": ["appeal"], "praise": ["prais"],
    "cooperate": ["diplomatic cooperation"], "intend_coop": ["intention to cooperate", "pledge to cooperate"],
    "demand": ["demand"], "aid": ["aid to"], "sanction": ["sanction"],
}
GROUP_WORDS = {
    "year": r"\b(the|same) year\b", "month": r"\b(the|same) month\b", "day": r"\bon the (same )?day\b",
    "after": r"\bafter\b", "once": r"\bonce\b.* had ", "following": r"\bfollowing\b",
    "rightafter": r"\bright after\b", "bytime": r"\bby the time\b", "before": r"\bbefore\b",
    "priorto": r"\bprior to\b", "refFL": r"\b(after|before)\b.*\b(first|last) (visit|trip|time)\b",
}
GROUP_OP = {"year": "year", "month": "month", "day": "day", "after": "after", "once": "after",
            "following": "after", "rightafter": "after", "bytime": "before", "before": "before",
            "priorto": "before"}
ASK_WORDS = {
    "entity": r"\b(who|whom|which country|which countries)\b",
    "day": r"\b(when (did|had)|on (what|which) (date|day) (did|had))\b",
    "month": r"\b(which|what) month\b", "year": r"\b(which|what) year\b",
}
MIN_FACTS = 150


def check_text(g, qid, group, text, ref, op, main, ask, sel):
    import re
    low = text.lower()
    ents = [ref[0], ref[2]] + [e for e in (main[0], main[2]) if e is not None]
    for e in ents:
        assert g.count.get(e, 0) >= MIN_FACTS, (qid, e, "too rare")
        assert NAME_FORMS.get(e, e).lower() in low, (qid, e, "name not in text")
    for v in (ref[1], main[1]):
        assert any(w in low for w in VERB_WORDS[v]), (qid, v, "wording not in text")
    assert re.search(GROUP_WORDS[group], low), (qid, group)
    if group != "rightafter":
        assert "right after" not in low, qid
    if group == "refFL":
        assert ref[3] in ("first", "last") and op in ("after", "before"), qid
        assert re.search(r"\b%s (visit|trip|time)\b" % ref[3], low), qid
    else:
        assert ref[3] == "only" and GROUP_OP[group] == op, qid
    assert re.search(ASK_WORDS[ask], low), (qid, ask)
    main_part = low
    if group == "refFL":     # ignore the reference's own first/last
        main_part = re.sub(r"\b(first|last) (visit|trip|time)\b", "", low)
    if sel == "all":
        assert not re.search(r"\b(first|last)\b", main_part), qid
    elif group == "rightafter":
        assert sel == "first" and not re.search(r"\b(first|last)\b", main_part), qid
    else:
        assert re.search(r"\b%s\b" % sel, main_part), (qid, sel)
        assert not re.search(r"\b%s\b" % ("last" if sel == "first" else "first"), main_part), qid
    assert text.endswith("?") and text[0].isupper(), qid


# ---------------------------------------------------------------------------------------------
def main(argv):
    if len(argv) != 2:
        sys.exit("usage: python3 gold.py ../../../shared/data/multitq/full.txt.gz")
    g = Graph(argv[1])
    assert g.nfacts == 461329, g.nfacts
    out = []
    seen = set()
    for n, (qid, group, text, ref, op, mainc, ask, sel) in enumerate(QUESTIONS):
        assert qid == "rc-%04d" % (n + 1), qid
        assert text not in seen, qid
        seen.add(text)
        spec = {"ref": ref, "op": op, "main": mainc, "ask": ask, "sel": sel}
        check_spec(spec)
        check_text(g, qid, group, text, ref, op, mainc, ask, sel)
        answers, problem = evaluate(g, spec)
        if problem:
            sys.exit("%s fails: %s" % (qid, problem))
        if ask == "entity":
            assert len(answers) <= 3 and all(a in g.count for a in answers), qid
            assert not ({a for a in answers} & {e for e in (mainc[0], mainc[2]) if e}), qid
        out.append((group, ask, {"id": qid, "question": text, "answers": list(answers)}))

    # size and coverage
    assert len(out) == 240
    groups = sorted({grp for grp, _, _ in out})
    table = {}
    for grp, ask, _ in out:
        k = "entity" if ask == "entity" else "time"
        table.setdefault(grp, {"entity": 0, "time": 0})[k] += 1
    for grp in groups:
        assert sum(table[grp].values()) >= 20, grp
    n_ent = sum(t["entity"] for t in table.values())
    assert 100 <= n_ent <= 140, n_ent

    # even/odd halves are balanced by wording group and answer kind
    for grp in groups:
        halves = [sum(1 for x in out[i::2] if x[0] == grp) for i in (0, 1)]
        assert abs(halves[0] - halves[1]) <= 2, (grp, halves)
    assert sum(1 for x in out[0::2] if x[1] == "entity") == n_ent // 2

    here = os.path.dirname(os.path.abspath(__file__))
    for name, part in (("refclause-dev.json", out[0::2]), ("refclause-test.json", out[1::2])):
        data = [q for _, _, q in part]
        with open(os.path.join(here, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    print("facts %d (head = tail, unused: %d); questions %d (entity %d, time %d)"
          % (g.nfacts, g.selfloops, len(out), n_ent, len(out) - n_ent))
    for grp in groups:
        print("  %-10s entity %2d  time %2d" % (grp, table[grp]["entity"], table[grp]["time"]))
    kinds = {}
    for _, ask, _ in out:
        kinds[ask] = kinds.get(ask, 0) + 1
    print("  answer kinds:", ", ".join("%s %d" % kv for kv in sorted(kinds.items())))
    print("wrote refclause-dev.json (%d) and refclause-test.json (%d)" % (len(out[0::2]), len(out[1::2])))


if __name__ == "__main__":
    main(sys.argv)
