"""An event said by its owner and what it was of, with no verb: "Sidney Crosby's two Hart Trophies", "Mario
Lemieux's first and last Art Ross Trophy", "his first Norris Trophy" (the possessive pronoun read as the subject's
name by the composer); or owned by "have" ("How many Stanley Cups do the Canadiens have?": the Canadiens' Stanley
Cups). Of facts true over intervals, where the graph holds exactly one relation between the owner
and the entity named after the possessive, that relation is meant ("X's Art Ross Trophy" is X's winning it), read
so and noted; where it holds several ("the Rangers' Stanley Cups": won and lost finals), none is guessed."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.qualifier_named import HOLDING, WORD
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import Mention
from chronorag.understanding.reading import Clause, Graph, Reading, content, had_by
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import key, lemmas

POSSESSIVE_MARKS = word_class("common", "possessive_marks")  # "'s", "'"
ASKING = word_class("event", "auxiliaries")  # "do", "has"
BE = word_class("event", "be")
WH = word_class("event", "wh")
ARTICLES = word_class("common", "articles")
HAVING = word_class("event", "having")  # "have": no holding of an office of its own ("hasWonPrize")


@construction(
    "relation.owned_event",
    "<X>'s <Y>, no verb: 'When was Derek Jeter's World Series MVP?' (the one relation the graph holds between X and Y)",
    ("common.possessive_marks", "event.be", "event.wh", "common.articles", "event.having", "event.auxiliaries"),
)
def owned_event(r: Reading, g: Graph, clause: Clause, entities: list[str]) -> list[RelationMatch]:
    """Two entities, the first's possessive mark right before the second, and no other word of the clause that
    could say something: the one relation the graph holds between them, its owner the head (the roles read which
    side is which; the graph verifies it). None where the graph holds none or several."""
    if g.relations_of is None or len(clause.mentions) != 2 or len(entities) != 2:
        return []
    owner, owned = sorted(clause.mentions, key=lambda m: m.i)
    marks = [t for t in r.toks[owner.j : owned.i] if r.free(t.i)]
    mark = marks[0] if owned.i - owner.j == 1 and len(marks) == 1 and marks[0].low in POSSESSIVE_MARKS else None
    if mark is None:
        owned, owner = owner, owned
        mark = had_by(r, owned.j, owner)
    if mark is None:
        return []
    idle = BE | WH | ARTICLES | ASKING
    said = [t for t in clause.tokens(r.toks) if r.free(t.i) and t.i != mark.i and content(t)]
    if any(t.low not in idle for t in said):
        return []
    shared = held_between(g, [owner.names[0], owned.names[0]])
    if len(shared) != 1:
        return []
    relation = shared.pop()
    if _holders_said(r, owned, relation):  # "How many chancellors did John Major have?": those under him
        raise PlanningError(
            f"{r.ledger.text(owned.i, owned.j)!r} said in the plural are holders of {owned.names[0]}: whose they"
            f" were is no fact of the graph ({owner.names[0]} {relation} {owned.names[0]} is its own holding)"
        )
    owning = mark.text if mark.low in POSSESSIVE_MARKS else f" {mark.text}"
    words = f"{r.ledger.text(owner.i, owner.j)}{owning} {r.ledger.text(owned.i, owned.j)}"
    match = RelationMatch((relation,), [mark.i], False, words)
    r.notes.append(f"read {words!r} as {relation}, the one relation the graph holds between {' and '.join(entities)}")
    return [match]


def _holders_said(r: Reading, owned: Mention, relation: str) -> bool:
    """The owned said in the plural ("chancellors" for Chancellor of the Exchequer) of a relation of holding an office
    (held...): the people who held it, had by the owner (a prime minister's chancellors), never the owner's own
    holding of it, which the graph holds (a reviewer's find: his own spell was counted)."""
    last = r.toks[owned.j - 1]
    words = [w.lower() for w in WORD.findall(owned.names[0])]
    holding = {lemma for w in identifier_words(relation) for lemma in lemmas(w)} & (HOLDING - HAVING)
    return bool(holding) and last.low not in words and key(last.text) in {key(w) for w in words}


def held_between(g: Graph, entities: list[str]) -> set[str]:
    """The relations every entity named takes part in; of two, those the graph holds between them (a name read as
    the wrong entity links to nothing)."""
    assert g.relations_of is not None
    shared = set.intersection(*(set(g.relations_of(e)) for e in entities))
    if len(entities) == 2 and g.linked is not None:
        shared &= set(g.linked(*entities))
    return shared
