"""A second implementation of the compiler's semantics: a term evaluated over facts held in memory.

It returns exactly the row the compiled statement returns (`cypher/algebra.py`): the root's facts in its window, by
date then head, relation and tail; the root's range and the window searched (ISO days, None where a time it needs is
not there); and one record per event time, period or span of the term, in the same order. The conformance tests run
both on the same graph and compare them; the unit tests answer from it where they have no database.
"""

from __future__ import annotations

import calendar
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any, Literal

from chronorag.algebra.terms import (
    Also,
    Among,
    Between,
    Count,
    Day,
    Facts,
    Nth,
    Period,
    PeriodOf,
    Query,
    Rank,
    Shift,
    Span,
    TimeOf,
)

Fact = tuple[str, str, str, str, date]  # key, head, relation, tail, day
Range = tuple[date | None, date | None]
ONE_DAY = timedelta(days=1)


class FactStore:
    """Facts indexed by relation, head and tail, as the graph's indexes hold them: a leaf reads the fewest candidates
    its pattern names (the whole slice only for a pattern that names nothing). Build it once for many terms."""

    def __init__(self, facts: Sequence[Fact]) -> None:
        self.facts = facts
        self.by: tuple[dict[str, list[Fact]], ...] = ({}, {}, {})  # relation, head, tail
        for x in facts:
            for index, value in zip(self.by, (x[2], x[1], x[3]), strict=True):
                index.setdefault(value, []).append(x)

    def candidates(self, relation: str | None, head: str | None, tail: str | None) -> Sequence[Fact]:
        named = [index.get(value, []) for index, value in zip(self.by, (relation, head, tail), strict=True) if value]
        return min(named, key=len) if named else self.facts


def _iso(d: date | None) -> str | None:
    return d.isoformat() if d is not None else None


def _later(a: date | None, b: date | None) -> date | None:
    return None if a is None or b is None else max(a, b)


def _earlier(a: date | None, b: date | None) -> date | None:
    return None if a is None or b is None else min(a, b)


def _plus(d: date | None, n: int, unit: str) -> date | None:
    """A calendar duration on, as Neo4j adds one (a month on from 31 January is the last of February)."""
    if d is None:
        return None
    if unit in ("day", "week"):
        return d + timedelta(days=n * (7 if unit == "week" else 1))
    months = n * (12 if unit == "year" else 1)
    y, m = divmod(d.year * 12 + d.month - 1 + months, 12)
    return date(y, m + 1, min(d.day, calendar.monthrange(y, m + 1)[1]))


def _truncate(d: date | None, unit: str) -> date | None:
    if d is None:
        return None
    if unit == "week":
        return d - timedelta(days=d.weekday())
    if unit == "month":
        return d.replace(day=1)
    return d.replace(month=1, day=1) if unit == "year" else d


