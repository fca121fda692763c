"""Which graph a question is about, decided explicitly (not by which parser fails first).

A sensor question names a place of the sensor graph or a clock time ("3pm", "15:00-17:00"); an event
question names neither and is left to the event parser. When the graph holds only one kind of data,
that kind is the route, and the parser says what it could not read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from chronorag.understanding import dates, timex
from chronorag.understanding.places import PlaceIndex
from chronorag.understanding.tokens import Token, tokenize

CALENDAR_WORDS = set(dates.MONTHS) | set(dates.WEEKDAYS)  # "Athenry Tuesday": a day beside a place, not a name


@dataclass(frozen=True)
class Route:
    graph: Literal["sensor", "event"]
    why: str


def route(question: str, places: PlaceIndex | None, has_events: bool) -> Route:
    if not has_events:
        return Route("sensor", "the graph holds no event facts")
    if places is None or not places.forms:
        return Route("event", "the graph holds no stations")
    toks = tokenize(question)
    found = timex.find(toks)
    timed = {k for e in found for k in range(e.i, e.j)}
    named = [m for m in places.match(toks, {t.i for t in toks}) if not _inside_a_longer_name(toks, m.i, m.j, timed)]
    clocks = [e for e in found if e.kind in ("clock", "range")]
    if clocks:
        return Route("sensor", "the question names a clock time")
    if named:
        return Route("sensor", f"the question names {named[0].place.name}")
    return Route("event", "the question names no station, county or clock time")


def _inside_a_longer_name(toks: list[Token], i: int, j: int, timed: set[int]) -> bool:
    """A place's words inside a longer run of capitalised words are another name's ("John Wilson Moore", the
    club "Wellington Phoenix FC"), not the place's; a date beside it ("Athenry Tuesday") is not a name."""

    def capitalised(k: int) -> bool:
        if not (0 < k < len(toks) and toks[k].is_word and toks[k].text[:1].isupper()):
            return False
        return k not in timed and toks[k].low not in CALENDAR_WORDS

    return capitalised(i - 1) or capitalised(j)
