"""A series said for any of its editions ("When did Goran Ivanisevic win Wimbledon?", "Did Ivan Lendl ever win
Wimbledon?"): where the graph writes each edition as an entity of its own ("2001 Wimbledon Men's Singles"), tied to
the series by one relation ("2001 Wimbledon Men's Singles editionOf Wimbledon"), the series itself is never a side of
what the editions' people do. Said as the other side of such a relation, the series is read as any of its editions:
the union of entities, each edition one occasion.

An entity is such a series where every fact of it is one relation, with the entity always on the same side, each
fact an instant known to the day, of two or more entities on the other side (its editions), each of them once, and
each edition an occasion: every fact of it is of that one day (`series_parts`; a city whose only facts are births
is none: its people have facts of other days). A fact of the relation asked is then of the series where its other
side is one of the editions and it is dated that edition's day. A country a player represents over years (a state),
or a relation the series takes part in itself, is no series.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import date

from chronorag.cypher.linking import INTERVAL_ENTITIES_RELATIONS, INTERVAL_ENTITY_RELATIONS
from chronorag.graph.connection import GraphClient
from chronorag.graph.counting import memoised
from chronorag.graph.retrieval import IntervalRow, entity_intervals
from chronorag.understanding.name_series import a_year, edition_year

LEAST_EDITIONS = 2
LIMIT = 20_000


def editions(rows: list[IntervalRow], entity: str, relation: str) -> dict[str, str]:
    """The entity's editions -> each one's day, from the entity's own facts (`rows`); {} where it is no series, or
    where the relation asked is the one that ties its editions to it, or one it takes part in itself."""
    if not rows or any(r.relation == relation for r in rows) or len({r.relation for r in rows}) != 1:
        return {}
    sides = {r.tail == entity for r in rows}
    if len(sides) != 1 or not all(_instant(r) for r in rows):
        return {}
    on_tail = sides.pop()
    others = Counter(r.head if on_tail else r.tail for r in rows)
    if len(others) < LEAST_EDITIONS or any(n != 1 for n in others.values()):
        return {}
    return {(r.head if on_tail else r.tail): r.start for r in rows}


def year_apart(found: dict[str, str], start: date, end: date) -> str:
    """Where the period asked is one calendar year and the editions whose names hold that year are not those that
    began in it ("the Australian Open in 1975": the 1975 edition began on 1974-12-21, the 1976 one on 1975-12-26),
    why the year may say either; "" where they agree or the period is no one year."""
    if (start.month, start.day, end.month, end.day) != (1, 1, 1, 1) or end.year != start.year + 1:
        return ""
    year = str(start.year)
    named = sorted(e for e in found if year in e.split())
    begun = sorted(e for e, day in found.items() if day.startswith(year))
    if not named or named == begun:
        return ""
    return f"'in {year}' may say the editions named so ({', '.join(named)}) or those begun then ({', '.join(begun)})"


def named_for_another_year(sides: list[tuple[str, str]]) -> str:
    """Of (an edition's name, the day its fact began), why a time answered by that day would mislead: the edition is
    named for another year ("1974 Australian Open Women's Singles" began on 1973-12-26); "" where none is."""
    for name, day in sides:
        years = [w for w in name.split() if a_year(w)]
        if len(years) == 1 and not day.startswith(years[0]):
            return f"{name} is named for {years[0]}, but its facts begin on {day}: when it was may be either year"
    return ""


def edition_across(period: tuple[date, date], sides: list[tuple[str, str]]) -> str:
    """Of (an edition's name, the day its fact began): why a period asked cannot say whether the edition is in it,
    where the name opens or closes with a year and the edition began in the December before ("1975 Australian Open
    Men's Singles", 1974-12-21), and one end of the period falls between that day and the name's year: "in 1974",
    "before 1975" may mean it by the day or not by the name; "" where none does."""
    for name, day in sides:
        year = edition_year(name) if len(name.split()) > 1 else ""  # never a name that is a year alone ("2026")
        if not year or len(day) < len("yyyy-mm-dd") or day[5:7] != "12" or int(year) != int(day[:4]) + 1:
            continue
        begun, named = date.fromisoformat(day[:10]), date(int(year), 1, 1)
        if any(begun < bound <= named for bound in period):
            return f"{name} began on {day[:10]} but is named for {year}: whether it is in the period asked is unsure"
    return ""


def _instant(r: IntervalRow) -> bool:
    """A fact of one day, known to the day (an occasion's), never a state's span nor a year's."""
    return r.start_precision == "day" and (r.end is None or r.end == r.start) and not r.symmetric


def series_part_of(client: GraphClient, dataset: str) -> Callable[[str, str | None], bool]:
    """Whether an entity is a series whose editions take part in a relation (read once per question): a series
    said as a clause's other side is any of its editions ("Did Sampras ever win Roland Garros?" fits Roland Garros
    to wonTitle); `understanding.in_context`."""

    def part(entity: str, relation: str | None) -> bool:
        return relation in series_parts(client, dataset, entity)

    return part


def series_parts(client: GraphClient, dataset: str, entity: str) -> frozenset[str]:
    """The relations an entity's editions take part in, where it is a series of one relation whose editions are
    occasions (every fact of each is of its day); else none."""

    def read() -> frozenset[str]:
        held = [r["relation"] for r in client.read(INTERVAL_ENTITY_RELATIONS, {"entity": entity, "dataset": dataset})]
        if len(held) != 1 or not (of := editions(entity_intervals(client, dataset, entity, LIMIT), entity, "")):
            return frozenset()
        more = client.read(INTERVAL_ENTITIES_RELATIONS, {"entities": sorted(of), "dataset": dataset})
        if any(r["start"] != of[r["entity"]] or r["end"] not in (None, r["start"]) for r in more):
            return frozenset()  # an edition is an occasion: every fact of it is of its one day
        return frozenset(r["relation"] for r in more) - set(held)

    return memoised(("interval_series_parts", dataset, entity), read)
