"""Small input files in each source's exact format, good rows and deliberately bad ones.

Every writer returns the path and the facts a test should expect, so assertions are computed
from what was written, not typed in by hand.
"""

from __future__ import annotations

import gzip
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chronorag.background import free_port
from chronorag.config import Settings
from chronorag.graph.local_server import LocalNeo4j
from chronorag.graph.retrieval import RECENT_YEARS, IntervalRow
from chronorag.plans import EventPlan, Plan, Window
from chronorag.rag.kg_irag.interval_loop import IntervalAnswers
from chronorag.temporal import clock

if TYPE_CHECKING:
    from chronorag.rag.kg_irag import KGIRAG

# Met Éireann's 25 synoptic stations of 2017 and their counties, an excerpt of the shared data's
# irish-weather-2017/stations.csv (CC BY 4.0, Met Éireann), so the parser's unit tests read no shared files.
IRISH_STATIONS: dict[str, str] = {
    "ATHENRY": "Galway",
    "BALLYHAISE": "Cavan",
    "BELMULLET": "Mayo",
    "CASEMENT": "Dublin",
    "CLAREMORRIS": "Mayo",
    "CORK AIRPORT": "Cork",
    "DUBLIN AIRPORT": "Dublin",
    "DUNSANY": "Meath",
    "FINNER": "Donegal",
    "GURTEEN": "Tipperary",
    "JOHNSTOWNII": "Wexford",
    "KNOCK AIRPORT": "Mayo",
    "MACE HEAD": "Galway",
    "MALIN HEAD": "Donegal",
    "MARKREE": "Sligo",
    "MOORE PARK": "Cork",
    "MT DILLON": "Roscommon",
    "MULLINGAR": "Westmeath",
    "NEWPORT": "Mayo",
    "OAK PARK": "Carlow",
    "PHOENIX PARK": "Dublin",
    "ROCHES POINT": "Cork",
    "SHANNON AIRPORT": "Clare",
    "SherkinIsland": "Cork",
    "VALENTIA OBSERVATORY": "Kerry",
}

# The KG-IRAG paper's case study: one station, half-hourly 3:00-8:30, rain at 3:30, 5:30 and 6:00.
CASE_DAY = datetime(2017, 6, 1, tzinfo=UTC)
CASE_RAIN_AT = {(3, 30), (5, 30), (6, 0)}


@dataclass
class Expect:
    path: Path
    good_rows: int = 0
    bad_rows: int = 0
    skipped_rows: int = 0
    readings: int = 0
    missing_rain: int = 0
    extra: dict[str, object] = field(default_factory=dict)


