"""One place resolver: what an LLM planner names as its target is read by the parser's own place index, so the
two paths agree on the same words ("Valentia" is VALENTIA OBSERVATORY on both)."""

from __future__ import annotations

import pytest

from chronorag.rag.kg_irag.offline_planner import Places
from chronorag.understanding.places import PlaceIndex
from factories import IRISH_STATIONS


@pytest.fixture(scope="module")
def places() -> Places:
    return Places(
        stations={name.lower(): name for name in IRISH_STATIONS},
        regions={county.lower(): county for county in IRISH_STATIONS.values()},
        default_year=2017,
        region_of=dict(IRISH_STATIONS),
    )


@pytest.mark.parametrize(
    ("said", "place"),
    [
        ("VALENTIA OBSERVATORY", ("VALENTIA OBSERVATORY", "station")),
        ("Valentia", ("VALENTIA OBSERVATORY", "station")),  # the regex of the names as written missed it
        ("Mount Dillon", ("MT DILLON", "station")),
        ("Sherkin Island", ("SherkinIsland", "station")),
        ("athenry", ("ATHENRY", "station")),
        ("County Cork", ("Cork", "region")),
        ("Mayo", ("Mayo", "region")),
    ],
)
def test_the_llm_path_reads_places_as_the_parser_does(places: Places, said: str, place: tuple[str, str]) -> None:
    assert places.match_place(said) == place
    found = PlaceIndex.build(dict(IRISH_STATIONS)).resolve(said)
    assert found is not None and (found.name, found.kind) == place


def test_no_place_or_two_is_no_reading(places: Places) -> None:
    index = places.index()
    assert index.resolve("Atlantis") is None and places.match_place("Atlantis") is None
    assert index.resolve("Athenry and Mullingar") is None  # two stations: not one target
