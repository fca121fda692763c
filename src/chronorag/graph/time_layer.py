"""Write the shared time layer for a span: Year, Month, Day, Time nodes and their NEXT chains."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, timedelta

from chronorag.cypher import Cypher
from chronorag.cypher import time_layer as q
from chronorag.graph.connection import GraphClient
from chronorag.temporal.spans import days, instants, months

CHUNK = 20_000


def ensure_days(client: GraphClient, first: date, last: date) -> int:
    """Year, Month and Day nodes for [first, last] with the Day NEXT chain; returns days in span."""
    all_months = months(first, last)
    client.write(q.MERGE_YEARS, {"years": sorted({m.year for m in all_months})})
    client.write(q.MERGE_MONTHS, {"months": all_months})
    day_list = list(days(first, last))
    for i in range(0, len(day_list), CHUNK):
        client.write(q.MERGE_DAYS, {"days": day_list[i : i + CHUNK]})
    lo = _neighbour(client, q.DAY_BEFORE, {"d": first}) or first
    hi = _neighbour(client, q.DAY_AFTER, {"d": last}) or last
    client.write(q.LINK_DAYS, {"lo": lo, "hi": hi})
    return len(day_list)


def ensure_times(client: GraphClient, first: datetime, last: datetime, step: timedelta) -> int:
    """Time nodes every `step` over [first, last] (plus their days) with the Time NEXT chain."""
    ensure_days(client, first.date(), last.date())
    return ensure_instants(client, list(instants(first, last, step)))


def ensure_instants(client: GraphClient, times: Sequence[datetime]) -> int:
    """Time nodes for the given instants (their days must exist) and a relinked NEXT chain."""
    if not times:
        return 0
    ordered = sorted(times)
    for i in range(0, len(ordered), CHUNK):
        client.write(q.MERGE_TIMES, {"times": ordered[i : i + CHUNK]})
    lo = _neighbour(client, q.TIME_BEFORE, {"t": ordered[0]}) or ordered[0]
    hi = _neighbour(client, q.TIME_AFTER, {"t": ordered[-1]}) or ordered[-1]
    client.write(q.LINK_TIMES, {"lo": lo, "hi": hi})
    return len(ordered)


def _neighbour(client: GraphClient, query: Cypher, params: dict[str, object]) -> object | None:
    rows = client.read(query, params)
    return rows[0]["v"] if rows else None
