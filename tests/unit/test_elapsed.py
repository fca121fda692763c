"""Whole units gone by between two days (an age: "How old was X when he died?")."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.algebra.terms import Between, Facts, TimeOf
from chronorag.rag.kg_irag.term_answers import whole_units


@pytest.mark.parametrize(
    ("a", "b", "unit", "n"),
    [
        (date(1902, 11, 17), date(1995, 1, 1), "year", 92),  # the birthday not yet reached: one less
        (date(1909, 4, 22), date(2012, 12, 30), "year", 103),
        (date(1909, 4, 22), date(2012, 4, 22), "year", 103),  # on the birthday itself
        (date(2010, 1, 31), date(2010, 3, 1), "month", 1),
        (date(2010, 1, 1), date(2010, 1, 15), "week", 2),
        (date(2012, 1, 1), date(2010, 1, 1), "year", -2),
    ],
)
def test_whole_units_count_what_has_gone_by(a: date, b: date, unit: str, n: int) -> None:
    assert whole_units(a, b, unit) == n


def test_an_age_is_said_as_whole_years() -> None:
    born = TimeOf(facts=Facts(head="X", relation="wasBornIn", graph="g"))
    died = TimeOf(facts=Facts(head="X", relation="diedIn", graph="g"))
    term = Between(first=born, second=died, unit="year", after=True, elapsed=True)
    assert str(term).startswith("the whole years from")
    assert Between.model_validate(term.model_dump()) == term
