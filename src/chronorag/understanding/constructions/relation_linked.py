"""Several phrases of a clause that say different relations, between two entities the graph links by one of them:
"Were the Greens part of the Swedish government?" says partOfCabinet ("part of") and inGovernment ("government"),
and the graph holds only inGovernment between Greens (Sweden) and Sweden."""

from __future__ import annotations

from dataclasses import replace

from chronorag.understanding.constructions import construction
from chronorag.understanding.dates import ORDINAL_WORDS
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.relations import RelationMatch

EVENT_JOINS = word_class("event", "event_joins")
POSSESSIVE_MARKS = word_class("common", "possessive_marks")  # "'s", "'"


@construction(
    "relation.the_one_linked",
    "<phrase of one relation> ... <phrase of another> between two entities: the one the graph holds between them",
)
def the_one_linked(r: Reading, g: Graph, matches: list[RelationMatch], entities: list[str]) -> list[RelationMatch]:
    """Of facts true over intervals: every phrase read as the one relation said that the graph holds between the
    clause's two entities (`linked`, at any time), noted; none or several leave the phrases as they are (the
    refusal naming them). Only of phrases said as one, no word that joins two events between them ("part of the
    Swedish government", "get his last Best Director nomination"; never "between X's birth and X joining Y"). A
    phrase of only an order word ("third" of thirdUmpireAt in "win their third Test") is no phrase of it: left
    unread here, for the order's own reading ("When did England win their third Test against Australia?" answered
    their first win, "third" taken as a word of wonTestAgainst). Never where a phrase of the other relation is a noun
    a name owns ("When did Marie Curie's husband win the Nobel Prize in Physics?" answered Marie Curie's 1903: the
    husband did it, another entity by isMarriedTo)."""
    if not g.intervals or g.linked is None or len(set(entities)) != 2 or not _said_as_one(r, matches):
        return []
    said = {rel for m in matches for rel in m.relations}
    held = sorted(said & set(g.linked(*entities)))
    if len(held) != 1 or any(held[0] not in m.relations and _owned(r, m) for m in matches):
        return []  # "Marie Curie's husband": another entity, the owner's by that relation, did the event
    # an order word that only another relation's name holds ("third" of thirdUmpireAt) is left to be read as an order
    kept = [m for m in matches if held[0] in m.relations or not all(r.toks[k].low in ORDINAL_WORDS for k in m.tokens)]
    r.notes.append(
        f"read {' / '.join(repr(m.words) for m in kept)} as {held[0]}, the one of {' / '.join(sorted(said))}"
        f" the graph holds between {' and '.join(entities)}"
    )
    return [replace(m, relations=(held[0],)) for m in kept]


def _owned(r: Reading, m: RelationMatch) -> bool:
    """Whether the phrase is a noun owned by a name said right before it ("Marie Curie's husband")."""
    k = min(m.tokens)
    return k >= 2 and r.toks[k - 1].low in POSSESSIVE_MARKS and any(n.j == k - 1 for n in r.mentions)


def _said_as_one(r: Reading, matches: list[RelationMatch]) -> bool:
    """Whether no word between the phrases' first and last joins two events (`event.event_joins`)."""
    at = [k for m in matches for k in m.tokens]
    return not any(t.low in EVENT_JOINS for t in r.toks[min(at) : max(at)])
