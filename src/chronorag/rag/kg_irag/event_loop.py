"""KG-IRAG over the event graph: a planner's EventPlan, then windows judged one by one.

The planner is the symbolic parser or LLM1 (its plan validated against the graph's names first).
The reference event of a Multiple question is retrieved first, by its own query; its first day
bounds the search. Questions that ask for an extreme (first_last, after_first, before_last,
equal_multi) are searched one calendar year per window, forward for "first" and backward for
"last"; questions about a period or a before/after range are one window. After each window the
judge decides: the deterministic judge (sufficient as soon as a window holds a matching fact; the
answer is the counterpart, or the date at the asked granularity, of the extreme fact) or LLM2
(sufficient or not, the answer, the next window, checked by the controller). Each step is traced.
"""

from __future__ import annotations

import time
from collections import Counter
from datetime import date, timedelta
from typing import Any, Protocol

from chronorag.algebra.from_plans import query_of
from chronorag.algebra.terms import Between, Count, Nth, Query, Rank, TimeOf, other_side
from chronorag.algebra.union import union_of, widened
from chronorag.algebra.walk import leaves
from chronorag.cypher.retrieval import FACT_SPAN
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import FactRow
from chronorag.plans import EventJudgement, EventPlan, EventWindow
from chronorag.rag.core.event_shell import Run
from chronorag.rag.core.roles import RoleFailed
from chronorag.rag.core.tracing import role_run
from chronorag.rag.core.types import NO_ANSWER, RAGResult, Usage
from chronorag.rag.kg_irag.contracts import EventJudge, EventPlanner
from chronorag.rag.kg_irag.interval_loop import IntervalAnswers
from chronorag.rag.kg_irag.interval_terms import IntervalTerms, graph_of
from chronorag.rag.kg_irag.term_answers import TermAnswers
from chronorag.rag.kg_irag.term_search import Found, NoReferenceEvent, plan_query, search_plan
from chronorag.temporal.periods import EARLIEST, LATEST, format_date
from chronorag.temporal.windows import window_problem
from chronorag.understanding.errors import NotAnEventQuestion, PlanningError, SeveralReadings
from chronorag.understanding.lexicon import word_table
from chronorag.understanding.name_table import name_table, none_of_the_kind, of_the_kind
from chronorag.understanding.narrower import narrower_widens


def kind_of() -> dict[str, str]:
    """Entity -> its kind (country, organisation, ...), from the names table (`understanding/data/names.toml`)."""
    return name_table().kinds()


LIMIT = 20_000


AGREEING = ("entity", "time", "yes_no")  # answers that every reading giving alike their union gives too
WIDENS = word_table("event", "widens")  # a relation -> the one it only widens where one wording says both
UNHELD = "no"  # a yes / no reading that finds no fact: it holds nothing here, as an empty answer does


def _narrower(union: Query) -> dict[str, str]:
    """The narrower kinds among the union's relations (`narrower_widens`): "beatOnPenalties" only widens "beat"."""
    return next((narrower_widens(f.relations) for f in leaves(union.term) if f.also), {})


def _as_query(plan: EventPlan) -> Query:
    """The plan as a term to widen; of facts true over intervals its count is of its facts, as the plan's own
    answer counts them (`interval_loop._asked`: "How many times did Brazil beat Germany?"), never of days, which
    such facts do not count."""
    q = query_of(plan)
    if plan.dataset is not None and isinstance(q.term, Count) and q.term.what == "days":
        return q.model_copy(update={"term": q.term.model_copy(update={"what": "facts"})})
    return q


def _agreeing(plan: Any) -> bool:
    """A plan whose answer, where every reading gives it alike, their union gives too: who / when / yes or no, of
    facts in a time or before / after one, first or last (never a count, a ranking, the n-th)."""
    if isinstance(plan, EventPlan):
        return plan.answer_type in AGREEING
    return isinstance(plan, Query) and plan.asks in AGREEING and _first_or_last(plan.term)


