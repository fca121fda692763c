"""A composed plan keeps the notes of the clauses its term holds (`rag/kg_irag/composed_notes.py`)."""

from __future__ import annotations

from chronorag.algebra.from_plans import query_of
from chronorag.algebra.terms import Between, Query, TimeOf
from chronorag.plans import EventPlan
from chronorag.rag.kg_irag.composed_notes import Noted


def _plan(text: str, other: str) -> EventPlan:
    note = f"read {text!r} as wonAward"
    return EventPlan(
        question=text, qtype="equal", answer_type="time", anchor="Sidney Crosby", position="head", other=other,
        relation="wonAward", dataset="graph16", notes=[note],
    )  # fmt: skip


def test_a_composed_plan_keeps_the_notes_of_the_clauses_it_holds() -> None:
    """The clause the term holds gives its notes; one read on the way and left out gives none."""
    noted = Noted(lambda text: _plan(text, "Hart Memorial Trophy" if "Hart" in text else "Art Ross Trophy"))
    held = noted("When was Sidney Crosby's Hart Trophy?")
    noted("When was Sidney Crosby's Art Ross Trophy?")
    leaf = query_of(held).term
    term = Between(first=TimeOf(facts=leaf, which="first"), second=TimeOf(facts=leaf, which="last"), unit="year")
    kept = noted.kept(Query(asks="count", term=term, focus="head"))
    assert kept.notes == ['read "When was Sidney Crosby\'s Hart Trophy?" as wonAward']