def _write(path: Path, text: str, gz: bool) -> Path:
    if gz:
        path = path.with_suffix(path.suffix + ".gz")
        with gzip.open(path, "wt", encoding="utf-8") as fh:
            fh.write(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def met_tidy(
    tmp: Path,
    stations: dict[str, str],
    hours: int,
    start: datetime,
    bad: bool = True,
    gz: bool = False,
    rain_at: set[tuple[str, int]] | None = None,
) -> Expect:
    """Tidy aimsir17 CSV; rain 0.4 mm at (station, hour) in rain_at, else 0.0; hour 5 of each station missing rain."""
    rain_at = rain_at or set()
    lines = ["station,county,date,rain,temp,rhum,msl,wdsp,wddir"]
    e = Expect(tmp / "observations.csv")
    for name, county in stations.items():
        for h in range(hours):
            at = start + timedelta(hours=h)
            rain = "" if h == 5 else ("0.4" if (name, h) in rain_at else "0.0")
            e.missing_rain += rain == ""
            lines.append(f"{name},{county},{at:%Y-%m-%d %H:%M},{rain},{5 + h / 10:.1f},90.0,1010.0,8.0,320.0")
            e.good_rows += 1
    if bad:
        lines.insert(3, "ATHENRY,Galway,2017-01-01 02:00,0.0,5.0")  # wrong column count
        lines.insert(5, "ATHENRY,Galway,2017-13-45 99:00,0.0,5.0,90.0,1010.0,8.0,320.0")  # bad date
        lines.insert(7, "ATHENRY,Galway,2017-01-01 03:00,lots,5.0,90.0,1010.0,8.0,320.0")  # non-numeric
        e.bad_rows = 3
    e.readings = e.good_rows
    e.path = _write(e.path, "\n".join(lines) + "\n", gz)
    return e


def met_station_list(tmp: Path, stations: dict[str, str]) -> Path:
    rows = ["station,county,height,latitude,longitude"]
    rows += [f"{n},{c},{10 + i}.0,53.{i:03d},-8.{i:03d}" for i, (n, c) in enumerate(stations.items())]
    path = tmp / "stations.csv"
    path.write_text("\n".join(rows) + "\n")
    return path


def met_official(tmp: Path, name: str, hours: int, start: datetime) -> Expect:
    """An official `hly<id>.csv`: preamble, repeated `ind` columns, `01-jan-2017 00:00` dates."""
    pre = [
        f"Station Name: {name}",
        "Station Height: 71 M ",
        "Latitude:53.428  ,Longitude: -6.241",
        "",
        "date:  -  Date and Time (utc)",
        "rain:  -  Precipitation Amount (mm)",
        "ind:  -  Indicator",
        "",
        "date,ind,rain,ind,temp,ind,wetb,dewpt,vappr,rhum,msl,ind,wdsp,ind,wddir,ww,w,sun,vis,clht,clamt",
    ]
    e = Expect(tmp / "hly532.csv")
    rows = []
    for h in range(hours):
        at = start + timedelta(hours=h)
        rain = "" if h == 2 else f"{0.2 * (h % 2):.1f}"
        e.missing_rain += rain == ""
        rows.append(
            f"{at:%d-%b-%Y %H:%M}".lower() + f",0,{rain},0,6.1,0,5.0,4.0,8.1,91,1003.2,2,12,2,250,2,11,0.0,25000,999,7"
        )
        e.good_rows += 1
    rows.insert(2, "01-jan-2017 02:00,0,0.0,0,6.1")  # too few fields
    rows.insert(4, "31-feb-2017 02:00,0,0.0,0,6.1,0,5.0,4.0,8.1,91,1003.2,2,12,2,250,2,11,0.0,25000,999,7")
    e.bad_rows = 2
    e.readings = e.good_rows
    e.path.write_text("\n".join(pre + rows) + "\n")
    return e


ISD_HEADER = (
    '"STATION","DATE","SOURCE","LATITUDE","LONGITUDE","ELEVATION","NAME","REPORT_TYPE","CALL_SIGN",'
    '"QUALITY_CONTROL","WND","CIG","VIS","TMP","DEW","SLP","AA1","REM"'
)


def _isd_row(at: datetime, report: str, tmp_c: str, aa1: str) -> str:
    return (
        f'"94767099999","{at:%Y-%m-%dT%H:%M:%S}","4","-33.9465","151.1731","6.0","SYDNEY AIRPORT AMO, AS",'
        f'"{report}","99999","V020","160,1,N,0067,1","22000,1,9,N","009999,1,9,N",{tmp_c},"+0170,1","99999,9",'
        f'{aa1},"MET"'
    )


def noaa_isd(tmp: Path, halfhours: int, start: datetime) -> Expect:
    """Sydney Airport ISD rows: FM-15 every 30 min (1.2 mm in every fourth), plus an FM-12 row,
    a duplicate, a row with too few fields and one with a malformed AA1."""
    e = Expect(tmp / "94767099999.csv")
    lines = [ISD_HEADER]
    for i in range(halfhours):
        aa1 = "" if i == 3 else ('"01,0012,9,1"' if i % 4 == 0 else '"01,0000,9,1"')
        e.missing_rain += aa1 == ""
        tmp_c = '"+9999,9"' if i == 1 else f'"+{200 + i:04d},1"'
        lines.append(_isd_row(start + timedelta(minutes=30 * i), "FM-15", tmp_c, aa1))
        e.good_rows += 1
    lines.append(_isd_row(start, "FM-12", '"+0200,1"', '"06,0010,9,1"'))  # other report type: skipped
    lines.append(lines[2])  # exact duplicate: skipped
    lines.append('"94767099999","not-a-date","4"')  # too few fields: rejected
    lines.append(_isd_row(start + timedelta(days=30), "FM-15", '"+0200,1"', '"01,abcd,9,1"'))  # rejected
    e.skipped_rows, e.bad_rows = 2, 2
    e.readings = e.good_rows
    e.path.write_text("\n".join(lines) + "\n")
    return e


TFNSW_HEADER = (
    "the_geom,cartodb_id,station_key,traffic_direction_seq,cardinal_direction_seq,classification_seq,"
    "date,year,month,day_of_week,public_holiday,school_holiday,daily_total,"
    + ",".join(f"hour_{h:02d}" for h in range(24))
)


def tfnsw_counts(tmp: Path, station_keys: list[str], days: int, first: date) -> Expect:
    e = Expect(tmp / "road_traffic_counts_hourly_permanent.csv")
    lines = [TFNSW_HEADER]
    for key in station_keys:
        for d in range(days):
            day = first + timedelta(days=d)
            for direction in ("1", "5"):
                hours = [str(100 + h * 10 + d) for h in range(24)]
                if d == 0 and direction == "1":
                    hours[7] = ""  # missing hour
                lines.append(
                    f",{len(lines)},{key},{direction},{direction},0,{day.isoformat()},{day.year},"
                    f"{day.month},{day.isoweekday()},false,false,{sum(int(h or 0) for h in hours)}," + ",".join(hours)
                )
                e.good_rows += 1
    lines.append(lines[1].replace(",100,", ",1O0,", 1))  # letter O for zero
    lines.append(",99,999,1,1,0,2018-02-30,2018,2,1,false,false,0," + ",".join(["1"] * 24))
    lines.append(",98,999,1,1,0")
    e.bad_rows = 3
    e.readings = e.good_rows * 24
    e.extra["missing_volume"] = len(station_keys)
    e.path.write_text("\n".join(lines) + "\n")
    return e


def tfnsw_reference(tmp: Path, station_keys: list[str]) -> Path:
    header = "station_key,station_id,name,road_name,full_name,lga,suburb,post_code,wgs84_latitude,wgs84_longitude"
    rows = [header] + [
        f'{k},T{k},Counter {k},Pacific Hwy,"Pacific Hwy, {k}",Ku-ring-gai,Suburb{i},2070,-33.7{i},151.1{i}'
        for i, k in enumerate(station_keys)
    ]
    path = tmp / "road_traffic_counts_station_reference.csv"
    path.write_text("\n".join(rows) + "\n")
    return path


def quadruples(
    tmp: Path, name: str, facts: list[tuple[str, str, str, str]], bad: list[str] | None = None, gz: bool = False
) -> Expect:
    e = Expect(tmp / name)
    lines = ["\t".join(f) for f in facts] + list(bad or [])
    e.good_rows, e.bad_rows = len(facts), len(bad or [])
    e.path = _write(e.path, "\n".join(lines) + "\n", gz)
    return e


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


# A YAGO11k-format sample: every precision, BC and three-digit years, open ends, an instant, a symmetric pair
# stored both ways and one stored one way, names with a disambiguator and with escaped quotes, and the bad rows.
YAGO_TRAIN = [
    "<Frances_Howard_(actress)>\t<isMarriedTo>\t<Samuel_Goldwyn>\t1925-04-23\t1974-01-31",
    "<Samuel_Goldwyn>\t<isMarriedTo>\t<Frances_Howard_(actress)>\t1925-04-23\t1974-01-31",
    "<Samuel_Goldwyn>\t<isMarriedTo>\t<Blanche_Lasky>\t1910-##-##\t1915-##-##",
    "<Government_of_Canada>\t<owns>\t<RCAF_Station_Grostenquin>\t1952-##-##\t1964-##-##",
    "<Euripides>\t<created>\t<Medea_(play)>\t-431-##-##\t####-##-##",
    "<Zhang_Jindong>\t<owns>\t<Suning_Holdings_Group>\t100-##-##\t####-##-##",
    "<Henry_Berliner>\t<owns>\t<Hoover_Field>\t1927-06-##\t1928-07-##",
    "<Mark_Marderosian>\t<created>\t<The_Walt_Disney_Company>\t307-13047-09\t978-##-##",
    "<Umashankar_Joshi>\t<hasWonPrize>\t<Uma-Snehrashmi_Prize>\t1963-64-65\t####-##-##",
    "<William_S._Burroughs>\t<created>\t<Naked_Lunch>\t1959-##-##\t1953-##-##",
    "<Don_\\u0022Red\\u0022_Barry>\t<wasBornIn>\t<Houston>\t1912-01-11\t1912-01-11",
    "<Luís_Figo>\t<playsFor>\t<Real_Madrid_C.F.>\t2000-##-##\t2005-##-##",
    "<Raúl_(footballer)>\t<playsFor>\t<Real_Madrid_C.F.>\t1994-##-##\t2010-##-##",
    "<Alfredo_Di_Stéfano>\t<playsFor>\t<Real_Madrid_C.F.>\t1953-##-##\t1964-##-##",
    "<Zinedine_Zidane>\t<playsFor>\t<Real_Madrid_C.F.>\t2001-07-##\t2006-##-##",
    "<Cristiano_Ronaldo>\t<playsFor>\t<Real_Madrid_C.F.>\t2009-##-##\t####-##-##",
    "<Luís_Figo>\t<playsFor>\t<FC_Barcelona>\t1995-##-##\t2000-##-##",
    "<Nick_Saban>\t<hasWonPrize>\t<Paul_\\u0022Bear\\u0022_Bryant_Award>\t2003-##-##\t####-##-##",
    "<Luís_Figo>\t<wasBornIn>\t<Lisbon>\t1972-11-04\t1972-11-04",
    "<Xi_Jinping>\t<isAffiliatedTo>\t<China>\t1974-##-##\t####-##-##",
    "<Jacques_Chirac>\t<isAffiliatedTo>\t<France>\t1995-05-17\t2007-05-16",
]
YAGO_VALID = [
    "<Luís_Figo>\t<playsFor>\t<Real_Madrid_C.F.>\t2000-##-##\t2005-##-##",  # the same fact again: a duplicate
    "<Peggy_Stewart_(actress)>\t<isMarriedTo>\t<Don_\\u0022Red\\u0022_Barry>\t1940-##-##\t1944-##-##",
    "<Karl_Friedrich_Schinkel>\t<created>\t<Ehrenburg_Palace>\t19##-##-##\t####-##-##",
]


def yago_files(tmp: Path) -> list[Path]:
    (tmp / "train.txt").write_text("\n".join(YAGO_TRAIN) + "\n", encoding="utf-8")
    (tmp / "valid.txt").write_text("\n".join(YAGO_VALID) + "\n", encoding="utf-8")
    return [tmp / "train.txt", tmp / "valid.txt"]


# A test's server lives minutes on cores the other test worker keeps busy: C1 alone compiles enough, and C2 took a
# third of its CPU (its start, the real loads): the suite ran in 6:01 without C2, 9:17 with it
SHORT_LIVED_JVM = "-XX:TieredStopAtLevel=1"


def own_server_settings(home: Path, heap: str, pagecache: str, **more: Any) -> Settings:
    """Settings of a local Neo4j a test (or the session) starts for itself: free ports, its own directory."""
    more.setdefault("neo4j_jvm_options", SHORT_LIVED_JVM)
    return Settings(
        neo4j_uri=f"bolt://127.0.0.1:{free_port()}",
        neo4j_http_port=free_port(),
        neo4j_local_dir=home,
        neo4j_heap=heap,
        neo4j_pagecache=pagecache,
        **more,
    )


# a space, a quote and a backslash: the initial password must reach neo4j-admin unchanged, and on no command line
HOSTILE_PASSWORD = 'pa ss"w\\ord 8+'


@dataclass
class SecondServer:
    """A second local Neo4j, started fresh by `LocalNeo4j.start` (initial password set) with HOSTILE_PASSWORD."""

    settings: Settings
    server: LocalNeo4j
    commands: list[list[str]]  # every command line its first start ran (subprocess.run and Popen)


# Four visitors of China on one day (MultiTQ's full graph holds the same four on 2013-05-08), and facts around them
# that are not the answer: the day after, the same people elsewhere, another relation on the day.
CHINA_VISITORS = ["Antonis Samaras", "Barack Obama", "Benjamin Netanyahu", "Mahmoud Abbas"]
CHINA_VISITS = [
    *((name, "Make a visit", "China", "2013-05-08") for name in CHINA_VISITORS),
    ("Angela Merkel", "Make a visit", "China", "2013-05-09"),
    ("Barack Obama", "Make a visit", "China", "2009-11-15"),
    ("Xi Jinping", "Make a visit", "Russia", "2013-03-22"),
    ("Japan", "Criticize or denounce", "China", "2013-05-08"),
]


def interval_row(
    id: str, head: str, relation: str, tail: str, start: str, end: str | None, kind: str = "state"
) -> IntervalRow:
    """A fact true over an interval as `graph.retrieval.entity_intervals` returns it, its precisions and years read
    from how its dates are written ("2001": a year, "2001-07": a month, "2001-07-04": a day, "-0431": a BC year)."""

    def year(text: str | None) -> int | None:
        return None if text is None else int(text[:5] if text.startswith("-") else text[:4])

    def precision(text: str | None) -> str | None:
        return None if text is None else {4: "year", 5: "year", 7: "month"}.get(len(text), "day")

    return IntervalRow(
        id=id,
        head=head,
        relation=relation,
        tail=tail,
        start=start,
        end=end,
        start_precision=precision(start),  # type: ignore[arg-type]
        end_precision=precision(end),  # type: ignore[arg-type]
        start_year=year(start),  # type: ignore[arg-type]
        end_year=year(end),
        kind=kind,
    )


class Given(IntervalAnswers):
    """IntervalAnswers over rows given by relation (no database)."""

    def __init__(self, rows: list[IntervalRow]) -> None:
        super().__init__(None)  # type: ignore[arg-type]  # no client: every fact is given
        self.rows = rows
        self._read = {}  # what the graph was read for, by entity: nothing here

    def facts(self, q: EventPlan, entity: str, relation: str, side: str, other: str | None) -> list[IntervalRow]:
        return [r for r in self.rows if r.relation == relation and (other is None or r.tail == other)]

    def _facts_of(self, q: EventPlan, entity: str) -> list[IntervalRow]:
        return [r for r in self.rows if entity in (r.head, r.tail)]

    def by_seasons(self, q: EventPlan) -> bool:
        return False  # no graph to tell a relation written by seasons: its spans' years as written

    def by_occasions(self, q: EventPlan) -> bool:
        return False  # nor one of occasions: days counted from the first to the last

    def to_now(self, q: EventPlan) -> bool:
        """Whether the given facts of the relation run to recent years, as `graph.retrieval.runs_to_now` reads the
        graph's."""
        years = [y for r in self.rows if r.relation == q.relation for y in (r.start_year, r.end_year) if y is not None]
        return bool(years) and max(years) >= clock.reference_date().year - RECENT_YEARS


#: Loads rows of (head, relation, tail, start, end) under a dataset name; the offline KG-IRAG over them
#: (`integration/conftest.interval_table`).
IntervalTable = Callable[[list[tuple[str, str, str, str, str]], str], "KGIRAG"]


def sensor_plan(
    target: str,
    start: datetime,
    *,
    family: str = "Q3",
    window: timedelta = timedelta(hours=2),
    step_minutes: int = 60,
    reasoning: str = "",
) -> Plan:
    """A sensor plan of a two-hour trip at `target` from `start`, its first window `window` long, searched forward
    within 12 hours."""
    return Plan(
        reasoning=reasoning,
        family=family,
        target=target,
        start=start,
        duration_minutes=120,
        first_window=Window(start=start, end=start + window),
        step_minutes=step_minutes,
        direction="forward",
        bound_hours=12,
    )


def misread(kg: KGIRAG, answers: list[tuple[str, set[str]]], none: list[str]) -> list[str]:
    """Each question asked of `kg` whose answers are not the ones given, or that `none` says has no answer but got
    one: what it answered and why (a test asserts the list is empty, so every miss is shown at once)."""
    wrong = []
    for question, expected in answers:
        result = kg.invoke({"question": question})
        if set(result.answers) != expected:
            wrong.append(f"{question} -> {result.answers}: {result.reason}")
    for question in none:
        result = kg.invoke({"question": question})
        if result.answers:
            wrong.append(f"{question} -> {result.answers}: {result.reason}")
    return wrong
