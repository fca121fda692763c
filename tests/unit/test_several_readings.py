"""A wording the graph holds the event for each way it may be read: answered only where every reading answers alike,
and only of answers that every reading giving alike their union gives too."""

from __future__ import annotations

import pytest

from chronorag.algebra.terms import After, Count, Facts, Nth, Query, TimeOf
from chronorag.rag.core.event_shell import Run
from chronorag.rag.core.types import RAGResult
from chronorag.rag.kg_irag.event_loop import EventLoop, _agreeing
from chronorag.rag.kg_irag.offline_planner import _also
from chronorag.understanding.errors import PlanningError, SeveralReadings

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
