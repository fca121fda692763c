"""Words before the noun asked, loaded by the generic loader into a real Neo4j and asked offline: words the anchor's
names say narrow the answers to those names ("whip posts", "Minister for posts"); a title said there starts the names
asked ("Assistant Secretary posts"); a title qualified after it ("Director General") is a director's; a word the names
say otherwise ("cabinet") is left to the answer: one answer it cannot narrow, several or a count are no answer. A
relation named as a state ("namedToAllStarTeam") asked in the passive ("Which All-Star teams was X named to?") asks
its tail, and a team said without its league's letters ("the First All-Star Team") is that team, its "First" no
ordinal. "ambassadorships" held are ambassadorTo's facts. An office said in part fits a "when" clause only where held
in the years of the clause's facts ("Foreign Secretary" of 1990: never the office made in 2020)."""

from __future__ import annotations

from factories import IntervalTable, misread

FOREIGN = "Secretary of State for Foreign"
DIRECTOR_GENERAL = "Director General of the Foreign Service"
UNDER_POLITICAL = "Under Secretary of State for Political Affairs"
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
    ("William Phillips", "heldPosition", "Third Assistant Secretary of State", "1909-01-11", "1909-10-13"),
    ("William Phillips", "heldPosition", "Third Assistant Secretary of State", "1914-03-17", "1917-01-24"),
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
    ("John Major", "heldOffice", "Chancellor of the Exchequer", "1989-10-26", "1990-11-28"),
    ("Norman Lamont", "heldOffice", "Chancellor of the Exchequer", "1990-11-28", "1993-05-27"),
    ("Ruth A. Davis", "heldPosition", "Director of the Foreign Service Institute", "1997-07-14", "2000-06-01"),
    ("Ruth A. Davis", "heldPosition", "Director General of the Foreign Service", "2001-06-15", "2003-06-30"),
    ("Ruth A. Davis", "ambassadorTo", "Benin", "1992-12-24", "1995-07-01"),
    ("Joan Margaret Clark", "heldPosition", "Director General of the Foreign Service", "1981-07-27", "1983-10-24"),
    ("Joan Margaret Clark", "heldPosition", "Assistant Secretary of State for Consular Affairs", "1989", "1994"),
    ("John Wakeham", "heldOffice", "Minister of State (HM Treasury)", "1982-04-06", "1983-06-11"),
    ("John Wakeham", "heldOffice", "Secretary of State for Energy", "1989-07-24", "1992-04-11"),
    ("John Wakeham", "servedIn", "HM Treasury", "1982-04-06", "1983-06-11"),
    ("Tony McNulty", "heldOffice", "Minister of State (Home Office)", "2007-05-09", "2008-10-03"),
    ("Tony McNulty", "heldOffice", "Minister for Police and Security", "2006-05-22", "2007-05-08"),
    ("Tony McNulty", "servedIn", "Home Office", "2006-05-22", "2008-10-03"),
    ("Lawrence Sidney Eagleburger", "heldPosition", "Secretary of State ad interim", "1992-08-23", "1992-12-08"),
    ("John Randall", "heldOffice", "Treasurer of HM Household (Deputy Chief Whip)", "2010-05-13", "2013-10-07"),
    ("Bobby Orr", "namedToAllStarTeam", "NHL First All-Star Team", "1968", "1968"),
    ("Bobby Orr", "wonAward", "Calder Memorial Trophy", "1967", "1967"),
    ("Bobby Orr", "wonAward", "Hart Memorial Trophy", "1970", "1970"),
    ("Bobby Orr", "wonAward", "Art Ross Trophy", "1970", "1970"),
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
    # a title qualified after it is that title ("Director General"), and read where every name of his says it
    ("Which Director posts did Ruth A. Davis hold?", {"Director of the Foreign Service Institute", DIRECTOR_GENERAL}),
    ("Which Director posts did Joan Margaret Clark hold?", {DIRECTOR_GENERAL}),
    ("In which years was Bobby Orr named to the First All-Star Team?", {"1968"}),  # no "first" time: the team's name
    # an ordinal before the title numbers it: a Third Assistant Secretary of State is an Assistant Secretary of State
    ("How many different Assistant Secretary of State posts did William Phillips hold?", {"2"}),
    # a word said with the very noun asked after it in the names: "Memorial trophies", Hart Memorial Trophy
    ("Which Memorial trophies did Bobby Orr win?", {"Calder Memorial Trophy", "Hart Memorial Trophy"}),
    ("How many chancellor posts did John Major have?", {"1"}),  # his own: the post
    # a post at the body its name holds in brackets; a role in brackets; "acting" for "ad interim"
    ("Who was Minister of State at the Home Office in 2007?", {"Tony McNulty"}),
    ("Who was acting Secretary of State in 1992?", {"Lawrence Sidney Eagleburger"}),
    ("Who was the deputy chief whip in 2010?", {"John Randall"}),
]
NONE = [
    "Which cabinet posts did Jo Johnson hold?",  # one of his names says it as a department's: which are meant?
    "How many different cabinet posts did Jo Johnson hold?",
    "Which cabinet posts did Michael Portillo hold?",  # said only of others' names (two): which of his two?
    "How many times did Michael Portillo hold a cabinet post?",
    "Which ambassadorships did William Phillips hold?",  # none of his: never his positions
    "How many Assistant Secretary of State posts did William Phillips hold?",  # 2 posts in 3 terms: which is asked?
    "how many chancellors did john major have",  # those under him, never his own spell as Chancellor
    "Which Treasury posts did John Wakeham hold?",  # HM Treasury, where he served: which posts it says is not told
]


