"""The row estimate that decides between the online loader and neo4j-admin import."""

from __future__ import annotations

import gzip
import random
from pathlib import Path

from chronorag.ingest.lines import estimate_lines


def _lines(n: int) -> bytes:
    rng = random.Random(n)
    return b"".join(f"STATION{i % 25},County,2017-01-01 00:00,{rng.random():.3f},5.2\n".encode() for i in range(n))


def test_a_small_file_is_counted_exactly(tmp_path: Path) -> None:
    path = tmp_path / "small.csv"
    path.write_bytes(_lines(1234))
    assert estimate_lines(path) == 1234


def test_a_large_gzip_is_estimated_from_its_first_megabytes(tmp_path: Path) -> None:
    path = tmp_path / "large.csv.gz"
    path.write_bytes(gzip.compress(_lines(400_000), compresslevel=1))
    estimate = estimate_lines(path, sample_bytes=2 << 20)
    assert abs(estimate - 400_000) / 400_000 < 0.1


def test_a_cut_gzip_counts_what_it_can_read(tmp_path: Path) -> None:
    path = tmp_path / "cut.csv.gz"
    data = gzip.compress(_lines(5000))
    path.write_bytes(data[: len(data) // 2])
    assert 0 < estimate_lines(path) < 5000
