"""Ingest end to end on a real Neo4j: counts, rejects, missing values, idempotence, resume."""

from __future__ import annotations

import csv
from datetime import date, timedelta
from pathlib import Path

import pytest

from chronorag.cypher.admin import COUNT_BY_LABEL, COUNT_BY_RELATIONSHIP_TYPE, DELETE_ALL_BATCHED
from chronorag.graph import GraphClient
from chronorag.ingest.accounting import IngestSummary
from chronorag.ingest.pipeline import FileProgress, ingest
from factories import met_official, met_station_list, met_tidy, noaa_isd, quadruples, tfnsw_counts, tfnsw_reference, utc

STATIONS = {"ATHENRY": "Galway", "MACE HEAD": "Galway", "CORK AIRPORT": "Cork"}


def counts(graph: GraphClient) -> tuple[dict[str, int], dict[str, int]]:
    nodes = {r["label"]: r["n"] for r in graph.read(COUNT_BY_LABEL)}
    rels = {r["type"]: r["n"] for r in graph.read(COUNT_BY_RELATIONSHIP_TYPE)}
    return nodes, rels


def reconciles(summary: IngestSummary) -> bool:
    return all(f.reconciles for f in summary.files)


def test_met_eireann_counts_rejects_and_missing(graph: GraphClient, tmp_path: Path) -> None:
    e = met_tidy(tmp_path, STATIONS, 48, utc(2017, 3, 1), gz=True)
    rejects = tmp_path / "rejects.csv"
    summary = ingest(
        graph, "met-eireann", [e.path, met_station_list(tmp_path, STATIONS)], batch_size=20, rejects_path=rejects
    )
    obs = next(f for f in summary.files if f.format == "tidy hourly CSV")
    assert (obs.read, obs.loaded, obs.rejected) == (e.good_rows + e.bad_rows, e.good_rows, e.bad_rows)
    assert reconciles(summary)
    assert obs.missing["rain"] == e.missing_rain
    with open(rejects, newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert [int(r["line"]) for r in rows] == [4, 6, 8]
    assert {r["file"] for r in rows} == {str(e.path)}
    assert "non-numeric rain" in rows[2]["reason"] and rows[2]["raw"].startswith("ATHENRY,Galway")

    nodes, rels = counts(graph)
    assert nodes["Time"] == 48 and nodes["Station"] == 3 and nodes["Region"] == 2
    assert rels["OBSERVED"] == e.readings
    assert rels["NEXT"] == 47 + 1  # 48 hours chained, and 2 days chained
    missing = graph.read_untrusted("MATCH ()-[r:OBSERVED]->() WHERE r.rain IS NULL RETURN count(r) AS n")
    assert missing[0]["n"] == e.missing_rain  # stored as missing, not as 0
    athenry = graph.read_untrusted(
        "MATCH (s:Station {name: 'ATHENRY'})-[:IN_REGION]->(r) "
        "RETURN s.latitude AS lat, s.county AS county, r.name AS region"
    )
    assert athenry == [{"lat": pytest.approx(53.0), "county": "Galway", "region": "Galway"}]


def test_rerun_is_idempotent_and_skips_finished_files(graph: GraphClient, tmp_path: Path) -> None:
    e = met_tidy(tmp_path, STATIONS, 30, utc(2017, 3, 1))
    first = ingest(graph, "met-eireann", [e.path], batch_size=25, rejects_path=tmp_path / "r.csv")
    before = counts(graph)
    again = ingest(graph, "met-eireann", [e.path], batch_size=25, rejects_path=tmp_path / "r.csv")
    assert again.files[0].status == "already loaded"
    assert (again.files[0].read, again.files[0].loaded) == (first.files[0].read, first.files[0].loaded)
    forced = ingest(graph, "met-eireann", [e.path], batch_size=25, force=True, rejects_path=tmp_path / "r.csv")
    f = forced.files[0]
    assert f.status == "loaded" and f.loaded == 0 and f.skipped == {"duplicate": first.files[0].loaded}
    assert f.rejected == first.files[0].rejected and f.reconciles
    assert counts(graph) == before  # natural keys: nothing duplicated
    assert len((tmp_path / "r.csv").read_text().splitlines()) == 1 + e.bad_rows  # --force: no reject twice


def test_interrupted_ingest_resumes_from_last_committed_batch(graph: GraphClient, tmp_path: Path) -> None:
    e = met_tidy(tmp_path, STATIONS, 40, utc(2017, 3, 1))
    clean_home = tmp_path / "clean"
    clean_home.mkdir()

    class Interrupt(Exception):
        pass

    seen: list[FileProgress] = []

    def crash_after_two(event: FileProgress) -> None:
        seen.append(event)
        if len(seen) == 2:
            raise Interrupt

    with pytest.raises(Interrupt):
        ingest(
            graph, "met-eireann", [e.path], batch_size=17, rejects_path=tmp_path / "r.csv", on_progress=crash_after_two
        )
    partial = graph.read_untrusted("MATCH ()-[r:OBSERVED]->() RETURN count(r) AS n")[0]["n"]
    assert 0 < partial < e.readings
    resumed = ingest(graph, "met-eireann", [e.path], batch_size=17, rejects_path=tmp_path / "r.csv")
    f = resumed.files[0]
    assert f.status == "resumed" and f.resumed_from_line > 0
    assert (f.read, f.loaded, f.rejected) == (e.good_rows + e.bad_rows, e.good_rows, e.bad_rows)
    with open(tmp_path / "r.csv", newline="") as fh:
        assert len(list(csv.DictReader(fh))) == e.bad_rows  # each reject written exactly once
    resumed_counts = counts(graph)

    graph.run_autocommit(DELETE_ALL_BATCHED)
    ingest(graph, "met-eireann", [e.path], batch_size=17, rejects_path=tmp_path / "r3.csv")
    nodes, rels = counts(graph)
    assert resumed_counts == (nodes, rels)  # resume == one clean run, node for node


def test_official_download_joins_station_list_county(graph: GraphClient, tmp_path: Path) -> None:
    e = met_official(tmp_path, "DUBLIN AIRPORT", 30, utc(2017, 1, 1))
    stations = met_station_list(tmp_path, {"DUBLIN AIRPORT": "Dublin"})
    summary = ingest(graph, "met-eireann", [e.path, stations], rejects_path=tmp_path / "r.csv")
    assert reconciles(summary)
    row = graph.read_untrusted(
        "MATCH (s:Station)-[:IN_REGION]->(r:Region) RETURN s.name AS s, r.name AS r, s.height AS h"
    )
    # county from the station list; height from the download's own preamble, which is loaded after it
    assert row == [{"s": "DUBLIN AIRPORT", "r": "Dublin", "h": 71.0}]
    assert graph.read_untrusted("MATCH ()-[r:OBSERVED]->() RETURN count(r) AS n")[0]["n"] == e.readings


def test_noaa_isd_half_hourly(graph: GraphClient, tmp_path: Path) -> None:
    e = noaa_isd(tmp_path, 12, utc(2019, 1, 1))
    summary = ingest(graph, "noaa-isd", [e.path], rejects_path=tmp_path / "r.csv")
    f = summary.files[0]
    assert (f.loaded, f.rejected, sum(f.skipped.values())) == (e.good_rows, e.bad_rows, e.skipped_rows)
    assert reconciles(summary)
    nodes, rels = counts(graph)
    # 30-minute grid over the whole span: the rejected row 30 days later is not part of it
    assert nodes["Time"] == 12 and rels["OBSERVED"] == 12
    rain = graph.read_untrusted("MATCH ()-[r:OBSERVED]->() WHERE r.rain > 0 RETURN count(r) AS n")[0]["n"]
    assert rain == 3  # half-hours 0, 4 and 8


@pytest.mark.parametrize(
    ("first_day", "dropped", "hours_in_span"),
    [
        # DST ends 04-01: local 02:00 happens twice (hour_02 is the first); 3 local days span 73 UTC hours
        (date(2018, 4, 1), 0, 73),
        # DST starts 10-07: local 02:00 does not exist (2 counters x 2 directions dropped); 71 UTC hours
        (date(2018, 10, 6), 4, 71),
    ],
)
def test_tfnsw_unpivots_and_keeps_missing_hours(
    graph: GraphClient, tmp_path: Path, first_day: date, dropped: int, hours_in_span: int
) -> None:
    keys = ["6001", "6002"]
    e = tfnsw_counts(tmp_path, keys, 3, first_day)
    summary = ingest(graph, "tfnsw", [e.path, tfnsw_reference(tmp_path, keys)], rejects_path=tmp_path / "r.csv")
    assert reconciles(summary)
    counts_file = next(f for f in summary.files if f.format == "hourly permanent counts")
    assert (counts_file.loaded, counts_file.rejected) == (e.good_rows, e.bad_rows)
    assert counts_file.missing["volume"] == e.extra["missing_volume"]
    nodes, rels = counts(graph)
    assert rels["COUNTED"] == e.readings - dropped
    assert nodes["Time"] == hours_in_span  # the hourly UTC grid over the whole span, gaps included
    assert nodes["Station"] == 2 and nodes["Region"] == 2


def test_icews_and_multitq_spellings_meet_in_one_entity(graph: GraphClient, tmp_path: Path) -> None:
    spaced = quadruples(
        tmp_path,
        "a.tsv",
        [
            ("Police (Australia)", "Make statement", "Citizen (Australia)", "2014-03-01"),
            ("China", "Host a visit", "Barack Obama", "2014-03-02"),
        ],
        gz=True,
    )
    under = quadruples(
        tmp_path,
        "full.txt",
        [
            ("Police_(Australia)", "Make_statement", "Citizen_(Australia)", "2014-03-01"),
            ("China", "Make_statement", "Police_(Australia)", "2014-03-05"),
        ],
        bad=["China\tHost a visit"],
    )
    ingest(graph, "icews", [spaced.path], dataset="events", rejects_path=tmp_path / "r.csv")
    summary = ingest(graph, "multitq", [under.path], dataset="events", rejects_path=tmp_path / "r.csv")
    assert summary.files[0].rejected == 1
    nodes, rels = counts(graph)
    assert nodes["Fact"] == 3  # the repeated quadruple is one fact
    assert nodes["Entity"] == 4 and nodes["Relation"] == 2
    assert rels["HEAD"] == rels["TAIL"] == rels["ON"] == 3
    police = graph.read_untrusted("MATCH (e:Entity {name: 'Police (Australia)'}) RETURN e.spellings AS s")
    assert sorted(police[0]["s"]) == ["Police (Australia)", "Police_(Australia)"]
    assert nodes["Day"] == 5  # every day of the span 2014-03-01 .. 03-05
    chain = graph.read_untrusted("MATCH (:Day)-[r:NEXT]->(:Day) RETURN count(r) AS n")[0]["n"]
    assert chain == 4


def test_event_span_is_exactly_the_data_span(graph: GraphClient, tmp_path: Path) -> None:
    first = date(2010, 12, 30)
    facts = [("A", "Consult", "B", (first + timedelta(days=i * 3)).isoformat()) for i in range(3)]
    ingest(graph, "icews", [quadruples(tmp_path, "f.tsv", facts).path], rejects_path=tmp_path / "r.csv")
    nodes, _ = counts(graph)
    assert nodes["Day"] == 7 and nodes["Month"] == 2 and nodes["Year"] == 2
