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

from chronorag.cypher.linking import INTERVAL_ENTITIES_RELATIONS, INTERVAL_ENTITY_RELATIONS
from chronorag.graph.connection import GraphClient
from chronorag.graph.counting import memoised
from chronorag.graph.retrieval import IntervalRow, entity_intervals

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
