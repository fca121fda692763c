"""Whether a reading fits the question's context in the graph: how a name said in part (`name_parts`) is told from
the other entities the same words may be, without a data file for the graph.

Three checks, from the weakest claim to the strongest: every entity the reading names takes part in the relation
its clause says (`fits`: "Who turned out for Chelsea?" is no question about Chelsea, London); the graph holds, at
some time, a fact of that relation between the two entities a clause names (`linked`: "Eidur Gudjohnsen left
Chelsea": Chelsea F.C.); and, of a question that takes its event as given, the graph holds the event itself
(`readings`, by `supported`). None of them asks the graph about the question's own period but the last, so that a
yes / no question's answer never decides which entity it is about.
"""

from __future__ import annotations

from chronorag.plans import EventPlan
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.names import Mention
from chronorag.understanding.reading import WHICH, Graph, Reading
from chronorag.understanding.tokens import Token, written

NAMING = word_class("event", "naming")  # "named", "called": the name the one asked is called by
MAX_OTHERS_TRIED = 12  # names that say the words among theirs, asked whether they take part in the relation


def _sides(plan: EventPlan) -> list[tuple[str, str | None, str]]:
    """(one entity, the other or None, the relation) of the plan's own event and of its reference event."""
    out: list[tuple[str, str | None, str]] = [(plan.anchor, plan.other, plan.relation)]
    if (ref := plan.constraint.reference) is not None:
        out.append((ref.head, ref.tail, ref.relation))
    return out


def misfit(g: Graph, plan: EventPlan) -> tuple[str, str] | None:
    """An entity of the plan that takes no part in the relation its clause says (any relation, when it says none),
    with that relation; None when each does, or the graph cannot be asked."""
    if g.relations_of is None:
        return None
    for one, other, relation in _sides(plan):
        for entity in (one, other):
            if entity is None or (entity == other and _of_series(g, entity, relation)):
                continue
            if not _takes_part(g, entity, relation or None):
                return entity, relation
    return None


def _of_series(g: Graph, entity: str, relation: str) -> bool:
    """Whether the entity, said as a clause's other side, is a series whose editions take part in the relation
    ("Did Sampras ever win Roland Garros?": any edition of it), as the answer reads it."""
    return bool(relation) and g.series_part is not None and g.series_part(entity, relation)


def _takes_part(g: Graph, entity: str, relation: str | None) -> bool:
    if g.takes_part is not None:
        return g.takes_part(entity, relation)
    assert g.relations_of is not None
    held = g.relations_of(entity)
    return relation in held if relation else bool(held)


def fits(g: Graph, plan: EventPlan) -> bool:
    return misfit(g, plan) is None


def linked(g: Graph, plan: EventPlan) -> bool:
    """Whether the graph holds, at some time and either way, a fact of each clause's relation between the two
    entities it names (a clause naming one entity says nothing here)."""
    if g.between is None:
        return False
    pairs = [(one, other, relation) for one, other, relation in _sides(plan) if other is not None]
    return bool(pairs) and all(g.between(one, other, relation) for one, other, relation in pairs)


def sided(g: Graph, plan: EventPlan) -> bool:
    """Whether each entity a clause names holds its relation on the side the clause puts it ("How many judges did
    Nixon appoint?": the president who appoints, a tail of appointedBy, never the judges named Nixon, its heads).
    Of a relation read both ways, or a graph not asked, every side holds."""
    if g.tails_of is None or g.heads_of is None or plan.both_ways or plan.relation in g.lexicon.symmetric:
        return True
    said: list[tuple[str | None, str | None, str]] = []
    if plan.position in ("head", "tail"):
        head, tail = (plan.anchor, plan.other) if plan.position == "head" else (plan.other, plan.anchor)
        said.append((head, tail, plan.relation))
    if (ref := plan.constraint.reference) is not None:
        said.append((ref.head, ref.tail, ref.relation))
    for head, tail, relation in said:
        if not relation:
            continue
        if head is not None and not g.tails_of(head, relation):
            return False
        if tail is not None and not g.heads_of(tail, relation):
            return False
    return True


