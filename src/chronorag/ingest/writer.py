"""The one bulk writer: typed records in, batched parameterised UNWIND statements out.

A batch is committed in one transaction together with its file checkpoint, so a crash leaves the
graph and the checkpoint in step and a rerun resumes after the last committed batch. The time
layer and the entity/relation nodes a batch needs are merged just before it (idempotent writes).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, datetime, timedelta
from typing import Any

from neo4j import ManagedTransaction

from chronorag.cypher import ingest as q
from chronorag.graph.connection import GraphClient
from chronorag.graph.schema import ensure_schema
from chronorag.graph.time_layer import ensure_days, ensure_times, merge_days, merge_instants
from chronorag.ingest.records import FactRecord, Record, StationRecord, TrafficReading, WeatherReading


class Checkpoint(dict[str, Any]):
    """Parameters of WRITE_CHECKPOINT: key, path, dataset, line, status and the counters."""


class BulkWriter:
    """Writes one dataset's records; remembers which time units and names it already merged."""

    def __init__(self, client: GraphClient, dataset: str, kind: str, source: str) -> None:
        self.client = client
        self.dataset = dataset
        self.kind = kind
        self.source = source
        self._days: set[date] = set()
        self._times: set[datetime] = set()
        self._entities: set[tuple[str, str]] = set()
        self._relations: set[tuple[str, str]] = set()
        self.first: datetime | date | None = None
        self.last: datetime | date | None = None

    def prepare(self) -> None:
        """Constraints and indexes first, then the Dataset node every station hangs off."""
        ensure_schema(self.client)
        self.client.write(q.MERGE_DATASET, {"name": self.dataset, "kind": self.kind, "source": self.source})

    def write_batch(self, records: Sequence[Record], stations: Iterable[StationRecord], checkpoint: Checkpoint) -> None:
        """Merge what the batch refers to, then commit records + checkpoint in one transaction."""
        station_rows = [_station_row(s) for s in stations]
        statement, rows = self._rows(records)
        params = {"dataset": self.dataset}

        def work(tx: ManagedTransaction) -> None:
            if station_rows:
                tx.run(q.MERGE_STATIONS.text, {"rows": station_rows, **params}).consume()
            if rows:
                tx.run(statement, {"rows": rows, **params}).consume()
            tx.run(q.WRITE_CHECKPOINT.text, checkpoint).consume()

        self.client.transaction(work, write=True, timeout=600)

    def finish(self, step: timedelta | None) -> None:
        """Fill the time layer over the whole span on the data's grid and relink NEXT chains."""
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
    def _rows(self, records: Sequence[Record]) -> tuple[str, list[dict[str, Any]]]:
        if not records:
            return "", []
        sample = records[0]
        if isinstance(sample, FactRecord):
            return q.CREATE_NEW_FACTS.text, self._fact_rows(records)  # type: ignore[arg-type]
        times = [r.at for r in records]  # type: ignore[union-attr]
        self.track(min(times), max(times))
        new_times = set(times) - self._times
        if new_times:
            merge_instants(self.client, new_times)
            self._times |= new_times
        if isinstance(sample, WeatherReading):
            return q.MERGE_WEATHER.text, [
                {"station": r.station, "t": int(r.at.timestamp()), **r.values()}
                for r in records
                if isinstance(r, WeatherReading)
            ]
        return q.MERGE_TRAFFIC.text, [
            {
                "station": r.station,
                "t": int(r.at.timestamp()),
                "direction": r.direction,
                "classification": r.classification,
                "volume": r.volume,
            }
            for r in records
            if isinstance(r, TrafficReading)
        ]

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
        rows: dict[str, dict[str, Any]] = {}
        for r in records:  # a quadruple repeated inside one batch is one fact
            rows.setdefault(
                r.key, {"key": r.key, "head": r.head, "relation": r.relation, "tail": r.tail, "date": r.date}
            )
        return list(rows.values())

    def track(self, lo: datetime | date, hi: datetime | date) -> None:
        self.first = lo if self.first is None or lo < self.first else self.first
        self.last = hi if self.last is None or hi > self.last else self.last


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
