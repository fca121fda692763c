"""A form of "have" before a name and the relation's noun: "Did Richard Petty have any Daytona 500 wins?" (the
event noun's doing was done to the name: what was won), "Did McLaren have Mercedes engines in 2010?" (the noun of one
side names it: Mercedes, the engine, powers McLaren)."""

from __future__ import annotations

from chronorag.algebra.terms import other_side
from chronorag.understanding.constructions import construction
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.names import Mention
from chronorag.understanding.reading import Clause, Reading, Role
from chronorag.understanding.relation_derived import agent_nouns, camel_parts
from chronorag.understanding.relations import RelationMatch
from chronorag.understanding.words import is_nominal, is_noun, lemmas

ARTICLES = word_class("common", "articles")
HAVING = word_class("event", "having")
SOME_OF_KIND = word_class("asked", "some_of_kind")


def had_before_the_noun(r: Reading, clause: Clause, m: Mention, match: RelationMatch) -> Role | None:
    """The side of a mention read by a form of "have" and the relation's noun (`its_side_had`, the mention before the
    noun or the other one; `done_to_before_its_noun`), None where neither reads it."""
    if (side := its_side_had(r, m, match)) is not None:
        return side
    if any(its_side_had(r, d, match, quiet=True) for d in clause.mentions if d is not m):
        return other_side(match.noun_of or "head")  # McLaren: what the engines power
    if done_to_before_its_noun(r, m, match):
        r.fired.append("roles.done_to_before_its_noun")
        return "head" if match.inverse else "tail"
    return None


@construction(
    "roles.its_side_had",
    "<Y> have | has | had <X> <noun of one side of the relation>: 'Did McLaren have Mercedes engines in 2010?' (X the"
    " side the noun names: the engine maker powers; Y the other)",
    ("event.having", "common.articles", "asked.some_of_kind"),
)
def its_side_had(r: Reading, m: Mention, match: RelationMatch, quiet: bool = False) -> Role | None:
    """A name said right before the relation's noun of one of its sides (an agent's: "engines" of poweredBy, the
    one that powers), a form of "have" before it (articles or "any" between): the name is that side, as "Mercedes,
    the engine" says; the side, else None. `quiet`: asked of another mention, not noted."""
    noun = match.tokens[0]
    if match.noun_of is None or len(match.tokens) != 1 or m.j != noun or not is_nominal(r.toks[noun].text):
        return None
    if not _an_agent(r.toks[noun].text, match):  # "World Series MVP awards": what was won, not who won it
        return None
    if _having_at(r, m) < 0:
        return None
    if not quiet:
        r.fired.append("roles.its_side_had")
    return "tail" if match.noun_of == "tail" else "head"


@construction(
    "roles.done_to_before_its_noun",
    "have | has | had <X> <event noun of the relation>: 'Did Richard Petty have Daytona 500 wins?' (X what was won)",
    ("event.having", "common.articles", "asked.some_of_kind"),
)
def done_to_before_its_noun(r: Reading, m: Mention, match: RelationMatch) -> bool:
    """A name said right before the relation's event noun ("wins", no noun of one side), a form of "have" before it
    (articles or "any" between), the noun in the plural or after an article ("had X debut" is X's debut): the noun's
    doing was done to it, as "wins at X" says; never the doer ("Ireland's wins")."""
    noun = match.tokens[0]
    if match.noun_of is not None or len(match.tokens) != 1 or m.j != noun or not is_nominal(r.toks[noun].text):
        return False
    k = _having_at(r, m)
    plural = bool(lemmas(r.toks[noun].text) - {r.toks[noun].low}) and is_noun(r.toks[noun].text)
    # "had X debut", "have X win": a verb after the one made to do it, unless in the plural or said after an article
    return k >= 0 and (plural or k < m.i - 1)


def _having_at(r: Reading, m: Mention) -> int:
    """The token of a form of "have" right before the mention (articles or "any" between: "have any Daytona 500
    wins"), -1 where none is."""
    k = m.i - 1
    while k >= 0 and (r.toks[k].low in ARTICLES or r.toks[k].low in SOME_OF_KIND):
        k -= 1
    return k if k >= 0 and r.toks[k].low in HAVING else -1


def _an_agent(word: str, match: RelationMatch) -> bool:
    """Whether the word is an agent noun of the verb of one of the match's relations ("engines" of poweredBy)."""
    verbs = [parts.verb for rel in match.relations if (parts := camel_parts(rel)) is not None]
    return any(lemma in agent_nouns(v) for v in verbs for lemma in lemmas(word))
