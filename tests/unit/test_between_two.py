"""'X's two <events>' (`between.two`): the event's first and last times, asked only of facts true over intervals,
and answered only where the graph holds exactly two of its facts (`Between.two`)."""

from __future__ import annotations

from typing import Any

import pytest
from test_compose import composer  # noqa: F401  (the corpus's composer, a fixture)

from chronorag.algebra.terms import Between, Facts, Query, TimeOf
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from chronorag.understanding.compose import Composer
from chronorag.understanding.errors import PlanningError
from factories import interval_row

WINS = [
    interval_row("1", "France", "wonWorldCup", "1998 FIFA World Cup", "1998-07-12", "1998-07-12"),
    interval_row("2", "France", "wonWorldCup", "2018 FIFA World Cup", "2018-07-15", "2018-07-15"),
]


class _Run:
    def step(self, *args: Any) -> None:
        pass


def _solved(rows: list[Any]) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[("graph11", "France")] = rows
    facts = Facts(head="France", relation="wonWorldCup", graph="graph11")
    first, last = TimeOf(facts=facts, which="first"), TimeOf(facts=facts, which="last")
    q = Query(question="?", asks="count", term=Between(first=first, second=last, unit="year", two=True))
    answers, why, _ = terms.solve(q, _Run())  # type: ignore[arg-type]
    return answers, why


def test_the_two_times_of_an_event_held_twice() -> None:
    assert _solved(WINS)[0] == ["20"]


def test_an_event_held_more_often_than_the_two_said_is_no_answer() -> None:
    third = interval_row("3", "France", "wonWorldCup", "2006 FIFA World Cup", "2006-07-09", "2006-07-09")
    answers, why = _solved([*WINS, third])
    assert answers == []
    assert "not the two said" in why


def test_an_event_graphs_two_times_are_refused(composer: Composer) -> None:  # noqa: F811
    with pytest.raises(PlanningError):
        composer.read("How many days passed between France's two visits to Japan?")
