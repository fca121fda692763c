"""Inputs that crashed readers (found by property tests): each is now a reject or an unknown value."""

from __future__ import annotations

from pathlib import Path

from chronorag.ingest.lines import LineFile
from chronorag.ingest.met_eireann import read_official, read_tidy
from chronorag.ingest.records import Item, Reject, StationRecord, WeatherReading
from chronorag.ingest.tfnsw import read_counts

TFNSW = "station_key,cardinal_direction_seq,classification_seq,date," + ",".join(f"hour_{h:02d}" for h in range(24))


def _read(reader, path: Path) -> list[Item]:  # type: ignore[no-untyped-def]
    with LineFile(path) as lines:
        return list(reader(path, lines))


def test_a_malformed_preamble_number_leaves_the_coordinate_unknown(tmp_path: Path) -> None:
    path = tmp_path / "hly1.csv"
    path.write_text(
        "Station Name: X\nStation Height: . M\nLatitude:1.2.3 ,Longitude: 4\n\n"
        "date,ind,rain,ind,temp\n01-jan-2017 00:00,0,0.0,0,5.0\n"
    )
    items = _read(read_official, path)
    station = next(i for i in items if isinstance(i, StationRecord))
    assert (station.height, station.latitude, station.longitude) == (None, None, 4.0)
    assert sum(isinstance(i, WeatherReading) for i in items) == 1


def test_traffic_counts_that_are_not_finite_or_dates_outside_the_time_layer_are_rejected(tmp_path: Path) -> None:
    path = tmp_path / "counts.csv"
    zeros = ",".join(["0"] * 23)
    path.write_text("\n".join([TFNSW, f"6001,1,1,2018-03-01,{zeros},inf", f"6001,1,1,0001-01-01,{zeros},0"]) + "\n")
    rejects = [i for i in _read(read_counts, path) if isinstance(i, Reject)]
    assert [r.line for r in rejects] == [2, 3]
    assert "not a finite number" in rejects[0].reason and "unparseable date" in rejects[1].reason


def test_an_offset_timestamp_in_year_one_is_rejected_not_an_overflow(tmp_path: Path) -> None:
    path = tmp_path / "obs.csv"
    path.write_text("station,county,date,rain\nA,B,0001-01-01T00:00+05:00,0.0\n")
    (reject,) = [i for i in _read(read_tidy, path) if isinstance(i, Reject)]
    assert "outside the years 1800-2200" in reject.reason