def _first_or_last(term: Any) -> bool:
    if isinstance(term, Count | Rank | Between) or (isinstance(term, Nth) and (term.n > 1 or term.distinct)):
        return False
    if isinstance(term, TimeOf) and term.which == "nth":
        return False
    children = [getattr(term, a) for a in ("facts", "time", "first", "second") if getattr(term, a, None) is not None]
    return all(_first_or_last(c) for c in children)


class Parses(Protocol):
    """What reads a question into an event plan: the event parser, or every loaded graph's parsers."""

    def parse(self, question: str) -> EventPlan: ...


def plan_of(parser: Parses, question: str) -> EventPlan | Query:
    """The parser's plan, or (every loaded graph's parsers) the term the executed patterns compose where it
    refuses."""
    plan = getattr(parser, "plan", None)
    return plan(question) if plan is not None else parser.parse(question)


def _judge_inputs(
    plan: EventPlan, facts: list[FactRow], window: EventWindow, bounds: EventWindow, proposal: EventJudgement
) -> dict[str, Any]:
    return {"reasoning": plan.reasoning or plan.question, "window": str(window), "range": str(bounds), "n": len(facts)}


@role_run("judge", _judge_inputs)
def deterministic_event_judge(
    plan: EventPlan, facts: list[FactRow], window: EventWindow, bounds: EventWindow, proposal: EventJudgement
) -> tuple[EventJudgement, Usage]:
    return proposal, Usage()


