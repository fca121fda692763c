"""Where a fresh server's first load goes: the readings of Irish 2017 (219,000) written by the loader's
statement and by a floor statement (plain CREATE of the values, no duplicate check, no copied keys), by one
writer or by two writers over disjoint halves of the year (so no Time node is locked by both), on a fresh
server and on one whose JIT was warmed by the same statement over another year. Each case on its own
fresh server; stations and Time nodes are created before the clock starts; the rows are parsed before it.
Prints the wall time and the Neo4j threads' CPU seconds (bolt: the transactions; C2/C1: the JIT).

    .venv/bin/python -u benchmarks/ingest_jit.py
"""

from __future__ import annotations

import json
import tempfile
import threading
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from chronorag.cypher import Cypher
from chronorag.cypher import ingest as q
from chronorag.graph import GraphClient
from chronorag.graph.time_layer import merge_instants
from chronorag.ingest.lines import LineFile
from chronorag.ingest.met_eireann import read_tidy
from chronorag.ingest.online_writer import _reading_row
from chronorag.ingest.pipeline import ingest
from chronorag.ingest.records import WeatherReading
from common import IRISH, fresh_server, jvm_threads, machine

YEAR = 365 * 86400
FLOOR = Cypher(
    "floor",
    "UNWIND $rows AS row MATCH (s:Station {name: row.station}) MATCH (t:Time {at: datetime({epochSeconds: row.t})}) "
    "CREATE (s)-[:OBSERVED {rain: row.rain, temp: row.temp, rhum: row.rhum, msl: row.msl, wdsp: row.wdsp, "
    "wddir: row.wddir}]->(t)",
    "write",
)
STATEMENTS = {"loader": q.CREATE_NEW_WEATHER, "floor": FLOOR}


def write(client: GraphClient, statement: Cypher, rows: list[dict[str, Any]], writers: int) -> None:
    """`writers` threads, each over its own span of time, each in the loader's 5,000-row batches."""
    cut = sorted(r["t"] for r in rows)[len(rows) // 2] if writers == 2 else None
    parts = [rows] if cut is None else [[r for r in rows if r["t"] < cut], [r for r in rows if r["t"] >= cut]]

    def run(part: list[dict[str, Any]]) -> None:
        for i in range(0, len(part), 5000):
            client.write(statement, {"rows": part[i : i + 5000], "dataset": "irish-weather"}, timeout=600)

    threads = [threading.Thread(target=run, args=(part,)) for part in parts]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def case(rows: list[dict[str, Any]], statement: str, writers: int, warm: bool) -> str:
    with fresh_server(heap="4g", pagecache="6g") as (settings, server), GraphClient(settings) as client:
        with tempfile.TemporaryDirectory() as tmp:
            ingest(client, "met-eireann", [IRISH[0]], rejects_path=Path(tmp) / "r.csv")
        pid = json.loads(server.state_file.read_text())["pid"]
        if warm:  # the same statement over 2016, so the JIT has compiled what 2017 runs
            earlier = [dict(r, t=r["t"] - YEAR) for r in rows]
            merge_instants(client, {_at(r["t"]) for r in earlier})
            write(client, STATEMENTS[statement], earlier, 1)
        merge_instants(client, {_at(r["t"]) for r in rows})
        before, started = jvm_threads(pid), time.perf_counter()
        write(client, STATEMENTS[statement], rows, writers)
        wall = time.perf_counter() - started
        cpu = jvm_threads(pid) - before
        return (
            f"| {statement} | {writers} | {'warm' if warm else 'fresh'} | {wall:.1f} | {len(rows) / wall:,.0f} | "
            f"{cpu['bolt']:.1f} | {cpu['C2'] + cpu['C1']:.1f} | {cpu['GC']:.1f} |"
        )


def _at(epoch: int) -> datetime:
    return datetime.fromtimestamp(epoch, UTC)


def main() -> None:
    print(machine())
    with LineFile(IRISH[1]) as lines:
        rows = [_reading_row(r) for r in read_tidy(IRISH[1], lines) if isinstance(r, WeatherReading)]
    for r in rows:
        del r["_key"]
    print(f"{len(rows):,} readings, 5,000 per transaction, a fresh server per line")
    print("| statement | writers | JIT | wall s | readings/s | bolt CPU s | JIT CPU s | GC CPU s |")
    print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
    for warm in (False, True):
        for statement in STATEMENTS:
            for writers in (1, 2):
                print(case(rows, statement, writers, warm), flush=True)


if __name__ == "__main__":
    main()
