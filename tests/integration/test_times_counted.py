"""Times counted, loaded by the generic loader into a real Neo4j and asked offline: "How
many times was the Italian Grand Prix held at Monza?" answered 3, the spans heldAt 1950-1979, 1981-2025 and 2026-
(a reviewer's find; the races held there are many more). An entity that does nothing of a day itself, to which facts
of one day happen inside the spans (its races won), is such an occasion: the count is no answer, naming how many
days of its facts the graph holds there. A person's spells stay counted. "How many times was the Nobel Prize in
Physics awarded in the 1950s?" answered 20, its laureates (10 times, most shared): facts of one tail at one time by
different heads are no answer to "how many times", naming both counts."""

from __future__ import annotations

from factories import IntervalTable, misread

ROWS = [
    ("Italian Grand Prix", "heldAt", "Monza", "1950-09-03", "1979-09-09"),
    ("Italian Grand Prix", "heldAt", "Imola", "1980-09-14", "1980-09-14"),
    ("Italian Grand Prix", "heldAt", "Monza", "1981-09-13", "2025-09-07"),
    ("Nino Farina", "won", "Italian Grand Prix", "1950-09-03", "1950-09-03"),
    ("Alberto Ascari", "won", "Italian Grand Prix", "1951-09-16", "1951-09-16"),
    ("Alain Prost", "won", "Italian Grand Prix", "1981-09-13", "1981-09-13"),
    ("Fernando Alonso", "droveFor", "Renault", "2003-03-09", "2006-10-22"),
    ("Fernando Alonso", "droveFor", "Renault", "2008-03-16", "2009-11-01"),
    ("Fernando Alonso", "won", "Italian Grand Prix", "2007-09-09", "2007-09-09"),
    ("Fernando Alonso", "won", "Hungarian Grand Prix", "2003-08-24", "2003-08-24"),
    ("Ernest Walton", "won", "Nobel Prize in Physics", "1951", "1951"),
    ("John Cockcroft", "won", "Nobel Prize in Physics", "1951", "1951"),
    ("Cecil Powell", "won", "Nobel Prize in Physics", "1950", "1950"),
    ("John Cockcroft", "bornIn", "Todmorden", "1897-05-27", "1897-05-27"),
]

EVERY = [
    ("How many times did Fernando Alonso drive for Renault?", {"2"}),  # a person's spells
    ("How many times did Alain Prost win the Italian Grand Prix?", {"1"}),
    ("How many times was the Italian Grand Prix held at Imola?", {"1"}),  # one day: one time
    ("How many times did John Cockcroft win the Nobel Prize in Physics?", {"1"}),
    ("How many times was the Nobel Prize in Physics awarded in 1950?", {"1"}),  # one laureate
]
NONE = [
    "How many times was the Italian Grand Prix held at Monza?",  # 2 spans, races won on 4 days inside them
    "How many times has Monza hosted the Italian Grand Prix?",
    "How many times was the Nobel Prize in Physics awarded in the 1950s?",  # 3 laureates, 2 times
]


def test_spans_and_facts_at_once_are_no_count_of_times(interval_table: IntervalTable) -> None:
    """One load for every question; the refusals say how many days of its own facts are inside the spans, and how
    many facts at how many times."""
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
    why = kg.invoke({"question": "How many times was the Italian Grand Prix held at Monza?"}).reason
    assert "which has facts of its own on 4 days inside the spans" in why
    shared = kg.invoke({"question": "How many times was the Nobel Prize in Physics awarded in the 1950s?"}).reason
    assert "3 fact(s) at 2 different time(s), several at once (Ernest Walton and John Cockcroft" in shared