class EventLoop:
    def __init__(
        self,
        client: GraphClient,
        planner: EventPlanner,
        judge: EventJudge = deterministic_event_judge,
        max_windows: int = 40,
    ) -> None:
        self.client = client
        self.planner = planner
        self.judge = judge
        self.max_windows = max_windows
        self._span: tuple[date, date] | None = None
        self.intervals = False  # the graph holds facts true over intervals (their plans name a dataset)

    @classmethod
    def symbolic(cls, client: GraphClient, parser: Parses, intervals: bool = False) -> EventLoop:
        """The offline loop; `parser`: the event graph's parser, or every loaded graph's (`GraphParsers`);
        `intervals`: the graph holds facts true over intervals too."""

        @role_run("planner", lambda question: {"question": question})
        def plan(question: str) -> tuple[EventPlan | Query, Usage]:
            return plan_of(parser, question), Usage()

        loop = cls(client, plan)
        loop.intervals = intervals
        return loop

    def has_facts(self) -> bool:
        if self.intervals:
            return True
        try:
            self.span()
        except NotAnEventQuestion:
            return False
        return True

    def span(self) -> tuple[date, date]:
        """[first day, day after the last) of all facts: where windows may go."""
        if self._span is None:
            found = fact_span(self.client)
            if found is None:
                raise NotAnEventQuestion("the graph holds no event facts")
            self._span = found
        return self._span

    def run(self, result: RAGResult) -> None:
        """Plan, then search; fills answer, reason, evidence, steps and usage of `result`."""
        tick = time.perf_counter()
        run = Run(result.question)
        try:
            q, usage = self.planner(result.question)
        except RoleFailed as exc:  # LLM1 gave no usable plan: "no answer" with its reason
            run.usage.add(exc.usage)
            result.answer, result.reason = NO_ANSWER, f"could not plan: {exc}"
            run.fill(result, self.client.settings)
            return
        except SeveralReadings as several:
            self._every_reading(several, result, run)
            return
        self._execute(q, usage, result, run, time.perf_counter() - tick)

    def _every_reading(self, several: SeveralReadings, result: RAGResult, run: Run) -> None:
        """A wording the graph holds the event for each way it may be read ("met": Consult, or Meet at a 'third'
        location): each reading is answered, and so is their union where their terms differ only in the relation
        (`union_of`). Where every reading and the union give one answer (the same names, time, yes / no, count or
        ranking), that is the answer, whichever is meant, noted. Where the wording means one of them and the others
        only widen it (`widened`: "met" is Consult), the union's answer where it is that reading's, and its no where
        none finds a fact ("beat" read as beatOnPenalties too: no match won either way). Of who / when /
        yes or no, first or last only, where exactly one reading finds facts here and every other finds none, that
        one's answer, as the engine's `readings.held` takes it for a plain period. Otherwise the refusal names
        each reading's answer (a reading finding none, or another, may be the one meant: "negotiate" read as
        Consult too would count Consult's days where Engage in negotiation's are meant)."""
        plans = [plan for _, plan in several.readings]
        agreeing = all(_agreeing(p) for p in plans)
        union = union_of([p if isinstance(p, Query) else _as_query(p) for p in plans])
        if union is None and not agreeing:
            raise several
        answered = [
            self._answered(plan, result, run if k == 0 else Run(result.question)) for k, plan in enumerate(plans)
        ]
        said = [sorted(each.answers) for each in answered]
        if union is not None and not (agreeing and said[0] and all(s == said[0] for s in said)):
            answered.append(self._answered(union, result, Run(result.question)))  # else it answers alike: not asked
            said.append(sorted(answered[-1].answers))
        hows = [how for how, _ in several.readings]
        holding = [k for k, s in enumerate(said[: len(plans)]) if s and s != [UNHELD]]
        meant = widened(union, WIDENS | _narrower(union)) if union is not None else None
        if said[0] and all(s == said[0] for s in said):
            chosen = len(plans) if len(said) > len(plans) else 0  # the union's, where it was asked
            why = f"every reading the graph holds answers alike: {' | '.join(hows)}"
        elif meant is not None and 0 in holding and said[-1] == said[0]:
            chosen = len(plans)
            why = f"read {hows[0]}; widened ({' | '.join(hows[1:])}) it answers the same"
        elif meant is not None and not holding and said[0] == [UNHELD]:  # "Did Italy beat South Korea in 2002?"
            chosen = 0
            why = f"read {hows[0]}; nothing read {' | '.join(hows[1:])} either"
        elif agreeing and len(holding) == 1:  # the others find nothing here: their union is this one's answer
            chosen = holding[0]
            others = " | ".join(how for k, how in enumerate(hows) if k != chosen)
            why = f"read {hows[chosen]}, the only reading the graph holds here; nothing read {others}"
        else:
            gave = " | ".join(
                f"{how}: {', '.join(s) or NO_ANSWER}" for how, s in zip(hows, said[: len(hows)], strict=True)
            )
            whole = f"; all together: {', '.join(said[-1]) or NO_ANSWER}" if len(said) > len(plans) else ""
            raise PlanningError(f"{several}; the readings answer {gave}{whole}")
        for name in RAGResult.model_fields:
            result.__dict__[name] = answered[chosen].__dict__[name]
        result.reason = f"{result.reason} ({why})"

    def _answered(self, plan: EventPlan | Query, result: RAGResult, run: Run) -> RAGResult:
        """One reading answered on a copy of the result."""
        each = result.model_copy(deep=True)
        self._execute(plan, Usage(), each, run, 0.0)
        return each

    def _execute(self, q: EventPlan | Query, usage: Usage, result: RAGResult, run: Run, seconds: float) -> None:
        result.planned(usage)
        result.plan = q
        if isinstance(q, Query):  # a term only the algebra says: answered from one compiled statement
            self._term(q, run, result, usage, seconds)
            return
        judge = self._judge(result)
        arguments = {**_parse_args(q), "planned_by": result.planned_by, "judged_by": result.judged_by}
        run.step("plan", arguments, f"{q.qtype}: {q.answer_type} answer", usage=usage, seconds=seconds)
        if q.dataset is not None:  # a graph of facts true over intervals
            answers, result.reason, spans = IntervalAnswers(self.client).solve(q, run)
            run.saw_intervals(spans)
            support: list[FactRow] = []
        else:
            answers, result.reason, support = self._solve(q, run, judge)
        result.rank(answers)
        if q.notes:  # say how a loosely written question was read
            result.reason = f"{result.reason} ({'; '.join(q.notes)})"
        run.saw(support)  # evidence = the facts the answer rests on (and the reference event's)
        run.fill(result, self.client.settings)

    def _term(self, q: Query, run: Run, result: RAGResult, usage: Usage, seconds: float) -> None:
        result.judged(True)
        args = {"term": str(q.term), "asks": q.asks, "planned_by": result.planned_by, "judged_by": result.judged_by}
        run.step("plan", args, f"{q.asks} of {q.term.op}", usage=usage, seconds=seconds)
        if (dataset := graph_of(q.term)) is not None:
            answers, result.reason, spans = IntervalTerms(self.client).solve(q, run)
            run.saw_intervals(spans)
        else:
            answers, result.reason, support = TermAnswers(self.client, self.span()).solve(q, run)
            run.saw(support)
        del dataset
        result.rank(answers)
        if q.notes:
            result.reason = f"{result.reason} ({'; '.join(q.notes)})"
        run.fill(result, self.client.settings)

    def _direct(self, q: EventPlan, run: Run) -> tuple[list[str], str, list[FactRow]]:
        """yes / no, how many, what happened: every matching fact of the range, in one retrieval."""
        tick = time.perf_counter()
        lo, hi, reference, found = self._start(q, "none")
        if reference:
            run.step("reference", {"event": str(q.constraint)}, reference[0].date.isoformat(), len(reference))
        searched = _searched(q, lo, hi)
        if lo >= hi:
            first, end = self.span()
            return [], f"no day can match: {q.constraint} leaves none of the graph's days ({first} to {end})", reference
        rows = _without_reference(q, found.facts)
        run.step(
            "window",
            {**_window(lo, hi, "none"), "sufficient": True},
            _first_lines(rows),
            len(rows),
            seconds=time.perf_counter() - tick,
        )
        answers, reason, support = answer_directly(q, rows, _asked_days(q, self.span()), searched)
        if answers and (back := self._the_other_way(q)):
            reason += f"; the graph holds {q.other}'s facts of {q.anchor} then too: " + "; ".join(
                r.render() for r in back[:BACK_SAID]
            )
        return answers, reason, support + reference

    def _the_other_way(self, q: EventPlan) -> list[FactRow]:
        """ "What did Liverpool do against Everton on 20 February 2021?": where the relation is asked of two named
        one way, the facts the other way in the same days, said beside the answer (Everton beat Liverpool: "hosted"
        alone would hide that Liverpool lost), never its evidence. "What happened between ...?" reads both ways."""
        if q.answer_type != "relation" or q.other is None or q.both_ways:
            return []
        flipped = q.model_copy(update={"anchor": q.other, "other": q.anchor})  # the other as the doer
        return self._start(flipped, "none")[3].facts

    def _judge(self, result: RAGResult) -> EventJudge:
        """A plan the offline parser made is judged exactly as offline (no LLM call); a plan LLM1 made goes to
        this loop's judge (LLM2, or the exact one). A plan over interval facts is checked against the intervals
        exactly, whoever made it (`IntervalAnswers`: true in, started, ended, open ends undecided). Which judge
        it is goes into `result.judged_by`."""
        intervals = isinstance(result.plan, EventPlan) and result.plan.dataset is not None
        exact = result.planned_by == "parser" or intervals
        judge = deterministic_event_judge if exact else self.judge
        result.judged(judge is deterministic_event_judge)
        return judge

    def _start(
        self, q: EventPlan, direction: str, query: Query | None = None
    ) -> tuple[date, date, list[FactRow], Found]:
        """The plan's range [lo, hi), its reference event's facts and the first window's facts (its first year in
        `direction`, or all of it), read by one statement of the plan's term (`cypher/algebra.py`; `query`: the
        plan's term, where the caller made it already)."""
        found, reference = search_plan(self.client, q, self.span(), None, direction, query=query)  # type: ignore[arg-type]
        return found.lo or LATEST, found.hi or EARLIEST, reference, found

    def _window_rows(
        self, q: EventPlan, window: EventWindow, found: Found, query: Query | None = None
    ) -> tuple[list[FactRow], Found]:
        """The window's matching facts: those read with the range when it is that window, else one statement of
        the plan's term (`query`, where made already) over the window."""
        if found.start != window.start or found.end != window.end:
            found, _ = search_plan(self.client, q, self.span(), (window.start, window.end), query=query)
        return _without_reference(q, found.facts), found

    def _none_found(self, q: EventPlan, lo: date, hi: date, any_read: bool) -> str:
        """Why no fact answers, never saying the graph lacks one it holds: where the windows read no fact at all, the
        anchor on the relation's other side in the same days is said (as the interval loop's `_none_held`): "When
        was Comoros put under blockade?" read with Comoros imposing it."""
        with_ = q.other or (" or ".join(q.other_any) if q.other_any else None)  # "visit Iran": never all visits
        said = f"no fact of {q.anchor} {q.relation}{f' {with_}' if with_ else ''} from {lo} to {hi}"
        other = other_side(q.position)
        if any_read or q.anchor is None:
            return said
        flipped = q.model_copy(update={"position": other})
        found, _ = search_plan(self.client, flipped, self.span(), (lo, hi), limit=1, purpose="other_side")
        if not found.facts:
            return said
        return (
            f"{said}; it holds {q.anchor} as the {other} of {q.relation}: {found.facts[0].render()} (the question"
            f" was read with {q.anchor} as the {q.position})"
        )

    def _windows(self, q: EventPlan, lo: date, hi: date) -> tuple[EventWindow, str]:
        """The first window and the search direction."""
        if q.extremum is None:
            return EventWindow(start=lo, end=hi), "none"
        if q.extremum == "first":
            return EventWindow(start=lo, end=min(hi, _next_year(lo))), "forward"
        return EventWindow(start=max(lo, _year_start(hi)), end=hi), "backward"

    def _solve(self, q: EventPlan, run: Run, judge: EventJudge) -> tuple[list[str], str, list[FactRow]]:
        """The ranked answers (none: "no answer"), the reason, and the facts they rest on."""
        if q.answer_type in DIRECT:
            return self._direct(q, run)
        return self._search(q, run, judge)

    def _search(self, q: EventPlan, run: Run, judge: EventJudge) -> tuple[list[str], str, list[FactRow]]:
        """The windows of the plan's range, judged one by one."""
        direction = {"first": "forward", "last": "backward"}.get(q.extremum or "", "none")
        query = plan_query(q)  # the plan's term, made once for all its windows
        lo, hi, reference, found = self._start(q, direction, query)
        if reference:
            run.step("reference", {"event": str(q.constraint)}, reference[0].date.isoformat(), len(reference))
        if lo >= hi:
            first, end = self.span()
            return (
                [],
                (
                    f"no day can match: {q.constraint} leaves none of the graph's days "
                    f"({first} to {end - timedelta(days=1)})"
                ),
                reference,
            )
        bounds = EventWindow(start=lo, end=hi)
        window, direction = self._windows(q, lo, hi)
        seen: list[EventWindow] = []
        facts: dict[str, FactRow] = {}
        for _ in range(self.max_windows):
            tick = time.perf_counter()
            rows, found = self._window_rows(q, window, found, query)
            seen.append(window)
            for r in rows:
                facts.setdefault(r.id, r)
            proposed = proposal(q, rows, window, bounds)
            try:
                judgement, usage = judge(q, list(facts.values()), window, bounds, proposed)
            except RoleFailed as exc:
                run.usage.add(exc.usage)
                return [], str(exc), reference
            run.step(
                "window",
                {**_window(window.start, window.end, direction), "sufficient": judgement.sufficient},
                _first_lines(rows),
                len(rows),
                usage=usage,
                seconds=time.perf_counter() - tick,
            )
            if judgement.sufficient:
                answer = (judgement.answer or NO_ANSWER).strip() or NO_ANSWER
                if answer == NO_ANSWER:
                    return [], self._none_found(q, lo, hi, bool(facts)), reference
                answers, why, support = _judged(q, answer, list(facts.values()), judgement, run)
                return answers, why, support + reference
            nxt = judgement.next_window
            problem = window_problem(
                nxt,
                (bounds.start, bounds.end),
                f"the search range {bounds}",
                lambda a, b: any(s.start <= a and b <= s.end for s in seen),  # one earlier window holds it all
            )
            if problem:
                return [], f"the judge asked for an unusable window: {problem}", reference
            assert nxt is not None
            window = nxt
        return [], f"no decision within {self.max_windows} windows", reference


