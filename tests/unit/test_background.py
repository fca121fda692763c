"""Background servers are known by their command line, and stopping one never signals another process;
checked for the helper and for both managers built on it (the local Neo4j and the local model)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from chronorag import background as bg
from chronorag.config import Settings
from chronorag.graph.errors import LocalServerError
from chronorag.graph.local_server import MAIN_CLASS, LocalNeo4j
from chronorag.llm.local_model import ENTRY_MODULE, LocalModel, LocalModelError


def _started(args: list[str]) -> subprocess.Popen[bytes]:
    """A sleeping Python whose argv carries `args` (after -c they are not interpreted)."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)", *args])
    deadline = time.monotonic() + 5  # right after the fork /proc/<pid>/cmdline can still be empty
    while not bg.command_line(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.01)
    return proc


@dataclass
class _State:
    pid: int
    home: str


def test_a_process_is_ours_only_with_every_mark() -> None:
    proc = _started(["--serve", "--home=/a"])
    try:
        assert bg.runs(proc.pid, "--serve", "--home=/a")
        assert not bg.runs(proc.pid, "--serve", "--home=/b")  # the same program for another directory
        assert not bg.runs(None, "--serve")
    finally:
        proc.kill()
        proc.wait()
    assert not bg.runs(proc.pid, "--serve") and bg.command_line(proc.pid) == []


def test_terminate_stops_the_process_and_collects_it() -> None:
    proc = _started(["--serve"])
    started = time.monotonic()
    bg.terminate(proc.pid, lambda: bg.runs(proc.pid, "--serve"), timeout=5)
    assert time.monotonic() - started < 4  # SIGTERM was enough
    assert bg.command_line(proc.pid) == []  # gone, and collected (no zombie left)


def test_terminate_kills_what_ignores_sigterm() -> None:
    code = "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); print('ready', flush=True); "
    proc = subprocess.Popen([sys.executable, "-c", code + "time.sleep(30)", "--stubborn"], stdout=subprocess.PIPE)
    assert proc.stdout is not None and proc.stdout.readline() == b"ready\n"
    bg.terminate(proc.pid, lambda: bg.runs(proc.pid, "--stubborn"), timeout=0.5)
    assert bg.command_line(proc.pid) == []  # killed, and collected
    proc.stdout.close()


def test_wait_ready_returns_the_value_fails_fast_or_gives_up() -> None:
    answers = iter([None, None, "ready"])
    assert bg.wait_ready(lambda: next(answers), lambda: None, timeout=5, poll=0.01) == "ready"
    started = time.monotonic()
    with pytest.raises(bg.ProcessGone, match="exited with code 3"):
        bg.wait_ready(lambda: None, lambda: "exited with code 3", timeout=5, poll=0.01)
    assert bg.wait_ready(lambda: None, lambda: None, timeout=0.05, poll=0.01) is None
    assert time.monotonic() - started < 2


def test_a_launched_child_says_how_it_ended() -> None:
    proc = subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])
    proc.wait()
    assert bg.exited(proc) == "exited with code 3" and bg.exited(None) is None


def test_stop_recorded_forgets_the_record_whether_or_not_it_ran(tmp_path: Path) -> None:
    record = tmp_path / "state.json"
    record.write_text("{}")
    assert bg.stop_recorded(record, None, lambda: True, timeout=1, poll=0.01) is False
    assert not record.exists()
    proc = _started(["--serve"])
    record.write_text("{}")
    assert bg.stop_recorded(record, proc.pid, lambda: bg.runs(proc.pid, "--serve"), timeout=5, poll=0.05) is True
    assert not record.exists() and bg.command_line(proc.pid) == []


