"""The notes of the clauses a composed question is read over ("How many years apart were X's two Hart Trophies?":
"read ... as wonAward, the one relation the graph holds between X and Hart Memorial Trophy"), kept on the composed
plan: the engine's plan of each clause notes how its words were read, and the composed term holds that clause's
facts; a clause read on the way whose facts the term does not hold adds nothing."""

from __future__ import annotations

from collections.abc import Callable

from chronorag.algebra.from_plans import query_of
from chronorag.algebra.terms import Facts, Nth, Query
from chronorag.algebra.walk import found_in, leaves
from chronorag.plans import EventPlan
from chronorag.understanding.constructions.succession import ONE_ASKED


class Noted:
    """A clause parser that remembers the notes of each plan it gives, by the plan's facts."""

    def __init__(self, parse: Callable[[str], EventPlan]) -> None:
        self.parse = parse
        self.noted: list[tuple[list[Facts], list[str]]] = []

    def __call__(self, text: str) -> EventPlan:
        plan = self.parse(text)
        if plan.notes:
            self.noted.append((list(leaves(query_of(plan).term)), list(plan.notes)))
        return plan

    def kept(self, q: Query) -> Query:
        """`q` with the notes of the clauses whose facts its term holds."""
        held, notes = list(leaves(q.term)), list(q.notes)
        for facts, said in self.noted:
            if facts and all(f in held for f in facts):
                notes += [n for n in said if n not in notes]
        if not found_in(q.term, Nth):  # a clause read as "the one right after X", ranked every one: not so read
            notes = [n for n in notes if not n.startswith(ONE_ASKED)]
        return q if notes == q.notes else q.model_copy(update={"notes": notes})
