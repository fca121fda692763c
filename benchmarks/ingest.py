"""Ingest throughput on the real shared data: chronorag's loader vs a naive loader vs neo4j-admin import.

Each loader gets a fresh database and the same rows:
  * chronorag: `chronorag ingest` (batched UNWIND + MERGE, checkpoints), first run and re-run;
  * naive: one row per transaction, the same MERGE statement (what tutorials do);
  * admin import: `neo4j-admin database import full` from CSVs written by the same readers
    (`chronorag ingest --bulk`), including writing the CSVs and building the indexes afterwards.

    .venv/bin/python benchmarks/ingest.py [--naive-rows N] [--dataset irish|icews|yago|both]

YAGO11k (interval facts) has no bulk mode: only chronorag's loader is measured (first run, re-run, forced).
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from chronorag.cypher import ingest as q
from chronorag.cypher.admin import COUNT_BY_LABEL, COUNT_BY_RELATIONSHIP_TYPE
from chronorag.graph import GraphClient
from chronorag.graph.time_layer import merge_instants
from chronorag.ingest.bulk_import import bulk_import
from chronorag.ingest.lines import LineFile
from chronorag.ingest.online_writer import _station_row
from chronorag.ingest.pipeline import ingest
from chronorag.ingest.records import StationRecord, WeatherReading
from chronorag.ingest.sources import SOURCES, detect_format
from common import ICEWS, IRISH, YAGO, fresh_server, machine

BATCH = 5000  # overridden by --batch-size


def counts(client: GraphClient) -> tuple[int, int]:
    nodes = sum(r["n"] for r in client.read(COUNT_BY_LABEL) if r["label"] != "IngestFile")
    rels = sum(r["n"] for r in client.read(COUNT_BY_RELATIONSHIP_TYPE))
    return nodes, rels


def naive_weather(client: GraphClient, limit: int) -> tuple[int, float]:
    """One transaction per reading, the same MERGE statement; stations and times first, untimed."""
    source = SOURCES["met-eireann"]
    records: list[WeatherReading] = []
    stations: dict[str, StationRecord] = {}
    for path in IRISH:
        fmt = detect_format(source, path)
        with LineFile(path) as lines:
            for item in fmt.reader(path, lines):
                if isinstance(item, StationRecord):
                    stations[item.name] = item
                elif isinstance(item, WeatherReading) and len(records) < limit:
                    records.append(item)
    client.write(q.MERGE_DATASET, {"name": "naive", "kind": "weather", "source": "bench"})
    client.write(q.MERGE_STATIONS, {"rows": [_station_row(s) for s in stations.values()], "dataset": "naive"})
    merge_instants(client, {r.at for r in records})
    started = time.perf_counter()
    for r in records:
        client.write(
            q.CREATE_NEW_WEATHER,
            {"rows": [{"line": r.line, "station": r.station, "t": int(r.at.timestamp()), **r.values()}]},
        )
    return len(records), time.perf_counter() - started


def run_chronorag(source: str, files: list[Path], label: str) -> dict[str, float]:
    with fresh_server() as (settings, _), GraphClient(settings) as client, tempfile.TemporaryDirectory() as tmp:
        first = ingest(client, source, files, batch_size=BATCH, rejects_path=Path(tmp) / "r.csv")
        after_first = counts(client)
        skip = ingest(client, source, files, batch_size=BATCH, rejects_path=Path(tmp) / "r.csv")
        forced = ingest(client, source, files, batch_size=BATCH, force=True, rejects_path=Path(tmp) / "r.csv")
        assert counts(client) == after_first, "re-run changed counts"
        rows = first.total("read")
        print(
            f"{label} chronorag first run: {rows:,} rows in {first.seconds:.1f} s = {rows / first.seconds:,.0f} rows/s;"
            f" nodes {after_first[0]:,}, relationships {after_first[1]:,}"
        )
        print(
            f"{label} chronorag re-run (checkpoint skip): {skip.seconds:.2f} s; forced re-merge: {forced.seconds:.1f} s"
            f" (counts unchanged)"
        )
        return {"rows": rows, "first": first.seconds, "skip": skip.seconds, "forced": forced.seconds}


def run_bulk(source: str, files: list[Path], label: str) -> float:
    with fresh_server() as (settings, server), tempfile.TemporaryDirectory() as tmp:
        result = bulk_import(server, source, files, rejects_path=Path(tmp) / "r.csv")
        with GraphClient(settings) as client:
            nodes, rels = counts(client)
        print(
            f"{label} neo4j-admin import: {result.rows:,} rows in {result.seconds:.1f} s (CSV {result.seconds_csv:.1f}"
            f" + import {result.seconds_import:.1f} + start/indexes {result.seconds_schema:.1f}); "
            f"nodes {nodes:,}, relationships {rels:,}"
        )
        return result.seconds


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--naive-rows", type=int, default=20000, help="rows for the naive loader (all: 219000)")
    parser.add_argument("--dataset", choices=["irish", "icews", "yago", "both"], default="both")
    parser.add_argument("--batch-size", type=int, default=5000, help="rows per transaction for chronorag")
    args = parser.parse_args()
    global BATCH  # noqa: PLW0603 - a script-level knob
    BATCH = args.batch_size
    print(f"machine: {machine()}; chronorag batch size {BATCH}")
    if args.dataset in ("irish", "both"):
        ours = run_chronorag("met-eireann", IRISH, "Irish 2017")
        with fresh_server() as (settings, _), GraphClient(settings) as client:
            n, secs = naive_weather(client, args.naive_rows)
        naive_rate = n / secs
        print(
            f"Irish 2017 naive (1 row/tx): {n:,} rows in {secs:.1f} s = {naive_rate:,.0f} rows/s "
            f"-> {ours['rows'] / naive_rate:.0f} s projected for all rows"
        )
        bulk = run_bulk("met-eireann", IRISH, "Irish 2017")
        print(
            f"Irish 2017 ratios: chronorag is {ours['rows'] / ours['first'] / naive_rate:.1f}x the naive loader; "
            f"admin import is {ours['first'] / bulk:.1f}x chronorag; re-run is {ours['first'] / ours['skip']:.0f}x "
            f"faster (skip), {ours['first'] / ours['forced']:.1f}x (forced)"
        )
    if args.dataset in ("icews", "both"):
        ours = run_chronorag("icews", ICEWS, "ICEWS slice")
        print(
            f"ICEWS projected for MultiTQ full.txt (461,329 facts) at this rate: "
            f"{461_329 / (ours['rows'] / ours['first']):.0f} s"
        )
        bulk = run_bulk("icews", ICEWS, "ICEWS slice")
        print(
            f"ICEWS ratios: admin import is {ours['first'] / bulk:.1f}x chronorag; re-run is "
            f"{ours['first'] / ours['skip']:.0f}x faster (skip), {ours['first'] / ours['forced']:.1f}x (forced)"
        )
    if args.dataset == "yago":
        ours = run_chronorag("yago11k", YAGO, "YAGO11k")
        print(
            f"YAGO11k: {ours['rows'] / ours['first']:,.0f} rows/s first run; re-run is "
            f"{ours['first'] / ours['skip']:.0f}x faster (skip), {ours['first'] / ours['forced']:.1f}x (forced)"
        )


if __name__ == "__main__":
    main()
