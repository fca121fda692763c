"""The online loader's writer: typed records in, batched parameterised UNWIND statements out, transaction by
transaction (bulk_import.py builds the store files instead).

A batch is committed in one transaction together with its file checkpoint, so a crash leaves the
graph and the checkpoint in step and a rerun resumes after the last committed batch. The time
layer and the entity/relation nodes a batch needs are merged just before it (idempotent writes).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from neo4j import ManagedTransaction

from chronorag.cypher import ingest as q
from chronorag.graph.connection import GraphClient
from chronorag.graph.schema import ensure_schema
from chronorag.graph.time_layer import (
    Ymd,
    ensure_days,
    ensure_times,
    link_days,
    merge_calendar_units,
    merge_days,
    merge_instants,
)
from chronorag.graph_model import COUNTED, DISAMBIGUATED_NAME, OBSERVED
from chronorag.ingest.accounting import Checkpoint
from chronorag.ingest.records import (
    FactRecord,
    IntervalRecord,
    Record,
    StationRecord,
    TrafficReading,
    WeatherReading,
)
from chronorag.temporal.partial_dates import PartialDate


class OnlineWriter:
    """Writes one dataset's records in transactions; remembers which time units and names it already merged."""

    def __init__(self, client: GraphClient, dataset: str, kind: str, source: str) -> None:
        self.client = client
        self.dataset = dataset
        self.kind = kind
        self.source = source
        self._days: set[date] = set()
        self._times: set[datetime] = set()
        self._entities: set[tuple[str, str]] = set()
        self._relations: set[tuple[str, str]] = set()
        self._units: set[tuple[int, ...]] = set()  # interval facts' Year (y,), Month (y, m) and Day (y, m, d)
        self.first: datetime | date | None = None
        self.last: datetime | date | None = None

    def prepare(self) -> None:
        """Constraints and indexes first, then the Dataset node every station hangs off."""
        ensure_schema(self.client)
        self.client.write(q.MERGE_DATASET, {"name": self.dataset, "kind": self.kind, "source": self.source})

    def write_batch(
        self,
        records: Sequence[Record],
        stations: Iterable[StationRecord],
        checkpoint_for: Callable[[BatchOutcome], Checkpoint],
    ) -> BatchOutcome:
        """Merge what the batch refers to, then commit the new records and the checkpoint (built from
        what the batch turned out to hold: duplicates and conflicts) in one transaction."""
        station_rows = [_station_row(s) for s in stations]
        statement, rows, tally = self._rows(records)
        params = {"dataset": self.dataset}

        def work(tx: ManagedTransaction) -> BatchOutcome:
            if station_rows:
                tx.run(q.MERGE_STATIONS.text, {"rows": station_rows, **params}).consume()
            stored = [(r["row"], r["old"]) for r in tx.run(statement, {"rows": rows, **params})] if rows else []
            outcome = tally.outcome(stored)  # a pure function of the results: safe when the driver retries
            tx.run(q.WRITE_CHECKPOINT.text, checkpoint_for(outcome)).consume()
            return outcome

        return self.client.transaction(work, write=True, timeout=600)

    def finish(self, step: timedelta | None) -> None:
        """Fill the time layer over the whole span on the data's grid and relink NEXT chains. Interval facts hang
        on the units of their precision, with no grid to fill: only the Day chain is relinked across their days."""
        if self.kind == "intervals":
            rows = self.client.read(q.INTERVAL_DAY_SPAN, {"dataset": self.dataset})
            if rows:
                link_days(self.client, date(*rows[0]["first"]), date(*rows[0]["last"]))
            return
        if self.first is None or self.last is None:
            return
        if isinstance(self.first, datetime) and isinstance(self.last, datetime) and step is not None:
            ensure_times(self.client, self.first, self.last, step)
        else:
            first = self.first.date() if isinstance(self.first, datetime) else self.first
            last = self.last.date() if isinstance(self.last, datetime) else self.last
            ensure_days(self.client, first, last)

    def read_checkpoint(self, key: str) -> dict[str, Any] | None:
        rows = self.client.read(q.READ_CHECKPOINT, {"key": key})
        return rows[0] if rows else None

    # -- per-kind rows -------------------------------------------------------------------
    def _rows(self, records: Sequence[Record]) -> tuple[str, list[dict[str, Any]], Tally]:
        """The statement, its rows (one per distinct key) and the tally of what repeated inside the batch."""
        if not records:
            return "", [], Tally()
        sample = records[0]
        if isinstance(sample, FactRecord):
            rows = self._fact_rows(records)  # type: ignore[arg-type]
            statement = q.CREATE_NEW_FACTS.text
        elif isinstance(sample, IntervalRecord):
            rows = self._interval_rows(records)  # type: ignore[arg-type]
            statement = q.CREATE_NEW_INTERVAL_FACTS.text
        else:
            times = [r.at for r in records]  # type: ignore[union-attr]
            self.track(min(times), max(times))
            new_times = set(times) - self._times
            if new_times:
                merge_instants(self.client, new_times)
                self._times |= new_times
            rows = [_reading_row(r) for r in records]  # type: ignore[arg-type]
            statement = q.CREATE_NEW_WEATHER.text if isinstance(sample, WeatherReading) else q.CREATE_NEW_TRAFFIC.text
        tally = Tally()
        first: dict[tuple[Any, ...], dict[str, Any]] = {}
        distinct: list[dict[str, Any]] = []
        for row in rows:
            key = row.pop("_key")
            tally.records[row["line"]] += 1
            if (earlier := first.get(key)) is None:
                first[key] = row
                distinct.append(row)
            elif (difference := _difference(earlier, row)) is None:
                tally.repeats[row["line"]] += 1
            else:
                tally.conflicts.setdefault(row["line"], f"conflicts with line {earlier['line']}: {difference}")
        return statement, distinct, tally

    def _fact_rows(self, records: Sequence[FactRecord]) -> list[dict[str, Any]]:
        days = {r.date for r in records}
        self.track(min(days), max(days))
        if new_days := days - self._days:
            merge_days(self.client, new_days)
            self._days |= new_days
        entities = {(r.head, r.head_spelling) for r in records} | {(r.tail, r.tail_spelling) for r in records}
        if new := entities - self._entities:
            self.client.write(q.MERGE_ENTITIES, {"rows": [{"name": n, "spelling": s} for n, s in sorted(new)]})
            self._entities |= new
        relations = {(r.relation, r.relation_spelling) for r in records}
        if new := relations - self._relations:
            self.client.write(q.MERGE_RELATIONS, {"rows": [{"name": n, "spelling": s} for n, s in sorted(new)]})
            self._relations |= new
        return [
            {
                "_key": (r.key,),
                "line": r.line,
                "key": r.key,
                "head": r.head,
                "relation": r.relation,
                "tail": r.tail,
                "date": r.date,
            }
            for r in records
        ]

    def _interval_rows(self, records: Sequence[IntervalRecord]) -> list[dict[str, Any]]:
        """Entities (keyed by dataset and name) and the time units the ends hang on are merged first."""
        units: set[tuple[int, ...]] = set()
        for r in records:
            units |= {_unit(r.start)} | ({_unit(r.end)} if r.end else set())
        if new_units := units - self._units:
            merge_calendar_units(
                self.client,
                [u[0] for u in new_units if len(u) == 1],
                [(u[0], u[1]) for u in new_units if len(u) == 2],
                [(u[0], u[1], u[2]) for u in new_units if len(u) == 3],
            )
            self._units |= new_units
        names = {(r.head, r.head_spelling) for r in records} | {(r.tail, r.tail_spelling) for r in records}
        if new := names - self._entities:
            rows = [interval_entity_row(self.dataset, n, s) for n, s in sorted(new)]
            self.client.write(q.MERGE_INTERVAL_ENTITIES, {"rows": rows, "dataset": self.dataset})
            self._entities |= new
        return [_interval_row(self.dataset, r) for r in records]

    def track(self, lo: datetime | date, hi: datetime | date) -> None:
        self.first = lo if self.first is None or lo < self.first else self.first
        self.last = hi if self.last is None or hi > self.last else self.last


