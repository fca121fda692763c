"""Reference events: the time of the asked facts given by another event ("after Japan visited Iran").

The reference clause is read with the same constructions as the main one (names, relation, voice, roles):
in full ("after Japan visited Iran", "following Japan's visit to Iran"), with a pronoun or gerund standing
for the question's own entity ("after it had hosted X", "after hosting X"), elided ("after Japan did": the
question's own event, Japan where the answer stands), or naming one side of the question's own relation.
"Who was the next to do so?", "follow suit", "said the same" repeat the reference event with its doer asked;
"him" / "it" in the main clause stand for a side of the reference event; "in the same month as X" is its
period; and "Who did X praise in Y in the same year?" names no event but X praising Y.
"""

from __future__ import annotations

from chronorag.algebra.terms import other_side
from chronorag.graph_model import SECTOR_NAME
from chronorag.plans import Constraint, EventRef, Granularity
from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.object_anew import object_anew
from chronorag.understanding.constructions.reference_elided import elided, its_one_head, placed, said_alone
from chronorag.understanding.constructions.reference_it import it_back
from chronorag.understanding.constructions.relation import read_relation
from chronorag.understanding.constructions.roles import read_main, read_roles
from chronorag.understanding.constructions.time import SAME_JOINS, WHEN_KIND, same_period_at
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_table import no_person
from chronorag.understanding.names import Mention
from chronorag.understanding.office_names import heads_a_government
from chronorag.understanding.patterns import Chart, Constituent, Match, rule_matches, rules
from chronorag.understanding.phrases import phrasebook
from chronorag.understanding.reading import (
    Clause,
    Graph,
    Reading,
    Role,
    names_alone,
    read_as_relation,
    verb_before,
)
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.rules import take_free

PRONOUNS = word_class("event", "pronouns")
OBJECT_PRONOUNS = word_class("event", "object_pronouns")
TEMPLATE_PREPS = word_class("event", "template_preps")  # "praise in Y", "investigated ... by Y", "remarks to Y"
WH = word_class("event", "wh")
REFERENCE_SMALL_WORDS = word_class("event", "reference_small_words")
NEUTER_PRONOUNS = word_class("event", "neuter_pronouns")
PERSONAL_PRONOUNS = word_class("event", "personal_pronouns")
TEMPLATE_ENDS = word_class("event", "template_ends")
ARTICLES = word_class("common", "articles")
SAYINGS = tuple(phrasebook().frames.sayings)
DURING = "during"  # the kind of reference cue that says the whole time of a state (`time.reference_cue`)
UNDER = "under"  # the kind of reference cue that says the whole time one headed a government (`time.reference_cue`)
UNTIL = "until"  # the kind a "when" clause is read as under the last facts as of it (`reference.as_of`)
AS_OF_LASTS = word_class("event", "as_of_lasts")
THERE = word_class("event", "state_clause_there")  # "when Mansell drove there": the main clause's place
ASPECT_TAGS = ("the start", "the end")  # the ledger's tags of a start or end said (`asked.aspect`)


def read_events(r: Reading, g: Graph) -> None:
    """The main clause's event and, if the question has one, its reference event as the time constraint."""
    main = r.main
    assert main is not None
    if r.ref is not None and not main.mentions and r.ref.implicit is None:
        reference_first(r, g, r.ref)
    elif r.ref is None and r.answer_type == "entity" and r.constraint.kind == "none" and len(main.mentions) == 2:
        if not same_period_template(r, g, main):
            read_main(r, g, main)
    else:
        read_main(r, g, main)
        if r.ref is not None:
            implicit = r.ref.implicit
            gerund = implicit is not None and r.toks[implicit].low not in PRONOUNS  # a pronoun names one said
            if gerund and r.answer_type == "entity" and not subject_named(r, g, main):
                raise PlanningError("the reference event's doer is the one asked for, which the graph cannot tell yet")
            if r.ref_kind == UNDER and names_alone(r, r.ref):
                ref = under_the_head(r, g, r.ref)
            else:
                ref = there_said(r, g, r.ref, read_reference(r, g, r.ref, r.relation, r.anchor, r.position))
            r.constraint = ref_constraint(clause_kind(r, g, r.ref, ref), ref, g.intervals)
    if r.constraint.reference is not None and r.ref_extremum is not None:
        r.constraint.reference.extremum = r.ref_extremum
    _note_during(r)  # "while it was powered by Honda the first time": that time's, said
    if r.constraint.reference is not None and r.ref_period is not None:
        r.constraint.reference.period = r.ref_period  # "before Israel did in 2019" (`reference.own_period`)
    if r.constraint.reference is not None:
        other_than_the_reference(r)


