"""KG-IRAG's roles on the sensor graph: LLM1 (the planner), LLM2 (the judge) and the answer step through a
chat model, and the exact judge that stands in for LLM2 offline.

LLM1 writes a term of the query algebra (`SensorTermReply`: a thought and a `SensorQuery`, `Abnormal` or `Clear` of a
`Slot`), run as the flat `Plan` it is (`sensor_plan_of`); LLM2 is shown the term as a sentence. Each LLM role's
reply is checked before the controller uses it: a term by one validator (`sensor_term_problem`: it is a valid plan,
its first window inside the bound and its trip inside the data), a judgement's next window inside the bound and not
yet retrieved. A problem goes back to the model as feedback (`core.roles.JsonRole`), and after the retries the
question ends in "no answer" with the reason.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate
from pydantic import ValidationError

from chronorag.algebra.from_plans import sensor_plan_of, sensor_query_of
from chronorag.algebra.terms import SensorQuery, SensorTermReply
from chronorag.rag.core.prompts import (
    ANSWER_SYSTEM,
    ANSWER_TEMPLATE,
    JUDGE_INPUT,
    JUDGE_SYSTEM,
    PLANNER_INPUT,
    PLANNER_SYSTEM,
)
from chronorag.rag.core.roles import JsonRole, short_error
from chronorag.rag.core.tracing import role_run
from chronorag.rag.core.types import FinalAnswer, Judgement, Plan, Usage, Window
from chronorag.rag.kg_irag.contracts import AnswerRole, SensorJudge, SensorPlanner
from chronorag.rag.kg_irag.event_roles import refusal_hint
from chronorag.rag.kg_irag.judge import Coverage, judge
from chronorag.temporal.windows import window_problem


def _judge_inputs(plan: Plan, values: Any, coverage: Coverage, grain: timedelta, triplets: list[str]) -> dict[str, Any]:
    """What a trace shows of a judgement's inputs: the plan's reasoning, what was retrieved, the triplets."""
    spans = [f"{a:%Y-%m-%d %H:%M}..{b:%Y-%m-%d %H:%M}" for a, b in coverage.spans]
    return {"reasoning": plan.reasoning, "retrieved": spans, "triplets": triplets}


@role_run("judge", _judge_inputs)
def deterministic_judge(
    plan: Plan, values: dict[datetime, float | None], coverage: Coverage, grain: timedelta, triplets: list[str]
) -> tuple[Judgement, Usage]:
    return judge(plan, values, coverage, grain), Usage()


def window_limits(plan: Plan) -> tuple[datetime, datetime]:
    """Where any window of this plan may lie: the trip plus the search bound on either side."""
    d, bound = timedelta(minutes=plan.duration_minutes), timedelta(hours=plan.bound_hours)
    return plan.start - bound - d, plan.start + d + bound + d


def sensor_window_problem(plan: Plan, window: Window | None, coverage: Coverage | None = None) -> str | None:
    """Why a window of this plan may not be retrieved (None if it may): the shared rule with the plan's limits,
    an instant counting as seen once any retrieved window (merged) covers it."""
    outside = f"the bound ({plan.bound_hours:g} h around the trip)"
    return window_problem(window, window_limits(plan), outside, coverage.covers if coverage is not None else None)


def outside_data(plan: Plan, span: tuple[datetime, datetime] | None) -> str | None:
    """Why a plan's trip cannot be about this graph's readings (None if it can)."""
    if span is None:
        return None
    first, last = span
    reach = timedelta(hours=plan.bound_hours)
    if plan.start + reach < first or plan.start - reach > last:
        return f"the trip at {plan.start:%Y-%m-%d %H:%M} lies outside the data ({first:%Y-%m-%d} to {last:%Y-%m-%d})"
    return None


def sensor_term_problem(q: SensorQuery, span: tuple[datetime, datetime] | None = None) -> str | None:
    """Why a sensor term cannot be run (None: it can). The one check of a sensor term LLM1 wrote, beyond the types it
    shares with the plan (instants in the data's era, a known time zone): the plan it is (`sensor_plan_of`) holds,
    its first window ordered and at most a week long, inside the bound, and its trip inside the data's span when
    that is known."""
    try:
        plan = sensor_plan_of(q)
    except ValidationError as exc:  # the plan's checks the term's types leave: its first window's order and length
        where = "first_window: " if exc.title == Window.__name__ else ""
        return where + short_error(exc).removeprefix("reply: ")
    return sensor_window_problem(plan, plan.first_window) or outside_data(plan, span)


def sensor_plan(reply: SensorTermReply) -> Plan:
    """A checked reply as the sensor loop runs it: the plan its term is, its thought the reasoning prompt."""
    return sensor_plan_of(reply.query.model_copy(update={"reasoning": reply.thought, "notes": [], "ignored": []}))


def llm_planner(
    model: BaseChatModel,
    retries: int = 2,
    prompt: ChatPromptTemplate | None = None,
    span: tuple[datetime, datetime] | None = None,
) -> SensorPlanner:
    """LLM1 writes a sensor term (`SensorTermReply`), checked by `sensor_term_problem` before any retrieval (a
    problem goes back to the model as feedback), and run as the Plan it is."""
    role = JsonRole("planner", model, SensorTermReply, PLANNER_SYSTEM, retries, prompt)

    def plan(question: str, hint: str = "") -> tuple[Plan, Usage]:
        """`hint`: why the offline parser could not read the question (the hybrid planner says so)."""
        reply, usage = role.ask(
            PLANNER_INPUT.format(question=question, hint=refusal_hint(hint)),
            lambda r: sensor_term_problem(r.query, span),
        )
        return sensor_plan(reply), usage

    return plan


def llm_answer(model: BaseChatModel, retries: int = 2, prompt: ChatPromptTemplate | None = None) -> AnswerRole:
    """Step 5 (LLM1): the final answer from the reasoning prompt plus the combined triplets."""
    role = JsonRole("answer", model, FinalAnswer, ANSWER_SYSTEM, retries, prompt)

    def answer(question: str, plan: Plan, judgement: Judgement, triplets: list[str]) -> tuple[FinalAnswer, Usage]:
        prompt = ANSWER_TEMPLATE.format(
            question=question,
            reasoning=plan.reasoning,
            triplets="\n".join(triplets),
            judgement=judgement.model_dump_json(include={"answer", "rationale"}),
        )
        return role.ask(prompt)

    return answer


def llm_judge(model: BaseChatModel, retries: int = 2, prompt: ChatPromptTemplate | None = None) -> SensorJudge:
    """LLM2: the reasoning prompt, the term as a sentence and all triplets in, a validated Judgement out."""
    role = JsonRole("judge", model, Judgement, JUDGE_SYSTEM, retries, prompt)

    def judge_fn(
        plan: Plan, values: dict[datetime, float | None], coverage: Coverage, grain: timedelta, triplets: list[str]
    ) -> tuple[Judgement, Usage]:
        spans = ", ".join(f"[{a:%Y-%m-%d %H:%M}, {b:%Y-%m-%d %H:%M})" for a, b in coverage.spans)
        prompt = JUDGE_INPUT.format(
            reasoning=plan.reasoning,
            query=str(sensor_query_of(plan)),  # the term LLM1 wrote, as a sentence
            minutes=int(grain.total_seconds() // 60),
            spans=spans,
            triplets="\n".join(triplets),
        )

        def check(j: Judgement) -> str | None:
            if j.sufficient:
                return None if j.answer else "sufficient but no answer"
            return sensor_window_problem(plan, j.next_window, coverage)

        return role.ask(prompt, check)

    return judge_fn
