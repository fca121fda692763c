"""Bulk mode: `neo4j-admin database import full` from the same readers, into a fresh database.

The importer builds the store files directly, with no transactions, so it is the upper bound of
load speed; it needs the local server stopped and replaces the database. The CSVs it reads are
written here from the typed records (the same readers as the online loader, and the same accounting,
accounting.py, so rejects and counts are identical), then the server is started again and the schema
(constraints, indexes) is created.
"""

from __future__ import annotations

import csv
import itertools
import subprocess
import tempfile
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from chronorag.cypher import ingest as q
from chronorag.cypher.admin import ANY_NODE
from chronorag.graph.connection import GraphClient
from chronorag.graph.local_server import ADMIN_CLASS, LocalNeo4j, find_java
from chronorag.graph.schema import ensure_schema
from chronorag.graph_model import (
    DATASET,
    DAY,
    DAY_NEXT,
    ENTITY,
    FACT,
    HEAD,
    IN_DATASET,
    IN_MONTH,
    IN_REGION,
    IN_YEAR,
    MONTH,
    OBSERVED,
    ON,
    ON_DAY,
    REGION,
    RELATION,
    STATION,
    TAIL,
    TIME,
    TIME_NEXT,
    YEAR,
    Node,
    Rel,
)
from chronorag.ingest.accounting import FileSummary, RejectsFile, file_key
from chronorag.ingest.lines import DamagedFile, LineFile, estimate_lines
from chronorag.ingest.records import FactRecord, Item, Reject, Skip, StationRecord, WeatherReading
from chronorag.ingest.sources import SOURCES, detect_format
from chronorag.temporal.spans import FILL_DAYS_UP_TO, FILL_TIMES_UP_TO, fill_grid


class BulkImportError(RuntimeError):
    """The admin import failed or the source is not supported in bulk mode."""


@dataclass
class BulkFile:
    """What one input file gave (counted as accounting.py says) and its span for the checkpoint."""

    path: Path
    summary: FileSummary
    first: datetime | date | None = None
    last: datetime | date | None = None
    line: int = 0
    station_list: bool = False

    def widen(self, at: Any) -> None:
        self.first = at if self.first is None else min(self.first, at)
        self.last = at if self.last is None else max(self.last, at)


@dataclass
class BulkResult:
    rows: int  # readings or facts imported
    seconds_csv: float
    seconds_import: float
    seconds_schema: float
    files: list[FileSummary] = field(default_factory=list)
    dataset: str = ""
    rejects_file: Path = Path()

    @property
    def rejected(self) -> int:
        return sum(f.rejected for f in self.files)

    @property
    def seconds(self) -> float:
        return self.seconds_csv + self.seconds_import + self.seconds_schema


_ADMIN_TYPES = {"string": "", "int": ":int", "float": ":float", "date": ":date", "datetime": ":datetime"}


def _column(owner: Node | Rel, name: str) -> str:
    """A property's header as neo4j-admin import reads it (`at:datetime`), from its type in graph_model."""
    kind = owner.prop(name).type
    return name + _ADMIN_TYPES.get(kind, f":{kind}")


def _node_header(node: Node, *props: str) -> list[str]:
    """A node file's header: a string key doubles as the import id (`name:ID(Station)`); another key gets an
    id column of its own (Time: epoch seconds) and its typed column."""
    if node.prop(node.key).type == "string":
        ident = [f"{node.key}:ID({node.label})"]
    else:
        ident = [f":ID({node.label})", _column(node, node.key)]
    return [*ident, *(_column(node, p) for p in props), ":LABEL"]


def _rel_header(rel: Rel, *props: str) -> list[str]:
    return [f":START_ID({rel.start})", f":END_ID({rel.end})", *(_column(rel, p) for p in props), ":TYPE"]


def _iso(at: datetime) -> str:
    return at.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class _Csv:
    def __init__(self, folder: Path, name: str, header: Sequence[str]) -> None:
        self.path = folder / f"{name}.csv"
        self._fh = open(self.path, "w", newline="", encoding="utf-8")  # noqa: SIM115
        self._out = csv.writer(self._fh)
        self._out.writerow(header)

    def rows(self, rows: Iterable[Sequence[object]]) -> None:
        self._out.writerows(rows)

    def close(self) -> None:
        self._fh.close()


