"""A name the graph split into parallel names after a time (`name_family`): "Cy Young Award" (1956-1966), then the
National and American League's, as it split the Gold Glove. A question naming it reads any of them; a year before a
name is an edition, a split the graph makes of no other name is none, nor one whose names' facts overlap (towns)."""

from __future__ import annotations

from typing import cast

from chronorag.algebra.terms import Among, Count, Facts, Nth, Query, Rank
from chronorag.understanding.name_family import as_family, family
from chronorag.understanding.names import NameIndex
from chronorag.understanding.reading import Graph
from chronorag.understanding.relations import RelationLexicon

AWARD = "Cy Young Award"
LEAGUES = ["American League Cy Young Award", "National League Cy Young Award"]
GLOVES = ["Gold Glove", "American League Gold Glove", "National League Gold Glove"]
TOWNS = ["Brookfield, Massachusetts", "North Brookfield, Massachusetts", "South Brookfield, Massachusetts"]
WON = "wonAward"
HEADS = {"Roger Clemens": [*LEAGUES], "Sandy Koufax": [AWARD], "Greg Maddux": GLOVES}  # head -> its wonAward tails
SPANS = {AWARD: (1956, 1966), **{n: (1967, 2024) for n in LEAGUES}, **{n: (1870, 1990) for n in TOWNS}}
NAMES = [AWARD, *LEAGUES, *GLOVES, *TOWNS, "1990 Cy Young Award", "The Cy Young Award Committee", *HEADS]


def span(name: str) -> tuple[int, int] | None:
    return SPANS.get(name)


def _graph() -> Graph:
    def relations_of(name: str) -> list[str]:
        return [WON] if name in HEADS or any(name in tails for tails in HEADS.values()) else ["bornIn"]

    def tails_of(name: str, relation: str) -> list[str]:
        return HEADS.get(name, []) if relation == WON else ["Brookfield, Massachusetts"] if name in HEADS else []

    return Graph(
        names=NameIndex.build(NAMES),
        lexicon=cast(RelationLexicon, None),
        relations_of=relations_of,
        tails_of=tails_of,
        intervals=True,
    )


def test_the_family_is_the_names_it_was_split_into_as_another_was() -> None:
    g = _graph()
    assert sorted(family(g, AWARD, WON, "tail", span)) == LEAGUES
    assert family(g, AWARD, WON, "head", span) == []  # they hold it as its tail, not its head
    assert family(g, AWARD, "playedFor", "tail", span) == []
    assert family(g, "Gold Glove", WON, "tail", span) == []  # its names' years unknown here: never guessed
    assert family(g, TOWNS[0], "bornIn", "tail", span) == []  # "North" / "South" split no other name; years overlap


def test_a_split_before_the_name_ended_is_none() -> None:
    overlapping = {**SPANS, LEAGUES[0]: (1960, 2024)}
    assert family(_graph(), AWARD, WON, "tail", overlapping.get) == []


def test_a_question_naming_it_alone_ranks_any_of_them() -> None:
    rank = Rank(facts=Facts(relation=WON, tail=AWARD, graph="mlb"), side="head", by="facts", order="most")
    q = as_family(Query(asks="entity", side="head", focus="tail", term=rank), _graph(), span)
    assert isinstance(q.term, Rank) and isinstance(q.term.facts, Among)
    assert q.term.facts.side == "tail" and q.term.facts.facts.tail is None
    assert set(q.term.facts.names) == {AWARD, *LEAGUES}
    assert "as any of" in q.notes[-1]


def test_a_count_of_a_plan_counts_the_facts_of_any_of_them() -> None:
    count = Count(facts=Facts(relation=WON, tail=AWARD, graph="mlb"))
    q = as_family(Query(asks="count", term=count), _graph(), span)
    assert isinstance(q.term, Count) and q.term.what == "facts" and isinstance(q.term.facts, Among)


def test_an_nth_a_time_asked_or_the_event_graph_is_left_as_it_is() -> None:
    g = _graph()
    both = Query(asks="yes_no", term=Facts(head="Roger Clemens", relation=WON, tail=AWARD, graph="mlb"))
    assert as_family(both, g, span).term != both.term  # the award's side, the holder kept
    nth = Query(asks="entity", side="head", term=Nth(facts=Facts(relation=WON, tail=AWARD, graph="mlb"), n=1))
    assert as_family(nth, g, span) is nth
    when = Query(asks="time", focus="tail", term=Facts(relation=WON, tail=AWARD, graph="mlb"))
    assert as_family(when, g, span) is when
    events = Query(asks="entity", side="head", focus="tail", term=Facts(relation=WON, tail=AWARD))
    assert as_family(events, g, span) is events  # the event graph's dated facts: never
