"""The kind a question naming no entity asks (`answer_kinds`): each answer one the names table knows as that kind,
else no answer naming the first that is not; a question that names an entity keeps its own reading."""

from __future__ import annotations

import pytest

from chronorag.algebra.terms import Count, Facts, Query
from chronorag.rag.kg_irag.answer_kinds import kind_asked, kind_counted, of_kind
from chronorag.rag.kg_irag.term_answers import NoAnswer


def test_answers_of_the_kind_pass_and_others_are_named() -> None:
    of_kind("country", ["United Kingdom", "Yugoslavia"])  # a country that is no more is one
    of_kind(None, ["Katie Boyle"])
    with pytest.raises(NoAnswer, match="Katie Boyle is not known as one"):
        of_kind("country", ["Ireland", "Katie Boyle"])
    with pytest.raises(NoAnswer, match="United Nations is an organisation"):
        of_kind("country", ["United Nations"])


def test_only_a_question_naming_no_entity_is_checked() -> None:
    unnamed = Facts(relation="hostedEurovision", graph="c")
    named = Facts(head="Ireland", relation="hostedEurovision", graph="c")
    assert kind_asked(Query(asks="entity", side="head", term=unnamed, answer_kind="country")) == "country"
    assert kind_asked(Query(asks="entity", side="tail", term=named, answer_kind="country")) is None
    counted = Count(facts=unnamed.model_copy(update={"head_kind": "country"}), what="entities", side="head")
    assert kind_counted(counted) == "country"
    assert kind_counted(counted.model_copy(update={"side": "tail"})) is None
