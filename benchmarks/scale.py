"""Scale curve: rows/s of the online loader and of `neo4j-admin import`, and window-query latency, at 1x, 5x
and 25x the real files, side by side in one run (a fresh server for each load).

The larger data is written in the real source formats from the real rows, so the readers, rejects and
graph are exactly those of a user's load:
  * weather (Met Éireann tidy CSV): copy k of the 219,000 Irish 2017 rows is shifted back k % 5 years
    (2013-2017) and, from k = 5 on, its stations and counties renamed (`ATHENRY-1` in `Galway-1`): 5x = five
    years of the 25 stations, 25x = five years of 125 stations in 75 counties (5.5 million readings), so a
    county window holds as many stations at every size;
  * events (ICEWS quadruples): copy k of the 92,367 facts is shifted back 12 x (k % 5) years (leap days
    stay leap days; 1957-2015 in all) and, from k = 5 on, its entities renamed (`Tony Blair [1]`): 5x has
    MultiTQ's size (461,835 facts against its 461,329), 25x has 2.3 million facts and 33,000 entities.
Window queries are the ones the strategies run (`graph/retrieval.py`), timed warm after the online load:
a station 12-hour window, a county 12-hour window and the largest hub entity's facts in one month.

    .venv/bin/python benchmarks/scale.py [--factors 1 5 25] [--kind weather events] [--samples 300]
"""

from __future__ import annotations

import argparse
import gzip
import random
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from chronorag.cypher.retrieval import LARGEST_HUB
from chronorag.graph import GraphClient
from chronorag.graph import retrieval as r
from chronorag.ingest.bulk_import import bulk_import
from chronorag.ingest.pipeline import ingest
from common import ICEWS, IRISH, fresh_server, machine, percentiles

YEARS = 5  # copies shifted in time before names are changed
HEAP, PAGECACHE = "4g", "6g"  # the 25x stores are ~3 GB: keep them in memory, as a user of that size would


def _lines(path: Path) -> list[str]:
    with gzip.open(path, "rt", encoding="utf-8") if path.suffix == ".gz" else open(path, encoding="utf-8") as fh:
        return fh.read().splitlines()


def weather_files(factor: int, folder: Path) -> list[Path]:
    """Met Éireann tidy CSVs (stations + observations) with `factor` times the real rows."""
    stations_in, observations_in = (_lines(p) for p in IRISH)
    stations = folder / "stations.csv"
    observations = folder / "observations.csv.gz"
    names = [f"-{k // YEARS}" if k >= YEARS else "" for k in range(factor)]
    with stations.open("w", encoding="utf-8") as out:
        out.write(stations_in[0] + "\n")
        for suffix in sorted(set(names)):
            for line in stations_in[1:]:
                name, county, rest = line.split(",", 2)
                out.write(f"{name}{suffix},{county}{suffix},{rest}\n")
    with gzip.open(observations, "wt", encoding="utf-8", compresslevel=1) as out:
        out.write(observations_in[0] + "\n")
        for k in range(factor):
            back, suffix = k % YEARS, names[k]
            for line in observations_in[1:]:
                name, county, when, rest = line.split(",", 3)
                out.write(f"{name}{suffix},{county}{suffix},{int(when[:4]) - back}{when[4:]},{rest}\n")
    return [stations, observations]


def event_files(factor: int, folder: Path) -> list[Path]:
    """ICEWS quadruple files with `factor` times the real facts."""
    facts_in = [line.split("\t") for p in ICEWS for line in _lines(p)]
    path = folder / "facts.tsv.gz"
    with gzip.open(path, "wt", encoding="utf-8", compresslevel=1) as out:
        for k in range(factor):
            back, suffix = 12 * (k % YEARS), (f" [{k // YEARS}]" if k >= YEARS else "")
            for head, relation, tail, day in facts_in:
                out.write(f"{head}{suffix}\t{relation}\t{tail}{suffix}\t{int(day[:4]) - back}{day[4:]}\n")
    return [path]


def timed(fn: Callable[[], object], samples: int, warmup: int = 30) -> tuple[float, float]:
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(samples):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return percentiles(times)


