"""Frames and cuts (`data/compose.toml`): patterns matched over the whole question, their span slots (`<event>`,
`<main>`) any tokens the engine then reads (`compose.py`), apart from the rules of the chart (`patterns.py`), whose
notation and elements they share.
"""

from __future__ import annotations

from collections.abc import Iterator

from chronorag.understanding import patterns as engine
from chronorag.understanding.patterns import COMMAS, LISTS, Bound, Chart, Element, Match, patterns
from chronorag.understanding.significance import opens_sentence
from chronorag.understanding.tokens import Token


def matches(toks: list[Token], families: frozenset[str]) -> list[Match]:
    """Every match of every frame and cut of `families` (data/compose.toml) on the question's tokens (its closing
    punctuation left out)."""
    chart = Chart(toks)
    end = len(toks)
    while end and toks[end - 1].is_punct and chart.low[end - 1] not in COMMAS:
        end -= 1
    out: list[Match] = []
    for p in patterns():
        if p.row.name.split(".", 1)[0] not in families:
            continue
        if p.row.kind == "frame":
            out.extend(engine._found(p, bound, (0, end)) for bound in _match(chart, p.elements, end, 0, 0, {}))
            continue
        for start in engine._starts(chart, p.elements, end):
            for stop in range(start + 1, end + 1):
                if any(_of_a_name(toks, k) for k in range(start, stop)):
                    break
                out.extend(engine._found(p, b, (start, stop)) for b in _match(chart, p.elements, stop, 0, start, {}))
    return out


def _of_a_name(toks: list[Token], k: int) -> bool:
    """A word capitalised inside the sentence before another so ("appoint to the Ninth Circuit", "the Most Valuable
    Player award"): a word of a name, which no cut takes (no ordinal, no "most")."""
    said = [toks[k], *toks[k + 1 : k + 2]]
    return len(said) == 2 and all(t.is_capitalised for t in said) and not opens_sentence(toks, k)


def _match(chart: Chart, elements: tuple[Element, ...], end: int, e: int, k: int, bound: Bound) -> Iterator[Bound]:
    """A frame's or a cut's elements from the e-th, at token k, ending exactly at `end`: every binding."""
    low = chart.low
    if e > 0:
        while k < end and low[k] in COMMAS:  # a comma between elements says nothing
            k += 1
    if e == len(elements):
        if k == end:
            yield dict(bound)
        return
    element = elements[e]
    if element.kind == "span":
        yield from _span(chart, elements, end, e, k, bound)
        return
    if element.optional or element.repeated:
        yield from _match(chart, elements, end, e + 1, k, bound)
    for stop in engine._step(chart, element, k, bound):
        yield from _match(chart, elements, end, e if element.repeated else e + 1, stop, bound)


def _span(chart: Chart, elements: tuple[Element, ...], end: int, e: int, k: int, bound: Bound) -> Iterator[Bound]:
    """A span slot: one token or more, neither its first nor its last a comma, then the elements after it; a comma
    inside it only in a date, or in a list's (`<names>`)."""
    low = chart.low
    if k >= end or low[k] in COMMAS:
        return
    slot = elements[e].name  # the slot's own name in the notation, no word of a question
    for j in range(k + 1, end + 1):
        if low[j - 1] in COMMAS:
            if not _in_date(low, j - 1) and slot not in LISTS:
                return  # a comma that is not a date's ends the span: the clause it closes is said
            continue
        bound[slot] = (k, j)
        yield from _match(chart, elements, end, e + 1, j, bound)
        del bound[slot]


def _in_date(low: list[str], k: int) -> bool:
    """A comma inside a date ("December 19, 2009"): a day's number before it, a year after it."""
    return 0 < k < len(low) - 1 and low[k - 1].isdigit() and len(low[k + 1]) == 4 and low[k + 1].isdigit()
