"""The session's second local Neo4j, started in a process of its own while the unit tests run.

A start costs ~15 s, and the tests that need this server (the bulk importer's, the initial password's) come late;
started at collection beside the session's own server, it is ready by then. It runs in a child process because
the start is watched: every command line it runs (subprocess.run and Popen, patched for the whole process) is
recorded, and patching those in the test process would reach the unit tests running meanwhile. The child writes
the server's ports and the recorded command lines to a JSON file and exits; the server runs on (detached, as
`LocalNeo4j.start` leaves it), and the session stops it by its state file.

`python tests/second_server.py HOME OUT` (run by `begin`): HOME the server's directory, OUT the JSON written.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from pydantic import SecretStr

from chronorag.config import Settings
from chronorag.graph.local_server import LocalNeo4j
from factories import HOSTILE_PASSWORD, SHORT_LIVED_JVM, SecondServer, own_server_settings

HEAP, PAGECACHE = "512m", "256m"


class _Session:
    folder: Path | None = None
    starter: subprocess.Popen[bytes] | None = None
    started: SecondServer | None = None


def begin() -> None:
    """Start the child that starts the server (nothing secret on its command line: the password is a constant)."""
    folder = Path(tempfile.mkdtemp(prefix="chronorag-second-neo4j-"))
    with open(folder / "starter.log", "wb") as log:  # the child keeps its own copy of the descriptor
        _Session.starter = subprocess.Popen(
            [sys.executable, __file__, str(folder / "home"), str(folder / "started.json")],
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=folder,
        )
    _Session.folder = folder


def server() -> SecondServer:
    """The server the child started, once it answers (the child waits for that before it writes its JSON)."""
    if _Session.started is None:
        if _Session.starter is None:
            begin()
        assert _Session.starter is not None and _Session.folder is not None
        _Session.started = _wait(_Session.starter, _Session.folder)
    return _Session.started


def stop() -> None:
    """Kill the server (its files are deleted next, as the session's server) and delete its folder."""
    if _Session.starter is not None:
        _Session.starter.wait()  # a start under way finishes first, so nothing is left running
        _Session.starter = None
    if _Session.folder is not None:
        home = _Session.folder / "home"
        if home.exists():
            LocalNeo4j(settings_for(home, 1, 1), home).stop(timeout=0)  # by its state file, not by its ports
        shutil.rmtree(_Session.folder, ignore_errors=True)
        _Session.folder, _Session.started = None, None


def settings_for(home: Path, bolt_port: int, http_port: int) -> Settings:
    return Settings(
        neo4j_uri=f"bolt://127.0.0.1:{bolt_port}",
        neo4j_http_port=http_port,
        neo4j_local_dir=home,
        neo4j_heap=HEAP,
        neo4j_pagecache=PAGECACHE,
        neo4j_password=SecretStr(HOSTILE_PASSWORD),
        neo4j_jvm_options=SHORT_LIVED_JVM,
    )


def _wait(starter: subprocess.Popen[bytes], folder: Path) -> SecondServer:
    code = starter.wait(timeout=600)
    home, out = folder / "home", folder / "started.json"
    if code != 0 or not out.exists():
        log = (folder / "starter.log").read_text(errors="replace")
        raise RuntimeError(f"the second Neo4j did not start (exit {code}):\n{log}")
    started = json.loads(out.read_text())
    settings = settings_for(home, started["bolt_port"], started["http_port"])
    return SecondServer(settings, LocalNeo4j(settings, home), started["commands"])


def _start(home: Path, out: Path) -> None:
    settings = own_server_settings(home, heap=HEAP, pagecache=PAGECACHE, neo4j_password=SecretStr(HOSTILE_PASSWORD))
    commands: list[list[str]] = []
    real_run, real_popen = subprocess.run, subprocess.Popen

    def spy_run(args: Any, *a: Any, **kw: Any) -> Any:
        commands.append([str(x) for x in args])
        return real_run(args, *a, **kw)

    class SpyPopen(real_popen):  # type: ignore[misc, valid-type]
        def __init__(self, args: Any, *a: Any, **kw: Any) -> None:
            commands.append([str(x) for x in args])
            super().__init__(args, *a, **kw)

    subprocess.run, subprocess.Popen = spy_run, SpyPopen  # type: ignore[assignment, misc]
    try:
        LocalNeo4j(settings, home).start(mode="java")
    finally:
        subprocess.run, subprocess.Popen = real_run, real_popen  # type: ignore[misc]
    started = {"bolt_port": settings.bolt_port, "http_port": settings.neo4j_http_port, "commands": commands}
    out.write_text(json.dumps(started))


if __name__ == "__main__":
    _start(Path(sys.argv[1]), Path(sys.argv[2]))
