"""KG-IRAG's two LLM roles on the event graph: LLM1 writes a term of the query algebra (validated against the
graph), LLM2 judges the windows against it.

LLM1's term names entities and relations; before any retrieval each is checked against the graph's own names
(said exactly, or in a form the name index knows: "the citizens of Kenya") and the term against what is asked. A
problem goes back to LLM1 with the closest candidates, and after the retries the question ends in "no answer" with
the reason. A term the flat plans can say runs through the windowed loop with LLM2 judging, shown the term as a
sentence; any other runs as one compiled statement. LLM2's verdict is checked too: an answer must be one of the
facts' counterparts or dates, a next window must lie in the search range.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate
from pydantic import BaseModel
from rapidfuzz import fuzz, process

from chronorag.algebra.from_plans import NotAPlan, plan_of, query_of
from chronorag.algebra.terms import Facts, Query, TermReply, TimeOf, fit_problem
from chronorag.algebra.walk import leaves, rewritten
from chronorag.graph.retrieval import FactRow
from chronorag.plans import EventJudgement, EventPlan, EventWindow
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
from chronorag.understanding.verify import unsaid

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


def term_problems(q: Query, graph: GraphNames, question: str = "") -> tuple[Query, str | None]:
    """The query with its names put right (the graph's own name where a form of it links), and why its term cannot
    be run as written (None: it can). The one check of a term from outside the constructions, whichever planner
    wrote it: every pattern (`Facts`) reads one loaded graph (an interval graph by its dataset, checked against its
    own names), names an entity and a relation of that graph (only "which relations" leaves the relation open),
    every name is said in the question (`understanding.verify`: a name the model brought in goes back to it), and
    the term fits what is asked (`fit_problem`)."""
    problems: list[str] = []
    needs_relation = q.asks != "relation"
    term = _linked_terms(q.term, lambda f, referenced: _linked_facts(f, graph, needs_relation or referenced, problems))
    linked = q.model_copy(update={"term": term})
    datasets = {f.graph for f in leaves(term)}
    if len(datasets) != 1:
        graphs = ", ".join(sorted(d or "the events" for d in datasets)) or "none"
        problems.append(f"a term reads the facts of one graph, not {graphs}")
    problems += filter(None, [fit_problem(linked)])
    if not problems and question:  # one graph, every name its own
        dataset = next(iter(datasets))
        g = graph.intervals[dataset] if dataset is not None else graph
        named = dict.fromkeys(n for f in leaves(term) for n in (f.head, f.tail) if n is not None)
        if brought := unsaid(question, list(named), g.names, sectors=g.sectors):
            problems.append(f"the question does not name {', '.join(map(repr, brought))}: name only what it says")
    return linked, "; ".join(dict.fromkeys(problems)) or None


def _linked_terms(term: BaseModel, link: Callable[[Facts, bool], Facts]) -> BaseModel:
    """The term with `link` applied to each of its patterns, told whether the pattern is a reference event (below a
    `TimeOf`), not the facts asked about."""
    return rewritten(
        term,
        lambda node, above: link(node, any(isinstance(a, TimeOf) for a in above)) if isinstance(node, Facts) else None,
    )


def _linked_facts(f: Facts, graph: GraphNames, needs_relation: bool, problems: list[str]) -> Facts:
    """The pattern with its names and relation the graph's own (unknown ones noted in `problems`)."""
    if f.graph is not None:
        if f.graph not in graph.intervals:
            problems.append(f"unknown dataset {f.graph!r}; loaded: {', '.join(graph.intervals) or 'none'}")
            return f
        graph = graph.intervals[f.graph]
    if f.head is None and f.tail is None:
        problems.append(f"{f} names no entity: name the head or the tail the question says")
    head = _linked(f.head, graph, problems) if f.head is not None else None
    tail = _linked(f.tail, graph, problems) if f.tail is not None else None
    relation = (f.relation or "").strip() or None
    if relation is not None:
        relation = graph.relation(relation)
        if relation is None:
            close = ", ".join(graph.relation_candidates(f.relation or ""))
            problems.append(f"unknown relation {f.relation!r}; close ones: {close}")
    elif needs_relation:
        problems.append(f"{f} names no relation: only a question asking which relations leaves it open")
    return f.model_copy(update={"head": head, "tail": tail, "relation": relation or f.relation})


def _linked(name: str, graph: GraphNames, problems: list[str]) -> str:
    """The graph's own name for `name` (itself when unknown, with the problem noted)."""
    linked = graph.entity(name)
    if linked is None:
        problems.append(f"unknown entity {name!r}; the graph has e.g. {', '.join(graph.entity_candidates(name))}")
    return linked or name


def llm_event_planner(
    model: BaseChatModel, graph: GraphNames, retries: int = 2, prompt: ChatPromptTemplate | None = None
) -> EventPlanner:
    """LLM1 writes a term (`TermReply`), checked by `term_problems` before any retrieval: a problem goes back to the
    model, and after the retries the question ends in "no answer" with the reason."""
    role = JsonRole("event planner", model, TermReply, EVENT_PLANNER_SYSTEM, retries, prompt)

    def plan(question: str, hint: str = "") -> tuple[EventPlan | Query, Usage]:
        """`hint`: why the offline parser could not read the question (the hybrid planner says so)."""
        said = refusal_hint(hint) + graph.described() + REFERENCE_DATE.format(as_of=clock.reference_date().isoformat())
        prompt = PLANNER_INPUT.format(question=question, hint=said)

        def check(reply: TermReply) -> str | None:
            reply.query, problem = term_problems(reply.query, graph, question)
            if problem is None:
                try:
                    runnable(reply, question)
                except ValueError as exc:  # a plan's own bounds (a period before year 1000): back to the model
                    return f"the term cannot run: {exc}"
            return problem

        reply, usage = role.ask(prompt, check)
        return runnable(reply, question), usage

    return plan


def runnable(reply: TermReply, question: str) -> EventPlan | Query:
    """A checked term as the event loop runs it: the flat plan it is where plans can say it (the windowed loop, judged
    by LLM2, as before terms), else the term itself (one compiled statement, `EventLoop._term`)."""
    q = reply.query.model_copy(update={"question": question, "reasoning": reply.thought})
    try:
        return plan_of(q)
    except NotAPlan:
        return q


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
        lines = _lines(plan, facts)
        prompt = EVENT_JUDGE_INPUT.format(
            reasoning=plan.reasoning or plan.question,
            query=str(query_of(plan)),  # the term LLM1 wrote, as a sentence
            bounds=bounds,
            window=window,
            n=len(facts),
            shown=len(lines),
            facts="\n".join(lines) or "(none)",
        )
        return role.ask(prompt, lambda j: judgement_problem(plan, j, facts, bounds))

    return judge
