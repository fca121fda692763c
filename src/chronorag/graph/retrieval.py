"""Typed retrieval over the graph: the calls strategies make, returning Pydantic records.

Windows are half-open, [start, end): a reading stamped t describes the slot [t, t + granularity),
and a trip from s to e is affected by the readings with s <= t < e.
"""

from __future__ import annotations

import datetime as dt
from datetime import date, datetime
from typing import Any, Literal
from zoneinfo import ZoneInfo

from pydantic import BaseModel

from chronorag.cypher import retrieval as q
from chronorag.graph.connection import GraphClient
from chronorag.temporal import clock
from chronorag.temporal.partial_dates import PRECISIONS, PartialDate, Precision, span_caption

Position = Literal["head", "tail", "any"]
When = Literal["true", "started", "ended"]  # true at some time in P, started in P, ended in P


class Reading(BaseModel):
    """One weather observation; None = missing in the source."""

    id: str
    station: str
    at: datetime
    rain: float | None = None
    temp: float | None = None
    rhum: float | None = None
    msl: float | None = None
    wdsp: float | None = None
    wddir: float | None = None
    rain_period_h: float | None = None  # hours the rain was measured over, where a source says


class Count(BaseModel):
    """One traffic volume for a counter direction and hour."""

    id: str
    station: str
    at: datetime
    direction: str
    classification: str
    volume: int | None = None


class FactRow(BaseModel):
    id: str
    head: str
    relation: str
    tail: str
    date: date

    def render(self) -> str:
        """The one way facts are shown to models and people: `head | relation | tail | YYYY-MM-DD`."""
        return f"{self.head} | {self.relation} | {self.tail} | {self.date.isoformat()}"

    @property
    def order(self) -> tuple[dt.date, str, str, str]:
        """Where the fact stands in its source: ICEWS05-15 and MultiTQ's `full.txt` list facts by date, then
        head, relation and tail as written with underscores. Facts on one day are ranked this way, so equally
        supported answers come in one fixed order (the one MultiTQ's own answers follow)."""
        return self.date, self.head.replace(" ", "_"), self.relation.replace(" ", "_"), self.tail.replace(" ", "_")


def fact_rows(rows: list[dict[str, Any]]) -> list[FactRow]:
    """The facts of a statement that returns them as one list (`cypher.retrieval.FACT_LIST`), in its order."""
    listed = rows[0]["facts"] if rows else []
    return [FactRow(id=i, head=h, relation=r, tail=t, date=dt.date.fromisoformat(d)) for i, h, r, t, d in listed]


def all_facts(client: GraphClient, page: int = 50_000) -> list[tuple[str, str, str, dt.date]]:
    """Every fact of the event graph as (head, relation, tail, day), in the order of their keys."""
    facts: list[tuple[str, str, str, dt.date]] = []
    after = ""
    while True:
        (row,) = client.read(q.ALL_FACTS_PAGE, {"after": after, "page": page}, timeout=600)
        facts += [(h, r, t, dt.date.fromisoformat(d)) for h, r, t, d in row["facts"]]
        if len(row["facts"]) < page:
            return facts
        after = row["last"]


def station_readings(client: GraphClient, station: str, start: datetime, end: datetime) -> list[Reading]:
    rows = client.read(q.STATION_READINGS, {"station": station, "start": start, "end": end})
    return [Reading(**r) for r in rows]


def region_readings(client: GraphClient, region: str, start: datetime, end: datetime) -> list[Reading]:
    rows = client.read(q.REGION_READINGS, {"region": region, "start": start, "end": end})
    return [Reading(**r) for r in rows]


def station_counts(
    client: GraphClient, station: str, start: datetime, end: datetime, direction: str | None = None
) -> list[Count]:
    rows = client.read(q.STATION_COUNTS, {"station": station, "start": start, "end": end, "direction": direction})
    return [Count(**r) for r in rows]


def holdings(
    client: GraphClient, place: str, stations: list[str], traffic: bool, direction: str | None, timezone: str
) -> str:
    """What the graph holds for a place, for the reason of a "no answer" that missing readings decide:
    'ATHENRY has readings from 2017-01-01 to 2017-12-31' (the first and last reading of its stations, or of
    the one counter in one direction or all, as dates in `timezone`)."""
    if traffic:
        rows = client.read(q.PLACE_COUNT_SPAN, {"station": stations[0], "direction": direction})
    else:
        rows = client.read(q.PLACE_READING_SPAN, {"stations": stations})
    where, what = f"{place} {direction}" if direction else place, "counts" if traffic else "readings"
    if not rows or rows[0]["first"] is None:
        return f"the graph has no {what} for {where}"
    first, last = (f"{t.astimezone(ZoneInfo(timezone)):%Y-%m-%d}" for t in (rows[0]["first"], rows[0]["last"]))
    return f"{where} has {what} from {first} to {last}"


