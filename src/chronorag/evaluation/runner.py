"""`chronorag eval run`: answer a question file with one strategy, score, append, summarise.

Strategies get the question text alone; station, start, hours and the answer are used only here,
for scoring. Results are appended to DIR/results.jsonl as each chunk finishes, so a rerun skips the
ids already done; DIR/summary.json is rewritten from all results at the end.
"""

from __future__ import annotations

import itertools
import json
from collections import defaultdict
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from chronorag.bounds import question_problem
from chronorag.evaluation import trafficqa
from chronorag.evaluation.metrics import RAIN, WEATHER_BOUND_HOURS, score
from chronorag.evaluation.multitq import MultiTQQuestion, hits_at_1, hits_at_k
from chronorag.evaluation.outcomes import multitq_outcome, sensor_outcome, tally
from chronorag.evaluation.scoring_data import LazySeries, NaturalIds
from chronorag.graph.connection import GraphClient
from chronorag.rag.core.abstention import confusion
from chronorag.rag.core.types import NO_ANSWER, RAGResult

METRICS = ("em", "f1", "hit_rate", "hallucination", "llm_calls", "tokens", "seconds")


def read_questions(path: Path) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def read_results(out: Path) -> list[dict[str, Any]]:
    """Every record in DIR/results.jsonl (none yet: empty)."""
    results = out / "results.jsonl"
    if not results.exists():
        return []
    with open(results, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def done_ids(out: Path) -> set[str]:
    return {r["id"] for r in read_results(out)}


def _append_results(
    out: Path,
    todo: Sequence[Any],
    text_of: Callable[[Any], str],
    answer: Callable[[list[str], int], Sequence[RAGResult]],
    record_of: Callable[[Any, RAGResult], dict[str, Any]],
    concurrency: int,
    on_progress: Callable[[int], None] | None,
) -> None:
    """Answer in chunks of `4 x concurrency` (the first of `concurrency`, so a result shows at once) and
    append each record as its chunk finishes (resumable). A question over the length limit is not asked:
    its record is a "no answer" marked `rejected` with the reason."""
    chunk = max(1, concurrency * 4)
    first = max(1, concurrency)
    bounds = [0, *range(first, len(todo), chunk), len(todo)] if todo else []
    with open(out / "results.jsonl", "a", encoding="utf-8") as fh:
        for i, j in itertools.pairwise(bounds):
            part = todo[i:j]
            texts = [text_of(x) for x in part]
            problems = [question_problem(t) for t in texts]
            asked = [t for t, p in zip(texts, problems, strict=True) if p is None]
            answers = iter(answer(asked, concurrency) if asked else [])
            for item, text, problem in zip(part, texts, problems, strict=True):
                if problem is None:
                    record = record_of(item, next(answers))
                else:
                    refused = RAGResult(question=text, answer=NO_ANSWER, reason=f"refused: {problem}")
                    shown = f"{text[:200]}... ({len(text):,} characters)"  # not megabytes into results.jsonl
                    record = {**record_of(item, refused), "question": shown, "rejected": problem}
                fh.write(json.dumps(record) + "\n")
            fh.flush()
            if on_progress:
                on_progress(len(part))


def _usage(result: RAGResult) -> dict[str, Any]:
    u = result.usage
    return {
        "llm_calls": u.llm_calls,
        "tokens": u.prompt_tokens + u.completion_tokens,
        "seconds": u.seconds,
        "graph_queries": u.graph_queries,
        "planned_by": result.planned_by,
        "judged_by": result.judged_by,
        "as_of": result.as_of.isoformat() if result.as_of else None,
    }


def reference_dates(records: list[dict[str, Any]]) -> str:
    """The reference date(s) the questions' relative time words were read against (one, unless a run was resumed
    on another day without `--as-of`)."""
    return ", ".join(sorted({str(r["as_of"]) for r in records if r.get("as_of")}))


def planning(records: list[dict[str, Any]]) -> dict[str, int]:
    """How many questions the offline parser planned (each an LLM1 call saved) and how many LLM1 did; how many
    the deterministic judge judged (no LLM2 call) and how many LLM2 did."""
    by = [str(r.get("planned_by", "")) for r in records]
    judged = [str(r.get("judged_by", "")) for r in records]
    return {
        "parser": by.count("parser"),
        "llm": by.count("llm"),
        "llm_calls_saved": by.count("parser"),
        "judged_exact": judged.count("exact"),
        "judged_llm": judged.count("llm"),
    }


def run(
    client: GraphClient,
    answer: Callable[[list[str], int], Sequence[RAGResult]],
    questions: list[dict[str, Any]],
    out: Path,
    strategy: str,
    llm: str,
    concurrency: int = 4,
    on_progress: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """Score every question not yet in DIR/results.jsonl; returns (and writes) the summary."""
    out.mkdir(parents=True, exist_ok=True)
    todo = [q for q in questions if q["id"] not in done_ids(out)]
    loaded = {
        (d, traffic): LazySeries(client, d, traffic) for d, traffic in {(q["dataset"], "direction" in q) for q in todo}
    }

    def record_of(q: dict[str, Any], result: RAGResult) -> dict[str, Any]:
        series = loaded[(q["dataset"], "direction" in q)]
        start = datetime.strptime(q["start"], "%Y-%m-%dT%H:%M").replace(tzinfo=UTC)
        traffic = "direction" in q
        key = f"{q['station']} {q['direction']}" if traffic else q["station"]
        bound, condition = (
            (trafficqa.BOUND_HOURS, trafficqa.heavy(float(q["threshold"]))) if traffic else (WEATHER_BOUND_HOURS, RAIN)
        )
        s = score(
            result,
            q["qtype"],
            q["answer"],
            key,
            start,
            int(q["hours"]),
            series,
            NaturalIds(series),
            series.zone(key),
            bound,
            condition,
        )
        return {
            "id": q["id"],
            "dataset": q["dataset"],
            "qtype": q["qtype"],
            "question": q["question"],
            "gold": q["answer"],
            "answer": result.answer,
            "reason": result.reason,
            **s.model_dump(),
            **_usage(result),
            "retrieved": len(result.evidence),
        }

    _append_results(out, todo, lambda q: q["question"], answer, record_of, concurrency, on_progress)
    summary = summarise(out, strategy, llm)
    (out / "summary.json").write_text(json.dumps(summary, indent=2))
    return summary


def summarise(out: Path, strategy: str, llm: str) -> dict[str, Any]:
    records = read_results(out)
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        groups[r["qtype"]].append(r)

    def mean(rows: list[dict[str, Any]]) -> dict[str, float]:
        return {"n": len(rows), **{m: sum(float(r[m]) for r in rows) / len(rows) for m in METRICS}} if rows else {}

    return {
        "strategy": strategy,
        "llm": llm,
        "dataset": ", ".join(sorted({str(r.get("dataset", "")) for r in records} - {""})),
        "n": len(records),
        "as_of": reference_dates(records),
        "overall": mean(records),
        "planning": planning(records),
        "by_qtype": {k: mean(v) for k, v in sorted(groups.items())},
        "outcomes": tally(records, sensor_outcome, "qtype"),
    }


def run_multitq(
    answer: Callable[[list[str], int], Sequence[RAGResult]],
    questions: list[MultiTQQuestion],
    out: Path,
    strategy: str,
    llm: str,
    concurrency: int = 4,
    on_progress: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """MultiTQ: the strategy's answer scored by Hits@1 with the three scorers, overall and by breakdown."""
    out.mkdir(parents=True, exist_ok=True)
    done = done_ids(out)
    todo = [q for q in questions if q.id not in done]

    def record_of(q: MultiTQQuestion, result: RAGResult) -> dict[str, Any]:
        return {
            "id": q.id,
            "question": q.question,
            "prediction": result.answer,
            "predictions": result.answers[:10],
            "answers": q.answers,
            "reason": result.reason,
            "qlabel": q.qlabel,
            "answer_type": q.answer_type,
            "qtype": q.qtype,
            "time_level": q.time_level,
            **_usage(result),
        }

    _append_results(out, todo, lambda q: q.question, answer, record_of, concurrency, on_progress)
    records = read_results(out)
    n = len(records)
    summary = {
        "strategy": strategy,
        "llm": llm,
        "n": n,
        "as_of": reference_dates(records),
        "hits_at_1": hits_at_1(records),
        "hits_at_10": hits_at_k(records, 10),
        "abstention": confusion(records),
        "outcomes": tally(records, multitq_outcome, "qtype"),
        "planning": planning(records),
        "overall": {m: sum(float(r[m]) for r in records) / n if n else 0.0 for m in ("llm_calls", "tokens", "seconds")},
    }
    (out / "summary.json").write_text(json.dumps(summary, indent=2))
    return summary
