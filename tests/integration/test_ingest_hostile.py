"""Hostile input files: damaged gzip, bytes that are not UTF-8, impossible values, duplicates.

Each case loads what can be trusted, rejects or skips the rest with a reason, reconciles its
counts, leaves a consistent checkpoint and gives the same result when run again.
"""

from __future__ import annotations

import csv
import gzip
import zlib
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.graph import GraphClient
from chronorag.ingest.accounting import IngestSummary, file_key
from chronorag.ingest.pipeline import ingest

HEADER = "station,county,date,rain,temp,rhum,msl,wdsp,wddir"
START = datetime(2017, 3, 1, tzinfo=UTC)


def _rows(n: int, station: str = "ATHENRY") -> list[str]:
    return [
        f"{station},Galway,{START + timedelta(hours=h):%Y-%m-%d %H:%M},0.{h % 10},5.0,90,1010,8,320" for h in range(n)
    ]


def _gz(path: Path, lines: list[str]) -> bytes:
    data = gzip.compress(("\n".join([HEADER, *lines]) + "\n").encode(), compresslevel=1)
    path.write_bytes(data)
    return data


def _readings(graph: GraphClient) -> int:
    return graph.read_untrusted("MATCH ()-[r:OBSERVED]->() RETURN count(r) AS n")[0]["n"]


def _checkpoint(graph: GraphClient, path: Path) -> dict[str, object]:
    rows = graph.read_untrusted(
        "MATCH (c:IngestFile {key: $key}) "
        "RETURN c.status AS status, c.line AS line, c.read AS read, c.loaded AS loaded",
        {"key": file_key("irish-weather", "met-eireann", path)},
    )
    return rows[0]


def _load(graph: GraphClient, path: Path, tmp: Path, **kw: object) -> IngestSummary:
    return ingest(graph, "met-eireann", [path], batch_size=500, rejects_path=tmp / "rejects.csv", **kw)  # type: ignore[arg-type]


def _complete_lines(prefix: bytes) -> int:
    """Lines wholly inside what a cut gzip stream still decompresses (the header is line 1)."""
    return zlib.decompressobj(wbits=31).decompress(prefix).count(b"\n")