def entity_facts(
    client: GraphClient,
    entity: str,
    start: date,
    end: date,
    relation: str | None = None,
    position: Position = "any",
    limit: int = 100,
    other: str | None = None,
) -> list[FactRow]:
    params = {
        "entity": entity,
        "start": start,
        "end": end,
        "relation": relation,
        "position": position,
        "limit": limit,
        "other": other,
    }
    query = q.ENTITY_FACTS if relation is None else q.ENTITY_RELATION_FACTS
    return fact_rows(client.read(query, params))


def facts_in_period(
    client: GraphClient, start: date, end: date, relation: str | None = None, limit: int = 1000
) -> list[FactRow]:
    return fact_rows(client.read(q.FACTS_IN_PERIOD, {"start": start, "end": end, "relation": relation, "limit": limit}))


def first_and_last_facts(
    client: GraphClient, head: str, relation: str, tail: str, start: date, end: date
) -> list[FactRow]:
    """The facts (head, relation, tail) on their first and on their last day in [start, end), by date: the days
    a reference event happened between (one day when the two are the same)."""
    params = {"entity": head, "start": start, "end": end, "relation": relation, "position": "head", "other": tail}
    return fact_rows(client.read(q.FIRST_AND_LAST_RELATION_FACTS, params))


def extreme_facts(
    client: GraphClient,
    which: Literal["first", "last"],
    entity: str,
    start: date,
    end: date,
    relation: str | None = None,
    position: Position = "any",
    other: str | None = None,
) -> list[FactRow]:
    """All facts on the earliest (or latest) matching date: ties are kept, not broken arbitrarily."""
    if relation is None:
        query = q.FIRST_FACTS if which == "first" else q.LAST_FACTS
    else:
        query = q.FIRST_RELATION_FACTS if which == "first" else q.LAST_RELATION_FACTS
    params = {"entity": entity, "start": start, "end": end, "relation": relation, "position": position, "other": other}
    return fact_rows(client.read(query, params))


# -- interval facts ----------------------------------------------------------------------------------------
class IntervalRow(BaseModel):
    """One interval fact, each end as the text people read at its precision (`1952`, `1952-03`, `1952-03-04`,
    BC `-0431`), its precision and its year; an open end is None. `swapped`: a symmetric relation's fact read
    from its other side (head and tail as the question's entity sees them; `id` is the stored fact's key)."""

    id: str
    head: str
    relation: str
    tail: str
    start: str
    end: str | None = None
    start_precision: Precision
    end_precision: Precision | None = None
    start_year: int
    end_year: int | None = None
    kind: str
    symmetric: bool = False
    swapped: bool = False

    @property
    def span(self) -> str:
        """`1999–2004`, `1952–?`, `1925-04-23–1974-01-31`; an instant's one date."""
        return span_caption(self.start, self.end)

    def render(self) -> str:
        """`head | relation | tail | 1999–2004`."""
        return f"{self.head} | {self.relation} | {self.tail} | {self.span}"

    def other_than(self, entity: str | None) -> str:
        """The fact's side that is not `entity` (its head where neither is)."""
        return self.tail if self.head == entity else self.head


Period = int | PartialDate  # a year, or a year, month or day as a PartialDate (BC years too)


def period_params(period: Period) -> dict[str, Any]:
    """P's first and last day (maps Neo4j builds its dates from) and the precisions at least as fine as P's."""
    when = PartialDate(period) if isinstance(period, int) else period
    (y0, m0, d0), (y1, m1, d1) = when.first(), when.last()
    return {
        "first": {"year": y0, "month": m0, "day": d0},
        "last": {"year": y1, "month": m1, "day": d1},
        "precisions": list(PRECISIONS[PRECISIONS.index(when.precision) :]),
    }


