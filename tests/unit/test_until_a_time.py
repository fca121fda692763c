"""`Until` over facts true over intervals ("What was the latest Node.js release when Angular 14 came out?"): the
facts begun on or before the time's last day, that day included, the reference's own fact too; where the graph dates
the reference only to its year, a fact begun in that year may lie on either side: no answer. No database: the rows
are given."""

from __future__ import annotations

from typing import Any

from chronorag.algebra.terms import Facts, Nth, Query, TimeOf, Until
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.core.event_shell import Run
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from factories import interval_row

GRAPH = "lifecycles"
NODE = [
    interval_row("n16", "Node.js", "released", "Node.js 16", "2021-04-20", "2021-04-20", "event"),
    interval_row("n18", "Node.js", "released", "Node.js 18", "2022-04-19", "2022-04-19", "event"),
    interval_row("n20", "Node.js", "released", "Node.js 20", "2023-04-18", "2023-04-18", "event"),
]


def _latest(node: list[IntervalRow], reference: IntervalRow) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "Node.js")] = node
    terms._read[(GRAPH, reference.head)] = [*node, reference] if reference.head == "Node.js" else [reference]
    time = TimeOf(facts=Facts(head=reference.head, relation="released", tail=reference.tail, graph=GRAPH))
    releases = Facts(head="Node.js", relation="released", graph=GRAPH)
    term: Any = Nth(facts=Until(facts=releases, time=time), from_end=True)
    answers, why, _ = terms.solve(Query(question="q", asks="entity", side="tail", term=term), Run("q"))
    return answers, why


def test_the_latest_until_an_event_is_the_last_begun_by_its_day() -> None:
    angular = interval_row("a14", "Angular", "released", "Angular 14", "2022-06-02", "2022-06-02", "event")
    assert _latest(NODE, angular)[0] == ["Node.js 18"]


def test_its_own_day_is_included() -> None:
    same_day = interval_row("a", "Angular", "released", "Angular 14", "2023-04-18", "2023-04-18", "event")
    assert _latest(NODE, same_day)[0] == ["Node.js 20"]


def test_a_reference_dated_to_its_year_alone_leaves_a_fact_of_that_year_undecided() -> None:
    coarse = interval_row("a", "Angular", "released", "Angular 14", "2022", "2022", "event")
    answers, why = _latest(NODE, coarse)
    assert answers == [] and "only to its year" in why, why
    earlier = interval_row("b", "Angular", "released", "Angular 14", "2021", "2021", "event")
    assert _latest(NODE[1:], earlier)[0] == []  # nothing of Node.js begun before 2021 here
