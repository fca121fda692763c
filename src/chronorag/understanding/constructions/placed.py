"""Where an instant put its other side: "Who did Obama appoint to the Supreme Court?", "Did Reagan appoint Kennedy to
the Supreme Court?", "How many judges did Carter appoint to the Ninth Circuit?" (`relation.placed_in`).

Of facts true over intervals, a clause whose relation is an instant (an appointment) and that names, after "to" /
"on" (`[event] placed_preps`), an entity taking no part in that relation but on the tail of exactly one state (of
several, the one of being one: servedOn, not seniorJudgeOn), is about the instants on the day such a state began,
the instant's other side that state's head (`Alongside`, read by `rag/kg_irag/placed.py`). The place is no side of
the instant, so it leaves the clause's entities before their roles are read.
"""

from __future__ import annotations

from chronorag.plans import Alongside
from chronorag.understanding.constructions.relation import _being_one
from chronorag.understanding.patterns import rule_matches, rules
from chronorag.understanding.reading import Clause, Graph, Reading
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.rules import chart_of


def placed_in(r: Reading, g: Graph, clause: Clause, match: RelationMatch) -> bool:
    """The clause's mention after a placing preposition, where it is the place the instant put its other side in:
    taken out of the clause's entities, the plan's `alongside` said instead; else nothing is read."""
    if not g.intervals or g.relations_of is None or g.is_state is None or g.tails_of is None:
        return False
    if r.alongside is not None or len(clause.mentions) < 2 or len(match.relations) != 1:
        return False
    relation = match.relations[0]
    if g.is_state(relation):
        return False
    inside = {(m.i, m.j): m for m in clause.mentions}
    for said in rule_matches(chart_of(r), rules("relation", "placed_in")):
        m = inside.get(said.spans["entity"])
        if m is None or len(m.names) != 1 or not all(r.free(k) for k in said.taken):
            continue
        place = m.names[0]
        held = g.relations_of(place)
        if relation in held:
            continue  # a side of the instant itself ("appointed to Ireland" of appointedTo)
        states = _being_one({rel for rel in held if g.is_state(rel)})
        if len(states) != 1:
            continue
        (state,) = states
        if g.tails_of(place, state):
            continue  # the place is the state's head somewhere: which side it stands on is not said
        clause.mentions.remove(m)
        r.alongside = Alongside(relation=state, entity=place, side="tail")
        r.take(list(said.taken), "where it put them")
        r.fired.append(said.pattern.row.name)
        words = " ".join(r.toks[k].text for k in range(said.covered[0], m.j))
        r.notes.append(f"read {words!r} as {relation} on the day a {state} spell with {place} began")
        return True
    return False
