"""KG-IRAG with LLM roles: scripted chat models, malformed replies, and ChatOpenAI over real HTTP."""

from __future__ import annotations

import json

import pytest
from langchain_core.messages import BaseMessage
from langchain_openai import ChatOpenAI

from chronorag.graph import GraphClient
from chronorag.llm.factory import scripted_model
from chronorag.llm.scripted import ScriptedChatModel
from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from factories import CASE_DAY
from fake_openai import ScriptedOpenAI, serve

DAY = CASE_DAY
QUESTION = (
    "If I can't, what is the earliest time I can postpone the trip from 3:00 to 5:00 at Kilkenny "
    "on 1 June 2017 to avoid rain?"
)


def iso(hour: int, minute: int = 0) -> str:
    return DAY.replace(hour=hour, minute=minute).strftime("%Y-%m-%dT%H:%M:%SZ")


def term(**change: object) -> str:
    """LLM1's reply: the thought and the question as a term of the algebra (a `Clear` of the trip's slot)."""
    clear = {
        "op": "clear",
        "slot": {
            "op": "slot",
            "place": "Kilkenny",
            "start": iso(3),
            "minutes": 120,
            "condition": {"field": "rain", "op": ">", "threshold": 0, "unit": "mm"},
        },
        "direction": "forward",
        "first_window": [iso(3), iso(4)],
        "step_minutes": 60,
        "bound_hours": 12,
        **change,
    }
    thought = "Find the earliest start after 03:00 whose 2-hour slot at Kilkenny has no rain, within 12 h."
    return json.dumps({"thought": thought, "query": {"term": {k: v for k, v in clear.items() if v is not None}}})


PLAN = term()


def step(
    nxt: tuple[tuple[int, int], tuple[int, int]] | None,
    cand: tuple[int, int],
    abnormal: list[tuple[int, int]],
    answer: str | None = None,
) -> str:
    return json.dumps(
        {
            "sufficient": nxt is None,
            "abnormal": [{"at": iso(*a), "value": 0.6} for a in abnormal],
            "candidate_start": iso(*cand),
            "next_window": None if nxt is None else {"start": iso(*nxt[0]), "end": iso(*nxt[1])},
            "answer": answer,
            "rationale": "scripted",
        }
    )


JUDGE = [
    step(((4, 0), (5, 0)), (4, 0), [(3, 30)]),
    step(((5, 0), (6, 0)), (4, 0), [(3, 30)]),
    step(((6, 0), (7, 0)), (6, 0), [(5, 30)]),
    step(((7, 0), (8, 0)), (6, 30), [(6, 0)]),
    step(((8, 0), (8, 30)), (6, 30), [(6, 0)]),
    step(None, (6, 30), [(6, 0)], answer="2017-06-01 06:30"),
]


def test_scripted_llms_drive_the_case_study(case_graph: GraphClient) -> None:
    planner = scripted_model(["Sure! Let me think about the trip first.", PLAN])  # prose first: retried
    junky = [JUDGE[0] + "<|im_end|>", *JUDGE[1:]]  # junk tokens after the JSON are stripped
    kg = KGIRAG.with_models(case_graph, planner, scripted_model(junky))
    result = kg.invoke({"question": QUESTION})
    assert result.answer == "2017-06-01 06:30", result.reason
    assert [str(it.window) for it in result.trace] == [
        "2017-06-01 03:00-04:00",
        "2017-06-01 04:00-05:00",
        "2017-06-01 05:00-06:00",
        "2017-06-01 06:00-07:00",
        "2017-06-01 07:00-08:00",
        "2017-06-01 08:00-08:30",
    ]
    assert result.usage.llm_calls == 2 + 6  # one planner retry, six judgements
    assert sum(it.rows for it in result.trace) == len(result.evidence) == 11


def test_answer_step_writes_the_final_answer_from_all_triplets(case_graph: GraphClient) -> None:
    final = json.dumps({"answer": "2017-06-01 06:30", "rationale": "06:30-08:30 is dry; 06:00 had 0.6 mm."})
    answerer = scripted_model([final])
    kg = KGIRAG.with_models(case_graph, scripted_model([PLAN]), scripted_model(JUDGE), answer_model=answerer)
    result = kg.invoke({"question": QUESTION})
    assert result.answer == "2017-06-01 06:30" and result.reason.startswith("06:30-08:30 is dry")
    assert result.usage.llm_calls == 1 + 6 + 1
    broken = KGIRAG.with_models(
        case_graph, scripted_model([PLAN]), scripted_model(JUDGE), answer_model=scripted_model(["no idea"] * 3)
    )
    kept = broken.invoke({"question": QUESTION})
    assert kept.answer == "2017-06-01 06:30" and "answer step failed" in kept.reason


