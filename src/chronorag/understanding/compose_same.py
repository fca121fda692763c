"""An event said as the time of a main clause that names no entity: "Who hosted Eurovision the year ABBA won?",
"Who won the green jersey the year Wiggins won the Tour?" (the executed pattern `offset.same_unit_main` of
`data/compose.toml`). The engine reads "in the year when X ..." of a main clause that names its entity; one that
names none ("who hosted Eurovision": every fact of one relation, `understanding.unnamed`) it cannot, so the term is
the main clause's facts within the calendar unit of the event's time (an event the graph holds at several times is
no answer, naming them)."""

from __future__ import annotations

from typing import Protocol

from chronorag.algebra.terms import Facts, PeriodOf, Query, TimeOf, Within
from chronorag.understanding.compose_terms import span_text
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.patterns import Match
from chronorag.understanding.tokens import Token


class Reads(Protocol):
    """What the production needs of the composer (`compose.Composer`): a clause read, an event's time."""

    def main(self, text: str, depth: int) -> Query: ...

    def event(self, text: str, subject: str | None, depth: int = 0) -> TimeOf: ...


def same_unit(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """The main clause's facts in the year (month, day) of the event; only of a main clause that names no entity."""
    main = c.main(span_text(toks, m, "main"), depth)
    term = main.term
    if not isinstance(term, Facts) or term.head is not None or term.tail is not None:
        raise PlanningError("the same time as an event, of a main clause naming an entity, is the engine's")
    time = c.event(span_text(toks, m, "event"), None)
    return main.model_copy(update={"term": Within(facts=term, time=PeriodOf(time=time, unit=m.values["unit"]))})


SAME_PRODUCTIONS = {"same_unit": same_unit}
