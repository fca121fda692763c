"""What each fact of a relation is, said by its name's noun before the closing preposition that says its other side
("wonWorldSeriesAgainst": a World Series, won against a club), loaded by the generic loader into a real Neo4j and
asked offline: "which World Series" asks their times, never the clubs beaten; "how many World Series" counts the
facts; "Who lost the 1919 World Series?" names no entity, the noun read as the relation's (never "World Series" said
in part of World Series MVP); a noun whose facts each hold some of it ("seats") is no answer."""

from __future__ import annotations

from factories import IntervalTable, misread

ROWS = [
    ("Cincinnati Reds", "wonWorldSeriesAgainst", "Chicago White Sox", "1919", "1919"),
    ("New York Yankees", "wonWorldSeriesAgainst", "New York Giants", "1923", "1923"),
    ("New York Yankees", "wonWorldSeriesAgainst", "Pittsburgh Pirates", "1927", "1927"),
    ("New York Giants", "wonWorldSeriesAgainst", "New York Yankees", "1921", "1921"),
    ("Boston Red Sox", "wonWorldSeriesAgainst", "New York Giants", "1912", "1912"),
    ("Boston Red Sox", "wonWorldSeriesAgainst", "Chicago Cubs", "1918", "1918"),
    ("Boston Red Sox", "wonPennant", "American League", "1912", "1912"),
    ("New York Yankees", "wonPennant", "American League", "1923", "1923"),
    ("Bob Turley", "wonAward", "World Series MVP", "1958", "1958"),
    ("England", "wonTestAgainst", "Bangladesh", "2005-06-03", "2005-06-05"),
    ("England", "wonTestAgainst", "Australia", "2005-08-04", "2005-08-07"),
    ("England", "wonTestAgainst", "Australia", "2005-08-25", "2005-08-28"),
    ("Labour", "wonSeatsIn", "United Kingdom parliamentary election 2019", "2019-12-12", "2019-12-12"),
]

EVERY = [
    ("Which World Series did the New York Yankees win?", {"1923", "1927"}),  # times, not the clubs beaten
    ("What World Series did the New York Yankees lose?", {"1921"}),
    ("Which Tests did England win in 2005?", {"2005-06-03", "2005-08-04", "2005-08-25"}),  # three, two opponents
    ("How many World Series have the Red Sox won?", {"2"}),  # two facts, never "two different clubs, or times?"
    ("How many World Series did the New York Yankees lose?", {"1"}),
    ("Who lost the 1919 World Series?", {"Chicago White Sox"}),
    ("Who lost the World Series in 1919?", {"Chicago White Sox"}),
    ("Who won the 1919 World Series?", {"Cincinnati Reds"}),
]
NONE = [
    "Which seats did Labour win in 2019?",  # each fact some seats, which the graph does not say
]


def test_series_won(interval_table: IntervalTable) -> None:
    """One load for every question; the refusal says why."""
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
    seats = kg.invoke({"question": "Which seats did Labour win in 2019?"}).reason
    assert "'seats': each wonSeatsIn fact holds some of them" in seats
    counted = kg.invoke({"question": "How many World Series have the Red Sox won?"}).reason
    assert "read 'how many World Series' as how many times" in counted
