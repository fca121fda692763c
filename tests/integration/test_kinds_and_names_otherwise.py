"""A reviewer's wrong answers, loaded by the generic loader into a real Neo4j and asked offline: a country asked
and a person answered ("Which country won Best Picture in 2019?" Bong Joon Ho; "Which country won the 2019 Tour de
France?" its rider); a relation's own noun asked of answers that are none ("Which president led the Merkel II
cabinet?" a party); a "no" where the graph says the entity asked otherwise ("Did the 2019 Tour de France finish in
Paris?" no, over finishedIn Paris Champs-Élysées; never of a common word: "Did Citizen Kane win Best Picture?" no,
over Best Original Screenplay); and two bodies' letters ("CDU") never read as the one name that holds both
("Christian Democratic Union / Christian Social Union"), so "no" of another CDU."""

from __future__ import annotations

from factories import IntervalTable, misread

COUNTRIES = ["Federal Republic of Germany", "Italy", "Denmark", "Spain", "Japan", "South Korea"]
ROWS = [
    ("Bong Joon Ho", "won", "Best Picture", "2019", "2019"),
    ("Kwak Sin Ae", "won", "Best Picture", "2019", "2019"),
    ("Bong Joon Ho", "won", "Best Director", "2019", "2019"),
    *[
        (c, "won", "Best International Feature Film", str(1979 + 5 * i), str(1979 + 5 * i))
        for i, c in enumerate(COUNTRIES)
    ],
    ("Egan Bernal", "won", "Tour de Suisse", "2019", "2019"),
    ("England", "playedAt", "Wembley Stadium", "2019-06-10", "2019-06-10"),
    ("England", "playedAt", "Hampden Park", "2018-06-10", "2018-06-10"),
    ("Scotland", "playedAt", "Wembley", "1977-06-04", "1977-06-04"),
    ("Chris Froome", "rodeFor", "SKY PROCYCLING", "2013", "2013"),
    ("Chris Froome", "rodeFor", "TEAM SKY", "2015", "2015"),
    ("Chris Froome", "rodeFor", "ISRAEL - PREMIER TECH", "2021", "2021"),
    ("Citizen Kane", "filmWon", "Best Original Screenplay", "1941", "1941"),
    ("Kris Boyd", "playsFor", "Kilmarnock F.C.", "2001", "2006"),
    ("Kris Boyd", "playsFor", "Rangers F.C.", "2006", "2010"),
    ("Casablanca", "filmWon", "Best Picture", "1943", "1943"),
    ("Christian Democratic Union / Christian Social Union", "ledCabinet", "Merkel II", "2009-10-28", "2013-12-17"),
    ("Croatian Democratic Union", "ledCabinet", "Plenkovic I", "2016-10-19", "2020-07-23"),
    ("Christian Democratic Union (Latvia)", "inGovernment", "Latvia", "1995-12-21", "1997-08-07"),
    ("Social Democratic Party of Germany", "ledCabinet", "Scholz I", "2021-12-08", "2025-05-06"),
    ("Angela Merkel", "presidentOf", "Christian Democratic Union (Germany)", "2000-04-10", "2018-12-07"),
    ("Frank-Walter Steinmeier", "presidentOf", "Germany", "2017-03-19", ""),
]

EVERY = [
    ("Which country won Best International Feature Film in 1979?", {"Federal Republic of Germany"}),
    ("Which country won Best International Feature Film in 1984?", {"Italy"}),
    ("Did Chris Froome ride for Team Sky in 2015?", {"yes"}),
    ("Did Chris Froome ride for Team Sky in 2021?", {"no"}),
    ("Did Citizen Kane win Best Picture?", {"no"}),  # "best" is no name's own word
    ("Did Kris Boyd play for Rangers F.C. in 2003?", {"no"}),  # "F.C." letters, no name's own words
    ("Did England play at Wembley in 2018?", {"no"}),  # Hampden Park
    ("Did the CDU lead the Merkel II cabinet?", {"yes"}),
    ("Which party led the Merkel II cabinet?", {"Christian Democratic Union / Christian Social Union"}),
]
NONE = [
    "Which country won Best Picture in 2019?",  # two producers
    "Which country won Best Director in 2019?",
    "Which country won the Tour de Suisse in 2019?",  # a rider
    "Which president led the Merkel II cabinet?",  # a party: presidentOf's own noun, of no answer
    "Did England play at Wembley in 2019?",  # Wembley Stadium
]


def test_kinds_asked_and_names_said_otherwise(interval_table: IntervalTable) -> None:
    """One load for every question; the refusals say why."""
    kg = interval_table(ROWS, "tests")
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
    wembley = kg.invoke({"question": "Did England play at Wembley in 2019?"}).reason
    assert "Wembley Stadium may be Wembley said otherwise, so no 'no'" in wembley
    tour = kg.invoke({"question": "Which country won the Tour de Suisse in 2019?"}).reason
    assert "'country' asks a kind of entity (Denmark, Federal Republic of Germany, ...); the graph's answers" in tour