def there_said(r: Reading, g: Graph, clause: Clause, ref: EventRef) -> EventRef:
    """ "Which engine did Williams use when Mansell drove there the first time?": "there" in a reference clause that
    names no other side is the main clause's entity, where the graph holds the reference's subject so (Mansell
    droveFor Williams); else refused, never read as any side (his first team of all was answered: a reviewer's
    find)."""
    said = [k for k in range(clause.i, clause.j) if r.toks[k].low in THERE and r.free(k)]
    if not said or ref.tail is not None or not g.intervals:
        return ref
    if r.anchor is None or g.tails_of is None or r.anchor not in g.tails_of(ref.head, ref.relation):
        raise PlanningError(f"'there' in the reference event stands for no place of {ref.head} {ref.relation}")
    r.take(said, "the place the main clause names")
    r.notes.append(f"read 'there' as {r.anchor}")
    return ref.model_copy(update={"tail": r.anchor})


def _note_during(r: Reading) -> None:
    """The reason says a reference state read as its whole time, unless the construction that read it said so."""
    held = r.constraint.reference
    if held is None or not held.during or {"reference.when_a_state", "reference.under_the_head"} & set(r.fired):
        return
    said = "'under'" if r.ref_kind == UNDER else "'while'"
    r.notes.append(f"read {said} as the whole time {held} held, sharing more than a day of it")


def subject_named(r: Reading, g: Graph, main: Clause) -> bool:
    """Whether the main clause's subject is the entity it names ("Who did Japan visit after visiting China?"), not
    the one it asks for ("Who visited Iran after visiting Japan?": the visitor visited Japan). Of facts true over
    intervals the one named is who the clause is about ("Which institution employed X at the time of graduating")."""
    asked = next((k for k in range(main.i, main.j) if r.ledger.used.get(k) == "asks entity"), None)
    named = [m.i for m in main.mentions if r.anchor in m.names]
    return g.intervals or asked is None or not named or not verb_before(r.toks, asked, named[0])


@construction("reference.right_after", "right after <clause>: the first after it; just before <clause>: the last")
def right_after(r: Reading) -> str | None:
    if r.ref is None or not r.ref_at_once or r.extremum is not None:
        return None
    r.extremum = "last" if r.ref_kind == "before" else "first"
    return r.extremum


def ref_constraint(kind: str | None, ref: EventRef, intervals: bool) -> Constraint:
    """The constraint a reference clause makes: before / after it, in its day / month / year, until it (the last as
    of its day) or, of facts true over intervals, while it held ("while X was Prime Minister": sharing more than a
    day of X's time in office)."""
    if kind == UNTIL:
        return Constraint(kind="until", reference=ref)
    if kind in (DURING, UNDER):
        if not intervals:
            said = "'while'" if kind == DURING else "'under' one who held an office"
            raise PlanningError(f"{said} says the whole time of a state; the graph's events each happen on a day")
        return Constraint(kind="in", granularity="day", reference=ref.model_copy(update={"during": True}))
    if kind and kind.startswith("same "):
        same: Granularity = kind.removeprefix("same ")  # type: ignore[assignment]
        return Constraint(kind="in", granularity=same, reference=ref)
    return Constraint(kind="before" if kind == "before" else "after", reference=ref)


def reference_first(r: Reading, g: Graph, ref_clause: Clause) -> None:
    """ "Once X had praised Y, who was the next to praise him?": the reference first, then the main clause,
    which repeats its event ("do so") or refers back to one of its sides ("him")."""
    main = r.main
    assert main is not None
    ref = read_reference(r, g, ref_clause, None, None, None)
    if not done_again(r, main, ref, ref_clause):
        pronoun_back(r, g, main, ref)
        read_main(r, g, main)
    r.constraint = ref_constraint(clause_kind(r, g, ref_clause, ref), ref, g.intervals)


