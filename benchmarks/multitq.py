"""MultiTQ on its full graph: Hits@1 / Hits@10, right / refused / wrong, beside the published table.

The whole dev file (5,000 questions), its two parts (`multitq_split.py`: tuning and frozen check),
and the independent wording sets written over the same graph (`wording-full/`: events of every
MultiTQ question type; `wording-time/` and `wording-time-2/`: time questions, the second with relations
spread evenly; each with dev and frozen test halves), go
through `eval run`'s own runner with the offline KG-IRAG (symbolic planner, deterministic judge)
over MultiTQ's `full.txt` (461,329 facts). Each part is answered twice in one run, `--concurrency`
questions in flight and then one at a time, and the per-question answers must be identical; both
timings are printed, so the ratio is measured on the same machine at the same time.

    .venv/bin/python -u benchmarks/multitq.py                  # a fresh server, full.txt loaded first
    .venv/bin/python -u benchmarks/multitq.py --running        # the configured server (holding full.txt)
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from collections.abc import Sequence
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

from chronorag.config import Settings, get_settings
from chronorag.evaluation import multitq
from chronorag.evaluation.published_multitq import PUBLISHED
from chronorag.evaluation.runner import read_results, run_multitq
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.rag.core.types import RAGResult
from chronorag.rag.registry import build
from common import DATA, fresh_server, machine
from multitq_split import write_parts

FULL = DATA / "multitq" / "full.txt.gz"
WORDING = Path(__file__).resolve().parent / "wording-full"
WORDING_TIME = Path(__file__).resolve().parent / "wording-time"
WORDING_TIME_2 = Path(__file__).resolve().parent / "wording-time-2"
COLUMNS = ("overall", "Multiple", "Single", "entity", "time")


def _row(summary: dict[str, Any]) -> dict[str, float]:
    hits = summary["hits_at_1"]
    out = {"overall": hits["overall"]["strict"]}
    out |= {k: v["strict"] for k, v in hits["by_qlabel"].items()}
    out |= {k: v["strict"] for k, v in hits["by_answer_type"].items()}
    return out


def _answer_all(settings: Settings, client: GraphClient, questions: Path, out: Path, k: int) -> tuple[dict, float]:  # type: ignore[type-arg]
    runnable = build("kg_irag", client, settings, "symbolic", "deterministic")

    def answer(texts: list[str], n: int) -> Sequence[RAGResult]:
        return runnable.batch([{"question": t} for t in texts], config={"max_concurrency": n})

    tick = time.perf_counter()
    summary = run_multitq(answer, multitq.read(questions), out, "kg_irag", "symbolic", concurrency=k)
    return summary, time.perf_counter() - tick


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--running", action="store_true", help="use the configured Neo4j (it must hold full.txt)")
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument(
        "--parts", default="dev,tune,frozen,wording-dev,wording-test,time-dev,time-test,time2-dev,time2-test"
    )
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="chronorag-multitq-"))
    parts = write_parts(tmp / "parts")
    parts |= {f"wording-{half}": WORDING / f"events-full-{half}.json" for half in ("dev", "test")}
    parts |= {f"time-{half}": WORDING_TIME / f"time-{half}.json" for half in ("dev", "test")}
    parts |= {f"time2-{half}": WORDING_TIME_2 / f"time2-{half}.json" for half in ("dev", "test")}
    parts["dev"] = DATA / "multitq" / "questions-dev.json"  # all 5,000: the "under 60 s" figure
    server: AbstractContextManager[Any] = nullcontext((get_settings(), None)) if args.running else fresh_server()
    print(f"machine: {machine()}")
    with server as (settings, _), GraphClient(settings) as client:
        if not args.running:
            tick = time.perf_counter()
            ingest(client, "multitq", [FULL], rejects_path=tmp / "rejects.csv")
            print(f"loaded {FULL.name} in {time.perf_counter() - tick:.0f} s")
        rows: list[tuple[str, dict[str, Any], float, float]] = []
        for name in args.parts.split(","):
            summary, parallel = _answer_all(settings, client, parts[name], tmp / f"{name}-parallel", args.concurrency)
            _, serial = _answer_all(settings, client, parts[name], tmp / f"{name}-serial", 1)
            a = {r["id"]: r["predictions"] for r in read_results(tmp / f"{name}-parallel")}
            b = {r["id"]: r["predictions"] for r in read_results(tmp / f"{name}-serial")}
            same = sum(a[i] == b[i] for i in a)
            print(
                f"{name}: {summary['n']} questions, {parallel:.1f} s with {args.concurrency} in flight, "
                f"{serial:.1f} s one at a time ({serial / parallel:.2f}x); identical answers: {same}/{len(a)}"
            )
            rows.append((name, summary, parallel, serial))
    print()
    print("| Hits@1 | " + " | ".join(COLUMNS) + " | Hits@10 | refused | wrong |")
    print("| --- | " + " | ".join("---:" for _ in COLUMNS) + " | ---: | ---: | ---: |")
    for system, figures in PUBLISHED.items():
        print(f"| {system} | " + " | ".join(f"{figures[c]:.3f}" for c in COLUMNS) + " | | | |")
    for name, summary, *_ in rows:
        r, o = _row(summary), summary["outcomes"]["overall"]
        h10 = summary["hits_at_10"]["overall"]["strict"]
        print(
            f"| chronorag, offline, {name} ({summary['n']}) | "
            + " | ".join(f"{r[c]:.3f}" if c in r else "" for c in COLUMNS)  # a time set has no entity column
            + f" | {h10:.3f} | {o['refused']:.1%} | {o['wrong']:.1%} |"
        )
    print()
    for name, summary, *_ in rows:
        qtypes = summary["outcomes"]
        cells = [
            f"{k.removeprefix('qtype=')} {v['right']:.3f} / {v['refused']:.3f} / {v['wrong']:.3f}"
            for k, v in qtypes.items()
            if k != "overall"
        ]
        print(f"{name}, right / refused / wrong by qtype: " + "; ".join(cells))
    (tmp / "summary.json").write_text(json.dumps({n: s for n, s, *_ in rows}, indent=1))
    print(f"\nresults in {tmp}")


if __name__ == "__main__":
    main()
