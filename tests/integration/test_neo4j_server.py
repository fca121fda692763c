"""The real server: version, schema, native temporal values, read-only and timeout guards."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from neo4j.exceptions import ClientError
from pydantic import SecretStr
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.config import Settings, get_settings
from chronorag.cypher import schema
from chronorag.cypher.admin import COUNT_BY_LABEL, NODE_COUNT
from chronorag.cypher.time_layer import DAYS_IN_RANGE, TIMES_IN_RANGE
from chronorag.graph import GraphClient, Neo4jAuthFailed, QueryTimeout
from chronorag.graph.errors import UntrustedCypherRefused
from chronorag.graph.schema import ensure_schema, list_constraints, list_indexes
from chronorag.graph.time_layer import ensure_days, ensure_times
from factories import SHORT_LIVED_JVM, SecondServer


def test_server_is_neo4j_5_26_community(graph: GraphClient) -> None:
    info = graph.verify()
    assert info.version.startswith("5.26."), info
    assert info.edition == "community"


def test_schema_is_complete_and_idempotent(graph: GraphClient) -> None:
    ensure_schema(graph)
    constraints = {r["name"] for r in list_constraints(graph)}
    indexes = {r["name"]: r for r in list_indexes(graph)}
    ensure_schema(graph)  # second application changes nothing
    assert {r["name"] for r in list_constraints(graph)} == constraints
    assert set(r["name"] for r in list_indexes(graph)) == set(indexes)
    assert {c.name for c in schema.CONSTRAINTS} <= constraints
    for statement in schema.INDEXES + schema.FULLTEXT_INDEXES:
        assert indexes[statement.name]["state"] == "ONLINE"


def test_time_layer_round_trips_native_dates_and_datetimes(graph: GraphClient) -> None:
    first = datetime(2017, 12, 30, 22, tzinfo=UTC)
    last = datetime(2018, 1, 1, 2, tzinfo=UTC)
    assert ensure_times(graph, first, last, timedelta(hours=1)) == 29
    rows = graph.read(TIMES_IN_RANGE, {"lo": datetime(2017, 12, 31, 23, tzinfo=UTC), "hi": last})
    values = [r["at"] for r in rows]
    assert values == [
        datetime(2017, 12, 31, 23, tzinfo=UTC),
        datetime(2018, 1, 1, 0, tzinfo=UTC),
        datetime(2018, 1, 1, 1, tzinfo=UTC),
    ]
    days = [r["date"] for r in graph.read(DAYS_IN_RANGE, {"lo": date(2017, 1, 1), "hi": date(2019, 1, 1)})]
    assert days == [date(2017, 12, 30), date(2017, 12, 31), date(2018, 1, 1)]
    labels = {r["label"]: r["n"] for r in graph.read(COUNT_BY_LABEL)}
    assert labels == {"Year": 2, "Month": 2, "Day": 3, "Time": 29}


def test_time_chain_is_relinked_when_a_finer_span_is_added(graph: GraphClient) -> None:
    ensure_days(graph, date(2017, 1, 10), date(2017, 1, 12))
    ensure_days(graph, date(2017, 1, 1), date(2017, 1, 3))
    ensure_days(graph, date(2017, 1, 5), date(2017, 1, 6))  # lands between the two spans
    chain = graph.read_untrusted("MATCH (a:Day)-[:NEXT]->(b:Day) RETURN a.date AS a, b.date AS b ORDER BY a")
    pairs = [(r["a"].day, r["b"].day) for r in chain]
    assert pairs == [(1, 2), (2, 3), (3, 5), (5, 6), (6, 10), (10, 11), (11, 12)]
    ensure_days(graph, date(2017, 1, 1), date(2017, 1, 12))  # fill every gap, idempotently
    chain = graph.read_untrusted(
        "MATCH (a:Day)-[r:NEXT]->(b:Day) RETURN count(r) AS n, sum(duration.inDays(a.date, b.date).days) AS span"
    )
    assert chain[0]["n"] == 11 and chain[0]["span"] == 11


def test_untrusted_cypher_cannot_write(graph: GraphClient) -> None:
    with pytest.raises(UntrustedCypherRefused, match="operator Create"):  # refused before it runs
        graph.read_untrusted("CREATE (:Injected {by: $who})", {"who": "llm"})
    with pytest.raises(ClientError) as info:  # and the server's read transaction refuses it too
        graph._execute("CREATE (:Injected {by: $who})", {"who": "llm"}, None, write=False)
    assert "write" in info.value.message.lower() or "read" in info.value.message.lower()
    assert graph.read(NODE_COUNT)[0]["n"] == 0


def test_untrusted_cypher_has_a_timeout(graph: GraphClient) -> None:
    slow = "UNWIND range(1, 500000000) AS x WITH x WHERE x % 97 = 1000 RETURN count(x) AS n"
    with pytest.raises(QueryTimeout):
        graph.read_untrusted(slow, timeout=0.5)


def test_parameters_are_never_interpolated(graph: GraphClient) -> None:
    hostile = "x'}) DETACH DELETE n //"
    rows = graph.read_untrusted("RETURN $name AS name, size($name) AS n", {"name": hostile})
    assert rows == [{"name": hostile, "n": len(hostile)}]


def test_wrong_password_is_a_clear_error(neo4j_settings: Settings) -> None:
    bad = neo4j_settings.model_copy(update={"neo4j_password": SecretStr("definitely-wrong")})
    with GraphClient(bad) as client, pytest.raises(Neo4jAuthFailed) as info:
        client.verify()
    assert "NEO4J_PASSWORD" in str(info.value)
    assert "definitely-wrong" not in str(info.value)


def test_cli_status_reports_the_running_version(neo4j_settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NEO4J_URI", neo4j_settings.neo4j_uri)
    monkeypatch.setenv("NEO4J_HTTP_PORT", str(neo4j_settings.neo4j_http_port))
    monkeypatch.setenv("CHRONORAG_NEO4J_DIR", str(neo4j_settings.neo4j_local_dir))
    get_settings.cache_clear()
    try:
        result = CliRunner().invoke(app, ["db", "status"])
    finally:
        get_settings.cache_clear()
    assert result.exit_code == 0, result.output
    assert "running" in result.output and "5.26." in result.output


def test_initial_password_never_appears_on_a_command_line(second_server: SecondServer) -> None:
    """The session's second server was started fresh, its initial password set, with every command line recorded."""
    settings, server, seen = second_server.settings, second_server.server, second_server.commands
    password = settings.neo4j_password.get_secret_value()
    assert " " in password and '"' in password and "\\" in password  # survives the argument file
    with GraphClient(settings) as client:
        assert client.verify().name == "Neo4j Kernel"  # the password it was given is the one that logs in
    assert any("set-initial-password" in argv for argv in seen)
    assert not any(password in " ".join(argv) for argv in seen)
    assert not list((server.home / "run").glob("*.args"))  # the argument file is gone
    javas = [argv for argv in seen if Path(argv[0]).name == "java" and "-cp" in argv]  # the server, the password
    assert len(javas) >= 2 and all(SHORT_LIVED_JVM in argv for argv in javas)  # NEO4J_JVM_OPTIONS reach every JVM


