"""questions-people-5: 200 temporal questions in ordinary people's wording over MultiTQ (120) and YAGO11k (80).

The questions are data (M_QUESTIONS, Y_QUESTIONS): the text next to its structured meaning. Every answer is computed
here from the raw files, every check below must pass, and only then are people5-dev.json (positions 0, 2, 4, ...) and
people5-test.json (positions 1, 3, 5, ...) written. Standard library only.

    python3 gold.py [path/to/shared/data]
"""
# ---------------------------------------------------------------- loading
import csv, datetime, gzip, json, os, re, sys, unicodedata, collections

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DATA = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "data"))


def load_multitq(data):
    facts = set()
    with gzip.open(os.path.join(data, "multitq", "full.txt.gz"), "rt", encoding="utf-8", newline="") as f:
        for row in csv.reader(f, delimiter="\t"):
            h, r, t, d = row
            facts.add((h.replace("_", " "), r.replace("_", " "), t.replace("_", " "), d))
    return facts


def load_yago(data):
    facts = []
    for part in ("train", "valid", "test"):
        with gzip.open(os.path.join(data, "yago11k", part + ".txt.gz"), "rt", encoding="utf-8") as f:
            for line in f:
                h, r, t, s, e = line.rstrip("\n").split("\t")
                facts.append((h.strip("<>").replace("_", " "), r.strip("<>"), t.strip("<>").replace("_", " "), s, e))
    return facts


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.findall(r"[a-z0-9]+", s.lower().replace("'", ""))


def base_name(name):
    return re.sub(r"\s*\(.*?\)", "", name).strip() or name


def is_form_of(a, toks):
    """The typed words a appear in the name's words toks, in order (gaps allowed, e.g. "Sergio Cabral")."""
    i = 0
    for w in toks:
        if i < len(a) and w == a[i]:
            i += 1
    return i == len(a) and bool(a)


def alias_matches(alias, names):
    a = fold(alias)
    return [name for name in names if is_form_of(a, fold(base_name(name)))]


def exact_matches(alias, names):
    a = fold(alias)
    return [name for name in names if fold(base_name(name)) == a]


# ---------------------------------------------------------------- MultiTQ semantics
class MGraph:
    def __init__(self, facts):
        self.facts = facts
        self.by_h = collections.defaultdict(list)
        self.by_t = collections.defaultdict(list)
        self.entities = set()
        self.relations = set()
        for f in facts:
            h, r, t, d = f
            self.by_h[(h, r)].append(f)
            self.by_t[(t, r)].append(f)
            self.entities.update((h, t))
            self.relations.add(r)

    def rows(self, h, r, t, time=None):
        """(partner, date) rows of the pattern; the partner is the unknown side."""
        if h is not None:
            src = [(f[2], f[3]) for f in self.by_h.get((h, r), ()) if t is None or f[2] == t]
        else:
            src = [(f[0], f[3]) for f in self.by_t.get((t, r), ())]
        return sorted((x for x in src if in_time(x[1], time)), key=lambda x: (x[1], x[0]))  # by date: first / last


def in_time(d, time):
    if not time:
        return True
    if "d" in time:
        return d == time["d"]
    if "m" in time:
        return d[:7] == time["m"]
    if "y" in time:
        return d[:4] == time["y"]
    lo = time.get("from", "0000-00-00")
    hi = time.get("to", "9999-99-99")
    if "after" in time:
        return d > time["after"]
    if "before" in time:
        return d < time["before"]
    return lo <= d <= hi


def at_gran(d, gran):
    return {"day": d, "month": d[:7], "year": d[:4]}[gran]


def days(a, b):
    return abs((datetime.date.fromisoformat(a) - datetime.date.fromisoformat(b)).days)


def anchor_date(g, a):
    """Date of the anchor event {h, r, t, which: first|last|only}."""
    rows = g.rows(a["h"], a["r"], a["t"])
    dates = sorted({d for _, d in rows})
    if not dates:
        return None
    if a.get("which", "only") == "only":
        return dates[0] if len(dates) == 1 else None
    return dates[0] if a["which"] == "first" else dates[-1]


def m_answer(g, m):
    k = m["k"]
    h, r, t, time = m.get("h"), m.get("r"), m.get("t"), m.get("time")
    if k == "who":
        return sorted({p for p, _ in g.rows(h, r, t, time)})
    if k in ("first", "last"):
        rows = g.rows(h, r, t, time)
        if not rows:
            return []
        d = rows[0][1] if k == "first" else rows[-1][1]
        return sorted({p for p, x in rows if x == d})
    if k == "nth":
        rows = g.rows(h, r, t, time)
        order, seen = [], set()
        for d in sorted({x for _, x in rows}):
            new = sorted({p for p, x in rows if x == d} - seen)
            order.append(new)
            seen.update(new)
        flat = 0
        for group in order:
            if not group:
                continue
            if flat < m["n"] <= flat + len(group):
                return group if len(group) == 1 else sorted(group)  # a tie: all tied partners
            flat += len(group)
        return []
    if k == "when":
        rows = g.rows(h, r, t, time)
        vals = sorted({at_gran(d, m["gran"]) for _, d in rows})
        if not vals:
            return []
        w = m.get("which", "only")
        if w == "only":
            return vals if len(vals) == 1 else []
        return [vals[0] if w == "first" else vals[-1]]
    if k in ("after", "before"):
        a = anchor_date(g, m["anchor"])
        if a is None:
            return []
        tm = {"after": a} if k == "after" else {"before": a}
        rows = g.rows(h, r, t, tm)
        if not rows:
            return []
        d = rows[0][1] if k == "after" else rows[-1][1]
        return sorted({p for p, x in rows if x == d})
    if k == "count":
        return [str(len(g.rows(h, r, t, time)))]
    if k == "count_distinct":
        return [str(len({p for p, _ in g.rows(h, r, t, time)}))]
    if k == "most":
        c = collections.Counter(p for p, _ in g.rows(h, r, t, time))
        if not c:
            return []
        top = max(c.values())
        return sorted(p for p, n in c.items() if n == top)
    if k == "year_most":
        c = collections.Counter(d[:4] for _, d in g.rows(h, r, t, time))
        if not c:
            return []
        top = max(c.values())
        return sorted(y for y, n in c.items() if n == top)
    if k == "yn":
        return ["yes" if g.rows(h, r, t, time) else "no"]
    if k == "days":
        a, b = anchor_date(g, m["a"]), anchor_date(g, m["b"])
        if a is None or b is None:
            return []
        return [str(days(a, b))]
    raise ValueError(k)


# ---------------------------------------------------------------- YAGO11k semantics
DATE_RE = re.compile(r"^(-?[0-9#]+)-([0-9#]{2})-([0-9#]{2})$")


def ydate(s):
    """(year or None, text at the graph's precision or None)."""
    m = DATE_RE.match(s)
    if not m or "#" in m.group(1):
        return None, None
    y, mo, d = m.groups()
    if "#" in mo:
        return int(y), y
    if "#" in d:
        return int(y), y + "-" + mo
    return int(y), s


SYMMETRIC = {"isMarriedTo"}


class YGraph:
    def __init__(self, facts):
        self.facts = facts
        self.by_h = collections.defaultdict(list)
        self.by_t = collections.defaultdict(list)
        self.entities = set()
        for f in facts:
            h, r, t, s, e = f
            self.by_h[(h, r)].append((t, s, e))
            self.by_t[(t, r)].append((h, s, e))
            if r in SYMMETRIC:
                self.by_h[(t, r)].append((h, s, e))
                self.by_t[(h, r)].append((t, s, e))
            self.entities.update((h, t))

    def rows(self, h, r, t=None):
        if h is not None:
            rows = [x for x in self.by_h.get((h, r), ()) if t is None or x[0] == t]
        else:
            rows = list(self.by_t.get((t, r), ()))
        return sorted(set(rows))


def contains(row, year):
    """True / False, or None when the interval has an unknown end that could contain the year."""
    ys, _ = ydate(row[1])
    ye, _ = ydate(row[2])
    if ys is None:
        return None
    if ye is None:
        return None if year >= ys else False
    return ys <= year <= ye


