"""Facts dated by occasions, a few of them written over two years (an award year "1929/30", a season "2003-04"):
a year said of such a relation may name two occasions.

A relation whose facts are mostly written as one year each (as read: most of the facts of the entity and relation
asked) is dated by its occasions, one a year; where the facts kept in a period asked ("for 1930") hold two or more
spans written as two years running that each reach beyond it ("1929-1930" and "1930-1931"), the year names either
occasion, and an answer mixing both would answer neither: it is no answer, naming the spans. A span inside the
period ("the 1930s") is no doubt, nor one occasion alone reaching beyond it, nor a relation whose facts are mostly
spans (a state: "Who was president in 1930?" is every holder that year), nor spells known to the day or longer
than two years ("Who were McLaren's drivers in 1988?": Prost's 1984-1989 and Senna's 1988-1993 spells both held),
nor spans beside a fact of one year inside them ("Who managed the Kansas City Athletics in 1964?": Lopat 1963-1964,
McGaha 1964-1965 and Sullivan 1965: spells, every one of that year kept).

Occasions a series' editions name ("2000 Wimbledon Women's Singles", "2001 Wimbledon Women's Singles": names alike but
for the year they open or close with): "How many different tournaments did Venus Williams win?" counts them, and
"different" may then ask for the different series (Wimbledon, the US Open), which the editions' names do not say;
where two of the different entities counted are editions of one series, the count is no answer, naming them ("How
many different cities hosted Eurovision?" counts cities, no editions).
"""

from __future__ import annotations

from collections.abc import Callable

from chronorag.algebra.terms import Count
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import IntervalRow, entity_intervals, sides_met
from chronorag.rag.core.tracing import retrieval
from chronorag.rag.kg_irag.series import LEAST_EDITIONS, LIMIT, editions, series_parts
from chronorag.rag.kg_irag.term_answers import NoAnswer

YEAR_DIGITS = 4  # a year written in full: "2008"
MET_PAIRS = 2000  # the pairs of sides looked up at most; more, and the count is no answer


def one_occasion(kept: list[IntervalRow], read: list[IntervalRow], years: tuple[int, int]) -> list[IntervalRow]:
    """The facts kept in the years [first, last]; `NoAnswer` where they stand on two occasions the years may each
    name (see the module's note)."""
    y0, y1 = years
    beyond = sorted(
        {(r.start_year, r.end_year) for r in kept if _two_years(r) and (r.start_year < y0 or (r.end_year or y1) > y1)}
    )
    if len(beyond) < 2 or 2 * sum(1 for r in read if _one_year(r)) <= len(read):
        return kept
    if any(a <= r.start_year <= (b or a) for r in read if _one_year(r) for a, b in beyond):
        return kept  # a fact of one year inside such a span: the span is a spell, no occasion's label
    said = " and ".join(f"{a}–{b}" for a, b in beyond[:3])
    asked = str(y0) if y0 == y1 else f"{y0}–{y1}"
    raise NoAnswer(
        f"the facts are dated by occasions, one a year, and {asked} meets those of {said}: "
        f"which occasion is asked? (e.g. {kept[0].render()})"
    )


def _one_year(r: IntervalRow) -> bool:
    """A fact written as one year (an occasion's)."""
    return r.start_precision == "year" and r.end_precision == "year" and r.end_year == r.start_year


def _two_years(r: IntervalRow) -> bool:
    """A fact written as two years running ("1929/30", a season), no spell known to the day."""
    return r.start_precision == "year" and r.end_precision == "year" and r.end_year == r.start_year + 1


def _series(name: str) -> tuple[str, ...] | None:
    """The name's words without the year it opens or closes with; None where it has no such year."""
    words = name.split()
    if len(words) < 2:
        return None
    for year, rest in ((words[0], words[1:]), (words[-1], words[:-1])):
        if len(year) == YEAR_DIGITS and year.isdigit():
            return tuple(rest)
    return None


