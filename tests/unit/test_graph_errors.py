"""Neo4j down -> one clear message that says how to start it; no 30 s of driver retries."""

from __future__ import annotations

import time

import pytest
from typer.testing import CliRunner

from chronorag.background import free_port
from chronorag.cli import app
from chronorag.config import Settings, get_settings
from chronorag.cypher.admin import DELETE_ALL_BATCHED, NODE_COUNT, SERVER_COMPONENTS
from chronorag.graph import GraphClient, GraphError, Neo4jUnavailable


def test_unreachable_server_gives_one_clear_error() -> None:
    settings = Settings(neo4j_uri=f"bolt://127.0.0.1:{free_port()}")
    started = time.monotonic()
    with GraphClient(settings) as client, pytest.raises(Neo4jUnavailable) as info:
        client.read(NODE_COUNT)
    assert time.monotonic() - started < 5
    message = str(info.value)
    assert "connection refused" in message
    assert "chronorag db start" in message


def test_write_statement_refused_on_read_path() -> None:
    client = GraphClient(Settings())
    with pytest.raises(GraphError):
        client.write(SERVER_COMPONENTS)
    assert DELETE_ALL_BATCHED.mode == "write"


def test_cli_reports_unreachable_server(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NEO4J_URI", f"bolt://127.0.0.1:{free_port()}")
    get_settings.cache_clear()
    try:
        result = CliRunner().invoke(app, ["db", "counts"])
    finally:
        get_settings.cache_clear()
    assert result.exit_code == 2
    assert "Cannot reach Neo4j" in result.output
    assert "chronorag db start" in result.output
    assert "Traceback" not in result.output
