"""What the asking clause itself says ("Who was in the Merkel II cabinet?", "What parties formed the Scholz
cabinet?"), where the relation was read from a noun elsewhere: the words around what is asked must agree with it.

- "in <the name>": the answer is in what the name stands for, the other side of a fact whose tail it is; a reading
  with the name as its fact's head (the cabinet's cabinetOf: Germany, what it is of) answers inside out, so it is
  refused (`asked.inside_the_named`).
- the verb right after what is asked ("Who formed", "What parties formed"): the question's own verb; left unread,
  it may say another relation, so it bears on the answer (`asked.verb_after_the_asked`); a verb of making up
  (`[event] making_up`) passes where what is asked is the heads of the named one's facts ("Which parties made up
  Sweden's government?": inGovernment), never where it is the named one's own tail (the Scholz cabinet's country).
"""

from __future__ import annotations

from chronorag.understanding.constructions import construction
from chronorag.understanding.constructions.asked import ASKS_ENTITY
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Graph, Reading, read_as_relation
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import is_noun, is_verb, lemmas

INSIDE = word_class("event", "inside")  # "in the Merkel II cabinet": the answer is in it
FRAME_WORDS = word_class("event", "frame_words")  # "the country", "the person": a kind, no relation
CLAUSE_RELATIVES = word_class("event", "clause_relatives")
DO_FORMS = word_class("event", "do_forms")  # "Which country did the person who ...": the main clause's
ARTICLES = word_class("common", "articles")
CONTINUING = word_class("event", "continuing")
MAKING_UP = word_class("event", "making_up")  # "Which parties made up Sweden's government?": its heads
SAYS_IT_HAPPENED = word_class("event", "achieved")  # "Which cabinet came before Truss?": only that it came
MAX_ASKED_NOUNS = 4  # "What left - wing parties formed ...": the words said with what is asked
HYPHENS = word_class("names", "hyphens")


@construction(
    "asked.inside_the_named",
    "<who | which N> ... in (the) <name>: the answer is in what the name stands for, never what it is in or of",
    ("event.inside", "common.articles"),
)
def inside_the_named(r: Reading) -> None:
    """Refused where "in" (an article between) opens the anchor's name and the reading asks its fact's tail."""
    if r.answer_type != "entity" or r.position != "head" or r.anchor is None or not r.relation:
        return
    for m in r.mentions:
        if r.anchor not in m.names:
            continue
        k = m.i - 1
        while k >= 0 and r.toks[k].low in ARTICLES:
            k -= 1
        if k >= 0 and r.toks[k].low in INSIDE and r.free(k):
            said = " ".join(t.text for t in r.toks[k : m.j])
            raise PlanningError(
                f"{said!r} asks what was in {r.anchor}; read as the head of {r.relation}, {r.anchor} would have"
                " its other side be what it is in or of"
            )


@construction(
    "asked.said_by_a_clause",
    "the <kind> (that | who | which) <name | verb> ...: an entity said by an event of its own, which no construction"
    " reads; refused, never read as the name inside it",
    ("event.frame_words", "event.clause_relatives", "event.do_forms"),
)
def said_by_a_clause(r: Reading) -> None:
    """ "Who visited the country that Julia Gillard visited last?", "Which country did the person who hosted Wen
    Jiabao visit first?": the kind is said by a clause of its own (the country she visited last); read past, the
    name inside it would stand for that entity (who visited Julia Gillard last): refused, naming the clause."""
    starts = {m.i for m in r.mentions}
    for t in r.toks[1:-2]:
        k = t.i
        if t.low not in FRAME_WORDS or r.toks[k + 1].low not in CLAUSE_RELATIVES or not r.free(k + 1):
            continue
        if not any(read_as_relation(r.ledger, j) or r.toks[j].low in DO_FORMS for j in range(k)):
            continue  # "Name the countries that X threatened": the clause says what is asked
        after = r.toks[k + 2]
        if k + 2 in starts or (is_verb(after.low) and bool(lemmas(after.low) - {after.low})):
            said = f"the {t.text} {r.toks[k + 1].text} ..."
            raise PlanningError(f"{said!r}: an entity said by a clause of its own is not read")


@construction(
    "asked.verb_after_the_asked",
    "<who | which N> <verb>: the question's own verb, which bears on the answer where no construction read it",
    ("event.continuing", "event.achieved", "event.making_up"),
)
def verb_after_the_asked(r: Reading, g: Graph, left: list[Token]) -> list[Token]:
    """The verb right after the words that ask (and the nouns said with them), where it was left unread; of a graph
    of intervals only: an event graph's relations are phrases people say with light verbs ("Who caused
    unconventional violence in Thailand?": MultiTQ's own wording), its relation read from the phrase's noun."""
    if not g.intervals:
        return []
    asking = [t.i for t in r.toks if r.ledger.used.get(t.i) == ASKS_ENTITY]
    if not asking:
        return []
    k = asking[-1] + 1
    nouns = 0
    while k < len(r.toks) and nouns < MAX_ASKED_NOUNS and _said_with_the_asked(r, k):
        if read_as_relation(r.ledger, k):
            return []  # "Which umpires stood in ...": the relation said by what is asked, the verb its doing
        k, nouns = k + 1, nouns + 1
    if k >= len(r.toks) or r.toks[k] not in left or r.toks[k].is_capitalised:
        return []
    t = r.toks[k]
    inflected = is_verb(t.low) and bool(lemmas(t.low) - {t.low})  # "formed": a verb as said
    if r.position == "tail" and lemmas(t.low) & MAKING_UP:
        return []  # "Which parties made up Sweden's government?": the heads asked make up the one named
    said_it = (CONTINUING | SAYS_IT_HAPPENED) & lemmas(t.low)  # "spent (as Y)", "came": no other relation
    return [t] if inflected and not is_noun(t.text) and not said_it else []


def _said_with_the_asked(r: Reading, k: int) -> bool:
    """A noun said with what is asked ("What parties"), or a compound's part ("Which left-wing parties")."""
    t = r.toks[k]
    compound = bool({t.low, r.toks[k + 1].low if k + 1 < len(r.toks) else ""} & HYPHENS)
    return not t.is_capitalised and (is_noun(t.text) or compound)
