"""Which graph a question is about (no database): a place said on its own routes to the sensor graph, a place's
words inside a longer name ("John Wilson Moore", "Wellington Phoenix FC") do not, and a date beside a place is
no name."""

from __future__ import annotations

import pytest

from chronorag.understanding.places import PlaceIndex
from chronorag.understanding.router import route

PLACES = PlaceIndex.build({"MOORE PARK": "Cork", "ATHENRY": "Galway", "WELLINGTON": None})


@pytest.mark.parametrize(
    ("question", "graph"),
    [
        ("Will it rain at Moore Park on 5 March 2017?", "sensor"),
        ("Will it rain at Athenry Tuesday?", "sensor"),  # a day beside the place is not a name
        ("Athenry: any rain between 3pm and 5pm on 5 March 2017?", "sensor"),
        ("Is there rain in County Cork on 5 March 2017?", "sensor"),
        ("How long was John Wilson Moore on the staff of the University of Virginia?", "event"),
        ("Was Leo Bertos on the books of Wellington Phoenix FC in 2011?", "event"),
        ("Who visited China on 8 May 2013?", "event"),
    ],
)
def test_a_place_inside_a_longer_name_is_not_the_place(question: str, graph: str) -> None:
    assert route(question, PLACES, has_events=True).graph == graph
