"""`chronorag serve` under load, and while Neo4j goes away and comes back.

Starts a throw-away Neo4j on free loopback ports, loads the real Irish 2017 weather and the ICEWS
slice, records the answer of each question by a serial `chronorag ask --json` (one process each), and
starts `chronorag serve` (symbolic kg_irag, 127.0.0.1 only). Then two runs of `--clients` concurrent
clients (threads, one keep-alive connection each) posting a mix of weather and event questions for
`--seconds` each, at most `--max-requests` in all:

1. steady: Neo4j up throughout;
2. fault: Neo4j is stopped `--down-at` seconds in and started again `--up-at` seconds in (same data),
   `serve` is left alone; the run lasts `--seconds`, and at least until `--after` seconds past the
   moment Neo4j answers again.

Per run: requests/s, latency p50/p95/p99, replies by status, answers that differ from serial `ask`,
and, for the fault run, 503s while Neo4j was down against errors outside that window and the time
from Neo4j answering again to the first good reply. The server's resident memory (VmRSS) after
warm-up, after each run and at the end.

    .venv/bin/python -u benchmarks/serve_load.py [--clients 8] [--seconds 120]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from chronorag.config import Settings
from chronorag.graph import GraphClient
from chronorag.graph.errors import LocalServerError
from chronorag.graph.local_server import LocalNeo4j, free_port
from chronorag.ingest.pipeline import ingest
from common import ICEWS, IRISH, fresh_server, machine

QUESTIONS = [
    "Will it rain at Athenry between 3pm and 5pm on 5 March 2017?",
    "Will it rain at Athenry between 3pm and 5pm on 5 March 2018?",
    "Will it rain at Claremorris between 3am and 6am on 19 July 2017?",
    "If it rains, when is the earliest I can postpone my 2-hour trip at Athenry from 15:00 on 5 March 2017?",
    "I'm planning a 3-hour hike near Mullingar starting at 10am on 2 April 2017. If it rains, what's the latest "
    "earlier start that keeps me dry?",
    "I planned a 4-hour trip at Valentia from 08:00 on 12 October 2017. If it rains, what is the latest time I "
    "could leave earlier to stay dry?",
    "Will it rain in County Cork for 3 hours from 06:00 on 21 December 2017?",
    "Should I delay my 2 hour trip at Belmullet starting 9pm on Nov 14 2017? What is the earliest dry start?",
    "When did Barack Obama first make a visit to China?",
    "Who was the last to criticise Japan before 2010?",
    "Who did China criticise in 2010?",
    "On what date did Islam Karimov first express sympathy for Harald V?",
    "Who did Barack Obama consult with first after Wen Jiabao?",
    "Will it rain in Atlantis tomorrow?",
]


@dataclass
class Run:
    """What the clients saw in one run."""

    started: float
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)  # seconds, every reply
    statuses: Counter[str] = field(default_factory=Counter)
    wrong: list[str] = field(default_factory=list)  # answers that differ from serial `ask`
    replies: list[tuple[float, float, str]] = field(default_factory=list)  # (sent, answered: seconds in, status)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, status: str, seconds: float, at: float, wrong: str | None) -> None:
        with self.lock:
            self.statuses[status] += 1
            self.latencies.append(seconds)
            self.replies.append((at - seconds, at, status))
            if wrong:
                self.wrong.append(wrong)


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def serial_answers(settings: Settings) -> dict[str, tuple[str, list[str]]]:
    """Each question's (answer, evidence) from `chronorag ask --json`, one process per question."""
    env = {**os.environ, "NEO4J_URI": settings.neo4j_uri, "NEO4J_HTTP_PORT": str(settings.neo4j_http_port)}
    out = {}
    for q in QUESTIONS:
        done = subprocess.run(
            [sys.executable, "-m", "chronorag.cli", "ask", q, "--json", "--llm", "symbolic"],
            capture_output=True,
            text=True,
            env=env,
            timeout=300,
            check=True,
        )
        result = json.loads(done.stdout)
        out[q] = (result["answer"], result["evidence"])
    return out


