"""The week after (before) an event: the seven days read beside the calendar week, unless "calendar" is said."""

from __future__ import annotations

from chronorag.algebra.terms import Facts, PeriodOf, Query, Shift, Span, TimeOf, Within
from chronorag.rag.kg_irag.week_readings import both_weeks, other_week, seven_days


def _query(question: str, n: int, unit: str = "week") -> Query:
    event = TimeOf(facts=Facts(head="China", relation="Make a visit", tail="Japan"), which="first")
    window = Shift(time=PeriodOf(time=event, unit=unit), n=n, unit=unit)
    return Query(
        question=question,
        asks="entity",
        side="head",
        term=Within(facts=Facts(relation="Make a visit", tail="Japan"), time=window),
    )


def test_the_week_after_and_before_become_the_seven_days_after_and_before() -> None:
    after = other_week(_query("In the week after China first visited Japan, who visited Japan?", 1))
    assert after is not None and isinstance(after.term, Within)
    assert after.term.time == Span(time=after.term.time.time, start=1, end=7, unit="day")
    asked = _query("Who visited Japan in the week before China first visited Japan?", -1)
    before = other_week(asked)
    assert before is not None and isinstance(before.term, Within) and isinstance(before.term.time, Span)
    assert (before.term.time.start, before.term.time.end) == (-7, -1)
    assert "the seven days before it give: no answer" in both_weeks(asked, [])


def test_no_other_reading_of_the_calendar_week_said_nor_of_months() -> None:
    assert other_week(_query("In the calendar week after China first visited Japan, who visited Japan?", 1)) is None
    month = _query("In the month after China first visited Japan, who visited Japan?", 1, "month")
    assert other_week(month) is None and seven_days(month.term) is month.term
