"""Which unplaced words could change an answer, by class, and which may pass.

A parse accounts for every word: what it reads is taken on the ledger, and what is left is sorted
here. A left word that belongs to a class that bears on the answer must be placed or the question is
refused, naming the word and its class: a possible name (capitalised inside the sentence), a number,
negation and exclusion ("not", "except", "apart"), qualifiers that make a body another ("former",
"deputy", "shadow", "anti"), quantity and frequency ("twice", "often", "second"), comparison ("more",
"-er than"), disjunction ("or"), hedging ("almost", "allegedly"), time words, and any word of the
graph's own vocabulary (relation, role, place and weather words), and a word the dictionary does not know typed in
lower case (a name: "espanyol"). Every other word may pass ("Could
you tell me the exact month ...", "Considering the weather, ..."): the parse notes it as ignored.
"""

from __future__ import annotations

from collections.abc import Mapping

from chronorag.understanding.lexicon import word_class
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_formed_word, lemmas

# Words that make a body another one ("the former minister", "the shadow cabinet", "anti-government",
# "the minister-designate", "in exile"); the tokenizer splits "so-called" and "self-styled" at the hyphen.
QUALIFIERS = word_class("significance", "qualifiers")

# How an act was done, never which act: "officially recognised", "publicly criticised". A relation that says
# one of them ("formally signed" for Sign formal agreement) reads it before the words left come here.
MANNER = word_class("significance", "manner")
SENTENCE_ENDS = word_class("common", "sentence_ends")
OPENING_MARKS = word_class("common", "opening_marks")  # between a sentence's end and its first word
WEATHER = word_class("significance", "weather")  # "won in the rain": no event graph's fact tells it
MIN_NAME_LETTERS = 3  # a shorter word the dictionary lacks ("u", "ok") is no name left unread

CLASSES: dict[str, frozenset[str]] = {
    "negation": word_class("significance", "negation"),
    "quantity": word_class("significance", "quantity"),
    "comparison": word_class("significance", "comparison"),
    "disjunction": word_class("significance", "disjunction"),
    "a person's sex": word_class("significance", "sex"),
    "a person's age": word_class("significance", "age"),
    "a person's experience": word_class("significance", "experience"),
    "a player's role": word_class("significance", "role"),
    "an office": word_class("significance", "office"),  # the class `leftovers` lets pass as a kind
    "a qualifier of who": QUALIFIERS,
    "hedging": word_class("significance", "hedging"),
    "time": word_class("significance", "time"),
}

# the classes no graph's facts tell: said and unread, the answer would be of anyone, any weather
UNTOLD = frozenset({"a person's sex", "a person's age", "a person's experience", "the weather"})


def significance(
    token: Token, vocabularies: Mapping[str, frozenset[str]] | None = None, first: bool = False
) -> str | None:
    """The class of a left word that bears on the answer (None: it may pass). `vocabularies`: the parser's
    own word classes as lemmas ("a relation word": ..., "a weather word": ...). `first`: the word opens a
    sentence, so its capital says nothing."""
    low = token.low
    if low in MANNER:
        return None
    if any(c.isdigit() for c in low):
        return "number"
    for name, words in CLASSES.items():
        if low in words:
            return name
    if token.is_capitalised and not first:
        return "name"
    said = lemmas(token.text)
    for name, words in (vocabularies or {}).items():
        if said & words:
            return name
    # after the graph's own (a weather graph reads "rain" as its variable); a word no dictionary knows typed in
    # lower case ("did barca ever draw with espanyol"): a name
    unknown = low.isalpha() and len(low) >= MIN_NAME_LETTERS and not is_formed_word(low)
    return "the weather" if low in WEATHER else "name" if unknown else None


def opens_sentence(tokens: list[Token], i: int) -> bool:
    """The first word of the question or of a sentence in it (after . ! ? or :)."""
    k = i - 1
    while k >= 0 and tokens[k].low in OPENING_MARKS:
        k -= 1
    return k < 0 or tokens[k].low in SENTENCE_ENDS
