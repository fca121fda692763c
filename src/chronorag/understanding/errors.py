"""Why a question was not turned into a plan."""

from __future__ import annotations

from typing import Any


class PlanningError(ValueError):
    """The question lacks something the plan needs, or cannot be read one way only; the text says what."""


class NotAnEventQuestion(PlanningError):
    """Nothing in the question (or in the graph) makes it an event question at all."""


class NamedInPart(NotAnEventQuestion):
    """No entity named in full, but a run of words says a few of the graph's names in part: of several graphs' refusals,
    the one that says what the question names."""


class Unplaced(PlanningError):
    """Words the reading could not place, each with what it may bear on: of a name said in part read as each entity
    it may be (`readings.partially`), the reading of one entity that leaves words unplaced is no reading that does
    not fit; it may be the one meant, so no other entity is picked for its sake."""


class AmbiguousRelation(PlanningError):
    """A wording that may mean several of the graph's relations; `relations` names them."""

    def __init__(self, words: str, relations: list[str], at: tuple[int, ...] = ()) -> None:
        super().__init__(f"{words!r} may mean {' or '.join(relations)}")
        self.words = words
        self.relations = relations
        self.at = at  # the wording's token positions


class SeveralReadings(PlanningError):
    """Several readings of one wording that the graph holds the event for, none ahead of the others: `readings`,
    each how it was read and its plan. Where every one of them answers alike, the answer does not depend on which
    is meant (`EventLoop.run`); else the refusal stands."""

    def __init__(self, message: str, readings: list[tuple[str, Any]]) -> None:
        super().__init__(message)
        self.readings = readings

    def said(self, message: str) -> SeveralReadings:
        """The same readings with another message (the composer's refusal added)."""
        return SeveralReadings(message, self.readings)
