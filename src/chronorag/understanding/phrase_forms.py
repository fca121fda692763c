"""Whether a relation's phrase, matched by its lemmas, is said in a form that says the relation (`relations.match`)."""

from __future__ import annotations

from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_participle


def misread(source: str, tokens: list[Token], ids: list[int]) -> bool:
    """A match that says no relation: a reduced passive's verb that is no past participle right after its object
    ("sanctions eased", not "sanctions that X eased", where the doer comes between); an everyday verb written
    capitalised inside the question, a word of a name the graph does not hold ("the Peter Debye Award" says no
    "award")."""
    if source == "reduced":
        return not (ids[-1] == ids[-2] + 1 and is_participle(tokens[ids[-1]].low))
    return source == "everyday" and ids[0] > 0 and tokens[ids[0]].is_capitalised
