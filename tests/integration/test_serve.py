"""`chronorag serve` as a real process on a free port, against the session's Neo4j, over real HTTP (httpx)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import httpx
import pytest

from chronorag.background import free_port
from chronorag.config import Settings
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from factories import quadruples

WEATHER_Q1 = "Can I avoid rain during a trip at Kilkenny from 3:00 to 5:00 on 1 June 2017?"
WEATHER_Q3 = (
    "If I can't, what is the earliest time I can postpone the trip from 3:00 to 5:00 at Kilkenny "
    "on 1 June 2017 to avoid rain?"
)
EVENT = "When did Barack Obama first make a visit to China?"
FACTS = [
    ("Barack Obama", "Make a visit", "Japan", "2009-11-13"),
    ("China", "Criticize or denounce", "Japan", "2010-09-10"),
    ("Barack Obama", "Make a visit", "China", "2011-11-15"),
]


@dataclass
class Served:
    url: str
    process: subprocess.Popen[bytes]


@contextmanager
def running_serve(
    neo4j_settings: Settings, log: Path, *args: str, env: dict[str, str] | None = None
) -> Iterator[Served]:
    """`chronorag serve ARGS` on a free port against the session's Neo4j, once it answers /health; stopped
    (SIGTERM, then SIGKILL after 30 s) afterwards unless the test stopped it."""
    port = free_port()
    environ = {
        **os.environ,
        "NEO4J_URI": neo4j_settings.neo4j_uri,
        "NEO4J_HTTP_PORT": str(neo4j_settings.neo4j_http_port),
        "LLM_PROVIDER": "symbolic",
        **(env or {}),
    }
    with open(log, "w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "chronorag.cli", "serve", "--port", str(port), *args],
            env=environ,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180  # loads the embedding model and the graph's names first
        while True:
            if process.poll() is not None:
                pytest.fail(f"chronorag serve exited with {process.returncode}:\n{log.read_text()}")
            try:
                if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"chronorag serve did not answer within 180 s:\n{log.read_text()}")
            time.sleep(0.1)  # not 0.5: each of the seven serve starts is seen ~0.2 s sooner on average
        yield Served(url, process)
    finally:
        if process.poll() is None:
            process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture()
def server(case_graph: GraphClient, neo4j_settings: Settings, tmp_path: Path) -> Iterator[str]:
    """`chronorag serve` on the case-study readings plus a few facts, relative dates read against 2012-06-01 unless
    a request says otherwise; yields its base URL."""
    facts = quadruples(tmp_path, "facts.tsv", FACTS)
    ingest(case_graph, "icews", [facts.path], rejects_path=tmp_path / "facts-rejects.csv")
    with running_serve(neo4j_settings, tmp_path / "serve.log", "--as-of", "2012-06-01") as served:
        yield served.url


def sse(response: httpx.Response) -> list[tuple[str, dict[str, Any]]]:
    """The (event, data) pairs of a server-sent event stream; comments (pings) skipped."""
    events, kind, data = [], "message", []
    for line in response.iter_lines():
        if not line:
            if data:
                events.append((kind, json.loads("\n".join(data))))
            kind, data = "message", []
        elif line.startswith(":"):
            continue
        elif line.startswith("event:"):
            kind = line.removeprefix("event:").strip()
        elif line.startswith("data:"):
            data.append(line.removeprefix("data:").strip())
    return events


def test_serve_answers_and_streams_over_http(server: str, neo4j_settings: Settings) -> None:
    with httpx.Client(base_url=server, timeout=60) as http:
        health = http.get("/health").json()
        assert health["status"] == "ok" and health["neo4j"].startswith("Neo4j")
        assert health["strategy"] == "kg_irag" and health["strategies_loaded"] == ["kg_irag"]

        q1 = http.post("/ask", json={"question": WEATHER_Q1})
        assert q1.status_code == 200 and q1.json()["answer"] == "False"
        q3 = http.post("/ask", json={"question": WEATHER_Q3}).json()
        assert q3["answer"] == "2017-06-01 06:30" and len(q3["evidence"]) == 11 and len(q3["trace"]) >= 3
        link = urlparse(q3["browser_url"])  # a Browser link on the session's server with the evidence query
        assert link.port == neo4j_settings.neo4j_http_port and link.path == "/browser/"
        assert parse_qs(link.query)["arg"][0] == q3["browser_cypher"] and "MATCH" in q3["browser_cypher"]

        event = http.post("/ask", json={"question": EVENT, "strategy": "kg_irag"}).json()
        assert event["answer"] == "2011-11-15", event["reason"]
        assert event["triplets"] == ["Barack Obama | Make a visit | China | 2011-11-15"] and len(event["evidence"]) == 1

        last_year = http.post("/ask", json={"question": "Who visited China last year?"}).json()  # the server's date
        assert (last_year["answer"], last_year["as_of"]) == ("Barack Obama", "2012-06-01"), last_year["reason"]
        asked = http.post("/ask", json={"question": "Who visited China last year?", "as_of": "2030-01-01"}).json()
        assert asked["answer"] == "no answer" and asked["as_of"] == "2030-01-01"
        assert "in 2029-01-01..2030-01-01 (year) leaves none of the graph's days" in asked["reason"], asked["reason"]
        assert http.post("/ask", json={"question": EVENT, "as_of": "June 2012"}).status_code == 422

        with http.stream("POST", "/ask/stream", json={"question": WEATHER_Q3}) as response:
            assert response.status_code == 200
            assert response.headers["content-type"].startswith("text/event-stream")
            events = sse(response)
        kinds = [k for k, _ in events]
        assert kinds == ["step"] * len(q3["trace"]) + ["result"]  # one event per window, then the result
        assert [d["window"] for _, d in events[:-1]] == [it["window"] for it in q3["trace"]]
        assert events[-1][1]["answer"] == "2017-06-01 06:30" and events[-1][1]["evidence"] == q3["evidence"]

        with http.stream("POST", "/ask/stream", json={"question": EVENT}) as response:
            event_kinds = [k for k, _ in sse(response)]
        assert event_kinds == ["step"] * 4 + ["result"]  # the plan and three yearly windows

        assert http.post("/ask", json={"question": ""}).status_code == 422
        _oversized_requests_are_refused_at_once(http)
        assert http.post("/ask", json={"question": WEATHER_Q3}).json()["answer"] == "2017-06-01 06:30"  # still serving
        assert http.get("/health").json()["questions_running"] == 0
        refused = http.post("/ask", json={"question": EVENT, "strategy": "rtqa"})
        assert refused.status_code == 400 and "needs a chat model" in refused.json()["detail"]
        assert http.post("/ask", json={"question": EVENT, "strategy": "nope"}).status_code == 422

        spec = http.get("/openapi.json").json()
        assert {"/ask", "/ask/stream", "/health"} <= set(spec["paths"])
        reply = spec["components"]["schemas"]["AskReply"]["properties"]  # the RAGResult, and the timeline if asked
        assert {"answer", "evidence", "browser_url", "timeline_svg"} <= set(reply)
        assert http.get("/docs").status_code == 200
        assert "const NEEDS_KEY = false;" in http.get("/").text  # the page: no key to ask for
        assert http.get("/health").json()["strategies_loaded"] == ["kg_irag"]  # built once, reused


def _oversized_requests_are_refused_at_once(http: httpx.Client) -> None:
    """A body over the limit is refused before it is read (413), chunked too; a question over its length with 422."""
    started = time.perf_counter()
    huge = http.post("/ask", json={"question": "Will it rain at Kilkenny? " * 140_000}, timeout=30)  # 3.6 MB
    assert time.perf_counter() - started < 1.0
    assert huge.status_code == 413 and "65,536 bytes" in huge.json()["detail"]
    started = time.perf_counter()
    long = http.post("/ask", json={"question": "Will it rain at Kilkenny? " * 80}, timeout=30)  # 2,080 chars
    assert time.perf_counter() - started < 1.0
    assert long.status_code == 422 and "at most 1000 characters" in long.text
    chunked = http.post("/ask", content=(b"x" * 8192 for _ in range(20)), timeout=30)  # no length declared
    assert chunked.status_code == 413


API_KEY = "it-is-the-right-key-4711"
WRONG_KEY = "it-is-a-wrong-key-0815"


def test_serve_with_an_api_key(case_graph: GraphClient, neo4j_settings: Settings, tmp_path: Path) -> None:
    """Every path but /health needs the bearer key; /health tells a caller without it only that all is up; neither
    the right nor a wrong key is written to the log (uvicorn's access log included)."""
    facts = quadruples(tmp_path, "facts.tsv", FACTS)
    ingest(case_graph, "icews", [facts.path], rejects_path=tmp_path / "facts-rejects.csv")
    log = tmp_path / "serve.log"
    seen: list[str] = []  # every reply's headers and body
    with running_serve(neo4j_settings, log, env={"CHRONORAG_API_KEY": API_KEY}) as served:
        right = {"Authorization": f"Bearer {API_KEY}"}
        wrong = {"Authorization": f"Bearer {WRONG_KEY}"}
        with httpx.Client(base_url=served.url, timeout=60) as http:

            def call(method: str, path: str, **kw: Any) -> httpx.Response:
                reply = http.request(method, path, **kw)
                seen.append(f"{reply.headers}\n{reply.text}")
                return reply

            public = call("GET", "/health")
            assert public.status_code == 200 and public.json() == {"status": "ok", "neo4j": "up"}
            assert call("GET", "/health", headers=wrong).json() == {"status": "ok", "neo4j": "up"}
            full = call("GET", "/health", headers=right).json()
            assert full["neo4j"].startswith("Neo4j Kernel") and full["embedding_model"] == "all-MiniLM-L6-v2"

            ask = {"json": {"question": EVENT}}
            for headers in ({}, wrong, {"Authorization": API_KEY}, {"Authorization": f"Basic {API_KEY}"}):
                refused = call("POST", "/ask", headers=headers, **ask)
                assert refused.status_code == 401, headers
                assert refused.headers["www-authenticate"].startswith("Bearer")
                assert "Authorization: Bearer" in refused.json()["detail"] or "not this server's key" in refused.text
            answered = call("POST", "/ask", headers=right, **ask)
            assert answered.status_code == 200 and answered.json()["answer"] == "2011-11-15"
            assert answered.json()["timeline_svg"] is None  # drawn only when asked for
            drawn = call("POST", "/ask", headers=right, json={"question": EVENT, "timeline": True}).json()
            assert drawn["answer"] == "2011-11-15" and drawn["timeline_note"] is None
            assert (
                ">answer: 2011-11-15</text>" in drawn["timeline_svg"] and ">China</text>" not in drawn["timeline_svg"]
            )
            refusal = call("POST", "/ask", headers=right, json={"question": "Who visited Atlantis?", "timeline": True})
            assert refusal.json()["timeline_svg"] is None and "no answer" in refusal.json()["timeline_note"]
            page = call("GET", "/")  # the page holds no data: it is served without the key, and asks for it
            assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
            assert (
                "const NEEDS_KEY = true;" in page.text
                and "script-src 'nonce-" in page.headers["content-security-policy"]
            )
            assert call("POST", "/ask/stream", **ask).status_code == 401
            with http.stream("POST", "/ask/stream", headers=right, **ask) as stream:
                assert [k for k, _ in sse(stream)][-1] == "result"
            for path in ("/docs", "/openapi.json", "/redoc", "/docs/oauth2-redirect", "/no-such-page"):
                assert call("GET", path).status_code == 401, path
                assert call("GET", path, headers=wrong).status_code == 401, path
            assert call("GET", "/docs", headers=right).status_code == 200
            assert call("GET", "/redoc", headers=right).status_code == 200
            assert call("GET", "/no-such-page", headers=right).status_code == 404
            spec = call("GET", "/openapi.json", headers=right).json()
            assert spec["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
            assert spec["paths"]["/health"]["get"]["security"] == []
    written = log.read_text()
    assert '"POST /ask HTTP/1.1" 401' in written and '"POST /ask HTTP/1.1" 200' in written  # the access log ran
    assert API_KEY not in written and WRONG_KEY not in written
    assert not [s for s in seen if API_KEY in s or WRONG_KEY in s]
    assert all("5.26" not in s for s in seen[:2])  # no version to a caller without the key
