"""CLI conventions without a database: stdout is for results, choices are choices, exit codes are documented.

The commands run as a real process with stdout and stderr captured as pipes (what `| jq` or `> file`
see), except where CliRunner is enough (shell completion, help text).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import tomllib
from importlib import metadata
from pathlib import Path
from typing import get_args

import pytest
from typer.testing import CliRunner

import chronorag
from chronorag.background import free_port
from chronorag.cli import EXIT_CODES, GenerateKind, app
from chronorag.config import LLMProvider, Settings
from chronorag.ingest.sources import SOURCES, SourceName
from chronorag.rag.core.strategy_names import StrategyName

ROOT = Path(__file__).resolve().parents[2]


def chronorag_cli(
    *args: str, env: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """`chronorag ARGS` in a child process, stdout and stderr each a pipe (not a terminal)."""
    return subprocess.run(
        [sys.executable, "-m", "chronorag.cli", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **(env or {})},
        cwd=ROOT,
    )


def unreachable(tmp_path: Path) -> dict[str, str]:
    """Settings for a Neo4j that is not there (and no server state of ours)."""
    return {"NEO4J_URI": f"bolt://127.0.0.1:{free_port()}", "CHRONORAG_NEO4J_DIR": str(tmp_path / "neo4j")}


def test_version_prints_the_package_version() -> None:
    out = chronorag_cli("--version")
    assert out.returncode == 0, out.stderr
    assert out.stdout == f"chronorag {chronorag.__version__}\n"
    assert chronorag.__version__ == tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert chronorag.__version__ == metadata.version("chronorag")


def test_the_retriever_loads_on_first_use_only() -> None:
    """`chronorag.TemporalRetriever` is exported lazily (PEP 562): importing the package or the CLI loads neither it
    nor LangChain's retrievers, so `--version` and `ask` start as before; naming it loads it."""
    code = (
        "import sys, chronorag, chronorag.cli; "
        "print(any(m in sys.modules for m in ('chronorag.rag.core.retriever', 'langchain_core.retrievers'))); "
        "from chronorag import TemporalRetriever; "
        "print(TemporalRetriever.__module__, 'TemporalRetriever' in dir(chronorag))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.split() == ["False", "chronorag.rag.core.retriever", "True"]
    with pytest.raises(AttributeError, match="no attribute 'Retriever'"):
        chronorag.Retriever  # noqa: B018


def test_invalid_strategy_is_a_usage_error_listing_the_choices() -> None:
    out = chronorag_cli("ask", "Will it rain at Athenry?", "--strategy", "kg-irag")
    assert out.returncode == 2
    assert out.stdout == ""  # nothing but results on stdout
    message = " ".join(out.stderr.replace("│", " ").split())
    assert "Invalid value for '--strategy'" in message
    assert all(f"'{name}'" in message for name in get_args(StrategyName)), message


@pytest.mark.parametrize(
    ("argv", "name", "choices"),
    [
        (["ask", "q", "--llm", "gpt"], "--llm", get_args(LLMProvider)),
        (
            ["eval", "run", "--questions", "pyproject.toml", "--out", "x", "--llm", "gpt"],
            "--llm",
            get_args(LLMProvider),
        ),
        (
            ["eval", "run", "--questions", "pyproject.toml", "--out", "x", "--strategy", "x"],
            "--strategy",
            get_args(StrategyName),
        ),
        (["ask", "q", "--judge", "oracle"], "--judge", ("llm", "deterministic")),
        (["ingest", "weather", "pyproject.toml"], "source", get_args(SourceName)),
        (["eval", "generate", "rainqa", "--out", "x"], "kind", get_args(GenerateKind)),
    ],
)
def test_other_choices_are_checked_before_anything_runs(argv: list[str], name: str, choices: tuple[str, ...]) -> None:
    result = CliRunner().invoke(app, argv)
    assert result.exit_code == 2, result.output
    message = " ".join(result.stderr.replace("│", " ").split())
    assert f"Invalid value for '{name}'" in message, message
    assert all(f"'{choice}'" in message for choice in choices), message
    assert result.stdout == ""


def test_choices_come_from_the_registries() -> None:
    from chronorag.rag.registry import STRATEGIES  # noqa: PLC0415 - heavy; the CLI itself never imports it early

    assert list(get_args(StrategyName)) == list(STRATEGIES)
    assert list(get_args(SourceName)) == list(SOURCES)
    assert set(get_args(LLMProvider)) == set(get_args(Settings.model_fields["llm_provider"].annotation))


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("chronorag ask q --strategy k", ["kg_irag", "kg_rag"]),
        ("chronorag ask q --llm s", ["symbolic", "scripted"]),
        ("chronorag ingest m", ["multitq", "met-eireann"]),
        ("chronorag eval run --strategy a", ["at2qa", "ari"]),
    ],
)
def test_shell_completion_offers_the_choices(words: str, expected: list[str]) -> None:
    env = {"_CHRONORAG_COMPLETE": "complete_bash", "COMP_WORDS": words, "COMP_CWORD": str(len(words.split()) - 1)}
    result = CliRunner().invoke(app, [], prog_name="chronorag", env=env)
    assert result.exit_code == 0
    assert result.stdout.split() == expected


