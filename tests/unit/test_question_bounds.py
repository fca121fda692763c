"""Bounded work per question: a documented length limit, refused at once (the parsing cost and the real question
sets' lengths are measured in tests/integration/test_question_cost.py)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from pydantic import ValidationError
from test_cli_conventions import chronorag_cli, unreachable
from typer.testing import CliRunner

from chronorag.bounds import MAX_QUESTION_CHARS
from chronorag.cli import app
from chronorag.rag.core.strategy import Question, question_of


def test_a_longer_question_is_refused_before_any_work() -> None:
    assert Question(question="x" * MAX_QUESTION_CHARS).question
    with pytest.raises(ValidationError, match=f"at most {MAX_QUESTION_CHARS} characters"):
        question_of({"question": "x" * (MAX_QUESTION_CHARS + 1)})


def test_ask_refuses_a_long_question_with_exit_2_before_connecting(tmp_path: Path) -> None:
    """The 3.6 MB question of the issue, in-process (a shell argument stops at 128 KB), and 100 KB through a
    real process; Neo4j is not even there: the refusal comes before any connection."""
    env = unreachable(tmp_path)
    started = time.perf_counter()
    result = CliRunner().invoke(app, ["ask", "Will it rain? " * 260_000], env=env)
    assert time.perf_counter() - started < 1.0
    assert result.exit_code == 2 and "questions are limited to 1,000" in result.output
    out = chronorag_cli("ask", "x" * 100_000, env=env, timeout=60)
    assert out.returncode == 2 and "100,000 characters long" in out.stderr and out.stdout == ""
