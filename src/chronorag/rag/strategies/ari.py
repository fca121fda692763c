"""ARI (abstract reasoning induction): atomic actions over the temporal operators, chosen step by step.

State: the entities the question names (linked) plus those earlier actions returned, and the
periods the question names plus the days earlier actions returned. Each step builds the candidate
actions (get_head_entity, get_tail_entity, get_time, get_before, get_after, get_between, get_first,
get_last) over that state, keeps those that return something, ranks them by cosine between the
question and the action's description, shows the top ones with a preview, and the chat model picks
one or answers. At most 5 steps. A methodology guide for the question's template cluster (see
`ari_memory`) is part of the prompt when one has been trained.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Literal, Self

from pydantic import BaseModel, model_validator

from chronorag.graph.connection import GraphClient
from chronorag.graph.operators import facts_between, facts_relative, first_or_last
from chronorag.graph.retrieval import FactRow, entity_facts
from chronorag.rag.core.event_shell import EventStrategy, Run
from chronorag.rag.core.prompts import ARI_DECIDE, ARI_DECIDE_INPUT, ARI_GUIDE_LINE
from chronorag.rag.core.roles import JsonRole
from chronorag.rag.core.strategy import Setup
from chronorag.rag.core.tracing import retrieval
from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.strategies.ari_memory import Memory
from chronorag.temporal import clock
from chronorag.temporal.periods import EARLIEST, LATEST, Period, day
from chronorag.understanding.timex import parse_period

ACTIONS = (
    "get_head_entity",
    "get_tail_entity",
    "get_time",
    "get_before",
    "get_after",
    "get_between",
    "get_first",
    "get_last",
    "answer",
)
MAX_STEPS = 5
SHOWN = 8


@dataclass(frozen=True)
class Action:
    name: str
    entity: str
    relation: str
    period: Period | None = None

    def describe(self) -> str:
        words = {
            "get_head_entity": f"who {self.relation} {self.entity}",
            "get_tail_entity": f"whom {self.entity} {self.relation}",
            "get_time": f"when {self.entity} {self.relation}",
            "get_before": f"{self.entity} {self.relation} before {self.period}",
            "get_after": f"{self.entity} {self.relation} after {self.period}",
            "get_between": f"{self.entity} {self.relation} in {self.period}",
            "get_first": f"the first time {self.entity} {self.relation}"
            + (f" in {self.period}" if self.period else ""),
            "get_last": f"the last time {self.entity} {self.relation}" + (f" in {self.period}" if self.period else ""),
        }
        return words[self.name]

    def call(self) -> str:
        period = f", {self.period}" if self.period is not None else ""
        return f"{self.name}({self.entity}, {self.relation}{period})"


def run_action(client: GraphClient, action: Action, limit: int = 20) -> list[FactRow]:
    """An atomic action over the temporal operators (Cypher in cypher/retrieval.py)."""
    e, r, p = action.entity, action.relation, action.period
    if action.name == "get_head_entity":
        return entity_facts(client, e, EARLIEST, LATEST, r, "tail", limit)
    if action.name == "get_tail_entity":
        return entity_facts(client, e, EARLIEST, LATEST, r, "head", limit)
    if action.name == "get_time":
        return entity_facts(client, e, EARLIEST, LATEST, r, "any", limit)
    if action.name in ("get_first", "get_last"):  # within the period when one is given
        which: Literal["first", "last"] = "first" if action.name == "get_first" else "last"
        return first_or_last(client, which, e, r, how="equal" if p else None, period=p)[:limit]
    assert p is not None
    if action.name == "get_between":
        return facts_between(client, e, p, p, r, limit=limit)
    return facts_relative(client, e, "before" if action.name == "get_before" else "after", p, r, limit=limit)


class Decision(BaseModel):
    thought: str = ""
    choice: int | None = None
    answer: str | None = None

    @model_validator(mode="after")
    def one_of(self) -> Decision:
        if (self.choice is None) == (self.answer is None):
            raise ValueError("give exactly one of choice (a candidate number) or answer")
        return self


@dataclass
class State:
    entities: list[str]
    periods: list[Period]
    done: set[Action] = field(default_factory=set)
    trail: list[str] = field(default_factory=list)


class ARI(EventStrategy):
    name = "ari"

    def __init__(self, *args: Any, memory: Memory | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.memory = memory

    @classmethod
    def built(cls, setup: Setup) -> Self:
        """As every event strategy, plus the methodology memory at ARI_MEMORY when one was trained."""
        ari = super().built(setup)
        if setup.settings.ari_memory.exists():
            ari.memory = Memory.load(setup.settings.ari_memory)
        return ari

    def candidates(self, question: str, state: State) -> list[tuple[Action, list[FactRow]]]:
        """Actions over the state that return something, closest to the question first."""
        actions: list[Action] = []
        for entity in state.entities[:3]:
            relations = self.linker.entity_relations(entity)
            for rel in [c.name for c in self.linker.relations(question, k=2, among=relations)]:
                actions += [Action(n, entity, rel) for n in ACTIONS[:3] + ACTIONS[6:8]]
                for period in state.periods[:3]:
                    actions += [Action(n, entity, rel, period) for n in ACTIONS[3:8]]
        actions = [a for a in dict.fromkeys(actions) if a not in state.done]
        results = [(a, retrieval(a.name, a.call(), partial(run_action, self.client, a))) for a in actions]
        useful = [(a, rows) for a, rows in results if rows]
        if not useful:
            return []
        vectors = self.embedder.encode([question] + [a.describe() for a, _ in useful])
        q = vectors[0]
        scored = [(sum(x * y for x, y in zip(q, v, strict=True)), i) for i, v in enumerate(vectors[1:])]
        return [useful[i] for _, i in sorted(scored, reverse=True)[:SHOWN]]

    def solve(self, question: str, run: Run) -> tuple[str, str]:
        entities = self.linker.mentions(question)
        period = parse_period(question, clock.reference_date())
        state = State(entities=entities, periods=[period] if period else [])
        if not entities:
            return NO_ANSWER, "ari: the question names no entity the graph knows"
        guide = self.memory.guide(question, self.linker) if self.memory else ""
        for step in range(1, MAX_STEPS + 1):
            tick = time.perf_counter()
            options = self.candidates(question, state)
            if not options:
                return NO_ANSWER, f"ari: no action returns anything at step {step}"
            decision, usage = self._decide(question, state, options, guide, run)
            if decision.answer is not None:
                run.step("answer", {"step": step}, decision.answer, usage=usage, seconds=time.perf_counter() - tick)
                return decision.answer, f"ari: answered after {step - 1} action(s): {' -> '.join(state.trail)}"
            assert decision.choice is not None
            action, rows = options[decision.choice - 1]
            state.done.add(action)
            state.trail.append(action.name)
            run.saw(rows)
            self._learn(state, rows)
            shown = "\n".join(r.render() for r in rows[:10])
            run.step(
                "action", {"call": action.call()}, shown, len(rows), usage=usage, seconds=time.perf_counter() - tick
            )
        return NO_ANSWER, f"ari: no answer within {MAX_STEPS} steps"

    def _decide(
        self, question: str, state: State, options: list[tuple[Action, list[FactRow]]], guide: str, run: Run
    ) -> tuple[Decision, Any]:
        listing = "\n".join(
            f"{i}. {a.call()} -> {len(rows)} fact(s), e.g. " + "; ".join(r.render() for r in rows[:3])
            for i, (a, rows) in enumerate(options, 1)
        )
        prompt = ARI_DECIDE_INPUT.format(
            question=question,
            guide=ARI_GUIDE_LINE.format(guide=guide) if guide else "",
            actions=" -> ".join(state.trail) or "none",
            facts="\n".join(f.render() for f in list(run.facts.values())[-30:]) or "none",
            candidates=listing,
        )
        check: Callable[[Decision], str | None] = lambda d: (  # noqa: E731
            f"choice {d.choice} is not a candidate (1-{len(options)})"
            if d.choice is not None and not 1 <= d.choice <= len(options)
            else None
        )
        return JsonRole("ari", self.model, Decision, ARI_DECIDE, self.retries).ask(prompt, check)

    @staticmethod
    def _learn(state: State, rows: list[FactRow]) -> None:
        """New entities and days from an action's result become part of the state."""
        for r in rows[:5]:
            for name in (r.head, r.tail):
                if name not in state.entities:
                    state.entities.append(name)
            if (d := day(r.date)) not in state.periods:
                state.periods.append(d)