def clause_kind(r: Reading, g: Graph, clause: Clause, ref: EventRef) -> str | None:
    """The reference clause's kind; a "when" clause's (`time.when_clause_cue`) is the whole time of a state it says
    (`reference.when_a_state`: "while"), else its event's day (of facts true over intervals, at its precision)."""
    kind = r.ref_kind
    if kind is None or not kind.startswith(WHEN_KIND):
        return kind
    if when_a_state(r, g, clause, ref):
        return DURING
    return UNTIL if as_of(r, g, clause, ref) else f"same {kind.removeprefix(WHEN_KIND)}"


@construction(
    "reference.as_of",
    "the latest | newest <facts> when <clause>: of facts true over intervals, not states, begun on or before its day",
)
def as_of(r: Reading, g: Graph, clause: Clause, ref: EventRef) -> bool:
    """ "What was the latest Node.js release when Angular 14 came out?", "the newest": the last facts as of the day
    of an event the "when" clause says, begun on or before it, not in its day (the reference fact itself counts:
    Node.js 18 is the latest as of its own release). Only of a relation the graph holds as one-day facts, not states
    (the last club "when he won X" stays the club of its year), of a clause that says no start or end and is no
    state ("when he played for Chelsea": its whole time), the last said by a word of `as_of_lasts` ("previous"
    says the one before). Of an event graph, "when" keeps its day."""
    if not g.intervals or r.extremum != "last" or r.ref_extremum is not None or ref.aspect or r.aspect:
        return False
    if g.is_state is None or g.is_state(r.relation) or g.is_state(ref.relation):
        return False
    main = r.main
    assert main is not None
    if not any(r.toks[k].low in AS_OF_LASTS for k in range(main.i, main.j) if k not in range(clause.i, clause.j)):
        return False
    r.notes.append("read 'the last ... when' as the last on or before the day of the 'when' clause")
    return True


def when_a_state(r: Reading, g: Graph, clause: Clause, ref: EventRef) -> bool:
    """ "Who was Defence Secretary when Gordon Brown was Prime Minister?" asks of his whole time in office, as "while"
    does, not of the year it began (`reference.when_a_state`): a "when" clause whose verb right after its subject
    says a state held (a form of "be" before the other side, "hold", "serve", "sit": its rules, on a chart of the
    clause's entities and the pronoun that stands for its subject) and no start or end of it, of a relation the
    graph holds as a state, not written as one date each ("when X was World Series MVP": that season, an award's).
    "when X became Y", "was elected", "married Y", "was born" keep their event."""
    if not g.intervals or ref.aspect is not None or ref.tail is None:  # "... the first time": that spell's whole time
        return False
    if g.is_state is not None and not g.is_state(ref.relation):
        return False
    if g.at_one_time is not None and g.at_one_time(ref.relation):  # "when X was MVP": the season of the award
        return False
    if any(r.ledger.used.get(k) in ASPECT_TAGS for k in range(clause.i, clause.j)):
        return False
    said = [Constituent("entity", m.i, m.j, m) for m in clause.mentions]
    if clause.implicit == clause.i:  # "when he served ...": the pronoun stands for the subject
        said.append(Constituent("entity", clause.i, clause.i + 1))
    found = rule_matches(Chart(r.toks, said), rules("reference", "state_clause"), at=clause.i)
    if not [m for m in found if m.covered[1] <= clause.j]:
        return False
    r.fired.append(found[0].pattern.row.name)
    held = ref.model_copy(update={"extremum": r.ref_extremum})  # "the first time": that spell
    r.notes.append(f"read 'when {r.ledger.text(clause.i, clause.j)}' as the whole time {held} held, as 'while'")
    return True


