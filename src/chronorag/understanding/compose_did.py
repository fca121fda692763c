"""A reference clause with a period of its own said by one entity and a verb that stands for the main clause's
("Who coached Brazil at the World Cup before Scolari did in 2002?", `[classes] did_so`): the main clause's event with
that entity its doer (`Composer.alone`), in that period, only where the main clause asks its doer (as
`reference_dated` reads "before Scolari did" without a period: "Whom did X beat before Y did in 2002?" may be Y
beating or beaten)."""

from __future__ import annotations

from typing import Protocol

from chronorag.algebra.terms import Count, Facts, Period, Query, TimeOf, Within
from chronorag.understanding.compose_terms import fact_term, leaf_of, text_of
from chronorag.understanding.patterns import pattern_file
from chronorag.understanding.timex import find
from chronorag.understanding.tokens import tokenize


class Alone(Protocol):
    """What this needs of the composer (`compose.Composer`): an event said by one entity alone."""

    def alone(self, said: str, leaf: Facts) -> TimeOf | None: ...


def dated_alone(c: Alone, main: Query, event: str) -> TimeOf | None:
    """ "Scolari did in 2002": the one entity, a verb of `did_so`, a time (after a preposition of `unnamed_time_preps`
    or none) and nothing after it; None where the clause is said otherwise or the main clause asks no doer."""
    if main.asks != "entity" or main.side != "head" or isinstance(main.term, Count):
        return None
    toks = tokenize(event)
    times = [e for e in find(toks, clocks=False) if e.period is not None and not e.problem]
    if len(times) != 1 or any(t.is_word for t in toks[times[0].j :]):
        return None
    classes = pattern_file().classes
    k = times[0].i - (times[0].i > 0 and toks[times[0].i - 1].low in classes["unnamed_time_preps"])
    if k < 2 or toks[k - 1].low not in classes["did_so"]:
        return None
    alone = c.alone(text_of(toks, 0, k), leaf_of(fact_term(main)))
    period = times[0].period
    if alone is None or period is None:
        return None
    within = Within(facts=alone.facts, time=Period(unit=period.granularity, start=period.start, end=period.end))
    return alone.model_copy(update={"facts": within})
