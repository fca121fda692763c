"""A count over the whole time of another state ("How many Defence Secretaries served under X?"): the holders whose
spell shares more than a day with the reference's, read as the plans' own loop reads "while"; an open end that
leaves it undecided is no answer."""

from __future__ import annotations

from typing import Any

from chronorag.algebra.terms import Count, Facts, Query, Rank, TimeOf, Within
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from factories import interval_row

GRAPH = "ministers"


def _held(id: str, head: str, tail: str, start: str, end: str | None) -> IntervalRow:
    return interval_row(id, head, "heldOffice", tail, start, end)


class _Run:
    def step(self, *args: Any) -> None:
        pass


PM = [_held("p", "David Cameron", "Prime Minister", "2010-05-11", "2016-07-13")]
DEFENCE = [
    _held("1", "Liam Fox", "Defence", "2010-05-12", "2011-10-14"),
    _held("2", "Philip Hammond", "Defence", "2011-10-14", "2014-07-15"),
    _held("3", "Michael Fallon", "Defence", "2014-07-15", "2017-11-01"),
    _held("4", "Bob Ainsworth", "Defence", "2009-06-05", "2010-05-11"),  # handed over the day Cameron came: no overlap
]


def _solved(defence: list[IntervalRow]) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "Defence")] = defence
    terms._read[(GRAPH, "David Cameron")] = PM
    pm = Facts(head="David Cameron", relation="heldOffice", tail="Prime Minister", graph=GRAPH)
    under = TimeOf(facts=pm, which="said", during=True)
    facts = Within(facts=Facts(relation="heldOffice", tail="Defence", graph=GRAPH), time=under)
    count = Count(facts=facts, what="entities", side="head")
    query = Query(question="How many Defence Secretaries served under David Cameron?", asks="count", term=count)
    answers, why, _ = terms.solve(query, _Run())  # type: ignore[arg-type]
    return answers, why


def test_the_holders_sharing_more_than_a_day_with_the_whole_time_are_counted() -> None:
    assert _solved(DEFENCE)[0] == ["3"]


def test_an_open_end_that_may_or_may_not_reach_the_time_is_no_answer() -> None:
    opened = [*DEFENCE, _held("5", "Someone", "Defence", "2010-05-11", None)]
    answers, why = _solved(opened)
    assert answers == [] and "cannot decide" in why


def test_the_longest_during_another_state_is_refused() -> None:
    """The whole spell or only its part under X? Fallon's spell went on after Cameron's time."""
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "Defence")] = DEFENCE
    terms._read[(GRAPH, "David Cameron")] = PM
    pm = Facts(head="David Cameron", relation="heldOffice", tail="Prime Minister", graph=GRAPH)
    facts = Within(facts=Facts(relation="heldOffice", tail="Defence", graph=GRAPH), time=TimeOf(facts=pm, during=True))
    rank = Rank(facts=facts, side="head", by="duration", order="most")
    query = Query(
        question="Who was Defence Secretary longest under David Cameron?", asks="entity", side="head", term=rank
    )
    answers, why, _ = terms.solve(query, _Run())  # type: ignore[arg-type]
    assert answers == [] and "whole spell" in why
