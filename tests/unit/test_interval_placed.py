"""An instant said with the place it put its other side in ("Who did Reagan appoint to the Supreme Court?",
`rag/kg_irag/placed.py`): the instants on the day a spell there began; one inside a spell, or just before one, is
undecided unless that day began a spell elsewhere (an elevation), and no answer."""

from __future__ import annotations

import pytest

from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import Alongside
from chronorag.rag.kg_irag.placed import placed
from chronorag.rag.kg_irag.term_answers import NoAnswer
from factories import interval_row

COURT, LOWER = "Supreme Court", "Court of Appeals"
ON_THE_COURT = Alongside(relation="servedOn", entity=COURT, side="tail")


def appointed(judge: str, president: str, day: str) -> IntervalRow:
    return interval_row(f"{judge}:{day}", judge, "appointedBy", president, day, day, "instant")


SPELLS = [  # servedOn: a judge moved up from the lower court (its end a day after the higher seat began)
    interval_row("s1", "A", "servedOn", LOWER, "1982-08-17", "1986-09-27"),
    interval_row("s2", "A", "servedOn", COURT, "1986-09-26", None),
    interval_row("s3", "B", "servedOn", COURT, "1972-01-07", "2005-09-03"),  # a seat he kept when made chief
    interval_row("s4", "C", "servedOn", LOWER, "1990-01-01", "2000-01-01"),
]


def facts_of(entity: str, relation: str, side: str) -> list[IntervalRow]:
    return [s for s in SPELLS if s.relation == relation and (s.head if side == "head" else s.tail) == entity]


def test_the_instant_that_began_a_spell_there_put_its_side_there() -> None:
    scalia = [appointed("A", "Reagan", "1982-08-17"), appointed("A", "Reagan", "1986-09-26")]
    assert [x.start for x in placed(scalia, ON_THE_COURT, facts_of)] == ["1986-09-26"]
    below = Alongside(relation="servedOn", entity=LOWER, side="tail")
    # the higher seat's day falls inside the lower spell, but it began a spell elsewhere: no appointment below
    assert [x.start for x in placed(scalia, below, facts_of)] == ["1982-08-17"]


def test_an_instant_inside_a_spell_begun_otherwise_is_undecided() -> None:
    made_chief = [appointed("B", "Reagan", "1986-09-26")]
    with pytest.raises(NoAnswer, match="cannot tell"):
        placed(made_chief, ON_THE_COURT, facts_of)


def test_an_instant_far_from_any_spell_there_put_its_side_elsewhere() -> None:
    assert placed([appointed("C", "Bush", "1990-01-01")], ON_THE_COURT, facts_of) == []
    assert placed([appointed("D", "Bush", "1990-01-01")], ON_THE_COURT, facts_of) == []  # never on the Court


def test_an_undecided_instant_is_no_answer_beside_another_of_the_same_appointer() -> None:
    """ "Who did Reagan appoint to the Supreme Court in 1986?": Scalia's seat began that day, Rehnquist's chair did
    not; the one appointer both share settles neither."""
    both = [appointed("A", "Reagan", "1986-09-26"), appointed("B", "Reagan", "1986-09-26")]
    with pytest.raises(NoAnswer, match="cannot tell"):
        placed(both, ON_THE_COURT, facts_of)
