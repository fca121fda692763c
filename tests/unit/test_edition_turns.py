"""The edition next to a holder's first or last win: only where every relation the win's noun may mean puts that
turn in one year ("Hinault's last win": a stage of 1986 after his last Tour of 1985 would change the answer)."""

from __future__ import annotations

from types import SimpleNamespace

from chronorag.understanding.constructions.succession import _one_turn

HELD = {
    ("Miguel Indurain", "wonTour"): ["1991 Tour de France", "1995 Tour de France"],
    ("Miguel Indurain", "wonStage"): ["1989 Tour de France, stage 9", "1995 Tour de France, stage 19"],
    ("Bernard Hinault", "wonTour"): ["1978 Tour de France", "1985 Tour de France"],
    ("Bernard Hinault", "wonStage"): ["1977 Tour de France, stage 3", "1986 Tour de France, stage 18"],
}
GRAPH = SimpleNamespace(tails_of=lambda entity, relation: HELD.get((entity, relation), []))
MEANT = ("wonStage", "wonTour")


def test_a_last_win_whose_every_meaning_falls_in_one_year_is_read() -> None:
    assert _one_turn(GRAPH, "Miguel Indurain", "wonTour", MEANT, "last")  # type: ignore[arg-type]


def test_a_win_that_may_be_a_later_stage_is_refused() -> None:
    assert not _one_turn(GRAPH, "Bernard Hinault", "wonTour", MEANT, "last")  # type: ignore[arg-type]
    assert not _one_turn(GRAPH, "Miguel Indurain", "wonTour", MEANT, "first")  # type: ignore[arg-type]


def test_a_holder_with_none_of_the_main_relation_is_refused() -> None:
    assert not _one_turn(GRAPH, "Mark Cavendish", "wonTour", MEANT, "last")  # type: ignore[arg-type]
