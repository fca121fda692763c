"""`chronorag ingest` as a user runs it: exit codes, summary, rejects file, bulk mode."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.config import Settings, get_settings
from chronorag.cypher.admin import COUNT_BY_LABEL, COUNT_BY_RELATIONSHIP_TYPE, DELETE_ALL_BATCHED
from chronorag.graph import GraphClient
from chronorag.graph.local_server import LocalNeo4j
from chronorag.ingest.accounting import FileSummary
from chronorag.ingest.pipeline import ingest
from factories import SecondServer, met_station_list, met_tidy, quadruples, utc


def test_cli_ingest_reports_and_keeps_bad_rows(graph: GraphClient, cli_env: None, tmp_path: Path) -> None:
    e = met_tidy(tmp_path, {"ATHENRY": "Galway"}, 12, utc(2017, 3, 1))
    rejects = tmp_path / "bad.csv"
    result = CliRunner().invoke(app, ["ingest", "met-eireann", str(e.path), "--rejects", str(rejects), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)  # the progress bar is on stderr
    f = summary["files"][0]
    assert (f["read"], f["loaded"], f["rejected"]) == (e.good_rows + e.bad_rows, e.good_rows, e.bad_rows)
    assert len(rejects.read_text().strip().splitlines()) == 1 + e.bad_rows


def test_cli_ingest_unknown_format_is_one_clear_error(graph: GraphClient, cli_env: None, tmp_path: Path) -> None:
    path = tmp_path / "x.csv"
    path.write_text("hello,world\n1,2\n")
    result = CliRunner().invoke(app, ["ingest", "met-eireann", str(path)])
    assert result.exit_code == 2
    assert "not a Met Éireann file" in result.output and "Traceback" not in result.output


@pytest.fixture()
def own_server(second_server: SecondServer) -> tuple[Settings, LocalNeo4j]:
    """The session's second local server, emptied: neo4j-admin import replaces the database it loads into."""
    with GraphClient(second_server.settings) as client:
        client.run_autocommit(DELETE_ALL_BATCHED)
        assert client.read_untrusted("MATCH (n) RETURN count(n) AS n")[0]["n"] == 0
    return second_server.settings, second_server.server


def _summaries(files: list[FileSummary]) -> list[tuple[object, ...]]:
    return [(f.path, f.format, f.read, f.loaded, f.rejected, f.skipped, f.missing) for f in files]


def _files(stdout: str) -> list[FileSummary]:
    return [FileSummary.model_validate(f) for f in json.loads(stdout)["files"]]


