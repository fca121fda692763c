"""A body's noun said as the kind asked ("Which studio won Best Picture in 2019?"): left unread, it was ignored and
every winner answered, producers too. A graph rarely says which of its entities is a studio or a company, but a
person's name is no body's: so the noun (`[names] body_nouns`) is read as the kind asked, and each answer kept must
not be by its name a person's (checked by the answer, `EventPlan.answer_no_person`): Metro-Goldwyn-Mayer for 1936
passes, Bong Joon Ho for 2019 is no answer."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.kind_fits import asked_noun
from chronorag.understanding.constructions.relation_prep import ORDER_READ
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import _PARTICLES as PERSON_PARTICLES
from chronorag.understanding.name_parts import BODY_WORDS
from chronorag.understanding.reading import Reading
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_english_word, key

BODY_NOUNS = frozenset(key(w) for w in word_class("names", "body_nouns"))
NOT_A_PERSON = BODY_WORDS | {key(w) for w in word_class("names", "body_name_words")}


@construction(
    "leftovers.body_asked",
    "which <a body's noun> ...: 'Which studio won Best Picture in 2019?' (refused: the winners are persons)",
    ("names.body_nouns",),
)
def body_asked(r: Reading, left: list[Token]) -> set[int]:
    """The body's nouns asked and left unread (their tokens), read as the kind asked: no answer may be a person's."""
    passed = set()
    for t in [*left, *_after_an_ordinal(r, left)]:
        if key(t.text) in BODY_NOUNS and r.free(t.i) and (asked_noun(r, t) or t not in left):
            r.take([t.i], "the kind asked")
            r.answer_no_person.append(t.text)
            r.notes.append(f"read {t.text!r} as the kind asked: no answer may be a person's name")
            passed.add(t.i)
    return passed


def _after_an_ordinal(r: Reading, left: list[Token]) -> list[Token]:
    """ "Who was the first organisation to win the Nobel Peace Prize?": a body's noun right after an ordinal read,
    which a word of the frame ("organisation") never leaves among the words left: never passed over."""
    return [
        t
        for t in r.toks[1:]
        if t not in left and key(t.text) in BODY_NOUNS and r.ledger.used.get(t.i - 1) in ORDER_READ
    ]


def said_as_a_person(name: str) -> bool:
    """Words a person's name may be: two or more, each capitalised (or a particle), no digit, no body's word, one at
    least no English word ("Bong Joon Ho", "Kwak Sin Ae"; not "United Artists", "20th Century-Fox", "Walt Disney
    Productions", "Metro-Goldwyn-Mayer"). Looser than `name_forms.looks_like_a_person` ("Bong" and "Sin" are English
    words), as a miss here is a refusal, never a wrong answer."""
    parts = [p for part in name.split() for p in part.split("-")]  # "Jean-Luc Godard": each word
    if "(" in name or "," in name or len(name.split()) < 2 or any(c.isdigit() for c in name):
        return False
    if any(key(p.strip(".")) in NOT_A_PERSON or not (p[0].isupper() or p.lower() in PERSON_PARTICLES) for p in parts):
        return False
    return any(not is_english_word(p.strip(".")) for p in parts)
