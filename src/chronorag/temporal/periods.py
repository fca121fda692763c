"""Calendar periods at day, month or year granularity and the temporal operators over them.

A period is half-open, [start, end): "2009" is [2009-01-01, 2010-01-01), "January 2009" is
[2009-01-01, 2009-02-01). The one semantics of a time cue, used by every strategy (`days_of`):
in (equal) = p itself; before = strictly earlier than p's first day; after = strictly later than p's
last day ("after January 2009" excludes every day of January 2009); since = from p's first day on
(p included); between(a, b) spans from a's first day to b's last. Answers are formatted at the
question's granularity (YYYY, YYYY-MM, YYYY-MM-DD). Reading periods out of text is `understanding.timex`'s
job.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

Granularity = Literal["day", "month", "year"]
EARLIEST = date(1, 1, 1)
LATEST = date(9999, 12, 31)


@dataclass(frozen=True)
class Period:
    granularity: Granularity
    start: date
    end: date  # exclusive

    def __str__(self) -> str:
        return format_date(self.start, self.granularity)


def _next_month(d: date) -> date:
    return date(d.year + (d.month == 12), d.month % 12 + 1, 1)


def day(d: date) -> Period:
    return Period("day", d, date.fromordinal(d.toordinal() + 1))


def month(year: int, month_number: int) -> Period:
    first = date(year, month_number, 1)
    return Period("month", first, _next_month(first))


def year(y: int) -> Period:
    return Period("year", date(y, 1, 1), date(y + 1, 1, 1))


def period_of(d: date, granularity: Granularity) -> Period:
    """The day, month or year that holds `d`."""
    if granularity == "day":
        return day(d)
    if granularity == "month":
        return month(d.year, d.month)
    return year(d.year)


def before(p: Period) -> tuple[date, date]:
    """[earliest, p.start): strictly earlier than the period's first day."""
    return EARLIEST, p.start


def after(p: Period) -> tuple[date, date]:
    """[p.end, latest): strictly later than the period's last day."""
    return p.end, LATEST


def since(p: Period) -> tuple[date, date]:
    """[p.start, latest): from the period's first day on, the period included."""
    return p.start, LATEST


def until(p: Period) -> tuple[date, date]:
    """[earliest, p.end): up to the period's last day, the period included ("as of", "when" of the latest)."""
    return EARLIEST, p.end


def between(a: Period, b: Period) -> tuple[date, date]:
    return min(a.start, b.start), max(a.end, b.end)


def equal(p: Period) -> tuple[date, date]:
    return p.start, p.end


Cue = Literal["in", "before", "after", "since", "until"]


def days_of(cue: Cue, p: Period) -> tuple[date, date]:
    """The days [start, end) a time cue allows around a period: the one reading of in / before / after / since /
    until."""
    return {"in": equal, "before": before, "after": after, "since": since, "until": until}[cue](p)


def format_date(d: date, granularity: Granularity) -> str:
    if granularity == "year":
        return f"{d.year:04d}"
    if granularity == "month":
        return f"{d.year:04d}-{d.month:02d}"
    return d.isoformat()
