"""A reference event's word several relations share, read as the main clause's relation only where that relation's
name names what the entity won (`constructions.meant_again`): "Who won the Tour right after Bernard Hinault's last
win?" is his last Tour win, but "Who won the points classification right after Bernard Hinault's last win?" may be
his last Tour win as well as his last points title (a reviewer's find), and stays refused."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from chronorag.understanding.constructions.meant_again import _of_the_thing

HELD = {
    ("Bernard Hinault", "wonTour"): ["1978 Tour de France", "1985 Tour de France"],
    ("Bernard Hinault", "wonPointsClassification"): ["1979 Tour de France"],
    ("Pittsburgh Penguins", "wonStanleyCup"): ["Stanley Cup"],
}


def _graph() -> Any:
    return SimpleNamespace(tails_of=lambda entity, relation: HELD.get((entity, relation), []))


@pytest.mark.parametrize(
    ("entity", "relation", "read"),
    [
        ("Bernard Hinault", "wonTour", True),  # every Tour he won is named "... Tour ...": the thing itself
        ("Pittsburgh Penguins", "wonStanleyCup", True),
        ("Bernard Hinault", "wonPointsClassification", False),  # a part of the Tour: his last win may be a Tour
        ("Bernard Hinault", "wonStage", False),  # none held: nothing to read
    ],
)
def test_the_main_relation_is_read_again_only_of_the_thing_itself(entity: str, relation: str, read: bool) -> None:
    assert _of_the_thing(_graph(), relation, entity) is read
