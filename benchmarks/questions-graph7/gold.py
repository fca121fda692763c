"""graph7 question set: US federal judges (FJC Biographical Directory of Article III Federal Judges).

Each case: (kind, question, mentions, meaning). `mentions` lists every name typed in the question as
(typed form, class); `meaning` is a structured query run by `answer()` over graph.tsv.gz.
Usage: python3 gold.py [--check | --explain | --stats]
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
NOW = "2023-06-08"  # the export's latest date: "now", "currently", "today"
SC = "Supreme Court of the United States"
CJ = "Chief Justice of the United States"
AJ = "Associate Justice of the Supreme Court"

# ---------------------------------------------------------------- the graph
FACTS = []
with gzip.open(os.path.join(HERE, "graph.tsv.gz"), "rt", encoding="utf-8") as f:
    header = f.readline().rstrip("\n").split("\t")
    assert header == ["head", "relation", "tail", "start", "end"], header
    for line in f:
        FACTS.append(tuple(line.rstrip("\n").split("\t")))
BY_REL = collections.defaultdict(list)
for fact in FACTS:
    BY_REL[fact[1]].append(fact)
INTERVAL = {"servedOn", "seniorJudgeOn", "heldPosition"}
CLASSES = {
    "judge": {h for h, r, t, s, e in FACTS},
    "court": {t for h, r, t, s, e in FACTS if r in ("servedOn", "seniorJudgeOn")},
    "president": {t for h, r, t, s, e in FACTS if r == "appointedBy"},
    "place": {t for h, r, t, s, e in FACTS if r in ("bornIn", "diedIn")},
    "position": {t for h, r, t, s, e in FACTS if r == "heldPosition"},
}
RELATIONS = set(BY_REL)

# Everyday names -> one node (the check below proves each fits a node of its class).
ALIASES = {
    "court": {
        "the supreme court": SC, "supreme court": SC, "scotus": SC, "the high court": SC,
        "the second circuit": "U.S. Court of Appeals for the Second Circuit",
        "the 2nd circuit": "U.S. Court of Appeals for the Second Circuit",
        "the ninth circuit": "U.S. Court of Appeals for the Ninth Circuit",
        "the 9th circuit": "U.S. Court of Appeals for the Ninth Circuit",
        "the dc circuit": "U.S. Court of Appeals for the District of Columbia Circuit",
        "the d c circuit": "U.S. Court of Appeals for the District of Columbia Circuit",
        "the seventh circuit": "U.S. Court of Appeals for the Seventh Circuit",
        "the 7th circuit": "U.S. Court of Appeals for the Seventh Circuit",
        "the third circuit": "U.S. Court of Appeals for the Third Circuit",
        "the tenth circuit": "U.S. Court of Appeals for the Tenth Circuit",
        "the first circuit": "U.S. Court of Appeals for the First Circuit",
        "the fifth circuit": "U.S. Court of Appeals for the Fifth Circuit",
        "the 11th circuit": "U.S. Court of Appeals for the Eleventh Circuit",
        "the federal circuit": "U.S. Court of Appeals for the Federal Circuit",
        "sdny": "U.S. District Court for the Southern District of New York",
        "the southern district of new york": "U.S. District Court for the Southern District of New York",
        "federal district court in dc": "U.S. District Court for the District of Columbia",
        "the dc district court": "U.S. District Court for the District of Columbia",
        "the eastern district of new york": "U.S. District Court for the Eastern District of New York",
        "the court of claims": "Court of Claims",
    },
    "position": {"chief justice": CJ, "associate justice": AJ},
    "president": {
        "fdr": "Franklin D. Roosevelt", "bill clinton": "William J. Clinton", "clinton": "William J. Clinton",
        "ike": "Dwight D. Eisenhower", "jfk": "John F. Kennedy", "lbj": "Lyndon B. Johnson",
        "bush sr": "George H.W. Bush", "george h w bush": "George H.W. Bush", "george w bush": "George W. Bush",
        "teddy roosevelt": "Theodore Roosevelt", "truman": "Harry S Truman", "harry truman": "Harry S Truman",
        "grant": "Ulysses Grant", "gerald ford": "Gerald Ford", "ford": "Gerald Ford",
    },
    "judge": {
        "rbg": "Ruth Bader Ginsburg", "john roberts": "John Glover Roberts Jr.",
        "chief justice roberts": "John Glover Roberts Jr.", "amy coney barrett": "Amy Coney Barrett",
        "oliver wendell holmes": "Oliver Wendell Holmes Jr.", "justice holmes": "Oliver Wendell Holmes Jr.",
        "william brennan": "William Joseph Brennan Jr.", "lewis powell": "Lewis Franklin Powell Jr.",
        "samuel alito": "Samuel A. Alito Jr.", "alito": "Samuel A. Alito Jr.",
        "john marshall": "John Marshall",
    },
    "place": {"philadelphia": "Philadelphia, PA", "washington dc": "Washington, DC"},
}


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    return " ".join(re.sub(r"[^a-z0-9]+", " ", s).split())


def fits(typed, cls):
    """The nodes of a class a typed form can name: an alias, or its words in order within a name."""
    t = fold(typed)
    for form in (t, "the " + t, t[:-1] if t.endswith("s") else t):  # "the" optional, a plural allowed
        if form in ALIASES[cls]:
            return {ALIASES[cls][form]}
    words = t.split()
    if words and words[0] == "the":
        words = words[1:]
    out = set()
    for node in CLASSES[cls]:
        nw = fold(node).split()
        i = 0
        for w in nw:
            if i < len(words) and w == words[i]:
                i += 1
        if i == len(words):
            out.add(node)
    return out


def node(typed, cls):
    got = fits(typed, cls)
    if len(got) != 1:
        raise ValueError(f"{typed!r} ({cls}) fits {len(got)} nodes: {sorted(got)[:5]}")
    return next(iter(got))


# ---------------------------------------------------------------- time
def window(w):
    """'1950' -> whole year; '1950-1955' -> 1 Jan 1950..31 Dec 1955; 'YYYY-MM'; 'YYYY-MM-DD'; 'now'."""
    if w == "now":
        return NOW, NOW
    if w == "all":
        return "0001-01-01", "9999-12-31"
    if re.fullmatch(r"\d{4}", w):
        return f"{w}-01-01", f"{w}-12-31"
    m = re.fullmatch(r"(\d{4})-(\d{4})", w)
    if m:
        return f"{m[1]}-01-01", f"{m[2]}-12-31"
    if re.fullmatch(r"\d{4}-\d\d", w):
        y, mo = map(int, w.split("-"))
        last = (datetime.date(y + mo // 12, mo % 12 + 1, 1) - datetime.timedelta(days=1)).day
        return f"{w}-01", f"{w}-{last:02d}"
    return w, w


def holds(s, e, ws, we, inclusive=False):
    """Does interval [s, e) (open when e is empty) hold on some day of [ws, we]?"""
    if s > we:
        return False
    if e == "":
        return True
    return e >= ws if inclusive else e > ws


def days(a, b):
    return (datetime.date.fromisoformat(b) - datetime.date.fromisoformat(a)).days


def whole_years(a, b):
    ya, yb = int(a[:4]), int(b[:4])
    return yb - ya - (1 if b[5:] < a[5:] else 0)


def fmt(d, how):
    return {"day": d, "month": d[:7], "year": d[:4]}[how]


# ---------------------------------------------------------------- the queries
INCL = [False]  # flipped by the robustness check: inclusive interval ends


def spells(head, rel, tail):
    return sorted((s, e) for h, r, t, s, e in BY_REL[rel] if h == head and t == tail)


def holders(rel, tail, w):
    ws, we = window(w)
    return {h for h, r, t, s, e in BY_REL[rel] if t == tail and holds(s, e, ws, we, INCL[0])}


def tails_of(head, rel, w=None):
    ws, we = window(w) if w else ("0000-01-01", "9999-12-31")
    return {t for h, r, t, s, e in BY_REL[rel] if h == head and holds(s, e, ws, we, INCL[0])}


def only_spell(head, rel, tail):
    sp = spells(head, rel, tail)
    if len(sp) != 1:
        raise ValueError(f"{head} {rel} {tail}: {len(sp)} spells")
    return sp[0]


def date_of(spec):
    """('start'|'end', head, rel, tail) | ('born'|'died', head) | ('day', 'YYYY-MM-DD')."""
    kind = spec[0]
    if kind == "day":
        return spec[1]
    if kind in ("born", "died"):
        got = [s for h, r, t, s, e in BY_REL["bornIn" if kind == "born" else "diedIn"] if h == spec[1]]
        if len(got) != 1:
            raise ValueError(f"no single {kind} date for {spec[1]}")
        return got[0]
    s, e = only_spell(*spec[1:])
    if kind == "start":
        return s
    if e == "":
        raise ValueError(f"open end asked: {spec}")
    return e


def appointments(court=None):
    """(judge, president, day, court) for every appointedBy fact; the court is the one whose
    service spell of the judge starts that day (else the one spell that holds that day)."""
    out = []
    for h, r, p, d, _ in BY_REL["appointedBy"]:
        starting = {t for hh, rr, t, s, e in BY_REL["servedOn"] if hh == h and s == d}
        if not starting:
            starting = {t for hh, rr, t, s, e in BY_REL["servedOn"] if hh == h and holds(s, e, d, d)}
        if not starting:
            raise ValueError(f"appointment of {h} on {d}: no court")
        for c in sorted(starting):  # before 1912 one commission named a circuit court and its court of appeals
            if court is None or c == court:
                out.append((h, p, d, c))
    return out


def ordered_holders(rel, tail):
    first = {}
    for h, r, t, s, e in BY_REL[rel]:
        if t == tail and (h not in first or s < first[h]):
            first[h] = s
    return sorted(first.items(), key=lambda x: (x[1], x[0]))


def answer(m):
    op, a = m[0], m[1:]
    if op == "holders":  # rel, tail, window
        return holders(*a)
    if op == "tails":  # head, rel, window|None
        return tails_of(*a)
    if op == "date":  # spec, 'day'|'month'|'year'
        return {fmt(date_of(a[0]), a[1])}
    if op == "place":  # head, bornIn|diedIn
        return {t for h, r, t, s, e in BY_REL[a[1]] if h == a[0]}
    if op == "appointer":  # judge, court
        return {p for h, p, d, c in appointments(a[1]) if h == a[0]}
    if op == "appointees":  # president, court, window|None
        ws, we = window(a[2]) if a[2] else ("0000-01-01", "9999-12-31")
        return {h for h, p, d, c in appointments(a[1]) if p == a[0] and ws <= d <= we}
    if op == "starts":  # rel, tail, window: heads whose spell starts in the window
        ws, we = window(a[2])
        return {h for h, r, t, s, e in BY_REL[a[0]] if t == a[1] and ws <= s <= we}
    if op == "nth_app":  # president, court, n: the n-th different judge the president appointed there
        first = {}
        for h, p, d, c in appointments(a[1]):
            if p == a[0] and (h not in first or d < first[h]):
                first[h] = d
        lst = sorted(first.items(), key=lambda x: (x[1], x[0]))
        pick = lst[a[2] - 1] if a[2] > 0 else lst[a[2]]
        return {h for h, d in lst if d == pick[1]}
    if op == "count":
        return {str(len(answer(a[0])))}
    if op == "nth":  # rel, tail, n (1-based, -1 = latest)
        lst = ordered_holders(a[0], a[1])
        n = a[2]
        pick = lst[n - 1] if n > 0 else lst[n]
        return {h for h, s in lst if s == pick[1]}
    if op in ("next", "prev"):  # rel, tail, head: the other holder whose spell starts next after / last before
        mine = min(s for s, e in spells(a[2], a[0], a[1]))
        others = [(s, h) for h, r, t, s, e in BY_REL[a[0]] if t == a[1] and h != a[2]]
        cand = [x for x in others if (x[0] > mine if op == "next" else x[0] < mine)]
        if not cand:
            return set()
        best = min(cand)[0] if op == "next" else max(cand)[0]
        return {h for s, h in cand if s == best}
    if op == "duration":  # head, rel, tail, 'days'|'years'
        s, e = only_spell(a[0], a[1], a[2])
        if e == "":
            raise ValueError("open spell asked as a duration")
        return {str(days(s, e) if a[3] == "days" else whole_years(s, e))}
    if op == "between":  # spec, spec, 'days'|'years'
        x, y = sorted([date_of(a[0]), date_of(a[1])])
        return {str(days(x, y) if a[2] == "days" else whole_years(x, y))}
    if op == "age":  # judge, spec: whole years from birth to the day of spec
        return {str(whole_years(date_of(("born", a[0])), date_of(a[1])))}
    if op == "on_day":  # rel, tail, spec
        d = date_of(a[2])
        return holders(a[0], a[1], d)
    if op == "alongside":  # rel, tail, head: others sharing more than one day with any of head's spells
        out = set()
        for s, e in spells(a[2], a[0], a[1]):
            for h, r, t, s2, e2 in BY_REL[a[0]]:
                if t != a[1] or h == a[2]:
                    continue
                lo, hi = max(s, s2), min(e or NOW, e2 or NOW)
                if days(lo, hi) > 1:
                    out.add(h)
        return out
    if op == "most_appointer":  # court, window|None: president(s) with most different appointees there
        ws, we = window(a[1]) if a[1] else ("0000-01-01", "9999-12-31")
        c = collections.defaultdict(set)
        for h, p, d, court in appointments(a[0]):
            if ws <= d <= we:
                c[p].add(h)
        top = max(len(v) for v in c.values())
        return {p for p, v in c.items() if len(v) == top}
    if op == "year_most":  # president, court|None: the year(s) with most appointments
        c = collections.Counter(d[:4] for h, p, d, court in appointments(a[1]) if p == a[0])
        top = max(c.values())
        return {y for y, n in c.items() if n == top}
    if op == "most_born":  # court: birthplace with most different judges who served there
        judges = {h for h, r, t, s, e in BY_REL["servedOn"] if t == a[0]}
        c = collections.Counter(t for h, r, t, s, e in BY_REL["bornIn"] if h in judges)
        top = max(c.values())
        return {t for t, n in c.items() if n == top}
    if op == "longest":  # rel, tail: holder(s) with most total days (open to NOW)
        tot = collections.Counter()
        for h, r, t, s, e in BY_REL[a[0]]:
            if t == a[1]:
                tot[h] += days(s, e or NOW)
        top = max(tot.values())
        return {h for h, n in tot.items() if n == top}
    if op == "first_court":  # judge: the court(s) of the earliest service start
        sp = [(s, t) for h, r, t, s, e in BY_REL["servedOn"] if h == a[0]]
        first = min(sp)[0]
        return {t for s, t in sp if s == first}
    if op == "born_in":  # place, relation: judges with that birth/death place, optional court
        out = {h for h, r, t, s, e in BY_REL[a[1]] if t == a[0]}
        if len(a) > 2:
            out &= {h for h, r, t, s, e in BY_REL["servedOn"] if t == a[2]}
        return out
    if op == "yes":  # meaning, value: is value among its answers
        return {"yes" if a[1] in answer(a[0]) else "no"}
    if op == "earlier":  # spec, spec, label_a, label_b: which came first
        x, y = date_of(a[0]), date_of(a[1])
        if x == y:
            raise ValueError("same day")
        return {a[2] if x < y else a[3]}
    raise ValueError(f"unknown op {op}")


J, C, P, L, POS = "judge", "court", "president", "place", "position"
C1 = "U.S. Court of Appeals for the First Circuit"
C2 = "U.S. Court of Appeals for the Second Circuit"
C3 = "U.S. Court of Appeals for the Third Circuit"
C7 = "U.S. Court of Appeals for the Seventh Circuit"
C9 = "U.S. Court of Appeals for the Ninth Circuit"
C10 = "U.S. Court of Appeals for the Tenth Circuit"
C11 = "U.S. Court of Appeals for the Eleventh Circuit"
DCC = "U.S. Court of Appeals for the District of Columbia Circuit"
FED = "U.S. Court of Appeals for the Federal Circuit"
SDNY = "U.S. District Court for the Southern District of New York"
DDC = "U.S. District Court for the District of Columbia"
CLAIMS = "Court of Claims"
RBG = "Ruth Bader Ginsburg"
ROBERTS = "John Glover Roberts Jr."
TM = "Thurgood Marshall"
SDO = "Sandra Day O'Connor"

# (kind, question, [(typed name, class)], meaning)
CASES = [
    # who: holders of a post or a court in a window
    ("who", "Who was chief justice in 1950?", [("chief justice", POS)], ("holders", "heldPosition", CJ, "1950")),
    ("who", "who was the chief justice of the united states in 1925", [("chief justice", POS)], ("holders", "heldPosition", CJ, "1925")),
    ("who", "Who was Chief Justice back in 1800?", [("Chief Justice", POS)], ("holders", "heldPosition", CJ, "1800")),
    ("who", "Who sat on the Supreme Court in 1920?", [("the Supreme Court", C)], ("holders", "servedOn", SC, "1920")),
    ("who", "Which justices were on the Supreme Court in 2010?", [("the Supreme Court", C)], ("holders", "servedOn", SC, "2010")),
    ("who", "Who's the chief justice right now?", [("chief justice", POS)], ("holders", "heldPosition", CJ, "now")),
    ("who", "who is currently serving on the supreme court", [("supreme court", C)], ("holders", "servedOn", SC, "now")),
    ("who", "Which active judges were on the Second Circuit in 1940?", [("the Second Circuit", C)], ("holders", "servedOn", C2, "1940")),
    ("who", "Who were the active judges on the DC Circuit in 1985?", [("the DC Circuit", C)], ("holders", "servedOn", DCC, "1985")),
    ("who", "Which retired Supreme Court justices still held senior status in 2001?", [("Supreme Court", C)], ("holders", "seniorJudgeOn", SC, "2001")),
    ("who", "Who did Obama put on the Supreme Court?", [("Obama", P), ("the Supreme Court", C)], ("appointees", "Barack Obama", SC, None)),
    ("who", "Which Supreme Court justices did Trump appoint?", [("Trump", P), ("Supreme Court", C)], ("appointees", "Donald J. Trump", SC, None)),
    ("who", "Which judges did Biden appoint to the Second Circuit?", [("Biden", P), ("the Second Circuit", C)], ("appointees", "Joseph R. Biden", C2, None)),
    ("who", "Who did Lincoln name to the Supreme Court?", [("Lincoln", P), ("the Supreme Court", C)], ("appointees", "Abraham Lincoln", SC, None)),
    # what / where
    ("what", "Which court was Learned Hand on in 1915?", [("Learned Hand", J)], ("tails", "Learned Hand", "servedOn", "1915")),
    ("what", "What court was RBG on in 1985?", [("RBG", J)], ("tails", RBG, "servedOn", "1985")),
    ("what", "What court was Neil Gorsuch a judge on in 2010?", [("Neil Gorsuch", J)], ("tails", "Neil M. Gorsuch", "servedOn", "2010")),
    ("what", "Which court did Sonia Sotomayor sit on in 1995?", [("Sonia Sotomayor", J)], ("tails", "Sonia Sotomayor", "servedOn", "1995")),
    ("what", "What was Alito's first federal court?", [("Alito", J)], ("first_court", "Samuel A. Alito Jr.")),
    ("what", "Where did Thurgood Marshall first serve as a federal judge?", [("Thurgood Marshall", J)], ("first_court", TM)),
    ("where", "Where was Thurgood Marshall born?", [("Thurgood Marshall", J)], ("place", TM, "bornIn")),
    ("where", "where was antonin scalia born", [("antonin scalia", J)], ("place", "Antonin Scalia", "bornIn")),
    ("where", "Where did Scalia die?", [("Scalia", J)], ("place", "Antonin Scalia", "diedIn")),
    ("where", "Where did Justice Holmes die?", [("Justice Holmes", J)], ("place", "Oliver Wendell Holmes Jr.", "diedIn")),
    ("where", "Where was Louis Brandeis born?", [("Louis Brandeis", J)], ("place", "Louis Dembitz Brandeis", "bornIn")),
    ("where", "Where did John Marshall die?", [("John Marshall", J)], ("place", "John Marshall", "diedIn")),
    # when
    ("when", "When did Sandra Day O'Connor join the Supreme Court?", [("Sandra Day O'Connor", J), ("the Supreme Court", C)], ("date", ("start", SDO, "servedOn", SC), "day")),
    ("when", "What year did Earl Warren become chief justice?", [("Earl Warren", J), ("chief justice", POS)], ("date", ("start", "Earl Warren", "heldPosition", CJ), "year")),
    ("when", "When did Thurgood Marshall retire from the Supreme Court?", [("Thurgood Marshall", J), ("the Supreme Court", C)], ("date", ("end", TM, "servedOn", SC), "day")),
    ("when", "When did Ruth Bader Ginsburg die?", [("Ruth Bader Ginsburg", J)], ("date", ("died", RBG), "day")),
    ("when", "What year was John Paul Stevens born?", [("John Paul Stevens", J)], ("date", ("born", "John Paul Stevens"), "year")),
    ("when", "In what month did Antonin Scalia die?", [("Antonin Scalia", J)], ("date", ("died", "Antonin Scalia"), "month")),
    ("when", "When did Merrick Garland leave the DC Circuit?", [("Merrick Garland", J), ("the DC Circuit", C)], ("date", ("end", "Merrick B. Garland", "servedOn", DCC), "day")),
    ("when", "What year did Learned Hand move up to the Second Circuit?", [("Learned Hand", J), ("the Second Circuit", C)], ("date", ("start", "Learned Hand", "servedOn", C2), "year")),
    ("when", "When did Clarence Thomas join the Supreme Court?", [("Clarence Thomas", J), ("the Supreme Court", C)], ("date", ("start", "Clarence Thomas", "servedOn", SC), "day")),
    ("when", "What year did Robert Bork step down from the DC Circuit?", [("Robert Bork", J), ("the DC Circuit", C)], ("date", ("end", "Robert Heron Bork", "servedOn", DCC), "year")),
    ("when", "When did Stephen Breyer retire from active service on the Supreme Court?", [("Stephen Breyer", J), ("the Supreme Court", C)], ("date", ("end", "Stephen Gerald Breyer", "servedOn", SC), "day")),
    ("when", "When was William Rehnquist born?", [("William Rehnquist", J)], ("date", ("born", "William Hubbs Rehnquist"), "day")),
    # next / prev
    ("next", "Who became chief justice after Warren Burger?", [("chief justice", POS), ("Warren Burger", J)], ("next", "heldPosition", CJ, "Warren Earl Burger")),
    ("prev", "Who was chief justice before Earl Warren?", [("chief justice", POS), ("Earl Warren", J)], ("prev", "heldPosition", CJ, "Earl Warren")),
    ("next", "Who joined the Supreme Court right after RBG?", [("the Supreme Court", C), ("RBG", J)], ("next", "servedOn", SC, RBG)),
    ("prev", "Who was the last justice to join the Supreme Court before Scalia?", [("the Supreme Court", C), ("Scalia", J)], ("prev", "servedOn", SC, "Antonin Scalia")),
    ("next", "Who succeeded Taft as chief justice?", [("Taft", J), ("chief justice", POS)], ("next", "heldPosition", CJ, "William Howard Taft")),
    ("next", "who came onto the supreme court after elena kagan", [("supreme court", C), ("elena kagan", J)], ("next", "servedOn", SC, "Elena Kagan")),
    ("prev", "Who was the chief justice before John Roberts?", [("chief justice", POS), ("John Roberts", J)], ("prev", "heldPosition", CJ, ROBERTS)),
    ("next", "Who was the next person to join the Supreme Court after Thurgood Marshall?", [("the Supreme Court", C), ("Thurgood Marshall", J)], ("next", "servedOn", SC, TM)),
    ("prev", "Who joined the Supreme Court just before Sotomayor did?", [("the Supreme Court", C), ("Sotomayor", J)], ("prev", "servedOn", SC, "Sonia Sotomayor")),
    ("next", "Which chief justice came after John Marshall?", [("chief justice", POS), ("John Marshall", J)], ("next", "heldPosition", CJ, "John Marshall")),
    # nth
    ("nth", "Who was the first Chief Justice?", [("Chief Justice", POS)], ("nth", "heldPosition", CJ, 1)),
    ("nth", "Who was the third chief justice?", [("chief justice", POS)], ("nth", "heldPosition", CJ, 3)),
    ("nth", "Who is the newest justice on the Supreme Court?", [("the Supreme Court", C)], ("nth", "servedOn", SC, -1)),
    ("nth", "Who were the first judges of the 11th Circuit?", [("the 11th Circuit", C)], ("nth", "servedOn", C11, 1)),
    ("nth", "Who was the tenth chief justice?", [("chief justice", POS)], ("nth", "heldPosition", CJ, 10)),
    ("nth", "Who was the first justice Trump put on the Supreme Court?", [("Trump", P), ("the Supreme Court", C)], ("nth_app", "Donald J. Trump", SC, 1)),
    ("nth", "Who was Bill Clinton's second Supreme Court pick?", [("Bill Clinton", P), ("Supreme Court", C)], ("nth_app", "William J. Clinton", SC, 2)),
    ("nth", "Who was the last Supreme Court justice Washington appointed?", [("Supreme Court", C), ("Washington", P)], ("nth_app", "George Washington", SC, -1)),
    # count
    ("count", "How many Supreme Court justices did Nixon appoint?", [("Supreme Court", C), ("Nixon", P)], ("count", ("appointees", "Richard M. Nixon", SC, None))),
    ("count", "How many different people did Obama appoint as federal judges?", [("Obama", P)], ("count", ("appointees", "Barack Obama", None, None))),
    ("count", "How many different courts has Sonia Sotomayor served on?", [("Sonia Sotomayor", J)], ("count", ("tails", "Sonia Sotomayor", "servedOn", None))),
    ("count", "How many presidents appointed Sotomayor to a federal court?", [("Sotomayor", J)], ("count", ("tails", "Sonia Sotomayor", "appointedBy", None))),
    ("count", "How many different justices sat on the Supreme Court at some point in 1870?", [("the Supreme Court", C)], ("count", ("holders", "servedOn", SC, "1870"))),
    ("count", "how many chief justices have there been", [("chief justices", POS)], ("count", ("holders", "heldPosition", CJ, "all"))),
    ("count", "How many judges did Jimmy Carter appoint to the Ninth Circuit?", [("Jimmy Carter", P), ("the Ninth Circuit", C)], ("count", ("appointees", "Jimmy Carter", C9, None))),
    ("count", "How many Ninth Circuit judges took senior status in 2022?", [("Ninth Circuit", C)], ("count", ("starts", "seniorJudgeOn", C9, "2022"))),
    ("count", "How many federal judges were born in Philadelphia?", [("Philadelphia", L)], ("count", ("born_in", "Philadelphia, PA", "bornIn"))),
    ("count", "How many Supreme Court justices died in Washington DC?", [("Supreme Court", C), ("Washington DC", L)], ("count", ("born_in", "Washington, DC", "diedIn", SC))),
    ("count", "How many different judges did George W. Bush appoint in 2002?", [("George W. Bush", P)], ("count", ("appointees", "George W. Bush", None, "2002"))),
    ("count", "How many different active judges did the DC Circuit have between 1990 and 1999?", [("the DC Circuit", C)], ("count", ("holders", "servedOn", DCC, "1990-1999"))),
    # how long
    ("howlong", "How many years was Earl Warren chief justice?", [("Earl Warren", J), ("chief justice", POS)], ("duration", "Earl Warren", "heldPosition", CJ, "years")),
    ("howlong", "How many days did Abe Fortas serve on the Supreme Court?", [("Abe Fortas", J), ("the Supreme Court", C)], ("duration", "Abe Fortas", "servedOn", SC, "days")),
    ("howlong", "How many years was Taft chief justice?", [("Taft", J), ("chief justice", POS)], ("duration", "William Howard Taft", "heldPosition", CJ, "years")),
    ("howlong", "How many years did Thurgood Marshall spend on the Supreme Court?", [("Thurgood Marshall", J), ("the Supreme Court", C)], ("duration", TM, "servedOn", SC, "years")),
    ("howlong", "How many days was James Byrnes on the Supreme Court?", [("James Byrnes", J), ("the Supreme Court", C)], ("duration", "James Francis Byrnes", "servedOn", SC, "days")),
    ("howlong", "How many years was Learned Hand an active judge on the Second Circuit?", [("Learned Hand", J), ("the Second Circuit", C)], ("duration", "Learned Hand", "servedOn", C2, "years")),
    ("howlong", "How long was Clarence Thomas on the DC Circuit, in days?", [("Clarence Thomas", J), ("the DC Circuit", C)], ("duration", "Clarence Thomas", "servedOn", DCC, "days")),
    # between
    ("between", "How many days were there between RBG's death and Amy Coney Barrett joining the Supreme Court?", [("RBG", J), ("Amy Coney Barrett", J), ("the Supreme Court", C)], ("between", ("died", RBG), ("start", "Amy Coney Barrett", "servedOn", SC), "days")),
    ("between", "How many years passed between Thurgood Marshall joining the Second Circuit and joining the Supreme Court?", [("Thurgood Marshall", J), ("the Second Circuit", C), ("the Supreme Court", C)], ("between", ("start", TM, "servedOn", C2), ("start", TM, "servedOn", SC), "years")),
    ("between", "How many days after Scalia died did Gorsuch join the Supreme Court?", [("Scalia", J), ("Gorsuch", J), ("the Supreme Court", C)], ("between", ("died", "Antonin Scalia"), ("start", "Neil M. Gorsuch", "servedOn", SC), "days")),
    ("between", "How many days after Taft stepped down did Charles Evans Hughes become chief justice?", [("Taft", J), ("Charles Evans Hughes", J), ("chief justice", POS)], ("between", ("end", "William Howard Taft", "heldPosition", CJ), ("start", "Charles Evans Hughes", "heldPosition", CJ), "days")),
    ("between", "How old was Thurgood Marshall when he joined the Supreme Court?", [("Thurgood Marshall", J), ("the Supreme Court", C)], ("age", TM, ("start", TM, "servedOn", SC))),
    ("between", "How many years did Oliver Wendell Holmes live after leaving the Supreme Court?", [("Oliver Wendell Holmes", J), ("the Supreme Court", C)], ("between", ("end", "Oliver Wendell Holmes Jr.", "servedOn", SC), ("died", "Oliver Wendell Holmes Jr."), "years")),
    ("between", "How old was William Rehnquist when he became chief justice?", [("William Rehnquist", J), ("chief justice", POS)], ("age", "William Hubbs Rehnquist", ("start", "William Hubbs Rehnquist", "heldPosition", CJ))),
    # order
    ("order", "Who joined the Supreme Court first, Anthony Kennedy or Scalia?", [("the Supreme Court", C), ("Anthony Kennedy", J), ("Scalia", J)], ("earlier", ("start", "Anthony McLeod Kennedy", "servedOn", SC), ("start", "Antonin Scalia", "servedOn", SC), "Anthony McLeod Kennedy", "Antonin Scalia")),
    ("order", "Who was born first, Thurgood Marshall or William Brennan?", [("Thurgood Marshall", J), ("William Brennan", J)], ("earlier", ("born", TM), ("born", "William Joseph Brennan Jr."), TM, "William Joseph Brennan Jr.")),
    ("order", "Who died first, William Brennan or Warren Burger?", [("William Brennan", J), ("Warren Burger", J)], ("earlier", ("died", "William Joseph Brennan Jr."), ("died", "Warren Earl Burger"), "William Joseph Brennan Jr.", "Warren Earl Burger")),
    ("order", "Who became an appeals judge first: Stephen Breyer on the First Circuit or Richard Posner on the Seventh Circuit?", [("Stephen Breyer", J), ("the First Circuit", C), ("Richard Posner", J), ("the Seventh Circuit", C)], ("earlier", ("start", "Stephen Gerald Breyer", "servedOn", C1), ("start", "Richard Allen Posner", "servedOn", C7), "Stephen Gerald Breyer", "Richard Allen Posner")),
    # same time / during
    ("same", "Who was chief justice when Thurgood Marshall joined the Supreme Court?", [("chief justice", POS), ("Thurgood Marshall", J), ("the Supreme Court", C)], ("on_day", "heldPosition", CJ, ("start", TM, "servedOn", SC))),
    ("same", "Who was chief justice when Sandra Day O'Connor joined the court?", [("chief justice", POS), ("Sandra Day O'Connor", J)], ("on_day", "heldPosition", CJ, ("start", SDO, "servedOn", SC))),
    ("same", "Who was the chief justice when RBG died?", [("chief justice", POS), ("RBG", J)], ("on_day", "heldPosition", CJ, ("died", RBG))),
    ("same", "Who served on the Supreme Court at the same time as Abe Fortas?", [("the Supreme Court", C), ("Abe Fortas", J)], ("alongside", "servedOn", SC, "Abe Fortas")),
    ("same", "Which active Second Circuit judges served at the same time as Thurgood Marshall?", [("Second Circuit", C), ("Thurgood Marshall", J)], ("alongside", "servedOn", C2, TM)),
    ("same", "Which active judges were on the DC Circuit along with Robert Bork?", [("the DC Circuit", C), ("Robert Bork", J)], ("alongside", "servedOn", DCC, "Robert Heron Bork")),
    ("same", "Who was chief justice when Oliver Wendell Holmes joined the Supreme Court?", [("chief justice", POS), ("Oliver Wendell Holmes", J), ("the Supreme Court", C)], ("on_day", "heldPosition", CJ, ("start", "Oliver Wendell Holmes Jr.", "servedOn", SC))),
    ("same", "Which justices served with James Byrnes on the Supreme Court?", [("James Byrnes", J), ("the Supreme Court", C)], ("alongside", "servedOn", SC, "James Francis Byrnes")),
    ("same", "Who was the chief justice on the day Scalia died?", [("chief justice", POS), ("Scalia", J)], ("on_day", "heldPosition", CJ, ("died", "Antonin Scalia"))),
    # most
    ("most", "Which president appointed the most Supreme Court justices?", [("Supreme Court", C)], ("most_appointer", SC, None)),
    ("most", "Which president put the most judges on the Ninth Circuit?", [("the Ninth Circuit", C)], ("most_appointer", C9, None)),
    ("most", "Who was chief justice the longest?", [("chief justice", POS)], ("longest", "heldPosition", CJ)),
    ("most", "Who served on the Supreme Court the longest?", [("the Supreme Court", C)], ("longest", "servedOn", SC)),
    ("most", "In which year did Trump appoint the most judges?", [("Trump", P)], ("year_most", "Donald J. Trump", None)),
    ("most", "What year did Bill Clinton appoint the most federal judges?", [("Bill Clinton", P)], ("year_most", "William J. Clinton", None)),
    ("most", "Which president named the most judges to SDNY?", [("SDNY", C)], ("most_appointer", SDNY, None)),
    # yes / no
    ("yesno", "Did Reagan appoint Anthony Kennedy to the Supreme Court?", [("Reagan", P), ("Anthony Kennedy", J), ("the Supreme Court", C)], ("yes", ("appointer", "Anthony McLeod Kennedy", SC), "Ronald Reagan")),
    ("yesno", "Was Merrick Garland ever on the Supreme Court?", [("Merrick Garland", J), ("the Supreme Court", C)], ("yes", ("tails", "Merrick B. Garland", "servedOn", None), SC)),
    ("yesno", "Was Earl Warren still chief justice in 1970?", [("Earl Warren", J), ("chief justice", POS)], ("yes", ("holders", "heldPosition", CJ, "1970"), "Earl Warren")),
    ("yesno", "Was Ruth Bader Ginsburg ever appointed by Jimmy Carter?", [("Ruth Bader Ginsburg", J), ("Jimmy Carter", P)], ("yes", ("tails", RBG, "appointedBy", None), "Jimmy Carter")),
    ("yesno", "Was Brett Kavanaugh on the DC Circuit in 2010?", [("Brett Kavanaugh", J), ("the DC Circuit", C)], ("yes", ("holders", "servedOn", DCC, "2010"), "Brett M. Kavanaugh")),
    ("yesno", "Was Learned Hand ever a Supreme Court justice?", [("Learned Hand", J), ("Supreme Court", C)], ("yes", ("tails", "Learned Hand", "servedOn", None), SC)),
    ("yesno", "Did Scalia die in Washington DC?", [("Scalia", J), ("Washington DC", L)], ("yes", ("place", "Antonin Scalia", "diedIn"), "Washington, DC")),
    ("yesno", "Did Bill Clinton appoint Sonia Sotomayor to the Second Circuit?", [("Bill Clinton", P), ("Sonia Sotomayor", J), ("the Second Circuit", C)], ("yes", ("appointer", "Sonia Sotomayor", C2), "William J. Clinton")),
    ("yesno", "Was Thurgood Marshall born in Baltimore?", [("Thurgood Marshall", J), ("Baltimore", L)], ("yes", ("place", TM, "bornIn"), "Baltimore, MD")),
    ("yesno", "Was Stephen Breyer still an active justice in 2023?", [("Stephen Breyer", J)], ("yes", ("holders", "servedOn", SC, "2023"), "Stephen Gerald Breyer")),
    ("yesno", "Did Gerald Ford appoint Sandra Day O'Connor?", [("Gerald Ford", P), ("Sandra Day O'Connor", J)], ("yes", ("tails", SDO, "appointedBy", None), "Gerald Ford")),
    ("yesno", "Was John Roberts a DC Circuit judge in 2004?", [("John Roberts", J), ("DC Circuit", C)], ("yes", ("holders", "servedOn", DCC, "2004"), ROBERTS)),
    # no answer
    ("none", "Which Supreme Court justices did Jimmy Carter appoint?", [("Supreme Court", C), ("Jimmy Carter", P)], ("appointees", "Jimmy Carter", SC, None)),
    ("none", "Who did Andrew Johnson put on the Supreme Court?", [("Andrew Johnson", P), ("the Supreme Court", C)], ("appointees", "Andrew Johnson", SC, None)),
    ("none", "Who was chief justice on July 1, 1941?", [("chief justice", POS)], ("holders", "heldPosition", CJ, "1941-07-01")),
    ("none", "Which judges did Obama appoint to the Court of Claims?", [("Obama", P), ("the Court of Claims", C)], ("appointees", "Barack Obama", CLAIMS, None)),
    ("none", "Who was chief justice in February 1796?", [("chief justice", POS)], ("holders", "heldPosition", CJ, "1796-02")),
    ("none", "Who sat on the Supreme Court in 1788?", [("the Supreme Court", C)], ("holders", "servedOn", SC, "1788")),
]


# ---------------------------------------------------------------- checks and output
def years_in(m):
    """The years a meaning's windows and days name (these, and no others, must be typed)."""
    out = set()
    for x in m:
        if isinstance(x, tuple):
            out |= years_in(x) if x[0] != "date" else years_in(x[1:2])
        elif isinstance(x, str) and re.fullmatch(r"\d{4}(-\d{4}|-\d\d|-\d\d-\d\d)?", x):
            out |= set(re.findall(r"\d{4}", x)) if re.fullmatch(r"\d{4}-\d{4}", x) else {x[:4]}
    return out


