"""NOAA ISD global-hourly CSV (e.g. Sydney Airport): quoted fields, coded values.

`DATE` is UTC (`2019-01-01T00:30:00`). `TMP` is `+0240,1` (tenths of °C, quality code; +9999 missing).
`AA1` is precipitation: `period hours, depth in mm x 10, condition, quality` (depth 9999 missing).
`WND` is `direction, quality, type, speed m/s x 10, quality` and `SLP` is `hPa x 10, quality`.
Only the half-hourly METAR rows (`REPORT_TYPE` FM-15) are loaded by default; rows are de-duplicated
by station, date and report type. Wind speed is converted to knots to match the Irish data.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from chronorag.ingest.fields import as_utc, parse_float
from chronorag.ingest.lines import LineFile, csv_rows, split_csv
from chronorag.ingest.records import Reject, Skip, StationRecord, WeatherReading

REQUIRED = ("STATION", "DATE", "REPORT_TYPE")
MS_TO_KNOTS = 1.943844


def detect(head: list[str]) -> bool:
    cols = [c.strip().upper() for c in split_csv(head[0])] if head else []
    return all(c in cols for c in REQUIRED)


def _coded(field: str, part: int, missing: str, scale: float) -> float | None:
    """Value `part` of a comma-coded ISD field, scaled; None if absent or the missing sentinel."""
    if not field.strip():
        return None
    pieces = field.split(",")
    if part >= len(pieces):
        raise ValueError(f"field {field!r} has no part {part}")
    raw = pieces[part].strip()
    if not raw or raw.lstrip("+-") == missing:
        return None
    value = parse_float(raw)  # finite decimals only: not nan, inf or 1_000
    return None if value is None else value / scale


def read_isd(
    path: Path,
    lines: LineFile,
    report_types: frozenset[str] = frozenset({"FM-15"}),
) -> Iterator[WeatherReading | StationRecord | Reject | Skip]:
    seen_rows: set[tuple[str, str, str]] = set()
    stations: set[str] = set()
    for row in csv_rows(path, lines):
        if isinstance(row, Reject):
            yield row
            continue
        line, col = row.line, row.get
        station_id, date_s, report = col("station"), col("date"), col("report_type")
        try:
            at = as_utc(datetime.fromisoformat(date_s))
        except ValueError:
            yield Reject(str(path), line.number, f"unparseable date {date_s!r}", line.text)
            continue
        if report not in report_types:
            yield Skip(line.number, f"report type {report or 'blank'} not loaded")
            continue
        key = (station_id, date_s, report)
        if key in seen_rows:
            yield Skip(line.number, "duplicate station/date/report type")
            continue
        seen_rows.add(key)
        name = col("name") or station_id
        try:
            wind_ms = _coded(col("wnd"), 3, "9999", 10)
            reading = WeatherReading(
                line.number,
                name,
                at,
                rain=_coded(col("aa1"), 1, "9999", 10),
                rain_period_h=_coded(col("aa1"), 0, "99", 1),
                temp=_coded(col("tmp"), 0, "9999", 10),
                msl=_coded(col("slp"), 0, "99999", 10),
                wdsp=None if wind_ms is None else round(wind_ms * MS_TO_KNOTS, 1),
                wddir=_coded(col("wnd"), 0, "999", 1),
            )
        except ValueError as exc:
            yield Reject(str(path), line.number, f"malformed coded value: {exc}", line.text)
            continue
        if name not in stations:
            stations.add(name)
            try:
                lat, lon, elev = (float(col(c)) if col(c) else None for c in ("latitude", "longitude", "elevation"))
            except ValueError:
                lat = lon = elev = None
            yield StationRecord(
                name=name,
                region=None,
                region_kind="city",
                latitude=lat,
                longitude=lon,
                height=elev,
                extra={"station_id": station_id},
            )
        yield reading
