"""Do the interval and fact windows' plans stay index seeks right after a wipe and a reload? (issue 42's flake)

Each round does what the test session does to the database before the real YAGO11k test: a small interval graph
is loaded and its windows are planned, the database is wiped, the real YAGO11k (20,509 facts) is loaded, and
every interval window is planned again (EXPLAIN, `replan=force`). A plan that holds no `NodeIndexSeek`, or any
`Scan`, is a failure. With `--stats` the index samples are printed after each load: right after the reload they
still describe the small graph (size 0, "20,424 updates since estimation") until background sampling catches up,
which is what made the planner pick a NodeIndexScan of another index now and then. `--events` does the same with
a small event graph and the ICEWS slice.

    .venv/bin/python -u benchmarks/plan_stability.py --rounds 20            # failures: 5 of 20 before, 0 after
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from datetime import date
from pathlib import Path
from typing import Any

from chronorag.cypher import Cypher
from chronorag.cypher import retrieval as q
from chronorag.cypher.admin import DELETE_ALL_BATCHED
from chronorag.graph import GraphClient
from chronorag.graph.retrieval import period_params
from chronorag.ingest.pipeline import ingest
from chronorag.temporal.partial_dates import PartialDate
from common import ICEWS, YAGO, fresh_server, machine

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from factories import yago_files  # the tests' own small interval graph

INTERVALS = [
    (q.HEAD_RELATION_INTERVALS, 1960),
    (q.TAIL_RELATION_TRUE_IN, 1960),
    (q.TAIL_RELATION_STARTED_IN, 1960),
    (q.TAIL_RELATION_ENDED_IN, 1960),
    (q.ENTITY_INTERVALS, 1960),
    (q.RELATION_TRUE_IN, PartialDate(1960, 5, 1)),
    (q.RELATION_STARTED_IN, PartialDate(1960, 5)),
    (q.RELATION_ENDED_IN, 1960),
]
INTERVAL_PARAMS = {"dataset": "yago11k", "entity": "Real Madrid C.F.", "relation": "playsFor", "open": True}
EVENTS = (q.ENTITY_FACTS, q.ENTITY_RELATION_FACTS, q.FACTS_IN_PERIOD, q.FIRST_FACTS, q.LAST_FACTS)
EVENT_PARAMS = {"entity": "China", "start": date(2010, 3, 1), "end": date(2010, 4, 1), "position": "any"}


def operators(client: GraphClient, query: Cypher, params: dict[str, Any]) -> list[str]:
    with client.driver.session(database=client.settings.neo4j_database) as session:
        plan = session.run("CYPHER replan=force EXPLAIN " + query.text, params).consume().plan
    ops: list[str] = []

    def walk(node: dict[str, Any]) -> None:
        ops.append(node["operatorType"].split("@")[0])
        for child in node.get("children", []):
            walk(child)

    walk(plan)
    return ops


def seeks(ops: list[str]) -> bool:
    return any(op.startswith("NodeIndexSeek") for op in ops) and not any("Scan" in op for op in ops)


def samples(client: GraphClient, label: str) -> list[str]:
    """The planner's view of `label`'s indexes: estimated size and the updates since the last sample."""
    with client.driver.session(database=client.settings.neo4j_database) as session:
        data = session.run("CALL db.stats.retrieve('GRAPH COUNTS') YIELD data RETURN data").single(strict=True)["data"]
    return [
        f"{'/'.join(ix['properties'])}: sampled {ix.get('estimatedUniqueSize')}, "
        f"{ix.get('updatesSinceEstimation')} updates since"
        for ix in data["indexes"]
        if ix.get("labels") == [label]
    ]


def one_round(client: GraphClient, work: Path, events: bool) -> list[str]:
    """The failures of one round: the statements whose plan is not all seeks."""
    if events:
        small = work / "small.tsv"
        small.write_text("".join(f"China\tMake a visit\tJapan\t2010-03-{d:02d}\n" for d in range(1, 20)))
        checks: list[tuple[Cypher, dict[str, Any]]] = [
            (s, EVENT_PARAMS | {"relation": "Make a visit" if "relation" in s.name else None, "limit": 100})
            for s in EVENTS
        ]
        source, small_files, real_files, label = "icews", [small], ICEWS, "Fact"
    else:
        checks = [(s, INTERVAL_PARAMS | {"limit": 100} | period_params(when)) for s, when in INTERVALS]
        source, small_files, real_files, label = "yago11k", yago_files(work), YAGO, "IntervalFact"
    client.run_autocommit(DELETE_ALL_BATCHED)
    ingest(client, source, small_files, rejects_path=work / "small-rejects.csv")
    for statement, params in checks:
        operators(client, statement, params)
    client.run_autocommit(DELETE_ALL_BATCHED)
    ingest(client, source, real_files, rejects_path=work / "rejects.csv")
    sampled = samples(client, label) if ARGS.stats else []  # as the planner sees them when it plans below
    plans = {s.name: operators(client, s, p) for s, p in checks}
    failed = [f"{name}: {ops}" for name, ops in plans.items() if not seeks(ops)]
    return failed + (sampled if failed else [])


def main() -> None:
    print(machine())
    failures = 0
    with fresh_server(heap="1g", pagecache="1g") as (settings, _), GraphClient(settings) as client:
        work = Path(tempfile.mkdtemp(prefix="plan-stability-"))
        for k in range(ARGS.rounds):
            failed = one_round(client, work, ARGS.events)
            failures += any(": [" in line for line in failed)
            print(f"round {k + 1}: {'FAIL' if failed else 'ok'}", *failed, sep="\n  ", flush=True)
    print(f"plans that were not all index seeks: {failures} of {ARGS.rounds} rounds")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--events", action="store_true", help="the ICEWS slice's fact windows instead")
    parser.add_argument("--stats", action="store_true", help="print the index samples of a failing round")
    ARGS = parser.parse_args()
    main()
