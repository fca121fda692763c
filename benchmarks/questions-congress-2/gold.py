"""congress-2: 160 temporal questions over the newgraph Congress table, with gold answers computed from it.

Run `python3 gold.py` to check every case and write congress2-dev.json / congress2-test.json.
`--check` fails unless the files on disk are what this script writes, `--explain` prints every case
with its meaning and answers, `--stats` prints the counts. Standard library only.

The graph is `../questions-newgraph/graph.tsv.gz` (pinned by its sha256). The semantics follow
questions-newgraph/README.md section 2; the extra kinds (count, nth) are described in README.md here.
"""

from __future__ import annotations

import collections
import csv
import datetime as dt
import gzip
import hashlib
import json
import re
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
GRAPH = HERE.parent / "questions-newgraph" / "graph.tsv.gz"
GRAPH_SHA256 = "2cf9bc61157a13986b30d895e92bde90e8f1a0d95c42f6aded3ed63c7b5a2d8c"
PREFIX = "c2"
DEV = HERE / "congress2-dev.json"
TEST = HERE / "congress2-test.json"

PRES = "President of the United States"
VP = "Vice President of the United States"
EXECUTIVE = (PRES, VP)
COMPLETE_FROM = 2016  # Congress lists are complete only for 2016 and later
SLACK = dt.timedelta(days=31)
YEAR_WINDOW = dt.timedelta(days=366)
NO_ANSWER = "no answer"


class CheckFailed(Exception):
    pass


def check(cond: bool, msg: str) -> None:
    if not cond:
        raise CheckFailed(msg)


# --------------------------------------------------------------------------- the graph

Fact = collections.namedtuple("Fact", "head rel tail start end")  # end None = open (unknown)
Run = collections.namedtuple("Run", "head rel tail start end")  # facts following each other within 31 days


def _date(s: str) -> dt.date | None:
    return dt.date.fromisoformat(s) if s else None


def load() -> list[Fact]:
    data = GRAPH.read_bytes()
    check(hashlib.sha256(data).hexdigest() == GRAPH_SHA256, "graph.tsv.gz is not the pinned version")
    text = gzip.decompress(data).decode("utf-8")
    reader = csv.DictReader(text.splitlines(), delimiter="\t")
    return [Fact(r["head"], r["relation"], r["tail"], _date(r["start"]), _date(r["end"])) for r in reader]


FACTS = load()
HEADS = sorted({f.head for f in FACTS})
TAILS = sorted({f.tail for f in FACTS})
ENTITIES = set(HEADS) | set(TAILS)
BY_HR: dict[tuple[str, str], list[Fact]] = collections.defaultdict(list)
BY_RT: dict[tuple[str, str], list[Fact]] = collections.defaultdict(list)
for _f in FACTS:
    BY_HR[_f.head, _f.rel].append(_f)
    BY_RT[_f.rel, _f.tail].append(_f)


def runs_of(head: str, rel: str, tail: str) -> list[Run]:
    """The continuous spans of one (head, relation, tail): facts that follow each other within 31 days."""
    facts = sorted((f for f in BY_HR[head, rel] if f.tail == tail), key=lambda f: f.start)
    out: list[Run] = []
    for f in facts:
        if out and out[-1].end is not None and f.start - out[-1].end <= SLACK:
            out[-1] = out[-1]._replace(end=f.end)
        else:
            out.append(Run(head, rel, tail, f.start, f.end))
    return out


def runs_of_tail(rel: str, tail: str) -> list[Run]:
    heads = sorted({f.head for f in BY_RT[rel, tail]})
    return sorted((r for h in heads for r in runs_of(h, rel, tail)), key=lambda r: (r.start, r.head))


def holds(f: Fact, year: int) -> bool:
    check(f.end is not None or year < f.start.year, f"open fact could reach {year}: {f}")
    return f.start.year <= year <= f.end.year


def no_open_person(head: str, rel: str, year: int) -> None:
    for f in BY_HR[head, rel]:
        check(not (f.end is None and f.start.year <= year), f"open fact of {head} {rel} could reach {year}: {f}")


def no_open_tail(rel: str, tail: str, year: int) -> None:
    for f in BY_RT[rel, tail]:
        check(not (f.end is None and f.start.year <= year), f"open fact of {rel} {tail} could reach {year}: {f}")


def complete_tail(rel: str, tail: str, year: int | None = None) -> None:
    """Lists over a tail: presidents / vice presidents always; Congress only from 2016; no leadership posts."""
    if rel == "heldOffice":
        check(tail in EXECUTIVE, f"leadership posts are patchy, no list question: {tail}")
        return
    check(year is not None and year >= COMPLETE_FROM, f"Congress lists are complete only from {COMPLETE_FROM}")


def single_run(head: str, rel: str, tail: str) -> Run:
    rs = runs_of(head, rel, tail)
    check(len(rs) == 1, f"{head} {rel} {tail}: {len(rs)} spans, need exactly one")
    return rs[0]


def order_key_person(head: str, rel: str) -> list[tuple[dt.date, str]]:
    firsts: dict[str, dt.date] = {}
    for f in BY_HR[head, rel]:
        firsts[f.tail] = min(firsts.get(f.tail, f.start), f.start)
    return sorted((d, t) for t, d in firsts.items())


def no_interleave(head: str, rel: str, items: list[tuple[dt.date, str]]) -> None:
    """First / last / n-th by first start is only asked when the tails follow each other without
    returning to an earlier one (Issa's 48th district, left in 2003 and held again from 2023, is not)."""
    for (_, a), (_, b) in zip(items, items[1:]):
        ends = [f.end for f in BY_HR[head, rel] if f.tail == a]
        last_end = None if any(e is None for e in ends) else max(ends)
        b_start = min(f.start for f in BY_HR[head, rel] if f.tail == b)
        check(last_end is not None and last_end <= b_start + SLACK, f"{head} {rel}: {a} and {b} interleave")


def pick_ordered(items: list[tuple[dt.date, str]], pos: int, what: str) -> str:
    check(0 <= pos < len(items) if pos >= 0 else len(items) >= -pos, f"{what}: no position {pos}")
    d, x = items[pos]
    ties = [y for e, y in items if e.year == d.year and y != x]
    check(not ties, f"{what}: tie in {d.year} at the answer position: {x} / {ties}")
    return x


