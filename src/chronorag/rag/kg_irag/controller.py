"""KG-IRAG: a planner (LLM1) and a judge (LLM2) alternate Cypher retrievals over time windows.

1. the planner turns the question into a typed Plan (reasoning prompt, station, first window,
   step, direction, bound, condition);
2. the controller retrieves the window through `cypher/` (parameters only) and renders triplets;
3. the judge reads everything retrieved so far and says: sufficient or not, the abnormal events,
   the next window (past the abnormal event);
4. repeat until sufficient, out of bounds, or `max_iterations`; then the answer.
The controller never retrieves an instant twice and rejects a next window that is out of bounds.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import Self

from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate

from chronorag.cypher.evidence import readings_subgraph
from chronorag.cypher.retrieval import (
    COUNT_GRID,
    COUNT_GRID_LATER,
    REGION_READINGS,
    STATION_COUNTS,
    STATION_GRID,
    STATION_GRID_LATER,
    STATION_READINGS,
)
from chronorag.graph.connection import GraphSource, as_client
from chronorag.graph.retrieval import (
    Count,
    Reading,
    holdings,
    region_readings,
    station_counts,
    station_readings,
)
from chronorag.llm.factory import chat_model
from chronorag.rag.core.roles import RoleFailed
from chronorag.rag.core.strategy import Setup, Strategy
from chronorag.rag.core.tracing import emit, retrieval
from chronorag.rag.core.types import NO_ANSWER, Iteration, Judgement, Plan, RAGResult, Window, local_time
from chronorag.rag.kg_irag.contracts import AnswerRole, SensorJudge, SensorPlanner
from chronorag.rag.kg_irag.event_loop import EventLoop, deterministic_event_judge, fact_span
from chronorag.rag.kg_irag.event_roles import GraphNames, llm_event_judge, llm_event_planner
from chronorag.rag.kg_irag.judge import Coverage, Readings, judge
from chronorag.rag.kg_irag.offline_planner import (
    NotAnEventQuestion,
    PlanningError,
    SymbolicPlanner,
    graph_parsers,
    graph_vocabulary,
    interval_vocabulary,
    parser_first,
    symbolic_planner,
)
from chronorag.rag.kg_irag.places import Places
from chronorag.rag.kg_irag.sensor_roles import (
    deterministic_judge,
    llm_answer,
    llm_judge,
    llm_planner,
    sensor_window_problem,
)
from chronorag.understanding.names import NameIndex
from chronorag.understanding.router import Route, route

PROMPT_ROLES = ("planner", "judge", "answer", "event_planner", "event_judge")
GRID_LOOKAHEAD = timedelta(days=2)  # where the step between readings is looked for first (hourly: 48 of them)


def check_prompts(prompts: Mapping[str, ChatPromptTemplate] | None) -> Mapping[str, ChatPromptTemplate]:
    """Prompt overrides keyed by role; an unknown role is an error, not silently ignored."""
    unknown = set(prompts or {}) - set(PROMPT_ROLES)
    if unknown:
        raise ValueError(f"no role {', '.join(sorted(unknown))}; prompts can override {', '.join(PROMPT_ROLES)}")
    return prompts or {}


class KGIRAG(Strategy):
    """The KG-IRAG controller as a LangChain Runnable: `invoke("question")`, `stream`, `batch`, `as_tool`."""

    name = "kg_irag"
    description = (
        "Answers time-dependent questions over the graph by retrieving time windows one at a time until a judge "
        "finds the evidence sufficient: rain or heavy traffic during a trip, the latest earlier or earliest later "
        "start that avoids it, and who did what to whom when (first, last, before, after)."
    )

    def __init__(
        self,
        client: GraphSource,
        planner: SensorPlanner,
        judge_fn: SensorJudge = deterministic_judge,
        max_iterations: int = 40,
    ) -> None:
        self.client = as_client(client)
        self.planner = planner
        self.judge_fn = judge_fn
        self.max_iterations = max_iterations
        self._places: Places | None = None
        self.answer_fn: AnswerRole | None = None
        self.events: EventLoop | None = None  # symbolic backend: event questions go here

    @classmethod
    def built(cls, setup: Setup) -> Self:
        """`symbolic` (offline default: symbolic planner, deterministic judge) or a chat model
        (LLM1 and LLM2 from Settings; `judge_mode="deterministic"` checks the condition exactly)."""
        settings, graph, prompts, judge_mode = setup.settings, setup.client, setup.prompts, setup.judge_mode
        if setup.planner not in ("llm", "hybrid"):
            raise ValueError(f"unknown planner {setup.planner!r}; choose llm or hybrid")
        if settings.llm_provider == "symbolic":
            if setup.planner == "hybrid":
                raise ValueError("the hybrid planner needs an LLM for what the parser refuses: --llm openai or local")
            check_prompts(prompts)
            plan, places = symbolic_planner(graph)
            kg = cls(graph, plan)
            kg._places = places
            parsers = graph_parsers(graph)
            kg.events = EventLoop.symbolic(graph, parsers, intervals=parsers.has_intervals)
            return kg
        planner = chat_model(settings, "planner")
        return cls.with_models(
            graph,
            planner,
            chat_model(settings, "judge"),
            deterministic=judge_mode == "deterministic",
            retries=settings.llm_max_retries,
            answer_model=planner,  # step 5 by LLM1, as in the paper
            prompts=prompts,
            hybrid=setup.planner == "hybrid",
        )

    @classmethod
    def with_models(
        cls,
        client: GraphSource,
        planner: BaseChatModel,
        judge_model: BaseChatModel | None = None,
        deterministic: bool = False,
        retries: int = 2,
        answer_model: BaseChatModel | None = None,
        prompts: Mapping[str, ChatPromptTemplate] | None = None,
        hybrid: bool = False,
    ) -> Self:
        """KG-IRAG over any LangChain chat models (scripted ones in tests). Without `answer_model`
        the judge's answer is final; with it, step 5 writes the answer from all the triplets.
        `prompts` ({role: ChatPromptTemplate}, roles in PROMPT_ROLES) replace the default prompts.
        `hybrid`: the offline parsers plan first and LLM1 only what they refuse (`parser_first`); a question the
        parsers plan is judged and answered as offline (the deterministic judges, no LLM call; see `_roles`)."""
        graph = as_client(client)
        p = check_prompts(prompts)
        judge_fn = (
            deterministic_judge
            if deterministic or judge_model is None
            else llm_judge(judge_model, retries, p.get("judge"))
        )
        places = Places.load(graph)
        sensor_llm = llm_planner(planner, retries, p.get("planner"), places.span)
        if hybrid:
            sensor = SymbolicPlanner(places, graph)
            kg = cls(graph, parser_first(sensor.plan, sensor_llm), judge_fn)
        else:
            kg = cls(graph, sensor_llm, judge_fn)
        kg._places = places
        vocabulary = interval_vocabulary(graph)
        events = fact_span(graph) is not None
        if events or vocabulary:  # the same two roles on the event graph and the interval graphs
            intervals = {d: GraphNames(names, relations, sectors=False) for d, (names, relations) in vocabulary.items()}
            event_vocabulary = graph_vocabulary(graph) if events else None
            names, relations = event_vocabulary or (NameIndex.build([]), [])
            event_judge = (
                deterministic_event_judge
                if deterministic or judge_model is None
                else llm_event_judge(judge_model, retries, p.get("event_judge"))
            )
            graph_names = GraphNames(names, relations, intervals)
            event_planner = llm_event_planner(planner, graph_names, retries, p.get("event_planner"))
            if hybrid:
                event_planner = parser_first(graph_parsers(graph, vocabulary, event_vocabulary).parse, event_planner)
            kg.events = EventLoop(graph, event_planner, event_judge)
            kg.events.intervals = bool(vocabulary)
        if answer_model is not None:
            kg.answer_fn = llm_answer(answer_model, retries, p.get("answer"))
        return kg

    def answer(self, question: str) -> RAGResult:
        started = time.perf_counter()
        result = RAGResult(question=question, answer=NO_ANSWER)
        if self.events is not None and self._route(question).graph == "event":
            self._answer_event(result)
            result.usage.seconds = time.perf_counter() - started
            return result
        try:
            plan, usage = self.planner(question)
            if self._places is not None:  # an LLM may spell the station its own way
                place = self._places.resolve(plan.target)
                if place is None:
                    raise PlanningError(f"the planner named an unknown place {plan.target!r}")
                plan = plan.model_copy(update={"target": place[0], "target_kind": place[1]})
        except PlanningError as exc:
            result.reason = f"could not plan: {exc}"
        except RoleFailed as exc:
            result.reason = str(exc)
            result.usage.add(exc.usage)
        else:
            result.plan, result.usage = plan, usage
            result.planned(usage)
            self._loop(plan, result, *self._roles(result))
            if plan.notes:  # say how a loosely written question was read
                result.reason = f"{result.reason} ({'; '.join(plan.notes)})"
        result.usage.seconds = time.perf_counter() - started
        return result

    def _roles(self, result: RAGResult) -> tuple[SensorJudge, AnswerRole | None]:
        """Who judges the windows of a planned question and writes its answer. A plan the offline parser made
        is judged and answered exactly as offline (the deterministic judge and its answer, no LLM call), so the
        hybrid planner stays offline for every question the parser reads; a plan LLM1 made goes to this
        strategy's judge (LLM2, or the exact one with `judge_mode="deterministic"`) and answer step (if any).
        Which judge it is goes into `result.judged_by`."""
        judge_fn: SensorJudge = deterministic_judge if result.planned_by == "parser" else self.judge_fn
        answer_fn = None if result.planned_by == "parser" else self.answer_fn
        result.judged(judge_fn is deterministic_judge)
        return judge_fn, answer_fn

    def _route(self, question: str) -> Route:
        """Sensor or event graph, decided from what the question names (see `understanding.router`)."""
        places = self._places.index() if self._places is not None and self._places.stations else None
        return route(question, places, has_events=self.events is not None and self.events.has_facts())

    def _answer_event(self, result: RAGResult) -> None:
        assert self.events is not None
        try:
            self.events.run(result)
        except NotAnEventQuestion as exc:  # no entity: the names it says are not the graph's (never a place's)
            result.answer, result.reason = NO_ANSWER, f"could not plan: {exc}"
        except PlanningError as exc:
            result.answer, result.reason = NO_ANSWER, f"event question not answered: {exc}"

    def _retrieve(self, plan: Plan, window: Window) -> Sequence[Reading | Count]:
        """One window's readings, traced as a retriever run named after its Cypher statement."""

        def fetch() -> Sequence[Reading | Count]:
            if plan.condition.field == "volume":
                return station_counts(self.client, plan.target, window.start, window.end, plan.traffic_direction)
            if plan.target_kind == "region":
                return region_readings(self.client, plan.target, window.start, window.end)
            return station_readings(self.client, plan.target, window.start, window.end)

        query = f"{plan.condition.field} at {plan.target} in [{window.start.isoformat()}, {window.end.isoformat()})"
        return retrieval(_query_name(plan), query, fetch)

    def _region_station(self, region: str) -> str:
        return (self._places or Places.load(self.client)).station_of(region)

    def _members(self, plan: Plan) -> int | None:
        """How many stations report for a county (its hour vouches for dryness only if all do)."""
        if plan.target_kind != "region" or self._places is None:
            return None
        return len(self._places.members(plan.target)) or None

    def _stand_on_evidence(
        self, plan: Plan, values: dict[datetime, float | None], coverage: Coverage, grain: timedelta, result: RAGResult
    ) -> None:
        """Every answer must be what the retrieved readings decide (whichever judge or answer step gave it):
        otherwise it becomes "no answer" with the reason. A "no answer" for want of readings also says
        what the graph holds for the place."""
        decided = judge(plan, values, coverage, grain)
        if result.answer != NO_ANSWER and not (decided.sufficient and _same(decided.answer, result.answer)):
            why = (
                decided.rationale if decided.sufficient else f"its readings are not all retrieved ({decided.rationale})"
            )
            result.answer, result.reason = NO_ANSWER, f"refused the answer {result.answer!r}: {why}"
        if result.answer == NO_ANSWER and decided.missing and decided.rationale in result.reason:
            result.reason += f"; {self._holdings(plan)}"

    def _holdings(self, plan: Plan) -> str:
        """'ATHENRY has readings from 2017-01-01 to 2017-12-31' (a county: its stations' readings)."""
        stations = [plan.target]
        if plan.target_kind == "region" and self._places is not None:
            stations = self._places.members(plan.target)
        traffic = plan.condition.field == "volume"
        return holdings(self.client, plan.target, stations, traffic, plan.traffic_direction, plan.timezone)

    def _grain(self, plan: Plan) -> timedelta:
        station = plan.target
        if plan.target_kind == "region":
            station = self._region_station(plan.target)
        near, later = (
            (COUNT_GRID, COUNT_GRID_LATER) if plan.condition.field == "volume" else (STATION_GRID, STATION_GRID_LATER)
        )
        at = plan.start - timedelta(hours=1)
        rows = self.client.read(near, {"station": station, "at": at, "until": at + GRID_LOOKAHEAD})
        if len(rows) < 2:  # a gap of days, or the series' end: the rest of it
            rows = self.client.read(later, {"station": station, "at": at})
        if len(rows) == 2:
            return rows[1]["at"] - rows[0]["at"]
        return timedelta(hours=1)

    @staticmethod
    def _generate_answer(answer_fn: AnswerRole, plan: Plan, judgement: Judgement, result: RAGResult) -> None:
        """Step 5: the answer from the reasoning prompt and all triplets; the judge's stands if it fails."""
        try:
            final, usage = answer_fn(result.question, plan, judgement, result.triplets)
        except RoleFailed as exc:
            result.usage.add(exc.usage)
            result.reason += f" (answer step failed, judge's answer kept: {exc})"
            return
        result.usage.add(usage)
        result.answer, result.reason = final.answer.strip() or NO_ANSWER, final.rationale or result.reason

    def windows(self, plan: Plan) -> list[Window] | None:
        """A fixed window schedule (baselines); None lets the judge choose each next window (KG-IRAG)."""
        return None

    def _loop(self, plan: Plan, result: RAGResult, judge_fn: SensorJudge, answer_fn: AnswerRole | None) -> None:
        grain = self._grain(plan)
        readings = Readings(plan.condition, self._members(plan))
        ids: dict[str, datetime] = {}
        coverage = Coverage()
        schedule = self.windows(plan)
        window: Window | None = schedule.pop(0) if schedule else plan.first_window
        for _ in range(self.max_iterations):
            assert window is not None
            tick = time.perf_counter()
            rows = self._retrieve(plan, window)
            coverage.add(window)
            new = _read_rows(plan, rows, ids, readings, result)
            values = readings.values()
            try:
                judgement, usage = judge_fn(plan, values, coverage, grain, result.triplets)
            except RoleFailed as exc:
                result.usage.add(exc.usage)
                result.reason = str(exc)
                break
            result.usage.add(usage)
            result.trace.append(
                Iteration(
                    window=window,
                    query=_query_name(plan),
                    parameters={
                        "station": plan.target,
                        "start": window.start.isoformat(),
                        "end": window.end.isoformat(),
                    },
                    rows=len(rows),
                    new_rows=new,
                    judgement=judgement,
                    usage=usage,
                    seconds=time.perf_counter() - tick,
                )
            )
            emit(result.trace[-1])
            if judgement.sufficient:
                result.answer = judgement.answer or NO_ANSWER
                result.reason = judgement.rationale
                if answer_fn is not None:
                    self._generate_answer(answer_fn, plan, judgement, result)
                self._stand_on_evidence(plan, values, coverage, grain, result)
                break
            if schedule is not None:
                if not schedule:
                    result.reason = f"{self.name}: evidence still insufficient after its fixed windows"
                    break
                window = schedule.pop(0)
                continue
            if problem := sensor_window_problem(plan, judgement.next_window, coverage):
                result.reason = f"the judge asked for an unusable window: {problem}"
                break
            window = judgement.next_window
        else:
            result.reason = f"no decision within {self.max_iterations} iterations"
        result.evidence = sorted(ids, key=lambda i: ids[i])
        result.show(readings_subgraph(result.evidence), self.client.settings)


def _read_rows(
    plan: Plan, rows: Sequence[Reading | Count], ids: dict[str, datetime], readings: Readings, result: RAGResult
) -> int:
    """Take in the rows not seen yet (their values and triplets); how many were new."""
    new = 0
    for row in rows:
        if row.id in ids:
            continue
        new += 1
        ids[row.id] = row.at
        value = getattr(row, plan.condition.field)
        readings.add(row, value)
        shown = "missing" if value is None else f"{value:g} {plan.condition.unit}"
        where = f"{row.station} {row.direction}" if isinstance(row, Count) else row.station
        result.triplets.append(f"({where}, {plan.condition.field} {shown}, {local_time(row.at, plan.timezone)})")
    return new


def _same(decided: str | None, answer: str) -> bool:
    return decided is not None and " ".join(decided.split()).lower() == " ".join(answer.split()).lower()


def _query_name(plan: Plan) -> str:
    if plan.condition.field == "volume":
        return STATION_COUNTS.name
    return REGION_READINGS.name if plan.target_kind == "region" else STATION_READINGS.name
