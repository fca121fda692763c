"""Property-based tests (Hypothesis): every data line of a file is accounted for exactly once; random and
mutated replies and questions are refused with the project's own errors, naming what was wrong, or give
models and readings that keep their guarantees."""

from __future__ import annotations

import contextlib
import gzip
import json
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path
from typing import Any, get_args

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from chronorag.algebra.from_plans import query_of
from chronorag.algebra.terms import TermReply
from chronorag.evaluation.question_file import QuestionFileError, read_sensor_questions
from chronorag.graph.search import SearchRequest
from chronorag.ingest.events import read_quadruples
from chronorag.ingest.lines import DamagedFile, LineFile
from chronorag.ingest.met_eireann import read_official, read_tidy
from chronorag.ingest.noaa_isd import read_isd
from chronorag.ingest.records import Item, Reject, StationRecord
from chronorag.ingest.tfnsw import read_counts
from chronorag.plans import EARLIEST_DAY, LATEST_DAY, EventJudgement, EventPlan, Plan, QType
from chronorag.rag.core.types import Judgement
from chronorag.rag.kg_irag.event_roles import runnable
from chronorag.rag.kg_irag.sensor_roles import outside_data, sensor_window_problem
from chronorag.rag.strategies.at2qa import SearchArgs
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.places import PlaceIndex
from chronorag.understanding.sensor import SensorParser
from factories import IRISH_STATIONS

SENSOR_PARSER = SensorParser(PlaceIndex.build(IRISH_STATIONS), default_year=2017)

# derandomize: CI sees the same examples on every run (a failure reproduces, never flakes)
FAST = settings(
    max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

TIDY = "station,county,date,rain,temp,rhum,msl,wdsp,wddir"
TIDY_ROW = "ATHENRY,Galway,2017-03-01 05:00,0.4,5.0,90.0,1010.0,8.0,320.0"
QUAD = "China\tMake statement\tJapan\t2010-01-01"
TFNSW = "station_key,cardinal_direction_seq,classification_seq,date," + ",".join(f"hour_{h:02d}" for h in range(24))
TFNSW_ROW = "4001,1,1,2017-03-01," + ",".join(str(h) for h in range(24))
ISD = (
    '"STATION","DATE","SOURCE","LATITUDE","LONGITUDE","ELEVATION","NAME","REPORT_TYPE","CALL_SIGN",'
    '"QUALITY_CONTROL","WND","CIG","VIS","TMP","DEW","SLP","AA1","REM"'
)
ISD_ROW = (
    '"94767099999","2017-03-01T00:00:00","4","-33.9","151.1","6.0","SYDNEY AIRPORT AMO, AS","FM-15","99999",'
    '"V020","160,1,N,0067,1","22000,1,9,N","009999,1,9,N","+0200,1","+0170,1","99999,9","01,0012,9,1","MET"'
)
OFFICIAL = (
    "Station Name: DUBLIN AIRPORT\nStation Height: 71 M\nLatitude:53.428  ,Longitude: -6.241\n\ndate,ind,rain,ind,temp"
)
OFFICIAL_ROW = "01-jan-2017 00:00,0,0.2,0,6.1"
READERS: dict[str, tuple[str | None, str, Callable[[Path, LineFile], Iterator[Item]]]] = {
    "met tidy": (TIDY, TIDY_ROW, read_tidy),
    "met official": (OFFICIAL, OFFICIAL_ROW, read_official),
    "quadruples": (None, QUAD, read_quadruples),
    "tfnsw counts": (TFNSW, TFNSW_ROW, read_counts),
    "noaa isd": (ISD, ISD_ROW, read_isd),
}

# a data line: a valid row, a valid row with a slice replaced by random bytes, or random bytes alone
junk = st.binary(max_size=40).map(lambda b: b.replace(b"\n", b" "))


def _line(row: str) -> st.SearchStrategy[bytes]:
    raw = row.encode()
    mutated = st.tuples(st.integers(0, len(raw)), st.integers(0, 12), junk).map(
        lambda t: raw[: t[0]] + t[2] + raw[t[0] + t[1] :]
    )
    return st.one_of(st.just(raw), mutated, junk)


def _file(name: str) -> st.SearchStrategy[tuple[list[bytes], bool, int | None]]:
    _, row, _ = READERS[name]
    return st.tuples(
        st.lists(_line(row), max_size=25), st.booleans(), st.none() | st.integers(10, 400)
    )  # cut after the gzip header


def _accounted(name: str, tmp: Path, lines: list[bytes], gz: bool, cut: int | None) -> None:
    header, _, reader = READERS[name]
    body = b"\n".join(([header.encode()] if header else []) + lines) + b"\n"
    data = gzip.compress(body) if gz else body
    if gz and cut is not None:
        data = data[:cut]  # a gzip cut short, or only its header
    path = tmp / ("f.gz" if gz else "f.csv")
    path.write_bytes(data)
    seen: set[int] = set()
    damaged = False
    with LineFile(path) as f:
        try:
            for item in reader(path, f):
                if not isinstance(item, StationRecord):
                    seen.add(item.line)
        except DamagedFile as exc:
            damaged = True
            assert str(path) in str(exc) and "after line" in str(exc)
        seen |= {bad.line for bad in f.bad_lines}
        assert all(isinstance(b, Reject) and b.reason.startswith("invalid UTF-8") for b in f.bad_lines)
    first = header.count("\n") + 2 if header else 1
    expected = {
        n
        for n, raw in enumerate(lines, start=first)
        if _not_utf8(raw) or raw.decode("utf-8").strip()  # blank lines (str.isspace, e.g. \x1c) are not rows
    }
    if damaged:
        assert seen <= expected  # the rows before the damage, each once
    elif not (seen == expected or (header and not seen and not expected)):
        # the only rows a reader may not answer for: none (a file it stops reading is damaged)
        raise AssertionError((sorted(expected - seen), sorted(seen - expected)))


def _not_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


@pytest.mark.parametrize("name", sorted(READERS))
@FAST
@given(data=st.data())
def test_reader_accounts_for_every_line(tmp_path: Path, name: str, data: st.DataObject) -> None:
    _accounted(name, tmp_path, *data.draw(_file(name)))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, min_size=1, max_size=4) | st.dictionaries(st.text(max_size=10), inner, min_size=1, max_size=4)
    ),
    max_leaves=12,
)
QUESTION = {
    "id": "q1",
    "dataset": "irish-weather",
    "qtype": "Q1",
    "question": "Does it rain?",
    "answer": "True",
    "station": "ATHENRY",
    "start": "2017-03-01T05:00",
    "hours": 2,
}


