"""A person's name said in full is that person, not a body or a son whose names add words after it."""

from __future__ import annotations

import pytest

from chronorag.understanding.names import Mention
from chronorag.understanding.readings import _a_person_in_full
from chronorag.understanding.tokens import tokenize


def _said(question: str, words: str, names: list[str]) -> list[str]:
    toks = tokenize(question)
    low = [t.low for t in toks]
    first = words.split(maxsplit=1)[0].lower()
    i = low.index(first)
    j = i + len(tokenize(words))
    return _a_person_in_full(toks, Mention(names, i, j)).names


EARNHARDT = ["Dale Earnhardt", "Dale Earnhardt Inc.", "Dale Earnhardt Jr."]


def test_a_persons_full_name_is_that_person_not_a_team_nor_a_son_named_after_him() -> None:
    assert _said("When did Dale Earnhardt win the Daytona 500?", "Dale Earnhardt", EARNHARDT) == ["Dale Earnhardt"]


@pytest.mark.parametrize(
    ("question", "words", "names"),
    [
        ("Who won the Cy Young?", "Cy Young", ["Cy Young", "Cy Young Award", "National League Cy Young Award"]),
        ("How many Gold Gloves did X win?", "Gold Gloves", ["Gold Glove", "American League Gold Glove"]),
        ("Who did Liverpool sign?", "Liverpool", ["Liverpool", "Liverpool F.C."]),
        ("When did X win his first Conn Smythe?", "Conn Smythe", ["Conn Smythe", "Conn Smythe Trophy"]),
    ],
)
def test_other_names_said_in_part_stay_for_the_context(question: str, words: str, names: list[str]) -> None:
    """A determiner before it ("the Cy Young", "his first Conn Smythe"), another name adding words before it, or no
    person's name: as said."""
    assert _said(question, words, names) == names
