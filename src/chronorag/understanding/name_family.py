"""A name the graph split into parallel names after a time: "Who has won the most Cy Young Awards?" of a graph holding
"Cy Young Award" (one for both leagues, 1956-1966) beside "American League Cy Young Award" and "National League Cy
Young Award" (since 1967). Read as the one entity of that exact name, the question ranked its 11 winners and answered
Sandy Koufax (3), where Roger Clemens won 7; "Who won the Cy Young Award in 1990?" found none.

Of a graph of facts true over intervals, where the question names that entity and asks who, how many or whether,
the names that end with all of its words after other words are its split (`family`) where all of these hold: two or
more of them hold the question's relation on the entity's side; the words before it are capitalised words of
letters, no function word ("National League"; never a year, "2019 Tour de France" an edition, nor "The Black Swan",
another film); every fact of the entity ended before any of theirs began (a name split at a time, not "North
Brookfield" beside "Brookfield", towns of the same years); and the graph splits another name by the same words
("American League Gold Glove", "National League Gold Glove"). The term then reads the facts of any of them (`Among`),
said in the reason. Found by names alone, the graph checks come last, a few per question.
"""

from __future__ import annotations

from collections.abc import Callable

from chronorag.algebra.terms import Among, Count, Facts, Nth, Query, TimeOf
from chronorag.algebra.walk import rewritten
from chronorag.understanding.lexicon import FUNCTION_WORDS
from chronorag.understanding.names import NameIndex
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Graph

Span = Callable[[str], tuple[int, int] | None]  # an entity's first start year and last end year (an open end: None)

LEAST_MEMBERS = 2  # a split is into two or more
# what is asked of the facts of any of them as of one: who or what, how many, whether any; a time, and the n-th,
# are read of the one named by the plans' own loop, as before
WIDENED = ("entity", "count", "yes_no")


class _Splits:
    """The graph's names by what they end with after qualifying words, and the names each qualifier splits."""

    def __init__(self, index: NameIndex) -> None:
        held = set(index.names)
        self.members: dict[str, list[tuple[str, str]]] = {}  # name -> (qualifier, member) of the names ending so
        self.split_by: dict[str, set[str]] = {}  # qualifier -> the names it is said before
        for name in index.names:
            words = name.split()
            for k in range(1, len(words) - 1):
                if not _qualifying(words[k - 1]):
                    break
                rest = " ".join(words[k:])
                if rest in held:
                    qualifier = " ".join(words[:k])
                    self.members.setdefault(rest, []).append((qualifier, name))
                    self.split_by.setdefault(qualifier, set()).add(rest)


def _qualifying(word: str) -> bool:
    return word[:1].isupper() and word.isalpha() and word.lower() not in FUNCTION_WORDS


_splits = PerObject(_Splits)


def family(g: Graph, entity: str, relation: str, side: str, span: Span) -> list[str]:
    """The names the entity was split into (see the module), [] where none."""
    found = _split_by_name(g, entity)
    if not found or g.relations_of is None or g.tails_of is None:
        return []
    members = [m for m in found if _holds(g, m, relation, side)]
    before = span(entity)
    if len(members) < LEAST_MEMBERS or before is None:
        return []
    after = [span(m) for m in members]
    return members if all(s is not None and before[1] < s[0] for s in after) else []


def _split_by_name(g: Graph, entity: str) -> list[str]:
    """The names that end with all of the entity's words after qualifying words that split another name too (the
    module's checks by names alone), [] where fewer than two."""
    splits = _splits(g.names)
    found = splits.members.get(entity, [])
    qualifiers = {q for q, _ in found}
    others = set.intersection(*(splits.split_by[q] for q in qualifiers)) - {entity} if qualifiers else set()
    return [m for _, m in found] if len(found) >= LEAST_MEMBERS and others else []


def whole_of_split(g: Graph, entities: set[str], wholes: list[str]) -> str | None:
    """Of the entities a name said in part may be that the question fits, all one of `wholes` or names the graph
    split it into ("Who won the Cy Young in 1969?": American League and National League Cy Young Award, the split of
    Cy Young Award): that one, whose facts with its split's the plan reads (`as_family`); else None."""
    for whole in dict.fromkeys(wholes):
        split = set(_split_by_name(g, whole))
        if split & entities and entities <= split | {whole}:
            return whole
    return None


def _holds(g: Graph, name: str, relation: str, side: str) -> bool:
    """The name takes part in the relation on the side: as a tail, it holds no tail of it itself."""
    assert g.relations_of is not None and g.tails_of is not None
    return relation in g.relations_of(name) and bool(g.tails_of(name, relation)) == (side == "head")


def as_family(q: Query, g: Graph, span: Span) -> Query:
    """The query with its main facts' named entity read as any of its split (`family`), one side only; as it is where
    it asks what `WIDENED` does not hold, an n-th, or the graph split neither side."""
    if q.asks not in WIDENED:
        return q
    widened: list[tuple[str, list[str]]] = []

    def widen(node: object, above: tuple[object, ...]) -> Among | None:
        if not isinstance(node, Facts) or any(isinstance(a, TimeOf | Among | Nth) for a in above):
            return None  # a reference's facts are its own clause's; the n-th is read of the one named
        if node.relation is None or node.graph is None or node.either_way or node.alongside is not None:
            return None
        for side in ("tail", "head"):
            entity = getattr(node, side)
            if entity is not None and (members := family(g, entity, node.relation, side, span)):
                widened.append((entity, members))
                return Among(facts=node.model_copy(update={side: None}), side=side, names=(entity, *members))
        return None

    term = rewritten(q.term, widen)
    if len(widened) != 1:
        return q
    if isinstance(term, Count) and term.what == "days":  # a plan's count of facts true over intervals: its facts
        term = term.model_copy(update={"what": "facts"})
    entity, members = widened[0]
    note = f"read {entity!r} as any of {entity}, {', '.join(members)}: the graph split it so after its last"
    return q.model_copy(update={"term": term, "notes": [*q.notes, note]})
