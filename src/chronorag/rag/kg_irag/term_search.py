"""A term's facts from the graph in one compiled statement per window (`cypher/algebra.py`), read back as facts.

`search` runs the statement of a query's term over one window of its root facts' range (the first year forward
or backward, a window the judge asked for, or the whole range) and returns the root's facts, the range, the
window and each time of facts the term names (its first and last day, how many days, the facts on the day(s) it
stands for). `reference_facts` reads today's plans' reference event out of it, refusing as the plans' search
always has: an event never held, one said of several days where the answer depends on which, one that spans two
periods asked "in the same" one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from functools import cache
from typing import Any

from chronorag.algebra.from_plans import query_of
from chronorag.algebra.terms import Query
from chronorag.cypher.algebra import Direction, compile_query
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import FactRow
from chronorag.plans import EventPlan
from chronorag.rag.core.tracing import retrieval
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.name_table import name_table


class NoReferenceEvent(PlanningError):
    """The plan's reference event is not in the graph at all."""


@cache
def entities_by_kind() -> dict[str, list[str]]:
    """Kind -> its entities, from the names table: what a side said to be "a country" may be."""
    out: dict[str, list[str]] = {}
    for entity, kind in name_table().kinds().items():
        out.setdefault(kind, []).append(entity)
    return {kind: sorted(names) for kind, names in out.items()}


def _rows(listed: list[list[str]]) -> list[FactRow]:
    return [FactRow(id=i, head=h, relation=r, tail=t, date=date.fromisoformat(d)) for i, h, r, t, d in listed]


def _day(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None


@dataclass
class Found:
    """One compiled statement's row: the root's facts in the window, its range [lo, hi) and the window searched
    (None where a time it needs is not there), and each time of facts of the term."""

    facts: list[FactRow]
    lo: date | None
    hi: date | None
    start: date | None
    end: date | None
    times: list[dict[str, Any]] = field(default_factory=list)

    def time_facts(self, k: int = 0) -> list[FactRow]:
        return _rows(self.times[k].get("facts", [])) if k < len(self.times) else []


def read_row(
    client: GraphClient,
    q: Query,
    span: tuple[date, date],
    window: tuple[date, date] | None,
    direction: Direction,
    limit: int,
    purpose: str,
) -> dict[str, Any]:
    """The compiled statement's one row (`algebra/memory.evaluate` computes the same row in memory)."""
    compiled = compile_query(q, span, window, direction, entities_by_kind(), limit, purpose)
    where = f"{window[0]}..{window[1]}" if window else f"the first window {direction}" if direction != "none" else ""
    rows = retrieval(
        compiled.statement.name,
        f"{q.term} {where}".rstrip(),
        lambda: client.read(compiled.statement, compiled.params),
        documents=lambda rows: _evidence(rows[0]),
    )
    return rows[0]


def _evidence(row: dict[str, Any]) -> list[FactRow]:
    """The facts a compiled row read: the term's own, then each time's (a reference event's), each once."""
    seen: dict[str, FactRow] = {}
    for fact in [*_rows(row["facts"]), *(f for t in row["times"] for f in _rows(t.get("facts", [])))]:
        seen.setdefault(fact.id, fact)
    return list(seen.values())


def search(
    client: GraphClient,
    q: Query,
    span: tuple[date, date],
    window: tuple[date, date] | None = None,
    direction: Direction = "none",
    limit: int = 20_000,
    purpose: str = "term",
) -> Found:
    row = read_row(client, q, span, window, direction, limit, purpose)
    return Found(
        _rows(row["facts"]), _day(row["lo"]), _day(row["hi"]), _day(row["start"]), _day(row["end"]), row["times"]
    )


def search_plan(
    client: GraphClient,
    q: EventPlan,
    span: tuple[date, date],
    window: tuple[date, date] | None = None,
    direction: Direction = "none",
    limit: int = 20_000,
    purpose: str = "term",
    query: Query | None = None,
) -> tuple[Found, list[FactRow]]:
    """A plan's facts in one statement, and its reference event's facts (refused as the plans' search refuses).
    `query`: the plan's term (`plan_query`), where the caller made it already: a plan searched window by window
    is one term."""
    found = search(client, plan_query(q) if query is None else query, span, window, direction, limit, purpose)
    return found, reference_facts(q, found)


def plan_query(q: EventPlan) -> Query:
    """The plan's term, refused where its reference event names one side only."""
    r = q.constraint.reference
    if r is not None and r.tail is None:
        raise NoReferenceEvent(f"the reference event {r} names one side only, which events do not read")
    return query_of(q)


def reference_facts(q: EventPlan, found: Found) -> list[FactRow]:
    c = q.constraint
    r = c.reference
    if r is None:
        return []
    time = found.times[0]
    if not time["days"]:
        raise NoReferenceEvent(f"the reference event never happened: no fact {r}")
    first, last = date.fromisoformat(time["first"]), date.fromisoformat(time["last"])
    if r.extremum is not None:
        first = last = first if r.extremum == "first" else last
    if c.kind == "in" and found.times[1]["several"]:
        raise PlanningError(f"the reference event {r} happened in more than one {c.granularity} ({first} .. {last})")
    if c.kind != "in" and last != first and q.extremum:
        raise PlanningError(
            f"the reference event {r} happened on several days ({first} .. {last}); "
            f"the {q.extremum} {c.kind} it depends on which"
        )
    return found.time_facts(0)