def entity_key(dataset: str, name: str) -> str:
    """An interval entity's key: its dataset and its name (`yago11k:China`)."""
    return f"{dataset}:{name}"


def interval_entity_row(dataset: str, name: str, spelling: str) -> dict[str, Any]:
    """The name, and for `Medea (play)` the bare name and the disambiguator (never read as ICEWS's sector form)."""
    match = DISAMBIGUATED_NAME.match(name)
    return {
        "key": entity_key(dataset, name),
        "name": name,
        "bare_name": match.group("bare") if match else name,
        "disambiguator": match.group("disambiguator") if match else None,
        "spelling": spelling,
    }


def _interval_row(dataset: str, r: IntervalRecord) -> dict[str, Any]:
    """CREATE_NEW_INTERVAL_FACTS' row: `s` the first day the start may be, `e` the last day the end may be."""
    key = r.key(dataset)
    return {
        "_key": (key,),
        "line": r.line,
        "key": key,
        "head": r.head,
        "relation": r.relation,
        "tail": r.tail,
        "head_key": entity_key(dataset, r.head),
        "tail_key": entity_key(dataset, r.tail),
        "kind": r.kind,
        "symmetric": r.symmetric,
        "span": r.span,
        "start": r.start.text,
        "start_precision": r.start.precision,
        "s": list(r.start.first()),
        "end": r.end.text if r.end else None,
        "end_precision": r.end.precision if r.end else None,
        "e": list(r.end.last()) if r.end else None,
    }


