"""Enumerate the calendar units a data span covers, so the time layer holds exactly that span."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta


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


def as_utc(value: datetime) -> datetime:
    """Naive clock times are taken as UTC (Met Éireann and NOAA ISD publish in UTC)."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
