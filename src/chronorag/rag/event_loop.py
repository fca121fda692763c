"""KG-IRAG over the event graph: the symbolic parse becomes a plan, and windows do the search.

Questions that ask for an extreme (first_last, after_first, before_last, equal_multi) are searched
window by window, forward from the reference time for "first" and backward from it for "last", one
calendar year per window, until a window holds a matching fact (the judge's "sufficient"); the answer is the
counterpart (or the date, at the question's granularity) of the extreme fact in that window.
Questions about a period or a before/after range are one window. Each step is in the trace.
"""

from __future__ import annotations

import time
from collections import Counter
from datetime import date, timedelta

from chronorag.cypher.retrieval import FACT_SPAN
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import FactRow, entity_facts, extreme_facts
from chronorag.plans import EventPlan
from chronorag.rag.events import Run
from chronorag.rag.types import NO_ANSWER, RAGResult
from chronorag.temporal.periods import EARLIEST, LATEST, Period, format_date
from chronorag.understanding.errors import NotAnEventQuestion, PlanningError
from chronorag.understanding.event import EventParser

LIMIT = 20_000


class EventLoop:
    def __init__(self, client: GraphClient, parser: EventParser) -> None:
        self.client = client
        self.parser = parser
        self._span: tuple[date, date] | None = None

    def has_facts(self) -> bool:
        try:
            self.span()
        except NotAnEventQuestion:
            return False
        return True

    def span(self) -> tuple[date, date]:
        """[first day, day after the last) of all facts: where windows may go."""
        if self._span is None:
            rows = self.client.read(FACT_SPAN)
            if not rows:
                raise NotAnEventQuestion("the graph holds no event facts")
            self._span = rows[0]["first"], rows[0]["last"] + timedelta(days=1)
        return self._span

    def run(self, result: RAGResult) -> None:
        """Parse, then search; fills answer, reason, evidence and steps of `result`."""
        tick = time.perf_counter()
        q = self.parser.parse(result.question)
        run = Run(result.question)
        run.step("parse", _parse_args(q), f"{q.qtype}: {q.answer_type} answer", seconds=time.perf_counter() - tick)
        result.answer, result.reason, support = self._solve(q, run)
        run.saw(support)  # evidence = the facts the answer rests on (and the reference event's)
        run.fill(result)

    def _range(self, q: EventPlan) -> tuple[date, date, list[FactRow]]:
        first, end = self.span()
        c = q.constraint
        if c.reference:
            r = c.reference
            ref = extreme_facts(self.client, "first", r.head, EARLIEST, LATEST, r.relation, "head", r.tail)
            if not ref:
                raise PlanningError(f"the reference event never happened: no fact {r}")
            t = ref[0].date
            return (first, t, ref) if c.kind == "before" else (t + timedelta(days=1), end, ref)
        if c.start is None or c.end is None or c.granularity is None:
            return first, end, []
        period = Period(c.granularity, c.start, c.end)
        if c.kind == "before":
            return first, min(end, period.start), []
        if c.kind == "after":
            return max(first, period.end), end, []
        if c.kind == "since":
            return max(first, period.start), end, []
        return period.start, period.end, []

    def _matching(self, q: EventPlan, lo: date, hi: date) -> list[FactRow]:
        rows = entity_facts(self.client, q.anchor, lo, hi, q.relation, q.position, LIMIT)
        out = []
        excluded = _reference_entity(q)
        for r in rows:
            counterpart = r.tail if q.position == "head" else r.head
            if counterpart == excluded:
                continue
            if q.other and counterpart != q.other:
                continue
            out.append(r)
        return out

    def _solve(self, q: EventPlan, run: Run) -> tuple[str, str, list[FactRow]]:
        lo, hi, reference = self._range(q)
        if reference:
            run.step("reference", {"event": str(q.constraint)}, reference[0].date.isoformat(), len(reference))
        if lo >= hi:
            return NO_ANSWER, f"the window {lo} to {hi} is empty", reference
        if q.extremum is None:
            tick = time.perf_counter()
            rows = self._matching(q, lo, hi)
            run.step(
                "window", _window(lo, hi, "none"), _first_lines(rows), len(rows), seconds=time.perf_counter() - tick
            )
            if not rows:
                return NO_ANSWER, f"no fact of {q.anchor} {q.relation} between {lo} and {hi}", reference
            return self._answer(q, rows), f"{q.qtype}: {len(rows)} matching fact(s)", rows + reference
        forward = q.extremum == "first"
        edge = lo if forward else hi
        while edge < hi if forward else edge > lo:
            a, b = (edge, min(hi, _next_year(edge))) if forward else (max(lo, _year_start(edge)), edge)
            tick = time.perf_counter()
            rows = self._matching(q, a, b)
            direction = "forward" if forward else "backward"
            run.step(
                "window", _window(a, b, direction), _first_lines(rows), len(rows), seconds=time.perf_counter() - tick
            )
            if rows:
                day = min(r.date for r in rows) if forward else max(r.date for r in rows)
                extreme = [r for r in rows if r.date == day]
                reason = f"{q.qtype}: the {q.extremum} matching fact is on {day} ({len(run.steps) - 1} step(s))"
                return self._answer(q, extreme), reason, extreme + reference
            edge = b if forward else a
        return NO_ANSWER, f"no fact of {q.anchor} {q.relation} from {lo} to {hi}", reference

    @staticmethod
    def _answer(q: EventPlan, rows: list[FactRow]) -> str:
        if q.answer_type == "time":
            return format_date(min(r.date for r in rows), q.granularity)
        counts = Counter(r.tail if q.position == "head" else r.head for r in rows)
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]


def _reference_entity(q: EventPlan) -> str | None:
    """ "Who visited Iran first after Japan did?": Japan, standing where the answer stands, is no answer."""
    r = q.constraint.reference
    if r is None or r.relation != q.relation:
        return None
    if q.position == "head" and r.head == q.anchor:
        return r.tail
    if q.position == "tail" and r.tail == q.anchor:
        return r.head
    return None


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
        "relation_score": round(q.relation_score, 3),
        "notes": "; ".join(q.notes),
        "constraint": str(q.constraint),
        "extremum": q.extremum,
        "answer": f"{q.answer_type} ({q.granularity})" if q.answer_type == "time" else "entity",
    }
