"""`chronorag serve` under hostile requests, as a real process: a question past its time limit ends with 504 and
frees its worker, and SIGTERM or Ctrl-C stop the server within seconds while a question is in flight (here: waiting
on a model that takes 60 s to answer). A body or a question over the limits is refused at once: test_serve.py asks
that of its server (each server start is seconds of the suite)."""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager
from pathlib import Path

import httpx
import pytest
from test_kg_irag_llm import PLAN, QUESTION
from test_serve import Served, running_serve

from chronorag.config import Settings
from chronorag.graph import GraphClient
from fake_openai import ScriptedOpenAI, serve

SLOW_MODEL_S = 60.0


@pytest.fixture()
def slow_model() -> Iterator[str]:
    """An OpenAI-compatible endpoint that answers the planner only after SLOW_MODEL_S."""
    with serve(ScriptedOpenAI([PLAN] * 10, delay=SLOW_MODEL_S)) as base_url:
        yield base_url


def _served(neo4j_settings: Settings, tmp_path: Path, base_url: str, timeout: float) -> AbstractContextManager[Served]:
    env = {"LLM_PROVIDER": "openai", "LLM_BASE_URL": base_url, "LLM_API_KEY": "sk-local", "LLM_MODEL": "slow"}
    return running_serve(neo4j_settings, tmp_path / "serve.log", "--timeout", str(timeout), env=env)


def test_a_question_past_its_time_limit_is_504_and_frees_its_worker(
    case_graph: GraphClient, neo4j_settings: Settings, tmp_path: Path, slow_model: str
) -> None:
    with _served(neo4j_settings, tmp_path, slow_model, timeout=2) as served, httpx.Client(base_url=served.url) as http:
        started = time.perf_counter()
        late = http.post("/ask", json={"question": QUESTION}, timeout=30)
        took = time.perf_counter() - started
        assert late.status_code == 504 and "longer than 2 s" in late.json()["detail"]
        assert 1.9 < took < 5, took
        freed = time.monotonic() + 10  # the model call is cut at the question's 2 s, not at 60 s
        while http.get("/health").json()["questions_running"] and time.monotonic() < freed:
            time.sleep(0.2)
        health = http.get("/health").json()
        assert health["questions_running"] == 0 and health["timeout_s"] == 2


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_the_server_stops_within_seconds_with_a_question_in_flight(
    case_graph: GraphClient, neo4j_settings: Settings, tmp_path: Path, slow_model: str, sig: signal.Signals
) -> None:
    with _served(neo4j_settings, tmp_path, slow_model, timeout=120) as served:
        replies: list[httpx.Response | Exception] = []

        def ask() -> None:
            try:
                replies.append(httpx.post(f"{served.url}/ask", json={"question": QUESTION}, timeout=120))
            except httpx.HTTPError as exc:
                replies.append(exc)

        asking = threading.Thread(target=ask)
        asking.start()
        _wait_for_question_in_flight(served)
        started = time.perf_counter()
        served.process.send_signal(sig)
        served.process.wait(timeout=30)
        stopped = time.perf_counter() - started
        asking.join(timeout=30)
    assert stopped < 8, f"took {stopped:.1f} s to stop"
    reply = replies[0]
    assert isinstance(reply, httpx.Response) and reply.status_code == 503, reply
    assert "shutting down" in reply.json()["detail"]


def _wait_for_question_in_flight(served: Served) -> None:
    until = time.monotonic() + 20
    while httpx.get(f"{served.url}/health").json()["questions_running"] == 0:
        assert time.monotonic() < until, "the question never started"
        time.sleep(0.1)