def fmt_when(d: dt.date, unit: str) -> str:
    return str(d.year) if unit == "year" else d.isoformat()


# --------------------------------------------------------------------------- the kinds


def ans_at(m: dict) -> list[str]:
    head, rel, year = m["head"], m["rel"], m["year"]
    no_open_person(head, rel, year)
    return sorted({f.tail for f in BY_HR[head, rel] if holds(f, year)})


def ans_who_at(m: dict) -> list[str]:
    rel, tail, year = m["rel"], m["tail"], m["year"]
    complete_tail(rel, tail, year)
    no_open_tail(rel, tail, year)
    return sorted({f.head for f in BY_RT[rel, tail] if holds(f, year)})


def ans_start(m: dict) -> list[str]:
    r = single_run(m["head"], m["rel"], m["tail"])
    return [fmt_when(r.start, m.get("unit", "date"))]


def ans_end(m: dict) -> list[str]:
    r = single_run(m["head"], m["rel"], m["tail"])
    check(r.end is not None, f"open span, its end is unknown: {r}")
    return [fmt_when(r.end, m.get("unit", "date"))]


def ans_duration(m: dict) -> list[str]:
    r = single_run(m["head"], m["rel"], m["tail"])
    check(r.end is not None, f"open span, its length is unknown: {r}")
    n = r.end.year - r.start.year
    check(n > 0, f"duration {n}")
    return [str(n)]


def ans_yesno(m: dict) -> list[str]:
    head, rel, tail, year = m["head"], m["rel"], m["tail"], m["year"]
    no_open_person(head, rel, year)
    return ["yes" if any(holds(f, year) for f in BY_HR[head, rel] if f.tail == tail) else "no"]


def ans_count(m: dict) -> list[str]:
    """How many different tails the person has had in this relation (over the whole record)."""
    tails = {f.tail for f in BY_HR[m["head"], m["rel"]]}
    check(len(tails) >= 1, "nothing to count")
    return [str(len(tails))]


def ans_count_rev(m: dict) -> list[str]:
    return [str(len(ans_who_at(m)))]


def ans_first_last(m: dict) -> list[str]:
    items = order_key_person(m["head"], m["rel"])
    check(len(items) >= 2, f"{m['head']} {m['rel']}: only one, first/last is trivial")
    no_interleave(m["head"], m["rel"], items)
    return [pick_ordered(items, 0 if m["which"] == "first" else -1, f"{m['head']} {m['rel']}")]


def ans_nth(m: dict) -> list[str]:
    items = order_key_person(m["head"], m["rel"])
    no_interleave(m["head"], m["rel"], items)
    return [pick_ordered(items, m["n"] - 1, f"{m['head']} {m['rel']}")]


def ans_first_last_rev(m: dict) -> list[str]:
    rel, tail, which = m["rel"], m["tail"], m["which"]
    firsts: dict[str, dt.date] = {}
    for f in BY_RT[rel, tail]:
        firsts[f.head] = min(firsts.get(f.head, f.start), f.start)
    items = sorted((d, h) for h, d in firsts.items())
    if which == "first":
        complete_tail(rel, tail, items[0][0].year)
    else:
        complete_tail(rel, tail, items[-1][0].year)
    return [pick_ordered(items, 0 if which == "first" else -1, f"{rel} {tail}")]


def ans_nth_rev(m: dict) -> list[str]:
    """The n-th holder of an executive office, counting each continuous span: the usual numbering
    (Cleveland is the 22nd and the 24th president)."""
    rel, tail, n = m["rel"], m["tail"], m["n"]
    check(rel == "heldOffice" and tail in EXECUTIVE, "n-th only for president / vice president")
    rs = runs_of_tail(rel, tail)
    check(1 <= n <= len(rs), f"no {n}-th")
    check(n == len(rs) or rs[n].start > rs[n - 1].start, "tie")
    return [rs[n - 1].head]


def ans_before_after(m: dict) -> list[str]:
    head, rel, year, d = m["head"], m["rel"], m["year"], m["dir"]
    tails = {f.tail for f in BY_HR[head, rel]}
    out = set()
    for t in tails:
        for r in runs_of(head, rel, t):
            if (r.start.year < year) if d == "before" else (r.start.year > year):
                out.add(t)
    return sorted(out)


def ans_before_after_rev(m: dict) -> list[str]:
    rel, tail, year, d = m["rel"], m["tail"], m["year"], m["dir"]
    if rel == "heldOffice":
        complete_tail(rel, tail)
    else:
        check(d == "after", "Congress 'before' lists are incomplete")
        complete_tail(rel, tail, year + 1)
    out = set()
    for r in runs_of_tail(rel, tail):
        if (r.start.year < year) if d == "before" else (r.start.year > year):
            out.add(r.head)
    return sorted(out)


def ans_successor(m: dict) -> list[str]:
    head, rel, tail = m["head"], m["rel"], m["tail"]
    x = single_run(head, rel, tail)
    check(x.end is not None, "open span has no successor yet")
    if not (rel == "heldOffice" and tail in EXECUTIVE):
        check(rel != "heldOffice", "leadership posts are patchy")
        check(x.end.year >= COMPLETE_FROM, "successor may be missing from the graph")
    others = [r for r in runs_of_tail(rel, tail) if r.head != head]
    cands = {r.head for r in others if x.end - SLACK <= r.start <= x.end + YEAR_WINDOW}
    check(len(cands) == 1, f"successor of {head}: {sorted(cands)}")
    opens = [r for r in others if r.end is None and r.start < x.end - SLACK]
    check(not opens, f"open span around the end: {opens}")
    return sorted(cands)


def ans_predecessor(m: dict) -> list[str]:
    head, rel, tail = m["head"], m["rel"], m["tail"]
    x = single_run(head, rel, tail)
    if not (rel == "heldOffice" and tail in EXECUTIVE):
        check(rel != "heldOffice", "leadership posts are patchy")
        check(x.start.year >= COMPLETE_FROM + 1, "predecessor may be missing from the graph")
    others = [r for r in runs_of_tail(rel, tail) if r.head != head]
    cands = {r.head for r in others if r.end is not None and x.start - YEAR_WINDOW <= r.end <= x.start + SLACK}
    check(len(cands) == 1, f"predecessor of {head}: {sorted(cands)}")
    opens = [r for r in others if r.end is None and r.start < x.start + SLACK]
    check(not opens, f"open span around the start: {opens}")
    return sorted(cands)


