"""TfNSW hourly permanent traffic counts: one wide row per station, direction, classification, day.

Counts: `station_key, traffic_direction_seq, cardinal_direction_seq, classification_seq, date, year,
month, day_of_week, public_holiday, school_holiday, daily_total, hour_00 ... hour_23` (local time,
Australia/Sydney). The row is unpivoted into 24 hourly readings, stored at their UTC instant; the
hour that does not exist on the night daylight saving starts (02:00) is dropped, and on the night it
ends `hour_02` is read as the first 02:00 (daylight time).
Station reference: `station_key, station_id, name, road_name, full_name, ..., suburb, lga, ...,
wgs84_latitude, wgs84_longitude`. Blank hour = missing (not 0).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, time
from pathlib import Path
from zoneinfo import ZoneInfo

from chronorag.ingest.fields import NotADecimal, check_year, parse_float
from chronorag.ingest.lines import LineFile, csv_rows, split_csv
from chronorag.ingest.records import Reject, StationRecord, TrafficReading

SYDNEY = ZoneInfo("Australia/Sydney")
HOURS = tuple(f"hour_{h:02d}" for h in range(24))
DIRECTIONS = {
    "1": "northbound",
    "3": "eastbound",
    "5": "southbound",
    "7": "westbound",
    "9": "northbound and southbound",
    "10": "eastbound and westbound",
}


def detect(head: list[str]) -> str | None:
    cols = [c.strip().lower() for c in split_csv(head[0])] if head else []
    if "station_key" in cols and all(h in cols for h in HOURS):
        return "counts"
    if "station_key" in cols and ("wgs84_latitude" in cols or "suburb" in cols):
        return "stations"
    return None


def station_name(station_key: str) -> str:
    """Counters are keyed by TfNSW's station_key; the reference table adds the readable names."""
    return f"TfNSW {station_key}"


def read_reference(path: Path, lines: LineFile) -> Iterator[StationRecord | Reject]:
    for csv_row in csv_rows(path, lines):
        if isinstance(csv_row, Reject):
            yield csv_row
            continue
        line, row = csv_row.line, csv_row.mapping()
        try:
            lat, lon = parse_float(row.get("wgs84_latitude", "")), parse_float(row.get("wgs84_longitude", ""))
        except ValueError:
            yield Reject(str(path), line.number, "non-numeric coordinates", line.text)
            continue
        extra = {k: row[k] for k in ("station_id", "full_name", "road_name", "lga", "suburb") if row.get(k)}
        yield StationRecord(
            station_name(row["station_key"]),
            row.get("suburb") or None,
            "suburb",
            latitude=lat,
            longitude=lon,
            tz="Australia/Sydney",
            extra=extra,
        )


def _hourly_volumes(cols: list[str], idx: dict[str, int]) -> list[int | None] | str:
    """The 24 hourly counts of a row (None: missing), or why one cannot be read."""
    volumes: list[int | None] = []
    for h in HOURS:
        raw = cols[idx[h]]
        try:
            value = parse_float(raw)
        except NotADecimal as exc:
            return f"{h} {exc}"
        except ValueError:
            return f"non-numeric {h} {raw.strip()!r}"
        if value is not None and (value < 0 or value != int(value)):
            return f"{h} {raw.strip()!r} is not a non-negative whole count"
        volumes.append(None if value is None else int(value))
    return volumes


def read_counts(path: Path, lines: LineFile) -> Iterator[TrafficReading | StationRecord | Reject]:
    stations: set[str] = set()
    for row in csv_rows(path, lines):
        if isinstance(row, Reject):
            yield row
            continue
        line, cols, idx = row.line, row.cols, row.idx
        key = cols[idx["station_key"]].strip()
        if not key:
            yield Reject(str(path), line.number, "empty station_key", line.text)
            continue
        date_s = cols[idx["date"]].strip()
        try:
            day = date.fromisoformat(date_s[:10])
            check_year(day)
        except ValueError:
            yield Reject(str(path), line.number, f"unparseable date {date_s!r}", line.text)
            continue
        volumes = _hourly_volumes(cols, idx)
        if isinstance(volumes, str):
            yield Reject(str(path), line.number, volumes, line.text)
            continue
        code = cols[idx["cardinal_direction_seq"]].strip() if "cardinal_direction_seq" in idx else ""
        direction = DIRECTIONS.get(code, code or "unknown")
        classification = cols[idx["classification_seq"]].strip() if "classification_seq" in idx else "all"
        name = station_name(key)
        if name not in stations:
            stations.add(name)
            yield StationRecord(name, None, "suburb", tz="Australia/Sydney")
        for hour, volume in enumerate(volumes):
            local = datetime.combine(day, time(hour), tzinfo=SYDNEY)
            at = local.astimezone(UTC)
            if at.astimezone(SYDNEY).hour != hour:
                continue  # 02:00 on the night DST starts does not exist: no reading to store
            yield TrafficReading(line.number, name, direction, classification, at, volume)
