"""Today's plans as terms of the algebra, and back: `query_of(plan_of(q)) == q` on the plans' fragment.

An `EventPlan` is one fact pattern (the anchor on its side, the relation, the other entity), one time constraint
(a period, or a reference event's time), an optional first / last and what is asked; each is a term:
- the pattern is `Facts` (the other side's kind said, `head_kind` / `tail_kind`; "between X and Y", `either_way`);
- in / before / after / since / until a period is `Within` / `Before` / `After` / `Since` / `Until` of a `Period`;
- before / after / until a reference event is `Before` / `After` / `Until` of `TimeOf` its facts (its first or
  last day when the question says which, else `said`); in the same day / month / year is `Within` the `PeriodOf`
  that time;
- first / last is `Nth(n=1)` from the start or the end.
A sensor `Plan` is a `Slot` with `Abnormal` (Q1) or `Clear` (Q2, Q3). A term outside the plans' fragment (a rank,
a count of entities, an offset, ...) has no plan: `plan_of` says so (`NotAPlan`).
"""

from __future__ import annotations

from typing import Literal

from chronorag.algebra.terms import (
    Abnormal,
    After,
    Among,
    Before,
    Clear,
    Count,
    Facts,
    FactTerm,
    Narrowed,
    Nth,
    Period,
    PeriodOf,
    Query,
    SensorQuery,
    Since,
    Slot,
    TimeOf,
    TimeTerm,
    Until,
    Within,
    other_side,
)
from chronorag.plans import Constraint, EventPlan, EventRef, Granularity, Plan, RefPeriod, Window, event_qtype

# the operator of each cue around a time but "in" (`Within`, which also takes the aspect said)
_AROUND: dict[str, type[Before | After | Since | Until]] = {
    "before": Before,
    "after": After,
    "since": Since,
    "until": Until,
}


class NotAPlan(ValueError):
    """A term that today's flat plans cannot say."""


def query_of(p: EventPlan) -> Query:
    """The event plan as a query of the algebra."""
    other = other_side(p.position)
    head, tail = (p.anchor, p.other) if p.position == "head" else (p.other, p.anchor)
    facts = Facts(
        head=head,
        relation=p.relation or None,
        tail=tail,
        graph=p.dataset,
        either_way=p.both_ways,
        head_kind=p.other_kind if other == "head" else None,
        tail_kind=p.other_kind if other == "tail" else None,
        alongside=p.alongside,
    )
    pattern: Facts | Among = facts
    if p.other_any:  # "How many Nobel Prizes did X win?": the other side any of them
        pattern = Among(facts=facts, side=other, names=tuple(p.other_any))
    term: FactTerm = _constrained(pattern, p.constraint, p.aspect, p.dataset)
    if p.extremum:
        term = Nth(facts=term, n=1, from_end=p.extremum == "last", final=p.final)
    asked: FactTerm | Count = Count(facts=term) if p.answer_type == "count" else term
    return Query(
        question=p.question,
        asks=p.answer_type,
        term=asked,
        side=other if p.answer_type == "entity" else None,
        focus=p.position,
        granularity=p.granularity,
        aspect=p.aspect,
        all_spells=p.all_spells,
        in_days=p.in_days,
        whole_years=p.whole_years,
        in_seasons=p.in_seasons,
        season_years=p.season_years,
        one_answer_words=list(p.one_answer_words),
        answer_holds=list(p.answer_holds),
        answer_does=list(p.answer_does),
        answer_no_person=list(p.answer_no_person),
        answer_kind=p.answer_kind,
        relation_score=p.relation_score,
        notes=list(p.notes),
        ignored=list(p.ignored),
        reasoning=p.reasoning,
    )


