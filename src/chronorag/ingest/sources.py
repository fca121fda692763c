"""The source names `chronorag ingest` accepts, and which reader handles each file."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import timedelta
from functools import partial
from pathlib import Path
from typing import Literal

from chronorag import datasets
from chronorag.datasets import IntervalDataset
from chronorag.ingest import (
    SourceName,  # noqa: F401 - the CLI's choices (keys of SOURCES), said in the package
    events,
    intervals,
    met_eireann,
    noaa_isd,
    tfnsw,
)
from chronorag.ingest.lines import LineFile, head_lines
from chronorag.ingest.records import Item

Reader = Callable[[Path, LineFile], Iterator[Item]]


class UnknownFormat(ValueError):
    """A file matches none of the formats the chosen source reads."""


@dataclass(frozen=True)
class FileFormat:
    name: str
    reader: Reader
    is_station_list: bool = False
    value_fields: tuple[str, ...] = ("rain", "temp", "rhum", "msl", "wdsp", "wddir")  # counted when missing


@dataclass(frozen=True)
class Source:
    name: str
    kind: Literal["events", "weather", "traffic", "intervals"]
    default_dataset: str
    step: timedelta | None  # grid of the Time nodes; None: day-level event data
    detect: Callable[[Path, list[str]], FileFormat]
    variant: str = ""  # what else makes a load of the same bytes other work (an interval file's column mapping)

    @property
    def checkpoint_name(self) -> str:
        return f"{self.name}[{self.variant}]" if self.variant else self.name


def _events(path: Path, head: list[str]) -> FileFormat:
    first = next((h for h in head if h.strip()), "")
    if first.count("\t") != 3:
        raise UnknownFormat(f"{path}: expected tab-separated head, relation, tail, date")
    return FileFormat("quadruples", events.read_quadruples)


def _met(path: Path, head: list[str]) -> FileFormat:
    kind = met_eireann.detect(head)
    readers = {
        "tidy": FileFormat("tidy hourly CSV", met_eireann.read_tidy),
        "official": FileFormat("official hly download", met_eireann.read_official),
        "stations": FileFormat("station list", met_eireann.read_station_list, is_station_list=True),
    }
    if kind is None:
        raise UnknownFormat(
            f"{path}: not a Met Éireann file (want the tidy `station,county,date,rain,...` CSV, "
            "an official `hly<id>.csv` with a `date,ind,rain,...` header, or `station,county,height,...`)"
        )
    return readers[kind]


def _isd(path: Path, head: list[str]) -> FileFormat:
    if not noaa_isd.detect(head):
        raise UnknownFormat(f"{path}: not a NOAA ISD global-hourly CSV (no STATION, DATE, REPORT_TYPE columns)")
    return FileFormat("ISD global-hourly CSV", noaa_isd.read_isd, value_fields=("rain", "temp", "msl", "wdsp", "wddir"))


def _tfnsw(path: Path, head: list[str]) -> FileFormat:
    kind = tfnsw.detect(head)
    if kind == "counts":
        return FileFormat("hourly permanent counts", tfnsw.read_counts)
    if kind == "stations":
        return FileFormat("station reference", tfnsw.read_reference, is_station_list=True)
    raise UnknownFormat(f"{path}: not a TfNSW hourly count or station reference CSV")


def interval_source(spec: IntervalDataset, name: str, default_dataset: str) -> Source:
    """Interval facts laid out as `spec` says (yago11k.toml, or `--columns` and `--kinds`)."""

    def detect(path: Path, head: list[str]) -> FileFormat:
        first = next((h for h in head if h.strip()), "")
        delimiter = intervals.delimiter_of(spec, first)
        kind = "TSV" if delimiter == "\t" else "CSV" if delimiter == "," else f"{delimiter!r}-separated"
        fmt = FileFormat(f"interval facts ({kind})", partial(intervals.read_intervals, spec))
        if not first:
            return fmt
        fields = intervals.split_fields(first, delimiter)
        try:
            where = intervals.positions(spec.format.columns, fields if intervals.has_header(spec) else None)
        except intervals.ColumnsNotFound as exc:
            raise UnknownFormat(f"{path}: {exc}") from None
        if not intervals.has_header(spec) and len(fields) <= max(where.values()):
            columns = spec.format.columns.model_dump(exclude_none=True)
            raise UnknownFormat(
                f"{path}: the first line has {len(fields)} {kind} fields; the columns "
                f"{', '.join(f'{k}={v}' for k, v in columns.items())} need {max(where.values()) + 1}"
            )
        return fmt

    layout = spec.format.model_dump_json()
    variant = "" if name != "intervals" else hashlib.sha256(layout.encode()).hexdigest()[:8]
    return Source(name, "intervals", default_dataset, None, detect, variant)


def _yago11k() -> Source:
    spec = datasets.declared("yago11k")
    assert spec is not None, "chronorag/datasets/yago11k.toml is missing from the package"
    return interval_source(spec, "yago11k", "yago11k")


SOURCES: dict[str, Source] = {
    "icews": Source("icews", "events", "icews", None, _events),
    "multitq": Source("multitq", "events", "multitq", None, _events),
    "met-eireann": Source("met-eireann", "weather", "irish-weather", timedelta(hours=1), _met),
    "noaa-isd": Source("noaa-isd", "weather", "noaa-isd", timedelta(minutes=30), _isd),
    "tfnsw": Source("tfnsw", "traffic", "tfnsw-traffic", timedelta(hours=1), _tfnsw),
    "yago11k": _yago11k(),
    # anyone's interval facts: `--columns` and `--kinds` make the source the CLI runs (interval_source)
    "intervals": interval_source(datasets.any_relation("intervals"), "intervals", "intervals"),
}


def detect_format(source: Source, path: Path) -> FileFormat:
    return source.detect(path, head_lines(path))