def _unit(when: PartialDate) -> tuple[int, ...]:
    """The time unit an end hangs on: (year,), (year, month) or (year, month, day)."""
    parts: Ymd = (when.year, when.month or 0, when.day or 0)
    return parts[: {"year": 1, "month": 2, "day": 3}[when.precision]]


def _station_row(s: StationRecord) -> dict[str, Any]:
    props: dict[str, Any] = {
        "region": s.region,
        "latitude": s.latitude,
        "longitude": s.longitude,
        "height": s.height,
        "tz": s.tz,
        **s.extra,
    }
    if s.region is not None:
        props[s.region_kind] = s.region
    return {
        "name": s.name,
        "region": s.region,
        "region_kind": s.region_kind,
        "props": {k: v for k, v in props.items() if v is not None},
    }


def _reading_row(r: WeatherReading | TrafficReading) -> dict[str, Any]:
    t = int(r.at.timestamp())
    if isinstance(r, WeatherReading):
        return {"_key": (r.station, t), "line": r.line, "station": r.station, "t": t, **r.values()}
    return {
        "_key": (r.station, t, r.direction, r.classification),
        "line": r.line,
        "station": r.station,
        "t": t,
        "direction": r.direction,
        "classification": r.classification,
        "volume": r.volume,
    }


_VALUES = OBSERVED.values + COUNTED.values


def _difference(old: dict[str, Any], new: dict[str, Any]) -> str | None:
    """None when two readings of one key carry the same values, else what differs ("rain 0.4 vs 0.6")."""
    diffs = [
        f"{k} {_shown(old.get(k))} vs {_shown(new.get(k))}" for k in _VALUES if k in new and old.get(k) != new.get(k)
    ]
    return ", ".join(diffs) or None


def _shown(value: object) -> str:
    return "missing" if value is None else f"{value:g}" if isinstance(value, float) else str(value)


@dataclass
class BatchOutcome:
    """Source lines of a batch that add nothing: repeats of a stored (or earlier) record with the same
    values, skipped as duplicates, and lines whose key holds other values, rejected with the reason."""

    duplicates: list[int] = field(default_factory=list)
    conflicts: list[tuple[int, str]] = field(default_factory=list)

    @property
    def dropped(self) -> int:
        return len(self.duplicates) + len(self.conflicts)


@dataclass
class Tally:
    """Per source line: records sent, records repeating an earlier one of the batch, and the first
    conflict (a TfNSW line carries 24 readings: a duplicate when all are, a conflict when one is)."""

    records: Counter[int] = field(default_factory=Counter)
    repeats: Counter[int] = field(default_factory=Counter)
    conflicts: dict[int, str] = field(default_factory=dict)

    def outcome(self, stored: list[tuple[dict[str, Any], dict[str, Any]]]) -> BatchOutcome:
        """Add the rows whose key the graph already held (row, stored values) and settle each line."""
        repeats = Counter(self.repeats)
        conflicts = dict(self.conflicts)
        for row, old in stored:
            difference = _difference(old, row)
            if difference is None:
                repeats[row["line"]] += 1
            else:
                conflicts.setdefault(row["line"], f"conflicts with the reading already in the graph: {difference}")
        duplicates = [line for line, n in repeats.items() if n == self.records[line] and line not in conflicts]
        return BatchOutcome(sorted(duplicates), sorted(conflicts.items()))
