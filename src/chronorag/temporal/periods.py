"""Calendar periods at day, month or year granularity and the temporal operators over them.

A period is half-open, [start, end): "2009" is [2009-01-01, 2010-01-01), "January 2009" is
[2009-01-01, 2009-02-01). before(p) = strictly earlier than p's first day; after(p) = strictly later
than p's last day ("after January 2009" excludes every day of January 2009); between(a, b) spans from
a's first day to b's last; equal(p) is p itself. Answers are formatted at the question's granularity
(YYYY, YYYY-MM, YYYY-MM-DD).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Literal

from chronorag.temporal.parse import MONTHS, parse_date

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


_MONTH_YEAR = re.compile(
    r"\b(?P<month>"
    + "|".join(sorted(MONTHS, key=len, reverse=True))
    + r")\.?,?\s+(?:of\s+|the\s+year\s+(?:of\s+)?)?(?P<year>\d{4})\b",
    re.IGNORECASE,
)
_ISO_MONTH = re.compile(r"\b(?P<year>\d{4})-(?P<month>\d{2})\b(?!-\d)")
_YEAR = re.compile(r"\b(?:in |the year |year )?(?P<year>(?:19|20)\d{2})\b")


def parse_period(text: str) -> Period | None:
    """The most specific period in the text: a full date, else a month, else a year."""
    if (d := parse_date(text)) is not None:
        return day(d)
    if m := _MONTH_YEAR.search(text):
        return month(int(m.group("year")), MONTHS[m.group("month").lower().rstrip(".")])
    if m := _ISO_MONTH.search(text):
        return month(int(m.group("year")), int(m.group("month")))
    if m := _YEAR.search(text):
        return year(int(m.group("year")))
    return None


def before(p: Period) -> tuple[date, date]:
    """[earliest, p.start): strictly earlier than the period's first day."""
    return EARLIEST, p.start


def after(p: Period) -> tuple[date, date]:
    """[p.end, latest): strictly later than the period's last day."""
    return p.end, LATEST


def between(a: Period, b: Period) -> tuple[date, date]:
    return min(a.start, b.start), max(a.end, b.end)


def equal(p: Period) -> tuple[date, date]:
    return p.start, p.end


def format_date(d: date, granularity: Granularity) -> str:
    if granularity == "year":
        return f"{d.year:04d}"
    if granularity == "month":
        return f"{d.year:04d}-{d.month:02d}"
    return d.isoformat()


def time_filter(text: str) -> tuple[date | None, date | None]:
    """The days a question's time words allow, inclusive: "in 2009", "before May 2010", "after 3 May 2010"."""
    period = parse_period(text)
    if period is None:
        return None, None
    lowered = text.lower()
    if re.search(r"\b(before|prior to|until)\b", lowered):
        lo, hi = before(period)
    elif re.search(r"\b(after|since|following)\b", lowered):
        lo, hi = after(period)
    else:
        lo, hi = equal(period)
    return (None if lo == EARLIEST else lo), (None if hi == LATEST else date.fromordinal(hi.toordinal() - 1))
