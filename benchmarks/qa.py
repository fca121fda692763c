"""QA throughput: KG-IRAG (and the baselines) with the symbolic backend on the real Irish graph.

200 questions (Q1/Q2/Q3 in turn, random stations, starts and durations, fixed seed) answered one at
a time (per-question latency, controller overhead included: planning, every retrieval, judging)
and then through LangChain's `batch(max_concurrency=8)` against the same Neo4j.

    .venv/bin/python -u benchmarks/qa.py [--questions 200]
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.rag.registry import STRATEGIES
from common import IRISH, fresh_server, machine, percentiles

TEMPLATES = {
    "Q1": "Will it rain at {s} during a {h}-hour trip starting at {t:%H:%M} on {t:%d %B %Y}?",
    "Q2": "I want to leave {s} at {t:%H:%M} on {t:%Y-%m-%d} for {h} hours; what is the latest time I could leave "
    "earlier to stay dry?",
    "Q3": "If it rains on my {h} hour trip at {s} from {t:%H:%M} on {t:%b %d %Y}, what is the earliest I can "
    "postpone to?",
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=int, default=200)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    rng = random.Random(42)
    with fresh_server() as (settings, _), GraphClient(settings) as client, tempfile.TemporaryDirectory() as tmp:
        ingest(client, "met-eireann", IRISH, rejects_path=Path(tmp) / "r.csv")
        stations = [r["n"] for r in client.read_untrusted("MATCH (s:Station) RETURN s.name AS n ORDER BY n")]
        questions = []
        for i in range(args.questions):
            family = ("Q1", "Q2", "Q3")[i % 3]
            start = datetime(2017, 1, 2, tzinfo=UTC) + timedelta(hours=rng.randrange(0, 8600))
            questions.append(TEMPLATES[family].format(s=rng.choice(stations).title(), h=rng.randint(1, 4), t=start))
        for name in ("kg_irag", "graph_rag", "kg_rag"):
            strategy = STRATEGIES[name].from_settings(settings, client=client, llm="symbolic")
            for q in questions[:20]:  # warm-up
                strategy.invoke({"question": q})
            seconds, retrievals, evidence = [], 0, 0
            for q in questions:
                started = time.perf_counter()
                result = strategy.invoke({"question": q})
                seconds.append(time.perf_counter() - started)
                retrievals += len(result.trace)
                evidence += len(result.evidence)
            p50, p95 = percentiles(seconds)
            started = time.perf_counter()
            strategy.batch([{"question": q} for q in questions], config={"max_concurrency": 8})
            rate = len(questions) / (time.perf_counter() - started)
            print(
                f"{name}: per question p50 {p50:.1f} ms, p95 {p95:.1f} ms; {retrievals / len(questions):.1f} "
                f"retrievals and {evidence / len(questions):.1f} readings per question; "
                f"batch(max_concurrency=8): {rate:.0f} questions/s"
            )


if __name__ == "__main__":
    main()
