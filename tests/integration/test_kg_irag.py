"""KG-IRAG on a real Neo4j: the paper's case study, and real Irish answers checked against pandas."""

from __future__ import annotations

import itertools
import json
import random
import time
from datetime import date, datetime, timedelta
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import numpy as np
import pandas as pd
import pytest
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.graph import GraphClient
from chronorag.graph.counting import counting
from chronorag.ingest.pipeline import ingest
from chronorag.rag.core.types import NO_ANSWER, RAGResult
from chronorag.rag.kg_irag import KGIRAG
from factories import CASE_DAY, sensor_plan, tfnsw_counts
from oracles import decided

DAY = CASE_DAY


def at(hour: int, minute: int = 0) -> datetime:
    return DAY.replace(hour=hour, minute=minute)


@pytest.fixture()
def case_study(case_graph: GraphClient) -> KGIRAG:
    """KG-IRAG (symbolic) over the paper's case-study station (see conftest.case_graph)."""
    return KGIRAG.from_settings(client=case_graph)


def windows(result: RAGResult) -> list[tuple[datetime, datetime]]:
    return [(it.window.start, it.window.end) for it in result.trace]


def test_case_study_trip_cannot_avoid_rain(case_study: KGIRAG) -> None:
    result = case_study.invoke(
        {"question": "Can I avoid rain during a trip at Kilkenny from 3:00 to 5:00 on 1 June 2017?"}
    )
    assert result.answer == "False"
    assert windows(result)[0] == (at(3), at(4))
    assert result.usage.llm_calls == 0


@pytest.mark.parametrize(
    ("start", "step", "asked"),
    [
        (at(4), timedelta(minutes=30), ["station_grid"]),  # readings in the next two days: one bounded look
        (at(4) - timedelta(days=5), timedelta(minutes=30), ["station_grid", "station_grid_later"]),  # days before
        (at(9) + timedelta(days=1), timedelta(hours=1), ["station_grid", "station_grid_later"]),  # none after: hourly
    ],
)
def test_the_step_between_readings_is_read_from_the_next_two_however_far(
    case_study: KGIRAG, start: datetime, step: timedelta, asked: list[str]
) -> None:
    """The case-study station reads every half hour: its step is found in the next two days' readings, else in the
    rest of its series; with none after the start, an hour."""
    plan = sensor_plan("KILKENNY", start, family="Q1", window=timedelta(hours=1))
    with counting() as counted:
        assert case_study._grain(plan) == step
    assert counted.statements == asked


def test_case_study_postpone_jumps_past_rain(case_study: KGIRAG) -> None:
    question = (
        "If I can't, what is the earliest time I can postpone the trip from 3:00 to 5:00 at Kilkenny "
        "on 1 June 2017 to avoid rain?"
    )
    result = case_study.invoke({"question": question})
    assert result.answer == "2017-06-01 06:30", result.reason
    assert result.plan is not None and result.plan.family == "Q3" and result.plan.step_minutes == 60
    ws = windows(result)
    assert ws[0] == (at(3), at(4))
    assert all(a[1] <= b[0] for a, b in itertools.pairwise(ws))  # moves forward, windows never overlap
    rows = sum(it.rows for it in result.trace)
    assert rows == sum(it.new_rows for it in result.trace) == len(result.evidence)  # no reading retrieved twice
    candidates = [it.judgement.candidate_start for it in result.trace if it.judgement.candidate_start]
    assert set(candidates) == {at(4), at(6), at(6, 30)}  # jumps past each rain reading, never steps onto one
    covered_tail = [w for w in ws if w[1] > at(6, 30)]
    assert covered_tail[0][0] <= at(6, 30) and covered_tail[-1][1] == at(8, 30)
    assert any("06:00" in t and "rain 0.6" in t for t in result.triplets)
    paths = case_study.client.read_untrusted(result.browser_cypher)  # the printed Browser query really works
    assert len(paths) == len(result.evidence) == 11