def ans_during(m: dict) -> list[str]:
    """The answer relation in the year the reference span starts or ends. m['ref'] = (head, rel, tail,
    'start'|'end'); m['ask'] = ('heads', rel, tail) or ('tails', head, rel)."""
    head, rel, tail, point = m["ref"]
    r = single_run(head, rel, tail)
    d = r.start if point == "start" else r.end
    check(d is not None, "open span has no end")
    year = d.year
    kind, a, b = m["ask"]
    if kind == "heads":
        ans = ans_who_at({"rel": a, "tail": b, "year": year})
    else:
        ans = ans_at({"head": a, "rel": b, "year": year})
    check(len(ans) == 1, f"during: {len(ans)} answers in {year}: {ans}")
    return ans


KINDS = {
    "at": ans_at,
    "who_at": ans_who_at,
    "start": ans_start,
    "end": ans_end,
    "duration": ans_duration,
    "yesno": ans_yesno,
    "count": ans_count,
    "count_rev": ans_count_rev,
    "first_last": ans_first_last,
    "nth": ans_nth,
    "first_last_rev": ans_first_last_rev,
    "nth_rev": ans_nth_rev,
    "before_after": ans_before_after,
    "before_after_rev": ans_before_after_rev,
    "successor": ans_successor,
    "predecessor": ans_predecessor,
    "during": ans_during,
}


# --------------------------------------------------------------------------- names as people type them

SUFFIX = re.compile(r",? (Jr\.|Sr\.|III|II|IV)$")
# Everyday first names that are not written in the table's name (well-known short forms only).
ALIASES = {
    "Charles E. Schumer": ["chuck"],
    "Bernard Sanders": ["bernie"],
    "Robert P. Casey, Jr.": ["bob"],
    "Richard J. Durbin": ["dick"],
    "Patrick J. Leahy": ["pat"],
    "James C. Justice": ["jim"],
    "Gerald E. Connolly": ["gerry"],
    "Jerrold Nadler": ["jerry"],
    "Edward J. Markey": ["ed"],
}


def norm(s: str) -> str:
    s = unicodedata.normalize("NFKD", s.replace("\u2019", "'"))
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    s = re.sub(r"[\".,]", "", s)
    return re.sub(r"\s+", " ", s).strip()


def surname(head: str) -> str:
    return norm(SUFFIX.sub("", head)).split()[-1]


def name_words(head: str) -> set[str]:
    return set(norm(SUFFIX.sub("", head)).split()) | set(ALIASES.get(head, []))


def resolve(mention: str) -> list[str]:
    """Heads the mention can mean: its last word is the surname, every other word is a word of the name,
    an initial of one, or a known short form. A whole-name match wins."""
    words = norm(mention).split()
    whole = [h for h in HEADS if norm(h) == norm(mention) or norm(SUFFIX.sub("", h)) == norm(mention)]
    if whole:
        return whole
    out = []
    for h in HEADS:
        if surname(h) != words[-1]:
            continue
        hw = name_words(h)
        if all(w in hw or any(x.startswith(w) and len(w) == 1 for x in hw) for w in words[:-1]):
            out.append(h)
    return out


# --------------------------------------------------------------------------- the questions
# Each case: the question as typed, the mention of the person in it, and the meaning.
# Shorthand for relations and chambers.
P, S, D, H, SEN, O, CW = ("belongedToParty", "servedIn", "representedDistrict", "representedInHouse",
                          "representedInSenate", "heldOffice", "caucusedWith")
HOUSE, SENATE = "House of Representatives", "Senate"


def dist(state: str, n: str) -> str:
    return f"{state}'s {n} congressional district"


def C(question: str, mention: str | None, kind: str, **meaning) -> dict:
    return {"question": question, "mention": mention, "kind": kind, "meaning": meaning}


def AMBIG(question: str, mention: str, kind: str, **meaning) -> dict:
    """A surname that fits several people with different answers: 'no answer'."""
    return {"question": question, "mention": mention, "kind": "no_answer", "reading": kind, "meaning": meaning}


def OPEN(question: str, mention: str, what: str, **meaning) -> dict:
    """The end (or length) of a span that is still open in the graph: 'no answer'."""
    return {"question": question, "mention": mention, "kind": "no_answer", "reading": what, "meaning": meaning}


