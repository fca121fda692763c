"""Run one ingest: files -> reader -> batches -> writer, with checkpoints, rejects and a summary.

Counts reconcile per file: read = loaded + rejected + skipped (skipped = well-formed rows that are
deliberately not loaded, e.g. NOAA duplicates, each with its reason). A row is one data line of
the file (a TfNSW line unpivots into 24 readings but counts once).
"""

from __future__ import annotations

import csv
import hashlib
import json
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from chronorag.graph.connection import GraphClient
from chronorag.ingest.records import FactRecord, Record, Reject, Skip, StationRecord, WeatherReading
from chronorag.ingest.source import DamagedFile, LineFile
from chronorag.ingest.sources import SOURCES, FileFormat, Source, detect_format
from chronorag.ingest.writer import BatchOutcome, BulkWriter, Checkpoint

DUPLICATE = "duplicate"  # skipped: the same record (same values) is already in the graph or earlier in the batch

ProgressFn = Callable[["FileProgress"], None]


class FileProgress(BaseModel):
    """Reported after every committed batch (the CLI draws its progress bar from these)."""

    path: str
    position: int
    size: int
    rows: int


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

    def skip(self, reason: str) -> None:
        """Count a well-formed row not loaded on purpose, under its reason."""
        self.skipped[reason] = self.skipped.get(reason, 0) + 1

    @property
    def skipped_total(self) -> int:
        return sum(self.skipped.values())

    @property
    def reconciles(self) -> bool:
        return self.read == self.loaded + self.rejected + self.skipped_total


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


def ingest(
    client: GraphClient,
    source_name: str,
    paths: Sequence[Path],
    dataset: str | None = None,
    batch_size: int = 5000,
    rejects_path: Path | None = None,
    force: bool = False,
    on_progress: ProgressFn | None = None,
) -> IngestSummary:
    """Load `paths` as `source_name` into `dataset`; see the module docstring for the counts."""
    source = SOURCES[source_name]
    dataset = dataset or source.default_dataset
    started = time.perf_counter()
    formats = [(p, detect_format(source, p)) for p in paths]
    formats.sort(key=lambda pf: not pf[1].is_station_list)  # station lists first: readings refer to them
    rejects = RejectsFile(rejects_path or Path(".chronorag") / "rejects" / f"{dataset}.rejects.csv")
    writer = BulkWriter(client, dataset, source.kind, source.name)
    writer.prepare()
    files = [_load_file(writer, source, path, fmt, batch_size, rejects, force, on_progress) for path, fmt in formats]
    writer.finish(source.step)
    return IngestSummary(
        source=source.name,
        dataset=dataset,
        files=files,
        seconds=time.perf_counter() - started,
        rejects_file=str(rejects.path) if rejects.path.exists() else None,
    )


