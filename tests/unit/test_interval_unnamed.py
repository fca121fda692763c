"""Every fact of one relation, no entity named (`IntervalTerms.leaf` of `Facts(relation=...)`): "the n-th person to
go to space" is the n-th different head by the day each first began (a second trip counts no one again; a tie on the
day is no answer), and a period shorter than a year ("on Christmas Day 1968") keeps the facts of its days, never of
its year; a fact dated coarser than a day, or an open end begun by then, is no answer."""

from __future__ import annotations

from datetime import date
from typing import Any

from chronorag.algebra.terms import Facts, Nth, Period, Query, Within
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from factories import interval_row

GRAPH = "graph8"
FACTS = Facts(relation="launchedOn", graph=GRAPH)


class _Run:
    def step(self, *args: Any) -> None:
        pass


def _solved(rows: list[IntervalRow], query: Query) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "relation launchedOn")] = rows
    answers, why, _ = terms.solve(query, _Run())  # type: ignore[arg-type]
    return answers, why


GAGARIN = interval_row("g", "Gagarin", "launchedOn", "Vostok 1", "1961-04-12", "1961-04-12")
SHEPARD = interval_row("s", "Shepard", "launchedOn", "Freedom 7", "1961-05-05", "1961-05-05")
SHEPARD2 = interval_row("s2", "Shepard", "launchedOn", "Apollo 14", "1971-01-31", "1971-02-09")
TITOV = interval_row("t", "Titov", "launchedOn", "Vostok 2", "1961-08-06", "1961-08-07")
BORMAN = interval_row("b", "Borman", "launchedOn", "Apollo 8", "1968-12-21", "1968-12-27")


def _nth(n: int) -> Query:
    return Query(asks="entity", side="head", term=Nth(facts=FACTS, n=n, distinct="head"))


def test_the_nth_different_one_by_the_day_each_first_began() -> None:
    rows = [GAGARIN, SHEPARD, TITOV, SHEPARD2]
    assert _solved(rows, _nth(1))[0] == ["Gagarin"]
    assert _solved(rows, _nth(3))[0] == ["Titov"]  # Shepard's second trip counts no one again


def test_a_tie_on_the_day_is_no_answer() -> None:
    twin = interval_row("x", "Twin", "launchedOn", "Vostok 1", "1961-04-12", "1961-04-12")
    answers, why = _solved([GAGARIN, twin], _nth(1))
    assert answers == [] and "order is unknown" in why


def _on(day: date) -> Query:
    period = Period(unit="day", start=day, end=date.fromordinal(day.toordinal() + 1))
    return Query(asks="entity", side="head", term=Within(facts=FACTS, time=period))


def test_a_day_keeps_the_facts_true_that_day_not_that_year() -> None:
    answers, _ = _solved([GAGARIN, BORMAN], _on(date(1968, 12, 25)))
    assert answers == ["Borman"]
    assert _solved([GAGARIN, BORMAN], _on(date(1968, 12, 28)))[0] == []


def test_an_open_end_begun_by_then_or_a_coarse_date_is_no_answer() -> None:
    still = interval_row("o", "Still", "launchedOn", "Crew-7", "1968-12-01", None)
    assert _solved([BORMAN, still], _on(date(1968, 12, 25)))[0] == []
    coarse = interval_row("c", "Coarse", "launchedOn", "X", "1968", "1968")
    answers, why = _solved([BORMAN, coarse], _on(date(1968, 12, 25)))
    assert answers == [] and "coarser" in why


def test_a_symmetric_relation_answers_both_sides_of_each_fact() -> None:
    """ "Who married in 1990?": both partners (the graph keeps one row of a symmetric pair)."""
    wed = [
        interval_row("m", "Tom Cruise", "isMarriedTo", "Nicole Kidman", "1990", "2001").model_copy(
            update={"symmetric": True}
        ),
        interval_row("o", "Someone", "isMarriedTo", "Other", "1985", "1999").model_copy(update={"symmetric": True}),
    ]
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "relation isMarriedTo")] = wed
    year = Period(unit="year", start=date(1990, 1, 1), end=date(1991, 1, 1))
    facts = Facts(relation="isMarriedTo", graph=GRAPH)
    query = Query(asks="entity", side="head", term=Within(facts=facts, time=year), aspect="start")
    answers, why, _ = terms.solve(query, _Run())  # type: ignore[arg-type]
    assert sorted(answers) == ["Nicole Kidman", "Tom Cruise"], why