CASES = [
    # ---- at: which / what at a time, from the person
    C("Which district did Michael McCaul represent in 2016?", "Michael McCaul", "at",
      head="Michael T. McCaul", rel=D, year=2016),
    C("what party was karen handel in 2019", "karen handel", "at", head="Karen C. Handel", rel=P, year=2019),
    C("Which state did Henry Cuellar represent in the House in 2021?", "Henry Cuellar", "at",
      head="Henry Cuellar", rel=H, year=2021),
    C("Which district was Mia Love the representative for in 2018?", "Mia Love", "at",
      head="Mia B. Love", rel=D, year=2018),
    C("Which state did Chuck Schumer represent in the House in 1993?", "Chuck Schumer", "at",
      head="Charles E. Schumer", rel=H, year=1993),
    C("Which district did Tracey Mann represent in 2024?", "Tracey Mann", "at",
      head="Tracey Mann", rel=D, year=2024),
    C("Which Mississippi district did Thad Cochran represent in 1978?", "Thad Cochran", "at",
      head="Thad Cochran", rel=D, year=1978),
    C("Which party was Paul Mitchell a member of in 2020?", "Paul Mitchell", "at",
      head="Paul Mitchell", rel=P, year=2020),
    C("In 2024, which party did Joe Manchin belong to?", "Joe Manchin", "at",
      head="Joe Manchin, III", rel=P, year=2024),
    C("Which chamber was Kyrsten Sinema in in 2018?", "Kyrsten Sinema", "at",
      head="Kyrsten Sinema", rel=S, year=2018),
    C("What office did Calvin Coolidge hold in 1922?", "Calvin Coolidge", "at",
      head="Calvin Coolidge", rel=O, year=1922),
    C("What office did Theodore Roosevelt hold in 1901?", "Theodore Roosevelt", "at",
      head="Theodore Roosevelt", rel=O, year=1901),
    C("Which district did Lucille Roybal-Allard represent in 2013?", "Lucille Roybal-Allard", "at",
      head="Lucille Roybal-Allard", rel=D, year=2013),
    C("which district was maxine waters representing in 2005", "maxine waters", "at",
      head="Maxine Waters", rel=D, year=2005),
    C("What state was Kelly Loeffler a senator for in 2020?", "Kelly Loeffler", "at",
      head="Kelly Loeffler", rel=SEN, year=2020),
    # ---- who_at: who at a time
    C("Who represented Washington's 6th district in 2019?", None, "who_at",
      rel=D, tail=dist("Washington", "6th"), year=2019),
    C("Who was the representative for California's 52nd district in 2023?", None, "who_at",
      rel=D, tail=dist("California", "52nd"), year=2023),
    C("Who was president in 1893?", None, "who_at", rel=O, tail=PRES, year=1893),
    C("Who represented Missouri's 1st congressional district in 2024?", None, "who_at",
      rel=D, tail=dist("Missouri", "1st"), year=2024),
    C("Who were Vermont's senators in 2019?", None, "who_at", rel=SEN, tail="Vermont", year=2019),
    C("Who were the senators from Pennsylvania in 2018?", None, "who_at", rel=SEN, tail="Pennsylvania", year=2018),
    C("who was the congressman for kentucky's 2nd district in 2022", None, "who_at",
      rel=D, tail=dist("Kentucky", "2nd"), year=2022),
    C("Who was vice president in 1972?", None, "who_at", rel=O, tail=VP, year=1972),
    C("Who held the presidency in 1870?", None, "who_at", rel=O, tail=PRES, year=1870),
    C("Who represented American Samoa in the House in 2019?", None, "who_at",
      rel=H, tail="American Samoa", year=2019),
    C("Who was the vice president in 1850?", None, "who_at", rel=O, tail=VP, year=1850),
    C("Who represented Florida's 20th district in 2019?", None, "who_at",
      rel=D, tail=dist("Florida", "20th"), year=2019),
    C("Who were the senators for Nevada in 2019?", None, "who_at", rel=SEN, tail="Nevada", year=2019),
    C("Who caucused with the Democrats in 2023?", None, "who_at", rel=CW, tail="Democrat", year=2023),
    C("Who was VP in 1993?", None, "who_at", rel=O, tail=VP, year=1993),
    # ---- start: when it began
    C("When did Elissa Slotkin start representing Michigan in the Senate?", "Elissa Slotkin", "start",
      head="Elissa Slotkin", rel=SEN, tail="Michigan"),
    C("When did Ralph Norman take his seat in the House?", "Ralph Norman", "start",
      head="Ralph Norman", rel=S, tail=HOUSE),
    C("What year did Cori Bush join the House?", "Cori Bush", "start",
      head="Cori Bush", rel=S, tail=HOUSE, unit="year"),
    C("When did Shontel Brown start representing Ohio in the House?", "Shontel Brown", "start",
      head="Shontel M. Brown", rel=H, tail="Ohio"),
    C("When did John Garamendi join the House?", "John Garamendi", "start",
      head="John Garamendi", rel=S, tail=HOUSE),
    C("When did Jim Justice become a senator?", "Jim Justice", "start",
      head="James C. Justice", rel=S, tail=SENATE),
    C("Since when has Suzanne Bonamici been in the House?", "Suzanne Bonamici", "start",
      head="Suzanne Bonamici", rel=S, tail=HOUSE),
    C("In which year did Dianne Feinstein join the Senate?", "Dianne Feinstein", "start",
      head="Dianne Feinstein", rel=S, tail=SENATE, unit="year"),
    C("When did Lindsey Graham begin representing South Carolina in the Senate?", "Lindsey Graham", "start",
      head="Lindsey Graham", rel=SEN, tail="South Carolina"),
    C("In what year did Marsha Blackburn start serving in the House?", "Marsha Blackburn", "start",
      head="Marsha Blackburn", rel=S, tail=HOUSE, unit="year"),
    C("When did William McKinley become president?", "William McKinley", "start",
      head="William McKinley", rel=O, tail=PRES),
    C("When did Kevin Yoder start representing Kansas's 3rd district?", "Kevin Yoder", "start",
      head="Kevin Yoder", rel=D, tail=dist("Kansas", "3rd")),
    C("When did Paul Mitchell become an independent?", "Paul Mitchell", "start",
      head="Paul Mitchell", rel=P, tail="Independent"),
    C("when did kamala harris become vice president", "kamala harris", "start",
      head="Kamala D. Harris", rel=O, tail=VP),
    # ---- end: when it ended
    C("When did Wiley Nickel leave the House?", "Wiley Nickel", "end", head="Wiley Nickel", rel=S, tail=HOUSE),
    C("Until when did Zachary Taylor serve as president?", "Zachary Taylor", "end",
      head="Zachary Taylor", rel=O, tail=PRES),
    C("When did Alben Barkley's time as vice president end?", "Alben Barkley", "end",
      head="Alben William Barkley", rel=O, tail=VP),
    C("When did Ileana Ros-Lehtinen stop representing Florida in the House?", "Ileana Ros-Lehtinen", "end",
      head="Ileana Ros-Lehtinen", rel=H, tail="Florida"),
    C("In what year did Candice Miller leave the House?", "Candice Miller", "end",
      head="Candice S. Miller", rel=S, tail=HOUSE, unit="year"),
    C("When did Val Demings leave the House?", "Val Demings", "end",
      head="Val Butler Demings", rel=S, tail=HOUSE),
    C("Until when was Scott Tipton the congressman for Colorado's 3rd district?", "Scott Tipton", "end",
      head="Scott R. Tipton", rel=D, tail=dist("Colorado", "3rd")),
    C("When did Bill Cassidy leave the House?", "Bill Cassidy", "end", head="Bill Cassidy", rel=S, tail=HOUSE),
    C("When did Keith Ellison give up his seat in the House?", "Keith Ellison", "end",
      head="Keith Ellison", rel=S, tail=HOUSE),
    C("In which year did Sean Patrick Maloney leave the House?", "Sean Patrick Maloney", "end",
      head="Sean Patrick Maloney", rel=S, tail=HOUSE, unit="year"),
    C("When did Joe Manchin stop being a Democrat?", "Joe Manchin", "end",
      head="Joe Manchin, III", rel=P, tail="Democrat"),
    C("When did Charles Dawes stop being vice president?", "Charles Dawes", "end",
      head="Charles Gates Dawes", rel=O, tail=VP),
    # ---- duration: how many years
    C("How many years did Richard Burr serve in the Senate?", "Richard Burr", "duration",
      head="Richard Burr", rel=S, tail=SENATE),
    C("How many years did Will Hurd represent Texas's 23rd district?", "Will Hurd", "duration",
      head="Will Hurd", rel=D, tail=dist("Texas", "23rd")),
    C("How long did Dana Rohrabacher serve in the House?", "Dana Rohrabacher", "duration",
      head="Dana Rohrabacher", rel=S, tail=HOUSE),
    C("How many years was Adam Schiff in the House?", "Adam Schiff", "duration",
      head="Adam B. Schiff", rel=S, tail=HOUSE),
    C("For how many years did Gene Green represent Texas in the House?", "Gene Green", "duration",
      head="Gene Green", rel=H, tail="Texas"),
    C("How many years did Joe Barton sit in the House?", "Joe Barton", "duration",
      head="Joe Barton", rel=S, tail=HOUSE),
    C("How long was Jeff Flake a senator?", "Jeff Flake", "duration", head="Jeff Flake", rel=S, tail=SENATE),
    C("how many years did sam johnson serve in the house", "sam johnson", "duration",
      head="Sam Johnson", rel=S, tail=HOUSE),
    C("How long was Jon Kyl in the House?", "Jon Kyl", "duration", head="Jon Kyl", rel=S, tail=HOUSE),
    C("How many years did Harry Reid represent Nevada's 1st district?", "Harry Reid", "duration",
      head="Harry Reid", rel=D, tail=dist("Nevada", "1st")),
    C("How long was Henry Wilson vice president?", "Henry Wilson", "duration",
      head="Henry Wilson", rel=O, tail=VP),
    C("How many years was Franklin Roosevelt president?", "Franklin Roosevelt", "duration",
      head="Franklin Delano Roosevelt", rel=O, tail=PRES),
    # ---- yesno: true in a year
    C("Was Paul Ryan a congressman from Wisconsin in 2004?", "Paul Ryan", "yesno",
      head="Paul D. Ryan", rel=H, tail="Wisconsin", year=2004),
    C("Was David Price a Democrat in 1990?", "David Price", "yesno",
      head="David E. Price", rel=P, tail="Democrat", year=1990),
    C("Was Lamar Alexander a senator in 2007?", "Lamar Alexander", "yesno",
      head="Lamar Alexander", rel=S, tail=SENATE, year=2007),
    C("Was Troy Balderson in the House in 2017?", "Troy Balderson", "yesno",
      head="Troy Balderson", rel=S, tail=HOUSE, year=2017),
    C("Did Beto O'Rourke represent Texas's 16th district in 2015?", "Beto O'Rourke", "yesno",
      head="Beto O\u2019Rourke", rel=D, tail=dist("Texas", "16th"), year=2015),
    C("Was Ron Kind in the House in 2010?", "Ron Kind", "yesno", head="Ron Kind", rel=S, tail=HOUSE, year=2010),
    C("Was Gerry Connolly serving in the House in 2022?", "Gerry Connolly", "yesno",
      head="Gerald E. Connolly", rel=S, tail=HOUSE, year=2022),
    C("Was Ileana Ros-Lehtinen the representative of Florida's 27th district in 1990?", "Ileana Ros-Lehtinen",
      "yesno", head="Ileana Ros-Lehtinen", rel=D, tail=dist("Florida", "27th"), year=1990),
    C("Was Pramila Jayapal a member of the House in 2016?", "Pramila Jayapal", "yesno",
      head="Pramila Jayapal", rel=S, tail=HOUSE, year=2016),
    C("Was Kyrsten Sinema a senator in 2018?", "Kyrsten Sinema", "yesno",
      head="Kyrsten Sinema", rel=S, tail=SENATE, year=2018),
    C("Was Bernie Sanders a senator in 2005?", "Bernie Sanders", "yesno",
      head="Bernard Sanders", rel=S, tail=SENATE, year=2005),
    C("Was Joe Biden vice president in 2008?", "Joe Biden", "yesno", head="Joe Biden", rel=O, tail=VP, year=2008),
    C("Did Mitch McConnell serve in the Senate in 1990?", "Mitch McConnell", "yesno",
      head="Mitch McConnell", rel=S, tail=SENATE, year=1990),
    C("Was Kevin Cramer a senator in 2017?", "Kevin Cramer", "yesno",
      head="Kevin Cramer", rel=S, tail=SENATE, year=2017),
    # ---- count: how many different ...
    C("How many different districts did Richard Hanna represent?", "Richard Hanna", "count",
      head="Richard L. Hanna", rel=D),
    C("How many districts has Maxine Waters represented?", "Maxine Waters", "count", head="Maxine Waters", rel=D),
    C("How many congressional districts did John Shimkus represent?", "John Shimkus", "count",
      head="John Shimkus", rel=D),
    C("How many different parties has Justin Amash been in?", "Justin Amash", "count", head="Justin Amash", rel=P),
    C("How many districts did Pelosi represent over her career?", "Pelosi", "count", head="Nancy Pelosi", rel=D),
    C("How many chambers of Congress did John McCain serve in?", "John McCain", "count", head="John McCain", rel=S),
    C("How many different districts did Judy Chu represent?", "Judy Chu", "count", head="Judy Chu", rel=D),
    C("How many different offices did Lyndon Johnson hold?", "Lyndon Johnson", "count",
      head="Lyndon Baines Johnson", rel=O),
    C("How many presidents were there in 1841?", None, "count_rev", rel=O, tail=PRES, year=1841),
    C("How many people served as vice president in 1945?", None, "count_rev", rel=O, tail=VP, year=1945),
    C("How many people represented Indiana in the Senate in 2017?", None, "count_rev",
      rel=SEN, tail="Indiana", year=2017),
    C("How many senators did Tennessee have in 2019?", None, "count_rev", rel=SEN, tail="Tennessee", year=2019),
    # ---- first / last, from the person
    C("Which office did Joe Biden hold first?", "Joe Biden", "first_last", head="Joe Biden", rel=O, which="first"),
    C("Which district did Matt Cartwright represent last?", "Matt Cartwright", "first_last",
      head="Matt Cartwright", rel=D, which="last"),
    C("Which chamber did Ben Ray Lujan serve in first?", "Ben Ray Lujan", "first_last",
      head="Ben Ray Luj\u00e1n", rel=S, which="first"),
    C("Which district did Susan Davis represent first?", "Susan Davis", "first_last",
      head="Susan A. Davis", rel=D, which="first"),
    C("What was Debbie Wasserman Schultz's first district?", "Debbie Wasserman Schultz", "first_last",
      head="Debbie Wasserman Schultz", rel=D, which="first"),
    C("Which chamber did Ed Markey serve in last?", "Ed Markey", "first_last",
      head="Edward J. Markey", rel=S, which="last"),
    C("which district did debbie dingell represent first", "debbie dingell", "first_last",
      head="Debbie Dingell", rel=D, which="first"),
    C("What is the most recent district Lloyd Doggett has represented?", "Lloyd Doggett", "first_last",
      head="Lloyd Doggett", rel=D, which="last"),
    C("Which office did Millard Fillmore hold last?", "Millard Fillmore", "first_last",
      head="Millard Fillmore", rel=O, which="last"),
    # ---- n-th
    C("Who was the 24th president?", None, "nth_rev", rel=O, tail=PRES, n=24),
    C("Who was the 12th vice president?", None, "nth_rev", rel=O, tail=VP, n=12),
    C("Who was the thirtieth president of the United States?", None, "nth_rev", rel=O, tail=PRES, n=30),
    C("What was Richard Hanna's second district?", "Richard Hanna", "nth", head="Richard L. Hanna", rel=D, n=2),
    C("Which district did Lauren Boebert represent second?", "Lauren Boebert", "nth",
      head="Lauren Boebert", rel=D, n=2),
    C("What was the second district Glenn Thompson represented?", "Glenn Thompson", "nth",
      head="Glenn Thompson", rel=D, n=2),
    # ---- first / last, from the office or seat
    C("Who is the newest senator from California?", None, "first_last_rev", rel=SEN, tail="California",
      which="last"),
    C("Who most recently started representing Alaska's at-large district?", None, "first_last_rev",
      rel=D, tail=dist("Alaska", "at-large"), which="last"),
    C("Who was the most recent vice president to take office?", None, "first_last_rev", rel=O, tail=VP,
      which="last"),
    C("Who most recently took over Minnesota's 7th district?", None, "first_last_rev",
      rel=D, tail=dist("Minnesota", "7th"), which="last"),
    C("Who was the first president of the United States?", None, "first_last_rev", rel=O, tail=PRES,
      which="first"),
    # ---- before / after a year
    C("Which districts did Lois Capps represent after 1998?", "Lois Capps", "before_after",
      head="Lois Capps", rel=D, dir="after", year=1998),
    C("Which districts did Lucille Roybal-Allard represent before 2012?", "Lucille Roybal-Allard",
      "before_after", head="Lucille Roybal-Allard", rel=D, dir="before", year=2012),
    C("Which districts did Richard Nugent represent before 2016?", "Richard Nugent", "before_after",
      head="Richard B. Nugent", rel=D, dir="before", year=2016),
    C("Which district did Raul Grijalva represent after 2014?", "Raul Grijalva", "before_after",
      head="Ra\u00fal M. Grijalva", rel=D, dir="after", year=2014),
    C("Which district did Sander Levin start representing after 2009?", "Sander Levin", "before_after",
      head="Sander M. Levin", rel=D, dir="after", year=2009),
    C("What offices did Harry Truman hold before 1946?", "Harry Truman", "before_after",
      head="Harry S. Truman", rel=O, dir="before", year=1946),
    C("Which presidents took office after 1990?", None, "before_after_rev", rel=O, tail=PRES, dir="after",
      year=1990),
    C("Who became vice president before 1800?", None, "before_after_rev", rel=O, tail=VP, dir="before",
      year=1800),
    C("Who started representing Pennsylvania in the Senate after 2016?", None, "before_after_rev",
      rel=SEN, tail="Pennsylvania", dir="after", year=2016),
    C("Who became a senator for Arizona after 2018?", None, "before_after_rev",
      rel=SEN, tail="Arizona", dir="after", year=2018),
    C("Which presidents started their term before 1800?", None, "before_after_rev", rel=O, tail=PRES,
      dir="before", year=1800),
    # ---- successor / predecessor
    C("Who succeeded Madeleine Bordallo as Guam's delegate in the House?", "Madeleine Bordallo", "successor",
      head="Madeleine Z. Bordallo", rel=H, tail="Guam"),
    C("Who came after Woodrow Wilson as president?", "Woodrow Wilson", "successor",
      head="Woodrow Wilson", rel=O, tail=PRES),
    C("Who took over New York's 22nd district from Anthony Brindisi?", "Anthony Brindisi", "successor",
      head="Anthony Brindisi", rel=D, tail=dist("New York", "22nd")),
    C("Who succeeded Lacy Clay in Missouri's 1st district?", "Lacy Clay", "successor",
      head="Wm. Lacy Clay", rel=D, tail=dist("Missouri", "1st")),
    C("Who was Gerald Ford's successor as vice president?", "Gerald Ford", "successor",
      head="Gerald Rudolph Ford", rel=O, tail=VP),
    C("Who replaced Debbie Mucarsel-Powell in Florida's 26th district?", "Debbie Mucarsel-Powell", "successor",
      head="Debbie Mucarsel-Powell", rel=D, tail=dist("Florida", "26th")),
    C("Who succeeded Claire McCaskill as senator for Missouri?", "Claire McCaskill", "successor",
      head="Claire McCaskill", rel=SEN, tail="Missouri"),
    C("Who held Colorado's 3rd district before Jeff Hurd?", "Jeff Hurd", "predecessor",
      head="Jeff Hurd", rel=D, tail=dist("Colorado", "3rd")),
    C("Who did John Fetterman replace as a senator for Pennsylvania?", "John Fetterman", "predecessor",
      head="John Fetterman", rel=SEN, tail="Pennsylvania"),
    C("Who was vice president before JD Vance?", "JD Vance", "predecessor", head="J.D. Vance", rel=O, tail=VP),
    C("Who preceded Emilia Sykes in Ohio's 13th district?", "Emilia Sykes", "predecessor",
      head="Emilia Strong Sykes", rel=D, tail=dist("Ohio", "13th")),
    C("Who came before Aaron Burr as vice president?", "Aaron Burr", "predecessor",
      head="Aaron Burr", rel=O, tail=VP),
    C("Whose seat in Colorado's 6th district did Jason Crow take?", "Jason Crow", "predecessor",
      head="Jason Crow", rel=D, tail=dist("Colorado", "6th")),
    C("Who was president before Andrew Jackson?", "Andrew Jackson", "predecessor",
      head="Andrew Jackson", rel=O, tail=PRES),
    # ---- during: at the time of another fact
    C("Who was vice president when Duncan Hunter started representing California's 50th district?",
      "Duncan Hunter", "during", ref=("Duncan Hunter", D, dist("California", "50th"), "start"),
      ask=("heads", O, VP)),
    C("Which party was Dean Heller in when he left the Senate?", "Dean Heller", "during",
      ref=("Dean Heller", S, SENATE, "end"), ask=("tails", "Dean Heller", P)),
    C("Who was vice president when Jerry Nadler entered the House?", "Jerry Nadler", "during",
      ref=("Jerrold Nadler", S, HOUSE, "start"), ask=("heads", O, VP)),
    C("Who was president when Erin Houchin took office in the House?", "Erin Houchin", "during",
      ref=("Erin Houchin", S, HOUSE, "start"), ask=("heads", O, PRES)),
    C("Who was president when Frank LoBiondo left the House?", "Frank LoBiondo", "during",
      ref=("Frank A. LoBiondo", S, HOUSE, "end"), ask=("heads", O, PRES)),
    C("Which party did Daniel Tompkins belong to when his vice presidency ended?", "Daniel Tompkins", "during",
      ref=("Daniel D. Tompkins", O, VP, "end"), ask=("tails", "Daniel D. Tompkins", P)),
    C("Who was in the White House when Heidi Heitkamp left the Senate?", "Heidi Heitkamp", "during",
      ref=("Heidi Heitkamp", S, SENATE, "end"), ask=("heads", O, PRES)),
    C("Which district did Brad Ashford represent at the time he left the House?", "Brad Ashford", "during",
      ref=("Brad Ashford", S, HOUSE, "end"), ask=("tails", "Brad Ashford", D)),
    C("Who was president when Roger Williams joined the House?", "Roger Williams", "during",
      ref=("Roger Williams", S, HOUSE, "start"), ask=("heads", O, PRES)),
    C("Which district was James Lankford representing when he became a senator?", "James Lankford", "during",
      ref=("James Lankford", S, SENATE, "start"), ask=("tails", "James Lankford", D)),
    C("who was president back when lizzie fletcher entered the house", "lizzie fletcher", "during",
      ref=("Lizzie Fletcher", S, HOUSE, "start"), ask=("heads", O, PRES)),
    C("Who was the vice president when Robert Garcia joined the House?", "Robert Garcia", "during",
      ref=("Robert Garcia", S, HOUSE, "start"), ask=("heads", O, VP)),
    C("Who was president when Spiro Agnew left the vice presidency?", "Spiro Agnew", "during",
      ref=("Spiro Theodore Agnew", O, VP, "end"), ask=("heads", O, PRES)),
    # ---- no answer: ambiguous surnames, and ends that are still open
    AMBIG("When did Kennedy enter the House?", "Kennedy", "start", rel=S, tail=HOUSE),
    AMBIG("When did Smith join the House?", "Smith", "start", rel=S, tail=HOUSE),
    AMBIG("Was Murphy a senator in 2018?", "Murphy", "yesno", rel=S, tail=SENATE, year=2018),
    AMBIG("Which state did Graves represent in the House in 2020?", "Graves", "at", rel=H, year=2020),
    AMBIG("Which district did Carter represent in 2022?", "Carter", "at", rel=D, year=2022),
    OPEN("When did Bernie Sanders leave the Senate?", "Bernie Sanders", "end",
         head="Bernard Sanders", rel=S, tail=SENATE),
    OPEN("Until when was Mike Johnson speaker of the House?", "Mike Johnson", "end",
         head="Mike Johnson", rel=O, tail="Speaker of the House"),
    OPEN("How many years did Lisa Murkowski serve in the Senate?", "Lisa Murkowski", "duration",
         head="Lisa Murkowski", rel=S, tail=SENATE),
]