def y_answer(g, m, strict=True):
    """Answer list, or raises Uncertain when an open interval makes the answer undecidable."""
    k, h, r, t = m["k"], m.get("h"), m.get("r"), m.get("t")
    rows = g.rows(h, r, t) if r else []
    if k in ("obj", "subj", "yn"):
        if "year" in m:
            keep = []
            for row in rows:
                c = contains(row, m["year"])
                if c is None:
                    raise Uncertain(row)
                if c:
                    keep.append(row)
            rows = keep
        if "start_year" in m:
            rows = [x for x in rows if ydate(x[1])[0] == m["start_year"]]
        if "end_year" in m:
            rows = [x for x in rows if ydate(x[2])[0] == m["end_year"]]
        if k == "yn":
            return ["yes" if rows else "no"]
        return sorted({x[0] for x in rows})
    if k in ("start", "end"):
        vals = set()
        for x in rows:
            y, txt = ydate(x[1] if k == "start" else x[2])
            if y is None:
                raise Uncertain(x)
            vals.add(str(y) if m.get("gran") == "year" else txt)
        return sorted(vals)
    if k == "length":
        vals = set()
        for x in rows:
            a, b = ydate(x[1])[0], ydate(x[2])[0]
            if a is None or b is None:
                raise Uncertain(x)
            vals.add(str(b - a))
        return sorted(vals)
    if k in ("first", "last"):
        ys = [(ydate(x[1])[0], x[0]) for x in rows]
        if any(y is None for y, _ in ys):
            raise Uncertain(rows)
        if not ys:
            return []
        best = min(y for y, _ in ys) if k == "first" else max(y for y, _ in ys)
        return sorted({p for y, p in ys if y == best})
    if k == "next":
        base = [x for x in rows if x[0] == m["after"]]
        if len(base) != 1:
            return []
        b_start, b_end = ydate(base[0][1])[0], ydate(base[0][2])[0]
        if b_start is None or b_end is None:
            raise Uncertain(base)
        cands = []
        for x in rows:
            y = ydate(x[1])[0]
            if y is None:
                raise Uncertain(x)
            if x[0] != m["after"] and y >= b_end and y >= b_start:
                cands.append((y, x[0]))
        if not cands:
            return []
        best = min(y for y, _ in cands)
        return sorted({p for y, p in cands if y == best})
    if k == "count":
        return [str(len({x[0] for x in rows}))]
    if k == "gap":
        ya = [ydate(x[1])[0] for x in g.rows(m["a"]["h"], m["a"]["r"], m["a"].get("t"))]
        yb = [ydate(x[1])[0] for x in g.rows(m["b"]["h"], m["b"]["r"], m["b"].get("t"))]
        if len(ya) != 1 or len(yb) != 1 or None in ya + yb:
            return []
        return [str(abs(yb[0] - ya[0]))]
    raise ValueError(k)


class Uncertain(Exception):
    pass


# ---------------------------------------------------------------- questions
def Q(text, meaning, **extra):
    d = {"q": text, "m": meaning}
    d.update(extra)
    return d


# Short forms typed in questions that are not a run of the graph name's words (checked: initials or listed here).
SHORT_FORMS = {
    "MDC": "Movement for Democratic Change",
    "ASEAN": "Association of Southeast Asian Nations",
}

