"""A one-word partial form of a club said of a club whose one word closes with it ("Hawks" and Blackhawks); never
of people ("Berg" and Goldberg)."""

from __future__ import annotations

from chronorag.understanding.name_compounds import compound_owners
from chronorag.understanding.names import NameIndex


def test_a_partial_word_closing_another_names_word_says_both() -> None:
    index = NameIndex.build(["Chicago Black Hawks", "Chicago Blackhawks", "Detroit Red Wings"], plain=True)
    assert set(index.forms[("hawk",)]) == {"Chicago Black Hawks", "Chicago Blackhawks"}  # forms are keyed by lemma
    assert set(index.forms[("hawk",)]) <= set(index.partial[("hawk",)])  # partial: the context must leave one


def test_short_words_and_words_said_already_add_nothing() -> None:
    forms = {("blackhawk",): ["Chicago Blackhawks"], ("sking",): ["Boston Skings"], ("goldberg",): ["Bill Goldberg"]}
    partial = {("hawk",): ["Chicago Black Hawks"], ("king",): ["Los Angeles Kings"], ("berg",): ["Alban Berg"]}
    assert compound_owners(forms, partial) == {("hawk",): {"Chicago Blackhawks"}}  # "sking": one letter before it
