"""A person's field or position said as the kind asked, loaded by the generic loader into a real Neo4j and asked
offline: it narrows who is asked, so every answer must be shown to be one by a fact of theirs (a prize of physics, a
launch), checked where the reading is made or, where only some of the graph's answers are, by the answer; else the
question is refused naming an answer not shown so, or saying the graph never says such a thing (a reviewer's finds:
"Which goaltender won the Hart Trophy in 2008?" Alex Ovechkin, "Which physicist won the peace prize in 1962?" Linus
Pauling, each with the noun ignored)."""

from __future__ import annotations

from factories import IntervalTable, misread

ROWS = [
    ("Linus Pauling", "won", "Nobel Prize in Chemistry", "1954", "1954"),
    ("Linus Pauling", "won", "Nobel Peace Prize", "1962", "1962"),
    ("Albert Einstein", "won", "Nobel Prize in Physics", "1921", "1921"),
    ("Albert Einstein", "bornIn", "Ulm", "1879-03-14", "1879-03-14"),
    ("Hans Example", "bornIn", "Ulm", "1950-01-01", "1950-01-01"),
    ("Frederick Soddy", "won", "Nobel Prize in Chemistry", "1921", "1921"),
    ("Marie Curie", "won", "Nobel Prize in Physics", "1903", "1903"),
    ("Marie Curie", "won", "Nobel Prize in Chemistry", "1911", "1911"),
    ("Niels Bohr", "won", "Nobel Prize in Physics", "1922", "1922"),
    ("Alex Ovechkin", "wonAward", "Hart Memorial Trophy", "2008", "2008"),
    ("Alex Ovechkin", "playedFor", "Washington Capitals", "2005", "2018"),
    ("Dominik Hasek", "wonAward", "Hart Memorial Trophy", "1997", "1997"),
    ("Dominik Hasek", "playedFor", "Buffalo Sabres", "1992", "2001"),
    ("Kevin Costner", "won", "Best Director", "1990", "1990"),
    ("Kevin Costner", "won", "Best Picture", "1990", "1990"),
    ("Jim Wilson", "won", "Best Picture", "1990", "1990"),
]

EVERY = [
    ("Which physicist won the Nobel Prize in Physics in 1921?", {"Albert Einstein"}),
    ("Which chemist won the Nobel Prize in Chemistry in 1954?", {"Linus Pauling"}),
    ("Which player won the Hart Trophy in 2008?", {"Alex Ovechkin"}),  # the doer of playedFor: read
    ("Who won the Nobel Peace Prize in 1962?", {"Linus Pauling"}),
    # some of those born in Ulm said so, some not: each answer kept is checked (Einstein won a prize of physics)
    ("Which physicist was born in Ulm in 1879?", {"Albert Einstein"}),
    ("Which director won Best Director in 1990?", {"Kevin Costner"}),
]
NONE = [
    "Which physicist won the Nobel Peace Prize in 1962?",  # Linus Pauling won no prize of physics
    "Who was the first physicist to win the Nobel Peace Prize?",
    "Which goaltender won the Hart Trophy in 2008?",  # the graph says no one's position
    "Who was the first goaltender to win the Hart Trophy?",
    "Which chemist was born in Ulm in 1879?",  # Einstein won no prize of chemistry
    "Which physicist was born in Ulm?",  # Hans Example too, shown no physicist: never narrowed to Einstein alone
    "Which director won Best Picture in 1990?",  # Jim Wilson, its producer, directed nothing the graph says
]


def test_a_field_or_position_asked(interval_table: IntervalTable) -> None:
    """One load for every question; the refusals say why, naming the answer or the noun."""
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
    peace = kg.invoke({"question": "Which physicist won the Nobel Peace Prize in 1962?"}).reason
    assert "'physicist' asked: the graph holds no fact saying Linus Pauling is one" in peace
    hart = kg.invoke({"question": "Which goaltender won the Hart Trophy in 2008?"}).reason
    assert "'goaltender' (a person's field or position the graph never says)" in hart
