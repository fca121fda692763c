"""Retrieval latency on the loaded real graphs, warm: the windows KG-IRAG and the TKGQA strategies use.

Loads Irish 2017 and the ICEWS slice into a fresh Neo4j, warms up, then times random windows:
  * station 12-hour window and county 12-hour window (weather);
  * entity-month facts for the largest hub entity (events).

    .venv/bin/python benchmarks/retrieval.py [--samples 500]
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from chronorag.cypher.retrieval import LARGEST_HUB
from chronorag.graph import GraphClient
from chronorag.graph import retrieval as r
from chronorag.ingest.pipeline import ingest
from common import ICEWS, IRISH, fresh_server, machine, percentiles


def timed(fn: Callable[[], object], samples: int, warmup: int = 50) -> tuple[float, float, float]:
    for _ in range(warmup):
        fn()
    times, sizes = [], []
    for _ in range(samples):
        started = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - started)
        sizes.append(len(out))  # type: ignore[arg-type]
    p50, p95 = percentiles(times)
    return p50, p95, sum(sizes) / len(sizes)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=500)
    args = parser.parse_args()
    rng = random.Random(7)
    print(f"machine: {machine()}")
    with fresh_server() as (settings, _), GraphClient(settings) as client, tempfile.TemporaryDirectory() as tmp:
        ingest(client, "met-eireann", IRISH, batch_size=20000, rejects_path=Path(tmp) / "r.csv")
        ingest(client, "icews", ICEWS, batch_size=20000, rejects_path=Path(tmp) / "r.csv")
        stations = [x["n"] for x in client.read_untrusted("MATCH (s:Station) RETURN s.name AS n")]
        counties = [x["c"] for x in client.read_untrusted("MATCH (g:Region) RETURN g.name AS c")]
        start = datetime(2017, 1, 1, tzinfo=UTC)

        def window() -> tuple[datetime, datetime]:
            t = start + timedelta(hours=rng.randrange(0, 8760 - 12))
            return t, t + timedelta(hours=12)

        def station_window() -> object:
            return r.station_readings(client, rng.choice(stations), *window())

        def county_window() -> object:
            return r.region_readings(client, rng.choice(counties), *window())

        hub = client.read(LARGEST_HUB)[0]
        months = [date(y, m, 1) for y in range(2005, 2016) for m in range(1, 13)]

        def hub_month() -> object:
            first = rng.choice(months)
            nxt = (first + timedelta(days=32)).replace(day=1)
            return r.entity_facts(client, hub["name"], first, nxt, limit=10_000)

        for name, fn in (
            ("station 12-hour window", station_window),
            ("county 12-hour window", county_window),
            (f"entity-month facts, hub '{hub['name']}' ({hub['facts']:,} facts)", hub_month),
        ):
            p50, p95, rows = timed(fn, args.samples)
            print(f"{name}: p50 {p50:.2f} ms, p95 {p95:.2f} ms, {rows:.0f} rows on average ({args.samples} samples)")


if __name__ == "__main__":
    main()
