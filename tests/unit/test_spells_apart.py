"""How long one held a state with the same other over several spells ("How many years did Mario Lemieux play for the
Penguins?", 1984-1994, 1995-1997, 2000-2006): answered 10, 2, 6 (a reviewer's find, counted wrong); in all (18) or
from the first to the last (22) is not said, so no answer naming both, but where the spells follow on (one span)."""

from __future__ import annotations

from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_loop import _spells_apart
from factories import interval_row


def _spell(start: str, end: str) -> tuple[IntervalRow, IntervalRow]:
    r = interval_row(start, "Mario Lemieux", "playedFor", "Pittsburgh Penguins", start, end)
    return r, r


def test_spells_apart_are_no_answer_naming_both_counts() -> None:
    said = _spells_apart([_spell("1984", "1994"), _spell("1995", "1997"), _spell("2000", "2006")])
    assert said is not None and "18 in all" in said and "22 from the first to the last" in said


def test_spells_that_follow_on_and_one_spell_are_answered() -> None:
    assert _spells_apart([_spell("1984", "1994"), _spell("1994", "1997")]) is None
    assert _spells_apart([_spell("1984", "1994")]) is None


def test_spells_that_overlap_are_read_as_before() -> None:
    """One marriage written twice with two starts (1962-1966, 1964-1966): no gap parts them."""
    assert _spells_apart([_spell("1962", "1966"), _spell("1964", "1966")]) is None
