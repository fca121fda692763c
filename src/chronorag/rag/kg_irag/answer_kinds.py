"""The kind a question naming no entity asks ("Which country has hosted Eurovision most often?", read by
`understanding.unnamed`): the graph's names do not say it, so each answer must be one the names table knows as that
kind; else no answer, naming the first that is not (a country the table does not know, Yugoslavia, is not guessed).
A ranking's winner alone is asked; a list's every answer, and what a count counts."""

from __future__ import annotations

from chronorag.algebra.terms import Count, Query
from chronorag.algebra.walk import leaves
from chronorag.rag.kg_irag.term_answers import NoAnswer
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import looks_like_a_person
from chronorag.understanding.name_table import name_table

VOWELS = "aeiou"  # "an organisation"
KNOWN_IN_FULL = word_class("names", "kinds_known_in_full")


def with_article(noun: str) -> str:
    return f"{'an' if noun[:1] in VOWELS else 'a'} {noun}"


def kind_asked(q: Query) -> str | None:
    """The kind a question naming no entity asks of its answers (None: none, or the question names one)."""
    if q.answer_kind is None or any(f.head is not None or f.tail is not None for f in leaves(q.term)):
        return None
    return q.answer_kind


def kind_counted(term: Count) -> str | None:
    """The kind a count of a question naming no entity says of what it counts ("How many different countries have
    hosted Eurovision?": the heads' kind), None otherwise."""
    facts = leaves(term)
    if len(facts) != 1 or facts[0].head is not None or facts[0].tail is not None:
        return None
    return side_kind(term)


def side_kind(term: Count) -> str | None:
    """The kind the count's one leaf says of the side it counts ("How many different countries have won X?"),
    whether or not the question names an entity; None of several leaves."""
    facts = leaves(term)
    if len(facts) != 1:
        return None
    return facts[0].head_kind if term.side == "head" else facts[0].tail_kind if term.side == "tail" else None


def one_of_kind(kind: str | None, names: list[str]) -> None:
    """ "Which country won the 2019 Tour de France?": a kind the names table knows in full (`[names]
    kinds_known_in_full`: every country) asked of a question naming an entity, and none of the answers is one (a
    rider): `NoAnswer` naming the first, where each is known as another kind or by its name a person's. One known is
    enough, and a name the table does not know, unless a person's, may be a graph's own name of a country (the
    Federal Republic of Germany); one by its name a person's beside those that are is no answer either."""
    if kind not in KNOWN_IN_FULL or not names:
        return
    table = name_table().kinds()
    kinds = {n: table.get(n, table.get(n.removeprefix("The "))) for n in names}  # "The Netherlands"
    if kind not in kinds.values() and all(kinds[n] or looks_like_a_person(n) for n in names):
        raise _none_such(kind, names[0], kinds[names[0]])
    if persons := [n for n in names if not kinds[n] and looks_like_a_person(n)]:  # "Which countries won Best
        raise NoAnswer(f"the question asks {with_article(kind)}: {persons[0]} is by its name a person")  # Inter-
    # national Feature Film?": two producers among the countries (a reviewer's find), never counted as countries


def of_kind(kind: str | None, names: list[str]) -> None:
    """Every name one the names table knows as the kind, else `NoAnswer` naming the first that is not."""
    if kind is None:
        return
    kinds = name_table().kinds()
    if off := [n for n in names if kinds.get(n) != kind]:
        raise _none_such(kind, off[0], kinds.get(off[0]))


def _none_such(kind: str, name: str, known: str | None) -> NoAnswer:
    """No answer: the kind asked, and what the names table knows the answer as."""
    said = with_article(known) if known else "not known as one"
    return NoAnswer(f"the question asks {with_article(kind)}: {name} is {said}")