def write_csvs(
    source_name: str, paths: Sequence[Path], dataset: str, folder: Path, rejects: RejectsFile
) -> tuple[list[str], list[BulkFile]]:
    """Admin-import CSVs for a weather or event source; returns (import args, what each file gave), counted
    as the online loader counts (read = loaded + rejected + skipped), so its checkpoints can be written."""
    source = SOURCES[source_name]
    if source.kind not in ("weather", "events"):
        raise BulkImportError(f"--bulk supports weather and event sources, not {source_name}")
    stations: dict[str, StationRecord] = {}
    times: set[datetime] = set()
    day_set: set[date] = set()
    entities: dict[str, set[str]] = {}
    relations: dict[str, set[str]] = {}
    fact_keys: set[str] = set()
    seen: dict[tuple[str, int], tuple[int, tuple[float | None, ...]]] = {}
    files: list[BulkFile] = []
    readings = _Csv(folder, "observed", _rel_header(OBSERVED, *OBSERVED.names))
    facts = _Csv(folder, "facts", _node_header(FACT, "head", "relation", "tail", "date", "dataset"))
    fact_links = _Csv(folder, "fact_links", _rel_header(HEAD))  # HEAD and TAIL: Fact -> Entity both
    fact_days = _Csv(folder, "fact_days", _rel_header(ON))
    for path in sorted(paths, key=lambda p: not detect_format(source, p).is_station_list):
        fmt = detect_format(source, path)
        bad: list[Reject] = []
        done = BulkFile(path, FileSummary(path=str(path), format=fmt.name, status="loaded"))
        done.station_list = fmt.is_station_list
        files.append(done)
        file = done.summary
        with LineFile(path, keep_raw=True) as lines:
            for item in _items(fmt.reader(path, lines), lines):
                if isinstance(item, StationRecord):
                    stations[item.name] = _merge_station(stations.get(item.name), item)
                    if fmt.is_station_list:
                        file.count_listed_station()
                    continue
                file.count(item)  # one reading or fact a line: each item is a row
                done.line = max(done.line, item.line)
                if isinstance(item, Reject):
                    bad.append(item)
                    continue
                if isinstance(item, Skip):
                    continue
                if isinstance(item, WeatherReading):
                    v = item.values()
                    key, values = (item.station, int(item.at.timestamp())), tuple(v.values())
                    if (first := seen.setdefault(key, (item.line, values))) != (item.line, values):
                        if first[1] != values:  # the same reading twice with other values: neither is trusted more
                            bad.append(
                                Reject(str(path), item.line, f"conflicts with line {first[0]}", lines.raw(item.line))
                            )
                            file.drop(conflicts=1)
                        else:  # an exact repeat: one reading
                            file.drop(duplicates=1)
                        continue
                    file.count_missing(item, fmt.value_fields)
                    done.widen(item.at)
                    times.add(item.at)
                    readings.rows(
                        [
                            (
                                item.station,
                                int(item.at.timestamp()),
                                item.station,
                                _iso(item.at),
                                *("" if v[k] is None else v[k] for k in OBSERVED.values),
                                OBSERVED.type,
                            )
                        ]
                    )
                elif isinstance(item, FactRecord):
                    if item.key in fact_keys:
                        file.drop(duplicates=1)
                        continue
                    done.widen(item.date)
                    entities.setdefault(item.head, set()).add(item.head_spelling)
                    entities.setdefault(item.tail, set()).add(item.tail_spelling)
                    relations.setdefault(item.relation, set()).add(item.relation_spelling)
                    day_set.add(item.date)
                    fact_keys.add(item.key)
                    facts.rows(
                        [(item.key, item.head, item.relation, item.tail, item.date.isoformat(), dataset, FACT.label)]
                    )
                    fact_links.rows([(item.key, item.head, HEAD.type), (item.key, item.tail, TAIL.type)])
                    fact_days.rows([(item.key, item.date.isoformat(), ON.type)])
        rejects.write(bad)
    for f in (readings, facts, fact_links, fact_days):
        f.close()
    args = _time_layer(folder, times, day_set, source.step)
    if source.kind == "weather":
        args += _stations(folder, stations, dataset, source_name)
        args.append(f"--relationships={readings.path}")
    else:
        args += _names(folder, "entities", ENTITY, entities) + _names(folder, "relations", RELATION, relations)
        args += [f"--nodes={facts.path}", f"--relationships={fact_links.path}", f"--relationships={fact_days.path}"]
    return args, files


