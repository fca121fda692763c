"""Typed records every reader yields and the writer consumes.

Dataclasses with slots rather than Pydantic models: a 219,000-row file is validated field by field
in the readers already, and these are built once per row on the hot path.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime

from chronorag.temporal.partial_dates import PartialDate, span_caption


@dataclass(frozen=True, slots=True)
class Reject:
    """A row that could not be loaded: where it was, why, and the raw text, for the rejects file."""

    file: str
    line: int
    reason: str
    raw: str


@dataclass(frozen=True, slots=True)
class Skip:
    """A well-formed row deliberately not loaded (a duplicate, or a report type not loaded)."""

    line: int
    reason: str


@dataclass(frozen=True, slots=True)
class FactRecord:
    """One event quadruple (head, relation, tail, date) with the names as spelled in the file."""

    line: int
    head: str
    relation: str
    tail: str
    date: date
    head_spelling: str
    relation_spelling: str
    tail_spelling: str

    @property
    def key(self) -> str:
        """Natural key: the same quadruple from two files is one Fact."""
        text = f"{self.head}\t{self.relation}\t{self.tail}\t{self.date.isoformat()}"
        return hashlib.blake2b(text.encode(), digest_size=12).hexdigest()


@dataclass(frozen=True, slots=True)
class IntervalRecord:
    """One interval fact (head, relation, tail, start, end) with each end at its own precision; `end` None is an
    open end. `kind` and `symmetric` are the relation's, from the dataset's file (chronorag.datasets)."""

    line: int
    head: str
    relation: str
    tail: str
    start: PartialDate
    end: PartialDate | None
    kind: str
    symmetric: bool
    head_spelling: str
    tail_spelling: str

    def key(self, dataset: str) -> str:
        """Natural key: the same fact in the same dataset is one IntervalFact (its evidence id)."""
        end = self.end.text if self.end else ""
        text = f"{dataset}\t{self.head}\t{self.relation}\t{self.tail}\t{self.start.text}\t{end}"
        return hashlib.blake2b(text.encode(), digest_size=12).hexdigest()

    @property
    def span(self) -> str:
        return span_caption(self.start.text, self.end.text if self.end else None)


@dataclass(frozen=True, slots=True)
class StationRecord:
    """A sensor location: weather station or traffic counter."""

    name: str
    region: str | None
    region_kind: str
    latitude: float | None = None
    longitude: float | None = None
    height: float | None = None
    tz: str = "UTC"
    extra: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class WeatherReading:
    """One station-time observation; None means missing (never stored as 0)."""

    line: int
    station: str
    at: datetime
    rain: float | None
    temp: float | None = None
    rhum: float | None = None
    msl: float | None = None
    wdsp: float | None = None
    wddir: float | None = None
    rain_period_h: float | None = None

    def values(self) -> dict[str, float | None]:
        return {
            "rain": self.rain,
            "temp": self.temp,
            "rhum": self.rhum,
            "msl": self.msl,
            "wdsp": self.wdsp,
            "wddir": self.wddir,
            "rain_period_h": self.rain_period_h,
        }


@dataclass(frozen=True, slots=True)
class TrafficReading:
    """One counter-direction-classification-hour volume; None means missing."""

    line: int
    station: str
    direction: str
    classification: str
    at: datetime
    volume: int | None


Record = FactRecord | IntervalRecord | WeatherReading | TrafficReading
Item = Record | StationRecord | Reject | Skip
