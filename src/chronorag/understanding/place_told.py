"""A name said in part that several entities may be, told apart by the place in their parentheses ("the
Conservatives": Conservatives (Denmark), (France), (United Kingdom)), where the question says one of those places
elsewhere, by its name or one of its other names ("How many times did the Conservatives win the most seats in UK
elections?": the gazetteer's UK for the United Kingdom): that one, and the reading notes it. Never of names told
apart otherwise, nor where the question says several of the places, or none."""

from __future__ import annotations

from dataclasses import replace

from chronorag.understanding.gazetteer import gazetteer
from chronorag.understanding.name_forms import in_a_row, words_key
from chronorag.understanding.name_separated import DISAMBIGUATOR
from chronorag.understanding.names import Mention
from chronorag.understanding.tokens import Token

OTHER_NAMES = gazetteer().others()  # a place's name (lower case) -> its other names


def _place(name: str) -> str | None:
    """The place a name's parentheses say ("Conservatives (United Kingdom)": United Kingdom), or None."""
    found = DISAMBIGUATOR.search(name)
    return found.group(0).strip()[1:-1] if found else None


def told_by_its_place(toks: list[Token], m: Mention) -> Mention:
    """The mention with the one name whose place the question says outside it, where every name it may be has a
    place in parentheses; else the mention as it was."""
    places = {n: _place(n) for n in m.names}
    if len(m.names) < 2 or None in places.values():
        return m
    rest = words_key(" ".join(t.text for t in toks if not m.i <= t.i < m.j))
    said = [
        n
        for n, place in places.items()
        if place and any(in_a_row(rest, words_key(p)) for p in (place, *OTHER_NAMES.get(place.lower(), ())))
    ]
    return replace(m, names=said) if len(said) == 1 else m
