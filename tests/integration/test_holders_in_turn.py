"""Holders one after another, loaded by the generic loader into a real Neo4j and asked offline: "after X" of one
thing asked is the next holder where the graph holds a tail's holders one after another (a prize of each year, the
first two spanning two years, overlapping one of twelve), every later one where it holds them side by side (players
of a club) or the question asks every one ("since", a plural kind); "Did A or B ... first?" is a choice, one however
its names and clause are split; a product before the kind asked says whose the version is; "ship" says a
release; the one who replaced X where several began the same day, or before X of two turns, or after X where two
began in X's last year (spans written by the year), is no answer; of a coach at a time written by the year, the next
is the one who took over inside X's years, the previous the one whose years hold X's first."""

from __future__ import annotations

from factories import IntervalTable, misread

ROWS = [
    ("Wings", "filmWon", "Best Picture", "1927", "1928"),  # the first two span two years, overlapping one
    ("Cavalcade", "filmWon", "Best Picture", "1928", "1929"),
    ("Rebecca", "filmWon", "Best Picture", "1940", "1940"),
    ("Casablanca", "filmWon", "Best Picture", "1943", "1943"),
    ("All About Eve", "filmWon", "Best Picture", "1950", "1950"),
    ("Ben-Hur", "filmWon", "Best Picture", "1959", "1959"),
    ("Patton", "filmWon", "Best Picture", "1970", "1970"),
    ("Rocky", "filmWon", "Best Picture", "1976", "1976"),
    ("Gandhi", "filmWon", "Best Picture", "1982", "1982"),
    ("Spotlight", "filmWon", "Best Picture", "2015", "2015"),
    ("Moonlight", "filmWon", "Best Picture", "2016", "2016"),
    ("Green Book", "filmWon", "Best Picture", "2018", "2018"),
    ("Parasite", "filmWon", "Best Picture", "2019", "2019"),
    *((f"Player {n}", "playedFor", "Gotham FC", str(2000 + n), str(2003 + n)) for n in range(1, 8)),  # side by side
    ("Debian", "released", "Debian 10", "2019-07-06", "2019-07-06"),
    ("Debian", "released", "Debian 11", "2021-08-14", "2021-08-14"),
    ("Debian 10", "codename", "Buster", "2019-07-06", "2019-07-06"),
    ("Debian 11", "codename", "Bullseye", "2021-08-14", "2021-08-14"),
    ("Ubuntu", "released", "Ubuntu 18.04", "2018-04-26", "2018-04-26"),
    *(  # a prize of each year won by countries
        (country, "won", "Best International Feature Film", str(year), str(year))
        for year, country in enumerate(["Denmark", "Iran", "Austria", "Italy", "Poland", "Hungary", "Chile"], 2010)
    ),
    *(  # a prize of each year, one of its holders holding it three times apart
        (actor, "won", "Best Actor", year, year)
        for actor, year in [
            ("Daniel Day-Lewis", "1989"),
            ("Jeremy Irons", "1990"),
            ("Daniel Day-Lewis", "2007"),
            ("Sean Penn", "2008"),
            ("Daniel Day-Lewis", "2012"),
            ("Matthew McConaughey", "2013"),
        ]
    ),
    *(  # a season's title, one holder a season, won again and again
        (driver, "wonChampionship", "World Drivers' Championship", f"{year}-03-14", f"{year}-11-14")
        for driver, year in [("Sebastian Vettel", 2010), ("Fernando Alonso", 2006), ("Sebastian Vettel", 2012)]
    ),
    ("Player 8", "playedFor", "Star City FC", "2001", "2001"),  # back at a club another plays for over years
    ("Player 8", "playedFor", "Star City FC", "2005", "2005"),
    ("Player 9", "playedFor", "Star City FC", "2001", "2006"),
    *(  # an office one holder at a time, one holder back after another's six days; a department many serve in at once
        (who, relation, tail, start, end)
        for who, start, end in [
            ("Amber Rudd", "2016-07-13", "2018-04-29"),
            ("Sajid Javid", "2018-04-30", "2019-07-24"),
            ("Priti Patel", "2019-07-24", "2022-09-06"),
            ("Suella Braverman", "2022-09-06", "2022-10-19"),
            ("Grant Shapps", "2022-10-19", "2022-10-25"),
            ("Suella Braverman", "2022-10-25", "2023-11-13"),
            ("James Cleverly", "2023-11-13", "2024-07-05"),
        ]
        for relation, tail in [("heldOffice", "Home Secretary"), ("servedIn", "Home Office")]
    ),
    ("Jeremy Quin", "servedIn", "Home Office", "2022-09-06", "2022-10-25"),  # junior ministers begun the same day
    ("Tom Tugendhat", "servedIn", "Home Office", "2022-09-06", "2024-07-05"),
    *(  # coaches written by the year, two taking over inside another's last season
        (coach, "coached", "Montreal Canadiens", start, end)
        for coach, start, end in [
            ("Guy Carbonneau", "2006", "2009"),
            ("Bob Gainey", "2008", "2009"),
            ("Jacques Martin", "2009", "2012"),
            ("Randy Cunneyworth", "2011", "2012"),
            ("Michel Therrien", "2012", "2017"),
            ("Claude Julien", "2017", "2018"),  # two begun in Therrien's last year
            ("Kirk Muller", "2017", "2018"),
        ]
    ),
]


