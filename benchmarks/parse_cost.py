"""What parsing alone costs: the event parser over a question file, on the running graph, no retrieval.

Run it under each tree's `src` and compare the two figures (alternate the runs: the machine's speed drifts):

    PYTHONPATH=A/src .venv/bin/python benchmarks/parse_cost.py ../shared/data/multitq/questions-dev.json --n 1000
    PYTHONPATH=B/src .venv/bin/python benchmarks/parse_cost.py ../shared/data/multitq/questions-dev.json --n 1000

Prints milliseconds a question, wall and this process's CPU (the CPU figure moves less on a busy machine; the
graph's own time is in the wall figure only), after a warm-up of 50 questions, which also loads the name and
relation indexes. Each question is parsed as `ask` parses it, its graph checks made once.
"""

from __future__ import annotations

import argparse
import contextlib
import time
from pathlib import Path

from chronorag.config import get_settings

try:  # as `ask` parses: each question's graph checks made once (trees before the memo have none)
    from chronorag.graph.counting import counting as per_question
except ImportError:  # pragma: no cover - an older tree
    per_question = contextlib.nullcontext  # type: ignore[assignment]
from chronorag.graph import GraphClient
from chronorag.rag.kg_irag.offline_planner import graph_parsers
from chronorag.understanding.errors import PlanningError
from plan_snapshot import questions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("file", type=Path)
    parser.add_argument("--n", type=int, default=1000, help="how many questions (from the file's start)")
    args = parser.parse_args()
    said = [text for _, text in questions(args.file)][: args.n]
    with GraphClient(get_settings()) as client:
        events = graph_parsers(client)

        def parse_all(texts: list[str]) -> None:
            for text in texts:
                with contextlib.suppress(PlanningError), per_question():
                    events.parse(text)

        parse_all(said[:50])
        tick, cpu = time.perf_counter(), time.process_time()
        parse_all(said)
        wall, cpu = time.perf_counter() - tick, time.process_time() - cpu
        n = len(said)
        print(f"{wall / n * 1000:.2f} ms a question, {cpu / n * 1000:.2f} ms of this process's CPU ({n} questions)")


if __name__ == "__main__":
    main()
