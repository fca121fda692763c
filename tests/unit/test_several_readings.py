"""A wording the graph holds the event for each way it may be read: answered only where every reading answers alike,
and only of answers that every reading giving alike their union gives too."""

from __future__ import annotations

from chronorag.algebra.terms import After, Count, Facts, Nth, Query, TimeOf
from chronorag.rag.kg_irag.event_loop import _agreeing
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
