"""An instant said with the place it put its other side in ("Who did Obama appoint to the Supreme Court?",
`relation.placed_in`): of facts true over intervals, the instants (an appointment, dated the day the service it made
begins) whose day is the start of a state of that place (`Alongside`: the place on its side of the state, the state's
other side one of the instant's sides).

The graph does not say which state an instant made; its day says it. An instant on the very day a spell there began
made it. One that falls inside a spell there, or up to a year before one began, may have made it (an elevation to the
Chief Justice's chair during a spell on the Court; an appointment that took effect later) unless the day is that of a
spell of the same state elsewhere (a judge moved up while still on the lower court): undecided, and no answer. Any
other instant put its side elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from chronorag.algebra.terms import other_side
from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import Alongside
from chronorag.rag.kg_irag.term_answers import NoAnswer

FactsOf = Callable[[str, str, str], list[IntervalRow]]  # an entity's facts of a relation with it on a side
LAG = 365  # days an appointment may come before the spell it made begins


def _day(row: IntervalRow, end: bool = False) -> date | None:
    text = row.end if end else row.start
    precision = row.end_precision if end else row.start_precision
    return date.fromisoformat(text) if text is not None and precision == "day" else None


def _begins(x: IntervalRow, spell: IntervalRow) -> bool:
    return spell.start == x.start and spell.start_precision == x.start_precision == "day"


def _near(x: IntervalRow, spell: IntervalRow) -> bool:
    """Whether the instant falls inside the spell, or up to `LAG` days before it began (by the year where a date is
    known only so far)."""
    day, start, end = _day(x), _day(spell), _day(spell, end=True)
    if day is None or start is None or (spell.end is not None and end is None):
        last = spell.end_year if spell.end_year is not None else 10_000
        return spell.start_year - 1 <= x.start_year <= last
    return (start - day).days <= LAG and (end is None or day <= end)


def placed(rows: list[IntervalRow], by: Alongside, facts_of: FactsOf) -> list[IntervalRow]:
    """The instants of `rows` that began a spell of `by.relation` with `by.entity` on its side, one of their own sides
    on the other; undecided ones are no answer (`NoAnswer`), unless their side was put there by another instant."""
    other = other_side(by.side)
    spells: dict[str, list[IntervalRow]] = {}
    for s in facts_of(by.entity, by.relation, by.side):
        spells.setdefault(s.head if other == "head" else s.tail, []).append(s)
    kept: list[IntervalRow] = []
    undecided: list[IntervalRow] = []
    for x in rows:
        if x.end is not None and (x.end != x.start or x.end_precision != x.start_precision):
            raise NoAnswer(f"{x.render()} holds over a span: the place it put its side in is read of instants only")
        theirs = [s for n in (x.head, x.tail) for s in spells.get(n, [])]
        if any(_begins(x, s) for s in theirs):
            kept.append(x)
        elif any(_near(x, s) for s in theirs) and not _elsewhere(x, by, other, facts_of):
            undecided.append(x)
    done = {n for x in kept for n in (x.head, x.tail) if n in spells}  # whom a kept instant put there
    if left := [x for x in undecided if not {x.head, x.tail} & done]:
        raise NoAnswer(
            f"the graph cannot tell whether {left[0].render()} put its side in {by.entity}: it falls in or just before"
            f" a {by.relation} spell there, not on the day one began"
        )
    return kept


def _elsewhere(x: IntervalRow, by: Alongside, other: str, facts_of: FactsOf) -> bool:
    """Whether the instant's day began a spell of the same state with another entity (an elevation: the judge's
    seat on the higher court began that day)."""
    for name in (x.head, x.tail):
        if name == by.entity:
            continue
        for s in facts_of(name, by.relation, other):
            there = s.tail if by.side == "tail" else s.head
            if there != by.entity and _begins(x, s):
                return True
    return False
