"""A reference clause that names one entity and elides its event ("after Japan did", "before Hakkinen", "before
Senna did"): the question's own event with that entity in another's place; and a reference fact named by its tail
alone, whose one head the graph tells ("before Angular 14 came out")."""

from __future__ import annotations

from chronorag.algebra.terms import other_side
from chronorag.plans import EventRef
from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.names import Mention
from chronorag.understanding.patterns import rule_matches, rules
from chronorag.understanding.reading import Clause, Graph, Reading, Role
from chronorag.understanding.rules import chart_of

AUXILIARIES = word_class("event", "auxiliaries")  # "before Senna did": he did what the main clause's subject did
BE = word_class("event", "be")
ELIDED = rules("reference", "elided")  # "after Japan did", "after Japan's", "so", "too"


@construction(
    "reference.its_one_head",
    "before <X 14> came out: a fact of an interval graph named by its tail alone, never with the question's entity,"
    " whose one head the tail is named after (Angular of Angular 14)",
)
def its_one_head(r: Reading, g: Graph, name: str, relation: str) -> EventRef | None:
    """ "What was the last Node.js release before Angular 14 came out?": the reference clause says only the fact's
    tail, which the question's own entity never holds (Node.js did not release Angular 14); where the graph holds
    one head of it and the tail is named after that head (a product's version: Angular, Angular 14), that fact, said
    in the reading; None otherwise (several heads, or one the tail's name does not say: another's fact, not this)."""
    heads = g.heads_of(name, relation) if g.heads_of is not None else []
    if len(heads) != 1:
        return None
    head, tail = words_key(heads[0]), words_key(name)
    if not head or len(tail) <= len(head) or tail[: len(head)] != head:
        return None
    r.notes.append(f"read the reference event as {heads[0]} {relation} {name}, the one way the graph holds it")
    return EventRef(head=heads[0], relation=relation, tail=name)


def placed(side: Role, name: str, relation: str, anchor: str) -> EventRef:
    """The event with `name` on `side` and the question's anchor on the other."""
    if side == "head":
        return EventRef(head=name, relation=relation, tail=anchor)
    return EventRef(head=anchor, relation=relation, tail=name)


def said_alone(r: Reading, ref: Clause) -> bool:
    """The reference clause names one entity (no pronoun standing for one) and says nothing else but words of
    elision ("after Japan did", "before Hakkinen"): `reference.elided`'s rule covers it, on the reading's chart."""
    if len(ref.mentions) != 1 or ref.implicit is not None:
        return False
    return any(m.covered == (ref.i, ref.j) for m in rule_matches(chart_of(r), ELIDED, at=ref.i))


def elided(
    r: Reading,
    g: Graph,
    ref: Clause,
    mention: Mention,
    relation: str | None,
    anchor: str | None,
    position: Role | None,
) -> EventRef:
    """ "after Japan did" (`reference.elided`): the question's own event, the entity named where the answer stands.
    A yes / no question of facts true over intervals that names one entity, its fact's tail, has no side asked: the
    entity named takes that entity's place ("Was Kubernetes 1.16 released before Go 1.13?": Go 1.13's release, by
    its one head, `its_one_head`; never "Go 1.13 released Kubernetes 1.16")."""
    if relation is None or anchor is None:
        raise PlanningError("the reference event leaves out what happened, and so does the question")
    r.fired.append(ELIDED[0].row.name)
    r.take(range(ref.i, ref.j), "reference")
    if r.answer_type == "yes_no" and r.other is None and position == "tail" and g.intervals:
        if (same := its_one_head(r, g, mention.names[0], relation)) is None:
            raise PlanningError(f"cannot tell whose fact of {mention.names[0]} the reference event is")
        return same
    if (
        r.answer_type == "yes_no"
        and position is not None
        and (said := _in_its_place(r, g, ref, mention, relation, anchor, position))
    ):
        return said
    # the reference entity stands where the answer stands; the anchor keeps its place; a start or an end the main
    # clause says is the reference's too where its entity is the doer ("Who left Arsenal the same year as Rhys
    # Murphy?": the year he left), never where it is what was done ("Where did Shevchenko go after Milan?")
    side = other_side(position)
    said = placed(side, mention.names[0], relation, anchor)
    doer = r.aspect is not None and side == "head" and g.intervals
    return said.model_copy(update={"aspect": r.aspect}) if doer else said


def _in_its_place(
    r: Reading, g: Graph, ref: Clause, mention: Mention, relation: str, anchor: str, position: Role
) -> EventRef | None:
    """ "Did Prost win the Monaco Grand Prix before Senna did?", "Did Hamilton win a championship before Vettel?": no
    side asked, the entity of the elided clause stands in another's place. An auxiliary after it ("did", "was")
    says it did what the main clause's subject did: it takes the place of the entity said first. Otherwise the graph
    tells: the side whose facts of the relation it holds (Senna wins races, is none); both sides named, refused where
    it holds facts on both or on neither; one side named, None (read as before) unless it holds facts only on the
    named side's."""
    name = mention.names[0]
    head, tail = (anchor, r.other) if position == "head" else (r.other, anchor)
    if any(t.low in AUXILIARIES or t.low in BE for t in ref.tokens(r.toks) if t.i >= mention.j):
        first = min((m for m in r.mentions if not ref.i <= m.i < ref.j), key=lambda m: m.i, default=None)
        if first is None or not {head, tail} & set(first.names) or (r.other is None and anchor not in first.names):
            return None
        as_head = head in first.names
    elif g.tails_of is None or g.heads_of is None:
        return None
    else:
        as_head, as_tail = bool(g.tails_of(name, relation)), bool(g.heads_of(name, relation))
        if r.other is None and (as_head == as_tail or (as_head if position == "tail" else as_tail)):
            return None
        if as_head == as_tail:
            held = "on both sides" if as_head else "on neither side"
            raise PlanningError(
                f"cannot tell whether {name} stands for {head} or {tail}: the graph holds it {held} of {relation}"
            )
    said = (
        EventRef(head=name, relation=relation, tail=tail)
        if as_head
        else EventRef(head=head, relation=relation, tail=name)
    )
    event = " ".join(w for w in (said.head, relation, said.tail) if w)
    r.notes.append(f"read the reference event as {event}, in the place of {head if as_head else tail}")
    return said
