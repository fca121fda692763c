"""The weather question parser on the real station list (an excerpt in factories.py), without a database:
the plans it reads and its refusals (any jumble of its words: test_properties.py)."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from chronorag.plans import Condition
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.places import PlaceIndex
from chronorag.understanding.sensor import SensorParser
from factories import IRISH_STATIONS


@pytest.fixture(scope="module")
def parser() -> SensorParser:
    return SensorParser(PlaceIndex.build(IRISH_STATIONS), default_year=2017)


@pytest.mark.parametrize(
    ("question", "place", "day", "start", "minutes", "family", "dry"),
    [
        ("Will it rain at Athenry between 3pm and 5pm on 5 March 2017?", "ATHENRY", (3, 5), (15, 0), 120, "Q1", False),
        (
            "If it rains, when is the earliest I can postpone my 2-hour trip at Athenry from 15:00 on 5 March 2017?",
            "ATHENRY",
            (3, 5),
            (15, 0),
            120,
            "Q3",
            False,
        ),
        (
            "Cycling near Valentia on Sunday 5 March 2017, 18:00-21:00. Will it stay dry?",
            "VALENTIA OBSERVATORY",
            (3, 5),
            (18, 0),
            180,
            "Q1",
            True,
        ),
        (
            "Do I need an umbrella in Mount Dillon from 9 in the morning for an hour and a half "
            "on the 2nd of May 2017?",
            "MT DILLON",
            (5, 2),
            (9, 0),
            90,
            "Q1",
            False,
        ),
        (
            "Could I bring my 3 hour hike at Sherkin Island forward to stay dry? It starts at noon on July 4, 2017.",
            "SherkinIsland",
            (7, 4),
            (12, 0),
            180,
            "Q2",
            False,
        ),
        (
            "Rain might spoil my picnic in Johnstown on 2017-08-01 from 1pm until 4pm; how far should I push it back?",
            "JOHNSTOWNII",
            (8, 1),
            (13, 0),
            180,
            "Q3",
            False,
        ),
        (
            "Is it going to be rain-free at Cork Airport for two hours starting at half past three in the afternoon "
            "on 9 Sep 2017?",
            "CORK AIRPORT",
            (9, 9),
            (15, 30),
            120,
            "Q1",
            True,
        ),
    ],
)
def test_readings(
    parser: SensorParser,
    question: str,
    place: str,
    day: tuple[int, int],
    start: tuple[int, int],
    minutes: int,
    family: str,
    dry: bool,
) -> None:
    q = parser.parse(question)  # the Irish stations keep UTC: the local start is the UTC one
    assert (q.target, q.start, q.duration_minutes, q.family, q.asks_if_avoidable) == (
        place,
        datetime(2017, *day, *start, tzinfo=UTC),
        minutes,
        family,
        dry,
    )


def test_a_close_misspelling_is_read_and_reported(parser: SensorParser) -> None:
    q = parser.parse("Will it rain at Atenry between 3pm and 5pm on 5 March 2017?")
    assert q.target == "ATHENRY" and q.notes == ["read 'Atenry' as ATHENRY"]


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("Will it snow at Athenry between 3pm and 5pm on 5 March 2017?", "'snow'"),
        ("Will it rain at Athenry at 3 on 5 March 2017 for 2 hours?", "3 alone could be morning or evening"),
        ("Will it rain at Athenry from 3pm to 5pm on 5 March 2017 or 6 March 2017?", "two dates"),
        ("Will it not rain at Athenry from 3pm to 5pm on 5 March 2017?", "'not'"),
        ("Should I leave earlier or postpone my walk at Athenry from 3pm to 5pm on 5 March 2017 if it rains?", "both"),
        ("Will it rain at Athenry from 3pm to 5pm (a three-hour walk) on 5 March 2017?", "disagree"),
        ("Will it rain at Athenry from 3pm to 5pm on Monday 5 March 2017?", "Sunday"),
        ("Will it rain at Athenry or Finner from 3pm to 5pm on 5 March 2017?", "more than one place"),
        ("Will it rain at Athlone from 3pm to 5pm on 5 March 2017?", "no known station"),
        ("When will it rain at Athenry between 3pm and 5pm on 5 March 2017?", "asks when"),
        ("How much rain falls at Athenry between 3pm and 5pm on 5 March 2017?", "How much"),
        ("Should I wait at Athenry from 3pm to 5pm on 5 March 2017 or bring an umbrella?", "'or'"),
        ("Will I have to postpone my walk at Athenry from 3pm to 5pm on 5 March 2017?", "asks yes or no"),
    ],
)
def test_refusals_say_why(parser: SensorParser, question: str, reason: str) -> None:
    with pytest.raises(PlanningError) as err:
        parser.parse(question)
    assert reason in str(err.value)


def test_words_that_cannot_change_the_answer_pass(parser: SensorParser) -> None:
    """The KG-IRAG paper's own Q1 wording: "Considering" says nothing about place, time or condition."""
    q = parser.parse(
        "I plan to visit Athenry from 15:00 to 17:00 on 5 March 2017. Considering the weather, can I avoid rain "
        "during the trip?"
    )
    assert (q.target, q.start, q.duration_minutes, q.family, q.asks_if_avoidable) == (
        "ATHENRY",
        datetime(2017, 3, 5, 15, 0, tzinfo=UTC),
        120,
        "Q1",
        True,
    )
    assert (q.notes, q.ignored) == (["ignored 'Considering'"], ["Considering"])


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("Will it be windy at Athenry between 3pm and 5pm on 5 March 2017?", "'windy' (another weather variable)"),
        ("Will it rain heavily at Athenry between 3pm and 5pm on 5 March 2017?", "'heavily' (quantity)"),
        ("Will it rain at Athenry or Galway between 3pm and 5pm on 5 March 2017?", "'or' (disjunction)"),
        ("Will it rain at Athenry twice between 3pm and 5pm on 5 March 2017?", "'twice' (quantity)"),
    ],
)
def test_words_that_could_change_the_answer_are_refused_by_class(
    parser: SensorParser, question: str, reason: str
) -> None:
    with pytest.raises(PlanningError) as err:
        parser.parse(question)
    assert reason in str(err.value)