def test_state_round_trip_and_unreadable_state(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    assert bg.read_state(path, _State) is None
    bg.write_state(path, _State(12, "/h"))
    assert bg.read_state(path, _State) == _State(12, "/h")
    for garbage in ("{not json", json.dumps({"pid": 1}), json.dumps([1, 2])):
        path.write_text(garbage)
        assert bg.read_state(path, _State) is None


def test_launch_detaches_and_writes_the_log(tmp_path: Path) -> None:
    log = tmp_path / "x.log"
    log.write_text("earlier\n")
    proc = bg.launch(
        [sys.executable, "-c", "import os; print(os.getsid(0) == os.getpid())"], tmp_path, log, append=True
    )
    assert proc.wait(timeout=10) == 0
    assert log.read_text() == "earlier\nTrue\n"  # appended; its own session leader


def test_log_tail_prefers_the_kept_lines(tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    assert bg.log_tail(log, 3) == "(no server.log yet)"
    log.write_text("a\nERROR b\nc\nERROR d\ne\n")
    assert bg.log_tail(log, 3) == "c\nERROR d\ne"
    assert bg.log_tail(log, 3, keep=lambda line: "ERROR" in line) == "ERROR b\nERROR d"
    assert bg.log_tail(log, 3, keep=lambda line: "FATAL" in line) == "c\nERROR d\ne"


def test_ports() -> None:
    port = bg.free_port()
    assert not bg.port_open(port)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", port))
        sock.listen()
        assert bg.port_open(port)


# -- both managers ------------------------------------------------------------------------------
Manager = LocalNeo4j | LocalModel
StateOf = Callable[[int, str], dict[str, object]]  # (pid, home) -> what the manager's state file holds
Made = tuple[Manager, StateOf, list[str]]  # the manager, its state, the marks of its own process


def _neo4j(tmp_path: Path, port: int = 7687) -> Made:
    server = LocalNeo4j(Settings(neo4j_uri=f"bolt://127.0.0.1:{port}"), tmp_path / "neo4j")

    def state(pid: int, home: str) -> dict[str, object]:
        return {"mode": "java", "pid": pid, "bolt_port": port, "http_port": 2, "home": home}

    return server, state, [MAIN_CLASS, f"--home-dir={server.home}"]


def _model(tmp_path: Path, port: int = 8089) -> Made:
    server = LocalModel(Settings(llm_local_port=port, llm_local_dir=tmp_path / "llm"))

    def state(pid: int, home: str) -> dict[str, object]:
        return {"pid": pid, "port": port, "home": home, "gguf": "/m.gguf", "started_at": 0.0}

    return server, state, ["-m", ENTRY_MODULE, f"--home={server.home}"]


MANAGERS = pytest.mark.parametrize("make", [_neo4j, _model], ids=["neo4j", "model"])


@MANAGERS
def test_stop_never_kills_a_process_it_did_not_start(tmp_path: Path, make: Callable[[Path], Made]) -> None:
    server, state, _ = make(tmp_path)
    victim = subprocess.Popen(["sleep", "30"])
    try:
        server.state_file.parent.mkdir(parents=True)
        server.state_file.write_text(json.dumps(state(victim.pid, str(server.home))))
        assert server.process_alive() is False  # the pid is alive but is not our server
        assert server.stop() is False
        assert victim.poll() is None
        assert not server.state_file.exists()
    finally:
        victim.kill()
        victim.wait()


@MANAGERS
def test_stop_ends_our_own_process_and_only_for_its_home(tmp_path: Path, make: Callable[[Path], Made]) -> None:
    server, state, marks = make(tmp_path)
    other, _, _ = make(tmp_path / "elsewhere")
    ours = _started(marks)
    try:
        for s in (server, other):
            s.state_file.parent.mkdir(parents=True)
            s.state_file.write_text(json.dumps(state(ours.pid, str(s.home))))
        assert other.process_alive() is False  # our program, but for another directory
        assert server.process_alive() is True
        assert server.stop(timeout=5) is True
        assert ours.wait(timeout=5) is not None
        assert not server.state_file.exists()
    finally:
        ours.kill()
        ours.wait()


@MANAGERS
def test_a_port_taken_by_a_stranger_is_refused(tmp_path: Path, make: Callable[..., Made]) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        server, _, _ = make(tmp_path, sock.getsockname()[1])
        with pytest.raises((LocalServerError, LocalModelError)) as info:
            server.start() if isinstance(server, LocalModel) else server.start(mode="java")
    assert "already in use" in str(info.value) and "set" in str(info.value)


def test_the_model_is_not_started_twice_on_another_port(tmp_path: Path) -> None:
    server, state, marks = _model(tmp_path, bg.free_port())
    ours = _started(marks)
    try:
        server.home.mkdir(parents=True)
        server.state_file.write_text(json.dumps({**state(ours.pid, str(server.home)), "port": 1}))
        with pytest.raises(LocalModelError, match="already runs on port 1"):
            server.start()
    finally:
        ours.kill()
        ours.wait()
