"""graph6: 140 questions over the Nobel Prize graph, with their meanings, the gold semantics and the checks.

python3 gold.py            checks, then writes graph6-dev.json and graph6-test.json
python3 gold.py --check    fails unless the files on disk are what gold.py writes
python3 gold.py --explain  each question with its meaning and answers
python3 gold.py --stats    counts per kind and half

Standard library only; deterministic (sorted answers, no hashing order), byte-identical reruns.
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
GRAPH = os.path.join(HERE, "graph.tsv.gz")
PREFIX = "g6"
TOTAL = 140

PHY = "Nobel Prize in Physics"
CHE = "Nobel Prize in Chemistry"
MED = "Nobel Prize in Physiology or Medicine"
LIT = "Nobel Prize in Literature"
PEA = "Nobel Peace Prize"
ECO = "Sveriges Riksbank Prize in Economic Sciences in Memory of Alfred Nobel"

# ---------------------------------------------------------------------------------------------- graph

FACTS = []
with gzip.open(GRAPH, "rt", encoding="utf-8") as fh:
    header = fh.readline().rstrip("\n").split("\t")
    assert header == ["head", "relation", "tail", "start", "end"], header
    for line in fh:
        h, r, t, s, e = line.rstrip("\n").split("\t")
        assert s == e, line
        FACTS.append((h, r, t, s))

WON = collections.defaultdict(set)        # (prize, year) -> laureates
WINS = collections.defaultdict(list)      # laureate -> [(year, prize)]
AFF = collections.defaultdict(set)        # (laureate, year) -> institutions
AFF_OF = collections.defaultdict(set)     # institution -> {(laureate, year)}
BORN = {}                                 # person -> (city, date)
DIED = {}
for h, r, t, s in FACTS:
    if r == "won":
        WON[(t, s)].add(h)
        WINS[h].append((s, t))
    elif r == "affiliatedWith":
        AFF[(h, s)].add(t)
        AFF_OF[t].add((h, s))
    elif r == "bornIn":
        assert h not in BORN
        BORN[h] = (t, s)
    elif r == "diedIn":
        assert h not in DIED
        DIED[h] = (t, s)
for v in WINS.values():
    v.sort()

PRIZES = sorted({p for p, _ in WON})
LAUREATES = sorted(WINS)
INSTITUTIONS = sorted(AFF_OF)
CITIES = sorted({c for c, _ in BORN.values()} | {c for c, _ in DIED.values()})
CLASSES = {"person": LAUREATES, "prize": PRIZES, "inst": INSTITUTIONS, "city": CITIES}

# Everyday names of the prizes (typed form -> node); folded, matched as whole words.
PRIZE_ALIASES = {
    "physics": PHY, "chemistry": CHE, "medicine": MED, "physiology or medicine": MED,
    "physicists": PHY, "chemists": CHE, "literature": LIT, "peace": PEA, "economics": ECO, "economic sciences": ECO, "econ": ECO,
}
# Everyday names of institutions and cities that are not words of the node's name.
ALIASES = {
    "inst": {"mit": "Massachusetts Institute of Technology (MIT)",
             "caltech": "California Institute of Technology (Caltech)",
             "bell labs": "Bell Laboratories", "eth zurich":
             "Eidgenössische Technische Hochschule (Swiss Federal Institute of Technology)"},
    "city": {"new york": "New York, NY", "chicago": "Chicago, IL", "boston": "Boston, MA",
             "brooklyn": "Brooklyn, NY", "washington dc": "Washington, DC"},
    "person": {"mlk": "Martin Luther King Jr.", "the dalai lama": "The 14th Dalai Lama",
               "the red cross": "International Committee of the Red Cross",
               "the icrc": "International Committee of the Red Cross",
               "the unhcr": "Office of the United Nations High Commissioner for Refugees",
               "the un refugee agency": "Office of the United Nations High Commissioner for Refugees"},
}


def fold(text):
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).lower()


def words(text):
    text = re.sub(r"['\u2019]s\b", "", fold(text)).replace("'", "")
    return [w for w in re.split(r"[^a-z0-9]+", text) if w]


def contains(seq, sub):
    """sub is a contiguous run of seq (a mention typed in a question)."""
    n = len(sub)
    return n > 0 and any(seq[i:i + n] == sub for i in range(len(seq) - n + 1))


def in_order(seq, sub):
    """sub's words occur in seq in this order (a name typed with words left out: 'Aage Bohr')."""
    it = iter(seq)
    return bool(sub) and all(w in it for w in sub)


def resolve(typed, cls):
    """The nodes of a class that a typed form names: an alias, or words of the name in order."""
    f = " ".join(words(typed))
    if cls == "prize":
        return {PRIZE_ALIASES[f]} if f in PRIZE_ALIASES else set()
    for alias, node in ALIASES.get(cls, {}).items():
        if " ".join(words(alias)) == f:
            return {node}
    tw = words(typed)
    exact = {n for n in CLASSES[cls] if words(n) == tw}
    if exact:
        return exact
    return {n for n in CLASSES[cls] if in_order(words(n), tw)}


# ------------------------------------------------------------------------------------------ semantics

def year(date):
    return date[:4]


def wins(person, prize=None):
    """Award years of a laureate (of one prize, if given), ascending."""
    return [y for y, p in WINS[person] if prize is None or p == prize]


def pick(years_, which):
    assert years_, "no such win"
    if which == "only":
        assert len(set(years_)) == 1, ("not an only win", years_)
        return years_[0]
    return {"first": years_[0], "last": years_[-1]}[which]