@FAST
@given(
    st.lists(
        st.one_of(
            junk,
            st.builds(lambda k, v: {**QUESTION, k: v}, st.sampled_from(list(QUESTION)), json_values).map(
                lambda d: json.dumps(d).encode()
            ),
        ),
        max_size=6,
    )
)
def test_question_file_reader_raises_only_its_own_error(tmp_path: Path, lines: list[bytes]) -> None:
    path = tmp_path / "q.jsonl"
    path.write_bytes(b"\n".join(lines))
    try:
        items = read_sensor_questions(path)
    except QuestionFileError as exc:
        assert str(path) in str(exc)
        return
    assert items and all(set(QUESTION) <= set(item) for item in items)


PLAN: dict[str, Any] = {
    "reasoning": "r",
    "family": "Q3",
    "target": "Kilkenny",
    "start": "2017-06-01T03:00:00Z",
    "duration_minutes": 120,
    "first_window": {"start": "2017-06-01T03:00:00Z", "end": "2017-06-01T04:00:00Z"},
    "step_minutes": 60,
    "direction": "forward",
    "bound_hours": 12,
    "condition": {"field": "rain", "op": ">", "threshold": 0, "unit": "mm"},
}
instants = (
    st.datetimes().map(lambda d: d.isoformat())
    | st.datetimes(timezones=st.timezones()).map(lambda d: d.isoformat())
    | st.sampled_from(["0001-01-01T00:30:00+00:00", "9999-12-31T20:00:00Z", "9999-12-31T23:59:59-12:00"])
)


