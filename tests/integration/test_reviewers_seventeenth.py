"""Reviewers' wrong answers, seventeenth round, loaded by the generic loader into a real Neo4j and asked offline:
"which film" with a relation's noun ranks the films (filmNominatedFor), never the nominees of nominatedForFilm, and
"the most nominations" counts them; a kind asked that names the other side of the relation read is refused; "while
it was powered by Honda the first time" is that spell only; "had Renault engines" makes Renault the engine; after
one of several spells of one's own, the spells after it count, and after a thing held in several spells asks which;
"after X" of a thing others held beside X asks after X began or left; "who" never asks the city a match was played
in; "the Vatican" is the Holy See, "Zaire" and "Ivory Coast" as the publisher writes them; in a record kept up to
date, an open end held from its start to today; "did RBG join" after "joined the Supreme Court" joins it too; "in
the 1950 World Cup" is its setting where the edition takes no part."""

from __future__ import annotations

from datetime import date

from chronorag.temporal import clock
from factories import IntervalTable, misread

GROUPS = {
    "awards": [
        *[
            ("Shakespeare in Love", "filmNominatedFor", c, "1998", "1998")
            for c in ("Best Picture", "Best Actress", "Best Director", "Best Original Screenplay")
        ],
        *[("Saving Private Ryan", "filmNominatedFor", c, "1998", "1998") for c in ("Best Picture", "Best Director")],
        ("Elizabeth", "filmNominatedFor", "Best Picture", "1998", "1998"),
        ("The Oscar", "filmNominatedFor", "Best Costume Design", "1966", "1966"),
        ("The Oscar", "filmNominatedFor", "Best Art Direction", "1966", "1966"),
        *[
            (p, "nominatedForFilm", f, "1998", "1998")
            for p, f in (
                ("Randy Newman", "A Bug's Life"),
                ("Randy Newman", "Pleasantville"),
                ("Randy Newman", "Babe: Pig in the City"),
                ("John Madden", "Shakespeare in Love"),
                ("Steven Spielberg", "Saving Private Ryan"),
            )
        ],
        ("Edith Head", "nominatedForFilm", "The Oscar", "1966", "1966"),
        ("Hal Pereira", "nominatedForFilm", "The Oscar", "1966", "1966"),
        ("Gwyneth Paltrow", "nominatedFor", "Best Actress", "1998", "1998"),
    ],
    "racing": [
        ("McLaren", "poweredBy", "Honda", "1988-04-03", "1992-11-08"),
        ("McLaren", "poweredBy", "Mercedes", "1995-03-26", "2014-11-23"),
        ("McLaren", "poweredBy", "Honda", "2015-03-15", "2017-11-26"),
        ("Alain Prost", "droveFor", "McLaren", "1984-03-25", "1989-11-05"),
        ("Ayrton Senna", "droveFor", "McLaren", "1988-04-03", "1993-11-07"),
        ("Mika Hakkinen", "droveFor", "McLaren", "1993-09-26", "2001-10-14"),
        ("Fernando Alonso", "droveFor", "McLaren", "2015-03-29", "2018-11-25"),
        ("Stoffel Vandoorne", "droveFor", "McLaren", "2016-04-03", "2018-11-25"),
        ("Red Bull", "poweredBy", "Renault", "2007-03-18", "2015-11-29"),
        ("Williams", "poweredBy", "Ford", "1978-01-15", "1983-09-25"),
        ("Williams", "poweredBy", "Honda", "1983-10-15", "1987-11-15"),
        ("Williams", "poweredBy", "Judd", "1988-04-03", "1988-11-13"),
        ("Nigel Mansell", "droveFor", "Lotus", "1980-08-17", "1984-10-21"),
        ("Nigel Mansell", "droveFor", "Williams", "1985-04-07", "1988-11-13"),
        ("Nigel Mansell", "droveFor", "Williams", "1991-03-10", "1992-11-08"),
        ("Mark Webber", "droveFor", "Red Bull", "2007-03-18", "2013-11-24"),
        ("Kimi Raikkonen", "droveFor", "Sauber", "2001-03-04", "2001-10-14"),
        ("Kimi Raikkonen", "droveFor", "McLaren", "2002-03-03", "2006-10-22"),
        ("Kimi Raikkonen", "droveFor", "Ferrari", "2007-03-18", "2009-11-01"),
        ("Kimi Raikkonen", "droveFor", "Lotus", "2012-03-18", "2013-11-03"),
        ("Kimi Raikkonen", "droveFor", "Ferrari", "2014-03-16", "2018-11-25"),
        ("Kimi Raikkonen", "droveFor", "Alfa Romeo", "2019-03-17", "2021-12-12"),
    ],
    "worldcup": [
        ("England", "playedMatchIn", "London", "1966-07-30", "1966-07-30"),
        ("England", "beat", "West Germany", "1966-07-30", "1966-07-30"),
        ("West Germany", "playedMatchIn", "London", "1966-07-30", "1966-07-30"),
        ("England", "hostedWorldCup", "1966 FIFA World Cup", "1966-07-11", "1966-07-30"),
        ("Brazil", "hostedWorldCup", "1950 FIFA World Cup", "1950-06-24", "1950-07-16"),
        ("Alcides Ghiggia", "scoredAgainst", "Brazil", "1950-07-16", "1950-07-16"),
        ("Pele", "scoredAgainst", "Sweden", "1958-06-29", "1958-06-29"),
    ],
    "envoys": [
        ("Miguel Diaz", "ambassadorTo", "Holy See", "2009-10-02", "2012-11-10"),
        ("Ken Hackett", "ambassadorTo", "Holy See", "2013-10-21", "2017-01-20"),
        ("Wanda Nesbitt", "ambassadorTo", "Cote d’Ivoire", "2007-08-01", "2010-07-01"),  # the publisher's apostrophe
        ("Robert Oakley", "ambassadorTo", "Democratic Republic of the Congo (Zaire)", "1979-10-01", "1982-06-01"),
        ("David Bolen", "ambassadorTo", "German Democratic Republic", "1977-08-01", "1980-09-01"),
    ],
    "judges": [
        ("Antonin Scalia", "servedOn", "Supreme Court", "1986-09-26", "2016-02-13"),
        ("Ruth Bader Ginsburg", "servedOn", "DC Circuit", "1980-06-30", "1993-08-09"),
        ("Ruth Bader Ginsburg", "servedOn", "Supreme Court", "1993-08-10", "2020-09-18"),
        ("Robert Budd Gilchrist", "servedOn", "District of South Carolina", "1839-01-28", "1856-07-01"),
        ("Douglas Howard Ginsburg", "servedOn", "DC Circuit", "1986-10-14", "2011-10-14"),
    ],
    "premiers": [
        ("Theresa May", "heldOffice", "Prime Minister", "2016-07-13", "2019-07-24"),
        ("Boris Johnson", "heldOffice", "Prime Minister", "2019-07-24", "2022-09-06"),
        ("Keir Starmer", "heldOffice", "Prime Minister", "2024-07-05", ""),  # open: still holds
        ("Keir Starmer", "memberOfParty", "Labour", "2015-05-07", ""),
        ("Kim Leadbeater", "memberOfParty", "Labour", "2021-07-01", ""),  # the party facts run to recent years
        ("William Gladstone", "memberOfParty", "Liberal", "1859-06-01", ""),  # an open end of long ago: a gap
    ],
    "ministers": [
        ("Jacqui Smith", "servedIn", "Home Office", "2007-06-28", "2009-06-02"),
        ("Jacqui Smith", "heldOffice", "Home Secretary", "2007-06-28", "2009-06-02"),  # "held": the office's own
        ("Meg Hillier", "servedIn", "Home Office", "2007-06-29", "2009-03-20"),
        ("Tony McNulty", "servedIn", "Home Office", "2007-05-09", "2008-10-03"),
        ("Alan Johnson", "servedIn", "Home Office", "2009-06-06", "2010-05-11"),
        ("Theresa May", "servedIn", "Home Office", "2010-05-12", "2016-07-13"),
    ],
}

