"""`chronorag serve`: latency of a warm `POST /ask` for event questions on the 92K-fact ICEWS slice.

Starts a throw-away Neo4j, loads the ICEWS slice, starts `chronorag serve` (symbolic kg_irag) as a
real process on a free port, and times `/ask` over HTTP (httpx, one keep-alive connection) after a
warm-up, next to the same questions answered in process (`KGIRAG.invoke`), so the HTTP share shows.
Also: server start-up (process start to the first healthy `/health`, which includes loading the
embedding model and the graph's names) and the first, cold `/ask`.

    .venv/bin/python benchmarks/serve.py [--samples 200]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from chronorag.background import free_port
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.rag.kg_irag import KGIRAG
from common import ICEWS, fresh_server, machine, percentiles

QUESTIONS = [
    "When did Barack Obama first make a visit to China?",
    "Who was the last to criticise Japan before 2010?",
    "Who did China criticise in 2010?",
    "On what date did Islam Karimov first express sympathy for Harald V?",
    "Who did Barack Obama consult with first after Wen Jiabao?",
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=20)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    with fresh_server() as (settings, _), tempfile.TemporaryDirectory() as tmp:
        with GraphClient(settings) as client:
            ingest(client, "icews", ICEWS, batch_size=20000, rejects_path=Path(tmp) / "r.csv")
            kg = KGIRAG.from_settings(settings, client=client, llm="symbolic")
            answers = {q: kg.invoke(q).answer for q in QUESTIONS}
            for _ in range(args.warmup):
                for q in QUESTIONS:
                    kg.invoke(q)
            local: list[float] = []
            for i in range(args.samples):
                t0 = time.perf_counter()
                kg.invoke(QUESTIONS[i % len(QUESTIONS)])
                local.append(time.perf_counter() - t0)
        port = free_port()
        env = {**os.environ, "NEO4J_URI": settings.neo4j_uri, "NEO4J_HTTP_PORT": str(settings.neo4j_http_port)}
        log = Path(tmp) / "serve.log"
        started = time.perf_counter()
        with open(log, "w") as out:
            process = subprocess.Popen(
                [sys.executable, "-m", "chronorag.cli", "serve", "--port", str(port), "--llm", "symbolic"],
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        try:
            with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as http:
                while True:
                    if process.poll() is not None:
                        raise SystemExit(f"serve exited:\n{log.read_text()}")
                    try:
                        if http.get("/health").status_code == 200:
                            break
                    except httpx.TransportError:
                        time.sleep(0.2)
                startup = time.perf_counter() - started
                t0 = time.perf_counter()
                first = http.post("/ask", json={"question": QUESTIONS[0]}).json()
                cold = time.perf_counter() - t0
                assert first["answer"] == answers[QUESTIONS[0]], first
                for _ in range(args.warmup):
                    for q in QUESTIONS:
                        http.post("/ask", json={"question": q})
                remote: list[float] = []
                for i in range(args.samples):
                    q = QUESTIONS[i % len(QUESTIONS)]
                    t0 = time.perf_counter()
                    reply = http.post("/ask", json={"question": q})
                    remote.append(time.perf_counter() - t0)
                    assert reply.status_code == 200 and reply.json()["answer"] == answers[q], reply.text
        finally:
            process.terminate()
            process.wait(timeout=30)
    print(f"questions: {len(QUESTIONS)} event questions, {args.samples} samples each way, answers: {answers}")
    print(f"serve start-up to healthy: {startup:.1f} s; first /ask (cold): {cold * 1000:.0f} ms")
    for name, samples in (("POST /ask over HTTP (warm)", remote), ("KGIRAG.invoke in process (warm)", local)):
        p50, p95 = percentiles(samples)
        print(f"{name}: p50 {p50:.1f} ms, p95 {p95:.1f} ms")


if __name__ == "__main__":
    main()
