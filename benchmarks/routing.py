"""A routing URI (`neo4j://`, what a cluster or Aura needs) against a direct one (`bolt://`) on the same
local server: the station 12-hour window query, warm, interleaved so drift hits both alike.

Uses the running dev server (`chronorag db start`, Irish 2017 loaded): NEO4J_URI and friends from the
environment, the scheme swapped.

    .venv/bin/python benchmarks/routing.py [--samples 400]
"""

from __future__ import annotations

import argparse
import random
import time
from datetime import UTC, datetime, timedelta

from chronorag.config import get_settings
from chronorag.graph import GraphClient
from chronorag.graph.retrieval import station_readings
from common import machine, percentiles


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=400)
    args = parser.parse_args()
    base = get_settings()
    host = base.neo4j_uri.split("://", 1)[1]
    clients = {
        scheme: GraphClient(base.model_copy(update={"neo4j_uri": f"{scheme}://{host}"})) for scheme in ("bolt", "neo4j")
    }
    rng = random.Random(5)
    starts = [datetime(2017, 1, 1, tzinfo=UTC) + timedelta(hours=rng.randrange(8700)) for _ in range(args.samples)]
    times: dict[str, list[float]] = {scheme: [] for scheme in clients}
    for client in clients.values():  # warm-up: connection pools, routing table, page cache
        for at in starts[:50]:
            station_readings(client, "ATHENRY", at, at + timedelta(hours=12))
    for at in starts:
        for scheme, client in clients.items():
            t = time.perf_counter()
            rows = station_readings(client, "ATHENRY", at, at + timedelta(hours=12))
            times[scheme].append(time.perf_counter() - t)
            assert len(rows) == 12
    print(machine())
    print("| URI | p50 ms | p95 ms |")
    print("| --- | ---: | ---: |")
    for scheme, values in times.items():
        p50, p95 = percentiles(values)
        print(f"| `{scheme}://{host}` | {p50:.2f} | {p95:.2f} |")
    for client in clients.values():
        client.close()


if __name__ == "__main__":
    main()
