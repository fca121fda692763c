"""Words of the graph's names said after a preposition and read by no construction, loaded by the generic loader
into a real Neo4j and asked offline: "to the district court" says which appointment is meant, so unread it is a
refusal naming the words and names that say them (a reviewer's find: "Who appointed Sotomayor to the district
court?" answered all three of her appointers, the words ignored); one word alone is left as before."""

from __future__ import annotations

from factories import IntervalTable, misread

ROWS = [
    ("Sonia Sotomayor", "appointedBy", "George H.W. Bush", "1992-08-12", "1992-08-12"),
    ("Sonia Sotomayor", "appointedBy", "William J. Clinton", "1998-10-07", "1998-10-07"),
    ("Sonia Sotomayor", "appointedBy", "Barack Obama", "2009-08-06", "2009-08-06"),
    (
        "Sonia Sotomayor",
        "servedOn",
        "U.S. District Court for the Southern District of New York",
        "1992-08-12",
        "1998-10-13",
    ),
    ("Sonia Sotomayor", "servedOn", "U.S. Court of Appeals for the Second Circuit", "1998-10-07", "2009-08-07"),
    ("Sonia Sotomayor", "servedOn", "Supreme Court of the United States", "2009-08-06", ""),
    ("Stephen Breyer", "servedOn", "Supreme Court of the United States", "1994-08-03", "2022-06-30"),
]

EVERY = [
    ("Who appointed Sonia Sotomayor?", {"George H.W. Bush", "William J. Clinton", "Barack Obama"}),
    ("When did Stephen Breyer retire from active service on the Supreme Court?", {"2022-06-30"}),  # 'active' alone
]
NONE = [
    "Who appointed Sotomayor to the district court?",
    "Who appointed Sonia Sotomayor to the court of appeals?",
]


def test_words_of_names_left_after_a_preposition(interval_table: IntervalTable) -> None:
    """One load for every question; the refusal names the words and a name that says them."""
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
    reason = kg.invoke({"question": "Who appointed Sotomayor to the district court?"}).reason
    assert "could not place the words 'district court' (words of the graph's names: U.S. District Court" in reason