ONE = [  # the one answer asked
    ("Which film won Best Picture after Moonlight?", "Green Book"),
    ("Which film won Best Picture before Moonlight?", "Spotlight"),
    ("Which film won Best Picture before Gandhi?", "Rocky"),
    ("Which film won Best Picture after Wings?", "Cavalcade"),
    ("Did Parasite or Moonlight win Best Picture first?", "Moonlight"),
    ("Which Debian release was codenamed Buster?", "Debian 10"),
    ("When did Debian 11 ship?", "2021-08-14"),
    ("Which country won Best International Feature Film after Italy?", "Poland"),
    ("Who won Best Actor after Jeremy Irons?", "Daniel Day-Lewis"),
    ("Who won Best Actor after Daniel Day-Lewis's last win?", "Matthew McConaughey"),
    ("How many championships did Sebastian Vettel win?", "2"),  # one title twice: the times
    ("Who succeeded Amber Rudd as Home Secretary?", "Sajid Javid"),
    ("Who replaced Grant Shapps at the Home Office?", "Suella Braverman"),
    ("Who succeeded Randy Cunneyworth as Montreal Canadiens coach?", "Michel Therrien"),  # "coach" after a name
    ("Who succeeded Jacques Martin as Montreal Canadiens coach?", "Randy Cunneyworth"),  # took over inside 2012
    ("Who preceded Jacques Martin as the Canadiens' coach?", "Bob Gainey"),  # whose span holds Martin's first year
]
EVERY = [  # every later holder, where asked
    ("Which films won Best Picture after Moonlight?", {"Green Book", "Parasite"}),
    ("Which film has won Best Picture since Moonlight?", {"Green Book", "Parasite"}),
    ("Which countries won Best International Feature Film after Italy?", {"Poland", "Hungary", "Chile"}),
]
NONE = [
    "Did Parasite and Moonlight win Best Picture first?",  # no choice
    "Which Ubuntu release was codenamed Buster?",  # Ubuntu released no Buster
    "Which film won Best Picture after Parasite?",  # the last holder
    "Who won Best Actor after Daniel Day-Lewis?",  # after which of his three turns?
    "How many clubs did Player 8 play for?",  # one club twice: the club, or its spells?
    "Who replaced Priti Patel at the Home Office?",  # three began there that day: whose place went to whom?
    "Who was Home Secretary before Suella Braverman?",  # before which of her two turns?
    "Who succeeded Michel Therrien as Montreal Canadiens coach?",  # two began in his last year
    "Who played for Gotham FC after Player 5?",  # held side by side: after he began, or after he left?
]


def test_holders_read_as_asked(interval_table: IntervalTable) -> None:
    """One load for every question (a load is most of a question's time here)."""
    wrong = misread(interval_table(ROWS, "tests"), [(q, {a}) for q, a in ONE] + EVERY, NONE)
    assert not wrong, "\n".join(wrong)
