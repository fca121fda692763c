"""What the relation's facts are, said as the verb's object, beside something else asked: "What team did Jenson
Button win the title with?", "Who did Ayrton Senna win his championships with?", "With which team did Fernando Alonso
win his championships?". Of wonChampionship, X's facts' other side is the title itself ("World Drivers'
Championship"), which the question already says ("the title", "his championships"): what it asks is something else
(the team, the car), which no fact of the relation holds. Read as the relation's other side, every one of those
questions answered "World Drivers' Championship" (a reviewer's finds), so such a question is refused naming both.
A relation whose name goes on after its noun ("wonLeagueWith": the club is its other side) is left as before."""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.kind_fits import asked_noun
from chronorag.understanding.constructions.relation_prep import ORDER_READ, TIME_READ
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.reading import Reading
from chronorag.understanding.relation_names import identifier_words
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import key

OPENERS = frozenset(word_class("relations", "object_openers"))  # "the title", "his championships"
TITLES = frozenset(key(w) for w in word_class("relations", "title_nouns"))
BETWEEN = (*ORDER_READ, TIME_READ)  # between the verb and its object: "his first title", "the 2008 title"
THEN = frozenset(word_class("relations", "object_then_preps"))  # "... the title with?"


@construction(
    "leftovers.object_said",
    "which <kind> did <X> <verb> <the relation's own noun> [with]?: 'What team did Jenson Button win the title with?'"
    " (refused: the title is what X's facts hold; the team is asked)",
)
def object_said(r: Reading, left: list[Token]) -> None:
    """Refuse an entity asked of the relation's other side where that side is said as the verb's object (the
    relation's last word, or a title's noun of a name that ends with its noun) and something else is asked too: a kind
    asked left unread, or a preposition left at the end."""
    if r.answer_type != "entity" or r.position != "head" or not r.relation:
        return
    words = identifier_words(r.relation)
    if len(words) < 2 or words[-1] in FUNCTION_WORDS:
        return
    said = _object(r, key(words[-1]))
    if said is None:
        return
    kind = [t for t in left if r.free(t.i) and asked_noun(r, t)]
    last = next((t for t in reversed(r.toks) if t.is_word), None)
    stranded = last is not None and last.i > said.i and last.low in THEN and r.free(last.i)
    if kind or stranded:
        asked = kind[0].text if kind else f"... {last.text if last else ''}"
        raise PlanningError(
            f"{said.text!r} says what {r.anchor}'s {r.relation} facts hold; {asked!r} asks something else, which none"
            " of them holds"
        )


def _object(r: Reading, noun: str) -> Token | None:
    """The verb's object right after the relation's verb (after an article or a possessive): the relation's own noun
    or a title's noun."""
    verbs = [t for t in r.toks if r.ledger.used.get(t.i) == "relation"]
    if not verbs:
        return None
    k = verbs[0].i + 1
    while k < len(r.toks) and (r.toks[k].low in OPENERS or r.ledger.used.get(k) in BETWEEN):  # "his first title"
        k += 1
    if k >= len(r.toks) or k == verbs[0].i + 1:
        return None
    t = r.toks[k]
    return t if key(t.text) == noun or key(t.text) in TITLES else None