# MultiTQ meanings: k = who | first | last | nth | when | after | before | count | count_distinct | most | year_most
# | yn | days; h / t = the known side(s), the other side is asked; time = {d | m | y | from, to}.
M_QUESTIONS = [
    Q('Where did Karim Wade travel to on April 16, 2009?', {'k': 'who', 'h': 'Karim Wade', 'r': 'Make a visit', 'time': {'d': '2009-04-16'}}),  # who_day: ['France']
    Q('Who did Fradkov meet with on 3 July 2005?', {'k': 'who', 'h': 'Mikhail Yefimovich Fradkov', 'r': 'Consult', 'time': {'d': '2005-07-03'}}),  # who_day: ['China']
    Q('Where did the Movement for Democratic Change go on September 1, 2008?', {'k': 'who', 'h': 'Movement for Democratic Change', 'r': 'Make a visit', 'time': {'d': '2008-09-01'}}),  # who_day: ['South Africa']
    Q('Who did the Rajya Sabha accuse on 22 March 2015?', {'k': 'who', 'h': 'Rajya Sabha', 'r': 'Accuse', 'time': {'d': '2015-03-22'}}),  # who_day: ['United Progressive Alliance']
    Q('Who did Farole speak highly of on 3 September 2013?', {'k': 'who', 'h': 'Abdirahman Mohamed Farole', 'r': 'Praise or endorse', 'time': {'d': '2013-09-03'}}),  # who_day: ['Ethiopia']
    Q("Which country did Sa'ar visit on September 19, 2007?", {'k': 'who', 'h': "Gideon Sa'ar", 'r': 'Make a visit', 'time': {'d': '2007-09-19'}}),  # who_day: ['Romania']
    Q('Where did John Major travel to on March 11, 2008?', {'k': 'who', 'h': 'John Major', 'r': 'Make a visit', 'time': {'d': '2008-03-11'}}),  # who_day: ['United Arab Emirates']
    Q('Which country did Kabarebe visit in December 2010?', {'k': 'who', 'h': 'James Kabarebe', 'r': 'Make a visit', 'time': {'m': '2010-12'}}),  # who_month: ['Burundi']
    Q('Who did Bennett meet in May 2014?', {'k': 'who', 'h': 'Naftali Bennett', 'r': 'Consult', 'time': {'m': '2014-05'}}),  # who_month: ['Benjamin Netanyahu']
    Q('Where did Ai Weiwei travel to in November 2011?', {'k': 'who', 'h': 'Ai Weiwei', 'r': 'Make a visit', 'time': {'m': '2011-11'}}),  # who_month: ['China']
    Q('Where did Jettou travel to in November 2006?', {'k': 'who', 'h': 'Driss Jettou', 'r': 'Make a visit', 'time': {'m': '2006-11'}}),  # who_month: ['China']
    Q('Who did Baska sit down with in April 2008?', {'k': 'who', 'h': 'Jaroslav Baska', 'r': 'Consult', 'time': {'m': '2008-04'}}),  # who_month: ['Eimert van Middelkoop']
    Q('In October 2005, who did Berezovsky meet?', {'k': 'who', 'h': 'Boris Abramovich Berezovsky', 'r': 'Consult', 'time': {'m': '2005-10'}}),  # who_month: ['Verkhovna Rada']
    Q('Who did Mkapa speak highly of in 2015?', {'k': 'who', 'h': 'Benjamin William Mkapa', 'r': 'Praise or endorse', 'time': {'y': '2015'}}),  # who_year: ['Jakaya Mrisho Kikwete']
    Q('Who did Fradkov make an appeal to in 2007?', {'k': 'who', 'h': 'Mikhail Yefimovich Fradkov', 'r': 'Make an appeal or request', 'time': {'y': '2007'}}),  # who_year: ['Japan']
    Q('Who did the Movement for Democratic Change appeal to in 2007?', {'k': 'who', 'h': 'Movement for Democratic Change', 'r': 'Make an appeal or request', 'time': {'y': '2007'}}),  # who_year: ['African Union']
    Q('Who did Abdul-Mahdi hold negotiations with in 2014?', {'k': 'who', 'h': 'Adil Abdul-Mahdi', 'r': 'Engage in negotiation', 'time': {'y': '2014'}}),  # who_year: ['Iraq']
    Q("In 2011, who did Sa'ar speak highly of?", {'k': 'who', 'h': "Gideon Sa'ar", 'r': 'Praise or endorse', 'time': {'y': '2011'}}),  # who_year: ['Barack Obama']
    Q('In 2013, who did Chen Deming hold talks with?', {'k': 'who', 'h': 'Chen Deming', 'r': 'Consult', 'time': {'y': '2013'}}),  # who_year: ['Lin Join-sane']
    Q('Where did Yang Hyong Sop travel between 11 July 2006 and 11 July 2010?', {'k': 'who', 'h': 'Yang Hyong Sop', 'r': 'Make a visit', 'time': {'from': '2006-07-11', 'to': '2010-07-11'}}),  # between: ['Angola', 'China', 'South Africa']
    Q('Who did Berezovsky meet with between June 8, 2005 and 20 November 2006?', {'k': 'who', 'h': 'Boris Abramovich Berezovsky', 'r': 'Consult', 'time': {'from': '2005-06-08', 'to': '2006-11-20'}}),  # between: ['Aigars Kalvitis', 'Alexander Valterovich Litvinenko', 'Verkhovna Rada']
    Q('Between November 2, 2006 and April 12, 2007, who did Fradkov praise?', {'k': 'who', 'h': 'Mikhail Yefimovich Fradkov', 'r': 'Praise or endorse', 'time': {'from': '2006-11-02', 'to': '2007-04-12'}}),  # between: ['China', 'Ricardo Alarcón de Quesada', 'Shaukat Aziz']
    Q('Who did Robb sign a deal with between November 18, 2014 and 16 June 2015?', {'k': 'who', 'h': 'Andrew Robb', 'r': 'Sign formal agreement', 'time': {'from': '2014-11-18', 'to': '2015-06-16'}}),  # between: ['China', 'Japan', 'South Korea']
    Q('Who or where did Meredov visit between June 23, 2007 and June 3, 2015?', {'k': 'who', 'h': 'Rashid Meredov', 'r': 'Make a visit', 'time': {'from': '2007-06-23', 'to': '2015-06-03'}}),  # between: ['Iran', 'Islam Karimov']
    Q('Between 5 September 2013 and September 26, 2013, who did Farole speak highly of?', {'k': 'who', 'h': 'Abdirahman Mohamed Farole', 'r': 'Praise or endorse', 'time': {'from': '2013-09-05', 'to': '2013-09-26'}}),  # between: ['Ethiopia', 'Yemen']
    Q("Who was the first one Sa'ar made an appeal to?", {'k': 'first', 'h': "Gideon Sa'ar", 'r': 'Make an appeal or request', 'time': None}),  # first: ['Benjamin Netanyahu']
    Q('What was the first country Sergio Cabral visited?', {'k': 'first', 'h': 'Sérgio de Oliveira Cabral Santos Filho', 'r': 'Make a visit', 'time': None}),  # first: ['China']
    Q('Who was the first one Bennett denounced?', {'k': 'first', 'h': 'Naftali Bennett', 'r': 'Criticize or denounce', 'time': None}),  # first: ['Benjamin Netanyahu']
    Q('Who was the first one Albright met?', {'k': 'first', 'h': 'Madeleine Albright', 'r': 'Consult', 'time': None}),  # first: ['Abdel Fattah Al-Sisi']
    Q('Who was the first person Giuliani went to visit?', {'k': 'first', 'h': 'Rudy Giuliani', 'r': 'Make a visit', 'time': None}),  # first: ['Alberto Ruiz-Gallardón']
    Q('What was the first country the Movement for Democratic Change visited in 2007?', {'k': 'first', 'h': 'Movement for Democratic Change', 'r': 'Make a visit', 'time': {'y': '2007'}}),  # first: ['South Africa']
    Q('Who was the first that Chen Deming made an appeal to?', {'k': 'first', 'h': 'Chen Deming', 'r': 'Make an appeal or request', 'time': None}),  # first: ['Barack Obama']
    Q('Who did Ai Weiwei call last?', {'k': 'last', 'h': 'Ai Weiwei', 'r': 'Discuss by telephone', 'time': None}),  # last: ['Agence France-Presse']
    Q('Who was the last person Bahceli held talks with?', {'k': 'last', 'h': 'Devlet Bahçeli', 'r': 'Consult', 'time': None}),  # last: ['Abdullah Gül']
    Q('Who was the last one Fradkov praised in 2007?', {'k': 'last', 'h': 'Mikhail Yefimovich Fradkov', 'r': 'Praise or endorse', 'time': {'y': '2007'}}),  # last: ['Vietnam']
    Q('Where did the MDC go last in 2007?', {'k': 'last', 'h': 'Movement for Democratic Change', 'r': 'Make a visit', 'time': {'y': '2007'}}),  # last: ['South Africa']
    Q('Who did Sergio Cabral praise last?', {'k': 'last', 'h': 'Sérgio de Oliveira Cabral Santos Filho', 'r': 'Praise or endorse', 'time': None}),  # last: ["Workers' Party"]
    Q("Where was Kabarebe's last trip in 2009?", {'k': 'last', 'h': 'James Kabarebe', 'r': 'Make a visit', 'time': {'y': '2009'}}),  # last: ['Sudan']
    Q('Who was the most recent one Giuliani sat down with?', {'k': 'last', 'h': 'Rudy Giuliani', 'r': 'Consult', 'time': None}),  # last: ['Tony Blair']
    Q('Who was the second person Kachornprasart made an appeal to?', {'k': 'nth', 'h': 'Minister Kachornprasart', 'r': 'Make an appeal or request', 'n': 2}),  # nth: ['Supachai Panitchpakdi']
    Q('Who was the second different party Mkapa criticized?', {'k': 'nth', 'h': 'Benjamin William Mkapa', 'r': 'Criticize or denounce', 'n': 2}),  # nth: ['Civic United Front']
    Q('Who was the second one the Movement for Democratic Change negotiated with?', {'k': 'nth', 'h': 'Movement for Democratic Change', 'r': 'Engage in negotiation', 'n': 2}),  # nth: ['South Africa']
    Q('Who was the third different one Abdul-Mahdi spoke highly of?', {'k': 'nth', 'h': 'Adil Abdul-Mahdi', 'r': 'Praise or endorse', 'n': 3}),  # nth: ['Kuwait']
    Q('What was the third country Farole visited?', {'k': 'nth', 'h': 'Abdirahman Mohamed Farole', 'r': 'Make a visit', 'n': 3}),  # nth: ['Yemen']
    Q('Who was the third person Zillur Rahman sat down with?', {'k': 'nth', 'h': 'Zillur Rahman', 'r': 'Consult', 'n': 3}),  # nth: ['Abdullah Gül']
    Q('When did Lengsava first speak highly of Vietnam?', {'k': 'when', 'h': 'Somsavat Lengsava', 'r': 'Praise or endorse', 't': 'Vietnam', 'gran': 'day', 'which': 'first'}),  # when_first_day: ['2006-01-06']
    Q('What day did Chen Deming first sign an agreement with South Korea?', {'k': 'when', 'h': 'Chen Deming', 'r': 'Sign formal agreement', 't': 'South Korea', 'gran': 'day', 'which': 'first'}),  # when_first_day: ['2012-05-04']
    Q('What day did Major first criticise Blair?', {'k': 'when', 'h': 'John Major', 'r': 'Criticize or denounce', 't': 'Tony Blair', 'gran': 'day', 'which': 'first'}),  # when_first_day: ['2009-11-27']
    Q('On what date did Albright first hold talks with Lee Myung Bak?', {'k': 'when', 'h': 'Madeleine Albright', 'r': 'Consult', 't': 'Lee Myung Bak', 'gran': 'day', 'which': 'first'}),  # when_first_day: ['2008-11-15']
    Q('When did Yang Hyong Sop first meet Xi Jinping?', {'k': 'when', 'h': 'Yang Hyong Sop', 'r': 'Consult', 't': 'Xi Jinping', 'gran': 'day', 'which': 'first'}),  # when_first_day: ['2008-06-17']
    Q('What day did Meredov first visit Iran?', {'k': 'when', 'h': 'Rashid Meredov', 'r': 'Make a visit', 't': 'Iran', 'gran': 'day', 'which': 'first'}),  # when_first_day: ['2007-06-22']
    Q('On what date did Ai Weiwei last criticize China?', {'k': 'when', 'h': 'Ai Weiwei', 'r': 'Criticize or denounce', 't': 'China', 'gran': 'day', 'which': 'last'}),  # when_last_day: ['2015-10-26']
    Q('When did Sobhi last visit France?', {'k': 'when', 'h': 'Sedki Sobhi', 'r': 'Make a visit', 't': 'France', 'gran': 'day', 'which': 'last'}),  # when_last_day: ['2015-06-24']
    Q('When did Karim Wade last sit down with Fada?', {'k': 'when', 'h': 'Karim Wade', 'r': 'Consult', 't': 'Modou Diagne Fada', 'gran': 'day', 'which': 'last'}),  # when_last_day: ['2015-06-23']
    Q('When did Wesa last hold talks with USAID?', {'k': 'when', 'h': 'Toryalai Wesa', 'r': 'Consult', 't': 'USAID', 'gran': 'day', 'which': 'last'}),  # when_last_day: ['2012-02-28']
    Q('On what date did Fradkov negotiate with Japan?', {'k': 'when', 'h': 'Mikhail Yefimovich Fradkov', 'r': 'Engage in negotiation', 't': 'Japan', 'gran': 'day', 'which': 'only'}),  # when_only_day: ['2007-02-07']
    Q('On what date did the Rajya Sabha make a trip to China?', {'k': 'when', 'h': 'Rajya Sabha', 'r': 'Make a visit', 't': 'China', 'gran': 'day', 'which': 'only'}),  # when_only_day: ['2006-07-03']
    Q('In which month did Abdul-Mahdi last hold negotiations with al-Maliki?', {'k': 'when', 'h': 'Adil Abdul-Mahdi', 'r': 'Engage in negotiation', 't': 'Nuri al-Maliki', 'gran': 'month', 'which': 'last'}),  # month: ['2010-04']
    Q('In which month did Sergio Cabral first welcome Obama?', {'k': 'when', 'h': 'Sérgio de Oliveira Cabral Santos Filho', 'r': 'Host a visit', 't': 'Barack Obama', 'gran': 'month', 'which': 'first'}),  # month: ['2011-03']
    Q('What month and year did Chen Deming first sit down with Peres?', {'k': 'when', 'h': 'Chen Deming', 'r': 'Consult', 't': 'Shimon Peres', 'gran': 'month', 'which': 'first'}),  # month: ['2011-03']
    Q('In which month did John Campbell first speak on the phone with Ashraf Ghani?', {'k': 'when', 'h': 'John Campbell', 'r': 'Discuss by telephone', 't': 'Ashraf Ghani Ahmadzai', 'gran': 'month', 'which': 'first'}),  # month: ['2015-04']
    Q('Which year did Ai Weiwei last ring Agence France-Presse?', {'k': 'when', 'h': 'Ai Weiwei', 'r': 'Discuss by telephone', 't': 'Agence France-Presse', 'gran': 'year', 'which': 'last'}),  # year: ['2013']
    Q('What year was it when the Panhellenic Socialist Movement last praised New Democracy?', {'k': 'when', 'h': 'Panhellenic Socialist Movement', 'r': 'Praise or endorse', 't': 'New Democracy', 'gran': 'year', 'which': 'last'}),  # year: ['2013']
    Q('Which year did Wesa first sit down with USAID?', {'k': 'when', 'h': 'Toryalai Wesa', 'r': 'Consult', 't': 'USAID', 'gran': 'year', 'which': 'first'}),  # year: ['2010']
    Q('In what year did Abdul-Mahdi last make an appeal to the Council of Representatives?', {'k': 'when', 'h': 'Adil Abdul-Mahdi', 'r': 'Make an appeal or request', 't': 'Council of Representatives', 'gran': 'year', 'which': 'last'}),  # year: ['2010']
    Q("After Robb's meeting with Nishikawa, who did Robb criticise first?", {'k': 'after', 'h': 'Andrew Robb', 'r': 'Criticize or denounce', 'anchor': {'h': 'Andrew Robb', 'r': 'Consult', 't': 'Koya Nishikawa', 'which': 'only'}}),  # after: ['Barack Obama']
    Q('After praising Japan, who did Zillur Rahman speak highly of next?', {'k': 'after', 'h': 'Zillur Rahman', 'r': 'Praise or endorse', 'anchor': {'h': 'Zillur Rahman', 'r': 'Praise or endorse', 't': 'Japan', 'which': 'only'}}),  # after: ['Abdullah Gül']
    Q('After his trip to Burundi, who did Kabarebe appeal to first?', {'k': 'after', 'h': 'James Kabarebe', 'r': 'Make an appeal or request', 'anchor': {'h': 'James Kabarebe', 'r': 'Make a visit', 't': 'Burundi', 'which': 'only'}}),  # after: ['East African Community']
    Q('After his visit to Laos, who did Anupong praise first?', {'k': 'after', 'h': 'Anupong Paochinda', 'r': 'Praise or endorse', 'anchor': {'h': 'Anupong Paochinda', 'r': 'Make a visit', 't': 'Laos', 'which': 'only'}}),  # after: ['Abhisit Vejjajiva']
    Q('After Jettou sat down with Pekkarinen, who did he negotiate with first?', {'k': 'after', 'h': 'Driss Jettou', 'r': 'Engage in negotiation', 'anchor': {'h': 'Driss Jettou', 'r': 'Consult', 't': 'Mauri Pekkarinen', 'which': 'only'}}),  # after: ['Shaukat Aziz']
    Q('After Berezovsky praised Litvinenko, who did he speak on the phone with first?', {'k': 'after', 'h': 'Boris Abramovich Berezovsky', 'r': 'Discuss by telephone', 'anchor': {'h': 'Boris Abramovich Berezovsky', 'r': 'Praise or endorse', 't': 'Alexander Valterovich Litvinenko', 'which': 'only'}}),  # after: ['Agence France-Presse']
    Q("Before Sa'ar praised Netanyahu, where had he last travelled to?", {'k': 'before', 'h': "Gideon Sa'ar", 'r': 'Make a visit', 'anchor': {'h': "Gideon Sa'ar", 'r': 'Praise or endorse', 't': 'Benjamin Netanyahu', 'which': 'only'}}),  # before: ['Romania']
    Q('Before Baska phoned Gasparovic, who was the last one Baska had sat down with?', {'k': 'before', 'h': 'Jaroslav Baska', 'r': 'Consult', 'anchor': {'h': 'Jaroslav Baska', 'r': 'Discuss by telephone', 't': 'Ivan Gasparovic', 'which': 'only'}}),  # before: ['Yuriy Yekhanurov']
    Q('Before the Panhellenic Socialist Movement accused Papandreou, who was the last one it had praised?', {'k': 'before', 'h': 'Panhellenic Socialist Movement', 'r': 'Praise or endorse', 'anchor': {'h': 'Panhellenic Socialist Movement', 'r': 'Accuse', 't': 'Georgios Papandreou', 'which': 'only'}}),  # before: ['New Democracy']
    Q('Before Abdul-Mahdi met with Kimmitt, where had he last gone on a visit?', {'k': 'before', 'h': 'Adil Abdul-Mahdi', 'r': 'Make a visit', 'anchor': {'h': 'Adil Abdul-Mahdi', 'r': 'Consult', 't': 'Robert M. Kimmitt', 'which': 'only'}}),  # before: ['Iraq']
    Q('Before Farole visited Djibouti, who was the last one he had negotiated with?', {'k': 'before', 'h': 'Abdirahman Mohamed Farole', 'r': 'Engage in negotiation', 'anchor': {'h': 'Abdirahman Mohamed Farole', 'r': 'Make a visit', 't': 'Djibouti', 'which': 'only'}}),  # before: ['Djibouti']
    Q('Right before Rocca met Wangchuk, who did Rocca meet?', {'k': 'before', 'h': 'Christina B. Rocca', 'r': 'Consult', 'anchor': {'h': 'Christina B. Rocca', 'r': 'Consult', 't': 'Khandu Wangchuk', 'which': 'only'}}),  # before: ['Shaukat Aziz']
    Q('Right before Mkapa went to Japan, who did Mkapa sit down with?', {'k': 'before', 'h': 'Benjamin William Mkapa', 'r': 'Consult', 'anchor': {'h': 'Benjamin William Mkapa', 'r': 'Make a visit', 't': 'Japan', 'which': 'only'}}),  # before: ['UN Security Council']
    Q('How many times did the Panhellenic Socialist Movement praise New Democracy?', {'k': 'count', 'h': 'Panhellenic Socialist Movement', 'r': 'Praise or endorse', 't': 'New Democracy'}),  # count: ['2']
    Q('Number of times Mkapa travelled to Ethiopia?', {'k': 'count', 'h': 'Benjamin William Mkapa', 'r': 'Make a visit', 't': 'Ethiopia'}),  # count: ['4']
    Q('How many times did Sergio Cabral hold talks with Nelson Jobim?', {'k': 'count', 'h': 'Sérgio de Oliveira Cabral Santos Filho', 'r': 'Consult', 't': 'Nelson Azevedo Jobim'}),  # count: ['2']
    Q('How many times did Albright meet with Sikorski?', {'k': 'count', 'h': 'Madeleine Albright', 'r': 'Consult', 't': 'Radoslaw Sikorski'}),  # count: ['2']
    Q('How many different partners did Sobhi meet in 2014?', {'k': 'count_distinct', 'h': 'Sedki Sobhi', 'r': 'Consult', 'time': {'y': '2014'}}),  # count_distinct: ['6']
    Q('How many different parties did Bahceli slam in 2014?', {'k': 'count_distinct', 'h': 'Devlet Bahçeli', 'r': 'Criticize or denounce', 'time': {'y': '2014'}}),  # count_distinct: ['2']
    Q('In 2005, how many different partners did Mkapa sit down with?', {'k': 'count_distinct', 'h': 'Benjamin William Mkapa', 'r': 'Consult', 'time': {'y': '2005'}}),  # count_distinct: ['3']
    Q('How many different people or groups did Zillur Rahman appeal to in 2010?', {'k': 'count_distinct', 'h': 'Zillur Rahman', 'r': 'Make an appeal or request', 'time': {'y': '2010'}}),  # count_distinct: ['4']
    Q('In 2008, how many different people or groups did Lengsava speak highly of?', {'k': 'count_distinct', 'h': 'Somsavat Lengsava', 'r': 'Praise or endorse', 'time': {'y': '2008'}}),  # count_distinct: ['2']
    Q('In 2010, how many different parties did Sergio Cabral sign an agreement with?', {'k': 'count_distinct', 'h': 'Sérgio de Oliveira Cabral Santos Filho', 'r': 'Sign formal agreement', 'time': {'y': '2010'}}),  # count_distinct: ['2']
    Q('Who did Albright sit down with the most?', {'k': 'most', 'h': 'Madeleine Albright', 'r': 'Consult', 'time': None}),  # most: ['Lee Myung Bak']
    Q('Which country did Kabarebe visit most often?', {'k': 'most', 'h': 'James Kabarebe', 'r': 'Make a visit', 'time': None}),  # most: ['Sudan']
    Q('Who did Abdul Aziz Abdul Ghani hold talks with the most?', {'k': 'most', 'h': 'Abdul Aziz Abdul Ghani', 'r': 'Consult', 'time': None}),  # most: ['Shura Council']
    Q('Who did Yang Hyong Sop meet with the most?', {'k': 'most', 'h': 'Yang Hyong Sop', 'r': 'Consult', 'time': None}),  # most: ['China']
    Q('What year did Bahceli appeal to Abdullah Gul most often?', {'k': 'year_most', 'h': 'Devlet Bahçeli', 'r': 'Make an appeal or request', 't': 'Abdullah Gül'}),  # year_most: ['2014']
    Q('In which year did the Panhellenic Socialist Movement hold talks with Papandreou the most?', {'k': 'year_most', 'h': 'Panhellenic Socialist Movement', 'r': 'Consult', 't': 'Georgios Papandreou'}),  # year_most: ['2006']
    Q('In June 2007, did Kachornprasart appeal to Supachai Panitchpakdi?', {'k': 'yn', 'h': 'Minister Kachornprasart', 'r': 'Make an appeal or request', 't': 'Supachai Panitchpakdi', 'time': {'m': '2007-06'}}),  # yn_yes: ['yes']
    Q('Did Berezovsky visit Litvinenko in 2006?', {'k': 'yn', 'h': 'Boris Abramovich Berezovsky', 'r': 'Make a visit', 't': 'Alexander Valterovich Litvinenko', 'time': {'y': '2006'}}),  # yn_yes: ['yes']
    Q('In March 2015, did Farole criticise Al-Shabaab?', {'k': 'yn', 'h': 'Abdirahman Mohamed Farole', 'r': 'Criticize or denounce', 't': 'Al-Shabaab', 'time': {'m': '2015-03'}}),  # yn_yes: ['yes']
    Q('Did Zillur Rahman host Abdullah Gul in February 2010?', {'k': 'yn', 'h': 'Zillur Rahman', 'r': 'Host a visit', 't': 'Abdullah Gül', 'time': {'m': '2010-02'}}),  # yn_yes: ['yes']
    Q('Is it true that Jose Dirceu went to visit Alberto Fernandez in February 2005?', {'k': 'yn', 'h': 'José Dirceu de Oliveira e Silva', 'r': 'Make a visit', 't': 'Alberto Fernández', 'time': {'m': '2005-02'}}),  # yn_yes: ['yes']
    Q('Is it true that Abdul Aziz Abdul Ghani spoke highly of Ali Abdullah Saleh in 2008?', {'k': 'yn', 'h': 'Abdul Aziz Abdul Ghani', 'r': 'Praise or endorse', 't': 'Ali Abdullah Saleh', 'time': {'y': '2008'}}),  # yn_yes: ['yes']
    Q('Did Canga visit Angola in 2008?', {'k': 'yn', 'h': 'Afonso Pedro Canga', 'r': 'Make a visit', 't': 'Angola', 'time': {'y': '2008'}}),  # yn_no: ['no']
    Q('In 2015, did Robb slam Obama?', {'k': 'yn', 'h': 'Andrew Robb', 'r': 'Criticize or denounce', 't': 'Barack Obama', 'time': {'y': '2015'}}),  # yn_no: ['no']
    Q('Did Rocca welcome Musharraf in 2006?', {'k': 'yn', 'h': 'Christina B. Rocca', 'r': 'Host a visit', 't': 'Pervez Musharraf', 'time': {'y': '2006'}}),  # yn_no: ['no']
    Q('In 2009, did Kabarebe sit down with Nsimba?', {'k': 'yn', 'h': 'James Kabarebe', 'r': 'Consult', 't': 'Charles Mwando Nsimba', 'time': {'y': '2009'}}),  # yn_no: ['no']
    Q('Is it true that Meredov met with Yatsenyuk in 2014?', {'k': 'yn', 'h': 'Rashid Meredov', 'r': 'Consult', 't': 'Arseniy Yatsenyuk', 'time': {'y': '2014'}}),  # yn_no: ['no']
    Q('How many days were there between Giuliani praising France and Giuliani accusing Iran?', {'k': 'days', 'a': {'h': 'Rudy Giuliani', 'r': 'Praise or endorse', 't': 'France', 'which': 'only'}, 'b': {'h': 'Rudy Giuliani', 'r': 'Accuse', 't': 'Iran', 'which': 'only'}}),  # days: ['27']
    Q("How many days passed between Kachornprasart's appeal to Panitchpakdi and his negotiations with Limthongkul?", {'k': 'days', 'a': {'h': 'Minister Kachornprasart', 'r': 'Make an appeal or request', 't': 'Supachai Panitchpakdi', 'which': 'only'}, 'b': {'h': 'Minister Kachornprasart', 'r': 'Engage in negotiation', 't': 'Sondhi Limthongkul', 'which': 'only'}}),  # days: ['1206']
    Q('How many days were there between Rocca meeting Wangchuk and her denouncing the Rapid Action Battalion?', {'k': 'days', 'a': {'h': 'Christina B. Rocca', 'r': 'Consult', 't': 'Khandu Wangchuk', 'which': 'only'}, 'b': {'h': 'Christina B. Rocca', 'r': 'Criticize or denounce', 't': 'Rapid Action Battalion', 'which': 'only'}}),  # days: ['130']
    Q("How many days passed between Sobhi's negotiations with the United Arab Emirates and his hosting of Djibouti?", {'k': 'days', 'a': {'h': 'Sedki Sobhi', 'r': 'Engage in negotiation', 't': 'United Arab Emirates', 'which': 'only'}, 'b': {'h': 'Sedki Sobhi', 'r': 'Host a visit', 't': 'Djibouti', 'which': 'only'}}),  # days: ['421']
    Q('How many days passed between Lengsava hosting Japan and his praise for ASEAN?', {'k': 'days', 'a': {'h': 'Somsavat Lengsava', 'r': 'Host a visit', 't': 'Japan', 'which': 'only'}, 'b': {'h': 'Somsavat Lengsava', 'r': 'Praise or endorse', 't': 'Association of Southeast Asian Nations', 'which': 'only'}}),  # days: ['433']
    Q("How many days were there between Albright's trip to Romania and her praising Japan?", {'k': 'days', 'a': {'h': 'Madeleine Albright', 'r': 'Make a visit', 't': 'Romania', 'which': 'only'}, 'b': {'h': 'Madeleine Albright', 'r': 'Praise or endorse', 't': 'Japan', 'which': 'only'}}),  # days: ['134']
    Q('Who sat down with Meredov in May 2014?', {'k': 'who', 't': 'Rashid Meredov', 'r': 'Consult', 'time': {'m': '2014-05'}}),  # who_obj: ['Elmar Mammadyarov']
    Q('In September 2008, who hosted Paochinda?', {'k': 'who', 't': 'Anupong Paochinda', 'r': 'Host a visit', 'time': {'m': '2008-09'}}),  # who_obj: ['Thailand']
    Q('Who welcomed Baska in December 2009?', {'k': 'who', 't': 'Jaroslav Baska', 'r': 'Host a visit', 'time': {'m': '2009-12'}}),  # who_obj: ['Ivan Gasparovic']
]

