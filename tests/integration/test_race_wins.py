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