def weather_windows(client: GraphClient, factor: int, samples: int) -> dict[str, tuple[float, float]]:
    rng = random.Random(factor)
    stations = [x["n"] for x in client.read_untrusted("MATCH (s:Station) RETURN s.name AS n")]
    counties = [x["c"] for x in client.read_untrusted("MATCH (g:Region) RETURN g.name AS c")]
    first = datetime(2017 - min(factor, YEARS) + 1, 1, 1, tzinfo=UTC)
    hours = int((datetime(2018, 1, 1, tzinfo=UTC) - first).total_seconds() // 3600) - 12

    def window() -> tuple[datetime, datetime]:
        t = first + timedelta(hours=rng.randrange(hours))
        return t, t + timedelta(hours=12)

    return {
        "station 12 h": timed(lambda: r.station_readings(client, rng.choice(stations), *window()), samples),
        "county 12 h": timed(lambda: r.region_readings(client, rng.choice(counties), *window()), samples),
    }


def event_windows(client: GraphClient, factor: int, samples: int) -> dict[str, tuple[float, float]]:
    rng = random.Random(factor)
    hub = client.read(LARGEST_HUB)[0]
    low = 2005 - 12 * (min(factor, YEARS) - 1)
    months = [date(y, m, 1) for y in range(low, 2016) for m in range(1, 13)]

    def month() -> object:
        start = rng.choice(months)
        return r.entity_facts(client, hub["name"], start, (start + timedelta(days=32)).replace(day=1), limit=10_000)

    return {f"hub month ({hub['facts']:,} facts)": timed(month, samples)}


def measure(kind: str, factor: int, samples: int) -> dict[str, object]:
    source, make, windows = {
        "weather": ("met-eireann", weather_files, weather_windows),
        "events": ("icews", event_files, event_windows),
    }[kind]
    with tempfile.TemporaryDirectory(prefix="chronorag-scale-") as tmp:
        folder = Path(tmp)
        started = time.perf_counter()
        files = make(factor, folder)
        made = time.perf_counter() - started
        with fresh_server(HEAP, PAGECACHE) as (settings, _), GraphClient(settings) as client:
            online = ingest(client, source, files, rejects_path=folder / "online.rejects.csv")
            rows = online.total("read")
            latency = windows(client, factor, samples)
        with fresh_server(HEAP, PAGECACHE) as (_, server):
            bulk = bulk_import(server, source, files, rejects_path=folder / "bulk.rejects.csv")
    bulk_read = sum(f.read for f in bulk.files)
    assert bulk_read == rows, f"the loaders read different rows: {bulk_read:,} vs {rows:,}"
    out = {
        "kind": kind,
        "factor": factor,
        "rows": rows,
        "generate s": made,
        "online s": online.seconds,
        "online rows/s": rows / online.seconds,
        "admin s": bulk.seconds,
        "admin rows/s": rows / bulk.seconds,
        "admin parts": (bulk.seconds_csv, bulk.seconds_import, bulk.seconds_schema),
        "windows": latency,
    }
    print(
        f"{kind} {factor}x: {rows:,} rows; online {online.seconds:.1f} s = {rows / online.seconds:,.0f} rows/s; "
        f"admin import {bulk.seconds:.1f} s = {rows / bulk.seconds:,.0f} rows/s (CSV {bulk.seconds_csv:.1f} + import "
        f"{bulk.seconds_import:.1f} + start/indexes {bulk.seconds_schema:.1f}); online/admin "
        f"{bulk.seconds / online.seconds:.2f}x; "
        + "; ".join(f"{name} p50 {p50:.2f} ms p95 {p95:.2f} ms" for name, (p50, p95) in latency.items()),
        flush=True,
    )
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--factors", type=int, nargs="+", default=[1, 5, 25])
    parser.add_argument("--kind", nargs="+", choices=["weather", "events"], default=["weather", "events"])
    parser.add_argument("--samples", type=int, default=300)
    args = parser.parse_args()
    print(f"machine: {machine()}; Neo4j heap {HEAP}, page cache {PAGECACHE}", flush=True)
    for kind in args.kind:
        results = [measure(kind, factor, args.samples) for factor in args.factors]
        base = results[0]
        print(f"{kind}: cost per row relative to {base['factor']}x (1.00 = linear):")
        for res in results:
            print(
                f"  {res['factor']}x: online {base['online rows/s'] / res['online rows/s']:.2f}, "
                f"admin {base['admin rows/s'] / res['admin rows/s']:.2f}; "
                f"online is {res['online rows/s'] / res['admin rows/s']:.2f}x admin import's throughput"
            )


if __name__ == "__main__":
    main()
