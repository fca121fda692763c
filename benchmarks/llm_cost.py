"""LLM cost per event question: calls, tokens and seconds of KG-IRAG's two roles beside AT2QA, RTQA and ARI.

The graph: every real ICEWS fact of a few entities (Kuwait, Shivshankar Menon, Japan), embedded, so
the embedding-based strategies can run. The questions: MultiTQ-style ones the generator draws from
that graph (fixed seed). Models:

* `scripted`: an oracle pair for KG-IRAG only. LLM1 replies with the plan the symbolic parser reads,
  LLM2 with the deterministic judge's verdict, both as JSON through the real prompts, so the figures
  are what the protocol costs with a model that never errs (tokens counted as whitespace words);
* `local`: SmolLM2-135M-Instruct through `chronorag llm start`'s server, for every strategy. Its
  answers are poor; what is measured is the plumbing's cost: calls, tokens, seconds, and how each
  strategy ends.

    .venv/bin/python -u benchmarks/llm_cost.py [--questions 12]
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path

from chronorag.background import free_port
from chronorag.embedder import Embedder
from chronorag.evaluation.multitq_style import Facts
from chronorag.evaluation.multitq_style import generate as generate_events
from chronorag.graph import GraphClient
from chronorag.graph.vectors import embed_graph
from chronorag.ingest.pipeline import ingest
from chronorag.llm.local_model import LocalModel
from chronorag.rag.core.types import NO_ANSWER, RAGResult
from chronorag.rag.kg_irag import KGIRAG
from chronorag.rag.kg_irag.oracle import oracle_models
from chronorag.rag.registry import build
from common import ICEWS, fresh_server, machine

ENTITIES = ("Kuwait", "Shivshankar Menon", "Japan")
STRATEGIES = ("kg_irag", "at2qa", "rtqa", "ari")


def subset(path: Path) -> int:
    rows = 0
    with open(path, "w", encoding="utf-8") as out:
        for part in ICEWS:
            with gzip.open(part, "rt", encoding="utf-8") as fh:
                for line in fh:
                    head, _, tail, _ = line.split("\t")
                    if head in ENTITIES or tail in ENTITIES:
                        out.write(line)
                        rows += 1
    return rows


def oracle(client: GraphClient) -> KGIRAG:
    planner, judge = oracle_models(client)
    return KGIRAG.with_models(client, planner, judge)


def row(name: str, results: list[tuple[RAGResult, list[str]]]) -> None:
    n = len(results)
    calls = [r.usage.llm_calls for r, _ in results]
    tokens = [r.usage.prompt_tokens + r.usage.completion_tokens for r, _ in results]
    seconds = [r.usage.seconds for r, _ in results]
    right = sum(r.answer.strip().lower() in {g.lower() for g in gold} for r, gold in results)
    ends = Counter("answer" if r.answer != NO_ANSWER else _why(r.reason) for r, _ in results)
    print(
        f"  {name:22} {n:3d} {statistics.mean(calls):6.1f} {statistics.mean(tokens):8.0f} "
        f"{statistics.median(seconds):7.1f} {right:3d}/{n:<3d} {dict(ends.most_common(3))}"
    )


def _why(reason: str) -> str:
    low = reason.lower()
    for key in ("tool", "unknown entity", "unknown relation", "malformed", "no answer", "cycle", "turns"):
        if key in low:
            return key
    return reason[:30]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=int, default=12)
    args = parser.parse_args()
    print(f"machine: {machine()}")
    with fresh_server() as (settings, _), GraphClient(settings) as client, tempfile.TemporaryDirectory() as tmp:
        rows = subset(Path(tmp) / "facts.tsv")
        ingest(client, "icews", [Path(tmp) / "facts.tsv"], rejects_path=Path(tmp) / "rejects.csv")
        embed_graph(client, Embedder())
        questions = generate_events(Facts.load(client), args.questions, seed=7)
        print(f"graph: {rows} facts of {', '.join(ENTITIES)}; {len(questions)} generated questions")
        print(f"  {'strategy / model':22} {'n':>3} {'calls':>6} {'tokens':>8} {'p50 s':>7} {'right':>7} ends")
        kg = oracle(client)
        row("kg_irag / scripted", [(kg.invoke({"question": q["question"]}), q["answers"]) for q in questions])
        local = settings.model_copy(
            update={"llm_provider": "local", "llm_local_port": free_port(), "llm_local_dir": Path(tmp) / "llm"}
        )
        server = LocalModel(local)
        server.start()
        try:
            for strategy in STRATEGIES:
                tick = time.perf_counter()
                runnable = build(strategy, client, local, "local")
                results = [(runnable.invoke({"question": q["question"]}), q["answers"]) for q in questions]
                row(f"{strategy} / local", results)
                print(f"  {'':22} ({time.perf_counter() - tick:.0f} s in all)")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
