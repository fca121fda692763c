"""A preposition left that closes another relation's name of the same verb and noun ("Did Sachin Tendulkar play
against Pakistan?": read playedTestFor, "against" says playedTestAgainst): what it says of the other side is that
relation, unread; the words bear on the answer ("no: not for Pakistan" would answer another question). Never the
preposition of the time asked ("In which year did X play his last Test?": "in" goes with "which year")."""

from __future__ import annotations

from chronorag.understanding.lexicon import word_class, word_table
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.relation_derived import camel_parts, name_preposition
from chronorag.understanding.tokens import Token

WHICH = word_class("event", "which_asks")  # "In which year": the time asked, its preposition with it
TIME_UNITS = word_table("event", "time_units")


def prep_of_another(r: Reading, g: Graph) -> list[tuple[Token, str]]:
    """The free words that are the closing preposition of a relation of the graph named as the one read but for it,
    each with that relation (none where the read relation's name closes with the same word)."""
    parts = camel_parts(r.relation or "")
    if parts is None:
        return []
    own = name_preposition(r.relation or "")
    others = {
        prep: name
        for name in g.lexicon.names
        if name != r.relation
        and (p := camel_parts(name)) is not None
        and (p.verb, p.noun) == (parts.verb, parts.noun)
        and (prep := name_preposition(name)) is not None
        and prep != own
    }
    return [
        (t, f"said of {others[t.low]}, not {r.relation}")
        for t in r.toks
        if r.free(t.i) and t.low in others and not of_the_time_asked(r.toks, t.i)
    ]


def of_the_time_asked(toks: list[Token], i: int) -> bool:
    """ "In which year", "in what month": the preposition of a time unit asked right after it, never a relation's."""
    said = toks[i + 1 : i + 3]
    return len(said) == 2 and said[0].low in WHICH and said[1].low in TIME_UNITS
