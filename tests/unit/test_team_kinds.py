"""Clubs and national teams said of the answer over a graph whose playsFor holds both (a reviewer's finds: "Which
club did Scott Sinclair play for in 2006?" answered England's under-17 team)."""

from __future__ import annotations

from chronorag.plans import EventPlan
from chronorag.rag.kg_irag.team_kinds import teams_said
from factories import interval_row

ROWS = [
    interval_row("1", "Scott Sinclair", "playsFor", "England national under-17 football team", "2005", "2006"),
    interval_row("2", "Scott Sinclair", "playsFor", "Chelsea F.C.", "2005", "2010"),
]


def _plan(question: str, answer_type: str = "entity") -> EventPlan:
    fields = {"question": question, "qtype": "equal", "answer_type": answer_type, "granularity": "year"}
    return EventPlan.model_validate(fields | {"anchor": "Scott Sinclair", "position": "head", "relation": "playsFor"})


def test_club_said_leaves_out_national_teams_and_national_team_keeps_only_them() -> None:
    clubs, note = teams_said(_plan("Which club did Scott Sinclair play for in 2006?"), ROWS, "tail")
    assert [r.tail for r in clubs] == ["Chelsea F.C."] and "'club' said" in note
    national, _ = teams_said(_plan("Which national team did Scott Sinclair play for first?"), ROWS, "tail")
    assert [r.tail for r in national] == ["England national under-17 football team"]
    assert teams_said(_plan("Which team did Scott Sinclair play for in 2006?"), ROWS, "tail") == (ROWS, "")
    assert teams_said(_plan("How many clubs?", "count"), ROWS, "tail") == (ROWS, "")  # counts: `interval_terms`
    league = _plan("Which team won the National League pennant in 1951?").model_copy(
        update={"anchor": "National League"}
    )
    assert teams_said(league, ROWS, "tail") == (ROWS, "")  # a name's word, no kind said (it had emptied the answers)
