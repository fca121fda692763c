"""A relation said by its noun and by its verb ("Which prize did X receive?", "What party did X belong to?", "Who won
the Best Actress award?"): the verb's phrase is the one whose place says who did it. A noun said right after a name
that follows the verb and an article ("won the Best Actress award") only says what the name is: it is read, and the
verb's place tells the roles (the award was won, not its doer)."""

from __future__ import annotations

from lemminflect import getAllLemmas

from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.reading import Reading
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.tokens import Token

ARTICLES = word_class("common", "articles")
AUXILIARIES = word_class("event", "auxiliaries")


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
    r.take([k for m in matches if m is not match and m.tokens[0] in named for k in m.tokens], "relation")
    return match


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