def award_years(prize):
    return sorted({y for p, y in WON if p == prize})


def event_date(ev):
    """An event of a meaning: ('won', person, prize|None, which) -> year; ('born'|'died', person) -> date."""
    if ev[0] == "won":
        return pick(wins(ev[1], ev[2]), ev[3])
    if ev[0] == "born":
        return BORN[ev[1]][1]
    if ev[0] == "died":
        return DIED[ev[1]][1]
    raise ValueError(ev)


def yn(b):
    return ["yes" if b else "no"]


def answer(m):
    op, a = m[0], m[1:]
    if op == "winners":                      # prize(s) won in a year; prize None = any prize
        prize, y = a
        return sorted({h for (p, yy), hs in WON.items() if yy == y and (prize is None or p == prize) for h in hs})
    if op == "when_won":                     # year of a laureate's only / first / last win (of a prize)
        person, prize, which = a
        return [pick(wins(person, prize), which)]
    if op == "prize_of":                     # prize(s) a laureate won (in a year)
        person, y = a
        return sorted({p for yy, p in WINS[person] if y is None or yy == y})
    if op == "count_wins":
        person, prize = a
        return [str(len(wins(person, prize)))]
    if op == "count_winners":                # different laureates of a prize (None = any) in [y1, y2]
        prize, y1, y2 = a
        return [str(len({h for (p, y), hs in WON.items() if y1 <= y <= y2 and (prize is None or p == prize)
                         for h in hs}))]
    if op == "count_years_not_awarded":      # years in [y1, y2] with no award of the prize
        prize, y1, y2 = a
        ys = set(award_years(prize))
        return [str(sum(1 for y in range(int(y1), int(y2) + 1) if str(y) not in ys))]
    if op in ("next", "prev"):               # winners of the prize in the award year after / before an event's year
        prize, ev = a
        y = year(event_date(ev))
        ys = award_years(prize)
        cand = [x for x in ys if x > y] if op == "next" else [x for x in ys if x < y]
        if not cand:
            return []
        return sorted(WON[(prize, cand[0] if op == "next" else cand[-1])])
    if op == "same_year":                    # winners of a prize in the year of an event
        prize, ev = a
        return sorted(WON.get((prize, year(event_date(ev))), ()))
    if op == "first_after":                  # winners of the first award of a prize after / before a year
        prize, y = a
        cand = [x for x in award_years(prize) if x > y]
        return sorted(WON[(prize, cand[0])]) if cand else []
    if op == "last_before":
        prize, y = a
        cand = [x for x in award_years(prize) if x < y]
        return sorted(WON[(prize, cand[-1])]) if cand else []
    if op == "nth_award":                    # winners of the n-th year the prize was given (n = -1: latest)
        prize, n = a
        ys = award_years(prize)
        return sorted(WON[(prize, ys[n - 1 if n > 0 else n])])
    if op == "year_of_nth_award":
        prize, n = a
        return [award_years(prize)[n - 1]]
    if op == "aff":                          # institutions of a laureate at an award (year None = any award)
        person, y = a
        return sorted({i for (h, yy), ins in AFF.items() if h == person and (y is None or yy == y) for i in ins})
    if op == "aff_people":                   # laureates affiliated with an institution at awards in [y1, y2] (a prize, optional)
        inst, prize, y1, y2 = a
        return sorted({h for h, y in AFF_OF[inst] if y1 <= y <= y2
                       and (prize is None or prize in {p for yy, p in WINS[h] if yy == y})})
    if op == "aff_count":
        return [str(len(answer(("aff_people",) + a)))]
    if op == "aff_first":                    # the first laureate(s) of an institution (a prize, optional)
        inst, prize = a
        rows = sorted((y, h) for h, y in AFF_OF[inst] if prize is None or prize in {p for yy, p in WINS[h] if yy == y})
        return sorted({h for y, h in rows if y == rows[0][0]})
    if op == "aff_last":
        inst, prize = a
        rows = sorted((y, h) for h, y in AFF_OF[inst] if prize is None or prize in {p for yy, p in WINS[h] if yy == y})
        return sorted({h for y, h in rows if y == rows[-1][0]})
    if op in ("born_city", "died_city"):
        return [(BORN if op == "born_city" else DIED)[a[0]][0]]
    if op in ("born_when", "died_when"):     # granularity: day / month / year
        person, gran = a
        d = (BORN if op == "born_when" else DIED)[person][1]
        n = {"day": 10, "month": 7, "year": 4}[gran]
        assert len(d) >= n, (person, d)
        return [d[:n]]
    if op in ("born_in", "died_in"):         # laureates born / died in a city (in [y1, y2] if given; a prize, optional)
        city, prize, y1, y2 = a
        tab = BORN if op == "born_in" else DIED
        return sorted(h for h, (c, d) in tab.items() if c == city and y1 <= year(d) <= y2
                      and (prize is None or wins(h, prize)))
    if op in ("count_born_in", "count_died_in"):
        return [str(len(answer(("born_in" if op == "count_born_in" else "died_in",) + a)))]
    if op == "died_year":                    # laureates (of a prize) who died in a year
        prize, y = a
        return sorted(h for h, (c, d) in DIED.items() if year(d) == y and (prize is None or wins(h, prize)))
    if op == "ybetween":                     # whole calendar years between the years of two events
        return [str(abs(int(year(event_date(a[0]))) - int(year(event_date(a[1])))))]
    if op == "dbetween":                     # days between two full dates
        d1, d2 = (event_date(e) for e in a)
        assert len(d1) == len(d2) == 10, (d1, d2)
        return [str(abs((datetime.date.fromisoformat(d2) - datetime.date.fromisoformat(d1)).days))]
    if op == "earlier":                      # which of the events' subjects came first (strictly)
        ds = sorted((event_date(e), e[1]) for e in a)
        assert ds[0][0] != ds[1][0] and len(ds[0][0]) == len(ds[1][0]), ds
        return [ds[0][1]]
    if op == "most_born":                    # birth city with the most laureates (born in [y1, y2])
        y1, y2 = a
        c = collections.Counter(cc for cc, d in BORN.values() if y1 <= year(d) <= y2)
        top = max(c.values())
        return sorted(k for k, v in c.items() if v == top)
    if op == "most_aff":                     # institution with the most different laureates in [y1, y2] (a prize, optional)
        prize, y1, y2 = a
        c = collections.Counter()
        for inst in INSTITUTIONS:
            c[inst] = len(answer(("aff_people", inst, prize, y1, y2)))
        top = max(c.values())
        return sorted(k for k, v in c.items() if v == top)
    if op == "most_wins":                    # laureate(s) with most wins (of a prize)
        (prize,) = a
        c = {h: len(wins(h, prize)) for h in LAUREATES}
        top = max(c.values())
        return sorted(h for h, v in c.items() if v == top)
    if op == "most_shared_year":             # year(s) in [y1, y2] the prize went to most laureates
        prize, y1, y2 = a
        c = {y: len(hs) for (p, y), hs in WON.items() if p == prize and y1 <= y <= y2}
        top = max(c.values())
        return sorted(y for y, v in c.items() if v == top)
    if op == "multi_winners":                # laureates with two or more wins
        return sorted(h for h in LAUREATES if len(WINS[h]) > 1)
    if op == "count_multi":
        return [str(len(answer(("multi_winners",))))]
    if op == "yes_won":                      # person won prize (in a year / in [y1, y2])
        person, prize, y1, y2 = a
        return yn(any((prize is None or p == prize) and y1 <= y <= y2 for y, p in WINS[person]))
    if op == "yes_aff":
        person, inst = a
        return yn(any(h == person for h, _ in AFF_OF[inst]))
    if op == "yes_born":
        person, city = a
        return yn(BORN.get(person, ("", ""))[0] == city)
    if op == "yes_died":
        person, city = a
        return yn(DIED.get(person, ("", ""))[0] == city)
    if op == "yes_before":                   # did event A come strictly before event B
        d1, d2 = (event_date(e) for e in a)
        n = min(len(d1), len(d2))
        assert d1[:n] != d2[:n], (d1, d2)
        return yn(d1[:n] < d2[:n])
    if op == "yes_alive_at":                 # was the person alive at an event (born before it, not dead before it)
        person, ev = a
        d = event_date(ev)
        b = BORN[person][1]
        dd = DIED.get(person, (None, "9999"))[1]
        n = len(d)
        assert b[:n] != d and dd[:n] != d, (b, dd, d)
        return yn(b[:n] < d < dd[:n])
    raise ValueError(m)


