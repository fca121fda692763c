"""The online loader: files -> reader -> batches -> transactions (online_writer.py), with checkpoints,
rejects and a summary counted as accounting.py says (the bulk loader, bulk_import.py, counts the same way).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from chronorag.graph.connection import GraphClient
from chronorag.ingest.accounting import Checkpoint, FileSummary, IngestSummary, RejectsFile, file_key
from chronorag.ingest.lines import DamagedFile, LineFile
from chronorag.ingest.online_writer import BatchOutcome, OnlineWriter
from chronorag.ingest.records import Record, Reject, Skip, StationRecord
from chronorag.ingest.sources import SOURCES, FileFormat, Source, detect_format

ProgressFn = Callable[["FileProgress"], None]


class FileProgress(BaseModel):
    """Reported after every committed batch (the CLI draws its progress bar from these)."""

    path: str
    position: int
    size: int
    rows: int


def ingest(
    client: GraphClient,
    source_name: str | Source,
    paths: Sequence[Path],
    dataset: str | None = None,
    batch_size: int = 5000,
    rejects_path: Path | None = None,
    force: bool = False,
    on_progress: ProgressFn | None = None,
) -> IngestSummary:
    """Load `paths` as `source_name` (a key of SOURCES, or a Source such as an interval file's with its column
    mapping) into `dataset`; see the module docstring for the counts."""
    source = SOURCES[source_name] if isinstance(source_name, str) else source_name
    dataset = dataset or source.default_dataset
    if source.kind == "intervals" and ":" in dataset:
        raise ValueError(f"dataset {dataset!r}: an interval dataset's name may not hold ':' (it keys its entities)")
    started = time.perf_counter()
    formats = [(p, detect_format(source, p)) for p in paths]
    formats.sort(key=lambda pf: not pf[1].is_station_list)  # station lists first: readings refer to them
    rejects = RejectsFile(rejects_path or Path(".chronorag") / "rejects" / f"{dataset}.rejects.csv")
    writer = OnlineWriter(client, dataset, source.kind, source.name)
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
    writer: OnlineWriter,
    source: Source,
    path: Path,
    fmt: FileFormat,
    batch_size: int,
    rejects: RejectsFile,
    force: bool,
    on_progress: ProgressFn | None,
) -> FileSummary:
    key = file_key(writer.dataset, source.checkpoint_name, path)
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
            summary.drop(len(outcome.duplicates), len(outcome.conflicts))
            job.rejects.extend(Reject(str(path), n, why, lines.raw(n)) for n, why in outcome.conflicts)
            rejects.write(sorted(job.rejects, key=lambda r: r.line))
            summary.stations += job.stations
            lines.forget(upto=job.last_line)
            if on_progress:
                on_progress(FileProgress(path=str(path), position=job.position, size=lines.size, rows=job.rows))

        def commit(status: str) -> None:
            settle()
            so_far, line = summary.model_copy(deep=True), last_line

            def checkpoint_for(outcome: BatchOutcome) -> Checkpoint:
                settled = so_far.model_copy(deep=True)  # a pure function of the outcome: the driver may retry
                settled.drop(len(outcome.duplicates), len(outcome.conflicts))
                return settled.checkpoint(key, writer.dataset, line, status, writer.first, writer.last)

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
                    summary.count(bad)
                    pending_rejects.append(bad)
                    last_line = max(last_line, bad.line)
            lines.bad_lines.clear()

        try:
            for item in fmt.reader(path, lines):
                count_bad_lines()
                if isinstance(item, StationRecord):
                    stations[item.name] = item
                    if fmt.is_station_list:
                        summary.count_listed_station()
                    continue
                if item.line <= resume_line:
                    continue
                if item.line != last_line:  # a new data row begins
                    if len(batch) >= batch_size:
                        commit("running")
                    summary.count(item)
                    last_line = item.line
                    if isinstance(item, Reject):
                        pending_rejects.append(item)
                if isinstance(item, Reject | Skip):
                    continue
                batch.append(item)
                summary.count_missing(item, fmt.value_fields)
            count_bad_lines()
        except DamagedFile as exc:
            count_bad_lines()
            summary.status, summary.damage = "damaged", str(exc)
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


def _restore(summary: FileSummary, saved: dict[str, Any], writer: OnlineWriter) -> None:
    """Counters and span from a checkpoint, so a resumed or skipped file reports its full totals."""
    summary.restore(saved)
    for value in (saved.get("first"), saved.get("last")):
        if value is not None:
            writer.track(value, value)
