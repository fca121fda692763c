"""What parsing alone costs: the event parser over a question file, on the running graph, no retrieval.

Run it under each tree's `src` and compare the two figures (alternate the runs: the machine's speed drifts):

    PYTHONPATH=A/src .venv/bin/python benchmarks/parse_cost.py ../shared/data/multitq/questions-dev.json --n 1000
    PYTHONPATH=B/src .venv/bin/python benchmarks/parse_cost.py ../shared/data/multitq/questions-dev.json --n 1000

Prints milliseconds a question, wall and this process's CPU (the CPU figure moves less on a busy machine; the
graph's own time is in the wall figure only), after a warm-up of 50 questions, which also loads the name and
relation indexes. Each question is parsed as `ask` parses it, its graph checks made once. Where the tree counts
them (`understanding.stages.STAGE_RUNS`), it prints how often each stage of a reading ran too: a question read
once runs each stage once, and its alternatives run only the stages they do not share.
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
try:  # each stage's runs (trees before the stages were counted have none)
    from chronorag.understanding.stages import STAGE_RUNS
except ImportError:  # pragma: no cover - an older tree
    STAGE_RUNS = None  # type: ignore[assignment]
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
        if STAGE_RUNS is not None:
            STAGE_RUNS.clear()
        tick, cpu = time.perf_counter(), time.process_time()
        parse_all(said)
        wall, cpu = time.perf_counter() - tick, time.process_time() - cpu
        n = len(said)
        print(f"{wall / n * 1000:.2f} ms a question, {cpu / n * 1000:.2f} ms of this process's CPU ({n} questions)")
        if STAGE_RUNS is not None:  # the work the readings of a question did not share
            runs = ", ".join(f"{stage} {count}" for stage, count in STAGE_RUNS.items())
            print(f"stage runs: {sum(STAGE_RUNS.values())} ({sum(STAGE_RUNS.values()) / n:.2f} a question): {runs}")


if __name__ == "__main__":
    main()
