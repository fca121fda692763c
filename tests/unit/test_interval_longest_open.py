"""The longest holder where one spell is still open ("Who was Home Secretary for the longest time?" with the holder
now in office): an open spell held until today at most, so the closed spells' longest holder is the answer where no
open spell could have held longer by today (`clock.reference`); one that could is no answer; the shortest is a closed
spell's holder only where every open spell has already held longer by today."""

from __future__ import annotations

from datetime import date
from typing import Any

from chronorag.algebra.terms import Facts, Query, Rank
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from chronorag.temporal import clock
from factories import interval_row

GRAPH = "graph5"
HOME = "Home Secretary"


class _Run:
    def step(self, *args: Any) -> None:
        pass


MAY = interval_row("m", "Theresa May", "heldOffice", HOME, "2010-05-12", "2016-07-13")
RUDD = interval_row("r", "Amber Rudd", "heldOffice", HOME, "2016-07-13", "2018-04-29")
NOW = interval_row("n", "Shabana Mahmood", "heldOffice", HOME, "2025-09-05", None)


def _ranked(rows: list[IntervalRow], order: str, today: date) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, HOME)] = rows
    term = Rank(facts=Facts(relation="heldOffice", tail=HOME, graph=GRAPH), side="head", by="duration", order=order)
    with clock.reference(today):
        answers, why, _ = terms.solve(Query(asks="entity", side="head", term=term), _Run())  # type: ignore[arg-type]
    return answers, why


def test_an_open_spell_that_cannot_have_held_longer_by_today_leaves_the_longest() -> None:
    answers, why = _ranked([MAY, RUDD, NOW], "most", date(2026, 12, 5))
    assert answers == ["Theresa May"] and "held until today at most" in why


def test_an_open_spell_that_may_have_held_longer_is_no_answer() -> None:
    answers, why = _ranked([MAY, RUDD, NOW], "most", date(2032, 1, 1))  # six years on: longer than May's
    assert answers == [] and "open end" in why


def test_the_shortest_with_an_open_spell_already_longer_is_a_closed_spells_holder() -> None:
    """Shabana Mahmood has held it at least until today, longer than Amber Rudd's 656 days by 2028: Rudd is the
    shortest (a reviewer's find: refused as an open end); before then she may yet be the shortest: no answer."""
    answers, why = _ranked([MAY, RUDD, NOW], "least", date(2028, 1, 1))
    assert answers == ["Amber Rudd"] and "held until today at least" in why
    answers, why = _ranked([MAY, RUDD, NOW], "least", date(2026, 12, 5))
    assert answers == [] and "open end" in why


def test_an_open_spell_another_began_after_is_no_lower_bound_of_the_shortest() -> None:
    """An open spell followed by another's: it had ended by then, when is not known, so it may be the shortest (a
    review's find: the shortest came back as another's)."""
    after = interval_row("a", "Amber Rudd", "heldOffice", HOME, "2025-10-01", "2027-01-01")
    answers, why = _ranked([MAY, NOW, after], "least", date(2028, 1, 1))
    assert answers == [] and "open end" in why
