""" "Where" asked of a relation whose other side is not where it was done: an occasion the graph names by its year
("Where did Conchita Wurst win?": Eurovision Song Contest 2014, not Copenhagen), or the team one played for where the
graph holds the relation's kin said with a preposition of place ("Where did Kohli play his last Test?": playedTestAt
says the ground, playedTestFor the team): refused, naming it."""

from __future__ import annotations

import re

from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.relation_names import identifier_words

WHERE = word_class("event", "where")
PLACE_PREPS = word_class("event", "place_preps")  # "playedTestAt": "where" asks its ground
YEAR_IN_A_NAME = re.compile(r"\b(1[5-9]|20)\d\d\b")  # "Eurovision Song Contest 2014"


def where_of_an_occasion(r: Reading, g: Graph) -> None:
    """ "Where did Conchita Wurst win?": "where" asks a place; where what the entity holds of the relation is an
    occasion the graph names by its year ("Eurovision Song Contest 2014"), the answer would say at which occasion,
    not where it was (its city is another fact): refused, naming it. So is a relation whose kin the graph holds
    with a preposition of place instead of its own ("Where did Kohli play his last Test?" of playedTestFor: India,
    his team; playedTestAt says the ground)."""
    where = any(t.low in WHERE and not r.free(t.i) for t in r.toks)
    if not where or r.answer_type != "entity" or r.position != "head" or g.tails_of is None or r.other:
        return
    words = identifier_words(r.relation or "")
    if placed := [rel for rel in g.lexicon.names if _placed_kin(words, identifier_words(rel))]:  # playedTestAt
        raise PlanningError(f"'where' asks {placed[0]}'s other side; {r.relation}'s is not where it was done")
    occasions = [tail for tail in g.tails_of(r.anchor, r.relation) if YEAR_IN_A_NAME.search(tail)]
    if occasions:
        said = ", ".join(occasions[:3])
        what = f"what {r.anchor} {r.relation} is an occasion named by its year"
        raise PlanningError(f"'where' asks a place; {what}: {said}")


def _placed_kin(words: list[str], other: list[str]) -> bool:
    """`other` is the name of `words` with a preposition of place for its last word ("playedTestAt" of
    "playedTestFor")."""
    return len(words) > 1 and other[:-1] == words[:-1] and other[-1] in PLACE_PREPS and words[-1] not in PLACE_PREPS
