"""Retrieval queries on small graphs: correct rows and half-open windows (plans: test_real_data)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from chronorag.graph import GraphClient
from chronorag.graph import retrieval as r
from chronorag.ingest.pipeline import ingest
from factories import met_station_list, met_tidy, quadruples, tfnsw_counts, utc

STATIONS = {"ATHENRY": "Galway", "MACE HEAD": "Galway", "CORK AIRPORT": "Cork"}


@pytest.fixture()
def weather(graph: GraphClient, tmp_path: Path) -> GraphClient:
    e = met_tidy(tmp_path, STATIONS, 24, utc(2017, 3, 5), bad=False, rain_at={("ATHENRY", 14)})
    ingest(graph, "met-eireann", [e.path, met_station_list(tmp_path, STATIONS)], rejects_path=tmp_path / "r.csv")
    return graph


def test_station_window_is_half_open(weather: GraphClient) -> None:
    rows = r.station_readings(weather, "ATHENRY", utc(2017, 3, 5, 12), utc(2017, 3, 5, 15))
    assert [x.at.hour for x in rows] == [12, 13, 14]  # 15:00 belongs to the next slot
    assert [x.rain for x in rows] == [0.0, 0.0, 0.4]
    assert len({x.id for x in rows}) == 3
    missing = r.station_readings(weather, "ATHENRY", utc(2017, 3, 5, 5), utc(2017, 3, 5, 6))
    assert missing[0].rain is None  # missing is reported as missing


def test_region_window_covers_every_station_of_the_county(weather: GraphClient) -> None:
    rows = r.region_readings(weather, "Galway", utc(2017, 3, 5, 0), utc(2017, 3, 5, 12))
    assert len(rows) == 24 and {x.station for x in rows} == {"ATHENRY", "MACE HEAD"}
    assert rows == sorted(rows, key=lambda x: (x.at, x.station))


def test_traffic_window(graph: GraphClient, tmp_path: Path) -> None:
    e = tfnsw_counts(tmp_path, ["6001"], 2, date(2018, 1, 1))
    ingest(graph, "tfnsw", [e.path], rejects_path=tmp_path / "r.csv")
    # local 2018-01-01 08:00-10:00 AEDT is 21:00-23:00 UTC the day before
    rows = r.station_counts(graph, "TfNSW 6001", utc(2017, 12, 31, 21), utc(2017, 12, 31, 23), "northbound")
    assert [(x.at.hour, x.volume) for x in rows] == [(21, 180), (22, 190)]


@pytest.fixture()
def events(graph: GraphClient, tmp_path: Path) -> GraphClient:
    facts = [
        ("China", "Make statement", "Japan", "2009-01-31"),
        ("China", "Host a visit", "Barack Obama", "2009-02-01"),
        ("Japan", "Make statement", "China", "2009-02-01"),
        ("China", "Make statement", "Iran", "2009-02-15"),
        ("Iran", "Host a visit", "China", "2009-02-28"),
        ("China", "Make statement", "Japan", "2009-03-01"),
        ("Iran", "Consult", "Iraq", "2009-02-10"),
    ]
    ingest(graph, "icews", [quadruples(tmp_path, "f.tsv", facts).path], rejects_path=tmp_path / "r.csv")
    return graph


def test_entity_month_facts(events: GraphClient) -> None:
    feb = r.entity_facts(events, "China", date(2009, 2, 1), date(2009, 3, 1))
    assert [(f.head, f.tail, f.date.day) for f in feb] == [
        ("China", "Barack Obama", 1),
        ("Japan", "China", 1),
        ("China", "Iran", 15),
        ("Iran", "China", 28),
    ]
    as_head = r.entity_facts(events, "China", date(2009, 2, 1), date(2009, 3, 1), position="head")
    assert {f.tail for f in as_head} == {"Barack Obama", "Iran"}
    statements = r.entity_facts(events, "China", date(2009, 1, 1), date(2010, 1, 1), relation="Make statement")
    assert len(statements) == 4
    assert len(r.entity_facts(events, "China", date(2009, 1, 1), date(2010, 1, 1), limit=2)) == 2


def test_facts_in_period(events: GraphClient) -> None:
    day = r.facts_in_period(events, date(2009, 2, 1), date(2009, 2, 2))
    assert len(day) == 2
    month = r.facts_in_period(events, date(2009, 2, 1), date(2009, 3, 1), relation="Host a visit")
    assert [f.date.day for f in month] == [1, 28]
    year = r.facts_in_period(events, date(2009, 1, 1), date(2010, 1, 1))
    assert len(year) == 7


def test_first_and_last_keep_ties(events: GraphClient) -> None:
    window = (date(2009, 1, 1), date(2010, 1, 1))
    first = r.extreme_facts(events, "first", "China", *window)
    assert [f.date for f in first] == [date(2009, 1, 31)]
    last_statement = r.extreme_facts(events, "last", "China", *window, relation="Make statement")
    assert [(f.tail, f.date) for f in last_statement] == [("Japan", date(2009, 3, 1))]
    feb_first = r.extreme_facts(events, "first", "China", date(2009, 2, 1), date(2009, 3, 1))
    assert len(feb_first) == 2 and {f.date for f in feb_first} == {date(2009, 2, 1)}  # tie kept
    with_iran = r.extreme_facts(events, "last", "China", *window, other="Iran")
    assert [(f.head, f.date.day) for f in with_iran] == [("Iran", 28)]


def test_windows_are_parameters_not_text(events: GraphClient) -> None:
    hostile = "China' OR 1=1 //"
    assert r.entity_facts(events, hostile, date(2000, 1, 1), date(2020, 1, 1)) == []


def test_a_question_of_hundreds_of_distinct_words_is_linked_not_crashed(events: GraphClient) -> None:
    """Lucene refuses more than 1,024 clauses (TooManyClauses); the linker bounds its query."""
    import random  # noqa: PLC0415
    import string  # noqa: PLC0415

    from chronorag.graph.linking import MAX_TERMS, Linker, lucene_query  # noqa: PLC0415

    rng = random.Random(7)
    words = [("".join(rng.choice(string.ascii_lowercase) for _ in range(7))) for _ in range(700)]
    text = "Japan " + " ".join(words)
    assert len(lucene_query(text).split()) == MAX_TERMS
    linker = Linker(events)
    assert linker.mentions(text) == ["Japan"]


def test_linking_on_a_graph_without_vector_indexes_says_run_embed(events: GraphClient) -> None:
    from chronorag.graph.errors import NotEmbedded  # noqa: PLC0415
    from chronorag.graph.linking import Linker  # noqa: PLC0415

    with events.driver.session(database=events.settings.neo4j_database) as session:  # earlier tests may have made it
        session.run("DROP INDEX entity_embedding IF EXISTS").consume()
    with pytest.raises(NotEmbedded, match=r"no vector index entity_embedding: run `chronorag embed`"):
        Linker(events).entities("Jpan")


def test_every_fact_is_read_page_by_page(graph: GraphClient, tmp_path: Path) -> None:
    """Pages of two facts, the last one short, and a page size the facts fill exactly: the same facts, each once."""
    facts = [
        ("China", "Make a visit", "Japan", "2010-01-02"),
        ("Japan", "Host a visit", "China", "2010-01-02"),
        ("China", "Make a visit", "Japan", "2010-01-05"),
        ("Iran", "Criticize or denounce", "Israel", "2011-07-01"),
        ("Barack Obama", "Make a visit", "China", "2011-11-15"),
    ]
    ingest(graph, "icews", [quadruples(tmp_path, "facts.tsv", facts).path], rejects_path=tmp_path / "r.csv")
    expected = sorted((h, rel, t, date.fromisoformat(d)) for h, rel, t, d in facts)
    for page in (1, 2, 5, 50_000):
        read = r.all_facts(graph, page=page)
        assert sorted(read) == expected and len(read) == len(facts), page
