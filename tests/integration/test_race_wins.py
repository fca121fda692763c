"""A race's win held three ways, as a stock-car graph writes it: by its driver ("wonRace"), its team ("teamWonRace")
and its car's maker ("manufacturerWonRace"), loaded by the generic loader into a real Neo4j and asked offline. "Who"
asks the driver, as it reads "won" and not "filmWon"; the team is asked by saying so; "what" says neither."""

from __future__ import annotations

import pytest

from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from factories import IntervalTable

ROWS = [
    ("Dale Earnhardt", "wonRace", "Daytona 500", "1998-02-15", "1998-02-15"),
    ("Richard Childress Racing", "teamWonRace", "Daytona 500", "1998-02-15", "1998-02-15"),
    ("Chevrolet", "manufacturerWonRace", "Daytona 500", "1998-02-15", "1998-02-15"),
    ("Bobby Labonte", "wonPoleFor", "Daytona 500", "1998-02-15", "1998-02-15"),
    ("Jeff Gordon", "wonRace", "Daytona 500", "1999-02-14", "1999-02-14"),
    ("Hendrick Motorsports", "teamWonRace", "Daytona 500", "1999-02-14", "1999-02-14"),
    ("Chevrolet", "manufacturerWonRace", "Daytona 500", "1999-02-14", "1999-02-14"),
    ("Jeff Gordon", "wonRace", "Coca-Cola 600", "1998-05-24", "1998-05-24"),
    ("Hendrick Motorsports", "teamWonRace", "Coca-Cola 600", "1998-05-24", "1998-05-24"),
    ("Jeff Gordon", "droveFor", "Hendrick Motorsports", "1993", "2015"),
    ("Jeff Gordon", "droveMake", "Chevrolet", "1993", "2015"),
    ("Daytona 500", "raceHeldAt", "Daytona International Speedway", "1998-02-15", "1998-02-15"),
    # seasons written a fact a year: a run of them is one spell when a start or an end is asked
    *(("Kyle Busch", "droveFor", "Hendrick Motorsports", y, y) for y in ("2005", "2006", "2007")),
    *(("Kyle Busch", "droveFor", "Joe Gibbs Racing", y, y) for y in ("2008", "2009")),
    ("Casey Mears", "droveFor", "Hendrick Motorsports", "2007", "2007"),  # Busch's last season there: no successor
    ("Mark Martin", "droveFor", "Hendrick Motorsports", "2009", "2009"),
    ("Kyle Busch", "droveFor", "Hendrick Motorsports", "2012", "2012"),  # a return after a gap: a run of its own
]


@pytest.fixture()
def kg(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(ROWS, "stockcars")


def test_who_won_asks_the_driver_not_the_team_or_the_maker(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "Who won the Daytona 500 in 1998?"})
    assert result.answer == "Dale Earnhardt", result.reason
    assert "'who' asks no" in result.reason and result.evidence


def test_a_kind_said_or_what_asked_is_not_read_as_the_driver(kg: KGIRAG) -> None:
    for question in ("What won the Daytona 500 in 1998?", "Who won the Daytona 500 as a team in 1998?"):
        result = kg.invoke({"question": question})
        assert result.answer not in ("Dale Earnhardt", "Jeff Gordon"), (question, result.reason)
        assert result.answer == NO_ANSWER or "Chevrolet" in result.answer or "Racing" in result.answer, result.answer


