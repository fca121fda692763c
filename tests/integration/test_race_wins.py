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


def test_the_winner_asked_is_the_driver(kg: KGIRAG) -> None:
    """ "Who was the winner of X": "who" said as the doer's noun, X what was won (wonRace, not wonPoleFor)."""
    result = kg.invoke({"question": "Who was the winner of the Daytona 500 in 1998?"})
    assert result.answer == "Dale Earnhardt", result.reason
    first = kg.invoke({"question": "Who was the first winner of the Daytona 500?"})
    assert first.answer == "Dale Earnhardt", first.reason


def test_races_won_are_the_ones_the_entity_takes_part_in(kg: KGIRAG) -> None:
    """ "races" and "win" share wonRace and teamWonRace: a driver's are wonRace, a team's teamWonRace."""
    driver = kg.invoke({"question": "How many races did Jeff Gordon win in 1999?"})
    assert driver.answer == "1", driver.reason
    team = kg.invoke({"question": "Which races did Hendrick Motorsports win in 1998?"})
    assert team.answer == "Coca-Cola 600", team.reason


def test_what_was_driven_is_not_read_as_whom_for(kg: KGIRAG) -> None:
    """droveFor's other side follows "for": "What car did X drive?" is no answer rather than his team."""
    result = kg.invoke({"question": "What car did Jeff Gordon drive in 2000?"})
    assert result.answer == NO_ANSWER and "Hendrick" not in result.reason, result.reason
    team = kg.invoke({"question": "Who did Jeff Gordon drive for in 2000?"})
    assert team.answer == "Hendrick Motorsports", team.reason


def test_the_race_said_again_as_it(kg: KGIRAG) -> None:
    """ "the year before X won it": "it" is the race the question names; "made it" says another relation, refused."""
    before = kg.invoke({"question": "Who won the Daytona 500 the year before Jeff Gordon won it?"})
    assert before.answer == "Dale Earnhardt", before.reason
    same = kg.invoke({"question": "Who won the Daytona 500 in the year Jeff Gordon won the Coca-Cola 600?"})
    assert same.answer == "Dale Earnhardt", same.reason
    made = kg.invoke({"question": "Who won the Daytona 500 the year Jeff Gordon made it?"})
    assert made.answer == NO_ANSWER, made.reason
