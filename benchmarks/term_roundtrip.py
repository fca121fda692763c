"""Every plan of the given question files as a term of the algebra and back: `plan_of(query_of(p)) == p`, the
term's JSON read back equal, and `str()` of it, for event and sensor plans alike (no retrieval).

    .venv/bin/python benchmarks/term_roundtrip.py FILE [FILE ...]

Prints how many plans went round, and every one that did not (none may).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from chronorag.algebra.from_plans import plan_of, query_of, sensor_plan_of, sensor_query_of
from chronorag.algebra.terms import Query, SensorQuery
from chronorag.config import get_settings
from chronorag.graph import GraphClient
from chronorag.plans import EventPlan
from chronorag.rag.kg_irag.offline_planner import graph_parsers, symbolic_planner
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.router import route
from plan_snapshot import questions


def main(files: list[Path]) -> int:
    failed: list[str] = []
    kinds: Counter[str] = Counter()
    tick = time.perf_counter()
    with GraphClient(get_settings()) as client:
        events = graph_parsers(client)
        sensor, places = symbolic_planner(client)
        index = places.index()
        for path in files:
            for qid, text in questions(path):
                graph = route(text, index, has_events=True).graph
                try:
                    plan = events.parse(text) if graph == "event" else sensor(text)[0]
                except PlanningError:
                    kinds["refused"] += 1
                    continue
                try:
                    if isinstance(plan, EventPlan):
                        q = query_of(plan)
                        assert Query.model_validate_json(q.model_dump_json()) == q, "JSON"
                        assert plan_of(q) == plan, "plan"
                    else:
                        s = sensor_query_of(plan)
                        assert SensorQuery.model_validate_json(s.model_dump_json()) == s, "JSON"
                        assert sensor_plan_of(s) == plan, "plan"
                        q = s  # type: ignore[assignment]
                    assert str(q)
                    kinds[type(q.term).__name__] += 1
                except Exception as exc:
                    failed.append(f"{path.name} {qid}: {type(exc).__name__}: {exc}")
    n = sum(kinds.values())
    print(f"{n} questions in {time.perf_counter() - tick:.0f} s: {dict(kinds)}; {len(failed)} plans did not go round")
    print(*failed[:50], sep="\n")
    return 1 if failed else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    sys.exit(main(parser.parse_args().files))