@construction(
    "reference.under_the_head",
    "under <X> | in the government of <X>: while X held the one office X held that heads a government",
    ("names.head_offices",),
)
def under_the_head(r: Reading, g: Graph, clause: Clause) -> EventRef:
    """ "Who was Foreign Secretary under Gordon Brown?": the whole time X held the office that heads a government or
    a state (`office_names.heads_a_government`: Prime Minister, President of the United States), the one such office
    X held; X's other offices (Brown was Chancellor too) are no one's "under" him. None, or two, and it is refused."""
    name = clause.mentions[0].names[0]
    if g.relations_of is None or g.tails_of is None:
        raise PlanningError(f"'under {name}': the graph cannot say which office {name} held")
    held = sorted(
        (relation, tail)
        for relation in g.relations_of(name)
        if g.is_state is None or g.is_state(relation)
        for tail in g.tails_of(name, relation)
        if heads_a_government(tail)
    )
    if len(held) != 1:
        which = " or ".join(tail for _, tail in held) or "no office that heads a government"
        raise PlanningError(f"'under {name}': the graph holds {name} as {which}")
    relation, tail = held[0]
    r.take(range(clause.i, clause.j), "reference")
    said = r.ledger.text(clause.i, clause.j)
    r.notes.append(f"read 'under {said}' as the whole time {name} {relation} {tail}, sharing more than a day of it")
    return EventRef(head=name, relation=relation, tail=tail)


@construction("reference.event", "the reference clause read in full, elided ('after Japan did') or by one side")
def read_reference(
    r: Reading, g: Graph, ref: Clause, relation: str | None, anchor: str | None, position: Role | None
) -> EventRef:
    """The reference event: said in full, as a nominalisation, with a pronoun or a gerund standing for the
    question's own entity, or elided ("after Japan did", "After the citizens of Brazil, ...")."""
    mentions = list(ref.mentions)
    if ref.implicit is not None:
        if anchor is None:
            raise PlanningError("the reference event's pronoun has nothing to refer to")
        mentions.append(Mention([anchor], ref.implicit, ref.implicit + 1))
        mentions.sort(key=lambda m: m.i)
    if not mentions:
        raise PlanningError("the reference event names no entity")
    if said_alone(r, ref):
        return elided(r, g, ref, mentions[0], relation, anchor, position)
    clause = Clause(ref.i, ref.j, mentions)
    try:
        match = read_relation(r, g, clause, [m.names[0] for m in mentions], "reference event")
    except PlanningError:
        if position != "tail" or (left_out := object_left_out(r, g, clause, relation, anchor)) is None:
            raise
        return left_out
    ref.inverse = match.inverse
    roles = read_roles(r, clause, match)
    r.take([k for k in range(ref.i, ref.j) if r.toks[k].low in REFERENCE_SMALL_WORDS], "reference")
    if len(roles) == 1 and (back := it_back(r, g, ref, roles[0], match, (relation, anchor, position, r.other))):
        return _aspect(back, g, match)
    if len(roles) == 1:
        return _aspect(_by_one(r, g, roles[0], match, (relation, anchor), ref), g, match)
    if len(roles) != 2 or roles[0][1] == roles[1][1]:
        raise PlanningError("cannot tell who did what to whom in the reference event")
    head = next(m for m, p in roles if p == "head").names[0]
    tail = next(m for m, p in roles if p == "tail").names[0]
    return _aspect(EventRef(head=head, relation=match.relations[0], tail=tail), g, match)


@construction(
    "reference.object_left_out",
    "before <X> took over: an everyday verb of a state with its object left out, the question's own entity",
)
def object_left_out(r: Reading, g: Graph, clause: Clause, relation: str | None, anchor: str | None) -> EventRef | None:
    """ "Who managed the Blue Jays before Cito Gaston took over?": a reference clause naming its subject alone whose
    verb says no relation by itself ("take over", "join", "leave": an everyday verb of a state) is read with the
    question's own entity (the main clause's object) as its object, where the verb read between the two is the main
    clause's relation (the one relation the graph holds of them, `relation.state_verb`); None otherwise (the clause's
    refusal stands)."""
    if not g.intervals or relation is None or anchor is None or len(clause.mentions) != 1:
        return None
    name = clause.mentions[0].names[0]
    if name == anchor or g.between is None or not g.between(name, anchor, relation):
        return None
    try:
        match = read_relation(r, g, clause, [name, anchor], "reference event")
    except PlanningError:
        return None
    if match.relations != (relation,) or match.inverse or min(match.tokens) < clause.mentions[0].j:
        return None
    r.notes.append(f"read the object left out of the reference event as {anchor}, the question's own")
    return _aspect(EventRef(head=name, relation=relation, tail=anchor), g, match)


