#!/usr/bin/env python3
"""newkinds2: an independent question set over ICEWS05-15 (MultiTQ's kg/full.txt).

Everything needed to rebuild the gold answers lives in this file:

  * the data loader (MultiTQ's full.txt.gz, underscores -> spaces),
  * the tables (everyday wording of relations, countries, international
    organisations, borderline entities, natural names of sector entities),
  * the semantics of each question kind (functions sem_*),
  * the cases: each one is data -- the question text next to its meaning
    (the structured fields the semantics reads), see CASES at the bottom,
  * the checks (they raise on any failure),
  * the writer (newkinds2-dev.json, ids in case order).

Run:  python3 gold.py            -> checks everything, writes newkinds2-dev.json
      python3 gold.py --check    -> checks only

Python 3 standard library only.  A period is a day ("2012-09-13"), a month
("2012-09") or a year ("2012"); a fact is in a period iff its day starts with
the period string.
"""
import csv
import gzip
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("MULTITQ_FULL", "../../../shared/data/multitq/full.txt.gz")
OUT = os.path.join(HERE, "newkinds2-dev.json")

# ---------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------

# Relations asked in everyday English.  For each relation: the wordings used
# (base form / past form, "{o}" is the object), and the "confounders": other
# graph relations an English reader might also count under the same wording.
# Questions are only kept when the answer does not change if the confounders
# are counted too (see `robust`), so the wording is unambiguous for the case.
# "rev" confounders are read in the reverse direction (A hosts B ~ B visits A).
VERBS = {
    "Make a visit": dict(
        base=["visit {o}", "pay a visit to {o}"],
        past=["visited {o}", "paid a visit to {o}"],
        conf=[], rev=["Host a visit"]),
    "Host a visit": dict(
        base=["host {o}", "receive a visit from {o}"],
        past=["hosted {o}", "received a visit from {o}"],
        conf=[], rev=["Make a visit"]),
    "Criticize or denounce": dict(
        base=["criticise {o}", "denounce {o}"],
        past=["criticised {o}", "denounced {o}"],
        conf=[], rev=[]),
    "Praise or endorse": dict(
        base=["praise {o}", "speak approvingly of {o}"],
        past=["praised {o}", "spoke approvingly of {o}"],
        conf=[], rev=[]),
    "Accuse": dict(
        base=["accuse {o}", "level an accusation at {o}"],
        past=["accused {o}", "levelled an accusation at {o}"],
        conf=["Accuse of aggression", "Accuse of crime, corruption",
              "Accuse of espionage, treason", "Accuse of human rights abuses",
              "Accuse of war crimes"], rev=[]),
    "Threaten": dict(
        base=["threaten {o}", "issue a threat against {o}"],
        past=["threatened {o}", "issued a threat against {o}"],
        conf=["Threaten non-force",
              "Threaten to halt international involvement (non-mediation)",
              "Threaten to halt mediation", "Threaten to halt negotiations",
              "Threaten to impose curfew",
              "Threaten to impose state of emergency or martial law",
              "Threaten to reduce or break relations",
              "Threaten to reduce or stop aid",
              "Threaten with administrative sanctions",
              "Threaten with military force",
              "Threaten with political dissent, protest",
              "Threaten with repression",
              "Threaten with restrictions on political freedoms",
              "Threaten with sanctions, boycott, embargo", "Give ultimatum"],
        rev=[]),
    "Make an appeal or request": dict(
        base=["make an appeal or request to {o}", "appeal to {o}"],
        past=["made an appeal or request to {o}", "appealed to {o}"],
        conf=["Appeal for aid", "Appeal for change in institutions, regime",
              "Appeal for change in leadership",
              "Appeal for de-escalation of military engagement",
              "Appeal for diplomatic cooperation (such as policy support)",
              "Appeal for easing of administrative sanctions",
              "Appeal for easing of economic sanctions, boycott, or embargo",
              "Appeal for easing of political dissent",
              "Appeal for economic aid", "Appeal for economic cooperation",
              "Appeal for humanitarian aid", "Appeal for intelligence",
              "Appeal for judicial cooperation",
              "Appeal for material cooperation", "Appeal for military aid",
              "Appeal for military cooperation",
              "Appeal for military protection or peacekeeping",
              "Appeal for policy change", "Appeal for political reform",
              "Appeal for release of persons or property", "Appeal for rights",
              "Appeal for target to allow international involvement (non-mediation)",
              "Appeal to engage in or accept mediation",
              "Appeal to others to meet or negotiate",
              "Appeal to others to settle dispute", "Appeal to yield"],
        rev=[]),
    "Sign formal agreement": dict(
        base=["sign a formal agreement with {o}"],
        past=["signed a formal agreement with {o}"],
        conf=[], rev=[]),
    "Engage in negotiation": dict(
        base=["negotiate with {o}", "hold negotiations with {o}"],
        past=["negotiated with {o}", "held negotiations with {o}"],
        conf=[], rev=[]),
    "Consult": dict(
        base=["consult {o}", "hold consultations with {o}"],
        past=["consulted {o}", "held consultations with {o}"],
        conf=["Discuss by telephone", "Meet at a 'third' location"], rev=[]),
    "Discuss by telephone": dict(
        base=["talk to {o} by telephone", "speak by phone with {o}"],
        past=["talked to {o} by telephone", "spoke by phone with {o}"],
        conf=[], rev=[]),
    "Arrest, detain, or charge with legal action": dict(
        base=["arrest, detain or charge {o}"],
        past=["arrested, detained or charged {o}"],
        conf=[], rev=[]),
    "Express intent to cooperate": dict(
        base=["express an intent to cooperate with {o}",
              "signal a willingness to cooperate with {o}"],
        past=["expressed an intent to cooperate with {o}",
              "signalled a willingness to cooperate with {o}"],
        conf=["Express intent to cooperate economically",
              "Express intent to cooperate militarily",
              "Express intent to cooperate on intelligence",
              "Express intent to cooperate on judicial matters",
              "Express intent to engage in diplomatic cooperation (such as policy support)",
              "Express intent to engage in material cooperation"], rev=[]),
    "Express intent to meet or negotiate": dict(
        base=["express an intent to meet or negotiate with {o}"],
        past=["expressed an intent to meet or negotiate with {o}"],
        conf=[], rev=[]),
    "Engage in diplomatic cooperation": dict(
        base=["engage in diplomatic cooperation with {o}"],
        past=["engaged in diplomatic cooperation with {o}"],
        conf=[], rev=[]),
    "Use conventional military force": dict(
        base=["use conventional military force against {o}"],
        past=["used conventional military force against {o}"],
        conf=["fight with small arms and light weapons",
              "fight with artillery and tanks", "Employ aerial weapons"],
        rev=[]),
    "Provide humanitarian aid": dict(
        base=["provide humanitarian aid to {o}"],
        past=["provided humanitarian aid to {o}"],
        conf=["Provide aid"], rev=[]),
    "Make optimistic comment": dict(
        base=["make an optimistic comment about {o}"],
        past=["made an optimistic comment about {o}"],
        conf=[], rev=[]),
    "Investigate": dict(
        base=["investigate {o}", "open an investigation into {o}"],
        past=["investigated {o}", "opened an investigation into {o}"],
        conf=["Investigate crime, corruption", "Investigate human rights abuses",
              "Investigate military action", "Investigate war crimes"], rev=[]),
    "Demand": dict(
        base=["make a demand of {o}", "issue a demand to {o}"],
        past=["made a demand of {o}", "issued a demand to {o}"],
        conf=[], rev=[]),  # the Demand * relations are filled in below
}

# Countries: graph entities that are sovereign states (ICEWS05-15 as written in
# MultiTQ has only these; e.g. there is no plain "United States" or "India").
COUNTRIES = {
    "Angola", "Bahamas", "Belize", "Bhutan", "Bolivia", "Burundi", "Cambodia",
    "Cape Verde", "China", "Colombia", "Comoros", "Djibouti",
    "Dominican Republic", "Eritrea", "Ethiopia", "France", "Guatemala",
    "Guinea-Bissau", "Iran", "Iraq", "Ireland", "Japan", "Kazakhstan",
    "South Korea", "Kuwait", "Laos", "Lesotho", "Madagascar", "Malawi",
    "Malaysia", "Maldives", "Mauritania", "Mexico", "Niger", "Oman",
    "Portugal", "Qatar", "Romania", "South Africa", "South Sudan", "Sudan",
    "Swaziland", "Tanzania", "Thailand", "Timor-Leste", "Togo",
    "Trinidad and Tobago", "United Arab Emirates", "Vanuatu", "Vietnam",
    "Yemen",
}
# Entities a reader might or might not call a country.  A "country" answer
# must not change when these are counted as countries too.
BORDERLINE_COUNTRY = {
    "Holy See", "Republic of South Ossetia", "Northern Ireland", "Aceh",
    "Tatarstan", "Middle East", "North America", "Pakistan administered Kashmir",
    "The Hague", "Abkhazia", "Chechnya", "Kurdistan", "Scotland", "Palestine",
}

# International organisations (intergovernmental bodies) present in the graph.
INTL_ORGS = {
    "UN Security Council", "African Union",
    "Association of Southeast Asian Nations", "International Monetary Fund",
    "High Commission for Refugees", "East African Community",
    "Office of the United Nations High Commissioner for Human Rights",
    "Economic Cooperation Organization",
    "Organization of Petroleum Exporting Countries",
    "Eurasian Economic Community", "United Nations Children's Fund",
    "International Maritime Organization", "Mekong River Commission",
    "Andean Community",
}
BORDERLINE_ORG = {
    "International Court of Justice", "European Central Bank",
    "Nonaligned Movement", "Special Rapporteurs of the United Nations",
    "UN Mission in Sudan", "United Nations Interim Administration in Kosovo",
    "Peace and Security Council", "International Government Organizations",
    "International Federation of Red Cross and Red Crescent Societies",
    "International Federation of Human Rights", "Special Court for Sierra Leone",
    "USAID",
}

# Natural English for some sector entities "Type (Country)".
THE = {"United States", "United Kingdom", "Philippines", "Czech Republic",
       "United Arab Emirates", "Netherlands", "Dominican Republic", "Maldives",
       "Bahamas", "Central African Republic"}
DEMONYM = {
    "Australia": "Australian", "Nigeria": "Nigerian", "South Africa": "South African",
    "Philippines": "Philippine", "India": "Indian", "Kenya": "Kenyan",
    "Thailand": "Thai", "China": "Chinese", "Japan": "Japanese", "Iran": "Iranian",
    "Iraq": "Iraqi", "Pakistan": "Pakistani", "Egypt": "Egyptian",
    "Indonesia": "Indonesian", "Malaysia": "Malaysian", "Mexico": "Mexican",
    "Turkey": "Turkish", "Afghanistan": "Afghan", "Israel": "Israeli",
    "Sri Lanka": "Sri Lankan", "Bangladesh": "Bangladeshi", "Canada": "Canadian",
    "France": "French", "Greece": "Greek", "Sudan": "Sudanese", "Syria": "Syrian",
    "Uganda": "Ugandan", "Zimbabwe": "Zimbabwean", "Russia": "Russian",
    "South Korea": "South Korean", "Vietnam": "Vietnamese", "Yemen": "Yemeni",
    "Brazil": "Brazilian", "Somalia": "Somali", "Ukraine": "Ukrainian",
    "Nepal": "Nepalese", "Colombia": "Colombian", "Venezuela": "Venezuelan",
    "Tanzania": "Tanzanian", "Zambia": "Zambian", "Ghana": "Ghanaian",
    "Cambodia": "Cambodian", "Libya": "Libyan", "Lebanon": "Lebanese",
}
SECTOR_FORMS = {
    # type -> list of wordings; {c} country (with "the" if needed), {d} demonym
    "Citizen": ["citizens of {c}"],
    "Police": ["the {d} police", "the police in {c}"],
    "Government": ["the government of {c}", "the {d} government"],
    "Military": ["the {d} military", "the armed forces of {c}"],
    "Protester": ["protesters in {c}"],
}


def sector_parts(e):
    m = re.fullmatch(r"(.+) \((.+)\)", e)
    return (m.group(1), m.group(2)) if m else (None, None)


