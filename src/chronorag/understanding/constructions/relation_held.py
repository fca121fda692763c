"""A relation's own verb of holding said of entities that never take part in that relation ("Who held Colorado's
3rd district?" over a graph whose `heldOffice` says "hold", where a district is only ever represented): the verb
says any holding there, and is read as an everyday verb of a state (`relation.state_verb`), the one relation the
graph holds of them, noted. Elsewhere the relation's own reading, and its refusal, stand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.relation_derived import GENERIC
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import lemmas

HOLDING = word_class("relations", "holding_verbs")

Between = Callable[[Graph, list[str]], set[str]]


@construction(
    "relation.held_elsewhere",
    "<X> held <Y>: a relation's own verb of holding said of entities that never take part in it, read as any"
    " state: the one relation the graph holds of them",
    ("relations.holding_verbs",),
)
def held_elsewhere(
    r: Reading, g: Graph, entities: list[str], matches: list[RelationMatch], between: Between
) -> list[RelationMatch] | None:
    """The verb as an everyday verb of a state, where it is the clause's one phrase, of one relation the graph
    holds not of the entities named, and the graph holds exactly one other (untaught) relation of them."""
    if len(matches) != 1 or g.relations_of is None or not entities:
        return None
    match = matches[0]
    said = [r.toks[i].low for i in match.tokens]
    if len(match.relations) != 1 or match.generic or not all(HOLDING & {w, *lemmas(w)} for w in said):
        return None
    held = between(g, entities)
    if match.relations[0] in held or len(held & g.lexicon.untaught) != 1:
        return None
    return [replace(match, relations=(GENERIC,))]