DIRECT = ("yes_no", "count", "relation")  # answered from every matching fact of the range at once


def _asked_days(q: EventPlan, span: tuple[date, date]) -> bool:
    """Whether the days the question asks about lie inside the graph's days (a "no" or a count of 0 of days that
    reach beyond them says so: "Did X ever visit Y before 2008?" of a graph from 2005 is "no" of its days)."""
    if q.constraint.reference is not None or q.constraint.kind == "none":
        return True
    lo, hi = q.constraint.days()
    first, end = span
    return first <= lo and hi <= end


BACK_SAID = 3  # the facts the other way said beside the relations asked one way
Answered = tuple[list[str], str, list[FactRow]]  # the ranked answers, why, and the facts they rest on


def answer_directly(q: EventPlan, rows: list[FactRow], inside: bool, searched: str) -> Answered:
    """yes / no with the deciding fact; the number of days the facts lie on; the relations held, most facts
    first. Nothing found: "no" or 0 of the days searched (the graph's part of the days asked: said so where they
    reach beyond its days), else no answer."""
    if rows:
        return _FOUND[q.answer_type](rows, searched)
    nothing = {"yes_no": "no", "count": "0"}.get(q.answer_type)
    if nothing is None:
        return [], f"the graph holds no fact of {searched}", []
    beyond = "" if inside else " (the days asked reach beyond the graph's: this is all of them it holds)"
    return [nothing], f"{nothing}: the graph holds no fact of {searched}{beyond}", []