def test_which_team_asks_the_team(kg: KGIRAG) -> None:
    """The noun of the doer's kind that opens teamWonRace is its own word: every head is a team, whatever its name."""
    result = kg.invoke({"question": "Which team won the Daytona 500 in 1999?"})
    assert result.answer == "Hendrick Motorsports", result.reason


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # "who" said as the doer's noun, X what was won (wonRace, not wonPoleFor)
        ("Who was the winner of the Daytona 500 in 1998?", "Dale Earnhardt"),
        ("Who was the first winner of the Daytona 500?", "Dale Earnhardt"),
        # "races" and "win" share wonRace and teamWonRace: a driver's are wonRace, a team's teamWonRace
        ("How many races did Jeff Gordon win in 1999?", "1"),
        ("Which races did Hendrick Motorsports win in 1998?", "Coca-Cola 600"),
        # droveFor's other side follows "for", said
        ("Who did Jeff Gordon drive for in 2000?", "Hendrick Motorsports"),
        # what was won said with a verb of taking it: wonPoleFor
        ("Who took the pole for the Daytona 500 in 1998?", "Bobby Labonte"),
        # the race held at a place, said in the passive
        ("Where was the Daytona 500 held in 1998?", "Daytona International Speedway"),
        # the noun of teamWonRace's doers said as the kind asked of another relation, checked by the graph
        ("Which team did Jeff Gordon drive for in 2000?", "Hendrick Motorsports"),
        ("Which team did Jeff Gordon race for in 2000?", "Hendrick Motorsports"),
        # no entity named: "who" asks the plain doer of a wording three relations share (wonRace, not the team's)
        ("Who won a race in 1999?", "Jeff Gordon"),
        ("Who won the most races?", "Jeff Gordon"),
        # a start or an end of seasons written a fact a year: the run's first or last year, not each season's
        ("In what year did Kyle Busch join Joe Gibbs Racing?", "2008"),
        ("When did Kyle Busch leave Hendrick Motorsports?", "2012"),  # two runs' ends, the last first
        # after the run of seasons ended (not its first season's end), a season of that year shared, no turn
        ("Who drove for Hendrick Motorsports after Kyle Busch left?", "Mark Martin"),
        ("When did Kyle Busch join Hendrick Motorsports for the second time?", "2012"),
        # "the year before X won it": the race the question names; a reference clause's relation words pass "who"
        ("Who won the Daytona 500 the year before Jeff Gordon won it?", "Dale Earnhardt"),
        ("Who won the Daytona 500 in the year Jeff Gordon won the Coca-Cola 600?", "Dale Earnhardt"),
    ],
)
def test_the_winner_and_the_races_read_as_asked(kg: KGIRAG, question: str, answer: str) -> None:
    result = kg.invoke({"question": question})
    assert result.answer == answer, result.reason


def test_the_end_of_each_run_is_said_the_last_first(kg: KGIRAG) -> None:
    """ "When did Kyle Busch leave Hendrick Motorsports?": each run's last season (2007, and 2012 after his return),
    never each season's end (2005, 2006); the last first, when he left for good (reviewers' finds)."""
    result = kg.invoke({"question": "When did Kyle Busch leave Hendrick Motorsports?"})
    assert result.answers == ["2012", "2007"], result.reason


def test_what_was_driven_is_not_read_as_whom_for(kg: KGIRAG) -> None:
    """droveFor's other side follows "for": "What car did X drive?" is no answer rather than his team."""
    result = kg.invoke({"question": "What car did Jeff Gordon drive in 2000?"})
    assert result.answer == NO_ANSWER and "Hendrick" not in result.reason, result.reason


def test_it_after_another_relation_is_refused(kg: KGIRAG) -> None:
    """ "made it" says another relation than the question's: what "it" stands for is not said."""
    made = kg.invoke({"question": "Who won the Daytona 500 the year Jeff Gordon made it?"})
    assert made.answer == NO_ANSWER, made.reason


@pytest.mark.parametrize(
    "question",
    [
        "Who won the Daytona 500 from pole in 1998?",
        "Who won the 1998 Daytona 500 on pole?",
        "Who took the 1998 Daytona 500 on pole?",
        "Did the pole winner take the Daytona 500 in 1998?",
    ],
)
def test_the_race_won_from_pole_is_not_the_pole(kg: KGIRAG, question: str) -> None:
    """ "from / on pole" says where the winner started: not wonPoleFor's pole as what was won (its sitter, Bobby
    Labonte); the race won from pole is two relations joined, not read."""
    result = kg.invoke({"question": question})
    assert result.answer == NO_ANSWER and "Labonte" not in result.reason, result.reason


def test_a_doers_kind_asked_of_another_relation_is_checked(kg: KGIRAG) -> None:
    """ "manufacturer" opens manufacturerWonRace: his team is no such doer, so no answer rather than his team."""
    result = kg.invoke({"question": "Which manufacturer did Jeff Gordon drive for in 2000?"})
    assert result.answer == NO_ANSWER and "Hendrick" not in (result.answer or ""), result.reason


def test_when_in_a_year_of_a_spell_begun_before_it_is_no_answer(kg: KGIRAG) -> None:
    """ "When did X drive for Y in 2000?" of a spell 1993-2015: its start says nothing of when in 2000."""
    result = kg.invoke({"question": "When did Jeff Gordon drive for Hendrick Motorsports in 2000?"})
    assert result.answer == NO_ANSWER and "began before the period" in result.reason, result.reason
    started = kg.invoke({"question": "When did Jeff Gordon start driving for Hendrick Motorsports?"})
    assert started.answer == "1993", started.reason
