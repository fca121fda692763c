"""The one rule on a controller's next window, for sensor windows (instants) and event windows (days)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from chronorag.plans import EventWindow, Window
from chronorag.rag.kg_irag.judge import Coverage
from chronorag.temporal.windows import window_problem


def hour(h: int) -> datetime:
    return datetime(2017, 3, 5, h, tzinfo=UTC)


def days(a: int, b: int) -> EventWindow:
    return EventWindow(start=date(2010, 1, a), end=date(2010, 1, b))


def test_each_problem_in_order_for_event_windows() -> None:
    limits = (date(2010, 1, 1), date(2010, 1, 31))
    seen = [days(1, 5)]

    def retrieved(a: date, b: date) -> bool:
        return any(s.start <= a and b <= s.end for s in seen)

    def problem(w: EventWindow | None) -> str | None:
        return window_problem(w, limits, "the search range 2010-01-01..2010-01-31", retrieved)

    assert problem(None) == "no next window although the evidence is not sufficient"
    empty = EventWindow.model_construct(start=date(2010, 1, 9), end=date(2010, 1, 9))
    assert problem(empty) == "empty window 2010-01-09..2010-01-09"
    outside = EventWindow(start=date(2010, 1, 20), end=date(2010, 2, 2))
    assert problem(outside) == "window 2010-01-20..2010-02-02 is outside the search range 2010-01-01..2010-01-31"
    assert problem(days(2, 4)) == "window 2010-01-02..2010-01-04 was already retrieved"
    assert problem(days(1, 31)) is None  # the limits themselves are inside
    assert problem(days(4, 9)) is None  # partly new


def test_sensor_windows_count_as_seen_once_the_merged_coverage_holds_them() -> None:
    coverage = Coverage()
    coverage.add(Window(start=hour(3), end=hour(4)))
    coverage.add(Window(start=hour(4), end=hour(5)))
    limits = (hour(0), hour(12))
    across = Window(start=hour(3), end=hour(5))
    assert (
        window_problem(across, limits, "the bound", coverage.covers)
        == "window 2017-03-05 03:00-05:00 was already retrieved"
    )
    assert window_problem(across, limits, "the bound") is None  # nothing retrieved yet
    late = Window(start=hour(11), end=hour(13))
    assert window_problem(late, limits, "the bound (3 h around the trip)") == (
        "window 2017-03-05 11:00-13:00 is outside the bound (3 h around the trip)"
    )