def no_by_its_words(g: Graph, said: str, names: list[str], plan: EventPlan) -> None:
    """ "Did Richard Petty win at Daytona?": read as the one entity a name said in part may be (Daytona Qualifier),
    whose event the graph does not hold, where other names of the graph say the same words among theirs (Daytona
    500, ...) and the graph holds the event of one of them, its "no" would rest on which is meant: refused, naming
    them ("Did Ed Balls ever serve as Chancellor?": no office of the name, no refusal)."""
    if plan.answer_type != "yes_no" or g.holds is None or g.relations_of is None or g.holds(plan):
        return
    words = words_key(said)
    n = len(words)
    others = sorted(  # those that open with the words first ("Daytona 500"), then by name
        (form[:n] != words, name)
        for form, name in g.names.primary.items()
        if name not in names and any(form[k : k + n] == words for k in range(len(form) - n + 1))
    )
    field = "anchor" if plan.anchor in names else "other"
    tried = [o for _, o in others[:MAX_OTHERS_TRIED] if plan.relation in g.relations_of(o)]
    held = [o for o in tried if g.holds(plan.model_copy(update={field: o}))]  # "no" of each alike: no refusal
    if held:
        raise PlanningError(
            f"'no' would rest on which entity {said!r} is: {', '.join(names)}, or {', '.join(held[:3])}, whose"
            " names say it too"
        )
    if field == "other":
        _by_another_fact(g, said, names, plan, [o for _, o in others[:MAX_OTHERS_TRIED] if o not in tried])


def _by_another_fact(g: Graph, said: str, names: list[str], plan: EventPlan, others: list[str]) -> None:
    """ "Did Jimmie Johnson finish second at Daytona?": another name saying the words (Daytona International
    Speedway) that takes no part in the relation but is joined, by a fact of its own (raceHeldAt), to an entity the
    anchor's facts of the relation hold (Coke Zero 400): the words may mean it, and its "no" would rest on which is
    meant. Refused, naming the fact that joins them (the join itself is not read)."""
    if g.tails_of is None or g.heads_of is None or g.relations_of is None or not others:
        return
    of_anchor = g.tails_of if plan.position == "head" else g.heads_of
    held = set(of_anchor(plan.anchor, plan.relation)) - set(names)  # the entity read is no other's join
    for other in others:
        for relation in g.relations_of(other):
            met = sorted(held & {*g.heads_of(other, relation), *g.tails_of(other, relation)})
            if met:
                raise PlanningError(
                    f"'no' would rest on which entity {said!r} is: {', '.join(names)}, or {other}, joined by"
                    f" {relation} to {met[0]}, of {plan.anchor}'s {plan.relation} facts"
                )


def in_context(
    g: Graph, read: tuple[EventPlan, list[str]], toks: list[Token], free: set[int]
) -> tuple[EventPlan, list[str]]:
    """The strict reading, where the entities its names said in part stand for take part in what the question says
    (`fits`), its "no" resting on no other name that says the same words (`no_by_its_words`); else a refusal, for
    `partially` to read each entity the words may be."""
    plan, fired = read
    if "names.partial" not in fired:
        return read
    if (wrong := misfit(g, plan)) is not None:
        entity, relation = wrong
        raise PlanningError(f"{entity}, named in part, takes no part in {relation or 'any fact'} in the graph")
    no_rests_on_a_name(g, toks, g.names.partial_mentions(toks, free), plan)
    return read


def no_rests_on_a_name(g: Graph, toks: list[Token], said: list[Mention], plan: EventPlan) -> None:
    """Each name said in part read as one of the plan's sides: its "no" resting on no other name (`no_by_its_words`)."""
    for m in said:
        if (side := next((n for n in m.names if n in (plan.anchor, plan.other)), None)) is not None:
            no_by_its_words(g, written(toks, m.i, m.j), [side], plan)


def which_of_the_name(r: Reading) -> None:
    """ "Which Colton quit?", "Which Russell was evacuated?": a person's name said in part right after the "which"
    opening the question (never "the year in which Obama ...", a relative clause) asks which person of the name did
    it, never the other side of its facts (the season he quit); refused, naming the one read."""
    for m in r.mentions:
        said = set(words_key(written(r.toks, m.i, m.j)))  # its words among the name's ("Colton" of Colton Cumbie)
        one = m.names[0] if len(m.names) == 1 else ""  # a person's, say ("Which president ...": an office's holder)
        # a verb right after the name; "Which Fedora releases came out?": a noun of the name's before the verb, the
        # kind asked, never who
        after, then = (r.ledger.used.get(k) for k in (m.j, m.j + 1))
        verb_after = after == "auxiliary" or (after == "relation" and then != "relation")
        if (
            (m.i == 1 or (m.i > 1 and r.toks[m.i - 1].low in NAMING))  # "Which castaway named Russell ..."
            and r.toks[0].low in WHICH
            and verb_after
            and _capitalised_words(one)
            and said < set(words_key(one))
        ):
            raise PlanningError(
                f"'{written(r.toks, m.i - 1, m.j)}' asks which entity of the name ({m.names[0]} read), which is read"
                " only of a name said in full"
            )


def _capitalised_words(name: str) -> bool:
    """A name of two or more words each capitalised, no qualifier in parentheses: a person's, say ("Sandra
    Diaz-Twine", "Cirie Fields"), never an office's ("President of the United States") or a sector's."""
    parts = name.split()
    return len(parts) > 1 and "(" not in name and all(p[:1].isupper() for p in parts)
