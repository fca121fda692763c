"""The query algebra: today's plans are terms of it with a lossless round trip (every corpus plan), its JSON schema
reads back what it writes, `str()` reads as a sentence, and a term that does not fit what is asked is refused."""

from __future__ import annotations

import json
import re
from contextlib import nullcontext
from datetime import UTC, date, datetime

import pytest
from langchain_openai import ChatOpenAI
from pydantic import SecretStr, ValidationError
from test_constructions import EXAMPLES, corpus_parser, corpus_parsers

from chronorag.algebra.from_plans import NotAPlan, plan_of, query_of, sensor_plan_of, sensor_query_of
from chronorag.algebra.terms import (
    After,
    Before,
    Between,
    Count,
    Facts,
    Nth,
    Period,
    PeriodOf,
    Query,
    Rank,
    SensorQuery,
    SensorTermReply,
    Shift,
    Slot,
    TermReply,
    TimeOf,
    Within,
)
from chronorag.plans import Constraint, EventPlan, EventRef, RefPeriod
from chronorag.understanding.constructions.meant_again import meaning
from factories import sensor_plan

VISITS = Facts(relation="Make a visit", tail="Japan")


def test_every_corpus_plan_goes_round_through_a_term() -> None:
    parsers = corpus_parsers()
    seen = 0
    for _, example in EXAMPLES:
        if example.plan is None:
            continue
        with meaning(example.meaning) if example.meaning else nullcontext():
            plan = parsers[example.graph].parse(example.question)
        query = query_of(plan)
        assert Query.model_validate_json(query.model_dump_json()) == query, example.question
        assert plan_of(query) == plan, example.question
        assert query.ignored == plan.ignored, example.question
        seen += 1
    assert seen >= 140


def test_a_reference_clause_s_own_period_narrows_its_facts_and_goes_round() -> None:
    """ "Who hosted Eurovision before Israel did in 2019?": the time of Israel's hosting within 2019."""
    year = RefPeriod(granularity="year", start=date(2019, 1, 1), end=date(2020, 1, 1))
    ref = EventRef(head="Israel", relation="hostedEurovision", tail=None, period=year)
    plan = EventPlan(
        question="Who hosted Eurovision before Israel did in 2019?",
        qtype="before_after",
        answer_type="entity",
        anchor="Eurovision",
        position="tail",
        relation="hostedEurovision",
        constraint=Constraint(kind="before", reference=ref),
    )
    query = query_of(plan)
    inside = Within(facts=Facts(head="Israel", relation="hostedEurovision"), time=Period(unit="year", **_span(year)))
    assert query.term == Before(facts=Facts(relation="hostedEurovision", tail="Eurovision"), time=TimeOf(facts=inside))
    assert plan_of(query) == plan
    assert "in 2019-01-01..2020-01-01" in str(query)


def _span(p: RefPeriod) -> dict[str, date]:
    return {"start": p.start, "end": p.end}


def test_a_reference_event_is_the_time_of_its_facts() -> None:
    ref = EventRef(head="Japan", relation="Make a visit", tail="Iran", extremum="last")
    plan = EventPlan(
        question="Who visited Iran first after Japan's last visit to Iran?",
        qtype="after_first",
        answer_type="entity",
        anchor="Iran",
        position="tail",
        relation="Make a visit",
        constraint=Constraint(kind="after", reference=ref),
        extremum="first",
    )
    query = query_of(plan)
    assert query.term == Nth(
        facts=After(
            facts=Facts(relation="Make a visit", tail="Iran"),
            time=TimeOf(facts=Facts(head="Japan", relation="Make a visit", tail="Iran"), which="last"),
        )
    )
    assert str(query) == (
        "which head: the first of (?, Make a visit, Iran) after the last time of (Japan, Make a visit, Iran)"
    )
    assert plan_of(query) == plan


def test_the_month_after_an_event_is_a_shift_of_its_period() -> None:
    month_after = Shift(time=PeriodOf(time=TimeOf(facts=VISITS, which="first"), unit="month"), n=1, unit="month")
    query = Query(asks="entity", side="head", focus="tail", term=Within(facts=VISITS, time=month_after))
    assert str(query) == (
        "which head: (?, Make a visit, Japan) in 1 month after the month of the first time of (?, Make a visit, Japan)"
    )
    with pytest.raises(NotAPlan):  # flat plans cannot say it
        plan_of(query)


@pytest.mark.parametrize(
    ("query", "problem"),
    [
        ({"asks": "count", "term": VISITS}, "a count asks a Count or a Between term"),
        ({"asks": "entity", "term": VISITS}, "an entity is asked of one side"),
        ({"asks": "yes_no", "term": TimeOf(facts=VISITS)}, "yes_no is asked of facts"),
        ({"asks": "entity", "side": "tail", "term": Rank(facts=VISITS, side="head")}, "a ranked side"),
    ],
)
def test_a_term_that_does_not_fit_what_is_asked_is_refused(query: dict[str, object], problem: str) -> None:
    with pytest.raises(ValidationError, match=problem):
        Query.model_validate(query)


