"""A reference event that names its doer alone and says the relation's noun anew: "Who won the Daytona 500 the year
Jimmie Johnson won his first race?", "Who was ambassador to Mexico the year Negroponte first became an ambassador?".

A reference clause naming one entity, of the main clause's own relation, is read as the question's own event with
that entity on the other side ("the year after Jimmie Johnson won it": his Daytona 500 win). Where the clause says a
noun of the relation with "a" or a possessive ("his first race", "an ambassador"), that noun is any other side: the
entity's own fact of the relation, whatever its other side, never the one the main clause names (a reviewer's
find: Johnson's first Daytona 500 win, 2006, was read for his first win, 2002)."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Clause, Reading
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import is_nominal

ANEW = word_class("event", "object_anew")
ORDINALS = word_class("event", "ordinals")


@construction(
    "reference.object_anew",
    "the year <X> won his first race | <X> became an ambassador: the relation's noun said with 'a' or a possessive is"
    " any other side, not the main clause's",
)
def object_anew(r: Reading, ref: Clause, match: RelationMatch) -> bool:
    """Whether the reference clause says a noun of its relation (a side's noun, or one after its verb) right after
    "a", "an", "any" or a possessive, an ordinal or a number between ("his first race")."""
    nouns = match.tokens if match.noun_of is not None else match.tokens[1:]
    for k in nouns:
        if not is_nominal(r.toks[k].text):
            continue
        j = k - 1
        while j >= ref.i and (r.toks[j].low in ORDINALS or r.toks[j].text.isdigit()):
            j -= 1
        if j >= ref.i and r.toks[j].low in ANEW:
            r.notes.append(
                f"read '{r.toks[j].text} ... {r.toks[k].text}' of the reference event as any, not the question's own"
            )
            return True
    return False
