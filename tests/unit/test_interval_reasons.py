"""Reasons that say what the graph holds: a reference fact the anchor never had names the ones it had ("before
Uxbridge": the graph's Uxbridge is an older seat of that name, never Boris Johnson's)."""

from __future__ import annotations

from datetime import date

from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import Constraint, EventPlan, EventRef, RefPeriod
from chronorag.rag.kg_irag.interval_loop import _none_kept


def _row(tail: str, start: str, end: str) -> IntervalRow:
    return IntervalRow(
        id=tail, head="Boris Johnson", relation="representedConstituency", tail=tail, start=start, end=end,
        start_precision="day", end_precision="day", start_year=int(start[:4]), end_year=int(end[:4]), kind="state",
    )  # fmt: skip


ROWS = [_row("Henley", "2001-06-07", "2008-06-04"), _row("Uxbridge and South Ruislip", "2015-05-07", "2023-06-12")]


def _plan(tail: str, period: bool = False) -> EventPlan:
    ref = EventRef(head="Boris Johnson", relation="representedConstituency", tail=tail, aspect="start")
    if period:
        ref = ref.model_copy(
            update={"period": RefPeriod(granularity="year", start=date(2001, 1, 1), end=date(2002, 1, 1))}
        )
    return EventPlan(
        question="q", qtype="before_last", answer_type="entity", anchor="Boris Johnson", position="head",
        relation="representedConstituency", constraint=Constraint(kind="before", reference=ref), extremum="last",
        dataset="g",
    )  # fmt: skip


def test_a_reference_the_anchor_never_held_names_those_it_held() -> None:
    answers, why, _ = _none_kept(_plan("Uxbridge"), "searched", ROWS, [], [])
    assert answers == [] and why.endswith("Uxbridge: Boris Johnson's are Henley, Uxbridge and South Ruislip"), why


def test_a_reference_of_a_period_is_said_as_before() -> None:
    _, why, _ = _none_kept(_plan("Henley", period=True), "searched", ROWS, [], [])
    assert why.startswith("the graph holds no fact of searched before"), why