EVERY = [
    ("Which film had the most nominations in 1998?", {"Shakespeare in Love"}),  # never Randy Newman, a nominee
    ("Which film has the most nominations?", {"Shakespeare in Love"}),  # counted: never how long
    ("Which film had nominations in 1998?", {"Shakespeare in Love", "Saving Private Ryan", "Elizabeth"}),
    ("Who drove for McLaren while it was powered by Honda the first time?", {"Alain Prost", "Ayrton Senna"}),
    ("Who drove for McLaren while it was powered by Honda the last time?", {"Fernando Alonso", "Stoffel Vandoorne"}),
    ("Did Red Bull have Renault engines in 2010?", {"yes"}),  # Renault the engine, powering Red Bull
    ("Who drove for Red Bull while it had Renault engines?", {"Mark Webber"}),
    ("Which team did Kimi Raikkonen drive for after leaving Ferrari the first time?", {"Lotus"}),
    (
        "Which teams did Kimi Raikkonen drive for after leaving Ferrari the first time?",
        {"Lotus", "Ferrari", "Alfa Romeo"},
    ),
    ("Which team did Kimi Raikkonen drive for after McLaren?", {"Ferrari"}),
    ("Who drove for McLaren when Ayrton Senna was there?", {"Alain Prost", "Mika Hakkinen"}),  # his whole time
    # "there": Williams, the main clause's; never his first team of all (Lotus, when Williams used Ford)
    ("Which engine did Williams use when Mansell drove there the first time?", {"Honda", "Judd"}),
    ("Who served in the Home Office after Jacqui Smith left?", {"Alan Johnson", "Theresa May"}),
    ("Who did England beat in the 1966 final?", {"West Germany"}),
    ("Who scored against Brazil in the 1950 World Cup?", {"Alcides Ghiggia"}),  # in it: at it, its setting
    ("Who was the US ambassador to the Vatican in 2010?", {"Miguel Diaz"}),  # the shared gazetteer: the Holy See
    ("Who was the US ambassador to Ivory Coast in 2008?", {"Wanda Nesbitt"}),
    ("Who was the US ambassador to Zaire in 1980?", {"Robert Oakley"}),
    ("Who was the US ambassador to East Germany in 1978?", {"David Bolen"}),
    # "did RBG join" (the Supreme Court): never the district judge of those initials, whose one joining fit alone
    ("How many days after Scalia joined the Supreme Court did RBG join?", {"2510"}),
    ("How many days after Scalia joined the Supreme Court did Ginsburg join?", {"2510"}),
]
TRUE_REASONS = {  # refused, and the reason says what the graph holds
    "Which film has the most Oscar nominations?": "'film' asked names the tail of nominatedForFilm",
    # others served beside her: after she began, or after she left?
    "Who held the Home Office after Jacqui Smith?": "may mean after Jacqui Smith began or after Jacqui Smith left",
    "Which team did Kimi Raikkonen drive for after Ferrari?": "in 2 spells, others between",  # after which?
    "Who held the Home Office before Alan Johnson?": "is held by several at once",  # no one predecessor
    "Who did England play in the 1966 final?": "'who' asks no place",  # never London
}


OPEN_ENDS = [  # a record kept up to date (facts of recent years): an open end holds from its start to today
    ("Who was Prime Minister in 2025?", {"Keir Starmer"}),
    ("Which party was Keir Starmer in in 2018?", {"Labour"}),
]
OPEN_UNDECIDED = [
    "Who was Prime Minister in 2030?",  # after today: unknown
    "Was William Gladstone in the Liberal party in 1950?",  # begun too long ago to be read as held today
]


def test_reviewers_seventeenth(interval_table: IntervalTable) -> None:
    """One load for every question; each group a graph of its own, as the reviewers' graphs are."""
    for dataset, rows in GROUPS.items():
        kg = interval_table(rows, dataset)
    wrong = misread(kg, EVERY, list(TRUE_REASONS))
    for question, said in TRUE_REASONS.items():
        result = kg.invoke({"question": question})
        if result.answers or said not in result.reason:
            wrong.append(f"{question} -> {result.answers}: {result.reason}")
    with clock.frozen(date(2026, 12, 7)):  # the day these open ends were read
        wrong += misread(kg, OPEN_ENDS, OPEN_UNDECIDED)
    assert not wrong, "\n".join(wrong)
