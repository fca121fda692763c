"""What each fact of a relation is, said owned by the one entity of its clause, with no verb: "Alastair Cook's last
Test", "Virat Kohli's first Test" over a graph of `playedTestFor`, `umpiredTestAt`, `wonTestAgainst`, ... (the noun
of names whose other side a closing preposition says, `relation_derived.what_it_does`). Of those relations, the one
the owner takes part in is meant (a batsman plays Tests; he umpires none), read so and noted; where the owner takes
part in several ("Ireland's first Test": played, won, drawn, at, in), none is guessed."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Clause, Graph, Reading
from chronorag.understanding.relation_derived import says_what_it_does
from chronorag.understanding.relations import RelationMatch

OWNERS = word_class("common", "possessive_marks") | word_class("event", "owners")  # "Cook's", "his"


@construction(
    "relation.owned_noun",
    "<X>'s <what each fact of a relation is>, no verb: 'Alastair Cook's last Test' (the one such relation X takes"
    " part in: playedTestFor)",
    ("common.possessive_marks", "event.owners"),
)
def owned_noun(r: Reading, g: Graph, clause: Clause) -> list[RelationMatch]:
    """The one free word of the clause owned by its one entity (its possessive mark, or an owner's pronoun, before
    the word; an ordinal between) that is what each fact of some relations is, read as the one of them the entity
    takes part in; none where it takes part in none or several, or no such word is said."""
    if g.relations_of is None or len(clause.mentions) != 1:
        return []
    (owner,) = clause.mentions
    held = set(g.relations_of(owner.names[0]))
    said = []
    for t in clause.tokens(r.toks):
        own = {rel for rel in g.lexicon.untaught if says_what_it_does(t.text, rel)}
        if r.free(t.i) and own and _owned(r, owner.j, t.i):
            said.append((t, own & held))
    if len(said) != 1 or len(said[0][1]) != 1:
        return []
    (t, (relation,)) = said[0][0], tuple(said[0][1])
    r.notes.append(f"read {t.text!r} as {relation}: of the relations whose facts are each one, {owner.names[0]}'s")
    return [RelationMatch((relation,), [t.i], False, t.text)]


def _owned(r: Reading, after: int, k: int) -> bool:
    """Whether the word at k is owned: a possessive mark or an owner's pronoun right before it, or before it and
    the words read between (an ordinal: "Cook's last Test")."""
    before = [x for x in range(after, k) if r.free(x)]
    return bool(before) and r.toks[before[0]].low in OWNERS and len(before) == 1
