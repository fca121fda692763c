"""Every question of the given files parsed (no retrieval): its plan, or the kind and reason of its refusal.

A change to question understanding that must change no answer is checked fastest here: two snapshots of
the same files on the same graph, taken before and after the change, must be identical line by line. (The
answers themselves are then checked by `eval run` on the trees of both.) The graph is the running one
(Settings: NEO4J_URI ...), with the event facts, the interval facts and the sensor stations it holds. An event
question is parsed as `ask` parses it: by every loaded graph's parser (`offline_planner.graph_parsers`: the event
graph's first, then each interval graph's), and its plan records the graph that read it (`dataset`); every way
`ask` plans is taken (`GraphParsers.plan`): the engine's plan, else the term the executed patterns compose (a row's
`term`), a nickname or an occasion said otherwise read again. A question file is a MultiTQ JSON list, a plain JSON
list or JSON lines of rows with a `question` (or a `text`).

    .venv/bin/python benchmarks/plan_snapshot.py OUT.jsonl FILE [FILE ...]
    .venv/bin/python benchmarks/plan_snapshot.py --diff A.jsonl B.jsonl
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from ast import literal_eval
from pathlib import Path
from typing import Any

from chronorag.algebra.terms import Query
from chronorag.config import get_settings
from chronorag.graph import GraphClient
from chronorag.rag.kg_irag.offline_planner import graph_parsers, symbolic_planner
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.router import route


def questions(path: Path) -> list[tuple[str, str]]:
    """(id, question) of a MultiTQ JSON list, a plain JSON list or a JSON-lines file; a row without an id is
    numbered by its place in the file, and a row may hold its question as `text` (`data/time_corpus.json`)."""
    text = path.read_text(encoding="utf-8")
    rows: list[dict[str, Any]] = (
        json.loads(text) if text.lstrip().startswith("[") else [json.loads(x) for x in text.splitlines() if x.strip()]
    )
    return [
        (str(r.get("quid", r.get("id", n))), r["question"] if "question" in r else r["text"])
        for n, r in enumerate(rows)
    ]


def snapshot(out: Path, files: list[Path]) -> None:
    with GraphClient(get_settings()) as client:
        events = graph_parsers(client)  # the event graph's parser first, then each interval graph's
        sensor, places = symbolic_planner(client)
        index = places.index()
        tick = time.perf_counter()
        n = 0
        with out.open("w", encoding="utf-8") as fh:
            for path in files:
                for qid, text in questions(path):
                    graph = route(text, index, has_events=True).graph
                    row: dict[str, Any] = {"file": path.name, "id": qid, "graph": graph}
                    try:
                        plan = events.plan(text) if graph == "event" else sensor(text)[0]
                        said = json.loads(plan.model_dump_json())
                        row["term" if isinstance(plan, Query) else "plan"] = said
                    except PlanningError as exc:
                        row["refused"] = [type(exc).__name__, str(exc)]
                    fh.write(json.dumps(row, sort_keys=True) + "\n")
                    n += 1
        print(f"{n} questions in {time.perf_counter() - tick:.1f} s -> {out}", file=sys.stderr)


NEW_DEFAULTS = {  # plan fields older snapshots lack
    "answer_kind": None,
    "other_kind": None,
    "both_ways": False,
    "aspect": None,
    "dataset": None,
    "ignored": [],
}
IGNORED_NOTE = "ignored "  # how a plan noted the words read as saying nothing, before it had `ignored`
QUOTED = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")  # a word of that note, as repr() wrote it


def _normal(row: dict[str, Any]) -> dict[str, Any]:
    """A snapshot row without the plan fields a newer tree adds at their defaults."""
    plan = row.get("plan")
    if plan is not None and "ignored" not in plan:  # an older snapshot's: its note says them
        notes = [n for n in plan.get("notes", []) if n.startswith(IGNORED_NOTE)]
        plan["ignored"] = [literal_eval(w) for n in notes for w in QUOTED.findall(n)]
    if plan is not None:
        for field, default in NEW_DEFAULTS.items():
            if plan.get(field, default) == default:
                plan.pop(field, None)
        reference = (plan.get("constraint") or {}).get("reference")
        if reference is not None and reference.get("extremum") is None:
            reference.pop("extremum", None)
    return row


def diff(a: Path, b: Path) -> int:
    left = [_normal(json.loads(x)) for x in a.read_text().splitlines()]
    right = [_normal(json.loads(x)) for x in b.read_text().splitlines()]
    if len(left) != len(right):
        print(f"{len(left)} against {len(right)} questions")
        return 1
    changed = 0
    for x, y in zip(left, right, strict=True):
        if x != y:
            changed += 1
            if changed <= 30:
                print(json.dumps(x, sort_keys=True)[:600])
                print(json.dumps(y, sort_keys=True)[:600])
                print()
    print(f"{changed} of {len(left)} differ")
    return 1 if changed else 0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--diff", action="store_true")
    parser.add_argument("paths", nargs="+", type=Path)
    args = parser.parse_args()
    if args.diff:
        sys.exit(diff(*args.paths))
    snapshot(args.paths[0], args.paths[1:])


if __name__ == "__main__":
    main()
