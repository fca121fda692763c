"""A relation said by the words of its name, where the graph holds another whose name says those words and more
("beat" and "beatOnPenalties"): a fact of the longer is a narrower kind of the shorter's event (a shootout won is a
match won, in plain words) where its other sides are of the shorter's kind (the teams beaten on penalties are teams
the graph says are beaten; never "won" and "wonForFilm", whose films are no awards). Asked by the shorter's words
alone, the question is read both ways (`SeveralReadings`), answered only where the readings and their union agree
(`EventLoop`): "Did Italy beat France in 2006?" is no answer naming both (won on penalties, in the final), never a
flat no (a reviewer's find)."""

from __future__ import annotations

from collections.abc import Callable

from chronorag.algebra.terms import Facts, Query
from chronorag.algebra.walk import leaves, rewritten
from chronorag.plans import EventPlan
from chronorag.understanding.errors import PlanningError, SeveralReadings
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Graph
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.tokens import tokenize

SAMPLE = 3  # the other sides of the longer relation checked for the shorter's kind
OTHERS = word_class("relations", "others_words")  # "otherChiefOfMissionTo": the others of a kind


def narrower_said(read: EventPlan | Query, g: Graph) -> None:
    """Raise the two readings where the relation read has exactly one narrower kind the anchor takes part in (of a
    composed term, its facts all of the one relation, one entity named)."""
    said: tuple[str | None, str | None, str] | None
    if isinstance(read, EventPlan):
        said = (read.relation, read.anchor, read.position) if read.dataset is not None else None
    else:
        facts = [f for f in leaves(read.term) if f.graph is not None]
        named = [(f.relation, f.head or f.tail, "head" if f.head else "tail") for f in facts if f.head or f.tail]
        said = named[0] if len({f.relation for f in facts}) == 1 and len(set(named)) == 1 else None
    if said is None or said[0] is None or said[1] is None:
        return
    relation = said[0]
    if (longer := _narrower(g, relation, said[1], said[2])) is None:
        return
    if isinstance(read, EventPlan):
        narrower: EventPlan | Query = read.model_copy(update={"relation": longer, "notes": list(read.notes)})
    else:
        swapped = lambda f, _: f.model_copy(update={"relation": longer}) if isinstance(f, Facts) else None  # noqa: E731
        narrower = read.model_copy(update={"term": rewritten(read.term, swapped), "notes": list(read.notes)})
    raise SeveralReadings(
        f"{relation} said by its own words may be {longer} too, a narrower kind of it",
        [(f"as {relation}", read), (f"as {longer}", narrower)],
    )


def _narrower(g: Graph, relation: str, anchor: str, position: str) -> str | None:
    """The one relation of the graph whose name says the relation's words and more, that the anchor takes part in on
    the same side with others of the relation's kind; None where none, or several."""
    words = identifier_words(relation)
    sides = g.tails_of if position == "head" else g.heads_of
    if not words or sides is None or g.relations_of is None:
        return None
    taking = set(g.relations_of(anchor))
    longer = [rel for rel in g.lexicon.names if rel in taking and _goes_on_from(rel, relation)]
    kept = [rel for rel in longer if _of_its_kind(g, anchor, relation, rel, sides)]
    return kept[0] if len(kept) == 1 else None


def _of_its_kind(g: Graph, anchor: str, relation: str, longer: str, sides: Callable[[str, str], list[str]]) -> bool:
    """Whether the anchor's other sides of the longer relation take part in the shorter one (a few of them)."""
    others = sides(anchor, longer)[:SAMPLE]
    return bool(others) and g.relations_of is not None and all(relation in g.relations_of(x) for x in others)


def others_unsaid(read: EventPlan | Query) -> None:
    """ "Who was the US chief of mission in China in 1975?" read as otherChiefOfMissionTo: a relation whose name says
    its facts are the others of a kind (`others_words`), the question not saying so, asks of the whole kind (the
    ambassadors too), which that relation is not: refused, never answered with the others alone (a reviewer's find)."""
    relations = [read.relation] if isinstance(read, EventPlan) else [f.relation for f in leaves(read.term)]
    said = {t.low for t in tokenize(read.question)}
    for relation in [r for r in relations if r]:
        if (others := set(identifier_words(relation)) & OTHERS) and not others & said:
            raise PlanningError(
                f"{relation} holds the {sorted(others)[0]} ones of its kind only, which the question does not say:"
                " of which is asked?"
            )


def narrower_widens(relations: tuple[str | None, ...]) -> dict[str, str]:
    """Of the relations a wording was read as, each narrower kind of the first (its name the first's words and more:
    "beatOnPenalties" of "beat") -> the first: a union's answer that is the first's is the answer (`EventLoop`)."""
    first, *others = relations
    return {r: first for r in others if first and r and _goes_on_from(r, first)}


def _goes_on_from(relation: str, shorter: str) -> bool:
    """ "beatOnPenalties" goes on from "beat": another relation whose name's words open with all of the shorter's."""
    words = identifier_words(shorter)
    return bool(words) and relation != shorter and identifier_words(relation)[: len(words)] == words
