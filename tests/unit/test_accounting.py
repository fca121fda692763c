"""Row accounting shared by both loaders: every row lands in exactly one of loaded / rejected / skipped, rows
found to add nothing move out of loaded, and the counters survive a checkpoint."""

from __future__ import annotations

from datetime import UTC, date, datetime

from chronorag.ingest.accounting import DUPLICATE, FileSummary
from chronorag.ingest.records import FactRecord, Reject, Skip, TrafficReading, WeatherReading

AT = datetime(2017, 3, 5, 15, tzinfo=UTC)


def test_each_row_is_counted_once_by_its_kind() -> None:
    s = FileSummary(path="f.csv", format="tidy", status="loaded")
    s.count(WeatherReading(2, "A", AT, rain=0.2))
    s.count(Reject("f.csv", 3, "bad date", "x"))
    s.count(Skip(4, "report type SYNOP"))
    s.count(Skip(5, "report type SYNOP"))
    s.count_listed_station()
    assert (s.read, s.loaded, s.rejected, s.skipped) == (5, 2, 1, {"report type SYNOP": 2})
    assert s.reconciles


def test_rows_that_add_nothing_leave_loaded() -> None:
    s = FileSummary(path="f.csv", format="tidy", status="loaded")
    for line in range(5):
        s.count(FactRecord(line, "A", "r", "B", date(2010, 1, 1), "A", "r", "B"))
    s.drop(duplicates=2, conflicts=1)
    assert (s.read, s.loaded, s.rejected, s.skipped) == (5, 2, 1, {DUPLICATE: 2})
    assert s.reconciles
    s.drop()
    assert s.skipped == {DUPLICATE: 2}  # nothing dropped: no empty reason appears


def test_missing_values_are_counted_by_name() -> None:
    s = FileSummary(path="f.csv", format="tidy", status="loaded")
    s.count_missing(WeatherReading(1, "A", AT, rain=None, temp=3.0), ("rain", "temp", "rhum"))
    s.count_missing(WeatherReading(2, "A", AT, rain=None, temp=None, rhum=80.0), ("rain", "temp", "rhum"))
    s.count_missing(TrafficReading(3, "T", "N", "ALL", AT, None), ())
    s.count_missing(FactRecord(4, "A", "r", "B", date(2010, 1, 1), "A", "r", "B"), ("rain",))
    assert s.missing == {"rain": 2, "rhum": 1, "temp": 1, "volume": 1}


def test_the_counters_survive_a_checkpoint() -> None:
    s = FileSummary(path="f.csv", format="tidy", status="loaded", read=9, loaded=6, rejected=1)
    s.skipped, s.missing = {DUPLICATE: 2}, {"rain": 3}
    saved = s.checkpoint("k", "irish", 10, "running", AT, AT)
    assert (saved["key"], saved["path"], saved["line"], saved["status"], saved["first"]) == (
        "k",
        "f.csv",
        10,
        "running",
        AT,
    )
    back = FileSummary(path="f.csv", format="tidy", status="resumed")
    back.restore(saved)
    assert (back.read, back.loaded, back.rejected, back.skipped, back.missing) == (9, 6, 1, {DUPLICATE: 2}, {"rain": 3})