# Scopes of sector entities given a natural wording ("citizens of Kenya"):
# states (UN members, plus Taiwan, Kosovo, Hong Kong).  Other scopes (regions,
# parties, "Unidentified State Actor", ...) keep the graph's own name.
SCOPES = set("""Afghanistan Albania Algeria Andorra Angola Antigua_and_Barbuda
Argentina Armenia Australia Austria Azerbaijan Bahamas Bahrain Bangladesh
Barbados Belarus Belgium Belize Benin Bhutan Bolivia Bosnia_and_Herzegovina
Botswana Brazil Brunei Bulgaria Burkina_Faso Burundi Cambodia Cameroon Canada
Cape_Verde Central_African_Republic Chad Chile China Colombia Comoros
Costa_Rica Cote_d'Ivoire Croatia Cuba Cyprus Czech_Republic Denmark Djibouti
Dominica Dominican_Republic Ecuador Egypt El_Salvador Equatorial_Guinea Eritrea
Estonia Ethiopia Fiji Finland France Gabon Gambia Georgia Germany Ghana Greece
Grenada Guatemala Guinea Guinea-Bissau Guyana Haiti Honduras Hungary Iceland
India Indonesia Iran Iraq Ireland Israel Italy Jamaica Japan Jordan Kazakhstan
Kenya Kiribati North_Korea South_Korea Kuwait Kyrgyzstan Laos Latvia Lebanon
Lesotho Liberia Libya Liechtenstein Lithuania Luxembourg Macedonia Madagascar
Malawi Malaysia Maldives Mali Malta Mauritania Mauritius Mexico Moldova Monaco
Mongolia Montenegro Morocco Mozambique Myanmar Namibia Nepal Netherlands
New_Zealand Nicaragua Niger Nigeria Norway Oman Pakistan Panama
Papua_New_Guinea Paraguay Peru Philippines Poland Portugal Qatar Romania Russia
Rwanda Saudi_Arabia Senegal Serbia Seychelles Sierra_Leone Singapore Slovakia
Slovenia Somalia South_Africa South_Sudan Spain Sri_Lanka Sudan Suriname
Swaziland Sweden Switzerland Syria Tajikistan Tanzania Thailand Timor-Leste
Togo Tonga Trinidad_and_Tobago Tunisia Turkey Turkmenistan Uganda Ukraine
United_Arab_Emirates United_Kingdom United_States Uruguay Uzbekistan Vanuatu
Venezuela Vietnam Yemen Zambia Zimbabwe Taiwan Kosovo Hong_Kong""".split())
SCOPES = {x.replace("_", " ") for x in SCOPES}
# Names read with "the" in running English.
ARTICLE_WORDS = re.compile(
    r"\b(Council|Union|Association|Fund|Bank|Agency|Party|Movement|Forces|"
    r"Commission|Office|Court|Senate|Army|Front|Organization|Community|Police|"
    r"Brigades|Service|Navy|Ministry|Assembly|Committee|Institute|Federation|"
    r"Authority|Alliance|Congress|League|Command|Battalion|Administration|"
    r"Foundation|Corporation|Group|Mission|Nations|Coalition|Department|Force)\b")
ARTICLE_NAMES = {"Associated Press", "Kuomintang", "Rajya Sabha", "Verkhovna Rada",
                 "Holy See", "Middle East", "Taliban", "Hague", "Lok Sabha",
                 "Knesset", "Bundestag", "Duma"}


def say_forms(e):
    """All wordings allowed for entity e in a question (first one preferred)."""
    if e in THE or e in ARTICLE_NAMES or (ARTICLE_WORDS.search(e) and "(" not in e
                                           and not e.startswith("The ")):
        return ["the " + e]
    typ, c = sector_parts(e)
    if typ in SECTOR_FORMS and c in SCOPES:
        cc = ("the " + c) if c in THE else c
        out = []
        for f in SECTOR_FORMS[typ]:
            if "{d}" in f:
                if c in DEMONYM:
                    out.append(f.format(d=DEMONYM[c]))
            else:
                out.append(f.format(c=cc))
        return out
    return [e]


MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct",
        "Nov", "Dec"]


def period_forms(p):
    """All renderings allowed for period p in a question."""
    if len(p) == 4:
        return [p]
    y, m = p[:4], int(p[5:7])
    if len(p) == 7:
        return ["%s %s" % (MONTHS[m - 1], y), "%s %s" % (MON3[m - 1], y)]
    d = int(p[8:10])
    return ["%d %s %s" % (d, MONTHS[m - 1], y), "%s %d, %s" % (MONTHS[m - 1], d, y), p]


# ---------------------------------------------------------------------------
# Graph
# ---------------------------------------------------------------------------

class Graph:
    def __init__(self, path=DATA):
        self.days = defaultdict(list)      # (h, r, t) -> sorted days
        self.ht = defaultdict(list)        # (h, t) -> [(day, r)]
        self.hr = defaultdict(list)        # (h, r) -> [(day, t)]
        self.rt = defaultdict(list)        # (r, t) -> [(day, h)]
        self.rels = set()
        self.ecount = Counter()
        n = 0
        with gzip.open(path, "rt", encoding="utf-8", newline="") as f:
            for row in csv.reader(f, delimiter="\t"):
                h, r, t, d = (x.replace("_", " ") for x in row)
                if not re.fullmatch(r"\d{4}-\d\d-\d\d", d):
                    raise SystemExit("bad date %r" % (row,))
                self.days[(h, r, t)].append(d)
                self.ht[(h, t)].append((d, r))
                self.hr[(h, r)].append((d, t))
                self.rt[(r, t)].append((d, h))
                self.rels.add(r)
                self.ecount[h] += 1
                self.ecount[t] += 1
                n += 1
        self.n = n
        for v in (self.days, self.ht, self.hr, self.rt):
            for k in v:
                v[k].sort()

    # -- relation sets: plain (just r) or extended (r + its confounders) --
    def relset(self, r, ext):
        """[(relation, reversed?)] read for relation r."""
        out = [(r, False)]
        if ext:
            v = VERBS[r]
            out += [(c, False) for c in v["conf"]] + [(c, True) for c in v["rev"]]
        return out

    def tdays(self, h, r, t, ext=False):
        s = set()
        for rr, rev in self.relset(r, ext):
            s.update(self.days.get((t, rr, h) if rev else (h, rr, t), ()))
        return sorted(s)

    def objs(self, c, r, role, ext=False):
        """[(day, x)] for facts (c, r, x) when role == 'head' (c is the head),
        or (x, r, c) when role == 'tail'."""
        out = set()
        for rr, rev in self.relset(r, ext):
            head_side = (role == "head") != rev
            if head_side:
                out.update(self.hr.get((c, rr), ()))
            else:
                out.update(self.rt.get((rr, c), ()))
        return sorted(out)


def in_period(day, p):
    return day.startswith(p)


# ---------------------------------------------------------------------------
# Semantics
# ---------------------------------------------------------------------------
# 1 yesno:  "yes" iff (h, r, t) holds on some day in period.
def sem_yesno(G, c, ext=False):
    return ["yes" if any(in_period(d, c["period"]) for d in G.tdays(c["h"], c["r"], c["t"], ext)) else "no"]


# 2 count:  number of distinct days in period on which (h, r, t) holds.
def sem_count(G, c, ext=False):
    return [str(sum(1 for d in G.tdays(c["h"], c["r"], c["t"], ext) if in_period(d, c["period"])))]


# 3 what:  over facts h->t (and t->h if both) in period, the relations tied
#          for the largest number of facts (= days, a triple holds once a day).
def what_counts(G, c):
    cnt = Counter(r for d, r in G.ht.get((c["h"], c["t"]), ()) if in_period(d, c["period"]))
    if c["both"]:
        cnt.update(r for d, r in G.ht.get((c["t"], c["h"]), ()) if in_period(d, c["period"]))
    return cnt


def sem_what(G, c):
    cnt = what_counts(G, c)
    if not cnt:
        return []
    top = max(cnt.values())
    return sorted(r for r, n in cnt.items() if n == top)


# 4 ref:  reference event (A, r1, B); its day is the only day it holds
#         (which="only"), or its first/last day.  Asked facts: (C, r2, x) when
#         role="head" or (x, r2, C) when role="tail"; the answer is the x's.
#   mode year/month/day: x's of asked facts in the year/month/day of the ref day
#   mode after:  x's on the earliest day strictly after the ref day
#   mode before: x's on the latest day strictly before the ref day
#   mode bytime: x's on any day strictly before the ref day
def ref_day(G, c, ext=False):
    ds = G.tdays(c["A"], c["r1"], c["B"], ext)
    if not ds:
        return None
    if c["which"] == "only":
        return ds[0] if len(ds) == 1 else None
    return ds[0] if c["which"] == "first" else ds[-1]


def sem_ref(G, c, ext=False):
    rd = ref_day(G, c, ext)
    if rd is None:
        return None
    facts = G.objs(c["C"], c["r2"], c["role"], ext)
    m = c["mode"]
    if m in ("year", "month", "day"):
        p = rd[:{"year": 4, "month": 7, "day": 10}[m]]
        return sorted({x for d, x in facts if in_period(d, p)})
    if m == "after":
        later = [d for d, x in facts if d > rd]
        return sorted({x for d, x in facts if later and d == later[0]})
    if m == "before":
        earlier = [d for d, x in facts if d < rd]
        return sorted({x for d, x in facts if earlier and d == earlier[-1]})
    if m == "bytime":
        return sorted({x for d, x in facts if d < rd})
    raise ValueError(m)


# 5 type:  one side restricted to a kind (country / intl org).
#   form when:  first/last day (or its month/year, per "gran") of a fact
#               (X, r, k) [role=head] or (k, r, X) [role=tail], k of the kind.
#   form which: the k of the kind with such a fact in the period.
#   form whichfirst: the k of the kind on the earliest day of such facts.
KINDS = {"country": COUNTRIES, "org": INTL_ORGS}
BORDER = {"country": BORDERLINE_COUNTRY, "org": BORDERLINE_ORG}


def kind_set(kind, loose):
    s = set(KINDS[kind])
    if loose:
        s |= BORDER[kind]
    return s


def is_kind(x, kind, loose):
    if x in kind_set(kind, loose):
        return True
    # loosely, a sector entity of a country ("Government (France)") counts too
    if loose and kind == "country":
        typ, cc = sector_parts(x)
        return typ is not None
    return False


def sem_type(G, c, ext=False, loose=False, restrict=True):
    facts = G.objs(c["X"], c["r"], c["role"], ext)
    if restrict:
        facts = [(d, x) for d, x in facts if is_kind(x, c["of"], loose)]
    if c["form"] == "when":
        if not facts:
            return []
        d = facts[0][0] if c["which"] == "first" else facts[-1][0]
        return [d[:{"year": 4, "month": 7, "day": 10}[c["gran"]]]]
    if c["form"] == "which":
        return sorted({x for d, x in facts if in_period(d, c["period"])})
    if c["form"] == "whichfirst":
        if not facts:
            return []
        return sorted({x for d, x in facts if d == facts[0][0]})
    raise ValueError(c["form"])


def compute(G, c):
    k = c["kind"]
    if k == "yesno":
        return sem_yesno(G, c)
    if k == "count":
        return sem_count(G, c)
    if k == "what":
        return sem_what(G, c)
    if k == "ref":
        return sem_ref(G, c)
    if k == "type":
        return sem_type(G, c)
    raise ValueError(k)


# ---------------------------------------------------------------------------
# Checks (raise CheckError on any failure)
# ---------------------------------------------------------------------------
class CheckError(Exception):
    pass


def need(cond, c, msg):
    if not cond:
        raise CheckError("%s: %s" % (msg, json.dumps(c, ensure_ascii=False)))


def mentions(q, e):
    ql = q.lower()
    return any(f.lower() in ql for f in say_forms(e))


def mentions_period(q, p):
    return any(f in q for f in period_forms(p))


def period_ok(p):
    return bool(re.fullmatch(r"20(0[5-9]|1[0-5])(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?", p))


def check_case(G, c):
    """Preconditions of one case; returns its answers."""
    q = c["q"]
    need(q.endswith(("?", ".")) and q[0].isupper() and "  " not in q, c, "question form")
    need("_" not in q, c, "underscore in question")
    k = c["kind"]
    ans = compute(G, c)
    need(ans, c, "empty answer")
    if k in ("yesno", "count"):
        need(c["r"] in VERBS, c, "relation without wording")
        need(period_ok(c["period"]) and mentions_period(q, c["period"]), c, "period")
        need(mentions(q, c["h"]) and mentions(q, c["t"]), c, "entity not in text")
        need(c["h"] != c["t"], c, "self pair")
        # same answer whether or not confounding relations are counted
        fn = sem_yesno if k == "yesno" else sem_count
        need(fn(G, c, ext=True) == ans, c, "confounders change the answer")
        if k == "yesno":
            if ans == ["yes"]:
                need(any(in_period(d, c["period"]) for d in G.days[(c["h"], c["r"], c["t"])]), c, "yes without fact")
            else:
                # plausible "no": the triple holds in another period, or the
                # reverse direction holds in this period
                other = bool(G.days.get((c["h"], c["r"], c["t"])))
                revp = any(in_period(d, c["period"]) for d in G.days.get((c["t"], c["r"], c["h"]), ()))
                need(c["why_no"] in ("elsewhere", "reverse"), c, "why_no")
                need(other if c["why_no"] == "elsewhere" else revp, c, "implausible no")
        else:
            need(int(ans[0]) <= 25, c, "count too large")
    elif k == "what":
        need(period_ok(c["period"]) and mentions_period(q, c["period"]), c, "period")
        need(mentions(q, c["h"]) and mentions(q, c["t"]), c, "entity not in text")
        need(1 <= len(ans) <= 3, c, "too many tied relations")
        need(all(a in G.rels for a in ans), c, "answer not a relation")
        if c["both"]:
            need(" between " in q, c, "both-direction wording")
        else:
            need(" between " not in q, c, "one-direction wording")
        if c.get("most"):
            need(len(ans) == 1 and sum(what_counts(G, c).values()) >= 3, c, "most-frequent needs a clear winner")
    elif k == "ref":
        for r in (c["r1"], c["r2"]):
            need(r in VERBS, c, "relation without wording")
        need(G.days.get((c["A"], c["r1"], c["B"])), c, "reference fact missing")
        rd = ref_day(G, c)
        need(rd is not None, c, "reference not on a single day")
        need(ref_day(G, c, ext=True) == rd, c, "confounders move the reference day")
        need(1 <= len(ans) <= 4, c, "answer list size")
        need(sem_ref(G, c, ext=True) == ans, c, "confounders change the answer")
        need(c["C"] not in ans, c, "self answer")
        for e in (c["A"], c["B"], c["C"]):
            need(mentions(q, e), c, "entity not in text")
        if c["which"] in ("first", "last"):
            need(c["which"] in q.lower(), c, "first/last not said")
        if c["mode"] in ("after", "before"):
            # no asked fact on the reference day itself (order within a day unknown)
            need(not any(d == rd for d, x in G.objs(c["C"], c["r2"], c["role"], True)), c, "asked fact on reference day")
    elif k == "type":
        need(c["r"] in VERBS, c, "relation without wording")
        need(mentions(q, c["X"]), c, "entity not in text")
        strict = sem_type(G, c)
        need(sem_type(G, c, ext=True) == strict, c, "confounders change the answer")
        need(sem_type(G, c, loose=True) == strict, c, "borderline entities change the answer")
        need(sem_type(G, c, ext=True, loose=True) == strict, c, "borderline+confounders change the answer")
        if c["form"] in ("which", "whichfirst"):
            # the kind is said of the answer side: unrestricted == restricted
            need(sem_type(G, c, restrict=False) == strict, c, "restriction matters on the answer side")
            need(sem_type(G, c, ext=True, restrict=False) == strict, c, "restriction matters (ext)")
            need(1 <= len(strict) <= 4, c, "answer list size")
            if c["form"] == "which":
                need(period_ok(c["period"]) and mentions_period(q, c["period"]), c, "period")
        else:
            need(q.lower().startswith(("when", "in which", "in what", "on what", "on which")), c, "when wording")
        word = {"country": "countr", "org": "international organi"}[c["of"]]
        need(word in q.lower(), c, "kind not said")
    else:
        raise CheckError("unknown kind %r" % k)
    return ans