# MultiTQ questions with no answer on purpose: why = ambiguous (the typed name fits several entities that give
# different answers), out_of_range (outside 2005-2015), never (no such event in the graph).
M_NOANSWER = [
    Q("Where did Albright travel in 2017?", {"k": "who", "h": "Madeleine Albright", "r": "Make a visit", "time": {"y": "2017"}}, why="out_of_range"),
    Q("Who did Fradkov phone in 2019?", {"k": "who", "h": "Mikhail Yefimovich Fradkov", "r": "Discuss by telephone", "time": {"y": "2019"}}, why="out_of_range"),
    Q("When did Kim first visit China?", {"k": "when", "h": None, "r": "Make a visit", "t": "China", "gran": "day", "which": "first"}, why="ambiguous", alias="Kim", side="h"),
    Q("Who did Rahman meet in 2010?", {"k": "who", "h": None, "r": "Consult", "time": {"y": "2010"}}, why="ambiguous", alias="Rahman", side="h"),
    Q("When did Giuliani first phone Albright?", {"k": "when", "h": "Rudy Giuliani", "r": "Discuss by telephone", "t": "Madeleine Albright", "gran": "day", "which": "first"}, why="never"),
    Q("Who did Campbell meet in 2014?", {"k": "who", "h": None, "r": "Consult", "time": {"y": "2014"}}, why="ambiguous", alias="Campbell", side="h"),
]

