"""The small helpers the composer's productions share: the text of a span, a term's facts and their leaf, the
pronouns of a clause, what a cut leaves (`compose.py`, `compose_two.py`, `compose_count.py`)."""

from __future__ import annotations

from functools import cache

from chronorag.algebra.terms import Also, Among, Between, Count, Facts, FactTerm, Narrowed, Nth, Query, Rank
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import phrase_list
from chronorag.understanding.patterns import Match, pattern_file
from chronorag.understanding.relation_derived import says_its_everyday_verb, says_its_verb, says_what_it_does
from chronorag.understanding.tokens import Token

GERUND_ENDINGS = phrase_list("morphology", "gerund_endings")  # "joining Chelsea F.C.": the subject is the question's


def text_of(toks: list[Token], i: int, j: int) -> str:
    """Tokens [i, j) as the question wrote them."""
    return "".join((" " if k > i and toks[k].start > toks[k - 1].end else "") + toks[k].text for k in range(i, j))


def fact_term(q: Query) -> FactTerm:
    term = q.term
    if isinstance(term, Count | Between) or not isinstance(term, Facts | Narrowed | Nth | Rank | Among | Also):
        raise PlanningError(f"{term.op} is not a set of facts to compose over")
    return term


def leaf_of(term: FactTerm) -> Facts:
    while not isinstance(term, Facts):
        term = term.facts
    return term


def with_leaf(term: FactTerm, leaf: Facts) -> FactTerm:
    if isinstance(term, Facts):
        return leaf
    return term.model_copy(update={"facts": with_leaf(term.facts, leaf)})


def span_text(toks: list[Token], m: Match, name: str) -> str:
    return text_of(toks, *m.spans[name])


def pronouns(toks: list[Token]) -> list[str]:
    return [t.text for t in toks if t.low in pattern_file().classes["pronouns"]]


def kind_said(q: Query) -> FactTerm:
    """The main's facts, the kind it says of the answer ("which country") now required of that side."""
    term = fact_term(q)
    if not q.answer_kind or q.side is None:
        return term
    leaf = leaf_of(term)
    return with_leaf(term, leaf.model_copy(update={f"{q.side}_kind": q.answer_kind}))


def sign(m: Match) -> int:
    """+1 of an offset after, -1 of one before."""
    return 1 if m.values["direction"] == "after" else -1


def rest_of(toks: list[Token], m: Match) -> str:
    """The question less a cut's phrase, with what the cut says in its place."""
    i, j = m.covered
    said = m.pattern.row.replace
    before, after = text_of(toks, 0, i), text_of(toks, j, len(toks))
    return " ".join(part for part in (before, said, after) if part)


def gerund(t: Token) -> bool:
    return t.is_word and any(t.low.endswith(e) for e in GERUND_ENDINGS)


def each_fact_said(toks: list[Token], after: int, main: Query) -> bool:
    """ "Against which team did England win their third Test?", "his second win": the ordinal said right before what
    each fact of the relation is (`what_it_does`) or its verb as a noun counts the facts, not the different ones asked
    (the third Test won, not the third team beaten); so too a one-word everyday saying of that verb ("their 100th win"
    of beat)."""
    relation = leaf_of(fact_term(main)).relation
    word = next((t.text for t in toks[after : after + 2] if t.is_word), None)
    if relation is None or word is None:
        return False
    return says_what_it_does(word, relation) or says_its_verb(word, relation) or says_its_everyday_verb(word, relation)


def direction_at(low: list[str], k: int) -> bool:
    """Whether a word of direction opens at word k of the lower-cased words ("after", "prior to", "subsequent to")."""
    return any(tuple(low[k : k + len(p)]) == p for p in _directions())


@cache
def _directions() -> tuple[tuple[str, ...], ...]:
    """The patterns' `direction` values, each as its words (read once, not at every word of every question)."""
    said = pattern_file().values["direction"]
    return tuple(tuple(p.split()) for ps in said.values() for p in ps) if isinstance(said, dict) else ()


def ordinal_of_an_unread_noun(toks: list[Token], m: Match, main: Query) -> None:
    """ "Who won the first game of Arsenal in 2021?", "Who did Liverpool beat in their first game of 2019?": the
    noun right after the ordinal, which the rest's reading ignored, says what the first is of (the club's games of
    any outcome, not its losses or wins): refused, where the doer is asked or the ordinal's noun is where the event
    happened (`ordinal_settings`, before its determiner). "What was Tom Heaton's fourth club?" asks its clubs."""
    i, j = m.covered
    if j >= len(toks) or toks[j].text not in main.ignored:
        return
    setting = i >= 2 and toks[i - 2].low in pattern_file().classes["ordinal_settings"]
    if main.side == "head" or setting:
        raise PlanningError(f"could not place the words {toks[j].text!r} (what the {toks[i].text} is of, unread)")