def test_cli_ask_json(case_study: KGIRAG, cli_env: None) -> None:
    question = "Can I avoid rain during a trip at Kilkenny from 3:00 to 5:00 on 1 June 2017?"
    result = CliRunner().invoke(app, ["ask", question, "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output)
    assert payload["answer"] == "False"
    assert {"answer", "evidence", "browser_cypher", "browser_url", "trace", "usage"} <= payload.keys()
    link = urlparse(payload["browser_url"])  # opens Browser on this server with the evidence query in the editor
    assert (link.hostname, link.port) == ("localhost", case_study.client.settings.neo4j_http_port)
    args = parse_qs(link.query)
    assert args["cmd"] == ["edit"] and args["arg"] == [payload["browser_cypher"]]
    assert args["db"] == [case_study.client.settings.neo4j_database]
    assert "elementId" not in payload["browser_cypher"]  # natural keys: stable across a restore or a copy
    assert all(e.startswith("KILKENNY@2017-06-01T") for e in payload["evidence"])
    assert payload["trace"][0]["query"] == "station_readings"


def test_case_study_leave_earlier(case_study: KGIRAG) -> None:
    question = (
        "My 1-hour trip at Kilkenny starts at 06:00 on 1 June 2017. "
        "What is the latest time I could leave earlier to stay dry?"
    )
    result = case_study.invoke({"question": question})
    assert result.answer == "2017-06-01 04:30", result.reason
    ws = windows(result)
    assert all(a[0] >= b[1] for a, b in itertools.pairwise(ws))  # moves backward


def test_no_answer_within_the_bound(case_study: KGIRAG) -> None:
    result = case_study.invoke(
        {"question": "Can I postpone my 4-hour trip at Kilkenny from 3:00 on 1 June 2017 to stay dry?"}
    )
    assert result.answer == NO_ANSWER  # the data ends at 8:30, so no clean 4-hour slot exists


def test_unplannable_question_says_why(case_study: KGIRAG) -> None:
    result = case_study.invoke({"question": "Will it rain in Atlantis tomorrow?"})
    assert result.answer == NO_ANSWER and "no known station" in result.reason


@pytest.mark.slow
def test_real_irish_answers_match_pandas(irish_graph: GraphClient, shared_data: Path, cli_env: None) -> None:
    graph = irish_graph
    folder = shared_data / "irish-weather-2017"
    frame = pd.read_csv(folder / "observations.csv.gz")
    frame["at"] = pd.to_datetime(frame["date"]).dt.tz_localize("UTC")
    rain = {s: g.set_index("at")["rain"] for s, g in frame.groupby("station")}

    def expected(family: str, station: str, start: pd.Timestamp, hours: int) -> str:
        return decided(rain, [station], family, start, hours)

    kg = KGIRAG.from_settings(client=graph)
    rng = random.Random(2017)
    stations = sorted(rain)
    phrasing = {
        "Q1": "Will it rain at {s} during a {h}-hour trip starting at {t:%H:%M} on {t:%d %B %Y}?",
        "Q2": "I want to leave {s} at {t:%H:%M} on {t:%Y-%m-%d} for {h} hours; "
        "what is the latest time I could leave earlier to stay dry?",
        "Q3": "If it rains on my {h} hour trip at {s} from {t:%-I%p} on {t:%b %d %Y}, "
        "what is the earliest I can postpone to?",
    }
    checked = 0
    for family, template in phrasing.items():
        for _ in range(8):
            station, hours = rng.choice(stations), rng.randint(1, 4)
            start = pd.Timestamp("2017-01-02", tz="UTC") + pd.Timedelta(hours=rng.randrange(0, 8600))
            question = template.format(s=station.title(), h=hours, t=start)
            result = kg.invoke({"question": question})
            assert result.answer == expected(family, station, start, hours), (question, result.reason)
            checked += 1
    assert checked == 24

    # counties: an hour is rainy if any station of the county reports rain
    county_of = frame.groupby("station")["county"].first().to_dict()
    for _ in range(8):
        county, hours = rng.choice(sorted(set(county_of.values()))), rng.randint(1, 3)
        start = pd.Timestamp("2017-01-02", tz="UTC") + pd.Timedelta(hours=rng.randrange(0, 8600))
        members = [s for s, c in county_of.items() if c == county]
        result = kg.invoke(
            {"question": f"Will it rain in County {county} for {hours} hours from {start:%H:%M} on {start:%d %B %Y}?"}
        )
        assert result.answer == decided(rain, members, "Q1", start, hours), result.reason

    # the CLI gives the same answers (one question per family)
    for family in ("Q1", "Q2", "Q3"):
        station, start = stations[3], pd.Timestamp("2017-03-05 15:00", tz="UTC")
        question = phrasing[family].format(s=station.title(), h=2, t=start)
        out = CliRunner().invoke(app, ["ask", question, "--json"])
        assert out.exit_code == 0, out.output
        assert json.loads(out.output)["answer"] == expected(family, station, start, 2)

    # 200 questions at once through LangChain's batch (8 threads, one Neo4j): same answers as one by one
    questions = []
    for i in range(200):
        family = ("Q1", "Q2", "Q3")[i % 3]
        start = pd.Timestamp("2017-01-02", tz="UTC") + pd.Timedelta(hours=rng.randrange(0, 8600))
        questions.append(phrasing[family].format(s=rng.choice(stations).title(), h=rng.randint(1, 4), t=start))
    one_by_one = []
    for q in questions:
        result = kg.invoke({"question": q})
        one_by_one.append(result)
    seconds = sorted(r.usage.seconds for r in one_by_one)
    started = time.perf_counter()
    batched = kg.batch([{"question": q} for q in questions], config={"max_concurrency": 8})
    elapsed = time.perf_counter() - started
    assert [r.answer for r in batched] == [r.answer for r in one_by_one]
    assert all(r.reason for r in batched) and not any("could not plan" in r.reason for r in batched)
    print(
        f"\nKG-IRAG symbolic on Irish 2017: per question p50 {seconds[100] * 1000:.1f} ms, "
        f"p95 {seconds[190] * 1000:.1f} ms; batch of 200 with max_concurrency=8: {200 / elapsed:.0f} questions/s"
    )


def test_traffic_questions_use_local_time_and_the_90th_percentile(graph: GraphClient, tmp_path: Path) -> None:
    e = tfnsw_counts(tmp_path, ["6001"], 3, date(2018, 1, 1))  # volume = 100 + 10 * hour + day index
    ingest(graph, "tfnsw", [e.path], rejects_path=tmp_path / "r.csv")
    north = [100 + 10 * h + d for d in range(3) for h in range(24) if not (d == 0 and h == 7)]  # hour 7 of day 0 blank
    threshold = float(np.percentile(north, 90))
    kg = KGIRAG.from_settings(client=graph, llm="symbolic")

    morning = kg.invoke(
        {"question": "Will traffic be heavy at TfNSW 6001 northbound from 8am to 10am on 2 January 2018?"}
    )
    assert morning.answer == "False", morning.reason
    assert morning.plan is not None and morning.plan.condition.threshold == pytest.approx(threshold, abs=0.05)
    assert morning.plan.bound_hours == 9 and morning.plan.traffic_direction == "northbound"
    assert "2018-01-02 08:00" in morning.triplets[0]  # shown in the question's (Sydney) clock

    evening = kg.invoke(
        {"question": "Is there heavy traffic at TfNSW 6001 northbound from 9pm to 10pm on 2 January 2018?"}
    )
    heavy_9pm = threshold <= 100 + 10 * 21 + 1
    assert evening.answer == str(heavy_9pm)

    # a missing count cannot vouch for light traffic; a year without counts says what the graph holds
    held = "TfNSW 6001 northbound has counts from 2018-01-01 to 2018-01-03"
    gap = kg.invoke("Will traffic be heavy at TfNSW 6001 northbound from 6am to 9am on 1 January 2018?")
    assert gap.answer == NO_ANSWER and threshold > 100 + 10 * 8, gap.reason
    assert "volume missing at TfNSW 6001 northbound for 2018-01-01 07:00-08:00" in gap.reason and held in gap.reason
    later_year = kg.invoke("Will traffic be heavy at TfNSW 6001 northbound from 8am to 10am on 2 January 2019?")
    assert later_year.answer == NO_ANSWER and "no traffic counts for TfNSW 6001 northbound in 2019" in later_year.reason
    assert held in later_year.reason

    later = kg.invoke(
        {
            "question": "If the traffic is heavy, what is the earliest I can postpone my 1-hour drive past "
            "TfNSW 6001 northbound from 9pm on 2 January 2018?"
        }
    )
    expected = next(
        f"{t:%Y-%m-%d %H:%M}"
        for t in (datetime(2018, 1, 2, 21) + timedelta(hours=k) for k in range(1, 10))
        if 100 + 10 * t.hour + (t.day - 1) < threshold
    )
    assert later.answer == expected, later.reason
