"""What each fact is: a noun said as the object of the relation's verb ("When did X get his first goal?", "When did
Liverpool win their first title?") may name what its facts are not (awards, not goals; a match won is no title).
Unread it would read them all, so where the graph does not say it, it bears on the answer, never ignored.
"""

from __future__ import annotations

from chronorag.understanding.constructions.object_said import TITLES
from chronorag.understanding.constructions.relation_prep import ORDER_READ
from chronorag.understanding.constructions.said_in_full import name_words
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Graph, Reading, is_kind_asked, read_as_relation, verb_after_did
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.tokens import Token, tokenize
from chronorag.understanding.words import is_nominal, key, lemmas

OWNERS = word_class("event", "owners")  # "get his first goal": the object's owner, said before it
ARTICLES = word_class("common", "articles")
ACT_RECEIVING = word_class("relations", "act_receiving")  # "Which (how many) goals did X get?": what was got


def what_each_fact_is(r: Reading, g: Graph, left: list[Token]) -> list[Token]:
    """The words left that say what each fact is and the graph does not: checked against the names of the anchor's
    other sides in a graph of intervals, against the relation's own name for a title in a graph of events."""
    return _what_was_done_to(r, g, left) if g.intervals else _title_unheld(r, left)


def _what_was_done_to(r: Reading, g: Graph, left: list[Token]) -> list[Token]:
    """ "When did X get his first goal?" of wonAward (read from "get"): a noun left as the object of a verb of
    receiving (`act_receiving`) that reads the relation (its owner and order words between), or asked after "which"
    ("how many") of one ("Which goals did X get?"), says what each fact is ("win" reads its own relation: "When did
    X win his first major?" is his first title); unless every name of the anchor's other sides says it ("trophies"
    of Trophy names alone), it would narrow the facts read or name other things (awards, not goals), so it bears on
    the answer, never ignored."""
    sides = g.tails_of if r.position == "head" else g.heads_of
    if sides is None or r.anchor is None or not r.relation:
        return []
    own = set(identifier_words(r.relation))  # "win his first title": wonChampionship's, in other words
    got = r.position == "head" and any(_receiving(r, k) for m in r.mentions if (k := verb_after_did(r.toks, m)))
    asked = [t for t in left if got and is_kind_asked(r.toks, t.i)]  # "Which goals did X get?": X the receiver
    said = [t for t in left if not t.is_capitalised and is_nominal(t.text) and (_its_object(r, t.i) or t in asked)]
    said = [t for t in said if not name_words(t) & own]
    if not said:
        return []
    names = [{w for t in tokenize(name) for w in _forms(t)} for name in sides(r.anchor, r.relation)]
    return [t for t in said if not names or not all(_forms(t) & words for words in names)]


def _title_unheld(r: Reading, left: list[Token]) -> list[Token]:
    """ "When did Liverpool win their first title?" of an event graph's beat: a title noun (`title_nouns`) said as
    the object of the relation's verb, which the relation's name does not say, names what its facts are not (a
    match won is no title); ignored, it read the first match won, so it bears on the answer. (A graph of intervals
    checks every object against the names of its other sides: `_what_was_done_to`.)"""
    own = {w for word in identifier_words(r.relation or "") for w in (key(word), *lemmas(word))}
    said = [t for t in left if key(t.text) in TITLES and _its_object(r, t.i, any_verb=True)]
    return [t for t in said if not _forms(t) & own]


def _forms(t: Token) -> set[str]:
    """A word's key and lemmas: "trophies" and "Trophy" meet in "trophy"."""
    return {key(t.text), *lemmas(t.low)}


def _its_object(r: Reading, i: int, any_verb: bool = False) -> bool:
    """Token i follows a verb of receiving read as the relation (`any_verb`: any verb so read), with only articles,
    owners and words read as the order between ("get his first goal")."""
    k = i - 1
    while k >= 0 and (r.toks[k].low in ARTICLES or r.toks[k].low in OWNERS or r.ledger.used.get(k) in ORDER_READ):
        k -= 1
    return k >= 0 and (read_as_relation(r.ledger, k) if any_verb else _receiving(r, k))


def _receiving(r: Reading, k: int) -> bool:
    """Token k is a verb of receiving (`act_receiving`) read as the relation's."""
    return read_as_relation(r.ledger, k) and bool(lemmas(r.toks[k].low) & ACT_RECEIVING)
