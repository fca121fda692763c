"""Background servers chronorag starts and stops by pid: the local Neo4j and the local model server.

Each launch is recorded in a JSON state file beside the server's files. A recorded pid counts as ours only
while its command line still carries our marks (pids get reused), so `terminate` is only ever asked to
signal a process this project started, and `chronorag db stop` / `llm stop` never touch another one.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any, TypeVar

S = TypeVar("S")
R = TypeVar("R")


class ProcessGone(RuntimeError):
    """The process exited (or vanished) before it was ready; the message says how."""


def port_open(port: int, host: str = "127.0.0.1", timeout: float = 0.3) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(timeout)
        return sock.connect_ex((host, port)) == 0


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def command_line(pid: int) -> list[str]:
    """The arguments process `pid` runs with ([] when it is gone)."""
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return []
    return raw.decode(errors="replace").rstrip("\0").split("\0") if raw else []


def runs(pid: int | None, *marks: str) -> bool:
    """True if `pid` is alive and every mark is one of its arguments: it is the process we started."""
    args = command_line(pid) if pid is not None else []
    return bool(args) and all(mark in args for mark in marks)


def launch(
    command: Sequence[str], cwd: Path, log: Path, env: Mapping[str, str] | None = None, append: bool = False
) -> subprocess.Popen[bytes]:
    """Start `command` detached (its own session: Ctrl-C in this terminal does not reach it), output to `log`."""
    with open(log, "ab" if append else "wb") as out:  # the child keeps its own copy of the descriptor
        return subprocess.Popen(
            list(command),
            cwd=cwd,
            env=dict(env) if env is not None else None,
            stdout=out,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )


def read_state(path: Path, kind: Callable[..., S]) -> S | None:
    """The recorded launch, or None when there is none or it cannot be read."""
    try:
        return kind(**json.loads(path.read_text()))
    except (OSError, ValueError, TypeError):
        return None


def write_state(path: Path, state: Any) -> None:
    path.write_text(json.dumps(asdict(state)))


def terminate(pid: int, ours: Callable[[], bool], timeout: float, poll: float = 0.1) -> None:
    """SIGTERM, wait up to `timeout` while `ours()` holds, then SIGKILL; the exit status is collected."""
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while ours() and time.monotonic() < deadline:
        reap(pid)
        time.sleep(poll)
    if ours():
        os.kill(pid, signal.SIGKILL)
        time.sleep(poll * 3)
    reap(pid)


def stop_recorded(state_file: Path, pid: int | None, ours: Callable[[], bool], timeout: float, poll: float) -> bool:
    """Stop the recorded process while it is still ours, and forget the record either way; True if one ran."""
    running = pid is not None and ours()
    if pid is not None and running:
        terminate(pid, ours, timeout, poll)
    state_file.unlink(missing_ok=True)
    return running


def wait_ready(ready: Callable[[], R | None], gone: Callable[[], str | None], timeout: float, poll: float) -> R | None:
    """Poll `ready` until it gives a value and return it; ProcessGone as soon as `gone` says why the process
    ended; None when `timeout` seconds pass first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if (why := gone()) is not None:
            raise ProcessGone(why)
        if (value := ready()) is not None:
            return value
        time.sleep(poll)
    return None


def exited(proc: subprocess.Popen[bytes] | None) -> str | None:
    """How a child we launched ended, or None while it runs (or when we did not launch it)."""
    if proc is None or proc.poll() is None:
        return None
    return f"exited with code {proc.returncode}"


def reap(pid: int) -> None:
    """Collect a child's exit status if we are its parent, so it does not linger as a zombie."""
    with contextlib.suppress(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)


def log_tail(path: Path, lines: int, keep: Callable[[str], bool] | None = None) -> str:
    """The last `lines` lines of a log (only those `keep` picks, when it picks any)."""
    try:
        text = path.read_text(errors="replace").splitlines()
    except OSError:
        return f"(no {path.name} yet)"
    kept = [line for line in text if keep(line)] if keep else []
    return "\n".join((kept or text)[-lines:])
