"""A relation said by its name's words in another order ("Which films was X nominated for?": "films ... nominated
for" is filmNominatedFor's order, the words of nominatedForFilm too): where no entity named takes part in the
relation the order says and exactly one relation of the very same words holds them, that one is meant; the graph
tells, as it does between relations that share a phrase (`relation.by_the_graph`)."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.relations import RelationMatch


@construction(
    "relation.in_another_order",
    "<the words of a relation's name in another order>: the relation of those words the entities take part in"
    " ('Which films was X nominated for?': nominatedForFilm, not filmNominatedFor)",
)
def in_another_order(r: Reading, g: Graph, match: RelationMatch, entities: list[str]) -> list[str] | None:
    """Of one relation read, the one of its very words (in any order) that the entities named take part in
    where none takes part in it, its sides the other way round (the kind said before the verb, "films", is the
    other side of nominatedForFilm: the phrase is read as flipped); else None."""
    candidates = list(match.relations)
    if len(candidates) != 1 or g.relations_of is None or not entities or not (words := identifier_words(candidates[0])):
        return None
    taking = {rel for e in entities for rel in g.relations_of(e)}
    if candidates[0] in taking:
        return None
    same = [rel for rel in g.lexicon.names if rel in taking and sorted(identifier_words(rel)) == sorted(words)]
    if len(same) != 1:
        return None
    match.flipped = match.flipped | {same[0]}
    return same
