"""One occasion of a state said by its noun after first / last, owned: "Jackie Robinson's first game", "his last game
in the majors" (its owner the clause's subject), as an event clause of a composed question ("How many days passed
between Jackie Robinson's first game and his last one?"). Said as the clause that plays it ("Jackie Robinson played
their first game"), the engine reads the day the state first or last held (`asked.aspect_of_occasion`), of facts
true over intervals only; and "his last one", "his last" after such an event, the same occasion's other end."""

from __future__ import annotations

from collections.abc import Callable

from chronorag.algebra.terms import Facts, TimeOf
from chronorag.understanding.compose_terms import text_of
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.patterns import pattern_file
from chronorag.understanding.tokens import Token, tokenize

OCCASION_NOUNS = word_class("asked", "occasion_nouns")
POSSESSIVES = word_class("common", "possessives")  # "Jackie Robinson's"


def occasion_time(when: Callable[[str, str, bool], TimeOf], toks: list[Token], subject: str | None) -> TimeOf | None:
    """The time of "<owner>'s first | last <occasion noun> ..." (or an owner's pronoun standing for `subject`), read by
    `when` (the composer's "When did <clause>?") as the clause that plays it, where the engine reads it as the start
    or end of facts true over intervals; None otherwise (the clause is then read as before)."""
    said = _played(toks, subject)
    if said is None:
        return None
    try:
        time = when(f"When did {said}?", said, True)
    except PlanningError:
        return None
    leaf = time.facts
    return time if time.end is not None and isinstance(leaf, Facts) and leaf.graph is not None else None


def _played(toks: list[Token], subject: str | None) -> str | None:
    classes = pattern_file().classes
    owned = [t.i for t in toks if t.low in POSSESSIVES]
    if owned and owned[0] >= 1:
        owner, at = text_of(toks, 0, owned[0]), owned[0] + 1
    elif toks and subject and toks[0].low in classes["occasion_owners"]:
        owner, at = subject, 1
    else:
        return None
    if at + 1 >= len(toks) or toks[at].low not in classes["occasion_extremes"]:
        return None
    if not any(t.low in OCCASION_NOUNS for t in toks[at + 1 :]):
        return None
    return classes["occasion_played"][0].format(owner=owner, occasion=text_of(toks, at, len(toks)))


def occasion_again(text: str, first: str) -> str:
    """ "his last one", "his last" after "Lou Gehrig's first game in the majors": the first event's occasion (its words
    after its first / last) said again after the second's first / last ("his last game in the majors"); else as
    said."""
    classes = pattern_file().classes
    said, before = tokenize(text), tokenize(first)
    while said and said[-1].is_punct:
        said.pop()
    ones = len(said) == 3 and said[2].low in classes["occasion_ones"]
    if len(said) not in (2, 3) or (len(said) == 3 and not ones) or said[0].low not in classes["occasion_owners"]:
        return text
    at = [t.i for t in before if t.low in classes["occasion_extremes"]]
    if said[1].low not in classes["occasion_extremes"] or len(at) != 1:
        return text
    if not any(t.low in OCCASION_NOUNS for t in before[at[0] + 1 :]):
        return text
    return f"{said[0].text} {said[1].text} {text_of(before, at[0] + 1, len(before))}"
