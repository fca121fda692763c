"""The raw series `eval run` scores against, read per station as questions need them.

Reading a whole dataset (219,000 readings for the Irish year) before the first answer made the first
result wait ~10 s; a station's year is one index seek (~20 ms). Evidence ids are natural keys
(`STATION@2017-03-05T15:00:00Z`, traffic adds `@direction@classification`, cypher/evidence.py), so they
are parsed, not looked up in a table of every reading.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime

from chronorag.cypher.evidence import id_parts
from chronorag.cypher.retrieval import COUNTER_SERIES, COUNTERS, DATASET_STATIONS, STATION_SERIES
from chronorag.graph.connection import GraphClient

Series = dict[datetime, float | None]


class LazySeries(Mapping[str, Series]):
    """Series by key ('STATION' for weather, 'STATION direction' for traffic), each read on first use."""

    def __init__(self, client: GraphClient, dataset: str, traffic: bool) -> None:
        self.client, self.traffic = client, traffic
        if traffic:
            rows = client.read(COUNTERS, {"dataset": dataset})
            self._keys = {f"{r['station']} {r['direction']}": (r["station"], r["direction"]) for r in rows}
        else:
            names: list[str] = next(
                (r["stations"] for r in client.read(DATASET_STATIONS) if r["dataset"] == dataset), []
            )
            self._keys = {name: (name, None) for name in names}
        self._loaded: dict[str, Series] = {}
        self.zones: dict[str, str] = {}
        self._lock = threading.Lock()  # scoring runs in the answering threads

    def __getitem__(self, key: str) -> Series:
        with self._lock:
            if key not in self._loaded:
                station, direction = self._keys[key]  # KeyError: not in this dataset
                if direction is None:
                    (row,) = self.client.read(STATION_SERIES, {"station": station}, timeout=120)
                else:
                    (row,) = self.client.read(COUNTER_SERIES, {"station": station, "direction": direction}, timeout=120)
                    self.zones[key] = row["tz"]
                self._loaded[key] = {datetime.fromtimestamp(t, UTC): value for t, value in row["series"]}
            return self._loaded[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def zone(self, key: str) -> str:
        """The clock a counter's answers are given in (weather: UTC)."""
        if self.traffic:
            self[key]
        return self.zones.get(key, "UTC")


class NaturalIds:
    """Evidence id -> (series key, time), parsed from the id and checked against the series."""

    def __init__(self, series: LazySeries) -> None:
        self.series = series

    def _parse(self, rid: str) -> tuple[str, datetime] | None:
        parts = id_parts(rid)
        if len(parts) != (4 if self.series.traffic else 2):
            return None
        key = f"{parts[0]} {parts[2]}" if self.series.traffic else parts[0]
        try:
            when = datetime.fromisoformat(parts[1])
        except ValueError:
            return None
        if key not in self.series or when not in self.series[key]:
            return None  # not a reading of this dataset
        return key, when

    def __contains__(self, rid: object) -> bool:
        return isinstance(rid, str) and self._parse(rid) is not None

    def __getitem__(self, rid: str) -> tuple[str, datetime]:
        found = self._parse(rid)
        if found is None:
            raise KeyError(rid)
        return found
