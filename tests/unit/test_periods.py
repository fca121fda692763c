"""Temporal operators at each granularity, boundaries first."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from chronorag.plans import EARLIEST_DAY, LATEST_DAY, Constraint
from chronorag.temporal.periods import EARLIEST, LATEST, after, before, between, day, equal, format_date, month, year
from chronorag.understanding.timex import parse_period, time_filter


def inside(window: tuple[date, date], d: date) -> bool:
    return window[0] <= d < window[1]


def test_after_a_month_excludes_every_day_of_it() -> None:
    jan = month(2009, 1)
    assert not any(inside(after(jan), date(2009, 1, k)) for k in range(1, 32))
    assert inside(after(jan), date(2009, 2, 1))


def test_before_a_day_is_strictly_earlier() -> None:
    d = day(date(2011, 4, 2))
    assert inside(before(d), date(2011, 4, 1)) and not inside(before(d), date(2011, 4, 2))


def test_year_equal_and_between() -> None:
    assert equal(year(2012)) == (date(2012, 1, 1), date(2013, 1, 1))
    assert between(month(2010, 11), year(2011)) == (date(2010, 11, 1), date(2012, 1, 1))
    assert not inside(after(year(2012)), date(2012, 12, 31)) and inside(after(year(2012)), date(2013, 1, 1))
    assert month(2008, 12).end == date(2009, 1, 1)


@pytest.mark.parametrize(
    ("text", "granularity", "start"),
    [
        ("Who did Shivshankar Menon want to meet after Nov, 2010?", "month", date(2010, 11, 1)),
        ("After the year 2012, who did Emeka Ihedioha appeal to?", "year", date(2012, 1, 1)),
        (
            "To whom did the British High Commission make pessimistic remarks before 2 April 2011?",
            "day",
            date(2011, 4, 2),
        ),
        ("in January 2009", "month", date(2009, 1, 1)),
        ("in 2008-06", "month", date(2008, 6, 1)),
        ("on 2008-06-03", "day", date(2008, 6, 3)),
        ("no time at all", None, None),
    ],
)
def test_parse_period(text: str, granularity: str | None, start: date | None) -> None:
    p = parse_period(text)
    if granularity is None:
        assert p is None
    else:
        assert p is not None and (p.granularity, p.start) == (granularity, start)


def test_answers_use_the_question_granularity() -> None:
    d = date(2009, 3, 7)
    assert (format_date(d, "year"), format_date(d, "month"), format_date(d, "day")) == ("2009", "2009-03", "2009-03-07")


@pytest.mark.parametrize(
    ("text", "kind", "days"),
    [
        ("Who did China visit in 2009?", "in", (date(2009, 1, 1), date(2010, 1, 1))),
        ("Who did China visit before May 2010?", "before", (EARLIEST, date(2010, 5, 1))),
        ("Who did China visit prior to May 2010?", "before", (EARLIEST, date(2010, 5, 1))),
        ("Who did China visit after 3 May 2010?", "after", (date(2010, 5, 4), LATEST)),
        ("Who has China visited since 2009?", "since", (date(2009, 1, 1), LATEST)),
        ("Who did China visit?", "none", (EARLIEST, LATEST)),
    ],
)
def test_one_reading_of_the_days_for_a_plan_and_a_search(text: str, kind: str, days: tuple[date, date]) -> None:
    """A plan's Constraint of the question's period and cue allows the days `days_of` gives, and the
    inclusive filter RTQA's and the generators' fact search takes is the same days."""
    period = parse_period(text)
    constraint = (
        Constraint(kind=kind, granularity=period.granularity, start=period.start, end=period.end)  # type: ignore[arg-type]
        if period
        else Constraint()
    )
    assert constraint.days() == days
    lo, hi = time_filter(text)
    assert (lo or EARLIEST, hi + timedelta(days=1) if hi else LATEST) == days


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("Who did China visit on 1500-06-01?", (date(1500, 6, 1), date(1500, 6, 1))),
        ("Who did China visit before 2200-12-31?", (None, date(2200, 12, 30))),
    ],
)
def test_a_period_outside_the_plans_years_still_filters_a_search(text: str, days: tuple[date | None, ...]) -> None:
    """No plan can hold the period, but a fact search on it must find nothing rather than everything."""
    period = parse_period(text)
    assert period is not None and not (period.start >= EARLIEST_DAY and period.end <= LATEST_DAY)
    assert time_filter(text) == days