def _aspect(ref: EventRef, g: Graph, match: RelationMatch) -> EventRef:
    """Of facts true over intervals, the start or end the reference's phrase says ("after leaving Y": its end)."""
    if g.intervals and match.aspect in ("start", "end") and ref.relation == match.relations[0]:
        ref.aspect = match.aspect  # type: ignore[assignment]
    return ref


def _by_one(
    r: Reading,
    g: Graph,
    role: tuple[Mention, Role],
    match: RelationMatch,
    own: tuple[str | None, str | None],
    ref: Clause,
) -> EventRef:
    """A reference event that names one entity: the question's own event with it on the other side, or (of an
    interval graph) that entity's fact of the relation said ("when X died"; "at the time of death": the noun
    stands for its owner, the question's entity; "when X scored against them": the question's entity the other)."""
    m, p = role
    said = match.relations[0]
    relation, anchor = own
    if relation is None or anchor is None or said != relation:
        if g.intervals and (p == "head" or m.i in match.tokens):
            return _said_back(r, g, ref, anchor, m, said) or _its_own(r, g, m.names[0], said)
        if g.intervals and (found := its_one_head(r, g, m.names[0], said)):
            return found  # "When the iPhone X came out, ...": Apple's, the clause read first
        raise PlanningError(f"the reference event names only {m.names[0]}; who was the other side?")
    apart = g.intervals and g.between is not None and not g.between(m.names[0], anchor, said)
    if p == "head" and (apart or object_anew(r, ref, match)):
        return one_side(r, m.names[0], said)  # "after Tereshkova's flight": hers, never with the question's entity
    if apart and p == "tail":  # "before Angular 14 came out": Angular's, not the question's entity's
        return its_one_head(r, g, m.names[0], said) or placed(p, m.names[0], relation, anchor)
    if p == "head":  # "as soon as Yilmaz had been to see him": "him" is the question's own entity, placed there
        r.take([k for k in range(m.j, ref.j) if r.free(k) and r.toks[k].low in OBJECT_PRONOUNS], "reference")
    return placed(p, m.names[0], relation, anchor)


@construction(
    "reference.one_side",
    "when <X> died | at the time of <X's> death: a fact of an interval graph named by its one side",
)
def one_side(r: Reading, name: str, relation: str) -> EventRef:
    """Of facts true over intervals, a reference fact said with its subject only ("when X died", "upon X's
    graduation"): X's fact of that relation, whatever its other side."""
    return EventRef(head=name, relation=relation, tail=None)


def _its_own(r: Reading, g: Graph, name: str, relation: str) -> EventRef:
    """The fact of the one entity a reference clause names, that entity its head ("when X died"); where the graph
    holds it only as a tail, named after its one head ("when Python 2.7 reached end of life": Python's), that."""
    own = g.tails_of is None or g.tails_of(name, relation)
    return (None if own else its_one_head(r, g, name, relation)) or one_side(r, name, relation)


def _said_back(r: Reading, g: Graph, ref: Clause, anchor: str | None, m: Mention, said: str) -> EventRef | None:
    """ "Who was England's manager when Maradona scored against them?" (`reference.object_back`): an object pronoun
    free in a reference clause that names its subject alone stands for the question's own entity, the fact's other
    side; where the main clause names two, the one the graph holds the reference's relation with; a person's pronoun
    never a place or a body. None where no such pronoun is said."""
    back = [x for x in _in_the_clause(r, ref, "object_back") if x.covered[0] > m.i]
    if not back:
        return None
    t = r.toks[back[0].covered[0]]
    named = [n for n in (anchor, r.other) if n is not None and n != m.names[0]]
    if len(named) > 1 and g.between is not None:
        named = [n for n in named if g.between(m.names[0], n, said)]
    if len(back) > 1 or len(named) != 1:
        raise PlanningError(f"cannot tell whom {t.text!r} in the reference event stands for")
    if t.low in PERSONAL_PRONOUNS and _a_place(g, named[0]):
        raise PlanningError(f"{t.text!r} says a person, and {named[0]} is none")
    r.take([t.i], "pronoun")
    r.notes.append(f"read {t.text!r} as {named[0]}")
    r.fired.append(back[0].pattern.row.name)
    return EventRef(head=m.names[0], relation=said, tail=named[0])


