"""A ninth round of black-box reviewers' finds, each a wrong answer, read here as rules over words and rows (the
graph's own behaviour is in `tests/integration/test_reviewers_ninth.py`)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import pytest

from chronorag.rag.kg_irag.interval_loop import _at_its_time, _first, _last
from chronorag.rag.kg_irag.term_answers import NoAnswer
from chronorag.understanding.constructions.qualifier_named import _starts, before_the_noun_asked
from chronorag.understanding.name_forms import Mention
from chronorag.understanding.reading import Reading
from chronorag.understanding.tokens import Token, tokenize
from factories import interval_row


def test_a_name_followed_by_a_capitalised_noun_it_qualifies_is_none_of_those_the_words_open() -> None:
    """ "How many Daytona 500 poles did Fireball Roberts win?" counted the Daytona 500 Qualifier's too (6 for 3)."""
    assert not _starts("Daytona 500 Qualifer #1", ["daytona", "500"])
    assert _starts("Daytona 500", ["daytona", "500"])
    assert _starts("Secretary of State for Health", ["secretary", "of", "state"])
    assert _starts("Third Assistant Secretary of State", ["assistant", "secretary"])


def test_the_plurals_s_glued_to_a_name_is_no_noun_asked_after_it() -> None:
    """ "How many Daytona 500s did Fireball Roberts win?" counted the qualifiers as Daytona 500s (4 for 1)."""
    toks = tokenize("How many Daytona 500s did Fireball Roberts win?")
    assert not before_the_noun_asked(_reading(toks), Mention(["Daytona 500"], 2, 4))
    spaced = tokenize("How many Daytona 500 poles did Fireball Roberts win?")
    assert before_the_noun_asked(_reading(spaced), Mention(["Daytona 500"], 2, 4))


def _reading(toks: list[Token]) -> Reading:
    return cast(Reading, SimpleNamespace(toks=toks))  # the check reads the tokens only


def test_two_states_dated_just_as_a_when_clause_known_to_its_year_are_no_answer() -> None:
    """ "What make did Richard Petty drive when he won the 1979 Daytona 500?" said Chevrolet and Oldsmobile: both
    dated 1979, as the race is; which he drove that day is unknown. One alone is kept, as before."""
    makes = [
        interval_row("c", "Richard Petty", "droveMake", "Chevrolet", "1979", "1979"),
        interval_row("o", "Richard Petty", "droveMake", "Oldsmobile", "1979", "1979"),
    ]
    year = (_first("1979"), _last("1979"))
    with pytest.raises(NoAnswer, match="which of them held then is unknown"):
        _at_its_time(makes, "1979", year)
    kept, _ = _at_its_time(makes[:1], "1979", year)
    assert [r.tail for r in kept] == ["Chevrolet"]
