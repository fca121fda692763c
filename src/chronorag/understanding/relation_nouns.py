"""The nouns of a graph's own relation names ("tour" of wonTour, "stage" of wonStage) said in a question: a one-word
name said in another inflection by such a noun, capitalised ("the Tour", not the town "Tours" the word key also
says), is the relation's word, not that name, unless said of a noun right after it ("his last Tour win": which
Tour is left unread). Read by the names stage (`constructions/series_said.py`) and by a question naming no entity
(`unnamed.py`) alike."""

from __future__ import annotations

from collections.abc import Collection

from chronorag.understanding.lexicon import FUNCTION_WORDS, phrase_list, word_class
from chronorag.understanding.name_forms import Mention, words_key
from chronorag.understanding.per_object import PerObject
from chronorag.understanding.relation_derived import camel_parts
from chronorag.understanding.relations import RelationLexicon
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_adverb, is_english_word, is_noun, key

COUNTED = frozenset(phrase_list("asked", "count_named"))  # "how many"
WHICH = word_class("asked", "which")  # "Which Tours did X finish?": the kind asked


def _made_nouns(lexicon: RelationLexicon) -> frozenset[str]:
    """The nouns of the graph's own relation names that no phrase file teaches ("tour" of wonTour)."""
    return frozenset(w for n in lexicon.untaught if (p := camel_parts(n)) is not None for w in p.noun)


relation_nouns = PerObject(_made_nouns)


def qualifies(toks: list[Token], j: int, taken: Collection[int] = ()) -> bool:
    """Whether the words ending before token j are said of a noun right after them ("Tour stages", "his last Tour
    win", "Tour de France Femmes"), a noun that is no adverb too ("first", "right"), or no word of the dictionary;
    not of a word read already (`taken`: "right" of the cue "right after")."""
    if j >= len(toks) or j in taken:
        return False
    t = toks[j]
    return (
        t.is_word
        and t.low not in FUNCTION_WORDS
        and ((is_noun(t.text) and not is_adverb(t.text)) or not is_english_word(t.text))
    )


def inflected(name: str, t: Token) -> bool:
    """A one-word name said in another inflection ("Tours" said "Tour"), not as written nor in part."""
    return words_key(name) == (key(t.text),) and name.lower() != t.low


def noun_for_a_name(toks: list[Token], m: Mention, nouns: frozenset[str]) -> bool:
    """The mention is one capitalised word, a relation's noun, of one-word names each written in another
    inflection, or of any one-word names where it is what is counted or the kind asked ("How many Tours did X
    finish?", "Which Tours ...": no town)."""
    t = toks[m.i]
    if m.j - m.i != 1 or not t.is_capitalised or key(t.text) not in nouns:
        return False
    counted = (m.i >= 2 and " ".join(x.low for x in toks[m.i - 2 : m.i]) in COUNTED) or (
        m.i >= 1 and toks[m.i - 1].low in WHICH
    )
    return all(inflected(n, t) or (counted and len(words_key(n)) == 1) for n in m.names)


def names_said(toks: list[Token], found: list[Mention], lexicon: RelationLexicon) -> list[Mention]:
    """The mentions but those of a relation's noun said for a name (`noun_for_a_name`) that no noun follows."""
    nouns = relation_nouns(lexicon)
    return [m for m in found if not (noun_for_a_name(toks, m, nouns) and not qualifies(toks, m.j))]