def client(url: str, k: int, stop: threading.Event, run: Run, budget: threading.Semaphore, expected: dict) -> None:
    """Post the questions round-robin (client k starts at question k) until stopped or the budget is spent."""
    with httpx.Client(base_url=url, timeout=60) as http:
        i = k
        while not stop.is_set() and budget.acquire(blocking=False):
            q = QUESTIONS[i % len(QUESTIONS)]
            i += 1
            t0 = time.perf_counter()
            try:
                reply = http.post("/ask", json={"question": q})
                status = str(reply.status_code)
            except httpx.HTTPError as exc:
                status, reply = type(exc).__name__, None
            took = time.perf_counter() - t0
            wrong = None
            if reply is not None and reply.status_code == 200:
                got = reply.json()
                if (got["answer"], got["evidence"]) != expected[q]:
                    wrong = f"{q!r}: {got['answer']!r}, serial ask {expected[q][0]!r}"
            run.record(status, took, time.monotonic() - run.started, wrong)


def load(
    url: str, clients: int, seconds: float, budget: threading.Semaphore, expected: dict, after: threading.Event
) -> Run:
    """`clients` clients for `seconds`, and on until `after` is set (the fault run: Neo4j answers again)."""
    run = Run(started=time.monotonic())
    stop = threading.Event()
    threads = [
        threading.Thread(target=client, args=(url, k, stop, run, budget, expected), daemon=True) for k in range(clients)
    ]
    for t in threads:
        t.start()
    time.sleep(seconds)
    after.wait(timeout=600)
    stop.set()
    for t in threads:
        t.join(timeout=120)
    run.seconds = time.monotonic() - run.started
    return run


