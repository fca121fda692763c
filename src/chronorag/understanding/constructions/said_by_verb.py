"""A relation said by its noun and by its verb ("Which prize did X receive?", "What party did X belong to?", "Who won
the Best Actress award?"): the verb's phrase is the one whose place says who did it. A noun said right after a name
that follows the verb and an article ("won the Best Actress award") only says what the name is: it is read, and the
verb's place tells the roles (the award was won, not its doer)."""

from __future__ import annotations

from lemminflect import getAllLemmas

from chronorag.understanding.constructions import construction
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Clause, Reading
from chronorag.understanding.relation_derived import agent_nouns
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.tokens import Token, written
from chronorag.understanding.words import lemmas, verb_lemmas

ARTICLES = word_class("common", "articles")
AUXILIARIES = word_class("event", "auxiliaries")
POSSESSIVE = word_class("common", "possessive_marks")
DESCRIBED_WORDS = 3  # the words between a description's article and its agent noun ("the pole winner")
SHARED_PREPS = word_class("event", "relative_preps") | word_class("event", "target_preps")  # "on X's flight"


@construction(
    "relation.said_by_its_verb",
    "<the relation's noun> ... <its verb>: 'Which team did X play for?' (the verb's place says the roles)",
)
def said_by_its_verb(r: Reading, matches: list[RelationMatch]) -> RelationMatch:
    """Of facts true over intervals, the phrase whose place says the roles: the last said with no noun of a side,
    never a noun that says what a name is (`named_by`), which is taken as read."""
    named = named_by(r, matches)
    plain = [m for m in matches if not m.noun_of]
    said = [m for m in plain if m.tokens[0] not in named] or plain
    match = said[-1] if said else matches[0]
    doer_by_another_fact(r, matches, match)
    r.take([k for m in matches if m is not match and m.tokens[0] in named for k in m.tokens], "relation")
    return match


def doer_by_another_fact(r: Reading, matches: list[RelationMatch], match: RelationMatch) -> None:
    """A phrase said before the verb that ends in the verb's own agent noun ("the pole winner ... win": the one who
    won the pole, then what they won) says the doer by a fact of its own: one relation read for both would count the
    poles; refused, naming both."""
    v = match.verb
    if v == 0 or r.toks[v - 1].low in ARTICLES or r.toks[v - 1].low in POSSESSIVE:  # "a win", "his win": a noun
        return
    doers = {a for lemma in verb_lemmas(r.toks[v].low) for a in agent_nouns(lemma)}
    for m in matches:
        said = [
            (k, j) for k in m.tokens if k < v and lemmas(r.toks[k].low) & doers and (j := _described(r, k)) is not None
        ]
        if m is not match and said:
            k, opened = said[0]
            who = written(r.toks, opened, k + 1)
            raise PlanningError(
                f"{who!r} says who by one fact, {r.toks[v].text!r} what they did by another: a question joining two"
                " facts is not read"
            )


def _described(r: Reading, k: int) -> int | None:
    """Where the article opening a description ending at token k stands ("the pole winner": "the"), only the
    relation's words or free ones between; None where no article opens it ("Which engine powered ...": the kind
    asked)."""
    j = k - 1
    while j >= max(0, k - DESCRIBED_WORDS) and r.toks[j].is_word and r.toks[j].low not in ARTICLES:
        if r.ledger.used.get(j) not in (None, "relation"):
            return None
        j -= 1
    return j if j >= 0 and r.toks[j].low in ARTICLES else None


def named_by(r: Reading, matches: list[RelationMatch]) -> set[int]:
    """The nouns that only say what a name is: "<verb> the [first ...] <name> <noun>", the verb and the noun said of
    one relation, only articles and words already read between the verb and the name ("did the Yankees win": no)."""
    verbs = {k for m in matches if _a_verb(r.toks, k := m.tokens[-1])}
    out = set()
    for n in r.mentions:
        v = next((v for v in verbs if v < n.i - 1 and r.toks[v + 1].low in ARTICLES), None)
        if v is not None and all(r.toks[k].low in ARTICLES or r.ledger.used.get(k) for k in range(v + 1, n.i)):
            out.add(n.j)
    return out


def _a_verb(toks: list[Token], k: int) -> bool:
    """Token k said as a verb: a verb's form that is no noun of the same spelling ("won", "received"; not "cabinet"),
    or one that is, right after an auxiliary ("did X win", "will win")."""
    word = toks[k].low
    lemmas = getAllLemmas(word)
    if not lemmas.get("VERB"):
        return False
    return not lemmas.get("NOUN") or word not in lemmas["VERB"] or (k > 0 and toks[k - 1].low in AUXILIARIES)


def not_of_its_owner(r: Reading, main: Clause, match: RelationMatch) -> None:
    """ "Who flew on William Shatner's flight?", "Who was on Yuri Gagarin's flight?": the relation's noun owned by the
    anchor ("X's flight", the other side of X's fact: X its doer), said apart from the relation's verb or after a
    preposition, who or what is asked: the one asked shared it with X, which no fact of X's says (the reading would
    answer the flight itself, as "What was X's flight?" asks); refused."""
    if r.answer_type != "entity" or r.position != "head" or match.inverse:
        return  # "Who supplied X's engines?": the verb's subject is the other side (X poweredBy it)
    for m in main.mentions:
        k = m.j + 1
        if m.names[0] != r.anchor or k >= len(r.toks) or r.toks[m.j].low not in POSSESSIVE:
            continue
        if r.ledger.used.get(k) == "relation" and (match.verb != k or r.toks[m.i - 1].low in SHARED_PREPS):
            said = f"{r.toks[k].text!r} of {r.anchor}'s"
            raise PlanningError(f"{said} is the other side of its fact: who shared it is not read")