# --------------------------------------------------------------------------- answers and checks

TYPE_OF_KIND = {"duration": "number", "count": "number", "count_rev": "number", "yesno": "yesno"}
TAIL_WORDS = {HOUSE: "house", SENATE: "senat", PRES: "presiden", VP: "vice presiden", "Democrat": "democrat",
              "Independent": "independent", "Speaker of the House": "speaker"}


def answer_type(case: dict) -> str:
    if case["kind"] == "no_answer":
        return "none"
    if case["kind"] in ("start", "end"):
        return "year" if case["meaning"].get("unit") == "year" else "date"
    return TYPE_OF_KIND.get(case["kind"], "name")


def tail_said(text: str, tail: str) -> bool:
    t = norm(text)
    if tail == VP and re.search(r"\bvp\b", t):
        return True
    if tail in TAIL_WORDS:
        return TAIL_WORDS[tail] in t
    m = re.fullmatch(r"(.+)'s (\S+) congressional district", tail)
    if m:
        return norm(f"{m.group(1)}'s {m.group(2)}") in t
    return norm(tail) in t


def readings(case: dict) -> dict[str, list[str]]:
    """For an ambiguous mention: every person it can mean, with the answer under that reading."""
    out = {}
    for h in resolve(case["mention"]):
        m = dict(case["meaning"], head=h)
        try:
            ans = KINDS[case["reading"]](m)
        except CheckFailed:
            continue
        if ans:
            out[h] = ans
    return out