Y0, Y9 = "1901", "2020"

# ------------------------------------------------------------------------------------------ the cases
# Each case: (kind, question, meaning, mentions). Mentions: (typed form, class, node).

CASES = []


def case(kind, q, m, *mentions):
    CASES.append((kind, q, m, mentions))


def P(t, n):
    return (t, "person", n)


def Z(t, n):
    return (t, "prize", n)


def I(t, n):
    return (t, "inst", n)


def C(t, n):
    return (t, "city", n)


A0, A9 = "0000", "9999"   # no bound

E = "Albert Einstein"
MC = "Marie Curie"
ICRC = "International Committee of the Red Cross"
UNHCR = "Office of the United Nations High Commissioner for Refugees"
CALTECH = "California Institute of Technology (Caltech)"
MIT = "Massachusetts Institute of Technology (MIT)"


def won(p, prize=None, which="only"):
    return ("won", p, prize, which)


# --- who won a prize in a year
case("who", "Who won the Nobel Prize in Physics in 1921?", ("winners", PHY, "1921"),
     Z("physics", PHY))
case("who", "who got the chemistry nobel in 1911", ("winners", CHE, "1911"), Z("chemistry", CHE))
case("who", "Who won the peace prize in 1964?", ("winners", PEA, "1964"), Z("peace", PEA))
case("who", "Which writer won the literature Nobel in 1954?", ("winners", LIT, "1954"), Z("literature", LIT))
case("who", "Who shared the 1962 Nobel for medicine?", ("winners", MED, "1962"), Z("medicine", MED))
case("who", "Who took home the economics prize in 2002?", ("winners", ECO, "2002"), Z("economics", ECO))
case("who", "Who won the Nobel Peace Prize in 2009?", ("winners", PEA, "2009"), Z("peace", PEA))
case("who", "Who were the physics laureates of 1956?", ("winners", PHY, "1956"), Z("physics", PHY))
case("who", "Who won the 2016 Nobel in literature?", ("winners", LIT, "2016"), Z("literature", LIT))
case("who", "Which people won a Nobel Prize in 1903, in any category?", ("winners", None, "1903"))
case("who", "Who won the 1993 Nobel Peace Prize?", ("winners", PEA, "1993"), Z("peace", PEA))
case("who", "who won the medicine nobel in 1945", ("winners", MED, "1945"), Z("medicine", MED))
case("who", "Who did the chemistry Nobel go to in 2020?", ("winners", CHE, "2020"), Z("chemistry", CHE))
case("who", "Who was awarded the physics prize for 1918?", ("winners", PHY, "1918"), Z("physics", PHY))
case("who", "Who has won more than one Nobel Prize?", ("multi_winners",))
case("who", "which nobel laureates died in 1955", ("died_year", None, "1955"))
case("who", "Which physics Nobel winners were born in Vienna?", ("born_in", "Vienna", PHY, A0, A9),
     Z("physics", PHY), C("Vienna", "Vienna"))