def _constrained(
    facts: Facts | Among, c: Constraint, aspect: Literal["start", "end"] | None, graph: str | None
) -> FactTerm:
    if c.kind == "none":
        if c.start is not None or c.end is not None or c.granularity is not None or c.reference is not None:
            raise NotAPlan(f"a constraint of no kind that says more: {c!r}")
        return facts
    time: TimeTerm
    if c.reference is not None:
        r = c.reference
        ref: FactTerm = Facts(head=r.head, relation=r.relation, tail=r.tail, graph=graph)
        if r.period is not None:  # "after England won at the Oval in 2023": its facts of that period
            ref = Within(facts=ref, time=Period(unit=r.period.granularity, start=r.period.start, end=r.period.end))
        time = TimeOf(facts=ref, which=r.extremum or "said", end=r.aspect, during=r.during)
        if c.kind == "in" and not r.during:
            assert c.granularity is not None  # Constraint's own check
            time = PeriodOf(time=time, unit=c.granularity)
        if c.start is not None or c.end is not None or (c.kind != "in" and c.granularity is not None):
            raise NotAPlan(f"a reference constraint that also says a period: {c!r}")
    else:
        if c.start is None or c.end is None or c.granularity is None:
            raise NotAPlan(f"a period constraint without its period: {c!r}")
        time = Period(unit=c.granularity, start=c.start, end=c.end)
    if c.kind == "in":
        return Within(facts=facts, time=time, aspect=aspect)
    return _AROUND[c.kind](facts=facts, time=time)


def plan_of(q: Query) -> EventPlan:
    """The event plan a query of the plans' fragment is (`NotAPlan` otherwise)."""
    term = q.term
    if isinstance(term, Count) and term.what == "days" and q.asks == "count":
        term = term.facts  # how many days: today's count plan
    if not isinstance(term, Facts | Among | Narrowed | Nth):
        raise NotAPlan(f"plans ask nothing of {term.op}")
    extremum: Literal["first", "last"] | None = None
    final = isinstance(term, Nth) and term.final
    if isinstance(term, Nth):
        if term.n != 1 or term.distinct is not None:
            raise NotAPlan(f"the {term.n}th facts: plans say only first or last")
        extremum = "last" if term.from_end else "first"
        term = term.facts
    constraint, facts = _constraint(term)
    other_any: list[str] = []
    if isinstance(facts, Among) and facts.side == other_side(q.focus) and not facts.either_count:
        other_any, facts = list(facts.names), facts.facts
    if not isinstance(facts, Facts):
        raise NotAPlan(f"{facts.op} inside a time constraint")
    anchor = facts.head if q.focus == "head" else facts.tail
    other = facts.tail if q.focus == "head" else facts.head
    if anchor is None:
        raise NotAPlan("the side the question is about is not named")
    plan = EventPlan(
        question=q.question,
        qtype=event_qtype(constraint, extremum),
        answer_type=q.asks,
        granularity=q.granularity,
        anchor=anchor,
        position=q.focus,
        other=other,
        other_any=other_any,
        relation=facts.relation or "",
        relation_score=q.relation_score,
        answer_kind=q.answer_kind,
        other_kind=facts.tail_kind if q.focus == "head" else facts.head_kind,
        both_ways=facts.either_way,
        alongside=facts.alongside,
        aspect=q.aspect,
        all_spells=q.all_spells,
        in_days=q.in_days,
        whole_years=q.whole_years,
        in_seasons=q.in_seasons,
        season_years=q.season_years,
        one_answer_words=list(q.one_answer_words),
        answer_holds=list(q.answer_holds),
        answer_does=list(q.answer_does),
        answer_no_person=list(q.answer_no_person),
        dataset=facts.graph,
        constraint=constraint,
        extremum=extremum,
        final=final,
        notes=list(q.notes),
        ignored=list(q.ignored),
        reasoning=q.reasoning,
    )
    if query_of(plan) != q:
        raise NotAPlan(f"{q} says more than a plan can")
    return plan


