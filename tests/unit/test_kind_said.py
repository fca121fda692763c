"""A kind said with first / last on the event graph is read both ways (`readings.of_the_kind_said`): the first
fact's other side of any kind, as MultiTQ's answers read it, and the first of the kind said; a reference event's
order, another entity named, or a graph of intervals leaves the plan as read."""

from __future__ import annotations

import pytest
from test_constructions import corpus_parser

from chronorag.understanding.errors import SeveralReadings
from chronorag.understanding.readings import of_the_kind_said


def test_the_first_country_is_read_both_ways() -> None:
    plan = corpus_parser().parse("Which country did Barack Obama visit first in 2010?")
    with pytest.raises(SeveralReadings) as raised:
        of_the_kind_said(plan)
    (_, any_kind), (_, of_kind) = raised.value.readings
    assert any_kind.other_kind is None and of_kind.other_kind == "country"
    assert of_kind.model_dump(exclude={"other_kind"}) == any_kind.model_dump(exclude={"other_kind"})


@pytest.mark.parametrize(
    "question",
    [
        "Which country did Barack Obama visit in 2010?",  # no first / last: a list, the kind's first
        "When did Barack Obama first visit China?",  # no kind said
    ],
)
def test_a_plan_with_nothing_to_read_twice_is_left(question: str) -> None:
    of_the_kind_said(corpus_parser().parse(question))  # raises nothing


def test_a_reference_event_or_a_graph_of_intervals_keeps_the_kind_a_preference() -> None:
    plan = corpus_parser().parse("Which country did Barack Obama visit first in 2010?")
    of_the_kind_said(plan.model_copy(update={"dataset": "yago11k"}))  # raises nothing
    ordered = corpus_parser().parse("After Japan, which country did Barack Obama visit first?")
    assert ordered.constraint.reference is not None
    of_the_kind_said(ordered)
