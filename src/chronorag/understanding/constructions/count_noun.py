"""A count asked of the noun a relation's name says in the plural before its closing preposition: "How many seats did
Labour win in 2019?" of wonSeatsIn, whose facts are elections (Labour won seats in two): each fact holds some seats,
how many is not held, so counting its facts answers another question (2). Refused, saying so; a name whose noun is
singular ("wonTestAgainst": each fact one Test) is counted as before."""

from __future__ import annotations

from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Reading
from chronorag.understanding.relation_derived import camel_parts, closing_prep
from chronorag.understanding.words import key

MANY = word_class("asked", "count_openers")  # "how many seats"


def plural_counted(r: Reading) -> None:
    """Refuse "how many <the relation's own plural noun>" where its facts are not one of it each ("How many times did
    Labour win seats?" counts facts, as asked)."""
    if r.answer_type != "count" or not r.relation:
        return
    for t in r.toks[1:]:
        if r.toks[t.i - 1].low in MANY and own_plural(r.relation, t.text):
            raise PlanningError(refusal(r.relation, t.text))


def own_plural(relation: str | None, said: str) -> bool:
    """The word says, in the plural, the noun a relation's name says in the plural before its closing preposition
    ("seats" of wonSeatsIn)."""
    parts = camel_parts(relation or "")
    if parts is None or not parts.noun or closing_prep(relation or "") is None:
        return False
    noun = parts.noun[-1]
    return key(noun) != noun and key(said) == key(noun) and key(said) != said.lower()


def refusal(relation: str, said: str) -> str:
    return f"{said!r}: each {relation} fact holds some of them, how many the graph does not say"