def _constraint(term: FactTerm) -> tuple[Constraint, FactTerm]:
    if isinstance(term, Facts | Among):
        return Constraint(), term
    if not isinstance(term, Narrowed):
        raise NotAPlan(f"{term.op}: plans have no such constraint")
    kind: Literal["in", "before", "after", "since", "until"] = "in" if isinstance(term, Within) else term.op
    time = term.time
    if isinstance(time, Period):
        return Constraint(kind=kind, granularity=time.unit, start=time.start, end=time.end), term.facts
    unit: Granularity | None = "day" if isinstance(time, TimeOf) and time.during and kind == "in" else None
    if isinstance(time, PeriodOf) and kind == "in":
        if time.unit == "week":
            raise NotAPlan("the week of an event: plans say day, month or year")
        unit, time = time.unit, time.time
    if not isinstance(time, TimeOf) or time.which == "nth":
        raise NotAPlan(f"a time plans cannot say: {time}")
    if time.during and kind != "in":
        raise NotAPlan(f"before or after the whole time of a state: {time}")
    ref = _reference(time)
    return Constraint(kind=kind, granularity=unit, reference=ref), term.facts


def _reference(time: TimeOf) -> EventRef:
    """The reference event whose time `time` is: one fact pattern, or its facts within a period its clause says."""
    r, period = time.facts, None
    if isinstance(r, Within) and isinstance(r.time, Period) and r.aspect is None:
        period = RefPeriod(granularity=r.time.unit, start=r.time.start, end=r.time.end)
        r = r.facts
    if not isinstance(r, Facts):
        raise NotAPlan(f"a time plans cannot say: {time}")
    if r.head is None or r.relation is None or r.either_way or r.head_kind or r.tail_kind or r.alongside:
        raise NotAPlan(f"a reference event plans cannot say: {r}")
    which = None if time.which == "said" else time.which
    said = {"extremum": which, "aspect": time.end, "during": time.during, "period": period}
    return EventRef(head=r.head, relation=r.relation, tail=r.tail, **said)


def sensor_query_of(p: Plan) -> SensorQuery:
    """The sensor plan as a query: its slot, and Abnormal (Q1) or Clear (Q2 / Q3)."""
    slot = Slot(
        place=p.target,
        place_kind=p.target_kind,
        start=p.start,
        minutes=p.duration_minutes,
        condition=p.condition,
        timezone=p.timezone,
        traffic_direction=p.traffic_direction,
    )
    window = (p.first_window.start, p.first_window.end)
    common = {"slot": slot, "first_window": window, "step_minutes": p.step_minutes, "bound_hours": p.bound_hours}
    if p.family == "Q1":
        if p.direction != "none":
            raise NotAPlan(f"Q1 searches no direction, not {p.direction}")
        return SensorQuery(
            term=Abnormal(avoidable=p.asks_if_avoidable, **common),
            reasoning=p.reasoning,
            notes=p.notes,
            ignored=p.ignored,
        )
    if p.asks_if_avoidable or p.direction == "none":
        raise NotAPlan(f"{p.family} moves the trip; it asks no polarity and has a direction")
    return SensorQuery(
        term=Clear(direction=p.direction, **common), reasoning=p.reasoning, notes=list(p.notes), ignored=list(p.ignored)
    )


def sensor_plan_of(q: SensorQuery) -> Plan:
    """The sensor plan a sensor query is."""
    t = q.term
    s = t.slot
    return Plan(
        reasoning=q.reasoning,
        family=q.family,
        target=s.place,
        target_kind=s.place_kind,
        start=s.start,
        duration_minutes=s.minutes,
        first_window=Window(start=t.first_window[0], end=t.first_window[1]),
        step_minutes=t.step_minutes,
        direction="none" if isinstance(t, Abnormal) else t.direction,
        bound_hours=t.bound_hours,
        condition=s.condition,
        asks_if_avoidable=isinstance(t, Abnormal) and t.avoidable,
        timezone=s.timezone,
        traffic_direction=s.traffic_direction,
        notes=list(q.notes),
        ignored=list(q.ignored),
    )