def editions_counted(
    term: Count, names: list[str], rows: list[IntervalRow]
) -> tuple[list[str], str, list[IntervalRow]]:
    """The count of the different entities named, of their facts; `NoAnswer` where two of them are one series'
    editions and the question says "different"."""
    seen: dict[tuple[str, ...], str] = {}
    for name in sorted(names) if term.different else []:
        if (rest := _series(name)) is not None and rest in seen:
            raise NoAnswer(
                f"{seen[rest]} and {name} are editions of one series: 'how many different' may count the editions "
                "or the series (say 'how many' without 'different' for the editions)"
            )
        if rest is not None:
            seen[rest] = name
    return [str(len(names))], f"{len(names)}: {', '.join(names[:10])}", rows


Kept = Callable[[IntervalRow, str], IntervalRow | None]  # a fact and its other side -> the fact as read, or None


def said_of(client: GraphClient, dataset: str | None, other: str | None, relation: str) -> Kept:
    """Whether a fact's other side is the entity said (`other`; None: any), or, where that entity is a series said
    for any of its editions, one of them on its day: the fact then read with the series on that side ("Which did
    Agassi win first, Wimbledon or the US Open?" is by the editions' days). The series is read on the first fact
    whose other side is not the entity itself."""
    of: list[dict[str, str]] = []

    def kept(r: IntervalRow, theirs: str) -> IntervalRow | None:
        if other is None or theirs == other:
            return r
        if not of:
            rows = entity_intervals(client, dataset or "", other, LIMIT)
            found = editions(rows, other, relation)
            of.append(found if found and relation in series_parts(client, dataset or "", other) else {})
        if of[0].get(theirs) != r.start:
            return None
        return r.model_copy(update={"tail": other} if r.tail == theirs else {"head": other})

    return kept


def shared_occasions(client: GraphClient, dataset: str, rows: list[IntervalRow]) -> tuple[int, str] | None:
    """ "How many Tests were played at Perth Stadium?": facts of one relation and tail on one day by different heads
    that the graph holds met each other that day (England and Australia, each playedTestAt) are one occasion, so
    counted once; how many facts fold into others that way and what was merged, or None where no facts are so
    (co-winners of an award for one film never met by a fact of theirs: each fact its own). Days only: a year's
    facts may be months apart."""
    groups: dict[tuple[str, str, str, str | None], set[str]] = {}
    for r in rows:
        if r.start_precision == "day":
            groups.setdefault((r.relation, r.tail, r.start, r.end), set()).add(r.head)
    shared = {k: sorted(heads) for k, heads in groups.items() if len(heads) > 1}
    pairs = [(heads[0], h, k[2]) for k, heads in shared.items() for h in heads[1:]]
    if not pairs:
        return None
    if len(pairs) > MET_PAIRS:
        raise NoAnswer(f"{len(pairs)} pairs of facts share a day and a {next(iter(shared))[1]}: too many to tell")
    said = f"{len(pairs)} pairs of sides sharing a day's facts, met that day in {dataset}"
    met = retrieval("sides_met", said, lambda: sorted(sides_met(client, dataset, pairs)))
    one = [k for k, heads in shared.items() if all((heads[0], h, k[2]) in met for h in heads[1:])]
    if not one:
        return None
    said = f"{' and '.join(shared[one[0]])} at {one[0][1]} on {one[0][2]}"
    return sum(len(shared[k]) - 1 for k in one), said


def spans_of_an_occasion(rows: list[IntervalRow], own: Callable[[str], list[IntervalRow]]) -> None:
    """ "How many times was the Italian Grand Prix held at Monza?": the facts counted are spans of an occasion held
    again and again (heldAt 1950-1979, 1981-2025, 2026-), each many of its times, so their number (3) is no count of
    them: `NoAnswer` naming how many days of its own facts the graph holds inside them (its races won: 75). Such an
    occasion is the one head of the spans, the doer of no fact of one time of another relation (it does nothing of a
    day itself; held at Imola one year is of the spans' own relation), to which facts of one day happen on two days
    or more inside the spans; a person's spells ("How many times did Bowman coach the Canadiens?") are counted as
    before: a person does things of a day (won an award in 1977). `own`: the entity's facts, read once per question."""
    spans = [r for r in rows if r.end != r.start]
    heads = {r.head for r in rows}
    if not spans or len(heads) != 1:
        return
    (head,) = heads
    facts = own(head)
    relations = {r.relation for r in rows}
    if any(r.head == head and r.end == r.start and r.relation not in relations for r in facts):
        return
    days = {r.start for r in facts if r.tail == head and r.start_precision == "day" and r.end == r.start}
    days = {d for d in days if any(s.start <= d and (s.end is None or d <= s.end) for s in spans)}
    if len(days) >= LEAST_EDITIONS:
        raise NoAnswer(
            f"{spans[0].render()} is a span of {head}, which has facts of its own on {len(days)} days inside the"
            " spans (its occasions): how many times may count those, never the spans"
        )


