"""A count of the noun a relation's name says in the plural before its closing preposition ("How many seats did Labour
win in 2019?" of wonSeatsIn, whose facts are elections): not held, so refused; it answered 2, the elections."""

from __future__ import annotations

from chronorag.understanding.constructions.count_noun import own_plural


def test_the_plural_noun_of_a_relation_with_a_closing_preposition_is_its_own() -> None:
    assert own_plural("wonSeatsIn", "seats")
    assert own_plural("wonMostSeatsIn", "Seats")


def test_a_singular_noun_a_name_without_one_or_another_word_is_not() -> None:
    assert not own_plural("wonTestAgainst", "Tests")  # a Test a fact: "how many Tests" is how many times
    assert not own_plural("wonSeatsIn", "elections")
    assert not own_plural("wonStage", "stages")  # no closing preposition: its tails are the stages
    assert not own_plural(None, "seats")
