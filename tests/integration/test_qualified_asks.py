"""Words before the noun asked, loaded by the generic loader into a real Neo4j and asked offline: words the anchor's
names say narrow the answers to those names ("whip posts", "Minister for posts"); a title said there starts the names
asked ("Assistant Secretary posts"); a word the names say otherwise ("cabinet") is left to the answer: one answer it
cannot narrow, several or a count are no answer. A relation named as a state ("namedToAllStarTeam") asked in the
passive ("Which All-Star teams was X named to?") asks its tail. "ambassadorships" held are ambassadorTo's facts. An
office said in part fits a "when" clause only where held in the years of the clause's facts ("Foreign Secretary" of
1990: never the office made in 2020)."""

from __future__ import annotations

from factories import IntervalTable, misread

FOREIGN = "Secretary of State for Foreign"
ROWS = [
    ("Alan Howarth", "heldOffice", "Assistant Whip (HM Treasury)", "1980-01-01", "1981-01-01"),
    ("Alan Howarth", "heldOffice", "Lord Commissioner (Whip)", "1981-01-01", "1982-01-01"),
    ("Alan Howarth", "heldOffice", "Minister for Arts", "1998-07-28", "2001-06-08"),
    ("Alan Howarth", "heldOffice", "Minister for Higher Education", "1989-07-25", "1992-04-14"),
    ("Jo Johnson", "heldOffice", "Parliamentary Secretary (Cabinet Office)", "2013-04-25", "2014-07-15"),
    ("Jo Johnson", "heldOffice", "Minister of State (Cabinet Office)", "2014-07-15", "2015-05-11"),
    ("Jo Johnson", "heldOffice", "Minister for London", "2015-05-11", "2016-07-15"),
    ("Michael Portillo", "heldOffice", "Chief Secretary to the Treasury", "1992-04-11", "1994-07-20"),
    ("Michael Portillo", "heldOffice", "Secretary of State for Defence", "1995-07-05", "1997-05-02"),
    ("George Allen", "heldPosition", "Assistant Secretary of State for Public Affairs", "1948-03-31", "1949-11-27"),
    (
        "George Allen",
        "heldPosition",
        "Assistant Secretary of State for Near Eastern Affairs",
        "1955-01-24",
        "1956-08-26",
    ),
    ("George Allen", "heldPosition", "Director of the United States Information Agency", "1957-11-15", "1960-12-01"),
    ("William Phillips", "heldPosition", "Assistant Secretary of State", "1917-01-24", "1920-03-31"),
    ("George Allen", "ambassadorTo", "Iran", "1946-05-11", "1948-02-17"),
    ("George Allen", "ambassadorTo", "India", "1953-11-04", "1954-12-16"),
    (
        "Douglas Hurd",
        "heldOffice",
        "Secretary of State for Foreign and Commonwealth Affairs",
        "1989-10-26",
        "1995-07-05",
    ),
    (
        "Dominic Raab",
        "heldOffice",
        "Secretary of State for Foreign, Commonwealth and Development Affairs",
        "2020",
        "2021",
    ),
    ("John Major", "heldOffice", "Prime Minister", "1990-11-28", "1997-05-02"),
    ("Bobby Orr", "namedToAllStarTeam", "NHL First All-Star Team", "1968", "1968"),
    ("Bobby Orr", "namedToAllStarTeam", "NHL Second All-Star Team", "1967", "1967"),
    ("Gordie Howe", "namedToAllStarTeam", "NHL First All-Star Team", "1951", "1951"),
]

EVERY = [
    ("Which whip posts did Alan Howarth hold?", {"Assistant Whip (HM Treasury)", "Lord Commissioner (Whip)"}),
    ("Which Minister for posts did Alan Howarth hold?", {"Minister for Arts", "Minister for Higher Education"}),
    (
        "Which Assistant Secretary posts did George Allen hold?",
        {"Assistant Secretary of State for Public Affairs", "Assistant Secretary of State for Near Eastern Affairs"},
    ),
    ("How many Assistant Secretary posts did George Allen hold?", {"2"}),
    ("Which cabinet post did Michael Portillo hold in 1996?", {"Secretary of State for Defence"}),  # one: no narrowing
    ("Which All-Star teams was Bobby Orr named to?", {"NHL First All-Star Team", "NHL Second All-Star Team"}),
    ("Who was Foreign Secretary when John Major became Prime Minister?", {"Douglas Hurd"}),  # no office of 2020
    ("Which ambassadorships did George Allen hold?", {"Iran", "India"}),  # his ambassadorTo, not heldPosition
    ("How many ambassadorships did George Allen hold?", {"2"}),
]
NONE = [
    "Which cabinet posts did Jo Johnson hold?",  # one of his names says it as a department's: which are meant?
    "How many different cabinet posts did Jo Johnson hold?",
    "Which cabinet posts did Michael Portillo hold?",  # said only of others' names (two): which of his two?
    "How many times did Michael Portillo hold a cabinet post?",
    "Which ambassadorships did William Phillips hold?",  # none of his: never his positions
]


def test_words_before_the_noun_asked(interval_table: IntervalTable) -> None:
    """One load for every question."""
    wrong = misread(interval_table(ROWS, "tests"), EVERY, NONE)
    assert not wrong, "\n".join(wrong)
