"""A reference event that says its relation by a word several relations share, read as the relation of the clause
it dates: "Who won the Tour right after Bernard Hinault's last win?" ("win": wonTour, wonStage, wonPointsClassification,
...) means his last Tour win, the act the main clause asks about said once more. People name an act a second time by
its plainest word; the main clause has already said which one.

The composer reads a reference clause with the main clause's relation set (`meaning`) only after the clause was
refused as it stands, and only for the clause's own words: a wording that names the main relation among others is
read as it, noted; one that names it not, or a clause that says another relation outright ("his last stage win"),
reads as before."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from chronorag.understanding.constructions import construction
from chronorag.understanding.reading import Reading
from chronorag.understanding.relations import RelationMatch

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
def again(r: Reading, match: RelationMatch, candidates: list[str]) -> list[str] | None:
    """The main clause's relation, where the composer set it (`meaning`) and it is one of `candidates`; else None."""
    main = _MAIN.get()
    if main is None or main not in candidates:
        return None
    r.notes.append(f"read {match.words!r} as {main}, the relation of the clause it dates, said again")
    return [main]