def _load_file(
    writer: BulkWriter,
    source: Source,
    path: Path,
    fmt: FileFormat,
    batch_size: int,
    rejects: RejectsFile,
    force: bool,
    on_progress: ProgressFn | None,
) -> FileSummary:
    key = file_key(writer.dataset, source.name, path)
    summary = FileSummary(path=str(path), format=fmt.name, status="loaded")
    saved = None if force else writer.read_checkpoint(key)
    if saved and saved["status"] == "done":
        summary.status = "already loaded"
        _restore(summary, saved, writer)
        return summary
    resume_line = 0
    if saved:
        resume_line = int(saved["line"])
        summary.status, summary.resumed_from_line = "resumed", resume_line
        _restore(summary, saved, writer)

    batch: list[Record] = []
    pending_rejects: list[Reject] = []
    stations: dict[str, StationRecord] = {}
    missing: Counter[str] = Counter(summary.missing)
    last_line = resume_line
    # One batch is written (in this thread pool) while the reader parses the next: the server and the
    # parser work at once. A batch is settled (its duplicates and conflicts counted, its rejects
    # written) before the next is submitted, so checkpoints and counts stay exactly as if serial.
    writes = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ingest-writes")
    in_flight: _InFlight | None = None
    with writes, LineFile(path, keep_raw=True) as lines:

        def settle() -> None:
            nonlocal in_flight
            if in_flight is None:
                return
            job, in_flight = in_flight, None
            outcome = job.future.result()
            summary.loaded, summary.rejected, summary.skipped = _settled(
                summary.loaded, summary.rejected, summary.skipped, outcome
            )
            job.rejects.extend(Reject(str(path), n, why, lines.raw(n)) for n, why in outcome.conflicts)
            rejects.write(sorted(job.rejects, key=lambda r: r.line))
            summary.stations += job.stations
            lines.forget(upto=job.last_line)
            if on_progress:
                on_progress(FileProgress(path=str(path), position=job.position, size=lines.size, rows=job.rows))

        def commit(status: str) -> None:
            settle()
            read, loaded_so_far, rejected_so_far = summary.read, summary.loaded, summary.rejected
            skipped_so_far, line, counted_missing = dict(summary.skipped), last_line, json.dumps(dict(missing))

            def checkpoint_for(outcome: BatchOutcome) -> Checkpoint:
                loaded, rejected, skipped = _settled(loaded_so_far, rejected_so_far, skipped_so_far, outcome)
                return Checkpoint(
                    key=key,
                    path=str(path),
                    dataset=writer.dataset,
                    line=line,
                    status=status,
                    read=read,
                    loaded=loaded,
                    rejected=rejected,
                    skipped=json.dumps(skipped),
                    missing=counted_missing,
                    first=writer.first,
                    last=writer.last,
                )

            nonlocal in_flight
            records, named = list(batch), list(stations.values())
            future = writes.submit(writer.write_batch, records, named, checkpoint_for)
            in_flight = _InFlight(future, list(pending_rejects), len(named), line, lines.position, summary.read)
            batch.clear()
            pending_rejects.clear()
            stations.clear()

        def count_bad_lines() -> None:
            """Lines that are not UTF-8 never reach the reader: each is read and rejected here."""
            nonlocal last_line
            for bad in lines.bad_lines:
                if bad.line > resume_line:
                    summary.read += 1
                    summary.rejected += 1
                    pending_rejects.append(bad)
                    last_line = max(last_line, bad.line)
            lines.bad_lines.clear()

        try:
            for item in fmt.reader(path, lines):
                count_bad_lines()
                if isinstance(item, StationRecord):
                    stations[item.name] = item
                    if fmt.is_station_list:
                        summary.read += 1
                        summary.loaded += 1
                    continue
                if item.line <= resume_line:
                    continue
                if item.line != last_line:  # a new data row begins
                    if len(batch) >= batch_size:
                        commit("running")
                    summary.read += 1
                    last_line = item.line
                    if isinstance(item, Reject):
                        summary.rejected += 1
                        pending_rejects.append(item)
                    elif isinstance(item, Skip):
                        summary.skip(item.reason)
                    else:
                        summary.loaded += 1
                if isinstance(item, Reject | Skip):
                    continue
                batch.append(item)
                if isinstance(item, WeatherReading):
                    values = item.values()
                    missing.update(k for k in fmt.value_fields if values[k] is None)
                elif not isinstance(item, FactRecord) and item.volume is None:
                    missing["volume"] += 1
            count_bad_lines()
        except DamagedFile as exc:
            count_bad_lines()
            summary.status, summary.damage = "damaged", str(exc)
        summary.missing = dict(missing)
        commit("damaged" if summary.damage else "done")
        settle()
    return summary


@dataclass
class _InFlight:
    """A submitted batch and what to do once it is committed."""

    future: Future[BatchOutcome]
    rejects: list[Reject]
    stations: int
    last_line: int
    position: int
    rows: int


def _settled(
    loaded: int, rejected: int, skipped: dict[str, int], outcome: BatchOutcome
) -> tuple[int, int, dict[str, int]]:
    """loaded, rejected, skipped once a batch's duplicates and conflicts are known."""
    skipped = dict(skipped)
    if outcome.duplicates:
        skipped[DUPLICATE] = skipped.get(DUPLICATE, 0) + len(outcome.duplicates)
    return loaded - outcome.dropped, rejected + len(outcome.conflicts), skipped


def _restore(summary: FileSummary, saved: dict[str, Any], writer: BulkWriter) -> None:
    """Counters and span from a checkpoint, so a resumed or skipped file reports its full totals."""
    summary.read, summary.loaded, summary.rejected = int(saved["read"]), int(saved["loaded"]), int(saved["rejected"])
    summary.skipped = json.loads(saved["skipped"] or "{}")
    summary.missing = json.loads(saved["missing"] or "{}")
    for value in (saved.get("first"), saved.get("last")):
        if value is not None:
            writer.track(value, value)