def interval_rows(records: list[dict[str, Any]]) -> list[IntervalRow]:
    """Rows of the interval statements, swapped ones turned round, in their order. A symmetric fact stored both
    ways (YAGO's isMarriedTo) is one row: the first of the pair with the same ends (the stored way preferred)."""
    rows = []
    for r in records:
        row = IntervalRow(**r)
        if row.swapped:
            row = row.model_copy(update={"head": row.tail, "tail": row.head})
        rows.append(row)
    seen: set[tuple[object, ...]] = set()
    out = []
    for row in sorted(rows, key=lambda r: r.swapped):  # stable: the stored way first, order kept otherwise
        if row.symmetric:
            same = (row.relation, frozenset((row.head, row.tail)), row.start, row.end)
            if same in seen:
                continue
            seen.add(same)
        out.append(row)
    order = {id(r): i for i, r in enumerate(rows)}
    return sorted(out, key=lambda r: order[id(r)])


def head_relation_intervals(
    client: GraphClient, dataset: str, head: str, relation: str, limit: int = 1000
) -> list[IntervalRow]:
    """The facts of (head, relation) by start (a symmetric relation read from both sides)."""
    params = {"dataset": dataset, "entity": head, "relation": relation, "limit": limit}
    return interval_rows(client.read(q.HEAD_RELATION_INTERVALS, params))


def tail_relation_intervals(
    client: GraphClient,
    dataset: str,
    relation: str,
    tail: str,
    period: Period,
    when: When = "true",
    open_ends: bool = True,
    limit: int = 1000,
) -> list[IntervalRow]:
    """The facts of (relation, tail) true in, started in or ended in a period (a year, or a PartialDate); a state
    with an open end counts as true after its start unless `open_ends` is False."""
    query = {"true": q.TAIL_RELATION_TRUE_IN, "started": q.TAIL_RELATION_STARTED_IN, "ended": q.TAIL_RELATION_ENDED_IN}
    params = {"dataset": dataset, "entity": tail, "relation": relation, "open": open_ends, "limit": limit}
    return interval_rows(client.read(query[when], params | period_params(period)))


def entity_intervals(client: GraphClient, dataset: str, entity: str, limit: int = 1000) -> list[IntervalRow]:
    """An entity's facts as head or tail, by start (as tail of a symmetric relation, turned to its side)."""
    params = {"dataset": dataset, "entity": entity, "limit": limit}
    return interval_rows(client.read(q.ENTITY_INTERVALS, params))


SHARED_YEARS = 0.25  # of an occasion's years, at most this share more with two facts (a race shared in the 1950s)
SHARED_PAIRS = 0.1  # of a relation of occasions, at most this share of (tail, year) pairs held by several facts
LEAST_PAIRS = 10  # fewer tell nothing of a relation


def held_once_a_year(client: GraphClient, dataset: str, relation: str, name: str) -> bool:
    """Whether the graph holds the name as the relation's tail about once a year and never as its head, each fact
    of any length within its year (a season's title, a year's award; never a club, held by many each year)."""
    params = {"dataset": dataset, "relation": relation, "names": [name]}
    row = client.read(q.OCCASIONS_AMONG, params)[0]
    return not row["over_years"] and _about_once_a_year(row)


def occasions_among(client: GraphClient, dataset: str, relation: str, names: list[str]) -> list[str]:
    """Those of the names that are occasions of the relation (a race, a title, an award won once a year): the relation
    holds its tails about once a year each (never visits, memberships: many a year), and each name is its tail by
    facts of one time each, about once a year, and never its head (a team beaten beats others too)."""
    pairs = client.read(q.RELATION_TAIL_YEARS, {"dataset": dataset, "relation": relation})[0]
    if pairs["pairs"] < LEAST_PAIRS or pairs["shared"] > SHARED_PAIRS * pairs["pairs"]:
        return []
    params = {"dataset": dataset, "relation": relation, "names": names}
    return [r["name"] for r in client.read(q.OCCASIONS_AMONG, params) if not r["spans"] and _about_once_a_year(r)]


def _about_once_a_year(row: dict[str, Any]) -> bool:
    """An `OCCASIONS_AMONG` row's name is the relation's tail about once a year and never its head."""
    return not row["doer"] and row["facts"] - row["years"] <= SHARED_YEARS * row["years"]


def last_meeting(
    client: GraphClient, dataset: str, relation: str, first: date, next_: date
) -> tuple[str | None, set[str], int]:
    """The last day in [first, next_) two sides of the relation's facts of that period met, by any relation, and
    those sides, and how many meetings there were that day: the pairs joined by a side they share are one ("Brazil
    beat Germany" and "Ronaldo scoredAgainst Germany" of the 2002 final; a reviewer's find: two were said), a
    play-off for third place the same day another (None, none and 0 where they never met)."""
    params = {"dataset": dataset, "relation": relation, "first": first.isoformat(), "next": next_.isoformat()}
    rows = client.read(q.LAST_MEETING, params)
    if not rows or rows[0]["day"] is None:
        return None, set(), 0
    return rows[0]["day"], set(rows[0]["sides"]), _meetings([set(p) for p in rows[0]["pairs"]])


