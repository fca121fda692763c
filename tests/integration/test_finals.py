"""The final of a tournament year, loaded by the generic loader into a real Neo4j and asked offline: the last
meeting of the year of any kind (a final won on penalties is the win asked; a team of the third place play-off, the
day before, played no final; a final lost is no win, never an earlier win of that year)."""

from __future__ import annotations

import pytest

from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from factories import IntervalTable

ROWS = [
    ("Italy", "beat", "Ghana", "2006-06-12", "2006-06-12"),
    ("Italy", "drewWith", "United States", "2006-06-17", "2006-06-17"),
    ("Italy", "beat", "Germany", "2006-07-04", "2006-07-04"),
    ("France", "beat", "Portugal", "2006-07-05", "2006-07-05"),
    ("Germany", "beat", "Portugal", "2006-07-08", "2006-07-08"),
    ("Italy", "beatOnPenalties", "France", "2006-07-09", "2006-07-09"),
    ("Fabio Grosso", "scoredAgainst", "Germany", "2006-07-04", "2006-07-04"),
    ("Gianluigi Buffon", "squadMemberOf", "Italy", "2006-06-12", "2006-07-09"),
]


@pytest.fixture()
def kg(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(ROWS, "finals")


def test_a_final_won_on_penalties_is_the_win_asked(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "Who did Italy beat in the 2006 final?"})
    assert result.answer == "France", result.reason  # the last plain win was Germany, in the semi-final


@pytest.mark.parametrize(
    ("question", "why"),
    [
        ("Who did Germany beat in the 2006 final?", "met no one on 2006-07-09"),  # Portugal: the third place
        ("Who did France beat in the 2006 final?", "the final of 2006 is Italy | beatOnPenalties | France"),
    ],
)
def test_no_final_of_the_kind_asked_is_no_answer(kg: KGIRAG, question: str, why: str) -> None:
    result = kg.invoke({"question": question})
    assert result.answer == NO_ANSWER and why in result.reason, result.reason