# YAGO11k meanings: k = obj | subj | yn (optional year = the interval holds that year, start_year, end_year)
# | start | end (gran year, or the graph's precision) | length (end year - start year) | first | last (by start year)
# | next (the club joined at or after leaving `after`) | count (different objects) | gap (years between two starts).
Y_QUESTIONS = [
    Q('Which city was Merida born in?', {'k': 'obj', 'h': 'Fran Mérida', 'r': 'wasBornIn'}),  # born_where: ['Barcelona']
    Q('Where was Serdar Kulbilge born?', {'k': 'obj', 'h': 'Serdar Kulbilge', 'r': 'wasBornIn'}),  # born_where: ['Turkey']
    Q("What is Myrna Loy's birthplace?", {'k': 'obj', 'h': 'Myrna Loy', 'r': 'wasBornIn'}),  # born_where: ['Helena, Montana']
    Q('Which city was Vaclav Havel born in?', {'k': 'obj', 'h': 'Václav Havel', 'r': 'wasBornIn'}),  # born_where: ['Prague']
    Q('Which city was Werner Klemperer born in?', {'k': 'obj', 'h': 'Werner Klemperer', 'r': 'wasBornIn'}),  # born_where: ['Cologne']
    Q('What year was George Pace born?', {'k': 'start', 'h': 'George Pace', 'r': 'wasBornIn', 'gran': 'year'}),  # born_year: ['1915']
    Q('In which year was James Campbell Matthews born?', {'k': 'start', 'h': 'James Campbell Matthews', 'r': 'wasBornIn', 'gran': 'year'}),  # born_year: ['1844']
    Q('In which year was Alberto Garcia born?', {'k': 'start', 'h': 'Alberto García (Spanish footballer)', 'r': 'wasBornIn', 'gran': 'year'}),  # born_year: ['1985']
    Q('What year was Fernando Lopes Alcantara born?', {'k': 'start', 'h': 'Fernando Lopes Alcântara', 'r': 'wasBornIn', 'gran': 'year'}),  # born_year: ['1987']
    Q('When was Sahra Wagenknecht born?', {'k': 'start', 'h': 'Sahra Wagenknecht', 'r': 'wasBornIn'}),  # born_when: ['1969-07-16']
    Q("What is Ken Russell's date of birth?", {'k': 'start', 'h': 'Ken Russell', 'r': 'wasBornIn'}),  # born_when: ['1927-07-03']
    Q('When was Karl Gordon Henize born?', {'k': 'start', 'h': 'Karl Gordon Henize', 'r': 'wasBornIn'}),  # born_when: ['1926-10-17']
    Q('In which city did Beckett pass away?', {'k': 'obj', 'h': 'Samuel Beckett', 'r': 'diedIn'}),  # died_where: ['Paris']
    Q('Where did Toni Mannix die?', {'k': 'obj', 'h': 'Toni Mannix', 'r': 'diedIn'}),  # died_where: ['Beverly Hills, California']
    Q('Where did Colas die?', {'k': 'obj', 'h': 'Pierre Colas', 'r': 'diedIn'}),  # died_where: ['Nashville, Tennessee']
    Q('In which city did Edwin Stanton pass away?', {'k': 'obj', 'h': 'Edwin Stanton', 'r': 'diedIn'}),  # died_where: ['Washington, D.C.']
    Q("Who was Martha Graham's spouse?", {'k': 'obj', 'h': 'Martha Graham', 'r': 'isMarriedTo'}),  # spouse: ['Erick Hawkins']
    Q("Who was Jack Weston's spouse?", {'k': 'obj', 'h': 'Jack Weston', 'r': 'isMarriedTo'}),  # spouse: ['Marge Redmond']
    Q("Who was Bebe Daniels's spouse?", {'k': 'obj', 'h': 'Bebe Daniels', 'r': 'isMarriedTo'}),  # spouse: ['Ben Lyon']
    Q('Who did Geraldine Page marry?', {'k': 'obj', 'h': 'Geraldine Page', 'r': 'isMarriedTo'}),  # spouse: ['Alexander Schneider']
    Q("Who was Squire's spouse?", {'k': 'obj', 'h': 'William Squire', 'r': 'isMarriedTo'}),  # spouse: ['Juliet Harmer']
    Q('What year did Brian De Palma marry Gale Anne Hurd?', {'k': 'start', 'h': 'Brian De Palma', 'r': 'isMarriedTo', 't': 'Gale Anne Hurd', 'gran': 'year'}),  # married_when: ['1991']
    Q("What year did Siobhan McKenna marry Denis O'Dea?", {'k': 'start', 'h': 'Siobhán McKenna', 'r': 'isMarriedTo', 't': "Denis O'Dea", 'gran': 'year'}),  # married_when: ['1946']
    Q('What year did James Lee marry Neva Patterson?', {'k': 'start', 'h': 'James Lee (screenwriter)', 'r': 'isMarriedTo', 't': 'Neva Patterson', 'gran': 'year'}),  # married_when: ['1957']
    Q('In which year did Fernando Torres and Fernanda Montenegro get married?', {'k': 'start', 'h': 'Fernando Torres (actor)', 'r': 'isMarriedTo', 't': 'Fernanda Montenegro', 'gran': 'year'}),  # married_when: ['1954']
    Q('How long did the marriage of Hale Hamilton and Grace La Rue last, in years?', {'k': 'length', 'h': 'Hale Hamilton', 'r': 'isMarriedTo', 't': 'Grace La Rue'}),  # married_length: ['22']
    Q('How long did the marriage of Bobby Van and Elaine Joyce last, in years?', {'k': 'length', 'h': 'Bobby Van', 'r': 'isMarriedTo', 't': 'Elaine Joyce'}),  # married_length: ['12']
    Q('How many clubs has Cuenca played for?', {'k': 'count', 'h': 'Isaac Cuenca', 'r': 'playsFor'}),  # club_count: ['12']
    Q('How many different teams did Zoltan Stieber play for?', {'k': 'count', 'h': 'Zoltán Stieber', 'r': 'playsFor'}),  # club_count: ['8']
    Q('How many different teams did Leal play for?', {'k': 'count', 'h': 'Hugo Leal', 'r': 'playsFor'}),  # club_count: ['13']
    Q('What team was Matt Smith at in 2007?', {'k': 'obj', 'h': 'Matt Smith (footballer, born 1989)', 'r': 'playsFor', 'year': 2007}),  # club_in_year: ['Cheltenham Town F.C.']
    Q('Which club was Maresca playing for in 1994?', {'k': 'obj', 'h': 'Enzo Maresca', 'r': 'playsFor', 'year': 1994}),  # club_in_year: ['A.C. Milan', 'Cagliari Calcio']
    Q('Who did Danny Collins play for in 2003?', {'k': 'obj', 'h': 'Danny Collins (footballer)', 'r': 'playsFor', 'year': 2003}),  # club_in_year: ['Chester City F.C.', 'England national football C team']
    Q('Who did Dani Garcia play for in 1989?', {'k': 'obj', 'h': 'Dani García (footballer, born 1974)', 'r': 'playsFor', 'year': 1989}),  # club_in_year: ['CF Damm']
    Q('What year did Ziegler join Fenerbahce?', {'k': 'start', 'h': 'Reto Ziegler', 'r': 'playsFor', 't': 'Fenerbahçe S.K. (football)', 'gran': 'year'}),  # joined_year: ['2013']
    Q('What year did Mark Kennedy join Cardiff City?', {'k': 'start', 'h': 'Mark Kennedy (footballer)', 'r': 'playsFor', 't': 'Cardiff City F.C.', 'gran': 'year'}),  # joined_year: ['2008']
    Q('Which year did Rhys Weston start playing for the Wales national football team?', {'k': 'start', 'h': 'Rhys Weston', 'r': 'playsFor', 't': 'Wales national football team', 'gran': 'year'}),  # joined_year: ['2000']
    Q('What year did Curtis Obeng leave Manchester City?', {'k': 'end', 'h': 'Curtis Obeng', 'r': 'playsFor', 't': 'Manchester City F.C.', 'gran': 'year'}),  # left_year: ['2009']
    Q('What year did Harashchenkov leave Shakhtar-3 Donetsk?', {'k': 'end', 'h': 'Serhiy Harashchenkov', 'r': 'playsFor', 't': 'FC Shakhtar-3 Donetsk', 'gran': 'year'}),  # left_year: ['2010']
    Q('How long did Billy Clarke play for Blackpool?', {'k': 'length', 'h': 'Billy Clarke (footballer, born 1987)', 'r': 'playsFor', 't': 'Blackpool F.C.'}),  # how_long: ['3']
    Q('How long did Issey Nakajima-Farran play for Brisbane Roar?', {'k': 'length', 'h': 'Issey Nakajima-Farran', 'r': 'playsFor', 't': 'Brisbane Roar FC'}),  # how_long: ['1']
    Q('How many years did Tomasz Zdebel spend at Bayer 04 Leverkusen?', {'k': 'length', 'h': 'Tomasz Zdebel', 'r': 'playsFor', 't': 'Bayer 04 Leverkusen'}),  # how_long: ['1']
    Q('How long did Dzeko play for VfL Wolfsburg?', {'k': 'length', 'h': 'Edin Džeko', 'r': 'playsFor', 't': 'VfL Wolfsburg'}),  # how_long: ['4']
    Q('What was the first club Stephen Wright played for?', {'k': 'first', 'h': 'Stephen Wright (English footballer)', 'r': 'playsFor'}),  # first_club: ['Liverpool F.C.']
    Q('Where did Chris Waddle start his career?', {'k': 'first', 'h': 'Chris Waddle', 'r': 'playsFor'}),  # first_club: ['Newcastle United F.C.']
    Q('Which club did Agostinho join last?', {'k': 'last', 'h': 'Agostinho (footballer)', 'r': 'playsFor'}),  # last_club: ['Polideportivo Ejido']
    Q("What was Kurilov's most recent club?", {'k': 'last', 'h': 'Oleksiy Kurilov', 'r': 'playsFor'}),  # last_club: ['FC Vorskla Poltava']
    Q("What was David Fox's most recent club?", {'k': 'last', 'h': 'David Fox (footballer)', 'r': 'playsFor'}),  # last_club: ['Plymouth Argyle F.C.']
    Q('After leaving Manchester City, which club did Beasley join?', {'k': 'next', 'h': 'DaMarcus Beasley', 'r': 'playsFor', 'after': 'Manchester City F.C.'}),  # next_club: ['Rangers F.C.']
    Q('After leaving Everton, which club did Paul Gascoigne join?', {'k': 'next', 'h': 'Paul Gascoigne', 'r': 'playsFor', 'after': 'Everton F.C.'}),  # next_club: ['Burnley F.C.']
    Q('After leaving Portsmouth, which club did Frederic Piquionne join?', {'k': 'next', 'h': 'Frédéric Piquionne', 'r': 'playsFor', 'after': 'Portsmouth F.C.'}),  # next_club: ['West Ham United F.C.']
    Q('After leaving Walsall, which club did Collymore join?', {'k': 'next', 'h': 'Stan Collymore', 'r': 'playsFor', 'after': 'Walsall F.C.'}),  # next_club: ['Wolverhampton Wanderers F.C.']
    Q('Did Oriol Riera ever play for Celta de Vigo?', {'k': 'yn', 'h': 'Oriol Riera', 'r': 'playsFor', 't': 'Celta de Vigo'}),  # played_yn: ['yes']
    Q('Has Jorda played for CF Damm?', {'k': 'yn', 'h': 'Rafa Jordà', 'r': 'playsFor', 't': 'CF Damm'}),  # played_yn: ['yes']
    Q('Has Montanes ever played for Pinhalnovense?', {'k': 'yn', 'h': 'Francisco Montañés', 'r': 'playsFor', 't': 'C.D. Pinhalnovense'}),  # played_yn: ['no']
    Q('Did Junichi Inamoto ever play for Everton?', {'k': 'yn', 'h': 'Junichi Inamoto', 'r': 'playsFor', 't': 'Everton F.C.'}),  # played_yn: ['no']
    Q('What prize did James Joseph Sylvester get in 1880?', {'k': 'obj', 'h': 'James Joseph Sylvester', 'r': 'hasWonPrize', 'start_year': 1880}),  # prize_in_year: ['Copley Medal']
    Q('What prize did Hooker get in 1888?', {'k': 'obj', 'h': 'Joseph Dalton Hooker', 'r': 'hasWonPrize', 'start_year': 1888}),  # prize_in_year: ['Linnean Medal']
    Q('Which award did Bhagwatikumar Sharma win in 2011?', {'k': 'obj', 'h': 'Bhagwatikumar Sharma', 'r': 'hasWonPrize', 'start_year': 2011}),  # prize_in_year: ['Vali Gujarati Gazal Award']
    Q('Which award did Staton win in 1983?', {'k': 'obj', 'h': 'Joe Staton', 'r': 'hasWonPrize', 'start_year': 1983}),  # prize_in_year: ['Inkpot Award']
    Q('When did Spear win the Max Born Prize?', {'k': 'start', 'h': 'Walter Eric Spear', 'r': 'hasWonPrize', 't': 'Max Born Prize'}),  # prize_when: ['1977']
    Q('When did Bohdan Paczynski win the Karl Schwarzschild Medal?', {'k': 'start', 'h': 'Bohdan Paczyński', 'r': 'hasWonPrize', 't': 'Karl Schwarzschild Medal'}),  # prize_when: ['1981']
    Q('When did Terence Tao win the Royal Medal?', {'k': 'start', 'h': 'Terence Tao', 'r': 'hasWonPrize', 't': 'Royal Medal'}),  # prize_when: ['2014']
    Q('How many awards has Richard Axel won?', {'k': 'count', 'h': 'Richard Axel', 'r': 'hasWonPrize'}),  # prize_count: ['4']
    Q('How many prizes did Sam Edwards receive?', {'k': 'count', 'h': 'Sam Edwards (physicist)', 'r': 'hasWonPrize'}),  # prize_count: ['3']
    Q('What was the first award Henri Poincare won?', {'k': 'first', 'h': 'Henri Poincaré', 'r': 'hasWonPrize'}),  # prize_first: ['Gold Medal of the Royal Astronomical Society']
    Q('What was the first award Yash Pal won?', {'k': 'first', 'h': 'Yash Pal', 'r': 'hasWonPrize'}),  # prize_first: ['Padma Bhushan']
    Q('Which university did Pinn graduate from?', {'k': 'obj', 'h': 'Anthony B. Pinn', 'r': 'graduatedFrom'}),  # graduated: ['Harvard University']
    Q('Which university did Arthur Stoll graduate from?', {'k': 'obj', 'h': 'Arthur Stoll', 'r': 'graduatedFrom'}),  # graduated: ['ETH Zurich']
    Q('Which university did Ascher H. Shapiro graduate from?', {'k': 'obj', 'h': 'Ascher H. Shapiro', 'r': 'graduatedFrom'}),  # graduated: ['Massachusetts Institute of Technology']
    Q('What party is Todorov affiliated with?', {'k': 'obj', 'h': 'Stanko Todorov', 'r': 'isAffiliatedTo'}),  # works: ['Bulgarian Communist Party', 'Bulgarian Socialist Party']
    Q('Which party was Turnbull a member of?', {'k': 'obj', 'h': 'Reg Turnbull', 'r': 'isAffiliatedTo'}),  # works: ['Australian Labor Party']
    Q('How many years after his birth did Jeter win the Roberto Clemente Award?', {'k': 'gap', 'a': {'h': 'Derek Jeter', 'r': 'wasBornIn'}, 'b': {'h': 'Derek Jeter', 'r': 'hasWonPrize', 't': 'Roberto Clemente Award'}}),  # gap: ['35']
    Q('How many years after his birth was Vine made a Fellow of the Royal Society?', {'k': 'gap', 'a': {'h': 'Frederick Vine', 'r': 'wasBornIn'}, 'b': {'h': 'Frederick Vine', 'r': 'hasWonPrize', 't': 'Fellow of the Royal Society'}}),  # gap: ['35']
    Q('Is Cedar Rapids, Iowa the birthplace of Driscoll?', {'k': 'yn', 'h': 'Bobby Driscoll', 'r': 'wasBornIn', 't': 'Cedar Rapids, Iowa'}),  # born_yn: ['yes']
    Q('Is Oklahoma City the birthplace of Billy Strayhorn?', {'k': 'yn', 'h': 'Billy Strayhorn', 'r': 'wasBornIn', 't': 'Oklahoma City'}),  # born_yn: ['no']
]

