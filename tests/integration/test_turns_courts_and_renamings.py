"""Reviewers' wrong answers, fifth round, of holdings: words of the graph's names after the relation's own
preposition ("Did X serve on a court of appeals?") are refused, never ignored into "yes" of any court; another
holder's turn between two of one holder's parts them where a start is asked ("How many times did Suella Braverman
become Home Secretary?": twice, Grant Shapps's six days between); an office renamed while held is no second time
("How many times did Jeremy Hunt serve as Health Secretary?": refused, one holding under two names); a verb right
before a name that is the verb of a relation it takes part in is that relation, no start ("Who appointed Scalia to the
Supreme Court?")."""

from __future__ import annotations

from factories import IntervalTable, misread

HOME = "Secretary of State for the Home Department"
ROWS = [
    ("Sandra Day O'Connor", "servedOn", "Supreme Court of the United States", "1981-09-22", "2006-01-31"),
    (
        "Ruth Bader Ginsburg",
        "servedOn",
        "U.S. Court of Appeals for the District of Columbia Circuit",
        "1980-06-18",
        "1993-08-09",
    ),
    ("Ruth Bader Ginsburg", "servedOn", "Supreme Court of the United States", "1993-08-05", "2020-09-18"),
    (
        "Sonia Sotomayor",
        "servedOn",
        "U.S. District Court for the Southern District of New York",
        "1992-08-12",
        "1998-10-07",
    ),
    ("Antonin Scalia", "appointedBy", "Ronald Reagan", "1982-08-17", "1982-08-17"),
    ("Antonin Scalia", "appointedBy", "Ronald Reagan", "1986-09-25", "1986-09-25"),
    (
        "Antonin Scalia",
        "servedOn",
        "U.S. Court of Appeals for the District of Columbia Circuit",
        "1982-08-17",
        "1986-09-26",
    ),
    ("Antonin Scalia", "servedOn", "Supreme Court of the United States", "1986-09-25", "2016-02-13"),
    ("Ruth Bader Ginsburg", "appointedBy", "Bill Clinton", "1993-08-05", "1993-08-05"),
    ("Suella Braverman", "heldOffice", HOME, "2022-09-06", "2022-10-19"),
    ("Grant Shapps", "heldOffice", HOME, "2022-10-19", "2022-10-25"),
    ("Suella Braverman", "heldOffice", HOME, "2022-10-25", "2023-11-13"),
    ("Amber Rudd", "heldOffice", HOME, "2016-07-13", "2018-04-29"),
    ("Amber Rudd", "heldOffice", HOME, "2018-04-30", "2018-04-30"),
    ("Jeremy Hunt", "heldOffice", "Secretary of State for Health", "2012-09-04", "2018-01-08"),
    ("Jeremy Hunt", "heldOffice", "Secretary of State for Health and Social Care", "2018-01-08", "2018-07-09"),
    ("Matt Hancock", "heldOffice", "Secretary of State for Health and Social Care", "2018-07-09", "2021-06-26"),
]

EVERY = [
    ("Did Ruth Bader Ginsburg serve on the Supreme Court?", {"yes"}),
    ("Who appointed Antonin Scalia to the Supreme Court?", {"Ronald Reagan"}),  # "appointed": appointedBy, no start
    ("Who appointed Ruth Bader Ginsburg to the Supreme Court?", {"Bill Clinton"}),
    ("How many times did Suella Braverman become Home Secretary?", {"2"}),
    ("When did Suella Braverman become Home Secretary?", {"2022-09-06", "2022-10-25"}),
    ("When did Amber Rudd become Home Secretary?", {"2016-07-13"}),  # a split with no one between: one run
    ("How many times did Matt Hancock serve as Health Secretary?", {"1"}),
]
NONE = [
    "Did Sandra Day O'Connor serve on a court of appeals?",  # never "yes" of the Supreme Court
    "Did Sandra Day O'Connor serve on a federal court of appeals?",
    "Did Ruth Bader Ginsburg serve on a district court?",
    "How many times did Jeremy Hunt serve as Health Secretary?",  # one holding, renamed
]


def test_turns_courts_and_renamings(interval_table: IntervalTable) -> None:
    """One load for every question; the refusals say why."""
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
    court = kg.invoke({"question": "Did Ruth Bader Ginsburg serve on a district court?"}).reason
    assert "could not place the words 'district court'" in court
    tenure = kg.invoke({"question": "Which Secretary of State for the Home Department had the shortest tenure?"})
    assert not tenure.answers
    assert f"the question was read with {HOME} as the head" in tenure.reason  # the post's holders are its heads
    hunt = kg.invoke({"question": "How many times did Jeremy Hunt serve as Health Secretary?"}).reason
    assert "one holding under a new name, or two?" in hunt
