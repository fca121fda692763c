"""One place resolver: what an LLM planner names as its target is read by the parser's own place index, so the
two paths agree on the same words ("Valentia" is VALENTIA OBSERVATORY on both)."""

from __future__ import annotations

import pytest

from chronorag.rag.kg_irag.places import Places
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
    assert places.resolve(said) == place
    found = PlaceIndex.build(dict(IRISH_STATIONS)).resolve(said)
    assert found is not None and (found.name, found.kind) == place


def test_no_place_or_two_is_no_reading(places: Places) -> None:
    index = places.index()
    assert index.resolve("Atlantis") is None and places.resolve("Atlantis") is None
    assert index.resolve("Athenry and Mullingar") is None  # two stations: not one target


def test_the_resolver_falls_back_in_the_order_its_docstring_says(places: Places) -> None:
    """1. the parser's index; 2. the longest station name as written; 3. the longest county name as written."""
    assert places.index().resolve("Athenry and Mullingar") is None  # step 1 finds none (two stations) ...
    assert places.resolve("Athenry and Mullingar") == ("MULLINGAR", "station")  # ... step 2 the longest name
    assert places.resolve("ATHENRY, Galway") == ("ATHENRY", "station")  # a station before its county
    assert "1. the parser's own place index" in (Places.resolve.__doc__ or "")