def test_new_kinds_are_terms_with_a_schema() -> None:
    first, second = TimeOf(facts=VISITS, which="first"), TimeOf(facts=VISITS, which="nth", n=2)
    terms = [
        Query(asks="count", term=Between(first=first, second=second, unit="day")),
        Query(asks="count", term=Count(facts=VISITS, what="entities", side="head")),
        Query(asks="entity", side="head", term=Rank(facts=VISITS, side="head", order="least")),
        Query(asks="time", term=second),
    ]
    for query in terms:
        assert Query.model_validate(query.model_dump(mode="json")) == query
    assert str(terms[0]) == (
        "how many: the days from the first time of (?, Make a visit, Japan) to the 2nd time of (?, Make a visit, Japan)"
    )
    assert "time_of" in str(Query.model_json_schema())
    with pytest.raises(ValidationError, match="the n-th time needs n"):
        TimeOf(facts=VISITS, which="nth")
    with pytest.raises(ValidationError, match="ends"):
        Period(unit="year", start=date(2010, 1, 1), end=date(2009, 1, 1))


def test_a_sensor_plan_is_a_slot_and_back() -> None:
    start = datetime(2017, 3, 5, 15, tzinfo=UTC)
    plan = sensor_plan("ATHENRY", start)
    query = sensor_query_of(plan)
    assert query.family == "Q3" and SensorQuery.model_validate_json(query.model_dump_json()) == query
    assert sensor_plan_of(query) == plan
    assert str(query).startswith("Q3: the nearest later start within 12 h clear of rain > 0 mm: ATHENRY")


def test_llm1s_reply_schema_is_the_event_algebra_said_compactly() -> None:
    """The schema LLM1 is given (and a local model's grammar is built from): every operator requires its `op` (left
    optional, llama.cpp's grammar slowed 35-fold on the recursive unions), every reference resolves, the sensor
    terms no event query fits are gone, and it stays small enough for a local model's context slot."""
    schema = TermReply.model_json_schema()
    defs = schema["$defs"]
    operators = {name: d for name, d in defs.items() if "op" in d.get("properties", {})}
    assert set(operators) == {
        "Facts", "Within", "Before", "After", "Since", "Until", "Nth", "Rank", "Day", "Period", "TimeOf", "PeriodOf",
        "Shift", "Span", "Count", "Between",
    }  # fmt: skip
    assert all(d["required"][0] == "op" and "const" in d["properties"]["op"] for d in operators.values())
    text = json.dumps(schema)
    assert set(re.findall(r'"#/\$defs/(\w+)"', text)) <= set(defs)
    assert "discriminator" not in text and "Abnormal" not in text and len(text) < 9_000
    assert defs["Within"]["properties"]["facts"] == {"$ref": "#/$defs/FactTerm"}
    assert "ignored" not in defs["Query"]["properties"]  # the parser's finding, not the LLM's to write
    client = ChatOpenAI(api_key=SecretStr("unused"), base_url="http://127.0.0.1:9/v1", model="m")
    client.with_structured_output(schema, method="json_schema")  # an OpenAI-compatible client names it by its title
    full = Query.model_json_schema()["$defs"]  # the algebra's own schema keeps its sensor terms and descriptions
    assert "Abnormal" in full and full["Facts"]["required"] == ["op"]


def test_the_sensor_planners_reply_schema_is_the_sensor_algebra_said_compactly() -> None:
    """The sensor planner's schema: the two sensor terms of a slot, each requiring its `op`, every reference resolved,
    no event operator, title, description or discriminator, no `reasoning` or `notes` (the thought is the reasoning),
    small for a local model's context; a slot the plan could not hold (an instant of no data, an unknown clock) is
    no term."""
    schema = SensorTermReply.model_json_schema()
    defs = schema["$defs"]
    assert set(defs) == {"Abnormal", "Clear", "Slot", "Condition", "SensorQuery"}
    assert all(defs[n]["required"][0] == "op" for n in ("Abnormal", "Clear", "Slot"))
    assert set(defs["SensorQuery"]["properties"]) == {"term"} and schema["required"] == ["thought", "query"]
    text = json.dumps(schema)
    assert set(re.findall(r'"#/\$defs/(\w+)"', text)) <= set(defs)
    assert "discriminator" not in text and '"description"' not in text and "Facts" not in text and len(text) < 3_000
    client = ChatOpenAI(api_key=SecretStr("unused"), base_url="http://127.0.0.1:9/v1", model="m")
    client.with_structured_output(schema, method="json_schema")
    start = datetime(2017, 3, 5, 15, tzinfo=UTC)
    with pytest.raises(ValidationError, match="is outside 1800-2200"):
        Slot(place="ATHENRY", start=start.replace(year=9999), minutes=60)
    with pytest.raises(ValidationError, match="unknown time zone 'Mars/Olympus'"):
        Slot(place="ATHENRY", start=start, minutes=60, timezone="Mars/Olympus")


def test_the_words_a_reading_passed_are_plan_data() -> None:
    """ "Honestly, who visited Japan?": the words read as saying nothing are a field of the plan and of its term (not
    only the reason's note), kept by the round trip and by JSON, and absent from the JSON where there are none."""
    plan = corpus_parser().parse("Honestly, who visited Japan in 2010?")
    assert plan.ignored == ["Honestly"] and any("Honestly" in n for n in plan.notes)
    query = query_of(plan)
    assert query.ignored == ["Honestly"] and plan_of(query) == plan
    assert Query.model_validate_json(query.model_dump_json()).ignored == ["Honestly"]
    bare = corpus_parser().parse("Who visited Japan in 2010?")
    assert bare.ignored == [] and "ignored" not in json.loads(bare.model_dump_json())