def _yes(rows: list[FactRow], searched: str) -> Answered:
    return ["yes"], f"yes: {rows[0].render()}", rows[:1]


def _days(rows: list[FactRow], searched: str) -> Answered:
    days = sorted({r.date for r in rows})
    said = f"{len(days)} day(s) on which the graph holds {searched} ({len(rows)} fact(s); each day counted once)"
    return [str(len(days))], said, rows


def _relations(rows: list[FactRow], searched: str) -> Answered:
    counts = Counter(r.relation for r in rows)
    ranked = sorted(counts, key=lambda rel: (-counts[rel], rel))
    said = ", ".join(f"{rel} ({counts[rel]})" for rel in ranked)
    return ranked, f"the relations the graph holds for {searched}, most facts first: {said}", rows


_FOUND = {"yes_no": _yes, "count": _days, "relation": _relations}


def counterpart(q: EventPlan, r: FactRow) -> str:
    """The fact's other side from the plan's anchor."""
    if q.both_ways:
        return r.tail if r.head == q.anchor else r.head
    return r.tail if q.position == "head" else r.head


def _without_reference(q: EventPlan, rows: list[FactRow]) -> list[FactRow]:
    """The rows whose counterpart may answer: not the reference event's own entity, and the plan's other one."""
    out = []
    excluded = _reference_entity(q)
    kinds = kind_of() if q.other_kind else {}
    for r in rows:
        side = counterpart(q, r)
        if side == excluded or (q.other and side != q.other) or (q.other_kind and kinds.get(side) != q.other_kind):
            continue
        out.append(r)
    return out


