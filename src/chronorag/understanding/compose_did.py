"""A reference event said by its doer, "did" and a period: "Which country hosted Eurovision before Israel did in
2019?", "Who coached Brazil at the World Cup before Scolari did in 2002?". The verb stands for the main clause's
(`[classes] did_so`), so the event is the main clause's facts with that one entity their doer, in the period said
(the composer's `alone` reads the doer; the time reader, the period). Only where the main clause asks its doer (who
hosted, who coached): "Whom did X beat before Y did in 2002?" may be Y beating or beaten."""

from __future__ import annotations

from typing import Protocol

from chronorag.algebra.terms import Count, Facts, Period, Query, TimeOf, Within
from chronorag.understanding.compose_terms import fact_term, leaf_of, text_of
from chronorag.understanding.patterns import pattern_file
from chronorag.understanding.timex import find
from chronorag.understanding.tokens import Token, tokenize


class Alone(Protocol):
    """What this needs of the composer (`compose.Composer.alone`)."""

    def alone(self, said: str, leaf: Facts) -> TimeOf | None: ...


def done_again(c: Alone, main: Query, said: str) -> TimeOf | None:
    """The event "<entity> did <period>" as the main clause's facts of that doer in that period; None where the
    words say anything else, or the main clause does not ask its doer."""
    if main.asks != "entity" or main.side != "head" or isinstance(main.term, Count):
        return None
    toks = tokenize(said)
    did = [t.i for t in toks if t.low in pattern_file().classes["did_so"]]
    if len(did) != 1:
        return None
    k = did[0]
    when = tokenize(text_of(toks, k + 1, len(toks)))
    times = [e for e in find(when, clocks=False) if e.period is not None and not e.problem]
    if len(times) != 1 or not _only_the_period(when, times[0].i, times[0].j):
        return None
    alone = c.alone(text_of(toks, 0, k), leaf_of(fact_term(main)))
    if alone is None or not isinstance(alone.facts, Facts):
        return None
    said_period = times[0].period
    assert said_period is not None
    period = Period(unit=said_period.granularity, start=said_period.start, end=said_period.end)
    return alone.model_copy(update={"facts": Within(facts=alone.facts, time=period)})


def _only_the_period(when: list[Token], i: int, j: int) -> bool:
    """The words after "did" are the period's [i, j), its preposition before it ("in 2019") at most."""
    before = [t for t in when[:i] if t.is_word]
    after = [t for t in when[j:] if t.is_word]
    preps = pattern_file().classes["unnamed_time_preps"]
    return not after and (not before or (len(before) == 1 and before[0].low in preps))
