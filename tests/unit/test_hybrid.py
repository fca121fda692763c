"""`--planner hybrid` stays offline for what the parser reads: a question the symbolic parser plans is judged and
answered exactly as offline (no LLM call at all); only a question it refuses goes to the LLM roles. Scripted chat
models count their calls; the graph is a small in-memory stand-in for the few statements KG-IRAG reads."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest

from chronorag.algebra.memory import evaluate
from chronorag.config import Settings
from chronorag.cypher import Cypher
from chronorag.evaluation.runner import planning
from chronorag.graph.connection import GraphClient, Row
from chronorag.llm.scripted import ScriptedChatModel
from chronorag.rag.core.types import NO_ANSWER, RAGResult
from chronorag.rag.kg_irag import KGIRAG, term_search

SENSOR = "Will it rain at Oak Park between 1pm and 3pm on 20 May 2017?"
SENSOR_REFUSED = "Will it rain at Oak Park between 1pm and 3pm on the third Saturday of May 2017?"  # no date read
EVENT = "Who did Kuwait host first in 2010?"
EVENT_REFUSED = "Who buttered up Kuwait in 2010?"  # no relation wording the parser knows
RAIN_AT = datetime(2017, 5, 20, 14, tzinfo=UTC)
FACTS = [  # id, head, relation, tail, day
    ("f1", "Kuwait", "Host a visit", "China", "2010-03-02"),
    ("f2", "Kuwait", "Host a visit", "Japan", "2010-05-01"),
    ("f3", "China", "Praise or endorse", "Kuwait", "2010-06-01"),
]


@pytest.fixture(autouse=True)
def compiled_in_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """The compiled statement of a term, answered by the compiler's in-memory twin (`algebra/memory.py`) over
    FACTS: the conformance tests hold the two alike on a real graph."""
    rows = [(i, h, r, t, date.fromisoformat(d)) for i, h, r, t, d in FACTS]

    def read_row(client: Any, q: Any, span: Any, window: Any, direction: Any, limit: int, purpose: str) -> Any:
        return evaluate(rows, q, span, window, direction, limit=limit)

    monkeypatch.setattr(term_search, "read_row", read_row)


class SmallGraph(GraphClient):
    """One weather station (OAK PARK, hourly on 20 May 2017, rain only at 14:00) and three ICEWS-style facts."""

    def __init__(self, settings: Settings) -> None:
        super().__init__(settings)
        self.asked: list[str] = []

    def read(self, query: Cypher, params: Mapping[str, Any] | None = None, timeout: float | None = None) -> list[Row]:
        self.asked.append(query.name)
        p = dict(params or {})
        hours = [datetime(2017, 5, 20, h, tzinfo=UTC) for h in range(8, 20)]
        if query.name == "places":
            return [{"station": "OAK PARK", "region": "Carlow", "tz": "UTC", "kind": "weather"}]
        if query.name == "reading_span":
            return [{"first": hours[0], "last": hours[-1]}]
        if query.name == "station_grid":
            return [{"at": t} for t in hours if t >= p["at"]][:2]
        if query.name == "station_readings":
            return [
                {
                    "id": f"OAK PARK@{t:%Y-%m-%dT%H:%M}",
                    "station": "OAK PARK",
                    "at": t,
                    "rain": 0.4 if t == RAIN_AT else 0.0,
                }
                for t in hours
                if p["start"] <= t < p["end"]
            ]
        if query.name == "fact_span":
            return [{"first": date(2010, 1, 1), "last": date(2010, 12, 31)}]
        if query.name == "interval_vocabulary":  # no graph of facts true over intervals here
            return []
        if query.name == "interval_fact_count":
            return [{"n": 0}]
        if query.name == "entity_names":
            return [{"names": sorted({f[1] for f in FACTS} | {f[3] for f in FACTS})}]
        if query.name == "relation_names":
            return [{"name": r} for r in sorted({f[2] for f in FACTS})]
        if query.name == "entity_relations":
            return [{"relation": f[2]} for f in FACTS if p["entity"] in (f[1], f[3])]
        if query.name == "entity_relation_facts":
            ends = {"head": (1,), "tail": (3,), "any": (1, 3)}[p["position"]]
            return [
                {
                    "facts": [
                        list(f)
                        for f in FACTS
                        if f[2] == p["relation"]
                        and any(f[i] == p["entity"] for i in ends)
                        and p["start"] <= date.fromisoformat(f[4]) < p["end"]
                    ]
                }
            ]
        raise AssertionError(f"the small graph has no answer to {query.name}")


def _iso(hour: int) -> str:
    return datetime(2017, 5, 20, hour, tzinfo=UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


LLM1_SENSOR_TERM = {
    "thought": "Is there rain at Oak Park in 13:00-15:00 on 20 May 2017?",
    "query": {
        "term": {
            "op": "abnormal",
            "slot": {"op": "slot", "place": "Oak Park", "start": _iso(13), "minutes": 120},
            "first_window": [_iso(13), _iso(15)],
            "step_minutes": 120,
            "bound_hours": 12,
        }
    },
}
LLM2_SENSOR = {"sufficient": True, "abnormal": [{"at": _iso(14), "value": 0.4}], "answer": "True", "rationale": "14:00"}
IN_2010 = {"op": "period", "unit": "year", "start": "2010-01-01", "end": "2011-01-01"}
LLM1_EVENT_TERM = {
    "thought": "who praised Kuwait in 2010",
    "query": {
        "asks": "entity",
        "side": "head",
        "focus": "tail",
        "term": {
            "op": "within",
            "facts": {"op": "facts", "relation": "Praise or endorse", "tail": "Kuwait"},
            "time": IN_2010,
        },
    },
}
EVENT_BEYOND_PLANS = "How many different guests did Kuwait roll out the red carpet for in 2010?"  # refused too
LLM1_COUNT_TERM = {
    "thought": "the distinct guests Kuwait hosted in 2010",
    "query": {
        "asks": "count",
        "term": {
            "op": "count",
            "facts": {
                "op": "within",
                "facts": {"op": "facts", "head": "Kuwait", "relation": "Host a visit"},
                "time": IN_2010,
            },
            "what": "entities",
            "side": "tail",
        },
    },
}
LLM2_EVENT = {"sufficient": True, "answer": "China", "rationale": "China praised Kuwait on 2010-06-01"}


@pytest.fixture()
def models() -> dict[str, ScriptedChatModel]:
    """LLM1 (planner and answer step) and LLM2, each answering only the question it is scripted for."""
    hint = "The offline parser could not read it"
    return {
        "planner": ScriptedChatModel(
            by_question={
                f"{SENSOR_REFUSED}\n{hint}": [json.dumps(LLM1_SENSOR_TERM)],
                f"{EVENT_REFUSED}\n{hint}": [json.dumps(LLM1_EVENT_TERM)],
                f"{EVENT_BEYOND_PLANS}\n{hint}": [json.dumps(LLM1_COUNT_TERM)],
            }
        ),
        "judge": ScriptedChatModel(
            by_question={
                "Is there rain at Oak Park": [json.dumps(LLM2_SENSOR)],
                "who praised Kuwait": [json.dumps(LLM2_EVENT)],
            }
        ),
        "answer": ScriptedChatModel(replies=[json.dumps({"answer": "True", "rationale": "0.4 mm at 14:00"})]),
    }


@pytest.fixture()
def hybrid(tmp_path: Path, models: dict[str, ScriptedChatModel]) -> KGIRAG:
    graph = SmallGraph(Settings(cache_dir=tmp_path))
    return KGIRAG.with_models(
        graph, models["planner"], models["judge"], answer_model=models["answer"], retries=0, hybrid=True
    )


def _calls(models: dict[str, ScriptedChatModel]) -> dict[str, int]:
    return {role: m._calls for role, m in models.items()}


def test_a_weather_question_the_parser_reads_makes_no_llm_call(
    hybrid: KGIRAG, models: dict[str, ScriptedChatModel], tmp_path: Path
) -> None:
    result = hybrid.invoke(SENSOR)
    assert _calls(models) == {"planner": 0, "judge": 0, "answer": 0}
    assert (result.usage.llm_calls, result.planned_by, result.judged_by) == (0, "parser", "exact")
    offline = KGIRAG.from_settings(Settings(cache_dir=tmp_path), client=SmallGraph(Settings(cache_dir=tmp_path)))
    expected = offline.invoke(SENSOR)
    assert (result.answer, result.reason, result.evidence) == (expected.answer, expected.reason, expected.evidence)
    assert result.answer == "True"
    assert [it.judgement for it in result.trace] == [it.judgement for it in expected.trace]


def test_a_weather_question_the_parser_refuses_goes_to_llm1_llm2_and_the_answer_step(
    hybrid: KGIRAG, models: dict[str, ScriptedChatModel]
) -> None:
    result = hybrid.invoke(SENSOR_REFUSED)
    assert _calls(models) == {"planner": 1, "judge": 1, "answer": 1}, result.reason
    assert (result.usage.llm_calls, result.planned_by, result.judged_by) == (3, "llm", "llm")
    assert result.answer == "True" and result.reason == "0.4 mm at 14:00"


def test_an_event_question_the_parser_reads_makes_no_llm_call(
    hybrid: KGIRAG, models: dict[str, ScriptedChatModel]
) -> None:
    result = hybrid.invoke(EVENT)
    assert _calls(models) == {"planner": 0, "judge": 0, "answer": 0}, result.reason
    assert (result.usage.llm_calls, result.planned_by, result.judged_by) == (0, "parser", "exact")
    assert result.answer == "China"
    plan = result.steps[0].arguments
    assert (plan["planned_by"], plan["judged_by"]) == ("parser", "exact")


def test_an_event_question_the_parser_refuses_goes_to_llm1_and_llm2(
    hybrid: KGIRAG, models: dict[str, ScriptedChatModel]
) -> None:
    result = hybrid.invoke(EVENT_REFUSED)
    assert _calls(models) == {"planner": 1, "judge": 1, "answer": 0}, result.reason
    assert (result.usage.llm_calls, result.planned_by, result.judged_by) == (2, "llm", "llm")
    assert result.answer == "China"
    plan = result.steps[0].arguments
    assert (plan["planned_by"], plan["judged_by"]) == ("llm", "llm")


def test_a_term_beyond_the_plans_from_llm1_runs_as_one_term_without_llm2(
    hybrid: KGIRAG, models: dict[str, ScriptedChatModel]
) -> None:
    """A term the flat plans cannot say (a count of distinct entities) is not windowed: its compiled statement
    answers it, checked exactly, so LLM2 is never asked."""
    result = hybrid.invoke(EVENT_BEYOND_PLANS)
    assert _calls(models) == {"planner": 1, "judge": 0, "answer": 0}, result.reason
    assert (result.planned_by, result.judged_by, result.answer) == ("llm", "exact", "2"), result.reason
    assert str(result.plan) == (
        "how many: how many of the distinct tails of (Kuwait, Host a visit, ?) in 2010-01-01..2011-01-01 (year)"
    )
    assert result.steps[0].arguments["term"] == str(result.plan.term)  # type: ignore[union-attr]


def test_the_eval_summary_counts_who_planned_and_who_judged() -> None:
    def record(planned: str, judged: str) -> dict[str, Any]:
        result = RAGResult(question="q", answer=NO_ANSWER, planned_by=planned, judged_by=judged)
        return {"planned_by": result.planned_by, "judged_by": result.judged_by}

    records = [record("parser", "exact"), record("parser", "exact"), record("llm", "llm"), record("", "")]
    assert planning(records) == {"parser": 2, "llm": 1, "llm_calls_saved": 2, "judged_exact": 2, "judged_llm": 1}


def test_a_deterministic_judge_is_exact_on_the_llm_path_too(
    tmp_path: Path, models: dict[str, ScriptedChatModel]
) -> None:
    kg = KGIRAG.with_models(
        SmallGraph(Settings(cache_dir=tmp_path)), models["planner"], deterministic=True, hybrid=True
    )
    result = kg.invoke(SENSOR_REFUSED)
    assert (result.planned_by, result.judged_by, result.usage.llm_calls) == ("llm", "exact", 1)
    assert result.answer == "True"
