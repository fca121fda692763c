"""Ingest cost that does not depend on what else runs on the machine: the Neo4j process's own CPU
seconds (from /proc, split into the transactions' bolt threads and the JIT compilers) and the client's,
beside the wall time, for Irish 2017 and the ICEWS slice on a fresh server. Compare two trees with
PYTHONPATH=<tree>/src.

    .venv/bin/python benchmarks/ingest_cpu.py [batch-size]
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from common import ICEWS, IRISH, fresh_server, jvm_threads

batch = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
with fresh_server() as (settings, server), GraphClient(settings) as client, tempfile.TemporaryDirectory() as tmp:
    pid = json.loads(server.state_file.read_text())["pid"]
    for label, src, files in (("irish", "met-eireann", IRISH), ("icews", "icews", ICEWS)):
        s0, c0, w0 = jvm_threads(pid), time.process_time(), time.perf_counter()
        s = ingest(client, src, files, batch_size=batch, rejects_path=Path(tmp) / "r.csv")
        wall, client_cpu, cpu = time.perf_counter() - w0, time.process_time() - c0, jvm_threads(pid) - s0
        print(f"{label}: {s.total('read'):,} rows, wall {wall:.1f} s", end=", ")
        print(f"client CPU {client_cpu:.1f} s, server CPU {cpu.total():.1f} s", end=" ")
        print(f"(bolt {cpu['bolt']:.1f}, JIT {cpu['C2'] + cpu['C1']:.1f}, GC {cpu['GC']:.1f})")
