"""weatherQA regenerated from an ingested weather dataset, with exactly documented semantics.

Following the KG-IRAG paper: per year of data, 200 random slots (station, start on the hourly grid,
a duration of 1-4 hours). Q1 for every slot; Q2 and Q3 only where Q1 is true. Abnormal = rain > 0 mm.
A trip [s, s + d) is affected by the readings s <= t < s + d. Q2 = latest start s' < s with
s - s' <= 12 h whose slot of the same length is clean; Q3 = earliest s' > s likewise; "no answer"
when none exists. Clean = every hourly reading present and 0 mm. Slots with a missing reading in
the slot itself are not drawn (so Q1 is never undecidable); a candidate slot with a missing reading
and no rain is undecided, and so is Q2 / Q3 when it comes before any clean one ("no answer").
This module computes answers from the raw series, independently of the strategies' judge, so the
evaluation checks the system rather than restating it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from chronorag.cypher.retrieval import DATASET_READINGS
from chronorag.graph.connection import GraphClient
from chronorag.plans import SENSOR_FAMILIES, shift_sign

BOUND = timedelta(hours=12)
HOUR = timedelta(hours=1)
SLOTS_PER_YEAR = 200

Series = Mapping[datetime, float | None]

TEMPLATES = {
    "Q1": [
        "Will it rain at {station} during a {hours}-hour trip starting at {start:%H:%M} on {start:%d %B %Y}?",
        "Is there any rain at {station} between {start:%H:%M} and {end:%H:%M} on {start:%Y-%m-%d}?",
        "I'm out at {station} from {start:%-I%p} for {hours} hours on {start:%b %d %Y}. Will I get rained on?",
        "Does it rain at {station} on {start:%d %B %Y} from {start:%H:%M} to {end:%H:%M}?",
    ],
    "Q2": [
        "I planned a {hours}-hour trip at {station} from {start:%H:%M} on {start:%d %B %Y}. If it rains, "
        "what is the latest time I could leave earlier to stay dry?",
        "To avoid rain on my {hours} hour walk at {station} starting {start:%Y-%m-%d %H:%M}, how late can I "
        "set off earlier instead?",
        "Rain is expected during my trip at {station} from {start:%H:%M} to {end:%H:%M} on {start:%b %d %Y}; "
        "what is the latest earlier start that keeps me dry?",
    ],
    "Q3": [
        "If it rains during my {hours}-hour trip at {station} from {start:%H:%M} on {start:%d %B %Y}, what is "
        "the earliest time I can postpone it to?",
        "My trip at {station} from {start:%H:%M} to {end:%H:%M} on {start:%Y-%m-%d} may get wet. When is the "
        "earliest I could leave later and avoid rain?",
        "Should I delay my {hours} hour trip at {station} starting {start:%-I%p} on {start:%b %d %Y}? "
        "What is the earliest dry start?",
    ],
}


@dataclass(frozen=True)
class GeneratedQuestion:
    id: str
    dataset: str
    qtype: str  # the family, Q1-Q3 (plans.SENSOR_FAMILIES); `qtype` is the question files' field name
    question: str
    answer: str
    station: str
    start: str  # YYYY-MM-DDTHH:MM
    hours: int

    def to_json(self) -> str:
        return json.dumps(self.__dict__)


def load_series(
    client: GraphClient, dataset: str
) -> tuple[dict[str, dict[datetime, float | None]], dict[str, tuple[str, datetime]]]:
    """Every reading of a dataset: station -> time -> rain, and reading id -> (station, time)."""
    series: dict[str, dict[datetime, float | None]] = {}
    ids: dict[str, tuple[str, datetime]] = {}
    for row in client.read(DATASET_READINGS, {"dataset": dataset}, timeout=300):
        station = series.setdefault(row["station"], {})
        for t, rain, reading_id in row["readings"]:
            at = datetime.fromtimestamp(t, UTC)
            station[at] = rain
            ids[reading_id] = (row["station"], at)
    return series, ids


def slot_times(start: datetime, hours: int) -> list[datetime]:
    return [start + i * HOUR for i in range(hours)]


def rains(values: Series, start: datetime, hours: int) -> bool:
    return any((values.get(t) or 0) > 0 for t in slot_times(start, hours))


def clean(values: Series, start: datetime, hours: int) -> bool:
    return all(t in values and values[t] is not None and values[t] == 0 for t in slot_times(start, hours))


def shifted_answer(values: Series, start: datetime, hours: int, sign: int) -> str:
    """Q2 (sign -1): latest earlier clean start; Q3 (sign +1): earliest later one; within 12 h. Every start
    between must have rain: one with a missing reading and no rain may be dry, so it leaves the answer
    undecided ("no answer") rather than passing it for a farther start."""
    for k in range(1, int(BOUND / HOUR) + 1):
        cand = start + sign * k * HOUR
        if rains(values, cand, hours):
            continue
        return f"{cand:%Y-%m-%d %H:%M}" if clean(values, cand, hours) else "no answer"
    return "no answer"


def generate(
    series: Mapping[str, Series], dataset: str, seed: int, slots_per_year: int = SLOTS_PER_YEAR
) -> Iterator[GeneratedQuestion]:
    rng = random.Random(seed)
    stations = sorted(series)
    years = sorted({t.year for values in series.values() for t in values})
    n = 0
    for year in years:
        drawn = 0
        while drawn < slots_per_year:
            station, hours = rng.choice(stations), rng.randint(1, 4)
            values = series[station]
            grid = [t for t in values if t.year == year]
            start = rng.choice(grid).replace(minute=0, second=0, microsecond=0)
            if any(values.get(t) is None for t in slot_times(start, hours)):
                continue  # a missing reading in the slot itself: Q1 would be undecidable
            drawn += 1
            wet = rains(values, start, hours)
            families = [
                (f, str(wet) if shift_sign(f) == 0 else shifted_answer(values, start, hours, shift_sign(f)))
                for f in SENSOR_FAMILIES
                if wet or shift_sign(f) == 0  # a shift is asked only of a slot that has rain
            ]
            for family, answer in families:
                n += 1
                template = rng.choice(TEMPLATES[family])
                text = template.format(station=station.title(), hours=hours, start=start, end=start + hours * HOUR)
                yield GeneratedQuestion(
                    f"{dataset}-{seed}-{n:05d}",
                    dataset,
                    family,
                    text,
                    answer,
                    station,
                    f"{start:%Y-%m-%dT%H:%M}",
                    hours,
                )


def write_jsonl(questions: Iterator[Any], path: Path) -> int:
    """Write question records that have `to_json()` (weatherQA, trafficQA), one per line."""
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with open(path, "w", encoding="utf-8") as fh:
        for q in questions:
            fh.write(q.to_json() + "\n")
            count += 1
    return count
