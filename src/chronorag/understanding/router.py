"""Which graph a question is about, decided explicitly (not by which parser fails first).

A sensor question names a place of the sensor graph or a clock time ("3pm", "15:00-17:00"); an event
question names neither and is left to the event parser. When the graph holds only one kind of data,
that kind is the route, and the parser says what it could not read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from chronorag.understanding import timex
from chronorag.understanding.places import PlaceIndex
from chronorag.understanding.tokens import tokenize


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
    named = places.match(toks, {t.i for t in toks})
    clocks = [e for e in timex.find(toks) if e.kind in ("clock", "range")]
    if clocks:
        return Route("sensor", "the question names a clock time")
    if named:
        return Route("sensor", f"the question names {named[0].place.name}")
    return Route("event", "the question names no station, county or clock time")