case("who", "Which Nobel laureates were born in Budapest between 1900 and 1930?",
     ("born_in", "Budapest", None, "1900", "1930"), C("Budapest", "Budapest"))
case("who", "Which Caltech scientists won the chemistry Nobel?", ("aff_people", CALTECH, CHE, A0, A9),
     I("Caltech", CALTECH), Z("chemistry", CHE))
case("who", "Who from Stanford University won the economics prize between 2000 and 2020?",
     ("aff_people", "Stanford University", ECO, "2000", "2020"), I("Stanford University", "Stanford University"),
     Z("economics", ECO))
case("who", "Which laureates died in Princeton?", ("died_in", "Princeton, NJ", None, A0, A9),
     C("Princeton", "Princeton, NJ"))

# --- no answer
case("none", "Who won the Nobel Peace Prize in 1940?", ("winners", PEA, "1940"), Z("peace", PEA))
case("none", "Who won the economics Nobel in 1950?", ("winners", ECO, "1950"), Z("economics", ECO))
case("none", "Who got the literature prize in 1943?", ("winners", LIT, "1943"), Z("literature", LIT))
case("none", "who won the nobel prize in medicine in 1921", ("winners", MED, "1921"), Z("medicine", MED))
case("none", "Who was given the peace prize in 1972?", ("winners", PEA, "1972"), Z("peace", PEA))

# --- when
case("when", "When did Einstein win the Nobel Prize?", ("when_won", E, None, "only"), P("Einstein", E))
case("when", "What year did Toni Morrison get the literature Nobel?", ("when_won", "Toni Morrison", LIT, "only"),
     P("Toni Morrison", "Toni Morrison"), Z("literature", LIT))
case("when", "When did Marie Curie win her first Nobel?", ("when_won", MC, None, "first"), P("Marie Curie", MC))
case("when", "When did Linus Pauling win his second Nobel Prize?", ("when_won", "Linus Pauling", None, "last"),
     P("Linus Pauling", "Linus Pauling"))
case("when", "In what year did the ICRC first win the peace prize?", ("when_won", ICRC, PEA, "first"),
     P("the ICRC", ICRC), Z("peace", PEA))
case("when", "When did the International Committee of the Red Cross last win the Nobel Peace Prize?",
     ("when_won", ICRC, PEA, "last"), P("International Committee of the Red Cross", ICRC), Z("peace", PEA))
case("when", "What year did Fred Sanger win his first chemistry Nobel?", ("when_won", "Frederick Sanger", CHE, "first"),
     P("Sanger", "Frederick Sanger"), Z("chemistry", CHE))
case("when", "When did Bob Dylan get his Nobel?", ("when_won", "Bob Dylan", None, "only"), P("Bob Dylan", "Bob Dylan"))
case("when", "When was the economics Nobel awarded to Milton Friedman?", ("when_won", "Milton Friedman", ECO, "only"),
     Z("economics", ECO), P("Milton Friedman", "Milton Friedman"))
case("when", "When did Malala win the peace prize?", ("when_won", "Malala Yousafzai", PEA, "only"),
     P("Malala", "Malala Yousafzai"), Z("peace", PEA))
case("when", "what year did the UNHCR win its second nobel", ("when_won", UNHCR, None, "last"), P("the UNHCR", UNHCR))
case("when", "When did Gabriel Garcia Marquez win the Nobel Prize in Literature?",
     ("when_won", "Gabriel García Márquez", LIT, "only"), P("Gabriel Garcia Marquez", "Gabriel García Márquez"),
     Z("literature", LIT))
case("when", "When did John Bardeen first win the physics Nobel?", ("when_won", "John Bardeen", PHY, "first"),
     P("John Bardeen", "John Bardeen"), Z("physics", PHY))

# --- what / where
case("what", "Which Nobel did Marie Curie win in 1911?", ("prize_of", MC, "1911"), P("Marie Curie", MC))
case("what", "What Nobel Prize did Winston Churchill win?", ("prize_of", "Winston Churchill", None),
     P("Winston Churchill", "Winston Churchill"))
case("what", "Which prize did Linus Pauling get in 1962?", ("prize_of", "Linus Pauling", "1962"),
     P("Linus Pauling", "Linus Pauling"))
case("what", "Which Nobel Prizes did Marie Curie win?", ("prize_of", MC, None), P("Marie Curie", MC))
case("what", "Where was Feynman working when he won the Nobel?", ("aff", "Richard P. Feynman", None),
     P("Feynman", "Richard P. Feynman"))
case("what", "Where was Einstein working when he got the Nobel Prize?", ("aff", E, None), P("Einstein", E))
case("what", "Which university was Peter Higgs at when he won the Nobel?", ("aff", "Peter Higgs", None),
     P("Peter Higgs", "Peter Higgs"))
