"""The seams of KG-IRAG, declared once for both graphs: LLM1 (the planner), LLM2 (the judge) and the answer role.

A planner turns a question into a typed plan (the sensor `Plan` or the `EventPlan`), whether an LLM or the
offline parser does it; a judge reads one window's evidence and says whether it suffices or where to look
next. The LLM roles (`llm_*`), the offline ones (`symbolic_planner`, the parser, `deterministic_*judge`) and
scripted test doubles all satisfy these Protocols, so the controllers never know which one they hold.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Protocol, TypeVar

from chronorag.algebra.terms import Query
from chronorag.graph.retrieval import FactRow
from chronorag.plans import EventJudgement, EventPlan, EventWindow, Plan
from chronorag.rag.core.types import FinalAnswer, Judgement, Usage
from chronorag.rag.kg_irag.judge import Coverage

P_co = TypeVar("P_co", Plan, EventPlan | Query, covariant=True)


class Planner(Protocol[P_co]):
    """LLM1 or the offline parser: a question in; its typed plan and what planning cost out."""

    def __call__(self, question: str, /) -> tuple[P_co, Usage]: ...


SensorPlanner = Planner[Plan]
EventPlanner = Planner[EventPlan | Query]  # a Query: a term today's plans cannot say


class SensorJudge(Protocol):
    """LLM2 over readings: the plan, the readings so far, which hours they cover, the time grid, the triplets."""

    def __call__(
        self,
        plan: Plan,
        values: dict[datetime, float | None],
        coverage: Coverage,
        grain: timedelta,
        triplets: list[str],
        /,
    ) -> tuple[Judgement, Usage]: ...


class EventJudge(Protocol):
    """LLM2 over facts: the plan, every fact so far, the window just read, the search range, the proposal."""

    def __call__(
        self,
        plan: EventPlan,
        facts: list[FactRow],
        window: EventWindow,
        bounds: EventWindow,
        proposal: EventJudgement,
        /,
    ) -> tuple[EventJudgement, Usage]: ...


class AnswerRole(Protocol):
    """The final answer of a sensor question, written from the last judgement and its triplets."""

    def __call__(
        self, question: str, plan: Plan, judgement: Judgement, triplets: list[str], /
    ) -> tuple[FinalAnswer, Usage]: ...
