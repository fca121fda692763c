"""A name said by the designation it ends with (`understanding.designations`)."""

from __future__ import annotations

import pytest

from chronorag.understanding.designations import designation_alone


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Blue Origin NS-18", {("ns", "18")}),
        ("SpaceX Crew-1", {("crew", "1")}),
        ("Apollo 11", set()),  # a number alone is no designation
        ("STS-51-L", set()),  # the whole name
        ("W Shatner", set()),
        ("Boeing 747-400", set()),  # digits only
        ("the Blue Origin NS-18", set()),  # not every word before it capitalised
    ],
)
def test_designation_alone(name: str, said: set[tuple[str, ...]]) -> None:
    assert designation_alone(name) == said
