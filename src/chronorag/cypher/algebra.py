"""The one compiler from a term of the query algebra (`algebra.terms`) to one Cypher statement, values as parameters.

A fact term becomes a chain of `CALL` subqueries, each a seek on a composite index of `Fact` (by the sides and the
relation it names, and the date range it may lie in: `cypher/hints.py` fixes the index); a time term becomes a
pair of dates `[lo, hi)` computed from literal parameters or from the days of its own facts (`TimeOf`: first,
last, n-th, or all the days it was said on), moved to its calendar unit (`PeriodOf`, `date.truncate`) or shifted
(`Shift`, a calendar duration). The root's facts are searched in a window of its range: the one given, or the
first year of it forward or backward (how the KG-IRAG loop starts), or all of it.

The statement returns one row: `facts` (the root's facts, `[key, head, relation, tail, 'YYYY-MM-DD']` each, by date
then head, relation, tail), `lo` / `hi` (the root's range before the window), `start` / `end` (the window searched)
and `times`, one map per time of facts in the term (`first`, `last`, `days`, `facts`: the facts on the day(s) it
stands for), in the order the term names them: the evidence of every leaf, and what the caller needs to refuse a
time that depends on which day an event said on several was meant.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, Literal

from chronorag.algebra.terms import (
    Abnormal,
    After,
    Also,
    Among,
    Before,
    Between,
    Clear,
    Count,
    Day,
    Facts,
    FactTerm,
    Nth,
    Period,
    PeriodOf,
    Query,
    Rank,
    Shift,
    Since,
    Span,
    TimeOf,
    TimeTerm,
    Until,
    Within,
    other_side,
)
from chronorag.algebra.walk import found_in
from chronorag.cypher.base import Cypher
from chronorag.cypher.hints import using_index

Direction = Literal["none", "forward", "backward"]
FACT_FIELDS = "[x.key, x.head, x.relation, x.tail, toString(x.date)]"
_ORDER = "ORDER BY f.date, f.head, f.relation, f.tail"
_DURATION = {"day": "days", "week": "weeks", "month": "months", "year": "years"}


@dataclass
class Compiled:
    """A compiled statement and its parameters; `shape` names the operators, so equal shapes share a plan."""

    statement: Cypher
    params: dict[str, Any]


@dataclass
class _Chain:
    kinds: dict[str, list[str]]
    limit: int
    lines: list[str] = field(default_factory=list)
    params: dict[str, Any] = field(default_factory=dict)
    times: list[str] = field(default_factory=list)
    shape: list[str] = field(default_factory=list)
    n: int = 0

    def param(self, value: object) -> str:
        name = f"p{len(self.params)}"
        self.params[name] = value
        return f"${name}"

    def fresh(self, stem: str) -> str:
        self.n += 1
        return f"{stem}{self.n}"

    def let(self, **values: str) -> None:
        """`WITH *, <expr> AS <name>, ...`: new variables beside every one in scope."""
        self.lines.append("WITH *, " + ", ".join(f"{expr} AS {name}" for name, expr in values.items()))


def compile_query(
    q: Query,
    span: tuple[date, date],
    window: tuple[date, date] | None = None,
    direction: Direction = "none",
    kinds: dict[str, list[str]] | None = None,
    limit: int = 20_000,
    purpose: str = "term",
) -> Compiled:
    """The one statement of `q`'s event-graph term, searching its root facts in `window` (None: the first year of
    the range in `direction`, or all of it). `span`: the graph's days [first, end); `kinds`: the entities of each
    kind a side may be required to be; `purpose` names the statement ("term": an answer's window; "check": a
    loose reading's graph check)."""
    if found_in(q.term, Also):
        raise ValueError(f"{q.term}: an entity said by a second fact is read over facts true over intervals")
    if any(n.final for n in found_in(q.term, Nth)):
        raise ValueError(f"{q.term}: the final is read over facts true over intervals")
    if said := q.answer_words:
        raise ValueError(f"{said}: words of the answers read over facts true over intervals")
    c = _Chain(kinds or {}, limit)
    c.lines.append(f"WITH {c.param(span[0])} AS lo0, {c.param(span[1])} AS hi0")
    term = q.term
    if isinstance(term, Between):
        first, second = _time(c, term.first), _time(c, term.second)
        c.let(rlo=first[0], rhi=second[0], wlo=first[0], whi=second[0], root="[]")
        c.shape.append("between")
    else:
        root = term.facts if isinstance(term, Count) else term
        if isinstance(root, Day | Period | TimeOf | PeriodOf | Shift | Span):
            lo, hi = _time(c, root)
            c.let(rlo=lo, rhi=hi, wlo=lo, whi=hi, root="[]")
        elif isinstance(root, Abnormal | Clear):
            raise ValueError(f"{root.op}: sensor terms are read by the readings' own statements")
        else:
            w = (c.param(window[0]), c.param(window[1])) if window else None
            c.let(root=_facts(c, root, "lo0", "hi0", (w, direction)))
    text = "\n".join(c.lines) + (
        f"\nRETURN [x IN root | {FACT_FIELDS}] AS facts, toString(rlo) AS lo, toString(rhi) AS hi, "
        f"toString(wlo) AS start, toString(whi) AS end, [{', '.join(c.times)}] AS times"
    )
    return Compiled(Cypher(f"{purpose}_{'_'.join(c.shape)}", text), c.params)


Root = tuple[tuple[str, str] | None, Direction] | None  # the window (parameters) and direction, at the root leaf


def _facts(c: _Chain, term: FactTerm, lo: str, hi: str, root: Root = None) -> str:
    """The list variable holding `term`'s facts in [lo, hi), by date."""
    c.shape.append(term.op)
    if isinstance(term, Facts):
        return _leaf(c, term, lo, hi, root)
    if isinstance(term, Among):  # a choice between those named: each one's facts, one seek each
        return _leaf(c, term.facts, lo, hi, root, among=term)
    if isinstance(term, Nth) and term.distinct is not None:
        return _facts(c, term.facts, lo, hi, root)  # the n-th entity by its first day: the caller's to pick
    if isinstance(term, Nth):
        inner = _facts(c, term.facts, lo, hi, root)
        days, pick, out = c.fresh("ds"), c.fresh("pick"), c.fresh("fs")
        c.let(**{days: _distinct_days(inner)})
        c.let(**{pick: f"{days}[{-term.n if term.from_end else term.n - 1}]"})
        c.let(**{out: f"[x IN {inner} WHERE x.date = {pick}]"})
        return out
    if isinstance(term, Rank):
        return _facts(c, term.facts, lo, hi, root)  # ranked by the caller: ties are its to refuse
    assert not isinstance(term, Also), "compile_query refuses it"
    tlo, thi = _time(c, term.time)
    nlo, nhi = c.fresh("lo"), c.fresh("hi")
    if isinstance(term, Within):
        c.let(**{nlo: _later(lo, tlo), nhi: _earlier(hi, thi)})
    elif isinstance(term, Before):
        c.let(**{nlo: lo, nhi: _earlier(hi, tlo)})
    elif isinstance(term, After):
        c.let(**{nlo: _later(lo, thi), nhi: hi})
    elif isinstance(term, Until):
        c.let(**{nlo: lo, nhi: _earlier(hi, thi)})
    else:
        assert isinstance(term, Since)
        c.let(**{nlo: _later(lo, tlo), nhi: hi})
    return _facts(c, term.facts, nlo, nhi, root)


def _leaf(c: _Chain, f: Facts, lo: str, hi: str, root: Root, among: Among | None = None) -> str:
    """One seek per side named (two where the facts go either way; of a choice, one per entity named on its side),
    in [lo, hi) or the root's window of it."""
    if f.graph is not None:
        raise ValueError(f"{f}: the compiler reads the event graph; interval graphs are read by their own statements")
    if root is not None:
        window, direction = root
        c.let(rlo=lo, rhi=hi)  # the root's range, before its window
        start, end = c.fresh("lo"), c.fresh("hi")
        if window is not None:
            c.let(**{start: _later(lo, window[0]), end: _earlier(hi, window[1])})
        elif direction == "forward":  # (a time not there, null, leaves the window null too)
            next_year = f"CASE WHEN {lo} IS NULL THEN null ELSE date({{year: {lo}.year + 1, month: 1, day: 1}}) END"
            c.let(**{start: lo, end: _earlier(hi, next_year)})
        elif direction == "backward":
            first_of_year = (
                f"CASE WHEN {hi} IS NULL THEN null "
                f"ELSE date({{year: ({hi} - duration({{days: 1}})).year, month: 1, day: 1}}) END"
            )
            c.let(**{start: _later(lo, first_of_year), end: hi})
        else:
            c.let(**{start: lo, end: hi})
        c.let(wlo=start, whi=end)
        lo, hi = start, end
    named = [f] if among is None else [f.model_copy(update={among.side: n}) for n in among.names]
    each = [g.model_copy(update={"relation": r, "also": ()}) for g in named for r in g.relations]  # a union
    branches = [(b.head, b.tail) for b in each] + ([(b.tail, b.head) for b in each] if f.either_way else [])
    matches = [
        _match(c, b, head, tail, lo, hi) for b, (head, tail) in zip(each * (1 + f.either_way), branches, strict=True)
    ]
    out = c.fresh("fs")
    if len(matches) == 1:
        body = f"{matches[0]} WITH f {_ORDER} LIMIT {c.param(c.limit)} RETURN collect(f) AS {out}"
    else:
        body = (
            f"CALL ({lo}, {hi}) {{ {' UNION '.join(m + ' RETURN f' for m in matches)} }} "
            f"WITH f {_ORDER} LIMIT {c.param(c.limit)} RETURN collect(f) AS {out}"
        )
    c.lines.append(f"CALL ({lo}, {hi}) {{ {body} }}")
    return out


def _match(c: _Chain, f: Facts, head: str | None, tail: str | None, lo: str, hi: str) -> str:
    if head is not None:
        seek, first = ("fact_head_relation_date" if f.relation else "fact_head_date"), f"f.head = {c.param(head)}"
    elif tail is not None:
        seek, first = ("fact_tail_relation_date" if f.relation else "fact_tail_date"), f"f.tail = {c.param(tail)}"
    else:
        seek, first = ("fact_relation_date" if f.relation else "fact_date"), "true"
    where = [first]
    if f.relation:
        where.append(f"f.relation = {c.param(f.relation)}")
    where.append(f"f.date >= {lo} AND f.date < {hi}")
    if head is not None and tail is not None:
        where.append(f"f.tail = {c.param(tail)}")
    for side, kind in (("head", f.head_kind), ("tail", f.tail_kind)):
        if kind and (head if side == "head" else tail) is None:
            where.append(f"f.{side} IN {c.param(c.kinds.get(kind, []))}")
    if (by := f.alongside) is not None:  # a fact of the same day, the entity on its side, the other side the same
        other = other_side(by.side)
        where.append(
            f"EXISTS {{ MATCH (g:Fact) WHERE g.{by.side} = {c.param(by.entity)} AND g.relation = {c.param(by.relation)}"
            f" AND g.date = f.date AND g.{other} IN [f.head, f.tail] AND g.{other} <> g.{by.side} }}"
        )
    return f"MATCH (f:Fact) {using_index('f', seek)}WHERE {' AND '.join(where)}"


def _time(c: _Chain, term: TimeTerm) -> tuple[str, str]:
    """Two variables holding the term's days [lo, hi); null where the time is not there (an event that never
    happened), which leaves every range it bounds empty."""
    c.shape.append(term.op)
    lo, hi = c.fresh("tlo"), c.fresh("thi")
    if isinstance(term, Day):
        c.let(**{lo: c.param(term.date), hi: c.param(term.date + timedelta(days=1))})
    elif isinstance(term, Period):
        c.let(**{lo: c.param(term.start), hi: c.param(term.end)})
    elif isinstance(term, TimeOf):
        _time_of(c, term, lo, hi)
    elif isinstance(term, PeriodOf):
        ilo, ihi = _time(c, term.time)
        # (Neo4j refuses to truncate null: a time not there stays null, as everywhere else)
        c.let(**{lo: f"CASE WHEN {ilo} IS NULL THEN null ELSE date.truncate('{term.unit}', {ilo}) END"})
        c.let(**{hi: f"{lo} + duration({{{_DURATION[term.unit]}: 1}})"})
        several = c.fresh("spans")
        c.let(**{several: f"{ihi} - duration({{days: 1}}) >= {hi}"})
        c.times.append(f"{{kind: 'period_of', several: {several}}}")
    elif isinstance(term, Span):
        ilo, ihi = _time(c, term.time)
        unit = _DURATION[term.unit]
        c.let(**{lo: f"{ilo} + duration({{{unit}: {c.param(term.start)}}})"})
        c.let(**{hi: f"{ilo} + duration({{{unit}: {c.param(term.end)}}}) + duration({{days: 1}})"})
        several = c.fresh("spans")
        c.let(**{several: f"duration.inDays({ilo}, {ihi}).days > 1"})
        c.times.append(f"{{kind: 'span', several: {several}}}")
    else:
        assert isinstance(term, Shift)
        ilo, ihi = _time(c, term.time)
        step = f"duration({{{_DURATION[term.unit]}: {c.param(term.n)}}})"
        c.let(**{lo: f"{ilo} + {step}", hi: f"{ihi} + {step}"})
    return lo, hi


def _time_of(c: _Chain, term: TimeOf, lo: str, hi: str) -> None:
    facts = _facts(c, term.facts, "lo0", "hi0")
    days = c.fresh("ds")
    c.let(**{days: _distinct_days(facts)})
    day = "duration({days: 1})"
    if term.which == "said":
        c.let(**{lo: f"{days}[0]", hi: f"{days}[-1] + {day}"})
        on = f"[x IN {facts} WHERE x.date IN [{days}[0], {days}[-1]]]"
    else:
        at = {"first": "0", "last": "-1"}.get(term.which) or str((term.n or 1) - 1)
        c.let(**{lo: f"{days}[{at}]", hi: f"{days}[{at}] + {day}"})
        on = f"[x IN {facts} WHERE x.date = {lo}]"
    c.times.append(
        f"{{kind: 'time_of', first: toString({days}[0]), last: toString({days}[-1]), days: size({days}), "
        f"at: toString({lo}), facts: [x IN {on} | {FACT_FIELDS}]}}"
    )


def _distinct_days(facts: str) -> str:
    """The distinct days of a list of facts kept by date (so equal days are neighbours)."""
    return f"reduce(ds = [], x IN {facts} | CASE WHEN size(ds) > 0 AND ds[-1] = x.date THEN ds ELSE ds + x.date END)"


def _later(a: str, b: str) -> str:
    """The later of two days; null if either is null (a time not there leaves no range)."""
    return f"CASE WHEN {a} IS NULL OR {b} IS NULL THEN null WHEN {a} >= {b} THEN {a} ELSE {b} END"


def _earlier(a: str, b: str) -> str:
    return f"CASE WHEN {a} IS NULL OR {b} IS NULL THEN null WHEN {a} <= {b} THEN {a} ELSE {b} END"
