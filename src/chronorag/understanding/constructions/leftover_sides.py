"""Words left before a relation's own noun that may say which of its other sides are meant, of facts true over
intervals: "general" of "How many general elections did Spain have?", "constructors" of "How many constructors'
titles did Michael Schumacher win?". Unread they would count every fact, so they are refused, never ignored."""

from __future__ import annotations

from chronorag.understanding.reading import Graph, Reading, read_as_relation
from chronorag.understanding.relation_derived import camel_parts
from chronorag.understanding.tokens import Token, tokenize
from chronorag.understanding.words import key


def of_its_sides(r: Reading, g: Graph, left: list[Token]) -> list[tuple[Token, str]]:
    """The words left that may say which of the relation's other sides are meant (of facts true over intervals)."""
    said = [(t, "said of the relation's noun") for t in _said_of_its_noun(r, g, left)]
    return said + [(t, "names another's other side") for t in _another_named(r, g, left)]


def _another_named(r: Reading, g: Graph, left: list[Token]) -> list[Token]:
    """ "How many constructors' titles did Michael Schumacher win?": a word left and the word after it say (in
    part) the name of an entity that is the other side of the relation read, for others but never for the anchor
    (World Constructors' Championship; he holds World Drivers' Championship): unread, his drivers' titles would be
    counted, so it is refused."""
    if r.relation is None or r.anchor is None or r.position != "head" or g.tails_of is None or g.heads_of is None:
        return []
    out = []
    for t in left:
        after = [u for u in r.toks[t.i + 1 : t.i + 3] if u.is_word]  # "constructors' titles": past the mark
        if not t.is_word or not after:
            continue
        form = (key(t.text), key(after[0].text))
        named = set(g.names.forms.get(form, ()))  # its partial forms among them
        if not named:  # no graph look-up for words that name nothing (the look-ups are memoised per question)
            continue
        if not named & set(g.tails_of(r.anchor, r.relation)) and any(g.heads_of(n, r.relation) for n in named):
            out.append(t)
    return out


def _said_of_its_noun(r: Reading, g: Graph, left: list[Token]) -> list[Token]:
    """ "How many general elections did Spain have?": a word left right before the relation's own noun, read as the
    relation ("election" of heldElection), where the names of what the anchor holds of it part that noun by the word
    before it ("Spain parliamentary election 2011", "Spain European Parliament election 2014") and none says this
    one, may say which of its facts are meant: unread it would count them all, so it is refused, never ignored.
    Where the names say it ("congressional" of "New York's 10th congressional district"), or do not part the noun
    ("major" of a title, which no name says), or whose names they are is not known, it is ignored as before."""
    parts = camel_parts(r.relation or "")
    if parts is None or not parts.noun or g.tails_of is None or r.anchor is None or r.position != "head":
        return []
    nouns = set(parts.noun)
    said = [
        t
        for t in left
        if not t.is_capitalised
        and t.i + 1 < len(r.toks)
        and read_as_relation(r.ledger, t.i + 1)
        and key(r.toks[t.i + 1].text) in nouns
    ]
    if not said:
        return []
    names = [[key(w.text) for w in tokenize(tail) if w.is_word] for tail in g.tails_of(r.anchor, r.relation)]
    parting = {words[k - 1] for words in names for k in range(1, len(words)) if words[k] in nouns}
    if len(parting) < 2:
        return []
    named = {w for words in names for w in words}
    return [t for t in said if key(t.text) not in named]