Y_NOANSWER = [
    Q("Where was Gregg Marshall born?", {"k": "obj", "h": "Gregg Marshall", "r": "wasBornIn"}, why="never"),
    Q("Who is Gunter Blobel married to?", {"k": "obj", "h": "Günter Blobel", "r": "isMarriedTo"}, why="never"),
    Q("Where was Smith born?", {"k": "obj", "h": None, "r": "wasBornIn"}, why="ambiguous", alias="Smith", side="h"),
    Q("Who did Williams marry?", {"k": "obj", "h": None, "r": "isMarriedTo"}, why="ambiguous", alias="Williams", side="h"),
]


# ---------------------------------------------------------------- checks
FAILED = []


def check(cond, msg):
    if not cond:
        FAILED.append(msg)


def meaning_entities(m):
    """Entities the question itself names (not the answers)."""
    out = []
    for key in ("h", "t", "after"):
        if m.get(key):
            out.append((m[key], m.get("r")))
    for key in ("anchor", "a", "b"):
        if key in m:
            out += meaning_entities(m[key])
    return out


def typed_span(text, ent):
    """The longest run of the question's words that is a form of the entity's name (accents folded)."""
    words = fold(re.sub(r"'s\b", "", text))
    for n in range(min(7, len(words)), 0, -1):
        for i in range(len(words) - n + 1):
            span = " ".join(words[i:i + n])
            if alias_matches(span, [ent]):
                return span
    for short, full in SHORT_FORMS.items():
        if full == ent and re.search(r"\b" + re.escape(short) + r"\b", text):
            return short
    return None


