"""Enumerate the calendar units a data span covers, so the time layer holds exactly that span."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from datetime import UTC, date, datetime, timedelta
from typing import TypeVar

T = TypeVar("T", date, datetime)


def days(first: date, last: date) -> Iterator[date]:
    """Every day from first to last, inclusive."""
    for i in range((last - first).days + 1):
        yield first + timedelta(days=i)


def months(first: date, last: date) -> list[date]:
    """First day of every month touched by [first, last]."""
    out: list[date] = []
    y, m = first.year, first.month
    while (y, m) <= (last.year, last.month):
        out.append(date(y, m, 1))
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return out


def instants(first: datetime, last: datetime, step: timedelta) -> Iterator[datetime]:
    """first, first + step, ... up to and including last (when on the grid)."""
    t = first
    while t <= last:
        yield t
        t += step


# The time layer fills the grid between loaded units only across gaps up to these: an outage of a station or a
# quiet month gets its hours, but one stray row dated 1850 in a 2017 file does not create 1.5 million Time nodes.
# NEXT then links across a longer gap, from the last unit before it to the first after it.
FILL_TIMES_UP_TO = timedelta(days=31)
FILL_DAYS_UP_TO = timedelta(days=366)


def fill_grid(present: Iterable[T], step: timedelta, up_to: timedelta) -> list[T]:
    """The sorted units of `present` plus every `step` between two consecutive ones at most `up_to` apart."""
    ordered = sorted(set(present))
    out: list[T] = ordered[:1]
    for before, after in itertools.pairwise(ordered):
        if after - before <= up_to:
            unit = before + step
            while unit < after:
                out.append(unit)
                unit += step
        out.append(after)
    return out


def as_utc(value: datetime) -> datetime:
    """Naive clock times are taken as UTC (Met Éireann and NOAA ISD publish in UTC)."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