def several_at_once(rows: list[IntervalRow]) -> None:
    """ "How many times was the Nobel Prize in Physics awarded in the 1950s?": facts of one relation and tail at one
    time by different heads (laureates sharing a year's prize), never shown to be one occasion (`shared_occasions`),
    count doers, not times: 20 wins on 10 times. `NoAnswer` naming both where any time holds several; the tail's
    times and its doers are each asked in their own words ("How many people won ...")."""
    at: dict[tuple[str, str, str], set[str]] = {}
    for r in rows:
        if not r.symmetric:
            at.setdefault((r.relation, r.tail, r.start), set()).add(r.head)
    shared = [(k, sorted(heads)) for k, heads in at.items() if len(heads) > 1]
    if shared:
        (relation, tail, start), heads = shared[0]
        facts, times = sum(map(len, at.values())), len(at)
        raise NoAnswer(
            f"{facts} fact(s) at {times} different time(s), several at once ({' and '.join(heads[:3])} {relation}"
            f" {tail} {start}): how many times may count either"
        )


def times_told(
    rows: list[IntervalRow], own: Callable[[str], list[IntervalRow]], anchor: str | None, several: bool = True
) -> None:
    """`NoAnswer` where the facts counted are no count of times: spans of an occasion, several doers at once (unless
    `several` is off: each fact counts alone, or sides that met are folded already), alike facts the graph merged
    (of the one entity named, `anchor`). One check for a plan's count and a term's."""
    spans_of_an_occasion(rows, own)  # the Italian Grand Prix at Monza
    if several:
        several_at_once(rows)  # "How many times was the Nobel Prize in Physics awarded in the 1950s?"
    if anchor is not None:  # "How many times was John Williams nominated?": two films, one fact
        merged_alike(rows, own(anchor), anchor)


def merged_alike(rows: list[IntervalRow], own: list[IntervalRow], entity: str) -> None:
    """ "How many times was John Williams nominated?" of nominatedFor: facts dated by their year alone that are alike
    are one fact of the graph (two films' nominations in one category, one year), so their number may be short of the
    times. Where a relation whose name goes on from the counted one's (nominatedForFilm) holds more of the entity's
    facts in a year the count reads than the counted relation does (of any other side), some were merged:
    `NoAnswer` naming both. `own`: the entity's facts."""
    counted = {r.relation for r in rows}
    if len(counted) != 1 or any(r.start_precision != "year" for r in rows):
        return
    (relation,) = counted

    def held(name: str, year: int | None) -> int:
        return sum(1 for r in own if r.relation == name and r.start_year == year and entity in (r.head, r.tail))

    siblings = {r.relation for r in own if r.relation != relation and r.relation.startswith(relation)}
    for year in sorted({r.start_year for r in rows if r.start_year is not None}):
        for other in sorted(siblings):
            if (theirs := held(other, year)) > (mine := held(relation, year)):
                raise NoAnswer(
                    f"{entity} holds {mine} {relation} fact(s) in {year} and {theirs} {other}: facts alike are one"
                    " fact of the graph, so how many times is not told"
                )


def series_and_variant(names: list[str]) -> None:
    """ "Who won the Tour two years after Pogacar's first win?": the answers' other sides editions of a series and of
    a variant of it (2022 Tour de France, 2022 Tour de France Femmes: a series' words and more), which the question
    does not tell apart: `NoAnswer` naming both, never the two winners mixed."""
    series = {rest: name for name in names if (rest := _series(name)) is not None}
    for rest, name in series.items():
        for other, variant in series.items():
            if other != rest and set(rest) < set(other):
                raise NoAnswer(f"{name} and {variant} are editions of a series and of a variant of it: say which")