@dataclass
class _Eval:
    store: FactStore
    span: tuple[date, date]
    kinds: dict[str, list[str]]
    limit: int
    window: tuple[date, date] | None
    direction: Literal["none", "forward", "backward"]
    times: list[dict[str, Any]]
    root_range: Range = (None, None)
    searched: Range = (None, None)

    def leaf(self, f: Facts, lo: date | None, hi: date | None, root: bool) -> list[Fact]:
        if root:
            self.root_range = (lo, hi)
            lo, hi = self._windowed(lo, hi)
            self.searched = (lo, hi)
        if lo is None or hi is None:
            return []
        pairs = [(f.head, f.tail)] + ([(f.tail, f.head)] if f.either_way else [])
        out = {
            x
            for head, tail in pairs
            for relation in f.relations
            for x in self.store.candidates(relation, head, tail)
            if self._matches(x, f, head, tail, lo, hi)
        }
        return self._first(out)

    def _first(self, facts: set[Fact]) -> list[Fact]:
        """The facts by date (then head, relation, tail), as many as the statement's limit: its ORDER BY and LIMIT."""
        return sorted(facts, key=lambda x: (x[4], x[1], x[2], x[3]))[: self.limit]

    def _matches(self, x: Fact, f: Facts, head: str | None, tail: str | None, lo: date, hi: date) -> bool:
        if not lo <= x[4] < hi or (f.relation and x[2] not in f.relations):
            return False
        if (head is not None and x[1] != head) or (tail is not None and x[3] != tail):
            return False
        for value, side, kind in ((x[1], head, f.head_kind), (x[3], tail, f.tail_kind)):
            if kind and side is None and value not in self.kinds.get(kind, []):
                return False
        if (by := f.alongside) is not None:  # the same day, the entity on its side, the other side the same
            named = (by.entity, None) if by.side == "head" else (None, by.entity)
            want = {(by.entity, o) if by.side == "head" else (o, by.entity) for o in {x[1], x[3]} - {by.entity}}
            found = self.store.candidates(by.relation, *named)
            return any(y[4] == x[4] and y[2] == by.relation and (y[1], y[3]) in want for y in found)
        return True

    def _windowed(self, lo: date | None, hi: date | None) -> Range:
        if self.window is not None:
            return _later(lo, self.window[0]), _earlier(hi, self.window[1])
        if self.direction == "forward":
            return lo, _earlier(hi, date(lo.year + 1, 1, 1) if lo else None)
        if self.direction == "backward":
            return _later(lo, date((hi - ONE_DAY).year, 1, 1) if hi else None), hi
        return lo, hi

    def fact_set(self, term: Any, lo: date | None, hi: date | None, root: bool = False) -> list[Fact]:
        if isinstance(term, Facts):
            return self.leaf(term, lo, hi, root)
        if isinstance(term, Among):  # a choice: each one named's facts, as one leaf
            named = {
                x for n in term.names for x in self.leaf(term.facts.model_copy(update={term.side: n}), lo, hi, root)
            }
            return self._first(named)
        if isinstance(term, Nth):
            return self._nth(term, self.fact_set(term.facts, lo, hi, root))
        if isinstance(term, Rank):
            return self.fact_set(term.facts, lo, hi, root)
        if isinstance(term, Also):
            raise ValueError(f"{term}: an entity said by a second fact is read over facts true over intervals")
        tlo, thi = self.time(term.time)
        narrowed: dict[str, Range] = {
            "within": (_later(lo, tlo), _earlier(hi, thi)),
            "before": (lo, _earlier(hi, tlo)),
            "after": (_later(lo, thi), hi),
            "since": (_later(lo, tlo), hi),
            "until": (lo, _earlier(hi, thi)),
        }
        return self.fact_set(term.facts, *narrowed[term.op], root)

    @staticmethod
    def _nth(term: Nth, inner: list[Fact]) -> list[Fact]:
        """The facts on the n-th distinct day (the n-th entity is the caller's to pick, as the statement leaves it)."""
        if term.distinct is not None:
            return inner
        days = sorted({x[4] for x in inner})
        k = len(days) - term.n if term.from_end else term.n - 1
        pick = days[k] if 0 <= k < len(days) else None
        return [x for x in inner if x[4] == pick]

    def time(self, term: Any) -> Range:
        if isinstance(term, Day):
            return term.date, term.date + ONE_DAY
        if isinstance(term, Period):
            return term.start, term.end
        if isinstance(term, TimeOf):
            return self._time_of(term)
        if isinstance(term, PeriodOf):
            ilo, ihi = self.time(term.time)
            lo = _truncate(ilo, term.unit)
            hi = _plus(lo, 1, term.unit)
            several = None if ihi is None or hi is None else ihi - ONE_DAY >= hi
            self.times.append({"kind": "period_of", "several": several})
            return lo, hi
        if isinstance(term, Span):
            ilo, ihi = self.time(term.time)
            several = None if ilo is None or ihi is None else (ihi - ilo).days > 1
            lo, hi = _plus(ilo, term.start, term.unit), _plus(_plus(ilo, term.end, term.unit), 1, "day")
            self.times.append({"kind": "span", "several": several})
            return lo, hi
        assert isinstance(term, Shift)
        ilo, ihi = self.time(term.time)
        return _plus(ilo, term.n, term.unit), _plus(ihi, term.n, term.unit)

    def _time_of(self, term: TimeOf) -> Range:
        facts = self.fact_set(term.facts, *self.span)
        days = sorted({x[4] for x in facts})
        first, last = (days[0], days[-1]) if days else (None, None)
        if term.which == "said":
            lo, hi = first, (last + ONE_DAY if last else None)
            on = [x for x in facts if x[4] in (first, last)]
        else:
            k = {"first": 0, "last": len(days) - 1}.get(term.which, (term.n or 1) - 1)
            lo = days[k] if 0 <= k < len(days) else None
            hi = lo + ONE_DAY if lo else None
            on = [x for x in facts if x[4] == lo]
        self.times.append(
            {
                "kind": "time_of",
                "first": _iso(first),
                "last": _iso(last),
                "days": len(days),
                "at": _iso(lo),
                "facts": [_listed(x) for x in on],
            }
        )
        return lo, hi


def _listed(x: Fact) -> list[str]:
    return [x[0], x[1], x[2], x[3], x[4].isoformat()]


def evaluate(
    facts: Sequence[Fact] | FactStore,
    q: Query,
    span: tuple[date, date],
    window: tuple[date, date] | None = None,
    direction: Literal["none", "forward", "backward"] = "none",
    kinds: dict[str, list[str]] | None = None,
    limit: int = 20_000,
) -> dict[str, Any]:
    """The compiled statement's one row, computed in memory."""
    store = facts if isinstance(facts, FactStore) else FactStore(facts)
    e = _Eval(store, span, kinds or {}, limit, window, direction, [])
    term = q.term
    root: list[Fact] = []
    if isinstance(term, Between):
        first, second = e.time(term.first), e.time(term.second)
        e.root_range = e.searched = (first[0], second[0])
    else:
        inner = term.facts if isinstance(term, Count) else term
        if isinstance(inner, Day | Period | TimeOf | PeriodOf | Shift | Span):
            e.root_range = e.searched = e.time(inner)
        else:
            root = e.fact_set(inner, *span, root=True)
    return {
        "facts": [_listed(x) for x in root],
        "lo": _iso(e.root_range[0]),
        "hi": _iso(e.root_range[1]),
        "start": _iso(e.searched[0]),
        "end": _iso(e.searched[1]),
        "times": e.times,
    }