case("what", "Where did Max Born work when he won the physics prize?", ("aff", "Max Born", None),
     P("Max Born", "Max Born"))
case("what", "Which university was Milton Friedman at when he won the econ Nobel?",
     ("aff", "Milton Friedman", None), P("Milton Friedman", "Milton Friedman"))
case("what", "Where was Fermi based when he won the Nobel in 1938?", ("aff", "Enrico Fermi", "1938"),
     P("Fermi", "Enrico Fermi"))
case("where", "Where was Einstein born?", ("born_city", E), P("Einstein", E))
case("where", "Where was Marie Curie born?", ("born_city", MC), P("Marie Curie", MC))
case("where", "Where did Ernest Hemingway die?", ("died_city", "Ernest Hemingway"),
     P("Ernest Hemingway", "Ernest Hemingway"))
case("where", "In which city did Martin Luther King die?", ("died_city", "Martin Luther King Jr."),
     P("Martin Luther King", "Martin Luther King Jr."))
case("where", "Which city did Niels Bohr die in?", ("died_city", "Niels Bohr"), P("Niels Bohr", "Niels Bohr"))
case("where", "Where was Mother Teresa born?", ("born_city", "Mother Teresa"), P("Mother Teresa", "Mother Teresa"))
case("where", "where was henry kissinger born", ("born_city", "Henry Kissinger"), P("henry kissinger", "Henry Kissinger"))
case("where", "Where did Nelson Mandela die?", ("died_city", "Nelson Mandela"), P("Nelson Mandela", "Nelson Mandela"))

# --- dates of birth and death
case("date", "When was Enrico Fermi born?", ("born_when", "Enrico Fermi", "day"), P("Enrico Fermi", "Enrico Fermi"))
case("date", "When did Einstein die?", ("died_when", E, "day"), P("Einstein", E))
case("date", "In what month did Nelson Mandela die?", ("died_when", "Nelson Mandela", "month"),
     P("Nelson Mandela", "Nelson Mandela"))
case("date", "What year was Toni Morrison born?", ("born_when", "Toni Morrison", "year"),
     P("Toni Morrison", "Toni Morrison"))
case("date", "On what date did Marie Curie die?", ("died_when", MC, "day"), P("Marie Curie", MC))
case("date", "What year did Hemingway die?", ("died_when", "Ernest Hemingway", "year"), P("Hemingway", "Ernest Hemingway"))
case("date", "What is Winston Churchill's date of birth?", ("born_when", "Winston Churchill", "day"),
     P("Winston Churchill", "Winston Churchill"))

# --- how many
case("count", "How many times has the ICRC won the Nobel Peace Prize?", ("count_wins", ICRC, PEA),
     P("the ICRC", ICRC), Z("peace", PEA))
case("count", "How many Nobel Prizes did Marie Curie win?", ("count_wins", MC, None), P("Marie Curie", MC))
case("count", "How many people won the physics Nobel in 1964?", ("count_winners", PHY, "1964", "1964"),
     Z("physics", PHY))
case("count", "How many different people won the literature Nobel in the 1990s?",
     ("count_winners", LIT, "1990", "1999"), Z("literature", LIT))
case("count", "How many economists got the economics prize between 2010 and 2020?",
     ("count_winners", ECO, "2010", "2020"), Z("economics", ECO))
case("count", "How many Caltech people won a Nobel between 1950 and 1980?", ("aff_count", CALTECH, None, "1950", "1980"),
     I("Caltech", CALTECH))
case("count", "How many Nobel laureates were born in Vienna?", ("count_born_in", "Vienna", None, A0, A9),
     C("Vienna", "Vienna"))
case("count", "In how many years between 1901 and 2020 was no Nobel Peace Prize awarded?",
     ("count_years_not_awarded", PEA, "1901", "2020"), Z("peace", PEA))
case("count", "How many years from 1939 to 1945 went without a physics Nobel?",
     ("count_years_not_awarded", PHY, "1939", "1945"), Z("physics", PHY))
case("count", "How many Nobels has the UN refugee agency won?", ("count_wins", UNHCR, None),
     P("the UN refugee agency", UNHCR))
case("count", "How many Nobel winners were born in New York?", ("count_born_in", "New York, NY", None, A0, A9),
     C("New York", "New York, NY"))
case("count", "How many Princeton people have won the physics Nobel?",
     ("aff_count", "Princeton University", PHY, A0, A9), I("Princeton", "Princeton University"),
     Z("physics", PHY))
case("count", "How many people have won the Nobel Prize more than once?", ("count_multi",))

# --- who came next / before
case("next", "Who won the physics Nobel the year after Einstein?", ("next", PHY, won(E, PHY)),
     Z("physics", PHY), P("Einstein", E))
case("prev", "Who won the literature prize right before Hemingway?", ("prev", LIT, won("Ernest Hemingway", LIT)),
     Z("literature", LIT), P("Hemingway", "Ernest Hemingway"))
case("next", "Who got the peace prize after Obama?", ("next", PEA, won("Barack H. Obama", PEA)),
     Z("peace", PEA), P("Obama", "Barack H. Obama"))
case("next", "Who was the next economics laureate after Milton Friedman?",
     ("next", ECO, won("Milton Friedman", ECO)), Z("economics", ECO), P("Milton Friedman", "Milton Friedman"))
