"""A reference clause that says its event by its doer, a verb standing for the main clause's and a period of its own:
"Which country hosted Eurovision before Israel did in 2019?" is the main clause's facts with Israel their doer, in
2019 (the executed patterns `reference.dated_*` of `data/compose.toml` take its time)."""

from __future__ import annotations

from typing import Protocol

from chronorag.algebra.terms import Between, Count, Facts, Query, TimeOf, Within
from chronorag.understanding.compose_terms import FactTerm, fact_term, leaf_of, text_of
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.patterns import pattern_file
from chronorag.understanding.tokens import tokenize


class Reads(Protocol):
    """What this needs of the composer (`compose.Composer`): a clause's reading, an event's time, an entity alone."""

    def main(self, text: str, depth: int) -> Query: ...

    def event(self, text: str, subject: str | None, depth: int = 0) -> TimeOf: ...

    def alone(self, said: str, leaf: Facts) -> TimeOf | None: ...


def event_or_did_so(c: Reads, said: str, event: str, subject: str | None, depth: int) -> TimeOf:
    """The reference clause's time (`Composer.event`); where it reads none, and says its doer, a verb that stands
    for the main clause's (`[classes] did_so`) and a period, the main clause's facts with that doer in that period
    (`did_so_dated`)."""
    try:
        return c.event(event, subject)
    except PlanningError:
        if (time := did_so_dated(c, said, event, depth)) is None:
            raise
        return time


def did_so_dated(c: Reads, said: str, event: str, depth: int) -> TimeOf | None:
    """ "before Israel did in 2019" of "Which country hosted Eurovision": the main clause read with the period
    ("Which country hosted Eurovision in 2019"), its facts with Israel their doer (`Composer.alone`). Only where
    the main clause asks its doer (as `compose._as_main`), and its reading with the period puts that period round the
    same facts; else None."""
    toks = tokenize(event)
    at = next((t.i for t in toks if t.low in pattern_file().classes["did_so"]), None)
    if at is None or at == 0 or at == len(toks) - 1:
        return None
    main = c.main(said, depth)
    if main.asks != "entity" or main.side != "head" or isinstance(main.term, Count | Between):
        return None
    leaf = leaf_of(fact_term(main))
    doer = c.alone(text_of(toks, 0, at), leaf)
    dated = _period_of(fact_term(c.main(f"{said} {text_of(toks, at + 1, len(toks))}", depth)), leaf)
    if doer is None or dated is None:
        return None
    return TimeOf(facts=dated.model_copy(update={"facts": doer.facts}), which="said")


def _period_of(term: FactTerm, leaf: Facts) -> Within | None:
    """The window the clause read with the period puts right round the main clause's own facts ("Who visited China
    last in 2014": the last of its facts in 2014)."""
    while not isinstance(term, Facts):
        if isinstance(term, Within) and term.facts == leaf:
            return term
        term = term.facts
    return None