def _mutated(base: dict[str, Any], values: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    return st.builds(lambda k, v: {**base, k: v}, st.sampled_from(list(base)), values)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(_mutated(PLAN, json_values | instants | st.fixed_dictionaries({"start": instants, "end": instants})))
def test_plans_validate_or_raise_validation_errors_and_valid_ones_are_usable(raw: dict[str, Any]) -> None:
    try:
        plan = Plan.model_validate(raw)
    except ValidationError as exc:
        assert {str(e["loc"][0]) for e in exc.errors()} <= set(raw)  # the reply's own field is named
        return
    assert plan.start.utcoffset() is not None and plan.first_window.start.utcoffset() is not None
    assert Plan.model_validate_json(plan.model_dump_json()) == plan  # what the trace keeps
    problem = sensor_window_problem(plan, plan.first_window)  # the controller's own checks run without surprises
    assert problem is None or problem.startswith("window ")
    outside_data(plan, (plan.start, plan.start))


@FAST
@given(
    st.fixed_dictionaries(
        {"sufficient": st.booleans()},
        optional={
            "candidate_start": instants | json_values,
            "next_window": st.fixed_dictionaries({"start": instants, "end": instants}) | json_values,
            "abnormal": st.lists(st.fixed_dictionaries({"at": instants, "value": st.floats() | json_values})),
            "answer": json_values,
        },
    )
)
def test_judgements_are_refused_by_field_or_keep_their_guarantees(raw: dict[str, Any]) -> None:
    try:
        judgement = Judgement.model_validate(raw)
    except ValidationError as exc:
        assert {str(e["loc"][0]) for e in exc.errors()} <= set(raw)  # the reply's own field is named
        return
    instants = [a.at for a in judgement.abnormal] + [judgement.candidate_start]
    if judgement.next_window is not None:
        instants += [judgement.next_window.start, judgement.next_window.end]
        assert judgement.next_window.start < judgement.next_window.end
    assert all(t.utcoffset() is not None for t in instants if t is not None)  # never a naive time
    assert Judgement.model_validate_json(judgement.model_dump_json()) == judgement  # what the trace keeps


dates = st.dates().map(str) | json_values


@FAST
@given(
    st.fixed_dictionaries(
        {"sufficient": st.booleans()},
        optional={"next_window": st.fixed_dictionaries({"start": dates, "end": dates}) | json_values},
    ),
    _mutated(
        {"asks": "entity", "side": "tail", "term": {"op": "nth", "facts": {"op": "facts", "head": "Japan"}}},
        json_values
        | st.fixed_dictionaries({"op": st.sampled_from(["within", "before"]), "facts": json_values, "time": dates}),
    ),
)
def test_event_models_are_refused_or_give_a_term_that_runs_as_it_says(
    judgement: dict[str, Any], query: dict[str, Any]
) -> None:
    with contextlib.suppress(ValidationError):
        verdict = EventJudgement.model_validate(judgement)
        window = verdict.next_window
        assert window is None or EARLIEST_DAY <= window.start < window.end <= LATEST_DAY
    try:
        parsed = TermReply.model_validate({"thought": "t", "query": query})
    except ValidationError as exc:
        assert {str(e["loc"][0]) for e in exc.errors()} <= {"query"}  # the reply's own field is named
        return
    ran = runnable(parsed, "q")
    if isinstance(ran, EventPlan):  # the flat plan it is says the same term
        assert query_of(ran) == parsed.query.model_copy(update={"question": "q", "reasoning": "t"})
        assert ran.qtype in get_args(QType) and ran.reasoning == "t"
    else:
        assert ran.question == "q" and ran.term == parsed.query.term


@FAST
@given(
    json_values
    | st.fixed_dictionaries(
        {"query": st.text(max_size=50)},
        optional={
            "start_date": dates,
            "end_date": dates,
            "sort": st.sampled_from(["relevance", "time_asc", "time_desc", "sideways"]),
            "entity": st.text(max_size=300) | json_values,
            "entity_position": st.sampled_from(["head", "tail", "middle"]),
            "relation": st.text(max_size=50),
        },
    )
)
def test_at2qa_arguments_validate_or_are_refused(raw: Any) -> None:
    try:
        args = SearchArgs.model_validate(raw)
    except ValidationError:
        return
    SearchRequest(**args.model_dump())  # what the search receives is well-formed


SENSOR_PIECES = (  # the words of the parser's own tests
    "Will it rain at Athenry Atenry Valentia Cork County between 3pm and 5 pm 15:00-17:00 : on 5 March 2017 Sunday "
    "for two hours earlier later postpone push back stay dry not ? , - the 5th of 05/03/2017 noon"
)
SENSOR_WORDS = SENSOR_PIECES.split()
READABLE = (
    "Will it rain at Athenry between 3pm and 5pm on 5 March 2017 ?",
    "If it rains , when is the earliest I can postpone my 2-hour trip at Athenry from 15:00 on 5 March 2017 ?",
    "Cycling near Valentia on Sunday 5 March 2017 , 18:00-21:00 . Will it stay dry ?",
)
NAMED_BY = {"ATHENRY": {"Athenry", "Atenry"}, "VALENTIA OBSERVATORY": {"Valentia"}, "Cork": {"Cork"}}
Edit = tuple[str, int, int, str]


def _edited(question: str, edits: list[Edit]) -> list[str]:
    """A readable question with words dropped, inserted from the vocabulary, or swapped."""
    words = question.split()
    for kind, i, j, word in edits:
        if kind == "drop" and words:
            words.pop(i % len(words))
        elif kind == "insert":
            words.insert(i % (len(words) + 1), word)
        elif words:
            a, b = i % len(words), j % len(words)
            words[a], words[b] = words[b], words[a]
    return words


edits = st.lists(
    st.tuples(
        st.sampled_from(["drop", "insert", "swap"]),
        st.integers(0, 40),
        st.integers(0, 40),
        st.sampled_from(SENSOR_WORDS),
    ),
    max_size=3,
)
questions = st.builds(_edited, st.sampled_from(READABLE), edits) | st.lists(
    st.sampled_from(SENSOR_WORDS), min_size=1, max_size=16
)


@settings(max_examples=400, deadline=None, derandomize=True)
@given(questions)
def test_weather_questions_are_read_from_their_own_words_or_refused(words: list[str]) -> None:
    """Edited and jumbled questions: a refusal says why; a reading takes its place and day from the words
    (never a guess) and is the same every time."""
    question = " ".join(words)
    try:
        read = SENSOR_PARSER.parse(question)
    except PlanningError as exc:
        assert str(exc)
        return
    assert NAMED_BY[read.target] & set(words), (question, read.target)
    assert read.start.date() == date(2017, 3, 5) and read.duration_minutes > 0 and read.family in ("Q1", "Q2", "Q3")
    assert SENSOR_PARSER.parse(question) == read
