"""Walking a term: every reader sees its patterns in the same order and rebuilds only what it replaces."""

from __future__ import annotations

from pydantic import BaseModel

from chronorag.algebra.terms import Facts, PeriodOf, Shift, Span, TimeOf, Within
from chronorag.algebra.walk import leaves, rewritten

_ASKED = Facts(relation="Make a visit", tail="Japan")
_EVENT = Facts(head="China", relation="Make a visit", tail="Japan")
_WEEK = PeriodOf(time=TimeOf(facts=_EVENT, which="first"), unit="week")
_TERM = Within(facts=_ASKED, time=Shift(time=_WEEK, n=1, unit="week"))


def test_leaves_are_every_pattern_in_field_order() -> None:
    assert leaves(_TERM) == [_ASKED, _EVENT]
    assert leaves(_EVENT) == [_EVENT]


def test_nothing_replaced_is_the_same_object() -> None:
    assert rewritten(_TERM, lambda node, above: None) is _TERM


def test_a_replacement_is_told_what_stands_above_it_and_not_walked_into() -> None:
    seen: list[tuple[str, ...]] = []

    def tail_korea(node: BaseModel, above: tuple[BaseModel, ...]) -> BaseModel | None:
        if isinstance(node, Facts):
            seen.append(tuple(type(a).__name__ for a in above))
            return node.model_copy(update={"tail": "South Korea"})
        return None

    read = rewritten(_TERM, tail_korea)
    assert [f.tail for f in leaves(read)] == ["South Korea", "South Korea"]
    assert seen == [("Within",), ("Within", "Shift", "PeriodOf", "TimeOf")]
    assert leaves(_TERM)[0].tail == "Japan"  # terms are values: the original is unchanged
    visited: list[str] = []

    def days(node: BaseModel, _: tuple[BaseModel, ...]) -> BaseModel | None:
        visited.append(type(node).__name__)
        return Span(time=_WEEK.time, start=1, end=7, unit="day") if isinstance(node, Shift) else None

    assert rewritten(_TERM, days).time == Span(time=_WEEK.time, start=1, end=7, unit="day")
    assert visited == ["Within", "Facts", "Shift"]  # nothing below the replaced Shift
