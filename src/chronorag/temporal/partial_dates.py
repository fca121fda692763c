"""Dates known to a year, a month or a day, as interval facts give them (`1952`, `1952-03`, `1952-03-04`).

YAGO writes unknown digits as `#`: `1952-##-##` is a year, `1952-03-##` a month, `####-##-##` nothing at all
(an open end). Years are kept as the source numbers them, BC included (`-431-##-##`, 431 BC in YAGO, where
historical numbering has no year 0): Python's `date` has no BC, so a PartialDate is three integers, and the
graph builds its Neo4j `date` from them server-side. Its text at its precision is what people read and what
retrieval returns: `1952`, `1952-03`, `1952-03-04`, four-digit years (`0360`), BC with a minus (`-0431`).
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from typing import Literal

Precision = Literal["year", "month", "day"]
PRECISIONS: tuple[Precision, ...] = ("year", "month", "day")

# A sign, up to four year digits, then optionally the month and the day; `#` for each unknown digit.
_DATE = re.compile(r"(?P<sign>-?)(?P<year>[0-9#]{1,4})(?:-(?P<month>[0-9#]{2})(?:-(?P<day>[0-9#]{2}))?)?")


_DAYS = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


class NotADate(ValueError):
    """A text that is no date at a year, month or day precision; the message says why."""


@dataclass(frozen=True, slots=True)
class PartialDate:
    """A date at its precision: `month` and `day` are None where the source does not know them."""

    year: int
    month: int | None = None
    day: int | None = None

    @property
    def precision(self) -> Precision:
        return "year" if self.month is None else "month" if self.day is None else "day"

    @property
    def text(self) -> str:
        """`1952`, `1952-03`, `1952-03-04`; BC `-0431`."""
        out = f"-{-self.year:04d}" if self.year < 0 else f"{self.year:04d}"
        if self.month is not None:
            out += f"-{self.month:02d}"
        if self.day is not None:
            out += f"-{self.day:02d}"
        return out

    def first(self) -> tuple[int, int, int]:
        """The first day it may be, as (year, month, day)."""
        return self.year, self.month or 1, self.day or 1

    def last(self) -> tuple[int, int, int]:
        """The last day it may be, as (year, month, day)."""
        month = self.month or 12
        return self.year, month, self.day or days_in_month(self.year, month)

    def __str__(self) -> str:
        return self.text


def days_in_month(year: int, month: int) -> int:
    """Proleptic Gregorian, as Neo4j's `date` counts (BC years by the same rule on the number as written)."""
    return 29 if month == 2 and calendar.isleap(year) else _DAYS[month]


def parse_partial_date(text: str) -> PartialDate | None:
    """`1952-##-##` -> year 1952; `1952-03-##`, `1952-03` -> March 1952; `-431-##-##` -> year -431; `####-##-##`
    or blank -> None (unknown: an open end). Raises NotADate saying why for anything else, including dates known
    only to a decade or a century (`195#`, `19##`), which are coarser than any unit of the time layer."""
    value = text.strip()
    if not value:
        return None
    match = _DATE.fullmatch(value)
    if match is None:
        raise NotADate(f"malformed date {text!r} (want YYYY-MM-DD, # for unknown digits)")
    if set(value) <= {"#", "-"}:
        return None
    year = _year(text, match.group("year"), bool(match.group("sign")))
    month = _month(text, match.group("month"), match.group("day"))
    if month is None:
        return PartialDate(year)
    day = _day(text, year, month, match.group("day"))
    return PartialDate(year, month, day)


def _year(text: str, year_s: str, bc: bool) -> int:
    if "#" in year_s:
        known = "decade" if year_s.count("#") == 1 else "century" if year_s.count("#") == 2 else "millennium"
        raise NotADate(f"date {text!r} gives only the {known}: the time layer's coarsest unit is a year")
    return -int(year_s) if bc else int(year_s)


def _month(text: str, month_s: str | None, day_s: str | None) -> int | None:
    if month_s is None or month_s == "##":
        if day_s not in (None, "##"):
            raise NotADate(f"date {text!r} gives a day but not its month")
        return None
    if "#" in month_s:
        raise NotADate(f"date {text!r} has a month that is partly unknown")
    month = int(month_s)
    if not 1 <= month <= 12:
        raise NotADate(f"date {text!r}: month {month} is not a month (1-12)")
    return month


def _day(text: str, year: int, month: int, day_s: str | None) -> int | None:
    if day_s is None or day_s == "##":
        return None
    if "#" in day_s:
        raise NotADate(f"date {text!r} has a day that is partly unknown")
    day = int(day_s)
    if not 1 <= day <= days_in_month(year, month):
        raise NotADate(f"date {text!r}: day {day} is not a day of {year:04d}-{month:02d}")
    return day


def span_caption(start: str, end: str | None) -> str:
    """How an interval reads, from its ends' texts: `1999–2004`, `1952–?` (open end), `1925-04-23–1974-01-31`,
    `1912-01-11` (an instant: start = end)."""
    if end is None:
        return f"{start}–?"
    return start if end == start else f"{start}–{end}"