def holds_event(client: GraphClient, span: tuple[date, date], q: EventPlan) -> bool:
    """Whether the graph may hold a fact the plan would find - how a loose reading of a question is told from
    the others. Unsure counts as held (a reference event on several days; a full page of rows all left out),
    so that an unsure reading still competes with the others instead of leaving one standing alone."""
    page = 50
    try:  # one statement; the kind said is applied to the page below, as a loose reading has always been checked
        found, _ = search_plan(client, q.model_copy(update={"other_kind": None}), span, limit=page, purpose="check")
    except NoReferenceEvent:
        return False
    except PlanningError:
        return True
    if (found.lo or LATEST) >= (found.hi or EARLIEST):
        return False
    return len(found.facts) == page or bool(_without_reference(q, found.facts))


def proposal(q: EventPlan, rows: list[FactRow], window: EventWindow, bounds: EventWindow) -> EventJudgement:
    """What the deterministic judge says: the extreme matching fact, else the next calendar year."""
    if rows:
        day = min(r.date for r in rows) if q.extremum != "last" else max(r.date for r in rows)
        why = f"the {q.extremum} matching fact is on {day}" if q.extremum else f"{len(rows)} matching fact(s)"
        return EventJudgement(sufficient=True, answer=ranked_answers(q, rows)[0], rationale=why)
    if q.extremum == "first" and window.end < bounds.end:
        nxt = EventWindow(start=window.end, end=min(bounds.end, _next_year(window.end)))
        return EventJudgement(sufficient=False, next_window=nxt, rationale="no matching fact yet: the next year")
    if q.extremum == "last" and window.start > bounds.start:
        nxt = EventWindow(start=max(bounds.start, _year_start(window.start)), end=window.start)
        return EventJudgement(sufficient=False, next_window=nxt, rationale="no matching fact yet: the year before")
    return EventJudgement(sufficient=True, answer=NO_ANSWER, rationale=f"no matching fact in {bounds}")


