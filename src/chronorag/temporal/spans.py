"""The time layer's grid: which units a load fills, and the years any instant may lie in."""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from datetime import date, datetime, timedelta
from typing import TypeVar

T = TypeVar("T", date, datetime)


FIRST_YEAR, LAST_YEAR = 1800, 2200  # no sensor or event data lies outside; years 1 or 9999 overflow in UTC


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