def _items(items: Iterator[Item], lines: LineFile) -> Iterator[Item]:
    """The reader's items, then its lines that are not UTF-8 as rejects; the raw text of earlier lines
    is dropped as it goes (only a conflict's reject needs its own line). Damage ends the import."""
    try:
        for n, item in enumerate(items):
            if n % 10_000 == 0:
                lines.forget()
            yield item
    except DamagedFile as exc:
        raise BulkImportError(
            f"{exc}. --bulk imports whole files only: load it without --bulk to keep the rows before the damage"
        ) from None
    yield from lines.bad_lines


def _merge_station(old: StationRecord | None, new: StationRecord) -> StationRecord:
    if old is None:
        return new
    return StationRecord(
        new.name,
        new.region or old.region,
        new.region_kind,
        new.latitude or old.latitude,
        new.longitude or old.longitude,
        new.height or old.height,
        new.tz,
        {**old.extra, **new.extra},
    )


def _time_layer(folder: Path, times: set[datetime], day_set: set[date], step: timedelta | None) -> list[str]:
    grid = fill_grid(times, step or timedelta(hours=1), FILL_TIMES_UP_TO)  # as the online loader fills it
    all_days = fill_grid(day_set | {t.date() for t in grid}, timedelta(days=1), FILL_DAYS_UP_TO)
    if not all_days:
        return []
    months = sorted({d.replace(day=1) for d in all_days})
    out: list[str] = []
    tables: tuple[tuple[str, list[str], list[tuple[object, ...]]], ...] = (
        ("years", _node_header(YEAR), [(y, y, YEAR.label) for y in sorted({m.year for m in months})]),
        (
            "months",
            _node_header(MONTH, "year", "month"),
            [(m.isoformat(), m.isoformat(), m.year, m.month, MONTH.label) for m in months],
        ),
        (
            "days",
            _node_header(DAY, "caption"),
            [(d.isoformat(), d.isoformat(), d.isoformat(), DAY.label) for d in all_days],
        ),
        (
            "times",
            _node_header(TIME, "caption"),
            [(int(t.timestamp()), _iso(t), f"{t.astimezone(UTC):%Y-%m-%d %H:%M}", TIME.label) for t in grid],
        ),
    )
    for name, header, rows in tables:
        f = _Csv(folder, name, header)
        f.rows(rows)
        f.close()
        out.append(f"--nodes={f.path}")
    links: tuple[tuple[str, list[str], list[tuple[object, ...]]], ...] = (
        ("in_year", _rel_header(IN_YEAR), [(m.isoformat(), m.year, IN_YEAR.type) for m in months]),
        (
            "in_month",
            _rel_header(IN_MONTH),
            [(d.isoformat(), d.replace(day=1).isoformat(), IN_MONTH.type) for d in all_days],
        ),
        (
            "day_next",
            _rel_header(DAY_NEXT),
            [(a.isoformat(), b.isoformat(), DAY_NEXT.type) for a, b in itertools.pairwise(all_days)],
        ),
        ("on_day", _rel_header(ON_DAY), [(int(t.timestamp()), t.date().isoformat(), ON_DAY.type) for t in grid]),
        (
            "time_next",
            _rel_header(TIME_NEXT),
            [(int(a.timestamp()), int(b.timestamp()), TIME_NEXT.type) for a, b in itertools.pairwise(grid)],
        ),
    )
    for name, header, rows in links:
        f = _Csv(folder, name, header)
        f.rows(rows)
        f.close()
        out.append(f"--relationships={f.path}")
    return out


def _stations(folder: Path, stations: dict[str, StationRecord], dataset: str, source: str) -> list[str]:
    nodes = _Csv(
        folder, "stations", _node_header(STATION, "region", "latitude", "longitude", "height", "tz", "datasets")
    )
    nodes.rows(
        (s.name, s.region or "", s.latitude or "", s.longitude or "", s.height or "", s.tz, dataset, STATION.label)
        for s in stations.values()
    )
    nodes.close()
    regions = sorted({s.region for s in stations.values() if s.region})
    region_nodes = _Csv(folder, "regions", _node_header(REGION, "kind"))
    region_nodes.rows((r, "county", REGION.label) for r in regions)
    region_nodes.close()
    ds = _Csv(folder, "datasets", _node_header(DATASET, "kind", "source"))
    ds.rows([(dataset, "weather", source, DATASET.label)])
    ds.close()
    links = _Csv(folder, "station_links", _rel_header(IN_REGION))
    links.rows((s.name, s.region, IN_REGION.type) for s in stations.values() if s.region)
    links.close()
    in_ds = _Csv(folder, "station_dataset", _rel_header(IN_DATASET))
    in_ds.rows((s.name, dataset, IN_DATASET.type) for s in stations.values())
    in_ds.close()
    return [
        f"--nodes={nodes.path}",
        f"--nodes={region_nodes.path}",
        f"--nodes={ds.path}",
        f"--relationships={links.path}",
        f"--relationships={in_ds.path}",
    ]


