"""A doer's noun of another relation said as the kind asked of a relation's doers, loaded by the generic loader into
a real Neo4j and asked offline: "Which manager won the AL MVP in 1991?" answered Cal Ripken, who managed no team (a
reviewer's find; the noun was read as the kind asked and never checked, the winners being the award's heads). Where
some of the winners the graph holds managed, the noun narrows who is asked: each answer kept must be the doer of a
fact of managed, else no answer naming him; where none of them did ("Which players scored ...": playedMatchIn's
doers are teams), the noun is left as before."""

from __future__ import annotations

from factories import IntervalTable, misread

ROWS = [
    ("Cal Ripken", "wonAward", "American League Most Valuable Player", "1991", "1991"),
    ("Cal Ripken", "playedFor", "Baltimore Orioles", "1981", "2001"),
    ("Joe Torre", "wonAward", "National League Most Valuable Player", "1971", "1971"),
    ("Joe Torre", "playedFor", "St. Louis Cardinals", "1969", "1974"),
    ("Joe Torre", "managed", "New York Yankees", "1996", "2007"),
    ("Frank Robinson", "wonAward", "American League Most Valuable Player", "1966", "1966"),
    ("Frank Robinson", "managed", "Cleveland Indians", "1975", "1977"),
    ("Jackie Jensen", "wonAward", "American League Most Valuable Player", "1958", "1958"),
    ("Brazil", "playedMatchAt", "Estadio Azteca", "1986-06-01", "1986-06-21"),
    ("Gary Lineker", "scoredAt", "Estadio Azteca", "1986-06-11", "1986-06-11"),
    ("Careca", "scoredAt", "Estadio Azteca", "1986-06-01", "1986-06-01"),
]

EVERY = [
    ("Who won the American League Most Valuable Player in 1991?", {"Cal Ripken"}),
    ("Which player won the American League Most Valuable Player in 1991?", {"Cal Ripken"}),
    (
        "Which manager won the American League Most Valuable Player in 1966?",
        {"Frank Robinson"},
    ),  # he managed: shown by the answer's own facts
    (
        "Which manager won the National League Most Valuable Player in 1971?",
        {"Joe Torre"},
    ),  # every winner held managed: narrows nothing
    ("Which players scored at Estadio Azteca?", {"Gary Lineker", "Careca"}),  # no scorer plays matches
]
NONE = [
    "Which manager won the American League Most Valuable Player in 1991?",  # Cal Ripken managed no team
    "Which manager won the American League Most Valuable Player in 1958?",
]


def test_a_doer_of_another_relation_asked(interval_table: IntervalTable) -> None:
    """One load for every question; the refusal names the answer that is no such doer."""
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
    why = kg.invoke({"question": "Which manager won the American League Most Valuable Player in 1991?"}).reason
    assert "the doer of managed asked: the graph holds no such fact of Cal Ripken" in why
