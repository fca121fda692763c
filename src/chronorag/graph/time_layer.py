"""Write the shared time layer: Year, Month, Day, Time nodes and their NEXT chains.

Writers first create just the units a batch touches (`merge_days`, `merge_instants`); once a load
ends, `ensure_days` / `ensure_times` fill every unit of the span on the data's grid and relink the
NEXT chains so they run through the new span and join whatever was there before.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime, timedelta
from typing import Any

from chronorag.cypher import Cypher
from chronorag.cypher import time_layer as q
from chronorag.graph.connection import GraphClient
from chronorag.temporal.spans import FILL_DAYS_UP_TO, FILL_TIMES_UP_TO, fill_grid

CHUNK = 20_000
ONE_DAY = timedelta(days=1)


def merge_days(client: GraphClient, day_list: Iterable[date]) -> int:
    """Year, Month and Day nodes for these days (no chain)."""
    ordered = sorted(set(day_list))
    if not ordered:
        return 0
    month_starts = sorted({d.replace(day=1) for d in ordered})
    client.write(q.MERGE_YEARS, {"years": sorted({m.year for m in month_starts})})
    client.write(q.MERGE_MONTHS, {"months": month_starts})
    for i in range(0, len(ordered), CHUNK):
        client.write(q.MERGE_DAYS, {"days": ordered[i : i + CHUNK]})
    return len(ordered)


def merge_instants(client: GraphClient, times: Iterable[datetime]) -> int:
    """Time nodes for these instants, each linked to its Day (which this creates if needed)."""
    ordered = sorted(set(times))
    if not ordered:
        return 0
    merge_days(client, {t.date() for t in ordered})
    for i in range(0, len(ordered), CHUNK):
        client.write(q.MERGE_TIMES, {"epochs": [int(t.timestamp()) for t in ordered[i : i + CHUNK]]})
    return len(ordered)


Ymd = tuple[int, int, int]


def merge_calendar_units(
    client: GraphClient, years: Iterable[int], months: Iterable[tuple[int, int]], days: Iterable[Ymd]
) -> None:
    """Year, Month and Day nodes by their numbers (BC years too: Neo4j builds the dates), each with its parents
    (no chain, no filling: an interval fact hangs on exactly the unit of its precision)."""
    day_list = sorted(set(days))
    month_list = sorted(set(months) | {(y, m) for y, m, _ in day_list})
    year_list = sorted(set(years) | {y for y, _ in month_list})
    if year_list:
        client.write(q.MERGE_YEARS, {"years": year_list})
    if month_list:
        client.write(q.MERGE_MONTHS_BY_NUMBER, {"months": [list(m) for m in month_list]})
    for i in range(0, len(day_list), CHUNK):
        client.write(q.MERGE_DAYS_BY_NUMBER, {"days": [list(d) for d in day_list[i : i + CHUNK]]})


def link_days(client: GraphClient, first: date, last: date) -> None:
    """Relink the Day NEXT chain across [first, last] and the days just outside it, without filling gaps."""
    _relink(client, q.DAY_BEFORE, q.DAY_AFTER, q.LINK_DAYS, "d", first, last)


def ensure_days(client: GraphClient, first: date, last: date) -> int:
    """Day nodes across the gaps of [first, last] up to FILL_DAYS_UP_TO, with the Day NEXT chain; returns the
    number of days the span now holds."""
    present = [r["date"] for r in client.read(q.DAYS_IN_RANGE, {"lo": first, "hi": last + ONE_DAY})]
    full = fill_grid([*present, first, last], ONE_DAY, FILL_DAYS_UP_TO)
    merge_days(client, set(full) - set(present))
    _relink(client, q.DAY_BEFORE, q.DAY_AFTER, q.LINK_DAYS, "d", first, last)
    return len(full)


def ensure_times(client: GraphClient, first: datetime, last: datetime, step: timedelta) -> int:
    """Time nodes on the `step` grid across the gaps of [first, last] up to FILL_TIMES_UP_TO, with their days
    and the Time NEXT chain; returns the number of instants the span now holds."""
    rows = client.read(q.TIMES_IN_RANGE, {"lo": first, "hi": last + step})
    present = [r["at"] for r in rows]
    full = fill_grid([*present, first, last], step, FILL_TIMES_UP_TO)
    merge_instants(client, set(full) - set(present))
    ensure_days(client, first.date(), last.date())
    _relink(client, q.TIME_BEFORE, q.TIME_AFTER, q.LINK_TIMES, "t", first, last)
    caption_times(client)
    return len(full)


def caption_times(client: GraphClient) -> int:
    """Browser captions on Time nodes of graphs loaded before captions existed; returns how many."""
    total = 0
    while n := client.write(q.CAPTION_TIMES)[0]["n"]:
        total += n
    return total


def _relink(client: GraphClient, before: Cypher, after: Cypher, link: Cypher, key: str, lo: Any, hi: Any) -> None:
    """Relink NEXT from the unit just before the span to the one just after it."""
    rows = client.read(before, {key: lo})
    lo = rows[0]["v"] if rows else lo
    rows = client.read(after, {key: hi})
    hi = rows[0]["v"] if rows else hi
    client.write(link, {"lo": lo, "hi": hi})
