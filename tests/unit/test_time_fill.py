"""The time layer's grid is filled across short gaps only, so one stray date cannot create millions of nodes."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from chronorag.temporal.spans import FILL_TIMES_UP_TO, fill_grid

HOUR = timedelta(hours=1)


def at(day: int, hour: int = 0, year: int = 2017) -> datetime:
    return datetime(year, 3, day, hour, tzinfo=UTC)


def test_short_gaps_are_filled_on_the_grid() -> None:
    assert fill_grid([at(1, 0), at(1, 3), at(1, 4)], HOUR, FILL_TIMES_UP_TO) == [at(1, h) for h in range(5)]


def test_a_gap_longer_than_the_bound_stays_open() -> None:
    stray = at(1, 0, year=1850)
    filled = fill_grid([stray, at(2, 0), at(1, 0)], HOUR, FILL_TIMES_UP_TO)
    assert filled == [stray, *(at(1, 0) + h * HOUR for h in range(25))]


def test_the_bound_is_inclusive_and_days_work_too() -> None:
    assert len(fill_grid([at(1), at(1) + FILL_TIMES_UP_TO], HOUR, FILL_TIMES_UP_TO)) == 31 * 24 + 1
    assert len(fill_grid([at(1), at(1) + FILL_TIMES_UP_TO + HOUR], HOUR, FILL_TIMES_UP_TO)) == 2
    assert fill_grid([date(2017, 1, 3), date(2017, 1, 1)], timedelta(days=1), timedelta(days=2)) == [
        date(2017, 1, 1),
        date(2017, 1, 2),
        date(2017, 1, 3),
    ]


def test_nothing_and_one_unit() -> None:
    assert fill_grid([], HOUR, FILL_TIMES_UP_TO) == []
    assert fill_grid([at(1), at(1)], HOUR, FILL_TIMES_UP_TO) == [at(1)]
