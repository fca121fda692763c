"""One term for a wording read several ways: the readings' terms, alike but for the relations of their facts.

"How many meetings were there between A and B?" reads 'meetings' as Consult or as Meet at a 'third' location; the
wording at its widest is their union (`Facts.also`: a fact of any of them), which the answer loop asks beside each
reading, answering only where the union says what a reading says (`event_loop`). Of a graph of facts true over
intervals too: "beat" of beat and beatOnPenalties, a shootout won its narrower kind."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from chronorag.algebra.terms import Facts, Query
from chronorag.algebra.walk import leaves


def widened(union: Query, widens: dict[str, str]) -> str | None:
    """The relation the union's wording means, where every other of its relations only widens it (`widens`,
    relation -> the one it widens: "met" is Consult, also said of meetings at a 'third' location): the first
    reading's; None where the readings are peers ("talks": consultations and negotiations alike)."""
    widening = [f for f in leaves(union.term) if f.also]
    if not widening or any(f.relations != widening[0].relations for f in widening):
        return None
    first, *others = widening[0].relations
    return first if first is not None and all(widens.get(r or "") == first for r in others) else None


def union_of(queries: list[Query]) -> Query | None:
    """The query whose facts may have any of the readings' relations; None where the readings differ otherwise."""
    if len(queries) < 2:
        return None
    first = queries[0]
    term: Any = first.term
    for q in queries[1:]:
        if q.model_copy(update={"term": first.term, "notes": first.notes, "ignored": first.ignored}) != first:
            return None
        term = _widen(term, q.term)
        if term is None:
            return None
    return first.model_copy(update={"term": term})


def _widen(a: Any, b: Any) -> Any:
    """`a` with each of its facts widened by the relation `b` has there; None where `b` differs otherwise."""
    if type(a) is not type(b):
        return None
    if isinstance(a, Facts):
        return _widen_facts(a, b)
    if not isinstance(a, BaseModel):
        return a if a == b else None
    update: dict[str, Any] = {}
    for name in type(a).model_fields:
        x, y = getattr(a, name), getattr(b, name)
        widened = _widen(x, y) if isinstance(x, BaseModel) else (x if x == y else None)
        if widened is None and (x is not None or y is not None):
            return None
        update[name] = widened
    return a.model_copy(update=update)


def _widen_facts(a: Facts, b: Facts) -> Facts | None:
    if a.relation is None or b.relation is None or b.also:
        return None
    if a.model_copy(update={"relation": b.relation, "also": ()}) != b.model_copy(update={"also": ()}):
        return None
    return a.model_copy(update={"also": a.also if b.relation in a.relations else (*a.also, b.relation)})