case("prev", "Who won the Nobel in literature the year before Bob Dylan?", ("prev", LIT, won("Bob Dylan", LIT)),
     Z("literature", LIT), P("Bob Dylan", "Bob Dylan"))
case("next", "Who won the chemistry prize the year after Marie Curie did?", ("next", CHE, won(MC, CHE)),
     Z("chemistry", CHE), P("Marie Curie", MC))
case("prev", "Who won the peace prize before Martin Luther King?", ("prev", PEA, won("Martin Luther King Jr.", PEA)),
     Z("peace", PEA), P("Martin Luther King", "Martin Luther King Jr."))
case("next", "Who won medicine the year after Francis Crick?", ("next", MED, won("Francis Crick", MED)),
     Z("medicine", MED), P("Francis Crick", "Francis Crick"))
case("next", "Who won the literature Nobel the year after Sartre turned it down?",
     ("next", LIT, won("Jean-Paul Sartre", LIT)), Z("literature", LIT), P("Sartre", "Jean-Paul Sartre"))
case("prev", "Who was awarded the peace prize the year before Mandela?", ("prev", PEA, won("Nelson Mandela", PEA)),
     Z("peace", PEA), P("Mandela", "Nelson Mandela"))
case("next", "Who won the first physics Nobel after 1945?", ("first_after", PHY, "1945"), Z("physics", PHY))
case("prev", "Who won the last peace prize before 1945?", ("last_before", PEA, "1945"), Z("peace", PEA))
case("prev", "Who won the physics Nobel just before Feynman?", ("prev", PHY, won("Richard P. Feynman", PHY)),
     Z("physics", PHY), P("Feynman", "Richard P. Feynman"))

# --- first / n-th / last
case("nth", "Who won the very first Nobel Prize in Physics?", ("nth_award", PHY, 1), Z("physics", PHY))
case("nth", "Who were the first winners of the economics Nobel?", ("nth_award", ECO, 1), Z("economics", ECO))
case("nth", "Who won the first ever Nobel Peace Prize?", ("nth_award", PEA, 1), Z("peace", PEA))
case("nth", "Who won the 10th Nobel Prize in Literature?", ("nth_award", LIT, 10), Z("literature", LIT))
case("nth", "In which year was the economics prize given for the 25th time?", ("year_of_nth_award", ECO, 25),
     Z("economics", ECO))
case("nth", "Who was the first Caltech scientist to win a Nobel?", ("aff_first", CALTECH, None), I("Caltech", CALTECH))
case("nth", "Who was the first person from MIT to win the physics Nobel?", ("aff_first", MIT, PHY),
     I("MIT", MIT), Z("physics", PHY))
case("nth", "Who won the 50th medicine Nobel?", ("nth_award", MED, 50), Z("medicine", MED))

# --- years / days between
case("between", "How many years passed between Marie Curie's two Nobel prizes?",
     ("ybetween", won(MC, None, "first"), won(MC, None, "last")), P("Marie Curie", MC))
case("between", "How many years were there between Sanger's two chemistry Nobels?",
     ("ybetween", won("Frederick Sanger", CHE, "first"), won("Frederick Sanger", CHE, "last")),
     P("Sanger", "Frederick Sanger"), Z("chemistry", CHE))
case("between", "How many years after Niels Bohr did Aage Bohr win the physics prize?",
     ("ybetween", won("Niels Bohr", PHY), won("Aage N. Bohr", PHY)), P("Niels Bohr", "Niels Bohr"),
     P("Aage Bohr", "Aage N. Bohr"), Z("physics", PHY))
case("between", "How many years apart did Einstein and Feynman win their physics Nobels?",
     ("ybetween", won(E, PHY), won("Richard P. Feynman", PHY)), P("Einstein", E), P("Feynman", "Richard P. Feynman"),
     Z("physics", PHY))
case("between", "How many days older was Pierre Curie than Marie Curie?",
     ("dbetween", ("born", "Pierre Curie"), ("born", MC)), P("Pierre Curie", "Pierre Curie"), P("Marie Curie", MC))
case("between", "How many days passed between Fermi's death and Einstein's?",
     ("dbetween", ("died", "Enrico Fermi"), ("died", E)), P("Fermi", "Enrico Fermi"), P("Einstein", E))
case("between", "How many years after Churchill's Nobel did Hemingway win his?",
     ("ybetween", won("Winston Churchill"), won("Ernest Hemingway")), P("Churchill", "Winston Churchill"),
     P("Hemingway", "Ernest Hemingway"))
case("between", "How many days were there between the deaths of Thomas Mann and Alexander Fleming?",
     ("dbetween", ("died", "Sir Alexander Fleming"), ("died", "Thomas Mann")), P("Thomas Mann", "Thomas Mann"),
     P("Alexander Fleming", "Sir Alexander Fleming"))
case("between", "How many years after he was given the Nobel did Martin Luther King die?",
     ("ybetween", won("Martin Luther King Jr."), ("died", "Martin Luther King Jr.")),
     P("Martin Luther King", "Martin Luther King Jr."))

# --- which came first
case("order", "Who won the Nobel first, Niels Bohr or Einstein?", ("earlier", won("Niels Bohr"), won(E)),
     P("Niels Bohr", "Niels Bohr"), P("Einstein", E))
case("order", "Who was born first, Heisenberg or Schrodinger?",
     ("earlier", ("born", "Werner Heisenberg"), ("born", "Erwin Schrödinger")), P("Heisenberg", "Werner Heisenberg"),
     P("Schrodinger", "Erwin Schrödinger"))
