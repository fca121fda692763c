"""`chronorag serve` under load, and while Neo4j goes away and comes back.

Starts a throw-away Neo4j on free loopback ports, loads the real Irish 2017 weather and the ICEWS
slice, records the answer of each question by a serial `chronorag ask --json` (one process each), and
starts two `chronorag serve` (symbolic kg_irag, 127.0.0.1 only) on it: A without an API key, B with one
(every request then carries `Authorization: Bearer <key>`). `--clients` concurrent clients (threads, one
keep-alive connection each) post a mix of weather and event questions, at most `--max-requests` in all:

1. steady, with and without the key: segments of `--segment` seconds on A, B, B, A (`--rounds` times), one
   server loaded at a time, so a drift of the machine's speed falls on both alike; requests/s and latency
   p50/p95/p99 of each side over its segments, and B's throughput against A's;
2. fault, on B: Neo4j is stopped `--down-at` seconds in and started again `--up-at` seconds in (same
   data), `serve` is left alone; the run lasts `--seconds`, and at least until `--after` seconds past the
   moment Neo4j answers again (`--no-fault`: skipped).

Per run: requests/s, latency p50/p95/p99, replies by status, answers that differ from serial `ask`,
and, for the fault run, 503s while Neo4j was down against errors outside that window and the time
from Neo4j answering again to the first good reply. B's resident memory (VmRSS) after warm-up, after
the steady segments and at the end.

    .venv/bin/python -u benchmarks/serve_load.py [--clients 8] [--segment 60] [--rounds 1] [--seconds 120]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import secrets
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

from chronorag.api_key import KeyCheck
from chronorag.background import free_port
from chronorag.config import Settings
from chronorag.graph import GraphClient
from chronorag.graph.errors import LocalServerError
from chronorag.graph.local_server import LocalNeo4j
from chronorag.ingest.pipeline import ingest
from chronorag.serve import RequireKey
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


@dataclass
class Served:
    """One `chronorag serve` under test, and the headers its clients send."""

    name: str
    url: str
    process: subprocess.Popen[bytes]
    headers: dict[str, str]
    log: Path


def client(
    served: Served, k: int, stop: threading.Event, run: Run, budget: threading.Semaphore, expected: dict
) -> None:
    """Post the questions round-robin (client k starts at question k) until stopped or the budget is spent."""
    with httpx.Client(base_url=served.url, timeout=60, headers=served.headers) as http:
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
    served: Served,
    clients: int,
    seconds: float,
    budget: threading.Semaphore,
    expected: dict,
    after: threading.Event,
    run: Run | None = None,
) -> Run:
    """`clients` clients for `seconds`, and on until `after` is set (the fault run: Neo4j answers again); their
    replies are added to `run` when given (a side's segments), else to a new one."""
    own = run is None
    run = run or Run(started=time.monotonic())
    stop = threading.Event()
    threads = [
        threading.Thread(target=client, args=(served, k, stop, run, budget, expected), daemon=True)
        for k in range(clients)
    ]
    for t in threads:
        t.start()
    time.sleep(seconds)
    after.wait(timeout=600)
    stop.set()
    for t in threads:
        t.join(timeout=120)
    if own:
        run.seconds = time.monotonic() - run.started
    return run


def segment(served: Served, side: Run, args: argparse.Namespace, budget: threading.Semaphore, expected: dict) -> float:
    """One steady segment on `served`, its replies added to `side`; the segment's requests/s."""
    now = threading.Event()
    now.set()
    before, started = len(side.latencies), time.monotonic()
    load(served, args.clients, args.segment, budget, expected, now, side)
    took = time.monotonic() - started
    side.seconds += took
    return (len(side.latencies) - before) / took


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
    parser.add_argument("--seconds", type=float, default=120, help="the fault run's length")
    parser.add_argument("--segment", type=float, default=60, help="seconds of each steady segment (A, B, B, A)")
    parser.add_argument("--rounds", type=int, default=1, help="how many times A B B A")
    parser.add_argument("--no-fault", action="store_true", help="skip the run with a Neo4j stop and start")
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
        env = {**os.environ, "NEO4J_URI": settings.neo4j_uri, "NEO4J_HTTP_PORT": str(settings.neo4j_http_port)}
        env = {k: v for k, v in env.items() if k != "CHRONORAG_API_KEY"}
        key = secrets.token_urlsafe(32)
        servers = [
            start_serve("A (no key)", env, {}, Path(tmp) / "serve-a.log"),
            start_serve(
                "B (API key)",
                {**env, "CHRONORAG_API_KEY": key},
                {"Authorization": f"Bearer {key}"},
                Path(tmp) / "serve-b.log",
            ),
        ]
        open_, keyed = servers
        try:
            for served in servers:
                wait_healthy(served)
            refused = httpx.post(f"{keyed.url}/ask", json={"question": QUESTIONS[0]}, timeout=30)
            assert refused.status_code == 401, refused.status_code  # B really asks for the key
            budget = threading.Semaphore(args.max_requests)
            now = threading.Event()
            now.set()
            for served in servers:
                warm = load(served, args.clients, 10, budget, expected, now)  # every question a few times
                assert not warm.wrong and set(warm.statuses) == {"200"}, (served.name, warm.wrong[:3], warm.statuses)
            memory = {"after warm-up": rss_mib(keyed.process.pid)}
            sides = {s.name: Run(started=time.monotonic()) for s in servers}
            order = [open_, keyed, keyed, open_] * args.rounds
            rates: dict[str, list[float]] = {s.name: [] for s in servers}
            for served in order:
                rate = segment(served, sides[served.name], args, budget, expected)
                rates[served.name].append(rate)
                print(f"  segment {served.name}: {rate:.1f} req/s", flush=True)
            rows = {name: report(f"steady, {name}", run) for name, run in sides.items()}
            a, b = rows[open_.name]["requests_per_s"], rows[keyed.name]["requests_per_s"]
            pairs = [
                (rates[keyed.name][i] + rates[keyed.name][i + 1]) / (rates[open_.name][i] + rates[open_.name][i + 1])
                for i in range(0, len(rates[open_.name]), 2)
            ]
            print(
                f"the key: B / A throughput {b / a:.3f} ({(b / a - 1) * 100:+.1f}%); per A B B A: "
                + ", ".join(f"{r:.3f}" for r in pairs)
                + "; segments "
                + ", ".join(f"{name[0]} {[round(r, 1) for r in rs]}" for name, rs in rates.items()),
                flush=True,
            )
            bare, guarded = check_cost()
            print(
                f"the key check alone (RequireKey around a no-op ASGI app, in process, 100,000 requests): "
                f"{guarded - bare:.1f} µs a request ({guarded:.1f} against {bare:.1f}), "
                f"{(guarded - bare) / 1000 / rows[keyed.name]['p50_ms'] * 100:.3f}% of B's p50",
                flush=True,
            )
            memory["after steady runs"] = rss_mib(keyed.process.pid)
            if not args.no_fault:
                down_up: dict[str, float] = {}
                back = threading.Event()  # Neo4j answers again, plus `--after` seconds
                fault = threading.Thread(target=bounce, args=(neo4j, args, down_up, back), daemon=True)
                fault.start()
                run = load(keyed, args.clients, args.seconds, budget, expected, back)
                fault.join(timeout=300)
                faulty = report(f"Neo4j stopped and started, {keyed.name}", run)
                window(run, down_up)
                print(f"fault run {faulty['requests_per_s']} req/s")
                # recovered, never restarted
                assert httpx.get(f"{keyed.url}/health", headers=keyed.headers, timeout=10).status_code == 200
            memory["at the end"] = rss_mib(keyed.process.pid)
            print(
                f"serve B memory (VmRSS, MiB): {json.dumps({k: round(v) for k, v in memory.items()})}; growth "
                f"{(memory['at the end'] / memory['after warm-up'] - 1) * 100:+.1f}%"
            )
        finally:
            for served in servers:
                served.process.terminate()
                served.process.wait(timeout=30)
            for served in servers:
                assert key not in served.log.read_text(), f"the key is in {served.name}'s log"


def check_cost(calls: int = 100_000) -> tuple[float, float]:
    """Microseconds a request takes through a no-op ASGI app, and through RequireKey around it with the right key
    sent among a client's usual headers: what the key adds to a request, apart from the machine's noise."""

    async def noop(scope: Any, receive: Any, send: Any) -> None:
        return None

    key = secrets.token_urlsafe(32)
    headers = [(b"host", b"127.0.0.1:8000"), (b"accept", b"*/*"), (b"accept-encoding", b"gzip, deflate")]
    headers += [(b"connection", b"keep-alive"), (b"user-agent", b"python-httpx/0.28.1")]
    headers += [(b"content-type", b"application/json"), (b"authorization", f"Bearer {key}".encode())]
    scope = {"type": "http", "path": "/ask", "headers": headers}

    async def per_call(app: Any) -> float:
        started = time.perf_counter()
        for _ in range(calls):
            await app(scope, None, None)
        return (time.perf_counter() - started) / calls * 1e6

    bare = min(asyncio.run(per_call(noop)) for _ in range(3))
    guarded = min(asyncio.run(per_call(RequireKey(noop, KeyCheck(key)))) for _ in range(3))
    return bare, guarded


def start_serve(name: str, env: dict[str, str], headers: dict[str, str], log: Path) -> Served:
    """`chronorag serve` on a free loopback port, its output in `log`."""
    port = free_port()
    with open(log, "w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "chronorag.cli", "serve", "--host", "127.0.0.1", "--port", str(port)],
            env={**env, "LLM_PROVIDER": "symbolic"},
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    return Served(name, f"http://127.0.0.1:{port}", process, headers, log)


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


def wait_healthy(served: Served) -> None:
    until = time.monotonic() + 300
    while time.monotonic() < until:
        if served.process.poll() is not None:
            raise SystemExit(f"serve {served.name} exited:\n{served.log.read_text()}")
        try:
            if httpx.get(f"{served.url}/health", timeout=5).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.5)
    raise SystemExit(f"serve {served.name} did not answer within 300 s:\n{served.log.read_text()}")


if __name__ == "__main__":
    main()
