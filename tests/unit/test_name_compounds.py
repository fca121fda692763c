"""A one-word partial form said of a name whose one word closes with it as a compound ("Hawks" and Blackhawks)."""

from __future__ import annotations

from chronorag.understanding.name_compounds import compound_owners
from chronorag.understanding.names import NameIndex


def test_a_partial_word_closing_another_names_word_says_both() -> None:
    index = NameIndex.build(["Chicago Black Hawks", "Chicago Blackhawks", "Detroit Red Wings"], plain=True)
    assert set(index.forms[("hawk",)]) == {"Chicago Black Hawks", "Chicago Blackhawks"}  # forms are keyed by lemma
    assert set(index.forms[("hawk",)]) <= set(index.partial[("hawk",)])  # partial: the context must leave one


def test_short_words_and_words_said_already_add_nothing() -> None:
    forms = {("blackhawks",): ["Chicago Blackhawks"], ("skings",): ["Skings"], ("sox",): ["Boston Red Sox"]}
    partial = {("hawks",): ["Chicago Black Hawks"], ("kings",): ["Los Angeles Kings"], ("ox",): ["Ox"]}
    assert compound_owners(forms, partial) == {("hawks",): {"Chicago Blackhawks"}}  # "skings": one letter before
