"""Test session set-up: a real Neo4j for every integration test.

If NEO4J_URI is set, that server is used (in one process: `-n 0`). Otherwise the session starts the project's local
Neo4j (docker/neo4j-local, a plain Java process) on free ports in a temporary directory, in the background
while the unit tests run (they run first), and stops it at the end; the second local server some tests need
(tests/second_server.py) starts then too (under test workers, `-n 2`, each worker has its own server, and the
second server starts in the worker that runs its tests, when they ask: tests/scheduling.py). Integration tests are never
skipped: if no Neo4j can be had, the session stops with the reason, so CI cannot go green without a
database.
"""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import sys
import tempfile
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor, wait
from pathlib import Path

import pytest
from xdist.workermanage import Producer

import scheduling
import second_server
from chronorag.config import Settings, get_settings
from chronorag.cypher.admin import DELETE_ALL_BATCHED
from chronorag.graph import GraphClient, GraphError
from chronorag.graph.local_server import LocalNeo4j
from chronorag.graph.schema import ensure_schema
from factories import own_server_settings
from shared_loads import SHARED_LOADS

INTEGRATION_DIR = Path(__file__).parent / "integration"


class _Neo4jSession:
    settings: Settings | None = None
    server: LocalNeo4j | None = None
    home: Path | None = None
    starting: Future[str] | None = None  # the start, under way while the unit tests run


def _start_neo4j() -> Future[str]:
    """Start the session's Neo4j in the background; the future gives the line that says which one answers."""
    if os.environ.get("NEO4J_URI"):
        if os.environ.get("CHRONORAG_TESTS_MAY_WIPE") != "1":
            raise GraphError(
                "NEO4J_URI is set; the integration tests empty the database they use. "
                "Set CHRONORAG_TESTS_MAY_WIPE=1 to allow that, or unset NEO4J_URI to use a throw-away server."
            )
        if int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")) > 1:
            raise GraphError("NEO4J_URI is one database, and test workers would empty it under each other: -n 0")
        return ThreadPoolExecutor(1).submit(_ready, Settings(), "external (NEO4J_URI)")
    home = Path(tempfile.mkdtemp(prefix="chronorag-neo4j-"))
    settings = own_server_settings(home, heap="1g", pagecache="1g")
    server = LocalNeo4j(settings, home)
    _Neo4jSession.server, _Neo4jSession.home = server, home
    # a killed or interrupted session must not leave a Neo4j running behind it
    atexit.register(_stop_neo4j)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    def start() -> str:
        server.start(mode="java")
        return _ready(settings, f"started for this session in {home}")

    return ThreadPoolExecutor(1).submit(start)


def _ready(settings: Settings, how: str) -> str:
    with GraphClient(settings) as client:
        info = client.verify()
        ensure_schema(client)
    _Neo4jSession.settings = settings
    return f"neo4j: {info} at {settings.neo4j_uri} ({how})"


def _shared_group(item: pytest.Item) -> int:
    return next((k for k, name in enumerate(SHARED_LOADS) if item.get_closest_marker(name)), len(SHARED_LOADS))


def _run_order(item: pytest.Item) -> tuple[bool, int, bool]:
    """The unit tests first (the server starts meanwhile), then the shared groups, each group together and its
    own loader first (the others then read that load), then the other integration tests."""
    integration = item.get_closest_marker("integration") is not None
    return integration, _shared_group(item), item.get_closest_marker("loads_shared") is None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if INTEGRATION_DIR in Path(item.path).parents:
            item.add_marker(pytest.mark.integration)
        elif "shared_data" in getattr(item, "fixturenames", ()):
            raise pytest.UsageError(f"{item.nodeid}: a unit test may not read ../shared/data (write small data)")
        if "irish_graph" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.irish_year)
    items.sort(key=_run_order)  # stable: within a group, and for every other test, the order stays
    scheduling.write_scopes(config, items)
    if not any(item.get_closest_marker("integration") for item in items):
        return
    try:
        _Neo4jSession.starting = _start_neo4j()
    except GraphError as exc:
        pytest.exit(f"integration tests need Neo4j and it could not be started: {exc}", returncode=3)
    if not scheduling.is_worker(config) and any("second_server" in getattr(i, "fixturenames", ()) for i in items):
        second_server.begin()  # beside the first, while the unit tests run (a worker starts it when a test asks)