def answers(case: dict) -> list[str]:
    if case["kind"] != "no_answer":
        return KINDS[case["kind"]](case["meaning"])
    if "head" not in case["meaning"]:  # ambiguous surname
        rs = readings(case)
        check(len(rs) >= 2, f"ambiguity: only {len(rs)} readings hold: {rs}")
        check(len({tuple(a) for a in rs.values()}) >= 2, f"ambiguity: the readings agree: {rs}")
        return [NO_ANSWER]
    m = case["meaning"]
    check(resolve(case["mention"]) == [m["head"]], "open case: the mention must be unique")
    rs = runs_of(m["head"], m["rel"], m["tail"])
    check(len(rs) == 1 and rs[0].end is None, f"open case: the span must be one open span: {rs}")
    try:
        KINDS[case["reading"]](m)
    except CheckFailed:
        return [NO_ANSWER]
    raise CheckFailed("open case: the answer is defined after all")


def check_case(case: dict, ans: list[str]) -> None:
    q, kind, m = case["question"], case["kind"], case["meaning"]
    typ = answer_type(case)
    check(bool(ans) and len(ans) <= 6 and len(set(ans)) == len(ans), f"answers {ans}")
    low = q.lower()
    first = low.split()[0]
    if typ == "name":
        check(first in ("who", "which", "what", "whose", "in") and "year" not in low, "name question wording")
        for a in ans:
            check(a in ENTITIES, f"answer not in the graph: {a}")
            check(norm(a) not in norm(q), f"answer named in the question: {a}")
    elif typ == "date":
        check(low.startswith(("when ", "until when ", "since when ")), "date question wording")
        check(all(re.fullmatch(r"\d{4}-\d\d-\d\d", a) for a in ans), "date format")
    elif typ == "year":
        check("year" in low, "year question wording")
        check(all(re.fullmatch(r"\d{4}", a) for a in ans), "year format")
    elif typ == "number":
        check(low.startswith(("how many", "how long", "for how many")), "number question wording")
        check(all(re.fullmatch(r"[1-9]\d*", a) for a in ans), "number format")
    elif typ == "yesno":
        check(first in ("was", "did", "were") and ans[0] in ("yes", "no"), "yes/no wording")
    else:
        check(ans == [NO_ANSWER], "no answer")
    years = {str(m["year"])} if "year" in m else set()
    check(set(re.findall(r"\b\d{4}\b", q)) == years, f"years in the text {re.findall(r'[0-9]{4}', q)} != {years}")
    if case["mention"] is not None:
        check(norm(case["mention"]) in norm(q), "mention not in the text")
        heads = resolve(case["mention"])
        if kind == "no_answer" and "head" not in m:
            check(len(heads) >= 2, "ambiguous mention resolves to fewer than two people")
        else:
            want = m["head"] if "head" in m else m["ref"][0]
            check(heads == [want], f"mention {case['mention']!r} resolves to {heads}, not {want}")
    for key in ("head",):
        if key in m:
            check(m[key] in HEADS, f"unknown head {m[key]}")
    if "ref" in m:
        check(m["ref"][0] in HEADS and m["ref"][2] in TAILS, f"unknown ref {m['ref']}")
    if "tail" in m:
        check(m["tail"] in TAILS, f"unknown tail {m['tail']}")
        if kind not in ("no_answer",) or "head" in m:
            check(tail_said(q, m["tail"]), f"tail {m['tail']} not said in the text")


