"""A wording the graph holds the event for each way it may be read: answered only where every reading answers alike,
and only of answers that every reading giving alike their union gives too."""

from __future__ import annotations

import pytest

from chronorag.algebra.terms import After, Count, Facts, Nth, Query, Rank, TimeOf, Within
from chronorag.algebra.union import union_of, widened
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


def _answered(by_relation: dict[str, list[str]], asked: list[object] | None = None) -> RAGResult:
    """`EventLoop._every_reading` over readings of one wording, each answered by `by_relation` (no graph); `asked`
    collects the relations of every term answered."""
    loop = EventLoop.__new__(EventLoop)
    readings = [
        (f"'met' as {r}", Query(asks="entity", term=Facts(head="X", relation=r), side="tail")) for r in by_relation
    ]

    def execute(q: Query, usage: object, result: RAGResult, run: object, seconds: float) -> None:
        relations = q.term.relations  # type: ignore[union-attr]
        if asked is not None:
            asked.append(relations)
        result.rank(sorted({x for r in relations for x in by_relation[r]}))  # the union: every reading's facts

    loop._execute = execute  # type: ignore[method-assign]
    result = RAGResult(question="Who did X meet?", answer="no answer")
    loop._every_reading(SeveralReadings("'met' may mean A or B", readings), result, Run(result.question))
    return result


def test_readings_of_who_that_answer_alike_are_the_answer_and_their_union_is_not_asked() -> None:
    asked: list[object] = []
    result = _answered({"Consult": ["Y"], "Meet": ["Y"]}, asked)
    assert result.answers == ["Y"] and "answers alike" in result.reason
    assert asked == [("Consult",), ("Meet",)]  # who, alike each way: all together says it too


def test_the_one_reading_that_finds_facts_answers_where_the_others_find_none() -> None:
    result = _answered({"Consult": ["Y"], "Meet": []})
    assert result.answers == ["Y"] and "the only reading the graph holds here" in result.reason


def test_readings_that_each_find_facts_and_differ_are_refused() -> None:
    with pytest.raises(PlanningError, match="the readings answer"):
        _answered({"Consult": ["Y"], "Meet": ["Z"]})
    with pytest.raises(PlanningError, match="the readings answer"):
        _answered({"Consult": [], "Meet": []})


def test_the_union_of_readings_alike_but_for_their_relations_is_one_term_of_every_relation() -> None:
    asked = [Query(asks="count", term=Count(facts=MET.model_copy(update={"relation": r}))) for r in ("Consult", "Meet")]
    union = union_of(asked)
    assert union is not None and str(union.term) == "how many of the days of (Hashim Thaçi, Consult or Meet, ?)"
    assert union.term.facts.relations == ("Consult", "Meet")  # type: ignore[union-attr]
    elsewhere = Query(asks="count", term=Count(facts=Within(facts=MET, time=TimeOf(facts=VISIT))))
    assert union_of([asked[0], elsewhere]) is None  # not alike but for a relation
    assert union_of([asked[0], Query(asks="count", term=Count(facts=VISIT))]) is None  # another side named too
    in_a_graph = [Query(asks="count", term=Count(facts=Facts(head="X", relation=r, graph="g"))) for r in ("a", "b")]
    widest = union_of(in_a_graph)  # of a graph of facts true over intervals too ("beat", "beatOnPenalties")
    assert widest is not None and widest.term.facts.relations == ("a", "b")  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="widen a named relation"):
        Facts(head="X", also=("Consult",))


def _counted(by_relation: dict[tuple[str, ...], str], rank: bool = False) -> RAGResult:
    """`_every_reading` over a count (or a ranking) read two ways, each way and their union answered by the table."""
    loop = EventLoop.__new__(EventLoop)

    def query(r: str) -> Query:
        facts = Facts(head="X", relation=r)
        return (
            Query(asks="entity", term=Rank(facts=facts, side="tail"), side="tail")
            if rank
            else Query(asks="count", term=Count(facts=facts))
        )

    def execute(q: Query, usage: object, result: RAGResult, run: object, seconds: float) -> None:
        said = by_relation[q.term.facts.relations]  # type: ignore[union-attr]
        result.rank([said] if said else [])

    loop._execute = execute  # type: ignore[method-assign]
    readings = [(f"'met' as {r}", query(r)) for r in ("Consult", "Meet")]
    result = RAGResult(question="How many times did X meet Y?", answer="no answer")
    loop._every_reading(SeveralReadings("'met' may mean A or B", readings), result, Run(result.question))
    return result


def test_a_count_read_two_ways_is_answered_only_where_each_way_and_both_together_count_alike() -> None:
    result = _counted({("Consult",): "3", ("Meet",): "3", ("Consult", "Meet"): "3"})
    assert result.answers == ["3"] and "every reading the graph holds answers alike" in result.reason
    with pytest.raises(PlanningError, match="all together: 3"):  # "negotiate" may mean the narrower one
        _counted({("Consult",): "3", ("Meet",): "1", ("Consult", "Meet"): "3"})
    with pytest.raises(PlanningError, match="all together: 3"):  # a reading with none may be the one meant
        _counted({("Consult",): "3", ("Meet",): "", ("Consult", "Meet"): "3"})