case("order", "Who died earlier, Churchill or Hemingway?",
     ("earlier", ("died", "Winston Churchill"), ("died", "Ernest Hemingway")), P("Churchill", "Winston Churchill"),
     P("Hemingway", "Ernest Hemingway"))
case("order", "Which of them got the physics Nobel first, Dirac or Fermi?",
     ("earlier", won("Paul A.M. Dirac", PHY), won("Enrico Fermi", PHY)), Z("physics", PHY),
     P("Dirac", "Paul A.M. Dirac"), P("Fermi", "Enrico Fermi"))

# --- most
case("most", "Which city were the most Nobel laureates born in?", ("most_born", A0, A9))
case("most", "Which institution had the most Nobel winners in the 1990s?", ("most_aff", None, "1990", "1999"))
case("most", "Which institution produced the most physics laureates between 1901 and 1950?",
     ("most_aff", PHY, "1901", "1950"), Z("physics", PHY))
case("most", "Who has won the most Nobel Prizes?", ("most_wins", None))
case("most", "Which city saw the most future laureates born between 1800 and 1899?", ("most_born", "1800", "1899"))
case("most", "Which institution had the most medicine laureates in the 2010s?", ("most_aff", MED, "2010", "2019"),
     Z("medicine", MED))

# --- same year as another event
case("same", "Who won the physics Nobel the same year Hemingway won literature?",
     ("same_year", PHY, won("Ernest Hemingway", LIT)), Z("physics", PHY), P("Hemingway", "Ernest Hemingway"),
     Z("literature", LIT))
case("same", "Who got the peace prize in the year Einstein won physics?", ("same_year", PEA, won(E, PHY)),
     Z("peace", PEA), P("Einstein", E), Z("physics", PHY))
case("same", "Who won the literature Nobel the year Einstein died?", ("same_year", LIT, ("died", E)),
     Z("literature", LIT), P("Einstein", E))
case("same", "Who won the chemistry Nobel in the year MLK was killed?", ("same_year", CHE, ("died", "Martin Luther King Jr.")),
     Z("chemistry", CHE), P("MLK", "Martin Luther King Jr."))
case("same", "Who won the peace prize the year Marie Curie died?", ("same_year", PEA, ("died", MC)),
     Z("peace", PEA), P("Marie Curie", MC))
case("same", "Who won the economics prize the same year Obama got the peace prize?",
     ("same_year", ECO, won("Barack H. Obama", PEA)), Z("economics", ECO), P("Obama", "Barack H. Obama"), Z("peace", PEA))
case("same", "Which physicists won the Nobel in the year Toni Morrison won hers?",
     ("same_year", PHY, won("Toni Morrison")), Z("physicists", PHY), P("Toni Morrison", "Toni Morrison"))

# --- yes / no
case("yesno", "Did Einstein win the Nobel Prize in Chemistry?", ("yes_won", E, CHE, A0, A9), P("Einstein", E),
     Z("chemistry", CHE))
case("yesno", "Did Marie Curie ever win a chemistry Nobel?", ("yes_won", MC, CHE, A0, A9), P("Marie Curie", MC),
     Z("chemistry", CHE))
case("yesno", "Was Feynman at Caltech when he won the Nobel?", ("yes_aff", "Richard P. Feynman", CALTECH),
     P("Feynman", "Richard P. Feynman"), I("Caltech", CALTECH))
case("yesno", "Was Einstein born in Berlin?", ("yes_born", E, "Berlin"), P("Einstein", E), C("Berlin", "Berlin"))
case("yesno", "Did Mandela win the peace prize in 1993?", ("yes_won", "Nelson Mandela", PEA, "1993", "1993"),
     P("Mandela", "Nelson Mandela"), Z("peace", PEA))
case("yesno", "Did Obama win the Nobel Peace Prize in 2008?", ("yes_won", "Barack H. Obama", PEA, "2008", "2008"),
     P("Obama", "Barack H. Obama"), Z("peace", PEA))
case("yesno", "Was Niels Bohr born in Copenhagen?", ("yes_born", "Niels Bohr", "Copenhagen"),
     P("Niels Bohr", "Niels Bohr"), C("Copenhagen", "Copenhagen"))
case("yesno", "Did Hemingway die in Paris?", ("yes_died", "Ernest Hemingway", "Paris"), P("Hemingway", "Ernest Hemingway"),
     C("Paris", "Paris"))
case("yesno", "Did Linus Pauling win a Nobel Prize in Physics?", ("yes_won", "Linus Pauling", PHY, A0, A9),
     P("Linus Pauling", "Linus Pauling"), Z("physics", PHY))
case("yesno", "Did Heisenberg win his Nobel before Schrodinger?",
     ("yes_before", won("Werner Heisenberg"), won("Erwin Schrödinger")), P("Heisenberg", "Werner Heisenberg"),
     P("Schrodinger", "Erwin Schrödinger"))
case("yesno", "Was Marie Curie still alive when Einstein won his Nobel?", ("yes_alive_at", MC, won(E)),
     P("Marie Curie", MC), P("Einstein", E))
case("yesno", "Was Pierre Curie still alive when Marie Curie won her second Nobel?",
     ("yes_alive_at", "Pierre Curie", won(MC, None, "last")), P("Pierre Curie", "Pierre Curie"), P("Marie Curie", MC))
