"""A relation said of either side alike ("drew with") over facts true over intervals: the graph keeps one row of
each draw, not marked symmetric, so a question read both ways finds the draws the entity is the tail of, turned to
its side."""

from __future__ import annotations

from typing import Any

from chronorag.algebra.terms import Count, Facts, Query
from chronorag.rag.kg_irag.interval_loop import turned
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from factories import interval_row

DRAWS = [
    interval_row("1", "Italy", "drewWith", "Cameroon", "1982-06-23", "1982-06-23"),
    interval_row("2", "Cameroon", "drewWith", "Peru", "1982-06-15", "1982-06-15"),
]


class _Run:
    def step(self, *args: Any) -> None:
        pass


def _solved(either_way: bool) -> list[str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[("graph11", "Cameroon")] = DRAWS
    facts = Facts(head="Cameroon", relation="drewWith", graph="graph11", either_way=either_way)
    answers, _, _ = terms.solve(
        Query(question="Who did Cameroon draw with?", asks="entity", term=facts, side="tail"), _Run()
    )  # type: ignore[arg-type]
    return answers


def test_a_draw_held_from_the_other_side_is_found_read_both_ways() -> None:
    assert sorted(_solved(True)) == ["Italy", "Peru"]


def test_read_one_way_only_the_rows_of_its_side() -> None:
    assert _solved(False) == ["Peru"]


def test_turned_keeps_a_row_of_its_side_and_turns_the_other() -> None:
    assert turned(DRAWS[1], "Cameroon", "head") is DRAWS[1]
    row = turned(DRAWS[0], "Cameroon", "head")
    assert (row.head, row.tail, row.swapped) == ("Cameroon", "Italy", True)


def _counted(rows: list[Any]) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[("graph11", "Cameroon")] = rows
    facts = Facts(head="Cameroon", relation="drewWith", graph="graph11", either_way=True)
    q = Query(question="How many games did Cameroon draw?", asks="count", term=Count(facts=facts, what="occurrences"))
    answers, why, _ = terms.solve(q, _Run())  # type: ignore[arg-type]
    return answers, why


def test_occurrences_are_the_facts_of_one_day_each() -> None:
    """ "How many games did Cameroon draw?": each draw one game, read both ways."""
    assert _counted(DRAWS)[0] == ["2"]


def test_a_fact_over_a_span_is_no_occurrence() -> None:
    """A fact that holds over days (a state: a squad, a spell at a club) says nothing of how many games it held."""
    spell = interval_row("3", "Cameroon", "drewWith", "Chile", "1998-06-11", "1998-06-23")
    answers, why = _counted([*DRAWS, spell])
    assert answers == []
    assert "no one day's" in why
