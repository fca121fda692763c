"""Words left that bear on the answer by what they are said with: "semi" joined by a hyphen to "final", read as the
last ("the 2014 semi-final": a semi-final, no final); a noun after "on" ("finish on the podium": where or how it
happened). Left unread, each would change the answer (the third-place match of the last day came back; every
finish), so they are refused, never ignored."""

from __future__ import annotations

from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Reading, read_as_relation
from chronorag.understanding.tokens import Token, before_articles
from chronorag.understanding.words import is_nominal

HYPHENS = word_class("names", "hyphens")
ON = word_class("significance", "event_place_prepositions")


def said_with(r: Reading, left: list[Token]) -> list[tuple[Token, str]]:
    """The words left that bear on the answer by what they are said with, each with why."""
    return [(t, "part of a word read") for t in _hyphened_to_read(r, left)] + [
        (t, "where or how it happened") for t in _on_what(r, left)
    ]


def _hyphened_to_read(r: Reading, left: list[Token]) -> list[Token]:
    """ "in the 2014 semi-final": a word left joined by a hyphen to a word read apart from the relation and the names
    ("final", read as the last) says with it another word (a semi-final, no final), so it bears on the answer, never
    ignored."""
    n = len(r.toks)
    return [
        t
        for t in left
        if (t.i + 2 < n and r.toks[t.i + 1].text in HYPHENS and _read_apart(r, t.i + 2))
        or (t.i >= 2 and r.toks[t.i - 1].text in HYPHENS and _read_apart(r, t.i - 2))
    ]


def _read_apart(r: Reading, k: int) -> bool:
    """Token k was read, but not as the relation's words nor a name's ("fire-making" of lostFireChallengeIn: the
    relation read from "fire", the rest saying nothing more)."""
    return not r.free(k) and not read_as_relation(r.ledger, k) and not any(m.i <= k < m.j for m in r.mentions)


def _on_what(r: Reading, left: list[Token]) -> list[Token]:
    """ "How many times did X finish on the podium?": a noun left after "on" and its articles (`[significance]
    event_place_prepositions`) says where or how the event happened, which would narrow the facts (every finish came
    back): it bears on the answer."""
    out = []
    for t in left:
        k = before_articles(r.toks, t.i)
        if k >= 0 and r.toks[k].low in ON and r.free(k) and is_nominal(t.text) and not t.is_capitalised:
            out.append(t)
    return out
