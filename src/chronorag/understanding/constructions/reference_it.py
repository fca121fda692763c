"""A reference clause naming its doer alone with "it" its object ("Who won the Coca-Cola 600 the year before Kyle
Larson won it?"): "it" stands for the question's own entity only where the clause says the question's own relation;
after another verb ("made it", "hosted it", "called for it") what it stands for is not said, and the question is
refused rather than read past it."""

from __future__ import annotations

from chronorag.plans import EventRef
from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.names import Mention
from chronorag.understanding.reading import Clause, Graph, Reading, Role
from chronorag.understanding.relation_derived import name_preposition, says_its_verb
from chronorag.understanding.relations import RelationMatch

NEUTER_PRONOUNS = word_class("event", "neuter_pronouns")


@construction(
    "reference.it_after",
    "after <X> won it: 'it' said last, the reference event the question's own relation, the question's object its"
    " other side ('Who won the Daytona 500 the year after X won it?'); refused where it may stand for another thing",
    ("event.neuter_pronouns",),
)
def it_back(
    r: Reading, g: Graph, ref: Clause, role: tuple[Mention, Role], match: RelationMatch, own: tuple[str | None, ...]
) -> EventRef | None:
    """A reference clause naming its doer alone with "it" its object ("the year X won it", "X won it for the last
    time"): its event must be the question's own relation, else refused ("made it", "hosted it", "called for it":
    what it is, unsaid), and so where "it" right after the relation name's own verb cannot be its other side (that
    side follows a preposition: wonPoleFor, scoredAgainst), or is followed by a word of its own ("made it to the
    final"). Of facts true over intervals, "it" is the question's one entity, its object (the race), noted; where
    the question names two or asks its object, refused. None where no such "it" is said, where it opens a clause of
    its own ("said it wanted"), on its passive side, and of dated events, whose own event puts the question's
    entity on its side as before ("after Japan visited it")."""
    m, p = role
    its = [t for t in ref.tokens(r.toks) if t.low in NEUTER_PRONOUNS and r.free(t.i) and t.i > m.j]
    if len(its) != 1 or p != "head":
        return None
    it, relation, anchor, position, other = its[0], *own
    after = [t for t in ref.tokens(r.toks) if t.i > it.i and r.free(t.i) and not t.is_punct]
    if after and after[0].low not in FUNCTION_WORDS:
        return None  # "after Japan said it wanted to meet X": its own clause's subject
    if after or relation is None or match.relations[0] != relation:
        raise PlanningError(f"{it.text!r} in the reference event: what it stands for is not said")
    if says_its_verb(r.toks[it.i - 1].text, relation) and name_preposition(relation) is not None:
        raise PlanningError(f"{it.text!r} right after the verb is not {relation}'s other side")
    if not g.intervals:
        return None
    if {"tail": anchor}.get(str(position)) is None or other is not None or anchor == m.names[0]:
        raise PlanningError(f"{it.text!r} in the reference event may stand for the answer")
    r.take([it.i], "pronoun")
    r.notes.append(f"read {it.text!r} as {anchor}, the question's own")
    return EventRef(head=m.names[0], relation=relation, tail=anchor)