def _names(folder: Path, file: str, node: Node, names: dict[str, set[str]]) -> list[str]:
    f = _Csv(folder, file, _node_header(node, "spellings"))
    f.rows((n, ";".join(sorted(s)), node.label) for n, s in names.items())
    f.close()
    return [f"--nodes={f.path}"]


def bulk_import(
    server: LocalNeo4j,
    source_name: str,
    paths: Sequence[Path],
    dataset: str | None = None,
    rejects_path: Path | None = None,
) -> BulkResult:
    """Replace the local server's database with `paths`, via neo4j-admin import; restarts the server."""
    dataset = dataset or SOURCES[source_name].default_dataset
    rejects = RejectsFile(rejects_path or Path(".chronorag") / "rejects" / f"{dataset}.rejects.csv")
    with tempfile.TemporaryDirectory(prefix="chronorag-import-") as tmp:
        started = time.perf_counter()
        args, files = write_csvs(source_name, paths, dataset, Path(tmp), rejects)
        csv_done = time.perf_counter()
        server.stop()
        java = find_java()
        server.build()
        server.prepare(java)
        cmd = [
            str(java),
            "-Xmx2g",
            *server.jvm_options,
            "-cp",
            str(server.lib_dir / "*"),
            ADMIN_CLASS,
            "database",
            "import",
            "full",
            server.settings.neo4j_database,  # before the file lists, which take every word after them
            "--overwrite-destination=true",
            "--skip-duplicate-nodes=true",
            "--array-delimiter=;",
            *args,
        ]
        proc = subprocess.run(cmd, env=server.env(), capture_output=True, text=True, cwd=server.home)
        import_done = time.perf_counter()
        if proc.returncode != 0:
            raise BulkImportError(f"neo4j-admin import failed:\n{(proc.stdout + proc.stderr)[-2000:]}")
    server.start(mode="java")
    with GraphClient(server.settings) as client:
        ensure_schema(client)
        _mark_loaded(client, source_name, dataset, files)
    return BulkResult(
        rows=sum(f.summary.loaded for f in files if not f.station_list),
        seconds_csv=csv_done - started,
        seconds_import=import_done - csv_done,
        seconds_schema=time.perf_counter() - import_done,
        files=[f.summary for f in files],
        dataset=dataset,
        rejects_file=rejects.path,
    )


def _mark_loaded(client: GraphClient, source_name: str, dataset: str, files: Sequence[BulkFile]) -> None:
    """The Dataset node and a finished checkpoint per file, as the online loader leaves them: a later
    `ingest` of the same files says "already loaded" instead of merging millions of rows again."""
    source = SOURCES[source_name]
    client.write(q.MERGE_DATASET, {"name": dataset, "kind": source.kind, "source": source.name})
    for f in files:
        key = file_key(dataset, source.name, f.path)
        client.write(q.WRITE_CHECKPOINT, f.summary.checkpoint(key, dataset, f.line, "done", f.first, f.last))


def bulk_is_better(client: GraphClient, server: LocalNeo4j, source_name: str, paths: Sequence[Path]) -> str | None:
    """Why `ingest` should use neo4j-admin import here, or None: only for a large load of a supported source
    into an empty database of the local server this project started (the importer replaces the database)."""
    threshold = server.settings.ingest_auto_bulk_rows
    state = server.read_state()
    if threshold == 0 or SOURCES[source_name].kind not in ("weather", "events"):
        return None
    if state is None or state.mode != "java" or state.bolt_port != server.settings.bolt_port:
        return None
    if not server.process_alive(state) or client.read(ANY_NODE):
        return None
    rows = sum(estimate_lines(p) for p in paths)
    if rows < threshold:
        return None
    return (
        f"the database is empty and the files hold about {rows:,} rows: loading them with neo4j-admin import, "
        f"faster than transactions from {threshold:,} rows (INGEST_AUTO_BULK_ROWS; --online to load them "
        f"transaction by transaction)"
    )
