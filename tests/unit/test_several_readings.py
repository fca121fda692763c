"""A wording the graph holds the event for each way it may be read: answered only where every reading answers alike,
and only of answers that every reading giving alike their union gives too."""

from __future__ import annotations

import pytest

from chronorag.algebra.terms import After, Count, Facts, Nth, Query, TimeOf
from chronorag.plans import EventPlan
from chronorag.rag.core.event_shell import Run
from chronorag.rag.core.types import RAGResult
from chronorag.rag.kg_irag.event_loop import EventLoop, _agreeing
from chronorag.rag.kg_irag.offline_planner import GraphParsers, _also
from chronorag.understanding.errors import PlanningError, SeveralGraphs, SeveralReadings

MET = Facts(head="Hashim Thaçi", relation="Consult")
VISIT = Facts(head="Hashim Thaçi", relation="Make a visit", tail="Japan")


def test_first_last_who_when_and_yes_no_agree_across_readings() -> None:
    last_before = Nth(facts=After(facts=MET, time=TimeOf(facts=VISIT, which="first")), from_end=True)
    assert _agreeing(Query(asks="entity", term=last_before, side="tail"))
    assert _agreeing(Query(asks="time", term=Nth(facts=MET)))


def test_counts_rankings_and_the_nth_are_never_answered_by_agreement() -> None:
    assert not _agreeing(Query(asks="count", term=Count(facts=MET)))
    assert not _agreeing(Query(asks="time", term=Nth(facts=MET, n=2)))
    second = TimeOf(facts=VISIT, which="nth", n=2)
    assert not _agreeing(Query(asks="entity", term=After(facts=MET, time=second), side="tail"))


def test_the_readings_survive_the_composers_refusal() -> None:
    several = SeveralReadings("'met' may mean A or B", [("'met' as A", 1), ("'met' as B", 2)])
    said = _also(several, "refused; composed: no")
    assert isinstance(said, SeveralReadings) and said.readings == several.readings and str(said).endswith("no")
    assert type(_also(PlanningError("x"), "x; composed: y")) is PlanningError


def _answered(by_relation: dict[str, list[str]]) -> RAGResult:
    """`EventLoop._every_reading` over readings of one wording, each answered by `by_relation` (no graph)."""
    loop = EventLoop.__new__(EventLoop)
    readings = [
        (f"'met' as {r}", Query(asks="entity", term=Facts(head="X", relation=r), side="tail")) for r in by_relation
    ]

    def execute(q: Query, usage: object, result: RAGResult, run: object, seconds: float) -> None:
        result.rank(by_relation[q.term.relation])  # type: ignore[union-attr]

    loop._execute = execute  # type: ignore[method-assign]
    result = RAGResult(question="Who did X meet?", answer="no answer")
    loop._every_reading(SeveralReadings("'met' may mean A or B", readings), result, Run(result.question))
    return result


def test_the_one_reading_that_finds_facts_answers_where_the_others_find_none() -> None:
    result = _answered({"Consult": ["Y"], "Meet": []})
    assert result.answers == ["Y"] and "the only reading the graph holds here" in result.reason


def test_readings_that_each_find_facts_and_differ_are_refused() -> None:
    with pytest.raises(PlanningError, match="the readings answer"):
        _answered({"Consult": ["Y"], "Meet": ["Z"]})
    with pytest.raises(PlanningError, match="the readings answer"):
        _answered({"Consult": [], "Meet": []})


def _graphs_answer(by_graph: dict[str, list[str]]) -> RAGResult:
    """`EventLoop._every_reading` over two interval graphs' plans of one question, each answered by `by_graph`."""
    loop = EventLoop.__new__(EventLoop)
    plans = [
        (
            f"over {g}",
            EventPlan(
                question="q", qtype="equal", answer_type="count", anchor="X", position="head", relation="r", dataset=g
            ),
        )
        for g in by_graph
    ]

    def execute(q: EventPlan, usage: object, result: RAGResult, run: object, seconds: float) -> None:
        result.rank(by_graph[q.dataset or ""])

    loop._execute = execute  # type: ignore[method-assign]
    result = RAGResult(question="q", answer="no answer")
    loop._every_reading(SeveralGraphs("a, b each read the question", plans), result, Run("q"))
    return result


def test_of_two_graphs_the_one_that_holds_facts_answers_even_a_count() -> None:
    assert _graphs_answer({"a": ["0"], "b": ["3"]}).answers == ["3"]
    with pytest.raises(PlanningError, match="the readings answer"):
        _graphs_answer({"a": ["2"], "b": ["3"]})


class _Reads:
    """A graph's parser that reads every question into `plan` (or refuses)."""

    def __init__(self, relation: str | None) -> None:
        self.relation = relation

    def parse(self, question: str) -> EventPlan:
        if self.relation is None:
            raise PlanningError("no relation of the graph is said")
        return EventPlan(
            question=question, qtype="equal", answer_type="entity", anchor="X", position="head", relation=self.relation
        )


def test_two_interval_graphs_that_each_read_a_question_in_full_are_each_asked() -> None:
    both = GraphParsers(None, lambda: {"a": _Reads("worksAt"), "b": _Reads("affiliatedWith")}, True)  # type: ignore[dict-item]
    with pytest.raises(SeveralGraphs) as several:
        both.parse("Where did X work?")
    assert [how for how, _ in several.value.readings] == ["over a", "over b"]
    one = GraphParsers(None, lambda: {"a": _Reads(None), "b": _Reads("affiliatedWith")}, True)  # type: ignore[dict-item]
    assert one.parse("Where did X work?").dataset == "b"


def test_two_graphs_name_one_answer_alike_with_titles_and_marks_aside() -> None:
    assert _graphs_answer({"a": ["Sir Bernard Katz"], "b": ["Bernard Katz"]}).answers == ["Sir Bernard Katz"]
    assert _graphs_answer({"a": ["Washington, DC"], "b": ["Washington, D.C."]}).answers == ["Washington, DC"]
