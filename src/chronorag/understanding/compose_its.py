"""An event clause that leans on the main clause. Said with "it" for the main clause's entity ("Who won the Coca-Cola
600 the year before Kyle Larson won it?"): the event is read with that entity named, where "it" can be nothing else;
elsewhere the composer refuses it (`compose._window`), never reading past it. Said by a word several relations share
("right after Bernard Hinault's last win"): read as the main clause's relation (`meant_again`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from chronorag.algebra.terms import Between, Count, Query, TimeOf
from chronorag.understanding.compose_terms import fact_term as _fact_term
from chronorag.understanding.compose_terms import leaf_of as _leaf
from chronorag.understanding.compose_terms import pronouns
from chronorag.understanding.constructions.meant_again import meaning
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import number_table, phrase_list, word_class
from chronorag.understanding.name_table import no_person
from chronorag.understanding.names import NameIndex
from chronorag.understanding.patterns import pattern_file
from chronorag.understanding.reading import ARTICLES, AUXILIARIES
from chronorag.understanding.relation_derived import camel_parts, name_preposition, says_its_verb
from chronorag.understanding.tokens import Token, owning, tokenize

NEUTER_PRONOUNS = word_class("event", "neuter_pronouns")  # "the year before Kyle Larson won it"
OBJECT_PRONOUNS = word_class("event", "object_pronouns")  # "the year before South Africa criticised him"
PERSONAL_PRONOUNS = word_class("event", "personal_pronouns")
POSSESSIVE = phrase_list("common", "possessives")[0]  # "their" read as "Leicester City FC's"
FIRST, LAST = word_class("event", "first"), word_class("event", "last")
ORDINALS = number_table("time", "ordinals")  # "won it for the second time": the n-th time after "it"
NTH_TIME = phrase_list("event", "nth_time_around")
SAID_BETWEEN = AUXILIARIES | FIRST | LAST  # "X had first won it"


def its_own(names: Sequence[NameIndex], main: Query, said: str) -> str | None:
    """ "Who won the Coca-Cola 600 the year before Kyle Larson won it?": "it", said last right after the main
    relation's own verb, its doer one name said first (an article before it: "the Dallas Stars won it"; nothing but
    auxiliaries between: never "X's son won it"), is
    the main clause's one entity named, where the main asks the doer and that entity is its other side (what was
    won): the event said with it named. None otherwise ("What did X win the year Y won it?": "it" is the answer;
    "the year Y hosted it": another event, what "it" is unsaid; "scored it" of scoredAgainst: not its side)."""
    toks = tokenize(said)
    its = it_last(toks)
    if not its or main.asks != "entity" or main.side != "head" or isinstance(main.term, Count | Between):
        return None
    leaf = _leaf(_fact_term(main))
    relation = leaf.relation or ""
    if leaf.head is not None or leaf.tail is None or name_preposition(relation) is not None:
        return None
    if camel_parts(relation) is not None and not says_its_verb(toks[its[0].i - 1].text, relation):
        return None  # "hosted it", "made it", "asked for it"
    opens = next((t.i for t in toks if t.low not in ARTICLES), 0)
    first = [x for index in names for x in index.mentions(toks, {t.i for t in toks}) if x.i == opens]
    if not first or any(t.low not in SAID_BETWEEN for t in toks[max(x.j for x in first) : its[0].i - 1]):
        return None  # "X's son won it"; "X first won it" is read
    return " ".join(leaf.tail if t is its[0] else t.text for t in toks)


def it_last(toks: list[Token]) -> list[Token]:
    """ "it" said last in an event clause, after a word of its own ("Kyle Larson won it"), or only the n-th time
    after it ("Senna won it for the first time"); none otherwise."""
    said = [t for t in toks if not t.is_punct]
    opener, article, noun = NTH_TIME
    if len(said) > 5 and [t.low for t in (*said[-4:-2], said[-1])] == [opener, article, noun]:
        said = said[:-4] if said[-2].low in ORDINALS or said[-2].low in FIRST | LAST else said
    return said[-1:] if len(said) > 1 and said[-1].low in NEUTER_PRONOUNS else []


def meant_again(event: Callable[[str, str | None], TimeOf], said: str, subject: str | None, main: Query) -> TimeOf:
    """The time of a reference event dating `main` (`event`: the composer's reading of one); where it is refused as
    it stands, read again with a word it shares among several relations meaning the main clause's one relation
    (`constructions.meant_again`: "Who won the Tour right after Bernard Hinault's last win?"). The first refusal
    stands where that reads nothing."""
    try:
        return event(said, subject)
    except PlanningError as refused:
        leaf = None if isinstance(main.term, Count | Between) else _leaf(_fact_term(main))
        if leaf is None or leaf.relation is None or leaf.relations != (leaf.relation,):
            raise
        try:
            with meaning(leaf.relation):
                return event(said, subject)
        except PlanningError:
            raise refused from None


def object_back(said: str, main: Query) -> str:
    """ "Who criticised Hichilema in the year before South Africa first criticised him?": "him" (her, them) said last
    in the event clause is the main clause's one entity named, where it names one and asks the other side: the event
    said with it named (left as said otherwise, "him" then refused as standing for no one named)."""
    return _named_last(said, main, lambda words: len(words) >= 3 and words[-1].low in OBJECT_PRONOUNS)


def one_back(said: str, main: Query) -> str:
    """ "Who won the AL MVP the year after Mike Trout won his first one?": "one" said last after an owner's pronoun and
    an ordinal (first, last, second) stands for what the main clause names, where it names one entity and asks the
    other side: the event said with it named ("won his first American League Most Valuable Player"), never Trout's
    first award of any kind. Left as said otherwise; `compose._window` then refuses the "one" unread."""
    owners = pattern_file().classes["owner_pronouns"]
    return _named_last(said, main, lambda words: _ones_last(words) and words[-3].low in owners)


def _named_last(said: str, main: Query, stands: Callable[[list[Token]], bool]) -> str:
    """The event clause with its last word (a pronoun, "one", as `stands` tells) said as the main clause's one entity
    named, where the main asks the other side of it; as said otherwise."""
    toks = tokenize(said)
    words = [t for t in toks if not t.is_punct]
    if not stands(words) or isinstance(main.term, Count | Between) or main.asks != "entity":
        return said
    leaf = _leaf(_fact_term(main))
    named = [n for n in (leaf.head, leaf.tail) if n is not None]
    if len(named) != 1:
        return said
    return " ".join(named[0] if t is words[-1] else t.text for t in toks)


def ones_last(said: str) -> bool:
    """Whether the event clause ends with an ordinal and "one" ("won his first one"): what it stands for is asked."""
    return _ones_last([t for t in tokenize(said) if not t.is_punct])


def _ones_last(words: list[Token]) -> bool:
    ordinal = lambda t: t.low in ORDINALS or t.low in FIRST | LAST  # noqa: E731
    return len(words) > 3 and words[-1].low in pattern_file().classes["elided_nouns"] and ordinal(words[-2])


def first_or_last(toks: list[Token]) -> Literal["first", "last", "said"]:
    """ "the year before South Africa first did": the word right before the verb left out says which of its facts."""
    if toks and toks[-1].low in FIRST:
        return "first"
    return "last" if toks and toks[-1].low in LAST else "said"


def with_sides(text: str, subject: str | None, obj: str | None) -> str:
    """The clause with its pronouns read as the sides of the clause said before it (`reference_dated`): a subject
    pronoun its subject, an object pronoun its object, a possessive its subject's; a person's pronoun ("him") the
    other side where that one is a place or a body and the other is not; "her" before a noun ("her last trip") a
    possessive, else an object or a possessive (refused)."""
    toks = tokenize(text)
    if not pronouns(toks):
        return text
    classes = pattern_file().classes
    stands: dict[str, str | None] = {
        **dict.fromkeys(classes["subject_pronouns"], subject),
        **dict.fromkeys(classes["object_pronouns"], obj),
        **dict.fromkeys(classes["possessive_pronouns"], subject),
    }
    words = []
    for t in toks:
        side = stands.get(t.low)
        owner = t.low in classes["possessive_pronouns"] or owning(toks, t)
        side = subject if owning(toks, t) else side
        if side is not None and t.low in PERSONAL_PRONOUNS and no_person(side):
            other = obj if side == subject else subject  # "him" is never France
            side = None if other is None or no_person(other) else other
        if t.low in classes["pronouns"] and side is None:
            raise PlanningError(f"{t.text!r} may stand for either side of the reference event")
        words.append(f"{side}{POSSESSIVE}" if owner and side is not None else side or t.text)
    return "".join((" " if k and toks[k].start > toks[k - 1].end else "") + w for k, w in enumerate(words))