@pytest.mark.slow
def test_ingest_picks_the_bulk_importer_for_a_large_load_into_an_empty_database_and_it_matches_the_online_loader(
    graph: GraphClient, own_server: tuple[Settings, LocalNeo4j], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One neo4j-admin import (a JVM, and a server restart) serves both: `ingest` picks the importer only for a
    large load into an empty database, and what the importer leaves is what the online loader leaves."""
    stations = {"ATHENRY": "Galway", "CORK AIRPORT": "Cork"}
    e = met_tidy(tmp_path, stations, 48, utc(2017, 3, 1))  # 96 readings: over the threshold of 90 rows below
    e.path.write_text(e.path.read_text() + e.path.read_text().splitlines()[1] + "\n")  # an exact repeat
    files = [e.path, met_station_list(tmp_path, stations)]
    online = ingest(graph, "met-eireann", files, rejects_path=tmp_path / "online.csv")
    expected = _counts(graph)
    captions = _captions(graph)
    assert captions[0] == {"at": "2017-03-01T00:00:00Z", "caption": "2017-03-01 00:00", "day": "2017-03-01"}

    settings, _ = own_server
    for name, value in (
        ("NEO4J_URI", settings.neo4j_uri),
        ("NEO4J_HTTP_PORT", str(settings.neo4j_http_port)),
        ("NEO4J_LOCAL_DIR", str(settings.neo4j_local_dir)),
        ("NEO4J_PASSWORD", settings.neo4j_password.get_secret_value()),
        ("INGEST_AUTO_BULK_ROWS", "90"),
        ("NEO4J_JVM_OPTIONS", settings.neo4j_jvm_options),  # neo4j-admin's JVM and the restarted server's
    ):
        monkeypatch.setenv(name, value)
    get_settings.cache_clear()
    (tmp_path / "small").mkdir()
    paths = [str(p) for p in files]
    try:
        small = met_tidy(tmp_path / "small", {"ATHENRY": "Galway"}, 24, utc(2017, 3, 1))  # under 90 rows
        runner = CliRunner()
        first = runner.invoke(app, ["ingest", "met-eireann", str(small.path), "--rejects", str(tmp_path / "1")])
        assert first.exit_code == 0, first.output
        assert "neo4j-admin import" not in first.stderr  # too few rows for the importer
        # the database is not empty any more, so even a large load stays online (the importer would replace it)
        second = runner.invoke(app, ["ingest", "met-eireann", *paths, "--json", "--rejects", str(tmp_path / "2")])
        assert second.exit_code == 0 and "neo4j-admin import" not in second.stderr, second.output
        with GraphClient(get_settings()) as client:
            client.run_autocommit(DELETE_ALL_BATCHED)
        bulk_rejects = tmp_path / "bulk.csv"
        third = runner.invoke(app, ["ingest", "met-eireann", *paths, "--json", "--rejects", str(bulk_rejects)])
        assert third.exit_code == 0, third.output
        assert "loading them with neo4j-admin import" in third.stderr
        assert f"imported {e.good_rows:,} rows ({e.bad_rows:,} rejected)" in third.stderr
        bulk = _files(third.stdout)
        assert _summaries(bulk) == _summaries(online.files)  # read = loaded + rejected + skipped, per file
        assert {f.path: f.skipped for f in bulk}[str(e.path)] == {"duplicate": 1}
        assert {f.path: (f.loaded, f.rejected) for f in bulk}[str(e.path)] == (e.good_rows, e.bad_rows)
        with GraphClient(settings) as client:
            assert _counts(client) == expected
            missing = client.read_untrusted("MATCH ()-[r:OBSERVED]->() WHERE r.rain IS NULL RETURN count(r) AS n")
            assert missing[0]["n"] == e.missing_rain
            assert _captions(client) == captions  # Browser captions on Time and Day nodes, both loaders
            # the importer left checkpoints: no re-merge, even when asked for transactions
            forced = runner.invoke(
                app, ["ingest", "met-eireann", *paths, "--json", "--online", "--rejects", str(bulk_rejects)]
            )
            assert forced.exit_code == 0, forced.output
            again = _files(forced.stdout)
            assert [f.status for f in again] == ["already loaded", "already loaded"]
            assert _summaries(again) == _summaries(online.files)
            assert _counts(client) == expected
    finally:
        get_settings.cache_clear()
    assert bulk_rejects.read_text() == (tmp_path / "online.csv").read_text()


def _captions(client: GraphClient) -> list[dict[str, str]]:
    return client.read_untrusted(
        "MATCH (t:Time)-[:ON_DAY]->(d:Day) RETURN toString(t.at) AS at, t.caption AS caption, d.caption AS day "
        "ORDER BY t.at"
    )


def _counts(client: GraphClient) -> tuple[dict[str, int], dict[str, int]]:
    nodes = {r["label"]: r["n"] for r in client.read(COUNT_BY_LABEL) if r["label"] != "IngestFile"}
    rels = {r["type"]: r["n"] for r in client.read(COUNT_BY_RELATIONSHIP_TYPE)}
    return nodes, rels


def test_quadruple_rejects_name_file_and_line(graph: GraphClient, cli_env: None, tmp_path: Path) -> None:
    e = quadruples(tmp_path, "q.tsv", [("A", "Consult", "B", "2010-01-01")], bad=["A\tConsult\tB\tyesterday"])
    rejects = tmp_path / "rej.csv"
    result = CliRunner().invoke(app, ["ingest", "icews", str(e.path), "--rejects", str(rejects)])
    assert result.exit_code == 0, result.output
    line = rejects.read_text().splitlines()[1]
    assert line.startswith(f"{e.path},2,unparseable date") and line.endswith("yesterday")


def test_cli_ingest_with_embed_writes_cached_vectors(graph: GraphClient, cli_env: None, tmp_path: Path) -> None:
    facts = [
        ("China", "Host a visit", "Barack Obama", "2011-01-05"),
        ("Japan", "Make statement", "China", "2011-01-06"),
    ]
    path = quadruples(tmp_path, "f.tsv", facts).path
    first = CliRunner().invoke(app, ["ingest", "icews", str(path), "--embed"])
    assert first.exit_code == 0, first.output
    assert "facts: 2 in the graph, 2 embedded, 0 cached" in first.output
    vectors = graph.read_untrusted("MATCH (n) WHERE n.embedding IS NOT NULL RETURN count(n) AS n")[0]["n"]
    assert vectors == 3 + 2 + 2  # entities, relations, facts
    again = CliRunner().invoke(app, ["ingest", "icews", str(path), "--embed"])
    assert "facts: 2 in the graph, 0 embedded, 2 cached" in again.output
