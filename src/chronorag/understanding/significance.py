"""Which unplaced words could change an answer, by class, and which may pass.

A parse accounts for every word: what it reads is taken on the ledger, and what is left is sorted
here. A left word that belongs to a class that bears on the answer must be placed or the question is
refused, naming the word and its class: a possible name (capitalised inside the sentence), a number,
negation and exclusion ("not", "except", "apart"), qualifiers that make a body another ("former",
"deputy", "shadow", "anti"), quantity and frequency ("twice", "often", "second"), comparison ("more",
"-er than"), disjunction ("or"), hedging ("almost", "allegedly"), time words, and any word of the
graph's own vocabulary (relation, role, place and weather words). Every other word may pass ("Could
you tell me the exact month ...", "Considering the weather, ..."): the parse notes it as ignored.
"""

from __future__ import annotations

from collections.abc import Mapping

from chronorag.understanding.tokens import Token
from chronorag.understanding.words import lemmas


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that make a body another one ("the former minister", "the shadow cabinet", "anti-government",
# "the minister-designate", "in exile"); the tokenizer splits "so-called" and "self-styled" at the hyphen.
QUALIFIERS = _words(
    "former ex deputy acting shadow anti vice assistant junior exiled exile rival breakaway outgoing incoming "
    "interim provisional transitional opposition dissident rebel pro non retired future designate elect "
    "called styled"
)

# How an act was done, never which act: "officially recognised", "publicly criticised". A relation that says
# one of them ("formally signed" for Sign formal agreement) reads it before the words left come here.
MANNER = _words("officially formally publicly openly")

CLASSES: dict[str, frozenset[str]] = {
    "negation": _words(
        "not n't no never nor neither none nothing nobody nowhere without except excluding exclude unless apart "
        "besides instead other others else but fail failed fails failing refuse refused stop stopped hardly barely "
        "refusal refusals refuses refusing failure failures resist resists resisted resisting resistance hesitate "
        "hesitates hesitated hesitant hesitation reluctance reluctant reluctantly unwilling unwillingness"
    ),
    "quantity": _words(
        "once twice thrice times often frequently rarely seldom usually always sometimes repeatedly again "
        "most least more less fewer many much several few all every each both only single multiple majority "
        "second third fourth fifth sixth seventh eighth ninth tenth penultimate number amount total count "
        "heavy heavier heaviest heavily light lighter lightly torrential moderate slight much lot lots any"
    ),
    "comparison": _words(
        "than compared versus vs unlike same similar different equal exceeding above below over under"
    ),
    "disjunction": _words("or either whether alternatively"),
    "a qualifier of who": QUALIFIERS,
    "hedging": _words(
        "almost nearly allegedly reportedly supposedly apparently possibly probably perhaps maybe attempted "
        "tried try trying planned attempt rumoured rumored falsely wrongly decide decides decided decision decisions"
    ),
    "time": _words(
        "before after since until till during while when whenever ago earlier later recent recently previous "
        "previously next following preceding prior first last latest earliest final then now today yesterday "
        "tomorrow week weeks weekend month months year years day days date dates hour hours minute minutes "
        "morning afternoon evening night noon midnight century decade season spring summer autumn fall winter "
        "january february march april may june july august september october november december monday tuesday "
        "wednesday thursday friday saturday sunday"
    ),
}


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
    return None


def opens_sentence(tokens: list[Token], i: int) -> bool:
    """The first word of the question or of a sentence in it (after . ! ? or :)."""
    k = i - 1
    while k >= 0 and tokens[k].low in ('"', "'", "(", "-"):
        k -= 1
    return k < 0 or tokens[k].low in (".", "!", "?", ":", ";")