def _judged(
    q: EventPlan, answer: str, facts: list[FactRow], judgement: EventJudgement, run: Run
) -> tuple[list[str], str, list[FactRow]]:
    """The judge's answer first, then every other the facts support; a list of a kind the graph does not tell
    (`name_table.none_of_the_kind`) is none. The support is the answers' facts (the caller adds the reference's)."""
    answers = [answer, *(a for a in ranked_answers(q, facts) if a != answer)]
    if not q.extremum and (unknown := none_of_the_kind(answers, q.answer_kind)) is not None:
        return [], unknown, []
    steps = len([s for s in run.steps if s.kind == "window"])
    return answers, f"{q.qtype}: {judgement.rationale} ({steps} window(s))", _supporting(q, answers, facts)


def fact_span(client: GraphClient) -> tuple[date, date] | None:
    """[first day, day after the last) of the graph's facts, or None when it holds none."""
    rows = client.read(FACT_SPAN)
    if not rows or rows[0]["first"] is None:
        return None
    return rows[0]["first"], rows[0]["last"] + timedelta(days=1)


def ranked_answers(q: EventPlan, rows: list[FactRow]) -> list[str]:
    """Every answer the matching facts support, best first. First / last: the counterparts (or the date) of the
    facts on the extreme day, in source order from that end: the kind said of the answer does not reorder a
    tie on that day, since the graph's own order is what MultiTQ's answers follow (on its dev questions the
    kind first turned one right answer wrong and none wrong right). Otherwise entities of the kind said
    first, then by how many facts name them, then source order; dates in time order."""
    ordered = sorted(rows, key=lambda r: r.order, reverse=q.extremum == "last")
    if q.extremum and ordered:
        ordered = [r for r in ordered if r.date == ordered[0].date]
    if q.answer_type == "time":
        return list(dict.fromkeys(format_date(r.date, q.granularity) for r in ordered))
    names = [counterpart(q, r) for r in ordered]
    if q.extremum:
        return list(dict.fromkeys(names))
    counts = Counter(names)
    first_seen = {n: i for i, n in reversed(list(enumerate(names)))}
    return _kind_first(q, sorted(counts, key=lambda n: (-counts[n], first_seen[n])))