def build() -> list[dict]:
    out, seen_q, seen_m = [], set(), set()
    for i, case in enumerate(CASES):
        try:
            ans = answers(case)
            check_case(case, ans)
        except CheckFailed as e:
            raise SystemExit(f"CHECK FAILED case {i} {case['question']!r}: {e}") from None
        nq = norm(case["question"]).rstrip("?")
        mk = json.dumps([case["kind"], case.get("reading"), case["meaning"], case["mention"] if
                         case["kind"] == "no_answer" else None], sort_keys=True)
        if nq in seen_q or mk in seen_m:
            raise SystemExit(f"CHECK FAILED case {i}: duplicate question or meaning")
        seen_q.add(nq)
        seen_m.add(mk)
        out.append({"id": f"{PREFIX}-{i + 1:04d}", "question": case["question"], "answers": ans})
    n = len(out)
    na = sum(1 for o in out if o["answers"] == [NO_ANSWER])
    if n != 160 or not (0.03 * n <= na <= 0.07 * n):
        raise SystemExit(f"CHECK FAILED: {n} questions, {na} 'no answer'")
    yn = collections.Counter(o["answers"][0] for c, o in zip(CASES, out) if c["kind"] == "yesno")
    if yn["yes"] != yn["no"]:
        raise SystemExit(f"CHECK FAILED: yes/no not balanced {yn}")
    return out