def test_the_plan_reads_the_graph_through_what_it_is_handed() -> None:
    """A traffic counter in Sydney's clock, named by its suburb: the station the suburb stands for, its clock,
    and the heavy-traffic condition for (station, local year, clock, direction) come from the callables."""
    asked: list[tuple[str, int, str, str | None]] = []

    def heavy(station: str, year: int, tz: ZoneInfo, direction: str | None) -> Condition:
        asked.append((station, year, str(tz), direction))
        return Condition(field="volume", op=">=", threshold=812.5, unit="vehicles")

    sydney = SensorParser(
        PlaceIndex.build({"TfNSW 6001": "Parramatta"}),
        2018,
        frozenset({"TfNSW 6001"}),
        timezones={"TfNSW 6001": "Australia/Sydney"},
        station_of=lambda place: {"Parramatta": "TfNSW 6001"}.get(place, place),
        heavy_traffic=heavy,
    )
    plan = sydney.parse("Is there heavy traffic at TfNSW 6001 northbound from 9pm to 10pm on 2 January 2018?")
    assert asked == [("TfNSW 6001", 2018, "Australia/Sydney", "northbound")]
    assert (plan.start, plan.timezone, plan.bound_hours, plan.traffic_direction) == (
        datetime(2018, 1, 2, 10, 0, tzinfo=UTC),
        "Australia/Sydney",
        9.0,
        "northbound",
    )
    assert plan.condition == Condition(field="volume", op=">=", threshold=812.5, unit="vehicles")
    assert plan.reasoning.startswith("Trip at TfNSW 6001 from 2018-01-02 21:00 (Australia/Sydney) for 60 min.")
    region = sydney.parse("Will it rain in Parramatta from 8am to 10am on 2 January 2018?")  # the suburb's counter
    assert (region.target, region.target_kind, region.condition.field) == ("Parramatta", "region", "volume")
    with pytest.raises(PlanningError, match="need the graph to compute the heavy-traffic threshold"):
        SensorParser(PlaceIndex.build({"TfNSW 6001": "Parramatta"}), 2018, frozenset({"TfNSW 6001"})).parse(
            "Is there heavy traffic at TfNSW 6001 from 9pm to 10pm on 2 January 2018?"
        )
