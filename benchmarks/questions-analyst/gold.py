"""analyst: an independent question set of the kinds an analyst asks next, over two graphs.

    python3 gold.py /work/shared/data                      # the folder holding multitq/ and yago11k/
    python3 gold.py /work/shared/data/multitq /work/shared/data/yago11k
    python3 gold.py /work/shared/data --explain            # also print each case, its meaning and answer

Holds the questions as data (CASES below, each question next to its meaning), the semantics,
the checks (any failure stops with "CHECK FAILED: ..." and nothing is written), a second
independent computation of every answer (crosscheck_*), and the writer of analyst-dev.json
(positions 0, 2, 4, ...) and analyst-test.json (positions 1, 3, 5, ...).
Python 3.11 standard library only; the output does not depend on PYTHONHASHSEED.
"""

import datetime
import gzip
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
MQ_FIRST, MQ_LAST = "2005-01-01", "2015-12-31"
MQ_LINES = 461329
YAGO_LINES = 20509
NO = "no answer"


class CheckError(Exception):
    pass


def check(cond, msg):
    if not cond:
        raise CheckError(msg)


# =============================================================== MultiTQ graph
def mq_name(field):
    """A field of full.txt as a name: CSV quoting undone, underscores read as spaces."""
    if len(field) >= 2 and field[0] == '"' and field[-1] == '"':
        field = field[1:-1].replace('""', '"')
    return field.replace("_", " ")


class MQ:
    """MultiTQ's full.txt: (head, relation, tail, day) facts; head == tail facts are ignored."""

    def __init__(self, path):
        self.lines = 0
        self.self_loops = 0
        self.raw = []                                   # the facts in file order, for the crosscheck
        self.days = defaultdict(set)                    # (h, r, t) -> {day}
        self.out = defaultdict(lambda: defaultdict(set))   # (h, r) -> t -> {day}
        self.inn = defaultdict(lambda: defaultdict(set))   # (t, r) -> h -> {day}
        self.entities = set()
        self.relations = set()
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                line = line.rstrip("\n")
                if not line:
                    continue
                p = line.split("\t")
                check(len(p) == 4, "bad MultiTQ line %r" % line)
                h, r, t, d = mq_name(p[0]), mq_name(p[1]), mq_name(p[2]), p[3]
                check(re.fullmatch(r"\d{4}-\d{2}-\d{2}", d) is not None, "bad day %r" % line)
                self.lines += 1
                if h == t:
                    self.self_loops += 1
                    continue
                self.raw.append((h, r, t, d))
                self.days[(h, r, t)].add(d)
                self.out[(h, r)][t].add(d)
                self.inn[(t, r)][h].add(d)
                self.entities.add(h)
                self.entities.add(t)
                self.relations.add(r)


# ------------------------------------------------------------- readings of a relation
# The stated semantics use the named relation only.  A case is kept only if its answer is the
# same under the "wide" reading, which also counts what one might read the same words as:
# the converse record of the same event ("A visited B" stored as (B, Host a visit, A) and vice
# versa; for the symmetric relations "A consulted B" stored as (B, Consult, A)), and the close
# sub-kinds in EXTRA ("made a statement about" might be read to take in the optimistic /
# pessimistic / empathetic comments; "consulted" the telephone talks and third-place meetings).
CONVERSE = {"Make a visit": "Host a visit", "Host a visit": "Make a visit"}
SYMMETRIC = {"Consult", "Engage in negotiation", "Sign formal agreement", "Discuss by telephone",
             "Meet at a 'third' location", "Engage in diplomatic cooperation",
             "Cooperate economically"}
EXTRA = {"Make statement": ["Make optimistic comment", "Make pessimistic comment",
                            "Make empathetic comment"],
         "Consult": ["Discuss by telephone", "Meet at a 'third' location"]}


def readings(r, wide):
    """[(relation, swapped)]: the records that count as "h r t" (swapped: stored as (t, rel, h))."""
    if not wide:
        return [(r, False)]
    out = []
    for q in [r] + EXTRA.get(r, []):
        out.append((q, False))
        if q in CONVERSE:
            out.append((CONVERSE[q], True))
        elif q in SYMMETRIC:
            out.append((q, True))
    return out


def triple_days(kg, h, r, t, wide=False):
    out = set()
    for q, sw in readings(r, wide):
        out |= kg.days.get((t, q, h) if sw else (h, q, t), set())
    return out


def partners(kg, x, r, role, wide=False):
    """{other: {day}}: role "head" = x is the head (the others are tails), "tail" = x is the tail."""
    res = defaultdict(set)
    for q, sw in readings(r, wide):
        x_is_head = (role == "head") != sw
        src = kg.out.get((x, q), {}) if x_is_head else kg.inn.get((x, q), {})
        for e, ds in src.items():
            res[e] |= ds
    return res


# ------------------------------------------------------------- calendar
def D(s):
    return datetime.date.fromisoformat(s)


def S(d):
    return d.isoformat()


