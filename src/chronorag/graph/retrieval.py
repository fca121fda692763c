"""Typed retrieval over the graph: the calls strategies make, returning Pydantic records.

Windows are half-open, [start, end): a reading stamped t describes the slot [t, t + granularity),
and a trip from s to e is affected by the readings with s <= t < e.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel

from chronorag.cypher import retrieval as q
from chronorag.graph.connection import GraphClient

Position = Literal["head", "tail", "any"]


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


def reading_span(
    client: GraphClient, stations: list[str], traffic: bool = False, direction: str | None = None
) -> tuple[datetime, datetime] | None:
    """The first and last reading of these stations (traffic: of the one counter, one direction or all);
    None when there is none."""
    if traffic:
        rows = client.read(q.PLACE_COUNT_SPAN, {"station": stations[0], "direction": direction})
    else:
        rows = client.read(q.PLACE_READING_SPAN, {"stations": stations})
    if not rows or rows[0]["first"] is None:
        return None
    return rows[0]["first"], rows[0]["last"]


def entity_facts(
    client: GraphClient,
    entity: str,
    start: date,
    end: date,
    relation: str | None = None,
    position: Position = "any",
    limit: int = 100,
) -> list[FactRow]:
    params = {"entity": entity, "start": start, "end": end, "relation": relation, "position": position, "limit": limit}
    return [FactRow(**r) for r in client.read(q.ENTITY_FACTS, params)]


def facts_in_period(
    client: GraphClient, start: date, end: date, relation: str | None = None, limit: int = 1000
) -> list[FactRow]:
    rows = client.read(q.FACTS_IN_PERIOD, {"start": start, "end": end, "relation": relation, "limit": limit})
    return [FactRow(**r) for r in rows]


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
    query = q.FIRST_FACTS if which == "first" else q.LAST_FACTS
    params = {"entity": entity, "start": start, "end": end, "relation": relation, "position": position, "other": other}
    return [FactRow(**r) for r in client.read(query, params)]
