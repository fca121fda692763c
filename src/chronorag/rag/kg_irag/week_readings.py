"""The week after (before) an event, read both ways people mean it.

Issue 44 set offsets in calendar units: "the week after E" is the Monday-Sunday week after the one holding E's day.
Writers who never saw the parser read it as often as the seven days after E (d+1 .. d+7; before: d-7 .. d-1), and
from a Wednesday the two share three days: the same question, two answers. Where both readings give the same
answer, it is the answer; where they differ, the answer stays the calendar week's (the convention issue 44 set, and
the one its analysts wrote) and the reason says what the seven days give and how to ask for them. Saying "the
calendar week" reads the calendar week alone; "in the 7 days after" is a span already.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from chronorag.algebra.terms import PeriodOf, Query, Shift, Span
from chronorag.algebra.walk import rewritten
from chronorag.understanding.patterns import pattern_file
from chronorag.understanding.tokens import tokenize

DAYS_OF_A_WEEK = 7


def _one_week_off(node: Any) -> bool:
    return (
        isinstance(node, Shift)
        and abs(node.n) == 1
        and node.unit == "week"
        and isinstance(node.time, PeriodOf)
        and node.time.unit == "week"
    )


def seven_days(term: BaseModel) -> BaseModel:
    """The term with each week after (before) an event's week read as the seven days after (before) its day; the
    same object where it says no such week."""
    return _seven_days(term)[0]


def _seven_days(term: BaseModel) -> tuple[BaseModel, str]:
    """`seven_days`, and the way of the first such week: 'after', 'before' ('' where there is none)."""
    ways: list[str] = []

    def as_days(node: BaseModel, _: tuple[BaseModel, ...]) -> BaseModel | None:
        if not _one_week_off(node):
            return None
        assert isinstance(node, Shift) and isinstance(node.time, PeriodOf)  # what _one_week_off says
        ways.append("after" if node.n > 0 else "before")
        start, end = (1, DAYS_OF_A_WEEK) if node.n > 0 else (-DAYS_OF_A_WEEK, -1)
        return Span(time=node.time.time, start=start, end=end, unit="day")

    return rewritten(term, as_days), next(iter(ways), "")


def other_week(q: Query) -> Query | None:
    """The query read with the seven days, where it says a week after (before) an event and not "calendar"."""
    days = seven_days(q.term)
    if days is q.term or {t.low for t in tokenize(q.question)} & set(pattern_file().classes["calendar"]):
        return None
    return q.model_copy(update={"term": days})


def both_weeks(q: Query, seven: list[str]) -> str:
    """The note of an answer the seven days would change: what they give, and how to ask for them."""
    way = _seven_days(q.term)[1]
    said = ", ".join(seven[:5]) + (" ..." if len(seven) > 5 else "") if seven else "no answer"
    return (
        f"read 'the week {way}' as the calendar week (Monday to Sunday) {way} the event's; the seven days {way} it "
        f"give: {said} (ask 'in the 7 days {way}')"
    )
