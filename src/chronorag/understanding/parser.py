"""What the other readings (`readings`) need of a parser, and what a reading gives: apart from the parser itself
(`event.EventParser`), so that the parser may use the proposers and they may call it back without either module
importing the other."""

from __future__ import annotations

from typing import Protocol

from chronorag.plans import EventPlan
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.tokens import Token

Read = tuple[EventPlan, list[str]]  # a plan and the constructions that read it


class Parser(Protocol):
    """A parser of one graph's event questions, as the proposers call it: it prepares a question's tokens and time
    words, chooses among its readings, and attempts one reading from what it prepared."""

    graph: Graph

    def prepare(
        self, question: str, toks: list[Token] | None = None, left: frozenset[int] = frozenset()
    ) -> Reading: ...

    def choose(self, base: Reading) -> Read: ...

    def attempt(
        self,
        base: Reading,
        picks: dict[tuple[int, int], tuple[str, str]] | None = None,
        relation_pick: tuple[tuple[int, ...], str] | None = None,
    ) -> Read: ...
