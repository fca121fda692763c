"""The final (`rag.kg_irag.interval_final`): the last meeting of the year, of any kind, answered only where it is the
asked fact; a semi-final, a third place play-off or a final lost is never the answer."""

from __future__ import annotations

import re
from datetime import date

import pytest

from chronorag.graph.retrieval import IntervalRow
from chronorag.plans import Constraint, EventPlan
from chronorag.rag.kg_irag.interval_final import at_the_final
from chronorag.rag.kg_irag.term_answers import NoAnswer

YEAR = Constraint(kind="in", granularity="year", start=date(2006, 1, 1), end=date(2007, 1, 1))
FACTS = [  # (head, relation, tail, day)
    ("Italy", "beat", "Ghana", "2006-06-12"),
    ("Italy", "drewWith", "United States", "2006-06-17"),
    ("France", "beatOnPenalties", "Portugal", "2006-07-01"),  # of a kind of meeting Germany never had
    ("Italy", "beat", "Germany", "2006-07-04"),
    ("France", "beat", "Portugal", "2006-07-05"),
    ("Germany", "beat", "Portugal", "2006-07-08"),
    ("Italy", "beatOnPenalties", "France", "2006-07-09"),
    ("Italy", "playedMatchIn", "Berlin", "2006-07-10"),  # no meeting: Berlin is met by no relation asked
    ("Gianluigi Buffon", "squadMemberOf", "Italy", "2006-07-09"),
]


def _row(k: int, head: str, relation: str, tail: str, day: str) -> IntervalRow:
    return IntervalRow(
        id=str(k), head=head, relation=relation, tail=tail, start=day, end=day, start_precision="day",
        end_precision="day", start_year=2006, end_year=2006, kind="event", symmetric=relation == "drewWith",
    )  # fmt: skip


ROWS = [_row(k, *f) for k, f in enumerate(FACTS)]


def _plan(anchor: str, position: str, relation: str = "beat") -> EventPlan:
    return EventPlan(
        question="q", qtype="equal_multi", answer_type="entity", anchor=anchor, position=position,  # type: ignore[arg-type]
        relation=relation, constraint=YEAR, extremum="last", final=True, dataset="g",
    )  # fmt: skip


def _of(entity: str) -> list[IntervalRow]:
    return [r for r in ROWS if entity in (r.head, r.tail)]


def _last_meeting(rows: list[IntervalRow] = ROWS) -> tuple[str | None, set[str], int]:  # LAST_MEETING's reading
    sides = {s for r in rows if r.relation == "beat" for s in (r.head, r.tail)}
    day = max(r.start for r in rows if {r.head, r.tail} <= sides)
    return day, sides, len({frozenset((r.head, r.tail)) for r in rows if r.start == day and {r.head, r.tail} <= sides})


def test_a_final_won_on_penalties_is_the_win_asked() -> None:
    rows, note = at_the_final(_plan("Italy", "head"), _of("Italy"), _last_meeting)
    assert [(r.relation, r.tail) for r in rows] == [("beatOnPenalties", "France")]
    assert "2006" in note


def test_a_final_lost_answers_no_win_and_no_earlier_one() -> None:
    with pytest.raises(NoAnswer, match=re.escape("the final of 2006 is Italy | beatOnPenalties | France")):
        at_the_final(_plan("France", "head"), _of("France"), _last_meeting)  # France beat Portugal in the semi-final


def test_a_third_place_play_off_is_no_final() -> None:
    with pytest.raises(NoAnswer, match="Germany met no one on 2006-07-09"):
        at_the_final(_plan("Germany", "head"), _of("Germany"), _last_meeting)


def test_who_beat_the_loser_is_asked_from_the_tail() -> None:
    rows, _ = at_the_final(_plan("France", "tail"), _of("France"), _last_meeting)
    assert [r.head for r in rows] == ["Italy"]


def test_the_year_must_be_said() -> None:
    plan = _plan("Italy", "head").model_copy(update={"constraint": Constraint()})
    with pytest.raises(NoAnswer, match="of which year"):
        at_the_final(plan, _of("Italy"), _last_meeting)


def test_a_play_off_the_day_of_the_final_tells_no_final() -> None:
    rows = [*ROWS, _row(99, "Germany", "beat", "Portugal", "2006-07-09")]
    with pytest.raises(NoAnswer, match="2 meetings on 2006-07-09"):
        at_the_final(_plan("Italy", "head"), _of("Italy"), lambda: _last_meeting(rows))