def test_deterministic_judge_needs_one_llm_call(case_graph: GraphClient) -> None:
    kg = KGIRAG.with_models(case_graph, scripted_model([PLAN]), deterministic=True)
    result = kg.invoke({"question": QUESTION})
    assert result.answer == "2017-06-01 06:30" and result.usage.llm_calls == 1


@pytest.mark.parametrize(
    ("planner", "judge", "reason"),
    [
        (["The trip looks wet, I would not go."] * 3, JUDGE, "planner: malformed reply"),
        ([term(direction=None)] * 3, JUDGE, "clear.direction: Field required"),
        (
            [term(first_window=[iso(20), iso(23)])] * 3,
            JUDGE,
            "rejected reply: window 2017-06-01 20:00-23:00 is outside the bound",
        ),
        (["<|im_start|>assistant<|im_sep|>"] * 3, JUDGE, "no JSON object"),
        ([PLAN], ['{"sufficient": false}'] * 3, "no next window"),
        ([PLAN], [step(((20, 0), (23, 0)), (4, 0), [])] * 3, "outside the bound"),
        ([PLAN], [step(((3, 0), (4, 0)), (4, 0), [])] * 3, "already retrieved"),
    ],
)
def test_malformed_replies_end_in_no_answer_with_a_reason(
    case_graph: GraphClient, planner: list[str], judge: list[str], reason: str
) -> None:
    kg = KGIRAG.with_models(case_graph, scripted_model(planner), scripted_model(judge), retries=2)
    result = kg.invoke({"question": QUESTION})
    assert result.answer == NO_ANSWER
    assert reason in result.reason and "after 3 attempts" in result.reason


def test_chat_openai_over_real_http(case_graph: GraphClient) -> None:
    script = ScriptedOpenAI([PLAN, *JUDGE])
    with serve(script) as base_url:
        model = ChatOpenAI(model="scripted-gpt", base_url=base_url, api_key="sk-local-test", max_retries=0)  # type: ignore[arg-type]
        kg = KGIRAG.with_models(case_graph, model, model)
        result = kg.invoke({"question": QUESTION})
    assert result.answer == "2017-06-01 06:30", result.reason
    assert len(script.requests) == 7 and result.usage.llm_calls == 7
    assert result.usage.prompt_tokens > 0 and result.usage.completion_tokens > 0
    first_judge = script.requests[1]["messages"][-1]["content"]
    assert "(KILKENNY, rain 0.6 mm, 2017-06-01 03:30)" in first_judge  # the judge sees the triplets
    # ... and the term LLM1 wrote, as a sentence
    assert "Query: Q3: the nearest later start within 12 h clear of rain > 0 mm: KILKENNY from 2017-06-01 03:00" in (
        first_judge
    )


def test_a_bad_term_is_retried_then_refused_with_the_reason(case_graph: GraphClient) -> None:
    """A term that cannot run (its first window outside the bound) goes back to LLM1 with the reason; a corrected
    term is run, and one never corrected ends in "no answer" with the reason, before any retrieval."""
    bad = term(first_window=[iso(20), iso(23)])
    seen: list[str] = []

    def planner(replies: list[str]) -> ScriptedChatModel:
        def reply(messages: list[BaseMessage]) -> str:
            seen.append(str(messages[-1].content))
            return replies[len(seen) - 1]

        return ScriptedChatModel(replies=[reply] * len(replies))

    corrected = KGIRAG.with_models(case_graph, planner([bad, PLAN]), scripted_model(JUDGE)).invoke(QUESTION)
    assert corrected.answer == "2017-06-01 06:30", corrected.reason
    assert "outside the bound (12 h around the trip)" in seen[1] and corrected.usage.llm_calls == 2 + 6
    seen.clear()
    refused = KGIRAG.with_models(case_graph, planner([bad] * 3), scripted_model(JUDGE), retries=2).invoke(QUESTION)
    assert refused.answer == NO_ANSWER and refused.trace == [] and refused.usage.llm_calls == 3
    assert refused.reason.startswith("planner: rejected reply: window 2017-06-01 20:00-23:00")
    assert "outside the bound (12 h around the trip) (after 3 attempts)" in refused.reason