def done_again(r: Reading, main: Clause, ref: EventRef, ref_clause: Clause) -> bool:
    """ "After X attacked Y, who was the next to do so?" (`reference.done_again`): the reference's event, someone
    else doing it."""
    again = _said_again(r, main, ref.relation)
    if again is None:
        return False
    words = r.ledger.text(*again.covered)
    if r.answer_type != "entity":
        raise PlanningError(f"{words!r} in a question that asks when")
    if ref_clause.inverse:  # "After Iraq received aid from Japan, who did so?": a receiver asked
        raise PlanningError(f"{words!r} after a reference event said from its receiving side")
    if pronoun := _in_the_clause(r, main, "pronoun"):
        raise PlanningError(f"{words!r} with {r.ledger.text(*pronoun[0].covered)!r}, which may stand for either side")
    r.take(list(again.taken), "the reference event again")
    if ref.tail is None:
        raise PlanningError(f"{words!r} after a reference event of one side")
    r.relation, r.anchor, r.position, r.other = ref.relation, ref.tail, "tail", None
    r.notes.append(f"read {words!r} as {ref.relation} {ref.tail}, as in the reference event")
    r.fired.append(again.pattern.row.name)
    return True


def _said_again(r: Reading, main: Clause, relation: str) -> Match | None:
    """The first "do so", "did the same", "do likewise", "follow suit" (and "said the same" of a saying) said in the
    main clause, or None."""
    productions = ("done_again", "said_again") if relation.startswith(SAYINGS) else ("done_again",)
    said = _in_the_clause(r, main, *productions)
    return said[0] if said else None


def refers_back(r: Reading, main: Clause) -> bool:
    """The main clause says a pronoun or a possessive, which may stand for the reference event's entity."""
    return bool(_in_the_clause(r, main, "pronoun", "possessive"))


def _in_the_clause(r: Reading, clause: Clause, *productions: str) -> list[Match]:
    """The matches of the reference family's rules of `productions` whose words are free words of the clause (the
    main clause's, or a reference clause's), left to right, the widest first at a word."""
    inside = {t.i for t in clause.tokens(r.toks) if r.free(t.i)}
    found = [m for m in rule_matches(Chart(r.toks), rules("reference", *productions)) if set(m.taken) <= inside]
    return sorted(found, key=lambda m: (m.covered[0], -m.covered[1]))


def pronoun_back(r: Reading, g: Graph, main: Clause, ref: EventRef) -> str:
    """The question refers back to the reference event's entity (`reference.pronoun_back`): "him" is its tail, "he"
    its head, and "it" whichever side its place says (before the verb: the one that acted, as "he"; after: as
    "him")."""
    # "When X died, who was their spouse?": where no pronoun is said, a possessive stands for the one who acted
    said = _in_the_clause(r, main, "pronoun") or _in_the_clause(r, main, "possessive")
    if len(said) != 1:
        raise PlanningError("the question names an entity only in its reference event")
    t = r.toks[said[0].covered[0]]
    if t.low in NEUTER_PRONOUNS:
        free = {x.i for x in main.tokens(r.toks) if r.free(x.i)}
        matches = g.lexicon.match(r.toks, free - {t.i})
        if len(matches) != 1 or matches[0].reduced:
            raise PlanningError("'it' may stand for either side of the reference event")
        name = ref.head if t.i < matches[0].tokens[0] else ref.tail
    else:
        name = ref.tail if t.low in OBJECT_PRONOUNS else ref.head
    if name is None:
        raise PlanningError(f"{t.text!r} stands for the reference event's other side, which it leaves open")
    if t.low in PERSONAL_PRONOUNS and _a_place(g, name):
        name = _the_person(g, t.text, ref.tail if name == ref.head else ref.head)
    main.mentions.append(Mention([name], t.i, t.i + 1, note=f"read {t.text!r} as {name}"))
    r.take([t.i], "pronoun")
    r.fired.append(said[0].pattern.row.name)
    return name