def nodes_in(m):
    out = set()
    for x in m:
        if isinstance(x, tuple):
            out |= nodes_in(x)
        elif isinstance(x, str):
            out.add(x)
    return out


def build():
    errors = []
    results = []
    seen_q, seen_m = set(), set()
    for i, (kind, q, mentions, m) in enumerate(CASES):
        fq = fold(q)
        for typed, cls in mentions:
            ft = fold(typed)
            if not re.search(r"(^| )" + re.escape(ft) + r"( s)?( |$)", fq):
                errors.append(f"{i}: {typed!r} not typed in {q!r}")
            try:
                node(typed, cls)
            except ValueError as e:
                errors.append(f"{i}: {e}")
        named = {node(t, c) for t, c in mentions if len(fits(t, c)) == 1}
        for x in nodes_in(m):
            for cls in ("judge", "court", "president", "place", "position"):
                if x in CLASSES[cls] and x not in named and not (cls == "position" and x in (CJ, AJ) and "justice" in fq):
                    if not (cls == "court" and x == SC and ("justice" in fq or "supreme" in fq)):
                        errors.append(f"{i}: {x!r} in meaning but not mentioned")
        for rel in [x for x in nodes_in(m) if x in ("servedOn", "seniorJudgeOn", "heldPosition", "bornIn", "diedIn", "appointedBy")]:
            assert rel in RELATIONS
        typed_years = set(re.findall(r"(?<!\d)\d{4}(?!\d)", q))
        if typed_years != years_in(m):
            errors.append(f"{i}: years typed {sorted(typed_years)} vs meaning {sorted(years_in(m))}")
        try:
            INCL[0] = False
            ans = answer(m)
            INCL[0] = True
            ans2 = answer(m)
            INCL[0] = False
        except ValueError as e:
            errors.append(f"{i}: {e}")
            continue
        if ans != ans2:
            errors.append(f"{i}: hangs on a handover day: {sorted(ans)} vs {sorted(ans2)}")
        if kind == "none":
            if ans:
                errors.append(f"{i}: no-answer question has {sorted(ans)}")
        elif not ans:
            errors.append(f"{i}: empty answer: {q}")
        if kind == "yesno" and ans not in ({"yes"}, {"no"}):
            errors.append(f"{i}: yes/no answer {ans}")
        k = re.sub(r"[^a-z0-9 ]", "", q.lower())
        if k in seen_q or repr(m) in seen_m:
            errors.append(f"{i}: duplicate {q}")
        seen_q.add(k)
        seen_m.add(repr(m))
        results.append({"id": f"g7-{i + 1:04d}", "question": q, "answers": sorted(ans)})
    yn = collections.Counter(r["answers"][0] for r, c in zip(results, CASES) if c[0] == "yesno")
    if yn["yes"] != yn["no"]:
        errors.append(f"yes/no unbalanced: {dict(yn)}")
    if len(CASES) != 120:
        errors.append(f"{len(CASES)} questions, not 120")
    return results, errors


