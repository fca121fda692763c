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
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from langchain_core.runnables import Runnable, RunnableConfig

from chronorag.config import Settings, get_settings
from chronorag.cypher.evidence import readings_subgraph
from chronorag.cypher.retrieval import STATION_GRID, STATION_READINGS
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import station_readings
from chronorag.llm.symbolic import Places, PlanningError, SymbolicPlanner
from chronorag.rag.judge import Coverage, judge
from chronorag.rag.types import NO_ANSWER, Iteration, Judgement, Plan, RAGResult, Usage, Window

Planner = Callable[[str], tuple[Plan, Usage]]
Judge = Callable[[Plan, dict[datetime, float | None], Coverage, timedelta, list[str]], tuple[Judgement, Usage]]


def deterministic_judge(
    plan: Plan, values: dict[datetime, float | None], coverage: Coverage, grain: timedelta, triplets: list[str]
) -> tuple[Judgement, Usage]:
    return judge(plan, values, coverage, grain), Usage()


class KGIRAG(Runnable[dict[str, Any], RAGResult]):
    """The KG-IRAG controller as a LangChain Runnable: `invoke({"question": ...})`, `batch(...)`."""

    name = "kg_irag"

    def __init__(
        self, client: GraphClient, planner: Planner, judge_fn: Judge = deterministic_judge, max_iterations: int = 40
    ) -> None:
        self.client = client
        self.planner = planner
        self.judge_fn = judge_fn
        self.max_iterations = max_iterations

    @classmethod
    def from_settings(cls, settings: Settings | None = None, client: GraphClient | None = None) -> KGIRAG:
        """The offline default: symbolic planner and deterministic judge over the configured Neo4j."""
        client = client or GraphClient(settings or get_settings())
        symbolic = SymbolicPlanner(Places.load(client))
        return cls(client, lambda q: (symbolic.plan(q), Usage()))

    def invoke(self, input: dict[str, Any], config: RunnableConfig | None = None, **kwargs: Any) -> RAGResult:
        question = str(input["question"])
        started = time.perf_counter()
        result = RAGResult(question=question, answer=NO_ANSWER)
        try:
            plan, usage = self.planner(question)
        except PlanningError as exc:
            result.reason = f"could not plan: {exc}"
            result.usage.seconds = time.perf_counter() - started
            return result
        result.plan, result.usage = plan, usage
        self._loop(plan, result)
        result.usage.seconds = time.perf_counter() - started
        return result

    def _grain(self, plan: Plan) -> timedelta:
        rows = self.client.read(STATION_GRID, {"station": plan.target, "at": plan.start - timedelta(hours=1)})
        if len(rows) == 2:
            return rows[1]["at"] - rows[0]["at"]
        return timedelta(hours=1)

    def _loop(self, plan: Plan, result: RAGResult) -> None:
        grain = self._grain(plan)
        values: dict[datetime, float | None] = {}
        ids: dict[datetime, str] = {}
        coverage = Coverage()
        window: Window | None = plan.first_window
        d, bound = timedelta(minutes=plan.duration_minutes), timedelta(hours=plan.bound_hours)
        lo_limit, hi_limit = plan.start - bound - d, plan.start + d + bound + d
        for _ in range(self.max_iterations):
            assert window is not None
            tick = time.perf_counter()
            rows = station_readings(self.client, plan.target, window.start, window.end)
            coverage.add(window)
            new = 0
            for row in rows:
                if row.at not in values:
                    new += 1
                    ids[row.at] = row.id
                    value = getattr(row, plan.condition.field)
                    values[row.at] = value
                    shown = "missing" if value is None else f"{value:g} {plan.condition.unit}"
                    result.triplets.append(f"({row.station}, {plan.condition.field} {shown}, {row.at:%Y-%m-%d %H:%M})")
            judgement, usage = self.judge_fn(plan, values, coverage, grain, result.triplets)
            result.usage.add(usage)
            result.trace.append(
                Iteration(
                    window=window,
                    query=STATION_READINGS.name,
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
            if judgement.sufficient:
                result.answer = judgement.answer or NO_ANSWER
                result.reason = judgement.rationale
                break
            nxt = judgement.next_window
            if nxt is None or not (lo_limit <= nxt.start < nxt.end <= hi_limit) or coverage.covers(nxt.start, nxt.end):
                result.reason = f"the judge asked for an invalid next window ({nxt}); stopping"
                break
            window = nxt
        else:
            result.reason = f"no decision within {self.max_iterations} iterations"
        result.evidence = [ids[t] for t in sorted(ids)]
        result.browser_cypher = readings_subgraph(result.evidence)
