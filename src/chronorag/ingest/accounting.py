"""What each input file gave, counted one way for both loaders (online: pipeline.py, bulk: bulk_import.py).

Counts reconcile per file: read = loaded + rejected + skipped (skipped = well-formed rows deliberately not
loaded, each under its reason, e.g. a duplicate). A row is one data line of the file: a TfNSW line unpivots
into 24 readings but counts once. A row counted as loaded can still turn out to add nothing once the graph
(or, in bulk, the rows before it) has been compared: `drop` moves it to skipped (the same values again) or
rejected (other values for the same key). The counters travel in the file's checkpoint, so a resumed or
already loaded file reports its full totals.
"""

from __future__ import annotations

import csv
import hashlib
import json
from collections import Counter
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from chronorag.ingest.records import Record, Reject, Skip, TrafficReading, WeatherReading

DUPLICATE = "duplicate"  # skipped: the same record (same values) is already in the graph or earlier in the file


class Checkpoint(dict[str, Any]):
    """Parameters of WRITE_CHECKPOINT: key, path, dataset, line, status and the counters."""


class FileSummary(BaseModel):
    path: str
    format: str
    status: str  # loaded | resumed | already loaded | damaged
    damage: str = ""  # what is wrong with the file's bytes, where (a damaged file loads up to the damage)
    read: int = 0
    loaded: int = 0
    rejected: int = 0
    skipped: dict[str, int] = Field(default_factory=dict)
    missing: dict[str, int] = Field(default_factory=dict)
    resumed_from_line: int = 0
    stations: int = 0

    def count(self, row: Record | Reject | Skip) -> None:
        """One data row read: rejected, skipped under its reason, or loaded."""
        self.read += 1
        if isinstance(row, Reject):
            self.rejected += 1
        elif isinstance(row, Skip):
            self.skip(row.reason)
        else:
            self.loaded += 1

    def count_listed_station(self) -> None:
        """A row of a station list: read and loaded (a station merges into its node, never a duplicate)."""
        self.read += 1
        self.loaded += 1

    def count_missing(self, record: Record, fields: Sequence[str]) -> None:
        """The values this record lacks, among the ones its format is expected to carry."""
        if isinstance(record, WeatherReading):
            values = record.values()
            for k in fields:
                if values[k] is None:
                    self.missing[k] = self.missing.get(k, 0) + 1
        elif isinstance(record, TrafficReading) and record.volume is None:
            self.missing["volume"] = self.missing.get("volume", 0) + 1

    def skip(self, reason: str) -> None:
        """Count a well-formed row not loaded on purpose, under its reason."""
        self.skipped[reason] = self.skipped.get(reason, 0) + 1

    def drop(self, duplicates: int = 0, conflicts: int = 0) -> None:
        """Rows counted as loaded that add nothing: repeats (skipped) and conflicting values (rejected)."""
        self.loaded -= duplicates + conflicts
        self.rejected += conflicts
        if duplicates:
            self.skipped[DUPLICATE] = self.skipped.get(DUPLICATE, 0) + duplicates

    @property
    def skipped_total(self) -> int:
        return sum(self.skipped.values())

    @property
    def reconciles(self) -> bool:
        return self.read == self.loaded + self.rejected + self.skipped_total

    def checkpoint(
        self, key: str, dataset: str, line: int, status: str, first: date | None, last: date | None
    ) -> Checkpoint:
        """The file's checkpoint with these counters: the last committed line and the span loaded so far."""
        return Checkpoint(
            key=key,
            path=self.path,
            dataset=dataset,
            line=line,
            status=status,
            read=self.read,
            loaded=self.loaded,
            rejected=self.rejected,
            skipped=json.dumps(self.skipped),
            missing=json.dumps(self.missing),
            first=first,
            last=last,
        )

    def restore(self, saved: dict[str, Any]) -> None:
        """The counters a checkpoint recorded."""
        self.read, self.loaded, self.rejected = int(saved["read"]), int(saved["loaded"]), int(saved["rejected"])
        self.skipped = json.loads(saved["skipped"] or "{}")
        self.missing = json.loads(saved["missing"] or "{}")


class IngestSummary(BaseModel):
    source: str
    dataset: str
    files: list[FileSummary]
    seconds: float
    rejects_file: str | None = None

    def total(self, name: str) -> int:
        return sum(int(getattr(f, name)) for f in self.files)

    @property
    def rows_per_s(self) -> float:
        return self.total("read") / self.seconds if self.seconds > 0 else 0.0

    @property
    def missing(self) -> dict[str, int]:
        out: Counter[str] = Counter()
        for f in self.files:
            out.update(f.missing)
        return dict(out)


def file_key(dataset: str, source: str, path: Path) -> str:
    """Checkpoint key: the same bytes loaded into the same dataset are the same work."""
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return f"{dataset}:{source}:{digest.hexdigest()[:32]}"


class RejectsFile:
    """Appends rejected rows (file, line, reason, raw) to a CSV; created on the first reject. A row
    already in the file (same file, line and reason: a rerun with --force) is not appended again."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.count = 0
        self._known: set[tuple[str, str, str]] | None = None

    def _already_written(self) -> set[tuple[str, str, str]]:
        if self._known is None:
            self._known = set()
            if self.path.exists():
                with open(self.path, newline="", encoding="utf-8") as fh:
                    self._known = {(r[0], r[1], r[2]) for r in list(csv.reader(fh))[1:] if len(r) >= 3}
        return self._known

    def write(self, rejects: Sequence[Reject]) -> None:
        known = self._already_written()
        fresh = [r for r in rejects if (r.file, str(r.line), r.reason) not in known]
        if not fresh:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        new = not self.path.exists()
        with open(self.path, "a", newline="", encoding="utf-8") as fh:
            out = csv.writer(fh)
            if new:
                out.writerow(["file", "line", "reason", "raw"])
            out.writerows([r.file, r.line, r.reason, r.raw] for r in fresh)
        known.update((r.file, str(r.line), r.reason) for r in fresh)
        self.count += len(fresh)
