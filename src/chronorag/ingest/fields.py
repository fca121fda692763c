"""Field values as the readers parse them: decimals that are really decimals, instants on the time layer."""

from __future__ import annotations

import math
from datetime import UTC, date, datetime

from chronorag.temporal.spans import FIRST_YEAR, LAST_YEAR


class NotADecimal(ValueError):
    """A value float() reads but no data file means: inf, nan, 1e400, 1_000."""


def parse_float(value: str) -> float | None:
    """Blank = missing. Raises ValueError on anything that is not a finite number: `nan`, `inf`,
    `1e400` (overflows to inf), `1_000` (Python's digit separator, no data format's)."""
    value = value.strip()
    if not value:
        return None
    number = float(value)  # C speed for the common case; the checks below refuse what float() is lenient on
    if not math.isfinite(number):
        raise NotADecimal(f"{value!r} is not a finite number")
    if "_" in value:
        raise NotADecimal(f"{value!r} is not a plain decimal number (digit separator)")
    return number


class OffTimeLayer(ValueError):
    """A well-formed instant the time layer cannot hold (off its grid, or outside its years)."""


def utc_instant(text: str, grid_minutes: int = 30) -> datetime:
    """An ISO timestamp as UTC: an explicit offset is converted, a naive one is taken as UTC (the
    sources publish UTC). Off the grid (minutes not a multiple of `grid_minutes`, or seconds) raises
    ValueError: such an instant would be a Time node outside the NEXT chain."""
    at = as_utc(datetime.fromisoformat(text))
    if at.second or at.microsecond or at.minute % grid_minutes:
        raise OffTimeLayer(f"{text!r} is off the {grid_minutes}-minute grid of the time layer")
    return at


def check_year(day: date | datetime) -> None:
    """OffTimeLayer outside FIRST_YEAR..LAST_YEAR, the years the time layer holds."""
    if not FIRST_YEAR <= day.year <= LAST_YEAR:
        raise OffTimeLayer(f"{day:%Y-%m-%d} is outside the years {FIRST_YEAR}-{LAST_YEAR}")


def as_utc(at: datetime) -> datetime:
    """A naive instant as UTC, an aware one converted; OffTimeLayer outside FIRST_YEAR..LAST_YEAR."""
    check_year(at)
    return at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC)