def report(name: str, run: Run) -> dict[str, Any]:
    seconds = run.seconds
    ordered = sorted(run.latencies)

    def pct(p: float) -> float:
        return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))] * 1000

    row = {
        "requests": len(ordered),
        "seconds": round(seconds),
        "requests_per_s": round(len(ordered) / seconds, 1),
        "p50_ms": round(statistics.median(ordered) * 1000, 1),
        "p95_ms": round(pct(0.95), 1),
        "p99_ms": round(pct(0.99), 1),
        "by_status": dict(run.statuses),
        "answers_differing_from_serial_ask": len(run.wrong),
    }
    print(f"{name}: {json.dumps(row)}", flush=True)
    for w in run.wrong[:5]:
        print(f"  differs: {w}")
    return row


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=120)
    parser.add_argument("--max-requests", type=int, default=200_000, help="for both runs together")
    parser.add_argument("--down-at", type=float, default=30, help="fault run: stop Neo4j this many seconds in")
    parser.add_argument("--up-at", type=float, default=60, help="fault run: start it again this many seconds in")
    parser.add_argument("--after", type=float, default=30, help="fault run: go on this long after Neo4j is back")
    args = parser.parse_args()
    print(f"machine: {machine()}", flush=True)
    with fresh_server() as (settings, neo4j), tempfile.TemporaryDirectory() as tmp:
        with GraphClient(settings) as db:
            for files, source in ((IRISH, "met-eireann"), (ICEWS, "icews")):
                ingest(db, source, files, batch_size=20000, rejects_path=Path(tmp) / f"{source}.csv")
        started = time.perf_counter()
        expected = serial_answers(settings)
        print(f"serial `ask` of {len(QUESTIONS)} questions: {time.perf_counter() - started:.0f} s", flush=True)
        for q, (answer, evidence) in expected.items():
            print(f"  {answer!r:24} ({len(evidence)} evidence) {q}")
        port = free_port()
        env = {**os.environ, "NEO4J_URI": settings.neo4j_uri, "NEO4J_HTTP_PORT": str(settings.neo4j_http_port)}
        log = Path(tmp) / "serve.log"
        with open(log, "w") as out:
            server = subprocess.Popen(
                [sys.executable, "-m", "chronorag.cli", "serve", "--host", "127.0.0.1", "--port", str(port)],
                env={**env, "LLM_PROVIDER": "symbolic"},
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        url = f"http://127.0.0.1:{port}"
        try:
            wait_healthy(url, server, log)
            budget = threading.Semaphore(args.max_requests)
            now = threading.Event()
            now.set()
            warm = load(url, args.clients, 10, budget, expected, now)  # every question a few times
            assert not warm.wrong and set(warm.statuses) == {"200"}, (warm.wrong[:3], warm.statuses)
            memory = {"after warm-up": rss_mib(server.pid)}
            steady = report("steady", load(url, args.clients, args.seconds, budget, expected, now))
            memory["after steady run"] = rss_mib(server.pid)
            down_up: dict[str, float] = {}
            back = threading.Event()  # Neo4j answers again, plus `--after` seconds
            fault = threading.Thread(target=bounce, args=(neo4j, args, down_up, back), daemon=True)
            fault.start()
            run = load(url, args.clients, args.seconds, budget, expected, back)
            fault.join(timeout=300)
            faulty = report("Neo4j stopped and started", run)
            window(run, down_up)
            memory["at the end"] = rss_mib(server.pid)
            print(
                f"serve memory (VmRSS, MiB): {json.dumps({k: round(v) for k, v in memory.items()})}; growth "
                f"{(memory['at the end'] / memory['after warm-up'] - 1) * 100:+.1f}%"
            )
            assert httpx.get(f"{url}/health", timeout=10).status_code == 200  # recovered, never restarted
            print(f"steady {steady['requests_per_s']} req/s; fault run {faulty['requests_per_s']} req/s")
        finally:
            server.terminate()
            server.wait(timeout=30)


def bounce(neo4j: LocalNeo4j, args: argparse.Namespace, times: dict[str, float], back: threading.Event) -> None:
    """Stop Neo4j `--down-at` seconds in, start it `--up-at` seconds in; note when it stopped and answered
    again, and set `back` `--after` seconds later (the run goes on at least that long)."""
    t0 = time.monotonic()
    time.sleep(args.down_at)
    times["stopping"] = time.monotonic() - t0
    neo4j.stop()
    times["stopped"] = time.monotonic() - t0
    time.sleep(max(0.0, args.up_at - (time.monotonic() - t0)))
    times["starting"] = time.monotonic() - t0
    for attempt in range(3):  # on a busy machine Neo4j may take longer than one start timeout to answer
        try:
            neo4j.start(mode="java")  # a second call waits for the process the first one started
            break
        except LocalServerError as exc:
            print(f"Neo4j not answering yet (attempt {attempt + 1}): {str(exc)[:80]}", flush=True)
    times["answering"] = time.monotonic() - t0
    time.sleep(args.after)
    back.set()


def window(run: Run, times: dict[str, float]) -> None:
    """Statuses of the requests that overlapped Neo4j's outage (stop requested to Bolt answering again) and of
    the others, and how long after Neo4j answered the first good reply came."""
    buckets: dict[int, Counter[str]] = {}
    for _, at, s in run.replies:
        buckets.setdefault(int(at // 10) * 10, Counter())[s] += 1
    print("replies per 10 s: " + "; ".join(f"{k}s {dict(v)}" for k, v in sorted(buckets.items())), flush=True)
    lo, hi = times["stopping"], times.get("answering", float("inf"))
    inside = Counter(s for sent, at, s in run.replies if sent <= hi and at >= lo)
    outside = Counter(s for sent, at, s in run.replies if not (sent <= hi and at >= lo))
    first_ok = min((at for _, at, s in run.replies if at > hi and s == "200"), default=float("nan"))
    print(
        f"outage: stop at {lo:.0f} s, stopped at {times['stopped']:.0f} s, start at {times['starting']:.0f} s, "
        f"answering at {hi:.0f} s; replies inside {dict(inside)}, outside {dict(outside)}; "
        f"first good reply {first_ok - hi:.1f} s after Neo4j answered",
        flush=True,
    )


def wait_healthy(url: str, server: subprocess.Popen[bytes], log: Path) -> None:
    until = time.monotonic() + 300
    while time.monotonic() < until:
        if server.poll() is not None:
            raise SystemExit(f"serve exited:\n{log.read_text()}")
        try:
            if httpx.get(f"{url}/health", timeout=5).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.5)
    raise SystemExit(f"serve did not answer within 300 s:\n{log.read_text()}")


if __name__ == "__main__":
    main()
