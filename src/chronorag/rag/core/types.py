"""Typed boundaries of every strategy: the plan, the judgement, the trace and the result."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic.json_schema import SkipJsonSchema

from chronorag.algebra.terms import Query
from chronorag.config import Settings
from chronorag.plans import Condition, EventPlan, Family, Instant, Plan, Window

__all__ = ["NO_ANSWER", "Condition", "EventPlan", "Family", "Plan", "Window"]

NO_ANSWER = "no answer"


class AbnormalEvent(BaseModel):
    at: Instant
    value: float = Field(allow_inf_nan=False)


class Judgement(BaseModel):
    """LLM2's output for one iteration."""

    sufficient: bool
    abnormal: list[AbnormalEvent] = Field(default_factory=list)
    candidate_start: Instant | None = None
    next_window: Window | None = None
    answer: str | None = None
    rationale: str = ""
    # the deterministic judge's "no answer" for want of readings: which are missing (not asked of LLM2)
    missing: SkipJsonSchema[list[Window]] = Field(default_factory=list)


class FinalAnswer(BaseModel):
    """The answer step's output (LLM path)."""

    answer: str
    rationale: str = ""


class Usage(BaseModel):
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seconds: float = 0.0
    graph_queries: int = 0  # statements the question sent to Neo4j (the question's total, not added up by steps)
    graph_loads: int = 0  # of them apart: the once-per-process loads (the name and relation indexes)

    def add(self, other: Usage) -> None:
        self.llm_calls += other.llm_calls
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens


class Iteration(BaseModel):
    window: Window
    query: str
    parameters: dict[str, str]
    rows: int
    new_rows: int
    judgement: Judgement
    usage: Usage
    seconds: float


class Step(BaseModel):
    """One step of an event strategy (a tool call, a sub-question, an action) for the trace."""

    kind: str  # search | decompose | solve | action | answer | nudge | error ...
    arguments: dict[str, Any] = Field(default_factory=dict)
    observation: str = ""
    rows: int = 0
    usage: Usage = Field(default_factory=Usage)
    seconds: float = 0.0


class RAGResult(BaseModel):
    """What every strategy returns: answer, evidence ids, Browser query, trace and totals.

    `answers` is every answer the evidence supports, best first; `answer` is always its first (or
    "no answer" with `answers` empty). Assigning `answer` alone keeps the two in step; `rank` sets both.
    """

    model_config = ConfigDict(validate_assignment=True)

    question: str
    answer: str
    answers: list[str] = Field(default_factory=list, description="every supported answer, best first")
    reason: str = ""
    planned_by: str = Field("", description="parser (offline, no LLM call) or llm (LLM1), when a plan was made")
    judged_by: str = Field(
        "", description="exact (the deterministic judge, no LLM call) or llm (LLM2), when a plan was judged"
    )
    plan: Plan | EventPlan | Query | None = Field(
        None, description="the typed plan: a sensor Plan, an EventPlan, or a Query of the algebra it cannot say"
    )
    evidence: list[str] = Field(default_factory=list)
    triplets: list[str] = Field(default_factory=list)
    browser_cypher: str = ""
    browser_url: str = Field("", description="opens Neo4j Browser with browser_cypher in the editor")
    trace: list[Iteration] = Field(default_factory=list)
    steps: list[Step] = Field(default_factory=list, description="event strategies' trace")
    usage: Usage = Field(default_factory=Usage)
    as_of: date | None = Field(
        None, description="the reference date relative time words ('last year') were read against (default today)"
    )

    @model_validator(mode="after")
    def _answer_leads(self) -> RAGResult:
        # written through __dict__: assigning the field would validate (and call this) again
        if self.answer == NO_ANSWER:
            self.__dict__["answers"] = []
        elif not self.answers or self.answers[0] != self.answer:
            self.__dict__["answers"] = [self.answer, *(a for a in self.answers if a != self.answer)]
        return self

    def planned(self, usage: Usage) -> None:
        """Record which path planned: LLM1 when planning spent LLM calls, the offline parser when it did not."""
        self.planned_by = "llm" if usage.llm_calls else "parser"

    def judged(self, exact: bool) -> None:
        """Record which judge decides the plan's windows: the deterministic one (`exact`) or LLM2."""
        self.judged_by = "exact" if exact else "llm"

    def rank(self, answers: list[str]) -> None:
        """Set the ranked answers (best first, duplicates dropped) and `answer` to the first, or "no answer"."""
        ranked = list(dict.fromkeys(a for a in answers if a and a != NO_ANSWER))
        self.__dict__["answers"] = ranked
        self.answer = ranked[0] if ranked else NO_ANSWER

    def show(self, cypher: str, settings: Settings) -> None:
        """The evidence query, and a Browser link with it pre-filled (host and ports from `settings`)."""
        self.browser_cypher = cypher
        self.browser_url = settings.browser_link(cypher) if cypher else ""


def local_time(value: datetime, timezone: str) -> str:
    """An answer time in the question's clock, 'YYYY-MM-DD HH:MM'."""
    from zoneinfo import ZoneInfo  # noqa: PLC0415 - tiny, and only answers need it

    return f"{value.astimezone(ZoneInfo(timezone)):%Y-%m-%d %H:%M}"
