"""The suite on every core: pytest-xdist workers, each with its own Neo4j, fed whole scopes.

The suite is CPU-bound (the test process, Neo4j, the CLI, llama.cpp and chromium each take a core in turn), so one
process leaves a core idle while it waits on the others. `pytest -n 2` runs two workers; each collects the suite,
starts its own throw-away Neo4j (conftest.py) and runs the scopes the controller hands it, one scope at a time:

- a shared load's group (`shared_loads.SHARED_LOADS`: the tests that read the real Irish year or the ICEWS slice)
  is one scope, so its data is loaded once, by one worker, its loader first;
- the tests of the session's second Neo4j (`second_server`) are one scope, so one worker starts it, once;
- every other test module is one scope (module fixtures: a local model server, a loaded graph, a served app).

The controller sees only node ids, not markers, so each worker writes the scope of every node id it collected to
the file named by `SCOPES_ENV` (set by the controller before the workers start); the scheduler reads it on first
use. Scopes are handed out in collection order: the unit tests first (each worker's Neo4j starts meanwhile).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from xdist.scheduler import LoadScopeScheduling
from xdist.workermanage import Producer

from shared_loads import SHARED_LOADS

SCOPES_ENV = "CHRONORAG_TEST_SCOPES"


def scope_of(item: pytest.Item) -> str:
    """A shared load's group, the second server's tests, else the test's module."""
    group = next((name for name in SHARED_LOADS if item.get_closest_marker(name)), None)
    if group is None and "second_server" in getattr(item, "fixturenames", ()):
        group = "second_server"
    return group or item.nodeid.split("::", 1)[0]


def is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


def is_controller(config: pytest.Config) -> bool:
    """The process that runs no test and hands the scopes to the workers (`-n N`, N > 0)."""
    return not is_worker(config) and bool(getattr(config.option, "numprocesses", None))


def announce_scopes_file(config: pytest.Config) -> None:
    """Controller: name the file the workers write their scopes to (they inherit the environment)."""
    if is_controller(config):
        folder = Path(tempfile.mkdtemp(prefix="chronorag-scopes-"))
        os.environ[SCOPES_ENV] = str(folder / "scopes.json")


def remove_scopes_file(config: pytest.Config) -> None:
    """Controller, at the end: the folder of the scopes file goes (the workers have stopped)."""
    if is_controller(config) and (target := os.environ.pop(SCOPES_ENV, None)):
        shutil.rmtree(Path(target).parent, ignore_errors=True)


def write_scopes(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Worker: the scope of every collected node id (the workers collect the same items; the last write wins)."""
    target = os.environ.get(SCOPES_ENV)
    if not is_worker(config) or not target:
        return
    partial = Path(f"{target}.{os.getpid()}")
    partial.write_text(json.dumps({item.nodeid: scope_of(item) for item in items}))
    partial.replace(target)


class SharedLoadScheduling(LoadScopeScheduling):
    """LoadScope with our scopes, in collection order (never reordered by size: the unit tests go first)."""

    def __init__(self, config: pytest.Config, log: Producer | None = None) -> None:
        super().__init__(config, log)
        config.option.loadscopereorder = False
        self._scopes: dict[str, str] | None = None

    def _split_scope(self, nodeid: str) -> str:
        if self._scopes is None:
            self._scopes = json.loads(Path(os.environ[SCOPES_ENV]).read_text())
        return self._scopes.get(nodeid) or nodeid.split("::", 1)[0]
