"""A preposition left that closes another relation's name of the same verb and noun ("Did Sachin Tendulkar play
against Pakistan?": read playedTestFor, "against" says playedTestAgainst): what it says of the other side is that
relation, unread; the words bear on the answer ("no: not for Pakistan" would answer another question)."""

from __future__ import annotations

from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.relation_derived import camel_parts, name_preposition
from chronorag.understanding.tokens import Token


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
    return [(t, f"said of {others[t.low]}, not {r.relation}") for t in r.toks if r.free(t.i) and t.low in others]
