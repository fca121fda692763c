"""Test matches as a cricket graph writes them (a win, a player of the match, an umpire, each a fact of the match's
five days), loaded by the generic loader into a real Neo4j and asked offline: the n-th match won is dated by its
first day; "third" is an order even where another relation's name holds the word (thirdUmpireAt); a verb of winning
a title is light before the title's own phrase."""

from __future__ import annotations

import pytest

from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from factories import IntervalTable

ROWS = [
    ("England", "wonTestAgainst", "Australia", "2003-01-02", "2003-01-06"),
    ("England", "wonTestAgainst", "Australia", "2005-08-04", "2005-08-07"),
    ("England", "wonTestAgainst", "Australia", "2005-08-25", "2005-08-28"),
    ("England", "wonTestAgainst", "India", "2011-07-21", "2011-07-25"),
    ("Andrew Flintoff", "playerOfTheMatchAgainst", "Australia", "2005-08-04", "2005-08-07"),
    ("Joe Root", "playerOfTheMatchAgainst", "India", "2011-07-21", "2011-07-25"),
    ("Joe Root", "playerOfTheMatchAgainst", "Australia", "2013-07-18", "2013-07-21"),
    ("Aleem Dar", "thirdUmpireAt", "Lord's", "2011-07-21", "2011-07-25"),
]


@pytest.fixture()
def kg(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(ROWS, "tests")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # the n-th occasion of a few days, by its first day; "third" no word of thirdUmpireAt here
        ("When did England win their third Test against Australia?", "2005-08-25"),
        ("When did England win a Test against Australia for the second time?", "2005-08-04"),
        # the ordinal before what each fact is: the n-th Test won, not the n-th team beaten (only two were)
        ("Against which team did England win their fourth Test?", "India"),
        # a verb of winning a title before its phrase: playerOfTheMatchAgainst, not a Test won
        ("Against which team did Joe Root win his first Test player of the match award?", "India"),
        ("How many times did Joe Root win player of the match?", "2"),
    ],
)
def test_matches_read_as_asked(kg: KGIRAG, question: str, answer: str) -> None:
    result = kg.invoke({"question": question})
    assert result.answer == answer, result.reason


def test_an_order_past_the_matches_held_is_no_answer(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "When did England win their fourth Test against Australia?"})
    assert result.answer == NO_ANSWER, result.reason