def test_db_status_json_when_nothing_answers(tmp_path: Path) -> None:
    out = chronorag_cli("db", "status", "--json", env=unreachable(tmp_path))
    assert out.returncode == 1  # documented: not running
    status = json.loads(out.stdout)
    assert status["running"] is False and status["server"] is None and status["started_by_chronorag"] is False
    assert "connection refused" in status["reason"]


def test_piped_results_are_not_wrapped_at_80_columns(tmp_path: Path) -> None:
    out = chronorag_cli("db", "status", env=unreachable(tmp_path))
    assert out.returncode == 1
    lines = out.stdout.splitlines()
    assert len(lines) == 1 and len(lines[0]) > 200, lines  # one record, one line, however long
    assert lines[0].startswith("not running at bolt://") and lines[0].endswith("at a running Neo4j.")


def test_exit_codes_are_documented_in_help_and_readme() -> None:
    help_text = " ".join(CliRunner().invoke(app, ["--help"], terminal_width=200).stdout.split())
    readme = (ROOT / "README.md").read_text()
    assert "Exit codes" in help_text and "| code | meaning |" in readme
    for code, meaning in EXIT_CODES.items():
        assert f"{code} {meaning}" in help_text
        assert f"| {code} | {meaning} |" in readme


BOLT_MAGIC = b"\x60\x60\xb0\x17"


def test_ctrl_c_exits_130(tmp_path: Path) -> None:
    """A Neo4j that accepts the connection and never answers: the command waits, Ctrl-C stops it with 130."""
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        env = {**unreachable(tmp_path), "NEO4J_URI": f"bolt://127.0.0.1:{silent.getsockname()[1]}"}
        env["NEO4J_CONNECT_TIMEOUT_S"] = "60"
        env["PYTHONFAULTHANDLER"] = "1"  # if it hangs, SIGABRT below dumps where
        child = subprocess.Popen(
            [sys.executable, "-m", "chronorag.cli", "db", "counts"],
            env={**os.environ, **env},
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            # As from a terminal: a test run started in the background (`make test &`, nohup, some CI
            # runners) inherits an ignored SIGINT, and Python then installs no Ctrl-C handler at all.
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # noqa: PLW1509 - one signal call
        )
        connection = None
        deadline = time.monotonic() + 60
        silent.settimeout(1)
        while connection is None and time.monotonic() < deadline:  # the command is waiting on Bolt now
            try:
                candidate, _ = silent.accept()
                candidate.settimeout(10)
                if candidate.recv(4) == BOLT_MAGIC:  # the driver's handshake, not a stray connection
                    connection = candidate
                else:
                    candidate.close()
            except TimeoutError:
                continue
        assert connection is not None, "the command never connected"
        child.send_signal(signal.SIGINT)
        try:
            _, stderr = child.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            child.send_signal(signal.SIGABRT)
            _, stderr = child.communicate(timeout=30)
            pytest.fail(f"Ctrl-C did not stop the command within 30 s; its threads were:\n{stderr}")
        connection.close()
    assert child.returncode == 130, stderr
