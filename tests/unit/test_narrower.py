"""A relation said by its own words where the graph holds a narrower kind of it ("beat", "beatOnPenalties"): both
readings, answered only where they agree (`understanding.narrower`); never "won" and "wonForFilm", of other kinds."""

from __future__ import annotations

import pytest

from chronorag.algebra.terms import Facts, Query
from chronorag.plans import EventPlan
from chronorag.understanding.errors import PlanningError, SeveralReadings
from chronorag.understanding.event import EventParser
from chronorag.understanding.names import NameIndex
from chronorag.understanding.narrower import narrower_said, others_unsaid
from chronorag.understanding.relations import RelationLexicon

FACTS = [
    ("Italy", "beat", "France"),
    ("Italy", "beatOnPenalties", "France"),
    ("France", "beat", "Brazil"),
    ("Streep", "won", "Best Actress"),
    ("Streep", "wonForFilm", "Sophie's Choice"),
]


def _graph() -> EventParser:
    relations = sorted({r for _, r, _ in FACTS})
    names = NameIndex.build(sorted({e for h, _, t in FACTS for e in (h, t)}), plain=True)

    def relations_of(entity: str) -> list[str]:
        return sorted({r for h, r, t in FACTS if entity in (h, t)})

    def tails_of(entity: str, relation: str) -> list[str]:
        return [t for h, r, t in FACTS if h == entity and r == relation]

    def heads_of(entity: str, relation: str) -> list[str]:
        return [h for h, r, t in FACTS if t == entity and r == relation]

    return EventParser(
        names,
        RelationLexicon(relations, intervals=True),
        relations_of,
        intervals=True,
        tails_of=tails_of,
        heads_of=heads_of,
    )


def _plan(anchor: str, relation: str) -> EventPlan:
    return EventPlan.model_validate(
        {
            "question": "q",
            "qtype": "equal",
            "answer_type": "entity",
            "granularity": "day",
            "anchor": anchor,
            "position": "head",
            "relation": relation,
            "dataset": "g",
        }
    )


def test_a_relation_with_a_narrower_kind_of_the_same_sides_is_read_both_ways() -> None:
    g = _graph().graph
    with pytest.raises(SeveralReadings) as several:
        narrower_said(_plan("Italy", "beat"), g)
    assert [how for how, _ in several.value.readings] == ["as beat", "as beatOnPenalties"]
    term = Query(asks="entity", side="tail", term=Facts(head="Italy", relation="beat", graph="g"))
    with pytest.raises(SeveralReadings):
        narrower_said(term, g)
    narrower_said(_plan("Streep", "won"), g)  # films are no awards: one reading, as read
    narrower_said(_plan("Italy", "beatOnPenalties"), g)  # the narrower said: as read


def test_a_relation_of_the_others_of_a_kind_is_refused_where_the_question_does_not_say_others() -> None:
    """ "Who was the US chief of mission in China in 1975?" read as otherChiefOfMissionTo: the ambassador is a chief
    of mission too, so the others alone are no answer; said ("other chief of mission"), it is read."""
    plan = _plan("China", "otherChiefOfMissionTo").model_copy(
        update={"question": "Who was the US chief of mission in China in 1975?"}
    )
    with pytest.raises(PlanningError, match="other ones of its kind"):
        others_unsaid(plan)
    others_unsaid(plan.model_copy(update={"question": "Who was the other chief of mission in China in 1975?"}))
    others_unsaid(_plan("Italy", "beat"))
