"""Met Éireann hourly station data, in the two shapes users bring.

* the tidy CSV (aimsir17): `station,county,date,rain,temp,rhum,msl,wdsp,wddir`, dates `YYYY-MM-DD HH:MM`;
* the official per-station download `hly<id>.csv`: a metadata preamble (`Station Name: ...`), then
  `date,ind,rain,ind,temp,...` with repeated `ind` quality columns and dates like `01-jan-2017 00:00`;
* plus the station list `station,county,height,latitude,longitude`.

Met Éireann publishes hourly data in UTC; blank cells are missing readings.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from chronorag.ingest.fields import NotADecimal, OffTimeLayer, parse_float, utc_instant
from chronorag.ingest.lines import LineFile, csv_rows, split_csv
from chronorag.ingest.records import Reject, StationRecord, WeatherReading

VALUE_COLUMNS = ("rain", "temp", "rhum", "msl", "wdsp", "wddir")
# Values outside these are errors in the file, not weather (units: mm, degC, %, hPa, knots, degrees).
VALID_RANGE = {
    "rain": (0.0, 500.0),
    "temp": (-90.0, 60.0),
    "rhum": (0.0, 100.0),
    "msl": (850.0, 1090.0),
    "wdsp": (0.0, 250.0),
    "wddir": (0.0, 360.0),
}
TIDY_HEADER = ("station", "county", "date")
STATION_LIST_HEADER = ("station", "county", "height", "latitude", "longitude")


def detect(head: list[str]) -> str | None:
    """'tidy', 'official' or 'stations' from the first lines of a file; None if none fits."""
    for text in head:
        cols = tuple(c.strip().lower() for c in split_csv(text))
        if cols[:3] == TIDY_HEADER and "rain" in cols:
            return "tidy"
        if cols[:5] == STATION_LIST_HEADER:
            return "stations"
        if cols[:3] == ("date", "ind", "rain"):
            return "official"
    return None


def read_station_list(path: Path, lines: LineFile) -> Iterator[StationRecord | Reject]:
    for row in csv_rows(path, lines):
        if isinstance(row, Reject):
            yield row
            continue
        try:
            yield StationRecord(
                name=row.get("station"),
                region=row.get("county") or None,
                region_kind="county",
                latitude=parse_float(row.get("latitude")),
                longitude=parse_float(row.get("longitude")),
                height=parse_float(row.get("height")),
            )
        except ValueError as exc:
            yield Reject(str(path), row.line.number, f"non-numeric station coordinate ({exc})", row.line.text)


def read_tidy(path: Path, lines: LineFile) -> Iterator[WeatherReading | StationRecord | Reject]:
    seen: set[str] = set()
    for row in csv_rows(path, lines):
        if isinstance(row, Reject):
            yield row
            continue
        line = row.line
        station = row.get("station")
        if not station:
            yield Reject(str(path), line.number, "empty station name", line.text)
            continue
        try:
            at = utc_instant(row.get("date"))
        except ValueError as exc:
            reason = str(exc) if isinstance(exc, OffTimeLayer) else f"unparseable date {row.get('date')!r}"
            yield Reject(str(path), line.number, reason, line.text)
            continue
        values, bad = _values(row.cols, row.idx)
        if bad:
            yield Reject(str(path), line.number, bad, line.text)
            continue
        if station not in seen:
            seen.add(station)
            yield StationRecord(name=station, region=row.get("county") or None, region_kind="county")
        yield WeatherReading(line.number, station, at, **values)


_STATION_NAME = re.compile(r"^\s*Station Name:\s*(.+?)\s*,?\s*$", re.IGNORECASE)
_LAT_LON = re.compile(r"Latitude:\s*([-\d.]+).*Longitude:\s*([-\d.]+)", re.IGNORECASE)
_HEIGHT = re.compile(r"Station Height:\s*([-\d.]+)", re.IGNORECASE)


def read_official(path: Path, lines: LineFile) -> Iterator[WeatherReading | StationRecord | Reject]:
    """The `hly<id>.csv` download: preamble, then a header whose `ind` columns repeat."""
    name: str | None = None
    lat = lon = height = None
    header: list[str] | None = None
    idx: dict[str, int] = {}
    last_number = 1
    for line in lines:
        text = line.text
        last_number = line.number
        if header is None:
            name, lat, lon, height = _preamble(text, name, lat, lon, height)
            cols = [c.strip().lower() for c in split_csv(text)] if text.strip() else []
            if cols[:3] == ["date", "ind", "rain"]:
                header = cols
                for i, col in enumerate(cols):
                    idx.setdefault(col, i)  # first occurrence; the `ind` columns repeat
                if name is None:
                    name = path.stem.upper()
                yield StationRecord(
                    name=name, region=None, region_kind="county", latitude=lat, longitude=lon, height=height
                )
            continue
        if not text.strip():
            continue
        assert name is not None
        yield _official_row(path, line.number, text, name, len(header), idx)
    if header is None:
        yield Reject(str(path), last_number, "no `date,ind,rain,...` header found: not a Met Éireann hourly file", "")


def _preamble(
    text: str, name: str | None, lat: float | None, lon: float | None, height: float | None
) -> tuple[str | None, float | None, float | None, float | None]:
    """What a preamble line says of the station: its name, coordinates or height."""
    if m := _STATION_NAME.match(text):
        return m.group(1).strip().upper(), lat, lon, height
    if m := _LAT_LON.search(text):
        return name, _coordinate(m.group(1)), _coordinate(m.group(2)), height
    if m := _HEIGHT.search(text):
        return name, lat, lon, _coordinate(m.group(1))
    return name, lat, lon, height


def _official_row(
    path: Path, number: int, text: str, name: str, width: int, idx: dict[str, int]
) -> WeatherReading | Reject:
    """One data row of the download: its half-hour and values, or why it is rejected."""
    cols = split_csv(text)
    if len(cols) != width:
        return Reject(str(path), number, f"expected {width} fields, got {len(cols)}", text)
    try:
        at = datetime.strptime(cols[idx["date"]].strip(), "%d-%b-%Y %H:%M").replace(tzinfo=UTC)
    except ValueError:
        return Reject(str(path), number, f"unparseable date {cols[idx['date']]!r}", text)
    if at.minute % 30:
        return Reject(str(path), number, f"{cols[idx['date']].strip()!r} is off the 30-minute grid", text)
    values, bad = _values(cols, idx)
    if bad:
        return Reject(str(path), number, bad, text)
    return WeatherReading(number, name, at, **values)


def _coordinate(text: str) -> float | None:
    """A preamble number (`Latitude:53.428`); a malformed one (`.`, `1.2.3`) is left unknown, not fatal."""
    try:
        return parse_float(text)
    except ValueError:
        return None


def _values(cols: list[str], idx: dict[str, int]) -> tuple[dict[str, float | None], str | None]:
    values: dict[str, float | None] = {}
    for name in VALUE_COLUMNS:
        if name not in idx:
            values[name] = None
            continue
        raw = cols[idx[name]]
        try:
            value = values[name] = parse_float(raw)
        except NotADecimal as exc:
            return values, f"{name} {exc}"
        except ValueError:
            return values, f"non-numeric {name} {raw.strip()!r}"
        lo, hi = VALID_RANGE[name]
        if value is not None and not lo <= value <= hi:
            return values, f"{name} {raw.strip()!r} outside its physical range [{lo:g}, {hi:g}]"
    return values, None