def month_add(ym, k):
    y, m = int(ym[:4]), int(ym[5:7])
    n = 12 * y + (m - 1) + k
    return "%04d-%02d" % (n // 12, n % 12 + 1)


def month_bounds(ym):
    lo = D(ym + "-01")
    hi = D(month_add(ym, 1) + "-01") - datetime.timedelta(days=1)
    return S(lo), S(hi)


def resolve_event(kg, ev, wide=False):
    """The day of an event clause, or None when its time is ambiguous.

    ev: {"h", "r", "t", "which": "first" | "last" | "only" | "date" | "nth", "n", "date",
         "within": period}  ("within" restricts the days to a period, e.g. "first ... in 2010")."""
    ds = triple_days(kg, ev["h"], ev["r"], ev["t"], wide)
    if "within" in ev:
        lo, hi = period_bounds(ev["within"])
        ds = {d for d in ds if lo <= d <= hi}
    check(ds, "event clause never holds: %r" % (ev,))
    ds = sorted(ds)
    w = ev["which"]
    if w == "first":
        return ds[0]
    if w == "last":
        return ds[-1]
    if w == "nth":
        check(len(ds) >= ev["n"], "event clause holds on fewer than n days: %r" % (ev,))
        return ds[ev["n"] - 1]
    if w == "date":
        check(ev["date"] in ds, "event clause does not hold on its date: %r" % (ev,))
        return ev["date"]
    if w == "only":
        return ds[0] if len(ds) == 1 else None
    raise CheckError("bad which %r" % w)


def period_bounds(p):
    """A period: "YYYY", "YYYY-MM", "YYYY-MM-DD", "all", or [lo, hi]."""
    if isinstance(p, list):
        return p[0], p[1]
    if p == "all":
        return MQ_FIRST, MQ_LAST
    if len(p) == 4:
        return p + "-01-01", p + "-12-31"
    if len(p) == 7:
        return month_bounds(p)
    return p, p


def window(kg, w, wide=False):
    """(lo, hi) inclusive day strings, or None when the window's event clause is ambiguous.

    w: {"period": p} or {"anchor": ev, "unit": u, "dir": "after" | "before", "n": N}
      unit "day" / "week" / "month" / "year": the calendar unit after / before the anchor's one
           (weeks run Monday..Sunday);
      unit "exact": the single day d + N / d - N;
      unit "ndays": "in the N days after / before": d+1 .. d+N / d-N .. d-1;
      unit "within": "within N days of": d-N .. d+N."""
    if "period" in w:
        return period_bounds(w["period"])
    d = resolve_event(kg, w["anchor"], wide)
    if d is None:
        return None
    u, sgn, day = w["unit"], (1 if w.get("dir") == "after" else -1), D(d)
    one = datetime.timedelta(days=1)
    if u == "day":
        x = day + sgn * one
        return S(x), S(x)
    if u == "week":
        mon = day - datetime.timedelta(days=day.weekday()) + sgn * 7 * one
        return S(mon), S(mon + 6 * one)
    if u == "month":
        return month_bounds(month_add(d[:7], sgn))
    if u == "year":
        y = "%04d" % (int(d[:4]) + sgn)
        return y + "-01-01", y + "-12-31"
    n = datetime.timedelta(days=w["n"])
    if u == "exact":
        x = day + sgn * n
        return S(x), S(x)
    if u == "ndays":
        return (S(day + one), S(day + n)) if sgn > 0 else (S(day - n), S(day - one))
    if u == "within":
        return S(day - n), S(day + n)
    raise CheckError("bad unit %r" % u)


# ------------------------------------------------------------- kinds of entity
def read_table(fname):
    out = []
    with open(os.path.join(HERE, fname), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                out.append(line)
    return out


COUNTRIES = tuple(read_table("countries.txt"))
KINDS = {"country": frozenset(COUNTRIES)}


def in_kind(e, kind):
    return kind is None or e in KINDS[kind]


# ------------------------------------------------------------- MultiTQ operations
def in_win(ds, lo, hi):
    return sorted(d for d in ds if lo <= d <= hi)


def mq_answer(kg, m, wide=False):
    """The answer list of a MultiTQ meaning (see the README for each op)."""
    op = m["op"]
    if op == "between":
        d1 = resolve_event(kg, m["e1"], wide)
        d2 = resolve_event(kg, m["e2"], wide)
        if d1 is None or d2 is None:
            return [NO]
        u = m["unit"]
        if u == "days":
            v = (D(d2) - D(d1)).days
        elif u == "weeks":
            v = (D(d2) - D(d1)).days // 7
        elif u == "months":
            v = (12 * int(d2[:4]) + int(d2[5:7])) - (12 * int(d1[:4]) + int(d1[5:7]))
        else:
            v = int(d2[:4]) - int(d1[:4])
        return [str(v)]
    win = window(kg, m["window"], wide)
    if win is None:
        return [NO]
    lo, hi = win
    if op == "count":
        return [str(len(in_win(triple_days(kg, m["h"], m["r"], m["t"], wide), lo, hi)))]
    if op == "nth_day":
        ds = in_win(triple_days(kg, m["h"], m["r"], m["t"], wide), lo, hi)
        return [ds[m["n"] - 1]] if len(ds) >= m["n"] else [NO]
    ps = partners(kg, m["x"], m["r"], m["role"], wide)
    got = {}
    for e in sorted(ps):
        if in_kind(e, m.get("kind")):
            ds = in_win(ps[e], lo, hi)
            if ds:
                got[e] = ds
    if op == "who":
        return sorted(got) if got else ["nobody"]
    if op == "ndistinct":
        return [str(len(got))]
    if op in ("most", "least"):
        if not got:
            return [NO]
        counts = {e: len(ds) for e, ds in got.items()}
        best = max(counts.values()) if op == "most" else min(counts.values())
        top = sorted(e for e, c in counts.items() if c == best)
        return top if len(top) == 1 else [NO]
    if op == "nth_other":
        firsts = sorted((ds[0], e) for e, ds in got.items())
        n = m["n"]
        if len(firsts) < n:
            return [NO]
        d = firsts[n - 1][0]
        same = [e for (dd, e) in firsts if dd == d]
        return [firsts[n - 1][1]] if len(same) == 1 else [NO]
    raise CheckError("bad op %r" % op)


# =============================================================== YAGO11k graph
YDATE = re.compile(r"^(-?\d{1,4}|####)-(\d\d|##)-(\d\d|##)$")


def ydate(s):
    """(year, month|None, day|None), None for an unknown date ('####-##-##'), or "bad"."""
    m = YDATE.match(s)
    if not m:
        return "bad"
    y, mo, d = m.groups()
    if y == "####":
        return None if (mo == "##" and d == "##") else "bad"
    mo = None if mo == "##" else int(mo)
    d = None if d == "##" else int(d)
    if mo is not None and not 1 <= mo <= 12:
        return "bad"
    if d is not None and (mo is None or not 1 <= d <= 31):
        return "bad"
    if mo is not None and d is not None:
        try:
            datetime.date(int(y), mo, d) if int(y) >= 1 else None
        except ValueError:
            return "bad"
    return (int(y), mo, d)


def ybefore(a, b):
    """a strictly before b, at the precision both share."""
    if a[0] != b[0]:
        return a[0] < b[0]
    if a[1] is None or b[1] is None:
        return False
    if a[1] != b[1]:
        return a[1] < b[1]
    if a[2] is None or b[2] is None:
        return False
    return a[2] < b[2]


def yname(field):
    check(field.startswith("<") and field.endswith(">"), "bad YAGO name %r" % field)
    return field[1:-1].replace("_", " ")


class YAGO:
    """YAGO11k: (head, relation, tail, start, end) facts from train, valid and test together.

    Skipped: lines with a malformed date (also the decade-precision '19##-##-##'),
    facts whose end is before their start, facts whose head equals their tail."""

    def __init__(self, folder=None, facts=None):
        self.lines = 0
        self.skipped = Counter()
        self.facts = []
        if facts is not None:                  # a view of some facts of another graph
            self.facts = list(facts)
            self.index()
            return
        for part in ("train", "valid", "test"):
            with gzip.open(os.path.join(folder, part + ".txt.gz"), "rt", encoding="utf-8") as f:
                for line in f:
                    line = line.rstrip("\n")
                    if not line:
                        continue
                    p = line.split("\t")
                    check(len(p) == 5, "bad YAGO line %r" % line)
                    self.lines += 1
                    h, r, t = yname(p[0]), yname(p[1]), yname(p[2])
                    s, e = ydate(p[3]), ydate(p[4])
                    if s == "bad" or e == "bad":
                        self.skipped["malformed date"] += 1
                        continue
                    if s is not None and e is not None and ybefore(e, s):
                        self.skipped["end before start"] += 1
                        continue
                    if h == t:
                        self.skipped["head = tail"] += 1
                        continue
                    self.facts.append((h, r, t, s, e))
        self.index()

    def index(self):
        self.base_names = defaultdict(list)   # name without its "(...)" -> [entities]
        self.by_head = defaultdict(list)   # (h, r) -> [(t, s, e)]
        self.by_tail = defaultdict(list)   # (t, r) -> [(h, s, e)]
        self.entities = set()
        for h, r, t, s, e in self.facts:
            self.by_head[(h, r)].append((t, s, e))
            self.by_tail[(t, r)].append((h, s, e))
            self.entities.add(h)
            self.entities.add(t)
        for e in sorted(self.entities):
            self.base_names[re.sub(r" \([^)]*\)$", "", e)].append(e)


# ------------------------------------------------------------- YAGO operations
def is_club(t):
    """A playsFor tail that is a club (not a national team)."""
    return "national" not in t.lower()


def y_spells(yg, x, rel, filt=None):
    """[(other, start, end)] of x for rel, sorted; isMarriedTo is read both ways (deduplicated)."""
    out = set(yg.by_head.get((x, rel), []))
    if rel == "isMarriedTo":
        out |= set(yg.by_tail.get((x, rel), []))
    if filt == "club":
        out = {f for f in out if is_club(f[0])}
    return sorted(out, key=lambda f: (f[0], repr(f[1]), repr(f[2])))


def y_groups(yg, x, rel, filt=None):
    """{other: [(start, end)]}: the spells of x for rel, one entry per other side."""
    g = defaultdict(list)
    for t, s, e in y_spells(yg, x, rel, filt):
        g[t].append((s, e))
    return g


def y_ref_year(yg, ref):
    """The year of a referenced fact: ref = {"x", "rel", "t" (None: any), "end": "start" | "end"}.

    None when the reference is ambiguous (several facts, or several different years)."""
    sp = [f for f in y_spells(yg, ref["x"], ref["rel"]) if ref.get("t") is None or f[0] == ref["t"]]
    check(sp, "YAGO reference holds no fact: %r" % (ref,))
    idx = 1 if ref.get("end", "start") == "start" else 2
    years = {f[idx][0] if f[idx] else None for f in sp}
    check(None not in years, "YAGO reference with an unknown date: %r" % (ref,))
    return years.pop() if len(years) == 1 else None


def y_answer(yg, m):
    op = m["op"]
    if op == "y_between":
        y1, y2 = y_ref_year(yg, m["e1"]), y_ref_year(yg, m["e2"])
        if y1 is None or y2 is None:
            return [NO]
        return [str(y2 - y1)]
    g = y_groups(yg, m["x"], m["rel"], m.get("filter"))
    if op == "y_count":
        return [str(len(g))]
    # a window given by an anchor: the spells that start after / before its year
    if "anchor" in m:
        ay = y_ref_year(yg, m["anchor"])
        if ay is None:
            return [NO]
        if op == "y_who":
            Y = ay + m["delta"]
            if m["mode"] == "start":
                got = sorted(t for t, sp in g.items() if any(s and s[0] == Y for s, e in sp))
            else:  # holds in year Y
                got = []
                for t, sp in g.items():
                    for s, e in sp:
                        check(s is not None, "unknown start in a 'holds' case")
                        if e is None and s[0] <= Y:
                            return [NO]                     # an open spell: cannot tell
                        if s[0] <= Y <= e[0]:
                            got.append(t)
                got = sorted(set(got))
            return got if got else ["nobody"]
        # y_agg over the spells starting strictly after / before the anchor's year
        at = m["anchor"].get("t") if m["anchor"]["rel"] == m["rel"] and m["anchor"]["x"] == m["x"] else None
        sel = {}
        for t, sp in g.items():
            if t == at:
                continue
            for s, e in sp:
                if s is None:
                    return [NO]
                if s[0] == ay:
                    return [NO]                             # same year as the anchor: before or after?
                if (s[0] > ay) == (m["side"] == "after"):
                    sel.setdefault(t, []).append((s, e))
        g = sel
        op = m["agg"]
        if op == "count":
            return [str(len(g))]
    if op in ("y_longest", "y_shortest", "longest", "shortest"):
        durs = {}
        for t, sp in g.items():
            if len(sp) != 1 or sp[0][0] is None or sp[0][1] is None:
                return [NO]                                 # a repeated or open spell
            durs[t] = sp[0][1][0] - sp[0][0][0]
        if not durs:
            return [NO]
        best = (max if op.endswith("longest") else min)(durs.values())
        top = sorted(t for t, d in durs.items() if d == best)
        return top if len(top) == 1 else [NO]
    if op in ("y_nth", "nth", "first"):
        n = m.get("n", 1)
        firsts = []
        for t, sp in g.items():
            if any(s is None for s, e in sp):
                return [NO]
            firsts.append((min(s[0] for s, e in sp), t))
        firsts.sort()
        if len(firsts) < n:
            return [NO]
        y = firsts[n - 1][0]
        same = [t for yy, t in firsts if yy == y]
        return [firsts[n - 1][1]] if len(same) == 1 else [NO]
    raise CheckError("bad YAGO op %r" % op)


# =============================================================== how the set names things
# MultiTQ entities named in questions: graph name -> the form the question uses (the graph's own
# name, or an unambiguous short form; "the" where English needs it).  Checked: every form is in
# its question, every short form names no other entity of the graph.
DISPLAY = {
    "Barack Obama": "Barack Obama", "Mahmoud Abbas": "Mahmoud Abbas", "Mahmoud Ahmadinejad": "Mahmoud Ahmadinejad",
    "Benjamin Netanyahu": "Benjamin Netanyahu", "Dmitry Anatolyevich Medvedev": "Dmitry Medvedev",
    "Angela Merkel": "Angela Merkel", "Wen Jiabao": "Wen Jiabao", "Xi Jinping": "Xi Jinping",
    "Lee Myung Bak": "Lee Myung Bak", "Pervez Musharraf": "Pervez Musharraf", "Abhisit Vejjajiva": "Abhisit Vejjajiva",
    "Tony Blair": "Tony Blair", "Nuri al-Maliki": "Nuri al-Maliki", "Abdullah Gül": "Abdullah Gül",
    "Ma Ying Jeou": "Ma Ying Jeou", "Roh Moo Hyun": "Roh Moo Hyun", "Evo Morales": "Evo Morales",
    "Julia Gillard": "Julia Gillard", "Ali Abdullah Saleh": "Ali Abdullah Saleh",
    "Cristina Fernández de Kirchner": "Cristina Fernández de Kirchner", "Javier Solana": "Javier Solana",
    "Catherine Ashton": "Catherine Ashton", "Shimon Peres": "Shimon Peres", "Yoshihiko Noda": "Yoshihiko Noda",
    "Yasuo Fukuda": "Yasuo Fukuda", "Alexis Tsipras": "Alexis Tsipras", "Raúl Castro": "Raúl Castro",
    "Rafael Correa": "Rafael Correa", "Wang Yi": "Wang Yi", "Jakaya Mrisho Kikwete": "Jakaya Kikwete",
    "Uhuru Muigai Kenyatta": "Uhuru Kenyatta", "Oluṣẹgun Ọbasanjọ": "Olusegun Obasanjo",
    "Muhammadu Buhari": "Muhammadu Buhari", "Umaru Musa Yar'Adua": "Umaru Musa Yar'Adua",
    "Abdel Fattah Al-Sisi": "Abdel Fattah Al-Sisi", "Shaukat Aziz": "Shaukat Aziz", "Islam Karimov": "Islam Karimov",
    "Tzipi Livni": "Tzipi Livni", "Antonis Samaras": "Antonis Samaras", "Georgios Papandreou": "Georgios Papandreou",
    "Benedict XVI": "Pope Benedict XVI", "Gurbanguly Berdymukhammedov": "Gurbanguly Berdymukhammedov",
    "Donald Rumsfeld": "Donald Rumsfeld", "Mwai Kibaki": "Mwai Kibaki", "Michael Sata": "Michael Sata",
    "Jack Straw": "Jack Straw", "Christine Lagarde": "Christine Lagarde", "Gerhard Schröder": "Gerhard Schröder",
    "Haider Al-Abadi": "Haider Al-Abadi", "Isaias Afewerki": "Isaias Afewerki", "Chuck Hagel": "Chuck Hagel",
    "Julie Bishop": "Julie Bishop", "Henry M. Paulson": "Henry Paulson", "Arseniy Yatsenyuk": "Arseniy Yatsenyuk",
    "Elizabeth II": "Queen Elizabeth II", "Herman Van Rompuy": "Herman Van Rompuy",
    "Federica Mogherini": "Federica Mogherini", "Philip Hammond": "Philip Hammond", "Macky Sall": "Macky Sall",
    "Emperor Akihito": "Emperor Akihito", "Tsai Ing-wen": "Tsai Ing-wen", "Benazir Bhutto": "Benazir Bhutto",
    "Saud bin Faisal bin Abdul-Aziz": "Saud bin Faisal bin Abdul-Aziz", "Okada Katsuya": "Okada Katsuya",
    "Kim Kye Gwan": "Kim Kye Gwan", "Ashraf Ghani Ahmadzai": "Ashraf Ghani Ahmadzai", "Daniel Ortega": "Daniel Ortega",
    "Abdoulaye Wade": "Abdoulaye Wade", "Mikhail Yefimovich Fradkov": "Mikhail Fradkov", "Lien Chan": "Lien Chan",
    "Elmar Mammadyarov": "Elmar Mammadyarov", "Nicos Anastasiades": "Nicos Anastasiades",
    "Radoslaw Sikorski": "Radoslaw Sikorski", "Viktor Orban": "Viktor Orban", "Jens Stoltenberg": "Jens Stoltenberg",
    "Heinz Fischer": "Heinz Fischer", "Qin Gang": "Qin Gang", "William Ruto": "William Ruto",
    "Rupiah Banda": "Rupiah Banda", "George Yeo": "George Yeo", "Bertie Ahern": "Bertie Ahern",
    "Juan Carlos I": "King Juan Carlos I", "José Miguel Insulza": "José Miguel Insulza", "Nasser Judeh": "Nasser Judeh",
    "Massoud Barzani": "Massoud Barzani", "Hashim Thaçi": "Hashim Thaçi",
    "UN Security Council": "the UN Security Council", "African Union": "the African Union",
    "Association of Southeast Asian Nations": "the Association of Southeast Asian Nations",
    "International Monetary Fund": "the International Monetary Fund", "European Central Bank": "the European Central Bank",
    "United Arab Emirates": "the United Arab Emirates",
}
for _c in COUNTRIES:
    DISPLAY.setdefault(_c, _c)
# international organisations among the entities asked about: clearly not countries
INTL_ORGS = ("UN Security Council", "African Union", "Association of Southeast Asian Nations",
             "International Monetary Fund", "European Central Bank")

# the words that may stand for each relation in a question (one of them must be in the text)
VERB_WORDS = {
    "Make a visit": ["visit", "trip to"],
    "Host a visit": ["host", "received a visit from", "receive a visit from", "played host to", "play host to"],
    "Make statement": ["statement"],
    "Express intent to meet or negotiate": ["intent to meet or negotiate", "intention to meet or negotiate"],
    "Criticize or denounce": ["critici", "denounce"],
    "Sign formal agreement": ["agreement"],
    "Consult": ["consult"],
    "Praise or endorse": ["prais", "endorse"],
    "Engage in negotiation": ["negotiat"],
    "Discuss by telephone": ["telephone", "phone call"],
    "Express intent to cooperate": ["intent to cooperate"],
}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}


def date_forms(d):
    y, m, dd = int(d[:4]), int(d[5:7]), int(d[8:10])
    return ["%d %s %d" % (dd, MONTHS[m - 1], y), "%s %d, %d" % (MONTHS[m - 1], dd, y)]


def period_forms(p):
    if isinstance(p, list) or p == "all":
        return [""]
    if len(p) == 4:
        return [p]
    if len(p) == 7:
        return ["%s %s" % (MONTHS[int(p[5:7]) - 1], p[:4])]
    return date_forms(p)


def y_display(yg, e):
    """How a YAGO entity is named in a question: without its disambiguator when no other entity
    of the whole graph has the same name without one."""
    b = re.sub(r" \([^)]*\)$", "", e)
    if b != e and yg.base_names[b] == [e]:
        return b
    return e


# =============================================================== checks
def mq_events(m):
    evs = []
    if "window" in m and "anchor" in m["window"]:
        evs.append(m["window"]["anchor"])
    for k in ("e1", "e2"):
        if k in m:
            evs.append(m[k])
    return evs


def mq_entities(m):
    out = [m[k] for k in ("x", "h", "t") if k in m]
    for ev in mq_events(m):
        out += [ev["h"], ev["t"]]
    return out


def mq_relations(m):
    return ([m["r"]] if "r" in m else []) + [ev["r"] for ev in mq_events(m)]


def words(q):
    return re.findall(r"[a-z]+", q.lower())


def check_text_common(q):
    check(q.endswith("?"), "question does not end with '?'")
    check("_" not in q and "  " not in q and "<" not in q, "odd characters in the question")
    check(q[0].isupper() or q[0].isdigit(), "question does not start with a capital")


def check_mq_case(kg, q, m, ans):
    check_text_common(q)
    ql = q.lower()
    for e in mq_entities(m):
        check(e in kg.entities, "entity not in the graph: %r" % e)
        check(e in DISPLAY, "no display form for %r" % e)
        check(DISPLAY[e].lower() in ql, "entity %r not named as %r" % (e, DISPLAY[e]))
    for r in mq_relations(m):
        check(r in kg.relations, "relation not in the graph: %r" % r)
        check(any(w in ql for w in VERB_WORDS[r]), "relation %r not worded" % r)
    w = m.get("window", {})
    if "period" in w:
        check(any(f in q for f in period_forms(w["period"])), "period %r not in the text" % w["period"])
    evs = mq_events(m)
    for ev in evs:
        if ev["which"] == "date":
            check(any(f in q for f in date_forms(ev["date"])), "event date not in the text")
        if ev["which"] == "nth":
            check(ORDINALS[ev["n"]] in words(q), "event ordinal not in the text")
    wl = words(q)
    for fl in ("first", "last"):
        check(wl.count(fl) == sum(1 for ev in evs if ev["which"] == fl),
              "the word %r does not match the events' first/last" % fl)
    if "n" in m:
        check(ORDINALS[m["n"]] in wl, "ordinal not in the text")
    if "anchor" in w:
        u = w["unit"]
        if u in ("day", "week", "month", "year"):
            check(u in wl, "unit %r not in the text" % u)
        else:
            check(("%d days" % w["n"]) in q, "'%d days' not in the text" % w["n"])
        if u == "within":
            check(("within %d days of" % w["n"]) in ql, "'within N days of' not in the text")
        elif w["dir"] == "after":
            check("after" in wl or "following" in wl, "no 'after' in the text")
        else:
            check("before" in wl or "preceding" in wl, "no 'before' in the text")
        if u == "ndays":
            check(re.search(r"\b(in|during|within) the %d days\b" % w["n"], ql), "'in the N days' not in the text")
        if u == "exact":
            check(not re.search(r"\b(in|during|within) the %d days\b" % w["n"], ql), "exact day worded as a range")
    op = m["op"]
    need = {"most": ["most", "more often"], "least": ["least", "fewest"], "count": ["how many", "how often"],
            "ndistinct": ["how many"], "between": ["how many"], "nth_day": ["when", "what date", "date of"],
            "nth_other": ["which", "what", "who"], "who": ["who"]}[op]
    check(any(x in ql for x in need), "op %r not worded" % op)
    if m.get("kind") == "country":
        check("countr" in ql, "kind 'country' not said")
    if op == "between":
        check(m["unit"] in wl, "unit %r not in the text" % m["unit"])
    if op == "ndistinct":
        check(any(x in wl for x in ("different", "distinct", "separate")), "'different' not said")
    # answers
    check(ans, "empty answer")
    if ans == [NO]:
        why = m.get("why")
        check(why in ("ambiguous", "tie"), "'no answer' without a reason")
        amb = [ev for ev in evs if ev["which"] == "only" and
               len(triple_days(kg, ev["h"], ev["r"], ev["t"])) > 1 and
               len(triple_days(kg, ev["h"], ev["r"], ev["t"], True)) > 1]
        check(bool(amb) == (why == "ambiguous"), "reason %r does not match the events" % why)
        if amb:
            # truly ambiguous: taking one or another of the event's days changes the answer
            ev = amb[0]
            outs = set()
            for d in sorted(triple_days(kg, ev["h"], ev["r"], ev["t"])):
                dated = dict(ev, which="date", date=d)
                m2 = json.loads(json.dumps(m).replace(json.dumps(ev)[1:-1], json.dumps(dated)[1:-1]))
                if "window" in m2 and window(kg, m2["window"]) is not None:
                    lo2, hi2 = window(kg, m2["window"])
                    if not (MQ_FIRST <= lo2 and hi2 <= MQ_LAST):
                        continue
                outs.add(tuple(mq_answer(kg, m2)))
            check(len(outs) >= 2, "an 'ambiguous' event whose days all give the same answer")
    else:
        check("why" not in m, "a reason but an answer")
        if op in ("count", "ndistinct", "between"):
            check(len(ans) == 1 and ans[0].isdigit() and int(ans[0]) > 0, "bad count %r" % ans)
        elif op == "nth_day":
            check(len(ans) == 1 and re.fullmatch(r"\d{4}-\d\d-\d\d", ans[0]), "bad date %r" % ans)
        else:
            check(all(a in kg.entities for a in ans), "answer not an entity")
            check(1 <= len(ans) <= (4 if op == "who" else 1), "answer list of size %d" % len(ans))
            check(not set(ans) & set(mq_entities(m)[:1]), "the asked entity answers itself")
    for ev in evs:
        n = len(triple_days(kg, ev["h"], ev["r"], ev["t"]))
        if ev["which"] == "only" and m.get("why") != "ambiguous":
            check(n == 1 and len(triple_days(kg, ev["h"], ev["r"], ev["t"], True)) == 1,
                  "an event without first/last holds on %d days" % n)
        if ev["which"] != "only":
            check(resolve_event(kg, ev) == resolve_event(kg, ev, True), "event day depends on the reading")
    win = window(kg, w) if w else None
    if win is not None:
        check(MQ_FIRST <= win[0] <= win[1] <= MQ_LAST, "window %r outside the graph" % (win,))
    # the kind word: every partner that counts (wide reading) is plainly of the kind or plainly not
    if m.get("kind") == "country" and win is not None and ans != [NO]:
        lo, hi = win
        upto = hi
        if op == "nth_other":
            ps = partners(kg, m["x"], m["r"], m["role"], True)
            upto = min(in_win(ps[ans[0]], lo, hi))
        ps = partners(kg, m["x"], m["r"], m["role"], True)
        best = len(in_win(ps[ans[0]], lo, hi)) if op == "most" else None
        for e, ds in sorted(ps.items()):
            dd = in_win(ds, lo, upto)
            if not dd or e in COUNTRIES:
                continue
            if op == "most" and len(dd) < best:
                continue                    # cannot compete with the answer whatever its kind
            check(e in INTL_ORGS and m["r"] not in ("Make a visit", "Host a visit"),
                  "kind 'country': a partner of unclear kind in scope: %r" % e)
        if op == "most":
            check(mq_answer(kg, dict(m, kind=None)) == ans, "'which country' changes a 'most' answer")


# hasWonPrize also holds memberships and honours (fellowships, orders, Padma awards...). A prize
# question is kept only if its answer is the same when they are left out, and it never names one.
HONOUR = re.compile(r"^(Order of|Padma|Bharat Ratna|Legion of|Pour le Mérite|Fellow of|EMBO Membership|"
                    r"Sloan Fellowship|Knight|Companion of)")


def honour_free_view(yg):
    if not hasattr(yg, "_no_honours"):
        yg._no_honours = YAGO(facts=[f for f in yg.facts if not (f[1] == "hasWonPrize" and HONOUR.match(f[2]))])
    return yg._no_honours


def check_yago_case(yg, q, m, ans):
    check_text_common(q)
    ql = q.lower()
    names = []
    if "x" in m:
        names.append(m["x"])
    for k in ("e1", "e2", "anchor"):
        if k in m:
            names.append(m[k]["x"])
            if m[k].get("t"):
                names.append(m[k]["t"])
    for e in names:
        check(e in yg.entities, "YAGO entity not in the graph: %r" % e)
        check(y_display(yg, e).lower() in ql, "YAGO entity %r not named as %r" % (e, y_display(yg, e)))
    if m.get("n") and not (m["op"] == "y_agg" and m["n"] == 1):
        check(ORDINALS[m["n"]] in words(q), "ordinal not in the text")
    if m["op"] == "y_agg" and m.get("n") == 1:
        check("next" in words(q), "'next' not in the text")
    check(ans, "empty answer")
    if ans == [NO]:
        check(m.get("why") in ("ambiguous", "tie"), "'no answer' without a reason")
        refs = [m[k] for k in ("e1", "e2", "anchor") if k in m]
        amb = [r for r in refs if y_ref_year(yg, r) is None]
        check(bool(amb) == (m["why"] == "ambiguous"), "reason does not match the references")
    else:
        check("why" not in m, "a reason but an answer")
        if m["op"] in ("y_count", "y_between") or m.get("agg") == "count":
            check(len(ans) == 1 and ans[0].isdigit() and int(ans[0]) > 0, "bad count %r" % ans)
        else:
            check(all(a in yg.entities for a in ans) and 1 <= len(ans) <= 3, "bad entity answer %r" % ans)
    refs = [m[k] for k in ("e1", "e2", "anchor") if k in m]
    if m.get("rel") == "hasWonPrize" or any(r["rel"] == "hasWonPrize" for r in refs):
        check(not any(r.get("t") and HONOUR.match(r["t"]) for r in refs), "a prize question names an honour")
        check(y_answer(honour_free_view(yg), m) == ans, "honours / memberships change a prize answer")
    op = m["op"]
    if op in ("y_longest", "y_shortest") and ans != [NO]:
        # robust: the winner wins by 2 years, or every spell is known to the year only
        g = y_groups(yg, m["x"], m["rel"], m.get("filter"))
        d = sorted((sp[0][1][0] - sp[0][0][0]) for sp in g.values())
        if op == "y_longest":
            d = d[::-1]
        finer = any(s[1] is not None or e[1] is not None for sp in g.values() for s, e in sp)
        check(abs(d[0] - d[1]) >= 2 or (not finer and d[0] != d[1]), "longest / shortest not robust")
    if op in ("y_longest", "y_shortest", "y_nth") and ans == [NO]:
        # a tie that finer dates could break is not asked: the tied dates are years only
        g = y_groups(yg, m["x"], m["rel"], m.get("filter"))
        if op == "y_nth":
            firsts = sorted((min(s[0] for s, e in sp), t) for t, sp in g.items())
            y = firsts[m["n"] - 1][0]
            tied = [s for t, sp in g.items() for s, e in sp if min(x[0] for x, _ in sp) == y]
        else:
            d = {t: sp[0][1][0] - sp[0][0][0] for t, sp in g.items()}
            best = (max if op == "y_longest" else min)(d.values())
            tied = [x for t, sp in g.items() if d[t] == best for x in sp[0]]
        check(all(x[1] is None for x in tied), "a tie that finer dates could break")
    if op == "y_nth" and ans != [NO]:
        g = y_groups(yg, m["x"], m["rel"], m.get("filter"))
        firsts = sorted(min(s[0] for s, e in sp) for sp in g.values())
        lasts = {t: max(s[0] for s, e in sp) for t, sp in g.items()}
        check(len(set(firsts[:m["n"]])) == m["n"], "ties before the n-th")
        a = min(s[0] for s, e in g[ans[0]])
        check(all(lasts[t] < a for t, sp in g.items() if min(s[0] for s, e in sp) < a),
              "the n-th depends on which start of a repeated fact is read")


# =============================================================== the second computation
# An independent reading of every case: plain scans of the fact lists, day numbers for the
# calendar, no use of the indexes, windows or helpers above.
class XC:
    def __init__(self, kg, yg, cases):
        want = set()
        for kind, graph, q, m in cases:
            if graph == "mq":
                want |= set(mq_entities(m))
        self.mq_facts = defaultdict(list)
        for f in kg.raw:
            if f[0] in want:
                self.mq_facts[f[0]].append(f)
            if f[2] in want and f[2] != f[0]:
                self.mq_facts[f[2]].append(f)
        self.y_facts = yg.facts

    # ---- MultiTQ
    @staticmethod
    def o(s):
        return datetime.date(int(s[:4]), int(s[5:7]), int(s[8:10])).toordinal()

    @staticmethod
    def iso(n):
        return datetime.date.fromordinal(n).isoformat()

    def days(self, h, r, t):
        return sorted({f[3] for f in self.mq_facts[h] if f[0] == h and f[1] == r and f[2] == t})

    def span(self, p):
        if isinstance(p, list):
            return self.o(p[0]), self.o(p[1])
        if p == "all":
            return self.o("2005-01-01"), self.o("2015-12-31")
        y = int(p[:4])
        if len(p) == 4:
            return datetime.date(y, 1, 1).toordinal(), datetime.date(y + 1, 1, 1).toordinal() - 1
        if len(p) == 7:
            mo = int(p[5:7])
            ny, nm = (y + 1, 1) if mo == 12 else (y, mo + 1)
            return datetime.date(y, mo, 1).toordinal(), datetime.date(ny, nm, 1).toordinal() - 1
        return self.o(p), self.o(p)

    def event(self, ev):
        ds = self.days(ev["h"], ev["r"], ev["t"])
        if "within" in ev:
            a, b = self.span(ev["within"])
            ds = [d for d in ds if a <= self.o(d) <= b]
        w = ev["which"]
        if w == "only":
            return ds[0] if len(ds) == 1 else None
        if w == "first":
            return ds[0]
        if w == "last":
            return ds[len(ds) - 1]
        if w == "nth":
            return ds[ev["n"] - 1]
        assert ev["date"] in ds
        return ev["date"]

    def win(self, w):
        if "period" in w:
            return self.span(w["period"])
        d = self.event(w["anchor"])
        if d is None:
            return None
        o = self.o(d)
        u, n = w["unit"], w.get("n", 0)
        after = w.get("dir") == "after"
        if u == "day":
            return (o + 1, o + 1) if after else (o - 1, o - 1)
        if u == "week":
            monday = o - datetime.date.fromordinal(o).weekday()
            return (monday + 7, monday + 13) if after else (monday - 7, monday - 1)
        if u == "month":
            k = int(d[:4]) * 12 + int(d[5:7]) - 1 + (1 if after else -1)
            return self.span("%04d-%02d" % (k // 12, k % 12 + 1))
        if u == "year":
            return self.span(str(int(d[:4]) + (1 if after else -1)))
        if u == "exact":
            return (o + n, o + n) if after else (o - n, o - n)
        if u == "ndays":
            return (o + 1, o + n) if after else (o - n, o - 1)
        return o - n, o + n

    def mq(self, m):
        op = m["op"]
        if op == "between":
            a, b = self.event(m["e1"]), self.event(m["e2"])
            if a is None or b is None:
                return [NO]
            if m["unit"] == "days":
                return [str(self.o(b) - self.o(a))]
            if m["unit"] == "months":
                return [str((int(b[:4]) - int(a[:4])) * 12 + int(b[5:7]) - int(a[5:7]))]
            return [str(int(b[:4]) - int(a[:4]))]
        span = self.win(m["window"])
        if span is None:
            return [NO]
        lo, hi = span
        if op in ("count", "nth_day"):
            ds = [d for d in self.days(m["h"], m["r"], m["t"]) if lo <= self.o(d) <= hi]
            if op == "count":
                return [str(len(ds))]
            return [ds[m["n"] - 1]] if len(ds) >= m["n"] else [NO]
        x = m["x"]
        per = defaultdict(set)
        for h, r, t, d in self.mq_facts[x]:
            if r != m["r"] or not lo <= self.o(d) <= hi:
                continue
            if m["role"] == "head" and h == x:
                per[t].add(d)
            if m["role"] == "tail" and t == x:
                per[h].add(d)
        if m.get("kind") == "country":
            per = {e: v for e, v in per.items() if e in COUNTRIES}
        if op == "who":
            return sorted(per) or ["nobody"]
        if op == "ndistinct":
            return [str(len(per))]
        if op in ("most", "least"):
            if not per:
                return [NO]
            ranked = sorted(per, key=lambda e: len(per[e]), reverse=(op == "most"))
            if len(ranked) > 1 and len(per[ranked[0]]) == len(per[ranked[1]]):
                return [NO]
            return [ranked[0]]
        if op == "nth_other":
            order = sorted(per, key=lambda e: min(per[e]))
            if len(order) < m["n"]:
                return [NO]
            pick = order[m["n"] - 1]
            if sum(1 for e in order if min(per[e]) == min(per[pick])) > 1:
                return [NO]
            return [pick]
        raise CheckError("crosscheck: op %r" % op)

    # ---- YAGO
    def spells(self, x, rel, filt):
        got = set()
        for h, r, t, s, e in self.y_facts:
            if r != rel:
                continue
            if h == x:
                got.add((t, s, e))
            elif rel == "isMarriedTo" and t == x:
                got.add((h, s, e))
        if filt == "club":
            got = {g for g in got if "national" not in g[0].lower()}
        return got

    def ref(self, r):
        sp = [g for g in self.spells(r["x"], r["rel"], None) if r.get("t") is None or g[0] == r["t"]]
        ys = {(g[1] if r.get("end", "start") == "start" else g[2])[0] for g in sp}
        return ys.pop() if len(ys) == 1 else None

    def yago(self, m):
        op = m["op"]
        if op == "y_between":
            a, b = self.ref(m["e1"]), self.ref(m["e2"])
            return [NO] if a is None or b is None else [str(b - a)]
        sp = self.spells(m["x"], m["rel"], m.get("filter"))
        agg = op
        if "anchor" in m:
            ay = self.ref(m["anchor"])
            if ay is None:
                return [NO]
            if op == "y_who":
                Y = ay + m["delta"]
                if m["mode"] == "start":
                    got = sorted({t for t, s, e in sp if s[0] == Y})
                else:
                    if any(e is None and s[0] <= Y for t, s, e in sp):
                        return [NO]
                    got = sorted({t for t, s, e in sp if s[0] <= Y <= e[0]})
                return got or ["nobody"]
            skip = m["anchor"].get("t") if (m["anchor"]["x"], m["anchor"]["rel"]) == (m["x"], m["rel"]) else None
            keep = set()
            for t, s, e in sp:
                if t == skip:
                    continue
                if s[0] == ay:
                    return [NO]
                if (m["side"] == "after" and s[0] > ay) or (m["side"] == "before" and s[0] < ay):
                    keep.add((t, s, e))
            sp = keep
            agg = m["agg"]
        names = sorted({t for t, s, e in sp})
        if agg in ("y_count", "count"):
            return [str(len(names))]
        if agg in ("y_longest", "y_shortest", "longest", "shortest"):
            if len(sp) != len(names):
                return [NO]
            dur = sorted(((e[0] - s[0]), t) for t, s, e in sp)
            if agg.endswith("longest"):
                dur = dur[::-1]
            if len(dur) > 1 and dur[0][0] == dur[1][0]:
                return [NO]
            return [dur[0][1]]
        first = sorted((min(s[0] for tt, s, e in sp if tt == t), t) for t in names)
        n = m.get("n", 1)
        if len(first) < n:
            return [NO]
        if [y for y, t in first].count(first[n - 1][0]) > 1:
            return [NO]
        return [first[n - 1][1]]


# =============================================================== the cases
# (kind, graph, question, meaning); kinds: agg, ord, off, btw, cmb; graphs: mq (MultiTQ), yago (YAGO11k)
CASES = [
    # ---------------------------------------- MultiTQ: aggregates
    ('agg', 'mq', 'During October 2012, which country played host to Mahmoud Ahmadinejad more often than any other country?',
     {'op': 'most', 'x': 'Mahmoud Ahmadinejad', 'r': 'Host a visit', 'role': 'tail', 'window': {'period': '2012-10'}, 'kind': 'country'}),
    ('agg', 'mq', "Which country did Umaru Musa Yar'Adua visit most frequently in June 2008?",
     {'op': 'most', 'x': "Umaru Musa Yar'Adua", 'r': 'Make a visit', 'role': 'head', 'window': {'period': '2008-06'}, 'kind': 'country'}),
    ('agg', 'mq', 'In December 2010, which country did China criticise most often?',
     {'op': 'most', 'x': 'China', 'r': 'Criticize or denounce', 'role': 'head', 'window': {'period': '2010-12'}, 'kind': 'country'}),
    ('agg', 'mq', 'Which country consulted Thailand the most times in 2011?',
     {'op': 'most', 'x': 'Thailand', 'r': 'Consult', 'role': 'tail', 'window': {'period': '2011'}, 'kind': 'country'}),
    ('agg', 'mq', 'Who did Ethiopia express an intent to cooperate with the most times in 2014?',
     {'op': 'most', 'x': 'Ethiopia', 'r': 'Express intent to cooperate', 'role': 'head', 'window': {'period': '2014'}}),
    ('agg', 'mq', 'Whom did Mexico express the intention to meet or negotiate with the most times during 2014?',
     {'op': 'most', 'x': 'Mexico', 'r': 'Express intent to meet or negotiate', 'role': 'head', 'window': {'period': '2014'}}),
    ('agg', 'mq', 'During July 2014, whom did China express an intent to meet or negotiate with most frequently?',
     {'op': 'most', 'x': 'China', 'r': 'Express intent to meet or negotiate', 'role': 'head', 'window': {'period': '2014-07'}}),
    ('agg', 'mq', 'In June 2010, who did Mahmoud Abbas negotiate with most often?',
     {'op': 'most', 'x': 'Mahmoud Abbas', 'r': 'Engage in negotiation', 'role': 'head', 'window': {'period': '2010-06'}}),
    ('agg', 'mq', 'Who made a statement about Iraq more often than anyone else in April 2009?',
     {'op': 'most', 'x': 'Iraq', 'r': 'Make statement', 'role': 'tail', 'window': {'period': '2009-04'}}),
    ('agg', 'mq', 'Who hosted the Association of Southeast Asian Nations more often than anyone else in April 2012?',
     {'op': 'most', 'x': 'Association of Southeast Asian Nations', 'r': 'Host a visit', 'role': 'tail', 'window': {'period': '2012-04'}}),
    ('agg', 'mq', 'Who did Iran sign an agreement with most frequently during June 2015?',
     {'op': 'most', 'x': 'Iran', 'r': 'Sign formal agreement', 'role': 'head', 'window': {'period': '2015-06'}}),
    ('agg', 'mq', 'Whom did Vietnam express an intent to cooperate with most frequently in 2006?',
     {'op': 'most', 'x': 'Vietnam', 'r': 'Express intent to cooperate', 'role': 'head', 'window': {'period': '2006'}}),
    ('agg', 'mq', 'Who consulted Wen Jiabao more often than anyone else during 2008?',
     {'op': 'most', 'x': 'Wen Jiabao', 'r': 'Consult', 'role': 'tail', 'window': {'period': '2008'}}),
    ('agg', 'mq', 'During April 2005, who visited Sudan most frequently?',
     {'op': 'most', 'x': 'Sudan', 'r': 'Make a visit', 'role': 'tail', 'window': {'period': '2005-04'}, 'why': 'tie'}),
    ('agg', 'mq', 'In July 2005, who expressed an intent to meet or negotiate with Laos most often?',
     {'op': 'most', 'x': 'Laos', 'r': 'Express intent to meet or negotiate', 'role': 'tail', 'window': {'period': '2005-07'}, 'why': 'tie'}),
    ('agg', 'mq', 'Whom did Kazakhstan consult with more often than anyone else in 2015?',
     {'op': 'most', 'x': 'Kazakhstan', 'r': 'Consult', 'role': 'head', 'window': {'period': '2015'}, 'why': 'tie'}),
    ('agg', 'mq', 'Who spoke by telephone with Benjamin Netanyahu the most times during July 2015?',
     {'op': 'most', 'x': 'Benjamin Netanyahu', 'r': 'Discuss by telephone', 'role': 'tail', 'window': {'period': '2015-07'}, 'why': 'tie'}),
    ('agg', 'mq', 'Which country hosted Thailand least often during 2013?',
     {'op': 'least', 'x': 'Thailand', 'r': 'Host a visit', 'role': 'tail', 'kind': 'country', 'window': {'period': '2013'}}),
    ('agg', 'mq', 'In 2006, which country did Portugal visit least frequently?',
     {'op': 'least', 'x': 'Portugal', 'r': 'Make a visit', 'role': 'head', 'kind': 'country', 'window': {'period': '2006'}}),
    ('agg', 'mq', 'In 2015, which country signed a formal agreement with Iraq least frequently?',
     {'op': 'least', 'x': 'Iraq', 'r': 'Sign formal agreement', 'role': 'tail', 'kind': 'country', 'window': {'period': '2015'}}),
    ('agg', 'mq', 'In 2011, on how many days did Barack Obama praise or endorse China?',
     {'op': 'count', 'h': 'Barack Obama', 'r': 'Praise or endorse', 't': 'China', 'window': {'period': '2011'}}),
    ('agg', 'mq', 'On how many days did Iraq sign a formal agreement with Iran during 2005?',
     {'op': 'count', 'h': 'Iraq', 'r': 'Sign formal agreement', 't': 'Iran', 'window': {'period': '2005'}}),
    ('agg', 'mq', 'How many times did Japan hold consultations with China during June 2006?',
     {'op': 'count', 'h': 'Japan', 'r': 'Consult', 't': 'China', 'window': {'period': '2006-06'}}),
    ('agg', 'mq', 'On how many separate days did Nuri al-Maliki negotiate with Donald Rumsfeld during 2006?',
     {'op': 'count', 'h': 'Nuri al-Maliki', 'r': 'Engage in negotiation', 't': 'Donald Rumsfeld', 'window': {'period': '2006'}}),
    ('agg', 'mq', 'In May 2008, how many times did Iraq visit Iran?',
     {'op': 'count', 'h': 'Iraq', 'r': 'Make a visit', 't': 'Iran', 'window': {'period': '2008-05'}}),
    ('agg', 'mq', 'On how many days did Gurbanguly Berdymukhammedov express an intent to meet or negotiate with South Korea during 2008?',
     {'op': 'count', 'h': 'Gurbanguly Berdymukhammedov', 'r': 'Express intent to meet or negotiate', 't': 'South Korea', 'window': {'period': '2008'}}),
    ('agg', 'mq', 'How often did the International Monetary Fund hold consultations with the European Central Bank in 2012?',
     {'op': 'count', 'h': 'International Monetary Fund', 'r': 'Consult', 't': 'European Central Bank', 'window': {'period': '2012'}}),
    ('agg', 'mq', 'On how many separate days did Shaukat Aziz express the intention to meet or negotiate with China in 2007?',
     {'op': 'count', 'h': 'Shaukat Aziz', 'r': 'Express intent to meet or negotiate', 't': 'China', 'window': {'period': '2007'}}),
    ('agg', 'mq', 'How often did South Korea sign an agreement with the United Arab Emirates during 2011?',
     {'op': 'count', 'h': 'South Korea', 'r': 'Sign formal agreement', 't': 'United Arab Emirates', 'window': {'period': '2011'}}),
    ('agg', 'mq', 'On how many days did Vietnam express an intent to meet or negotiate with Laos in January 2008?',
     {'op': 'count', 'h': 'Vietnam', 'r': 'Express intent to meet or negotiate', 't': 'Laos', 'window': {'period': '2008-01'}}),
    ('agg', 'mq', 'How many times in all did Nuri al-Maliki pay a visit to Iran during 2015?',
     {'op': 'count', 'h': 'Nuri al-Maliki', 'r': 'Make a visit', 't': 'Iran', 'window': {'period': '2015'}}),
    ('agg', 'mq', 'During 2008, how often did Yasuo Fukuda hold negotiations with Angela Merkel?',
     {'op': 'count', 'h': 'Yasuo Fukuda', 'r': 'Engage in negotiation', 't': 'Angela Merkel', 'window': {'period': '2008'}}),
    ('agg', 'mq', 'During 2015, on how many separate days did Alexis Tsipras endorse Mahmoud Abbas?',
     {'op': 'count', 'h': 'Alexis Tsipras', 'r': 'Praise or endorse', 't': 'Mahmoud Abbas', 'window': {'period': '2015'}}),
    ('agg', 'mq', 'How many separate countries did the United Arab Emirates express an intent to cooperate with in 2007?',
     {'op': 'ndistinct', 'x': 'United Arab Emirates', 'r': 'Express intent to cooperate', 'role': 'head', 'kind': 'country', 'window': {'period': '2007'}}),
    ('agg', 'mq', 'During 2014, how many different countries did Malaysia pay a visit to?',
     {'op': 'ndistinct', 'x': 'Malaysia', 'r': 'Make a visit', 'role': 'head', 'kind': 'country', 'window': {'period': '2014'}}),
    ('agg', 'mq', 'How many separate countries signed a formal agreement with Thailand in 2008?',
     {'op': 'ndistinct', 'x': 'Thailand', 'r': 'Sign formal agreement', 'role': 'tail', 'kind': 'country', 'window': {'period': '2008'}}),
    ('agg', 'mq', 'In 2005, how many different countries expressed an intent to cooperate with Iraq?',
     {'op': 'ndistinct', 'x': 'Iraq', 'r': 'Express intent to cooperate', 'role': 'tail', 'kind': 'country', 'window': {'period': '2005'}}),
    ('agg', 'mq', 'How many different countries did France express an intent to cooperate with during 2012?',
     {'op': 'ndistinct', 'x': 'France', 'r': 'Express intent to cooperate', 'role': 'head', 'kind': 'country', 'window': {'period': '2012'}}),
    ('agg', 'mq', 'How many separate countries played host to Laos in 2006?',
     {'op': 'ndistinct', 'x': 'Laos', 'r': 'Host a visit', 'role': 'tail', 'kind': 'country', 'window': {'period': '2006'}}),
    ('agg', 'mq', 'In 2013, how many different countries endorsed the Association of Southeast Asian Nations?',
     {'op': 'ndistinct', 'x': 'Association of Southeast Asian Nations', 'r': 'Praise or endorse', 'role': 'tail', 'kind': 'country', 'window': {'period': '2013'}}),
    ('agg', 'mq', 'During 2013, how many different countries signed an agreement with Laos?',
     {'op': 'ndistinct', 'x': 'Laos', 'r': 'Sign formal agreement', 'role': 'tail', 'kind': 'country', 'window': {'period': '2013'}}),
    ('agg', 'mq', 'How many separate countries did Kuwait express an intent to cooperate with in 2005?',
     {'op': 'ndistinct', 'x': 'Kuwait', 'r': 'Express intent to cooperate', 'role': 'head', 'kind': 'country', 'window': {'period': '2005'}}),
    ('agg', 'mq', 'During 2008, how many distinct countries hosted the African Union?',
     {'op': 'ndistinct', 'x': 'African Union', 'r': 'Host a visit', 'role': 'tail', 'kind': 'country', 'window': {'period': '2008'}}),
    # ---------------------------------------- MultiTQ: ordinals
    ('ord', 'mq', 'When was the fourth time Cambodia signed a formal agreement with Thailand during 2006?',
     {'op': 'nth_day', 'h': 'Cambodia', 'r': 'Sign formal agreement', 't': 'Thailand', 'n': 4, 'window': {'period': '2006'}}),
    ('ord', 'mq', 'When was the second time South Korea played host to Shimon Peres during 2010?',
     {'op': 'nth_day', 'h': 'South Korea', 'r': 'Host a visit', 't': 'Shimon Peres', 'n': 2, 'window': {'period': '2010'}}),
    ('ord', 'mq', 'When was the second time Tanzania signed an agreement with Iran in 2009?',
     {'op': 'nth_day', 'h': 'Tanzania', 'r': 'Sign formal agreement', 't': 'Iran', 'n': 2, 'window': {'period': '2009'}}),
    ('ord', 'mq', 'On what date did Ma Ying Jeou make a statement about China for the third time in 2014?',
     {'op': 'nth_day', 'h': 'Ma Ying Jeou', 'r': 'Make statement', 't': 'China', 'n': 3, 'window': {'period': '2014'}}),
    ('ord', 'mq', 'When did Donald Rumsfeld criticise or denounce China for the third time in 2006?',
     {'op': 'nth_day', 'h': 'Donald Rumsfeld', 'r': 'Criticize or denounce', 't': 'China', 'n': 3, 'window': {'period': '2006'}}),
    ('ord', 'mq', 'On what date did Benjamin Netanyahu make a statement about Iran for the third time?',
     {'op': 'nth_day', 'h': 'Benjamin Netanyahu', 'r': 'Make statement', 't': 'Iran', 'n': 3, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'When did Abdullah Gül express the intention to meet or negotiate with Mahmoud Abbas for the second time?',
     {'op': 'nth_day', 'h': 'Abdullah Gül', 'r': 'Express intent to meet or negotiate', 't': 'Mahmoud Abbas', 'n': 2, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'When was the fourth time France held negotiations with Iran during 2005?',
     {'op': 'nth_day', 'h': 'France', 'r': 'Engage in negotiation', 't': 'Iran', 'n': 4, 'window': {'period': '2005'}}),
    ('ord', 'mq', 'When was the second time Barack Obama expressed the intention to meet or negotiate with Xi Jinping in 2015?',
     {'op': 'nth_day', 'h': 'Barack Obama', 'r': 'Express intent to meet or negotiate', 't': 'Xi Jinping', 'n': 2, 'window': {'period': '2015'}}),
    ('ord', 'mq', 'When did Vietnam express the intention to meet or negotiate with Thailand for the third time during 2007?',
     {'op': 'nth_day', 'h': 'Vietnam', 'r': 'Express intent to meet or negotiate', 't': 'Thailand', 'n': 3, 'window': {'period': '2007'}}),
    ('ord', 'mq', 'When did Muhammadu Buhari praise Barack Obama for the second time?',
     {'op': 'nth_day', 'h': 'Muhammadu Buhari', 'r': 'Praise or endorse', 't': 'Barack Obama', 'n': 2, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'When did Mahmoud Ahmadinejad praise or endorse Kazakhstan for the second time?',
     {'op': 'nth_day', 'h': 'Mahmoud Ahmadinejad', 'r': 'Praise or endorse', 't': 'Kazakhstan', 'n': 2, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'When did Ethiopia hold consultations with the African Union for the fifth time?',
     {'op': 'nth_day', 'h': 'Ethiopia', 'r': 'Consult', 't': 'African Union', 'n': 5, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'On what date did Pervez Musharraf endorse Shaukat Aziz for the third time?',
     {'op': 'nth_day', 'h': 'Pervez Musharraf', 'r': 'Praise or endorse', 't': 'Shaukat Aziz', 'n': 3, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'On what date did Vietnam make a statement about the UN Security Council for the second time in 2009?',
     {'op': 'nth_day', 'h': 'Vietnam', 'r': 'Make statement', 't': 'UN Security Council', 'n': 2, 'window': {'period': '2009'}}),
    ('ord', 'mq', 'On what date did Tony Blair negotiate with Abdel Fattah Al-Sisi for the second time?',
     {'op': 'nth_day', 'h': 'Tony Blair', 'r': 'Engage in negotiation', 't': 'Abdel Fattah Al-Sisi', 'n': 2, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'On what date did France negotiate with Japan for the second time?',
     {'op': 'nth_day', 'h': 'France', 'r': 'Engage in negotiation', 't': 'Japan', 'n': 2, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'On what date did Roh Moo Hyun pay a visit to Cambodia for the second time?',
     {'op': 'nth_day', 'h': 'Roh Moo Hyun', 'r': 'Make a visit', 't': 'Cambodia', 'n': 2, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'When was the second time Tony Blair issued a statement on Nuri al-Maliki in 2006?',
     {'op': 'nth_day', 'h': 'Tony Blair', 'r': 'Make statement', 't': 'Nuri al-Maliki', 'n': 2, 'window': {'period': '2006'}}),
    ('ord', 'mq', 'When did Shimon Peres denounce Mahmoud Ahmadinejad for the third time?',
     {'op': 'nth_day', 'h': 'Shimon Peres', 'r': 'Criticize or denounce', 't': 'Mahmoud Ahmadinejad', 'n': 3, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'What was the second country that signed an agreement with Yemen in 2008?',
     {'op': 'nth_other', 'x': 'Yemen', 'r': 'Sign formal agreement', 'role': 'tail', 'kind': 'country', 'n': 2, 'window': {'period': '2008'}}),
    ('ord', 'mq', 'What was the fourth country that held consultations with Vietnam during 2008?',
     {'op': 'nth_other', 'x': 'Vietnam', 'r': 'Consult', 'role': 'tail', 'kind': 'country', 'n': 4, 'window': {'period': '2008'}}),
    ('ord', 'mq', 'Which was the second country to play host to the United Arab Emirates during 2009?',
     {'op': 'nth_other', 'x': 'United Arab Emirates', 'r': 'Host a visit', 'role': 'tail', 'kind': 'country', 'n': 2, 'window': {'period': '2009'}}),
    ('ord', 'mq', 'What was the second country South Korea expressed an intent to cooperate with during 2011?',
     {'op': 'nth_other', 'x': 'South Korea', 'r': 'Express intent to cooperate', 'role': 'head', 'kind': 'country', 'n': 2, 'window': {'period': '2011'}}),
    ('ord', 'mq', 'What was the fourth country the United Arab Emirates expressed an intent to cooperate with?',
     {'op': 'nth_other', 'x': 'United Arab Emirates', 'r': 'Express intent to cooperate', 'role': 'head', 'kind': 'country', 'n': 4, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'Which was the fourth different country that Malaysia signed a formal agreement with during 2010?',
     {'op': 'nth_other', 'x': 'Malaysia', 'r': 'Sign formal agreement', 'role': 'head', 'kind': 'country', 'n': 4, 'window': {'period': '2010'}}),
    ('ord', 'mq', 'What was the third country that praised or endorsed Thailand during 2015?',
     {'op': 'nth_other', 'x': 'Thailand', 'r': 'Praise or endorse', 'role': 'tail', 'kind': 'country', 'n': 3, 'window': {'period': '2015'}}),
    ('ord', 'mq', 'Which was the third country to sign an agreement with Iran?',
     {'op': 'nth_other', 'x': 'Iran', 'r': 'Sign formal agreement', 'role': 'tail', 'kind': 'country', 'n': 3, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'Which was the second different country that Javier Solana criticised?',
     {'op': 'nth_other', 'x': 'Javier Solana', 'r': 'Criticize or denounce', 'role': 'head', 'kind': 'country', 'n': 2, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'Which was the third country to sign a formal agreement with Thailand?',
     {'op': 'nth_other', 'x': 'Thailand', 'r': 'Sign formal agreement', 'role': 'tail', 'kind': 'country', 'n': 3, 'window': {'period': 'all'}}),
    ('ord', 'mq', 'What was the fourth country Nuri al-Maliki visited in 2011?',
     {'op': 'nth_other', 'x': 'Nuri al-Maliki', 'r': 'Make a visit', 'role': 'head', 'kind': 'country', 'n': 4, 'window': {'period': '2011'}}),
    ('ord', 'mq', 'Which was the second different country that Thailand expressed an intent to meet or negotiate with during 2006?',
     {'op': 'nth_other', 'x': 'Thailand', 'r': 'Express intent to meet or negotiate', 'role': 'head', 'kind': 'country', 'n': 2, 'window': {'period': '2006'}}),
    ('ord', 'mq', 'Who was the fourth to visit Ireland during 2013?',
     {'op': 'nth_other', 'x': 'Ireland', 'r': 'Make a visit', 'role': 'tail', 'kind': None, 'n': 4, 'window': {'period': '2013'}}),
    ('ord', 'mq', 'Who was the second party to play host to Abdullah Gül in 2013?',
     {'op': 'nth_other', 'x': 'Abdullah Gül', 'r': 'Host a visit', 'role': 'tail', 'kind': None, 'n': 2, 'window': {'period': '2013'}}),
    ('ord', 'mq', 'Who was the second party to express the intention to meet or negotiate with Benjamin Netanyahu in 2014?',
     {'op': 'nth_other', 'x': 'Benjamin Netanyahu', 'r': 'Express intent to meet or negotiate', 'role': 'tail', 'kind': None, 'n': 2, 'window': {'period': '2014'}}),
    ('ord', 'mq', 'Who was the third party to play host to Abdullah Gül during 2010?',
     {'op': 'nth_other', 'x': 'Abdullah Gül', 'r': 'Host a visit', 'role': 'tail', 'kind': None, 'n': 3, 'window': {'period': '2010'}}),
    ('ord', 'mq', 'Who was the second to express the intention to meet or negotiate with the International Monetary Fund during 2008?',
     {'op': 'nth_other', 'x': 'International Monetary Fund', 'r': 'Express intent to meet or negotiate', 'role': 'tail', 'kind': None, 'n': 2, 'window': {'period': '2008'}}),
    ('ord', 'mq', 'Who was the third party to issue a statement on Kuwait in 2006?',
     {'op': 'nth_other', 'x': 'Kuwait', 'r': 'Make statement', 'role': 'tail', 'kind': None, 'n': 3, 'window': {'period': '2006'}}),
    ('ord', 'mq', 'Who was the second party to play host to Yasuo Fukuda during 2008?',
     {'op': 'nth_other', 'x': 'Yasuo Fukuda', 'r': 'Host a visit', 'role': 'tail', 'kind': None, 'n': 2, 'window': {'period': '2008'}}),
    ('ord', 'mq', 'Who was the third to visit Colombia during 2010?',
     {'op': 'nth_other', 'x': 'Colombia', 'r': 'Make a visit', 'role': 'tail', 'kind': None, 'n': 3, 'window': {'period': '2010'}, 'why': 'tie'}),
    ('ord', 'mq', 'Who was the second to consult with Ethiopia during 2014?',
     {'op': 'nth_other', 'x': 'Ethiopia', 'r': 'Consult', 'role': 'tail', 'kind': None, 'n': 2, 'window': {'period': '2014'}, 'why': 'tie'}),
    ('ord', 'mq', 'What was the second country Vietnam praised during 2008?',
     {'op': 'nth_other', 'x': 'Vietnam', 'r': 'Praise or endorse', 'role': 'head', 'kind': 'country', 'n': 2, 'window': {'period': '2008'}, 'why': 'tie'}),
    ('ord', 'mq', 'Who was the second party to express an intent to meet or negotiate with China during 2014?',
     {'op': 'nth_other', 'x': 'China', 'r': 'Express intent to meet or negotiate', 'role': 'tail', 'kind': None, 'n': 2, 'window': {'period': '2014'}, 'why': 'tie'}),
    # ---------------------------------------- MultiTQ: offsets
    ('off', 'mq', 'In the 7 days before South Korea last visited Qatar, whom did Qatar visit?',
     {'op': 'who', 'x': 'Qatar', 'r': 'Make a visit', 'role': 'head', 'window': {'anchor': {'h': 'South Korea', 'r': 'Make a visit', 't': 'Qatar', 'which': 'last'}, 'unit': 'ndays', 'dir': 'before', 'n': 7}}),
    ('off', 'mq', 'Whom did Iraq endorse in the week preceding the first time Donald Rumsfeld consulted with Iraq?',
     {'op': 'who', 'x': 'Iraq', 'r': 'Praise or endorse', 'role': 'head', 'window': {'anchor': {'h': 'Donald Rumsfeld', 'r': 'Consult', 't': 'Iraq', 'which': 'first'}, 'unit': 'week', 'dir': 'before'}}),
    ('off', 'mq', 'In the year before the third time Yemen signed a formal agreement with South Korea, who received a visit from Yemen?',
     {'op': 'who', 'x': 'Yemen', 'r': 'Host a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Yemen', 'r': 'Sign formal agreement', 't': 'South Korea', 'which': 'nth', 'n': 3}, 'unit': 'year', 'dir': 'before'}}),
    ('off', 'mq', 'Who hosted Shimon Peres during the 14 days before Dmitry Medvedev praised Shimon Peres on 18 December 2008?',
     {'op': 'who', 'x': 'Shimon Peres', 'r': 'Host a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Dmitry Anatolyevich Medvedev', 'r': 'Praise or endorse', 't': 'Shimon Peres', 'which': 'date', 'date': '2008-12-18'}, 'unit': 'ndays', 'dir': 'before', 'n': 14}}),
    ('off', 'mq', "Who praised or endorsed France during the month preceding Colombia's third visit to France?",
     {'op': 'who', 'x': 'France', 'r': 'Praise or endorse', 'role': 'tail', 'window': {'anchor': {'h': 'Colombia', 'r': 'Make a visit', 't': 'France', 'which': 'nth', 'n': 3}, 'unit': 'month', 'dir': 'before'}}),
    ('off', 'mq', "Who issued a statement on the UN Security Council during the week following the UN Security Council's first trip to Japan?",
     {'op': 'who', 'x': 'UN Security Council', 'r': 'Make statement', 'role': 'tail', 'window': {'anchor': {'h': 'UN Security Council', 'r': 'Make a visit', 't': 'Japan', 'which': 'first'}, 'unit': 'week', 'dir': 'after'}}),
    ('off', 'mq', "Who hosted Xi Jinping exactly 3 days after Xi Jinping's visit to Cambodia on December 19, 2009?",
     {'op': 'who', 'x': 'Xi Jinping', 'r': 'Host a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Xi Jinping', 'r': 'Make a visit', 't': 'Cambodia', 'which': 'date', 'date': '2009-12-19'}, 'unit': 'exact', 'dir': 'after', 'n': 3}}),
    ('off', 'mq', "Whom did Japan express an intent to cooperate with the day after Japan's first visit to Iraq?",
     {'op': 'who', 'x': 'Japan', 'r': 'Express intent to cooperate', 'role': 'head', 'window': {'anchor': {'h': 'Japan', 'r': 'Make a visit', 't': 'Iraq', 'which': 'first'}, 'unit': 'day', 'dir': 'after'}}),
    ('off', 'mq', 'During the month after South Africa last held consultations with Sudan, who expressed an intent to cooperate with Sudan?',
     {'op': 'who', 'x': 'Sudan', 'r': 'Express intent to cooperate', 'role': 'tail', 'window': {'anchor': {'h': 'South Africa', 'r': 'Consult', 't': 'Sudan', 'which': 'last'}, 'unit': 'month', 'dir': 'after'}}),
    ('off', 'mq', 'Within the 10 days following the first time the Association of Southeast Asian Nations visited South Korea, who did South Korea visit?',
     {'op': 'who', 'x': 'South Korea', 'r': 'Make a visit', 'role': 'head', 'window': {'anchor': {'h': 'Association of Southeast Asian Nations', 'r': 'Make a visit', 't': 'South Korea', 'which': 'first'}, 'unit': 'ndays', 'dir': 'after', 'n': 10}}),
    ('off', 'mq', "Who held negotiations with Mexico during the calendar year following Christine Lagarde's visit to Mexico on November 24, 2011?",
     {'op': 'who', 'x': 'Mexico', 'r': 'Engage in negotiation', 'role': 'tail', 'window': {'anchor': {'h': 'Christine Lagarde', 'r': 'Make a visit', 't': 'Mexico', 'which': 'date', 'date': '2011-11-24'}, 'unit': 'year', 'dir': 'after'}}),
    ('off', 'mq', "During the month after Julia Gillard's visit to China on April 27, 2011, whom did China negotiate with?",
     {'op': 'who', 'x': 'China', 'r': 'Engage in negotiation', 'role': 'head', 'window': {'anchor': {'h': 'Julia Gillard', 'r': 'Make a visit', 't': 'China', 'which': 'date', 'date': '2011-04-27'}, 'unit': 'month', 'dir': 'after'}}),
    ('off', 'mq', "During the month following Yemen's trip to Kuwait, whom did Yemen hold consultations with?",
     {'op': 'who', 'x': 'Yemen', 'r': 'Consult', 'role': 'head', 'window': {'anchor': {'h': 'Yemen', 'r': 'Make a visit', 't': 'Kuwait', 'which': 'only'}, 'unit': 'month', 'dir': 'after'}}),
    ('off', 'mq', "During the week before Nasser Judeh's visit to France on 12 January 2015, whom did France sign a formal agreement with?",
     {'op': 'who', 'x': 'France', 'r': 'Sign formal agreement', 'role': 'head', 'window': {'anchor': {'h': 'Nasser Judeh', 'r': 'Make a visit', 't': 'France', 'which': 'date', 'date': '2015-01-12'}, 'unit': 'week', 'dir': 'before'}}),
    ('off', 'mq', 'The day before the second time Barack Obama visited Japan, whom did Japan express the intention to meet or negotiate with?',
     {'op': 'who', 'x': 'Japan', 'r': 'Express intent to meet or negotiate', 'role': 'head', 'window': {'anchor': {'h': 'Barack Obama', 'r': 'Make a visit', 't': 'Japan', 'which': 'nth', 'n': 2}, 'unit': 'day', 'dir': 'before'}}),
    ('off', 'mq', "Who did Vietnam pay a visit to during the month after Lee Myung Bak's first visit to Vietnam?",
     {'op': 'who', 'x': 'Vietnam', 'r': 'Make a visit', 'role': 'head', 'window': {'anchor': {'h': 'Lee Myung Bak', 'r': 'Make a visit', 't': 'Vietnam', 'which': 'first'}, 'unit': 'month', 'dir': 'after'}}),
    ('off', 'mq', 'In the month before the first time Mahmoud Abbas paid a visit to Iraq, who expressed an intent to meet or negotiate with Iraq?',
     {'op': 'who', 'x': 'Iraq', 'r': 'Express intent to meet or negotiate', 'role': 'tail', 'window': {'anchor': {'h': 'Mahmoud Abbas', 'r': 'Make a visit', 't': 'Iraq', 'which': 'first'}, 'unit': 'month', 'dir': 'before'}}),
    ('off', 'mq', "During the week following Macky Sall's visit to Ethiopia on July 13, 2012, who visited Ethiopia?",
     {'op': 'who', 'x': 'Ethiopia', 'r': 'Make a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Macky Sall', 'r': 'Make a visit', 't': 'Ethiopia', 'which': 'date', 'date': '2012-07-13'}, 'unit': 'week', 'dir': 'after'}}),
    ('off', 'mq', "During the week after Uhuru Kenyatta's second visit to Qatar, whom did Uhuru Kenyatta consult?",
     {'op': 'who', 'x': 'Uhuru Muigai Kenyatta', 'r': 'Consult', 'role': 'head', 'window': {'anchor': {'h': 'Uhuru Muigai Kenyatta', 'r': 'Make a visit', 't': 'Qatar', 'which': 'nth', 'n': 2}, 'unit': 'week', 'dir': 'after'}}),
    ('off', 'mq', 'Exactly 4 days before the first time Iran visited France, who made a statement about France?',
     {'op': 'who', 'x': 'France', 'r': 'Make statement', 'role': 'tail', 'window': {'anchor': {'h': 'Iran', 'r': 'Make a visit', 't': 'France', 'which': 'first'}, 'unit': 'exact', 'dir': 'before', 'n': 4}}),
    ('off', 'mq', 'Who expressed an intent to cooperate with Islam Karimov during the year after Romania first played host to Islam Karimov?',
     {'op': 'who', 'x': 'Islam Karimov', 'r': 'Express intent to cooperate', 'role': 'tail', 'window': {'anchor': {'h': 'Romania', 'r': 'Host a visit', 't': 'Islam Karimov', 'which': 'first'}, 'unit': 'year', 'dir': 'after'}}),
    ('off', 'mq', "Who signed a formal agreement with Japan exactly 7 days after Mahmoud Abbas' third trip to Japan?",
     {'op': 'who', 'x': 'Japan', 'r': 'Sign formal agreement', 'role': 'tail', 'window': {'anchor': {'h': 'Mahmoud Abbas', 'r': 'Make a visit', 't': 'Japan', 'which': 'nth', 'n': 3}, 'unit': 'exact', 'dir': 'after', 'n': 7}}),
    ('off', 'mq', "Who held negotiations with Mahmoud Abbas within the 60 days following Mahmoud Abbas' second trip to Malaysia?",
     {'op': 'who', 'x': 'Mahmoud Abbas', 'r': 'Engage in negotiation', 'role': 'tail', 'window': {'anchor': {'h': 'Mahmoud Abbas', 'r': 'Make a visit', 't': 'Malaysia', 'which': 'nth', 'n': 2}, 'unit': 'ndays', 'dir': 'after', 'n': 60}}),
    ('off', 'mq', 'In the week preceding the second time Sudan visited Qatar, whom did Sudan praise or endorse?',
     {'op': 'who', 'x': 'Sudan', 'r': 'Praise or endorse', 'role': 'head', 'window': {'anchor': {'h': 'Sudan', 'r': 'Make a visit', 't': 'Qatar', 'which': 'nth', 'n': 2}, 'unit': 'week', 'dir': 'before'}}),
    ('off', 'mq', "Whom did Colombia play host to during the 7 days after Mexico's first formal agreement with Colombia?",
     {'op': 'who', 'x': 'Colombia', 'r': 'Host a visit', 'role': 'head', 'window': {'anchor': {'h': 'Mexico', 'r': 'Sign formal agreement', 't': 'Colombia', 'which': 'first'}, 'unit': 'ndays', 'dir': 'after', 'n': 7}}),
    ('off', 'mq', "Who consulted with Barack Obama on the day after Barack Obama's last trip to Iraq?",
     {'op': 'who', 'x': 'Barack Obama', 'r': 'Consult', 'role': 'tail', 'window': {'anchor': {'h': 'Barack Obama', 'r': 'Make a visit', 't': 'Iraq', 'which': 'last'}, 'unit': 'day', 'dir': 'after'}}),
    ('off', 'mq', 'During the week after Mahmoud Ahmadinejad first visited Sudan, who made a statement about Sudan?',
     {'op': 'who', 'x': 'Sudan', 'r': 'Make statement', 'role': 'tail', 'window': {'anchor': {'h': 'Mahmoud Ahmadinejad', 'r': 'Make a visit', 't': 'Sudan', 'which': 'first'}, 'unit': 'week', 'dir': 'after'}}),
    ('off', 'mq', 'Who expressed the intention to meet or negotiate with Emperor Akihito in the year before Emperor Akihito consulted Queen Elizabeth II?',
     {'op': 'who', 'x': 'Emperor Akihito', 'r': 'Express intent to meet or negotiate', 'role': 'tail', 'window': {'anchor': {'h': 'Emperor Akihito', 'r': 'Consult', 't': 'Elizabeth II', 'which': 'only'}, 'unit': 'year', 'dir': 'before'}}),
    ('off', 'mq', "Who expressed an intent to meet or negotiate with South Africa within 3 days of Umaru Musa Yar'Adua's fourth trip to South Africa?",
     {'op': 'who', 'x': 'South Africa', 'r': 'Express intent to meet or negotiate', 'role': 'tail', 'window': {'anchor': {'h': "Umaru Musa Yar'Adua", 'r': 'Make a visit', 't': 'South Africa', 'which': 'nth', 'n': 4}, 'unit': 'within', 'n': 3}}),
    ('off', 'mq', 'During the month after Wen Jiabao first visited France, who negotiated with France?',
     {'op': 'who', 'x': 'France', 'r': 'Engage in negotiation', 'role': 'tail', 'window': {'anchor': {'h': 'Wen Jiabao', 'r': 'Make a visit', 't': 'France', 'which': 'first'}, 'unit': 'month', 'dir': 'after'}}),
    ('off', 'mq', "Who issued a statement on Malaysia in the month before Shaukat Aziz's second visit to Malaysia?",
     {'op': 'who', 'x': 'Malaysia', 'r': 'Make statement', 'role': 'tail', 'window': {'anchor': {'h': 'Shaukat Aziz', 'r': 'Make a visit', 't': 'Malaysia', 'which': 'nth', 'n': 2}, 'unit': 'month', 'dir': 'before'}}),
    ('off', 'mq', "During the month after Kuwait's trip to Cambodia, who did Kuwait pay a visit to?",
     {'op': 'who', 'x': 'Kuwait', 'r': 'Make a visit', 'role': 'head', 'window': {'anchor': {'h': 'Kuwait', 'r': 'Make a visit', 't': 'Cambodia', 'which': 'only'}, 'unit': 'month', 'dir': 'after'}}),
    ('off', 'mq', 'Who did Xi Jinping praise during the week preceding the last time Xi Jinping visited Tanzania?',
     {'op': 'who', 'x': 'Xi Jinping', 'r': 'Praise or endorse', 'role': 'head', 'window': {'anchor': {'h': 'Xi Jinping', 'r': 'Make a visit', 't': 'Tanzania', 'which': 'last'}, 'unit': 'week', 'dir': 'before'}}),
    ('off', 'mq', 'In the year following the second time Evo Morales consulted with King Juan Carlos I, who issued a statement on King Juan Carlos I?',
     {'op': 'who', 'x': 'Juan Carlos I', 'r': 'Make statement', 'role': 'tail', 'window': {'anchor': {'h': 'Evo Morales', 'r': 'Consult', 't': 'Juan Carlos I', 'which': 'nth', 'n': 2}, 'unit': 'year', 'dir': 'after'}}),
    ('off', 'mq', "Whom did Yemen play host to in the month preceding Abdullah Gül's trip to Yemen on 14 January 2011?",
     {'op': 'who', 'x': 'Yemen', 'r': 'Host a visit', 'role': 'head', 'window': {'anchor': {'h': 'Abdullah Gül', 'r': 'Make a visit', 't': 'Yemen', 'which': 'date', 'date': '2011-01-14'}, 'unit': 'month', 'dir': 'before'}}),
    ('off', 'mq', 'Exactly 5 days before Abdullah Gül visited Japan for the third time, who visited Japan?',
     {'op': 'who', 'x': 'Japan', 'r': 'Make a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Abdullah Gül', 'r': 'Make a visit', 't': 'Japan', 'which': 'nth', 'n': 3}, 'unit': 'exact', 'dir': 'before', 'n': 5}}),
    ('off', 'mq', 'Who received a visit from Abhisit Vejjajiva in the week after the third time Abhisit Vejjajiva visited Cambodia?',
     {'op': 'who', 'x': 'Abhisit Vejjajiva', 'r': 'Host a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Abhisit Vejjajiva', 'r': 'Make a visit', 't': 'Cambodia', 'which': 'nth', 'n': 3}, 'unit': 'week', 'dir': 'after'}}),
    ('off', 'mq', 'Who issued a statement on Lee Myung Bak in the month before Julia Gillard expressed the intention to meet or negotiate with Lee Myung Bak on 24 April 2011?',
     {'op': 'who', 'x': 'Lee Myung Bak', 'r': 'Make statement', 'role': 'tail', 'window': {'anchor': {'h': 'Julia Gillard', 'r': 'Express intent to meet or negotiate', 't': 'Lee Myung Bak', 'which': 'date', 'date': '2011-04-24'}, 'unit': 'month', 'dir': 'before'}}),
    ('off', 'mq', "Who criticized China the day after Thailand's last visit to China?",
     {'op': 'who', 'x': 'China', 'r': 'Criticize or denounce', 'role': 'tail', 'window': {'anchor': {'h': 'Thailand', 'r': 'Make a visit', 't': 'China', 'which': 'last'}, 'unit': 'day', 'dir': 'after'}}),
    ('off', 'mq', 'During the 5 days after Mahmoud Abbas visited Qatar, who expressed the intention to meet or negotiate with Mahmoud Abbas?',
     {'op': 'who', 'x': 'Mahmoud Abbas', 'r': 'Express intent to meet or negotiate', 'role': 'tail', 'window': {'anchor': {'h': 'Mahmoud Abbas', 'r': 'Make a visit', 't': 'Qatar', 'which': 'only'}, 'unit': 'ndays', 'dir': 'after', 'n': 5}, 'why': 'ambiguous'}),
    ('off', 'mq', "During the year after Malaysia's trip to Yemen, whom did Malaysia visit?",
     {'op': 'who', 'x': 'Malaysia', 'r': 'Make a visit', 'role': 'head', 'window': {'anchor': {'h': 'Malaysia', 'r': 'Make a visit', 't': 'Yemen', 'which': 'only'}, 'unit': 'year', 'dir': 'after'}, 'why': 'ambiguous'}),
    ('off', 'mq', 'Who expressed the intention to meet or negotiate with Evo Morales during the week after Dmitry Medvedev signed a formal agreement with Evo Morales?',
     {'op': 'who', 'x': 'Evo Morales', 'r': 'Express intent to meet or negotiate', 'role': 'tail', 'window': {'anchor': {'h': 'Dmitry Anatolyevich Medvedev', 'r': 'Sign formal agreement', 't': 'Evo Morales', 'which': 'only'}, 'unit': 'week', 'dir': 'after'}, 'why': 'ambiguous'}),
    ('off', 'mq', "Who paid a visit to the United Arab Emirates in the month preceding Mahmoud Ahmadinejad's visit to the United Arab Emirates?",
     {'op': 'who', 'x': 'United Arab Emirates', 'r': 'Make a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Mahmoud Ahmadinejad', 'r': 'Make a visit', 't': 'United Arab Emirates', 'which': 'only'}, 'unit': 'month', 'dir': 'before'}, 'why': 'ambiguous'}),
    # ---------------------------------------- MultiTQ: time between
    ('btw', 'mq', 'How many days separate the first and the last time Kuwait visited Oman?',
     {'op': 'between', 'e1': {'h': 'Kuwait', 'r': 'Make a visit', 't': 'Oman', 'which': 'first'}, 'e2': {'h': 'Kuwait', 'r': 'Make a visit', 't': 'Oman', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', "How many days elapsed between Tony Blair's first criticism of Barack Obama and Ali Abdullah Saleh's first criticism of Barack Obama?",
     {'op': 'between', 'e1': {'h': 'Tony Blair', 'r': 'Criticize or denounce', 't': 'Barack Obama', 'which': 'first'}, 'e2': {'h': 'Ali Abdullah Saleh', 'r': 'Criticize or denounce', 't': 'Barack Obama', 'which': 'first'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days passed between the first and the last time Ali Abdullah Saleh endorsed the UN Security Council?',
     {'op': 'between', 'e1': {'h': 'Ali Abdullah Saleh', 'r': 'Praise or endorse', 't': 'UN Security Council', 'which': 'first'}, 'e2': {'h': 'Ali Abdullah Saleh', 'r': 'Praise or endorse', 't': 'UN Security Council', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days separate the first and the last time Tzipi Livni visited France?',
     {'op': 'between', 'e1': {'h': 'Tzipi Livni', 'r': 'Make a visit', 't': 'France', 'which': 'first'}, 'e2': {'h': 'Tzipi Livni', 'r': 'Make a visit', 't': 'France', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days separate the first and the last time Nuri al-Maliki paid a visit to Qatar?',
     {'op': 'between', 'e1': {'h': 'Nuri al-Maliki', 'r': 'Make a visit', 't': 'Qatar', 'which': 'first'}, 'e2': {'h': 'Nuri al-Maliki', 'r': 'Make a visit', 't': 'Qatar', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days after Abdel Fattah Al-Sisi visited Ethiopia for the third time did Abdel Fattah Al-Sisi visit Ethiopia for the fourth time?',
     {'op': 'between', 'e1': {'h': 'Abdel Fattah Al-Sisi', 'r': 'Make a visit', 't': 'Ethiopia', 'which': 'nth', 'n': 3}, 'e2': {'h': 'Abdel Fattah Al-Sisi', 'r': 'Make a visit', 't': 'Ethiopia', 'which': 'nth', 'n': 4}, 'unit': 'days'}),
    ('btw', 'mq', "How many days were there between Pope Benedict XVI's trip to Portugal on 13 May 2010 and the last time King Juan Carlos I held consultations with Portugal?",
     {'op': 'between', 'e1': {'h': 'Benedict XVI', 'r': 'Make a visit', 't': 'Portugal', 'which': 'date', 'date': '2010-05-13'}, 'e2': {'h': 'Juan Carlos I', 'r': 'Consult', 't': 'Portugal', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days after Angela Merkel consulted Alexis Tsipras for the third time did Angela Merkel consult Alexis Tsipras for the fourth time?',
     {'op': 'between', 'e1': {'h': 'Angela Merkel', 'r': 'Consult', 't': 'Alexis Tsipras', 'which': 'nth', 'n': 3}, 'e2': {'h': 'Angela Merkel', 'r': 'Consult', 't': 'Alexis Tsipras', 'which': 'nth', 'n': 4}, 'unit': 'days'}),
    ('btw', 'mq', 'How many years passed between the first and the last time Romania signed a formal agreement with the International Monetary Fund?',
     {'op': 'between', 'e1': {'h': 'Romania', 'r': 'Sign formal agreement', 't': 'International Monetary Fund', 'which': 'first'}, 'e2': {'h': 'Romania', 'r': 'Sign formal agreement', 't': 'International Monetary Fund', 'which': 'last'}, 'unit': 'years'}),
    ('btw', 'mq', 'How many years passed between the first and the last time Barack Obama consulted Massoud Barzani?',
     {'op': 'between', 'e1': {'h': 'Barack Obama', 'r': 'Consult', 't': 'Massoud Barzani', 'which': 'first'}, 'e2': {'h': 'Barack Obama', 'r': 'Consult', 't': 'Massoud Barzani', 'which': 'last'}, 'unit': 'years'}),
    ('btw', 'mq', 'How many years were there between the first time Qatar consulted South Africa and the last time Barack Obama held consultations with South Africa?',
     {'op': 'between', 'e1': {'h': 'Qatar', 'r': 'Consult', 't': 'South Africa', 'which': 'first'}, 'e2': {'h': 'Barack Obama', 'r': 'Consult', 't': 'South Africa', 'which': 'last'}, 'unit': 'years'}),
    ('btw', 'mq', 'How many days separate the first and the last time Roh Moo Hyun signed a formal agreement with Islam Karimov?',
     {'op': 'between', 'e1': {'h': 'Roh Moo Hyun', 'r': 'Sign formal agreement', 't': 'Islam Karimov', 'which': 'first'}, 'e2': {'h': 'Roh Moo Hyun', 'r': 'Sign formal agreement', 't': 'Islam Karimov', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many months elapsed between the first time Japan held negotiations with Yemen and the last time Eritrea negotiated with Yemen?',
     {'op': 'between', 'e1': {'h': 'Japan', 'r': 'Engage in negotiation', 't': 'Yemen', 'which': 'first'}, 'e2': {'h': 'Eritrea', 'r': 'Engage in negotiation', 't': 'Yemen', 'which': 'last'}, 'unit': 'months'}),
    ('btw', 'mq', "How many days passed between France's first and last visit to Japan?",
     {'op': 'between', 'e1': {'h': 'France', 'r': 'Make a visit', 't': 'Japan', 'which': 'first'}, 'e2': {'h': 'France', 'r': 'Make a visit', 't': 'Japan', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days separate the first and the last time Abdel Fattah Al-Sisi visited Kuwait?',
     {'op': 'between', 'e1': {'h': 'Abdel Fattah Al-Sisi', 'r': 'Make a visit', 't': 'Kuwait', 'which': 'first'}, 'e2': {'h': 'Abdel Fattah Al-Sisi', 'r': 'Make a visit', 't': 'Kuwait', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days after Mexico first signed an agreement with South Korea did Mexico first sign a formal agreement with Ireland?',
     {'op': 'between', 'e1': {'h': 'Mexico', 'r': 'Sign formal agreement', 't': 'South Korea', 'which': 'first'}, 'e2': {'h': 'Mexico', 'r': 'Sign formal agreement', 't': 'Ireland', 'which': 'first'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many months passed between the second and the third time Djibouti expressed the intention to meet or negotiate with Eritrea?',
     {'op': 'between', 'e1': {'h': 'Djibouti', 'r': 'Express intent to meet or negotiate', 't': 'Eritrea', 'which': 'nth', 'n': 2}, 'e2': {'h': 'Djibouti', 'r': 'Express intent to meet or negotiate', 't': 'Eritrea', 'which': 'nth', 'n': 3}, 'unit': 'months'}),
    ('btw', 'mq', 'How many months passed between the first and the last time Ethiopia signed a formal agreement with South Sudan?',
     {'op': 'between', 'e1': {'h': 'Ethiopia', 'r': 'Sign formal agreement', 't': 'South Sudan', 'which': 'first'}, 'e2': {'h': 'Ethiopia', 'r': 'Sign formal agreement', 't': 'South Sudan', 'which': 'last'}, 'unit': 'months'}),
    ('btw', 'mq', 'How many days after Xi Jinping paid a visit to South Africa for the third time did Xi Jinping pay a visit to South Africa for the fourth time?',
     {'op': 'between', 'e1': {'h': 'Xi Jinping', 'r': 'Make a visit', 't': 'South Africa', 'which': 'nth', 'n': 3}, 'e2': {'h': 'Xi Jinping', 'r': 'Make a visit', 't': 'South Africa', 'which': 'nth', 'n': 4}, 'unit': 'days'}),
    ('btw', 'mq', "How many days were there between Vietnam's first trip to Laos and the last time Vietnam paid a visit to the United Arab Emirates?",
     {'op': 'between', 'e1': {'h': 'Vietnam', 'r': 'Make a visit', 't': 'Laos', 'which': 'first'}, 'e2': {'h': 'Vietnam', 'r': 'Make a visit', 't': 'United Arab Emirates', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many months after the African Union first visited Sudan did the African Union last visit South Sudan?',
     {'op': 'between', 'e1': {'h': 'African Union', 'r': 'Make a visit', 't': 'Sudan', 'which': 'first'}, 'e2': {'h': 'African Union', 'r': 'Make a visit', 't': 'South Sudan', 'which': 'last'}, 'unit': 'months'}),
    ('btw', 'mq', 'How many days after Olusegun Obasanjo first consulted Abdoulaye Wade did Lee Myung Bak last hold consultations with Abdoulaye Wade?',
     {'op': 'between', 'e1': {'h': 'Oluṣẹgun Ọbasanjọ', 'r': 'Consult', 't': 'Abdoulaye Wade', 'which': 'first'}, 'e2': {'h': 'Lee Myung Bak', 'r': 'Consult', 't': 'Abdoulaye Wade', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days passed between the first time Xi Jinping consulted Japan and the first time Cristina Fernández de Kirchner consulted Japan?',
     {'op': 'between', 'e1': {'h': 'Xi Jinping', 'r': 'Consult', 't': 'Japan', 'which': 'first'}, 'e2': {'h': 'Cristina Fernández de Kirchner', 'r': 'Consult', 't': 'Japan', 'which': 'first'}, 'unit': 'days'}),
    ('btw', 'mq', "How many days after Isaias Afewerki's first visit to Sudan did Isaias Afewerki first visit Qatar?",
     {'op': 'between', 'e1': {'h': 'Isaias Afewerki', 'r': 'Make a visit', 't': 'Sudan', 'which': 'first'}, 'e2': {'h': 'Isaias Afewerki', 'r': 'Make a visit', 't': 'Qatar', 'which': 'first'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many years separate the first and the last time Angola visited South Africa?',
     {'op': 'between', 'e1': {'h': 'Angola', 'r': 'Make a visit', 't': 'South Africa', 'which': 'first'}, 'e2': {'h': 'Angola', 'r': 'Make a visit', 't': 'South Africa', 'which': 'last'}, 'unit': 'years'}),
    ('btw', 'mq', "How many years after Sudan's first trip to South Sudan did Djibouti first pay a visit to South Sudan?",
     {'op': 'between', 'e1': {'h': 'Sudan', 'r': 'Make a visit', 't': 'South Sudan', 'which': 'first'}, 'e2': {'h': 'Djibouti', 'r': 'Make a visit', 't': 'South Sudan', 'which': 'first'}, 'unit': 'years'}),
    ('btw', 'mq', 'How many days after the International Monetary Fund expressed an intent to meet or negotiate with the European Central Bank for the third time did the International Monetary Fund express an intent to meet or negotiate with the European Central Bank for the fourth time?',
     {'op': 'between', 'e1': {'h': 'International Monetary Fund', 'r': 'Express intent to meet or negotiate', 't': 'European Central Bank', 'which': 'nth', 'n': 3}, 'e2': {'h': 'International Monetary Fund', 'r': 'Express intent to meet or negotiate', 't': 'European Central Bank', 'which': 'nth', 'n': 4}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days were there between the first time Dmitry Medvedev signed a formal agreement with Cristina Fernández de Kirchner and the first time Dmitry Medvedev signed a formal agreement with Yoshihiko Noda?',
     {'op': 'between', 'e1': {'h': 'Dmitry Anatolyevich Medvedev', 'r': 'Sign formal agreement', 't': 'Cristina Fernández de Kirchner', 'which': 'first'}, 'e2': {'h': 'Dmitry Anatolyevich Medvedev', 'r': 'Sign formal agreement', 't': 'Yoshihiko Noda', 'which': 'first'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many months passed between the first and the last time Abdel Fattah Al-Sisi spoke by telephone with Chuck Hagel?',
     {'op': 'between', 'e1': {'h': 'Abdel Fattah Al-Sisi', 'r': 'Discuss by telephone', 't': 'Chuck Hagel', 'which': 'first'}, 'e2': {'h': 'Abdel Fattah Al-Sisi', 'r': 'Discuss by telephone', 't': 'Chuck Hagel', 'which': 'last'}, 'unit': 'months'}),
    ('btw', 'mq', "How many years after the United Arab Emirates' first formal agreement with Oman did the United Arab Emirates last sign a formal agreement with Eritrea?",
     {'op': 'between', 'e1': {'h': 'United Arab Emirates', 'r': 'Sign formal agreement', 't': 'Oman', 'which': 'first'}, 'e2': {'h': 'United Arab Emirates', 'r': 'Sign formal agreement', 't': 'Eritrea', 'which': 'last'}, 'unit': 'years'}),
    ('btw', 'mq', 'How many months separate the first and the last time Bolivia signed an agreement with Colombia?',
     {'op': 'between', 'e1': {'h': 'Bolivia', 'r': 'Sign formal agreement', 't': 'Colombia', 'which': 'first'}, 'e2': {'h': 'Bolivia', 'r': 'Sign formal agreement', 't': 'Colombia', 'which': 'last'}, 'unit': 'months'}),
    ('btw', 'mq', 'How many years separate the first and the last time Angela Merkel visited Mexico?',
     {'op': 'between', 'e1': {'h': 'Angela Merkel', 'r': 'Make a visit', 't': 'Mexico', 'which': 'first'}, 'e2': {'h': 'Angela Merkel', 'r': 'Make a visit', 't': 'Mexico', 'which': 'last'}, 'unit': 'years'}),
    ('btw', 'mq', "How many days passed between Islam Karimov's first and last visit to Kuwait?",
     {'op': 'between', 'e1': {'h': 'Islam Karimov', 'r': 'Make a visit', 't': 'Kuwait', 'which': 'first'}, 'e2': {'h': 'Islam Karimov', 'r': 'Make a visit', 't': 'Kuwait', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days were there between the first time Mahmoud Abbas negotiated with Wen Jiabao and the first time he negotiated with Angela Merkel?',
     {'op': 'between', 'e1': {'h': 'Mahmoud Abbas', 'r': 'Engage in negotiation', 't': 'Wen Jiabao', 'which': 'first'}, 'e2': {'h': 'Mahmoud Abbas', 'r': 'Engage in negotiation', 't': 'Angela Merkel', 'which': 'first'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many days after Abdullah Gül visited Yemen for the third time did Abdullah Gül visit Yemen for the fourth time?',
     {'op': 'between', 'e1': {'h': 'Abdullah Gül', 'r': 'Make a visit', 't': 'Yemen', 'which': 'nth', 'n': 3}, 'e2': {'h': 'Abdullah Gül', 'r': 'Make a visit', 't': 'Yemen', 'which': 'nth', 'n': 4}, 'unit': 'days'}),
    ('btw', 'mq', 'How many months elapsed between the first agreement Roh Moo Hyun signed with Islam Karimov and the first agreement Roh Moo Hyun signed with the Association of Southeast Asian Nations?',
     {'op': 'between', 'e1': {'h': 'Roh Moo Hyun', 'r': 'Sign formal agreement', 't': 'Islam Karimov', 'which': 'first'}, 'e2': {'h': 'Roh Moo Hyun', 'r': 'Sign formal agreement', 't': 'Association of Southeast Asian Nations', 'which': 'first'}, 'unit': 'months'}),
    ('btw', 'mq', 'How many days passed between the first time Evo Morales consulted with Xi Jinping and the last time Dmitry Medvedev held consultations with Xi Jinping?',
     {'op': 'between', 'e1': {'h': 'Evo Morales', 'r': 'Consult', 't': 'Xi Jinping', 'which': 'first'}, 'e2': {'h': 'Dmitry Anatolyevich Medvedev', 'r': 'Consult', 't': 'Xi Jinping', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', 'How many years separate the first and the last time Shaukat Aziz issued a statement on Kazakhstan?',
     {'op': 'between', 'e1': {'h': 'Shaukat Aziz', 'r': 'Make statement', 't': 'Kazakhstan', 'which': 'first'}, 'e2': {'h': 'Shaukat Aziz', 'r': 'Make statement', 't': 'Kazakhstan', 'which': 'last'}, 'unit': 'years'}),
    ('btw', 'mq', 'How many days separate the first and the last time Cristina Fernández de Kirchner signed a formal agreement with Evo Morales?',
     {'op': 'between', 'e1': {'h': 'Cristina Fernández de Kirchner', 'r': 'Sign formal agreement', 't': 'Evo Morales', 'which': 'first'}, 'e2': {'h': 'Cristina Fernández de Kirchner', 'r': 'Sign formal agreement', 't': 'Evo Morales', 'which': 'last'}, 'unit': 'days'}),
    ('btw', 'mq', "How many months passed between the first time Jakaya Kikwete visited Ethiopia and Abdel Fattah Al-Sisi's trip to Ethiopia?",
     {'op': 'between', 'e1': {'h': 'Jakaya Mrisho Kikwete', 'r': 'Make a visit', 't': 'Ethiopia', 'which': 'first'}, 'e2': {'h': 'Abdel Fattah Al-Sisi', 'r': 'Make a visit', 't': 'Ethiopia', 'which': 'only'}, 'unit': 'months', 'why': 'ambiguous'}),
    ('btw', 'mq', "How many months were there between the first time Kim Kye Gwan visited Japan and Chuck Hagel's visit to Japan?",
     {'op': 'between', 'e1': {'h': 'Kim Kye Gwan', 'r': 'Make a visit', 't': 'Japan', 'which': 'first'}, 'e2': {'h': 'Chuck Hagel', 'r': 'Make a visit', 't': 'Japan', 'which': 'only'}, 'unit': 'months', 'why': 'ambiguous'}),
    ('btw', 'mq', "How many months were there between Rafael Correa's first trip to Bolivia and Cristina Fernández de Kirchner's visit to Bolivia?",
     {'op': 'between', 'e1': {'h': 'Rafael Correa', 'r': 'Make a visit', 't': 'Bolivia', 'which': 'first'}, 'e2': {'h': 'Cristina Fernández de Kirchner', 'r': 'Make a visit', 't': 'Bolivia', 'which': 'only'}, 'unit': 'months', 'why': 'ambiguous'}),
    ('btw', 'mq', "How many days were there between Catherine Ashton's first trip to Romania and Catherine Ashton's trip to Kazakhstan?",
     {'op': 'between', 'e1': {'h': 'Catherine Ashton', 'r': 'Make a visit', 't': 'Romania', 'which': 'first'}, 'e2': {'h': 'Catherine Ashton', 'r': 'Make a visit', 't': 'Kazakhstan', 'which': 'only'}, 'unit': 'days', 'why': 'ambiguous'}),
    # ---------------------------------------- MultiTQ: combinations
    ('cmb', 'mq', "Whom did Dmitry Medvedev express an intent to cooperate with most frequently in the week after Dmitry Medvedev's first trip to Angola?",
     {'op': 'most', 'x': 'Dmitry Anatolyevich Medvedev', 'r': 'Express intent to cooperate', 'role': 'head', 'window': {'anchor': {'h': 'Dmitry Anatolyevich Medvedev', 'r': 'Make a visit', 't': 'Angola', 'which': 'first'}, 'unit': 'week', 'dir': 'after'}}),
    ('cmb', 'mq', "Who held consultations with Benazir Bhutto most frequently in the week after Shaukat Aziz's first statement about Benazir Bhutto?",
     {'op': 'most', 'x': 'Benazir Bhutto', 'r': 'Consult', 'role': 'tail', 'window': {'anchor': {'h': 'Shaukat Aziz', 'r': 'Make statement', 't': 'Benazir Bhutto', 'which': 'first'}, 'unit': 'week', 'dir': 'after'}}),
    ('cmb', 'mq', 'Who visited South Africa most often during the month after the first agreement Ethiopia signed with South Africa?',
     {'op': 'most', 'x': 'South Africa', 'r': 'Make a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Ethiopia', 'r': 'Sign formal agreement', 't': 'South Africa', 'which': 'first'}, 'unit': 'month', 'dir': 'after'}}),
    ('cmb', 'mq', "During the week following Angela Merkel's third phone call with Georgios Papandreou, who did Georgios Papandreou consult with the most times?",
     {'op': 'most', 'x': 'Georgios Papandreou', 'r': 'Consult', 'role': 'head', 'window': {'anchor': {'h': 'Angela Merkel', 'r': 'Discuss by telephone', 't': 'Georgios Papandreou', 'which': 'nth', 'n': 3}, 'unit': 'week', 'dir': 'after'}}),
    ('cmb', 'mq', 'Who held consultations with Islam Karimov most often in the week before Lee Myung Bak last signed an agreement with Islam Karimov?',
     {'op': 'most', 'x': 'Islam Karimov', 'r': 'Consult', 'role': 'tail', 'window': {'anchor': {'h': 'Lee Myung Bak', 'r': 'Sign formal agreement', 't': 'Islam Karimov', 'which': 'last'}, 'unit': 'week', 'dir': 'before'}}),
    ('cmb', 'mq', "Who played host to Islam Karimov most often within the 60 days following Islam Karimov's visit to Kazakhstan on July 5, 2005?",
     {'op': 'most', 'x': 'Islam Karimov', 'r': 'Host a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Islam Karimov', 'r': 'Make a visit', 't': 'Kazakhstan', 'which': 'date', 'date': '2005-07-05'}, 'unit': 'ndays', 'dir': 'after', 'n': 60}}),
    ('cmb', 'mq', "In the month after the African Union's first criticism of South Sudan, who praised South Sudan the most times?",
     {'op': 'most', 'x': 'South Sudan', 'r': 'Praise or endorse', 'role': 'tail', 'window': {'anchor': {'h': 'African Union', 'r': 'Criticize or denounce', 't': 'South Sudan', 'which': 'first'}, 'unit': 'month', 'dir': 'after'}}),
    ('cmb', 'mq', "In the calendar month following Tanzania's formal agreement with Sudan, whom did Sudan receive a visit from most often?",
     {'op': 'most', 'x': 'Sudan', 'r': 'Host a visit', 'role': 'head', 'window': {'anchor': {'h': 'Tanzania', 'r': 'Sign formal agreement', 't': 'Sudan', 'which': 'only'}, 'unit': 'month', 'dir': 'after'}}),
    ('cmb', 'mq', 'Who did Barack Obama pay a visit to more often than anyone else in the calendar month before the first time Barack Obama visited Romania?',
     {'op': 'most', 'x': 'Barack Obama', 'r': 'Make a visit', 'role': 'head', 'window': {'anchor': {'h': 'Barack Obama', 'r': 'Make a visit', 't': 'Romania', 'which': 'first'}, 'unit': 'month', 'dir': 'before'}}),
    ('cmb', 'mq', 'Who held negotiations with Wen Jiabao the most times during the week after Wen Jiabao visited Malaysia on 28 April 2011?',
     {'op': 'most', 'x': 'Wen Jiabao', 'r': 'Engage in negotiation', 'role': 'tail', 'window': {'anchor': {'h': 'Wen Jiabao', 'r': 'Make a visit', 't': 'Malaysia', 'which': 'date', 'date': '2011-04-28'}, 'unit': 'week', 'dir': 'after'}}),
    ('cmb', 'mq', "During the month following Raúl Castro's last trip to Malaysia, who received a visit from Malaysia most often?",
     {'op': 'most', 'x': 'Malaysia', 'r': 'Host a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Raúl Castro', 'r': 'Make a visit', 't': 'Malaysia', 'which': 'last'}, 'unit': 'month', 'dir': 'after'}}),
    ('cmb', 'mq', "During the year after South Sudan's third formal agreement with Sudan, who did South Sudan host most frequently?",
     {'op': 'most', 'x': 'South Sudan', 'r': 'Host a visit', 'role': 'head', 'window': {'anchor': {'h': 'South Sudan', 'r': 'Sign formal agreement', 't': 'Sudan', 'which': 'nth', 'n': 3}, 'unit': 'year', 'dir': 'after'}}),
    ('cmb', 'mq', 'In the calendar week following the fourth time Abdullah Gül paid a visit to Yemen, how often did Abdullah Gül make a statement about Yemen?',
     {'op': 'count', 'h': 'Abdullah Gül', 'r': 'Make statement', 't': 'Yemen', 'window': {'anchor': {'h': 'Abdullah Gül', 'r': 'Make a visit', 't': 'Yemen', 'which': 'nth', 'n': 4}, 'unit': 'week', 'dir': 'after'}}),
    ('cmb', 'mq', 'How many times did Laos play host to Wen Jiabao during the calendar week after the first time Wen Jiabao visited Laos?',
     {'op': 'count', 'h': 'Laos', 'r': 'Host a visit', 't': 'Wen Jiabao', 'window': {'anchor': {'h': 'Wen Jiabao', 'r': 'Make a visit', 't': 'Laos', 'which': 'first'}, 'unit': 'week', 'dir': 'after'}}),
    ('cmb', 'mq', "How many times did Abdoulaye Wade endorse Macky Sall during the week after Abdoulaye Wade's first phone call with Macky Sall?",
     {'op': 'count', 'h': 'Abdoulaye Wade', 'r': 'Praise or endorse', 't': 'Macky Sall', 'window': {'anchor': {'h': 'Abdoulaye Wade', 'r': 'Discuss by telephone', 't': 'Macky Sall', 'which': 'first'}, 'unit': 'week', 'dir': 'after'}}),
    ('cmb', 'mq', 'During the month preceding the fourth time Islam Karimov signed a formal agreement with Roh Moo Hyun, how many times did Roh Moo Hyun express an intent to meet or negotiate with Islam Karimov?',
     {'op': 'count', 'h': 'Roh Moo Hyun', 'r': 'Express intent to meet or negotiate', 't': 'Islam Karimov', 'window': {'anchor': {'h': 'Islam Karimov', 'r': 'Sign formal agreement', 't': 'Roh Moo Hyun', 'which': 'nth', 'n': 4}, 'unit': 'month', 'dir': 'before'}}),
    ('cmb', 'mq', "On how many days did Kazakhstan host Islam Karimov during the year following Islam Karimov's first visit to Kazakhstan?",
     {'op': 'count', 'h': 'Kazakhstan', 'r': 'Host a visit', 't': 'Islam Karimov', 'window': {'anchor': {'h': 'Islam Karimov', 'r': 'Make a visit', 't': 'Kazakhstan', 'which': 'first'}, 'unit': 'year', 'dir': 'after'}}),
    ('cmb', 'mq', 'In the calendar week following the first time Tzipi Livni visited South Africa, on how many days did South Africa play host to Tzipi Livni?',
     {'op': 'count', 'h': 'South Africa', 'r': 'Host a visit', 't': 'Tzipi Livni', 'window': {'anchor': {'h': 'Tzipi Livni', 'r': 'Make a visit', 't': 'South Africa', 'which': 'first'}, 'unit': 'week', 'dir': 'after'}}),
    ('cmb', 'mq', "How many times did Cambodia express an intent to meet or negotiate with Laos in the calendar year before Cambodia's first trip to Laos?",
     {'op': 'count', 'h': 'Cambodia', 'r': 'Express intent to meet or negotiate', 't': 'Laos', 'window': {'anchor': {'h': 'Cambodia', 'r': 'Make a visit', 't': 'Laos', 'which': 'first'}, 'unit': 'year', 'dir': 'before'}}),
    ('cmb', 'mq', 'During the year before the third time the UN Security Council negotiated with Dmitry Medvedev, on how many days did the UN Security Council consult Dmitry Medvedev?',
     {'op': 'count', 'h': 'UN Security Council', 'r': 'Consult', 't': 'Dmitry Anatolyevich Medvedev', 'window': {'anchor': {'h': 'UN Security Council', 'r': 'Engage in negotiation', 't': 'Dmitry Anatolyevich Medvedev', 'which': 'nth', 'n': 3}, 'unit': 'year', 'dir': 'before'}}),
    ('cmb', 'mq', "During the year following Abhisit Vejjajiva's first trip to Laos, on how many days did Abhisit Vejjajiva visit Laos?",
     {'op': 'count', 'h': 'Abhisit Vejjajiva', 'r': 'Make a visit', 't': 'Laos', 'window': {'anchor': {'h': 'Abhisit Vejjajiva', 'r': 'Make a visit', 't': 'Laos', 'which': 'first'}, 'unit': 'year', 'dir': 'after'}}),
    ('cmb', 'mq', "Within 7 days of Mahmoud Ahmadinejad's last statement about Kazakhstan, on how many days did Mahmoud Ahmadinejad visit Kazakhstan?",
     {'op': 'count', 'h': 'Mahmoud Ahmadinejad', 'r': 'Make a visit', 't': 'Kazakhstan', 'window': {'anchor': {'h': 'Mahmoud Ahmadinejad', 'r': 'Make statement', 't': 'Kazakhstan', 'which': 'last'}, 'unit': 'within', 'n': 7}}),
    ('cmb', 'mq', 'How many times did Niger host Abdoulaye Wade during the year before the third time Abdoulaye Wade paid a visit to Niger?',
     {'op': 'count', 'h': 'Niger', 'r': 'Host a visit', 't': 'Abdoulaye Wade', 'window': {'anchor': {'h': 'Abdoulaye Wade', 'r': 'Make a visit', 't': 'Niger', 'which': 'nth', 'n': 3}, 'unit': 'year', 'dir': 'before'}}),
    ('cmb', 'mq', 'In the 5 days before the fourth time Evo Morales visited South Africa, how often did South Africa play host to Evo Morales?',
     {'op': 'count', 'h': 'South Africa', 'r': 'Host a visit', 't': 'Evo Morales', 'window': {'anchor': {'h': 'Evo Morales', 'r': 'Make a visit', 't': 'South Africa', 'which': 'nth', 'n': 4}, 'unit': 'ndays', 'dir': 'before', 'n': 5}}),
    ('cmb', 'mq', 'How many different countries hosted Raúl Castro in the week before Raúl Castro consulted with Xi Jinping for the fourth time?',
     {'op': 'ndistinct', 'x': 'Raúl Castro', 'r': 'Host a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Raúl Castro', 'r': 'Consult', 't': 'Xi Jinping', 'which': 'nth', 'n': 4}, 'unit': 'week', 'dir': 'before'}, 'kind': 'country'}),
    ('cmb', 'mq', 'How many distinct countries did the Association of Southeast Asian Nations sign an agreement with during the 5 days before Roh Moo Hyun negotiated with the Association of Southeast Asian Nations?',
     {'op': 'ndistinct', 'x': 'Association of Southeast Asian Nations', 'r': 'Sign formal agreement', 'role': 'head', 'window': {'anchor': {'h': 'Roh Moo Hyun', 'r': 'Engage in negotiation', 't': 'Association of Southeast Asian Nations', 'which': 'only'}, 'unit': 'ndays', 'dir': 'before', 'n': 5}, 'kind': 'country'}),
    ('cmb', 'mq', 'How many distinct countries did Qatar express an intent to cooperate with during the 30 days before Qatar expressed the intention to meet or negotiate with Abdullah Gül?',
     {'op': 'ndistinct', 'x': 'Qatar', 'r': 'Express intent to cooperate', 'role': 'head', 'window': {'anchor': {'h': 'Qatar', 'r': 'Express intent to meet or negotiate', 't': 'Abdullah Gül', 'which': 'only'}, 'unit': 'ndays', 'dir': 'before', 'n': 30}, 'kind': 'country'}),
    ('cmb', 'mq', "How many distinct countries did Cambodia consult with within the 5 days following Abhisit Vejjajiva's last visit to Cambodia?",
     {'op': 'ndistinct', 'x': 'Cambodia', 'r': 'Consult', 'role': 'head', 'window': {'anchor': {'h': 'Abhisit Vejjajiva', 'r': 'Make a visit', 't': 'Cambodia', 'which': 'last'}, 'unit': 'ndays', 'dir': 'after', 'n': 5}, 'kind': 'country'}),
    ('cmb', 'mq', "During the year preceding Okada Katsuya's trip to Cambodia, how many different countries did Cambodia negotiate with?",
     {'op': 'ndistinct', 'x': 'Cambodia', 'r': 'Engage in negotiation', 'role': 'head', 'window': {'anchor': {'h': 'Okada Katsuya', 'r': 'Make a visit', 't': 'Cambodia', 'which': 'only'}, 'unit': 'year', 'dir': 'before'}, 'kind': 'country'}),
    ('cmb', 'mq', 'How many different countries hosted Ali Abdullah Saleh within 5 days of the last time Pervez Musharraf expressed the intention to meet or negotiate with Ali Abdullah Saleh?',
     {'op': 'ndistinct', 'x': 'Ali Abdullah Saleh', 'r': 'Host a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Pervez Musharraf', 'r': 'Express intent to meet or negotiate', 't': 'Ali Abdullah Saleh', 'which': 'last'}, 'unit': 'within', 'n': 5}, 'kind': 'country'}),
    ('cmb', 'mq', "How many distinct countries did Mahmoud Ahmadinejad visit during the calendar month following Mahmoud Ahmadinejad's formal agreement with Bolivia on 24 November 2009?",
     {'op': 'ndistinct', 'x': 'Mahmoud Ahmadinejad', 'r': 'Make a visit', 'role': 'head', 'window': {'anchor': {'h': 'Mahmoud Ahmadinejad', 'r': 'Sign formal agreement', 't': 'Bolivia', 'which': 'date', 'date': '2009-11-24'}, 'unit': 'month', 'dir': 'after'}, 'kind': 'country'}),
    ('cmb', 'mq', 'Within 10 days of the first time Cristina Fernández de Kirchner expressed the intention to meet or negotiate with Xi Jinping, how many distinct countries signed a formal agreement with Cristina Fernández de Kirchner?',
     {'op': 'ndistinct', 'x': 'Cristina Fernández de Kirchner', 'r': 'Sign formal agreement', 'role': 'tail', 'window': {'anchor': {'h': 'Cristina Fernández de Kirchner', 'r': 'Express intent to meet or negotiate', 't': 'Xi Jinping', 'which': 'first'}, 'unit': 'within', 'n': 10}, 'kind': 'country'}),
    ('cmb', 'mq', 'Whom did Okada Katsuya express an intent to meet or negotiate with most frequently within 2 days of the third time Okada Katsuya expressed an intent to meet or negotiate with Tanzania?',
     {'op': 'most', 'x': 'Okada Katsuya', 'r': 'Express intent to meet or negotiate', 'role': 'head', 'window': {'anchor': {'h': 'Okada Katsuya', 'r': 'Express intent to meet or negotiate', 't': 'Tanzania', 'which': 'nth', 'n': 3}, 'unit': 'within', 'n': 2}, 'why': 'tie'}),
    ('cmb', 'mq', 'During the calendar month after the first time Lee Myung Bak negotiated with Yasuo Fukuda, whom did Lee Myung Bak visit most frequently?',
     {'op': 'most', 'x': 'Lee Myung Bak', 'r': 'Make a visit', 'role': 'head', 'window': {'anchor': {'h': 'Lee Myung Bak', 'r': 'Engage in negotiation', 't': 'Yasuo Fukuda', 'which': 'first'}, 'unit': 'month', 'dir': 'after'}, 'why': 'tie'}),
    ('cmb', 'mq', "Whom did Mahmoud Ahmadinejad express an intent to meet or negotiate with most often during the year after Mahmoud Ahmadinejad's first formal agreement with Evo Morales?",
     {'op': 'most', 'x': 'Mahmoud Ahmadinejad', 'r': 'Express intent to meet or negotiate', 'role': 'head', 'window': {'anchor': {'h': 'Mahmoud Ahmadinejad', 'r': 'Sign formal agreement', 't': 'Evo Morales', 'which': 'first'}, 'unit': 'year', 'dir': 'after'}, 'why': 'tie'}),
    ('cmb', 'mq', 'Whom did Julia Gillard consult with most frequently during the year after Julia Gillard first paid a visit to Mexico?',
     {'op': 'most', 'x': 'Julia Gillard', 'r': 'Consult', 'role': 'head', 'window': {'anchor': {'h': 'Julia Gillard', 'r': 'Make a visit', 't': 'Mexico', 'which': 'first'}, 'unit': 'year', 'dir': 'after'}, 'why': 'tie'}),
    ('cmb', 'mq', 'In the calendar month after Mahmoud Ahmadinejad negotiated with Daniel Ortega, who held a phone call with Mahmoud Ahmadinejad more often than anyone else?',
     {'op': 'most', 'x': 'Mahmoud Ahmadinejad', 'r': 'Discuss by telephone', 'role': 'tail', 'window': {'anchor': {'h': 'Mahmoud Ahmadinejad', 'r': 'Engage in negotiation', 't': 'Daniel Ortega', 'which': 'only'}, 'unit': 'month', 'dir': 'after'}, 'why': 'ambiguous'}),
    ('cmb', 'mq', 'Who hosted Abdel Fattah Al-Sisi the most times during the week after Abdel Fattah Al-Sisi consulted with Chuck Hagel?',
     {'op': 'most', 'x': 'Abdel Fattah Al-Sisi', 'r': 'Host a visit', 'role': 'tail', 'window': {'anchor': {'h': 'Abdel Fattah Al-Sisi', 'r': 'Consult', 't': 'Chuck Hagel', 'which': 'only'}, 'unit': 'week', 'dir': 'after'}, 'why': 'ambiguous'}),
    ('cmb', 'mq', "During the month before Colombia's trip to Mexico, on how many days did Mexico consult with Colombia?",
     {'op': 'count', 'h': 'Mexico', 'r': 'Consult', 't': 'Colombia', 'window': {'anchor': {'h': 'Colombia', 'r': 'Make a visit', 't': 'Mexico', 'which': 'only'}, 'unit': 'month', 'dir': 'before'}, 'why': 'ambiguous'}),
    ('cmb', 'mq', 'Who visited Romania the most times in the calendar month after the agreement the International Monetary Fund signed with Romania?',
     {'op': 'most', 'x': 'Romania', 'r': 'Make a visit', 'role': 'tail', 'window': {'anchor': {'h': 'International Monetary Fund', 'r': 'Sign formal agreement', 't': 'Romania', 'which': 'only'}, 'unit': 'month', 'dir': 'after'}, 'why': 'ambiguous'}),
    ('cmb', 'mq', 'During the month after the first time Angela Merkel visited Romania, whom did Angela Merkel visit most often?',
     {'op': 'most', 'x': 'Angela Merkel', 'r': 'Make a visit', 'role': 'head', 'window': {'anchor': {'h': 'Angela Merkel', 'r': 'Make a visit', 't': 'Romania', 'which': 'first'}, 'unit': 'month', 'dir': 'after'}, 'why': 'tie'}),
    ('cmb', 'mq', 'Within the 10 days following the first time China signed an agreement with the African Union, who visited China more often than anyone else?',
     {'op': 'most', 'x': 'China', 'r': 'Make a visit', 'role': 'tail', 'window': {'anchor': {'h': 'China', 'r': 'Sign formal agreement', 't': 'African Union', 'which': 'first'}, 'unit': 'ndays', 'dir': 'after', 'n': 10}, 'why': 'tie'}),
    ('cmb', 'mq', "On how many days did Vietnam consult with Laos in the year after Laos' visit to Vietnam on February 28, 2014?",
     {'op': 'count', 'h': 'Vietnam', 'r': 'Consult', 't': 'Laos', 'window': {'anchor': {'h': 'Laos', 'r': 'Make a visit', 't': 'Vietnam', 'which': 'date', 'date': '2014-02-28'}, 'unit': 'year', 'dir': 'after'}}),
    # ---------------------------------------- YAGO11k: aggregates
    ('agg', 'yago', 'At which club did Frank Lampard have the longest spell?',
     {'op': 'y_longest', 'x': 'Frank Lampard', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', 'Which club did Robert Prosinečki play for the longest?',
     {'op': 'y_longest', 'x': 'Robert Prosinečki', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', 'Which club did Andriy Shevchenko play for the longest?',
     {'op': 'y_longest', 'x': 'Andriy Shevchenko', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', 'Which club did Medhi Benatia play for the longest?',
     {'op': 'y_longest', 'x': 'Medhi Benatia', 'rel': 'playsFor', 'filter': 'club', 'why': 'tie'}),
    ('agg', 'yago', 'Which club did Rafael van der Vaart spend the most years at?',
     {'op': 'y_longest', 'x': 'Rafael van der Vaart', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', 'Which club did Christian Karembeu spend the most years at?',
     {'op': 'y_longest', 'x': 'Christian Karembeu', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', 'Which club did Raymond Domenech play for for the shortest time?',
     {'op': 'y_shortest', 'x': 'Raymond Domenech', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', "Where was Rafael van der Vaart's shortest spell as a club player?",
     {'op': 'y_shortest', 'x': 'Rafael van der Vaart', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', "Where was Andriy Shevchenko's shortest spell as a club player?",
     {'op': 'y_shortest', 'x': 'Andriy Shevchenko', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', 'Which club did Junichi Inamoto play for the longest?',
     {'op': 'y_longest', 'x': 'Junichi Inamoto', 'rel': 'playsFor', 'filter': 'club', 'why': 'tie'}),
    ('agg', 'yago', 'Which club did Yossi Benayoun play for for the shortest time?',
     {'op': 'y_shortest', 'x': 'Yossi Benayoun', 'rel': 'playsFor', 'filter': 'club', 'why': 'tie'}),
    ('agg', 'yago', 'For how many different clubs has Ryan Bertrand played?',
     {'op': 'y_count', 'x': 'Ryan Bertrand', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', 'How many different clubs did Christian Karembeu play for?',
     {'op': 'y_count', 'x': 'Christian Karembeu', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', 'How many clubs did Tom Heaton play for?',
     {'op': 'y_count', 'x': 'Tom Heaton', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', 'For how many different clubs has Chris Waddle played?',
     {'op': 'y_count', 'x': 'Chris Waddle', 'rel': 'playsFor', 'filter': 'club'}),
    ('agg', 'yago', 'How many different awards has Simon Donaldson won?',
     {'op': 'y_count', 'x': 'Simon Donaldson', 'rel': 'hasWonPrize'}),
    ('agg', 'yago', 'How many different awards has Eugene Wigner won?',
     {'op': 'y_count', 'x': 'Eugene Wigner', 'rel': 'hasWonPrize'}),
    ('agg', 'yago', 'How many prizes did Robert Andrews Millikan win?',
     {'op': 'y_count', 'x': 'Robert Andrews Millikan', 'rel': 'hasWonPrize'}),
    ('agg', 'yago', 'How many prizes did J. J. Thomson receive?',
     {'op': 'y_count', 'x': 'J. J. Thomson', 'rel': 'hasWonPrize'}),
    ('agg', 'yago', 'How many prizes did Shinya Yamanaka win?',
     {'op': 'y_count', 'x': 'Shinya Yamanaka', 'rel': 'hasWonPrize'}),
    ('agg', 'yago', 'How many different spouses did Franchot Tone have?',
     {'op': 'y_count', 'x': 'Franchot Tone', 'rel': 'isMarriedTo'}),
    # ---------------------------------------- YAGO11k: ordinals
    ('ord', 'yago', 'Which was the third club Jamie Redknapp played for?',
     {'op': 'y_nth', 'x': 'Jamie Redknapp', 'rel': 'playsFor', 'filter': 'club', 'n': 3}),
    ('ord', 'yago', "What was Julian Joachim's third club?",
     {'op': 'y_nth', 'x': 'Julian Joachim', 'rel': 'playsFor', 'filter': 'club', 'n': 3}),
    ('ord', 'yago', "What was Albert Einstein's second award?",
     {'op': 'y_nth', 'x': 'Albert Einstein', 'rel': 'hasWonPrize', 'n': 2, 'why': 'tie'}),
    ('ord', 'yago', "What was Harry Kewell's third club?",
     {'op': 'y_nth', 'x': 'Harry Kewell', 'rel': 'playsFor', 'filter': 'club', 'n': 3}),
    ('ord', 'yago', "What was Tom Heaton's fourth club?",
     {'op': 'y_nth', 'x': 'Tom Heaton', 'rel': 'playsFor', 'filter': 'club', 'n': 4}),
    ('ord', 'yago', "What was Kim Källström's fourth club?",
     {'op': 'y_nth', 'x': 'Kim Källström', 'rel': 'playsFor', 'filter': 'club', 'n': 4}),
    ('ord', 'yago', "What was David Villa's fourth club?",
     {'op': 'y_nth', 'x': 'David Villa', 'rel': 'playsFor', 'filter': 'club', 'n': 4}),
    ('ord', 'yago', "What was Djibril Cissé's fourth club?",
     {'op': 'y_nth', 'x': 'Djibril Cissé', 'rel': 'playsFor', 'filter': 'club', 'n': 4}),
    ('ord', 'yago', "What was E. O. Wilson's second award?",
     {'op': 'y_nth', 'x': 'E. O. Wilson', 'rel': 'hasWonPrize', 'n': 2}),
    ('ord', 'yago', 'What was the third prize Simon Donaldson won?',
     {'op': 'y_nth', 'x': 'Simon Donaldson', 'rel': 'hasWonPrize', 'n': 3}),
    ('ord', 'yago', 'What was the third prize J. J. Thomson won?',
     {'op': 'y_nth', 'x': 'J. J. Thomson', 'rel': 'hasWonPrize', 'n': 3}),
    ('ord', 'yago', 'What was the second prize John G. Thompson won?',
     {'op': 'y_nth', 'x': 'John G. Thompson', 'rel': 'hasWonPrize', 'n': 2}),
    ('ord', 'yago', 'Which award did Michael Atiyah receive third?',
     {'op': 'y_nth', 'x': 'Michael Atiyah', 'rel': 'hasWonPrize', 'n': 3}),
    ('ord', 'yago', "What was Eugene Wigner's third award?",
     {'op': 'y_nth', 'x': 'Eugene Wigner', 'rel': 'hasWonPrize', 'n': 3}),
    ('ord', 'yago', 'Which award did Vladimir Arnold receive third?',
     {'op': 'y_nth', 'x': 'Vladimir Arnold', 'rel': 'hasWonPrize', 'n': 3}),
    ('ord', 'yago', 'Whom did Fran Drescher marry second?',
     {'op': 'y_nth', 'x': 'Fran Drescher', 'rel': 'isMarriedTo', 'n': 2}),
    ('ord', 'yago', 'Whom did Arlene Dahl marry second?',
     {'op': 'y_nth', 'x': 'Arlene Dahl', 'rel': 'isMarriedTo', 'n': 2}),
    ('ord', 'yago', "Who was Paul Douglas' second spouse?",
     {'op': 'y_nth', 'x': 'Paul Douglas (actor)', 'rel': 'isMarriedTo', 'n': 2}),
    ('ord', 'yago', 'Whom did Jennifer Aniston marry second?',
     {'op': 'y_nth', 'x': 'Jennifer Aniston', 'rel': 'isMarriedTo', 'n': 2}),
    ('ord', 'yago', 'Which club did Peter Crouch join third?',
     {'op': 'y_nth', 'x': 'Peter Crouch', 'rel': 'playsFor', 'filter': 'club', 'n': 3, 'why': 'tie'}),
    ('ord', 'yago', 'Which award did Shinya Yamanaka receive second?',
     {'op': 'y_nth', 'x': 'Shinya Yamanaka', 'rel': 'hasWonPrize', 'n': 2, 'why': 'tie'}),
    # ---------------------------------------- YAGO11k: offsets
    ('off', 'yago', 'In the year after winning the Michael Faraday Prize, which award did George Porter receive?',
     {'op': 'y_who', 'x': 'George Porter', 'rel': 'hasWonPrize', 'mode': 'start', 'delta': 1, 'anchor': {'x': 'George Porter', 'rel': 'hasWonPrize', 't': 'Michael Faraday Prize', 'end': 'start'}}),
    ('off', 'yago', 'In the year before winning the Royal Medal, which award did Joseph Larmor receive?',
     {'op': 'y_who', 'x': 'Joseph Larmor', 'rel': 'hasWonPrize', 'mode': 'start', 'delta': -1, 'anchor': {'x': 'Joseph Larmor', 'rel': 'hasWonPrize', 't': 'Royal Medal', 'end': 'start'}}),
    ('off', 'yago', 'Which prize did Terence Tao win the year before winning the Clay Research Award?',
     {'op': 'y_who', 'x': 'Terence Tao', 'rel': 'hasWonPrize', 'mode': 'start', 'delta': -1, 'anchor': {'x': 'Terence Tao', 'rel': 'hasWonPrize', 't': 'Clay Research Award', 'end': 'start'}}),
    ('off', 'yago', 'In the year after winning the Harvey Prize, which award did Elizabeth Blackburn receive?',
     {'op': 'y_who', 'x': 'Elizabeth Blackburn', 'rel': 'hasWonPrize', 'mode': 'start', 'delta': 1, 'anchor': {'x': 'Elizabeth Blackburn', 'rel': 'hasWonPrize', 't': 'Harvey Prize', 'end': 'start'}}),
    ('off', 'yago', 'In the year before winning the Nobel Prize in Physiology or Medicine, which award did Elizabeth Blackburn receive?',
     {'op': 'y_who', 'x': 'Elizabeth Blackburn', 'rel': 'hasWonPrize', 'mode': 'start', 'delta': -1, 'anchor': {'x': 'Elizabeth Blackburn', 'rel': 'hasWonPrize', 't': 'Nobel Prize in Physiology or Medicine', 'end': 'start'}}),
    ('off', 'yago', 'In the year before winning the Nobel Prize in Chemistry, which award did Peter Debye receive?',
     {'op': 'y_who', 'x': 'Peter Debye', 'rel': 'hasWonPrize', 'mode': 'start', 'delta': -1, 'anchor': {'x': 'Peter Debye', 'rel': 'hasWonPrize', 't': 'Nobel Prize in Chemistry', 'end': 'start'}}),
    ('off', 'yago', 'In the year after winning the Enrico Fermi Award, which award did Eugene Wigner receive?',
     {'op': 'y_who', 'x': 'Eugene Wigner', 'rel': 'hasWonPrize', 'mode': 'start', 'delta': 1, 'anchor': {'x': 'Eugene Wigner', 'rel': 'hasWonPrize', 't': 'Enrico Fermi Award', 'end': 'start'}}),
    ('off', 'yago', 'Which prize did Marie Curie win the year before winning the Nobel Prize in Chemistry?',
     {'op': 'y_who', 'x': 'Marie Curie', 'rel': 'hasWonPrize', 'mode': 'start', 'delta': -1, 'anchor': {'x': 'Marie Curie', 'rel': 'hasWonPrize', 't': 'Nobel Prize in Chemistry', 'end': 'start'}}),
    ('off', 'yago', 'In the year before winning the Comstock Prize in Physics, which awards did Ernest Lawrence receive?',
     {'op': 'y_who', 'x': 'Ernest Lawrence', 'rel': 'hasWonPrize', 'mode': 'start', 'delta': -1, 'anchor': {'x': 'Ernest Lawrence', 'rel': 'hasWonPrize', 't': 'Comstock Prize in Physics', 'end': 'start'}}),
    ('off', 'yago', 'Which club did Paul Konchesky join the year after leaving Queens Park Rangers F.C.?',
     {'op': 'y_who', 'x': 'Paul Konchesky', 'rel': 'playsFor', 'filter': 'club', 'mode': 'start', 'delta': 1, 'anchor': {'x': 'Paul Konchesky', 'rel': 'playsFor', 't': 'Queens Park Rangers F.C.', 'end': 'end'}}),
    ('off', 'yago', 'Which club did Reto Ziegler join the year after leaving Hamburger SV?',
     {'op': 'y_who', 'x': 'Reto Ziegler', 'rel': 'playsFor', 'filter': 'club', 'mode': 'start', 'delta': 1, 'anchor': {'x': 'Reto Ziegler', 'rel': 'playsFor', 't': 'Hamburger SV', 'end': 'end'}}),
    ('off', 'yago', 'In the year after leaving Liverpool F.C., which club did Harry Kewell join?',
     {'op': 'y_who', 'x': 'Harry Kewell', 'rel': 'playsFor', 'filter': 'club', 'mode': 'start', 'delta': 1, 'anchor': {'x': 'Harry Kewell', 'rel': 'playsFor', 't': 'Liverpool F.C.', 'end': 'end'}}),
    ('off', 'yago', 'In the year after leaving Aston Villa F.C., which club did Peter Crouch join?',
     {'op': 'y_who', 'x': 'Peter Crouch', 'rel': 'playsFor', 'filter': 'club', 'mode': 'start', 'delta': 1, 'anchor': {'x': 'Peter Crouch', 'rel': 'playsFor', 't': 'Aston Villa F.C.', 'end': 'end'}}),
    ('off', 'yago', 'In the year after leaving Sporting Clube de Portugal, which club did Silvestre Varela join?',
     {'op': 'y_who', 'x': 'Silvestre Varela', 'rel': 'playsFor', 'filter': 'club', 'mode': 'start', 'delta': 1, 'anchor': {'x': 'Silvestre Varela', 'rel': 'playsFor', 't': 'Sporting Clube de Portugal', 'end': 'end'}}),
    ('off', 'yago', 'Which club did Yossi Benayoun join the year after leaving Chelsea F.C.?',
     {'op': 'y_who', 'x': 'Yossi Benayoun', 'rel': 'playsFor', 'filter': 'club', 'mode': 'start', 'delta': 1, 'anchor': {'x': 'Yossi Benayoun', 'rel': 'playsFor', 't': 'Chelsea F.C.', 'end': 'end'}}),
    ('off', 'yago', 'In the year before joining Inter Milan, which club did Jürgen Klinsmann play for?',
     {'op': 'y_who', 'x': 'Jürgen Klinsmann', 'rel': 'playsFor', 'filter': 'club', 'mode': 'holds', 'delta': -1, 'anchor': {'x': 'Jürgen Klinsmann', 'rel': 'playsFor', 't': 'Inter Milan', 'end': 'start'}}),
    ('off', 'yago', 'Which club was Graham Roberts playing for in the year before joining Chelsea F.C.?',
     {'op': 'y_who', 'x': 'Graham Roberts', 'rel': 'playsFor', 'filter': 'club', 'mode': 'holds', 'delta': -1, 'anchor': {'x': 'Graham Roberts', 'rel': 'playsFor', 't': 'Chelsea F.C.', 'end': 'start'}}),
    ('off', 'yago', 'Which club was Wayne Bridge playing for in the year before joining Chelsea F.C.?',
     {'op': 'y_who', 'x': 'Wayne Bridge', 'rel': 'playsFor', 'filter': 'club', 'mode': 'holds', 'delta': -1, 'anchor': {'x': 'Wayne Bridge', 'rel': 'playsFor', 't': 'Chelsea F.C.', 'end': 'start'}}),
    ('off', 'yago', 'Which club was Scott Carson playing for in the year before joining Liverpool F.C.?',
     {'op': 'y_who', 'x': 'Scott Carson', 'rel': 'playsFor', 'filter': 'club', 'mode': 'holds', 'delta': -1, 'anchor': {'x': 'Scott Carson', 'rel': 'playsFor', 't': 'Liverpool F.C.', 'end': 'start'}}),
    ('off', 'yago', 'In the year before joining FC Bayern Munich, which clubs did Medhi Benatia play for?',
     {'op': 'y_who', 'x': 'Medhi Benatia', 'rel': 'playsFor', 'filter': 'club', 'mode': 'holds', 'delta': -1, 'anchor': {'x': 'Medhi Benatia', 'rel': 'playsFor', 't': 'FC Bayern Munich', 'end': 'start'}}),
    ('off', 'yago', 'Which club was Alexandre Pato playing for in the year before joining Sport Club Corinthians Paulista?',
     {'op': 'y_who', 'x': 'Alexandre Pato', 'rel': 'playsFor', 'filter': 'club', 'mode': 'holds', 'delta': -1, 'anchor': {'x': 'Alexandre Pato', 'rel': 'playsFor', 't': 'Sport Club Corinthians Paulista', 'end': 'start'}}),
    # ---------------------------------------- YAGO11k: time between
    ('btw', 'yago', 'How many years after Terence Tao won the Alan T. Waterman Award did Terence Tao win the Royal Medal?',
     {'op': 'y_between', 'e1': {'x': 'Terence Tao', 'rel': 'hasWonPrize', 't': 'Alan T. Waterman Award', 'end': 'start'}, 'e2': {'x': 'Terence Tao', 'rel': 'hasWonPrize', 't': 'Royal Medal', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after Harold Jeffreys won the Murchison Medal did Harold Jeffreys win the William Bowie Medal?',
     {'op': 'y_between', 'e1': {'x': 'Harold Jeffreys', 'rel': 'hasWonPrize', 't': 'Murchison Medal', 'end': 'start'}, 'e2': {'x': 'Harold Jeffreys', 'rel': 'hasWonPrize', 't': 'William Bowie Medal', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after John G. Thompson won the Cole Prize did he win the Fields Medal?',
     {'op': 'y_between', 'e1': {'x': 'John G. Thompson', 'rel': 'hasWonPrize', 't': 'Cole Prize', 'end': 'start'}, 'e2': {'x': 'John G. Thompson', 'rel': 'hasWonPrize', 't': 'Fields Medal', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after winning the Royal Medal did J. J. Thomson win the Franklin Medal?',
     {'op': 'y_between', 'e1': {'x': 'J. J. Thomson', 'rel': 'hasWonPrize', 't': 'Royal Medal', 'end': 'start'}, 'e2': {'x': 'J. J. Thomson', 'rel': 'hasWonPrize', 't': 'Franklin Medal', 'end': 'start'}}),
    ('btw', 'yago', 'How many years passed between Peter Debye winning the Willard Gibbs Award and Peter Debye winning the National Medal of Science?',
     {'op': 'y_between', 'e1': {'x': 'Peter Debye', 'rel': 'hasWonPrize', 't': 'Willard Gibbs Award', 'end': 'start'}, 'e2': {'x': 'Peter Debye', 'rel': 'hasWonPrize', 't': 'National Medal of Science', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after being born did Yakov Sinai win the Abel Prize?',
     {'op': 'y_between', 'e1': {'x': 'Yakov Sinai', 'rel': 'wasBornIn', 't': None, 'end': 'start'}, 'e2': {'x': 'Yakov Sinai', 'rel': 'hasWonPrize', 't': 'Abel Prize', 'end': 'start'}}),
    ('btw', 'yago', "How many years passed between Martin Ryle's birth and Martin Ryle winning the Bruce Medal?",
     {'op': 'y_between', 'e1': {'x': 'Martin Ryle', 'rel': 'wasBornIn', 't': None, 'end': 'start'}, 'e2': {'x': 'Martin Ryle', 'rel': 'hasWonPrize', 't': 'Bruce Medal', 'end': 'start'}}),
    ('btw', 'yago', "How many years passed between Subrahmanyan Chandrasekhar's birth and Subrahmanyan Chandrasekhar winning the National Medal of Science?",
     {'op': 'y_between', 'e1': {'x': 'Subrahmanyan Chandrasekhar', 'rel': 'wasBornIn', 't': None, 'end': 'start'}, 'e2': {'x': 'Subrahmanyan Chandrasekhar', 'rel': 'hasWonPrize', 't': 'National Medal of Science', 'end': 'start'}}),
    ('btw', 'yago', "How many years passed between Charles K. Kao's birth and Charles K. Kao winning the Faraday Medal?",
     {'op': 'y_between', 'e1': {'x': 'Charles K. Kao', 'rel': 'wasBornIn', 't': None, 'end': 'start'}, 'e2': {'x': 'Charles K. Kao', 'rel': 'hasWonPrize', 't': 'Faraday Medal', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after being born did Marie Curie win the Nobel Prize in Physics?',
     {'op': 'y_between', 'e1': {'x': 'Marie Curie', 'rel': 'wasBornIn', 't': None, 'end': 'start'}, 'e2': {'x': 'Marie Curie', 'rel': 'hasWonPrize', 't': 'Nobel Prize in Physics', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after joining Crystal Palace F.C. did Matthew Upson join West Ham United F.C.?',
     {'op': 'y_between', 'e1': {'x': 'Matthew Upson', 'rel': 'playsFor', 't': 'Crystal Palace F.C.', 'end': 'start'}, 'e2': {'x': 'Matthew Upson', 'rel': 'playsFor', 't': 'West Ham United F.C.', 'end': 'start'}}),
    ('btw', 'yago', 'How many years passed between Scott Sinclair joining Bristol Rovers F.C. and Scott Sinclair joining Charlton Athletic F.C.?',
     {'op': 'y_between', 'e1': {'x': 'Scott Sinclair', 'rel': 'playsFor', 't': 'Bristol Rovers F.C.', 'end': 'start'}, 'e2': {'x': 'Scott Sinclair', 'rel': 'playsFor', 't': 'Charlton Athletic F.C.', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after Graham Roberts joined Chelsea F.C. did Graham Roberts join Yeovil Town F.C.?',
     {'op': 'y_between', 'e1': {'x': 'Graham Roberts', 'rel': 'playsFor', 't': 'Chelsea F.C.', 'end': 'start'}, 'e2': {'x': 'Graham Roberts', 'rel': 'playsFor', 't': 'Yeovil Town F.C.', 'end': 'start'}}),
    ('btw', 'yago', 'How many years passed between Orlando Sá joining Fulham F.C. and Orlando Sá joining Standard Liège?',
     {'op': 'y_between', 'e1': {'x': 'Orlando Sá', 'rel': 'playsFor', 't': 'Fulham F.C.', 'end': 'start'}, 'e2': {'x': 'Orlando Sá', 'rel': 'playsFor', 't': 'Standard Liège', 'end': 'start'}}),
    ('btw', 'yago', 'How many years passed between Stan Collymore leaving Wolverhampton Wanderers F.C. and Stan Collymore joining Real Oviedo?',
     {'op': 'y_between', 'e1': {'x': 'Stan Collymore', 'rel': 'playsFor', 't': 'Wolverhampton Wanderers F.C.', 'end': 'end'}, 'e2': {'x': 'Stan Collymore', 'rel': 'playsFor', 't': 'Real Oviedo', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after Jürgen Klinsmann left VfB Stuttgart did Jürgen Klinsmann join Tottenham Hotspur F.C.?',
     {'op': 'y_between', 'e1': {'x': 'Jürgen Klinsmann', 'rel': 'playsFor', 't': 'VfB Stuttgart', 'end': 'end'}, 'e2': {'x': 'Jürgen Klinsmann', 'rel': 'playsFor', 't': 'Tottenham Hotspur F.C.', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after leaving FC Metz did Oguchi Onyewu join Newcastle United F.C.?',
     {'op': 'y_between', 'e1': {'x': 'Oguchi Onyewu', 'rel': 'playsFor', 't': 'FC Metz', 'end': 'end'}, 'e2': {'x': 'Oguchi Onyewu', 'rel': 'playsFor', 't': 'Newcastle United F.C.', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after marrying Brigitte Bardot did Roger Vadim marry Annette Stroyberg?',
     {'op': 'y_between', 'e1': {'x': 'Roger Vadim', 'rel': 'isMarriedTo', 't': 'Brigitte Bardot', 'end': 'start'}, 'e2': {'x': 'Roger Vadim', 'rel': 'isMarriedTo', 't': 'Annette Stroyberg', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after marrying Regina Peruggi did Rudy Giuliani marry Donna Hanover?',
     {'op': 'y_between', 'e1': {'x': 'Rudy Giuliani', 'rel': 'isMarriedTo', 't': 'Regina Peruggi', 'end': 'start'}, 'e2': {'x': 'Rudy Giuliani', 'rel': 'isMarriedTo', 't': 'Donna Hanover', 'end': 'start'}}),
    ('btw', 'yago', 'How many years after marrying Dennis Hopper did Katherine LaNasa marry French Stewart?',
     {'op': 'y_between', 'e1': {'x': 'Katherine LaNasa', 'rel': 'isMarriedTo', 't': 'Dennis Hopper', 'end': 'start'}, 'e2': {'x': 'Katherine LaNasa', 'rel': 'isMarriedTo', 't': 'French Stewart', 'end': 'start'}, 'why': 'ambiguous'}),
    ('btw', 'yago', 'How many years after marrying Cara Williams did John Drew Barrymore marry Nina Wayne?',
     {'op': 'y_between', 'e1': {'x': 'John Drew Barrymore', 'rel': 'isMarriedTo', 't': 'Cara Williams', 'end': 'start'}, 'e2': {'x': 'John Drew Barrymore', 'rel': 'isMarriedTo', 't': 'Nina Wayne', 'end': 'start'}, 'why': 'ambiguous'}),
    # ---------------------------------------- YAGO11k: combinations
    ('cmb', 'yago', 'How many prizes had John Archibald Wheeler won before winning the Oersted Medal?',
     {'op': 'y_agg', 'x': 'John Archibald Wheeler', 'rel': 'hasWonPrize', 'agg': 'count', 'side': 'before', 'anchor': {'x': 'John Archibald Wheeler', 'rel': 'hasWonPrize', 't': 'Oersted Medal', 'end': 'start'}}),
    ('cmb', 'yago', 'After winning the Irving Langmuir Award, how many more prizes did Linus Pauling win?',
     {'op': 'y_agg', 'x': 'Linus Pauling', 'rel': 'hasWonPrize', 'agg': 'count', 'side': 'after', 'anchor': {'x': 'Linus Pauling', 'rel': 'hasWonPrize', 't': 'Irving Langmuir Award', 'end': 'start'}}),
    ('cmb', 'yago', 'How many prizes did John G. Thompson win after winning the Fields Medal?',
     {'op': 'y_agg', 'x': 'John G. Thompson', 'rel': 'hasWonPrize', 'agg': 'count', 'side': 'after', 'anchor': {'x': 'John G. Thompson', 'rel': 'hasWonPrize', 't': 'Fields Medal', 'end': 'start'}}),
    ('cmb', 'yago', 'Before winning the Tyler Prize for Environmental Achievement, how many prizes had E. O. Wilson already received?',
     {'op': 'y_agg', 'x': 'E. O. Wilson', 'rel': 'hasWonPrize', 'agg': 'count', 'side': 'before', 'anchor': {'x': 'E. O. Wilson', 'rel': 'hasWonPrize', 't': 'Tyler Prize for Environmental Achievement', 'end': 'start'}}),
    ('cmb', 'yago', 'Before winning the Faraday Medal, how many prizes had J. J. Thomson already received?',
     {'op': 'y_agg', 'x': 'J. J. Thomson', 'rel': 'hasWonPrize', 'agg': 'count', 'side': 'before', 'anchor': {'x': 'J. J. Thomson', 'rel': 'hasWonPrize', 't': 'Faraday Medal', 'end': 'start'}}),
    ('cmb', 'yago', 'How many prizes had Albert Einstein won before winning the Copley Medal?',
     {'op': 'y_agg', 'x': 'Albert Einstein', 'rel': 'hasWonPrize', 'agg': 'count', 'side': 'before', 'anchor': {'x': 'Albert Einstein', 'rel': 'hasWonPrize', 't': 'Copley Medal', 'end': 'start'}}),
    ('cmb', 'yago', 'How many prizes had Irving Langmuir won before winning the Willard Gibbs Award?',
     {'op': 'y_agg', 'x': 'Irving Langmuir', 'rel': 'hasWonPrize', 'agg': 'count', 'side': 'before', 'anchor': {'x': 'Irving Langmuir', 'rel': 'hasWonPrize', 't': 'Willard Gibbs Award', 'end': 'start'}}),
    ('cmb', 'yago', 'How many prizes did Nicolaas Bloembergen win after winning the National Medal of Science?',
     {'op': 'y_agg', 'x': 'Nicolaas Bloembergen', 'rel': 'hasWonPrize', 'agg': 'count', 'side': 'after', 'anchor': {'x': 'Nicolaas Bloembergen', 'rel': 'hasWonPrize', 't': 'National Medal of Science', 'end': 'start'}}),
    ('cmb', 'yago', 'After winning the Wolf Prize in Physics, what was the next prize John Archibald Wheeler won?',
     {'op': 'y_agg', 'x': 'John Archibald Wheeler', 'rel': 'hasWonPrize', 'agg': 'nth', 'n': 1, 'side': 'after', 'anchor': {'x': 'John Archibald Wheeler', 'rel': 'hasWonPrize', 't': 'Wolf Prize in Physics', 'end': 'start'}}),
    ('cmb', 'yago', 'After winning the Oersted Medal, what was the next prize Robert Andrews Millikan won?',
     {'op': 'y_agg', 'x': 'Robert Andrews Millikan', 'rel': 'hasWonPrize', 'agg': 'nth', 'n': 1, 'side': 'after', 'anchor': {'x': 'Robert Andrews Millikan', 'rel': 'hasWonPrize', 't': 'Oersted Medal', 'end': 'start'}}),
    ('cmb', 'yago', 'Which prize did Michael Atiyah win next after winning the Fields Medal?',
     {'op': 'y_agg', 'x': 'Michael Atiyah', 'rel': 'hasWonPrize', 'agg': 'nth', 'n': 1, 'side': 'after', 'anchor': {'x': 'Michael Atiyah', 'rel': 'hasWonPrize', 't': 'Fields Medal', 'end': 'start'}}),
    ('cmb', 'yago', 'Which prize did Ernest Lawrence win next after winning the Faraday Medal?',
     {'op': 'y_agg', 'x': 'Ernest Lawrence', 'rel': 'hasWonPrize', 'agg': 'nth', 'n': 1, 'side': 'after', 'anchor': {'x': 'Ernest Lawrence', 'rel': 'hasWonPrize', 't': 'Faraday Medal', 'end': 'start'}}),
    ('cmb', 'yago', 'After winning the Hughes Medal, what was the next prize Irving Langmuir won?',
     {'op': 'y_agg', 'x': 'Irving Langmuir', 'rel': 'hasWonPrize', 'agg': 'nth', 'n': 1, 'side': 'after', 'anchor': {'x': 'Irving Langmuir', 'rel': 'hasWonPrize', 't': 'Hughes Medal', 'end': 'start'}}),
    ('cmb', 'yago', 'After leaving Olympiacos F.C., how many different clubs did Enzo Maresca join?',
     {'op': 'y_agg', 'x': 'Enzo Maresca', 'rel': 'playsFor', 'filter': 'club', 'agg': 'count', 'side': 'after', 'anchor': {'x': 'Enzo Maresca', 'rel': 'playsFor', 't': 'Olympiacos F.C.', 'end': 'end'}}),
    ('cmb', 'yago', 'After leaving Servette FC, how many different clubs did Reto Ziegler join?',
     {'op': 'y_agg', 'x': 'Reto Ziegler', 'rel': 'playsFor', 'filter': 'club', 'agg': 'count', 'side': 'after', 'anchor': {'x': 'Reto Ziegler', 'rel': 'playsFor', 't': 'Servette FC', 'end': 'end'}}),
    ('cmb', 'yago', 'How many clubs did Djibril Cissé play for after leaving Liverpool F.C.?',
     {'op': 'y_agg', 'x': 'Djibril Cissé', 'rel': 'playsFor', 'filter': 'club', 'agg': 'count', 'side': 'after', 'anchor': {'x': 'Djibril Cissé', 'rel': 'playsFor', 't': 'Liverpool F.C.', 'end': 'end'}}),
    ('cmb', 'yago', 'After leaving FBK Kaunas, how many different clubs did Roman Bednář join?',
     {'op': 'y_agg', 'x': 'Roman Bednář', 'rel': 'playsFor', 'filter': 'club', 'agg': 'count', 'side': 'after', 'anchor': {'x': 'Roman Bednář', 'rel': 'playsFor', 't': 'FBK Kaunas', 'end': 'end'}}),
    ('cmb', 'yago', 'After leaving Bologna F.C. 1909, which club did Enzo Maresca play for the longest?',
     {'op': 'y_agg', 'x': 'Enzo Maresca', 'rel': 'playsFor', 'filter': 'club', 'agg': 'longest', 'side': 'after', 'anchor': {'x': 'Enzo Maresca', 'rel': 'playsFor', 't': 'Bologna F.C. 1909', 'end': 'end'}}),
    ('cmb', 'yago', 'Of the clubs Eliran Danin joined after leaving Beitar Nes Tubruk F.C., which one did Eliran Danin stay at the longest?',
     {'op': 'y_agg', 'x': 'Eliran Danin', 'rel': 'playsFor', 'filter': 'club', 'agg': 'longest', 'side': 'after', 'anchor': {'x': 'Eliran Danin', 'rel': 'playsFor', 't': 'Beitar Nes Tubruk F.C.', 'end': 'end'}}),
    ('cmb', 'yago', 'After leaving FC Lokomotiv Moscow, which club did Dmitri Bulykin play for the longest?',
     {'op': 'y_agg', 'x': 'Dmitri Bulykin', 'rel': 'playsFor', 'filter': 'club', 'agg': 'longest', 'side': 'after', 'anchor': {'x': 'Dmitri Bulykin', 'rel': 'playsFor', 't': 'FC Lokomotiv Moscow', 'end': 'end'}}),
    ('cmb', 'yago', 'Of the clubs Marcello Trotta joined after leaving S.S.C. Napoli, which one did Marcello Trotta stay at the longest?',
     {'op': 'y_agg', 'x': 'Marcello Trotta', 'rel': 'playsFor', 'filter': 'club', 'agg': 'longest', 'side': 'after', 'anchor': {'x': 'Marcello Trotta', 'rel': 'playsFor', 't': 'S.S.C. Napoli', 'end': 'end'}}),
]


# =============================================================== build and write
KIND_NAMES = {"agg": "aggregates", "ord": "ordinals", "off": "offsets", "btw": "time between",
              "cmb": "combinations"}


def norm(q):
    return " ".join(words(q))


def answer_of(kg, yg, graph, m):
    if graph == "mq":
        return mq_answer(kg, m)
    return y_answer(yg, m)


def build(kg, yg):
    items = []
    seen_q, seen_m = {}, {}
    xc = XC(kg, yg, CASES)
    for i, case in enumerate(CASES):
        kind, graph, q, m = case
        try:
            check(kind in KIND_NAMES and graph in ("mq", "yago"), "bad kind / graph")
            ans = answer_of(kg, yg, graph, m)
            if graph == "mq":
                check(mq_answer(kg, m, wide=True) == ans, "the wide reading changes the answer")
                check_mq_case(kg, q, m, ans)
                other = xc.mq(m)
            else:
                check_yago_case(yg, q, m, ans)
                other = xc.yago(m)
            check(other == ans, "the second computation gives %r, the first %r" % (other, ans))
            k = norm(q)
            check(k not in seen_q, "duplicate question (see case %d)" % seen_q.get(k, -1))
            seen_q[k] = i
            km = json.dumps([graph, m], sort_keys=True, ensure_ascii=False)
            check(km not in seen_m, "duplicate meaning (see case %d)" % seen_m.get(km, -1))
            seen_m[km] = i
        except CheckError as e:
            raise CheckError("case %d (%s): %s\n    %s" % (i, kind, e, q))
        items.append({"id": "an-%04d" % (i + 1), "question": q, "answers": ans})
    return items


def stats(items):
    st = Counter()
    for it, (kind, graph, q, m) in zip(items, CASES):
        half = "dev" if int(it["id"][3:]) % 2 == 1 else "test"
        st[(graph, kind)] += 1
        st[(graph, kind, half)] += 1
        st[kind] += 1
        st[graph] += 1
        st[half] += 1
        if it["answers"] == [NO]:
            st["no:" + m["why"]] += 1
            st[("no", half)] += 1
    return st


def set_checks(st):
    n = len(CASES)
    check(n >= 300, "only %d questions" % n)
    for k in KIND_NAMES:
        check(0.17 * n <= st[k] <= 0.23 * n, "kind %s has %d of %d questions" % (k, st[k], n))
    check(st["mq"] >= 190 and st["yago"] >= 95, "graph balance")
    check(0.03 * n <= st["no:ambiguous"] <= 0.07 * n, "ambiguous-time questions: %d" % st["no:ambiguous"])
    check(0.05 * n <= st["no:tie"] <= 0.08 * n, "tie questions: %d" % st["no:tie"])
    check(abs(st["dev"] - st["test"]) <= 1, "halves of unequal size")


def render(items):
    dev, test = items[0::2], items[1::2]
    return [(name, json.dumps(part, ensure_ascii=False, indent=1) + "\n")
            for name, part in (("analyst-dev.json", dev), ("analyst-test.json", test))]


def main(argv):
    explain = "--explain" in argv
    args = [a for a in argv[1:] if not a.startswith("--")]
    if len(args) == 1:
        mq_dir, y_dir = os.path.join(args[0], "multitq"), os.path.join(args[0], "yago11k")
    elif len(args) == 2:
        mq_dir, y_dir = args
    else:
        raise SystemExit("usage: python3 gold.py DATA_DIR   |   python3 gold.py MULTITQ_DIR YAGO11K_DIR")
    for f in [os.path.join(mq_dir, "full.txt.gz")] + [os.path.join(y_dir, n + ".txt.gz") for n in ("train", "valid", "test")]:
        if not os.path.isfile(f):
            raise SystemExit("CHECK FAILED: missing data file %s" % f)
    try:
        kg = MQ(os.path.join(mq_dir, "full.txt.gz"))
        yg = YAGO(y_dir)
        check(kg.lines == MQ_LINES, "MultiTQ: %d lines, expected %d" % (kg.lines, MQ_LINES))
        check(yg.lines == YAGO_LINES, "YAGO11k: %d lines, expected %d" % (yg.lines, YAGO_LINES))
        for c in COUNTRIES + INTL_ORGS:
            check(c in kg.entities, "table entity not in the graph: %r" % c)
        for e, f in DISPLAY.items():
            check(e in kg.entities, "display entity not in the graph: %r" % e)
            if f.lower() != e.lower() and not e.lower() in f.lower():
                clash = [x for x in kg.entities if x != e and f.lower().replace("the ", "") in x.lower()]
                check(not clash, "short form %r also names %r" % (f, clash[:3]))
        items = build(kg, yg)
        st = stats(items)
        set_checks(st)
        out = render(items)
        check(out == render(build(kg, yg)), "a second build differs")
    except CheckError as e:
        raise SystemExit("CHECK FAILED: %s" % e)
    for name, text in out:
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    if explain:
        for it, (kind, graph, q, m) in zip(items, CASES):
            print("%s %-4s %-4s %s\n      %s\n      -> %s" % (it["id"], graph, kind, q,
                                                          json.dumps(m, ensure_ascii=False), it["answers"]))
    print("MultiTQ: %d lines, %d facts used (%d head = tail ignored); YAGO11k: %d lines, %d facts used (%s)"
          % (kg.lines, len(kg.raw), kg.self_loops, yg.lines, len(yg.facts),
             ", ".join("%s %d" % kv for kv in sorted(yg.skipped.items()))))
    print("questions %d: dev %d, test %d" % (len(items), st["dev"], st["test"]))
    for g in ("mq", "yago"):
        print("  %-4s %3d: %s" % (g, st[g], ", ".join("%s %d (dev %d / test %d)" % (
            KIND_NAMES[k], st[(g, k)], st[(g, k, "dev")], st[(g, k, "test")]) for k in KIND_NAMES)))
    print("  expected 'no answer': ambiguous time %d, ties %d (dev %d / test %d)"
          % (st["no:ambiguous"], st["no:tie"], st[("no", "dev")], st[("no", "test")]))


if __name__ == "__main__":
    main(sys.argv)
