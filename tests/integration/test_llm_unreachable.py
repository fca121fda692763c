"""An LLM endpoint that does not answer is one line saying where and how to fix it, not a traceback."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from chronorag.background import free_port
from chronorag.cli import app
from chronorag.graph import GraphClient

QUESTION = "At Kilkenny on 1 June 2017, does it rain between 3:00 and 5:00?"


@pytest.mark.parametrize("strategy", ["kg_irag", "graph_rag", "at2qa"])
def test_unreachable_llm_endpoint_is_one_clear_line(
    case_graph: GraphClient, cli_env: None, monkeypatch: pytest.MonkeyPatch, strategy: str
) -> None:
    url = f"http://127.0.0.1:{free_port()}/v1"  # nothing listens here
    monkeypatch.setenv("LLM_BASE_URL", url)
    monkeypatch.setenv("LLM_TIMEOUT_S", "5")
    result = CliRunner().invoke(app, ["ask", QUESTION, "--llm", "openai", "--strategy", strategy])
    assert "Traceback" not in result.output
    assert result.exit_code == 2, result.output
    lines = [x for x in result.output.splitlines() if x.strip()]
    assert len(lines) == 1, result.output
    assert url in lines[0] and "LLM_BASE_URL" in lines[0]
