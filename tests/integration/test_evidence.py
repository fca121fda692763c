"""Every weather answer stands on evidence: the issue's questions on the real Irish 2017 graph, and a
property test over random places and slots whose answers are checked against the raw CSV."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chronorag.config import Settings
from chronorag.graph import GraphClient
from chronorag.rag.core.types import NO_ANSWER, RAGResult
from chronorag.rag.kg_irag import KGIRAG
from oracles import decided, slot
from shared_loads import load_irish_year

pytestmark = [pytest.mark.slow, pytest.mark.irish_year]  # the real Irish year, loaded once for all its readers


@pytest.fixture(scope="module")
def irish(neo4j_settings: Settings, shared_data: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[KGIRAG]:
    """The real Irish 2017 readings, loaded once for every test that reads them, and KG-IRAG (symbolic) over them."""
    client = GraphClient(neo4j_settings)
    load_irish_year(client, shared_data, tmp_path_factory.mktemp("irish") / "rejects.csv")
    yield KGIRAG.from_settings(client=client)
    client.close()


@pytest.fixture(scope="module")
def rain(shared_data: Path) -> dict[str, pd.Series]:
    """Station -> hourly rain (NaN = missing), straight from the CSV."""
    frame = pd.read_csv(shared_data / "irish-weather-2017" / "observations.csv.gz")
    frame["at"] = pd.to_datetime(frame["date"]).dt.tz_localize("UTC")
    return {s: g.set_index("at")["rain"] for s, g in frame.groupby("station")}


@pytest.fixture(scope="module")
def counties(shared_data: Path) -> dict[str, list[str]]:
    stations = pd.read_csv(shared_data / "irish-weather-2017" / "stations.csv")
    return {c: sorted(g["station"]) for c, g in stations.groupby("county")}


def test_a_slot_outside_the_data_is_no_answer_naming_the_hours_and_the_data(irish: KGIRAG) -> None:
    for year in (2018, 1999):
        result = irish.invoke(f"Will it rain at Athenry between 3pm and 5pm on 5 March {year}?")
        assert result.answer == NO_ANSWER, result.reason
        assert f"no readings at ATHENRY for {year}-03-05 15:00-17:00" in result.reason
        assert "ATHENRY has readings from 2017-01-01 to 2017-12-31" in result.reason
        assert result.evidence == []


def test_missing_rain_readings_cannot_vouch_for_a_dry_slot(irish: KGIRAG) -> None:
    result = irish.invoke("Will it rain at Claremorris between 3am and 6am on 19 July 2017?")
    assert result.answer == NO_ANSWER, result.reason
    assert "rain missing at CLAREMORRIS for 2017-07-19 03:00-06:00" in result.reason
    assert "CLAREMORRIS has readings from 2017-01-01 to 2017-12-31" in result.reason
    assert len(result.evidence) == 3  # the three readings that are there, with rain missing


def test_a_reading_with_rain_still_answers_true_beside_missing_ones(irish: KGIRAG) -> None:
    result = irish.invoke("Will it rain at Claremorris between 1am and 4am on 19 July 2017?")  # 01:00 7.1 mm
    assert result.answer == "True" and "rain at 01:00" in result.reason


def test_a_shift_whose_planned_slot_is_dry_keeps_the_planned_start(irish: KGIRAG) -> None:
    question = (
        "I'm planning a 3-hour hike near Mullingar starting at 10am on 2 April 2017. "
        "If it rains, what's the latest earlier start that keeps me dry?"
    )
    result = irish.invoke(question)
    assert result.answer == "2017-04-02 10:00", result.reason
    assert "already free of rain" in result.reason and "keep the planned start" in result.reason
    later = irish.invoke(
        "If it rains during my 3-hour trip at Mullingar from 10:00 on 2 April 2017, "
        "what is the earliest time I can postpone it to?"
    )
    assert later.answer == "2017-04-02 10:00", later.reason


PHRASING = {
    "Q1": "Will it rain {at} during a {h}-hour trip starting at {t:%H:%M} on {t:%d %B %Y}?",
    "Q2": "I planned a {h}-hour trip {at} from {t:%H:%M} on {t:%d %B %Y}. If it rains, what is the latest "
    "time I could leave earlier to stay dry?",
    "Q3": "If it rains during my {h}-hour trip {at} from {t:%H:%M} on {t:%d %B %Y}, what is the earliest "
    "time I can postpone it to?",
}


def _evidence_keys(result: RAGResult) -> set[tuple[str, datetime]]:
    keys = set()
    for rid in result.evidence:
        station, _, at = rid.rpartition("@")
        keys.add((station, datetime.fromisoformat(at)))
    return keys


@given(
    place_index=st.integers(0, 39),
    family=st.sampled_from(["Q1", "Q2", "Q3"]),
    hours=st.integers(1, 4),
    # 2016-12-25 to 2018-01-06: mostly the data's year, and its two edges beyond it
    hour=st.integers(0, 378 * 24),
)
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_every_answer_has_evidence_that_decides_it(
    irish: KGIRAG,
    rain: dict[str, pd.Series],
    counties: dict[str, list[str]],
    place_index: int,
    family: str,
    hours: int,
    hour: int,
) -> None:
    places = sorted(rain) + sorted(counties)
    place = places[place_index % len(places)]
    members = counties.get(place, [place])
    start = pd.Timestamp(datetime(2016, 12, 25, tzinfo=UTC) + timedelta(hours=hour))
    where = f"in County {place}" if place in counties else f"at {place.title()}"
    result = irish.invoke(PHRASING[family].format(at=where, h=hours, t=start))
    assert "could not plan" not in result.reason, result.reason
    assert result.answer == decided(rain, members, family, start, hours), result.reason  # what the data decides
    if result.answer != NO_ANSWER:  # and the readings it retrieved decide it on their own
        assert decided(rain, members, family, start, hours, _evidence_keys(result)) == result.answer
    elif slot(rain, members, start, hours) == "missing":
        assert "has readings from" in result.reason, result.reason  # says what the graph holds for the place
