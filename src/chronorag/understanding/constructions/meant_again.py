"""A reference event that says its relation by a word several relations share, read as the relation of the clause
it dates: "Who won the Tour right after Bernard Hinault's last win?" ("win": wonTour, wonStage, wonPointsClassification,
...) means his last Tour win, the act the main clause asks about said once more. People name an act a second time by
its plainest word; the main clause has already said which one.

The composer reads a reference clause with the main clause's relation set (`meaning`) only after the clause was
refused as it stands, and only for the clause's own words: a wording that names the main relation among others is
read as it, noted; one that names it not, or a clause that says another relation outright ("his last stage win"),
reads as before. Only of a main relation whose name's nouns name what the clause's entity won ("wonTour" of "1985
Tour de France", "wonStanleyCup" of "Stanley Cup"): his win of the thing itself. Of one that names a part of it
("wonPointsClassification" of "1979 Tour de France"), "his last win" may well be his last Tour win: refused as
before."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from chronorag.understanding.constructions import construction
from chronorag.understanding.reading import Graph, Reading
from chronorag.understanding.relation_derived import camel_parts
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import key

_MAIN: ContextVar[str | None] = ContextVar("chronorag_main_relation", default=None)


@contextmanager
def meaning(relation: str) -> Iterator[None]:
    """Within it, a wording several relations share that include `relation` reads as it (`again`)."""
    token = _MAIN.set(relation)
    try:
        yield
    finally:
        _MAIN.reset(token)


@construction(
    "relation.meant_again",
    "<main clause: relation R> <cue> <event: a word R shares with others>: the reference event's word read as R"
    " ('Who won the Tour right after Bernard Hinault's last win?')",
)
def again(r: Reading, g: Graph, match: RelationMatch, candidates: list[str], entities: list[str]) -> list[str] | None:
    """The main clause's relation, where the composer set it (`meaning`), it is one of `candidates`, and the one
    entity named holds facts of it whose other sides each name every noun of the relation's name (`_of_the_thing`);
    else None."""
    main = _MAIN.get()
    if main is None or main not in candidates or len(entities) != 1 or not _of_the_thing(g, main, entities[0]):
        return None
    r.notes.append(f"read {match.words!r} as {main}, the relation of the clause it dates, said again")
    return [main]


def _of_the_thing(g: Graph, relation: str, entity: str) -> bool:
    """Whether every one of the entity's facts of the relation is with something its name's nouns name ("1985 Tour
    de France" of wonTour): winning it is the thing itself, no part of it."""
    parts = camel_parts(relation)
    if parts is None or not parts.noun or g.tails_of is None:
        return False
    held = g.tails_of(entity, relation)
    nouns = {key(w) for w in parts.noun}
    return bool(held) and all(nouns <= {key(w) for w in name.split()} for name in held)