def _kind_first(q: EventPlan, answers: list[str]) -> list[str]:
    """ "Which country ...": the answers of the kind said, where any is; else all (`name_table.of_the_kind`)."""
    return of_the_kind(answers, q.answer_kind)


def _supporting(q: EventPlan, answers: list[str], facts: list[FactRow]) -> list[FactRow]:
    """The retrieved facts the answers rest on: their counterparts, or their dates at the asked granularity."""
    wanted = {a.lower() for a in answers}
    return [f for f in facts if counterpart(q, f).lower() in wanted or format_date(f.date, q.granularity) in wanted]


def _reference_entity(q: EventPlan) -> str | None:
    """ "Who visited Iran in the same month as Japan?", "Who visited Iran after Japan did?": Japan, standing
    where the answer stands, is not among the answers. The first (last) after (before) it may be Japan
    again: "the first to visit Iran after Japan" is whoever visited next, as MultiTQ's answers have it."""
    r = q.constraint.reference
    if r is None or r.relation != q.relation or (q.extremum and q.constraint.kind != "in"):
        return None
    if q.position == "head" and r.head == q.anchor:
        return r.tail
    if q.position == "tail" and r.tail == q.anchor:
        return r.head
    return None


def _searched(q: EventPlan, lo: date, hi: date) -> str:
    """What a direct answer searched, in words: "China Make a visit Japan from 2009-01-01 to 2009-12-31"."""
    other = q.other or (f"a {q.other_kind}" if q.other_kind else "anyone")
    head, tail = (q.anchor, other) if q.position == "head" else (other, q.anchor)
    between = f"{head} {q.relation} {tail}" if q.relation else f"any relation from {head} to {tail}"
    if q.both_ways:  # what happened between the two, or a relation they do together: either way
        between = (
            f"{q.anchor} {q.relation} {other}, either way," if q.relation else f"{q.anchor} and {other}, either way,"
        )
    alongside = q.alongside  # "lose at home": only the days it hosted are searched, and said so
    beside = f", on a day {alongside.entity} was the {alongside.side} of {alongside.relation}" if alongside else ""
    return f"{between} from {lo} to {hi - timedelta(days=1)}{beside}"


def _next_year(d: date) -> date:
    return date(d.year + 1, 1, 1)


def _year_start(d: date) -> date:
    """The start of the calendar year holding the day before `d` (windows end at `d`, exclusive)."""
    return date((d - timedelta(days=1)).year, 1, 1)


def _window(a: date, b: date, direction: str) -> dict[str, str]:
    return {"start": a.isoformat(), "end": b.isoformat(), "direction": direction}


def _first_lines(rows: list[FactRow], n: int = 3) -> str:
    return "\n".join(r.render() for r in rows[:n])


def _parse_args(q: EventPlan) -> dict[str, object]:
    return {
        "qtype": q.qtype,
        "anchor": q.anchor,
        "role": q.position,
        "other": q.other,
        "relation": q.relation,
        "constraint": str(q.constraint),
        "extremum": q.extremum,
        "answer": f"{q.answer_type} ({q.granularity})" if q.answer_type == "time" else q.answer_type,
        "notes": "; ".join(q.notes),
        "reasoning": q.reasoning,
    }
