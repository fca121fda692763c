"""Reviewers' wrong answers, tenth round, loaded by the generic loader into a real Neo4j and asked offline: a launch
asked in a period is the flight's start, not its time in space; "quit", a relation's whole name, is never the end of
another's facts; a season said exactly is never its homonym with a year in brackets; a question said in the future
keeps what is scheduled; "the last game of X" is X's games of any outcome, refused; an award named for a person is
said by that person's name ("the Norris", "the Hart"), "the Cy Young" of 1969 is both leagues', "NL Cy Young" the
National League's; "Which team won the Stanley Cup?" reads the kind of doers players play for."""

from __future__ import annotations

from factories import IntervalTable, misread

GROUPS = {
    "flights": [
        ("Peggy A. Whitson", "launchedOn", "Soyuz TMA-11", "2007-10-10", "2008-04-19"),
        ("Daniel M. Tani", "launchedOn", "STS-120", "2007-10-23", "2008-02-20"),
        ("Jeffrey N. Williams", "launchedOn", "Soyuz TMA-20M", "2016-03-18", "2016-09-07"),
        ("Peggy A. Whitson", "landedOn", "Soyuz TMA-11", "2008-04-19", "2008-04-19"),
        ("Daniel M. Tani", "landedOn", "STS-122", "2008-02-20", "2008-02-20"),
    ],
    "survivor": [
        ("Osten Taylor", "quit", "Survivor: Pearl Islands", "2003-10-30", "2003-10-30"),
        ("Osten Taylor", "castawayOn", "Survivor: Pearl Islands", "2003-09-18", "2003-10-30"),
        ("Richard Hatch", "castawayOn", "Survivor: Borneo", "2000-05-31", "2000-08-23"),
        ("Kelly Wiglesworth", "castawayOn", "Survivor: Borneo", "2000-05-31", "2000-08-23"),
        ("Shane Gould", "castawayOn", "Survivor Australia: Champions vs. Contenders", "2018-07-30", "2018-10-02"),
        (
            "Ross Clarke-Jones",
            "castawayOn",
            "Survivor Australia: Champions vs. Contenders (2019)",
            "2019-07-28",
            "2019-08-19",
        ),
        (
            "Ross Clarke-Jones",
            "evacuatedFrom",
            "Survivor Australia: Champions vs. Contenders (2019)",
            "2019-08-19",
            "2019-08-19",
        ),
    ],
    "releases": [
        ("Node.js", "endOfLife", "Node.js 18", "2025-04-30", "2025-04-30"),
        ("Node.js", "endOfLife", "Node.js 38", "2039-04-30", "2039-04-30"),
    ],
    "matches": [
        ("Everton FC", "beat", "Leicester City FC", "2016-12-26", "2016-12-26"),
        ("Leicester City FC", "beat", "West Ham United FC", "2016-12-31", "2016-12-31"),
        ("Leicester City FC", "drewWith", "Manchester City FC", "2016-12-13", "2016-12-13"),
    ],
    "baseball": [
        ("Cy Young", "wonAward", "American League Pitching Triple Crown", "1901", "1901"),
        ("Sandy Koufax", "wonAward", "Cy Young Award", "1963", "1963"),
        ("Denny McLain", "wonAward", "American League Cy Young Award", "1969", "1969"),
        ("Tom Seaver", "wonAward", "National League Cy Young Award", "1969", "1969"),
        ("Frank Malzone", "wonAward", "Gold Glove", "1957", "1957"),
        ("Frank Malzone", "wonAward", "American League Gold Glove", "1958", "1958"),
        ("Willie Mays", "wonAward", "National League Gold Glove", "1958", "1958"),
        ("New York Mets", "wonPennant", "National League", "1969", "1969"),
        ("Baltimore Orioles", "wonPennant", "American League", "1969", "1969"),
    ],
    "hockey": [
        ("Chris Pronger", "wonAward", "James Norris Memorial Trophy", "2000", "2000"),
        ("Jack Norris", "playedFor", "Chicago Black Hawks", "1964", "1965"),
        ("Mark Messier", "wonAward", "Hart Memorial Trophy", "1990", "1990"),
        ("Mark Messier", "playedFor", "New York Rangers", "1991", "1997"),
        ("Mark Messier", "namedToAllStarTeam", "NHL First All-Star Team", "1990", "1990"),
        ("New York Rangers", "wonStanleyCup", "Stanley Cup", "1994", "1994"),
    ],
}

EVERY = [
    ("Who launched in March 2016?", {"Jeffrey N. Williams"}),
    ("Did Peggy Whitson launch in 2008?", {"no"}),  # she launched in 2007, in space into 2008
    ("Who was in space in January 2008?", {"Peggy A. Whitson", "Daniel M. Tani"}),
    ("Who quit Survivor: Pearl Islands?", {"Osten Taylor"}),
    ("Which Node.js release will reach end of life last?", {"Node.js 38"}),
    ("Who won the Cy Young in 1969?", {"Denny McLain", "Tom Seaver"}),
    ("Who won the NL Cy Young in 1969?", {"Tom Seaver"}),
    ("Who won the Norris in 2000?", {"Chris Pronger"}),
    ("Who won the Hart in 1990?", {"Mark Messier"}),
    ("Which team won the Stanley Cup in 1994?", {"New York Rangers"}),
]
NONE = [
    "Who launched in January 2008?",  # in space then, launched in 2007
    "Which castaway quit Survivor: Borneo?",  # never every castaway
    "Who was evacuated from Survivor Australia: Champions vs. Contenders?",  # never the 2019 season's
    "Who won the last game of Leicester City FC in 2016?",  # its games of any outcome, not its last loss
    "Who did Leicester City FC beat in their first game of 2016?",  # a draw came first
    "Which team won the Hart Memorial Trophy in 1990?",  # a player, who plays for a team
]


def test_reviewers_tenth(interval_table: IntervalTable) -> None:
    """One load for every question; each group a graph of its own, as the reviewers' graphs are."""
    for dataset, rows in GROUPS.items():
        kg = interval_table(rows, dataset)
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
