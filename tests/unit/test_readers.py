"""Readers, one per source format: typed records for good rows, a located Reject for each bad one."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from chronorag.ingest.events import normalise_name
from chronorag.ingest.lines import LineFile
from chronorag.ingest.records import FactRecord, Reject, Skip, StationRecord, TrafficReading, WeatherReading
from chronorag.ingest.sources import SOURCES, UnknownFormat, detect_format
from factories import met_official, met_tidy, noaa_isd, quadruples, tfnsw_counts, tfnsw_reference, utc


def read_all(source: str, path: Path) -> tuple[str, list[object]]:
    fmt = detect_format(SOURCES[source], path)
    with LineFile(path) as lines:
        return fmt.name, list(fmt.reader(path, lines))


def by_type(items: list[object]) -> Counter[str]:
    return Counter(type(i).__name__ for i in items)


@pytest.mark.parametrize("gz", [False, True])
def test_met_tidy_csv(tmp_path: Path, gz: bool) -> None:
    e = met_tidy(tmp_path, {"ATHENRY": "Galway", "MACE HEAD": "Galway"}, 24, utc(2017, 1, 1), gz=gz)
    fmt, items = read_all("met-eireann", e.path)
    assert fmt == "tidy hourly CSV"
    counts = by_type(items)
    assert counts["WeatherReading"] == e.good_rows and counts["Reject"] == e.bad_rows
    assert counts["StationRecord"] == 2
    rejects = [i for i in items if isinstance(i, Reject)]
    assert [r.line for r in rejects] == [4, 6, 8]
    assert "expected 9 fields, got 5" in rejects[0].reason
    assert "unparseable date" in rejects[1].reason
    assert "non-numeric rain 'lots'" in rejects[2].reason
    assert rejects[2].raw.startswith("ATHENRY,Galway,2017-01-01 03:00,lots")
    readings = [i for i in items if isinstance(i, WeatherReading)]
    assert readings[0].at == datetime(2017, 1, 1, tzinfo=UTC)
    assert sum(r.rain is None for r in readings) == e.missing_rain  # missing stays None, not 0


def test_met_official_download(tmp_path: Path) -> None:
    e = met_official(tmp_path, "DUBLIN AIRPORT", 10, utc(2017, 1, 1))
    fmt, items = read_all("met-eireann", e.path)
    assert fmt == "official hly download"
    station = next(i for i in items if isinstance(i, StationRecord))
    assert station.name == "DUBLIN AIRPORT" and station.latitude == pytest.approx(53.428)
    readings = [i for i in items if isinstance(i, WeatherReading)]
    assert len(readings) == e.good_rows
    assert readings[1].at == datetime(2017, 1, 1, 1, tzinfo=UTC) and readings[1].rain == pytest.approx(0.2)
    assert readings[1].rhum == 91 and readings[1].wddir == 250  # first `ind` is not mistaken for a value
    assert sum(r.rain is None for r in readings) == e.missing_rain == 1
    assert by_type(items)["Reject"] == e.bad_rows


def test_noaa_isd_rows(tmp_path: Path) -> None:
    e = noaa_isd(tmp_path, 8, utc(2019, 1, 1))
    fmt, items = read_all("noaa-isd", e.path)
    assert fmt == "ISD global-hourly CSV"
    readings = [i for i in items if isinstance(i, WeatherReading)]
    assert len(readings) == e.good_rows
    assert [r.at.minute for r in readings[:3]] == [0, 30, 0]
    assert readings[0].rain == pytest.approx(1.2) and readings[0].rain_period_h == 1
    assert readings[1].temp is None  # +9999 is missing
    assert readings[2].temp == pytest.approx(20.2)
    assert readings[3].rain is None  # no AA1 group
    assert readings[0].wdsp == pytest.approx(6.7 * 1.943844, abs=0.05)
    skips = Counter(i.reason for i in items if isinstance(i, Skip))
    assert skips == {"report type FM-12 not loaded": 1, "duplicate station/date/report type": 1}
    assert by_type(items)["Reject"] == e.bad_rows


def test_tfnsw_counts_unpivot_to_utc(tmp_path: Path) -> None:
    e = tfnsw_counts(tmp_path, ["6001"], 2, date(2018, 1, 1))
    fmt, items = read_all("tfnsw", e.path)
    assert fmt == "hourly permanent counts"
    counts = [i for i in items if isinstance(i, TrafficReading)]
    assert len(counts) == e.readings
    first = counts[0]
    # 2018-01-01 00:00 in Sydney (AEDT, UTC+11) is 2017-12-31 13:00 UTC
    assert first.at == datetime(2017, 12, 31, 13, tzinfo=UTC)
    assert first.direction == "northbound" and first.volume == 100
    assert counts[7].volume is None  # blank hour stays missing
    rejects = [i for i in items if isinstance(i, Reject)]
    assert len(rejects) == e.bad_rows
    assert any("non-numeric hour_00" in r.reason for r in rejects)
    assert any("unparseable date" in r.reason for r in rejects)


def test_tfnsw_reference(tmp_path: Path) -> None:
    fmt, items = read_all("tfnsw", tfnsw_reference(tmp_path, ["6001", "6002"]))
    assert fmt == "station reference"
    stations = [i for i in items if isinstance(i, StationRecord)]
    assert [s.region for s in stations] == ["Suburb0", "Suburb1"]
    assert stations[0].extra["full_name"] == "Pacific Hwy, 6001"


def test_quadruples_normalise_names_one_way(tmp_path: Path) -> None:
    e = quadruples(
        tmp_path,
        "full.txt",
        [("Police_(Australia)", "Make_statement", "Citizen_(Australia)", "2014-03-01")],
        bad=["a\tb\tc", "a\tb\tc\t2014-02-30", "\tb\tc\t2014-01-01"],
    )
    _, items = read_all("multitq", e.path)
    facts = [i for i in items if isinstance(i, FactRecord)]
    assert facts[0].head == "Police (Australia)" and facts[0].head_spelling == "Police_(Australia)"
    assert facts[0].relation == "Make statement" and facts[0].date == date(2014, 3, 1)
    reasons = [i.reason for i in items if isinstance(i, Reject)]
    assert reasons == [
        "expected 4 tab-separated fields, got 3",
        "unparseable date '2014-02-30' (want YYYY-MM-DD)",
        "empty head, relation or tail",
    ]
    assert normalise_name("  South_Korea  ") == normalise_name("South Korea") == "South Korea"
    # full.txt quotes a name with a double quote CSV-style; the ICEWS files write it plainly
    quoted = '"Antony_Harold_Curties_""Tony""_Windsor"'
    assert normalise_name(quoted) == normalise_name('Antony Harold Curties "Tony" Windsor')
    assert normalise_name(quoted) == 'Antony Harold Curties "Tony" Windsor'
    assert normalise_name('"Kwa Na Kwa" party') == '"Kwa Na Kwa" party'  # not wrapped: as written
    assert normalise_name('"a" and "b"') == '"a" and "b"'  # an inner lone quote: not CSV quoting
    same = FactRecord(1, "Police (Australia)", "Make statement", "Citizen (Australia)", date(2014, 3, 1), "", "", "")
    assert same.key == facts[0].key  # spelling does not change identity


def test_unknown_format_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "random.csv"
    path.write_text("a,b,c\n1,2,3\n")
    with pytest.raises(UnknownFormat, match="not a Met Éireann file"):
        detect_format(SOURCES["met-eireann"], path)
    with pytest.raises(UnknownFormat, match="not a NOAA ISD"):
        detect_format(SOURCES["noaa-isd"], path)
