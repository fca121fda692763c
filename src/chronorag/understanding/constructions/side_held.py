"""A relation said by a noun says no side: "the codename of Debian 10", "Is Ubuntu 18.04 an LTS release?", "When did
Python 2.7 reach end of life?". Where the relation's name is a noun phrase ("codename", "ltsRelease", "endOfLife"),
the order of words does not tell its head from its tail, so the one side the graph holds the entity on is read, and
the reading says so. A relation said by its verb is never turned: "Who did X beat?" asks whom X beat, even where X
never beat anyone."""

from __future__ import annotations

from chronorag.algebra.terms import other_side
from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.names import Mention
from chronorag.understanding.reading import Graph, Reading, Role
from chronorag.understanding.relation_names import LIGHT_VERBS
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import lemmas

ARTICLES = word_class("common", "articles")  # "the codename", "an LTS release"
OWNERS = word_class("event", "owners")  # "its end of life"
POSSESSIVE = word_class("common", "possessive_marks")  # "Debian 10's codename"


def said_as_noun(r: Reading, match: RelationMatch, m: Mention) -> bool:
    """Whether the relation's words open as a noun: after an article or an owner (words read already, such as an
    ordinal, may stand between: "the second LTS", but not the entity: "the Red Sox lose"), or after a light verb read
    into the phrase ("reach end of life")."""
    first = r.toks[match.tokens[0]]
    if len(match.tokens) > 1 and any(v in LIGHT_VERBS for v in lemmas(first.text)):
        return True
    openers = ARTICLES | OWNERS | POSSESSIVE
    k = match.tokens[0] - 1
    while k >= 0 and r.ledger.used.get(k) is not None and r.toks[k].low not in openers and not m.i <= k < m.j:
        k -= 1
    return k >= 0 and r.toks[k].low in openers and not m.i <= k < m.j


@construction(
    "roles.side_held",
    "the <relation noun> of <X>, <X>'s <relation noun>, <X> reach <relation noun>: of an interval graph, X on the one"
    " side of the relation the graph holds it on, said in the reading",
    ("common.articles", "event.owners", "common.possessive_marks"),
)
def side_held(r: Reading, g: Graph, match: RelationMatch, m: Mention, side: Role) -> Role | None:
    """The side the graph holds the one entity of the clause on, where the words read it on the other and its
    relation is said by a noun; None where the words' side holds it, both or neither do, or a verb says it."""
    if not g.intervals or g.tails_of is None or g.heads_of is None or len(match.relations) != 1:
        return None
    if not said_as_noun(r, match, m):
        return None
    relation, name = match.relations[0], m.names[0]
    held = {s for s, look in (("head", g.tails_of), ("tail", g.heads_of)) if look(name, relation)}
    turned = other_side(side)
    if held != {turned}:
        return None
    r.notes.append(f"read {name} as the {turned} of {relation}: the only side the graph holds it on")
    return turned