case("yesno", "Was Max Born at Edinburgh University when he got the Nobel?", ("yes_aff", "Max Born", "Edinburgh University"),
     P("Max Born", "Max Born"), I("Edinburgh University", "Edinburgh University"))
case("yesno", "Did the ICRC win the peace prize in the 1950s?", ("yes_won", ICRC, PEA, "1950", "1959"),
     P("the ICRC", ICRC), Z("peace", PEA))
case("yesno", "Did Churchill win the Nobel Peace Prize?", ("yes_won", "Winston Churchill", PEA, A0, A9),
     P("Churchill", "Winston Churchill"), Z("peace", PEA))
case("yesno", "Did Kissinger get the peace prize in 1973?", ("yes_won", "Henry Kissinger", PEA, "1973", "1973"),
     P("Kissinger", "Henry Kissinger"), Z("peace", PEA))

# ------------------------------------------------------------------------------------------ checks

FAILS = []


def fail(msg):
    FAILS.append(msg)


def norm_q(q):
    return " ".join(words(q))


def check():
    seen_q, seen_m = {}, {}
    yes = no = 0
    for i, (kind, q, m, mentions) in enumerate(CASES):
        try:
            ans = answer(m)
        except Exception as exc:  # noqa: BLE001
            fail(f"{i} {q!r}: {exc!r}")
            continue
        if kind == "none":
            if ans:
                fail(f"{i} {q!r}: a 'no answer' question has answers {ans}")
        elif not ans:
            fail(f"{i} {q!r}: no answer")
        if kind == "yesno":
            yes += ans == ["yes"]
            no += ans == ["no"]
        k = norm_q(q)
        if k in seen_q:
            fail(f"duplicate question {q!r}")
        seen_q[k] = i
        if repr(m) in seen_m:
            fail(f"duplicate meaning {m!r}: {q!r} and {CASES[seen_m[repr(m)]][1]!r}")
        seen_m[repr(m)] = i
        qw = words(q)
        for typed, cls, node in mentions:
            if node not in CLASSES[cls]:
                fail(f"{q!r}: {node!r} is no {cls}")
            if not contains(qw, words(typed)):
                fail(f"{q!r}: {typed!r} not typed in the question")
            got = resolve(typed, cls)
            if got != {node}:
                fail(f"{q!r}: {typed!r} names {sorted(got)[:5]} as {cls}, not only {node!r}")
        # every entity in the meaning is mentioned
        named = {node for _, _, node in mentions}
        for x in m[1:]:
            for y in (x if isinstance(x, tuple) else (x,)):
                if isinstance(y, str) and y in LAUREATES + INSTITUTIONS + CITIES and y not in named:
                    fail(f"{q!r}: {y!r} of the meaning is not mentioned")
                if isinstance(y, str) and y in PRIZES and y not in named:
                    fail(f"{q!r}: prize {y!r} of the meaning is not mentioned")
        # years: every year typed is in the meaning, and every year of the meaning (not the default span) is typed
        typed_years = set(re.findall(r"\b(1[89]\d\d|20\d\d)\b", q))
        all_years = {y for x in m[1:] for y in (x if isinstance(x, tuple) else (x,))
                     if isinstance(y, str) and re.fullmatch(r"\d{4}", y)}
        mean_years = all_years - {Y0, Y9, A0, A9}
        decades = set()
        for d in re.findall(r"\b(1[89]\d|20\d)0s\b", q):
            decades |= {d + "0", d + "9"}
        if mean_years - typed_years - decades:
            fail(f"{q!r}: years {sorted(mean_years - typed_years - decades)} of the meaning not typed")
        if typed_years - all_years:
            fail(f"{q!r}: typed years {sorted(typed_years - all_years)} not in the meaning")
    if len(CASES) != TOTAL:
        fail(f"{len(CASES)} questions, not {TOTAL}")
    return yes, no


def records():
    out = []
    for i, (kind, q, m, _) in enumerate(CASES):
        out.append({"id": f"{PREFIX}-{i + 1:04d}", "question": q, "answers": sorted(answer(m))})
    return out


def dump(recs):
    return json.dumps(recs, ensure_ascii=False, indent=1) + "\n"


def main():
    yes, no = check()
    if FAILS:
        for f in FAILS:
            print("CHECK FAILED:", f)
        sys.exit(1)
    recs = records()
    dev, test = dump(recs[0::2]), dump(recs[1::2])
    files = {f"{PREFIX.replace('g', 'graph')}-dev.json": dev, f"{PREFIX.replace('g', 'graph')}-test.json": test}
    if "--check" in sys.argv:
        for name, text in files.items():
            with open(os.path.join(HERE, name), encoding="utf-8") as fh:
                if fh.read() != text:
                    print("CHECK FAILED:", name, "differs from what gold.py writes")
                    sys.exit(1)
        print("ok")
        return
    if "--explain" in sys.argv:
        for (kind, q, m, _), r in zip(CASES, recs):
            print(r["id"], kind, "|", q, "|", m, "->", r["answers"])
        return
    if "--stats" in sys.argv:
        c = collections.Counter(k for k, *_ in CASES)
        dv = collections.Counter(k for k, *_ in CASES[0::2])
        for k in c:
            print(f"{k:10s} {c[k]:4d}  dev {dv[k]:3d}  test {c[k] - dv[k]:3d}")
        print("yes", yes, "no", no, "total", len(CASES))
        return
    for name, text in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
            fh.write(text)
    print("wrote", ", ".join(files), len(recs), "questions")


if __name__ == "__main__":
    main()