def _meetings(pairs: list[set[str]]) -> int:
    """How many groups the pairs make, pairs that share a side joined into one."""
    groups: list[set[str]] = []
    for pair in pairs:
        joined = [g for g in groups if g & pair]
        groups = [g for g in groups if not g & pair] + [set().union(pair, *joined)]
    return len(groups)


def every_relation_interval(client: GraphClient, dataset: str, relation: str, limit: int) -> list[IntervalRow]:
    """Every fact of one relation, by start: what a question naming no entity asks of ("the first person to go to
    space")."""
    params = {"dataset": dataset, "relation": relation, "limit": limit}
    return interval_rows(client.read(q.RELATION_INTERVALS, params))


def relation_intervals(
    client: GraphClient,
    dataset: str,
    relation: str,
    period: Period,
    when: When = "true",
    open_ends: bool = True,
    limit: int = 1000,
) -> list[IntervalRow]:
    """The facts of one relation true in (at), started in or ended in a period."""
    query = {"true": q.RELATION_TRUE_IN, "started": q.RELATION_STARTED_IN, "ended": q.RELATION_ENDED_IN}
    params = {"dataset": dataset, "relation": relation, "open": open_ends, "limit": limit}
    return interval_rows(client.read(query[when], params | period_params(period)))


def sides_met(client: GraphClient, dataset: str, pairs: list[tuple[str, str, str]]) -> set[tuple[str, str, str]]:
    """Of (a, b, day) triples, those whose two entities the graph holds a fact between that starts that day."""
    params = {"dataset": dataset, "pairs": [{"a": a, "b": b, "day": day} for a, b, day in pairs]}
    return {(r["a"], r["b"], r["day"]) for r in client.read(q.SIDES_MET, params) if r["met"]}


SEASON_SPANS_LEAST = 20  # a relation's facts written by their years before its one-year share tells anything
SEASON_SHARE = 0.2  # ... and the share of them one year long that says it is written by seasons
OCCASION_DAYS = 31  # days: a relation none of whose facts lasts so long is one of occasions (matches)
RECENT_YEARS = 5  # a relation whose facts begin or end within so many years of today runs to now


def written_by_seasons(client: GraphClient, dataset: str, relation: str) -> bool:
    """Whether the relation's facts are written by seasons, both ends counted ("Joe Torre managed New York Yankees
    1996 2007": 12 seasons): many of its year-written facts are one year long ("1978" to "1978": one season, never
    nought years) beside longer ones. YAGO's playsFor, of years too, is almost never one year long."""
    row = client.read(q.SEASON_SPANS, {"dataset": dataset, "relation": relation})[0]
    spans, single = row["spans"] or 0, row["single"] or 0
    return spans >= SEASON_SPANS_LEAST and SEASON_SHARE * spans <= single < spans


def runs_to_now(client: GraphClient, dataset: str, relation: str) -> bool:
    """Whether the relation's facts run to within `RECENT_YEARS` of today (the reference date): a graph kept up to
    date, whose facts that ended before today say none of them holds now ("Who represents Maidenhead?": May's seat,
    ended in 2024); a graph that stops long ago (YAGO's, to 2017) is asked in the present of any time."""
    row = client.read(q.RELATION_LAST_YEAR, {"dataset": dataset, "relation": relation})[0]
    last = max((y for y in (row["started"], row["ended"]) if y is not None), default=None)
    return last is not None and last >= clock.reference_date().year - RECENT_YEARS


def written_by_occasions(client: GraphClient, dataset: str, relation: str) -> bool:
    """Whether the relation's facts are occasions of a few days, each known to the day (Test matches: five days at
    most; never spaceflights, some of which last a year): many of them, none as long as `OCCASION_DAYS`."""
    row = client.read(q.OCCASION_SPANS, {"dataset": dataset, "relation": relation})[0]
    return (row["facts"] or 0) >= SEASON_SPANS_LEAST and (row["longest"] or 0) < OCCASION_DAYS


def silent_between(client: GraphClient, dataset: str, relation: str, first: str, last: str) -> bool:
    """Whether no fact of the relation starts or ends strictly between two days (written to the day)."""
    params = {"dataset": dataset, "relation": relation, "first": first, "last": last}
    return not client.read(q.RELATION_BETWEEN, params)[0]["facts"]