def main():
    results, errors = build()
    if errors:
        print("CHECK FAILED")
        print("\n".join(errors))
        sys.exit(1)
    dev, test = results[0::2], results[1::2]
    out = {"graph7-dev.json": dev, "graph7-test.json": test}
    texts = {k: json.dumps(v, ensure_ascii=False, indent=1) + "\n" for k, v in out.items()}
    if "--check" in sys.argv:
        for k, t in texts.items():
            if open(os.path.join(HERE, k), encoding="utf-8").read() != t:
                print(f"CHECK FAILED: {k} differs")
                sys.exit(1)
        print("ok")
        return
    if "--explain" in sys.argv:
        for r, c in zip(results, CASES):
            print(r["id"], c[0], r["question"], "|", c[3], "->", r["answers"])
        return
    if "--stats" in sys.argv:
        kinds = collections.Counter()
        for i, c in enumerate(CASES):
            kinds[(c[0], "dev" if i % 2 == 0 else "test")] += 1
        for k in sorted({c[0] for c in CASES}):
            print(f"{k:10} {kinds[(k, 'dev')] + kinds[(k, 'test')]:4} {kinds[(k, 'dev')]:3} / {kinds[(k, 'test')]}")
        return
    for k, t in texts.items():
        with open(os.path.join(HERE, k), "w", encoding="utf-8") as f:
            f.write(t)
    print(f"wrote {len(dev)} dev, {len(test)} test")


if __name__ == "__main__":
    main()
