"""Why a question was not turned into a plan."""

from __future__ import annotations


class PlanningError(ValueError):
    """The question lacks something the plan needs, or cannot be read one way only; the text says what."""


class NotAnEventQuestion(PlanningError):
    """Nothing in the question (or in the graph) makes it an event question at all."""


class AmbiguousRelation(PlanningError):
    """A wording that may mean several of the graph's relations; `relations` names them."""

    def __init__(self, words: str, relations: list[str], at: tuple[int, ...] = ()) -> None:
        super().__init__(f"{words!r} may mean {' or '.join(relations)}")
        self.words = words
        self.relations = relations
        self.at = at  # the wording's token positions
