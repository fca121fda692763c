"""A person's field or position said as the kind asked ("Which physicist won the Peace Prize in 1962?", "Which
goaltender won the Hart Trophy in 2008?"): it narrows who is asked, so left unread it answered every winner. Graphs
rarely say a person's field or position; they say what people did (won the Nobel Prize in Physics, launched on a
flight). So the noun (`[names] occupations`, each with the words that say it) passes where every answer the graph
holds of the reading holds a fact whose relation or other side says one of those words ("Which astronauts were born
in Orange, New Jersey?": each launched on a flight); where only some do, each answer kept must (checked by the
answer: "Which physicist died in Zurich in 1958?", Pauli won the Nobel Prize in Physics); it is refused where none
does, or the graph says no such thing at all."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.kind_fits import answers_held, asked_noun
from chronorag.understanding.constructions.relation_prep import ORDER_READ
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import EVENT_WORDS as FRAME_WORDS
from chronorag.understanding.lexicon import list_table, word_class
from chronorag.understanding.name_forms import words_key
from chronorag.understanding.names import NameIndex
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.reading import Graph, Reading, is_kind_asked
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import key

WHO_ASKS = word_class("event", "who_asks")
OCCUPATIONS = {noun: frozenset(key(w) for w in words) for noun, words in list_table("names", "occupations").items()}
SAMPLE = 10  # the answers looked at


def _made_name_words(names: NameIndex) -> frozenset[str]:
    """Every word (its key) the graph's names say."""
    return frozenset(w for name in names.names for w in words_key(name))


def _made_relation_words(lexicon: RelationLexicon) -> frozenset[str]:
    """Every word (its key) the graph's relation names say ("umpiredTestAt": umpired)."""
    return frozenset(key(w) for rel in lexicon.names for w in identifier_words(rel))


_name_words = PerObject(_made_name_words)
_relation_words = PerObject(_made_relation_words)


def _graph_says(g: Graph, words: frozenset[str]) -> bool:
    """Some name or relation name of the graph says one of a field's words."""
    return bool(words & _name_words(g.names) or words & _relation_words(g.lexicon))


def _says(words: frozenset[str], text: str, relation: bool = False) -> bool:
    """A relation's name or an entity's name says one of the field's words."""
    said = identifier_words(text) if relation else list(words_key(text))
    return any(key(w) in words for w in said)


def fact_says(noun: str, relation: str, other: str) -> bool:
    """A fact of the relation with `other` on its other side says the occupation (`noun`, a key of the table)."""
    words = OCCUPATIONS.get(noun, frozenset())
    return _says(words, relation, relation=True) or _says(words, other)


def _holds_one(g: Graph, entity: str, words: frozenset[str]) -> bool:
    """The entity holds a fact whose relation, or whose other side, says one of the words."""
    assert g.relations_of is not None and g.tails_of is not None
    relations = g.relations_of(entity)
    if any(_says(words, rel, relation=True) for rel in relations):
        return True
    return any(_says(words, tail) for rel in relations for tail in g.tails_of(entity, rel))


def framed_occupations(r: Reading, g: Graph) -> list[Token]:
    """A word of the question's frame that is a person's field too ("Which actor won Best Picture in 2013?"), left
    free, where the graph says the field's words (an "actor" of the Oscars, nominated for Best Actor): asked as the
    occupation; where it says none, the frame word it has always been ("Which actor criticised X?")."""
    out = []
    for t in r.ledger.left():
        words = OCCUPATIONS.get(key(t.text)) if t.low in FRAME_WORDS else None
        if words and _graph_says(g, words):
            out.append(t)
    return out


def _asked(r: Reading, t: Token) -> bool:
    """Said where the kind asked is, or right after the order read there, or after "who" where the n-th one's
    reading leaves it ("Who was the first goaltender to win X?" reads "Who goaltender to win X?")."""
    ordered = t.i > 0 and r.ledger.used.get(t.i - 1) in ORDER_READ and is_kind_asked(r.toks, t.i - 1)
    return asked_noun(r, t) or ordered or (t.i == 1 and r.toks[0].low in WHO_ASKS)


@construction(
    "leftovers.occupation_asked",
    "which <a person's field or position> ...: 'Which physicist won the Peace Prize in 1962?' (refused: no"
    " laureate of it won a prize of physics)",
    ("names.occupations",),
)
def occupation_asked(r: Reading, g: Graph, left: list[Token]) -> set[int]:
    """The occupation nouns asked and left unread (their tokens), noted: every answer the graph holds shown to be one
    (or the relation says it), passed; some, or none known, left to the answer to check (`Reading.answer_holds`);
    refused where the graph never says the noun's words, or none of the answers it holds is shown to be one."""
    if g.relations_of is None or g.tails_of is None:
        return set()
    passed = set()
    for t in left:
        words = OCCUPATIONS.get(key(t.text))
        if words is None or not r.free(t.i) or not _asked(r, t):
            continue
        if not _graph_says(g, words):
            raise PlanningError(
                f"could not place the words {t.text!r} (a person's field or position the graph never says)"
            )
        held = answers_held(r, g)
        answers = held[:SAMPLE]
        said = r.relation is not None and _says(words, r.relation, relation=True)  # "launchedOn": astronauts all
        shown = [a for a in answers if _holds_one(g, a, words)]
        if answers and not shown and len(held) == len(answers):  # every answer held seen, none one
            raise PlanningError(f"{t.text!r} asked: the graph holds no fact saying {answers[0]} is one")
        r.take([t.i], "the kind asked")
        if said or (answers and len(shown) == len(answers)):
            r.notes.append(f"read {t.text!r} as the kind asked: every answer the graph holds is one")
        else:  # some answers shown, or none known: each answer kept must be
            r.answer_holds.append(key(t.text))
            r.notes.append(f"read {t.text!r} as the kind asked: each answer must hold a fact saying so")
        passed.add(t.i)
    return passed