QUOTA = {"yesno": 60, "count": 50, "what": 50, "ref": 60, "type": 40}


def build(G, cases):
    seen_q, seen_m, out = set(), set(), []
    for i, c in enumerate(cases):
        ans = check_case(G, c)
        key_q = c["q"].lower()
        key_m = json.dumps({k: v for k, v in c.items() if k != "q"}, sort_keys=True)
        need(key_q not in seen_q, c, "duplicate question")
        need(key_m not in seen_m, c, "duplicate meaning")
        seen_q.add(key_q)
        seen_m.add(key_m)
        out.append({"id": "nk2-%04d" % (i + 1), "question": c["q"], "answers": ans})
    kinds = Counter(c["kind"] for c in cases)
    for k, n in QUOTA.items():
        if kinds[k] < n:
            raise CheckError("kind %s has %d cases, need %d" % (k, kinds[k], n))
    yn = Counter(compute(G, c)[0] for c in cases if c["kind"] == "yesno")
    if yn["yes"] != yn["no"]:
        raise CheckError("yes/no not balanced: %r" % (yn,))
    if len(out) < 260:
        raise CheckError("only %d questions" % len(out))
    return out


def main(argv):
    G = Graph()
    if G.n != 461329:
        raise SystemExit("expected 461,329 facts, read %d" % G.n)
    out = build(G, CASES)
    text = json.dumps(out, ensure_ascii=False, indent=1) + "\n"
    # determinism: a second build gives the same bytes
    if json.dumps(build(G, CASES), ensure_ascii=False, indent=1) + "\n" != text:
        raise CheckError("non-deterministic output")
    if "--check" not in argv:
        with open(OUT, "w", encoding="utf-8") as f:
            f.write(text)
    print("ok: %d questions (%s)" % (len(out), ", ".join(
        "%s %d" % (k, n) for k, n in sorted(Counter(c["kind"] for c in CASES).items()))))


VERBS["Demand"]["conf"] = [
    "Demand change in institutions, regime", "Demand change in leadership",
    "Demand de-escalation of military engagement",
    "Demand diplomatic cooperation (such as policy support)",
    "Demand easing of administrative sanctions", "Demand easing of political dissent",
    "Demand economic aid", "Demand economic cooperation", "Demand humanitarian aid",
    "Demand intelligence cooperation", "Demand judicial cooperation",
    "Demand material aid", "Demand material cooperation", "Demand mediation",
    "Demand meeting, negotiation", "Demand military aid", "Demand policy change",
    "Demand political reform", "Demand release of persons or property",
    "Demand rights", "Demand settling of dispute", "Demand that target yields",
    "Give ultimatum"]

