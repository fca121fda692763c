"""Hostile values from an LLM: each is fed back to the model as the reason, then a reasoned failure,
never a TypeError / ZoneInfoNotFoundError / AttributeError / OverflowError from deeper down. The sensor planner's
replies are terms of the algebra (`SensorTermReply`), checked by `sensor_term_problem`."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from typing import Any

import pytest
from langchain_core.messages import BaseMessage
from pydantic import ValidationError

from chronorag.algebra.terms import SensorTermReply
from chronorag.llm.factory import scripted_model
from chronorag.plans import EventJudgement, Plan
from chronorag.rag.core.roles import RoleFailed, short_error
from chronorag.rag.core.types import Judgement
from chronorag.rag.kg_irag.judge import Coverage
from chronorag.rag.kg_irag.sensor_roles import llm_judge, llm_planner, sensor_plan
from chronorag.rag.strategies.at2qa import SearchArgs

SLOT: dict[str, Any] = {
    "op": "slot",
    "place": "Kilkenny",
    "start": "2017-06-01T03:00:00Z",
    "minutes": 120,
    "condition": {"field": "rain", "op": ">", "threshold": 0, "unit": "mm"},
}
TERM: dict[str, Any] = {
    "op": "abnormal",
    "first_window": ["2017-06-01T03:00:00Z", "2017-06-01T05:00:00Z"],
    "step_minutes": 60,
    "bound_hours": 12,
}
SPAN = (datetime(2017, 1, 1, tzinfo=UTC), datetime(2017, 12, 31, 23, tzinfo=UTC))


def _reply(slot: dict[str, Any] | None = None, **change: Any) -> str:
    """LLM1's reply: a thought and the sensor term, its slot and its other fields changed as given."""
    term = {**TERM, "slot": {**SLOT, **(slot or {})}, **change}
    return json.dumps({"thought": "rain at Kilkenny 03:00-05:00", "query": {"term": term}})


HOSTILE_PLANS = {
    "naive datetime": (_reply({"start": "2017-06-01T03:00:00"}), "slot.start: Input should have timezone info"),
    "naive window": (
        _reply(first_window=["2017-06-01T03:00:00", "2017-06-01T05:00:00"]),
        "first_window.0: Input should have timezone info",
    ),
    "unknown time zone": (_reply({"timezone": "Mars/Olympus_Mons"}), "unknown time zone 'Mars/Olympus_Mons'"),
    "not a reading property": (
        _reply({"condition": {"field": "snow_depth", "op": ">", "threshold": 0, "unit": "cm"}}),
        "condition.field: Input should be 'rain'",
    ),
    "absurd bound": (_reply(bound_hours=1e12), "bound_hours: Input should be less than or equal to 168"),
    "infinite bound": (_reply(bound_hours="Infinity"), "bound_hours:"),
    "absurd duration": (_reply({"minutes": 10**15}), "minutes: Input should be less than or equal"),
    "backwards window": (
        _reply(first_window=["2017-06-01T05:00:00Z", "2017-06-01T03:00:00Z"]),
        "rejected reply: first_window: Value error, the window ends (2017-06-01 03:00) before it starts",
    ),
    "an instant no data has": (
        _reply({"start": "9999-06-01T03:00:00Z"}),
        "slot.start: Value error, 9999-06-01 is outside",
    ),
    "a week-long window": (
        _reply(first_window=["2017-06-01T03:00:00Z", "2017-06-09T03:00:00Z"]),
        "first_window: Value error, the window spans 8 days, 0:00:00, more than 7 days",
    ),
    "first window outside the bound": (
        _reply(first_window=["2017-06-03T03:00:00Z", "2017-06-03T05:00:00Z"]),
        "outside the bound (12 h around the trip)",
    ),
    "window outside the data": (
        _reply({"start": "2031-06-01T03:00:00Z"}, first_window=["2031-06-01T03:00:00Z", "2031-06-01T05:00:00Z"]),
        "lies outside the data (2017-01-01 to 2017-12-31)",
    ),
    "a Q1 with a direction": (_reply(direction="forward"), "abnormal.direction: Extra inputs are not permitted"),
    "the old flat plan": (
        json.dumps({"reasoning": "r", "family": "Q1", "target": "Kilkenny", "start": "2017-06-01T03:00:00Z"}),
        "thought: Field required",
    ),
}


