"""A state "since" a time is one held at any time from it on: begun then or later, or begun before and still held
when it came ("How many parties have been in government since 2000?" counts one in government from 1999 to 2003);
an event since a time is one that happened from it on; a state begun before whose end the graph does not know is
no answer. No database: the rows are given."""

from __future__ import annotations

from datetime import date
from typing import Any

from chronorag.algebra.terms import Count, Facts, Period, Query, Since
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.core.event_shell import Run
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from factories import interval_row

GRAPH = "cabinets"
SINCE_2000 = Period(unit="year", start=date(2000, 1, 1), end=date(2001, 1, 1))


def _counted(rows: list[IntervalRow], relation: str = "inGovernment") -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "Belgium")] = rows
    facts = Facts(relation=relation, tail="Belgium", graph=GRAPH)
    term: Any = Count(facts=Since(facts=facts, time=SINCE_2000), what="entities", side="head", different=True)
    answers, why, _ = terms.solve(Query(question="q", asks="count", term=term), Run("q"))
    return answers, why


def test_a_state_begun_before_and_held_at_the_time_counts() -> None:
    rows = [
        interval_row("a", "Greens", "inGovernment", "Belgium", "1999-07-12", "2003-07-12"),
        interval_row("b", "Liberals", "inGovernment", "Belgium", "2003-07-12", "2007-12-21"),
        interval_row("c", "Socialists", "inGovernment", "Belgium", "1988-05-09", "1999-07-12"),  # ended before
    ]
    answers, why = _counted(rows)
    assert answers == ["2"], why
    assert "Greens" in why and "Socialists" not in why


def test_an_event_before_the_time_does_not_count() -> None:
    rows = [
        interval_row("a", "Greens", "wonSeatsIn", "Belgium", "1999-06-13", "1999-06-13", "event"),
        interval_row("b", "Liberals", "wonSeatsIn", "Belgium", "2003-05-18", "2003-05-18", "event"),
    ]
    answers, why = _counted(rows, "wonSeatsIn")
    assert answers == ["1"], why


def test_a_state_begun_before_with_an_open_end_is_no_answer() -> None:
    rows = [interval_row("a", "Greens", "inGovernment", "Belgium", "1999-07-12", None)]
    answers, why = _counted(rows)
    assert answers == [] and "open end" in why, why
