"""Reviewers' wrong answers, fifteenth round, loaded by the generic loader into a real Neo4j and asked offline: a
count of "beat" counts a shootout won beside a match won, and refuses only where the two differ; said in the
present, a fact that ended is no answer of a graph kept up to date, and of any time in one that stops long ago;
"his first one" in an event clause is what the main clause names; two entities given roles the graph never holds
them in are read the other way; an ordinal past the table's words is read by its figures; "In which year" is the
time asked, never another relation's preposition; a season "1979-80" is no month; "the Kings" are never every
team; "In 2013, how many ..." reads its year; "the Hawks" say the Black Hawks and the Blackhawks; "the A's" is no
article."""

from __future__ import annotations

from datetime import date, timedelta

from factories import IntervalTable, misread

THIS = date.today().year  # a graph kept up to date: its facts run to within a few years of today
TEST_DAYS = [date(2011, 6, 1) + timedelta(days=30 * k) for k in range(101)]  # one player's Tests, five days each
GROUPS = {
    "cup": [
        ("Brazil", "beat", "Germany", "2002-06-30", "2002-06-30"),
        ("Brazil", "beat", "Italy", "1970-06-21", "1970-06-21"),
        ("Brazil", "beatOnPenalties", "Italy", "1994-07-17", "1994-07-17"),
        ("Argentina", "beat", "England", "1986-06-22", "1986-06-22"),
        ("Argentina", "beatOnPenalties", "England", "1998-06-30", "1998-06-30"),
        ("Germany", "beat", "Argentina", "2014-07-13", "2014-07-13"),
    ],
    "commons": [
        ("Theresa May", "representedConstituency", "Maidenhead", "1997-05-01", f"{THIS - 2}-07-04"),
        ("Keir Starmer", "representedConstituency", "Holborn and St Pancras", "2015-05-07", ""),
        ("Theresa May", "heldOffice", "Prime Minister", "2016-07-13", "2019-07-24"),
        ("Keir Starmer", "heldOffice", "Prime Minister", f"{THIS - 2}-07-05", ""),
    ],
    "spouses": [
        ("Alan Livingston", "isMarriedTo", "Betty Hutton", "1955", "1960"),
        ("Alan Livingston", "isMarriedTo", "Nancy Olson", "1962", "2009"),
    ],
    "awards": [
        ("Mike Trout", "wonAward", "American League Most Valuable Player", "2014", "2014"),
        ("Mike Trout", "wonAward", "American League Most Valuable Player", "2016", "2016"),
        ("Mike Trout", "wonAward", "American League Rookie of the Year", "2012", "2012"),
        ("Mike Trout", "wonAward", "American League Silver Slugger", "2013", "2013"),
        ("Miguel Cabrera", "wonAward", "American League Most Valuable Player", "2012", "2012"),
        ("Miguel Cabrera", "wonAward", "American League Most Valuable Player", "2013", "2013"),
        ("Josh Donaldson", "wonAward", "American League Most Valuable Player", "2015", "2015"),
        ("Jose Altuve", "wonAward", "American League Most Valuable Player", "2017", "2017"),
        *[("Barry Bonds", "wonAward", "National League Most Valuable Player", y, y) for y in ("1990", "1992", "2001")],
        *[("Albert Pujols", "wonAward", "National League Most Valuable Player", y, y) for y in ("2005", "2008")],
        ("New York Yankees", "wonPennant", "American League", "2009", "2009"),  # "AL", "NL" said for the leagues
        ("San Francisco Giants", "wonPennant", "National League", "2014", "2014"),
    ],
    "tests": [
        *[("V Kohli", "playedTestFor", "India", str(d), str(d + timedelta(days=4))) for d in TEST_DAYS],
        *[("V Kohli", "playedTestIn", "Australia", str(d), str(d + timedelta(days=4))) for d in TEST_DAYS[:2]],
    ],
    "hockey": [
        ("Bryan Trottier", "wonAward", "Hart Memorial Trophy", "1979", "1979"),
        ("Wayne Gretzky", "wonAward", "Hart Memorial Trophy", "1980", "1980"),
        ("Los Angeles Kings", "wonStanleyCup", "Stanley Cup", "2012", "2012"),
        ("Los Angeles Kings", "wonStanleyCup", "Stanley Cup", "2014", "2014"),
        ("Montreal Canadiens", "wonStanleyCup", "Stanley Cup", "1993", "1993"),
        ("Dave King", "coached", "Calgary Flames", "1992", "1995"),  # names that end "King": no kind of team
        ("Derek King", "playedFor", "New York Islanders", "1987", "1997"),
        ("D.J. King", "playedFor", "Washington Capitals", "2010", "2012"),
        ("Chicago Black Hawks", "wonStanleyCup", "Stanley Cup", "1961", "1961"),  # renamed Blackhawks in 1986
        ("Chicago Blackhawks", "wonStanleyCup", "Stanley Cup", "2013", "2013"),
        ("Patrick Kane", "playedFor", "Chicago Blackhawks", "2007", "2018"),
    ],
}

EVERY = [
    ("How many times did Brazil beat Germany?", {"1"}),  # none of it on penalties: the count of both readings
    ("Who represented Maidenhead?", {"Theresa May"}),
    ("What office does Keir Starmer have?", {"Prime Minister"}),
    ("Who are the spouses of Alan Livingston?", {"Betty Hutton", "Nancy Olson"}),  # a graph that stops in 2009
    ("Who won the AL MVP the year after Mike Trout won his first one?", {"Josh Donaldson"}),
    ("Did Barry Bonds have NL MVP awards?", {"yes"}),
    ("Who has more NL MVP awards, Barry Bonds or Albert Pujols?", {"Barry Bonds"}),
    ("When did Virat Kohli play his 100th Test for India?", {str(TEST_DAYS[99])}),
    ("In 2013, how many Tests did Virat Kohli play for India?", {"12"}),  # a time said first is read, never dropped
    ("Did Patrick Kane play for the Hawks?", {"yes"}),  # the Blackhawks, the only club of the name he played for
]
NONE = [
    "How many times has Argentina beaten England?",  # once in play, once on penalties: which is asked?
    "Who represents Maidenhead?",  # May's seat ended; the graph runs to now and holds no one there today
    "What office does Theresa May have?",  # said in the present: none of hers holds today
    "In which year did Virat Kohli play his last Test?",  # for India, or in Australia? Never "in" read as playedTestIn
    "Who won the Hart Memorial Trophy in 1979-80?",  # the season 1979-80: its award dated 1979, or 1980?
    "When did the Hawks win the Stanley Cup?",  # the Black Hawks, or the Blackhawks too?
    "Who coached the A's in 1995?",  # a name the graph does not hold, never read as the article "a"
]


def test_reviewers_fifteenth(interval_table: IntervalTable) -> None:
    """One load for every question; each group a graph of its own, as the reviewers' graphs are."""
    for dataset, rows in GROUPS.items():
        kg = interval_table(rows, dataset)
    wrong = misread(kg, EVERY, NONE)
    kings = kg.invoke({"question": "When did the Kings win the Stanley Cup?"})  # the Los Angeles Kings, or refused
    if kings.answers not in ([], ["2012", "2014"]):
        wrong.append(f"the Kings -> {kings.answers}: {kings.reason}")  # never every winner's year
    assert not wrong, "\n".join(wrong)