# ---------------------------------------------------------------------------
# CASES: the question text next to its meaning.  Fields per kind:
#   yesno: h, r, t, period, why_no ("elsewhere"/"reverse"/"" for yes)
#   count: h, r, t, period
#   what:  h, t, period, both (count t->h too), most (asks "most frequent")
#   ref:   A, r1, B, which (only/first/last), mode (year/month/day/after/
#          before/bytime), C, r2, role (C is "head" or "tail" of asked facts)
#   type:  X, r, role (X is head/tail), of (country/org), form (when/which/
#          whichfirst), which+gran for "when", period for "which"
# (Drafted with mine.py from seeded random samples of the graph; the answers
# are always recomputed here from the data.)
# ---------------------------------------------------------------------------
# BEGIN CASES
CASES = [
    {'kind': 'yesno', 'h': 'African Union', 'r': 'Make a visit', 't': 'Tanzania', 'period': '2007-06', 'why_no': 'elsewhere', 'q': 'Answer yes or no: did the African Union pay a visit to Tanzania in Jun 2007?'},
    {'kind': 'yesno', 'h': 'Thailand', 'r': 'Host a visit', 't': 'Royal Thai Police', 'period': '2008', 'why_no': 'elsewhere', 'q': 'Answer yes or no: did Thailand host the Royal Thai Police in 2008?'},
    {'kind': 'yesno', 'h': 'Vietnam', 'r': 'Make a visit', 't': 'Angola', 'period': '2006', 'why_no': 'elsewhere', 'q': 'Is it true that Vietnam visited Angola in 2006?'},
    {'kind': 'yesno', 'h': 'Iran', 'r': 'Host a visit', 't': 'Government (South Africa)', 'period': '2014-06', 'why_no': '', 'q': 'In June 2014, did Iran host the government of South Africa?'},
    {'kind': 'yesno', 'h': 'Eritrea', 'r': 'Demand', 't': 'UN Security Council', 'period': '2005', 'why_no': 'reverse', 'q': 'Is it true that Eritrea made a demand of the UN Security Council in 2005?'},
    {'kind': 'yesno', 'h': 'Thailand', 'r': 'Engage in negotiation', 't': 'Shaukat Aziz', 'period': '2005-06-23', 'why_no': '', 'q': 'On 2005-06-23, did Thailand hold negotiations with Shaukat Aziz?'},
    {'kind': 'yesno', 'h': 'Mwai Kibaki', 'r': 'Make an appeal or request', 't': 'China', 'period': '2012-05', 'why_no': 'elsewhere', 'q': 'Tell me whether Mwai Kibaki made an appeal or request to China in May 2012.'},
    {'kind': 'yesno', 'h': 'Mahmoud Abbas', 'r': 'Consult', 't': 'Shimon Peres', 'period': '2008', 'why_no': '', 'q': 'Answer yes or no: did Mahmoud Abbas consult Shimon Peres in 2008?'},
    {'kind': 'yesno', 'h': 'UN Security Council', 'r': 'Make an appeal or request', 't': 'Eritrea', 'period': '2005-08', 'why_no': 'elsewhere', 'q': 'In Aug 2005, did the UN Security Council make an appeal or request to Eritrea?'},
    {'kind': 'yesno', 'h': 'Mahmoud Abbas', 'r': 'Make a visit', 't': 'Saud bin Faisal bin Abdul-Aziz', 'period': '2012-11', 'why_no': '', 'q': 'Did Mahmoud Abbas visit Saud bin Faisal bin Abdul-Aziz in Nov 2012?'},
    {'kind': 'yesno', 'h': 'Yoshihiko Noda', 'r': 'Praise or endorse', 't': 'China', 'period': '2013', 'why_no': 'elsewhere', 'q': 'Is it true that Yoshihiko Noda spoke approvingly of China in 2013?'},
    {'kind': 'yesno', 'h': 'Democratic Party', 'r': 'Demand', 't': 'South Korea', 'period': '2008', 'why_no': '', 'q': 'Is it true that the Democratic Party made a demand of South Korea in 2008?'},
    {'kind': 'yesno', 'h': 'Angela Merkel', 'r': 'Make a visit', 't': 'John Baird', 'period': '2012', 'why_no': '', 'q': 'Answer yes or no: did Angela Merkel visit John Baird in 2012?'},
    {'kind': 'yesno', 'h': 'Sudan', 'r': 'Host a visit', 't': 'John Garang', 'period': '2006-07', 'why_no': '', 'q': 'Is it true that Sudan received a visit from John Garang in July 2006?'},
    {'kind': 'yesno', 'h': 'Nuri al-Maliki', 'r': 'Accuse', 't': 'Qatar', 'period': '2014-03', 'why_no': '', 'q': 'Did Nuri al-Maliki accuse Qatar at any point in March 2014?'},
    {'kind': 'yesno', 'h': 'Emmanuel Eweta Uduaghan', 'r': 'Discuss by telephone', 't': 'Edwin Clark', 'period': '2013', 'why_no': 'elsewhere', 'q': 'Did Emmanuel Eweta Uduaghan speak by phone with Edwin Clark in 2013?'},
    {'kind': 'yesno', 'h': 'South Africa', 'r': 'Express intent to meet or negotiate', 't': 'France', 'period': '2010-03-31', 'why_no': '', 'q': 'Answer yes or no: did South Africa express an intent to meet or negotiate with France on March 31, 2010?'},
    {'kind': 'yesno', 'h': 'France', 'r': 'Sign formal agreement', 't': 'Military (Mali)', 'period': '2013', 'why_no': '', 'q': 'Answer yes or no: did France sign a formal agreement with the armed forces of Mali in 2013?'},
    {'kind': 'yesno', 'h': 'Nuri al-Maliki', 'r': 'Engage in negotiation', 't': 'Oman', 'period': '2009', 'why_no': 'elsewhere', 'q': 'Is it true that Nuri al-Maliki held negotiations with Oman in 2009?'},
    {'kind': 'yesno', 'h': 'Dmitry Anatolyevich Medvedev', 'r': 'Make an appeal or request', 't': 'France', 'period': '2008-07', 'why_no': 'elsewhere', 'q': 'In Jul 2008, did Dmitry Anatolyevich Medvedev make an appeal or request to France?'},
    {'kind': 'yesno', 'h': 'Iraq', 'r': 'Make a visit', 't': 'Oman', 'period': '2014', 'why_no': 'elsewhere', 'q': 'Tell me whether Iraq visited Oman in 2014.'},
    {'kind': 'yesno', 'h': 'Police (Hong Kong)', 'r': 'Consult', 't': 'China', 'period': '2006', 'why_no': 'elsewhere', 'q': 'Is it true that the police in Hong Kong held consultations with China in 2006?'},
    {'kind': 'yesno', 'h': 'Angela Merkel', 'r': 'Host a visit', 't': 'Japan', 'period': '2007', 'why_no': '', 'q': 'Tell me whether Angela Merkel hosted Japan in 2007.'},
    {'kind': 'yesno', 'h': 'Iran', 'r': 'Praise or endorse', 't': 'Japan', 'period': '2015', 'why_no': '', 'q': 'Answer yes or no: did Iran speak approvingly of Japan in 2015?'},
    {'kind': 'yesno', 'h': 'United Arab Emirates', 'r': 'Host a visit', 't': 'Juan Carlos I', 'period': '2008-05', 'why_no': '', 'q': 'Answer yes or no: did the United Arab Emirates receive a visit from Juan Carlos I in May 2008?'},
    {'kind': 'yesno', 'h': 'Qatar', 'r': 'Sign formal agreement', 't': 'Iran', 'period': '2011-04', 'why_no': '', 'q': 'Is it true that Qatar signed a formal agreement with Iran in April 2011?'},
    {'kind': 'yesno', 'h': 'National Transitional Council', 'r': 'Consult', 't': 'John Baird', 'period': '2012-04', 'why_no': '', 'q': 'Did the National Transitional Council consult John Baird at any point in Apr 2012?'},
    {'kind': 'yesno', 'h': 'South Sudan', 'r': 'Make an appeal or request', 't': 'Sudan', 'period': '2014-05', 'why_no': 'elsewhere', 'q': 'Did South Sudan appeal to Sudan at any point in May 2014?'},
    {'kind': 'yesno', 'h': 'Tony Blair', 'r': 'Express intent to meet or negotiate', 't': 'Elizabeth II', 'period': '2005-04-05', 'why_no': '', 'q': 'Answer yes or no: did Tony Blair express an intent to meet or negotiate with Elizabeth II on 5 April 2005?'},
    {'kind': 'yesno', 'h': 'Ethiopia', 'r': 'Host a visit', 't': 'Government (Sudan)', 'period': '2013', 'why_no': '', 'q': 'Answer yes or no: did Ethiopia receive a visit from the government of Sudan in 2013?'},
    {'kind': 'yesno', 'h': 'Government (Botswana)', 'r': 'Engage in diplomatic cooperation', 't': 'Government (France)', 'period': '2015-07', 'why_no': 'reverse', 'q': 'In July 2015, did the government of Botswana engage in diplomatic cooperation with the French government?'},
    {'kind': 'yesno', 'h': 'Portugal', 'r': 'Praise or endorse', 't': 'Angola', 'period': '2009', 'why_no': 'elsewhere', 'q': 'Answer yes or no: did Portugal praise Angola in 2009?'},
    {'kind': 'yesno', 'h': 'Human Rights Watch', 'r': 'Praise or endorse', 't': 'Sudan', 'period': '2014-06', 'why_no': '', 'q': 'Did Human Rights Watch praise Sudan at any point in Jun 2014?'},
    {'kind': 'yesno', 'h': 'France', 'r': 'Accuse', 't': 'Japan', 'period': '2011', 'why_no': '', 'q': 'In 2011, did France level an accusation at Japan?'},
    {'kind': 'yesno', 'h': 'Kazakhstan', 'r': 'Express intent to meet or negotiate', 't': 'Donald Rumsfeld', 'period': '2005-10', 'why_no': 'reverse', 'q': 'Did Kazakhstan express an intent to meet or negotiate with Donald Rumsfeld at any point in October 2005?'},
    {'kind': 'yesno', 'h': 'Colombia', 'r': 'Criticize or denounce', 't': 'National Liberation Army', 'period': '2010-07-22', 'why_no': '', 'q': 'Is it true that Colombia criticised the National Liberation Army on 2010-07-22?'},
    {'kind': 'yesno', 'h': 'Dmitry Anatolyevich Medvedev', 'r': 'Praise or endorse', 't': 'Abdullah Gül', 'period': '2010-01', 'why_no': 'elsewhere', 'q': 'Is it true that Dmitry Anatolyevich Medvedev spoke approvingly of Abdullah Gül in Jan 2010?'},
    {'kind': 'yesno', 'h': 'Pervez Musharraf', 'r': 'Criticize or denounce', 't': 'Benazir Bhutto', 'period': '2008-01', 'why_no': '', 'q': 'Answer yes or no: did Pervez Musharraf denounce Benazir Bhutto in January 2008?'},
    {'kind': 'yesno', 'h': 'Barack Obama', 'r': 'Praise or endorse', 't': 'Mahmoud Abbas', 'period': '2010-05', 'why_no': '', 'q': 'Answer yes or no: did Barack Obama praise Mahmoud Abbas in May 2010?'},
    {'kind': 'yesno', 'h': 'Tsakhiagiyn Elbegdorj', 'r': 'Express intent to meet or negotiate', 't': 'Citizen (Mongolia)', 'period': '2009', 'why_no': '', 'q': 'Did Tsakhiagiyn Elbegdorj express an intent to meet or negotiate with citizens of Mongolia in 2009?'},
    {'kind': 'yesno', 'h': 'Antonis Samaras', 'r': 'Consult', 't': 'Jens Stoltenberg', 'period': '2014-10-30', 'why_no': '', 'q': 'Answer yes or no: did Antonis Samaras hold consultations with Jens Stoltenberg on October 30, 2014?'},
    {'kind': 'yesno', 'h': 'South Africa', 'r': 'Sign formal agreement', 't': 'Angola', 'period': '2009', 'why_no': 'elsewhere', 'q': 'In 2009, did South Africa sign a formal agreement with Angola?'},
    {'kind': 'yesno', 'h': 'Xi Jinping', 'r': 'Make a visit', 't': 'Romania', 'period': '2009-10-20', 'why_no': '', 'q': 'On October 20, 2009, did Xi Jinping pay a visit to Romania?'},
    {'kind': 'yesno', 'h': 'Janez Jansa', 'r': 'Express intent to meet or negotiate', 't': 'France', 'period': '2007', 'why_no': '', 'q': 'Tell me whether Janez Jansa expressed an intent to meet or negotiate with France in 2007.'},
    {'kind': 'yesno', 'h': 'Elizabeth II', 'r': 'Express intent to meet or negotiate', 't': 'Citizen (Uganda)', 'period': '2007', 'why_no': '', 'q': 'Did Elizabeth II express an intent to meet or negotiate with citizens of Uganda in 2007?'},
    {'kind': 'yesno', 'h': 'Mahmoud Ahmadinejad', 'r': 'Engage in negotiation', 't': 'Isaias Afewerki', 'period': '2008', 'why_no': '', 'q': 'Is it true that Mahmoud Ahmadinejad held negotiations with Isaias Afewerki in 2008?'},
    {'kind': 'yesno', 'h': 'Colombia', 'r': 'Arrest, detain, or charge with legal action', 't': 'National Liberation Army', 'period': '2013-10', 'why_no': '', 'q': 'Answer yes or no: did Colombia arrest, detain or charge the National Liberation Army in Oct 2013?'},
    {'kind': 'yesno', 'h': 'Kuwait', 'r': 'Accuse', 't': 'Iraq', 'period': '2009-05', 'why_no': 'elsewhere', 'q': 'Did Kuwait accuse Iraq at any point in May 2009?'},
    {'kind': 'yesno', 'h': 'Julian Paul Assange', 'r': 'Accuse', 't': 'Barack Obama', 'period': '2012-06', 'why_no': 'elsewhere', 'q': 'Did Julian Paul Assange level an accusation at Barack Obama at any point in Jun 2012?'},
    {'kind': 'yesno', 'h': 'United Arab Emirates', 'r': 'Express intent to cooperate', 't': 'Kuwait', 'period': '2008-12-15', 'why_no': '', 'q': 'Answer yes or no: did the United Arab Emirates signal a willingness to cooperate with Kuwait on 2008-12-15?'},
    {'kind': 'yesno', 'h': 'Kazakhstan', 'r': 'Engage in diplomatic cooperation', 't': 'Vietnam', 'period': '2011-04-10', 'why_no': 'elsewhere', 'q': 'On 10 April 2011, did Kazakhstan engage in diplomatic cooperation with Vietnam?'},
    {'kind': 'yesno', 'h': 'Chuck Hagel', 'r': 'Consult', 't': 'Pervez Musharraf', 'period': '2007', 'why_no': 'elsewhere', 'q': 'In 2007, did Chuck Hagel consult Pervez Musharraf?'},
    {'kind': 'yesno', 'h': 'France', 'r': 'Make an appeal or request', 't': 'Malaysia', 'period': '2009-09', 'why_no': 'elsewhere', 'q': 'Did France appeal to Malaysia at any point in September 2009?'},
    {'kind': 'yesno', 'h': 'Citizen (Croatia)', 'r': 'Use conventional military force', 't': 'Military (Ukraine)', 'period': '2015', 'why_no': 'reverse', 'q': 'Tell me whether citizens of Croatia used conventional military force against the armed forces of Ukraine in 2015.'},
    {'kind': 'yesno', 'h': 'Emperor Akihito', 'r': 'Make an appeal or request', 't': 'Japan', 'period': '2006-06-10', 'why_no': 'elsewhere', 'q': 'Answer yes or no: did Emperor Akihito appeal to Japan on June 10, 2006?'},
    {'kind': 'yesno', 'h': 'Military (South Sudan)', 'r': 'Use conventional military force', 't': 'Government (Sudan)', 'period': '2012', 'why_no': 'reverse', 'q': 'Is it true that the armed forces of South Sudan used conventional military force against the Sudanese government in 2012?'},
    {'kind': 'yesno', 'h': 'Christine Lagarde', 'r': 'Consult', 't': 'Macky Sall', 'period': '2015-03', 'why_no': 'elsewhere', 'q': 'Did Christine Lagarde hold consultations with Macky Sall in March 2015?'},
    {'kind': 'yesno', 'h': 'Association of Southeast Asian Nations', 'r': 'Engage in negotiation', 't': 'South Korea', 'period': '2005-09-23', 'why_no': 'elsewhere', 'q': 'Answer yes or no: did the Association of Southeast Asian Nations hold negotiations with South Korea on 23 September 2005?'},
    {'kind': 'yesno', 'h': 'China', 'r': 'Make optimistic comment', 't': 'Valdas Adamkus', 'period': '2005-08', 'why_no': 'reverse', 'q': 'Did China make an optimistic comment about Valdas Adamkus in Aug 2005?'},
    {'kind': 'yesno', 'h': 'Citizen (Bulgaria)', 'r': 'Criticize or denounce', 't': 'Government (France)', 'period': '2006', 'why_no': 'elsewhere', 'q': 'Tell me whether citizens of Bulgaria denounced the government of France in 2006.'},
    {'kind': 'count', 'h': 'UN Security Council', 'r': 'Make an appeal or request', 't': 'Military (Mali)', 'period': '2011', 'q': 'On how many occasions did the UN Security Council make an appeal or request to the armed forces of Mali in 2011?'},
    {'kind': 'count', 'h': 'Laos', 'r': 'Host a visit', 't': 'Pham Binh Minh', 'period': '2015', 'q': 'On how many days in 2015 did Laos receive a visit from Pham Binh Minh?'},
    {'kind': 'count', 'h': 'Japan', 'r': 'Arrest, detain, or charge with legal action', 't': 'Alberto Fujimori', 'period': '2006', 'q': 'On how many days in 2006 did Japan arrest, detain or charge Alberto Fujimori?'},
    {'kind': 'count', 'h': 'Barack Obama', 'r': 'Make a visit', 't': 'Yemen', 'period': '2009', 'q': 'On how many occasions did Barack Obama visit Yemen in 2009?'},
    {'kind': 'count', 'h': 'Kuwait', 'r': 'Engage in diplomatic cooperation', 't': 'Sudan', 'period': '2011-09', 'q': 'Count the days in September 2011 on which Kuwait engaged in diplomatic cooperation with Sudan.'},
    {'kind': 'count', 'h': 'China', 'r': 'Host a visit', 't': 'Mahmoud Abbas', 'period': '2005-06', 'q': 'On how many occasions did China receive a visit from Mahmoud Abbas in June 2005?'},
    {'kind': 'count', 'h': 'Police (Philippines)', 'r': 'Arrest, detain, or charge with legal action', 't': 'Moro Islamic Liberation Front', 'period': '2011', 'q': 'Count the days in 2011 on which the Philippine police arrested, detained or charged the Moro Islamic Liberation Front.'},
    {'kind': 'count', 'h': 'Human Rights Watch', 'r': 'Criticize or denounce', 't': 'Kazakhstan', 'period': '2011', 'q': 'How many times did Human Rights Watch criticise Kazakhstan in 2011?'},
    {'kind': 'count', 'h': 'Citizen (Brazil)', 'r': 'Make an appeal or request', 't': 'Military (Brazil)', 'period': '2005-05', 'q': 'During May 2005, on how many separate days did citizens of Brazil make an appeal or request to the armed forces of Brazil?'},
    {'kind': 'count', 'h': 'Wen Jiabao', 'r': 'Demand', 't': 'Malaysia', 'period': '2009', 'q': 'In 2009, how many times did Wen Jiabao issue a demand to Malaysia?'},
    {'kind': 'count', 'h': 'Zhang Dejiang', 'r': 'Make a visit', 't': 'Mexico', 'period': '2014', 'q': 'In 2014, how many times did Zhang Dejiang pay a visit to Mexico?'},
    {'kind': 'count', 'h': 'Mexico', 'r': 'Consult', 't': 'National Action Party', 'period': '2006-04', 'q': 'How many times did Mexico hold consultations with the National Action Party in April 2006?'},
    {'kind': 'count', 'h': 'Julia Gillard', 'r': 'Accuse', 't': 'Citizen (Australia)', 'period': '2012', 'q': 'In 2012, how many times did Julia Gillard level an accusation at citizens of Australia?'},
    {'kind': 'count', 'h': 'Benjamin Netanyahu', 'r': 'Criticize or denounce', 't': 'Yair Lapid', 'period': '2013-02', 'q': 'During February 2013, on how many separate days did Benjamin Netanyahu denounce Yair Lapid?'},
    {'kind': 'count', 'h': 'Barack Obama', 'r': 'Engage in negotiation', 't': 'Rafiq Hariri', 'period': '2011-01', 'q': 'During Jan 2011, on how many separate days did Barack Obama hold negotiations with Rafiq Hariri?'},
    {'kind': 'count', 'h': 'Ireland', 'r': 'Make a visit', 't': 'China', 'period': '2012-05', 'q': 'How often did Ireland pay a visit to China during May 2012?'},
    {'kind': 'count', 'h': 'Roh Moo Hyun', 'r': 'Engage in negotiation', 't': 'Kuwait', 'period': '2007', 'q': 'How often did Roh Moo Hyun negotiate with Kuwait during 2007?'},
    {'kind': 'count', 'h': 'Yemen', 'r': 'Host a visit', 't': 'Abdullah Gül', 'period': '2005-06', 'q': 'In June 2005, how many times did Yemen host Abdullah Gül?'},
    {'kind': 'count', 'h': 'Malaysia', 'r': 'Consult', 't': 'Iran', 'period': '2012', 'q': 'On how many days in 2012 did Malaysia hold consultations with Iran?'},
    {'kind': 'count', 'h': 'Barack Obama', 'r': 'Praise or endorse', 't': 'Citizen (Brazil)', 'period': '2010', 'q': 'How often did Barack Obama speak approvingly of citizens of Brazil during 2010?'},
    {'kind': 'count', 'h': 'Catherine Ashton', 'r': 'Engage in negotiation', 't': 'Hashim Thaçi', 'period': '2012', 'q': 'In 2012, how many times did Catherine Ashton negotiate with Hashim Thaçi?'},
    {'kind': 'count', 'h': 'Abhisit Vejjajiva', 'r': 'Engage in negotiation', 't': 'Protester (Thailand)', 'period': '2009', 'q': 'Count the days in 2009 on which Abhisit Vejjajiva held negotiations with protesters in Thailand.'},
    {'kind': 'count', 'h': 'Democratic Party', 'r': 'Consult', 't': 'Police (Uganda)', 'period': '2008', 'q': 'In 2008, how many times did the Democratic Party consult the police in Uganda?'},
    {'kind': 'count', 'h': 'China', 'r': 'Consult', 't': 'Association of Southeast Asian Nations', 'period': '2006', 'q': 'How many times did China consult the Association of Southeast Asian Nations in 2006?'},
    {'kind': 'count', 'h': 'Wendy Sherman', 'r': 'Express intent to meet or negotiate', 't': 'South Korea', 'period': '2011-11', 'q': 'On how many days in November 2011 did Wendy Sherman express an intent to meet or negotiate with South Korea?'},
    {'kind': 'count', 'h': 'Tzipi Livni', 'r': 'Make a visit', 't': 'France', 'period': '2006-08', 'q': 'How often did Tzipi Livni visit France during August 2006?'},
    {'kind': 'count', 'h': 'China', 'r': 'Criticize or denounce', 't': 'United States Senate', 'period': '2011-10', 'q': 'Count the days in October 2011 on which China criticised the United States Senate.'},
    {'kind': 'count', 'h': 'Mahmoud Ahmadinejad', 'r': 'Consult', 't': 'Daniel Ortega', 'period': '2012', 'q': 'On how many days in 2012 did Mahmoud Ahmadinejad consult Daniel Ortega?'},
    {'kind': 'count', 'h': 'Kim Hwang Sik', 'r': 'Express intent to meet or negotiate', 't': 'France', 'period': '2012', 'q': 'On how many occasions did Kim Hwang Sik express an intent to meet or negotiate with France in 2012?'},
    {'kind': 'count', 'h': 'France', 'r': 'Host a visit', 't': 'Abdullah Gül', 'period': '2007', 'q': 'How often did France receive a visit from Abdullah Gül during 2007?'},
    {'kind': 'count', 'h': 'Mahmoud Ahmadinejad', 'r': 'Make an appeal or request', 't': 'Barack Obama', 'period': '2010', 'q': 'On how many days in 2010 did Mahmoud Ahmadinejad make an appeal or request to Barack Obama?'},
    {'kind': 'count', 'h': 'Abdullah Gül', 'r': 'Express intent to meet or negotiate', 't': 'Stephen Hadley', 'period': '2006', 'q': 'During 2006, on how many separate days did Abdullah Gül express an intent to meet or negotiate with Stephen Hadley?'},
    {'kind': 'count', 'h': 'Ma Ying Jeou', 'r': 'Express intent to meet or negotiate', 't': 'Japan', 'period': '2006', 'q': 'On how many days in 2006 did Ma Ying Jeou express an intent to meet or negotiate with Japan?'},
    {'kind': 'count', 'h': 'Shaukat Aziz', 'r': 'Express intent to meet or negotiate', 't': 'Oman', 'period': '2005', 'q': 'On how many days in 2005 did Shaukat Aziz express an intent to meet or negotiate with Oman?'},
    {'kind': 'count', 'h': 'Citizen (Australia)', 'r': 'Criticize or denounce', 't': 'Peter Costello', 'period': '2006', 'q': 'How many times did citizens of Australia denounce Peter Costello in 2006?'},
    {'kind': 'count', 'h': 'Malaysia', 'r': 'Make optimistic comment', 't': 'Barack Obama', 'period': '2008', 'q': 'On how many occasions did Malaysia make an optimistic comment about Barack Obama in 2008?'},
    {'kind': 'count', 'h': 'UN Security Council', 'r': 'Make a visit', 't': 'Sudan', 'period': '2006', 'q': 'Count the days in 2006 on which the UN Security Council visited Sudan.'},
    {'kind': 'count', 'h': 'China', 'r': 'Host a visit', 't': 'Oluṣẹgun Ọbasanjọ', 'period': '2006', 'q': 'In 2006, how many times did China receive a visit from Oluṣẹgun Ọbasanjọ?'},
    {'kind': 'count', 'h': 'Inter-Services Intelligence', 'r': 'Engage in diplomatic cooperation', 't': 'Central Intelligence Agency', 'period': '2011', 'q': 'During 2011, on how many separate days did Inter-Services Intelligence engage in diplomatic cooperation with the Central Intelligence Agency?'},
    {'kind': 'count', 'h': 'China', 'r': 'Praise or endorse', 't': 'African Union', 'period': '2008', 'q': 'How many times did China praise the African Union in 2008?'},
    {'kind': 'count', 'h': 'Ma Ying Jeou', 'r': 'Praise or endorse', 't': 'Lien Chan', 'period': '2005', 'q': 'On how many days in 2005 did Ma Ying Jeou speak approvingly of Lien Chan?'},
    {'kind': 'count', 'h': 'Frank Bainimarama', 'r': 'Criticize or denounce', 't': 'Prime Minister Qarase', 'period': '2006', 'q': 'On how many days in 2006 did Frank Bainimarama denounce Prime Minister Qarase?'},
    {'kind': 'count', 'h': 'Benjamin Netanyahu', 'r': 'Make optimistic comment', 't': 'Mahmoud Abbas', 'period': '2010', 'q': 'In 2010, how many times did Benjamin Netanyahu make an optimistic comment about Mahmoud Abbas?'},
    {'kind': 'count', 'h': 'Djibouti', 'r': 'Accuse', 't': 'Eritrea', 'period': '2008', 'q': 'On how many days in 2008 did Djibouti level an accusation at Eritrea?'},
    {'kind': 'count', 'h': 'Murtala Nyako', 'r': 'Accuse', 't': 'Government (Nigeria)', 'period': '2014-04', 'q': 'How often did Murtala Nyako accuse the Nigerian government during April 2014?'},
    {'kind': 'count', 'h': 'Xi Jinping', 'r': 'Sign formal agreement', 't': 'Tsakhiagiyn Elbegdorj', 'period': '2014', 'q': 'How many times did Xi Jinping sign a formal agreement with Tsakhiagiyn Elbegdorj in 2014?'},
    {'kind': 'count', 'h': 'Thailand', 'r': 'Praise or endorse', 't': 'Cambodia', 'period': '2008-07', 'q': 'How often did Thailand praise Cambodia during Jul 2008?'},
    {'kind': 'count', 'h': 'Dmitry Anatolyevich Medvedev', 'r': 'Praise or endorse', 't': 'Barack Obama', 'period': '2008', 'q': 'During 2008, on how many separate days did Dmitry Anatolyevich Medvedev praise Barack Obama?'},
    {'kind': 'count', 'h': 'Iran', 'r': 'Arrest, detain, or charge with legal action', 't': 'Citizen (United Kingdom)', 'period': '2009-12', 'q': 'How many times did Iran arrest, detain or charge citizens of the United Kingdom in December 2009?'},
    {'kind': 'count', 'h': 'Antonis Samaras', 'r': 'Accuse', 't': 'Alexis Tsipras', 'period': '2014', 'q': 'In 2014, how many times did Antonis Samaras accuse Alexis Tsipras?'},
    {'kind': 'what', 'h': 'Comoros', 't': 'Yemen', 'period': '2007-05-13', 'both': False, 'most': False, 'q': 'Tell me what Comoros did to Yemen on May 13, 2007.'},
    {'kind': 'what', 'h': 'UN Security Council', 't': 'Cambodia', 'period': '2011-02-22', 'both': False, 'most': False, 'q': 'On February 22, 2011, what did the UN Security Council do to Cambodia?'},
    {'kind': 'what', 'h': 'Heinz Fischer', 't': 'Mahmoud Abbas', 'period': '2013-05-02', 'both': False, 'most': False, 'q': 'Tell me what Heinz Fischer did to Mahmoud Abbas on 2 May 2013.'},
    {'kind': 'what', 'h': 'Prem Tinsulanonda', 't': 'Citizen (Benin)', 'period': '2009-01-11', 'both': False, 'most': False, 'q': 'Tell me what Prem Tinsulanonda did to citizens of Benin on 2009-01-11.'},
    {'kind': 'what', 'h': 'China', 't': 'Vietnam', 'period': '2007-02-26', 'both': False, 'most': False, 'q': 'What did China do to Vietnam on 26 February 2007?'},
    {'kind': 'what', 'h': 'Barack Obama', 't': 'Laos', 'period': '2015-11-04', 'both': False, 'most': False, 'q': 'Tell me what Barack Obama did to Laos on 2015-11-04.'},
    {'kind': 'what', 'h': 'Romania', 't': 'Klaus Johannis', 'period': '2014-11-16', 'both': False, 'most': False, 'q': 'On 16 November 2014, what did Romania do to Klaus Johannis?'},
    {'kind': 'what', 'h': 'Vietnam', 't': 'Ricardo Alarcón de Quesada', 'period': '2007-06-14', 'both': False, 'most': False, 'q': 'Tell me what Vietnam did to Ricardo Alarcón de Quesada on 14 June 2007.'},
    {'kind': 'what', 'h': 'Mahmoud Ahmadinejad', 't': 'Citizen (Saudi Arabia)', 'period': '2010-01-13', 'both': False, 'most': False, 'q': 'What did Mahmoud Ahmadinejad do to citizens of Saudi Arabia on 2010-01-13?'},
    {'kind': 'what', 'h': 'Dmitry Anatolyevich Medvedev', 't': 'UN Security Council', 'period': '2011-02-04', 'both': False, 'most': False, 'q': 'Tell me what Dmitry Anatolyevich Medvedev did to the UN Security Council on February 4, 2011.'},
    {'kind': 'what', 'h': 'Valdis Dombrovskis', 't': 'Wen Jiabao', 'period': '2012-09-11', 'both': False, 'most': False, 'q': 'What did Valdis Dombrovskis do to Wen Jiabao on 2012-09-11?'},
    {'kind': 'what', 'h': 'Dmitry Anatolyevich Medvedev', 't': 'Zhang Dejiang', 'period': '2013-10-22', 'both': False, 'most': False, 'q': 'Tell me what Dmitry Anatolyevich Medvedev did to Zhang Dejiang on 2013-10-22.'},
    {'kind': 'what', 'h': 'Kuwait', 't': 'Muhammad VI', 'period': '2012-10-23', 'both': False, 'most': False, 'q': 'On October 23, 2012, what did Kuwait do to Muhammad VI?'},
    {'kind': 'what', 'h': 'Malawi', 't': 'International Monetary Fund', 'period': '2011-12-05', 'both': True, 'most': False, 'q': 'On 2011-12-05, what happened between Malawi and the International Monetary Fund?'},
    {'kind': 'what', 'h': 'John Baird', 't': 'Tzipi Livni', 'period': '2013-04-14', 'both': True, 'most': False, 'q': 'What happened between John Baird and Tzipi Livni on 2013-04-14?'},
    {'kind': 'what', 'h': 'Abdullah Gül', 't': 'Mahmoud Ahmadinejad', 'period': '2011-02-05', 'both': True, 'most': False, 'q': 'What happened between Abdullah Gül and Mahmoud Ahmadinejad on 5 February 2011?'},
    {'kind': 'what', 'h': 'Gerhard Schröder', 't': 'Ali Abdullah Saleh', 'period': '2005-03-03', 'both': True, 'most': False, 'q': 'What happened between Gerhard Schröder and Ali Abdullah Saleh on 2005-03-03?'},
    {'kind': 'what', 'h': 'Pham Binh Minh', 't': 'Japan', 'period': '2015-07-30', 'both': True, 'most': False, 'q': 'What took place between Pham Binh Minh and Japan on 2015-07-30?'},
    {'kind': 'what', 'h': 'Japan', 't': 'Chongwadai', 'period': '2006-08-24', 'both': True, 'most': False, 'q': 'What took place between Japan and Chongwadai on August 24, 2006?'},
    {'kind': 'what', 'h': 'John Paul II', 't': 'China', 'period': '2005-05-17', 'both': True, 'most': False, 'q': 'What happened between John Paul II and China on May 17, 2005?'},
    {'kind': 'what', 'h': 'Thailand', 't': 'Kuwait', 'period': '2008-08-14', 'both': True, 'most': False, 'q': 'On 2008-08-14, what happened between Thailand and Kuwait?'},
    {'kind': 'what', 'h': 'Iran', 't': 'Abdoulaye Wade', 'period': '2006-09-14', 'both': True, 'most': False, 'q': 'What took place between Iran and Abdoulaye Wade on September 14, 2006?'},
    {'kind': 'what', 'h': 'Japan Self-Defense Forces', 't': 'Military (Ukraine)', 'period': '2014-08-30', 'both': True, 'most': False, 'q': 'On 2014-08-30, what happened between the Japan Self-Defense Forces and the Ukrainian military?'},
    {'kind': 'what', 'h': 'Julian Paul Assange', 't': 'Rafael Correa', 'period': '2012-06', 'both': True, 'most': False, 'q': 'What happened most often between Julian Paul Assange and Rafael Correa in Jun 2012?'},
    {'kind': 'what', 'h': 'Valdas Adamkus', 't': 'Thailand', 'period': '2006-02', 'both': True, 'most': False, 'q': 'In Feb 2006, what was the most common interaction between Valdas Adamkus and Thailand?'},
    {'kind': 'what', 'h': 'Rashid Gumarovich Nurgaliyev', 't': 'Military (Russia)', 'period': '2008-11', 'both': True, 'most': False, 'q': 'What happened most often between Rashid Gumarovich Nurgaliyev and the Russian military in Nov 2008?'},
    {'kind': 'what', 'h': 'Catherine Ashton', 't': 'Madagascar', 'period': '2013-08', 'both': False, 'most': False, 'q': 'How did Catherine Ashton mainly behave towards Madagascar in Aug 2013?'},
    {'kind': 'what', 'h': 'Agence France-Presse', 't': 'Police (Tanzania)', 'period': '2005-06', 'both': False, 'most': False, 'q': 'How did Agence France-Presse mainly behave towards the police in Tanzania in Jun 2005?'},
    {'kind': 'what', 'h': 'Sheikh Hamad bin Isa al Khalifah', 't': 'Dmitry Anatolyevich Medvedev', 'period': '2008-12', 'both': False, 'most': False, 'q': 'How did Sheikh Hamad bin Isa al Khalifah act towards Dmitry Anatolyevich Medvedev in December 2008?'},
    {'kind': 'what', 'h': 'Agence France-Presse', 't': 'Iraq', 'period': '2006-12', 'both': False, 'most': False, 'q': 'How did Agence France-Presse act towards Iraq in December 2006?'},
    {'kind': 'what', 'h': 'Liberal National Party', 't': 'Julia Gillard', 'period': '2010-08', 'both': False, 'most': False, 'q': 'In August 2010, how did the Liberal National Party mostly act towards Julia Gillard?'},
    {'kind': 'what', 'h': 'Christine Lagarde', 't': 'Georgios Papandreou', 'period': '2011-10', 'both': False, 'most': False, 'q': 'In October 2011, how did Christine Lagarde mostly act towards Georgios Papandreou?'},
    {'kind': 'what', 'h': 'Herman Van Rompuy', 't': 'Georgios Papandreou', 'period': '2011-08', 'both': False, 'most': False, 'q': 'In Aug 2011, how did Herman Van Rompuy mostly act towards Georgios Papandreou?'},
    {'kind': 'what', 'h': 'Sudan', 't': 'Cambodia', 'period': '2005-03', 'both': False, 'most': False, 'q': 'In March 2005, how did Sudan mostly act towards Cambodia?'},
    {'kind': 'what', 'h': 'China', 't': 'John Paul II', 'period': '2005-04', 'both': False, 'most': False, 'q': 'How did China act towards John Paul II in April 2005?'},
    {'kind': 'what', 'h': 'Tony Blair', 't': 'Elizabeth II', 'period': '2005-04', 'both': False, 'most': False, 'q': 'In April 2005, how did Tony Blair mostly act towards Elizabeth II?'},
    {'kind': 'what', 'h': 'Saudi Arabian Defence Forces', 't': 'Iran', 'period': '2015-06', 'both': False, 'most': False, 'q': 'In June 2015, how did the Saudi Arabian Defence Forces mostly act towards Iran?'},
    {'kind': 'what', 'h': 'Prime Minister Qarase', 't': 'Winston Peters', 'period': '2006-11', 'both': False, 'most': False, 'q': 'How did Prime Minister Qarase mainly behave towards Winston Peters in November 2006?'},
    {'kind': 'what', 'h': 'Portugal', 't': 'China', 'period': '2010', 'both': False, 'most': True, 'q': "What was Portugal's most frequent action towards China in 2010?"},
    {'kind': 'what', 'h': 'Benjamin William Mkapa', 't': 'Police (Tanzania)', 'period': '2005', 'both': False, 'most': True, 'q': 'In 2005, what did Benjamin William Mkapa do to the police in Tanzania most often?'},
    {'kind': 'what', 'h': 'Malaysia', 't': 'Kazakhstan', 'period': '2006', 'both': False, 'most': True, 'q': "What was Malaysia's most frequent action towards Kazakhstan in 2006?"},
    {'kind': 'what', 'h': 'María Ángela Holguín', 't': 'Colombia', 'period': '2015', 'both': False, 'most': True, 'q': 'In 2015, what did María Ángela Holguín do to Colombia most often?'},
    {'kind': 'what', 'h': 'Jusuf Kalla', 't': 'Malaysia', 'period': '2006', 'both': False, 'most': True, 'q': 'In 2006, what did Jusuf Kalla do to Malaysia most often?'},
    {'kind': 'what', 'h': 'Aladdin Boroujerdi', 't': 'Iran', 'period': '2011', 'both': False, 'most': True, 'q': "What was Aladdin Boroujerdi's most frequent action towards Iran in 2011?"},
    {'kind': 'what', 'h': 'Japan Self-Defense Forces', 't': 'Sudan', 'period': '2008', 'both': False, 'most': True, 'q': 'What did the Japan Self-Defense Forces most frequently do towards Sudan in 2008?'},
    {'kind': 'what', 'h': 'Tzipi Livni', 't': 'John Baird', 'period': '2013', 'both': False, 'most': True, 'q': "What was Tzipi Livni's most frequent action towards John Baird in 2013?"},
    {'kind': 'what', 'h': 'UN Security Council', 't': 'Mahmoud Ahmadinejad', 'period': '2005', 'both': False, 'most': True, 'q': 'What did the UN Security Council most frequently do towards Mahmoud Ahmadinejad in 2005?'},
    {'kind': 'what', 'h': 'Government (Burundi)', 't': 'African Union', 'period': '2015', 'both': False, 'most': True, 'q': 'In 2015, what did the government of Burundi do to the African Union most often?'},
    {'kind': 'what', 'h': 'Yuriy Lutsenko', 't': 'Police (Ukraine)', 'period': '2005', 'both': False, 'most': True, 'q': "What was Yuriy Lutsenko's most frequent action towards the police in Ukraine in 2005?"},
    {'kind': 'what', 'h': 'France', 't': 'Kazakhstan', 'period': '2009', 'both': False, 'most': True, 'q': "What was France's most frequent action towards Kazakhstan in 2009?"},
    {'kind': 'ref', 'A': 'Citizen (Nigeria)', 'r1': 'Express intent to meet or negotiate', 'B': 'Government (Nigeria)', 'which': 'first', 'mode': 'year', 'C': 'Citizen (Nigeria)', 'r2': 'Engage in diplomatic cooperation', 'role': 'tail', 'q': 'Who engaged in diplomatic cooperation with citizens of Nigeria in the year in which citizens of Nigeria first expressed an intent to meet or negotiate with the Nigerian government?'},
    {'kind': 'ref', 'A': 'Herman Van Rompuy', 'r1': 'Consult', 'B': 'Angela Merkel', 'which': 'first', 'mode': 'year', 'C': 'Herman Van Rompuy', 'r2': 'Discuss by telephone', 'role': 'head', 'q': 'In the year when Herman Van Rompuy first consulted Angela Merkel, whom did Herman Van Rompuy speak by phone with?'},
    {'kind': 'ref', 'A': 'Iran', 'r1': 'Investigate', 'B': 'Yemen', 'which': 'only', 'mode': 'year', 'C': 'Yemen', 'r2': 'Engage in negotiation', 'role': 'head', 'q': 'In the year in which Iran investigated Yemen, who did Yemen hold negotiations with?'},
    {'kind': 'ref', 'A': 'Mahmoud Ahmadinejad', 'r1': 'Engage in negotiation', 'B': 'Ismaïl Omar Guelleh', 'which': 'last', 'mode': 'year', 'C': 'Mahmoud Ahmadinejad', 'r2': 'Criticize or denounce', 'role': 'head', 'q': 'Name everyone Mahmoud Ahmadinejad criticised in the year in which Mahmoud Ahmadinejad last held negotiations with Ismaïl Omar Guelleh.'},
    {'kind': 'ref', 'A': 'Iran', 'r1': 'Accuse', 'B': 'Catherine Ashton', 'which': 'first', 'mode': 'year', 'C': 'Catherine Ashton', 'r2': 'Make optimistic comment', 'role': 'head', 'q': 'In the year in which Iran first accused Catherine Ashton, whom did Catherine Ashton make an optimistic comment about?'},
    {'kind': 'ref', 'A': 'Civic United Front', 'r1': 'Consult', 'B': 'Jakaya Mrisho Kikwete', 'which': 'only', 'mode': 'year', 'C': 'Mexico', 'r2': 'Criticize or denounce', 'role': 'head', 'q': 'In the year when the Civic United Front held consultations with Jakaya Mrisho Kikwete, who did Mexico criticise?'},
    {'kind': 'ref', 'A': 'Ashraf Ghani Ahmadzai', 'r1': 'Consult', 'B': 'Julie Bishop', 'which': 'only', 'mode': 'year', 'C': 'Julie Bishop', 'r2': 'Accuse', 'role': 'tail', 'q': 'In the year when Ashraf Ghani Ahmadzai consulted Julie Bishop, who accused Julie Bishop?'},
    {'kind': 'ref', 'A': 'Sudan', 'r1': 'Sign formal agreement', 'B': 'Jakaya Mrisho Kikwete', 'which': 'only', 'mode': 'year', 'C': 'Thailand', 'r2': 'Make optimistic comment', 'role': 'head', 'q': 'Name everyone Thailand made an optimistic comment about in the year in which Sudan signed a formal agreement with Jakaya Mrisho Kikwete.'},
    {'kind': 'ref', 'A': 'Tzipi Livni', 'r1': 'Investigate', 'B': 'Police (Israel)', 'which': 'only', 'mode': 'year', 'C': 'Police (Israel)', 'r2': 'Sign formal agreement', 'role': 'tail', 'q': 'Who signed a formal agreement with the police in Israel in the year in which Tzipi Livni opened an investigation into the Israeli police?'},
    {'kind': 'ref', 'A': 'Ali Abdullah Saleh', 'r1': 'Sign formal agreement', 'B': 'Gerhard Schröder', 'which': 'only', 'mode': 'year', 'C': 'Gerhard Schröder', 'r2': 'Engage in diplomatic cooperation', 'role': 'tail', 'q': 'In the year in which Ali Abdullah Saleh signed a formal agreement with Gerhard Schröder, who engaged in diplomatic cooperation with Gerhard Schröder?'},
    {'kind': 'ref', 'A': 'Benedict XVI', 'r1': 'Engage in negotiation', 'B': 'Mahmoud Abbas', 'which': 'only', 'mode': 'year', 'C': 'Benedict XVI', 'r2': 'Host a visit', 'role': 'head', 'q': 'Name everyone Benedict XVI hosted in the year when Benedict XVI held negotiations with Mahmoud Abbas.'},
    {'kind': 'ref', 'A': 'Vietnam', 'r1': 'Host a visit', 'B': 'Viktor Orban', 'which': 'only', 'mode': 'month', 'C': 'Vietnam', 'r2': 'Express intent to meet or negotiate', 'role': 'tail', 'q': 'During the month in which Vietnam hosted Viktor Orban, which parties expressed an intent to meet or negotiate with Vietnam?'},
    {'kind': 'ref', 'A': 'Kuwait', 'r1': 'Praise or endorse', 'B': 'Ali Abdullah Saleh', 'which': 'only', 'mode': 'month', 'C': 'Ali Abdullah Saleh', 'r2': 'Express intent to meet or negotiate', 'role': 'head', 'q': 'During the month in which Kuwait praised Ali Abdullah Saleh, who did Ali Abdullah Saleh express an intent to meet or negotiate with?'},
    {'kind': 'ref', 'A': 'Janez Jansa', 'r1': 'Make a visit', 'B': 'France', 'which': 'first', 'mode': 'month', 'C': 'South Korea', 'r2': 'Arrest, detain, or charge with legal action', 'role': 'head', 'q': 'Name everyone South Korea arrested, detained or charged during the month in which Janez Jansa first visited France.'},
    {'kind': 'ref', 'A': 'Antonis Samaras', 'r1': 'Make a visit', 'B': 'Zhang Dejiang', 'which': 'last', 'mode': 'month', 'C': 'Agence France-Presse', 'r2': 'Discuss by telephone', 'role': 'head', 'q': 'During the month in which Antonis Samaras last paid a visit to Zhang Dejiang, whom did Agence France-Presse speak by phone with?'},
    {'kind': 'ref', 'A': 'Sudan', 'r1': 'Demand', 'B': 'African Union', 'which': 'last', 'mode': 'month', 'C': 'African Union', 'r2': 'Sign formal agreement', 'role': 'head', 'q': 'In the month when Sudan last issued a demand to the African Union, whom did the African Union sign a formal agreement with?'},
    {'kind': 'ref', 'A': 'Dmitry Anatolyevich Medvedev', 'r1': 'Make a visit', 'B': 'South Korea', 'which': 'last', 'mode': 'month', 'C': 'South Korea', 'r2': 'Investigate', 'role': 'tail', 'q': 'During the month in which Dmitry Anatolyevich Medvedev last visited South Korea, which parties opened an investigation into South Korea?'},
    {'kind': 'ref', 'A': 'Guatemala', 'r1': 'Sign formal agreement', 'B': 'Mexico', 'which': 'last', 'mode': 'month', 'C': 'Guatemala', 'r2': 'Arrest, detain, or charge with legal action', 'role': 'head', 'q': 'During the month in which Guatemala last signed a formal agreement with Mexico, whom did Guatemala arrest, detain or charge?'},
    {'kind': 'ref', 'A': 'Chuck Hagel', 'r1': 'Engage in diplomatic cooperation', 'B': 'Japan', 'which': 'only', 'mode': 'month', 'C': 'Chuck Hagel', 'r2': 'Make an appeal or request', 'role': 'head', 'q': 'In the month when Chuck Hagel engaged in diplomatic cooperation with Japan, whom did Chuck Hagel make an appeal or request to?'},
    {'kind': 'ref', 'A': 'Government (Germany)', 'r1': 'Discuss by telephone', 'B': 'Angela Merkel', 'which': 'only', 'mode': 'month', 'C': 'Angela Merkel', 'r2': 'Express intent to cooperate', 'role': 'head', 'q': 'Name everyone Angela Merkel signalled a willingness to cooperate with during the month in which the government of Germany spoke by phone with Angela Merkel.'},
    {'kind': 'ref', 'A': 'Association of Southeast Asian Nations', 'r1': 'Engage in diplomatic cooperation', 'B': 'Thailand', 'which': 'first', 'mode': 'month', 'C': 'Thailand', 'r2': 'Consult', 'role': 'head', 'q': 'In the month when the Association of Southeast Asian Nations first engaged in diplomatic cooperation with Thailand, who did Thailand hold consultations with?'},
    {'kind': 'ref', 'A': 'Tzipi Livni', 'r1': 'Make optimistic comment', 'B': 'France', 'which': 'only', 'mode': 'day', 'C': 'France', 'r2': 'Make an appeal or request', 'role': 'tail', 'q': 'Who made an appeal or request to France on the day when Tzipi Livni made an optimistic comment about France?'},
    {'kind': 'ref', 'A': 'Javier Solana', 'r1': 'Express intent to meet or negotiate', 'B': 'Kazakhstan', 'which': 'only', 'mode': 'day', 'C': 'Javier Solana', 'r2': 'Make a visit', 'role': 'head', 'q': 'On the day when Javier Solana expressed an intent to meet or negotiate with Kazakhstan, who did Javier Solana visit?'},
    {'kind': 'ref', 'A': 'Ali Bongo Ondimba', 'r1': 'Host a visit', 'B': 'Abdullah Gül', 'which': 'only', 'mode': 'day', 'C': 'Ali Bongo Ondimba', 'r2': 'Praise or endorse', 'role': 'head', 'q': 'On the day when Ali Bongo Ondimba hosted Abdullah Gül, whom did Ali Bongo Ondimba speak approvingly of?'},
    {'kind': 'ref', 'A': 'Iran', 'r1': 'Engage in negotiation', 'B': 'Vietnam', 'which': 'last', 'mode': 'day', 'C': 'Iran', 'r2': 'Arrest, detain, or charge with legal action', 'role': 'head', 'q': 'On the same day that Iran last held negotiations with Vietnam, whom did Iran arrest, detain or charge?'},
    {'kind': 'ref', 'A': 'Pervez Musharraf', 'r1': 'Express intent to meet or negotiate', 'B': 'Kuwait', 'which': 'first', 'mode': 'day', 'C': 'Pervez Musharraf', 'r2': 'Criticize or denounce', 'role': 'tail', 'q': 'On the day when Pervez Musharraf first expressed an intent to meet or negotiate with Kuwait, which parties denounced Pervez Musharraf?'},
    {'kind': 'ref', 'A': 'Donald Rumsfeld', 'r1': 'Consult', 'B': 'Pervez Musharraf', 'which': 'first', 'mode': 'day', 'C': 'Pervez Musharraf', 'r2': 'Make an appeal or request', 'role': 'head', 'q': 'On the same day that Donald Rumsfeld first consulted Pervez Musharraf, whom did Pervez Musharraf make an appeal or request to?'},
    {'kind': 'ref', 'A': 'Wen Jiabao', 'r1': 'Express intent to meet or negotiate', 'B': 'Julia Gillard', 'which': 'first', 'mode': 'day', 'C': 'Wen Jiabao', 'r2': 'Praise or endorse', 'role': 'head', 'q': 'On the day when Wen Jiabao first expressed an intent to meet or negotiate with Julia Gillard, who did Wen Jiabao speak approvingly of?'},
    {'kind': 'ref', 'A': 'Military (Philippines)', 'r1': 'Accuse', 'B': 'Moro Islamic Liberation Front', 'which': 'first', 'mode': 'day', 'C': 'Moro Islamic Liberation Front', 'r2': 'Criticize or denounce', 'role': 'head', 'q': 'On the same day that the Philippine military first levelled an accusation at the Moro Islamic Liberation Front, whom did the Moro Islamic Liberation Front criticise?'},
    {'kind': 'ref', 'A': 'Thailand', 'r1': 'Consult', 'B': 'Citizen (Thailand)', 'which': 'first', 'mode': 'day', 'C': 'Iran', 'r2': 'Express intent to meet or negotiate', 'role': 'tail', 'q': 'Who expressed an intent to meet or negotiate with Iran on the same day that Thailand first held consultations with citizens of Thailand?'},
    {'kind': 'ref', 'A': 'UN Security Council', 'r1': 'Express intent to meet or negotiate', 'B': 'African Union', 'which': 'last', 'mode': 'after', 'C': 'UN Security Council', 'r2': 'Criticize or denounce', 'role': 'head', 'q': 'After the UN Security Council last expressed an intent to meet or negotiate with the African Union, whom did the UN Security Council denounce first?'},
    {'kind': 'ref', 'A': 'Benedict XVI', 'r1': 'Make an appeal or request', 'B': 'Citizen (Australia)', 'which': 'only', 'mode': 'after', 'C': 'Benedict XVI', 'r2': 'Make optimistic comment', 'role': 'head', 'q': 'After Benedict XVI appealed to citizens of Australia, whom did Benedict XVI make an optimistic comment about first?'},
    {'kind': 'ref', 'A': 'Kuwait', 'r1': 'Make optimistic comment', 'B': 'Iraq', 'which': 'only', 'mode': 'after', 'C': 'Kuwait', 'r2': 'Criticize or denounce', 'role': 'head', 'q': 'After Kuwait made an optimistic comment about Iraq, whom did Kuwait criticise first?'},
    {'kind': 'ref', 'A': 'Comoros', 'r1': 'Criticize or denounce', 'B': 'France', 'which': 'only', 'mode': 'after', 'C': 'Comoros', 'r2': 'Make a visit', 'role': 'head', 'q': 'Who was the first that Comoros visited after Comoros denounced France?'},
    {'kind': 'ref', 'A': 'Mahmoud Ahmadinejad', 'r1': 'Make an appeal or request', 'B': 'Citizen (Belarus)', 'which': 'only', 'mode': 'after', 'C': 'Citizen (Belarus)', 'r2': 'Make optimistic comment', 'role': 'head', 'q': 'Who was the first that citizens of Belarus made an optimistic comment about after Mahmoud Ahmadinejad made an appeal or request to citizens of Belarus?'},
    {'kind': 'ref', 'A': 'Nicos Anastasiades', 'r1': 'Consult', 'B': 'Antonis Samaras', 'which': 'last', 'mode': 'after', 'C': 'Nicos Anastasiades', 'r2': 'Host a visit', 'role': 'head', 'q': 'After Nicos Anastasiades last consulted Antonis Samaras, whom did Nicos Anastasiades host first?'},
    {'kind': 'ref', 'A': 'Chaudhry Nisar Ali Khan', 'r1': 'Consult', 'B': 'Iran', 'which': 'only', 'mode': 'after', 'C': 'Iran', 'r2': 'Make optimistic comment', 'role': 'tail', 'q': 'After Chaudhry Nisar Ali Khan consulted Iran, who made an optimistic comment about Iran next?'},
    {'kind': 'ref', 'A': 'International Monetary Fund', 'r1': 'Threaten', 'B': 'France', 'which': 'only', 'mode': 'after', 'C': 'International Monetary Fund', 'r2': 'Sign formal agreement', 'role': 'tail', 'q': 'Who was the first to sign a formal agreement with the International Monetary Fund after the International Monetary Fund issued a threat against France?'},
    {'kind': 'ref', 'A': 'Abdel Fattah Al-Sisi', 'r1': 'Consult', 'B': 'A.K. Antony', 'which': 'only', 'mode': 'after', 'C': 'Abdel Fattah Al-Sisi', 'r2': 'Accuse', 'role': 'tail', 'q': 'After Abdel Fattah Al-Sisi held consultations with A.K. Antony, who was the first to level an accusation at Abdel Fattah Al-Sisi?'},
    {'kind': 'ref', 'A': 'Government (France)', 'r1': 'Criticize or denounce', 'B': 'France', 'which': 'only', 'mode': 'after', 'C': 'France', 'r2': 'Host a visit', 'role': 'head', 'q': 'Who was the first that France hosted after the government of France criticised France?'},
    {'kind': 'ref', 'A': 'Mahmoud Ahmadinejad', 'r1': 'Make a visit', 'B': 'John Dramani Mahama', 'which': 'only', 'mode': 'after', 'C': 'Mahmoud Ahmadinejad', 'r2': 'Accuse', 'role': 'tail', 'q': 'Who was the first to accuse Mahmoud Ahmadinejad after Mahmoud Ahmadinejad visited John Dramani Mahama?'},
    {'kind': 'ref', 'A': 'Pervez Musharraf', 'r1': 'Consult', 'B': 'Iran', 'which': 'first', 'mode': 'before', 'C': 'Iran', 'r2': 'Accuse', 'role': 'head', 'q': 'Before Pervez Musharraf first consulted Iran, whom did Iran level an accusation at most recently?'},
    {'kind': 'ref', 'A': 'France', 'r1': 'Host a visit', 'B': 'Nelson Azevedo Jobim', 'which': 'first', 'mode': 'before', 'C': 'Nelson Azevedo Jobim', 'r2': 'Praise or endorse', 'role': 'head', 'q': 'Before France first received a visit from Nelson Azevedo Jobim, whom did Nelson Azevedo Jobim praise most recently?'},
    {'kind': 'ref', 'A': 'Alberto Fernández', 'r1': 'Consult', 'B': 'Rafael Antonio Bielsa', 'which': 'first', 'mode': 'before', 'C': 'Rafael Antonio Bielsa', 'r2': 'Express intent to meet or negotiate', 'role': 'head', 'q': 'Who was the last that Rafael Antonio Bielsa expressed an intent to meet or negotiate with before Alberto Fernández first consulted Rafael Antonio Bielsa?'},
    {'kind': 'ref', 'A': 'Yemen', 'r1': 'Express intent to cooperate', 'B': 'Oman', 'which': 'only', 'mode': 'before', 'C': 'Oman', 'r2': 'Arrest, detain, or charge with legal action', 'role': 'head', 'q': 'Before Yemen expressed an intent to cooperate with Oman, whom did Oman arrest, detain or charge most recently?'},
    {'kind': 'ref', 'A': 'International Monetary Fund', 'r1': 'Express intent to meet or negotiate', 'B': 'China', 'which': 'only', 'mode': 'before', 'C': 'International Monetary Fund', 'r2': 'Engage in diplomatic cooperation', 'role': 'tail', 'q': 'Who last engaged in diplomatic cooperation with the International Monetary Fund before the International Monetary Fund expressed an intent to meet or negotiate with China?'},
    {'kind': 'ref', 'A': 'Yemen', 'r1': 'Express intent to meet or negotiate', 'B': 'Djibouti', 'which': 'only', 'mode': 'before', 'C': 'Citizen (Thailand)', 'r2': 'Express intent to meet or negotiate', 'role': 'tail', 'q': 'Before Yemen expressed an intent to meet or negotiate with Djibouti, who was the last to express an intent to meet or negotiate with citizens of Thailand?'},
    {'kind': 'ref', 'A': 'China', 'r1': 'Host a visit', 'B': 'Hisham Qandil', 'which': 'only', 'mode': 'before', 'C': 'Hisham Qandil', 'r2': 'Make optimistic comment', 'role': 'tail', 'q': 'Before China hosted Hisham Qandil, who was the last to make an optimistic comment about Hisham Qandil?'},
    {'kind': 'ref', 'A': 'Abdullah Gül', 'r1': 'Engage in negotiation', 'B': 'Cristina Fernández de Kirchner', 'which': 'only', 'mode': 'before', 'C': 'Cristina Fernández de Kirchner', 'r2': 'Accuse', 'role': 'head', 'q': 'Who was the last that Cristina Fernández de Kirchner levelled an accusation at before Abdullah Gül negotiated with Cristina Fernández de Kirchner?'},
    {'kind': 'ref', 'A': 'Federica Mogherini', 'r1': 'Engage in negotiation', 'B': 'Iran', 'which': 'first', 'mode': 'before', 'C': 'Iran', 'r2': 'Demand', 'role': 'tail', 'q': 'Who last made a demand of Iran before Federica Mogherini first negotiated with Iran?'},
    {'kind': 'ref', 'A': 'Barack Obama', 'r1': 'Make a visit', 'B': 'Ireland', 'which': 'first', 'mode': 'before', 'C': 'Ireland', 'r2': 'Engage in diplomatic cooperation', 'role': 'head', 'q': 'Who was the last that Ireland engaged in diplomatic cooperation with before Barack Obama first paid a visit to Ireland?'},
    {'kind': 'ref', 'A': 'Elizabeth II', 'r1': 'Engage in negotiation', 'B': 'Tony Blair', 'which': 'only', 'mode': 'bytime', 'C': 'Elizabeth II', 'r2': 'Make a visit', 'role': 'tail', 'q': 'By the time Elizabeth II negotiated with Tony Blair, who had already paid a visit to Elizabeth II?'},
    {'kind': 'ref', 'A': 'Citizen (Nigeria)', 'r1': 'Praise or endorse', 'B': 'Sule Lamido', 'which': 'only', 'mode': 'bytime', 'C': 'Citizen (Nigeria)', 'r2': 'Engage in diplomatic cooperation', 'role': 'head', 'q': 'By the time citizens of Nigeria praised Sule Lamido, whom had citizens of Nigeria already engaged in diplomatic cooperation with?'},
    {'kind': 'ref', 'A': 'Rafael Correa', 'r1': 'Praise or endorse', 'B': 'Julian Paul Assange', 'which': 'first', 'mode': 'bytime', 'C': 'Rafael Correa', 'r2': 'Engage in diplomatic cooperation', 'role': 'head', 'q': 'By the time Rafael Correa first praised Julian Paul Assange, who had Rafael Correa already engaged in diplomatic cooperation with?'},
    {'kind': 'ref', 'A': 'UN Security Council', 'r1': 'Consult', 'B': 'Sergey Bagapsh', 'which': 'first', 'mode': 'bytime', 'C': 'Sergey Bagapsh', 'r2': 'Sign formal agreement', 'role': 'head', 'q': 'By the time the UN Security Council first consulted Sergey Bagapsh, whom had Sergey Bagapsh already signed a formal agreement with?'},
    {'kind': 'ref', 'A': 'United Arab Emirates', 'r1': 'Host a visit', 'B': 'Gurbanguly Berdymukhammedov', 'which': 'first', 'mode': 'bytime', 'C': 'Donald Rumsfeld', 'r2': 'Arrest, detain, or charge with legal action', 'role': 'tail', 'q': 'By the time the United Arab Emirates first received a visit from Gurbanguly Berdymukhammedov, who had already arrested, detained or charged Donald Rumsfeld?'},
    {'kind': 'ref', 'A': 'Shimon Peres', 'r1': 'Consult', 'B': 'Iran', 'which': 'only', 'mode': 'bytime', 'C': 'Shimon Peres', 'r2': 'Sign formal agreement', 'role': 'head', 'q': 'By the time Shimon Peres held consultations with Iran, who had Shimon Peres already signed a formal agreement with?'},
    {'kind': 'ref', 'A': 'Barack Obama', 'r1': 'Engage in negotiation', 'B': 'Nasser Judeh', 'which': 'first', 'mode': 'bytime', 'C': 'Yuriy Yekhanurov', 'r2': 'Praise or endorse', 'role': 'tail', 'q': 'Who had already spoken approvingly of Yuriy Yekhanurov by the time Barack Obama first held negotiations with Nasser Judeh?'},
    {'kind': 'ref', 'A': 'Vietnam', 'r1': 'Host a visit', 'B': 'Oluṣẹgun Ọbasanjọ', 'which': 'first', 'mode': 'bytime', 'C': 'Oluṣẹgun Ọbasanjọ', 'r2': 'Demand', 'role': 'head', 'q': 'By the time Vietnam first hosted Oluṣẹgun Ọbasanjọ, whom had Oluṣẹgun Ọbasanjọ already made a demand of?'},
    {'kind': 'ref', 'A': 'High Commission for Refugees', 'r1': 'Investigate', 'B': 'Citizen (Tanzania)', 'which': 'only', 'mode': 'bytime', 'C': 'High Commission for Refugees', 'r2': 'Arrest, detain, or charge with legal action', 'role': 'tail', 'q': 'Who had already arrested, detained or charged the High Commission for Refugees by the time the High Commission for Refugees investigated citizens of Tanzania?'},
    {'kind': 'type', 'X': 'Taiwan Affairs Office', 'r': 'Make a visit', 'role': 'head', 'of': 'country', 'form': 'when', 'which': 'last', 'gran': 'month', 'q': 'In which month did the Taiwan Affairs Office last pay a visit to a country?'},
    {'kind': 'type', 'X': 'African Union', 'r': 'Consult', 'role': 'tail', 'of': 'country', 'form': 'when', 'which': 'last', 'gran': 'day', 'q': 'When did a country last hold consultations with the African Union?'},
    {'kind': 'type', 'X': 'Nabih Berri', 'r': 'Engage in diplomatic cooperation', 'role': 'tail', 'of': 'country', 'form': 'when', 'which': 'last', 'gran': 'day', 'q': 'When did a country last engage in diplomatic cooperation with Nabih Berri?'},
    {'kind': 'type', 'X': 'Military (Mali)', 'r': 'Sign formal agreement', 'role': 'head', 'of': 'country', 'form': 'when', 'which': 'first', 'gran': 'month', 'q': 'In which month did the armed forces of Mali first sign a formal agreement with a country?'},
    {'kind': 'type', 'X': 'Citizen (Zambia)', 'r': 'Engage in diplomatic cooperation', 'role': 'head', 'of': 'country', 'form': 'when', 'which': 'first', 'gran': 'year', 'q': 'In what year did citizens of Zambia first engage in diplomatic cooperation with a country?'},
    {'kind': 'type', 'X': 'Benedict XVI', 'r': 'Host a visit', 'role': 'tail', 'of': 'country', 'form': 'when', 'which': 'first', 'gran': 'year', 'q': 'In what year did a country first host Benedict XVI?'},
    {'kind': 'type', 'X': 'Government (Italy)', 'r': 'Express intent to meet or negotiate', 'role': 'head', 'of': 'country', 'form': 'when', 'which': 'first', 'gran': 'day', 'q': 'When did the government of Italy first express an intent to meet or negotiate with a country?'},
    {'kind': 'type', 'X': 'Central Intelligence Agency', 'r': 'Praise or endorse', 'role': 'head', 'of': 'country', 'form': 'when', 'which': 'first', 'gran': 'day', 'q': 'When did the Central Intelligence Agency first speak approvingly of a country?'},
    {'kind': 'type', 'X': 'Association of Southeast Asian Nations', 'r': 'Consult', 'role': 'head', 'of': 'country', 'form': 'when', 'which': 'first', 'gran': 'day', 'q': 'When did the Association of Southeast Asian Nations first consult a country?'},
    {'kind': 'type', 'X': 'African Union', 'r': 'Arrest, detain, or charge with legal action', 'role': 'tail', 'of': 'country', 'form': 'when', 'which': 'last', 'gran': 'day', 'q': 'When did a country last arrest, detain or charge the African Union?'},
    {'kind': 'type', 'X': 'National United Front for Democracy Against Dictatorship', 'r': 'Investigate', 'role': 'tail', 'of': 'country', 'form': 'when', 'which': 'first', 'gran': 'year', 'q': 'In what year did a country first open an investigation into the National United Front for Democracy Against Dictatorship?'},
    {'kind': 'type', 'X': 'José Miguel Insulza', 'r': 'Host a visit', 'role': 'tail', 'of': 'country', 'form': 'when', 'which': 'last', 'gran': 'day', 'q': 'When did a country last receive a visit from José Miguel Insulza?'},
    {'kind': 'type', 'X': 'José Miguel Insulza', 'r': 'Express intent to meet or negotiate', 'role': 'head', 'of': 'org', 'form': 'when', 'which': 'first', 'gran': 'month', 'q': 'In which month did José Miguel Insulza first express an intent to meet or negotiate with an international organisation?'},
    {'kind': 'type', 'X': 'Sudan', 'r': 'Praise or endorse', 'role': 'tail', 'of': 'org', 'form': 'when', 'which': 'first', 'gran': 'day', 'q': 'When did an international organisation first praise Sudan?'},
    {'kind': 'type', 'X': 'Federica Mogherini', 'r': 'Praise or endorse', 'role': 'head', 'of': 'org', 'form': 'when', 'which': 'last', 'gran': 'year', 'q': 'In what year did Federica Mogherini last speak approvingly of an international organisation?'},
    {'kind': 'type', 'X': 'Government (South Africa)', 'r': 'Engage in diplomatic cooperation', 'role': 'head', 'of': 'org', 'form': 'when', 'which': 'first', 'gran': 'day', 'q': 'When did the South African government first engage in diplomatic cooperation with an international organisation?'},
    {'kind': 'type', 'X': 'Sudan', 'r': 'Make an appeal or request', 'role': 'head', 'of': 'org', 'form': 'when', 'which': 'last', 'gran': 'day', 'q': 'When did Sudan last make an appeal or request to an international organisation?'},
    {'kind': 'type', 'X': 'Shaukat Aziz', 'r': 'Engage in diplomatic cooperation', 'role': 'head', 'of': 'org', 'form': 'when', 'which': 'first', 'gran': 'year', 'q': 'In what year did Shaukat Aziz first engage in diplomatic cooperation with an international organisation?'},
    {'kind': 'type', 'X': 'Citizen (Belgium)', 'r': 'Threaten', 'role': 'head', 'of': 'country', 'form': 'which', 'period': '2011', 'q': 'Which country did citizens of Belgium threaten in 2011?'},
    {'kind': 'type', 'X': 'Benedict XVI', 'r': 'Accuse', 'role': 'tail', 'of': 'country', 'form': 'which', 'period': '2005-09', 'q': 'In September 2005, which country levelled an accusation at Benedict XVI?'},
    {'kind': 'type', 'X': 'Police (Canada)', 'r': 'Criticize or denounce', 'role': 'tail', 'of': 'country', 'form': 'which', 'period': '2010-07', 'q': 'In July 2010, which country criticised the Canadian police?'},
    {'kind': 'type', 'X': 'Nuri al-Maliki', 'r': 'Engage in diplomatic cooperation', 'role': 'tail', 'of': 'country', 'form': 'which', 'period': '2006-08', 'q': 'In Aug 2006, which country engaged in diplomatic cooperation with Nuri al-Maliki?'},
    {'kind': 'type', 'X': 'Augusto Pinochet', 'r': 'Arrest, detain, or charge with legal action', 'role': 'tail', 'of': 'country', 'form': 'which', 'period': '2010', 'q': 'In 2010, which country arrested, detained or charged Augusto Pinochet?'},
    {'kind': 'type', 'X': 'Dmitry Anatolyevich Medvedev', 'r': 'Make a visit', 'role': 'head', 'of': 'country', 'form': 'which', 'period': '2012-03', 'q': 'Which countries did Dmitry Anatolyevich Medvedev pay a visit to in March 2012?'},
    {'kind': 'type', 'X': 'Prachanda', 'r': 'Consult', 'role': 'tail', 'of': 'country', 'form': 'which', 'period': '2007-12', 'q': 'In December 2007, which country held consultations with Prachanda?'},
    {'kind': 'type', 'X': 'South African National Defence Force', 'r': 'Praise or endorse', 'role': 'tail', 'of': 'country', 'form': 'which', 'period': '2015-05', 'q': 'Which country praised the South African National Defence Force in May 2015?'},
    {'kind': 'type', 'X': 'Roza Otunbayeva', 'r': 'Consult', 'role': 'tail', 'of': 'org', 'form': 'which', 'period': '2005-04', 'q': 'In April 2005, which international organisation consulted Roza Otunbayeva?'},
    {'kind': 'type', 'X': 'Sudan', 'r': 'Investigate', 'role': 'head', 'of': 'org', 'form': 'which', 'period': '2006-01', 'q': 'Which international organisation did Sudan investigate in January 2006?'},
    {'kind': 'type', 'X': 'Mwai Kibaki', 'r': 'Make optimistic comment', 'role': 'head', 'of': 'org', 'form': 'which', 'period': '2006-03', 'q': 'Which international organisation did Mwai Kibaki make an optimistic comment about in March 2006?'},
    {'kind': 'type', 'X': 'Government (Ecuador)', 'r': 'Make an appeal or request', 'role': 'head', 'of': 'org', 'form': 'which', 'period': '2007', 'q': 'Which international organisation did the government of Ecuador make an appeal or request to in 2007?'},
    {'kind': 'type', 'X': 'Hisham Qandil', 'r': 'Make optimistic comment', 'role': 'head', 'of': 'org', 'form': 'which', 'period': '2013', 'q': 'In 2013, which international organisation did Hisham Qandil make an optimistic comment about?'},
    {'kind': 'type', 'X': 'South Sudan', 'r': 'Threaten', 'role': 'head', 'of': 'org', 'form': 'which', 'period': '2014', 'q': 'Which international organisation did South Sudan threaten in 2014?'},
    {'kind': 'type', 'X': 'Kim Kye Gwan', 'r': 'Criticize or denounce', 'role': 'head', 'of': 'country', 'form': 'whichfirst', 'q': 'Which country did Kim Kye Gwan denounce first?'},
    {'kind': 'type', 'X': 'Saudi Arabian Defence Forces', 'r': 'Express intent to meet or negotiate', 'role': 'head', 'of': 'country', 'form': 'whichfirst', 'q': 'What was the first country that the Saudi Arabian Defence Forces expressed an intent to meet or negotiate with?'},
    {'kind': 'type', 'X': 'Samsung', 'r': 'Host a visit', 'role': 'tail', 'of': 'country', 'form': 'whichfirst', 'q': 'Which country was the first to receive a visit from Samsung?'},
    {'kind': 'type', 'X': 'Tsai Ing-wen', 'r': 'Make a visit', 'role': 'head', 'of': 'country', 'form': 'whichfirst', 'q': 'What was the first country that Tsai Ing-wen visited?'},
    {'kind': 'type', 'X': 'Taiwan Affairs Office', 'r': 'Host a visit', 'role': 'tail', 'of': 'country', 'form': 'whichfirst', 'q': 'Which country was the first to receive a visit from the Taiwan Affairs Office?'},
    {'kind': 'type', 'X': 'Government (Belarus)', 'r': 'Consult', 'role': 'tail', 'of': 'org', 'form': 'whichfirst', 'q': 'Which international organisation was the first to consult the government of Belarus?'},
    {'kind': 'type', 'X': 'Mwai Kibaki', 'r': 'Make optimistic comment', 'role': 'head', 'of': 'org', 'form': 'whichfirst', 'q': 'What was the first international organisation that Mwai Kibaki made an optimistic comment about?'},
    {'kind': 'type', 'X': 'Government (Sudan)', 'r': 'Consult', 'role': 'head', 'of': 'org', 'form': 'whichfirst', 'q': 'What was the first international organisation that the government of Sudan held consultations with?'},
]
# END CASES

if __name__ == "__main__":
    main(sys.argv[1:])