def pytest_configure(config: pytest.Config) -> None:
    if scheduling.is_controller(config) and os.environ.get("NEO4J_URI") and not _only_unit_tests(config):
        # said here, once: a worker that stops at its first test is only "crashed" in xdist's report
        raise pytest.UsageError(
            "NEO4J_URI is set: it names one database, and test workers would empty it under each other. "
            "Unset NEO4J_URI to give each worker a throw-away Neo4j, or run one process (TEST_WORKERS=0, -n 0)."
        )
    scheduling.announce_scopes_file(config)
    if scheduling.is_worker(config) and int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")) > 1:
        # Workers share the cores with each other and with the Neo4j servers starting beside them: an encode's
        # threads then spin against each other (one took 7x its time alone). Before any import (embedder.py).
        os.environ.setdefault("OMP_NUM_THREADS", "1")


def _only_unit_tests(config: pytest.Config) -> bool:
    """Whether every path the run names is inside tests/unit (no Neo4j is started for those)."""
    unit = Path(__file__).resolve().parent / "unit"
    paths = [Path(a.split("::", 1)[0]).resolve() for a in config.args]
    return bool(paths) and all(p == unit or unit in p.parents for p in paths)


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist's: `-p no:xdist` runs the suite in one process
def pytest_xdist_make_scheduler(config: pytest.Config, log: Producer) -> scheduling.SharedLoadScheduling:
    return scheduling.SharedLoadScheduling(config, log)


def pytest_unconfigure(config: pytest.Config) -> None:
    scheduling.remove_scopes_file(config)
    _stop_neo4j()


def _stop_neo4j() -> None:
    second_server.stop()
    if _Neo4jSession.starting is not None:
        wait([_Neo4jSession.starting])  # a start still under way finishes first, so nothing is left running
    if _Neo4jSession.server is not None:
        # killed, not shut down (~5 s of checkpointing): its files are deleted next. A clean stop is still run
        # by the bulk import test (test_ingest_cli), which stops and restarts the second server.
        _Neo4jSession.server.stop(timeout=0)
        _Neo4jSession.server = None
    if _Neo4jSession.home is not None:
        shutil.rmtree(_Neo4jSession.home, ignore_errors=True)


@pytest.fixture(scope="session")
def neo4j_settings(request: pytest.FixtureRequest) -> Settings:
    """The session's Neo4j, waited for: its start began at collection and ran beside the unit tests."""
    assert _Neo4jSession.starting is not None, "Neo4j was not started for this session"
    try:
        line = _Neo4jSession.starting.result()
    except GraphError as exc:
        pytest.exit(f"integration tests need Neo4j and it could not be started: {exc}", returncode=3)
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    if reporter is not None and capture is not None:
        with capture.global_and_fixture_disabled():  # a fixture's output is captured; this line is the session's
            reporter.write_line(f"\n{line}", bold=True)
    assert _Neo4jSession.settings is not None
    return _Neo4jSession.settings


@pytest.fixture()
def graph(neo4j_settings: Settings) -> Iterator[GraphClient]:
    """A client on an empty database (schema kept), closed after the test."""
    client = GraphClient(neo4j_settings)
    client.run_autocommit(DELETE_ALL_BATCHED)
    yield client
    client.close()


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """The real data in ../shared/data (see its README); CHRONORAG_SHARED_DATA overrides. Integration tests
    only (checked at collection): a unit test runs on its own small data (written by it, or tests/factories.py)."""
    root = Path(os.environ.get("CHRONORAG_SHARED_DATA", Path(__file__).resolve().parents[1].parent / "shared" / "data"))
    if not (root / "irish-weather-2017" / "observations.csv.gz").exists():
        pytest.fail(f"real data not found at {root}; set CHRONORAG_SHARED_DATA")
    return root


@pytest.fixture()
def cli_env(neo4j_settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Point the `chronorag` CLI (which reads the process-wide Settings) at the session's Neo4j."""
    monkeypatch.setenv("NEO4J_URI", neo4j_settings.neo4j_uri)
    monkeypatch.setenv("NEO4J_HTTP_PORT", str(neo4j_settings.neo4j_http_port))
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()
