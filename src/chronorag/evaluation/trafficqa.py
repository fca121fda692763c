"""trafficQA regenerated from an ingested traffic dataset (TfNSW hourly permanent counts).

As weatherQA, with: the series is one counter direction ("TfNSW 6001 northbound"); abnormal = volume
at or above that counter direction's 90th percentile over the (local) year (`--percentile`, recorded
in every question as `threshold`); the shift bound is 9 h; questions and answers are in the counter's
local clock (Australia/Sydney) while `start` is stored in UTC for scoring. Clean = every hourly
count present and below the threshold; a candidate start with a missing count and no heavy one
leaves Q2 / Q3 undecided ("no answer"), as in weatherQA.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import numpy as np

from chronorag.cypher.retrieval import DATASET_COUNTS
from chronorag.graph.connection import GraphClient
from chronorag.plans import SENSOR_FAMILIES, Condition, shift_sign

BOUND_HOURS = 9
HOUR = timedelta(hours=1)

TEMPLATES = {
    "Q1": [
        "Will traffic be heavy at {station} {direction} from {start:%H:%M} to {end:%H:%M} on {start:%d %B %Y}?",
        "Is there heavy traffic at {station} {direction} during a {hours}-hour drive starting {start:%-I%p} on "
        "{start:%b %d %Y}?",
    ],
    "Q2": [
        "Traffic may be heavy at {station} {direction} on my {hours}-hour drive from {start:%H:%M} on "
        "{start:%d %B %Y}. What is the latest time I could leave earlier to avoid it?",
        "How late can I leave earlier than {start:%H:%M} on {start:%Y-%m-%d} to avoid heavy traffic at {station} "
        "{direction} for {hours} hours?",
    ],
    "Q3": [
        "If traffic is heavy at {station} {direction} during my {hours}-hour drive from {start:%H:%M} on "
        "{start:%d %B %Y}, what is the earliest I can postpone it to?",
        "Should I leave later than {start:%-I%p} on {start:%b %d %Y} to avoid heavy traffic at {station} "
        "{direction} for {hours} hours? What is the earliest good start?",
    ],
}

Key = tuple[str, str]  # (station, direction)


@dataclass(frozen=True)
class TrafficQuestion:
    id: str
    dataset: str
    qtype: str  # the family, Q1-Q3 (plans.SENSOR_FAMILIES); `qtype` is the question files' field name
    question: str
    answer: str
    station: str
    direction: str
    start: str  # UTC, YYYY-MM-DDTHH:MM
    hours: int
    threshold: float
    percentile: float

    def to_json(self) -> str:
        return json.dumps(self.__dict__)


def load_counts(
    client: GraphClient, dataset: str
) -> tuple[dict[Key, dict[datetime, float | None]], dict[Key, str], dict[str, tuple[Key, datetime]]]:
    """Every count of a dataset: (station, direction) -> time -> volume, each counter's clock, and
    reading id -> ((station, direction), time) for scoring retrieved evidence."""
    series: dict[Key, dict[datetime, float | None]] = {}
    zones: dict[Key, str] = {}
    ids: dict[str, tuple[Key, datetime]] = {}
    for row in client.read(DATASET_COUNTS, {"dataset": dataset}, timeout=300):
        key = (row["station"], row["direction"])
        counter = series.setdefault(key, {})
        zones[key] = row["tz"]
        for t, volume, count_id in row["counts"]:
            at = datetime.fromtimestamp(t, UTC)
            counter[at] = volume
            ids[count_id] = (key, at)
    return series, zones, ids


def thresholds(values: Mapping[datetime, float | None], tz: ZoneInfo, percentile: float) -> dict[int, float]:
    """Per local year: the percentile (linear interpolation, as Neo4j's percentileCont) of the counts."""
    by_year: dict[int, list[float]] = {}
    for t, v in values.items():
        if v is not None:
            by_year.setdefault(t.astimezone(tz).year, []).append(float(v))
    return {y: float(np.percentile(v, percentile * 100)) for y, v in by_year.items()}


def heavy(limit: float) -> Condition:
    """Heavy traffic: a count at or above the counter direction's threshold."""
    return Condition(field="volume", op=">=", threshold=limit, unit="vehicles")


def clean(values: Mapping[datetime, float | None], start: datetime, hours: int, limit: float) -> bool:
    """Every hourly count of [start, start + hours) present and below the heavy-traffic threshold."""
    slot = [start + i * HOUR for i in range(hours)]
    return all(values.get(t) is not None and float(values[t] or 0) < limit for t in slot)


def shifted(
    values: Mapping[datetime, float | None], start: datetime, hours: int, limit: float, sign: int, tz: ZoneInfo
) -> str:
    """Q2 (sign -1) / Q3 (sign +1) within 9 h, in the counter's local clock: the nearest clean start with
    every start between heavy; a start between with a missing count and none heavy leaves it undecided."""
    for k in range(1, BOUND_HOURS + 1):
        cand = start + sign * k * HOUR
        if any(heavy(limit).holds(values.get(cand + i * HOUR)) for i in range(hours)):
            continue
        return f"{cand.astimezone(tz):%Y-%m-%d %H:%M}" if clean(values, cand, hours, limit) else "no answer"
    return "no answer"


def generate(
    series: Mapping[Key, Mapping[datetime, float | None]],
    zones: Mapping[Key, str],
    dataset: str,
    seed: int,
    slots_per_year: int = 200,
    percentile: float = 0.9,
) -> Iterator[TrafficQuestion]:
    rng = random.Random(seed)
    keys = sorted(series)
    tz_of = {k: ZoneInfo(zones.get(k, "UTC")) for k in keys}
    limits = {k: thresholds(series[k], tz_of[k], percentile) for k in keys}
    years = sorted({y for lim in limits.values() for y in lim})
    n = 0
    for year in years:
        drawn, attempts = 0, 0
        while drawn < slots_per_year and attempts < slots_per_year * 50:
            attempts += 1
            key, hours = rng.choice(keys), rng.randint(1, 3)
            values, tz = series[key], tz_of[key]
            grid = [t for t in values if t.astimezone(tz).year == year]
            if not grid or year not in limits[key]:
                continue
            start = rng.choice(grid)
            slot = [start + i * HOUR for i in range(hours)]
            if any(values.get(t) is None for t in slot):
                continue
            drawn += 1
            limit = limits[key][year]
            occurs = any((values.get(t) or 0) >= limit for t in slot)
            families = [
                (f, str(occurs) if shift_sign(f) == 0 else shifted(values, start, hours, limit, shift_sign(f), tz))
                for f in SENSOR_FAMILIES
                if occurs or shift_sign(f) == 0
            ]
            local = start.astimezone(tz)
            for family, answer in families:
                n += 1
                text = rng.choice(TEMPLATES[family]).format(
                    station=key[0], direction=key[1], hours=hours, start=local, end=local + hours * HOUR
                )
                yield TrafficQuestion(
                    f"{dataset}-{seed}-{n:05d}",
                    dataset,
                    family,
                    text,
                    answer,
                    key[0],
                    key[1],
                    f"{start:%Y-%m-%dT%H:%M}",
                    hours,
                    round(limit, 3),
                    percentile,
                )