def test_a_fresh_server_reserves_no_disk_for_transaction_logs(second_server: SecondServer) -> None:
    """Neo4j reserves 256 MiB of log ahead per database by default: 512 MiB of a new server's disk held empty, and
    the suite's servers with the installed packages filled a CI machine's disk before any test loaded a fact."""
    logs = second_server.server.home / "data" / "transactions"
    files = [path for path in logs.rglob("*") if path.is_file()]
    assert files  # the server wrote its logs there
    held = sum(path.stat().st_blocks * 512 for path in files)
    assert held < 32 * 2**20, f"{held / 2**20:.0f} MiB of transaction logs in a server that holds nothing"


def test_unknown_database_is_one_line(neo4j_settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    from chronorag.graph.errors import DatabaseNotFound  # noqa: PLC0415

    client = GraphClient(neo4j_settings.model_copy(update={"neo4j_database": "nosuchdb"}))
    with client, pytest.raises(DatabaseNotFound, match=r"nosuchdb.*set NEO4J_DATABASE"):
        client.read(NODE_COUNT)
    monkeypatch.setenv("NEO4J_URI", neo4j_settings.neo4j_uri)
    monkeypatch.setenv("NEO4J_DATABASE", "nosuchdb")
    get_settings.cache_clear()
    try:
        result = CliRunner().invoke(app, ["ask", "Who did Japan visit first in 2009?"])
    finally:
        get_settings.cache_clear()
    assert result.exit_code == 2, result.output
    assert "NEO4J_DATABASE" in result.output and "Traceback" not in result.output