def dump(items: list[dict]) -> str:
    return json.dumps(items, ensure_ascii=False, indent=1) + "\n"


GROUP = {"count_rev": "count", "nth_rev": "nth", "before_after_rev": "before_after", "predecessor": "successor"}


def stats(items: list[dict]) -> None:
    kinds = collections.Counter(GROUP.get(c["kind"], c["kind"]) for c in CASES)
    fine = collections.Counter(c["kind"] for c in CASES)
    types = collections.Counter(answer_type(c) for c in CASES)
    rels = collections.Counter(c["meaning"].get("rel") or c["meaning"].get("ref", [None, None])[1] for c in CASES)
    sizes = collections.Counter(len(o["answers"]) for o in items)
    print("kinds:", dict(kinds))
    print("fine kinds:", dict(fine))
    print("answer types:", dict(types))
    print("relations:", dict(rels))
    print("answers per question:", dict(sorted(sizes.items())))


def main(argv: list[str]) -> int:
    items = build()
    dev, test = dump(items[0::2]), dump(items[1::2])
    if "--explain" in argv:
        for c, o in zip(CASES, items):
            print(o["id"], c["kind"], o["question"])
            print("   ", c["meaning"], "->", o["answers"])
            if c["kind"] == "no_answer" and "head" not in c["meaning"]:
                print("    readings:", readings(c))
        return 0
    if "--stats" in argv:
        stats(items)
        return 0
    if "--check" in argv:
        ok = DEV.read_text(encoding="utf-8") == dev and TEST.read_text(encoding="utf-8") == test
        print("ok" if ok else "CHECK FAILED: the JSON files differ from what gold.py writes")
        return 0 if ok else 1
    DEV.write_text(dev, encoding="utf-8")
    TEST.write_text(test, encoding="utf-8")
    print(f"wrote {DEV.name} ({len(items[0::2])}) and {TEST.name} ({len(items[1::2])})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