def check_typing(text, m, names, by_rel, where):
    for ent, rel in meaning_entities(m):
        check(ent in names, f"{where}: entity {ent!r} not in the graph")
        span = typed_span(text, ent)
        check(span is not None, f"{where}: {ent!r} is not typed in {text!r}")
        if span is None or span in SHORT_FORMS:
            continue
        hits = alias_matches(span, names)
        if exact_matches(span, names) == [ent]:
            hits = [ent]  # the graph's whole name, typed in full
        if hits != [ent]:
            ctx = [e for e in hits if e in by_rel.get(rel, ())]
            check(ctx == [ent], f"{where}: {span!r} fits {len(hits)} entities ({hits[:4]}) for {ent!r}")


def main(data):
    mg = MGraph(load_multitq(data))
    yg = YGraph(load_yago(data))
    m_by_rel = collections.defaultdict(set)
    for h, r, t, d in mg.facts:
        m_by_rel[r].update((h, t))
    y_by_rel = collections.defaultdict(set)
    for h, r, t, s, e in yg.facts:
        y_by_rel[r].update((h, t))
    m_names, y_names = sorted(mg.entities), sorted(yg.entities)

    def y_safe(m):
        try:
            return y_answer(yg, m)
        except Uncertain as exc:
            check(False, f"YAGO answer uncertain (open interval) for {m}: {exc}")
            return []

    rows_m, rows_y = [], []
    for i, q in enumerate(M_QUESTIONS):
        a = m_answer(mg, q["m"])
        check(bool(a), f"M{i}: empty answer {q['q']!r}")
        for sub in [q["m"]] + [q["m"][k] for k in ("anchor", "a", "b") if k in q["m"]]:
            check(sub.get("r", "Make a visit") in mg.relations, f"M{i}: relation {sub.get('r')!r}")
        check_typing(q["q"], q["m"], m_names, m_by_rel, f"M{i}")
        check(q["q"].endswith("?"), f"M{i}: no question mark")
        rows_m.append((q, a))
    for i, q in enumerate(Y_QUESTIONS):
        a = y_safe(q["m"])
        check(bool(a), f"Y{i}: empty answer {q['q']!r}")
        check_typing(q["q"], q["m"], y_names, y_by_rel, f"Y{i}")
        rows_y.append((q, a))
    for graph, lst, names, ans_fn, out in (("M", M_NOANSWER, m_names, lambda m: m_answer(mg, m), rows_m),
                                             ("Y", Y_NOANSWER, y_names, y_safe, out_y := rows_y)):
        for i, q in enumerate(lst):
            where = f"{graph}-noanswer{i}"
            if q["why"] == "ambiguous":
                hits = alias_matches(q["alias"], names)
                answers = {}
                for e in hits:
                    mm = dict(q["m"], **{q["side"]: e})
                    a = ans_fn(mm)
                    if a:
                        answers[e] = tuple(a)
                check(len(answers) >= 2 and len(set(answers.values())) >= 2,
                      f"{where}: {q['alias']!r} is not ambiguous ({answers})")
                q["readings"] = len(answers)
            else:
                check_typing(q["q"], q["m"], names, m_by_rel if graph == "M" else y_by_rel, where)
                check(ans_fn(q["m"]) == [], f"{where}: has an answer {ans_fn(q['m'])}")
                if q["why"] == "out_of_range":
                    check(not ("2005" <= q["m"]["time"]["y"] <= "2015"), f"{where}: year inside the graph")
            out.append((q, ["no answer"]))
    # the no-answer questions go at fixed spread-out places so each half gets its share
    return rows_m, rows_y


