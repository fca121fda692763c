"""A choice between those named over the event graph ("Who visited Kazakhstan first, Madicke Niang or Ben-Eliezer?",
a question kind of a fresh set that every event graph refused): the one named whose first fact came first, every
first day said; one named with no such fact did not do it, no answer."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.algebra.terms import Among, Facts, Nth
from chronorag.graph.retrieval import FactRow
from chronorag.rag.kg_irag.term_answers import NoAnswer, _chosen_first

VISITS = Facts(relation="Make a visit", tail="Kazakhstan")
CHOICE = Nth(facts=Among(facts=VISITS, side="head", names=("Madicke Niang", "Ben-Eliezer")), distinct="head")


def _visit(head: str, day: date) -> FactRow:
    return FactRow(id=f"{head}{day}", head=head, relation="Make a visit", tail="Kazakhstan", date=day)


def test_the_one_named_whose_first_fact_came_first() -> None:
    rows = [_visit("Ben-Eliezer", date(2010, 4, 14)), _visit("Madicke Niang", date(2011, 2, 11))]
    rows.append(_visit("Ben-Eliezer", date(2008, 1, 9)))
    answers, why, kept = _chosen_first(CHOICE, CHOICE.facts, rows, None)  # type: ignore[arg-type]
    assert answers == ["Ben-Eliezer"] and [r.date for r in kept] == [date(2008, 1, 9)]
    assert why == "by first day: Ben-Eliezer 2008-01-09, Madicke Niang 2011-02-11"


def test_one_named_with_no_fact_is_no_answer() -> None:
    with pytest.raises(NoAnswer, match="Madicke Niang"):
        _chosen_first(CHOICE, CHOICE.facts, [_visit("Ben-Eliezer", date(2008, 1, 9))], None)  # type: ignore[arg-type]
