"""KG-IRAG's two LLM roles on the event graph: LLM1 plans (validated against the graph), LLM2 judges.

LLM1's plan names entities and a relation; before any retrieval each name is checked against the
graph's own names (said exactly, or in a form the name index knows: "the citizens of Kenya"). An
unknown name goes back to LLM1 with the closest candidates, and after the retries the question ends
in "no answer" with the reason. LLM2's verdict is checked too: an answer must be one of the facts'
counterparts or dates, a next window must lie in the search range.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate
from rapidfuzz import fuzz, process

from chronorag.graph.retrieval import FactRow
from chronorag.plans import Constraint, EventJudgement, EventPlan, EventPlanReply, EventWindow
from chronorag.rag.core.prompts import (
    EVENT_JUDGE_INPUT,
    EVENT_JUDGE_SYSTEM,
    EVENT_PLANNER_SYSTEM,
    INTERVAL_GRAPHS,
    PLANNER_INPUT,
    REFERENCE_DATE,
    REFUSAL_HINT,
)
from chronorag.rag.core.roles import JsonRole
from chronorag.rag.core.types import NO_ANSWER, Usage
from chronorag.rag.kg_irag.contracts import EventJudge, EventPlanner
from chronorag.temporal import clock
from chronorag.temporal.periods import format_date
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import tokenize
from chronorag.understanding.verify import unsaid_names

MAX_FACT_LINES = 60


class GraphNames:
    """A graph's entity and relation names, for checking what LLM1 wrote; `intervals`: the same for each graph
    of facts true over intervals loaded beside it (by dataset), whose parentheses are disambiguators, not
    sectors (`sectors`)."""

    def __init__(
        self,
        names: NameIndex,
        relations: list[str],
        intervals: Mapping[str, GraphNames] | None = None,
        sectors: bool = True,
    ) -> None:
        self.names = names
        self.known = set(names.names)
        self.relations = relations
        self.intervals = dict(intervals or {})
        self.sectors = sectors

    def entity(self, text: str) -> str | None:
        """The graph's name for `text`: itself, or the one name a spoken form of it maps to."""
        if text in self.known:
            return text
        toks = tokenize(text)
        found = self.names.mentions(toks, {t.i for t in toks})
        if len(found) == 1 and len(found[0].names) == 1 and found[0].i == 0 and found[0].j >= len(toks) - 1:
            return found[0].names[0]
        return None

    def entity_candidates(self, text: str) -> list[str]:
        return [n for n, _ in self.names.fuzzy(text, min_score=60.0)]

    def relation(self, text: str) -> str | None:
        low = {r.lower(): r for r in self.relations}
        return low.get(text.strip().lower())

    def relation_candidates(self, text: str) -> list[str]:
        got = process.extract(text, self.relations, scorer=fuzz.token_set_ratio, processor=str.lower, limit=3)
        return [name for name, _, _ in got]

    def described(self) -> str:
        """The interval graphs as LLM1 is told of them (empty when none is loaded)."""
        graphs = "; ".join(f"{d} (relations: {', '.join(sorted(g.relations))})" for d, g in self.intervals.items())
        return INTERVAL_GRAPHS.format(graphs=graphs) if graphs else ""


def plan_problems(reply: EventPlanReply, graph: GraphNames, question: str = "") -> str | None:
    """Why a plan cannot be run as written (names put right in place when they link); None if it can. A plan
    for an interval graph is checked against that graph's names; every name must be said in the question
    (`understanding.verify`), so a name the model brought in goes back to it."""
    if reply.dataset is not None:
        if reply.dataset not in graph.intervals:
            return f"unknown dataset {reply.dataset!r}; loaded: {', '.join(graph.intervals) or 'none'}"
        graph = graph.intervals[reply.dataset]
    problems: list[str] = []
    reply.anchor = _linked(reply.anchor, graph, problems)
    reply.other = _linked(reply.other, graph, problems) if reply.other is not None else None
    relation = graph.relation(reply.relation)
    if relation is not None or (reply.answer_type == "relation" and not reply.relation.strip()):
        reply.relation = relation or ""
    else:
        close = ", ".join(graph.relation_candidates(reply.relation))
        problems.append(f"unknown relation {reply.relation!r}; close ones: {close}")
    problems += _constraint_problems(reply.constraint, graph, problems)
    if not problems and question:
        unsaid = unsaid_names(question, reply.plan(question), graph.names, sectors=graph.sectors)
        if unsaid:
            problems.append(f"the question does not name {', '.join(map(repr, unsaid))}: name only what it says")
    return "; ".join(problems) or None


