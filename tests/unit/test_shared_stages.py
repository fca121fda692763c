"""A question's alternative readings share the work that does not depend on what they pick (issue: no whole-question
re-parse per alternative): the name index is asked once, whatever the number of readings."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from test_loose_descriptions import CRITICISED, ENTITIES, MINISTER, parser

from chronorag.understanding.names import NameIndex
from chronorag.understanding.stages import STAGE_RUNS


def counted(monkeypatch: pytest.MonkeyPatch, name: str, keep: Callable[..., bool]) -> list[tuple[Any, ...]]:
    """The calls of `NameIndex.<name>` that `keep` keeps, as they come."""
    calls: list[tuple[Any, ...]] = []
    real = getattr(NameIndex, name)

    def counting(self: NameIndex, *args: Any, **kwargs: Any) -> Any:
        if keep(*args, **kwargs):
            calls.append(args)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(NameIndex, name, counting)
    return calls


def test_the_loose_readings_ask_the_name_index_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each sector "the Malaysian Defence Minister" may be is a reading of its own, run through every stage; the
    index's mentions of the question's free words (what the names stage reads first) are asked for only once."""
    said = counted(monkeypatch, "mentions", lambda *a, partial=True, **k: partial)  # the names stage's own
    STAGE_RUNS.clear()
    plan = parser({("Defense Attorney (Malaysia)", *CRITICISED)}).parse(MINISTER)
    assert plan.anchor == "Defense Attorney (Malaysia)"
    assert STAGE_RUNS["names"] >= 3  # the strict reading, then one for each sector the words may mean
    assert len(said) == 1


def test_a_misspelling_is_looked_up_once_for_every_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """The names close to a misspelt name (a scan of every name) are found once however many readings read it."""
    close = counted(monkeypatch, "fuzzy", lambda *a, **k: True)
    p = parser(set(), [*ENTITIES, "Barack Obama"])
    base = p.prepare("When did Barak Obama criticise Malaysia?")
    first = p.attempt(base)
    looked_up = len(close)
    assert looked_up >= 1 and first[0].anchor == "Barack Obama"
    assert p.attempt(base) == first
    assert len(close) == looked_up