def test_words_before_the_noun_asked(interval_table: IntervalTable) -> None:
    """One load for every question; a name said as the posts' qualifier ("Home Office", where he served: his police
    minister's post was one of its posts too, which no name tells) is refused saying so, not as a question that
    names two entities."""
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
    result = kg.invoke({"question": "Which Home Office posts did Tony McNulty hold?"})
    assert not result.answers
    assert "'Home Office' before 'posts' names Home Office: which of Tony McNulty's posts" in result.reason


DIPLOMATS = [  # positions only, no offices: "the post of" is a position's; five holders one after another
    ("Marc Grossman", "heldPosition", UNDER_POLITICAL, "2001-03-19", "2005-02-25"),
    ("R. Nicholas Burns", "heldPosition", UNDER_POLITICAL, "2005-03-17", "2008-03-02"),
    ("William Joseph Burns", "heldPosition", UNDER_POLITICAL, "2008-05-13", "2011-07-28"),
    ("Wendy R. Sherman", "heldPosition", UNDER_POLITICAL, "2011-09-21", "2015-10-02"),
    ("Thomas Alfred Shannon Jr.", "heldPosition", UNDER_POLITICAL, "2016-02-12", "2018-06-04"),
    ("Thomas Alfred Shannon Jr.", "ambassadorTo", "Brazil", "2010-02-04", "2013-09-16"),
]


def test_the_post_of_an_office_and_a_name_that_ends_with_a_stop(interval_table: IntervalTable) -> None:
    """The post of an office is the office, so the next holder is read ("post" no word left over); a name's own
    stop ("Jr.") is no end of the question ("Jr. as ...")."""
    kg = interval_table(DIPLOMATS, "diplomats")
    answers = [
        (f"Who held the post of {UNDER_POLITICAL} before Thomas Alfred Shannon Jr.?", {"Wendy R. Sherman"}),
        (f"Who preceded Thomas Alfred Shannon Jr. as {UNDER_POLITICAL}?", {"Wendy R. Sherman"}),
        (f"Who succeeded William Joseph Burns as {UNDER_POLITICAL}?", {"Wendy R. Sherman"}),
    ]
    wrong = misread(kg, answers, [f"Who held the post of {UNDER_POLITICAL} after Thomas Alfred Shannon Jr.?"])
    assert not wrong, "\n".join(wrong)


OLD_NINTH, NINTH = "U.S. Circuit Courts for the Ninth Circuit", "U.S. Court of Appeals for the Ninth Circuit"
COURTS = [
    ("Lorenzo Sawyer", "servedOn", OLD_NINTH, "1870-01-10", "1891-09-07"),
    ("Joseph McKenna", "servedOn", OLD_NINTH, "1892-03-17", "1897-03-05"),
    ("William Ball Gilbert", "servedOn", NINTH, "1891-06-16", "1931-01-01"),
    ("Kim McLane Wardlaw", "servedOn", NINTH, "1998-08-03", ""),
    ("Mary M. Schroeder", "servedOn", NINTH, "1979-10-02", "2011-12-31"),
    ("Mary M. Schroeder", "seniorJudgeOn", NINTH, "2012-01-01", ""),
]


def test_a_name_said_in_part_whose_other_reading_leaves_words_unplaced_is_no_answer(
    interval_table: IntervalTable,
) -> None:
    """ "Which judges served on the Ninth Circuit?": read as its Court of Appeals, "judges" says seniorJudgeOn too and
    is unplaced; that reading may be the one meant, so the old circuit courts' judges are no answer (they were: a
    reviewer's find). Said so that both read, it is refused naming both; said in full, answered."""
    kg = interval_table(COURTS, "courts")
    none = ["Which judges served on the Ninth Circuit?", "How many judges have served on the Ninth Circuit?"]
    wrong = misread(kg, [(f"Who served on the {OLD_NINTH} in 1880?", {"Lorenzo Sawyer"})], none)
    assert not wrong, "\n".join(wrong)
    result = kg.invoke({"question": "Which judges served on the Ninth Circuit?"})
    assert f"as {NINTH}, could not place the words 'judges'" in result.reason


def test_the_kind_asked_before_the_verb_qualifies_no_answer(interval_table: IntervalTable) -> None:
    """ "Which team used Honda engines in 1988?": the kind asked right before the verb's participle, which a name of
    the answers holds ("Team Lotus"), is no word of one answer's name (a reviewer's find: refused as one)."""
    kg = interval_table(
        [
            ("Team Lotus", "poweredBy", "Honda", "1987-04-12", "1988-11-13"),
            ("McLaren", "poweredBy", "Honda", "1988-04-03", "1992-11-08"),
            ("Toro Rosso", "poweredBy", "Honda", "2018-03-25", "2019-12-01"),
        ],
        "tests",
    )
    wrong = misread(kg, [("Which team used Honda engines in 1988?", {"Team Lotus", "McLaren"})], [])
    assert not wrong, "\n".join(wrong)
