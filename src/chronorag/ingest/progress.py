"""Rich progress bar (bytes read, rows, rows/s) and the final summary table for `chronorag ingest`."""

from __future__ import annotations

from types import TracebackType

from rich.console import Console
from rich.progress import BarColumn, Progress, TaskID, TextColumn, TimeElapsedColumn
from rich.table import Table

from chronorag.ingest.accounting import IngestSummary
from chronorag.ingest.pipeline import FileProgress


class IngestProgress:
    """One bar per file; updated after every committed batch."""

    def __init__(self, console: Console, disable: bool = False) -> None:
        self._progress = Progress(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            TextColumn("{task.percentage:>3.0f}%"),
            TextColumn("{task.fields[rows]:>10,} rows"),
            TextColumn("{task.fields[rate]:>8,.0f} rows/s"),
            TimeElapsedColumn(),
            console=console,
            disable=disable,
            transient=False,
        )
        self._tasks: dict[str, TaskID] = {}

    def __enter__(self) -> IngestProgress:
        self._progress.start()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._progress.stop()

    def update(self, event: FileProgress) -> None:
        if event.path not in self._tasks:
            name = event.path.rsplit("/", 1)[-1]
            self._tasks[event.path] = self._progress.add_task(name, total=event.size, rows=0, rate=0.0)
        task_id = self._tasks[event.path]
        task = self._progress.tasks[task_id]
        elapsed = task.elapsed or 0.0
        rate = event.rows / elapsed if elapsed > 0 else 0.0
        self._progress.update(task_id, completed=event.position, rows=event.rows, rate=rate)


def print_summary(console: Console, summary: IngestSummary) -> None:
    table = Table(title=f"{summary.source} -> dataset '{summary.dataset}'")
    for col in ("file", "format", "status", "read", "loaded", "rejected", "skipped"):
        table.add_column(col, justify="right" if col in ("read", "loaded", "rejected", "skipped") else "left")
    for f in summary.files:
        table.add_row(
            f.path.rsplit("/", 1)[-1],
            f.format,
            f.status,
            f"{f.read:,}",
            f"{f.loaded:,}",
            f"{f.rejected:,}",
            f"{f.skipped_total:,}",
        )
    console.print(table)
    console.print(
        f"read {summary.total('read'):,} = loaded {summary.total('loaded'):,} + rejected "
        f"{summary.total('rejected'):,} + skipped {sum(f.skipped_total for f in summary.files):,} "
        f"in {summary.seconds:.1f} s ({summary.rows_per_s:,.0f} rows/s)"
    )
    if summary.missing:
        console.print(
            "missing values stored as missing: " + ", ".join(f"{k} {v:,}" for k, v in summary.missing.items())
        )
    for f in summary.files:
        for reason, n in f.skipped.items():
            console.print(f"skipped in {f.path.rsplit('/', 1)[-1]}: {n:,} ({reason})")
    if summary.rejects_file:
        console.print(f"[yellow]rejected rows written to {summary.rejects_file}[/]")
