"""Shared set-up for benchmarks: a throw-away local Neo4j, the real data, machine facts."""

from __future__ import annotations

import os
import platform
import shutil
import statistics
import subprocess
import tempfile
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from chronorag.background import free_port
from chronorag.config import Settings
from chronorag.graph import GraphClient
from chronorag.graph.local_server import LocalNeo4j
from chronorag.graph.schema import ensure_schema

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(os.environ.get("CHRONORAG_SHARED_DATA", ROOT.parent / "shared" / "data"))
IRISH = [DATA / "irish-weather-2017" / "stations.csv", DATA / "irish-weather-2017" / "observations.csv.gz"]
ICEWS = [DATA / "icews05-15" / "facts-a.tsv.gz", DATA / "icews05-15" / "facts-b.tsv.gz"]
YAGO = [DATA / "yago11k" / f"{part}.txt.gz" for part in ("train", "valid", "test")]


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0]
    return f"{os.cpu_count()} cores ({cpu}), {mem:.0f} GiB, Python {platform.python_version()}, {java}"


@contextmanager
def fresh_server(heap: str = "2g", pagecache: str = "2g") -> Iterator[tuple[Settings, LocalNeo4j]]:
    """A new Neo4j in a temporary directory on free ports, stopped and removed afterwards."""
    home = Path(tempfile.mkdtemp(prefix="chronorag-bench-"))
    settings = Settings(
        neo4j_uri=f"bolt://127.0.0.1:{free_port()}",
        neo4j_http_port=free_port(),
        neo4j_local_dir=home,
        neo4j_heap=heap,
        neo4j_pagecache=pagecache,
    )
    server = LocalNeo4j(settings, home)
    server.start(mode="java")
    try:
        with GraphClient(settings) as client:
            ensure_schema(client)
        yield settings, server
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


def percentiles(samples: list[float]) -> tuple[float, float]:
    """(p50, p95) in milliseconds of samples given in seconds."""
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered) * 1000, p95 * 1000


def jvm_threads(pid: int) -> Counter[str]:
    """CPU seconds of a JVM so far by kind of thread: `bolt` (the transactions' work), `C2`/`C1` (the JIT
    compilers), `GC` and `other`, so a fresh server's warm-up shows apart from the work itself."""
    out: Counter[str] = Counter()
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            stat = (task / "stat").read_text()
        except OSError:  # the thread ended
            continue
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        fields = stat.rsplit(")", 1)[1].split()
        kind = (
            name[:2]
            if name.startswith(("C1", "C2"))
            else "GC"
            if "GC" in name or name.startswith("G1")
            else "bolt"
            if "bolt" in name.lower()
            else "other"
        )
        out[kind] += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return out


def overlap(docs_a: np.ndarray, q_a: np.ndarray, docs_b: np.ndarray, q_b: np.ndarray, k: int = 10) -> float:
    """Mean share of each query's top k documents under vectors a that are also its top k under vectors b."""
    shared = []
    for i in range(len(q_a)):
        top_a = set(np.argpartition(-(docs_a @ q_a[i]), k)[:k])
        top_b = set(np.argpartition(-(docs_b @ q_b[i]), k)[:k])
        shared.append(len(top_a & top_b) / k)
    return float(np.mean(shared))
