"""An award the graph writes alone and with words before it, as baseball's is: "Cy Young Award" (one for both
leagues, 1956-1966) beside "American League Cy Young Award" and "National League Cy Young Award" (since 1967), loaded
by the generic loader into a real Neo4j and asked offline. Named alone, it is any of them: read as the one name, "the
most" ranked its early winners only (Sandy Koufax, where Roger Clemens won seven) and 1990 had no winner."""

from __future__ import annotations

import pytest

from chronorag.rag.kg_irag import KGIRAG
from factories import IntervalTable

AL, NL = "American League Cy Young Award", "National League Cy Young Award"
ROWS = [
    ("Don Newcombe", "wonAward", "Cy Young Award", "1956", "1956"),
    *(("Sandy Koufax", "wonAward", "Cy Young Award", y, y) for y in ("1963", "1965", "1966")),
    *(("Roger Clemens", "wonAward", AL, y, y) for y in ("1986", "1987", "1991", "1997", "1998", "2001")),
    ("Roger Clemens", "wonAward", NL, "2004", "2004"),
    ("Bob Welch", "wonAward", AL, "1990", "1990"),
    ("Doug Drabek", "wonAward", NL, "1990", "1990"),
    ("Roger Clemens", "playedFor", "Boston Red Sox", "1984", "1996"),
    # the Gold Glove split alike: a split the graph makes of one name alone is none
    ("Frank Malzone", "wonAward", "Gold Glove", "1957", "1957"),
    ("Frank Malzone", "wonAward", "American League Gold Glove", "1958", "1958"),
    ("Willie Mays", "wonAward", "National League Gold Glove", "1958", "1958"),
]


@pytest.fixture()
def kg(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(ROWS, "awards")


@pytest.mark.parametrize(
    ("question", "answers"),
    [
        ("Who has won the most Cy Young Awards?", ["Roger Clemens"]),
        ("Who has won the Cy Young Award the most times?", ["Roger Clemens"]),
        ("Who won the Cy Young Award in 1990?", ["Bob Welch", "Doug Drabek"]),
        ("Who won the Cy Young Award in 1963?", ["Sandy Koufax"]),  # before the leagues' own: the one of both
        ("How many times has the Cy Young Award been won?", ["13"]),
        ("How many Cy Young Awards did Roger Clemens win?", ["7"]),
    ],
)
def test_an_award_named_alone_is_any_of_its_leagues(kg: KGIRAG, question: str, answers: list[str]) -> None:
    result = kg.invoke({"question": question})
    assert sorted(result.answers) == answers, result.reason
    assert f"read 'Cy Young Award' as any of Cy Young Award, {AL}, {NL}" in result.reason
    assert result.evidence


def test_the_first_is_read_of_the_one_named_as_before(kg: KGIRAG) -> None:
    first = kg.invoke({"question": "Who was the first to win the Cy Young Award?"})
    assert first.answer == "Don Newcombe", first.reason
    assert "as any of" not in first.reason
