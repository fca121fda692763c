"""'next' said of what follows an event ("After joining A.C. Milan, what was the next club X played for?",
`ordinal.next` of `data/compose.toml`): the first after that event. Said of no event ("Which Ubuntu release will
reach end of life next?": no word of direction, no term of what comes after) it is no first of all time (the first
ever to reach it), so that reading is refused."""

from __future__ import annotations

from chronorag.algebra.terms import After, Query, Since
from chronorag.algebra.walk import found_in
from chronorag.understanding.compose_same import Reads
from chronorag.understanding.compose_terms import direction_at, rest_of
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.patterns import Match
from chronorag.understanding.tokens import Token


def next_said(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    """The question with 'next' read as 'first', where what it follows is said."""
    query = c.main(rest_of(toks, m), depth)
    low = [t.low for t in toks]
    if not found_in(query.term, (After, Since)) and not any(direction_at(low, k) for k in range(len(low))):
        raise PlanningError("'next' after no event the question says: next after what (or after today) is not read")
    return query


NEXT_PRODUCTIONS = {"next_said": next_said}
