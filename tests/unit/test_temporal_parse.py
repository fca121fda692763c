"""Time expressions in questions: dates, clock times, ranges, durations, and the question family."""

from __future__ import annotations

from datetime import date, time, timedelta

import pytest

from chronorag.llm.symbolic import family_of
from chronorag.temporal.parse import parse_clock, parse_date, parse_duration


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("on 5 December 2017 at noon", date(2017, 12, 5)),
        ("2017-12-05 15:00", date(2017, 12, 5)),
        ("Dec 5th", date(2017, 12, 5)),
        ("December 5, 2017", date(2017, 12, 5)),
        ("the 5th of December", date(2017, 12, 5)),
        ("on 05/12/2017", date(2017, 12, 5)),
        ("sept. 30", date(2017, 9, 30)),
        ("no date here at 3pm", None),
        ("31 February 2017", None),
    ],
)
def test_dates(text: str, expected: date | None) -> None:
    assert parse_date(text, default_year=2017) == expected


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("leaving at 15:00 for two hours", time(15), None),
        ("at 3pm", time(15), None),
        ("at 3 p.m. on Monday", time(15), None),
        ("from 3 to 5 pm", time(15), time(17)),
        ("between 15:00 and 17:30", time(15), time(17, 30)),
        ("from 11 to 1 pm", time(11), time(13)),
        ("from 9am until 11am", time(9), time(11)),
        ("at noon", time(12), None),
        ("at 12am", time(0), None),
        ("on 2017-03-05 at 06:30", time(6, 30), None),
        ("for 3 hours on 5 March", None, None),
    ],
)
def test_clock(text: str, start: time | None, end: time | None) -> None:
    span = parse_clock(text)
    if start is None:
        assert span is None
    else:
        assert span is not None and (span.start, span.end) == (start, end)


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        ("for 2 hours", 120),
        ("a 3-hour trip", 180),
        ("90 minutes", 90),
        ("half an hour", 30),
        ("for one hour", 60),
        ("an hour and a half", 90),
        ("a 1.5 h walk", 90),
        ("at 3pm", None),
    ],
)
def test_durations(text: str, minutes: int | None) -> None:
    found = parse_duration(text)
    assert found == (timedelta(minutes=minutes) if minutes is not None else None)


@pytest.mark.parametrize(
    ("question", "family"),
    [
        ("Will it rain at Athenry from 3 to 5 pm on 5 March?", "Q1"),
        ("Can I avoid rain during my trip?", "Q1"),
        ("If I can't, what is the earliest time I can postpone the trip to avoid rain?", "Q3"),
        ("Should I leave late to stay dry? When is the earliest?", "Q3"),
        ("What is the latest time I could leave earlier and stay dry?", "Q2"),
        ("If I bring the trip forward, when should I start?", "Q2"),
    ],
)
def test_family(question: str, family: str) -> None:
    assert family_of(question) == family
