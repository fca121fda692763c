"""'How many games did X draw?' over facts true over intervals (`compose_count._occurrences`): what two sides do
together, said either way, counted as its facts, each one occurrence (the executor refuses a state's spans); what
one side does alone ("How many games did France win?") is not said to be the games, and is refused."""

from __future__ import annotations

import pytest
from test_constructions import interval_parser

from chronorag.plans import EventPlan
from chronorag.understanding.compose import Composer
from chronorag.understanding.errors import PlanningError


@pytest.fixture(scope="module")
def composer() -> Composer:
    parser = interval_parser("tournaments")

    def parse(text: str) -> EventPlan:
        plan = parser.parse(text)
        plan.dataset = "tournaments"
        return plan

    return Composer(parse, [parser.names])


def test_the_games_two_sides_drew_are_counted_as_occurrences(composer: Composer) -> None:
    term = composer.read("How many games did Cameroon draw in 1990?").term
    said = "how many of the occurrences of (Cameroon, drewWith, ?, either way) in tournaments in 1990-01-01..1991-01-01"
    assert str(term).startswith(said)


def test_the_games_one_side_won_are_not_said(composer: Composer) -> None:
    with pytest.raises(PlanningError, match="what happened is not said"):
        composer.read("How many games did France knock out in 1998?")