@pytest.mark.parametrize("case", list(HOSTILE_PLANS))
def test_a_hostile_term_is_fed_back_then_a_reasoned_failure(case: str) -> None:
    reply, reason = HOSTILE_PLANS[case]
    seen: list[list[BaseMessage]] = []

    def scripted(messages: list[BaseMessage]) -> str:
        seen.append(messages)
        return reply

    plan = llm_planner(scripted_model([scripted] * 3), retries=2, span=SPAN)
    with pytest.raises(RoleFailed) as failed:
        plan("Does it rain at Kilkenny on 1 June 2017 from 3 to 5?")
    assert reason in str(failed.value) and "after 3 attempts" in str(failed.value)
    assert len(seen) == 3 and reason in str(seen[1][-1].content)  # the model was told what was wrong


def test_a_corrected_term_after_feedback_is_run_as_its_plan() -> None:
    plan = llm_planner(scripted_model([HOSTILE_PLANS["unknown time zone"][0], _reply()]), retries=2, span=SPAN)
    parsed, usage = plan("Does it rain at Kilkenny on 1 June 2017 from 3 to 5?")
    assert isinstance(parsed, Plan) and parsed.timezone == "UTC" and usage.llm_calls == 2
    assert (parsed.family, parsed.target, parsed.direction, parsed.duration_minutes) == ("Q1", "Kilkenny", "none", 120)
    assert parsed.reasoning == "rain at Kilkenny 03:00-05:00"  # the thought: the judge's reasoning prompt


def _plan() -> Plan:
    return sensor_plan(SensorTermReply.model_validate_json(_reply()))


@pytest.mark.parametrize(
    ("judgement", "reason"),
    [
        (
            {"sufficient": False, "candidate_start": "2017-06-01T04:00:00"},
            "candidate_start: Input should have timezone",
        ),
        ({"sufficient": True, "answer": "x", "abnormal": [{"at": "2017-06-01T03:30:00Z", "value": "NaN"}]}, "value"),
        (
            {"sufficient": False, "next_window": {"start": "9999-12-31T00:00:00Z", "end": "9999-12-31T23:00:00Z"}},
            "9999-12-31 is outside 1800-2200",
        ),
    ],
)
def test_a_hostile_judgement_is_a_reasoned_failure(judgement: dict[str, Any], reason: str) -> None:
    plan = _plan()
    judge = llm_judge(scripted_model([json.dumps(judgement)] * 3), retries=2)
    with pytest.raises(RoleFailed) as failed:
        judge(plan, {}, Coverage(), plan.first_window.end - plan.first_window.start, [])
    assert reason in str(failed.value)


def test_event_judgement_windows_are_bounded_and_ordered() -> None:
    with pytest.raises(ValidationError, match="less than or equal to 2200-12-31"):
        EventJudgement.model_validate(
            {"sufficient": False, "next_window": {"start": "2009-01-01", "end": "9999-12-31"}}
        )
    with pytest.raises(ValidationError, match="before it starts"):
        EventJudgement.model_validate(
            {"sufficient": False, "next_window": {"start": "2009-02-01", "end": "2009-01-01"}}
        )


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        ({"query": "visits", "end_date": "9999-12-31"}, "end_date: Input should be less than or equal to 2200-12-31"),
        ({"query": "visits", "entity": " ".join(["word"] * 1500)}, "entity: String should have at most 200"),
        ({"query": "visits", "start_date": "2010-01-01", "end_date": "2009-01-01"}, "is after end_date"),
        (["visits", "Japan"], "Input should be a valid dictionary"),
        ("search for Japan", "Input should be a valid dictionary"),
    ],
)
def test_at2qa_tool_arguments_are_validated(args: object, reason: str) -> None:
    with pytest.raises(ValidationError) as failed:
        SearchArgs.model_validate(args)
    assert reason in short_error(failed.value)  # what the agent reads back as the tool's result
    assert SearchArgs.model_validate({"query": "visits", "end_date": date(2015, 12, 31)}).end_date == date(2015, 12, 31)


def test_judgement_model_refuses_naive_instants() -> None:
    with pytest.raises(ValidationError):
        Judgement.model_validate({"sufficient": True, "candidate_start": "2017-06-01T04:00:00"})