def test_a_gzip_cut_short_loads_the_rows_before_the_cut_and_says_where(
    graph: GraphClient, cli_env: None, tmp_path: Path
) -> None:
    path = tmp_path / "obs.csv.gz"
    data = _gz(path, _rows(3000))
    path.write_bytes(data[: len(data) // 2])
    good = _complete_lines(data[: len(data) // 2])
    assert 100 < good < 3000

    summary = _load(graph, path, tmp_path)
    f = summary.files[0]
    assert f.status == "damaged" and "cut short" in f.damage and f"after line {good}" in f.damage
    assert str(path) in f.damage
    assert f.reconciles and f.read == good - 1 and f.loaded == good - 1  # every line but the header
    assert _readings(graph) == good - 1
    assert _checkpoint(graph, path) == {"status": "damaged", "line": good, "read": good - 1, "loaded": good - 1}

    again = _load(graph, path, tmp_path)  # the same result, nothing loaded twice
    assert (again.files[0].status, again.files[0].read, again.files[0].loaded) == ("damaged", f.read, f.loaded)
    assert again.files[0].damage == f.damage and _readings(graph) == good - 1

    cli = CliRunner().invoke(app, ["ingest", "met-eireann", str(path), "--rejects", str(tmp_path / "r.csv")])
    assert cli.exit_code == 1 and "Traceback" not in cli.output and "Aborted" not in cli.output
    assert f"after line {good} (the last good line)" in cli.output


@pytest.mark.parametrize(
    ("damage", "said"),
    [("crc", "checksum does not match"), ("garbage", "trailing garbage")],
)
def test_bad_crc_or_trailing_garbage_is_reported_after_every_row(
    graph: GraphClient, tmp_path: Path, damage: str, said: str
) -> None:
    path = tmp_path / "obs.csv.gz"
    data = _gz(path, _rows(600))
    if damage == "crc":
        crc = int.from_bytes(data[-8:-4], "little") ^ 0xFFFF
        path.write_bytes(data[:-8] + crc.to_bytes(4, "little") + data[-4:])
    else:
        path.write_bytes(data + b"this is not gzip")
    f = _load(graph, path, tmp_path).files[0]
    assert f.status == "damaged" and said in f.damage and "after line 601" in f.damage
    assert f.reconciles and f.loaded == 600 and _readings(graph) == 600


def test_a_line_that_is_not_utf8_is_rejected_with_its_reason(graph: GraphClient, tmp_path: Path) -> None:
    path = tmp_path / "obs.csv"
    lines = [HEADER, *_rows(10)]
    raw = ("\n".join(lines) + "\n").encode()
    bad = b"ATH\xffNRY,Galway,2017-03-02 00:00,0.0,5.0,90,1010,8,320\n"
    path.write_bytes(raw + bad)
    summary = _load(graph, path, tmp_path)
    f = summary.files[0]
    assert (f.read, f.loaded, f.rejected) == (11, 10, 1) and f.reconciles
    with open(tmp_path / "rejects.csv", newline="", encoding="utf-8") as fh:
        rejects = list(csv.reader(fh))
    assert rejects[1][:3] == [str(path), "12", "invalid UTF-8 at byte 3"] and rejects[1][3].startswith("ATH\\xffNRY,")
    assert _readings(graph) == 10 and not graph.read_untrusted(
        "MATCH (s:Station) WHERE s.name CONTAINS '\ufffd' RETURN s"
    )


def test_offsets_are_converted_and_impossible_values_rejected(graph: GraphClient, tmp_path: Path) -> None:
    path = tmp_path / "obs.csv"
    cases = {
        "2017-03-05T15:00+05:00,0.4": None,  # stored as 10:00Z
        "2017-03-05 15:17,0.0": "off the 30-minute grid",
        "2017-03-05 16:00,inf": "rain 'inf' is not a finite number",
        "2017-03-05 17:00,nan": "rain 'nan' is not a finite number",
        "2017-03-05 18:00,1e400": "rain '1e400' is not a finite number",
        "2017-03-05 19:00,1_000": "rain '1_000' is not a plain decimal number",
        "2017-03-05 20:00,-0.5": "rain '-0.5' outside its physical range",
    }
    path.write_text(
        "\n".join([HEADER, *(f"ATHENRY,Galway,{c},5.0,90,1010,8,320" for c in cases)]) + "\n", encoding="utf-8"
    )
    f = _load(graph, path, tmp_path).files[0]
    assert (f.read, f.loaded, f.rejected) == (7, 1, 6)
    stored = graph.read_untrusted("MATCH ()-[r:OBSERVED]->() RETURN toString(r.at) AS at, r.rain AS rain")
    assert stored == [{"at": "2017-03-05T10:00:00Z", "rain": 0.4}]
    reasons = [line.split(",", 3)[2] for line in (tmp_path / "rejects.csv").read_text().splitlines()[1:]]
    for expected, got in zip([r for r in cases.values() if r], reasons, strict=True):
        assert expected in got, (expected, got)


def test_duplicates_are_skipped_and_conflicts_rejected_never_loaded(graph: GraphClient, tmp_path: Path) -> None:
    rows = _rows(4)
    first = tmp_path / "a.csv"
    first.write_text("\n".join([HEADER, *rows, rows[1], rows[2].replace(",0.2,", ",0.9,")]) + "\n")
    f = _load(graph, first, tmp_path).files[0]
    assert (f.read, f.loaded, f.rejected, f.skipped) == (6, 4, 1, {"duplicate": 1}) and f.reconciles
    reject = (tmp_path / "rejects.csv").read_text().splitlines()[1]
    assert reject.startswith(f"{first},7,conflicts with line 4: rain 0.2 vs 0.9")

    second = tmp_path / "b.csv"  # against the graph: one row the same, one with another value
    second.write_text("\n".join([HEADER, rows[0], rows[3].replace(",0.3,", ",1.5,")]) + "\n")
    g = _load(graph, second, tmp_path).files[0]
    assert (g.read, g.loaded, g.rejected, g.skipped) == (2, 0, 1, {"duplicate": 1}) and g.reconciles
    assert "conflicts with the reading already in the graph: rain 0.3 vs 1.5" in (tmp_path / "rejects.csv").read_text()
    rain = graph.read_untrusted("MATCH ()-[r:OBSERVED]->() RETURN r.rain AS rain ORDER BY r.at")
    assert [r["rain"] for r in rain] == [0.0, 0.1, 0.2, 0.3]  # the graph kept the first values, one each


def test_a_repeated_quadruple_is_one_fact_and_counted_as_duplicate(graph: GraphClient, tmp_path: Path) -> None:
    path = tmp_path / "q.tsv"
    fact = "China\tMake statement\tJapan\t2010-01-01"
    path.write_text("\n".join([fact, "Japan\tConsult\tChina\t2010-01-02", fact]) + "\n")
    f = ingest(graph, "icews", [path], rejects_path=tmp_path / "r.csv").files[0]
    assert (f.read, f.loaded, f.skipped) == (3, 2, {"duplicate": 1})
    assert graph.read_untrusted("MATCH (f:Fact) RETURN count(f) AS n")[0]["n"] == 2


def test_a_stray_date_does_not_fill_a_century_of_hours(graph: GraphClient, tmp_path: Path) -> None:
    """One row dated 1850 in a 2017 file: its Time node joins the chain, the 167 years between stay empty."""
    path = tmp_path / "stray.csv"
    path.write_text("\n".join([HEADER, "ATHENRY,Galway,1850-06-01 12:00,0.0,5.0,90,1010,8,320", *_rows(48)]) + "\n")
    summary = ingest(graph, "met-eireann", [path], rejects_path=tmp_path / "r.csv")
    assert summary.total("loaded") == 49
    counts = graph.read_untrusted("MATCH (t:Time) WITH count(t) AS times MATCH (d:Day) RETURN times, count(d) AS days")[
        0
    ]
    assert (counts["times"], counts["days"]) == (49, 3)
    chain = graph.read_untrusted(
        "MATCH (a:Time)-[:NEXT]->(b:Time) WHERE a.at.year = 1850 RETURN toString(b.at) AS next"
    )
    assert chain == [{"next": "2017-03-01T00:00:00Z"}]  # NEXT links across the gap