def _linked(name: str, graph: GraphNames, problems: list[str]) -> str:
    """The graph's own name for `name` (itself when unknown, with the problem noted)."""
    linked = graph.entity(name)
    if linked is None:
        problems.append(f"unknown entity {name!r}; the graph has e.g. {', '.join(graph.entity_candidates(name))}")
    return linked or name


def _constraint_problems(c: Constraint, graph: GraphNames, problems: list[str]) -> list[str]:
    """A reference event's names linked (problems noted in `problems`); what else is wrong with the constraint."""
    if c.reference is None:
        if c.kind != "none" and (c.start is None or c.end is None or c.granularity is None or not c.start < c.end):
            return [f"constraint {c.kind!r} needs granularity, start and a later end"]
        return []
    c.reference.head = _linked(c.reference.head, graph, problems)
    if c.reference.tail is not None:
        c.reference.tail = _linked(c.reference.tail, graph, problems)
    found = []
    ref_relation = graph.relation(c.reference.relation)
    if ref_relation is None:
        found.append(f"unknown relation {c.reference.relation!r} in the reference event")
    else:
        c.reference.relation = ref_relation
    if c.kind not in ("before", "after", "in"):
        found.append("a reference event needs constraint kind 'before', 'after' or 'in' (with granularity)")
    return found


def llm_event_planner(
    model: BaseChatModel, graph: GraphNames, retries: int = 2, prompt: ChatPromptTemplate | None = None
) -> EventPlanner:
    role = JsonRole("event planner", model, EventPlanReply, EVENT_PLANNER_SYSTEM, retries, prompt)

    def plan(question: str, hint: str = "") -> tuple[EventPlan, Usage]:
        """`hint`: why the offline parser could not read the question (the hybrid planner says so)."""
        said = refusal_hint(hint) + graph.described() + REFERENCE_DATE.format(as_of=clock.reference_date().isoformat())
        prompt = PLANNER_INPUT.format(question=question, hint=said)
        reply, usage = role.ask(prompt, lambda r: plan_problems(r, graph, question))
        return reply.plan(question), usage

    return plan


def refusal_hint(reason: str) -> str:
    """What LLM1 is told of a question the offline parser refused: the parser's own reason."""
    return REFUSAL_HINT.format(reason=reason) if reason else ""


def _lines(plan: EventPlan, facts: list[FactRow]) -> list[str]:
    ordered = sorted(facts, key=lambda f: f.order, reverse=plan.extremum == "last")  # as the answers rank them
    return [f.render() for f in ordered[:MAX_FACT_LINES]]


def judgement_problem(plan: EventPlan, j: EventJudgement, facts: list[FactRow], bounds: EventWindow) -> str | None:
    if j.sufficient:
        answer = (j.answer or "").strip()
        if not answer:
            return "sufficient but no answer"
        if answer.lower() == NO_ANSWER:
            return None
        said = {(f.tail if plan.position == "head" else f.head).lower() for f in facts}
        said |= {format_date(f.date, plan.granularity) for f in facts}
        return None if answer.lower() in said else f"the answer {answer!r} is in none of the retrieved facts"
    w = j.next_window
    if w is None:
        return "not sufficient but no next window"
    if not (bounds.start <= w.start < w.end <= bounds.end):
        return f"next window {w} is not inside the search range {bounds}"
    return None


def llm_event_judge(model: BaseChatModel, retries: int = 2, prompt: ChatPromptTemplate | None = None) -> EventJudge:
    role = JsonRole("event judge", model, EventJudgement, EVENT_JUDGE_SYSTEM, retries, prompt)

    def judge(
        plan: EventPlan, facts: list[FactRow], window: EventWindow, bounds: EventWindow, proposal: EventJudgement
    ) -> tuple[EventJudgement, Usage]:
        shown = plan.model_dump(include={"anchor", "position", "other", "relation", "extremum", "answer_type"})
        shown["granularity"] = plan.granularity
        shown["constraint"] = str(plan.constraint)
        lines = _lines(plan, facts)
        prompt = EVENT_JUDGE_INPUT.format(
            reasoning=plan.reasoning or plan.question,
            plan=json.dumps(shown),
            bounds=bounds,
            window=window,
            n=len(facts),
            shown=len(lines),
            facts="\n".join(lines) or "(none)",
        )
        return role.ask(prompt, lambda j: judgement_problem(plan, j, facts, bounds))

    return judge
