"""A term of facts true over intervals that finds none never says the graph lacks a fact it holds: where the one
entity named holds the relation in the other role, or other relations, the reason says so (issue 45: "a reason never
says the graph lacks a fact it holds")."""

from __future__ import annotations

import pytest

from chronorag.algebra.terms import Count, Facts, Query
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from chronorag.rag.kg_irag.term_answers import NoAnswer
from factories import interval_row

HOSTED = interval_row("1", "Ireland", "hostedContest", "Contest 1971", "1971", "1971")
SANG = interval_row("2", "Dana", "wonContest", "Contest 1970", "1970", "1970")


class _Graph(IntervalTerms):
    """The terms over a fixed list of facts, each pattern read as the graph would read it, no server."""

    def __init__(self, rows: list[IntervalRow]) -> None:
        super().__init__(None)  # type: ignore[arg-type]
        self.rows = rows
        for r in rows:
            for name in (r.head, r.tail):
                self._read.setdefault(("songs", name), []).append(r)

    def leaf(self, f: Facts) -> list[IntervalRow]:
        return [
            r for r in self.rows if r.relation == f.relation and f.head in (None, r.head) and f.tail in (None, r.tail)
        ]


def _count(facts: Facts) -> Query:
    return Query(asks="count", term=Count(facts=facts, what="entities", side="head", different=True))


def test_an_entity_held_in_the_other_role_is_said_with_its_fact() -> None:
    flipped = Facts(tail="Ireland", relation="hostedContest", graph="songs")
    with pytest.raises(NoAnswer, match=r"it holds Ireland as the head of hostedContest: Ireland \| hostedContest"):
        _Graph([HOSTED, SANG])._asked(_count(flipped))


def test_an_entity_of_other_relations_is_said_with_them_and_one_of_none_plainly() -> None:
    other = Facts(head="Dana", relation="hostedContest", graph="songs")
    with pytest.raises(NoAnswer, match=r"no fact of \(Dana, hostedContest, \?\) in songs; it holds Dana's wonContest$"):
        _Graph([HOSTED, SANG])._asked(Query(asks="entity", side="tail", term=other))
    unknown = Facts(head="Malta", relation="hostedContest", graph="songs")
    with pytest.raises(NoAnswer, match=r"no fact of \(Malta, hostedContest, \?\) in songs$"):
        _Graph([HOSTED, SANG])._asked(_count(unknown))