def _a_place(g: Graph, name: str) -> bool:
    """A place or a body (the names table's kind), never one person."""
    return name in g.names.places.values() or no_person(name)


def _the_person(g: Graph, said: str, other: str | None) -> str:
    """ "After Rehman Malik praised France, who was the first to criticise him?": a person's pronoun stands for the
    other side where the one its place says is a place (France is no "him")."""
    if other is None or _a_place(g, other):
        raise PlanningError(f"{said!r} says a person, and neither side of the reference event is one")
    return other


def other_than_the_reference(r: Reading) -> bool:
    """ "who else", "which other ...": the reference event's own entity is left out of such answers anyway
    (`reference.other_than`)."""
    return bool(take_free(r, rules("reference", "other_than"), {"other_than": "other than the reference"}))


@construction(
    "reference.same_period_template",
    "Who did <X> <relation> <prep> <Y> in the same <unit>?: the period X's event with Y happened in",
    ("event.template_preps",),
)
def same_period_template(r: Reading, g: Graph, main: Clause) -> bool:
    """ "Who did X praise in Y in the same year?": no event is named for "the same year" but the one of the
    question's second entity, which stands where the answer stands (X praised Y that year)."""
    bare = _bare_same(r)
    if bare is None:
        return False
    unit, cue = bare
    first, extra = main.mentions
    main.mentions = [first]
    r.take(cue, "reference cue")
    read_main(r, g, main)
    if problem := _not_the_template(r, cue, first, extra, main.voice):
        raise PlanningError(f"'the same {unit}' names no event, and {problem}")
    ref = placed(other_side(r.position), extra.names[0], r.relation, r.anchor)
    r.constraint = Constraint(kind="in", granularity=unit, reference=ref)
    r.notes.append(f"read 'the same {unit}', which names no event of its own, as the {unit} {ref} happened")
    return True


def _bare_same(r: Reading) -> tuple[Granularity, range] | None:
    """ "in the same month" said with no event after it (no "as X"): its granularity and its words."""
    toks = r.toks
    for at, kind in r.cues.items():
        if not kind.startswith("same ") or not r.free(at):
            continue
        same = same_period_at(toks, at)
        if same is None or toks[same[1] - 1].low in SAME_JOINS:
            continue
        if same[1] < len(toks) and toks[same[1]].low not in TEMPLATE_ENDS | TEMPLATE_PREPS:
            continue  # "... the same month when ...", "... that ...": an event of its own follows
        if same[1] + 1 < len(toks) and toks[same[1]].low in TEMPLATE_PREPS and toks[same[1] + 1].low in WH:
            continue  # "in the same month in which ..."
        if all(r.free(k) for k in range(at, same[1])):
            return same[0], range(at, same[1])
    return None


def _not_the_template(r: Reading, cue: range, first: Mention, extra: Mention, voice: str) -> str | None:
    """Why "Who did X praise in Y in the same year?" is not what was said (None: it is). The second entity
    must hang on the relation, the first entity or the "same" phrase by a plain preposition, and end there;
    the clause is active; neither entity is the other's own place ("the Kenyan police ... in Kenya")."""
    toks = r.toks
    if voice != "active":
        return "a passive question does not say whose event it is"
    p = extra.i - 1
    while p > 0 and toks[p].low in ARTICLES:
        p -= 1
    if toks[p].low not in TEMPLATE_PREPS or p == 0:
        return f"{extra.names[0]} is not said as the other side of the question's event"
    before = p - 1
    hangs = first.i <= before < first.j or before in cue or read_as_relation(r.ledger, before)
    if not hangs:
        return f"{toks[before].text!r} stands between {extra.names[0]} and the question's event"
    after = extra.j
    if not (after >= len(toks) or toks[after].low in TEMPLATE_ENDS or after == cue.start):
        return f"{extra.names[0]} is followed by {toks[after].text!r}"
    places = {m.group("place") for n in (first.names[0], extra.names[0]) if (m := SECTOR_NAME.match(n))}
    if places & {first.names[0], extra.names[0]}:
        return f"{extra.names[0]} may be where {first.names[0]} acted"
    return None
