"""Relative dates ("last year", "three weeks ago", "in the past two years") read against a reference date, and the
one clock that supplies it (temporal/clock.py)."""

from __future__ import annotations

import threading
from datetime import date

import pytest

from chronorag.temporal import clock
from chronorag.understanding.timex import find, parse_period, period_text, time_filter
from chronorag.understanding.tokens import tokenize

SUNDAY = date(2014, 6, 1)


def read(text: str, today: date = SUNDAY) -> list[tuple[str, str]]:
    """(the words read, the period as text) of every relative date in the text."""
    return [
        (e.said, period_text(e.period)) for e in find(tokenize(text), clocks=False, today=today) if e.said and e.period
    ]


@pytest.mark.parametrize(
    ("text", "today", "expected"),
    [
        ("today", SUNDAY, "2014-06-01"),
        ("yesterday", date(2016, 3, 1), "2016-02-29"),
        ("this year", SUNDAY, "2014"),
        ("last year", date(2014, 1, 1), "2013"),
        ("this month", SUNDAY, "2014-06"),
        ("last month", date(2014, 1, 15), "2013-12"),
        ("this week", SUNDAY, "2014-05-26 to 2014-06-01"),  # Monday to Sunday, the reference date's own week
        ("this week", date(2014, 6, 2), "2014-06-02 to 2014-06-08"),  # a Monday starts its week
        ("last week", SUNDAY, "2014-05-19 to 2014-05-25"),
        ("three weeks ago", SUNDAY, "2014-05-05 to 2014-05-11"),
        ("2 days ago", date(2014, 3, 1), "2014-02-27"),
        ("a month ago", date(2014, 3, 31), "2014-02"),
        ("ten years ago", SUNDAY, "2004"),
        ("one year ago", SUNDAY, "2013"),
        ("in the past two years", SUNDAY, "2012-06-01 to 2014-06-01"),
        ("over the last 6 months", date(2014, 8, 31), "2014-02-28 to 2014-08-31"),  # no 31 February: its last day
        ("in the past year", date(2016, 2, 29), "2015-02-28 to 2016-02-29"),
        ("within the last 3 weeks", SUNDAY, "2014-05-11 to 2014-06-01"),
        ("during the past 10 days", SUNDAY, "2014-05-22 to 2014-06-01"),
        ("for the last month", date(2014, 3, 31), "2014-02-28 to 2014-03-31"),
    ],
)
def test_relative_dates(text: str, today: date, expected: str) -> None:
    assert read(f"Who visited China {text}?", today) == [(text, expected)]


@pytest.mark.parametrize(
    "text",
    [
        "What was the last year in which China visited Japan?",  # an ordinal after an article
        "Which last month did China visit Japan?",
        "Who visited China in the last month of 2010?",  # a period of something else
        "Who visited China last year when Japan did?",
        "Who visited China in the past years?",  # no count, plural: how many is not said
        "Who visited China in the past few years?",
        "Who visited China zero days ago?",
        "When did China last visit Japan?",
        "Who visited China in the last year in which Japan did?",
    ],
)
def test_words_that_are_not_relative_dates(text: str) -> None:
    assert read(text) == []


def test_no_reference_date_no_relative_reading() -> None:
    assert find(tokenize("Who visited China last year?"), clocks=False) == []
    assert parse_period("Who visited China last year?") is None
    assert time_filter("Who visited China last year?") == (None, None)


def test_filters_read_relative_dates_against_the_date_given() -> None:
    assert parse_period("Who visited China last month?", SUNDAY) is not None
    assert time_filter("Who visited China last month?", SUNDAY) == (date(2014, 5, 1), date(2014, 5, 31))
    assert time_filter("Who visited China before last year?", SUNDAY) == (None, date(2012, 12, 31))
    assert time_filter("Who visited China in the past two years?", SUNDAY) == (date(2012, 6, 1), SUNDAY)


def test_the_clock_is_one_injectable_date_and_a_run_may_set_its_own() -> None:
    with clock.frozen(date(2020, 2, 2)):
        assert clock.today() == clock.reference_date() == date(2020, 2, 2)
        with clock.reference(SUNDAY) as used:
            assert used == clock.reference_date() == SUNDAY
        with clock.reference(None) as used:  # none given: today, fixed for the whole run
            assert used == date(2020, 2, 2)
        assert clock.reference_date() == date(2020, 2, 2)
    assert clock.today() == date.today()


def test_a_reference_date_is_the_threads_own() -> None:
    seen: dict[str, date] = {}

    def other() -> None:
        seen["other"] = clock.reference_date()

    with clock.frozen(date(2020, 2, 2)), clock.reference(SUNDAY):
        thread = threading.Thread(target=other)  # a new thread starts from an empty context: today
        thread.start()
        thread.join()
        seen["here"] = clock.reference_date()
    assert seen == {"other": date(2020, 2, 2), "here": SUNDAY}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Who is the Home Secretary now?", [("now", "2014-06-01")]),
        ("Who is the current Chancellor?", [("current", "2014-06-01")]),
        ("Who is Defence Secretary at the moment?", [("at the moment", "2014-06-01")]),
        ("Who visited Japan at the moment of the crisis?", []),  # a moment of something else
        ("Now that X left, who visited Japan?", []),  # a conjunction, no date
        ("Who was present at the talks?", []),  # "present" of no office
    ],
)
def test_now_is_the_reference_date(text: str, expected: list[tuple[str, str]]) -> None:
    assert read(text) == expected
