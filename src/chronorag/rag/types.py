"""Typed boundaries of every strategy: the plan, the judgement, the trace and the result."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field
from pydantic.json_schema import SkipJsonSchema

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
    """What every strategy returns: answer, evidence ids, Browser query, trace and totals."""

    question: str
    answer: str
    reason: str = ""
    plan: Plan | None = None
    evidence: list[str] = Field(default_factory=list)
    triplets: list[str] = Field(default_factory=list)
    browser_cypher: str = ""
    browser_url: str = Field("", description="opens Neo4j Browser with browser_cypher in the editor")
    trace: list[Iteration] = Field(default_factory=list)
    steps: list[Step] = Field(default_factory=list, description="event strategies' trace")
    usage: Usage = Field(default_factory=Usage)

    def show(self, cypher: str, settings: Settings) -> None:
        """The evidence query, and a Browser link with it pre-filled (host and ports from `settings`)."""
        self.browser_cypher = cypher
        self.browser_url = settings.browser_link(cypher) if cypher else ""


def local_time(value: datetime, timezone: str) -> str:
    """An answer time in the question's clock, 'YYYY-MM-DD HH:MM'."""
    from zoneinfo import ZoneInfo  # noqa: PLC0415 - tiny, and only answers need it

    return f"{value.astimezone(ZoneInfo(timezone)):%Y-%m-%d %H:%M}"
