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
from chronorag.llm.event_parser import EventParser, EventQuestion, NotAnEventQuestion
from chronorag.llm.symbolic import PlanningError
from chronorag.rag.events import Run
from chronorag.rag.types import NO_ANSWER, RAGResult
from chronorag.temporal.periods import EARLIEST, LATEST, format_date

LIMIT = 20_000


class EventLoop:
    def __init__(self, client: GraphClient, parser: EventParser) -> None:
        self.client = client
        self.parser = parser
        self._span: tuple[date, date] | None = None

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

    def _range(self, q: EventQuestion) -> tuple[date, date, list[FactRow]]:
        first, end = self.span()
        c = q.constraint
        if c.reference:
            ref = extreme_facts(self.client, "first", q.anchor, EARLIEST, LATEST, q.relation, q.position, c.reference)
            if not ref:
                raise PlanningError(f"no fact of {q.anchor} {q.relation} {c.reference} to take the time from")
            t = ref[0].date
            return (first, t, ref) if c.kind == "before" else (t + timedelta(days=1), end, ref)
        period = c.period()
        if period is None:
            return first, end, []
        if c.kind == "before":
            return first, min(end, period.start), []
        if c.kind == "after":
            return max(first, period.end), end, []
        return period.start, period.end, []

    def _matching(self, q: EventQuestion, lo: date, hi: date) -> list[FactRow]:
        rows = entity_facts(self.client, q.anchor, lo, hi, q.relation, q.position, LIMIT)
        out = []
        for r in rows:
            counterpart = r.tail if q.position == "head" else r.head
            if q.constraint.reference and counterpart == q.constraint.reference:
                continue
            if q.other and counterpart != q.other:
                continue
            out.append(r)
        return out

    def _solve(self, q: EventQuestion, run: Run) -> tuple[str, str, list[FactRow]]:
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
    def _answer(q: EventQuestion, rows: list[FactRow]) -> str:
        if q.answer_type == "time":
            return format_date(min(r.date for r in rows), q.granularity)
        counts = Counter(r.tail if q.position == "head" else r.head for r in rows)
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]


def _next_year(d: date) -> date:
    return date(d.year + 1, 1, 1)


def _year_start(d: date) -> date:
    """The start of the calendar year holding the day before `d` (windows end at `d`, exclusive)."""
    return date((d - timedelta(days=1)).year, 1, 1)


def _window(a: date, b: date, direction: str) -> dict[str, str]:
    return {"start": a.isoformat(), "end": b.isoformat(), "direction": direction}


def _first_lines(rows: list[FactRow], n: int = 3) -> str:
    return "\n".join(r.render() for r in rows[:n])


def _parse_args(q: EventQuestion) -> dict[str, object]:
    return {
        "qtype": q.qtype,
        "anchor": q.anchor,
        "role": q.position,
        "other": q.other,
        "relation": q.relation,
        "relation_score": round(q.relation_score, 3),
        "constraint": str(q.constraint),
        "extremum": q.extremum,
        "answer": f"{q.answer_type} ({q.granularity})" if q.answer_type == "time" else "entity",
    }
