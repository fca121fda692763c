"""Reviewers' wrong answers, fourteenth round, loaded by the generic loader into a real Neo4j and asked offline: a
yes / no question comparing two people by an elided clause ("Did Prost win Monaco before Senna did?", "Was Einstein
born before Bohr?") reads the other person in the place of the subject, never as the other side of the fact; a word
naming an entity the anchor never holds on the relation's other side ("constructors' titles" of a driver) is refused,
never ignored; the next holder of a post handed over before the holder left is the one who began inside the span;
a name opened by an ordinal ("The 14th Dalai Lama") is said without it; a career over is not what one does today;
a final's scorers are answered beside its result; "against" before a name is a relation's own opposition; the
year one left a team is one he drove for them."""

from __future__ import annotations

from datetime import date

from factories import IntervalTable, misread

GROUPS = {
    "grandprix": [
        ("Alain Prost", "won", "Monaco Grand Prix", "1984-06-03", "1984-06-03"),
        ("Alain Prost", "won", "Monaco Grand Prix", "1988-05-15", "1988-05-15"),
        ("Ayrton Senna", "won", "Monaco Grand Prix", "1987-05-31", "1987-05-31"),
        ("Ayrton Senna", "won", "Monaco Grand Prix", "1989-05-07", "1989-05-07"),
        ("Lewis Hamilton", "wonChampionship", "World Drivers' Championship", "2008-03-16", "2008-11-02"),
        ("Sebastian Vettel", "wonChampionship", "World Drivers' Championship", "2010-03-14", "2010-11-14"),
        ("Michael Schumacher", "wonChampionship", "World Drivers' Championship", "2000-03-12", "2000-10-22"),
        ("Michael Schumacher", "wonChampionship", "World Drivers' Championship", "2001-03-04", "2001-10-14"),
        ("Ferrari", "wonChampionship", "World Constructors' Championship", "2000-03-12", "2000-10-22"),
        ("Ferrari", "wonChampionship", "World Constructors' Championship", "2001-03-04", "2001-10-14"),
        ("Ferrari", "wonChampionship", "World Constructors' Championship", "2002-03-03", "2002-10-13"),
        ("Michael Schumacher", "droveFor", "Ferrari", "1996-03-10", "2006-10-22"),
        ("Michael Schumacher", "droveFor", "Benetton", "1991-09-08", "1995-11-12"),
        ("Lewis Hamilton", "droveFor", "McLaren", "2007-03-18", "2012-11-25"),
        ("Jenson Button", "droveFor", "McLaren", "2010-03-14", "2017-05-28"),
        ("Fernando Alonso", "droveFor", "McLaren", "2007-03-18", "2007-10-21"),
        ("Oscar Piastri", "droveFor", "McLaren", f"{date.today().year - 1}-03-16", ""),  # the graph runs to now
    ],
    "cups": [
        ("Brazil", "beat", "Turkey", "2002-06-26", "2002-06-26"),
        ("Germany", "beat", "South Korea", "2002-06-25", "2002-06-25"),
        ("Turkey", "beat", "South Korea", "2002-06-29", "2002-06-29"),
        ("Brazil", "beat", "Germany", "2002-06-30", "2002-06-30"),
        ("Ronaldo", "scoredAgainst", "Germany", "2002-06-30", "2002-06-30"),
        ("Ronaldo", "scoredAgainst", "Turkey", "2002-06-26", "2002-06-26"),
        ("Michael Ballack", "scoredAgainst", "South Korea", "2002-06-25", "2002-06-25"),
        ("Zinedine Zidane", "sentOffAgainst", "Italy", "2006-07-09", "2006-07-09"),
        ("France", "drewWith", "Italy", "2006-07-09", "2006-07-09"),
    ],
    "laureates": [
        ("Albert Einstein", "bornIn", "Ulm", "1879-03-14", "1879-03-14"),
        ("Niels Bohr", "bornIn", "Copenhagen", "1885-10-07", "1885-10-07"),
        ("Albert Einstein", "won", "Nobel Prize in Physics", "1921", "1921"),
        ("Niels Bohr", "won", "Nobel Prize in Physics", "1922", "1922"),
        ("The 14th Dalai Lama", "won", "Nobel Peace Prize", "1989", "1989"),
    ],
    "envoys": [
        ("David Kennedy", "representativeTo", "NATO", "1972-03-17", "1973-02-01"),
        ("Donald Rumsfeld", "representativeTo", "NATO", "1973-02-02", "1974-12-05"),
        ("David Bruce", "representativeTo", "NATO", "1974-10-17", "1976-02-12"),
        ("Robert Strausz-Hupe", "representativeTo", "NATO", "1976-03-03", "1977-04-20"),
        ("William Bennett", "representativeTo", "NATO", "1977-04-26", "1983-03-31"),
        ("David Abshire", "representativeTo", "NATO", "1983-07-13", "1987-01-05"),
    ],
}

EVERY = [
    ("Did Alain Prost win the Monaco Grand Prix before Ayrton Senna did?", {"yes"}),  # never "Prost won Senna"
    ("Did Ayrton Senna win the Monaco Grand Prix before Alain Prost did?", {"no"}),
    ("Did Lewis Hamilton win a championship before Sebastian Vettel?", {"yes"}),
    ("Was Albert Einstein born before Niels Bohr?", {"yes"}),
    ("Was Niels Bohr born before Albert Einstein?", {"no"}),
    ("How many constructors' titles did Ferrari win?", {"3"}),
    ("When did the Dalai Lama win the Nobel Peace Prize?", {"1989"}),
    ("Who was the US representative to NATO after Donald Rumsfeld?", {"David Bruce"}),  # named before he left
    ("Who was the US representative to NATO before David Bruce?", {"Donald Rumsfeld"}),
    ("Who scored against Germany in the 2002 final?", {"Ronaldo"}),  # the result and its scorer: one meeting
    ("Who were McLaren's drivers the year Lewis Hamilton left?", {"Lewis Hamilton", "Jenson Button"}),
    ("Who was sent off against Italy in 2006?", {"Zinedine Zidane"}),  # 'against' is the relation's own word
]
NONE = [
    "How many constructors' titles did Michael Schumacher win?",  # his drivers' titles were counted
    "How many times did Michael Schumacher win the constructors championship?",
    "Which team does Michael Schumacher drive for?",  # a career over, none of it held today
]


def test_reviewers_fourteenth(interval_table: IntervalTable) -> None:
    """One load for every question; each group a graph of its own, as the reviewers' graphs are."""
    for dataset, rows in GROUPS.items():
        kg = interval_table(rows, dataset)
    wrong = misread(kg, EVERY, NONE)
    assert not wrong, "\n".join(wrong)
