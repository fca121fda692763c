"""Settings: defaults every tool agrees on, environment overrides, secrets never shown."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.config import Settings, get_settings


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    for var in ("NEO4J_URI", "NEO4J_USER", "NEO4J_PASSWORD", "NEO4J_DATABASE", "LLM_API_KEY", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.chdir(tmp_path)  # no stray .env
    get_settings.cache_clear()


def test_defaults_match_the_local_server() -> None:
    s = Settings()
    assert s.neo4j_uri == "bolt://127.0.0.1:7687"
    assert s.bolt_port == 7687
    assert s.neo4j_http_port == 7474
    assert s.neo4j_user == "neo4j"
    assert s.neo4j_password.get_secret_value() == "chronorag-dev"
    assert s.neo4j_database == "neo4j"
    assert s.browser_url == "http://localhost:7474/browser/"
    link = s.browser_link("MATCH (n) RETURN n")
    assert link.startswith(
        "http://localhost:7474/browser/?dbms=bolt%3A%2F%2Fneo4j%40localhost%3A7687&db=neo4j&cmd=edit&arg="
    )
    assert link.endswith("arg=MATCH%20%28n%29%20RETURN%20n")


def test_environment_and_dotenv_override(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    (tmp_path / ".env").write_text("NEO4J_DATABASE=events\nLLM_MODEL=from-dotenv\n")
    monkeypatch.setenv("NEO4J_URI", "bolt://localhost:7999")
    monkeypatch.setenv("LLM_MODEL", "from-env")
    s = Settings()
    assert s.bolt_port == 7999
    assert s.neo4j_database == "events"  # .env
    assert s.llm_model == "from-env"  # environment beats .env


def test_openai_key_alias(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-secret-value")
    s = Settings()
    assert s.llm_api_key is not None
    assert s.llm_api_key.get_secret_value() == "sk-test-secret-value"


def test_secrets_never_printed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NEO4J_PASSWORD", "hunter2-very-secret")
    monkeypatch.setenv("LLM_API_KEY", "sk-also-secret")
    s = Settings()
    assert "hunter2" not in repr(s) and "hunter2" not in str(s)
    assert "sk-also-secret" not in json.dumps(s.redacted())
    result = CliRunner().invoke(app, ["config"])
    assert result.exit_code == 0, result.output
    assert "hunter2" not in result.output and "sk-also-secret" not in result.output
    assert json.loads(result.output)["neo4j_password"] == "********"