def spread(main_rows, extra_rows):
    """Insert the extra rows evenly into the main rows."""
    out = list(main_rows)
    step = len(out) // (len(extra_rows) + 1)
    for j, row in enumerate(extra_rows):
        out.insert((j + 1) * step + j, row)
    return out


def interleave(a, b):
    """Merge two lists in proportion, keeping each list's order."""
    out, i, j = [], 0, 0
    while i < len(a) or j < len(b):
        if j >= len(b) or (i < len(a) and i * len(b) <= j * len(a)):
            out.append(a[i])
            i += 1
        else:
            out.append(b[j])
            j += 1
    return out


def run(data):
    rows_m, rows_y = main(data)
    n_m, n_y = len(M_QUESTIONS), len(Y_QUESTIONS)
    rows_m = spread(rows_m[:n_m], rows_m[n_m:])
    rows_y = spread(rows_y[:n_y], rows_y[n_y:])
    check(len(rows_m) == 120, f"MultiTQ count {len(rows_m)}")
    check(len(rows_y) == 80, f"YAGO count {len(rows_y)}")
    allrows = interleave(rows_m, rows_y)
    # alternate the "no answer" questions between the halves: the j-th goes to dev when j is even
    j, pos = 0, 0
    while pos < len(allrows):
        if allrows[pos][1] == ["no answer"]:
            if pos % 2 != j % 2 and pos + 1 < len(allrows) and allrows[pos + 1][1] != ["no answer"]:
                allrows[pos], allrows[pos + 1] = allrows[pos + 1], allrows[pos]
                pos += 1
            j += 1
        pos += 1
    texts = [q["q"] for q, _ in allrows]
    check(len(set(texts)) == len(texts), "duplicate question text")
    for q, a in allrows:
        check(all(isinstance(x, str) and x for x in a), f"bad answer {a} for {q['q']!r}")
    if FAILED:
        for f in FAILED:
            print("CHECK FAILED:", f)
        sys.exit(1)
    items = [{"id": f"p5-{i + 1:04d}", "question": q["q"], "answers": sorted(a)} for i, (q, a) in enumerate(allrows)]
    for name, part in (("people5-dev.json", items[0::2]), ("people5-test.json", items[1::2])):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            json.dump(part, f, ensure_ascii=False, indent=1)
            f.write("\n")
    kinds = collections.Counter()
    for q, a in allrows:
        g = "YAGO" if q in [x for x, _ in rows_y] else "MultiTQ"
        kinds[(g, "no answer" if a == ["no answer"] else q["m"]["k"])] += 1
    for (g, k), n in sorted(kinds.items()):
        print(f"{g:8} {k:15} {n}")
    print("written", len(items), "questions:", len(items[0::2]), "dev,", len(items[1::2]), "test")


if __name__ == "__main__":
    run(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_DATA)