def test_a_ranking_read_two_ways_is_answered_only_where_each_way_and_both_together_agree() -> None:
    assert _counted({("Consult",): "Y", ("Meet",): "Y", ("Consult", "Meet"): "Y"}, rank=True).answers == ["Y"]
    with pytest.raises(PlanningError, match="the readings answer"):
        _counted({("Consult",): "Y", ("Meet",): "", ("Consult", "Meet"): "Y"}, rank=True)
    with pytest.raises(PlanningError, match="the readings answer"):
        _counted({("Consult",): "Y", ("Meet",): "Z", ("Consult", "Meet"): "Y"}, rank=True)


def _met(by_relation: dict[tuple[str, ...], str], rank: bool = False) -> RAGResult:
    """`_every_reading` over "met" read as Consult (what it means) and as Meet at a 'third' location (a widening)."""
    loop = EventLoop.__new__(EventLoop)
    third = "Meet at a 'third' location"

    def query(r: str) -> Query:
        return Query(asks="entity", term=Rank(facts=Facts(head="X", relation=r), side="tail"), side="tail")

    def execute(q: Query, usage: object, result: RAGResult, run: object, seconds: float) -> None:
        said = by_relation[tuple(r or "" for r in q.term.facts.relations)]  # type: ignore[union-attr]
        result.rank([said] if said else [])

    loop._execute = execute  # type: ignore[method-assign]
    readings = [(f"'met' as {r}", query(r)) for r in ("Consult", third)]
    result = RAGResult(question="Who did X meet most often?", answer="no answer")
    loop._every_reading(SeveralReadings("'met' may mean A or B", readings), result, Run(result.question))
    return result


def test_a_wording_that_means_one_relation_widened_by_another_is_answered_where_the_widening_changes_nothing() -> None:
    third = "Meet at a 'third' location"
    union = union_of([Query(asks="count", term=Count(facts=Facts(head="X", relation=r))) for r in ("Consult", third)])
    assert union is not None and widened(union, {third: "Consult"}) == "Consult"
    talks = [Query(asks="count", term=Count(facts=Facts(head="X", relation=r))) for r in ("Consult", "Engage")]
    assert widened(union_of(talks), {third: "Consult"}) is None  # type: ignore[arg-type]  # peers: neither only widens the other
    result = _met({("Consult",): "Y", (third,): "Z", ("Consult", third): "Y"})
    assert result.answers == ["Y"] and "it answers the same" in result.reason
    with pytest.raises(PlanningError, match="all together: Z"):  # the widening changes the answer
        _met({("Consult",): "Y", (third,): "Z", ("Consult", third): "Z"})
    with pytest.raises(PlanningError, match="the readings answer"):  # what "met" means finds nothing here
        _met({("Consult",): "", (third,): "Z", ("Consult", third): "Z"})


def _beat(by_relation: dict[tuple[str, ...], str]) -> RAGResult:
    """`_every_reading` over "beat" of a graph of intervals, read as beat and as its narrower beatOnPenalties."""
    loop = EventLoop.__new__(EventLoop)

    def query(r: str) -> Query:
        return Query(asks="yes_no", term=Facts(head="Italy", relation=r, tail="France", graph="cup"))

    def execute(q: Query, usage: object, result: RAGResult, run: object, seconds: float) -> None:
        said = by_relation[q.term.relations]  # type: ignore[union-attr]
        result.rank([said] if said else [])

    loop._execute = execute  # type: ignore[method-assign]
    readings = [(f"as {r}", query(r)) for r in ("beat", "beatOnPenalties")]
    result = RAGResult(question="Did Italy beat France in 2002?", answer="no answer")
    several = SeveralReadings("beat may be beatOnPenalties too", readings)
    loop._every_reading(several, result, Run(result.question))
    return result


def test_a_narrower_kind_that_finds_nothing_leaves_the_no_of_the_relation_said() -> None:
    """ "Did Italy beat South Korea in 2002?": no match won, nor a shootout (a reading that cannot deny it finds
    nothing): no; a shootout won is the only reading that holds, yes; both holding apart is no answer."""
    assert _beat({("beat",): "no", ("beatOnPenalties",): "", ("beat", "beatOnPenalties"): ""}).answers == ["no"]
    assert _beat({("beat",): "no", ("beatOnPenalties",): "yes", ("beat", "beatOnPenalties"): "yes"}).answers == ["yes"]
    with pytest.raises(PlanningError, match="the readings answer"):
        _beat({("beat",): "Sweden", ("beatOnPenalties",): "Italy", ("beat", "beatOnPenalties"): "Italy"})
