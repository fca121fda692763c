"""TemporalRetriever latency, warm, on the running Neo4j (Settings: NEO4J_URI ...; read only): a one-month and a
ten-year window, texts naming a person and the graph's largest hubs, `k` facts each; every Document is
checked to lie inside its window.

    .venv/bin/python -u benchmarks/temporal_retriever.py [--runs 20] [--k 10]
"""

from __future__ import annotations

import argparse
import statistics
import time
from datetime import date

from chronorag import TemporalRetriever
from chronorag.config import get_settings
from chronorag.graph.connection import GraphClient

WINDOWS = [("one month", date(2013, 5, 1), date(2013, 6, 1)), ("ten years", date(2005, 1, 1), date(2015, 1, 1))]
TEXTS = [  # China, Iran and Japan are MultiTQ's largest hubs (52,890, 31,508 and 30,440 facts)
    "Barack Obama and China",
    "China",
    "China and Iran",
    "What did China, Iran and Japan do?",
    "China and Jack Straw",  # three facts of the two: every part of the window is read (the worst case)
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--k", type=int, default=10)
    args = parser.parse_args()
    with GraphClient(get_settings()) as client:
        print(f"{'window':10} {'text':52} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7}  docs")
        for label, start, end in WINDOWS:
            retriever = TemporalRetriever(client=client, start=start, end=end, k=args.k)
            for text in TEXTS:
                retriever.invoke(text)  # warm: plans cached, pages in memory
                times, docs = [], []
                for _ in range(args.runs):
                    tick = time.perf_counter()
                    docs = retriever.invoke(text)
                    times.append((time.perf_counter() - tick) * 1000)
                dated = [d.metadata["date"] for d in docs if "date" in d.metadata]
                assert all(start.isoformat() <= d < end.isoformat() for d in dated), (text, dated)
                times.sort()
                p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
                print(
                    f"{label:10} {text!r:52} {statistics.median(times):7.0f} {p95:7.0f} {times[-1]:7.0f}  {len(docs)}"
                )


if __name__ == "__main__":
    main()
