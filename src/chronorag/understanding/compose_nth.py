"""The n-th said of the answers or of the facts (`ordinal.*` of `data/compose.toml`): "When did X visit Y for the
third time?" (the third fact), "What was the fourth country that held consultations with Vietnam?" (the fourth
different one asked), "What was Tom Heaton's fourth club?"; an ordinal after a word of direction orders the reference
event's facts, and "for the third time" of who or what is asked (whose third it was) is refused."""

from __future__ import annotations

from chronorag.algebra.terms import Nth, Query, Rank
from chronorag.understanding.compose_same import Reads
from chronorag.understanding.compose_terms import direction_at, each_fact_said, ordinal_of_an_unread_noun
from chronorag.understanding.compose_terms import fact_term as _fact_term
from chronorag.understanding.compose_terms import kind_said as _kind_said
from chronorag.understanding.compose_terms import rest_of as _rest
from chronorag.understanding.compose_terms import span_text as _span
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.patterns import COMMAS, Match, pattern_file
from chronorag.understanding.tokens import Token, tokenize
from chronorag.understanding.words import is_participle


def nth_time(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    main = c.main(_rest(toks, m), depth)
    term = _fact_term(main)
    if main.asks != "time" or isinstance(term, Nth | Rank):
        raise PlanningError("'for the n-th time' asks when")
    return main.model_copy(update={"term": Nth(facts=term, n=int(m.values["ordinal"]))})


def nth_partner(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    rest = tokenize(_span(toks, m, "rest"))
    words = [t.text for t in rest]
    if len(words) > 2 and rest[1].low in pattern_file().classes["relative"]:
        words = words[:1] + words[2:]  # "country that held ...", "party to play host ...": the clause itself
    elif rest and rest[0].low in pattern_file().classes["relative"]:
        words = words[1:]
    if len(rest) > 1 and words[1:2] == [rest[1].text] and is_participle(rest[1].low):
        # "Who was the first person voted out?", "... appointed in 1981?": a participle right after the noun is its
        # passive, "was voted out", never the noun doing it ("appointed" read so answered a president)
        words = [rest[0].text, toks[1].text, *words[1:]]
    return _nth_of(c.main(f"{toks[0].text} {' '.join(words)}", depth), int(m.values["ordinal"]))


def nth_partner_said(c: Reads, toks: list[Token], m: Match, depth: int) -> Query:
    if _in_a_reference(toks, m.covered[0]):
        raise PlanningError(f"{toks[m.covered[0]].text!r} orders the reference event's facts, not the answers")
    main = c.main(_rest(toks, m), depth)
    ordinal_of_an_unread_noun(toks, m, main)
    return _nth_of(main, int(m.values["ordinal"]), not (_nth_time(toks, m) or each_fact_said(toks, m.covered[1], main)))


def _nth_time(toks: list[Token], m: Match) -> bool:
    """ "Where did X go the second time he made a visit?": the n-th fact; "Which place did X visit for the third
    time?" asks whose third it was, which no term says: refused."""
    i, j = m.covered
    classes = pattern_file().classes
    if j >= len(toks) or toks[j].low not in classes["nth_time_nouns"]:
        return False
    if i >= 2 and toks[i - 2].low in classes["nth_time_for"]:
        raise PlanningError(f"'for the {toks[i].text} time' of who or what: whose {toks[i].text} it was is not read")
    return True


def _in_a_reference(toks: list[Token], i: int) -> bool:
    """Token i follows a word of direction ("after", "before") with no comma between: "Who walked in space after
    X's first spacewalk?" says the first of X's spacewalks, not the first to walk after them."""
    low = [t.low for t in toks[:i]]
    for k in range(len(low) - 1, -1, -1):
        if low[k] in COMMAS:
            return False
        if direction_at(low, k):  # "after", "prior to", "subsequent to"
            return True
    return False


def _nth_of(main: Query, n: int, distinct: bool = True) -> Query:
    """The n-th different one asked; or, not `distinct`, the one of the n-th fact ("their third Test")."""
    if main.asks != "entity" or main.side is None:
        raise PlanningError("'the n-th' orders who or what is asked")
    term = _kind_said(main)
    if isinstance(term, Nth | Rank):
        raise PlanningError(f"orders an ordered reading: {term}")
    return main.model_copy(update={"term": Nth(facts=term, n=n, distinct=main.side if distinct else None)})


NTH_PRODUCTIONS = {"nth_time": nth_time, "nth_partner": nth_partner, "nth_partner_said": nth_partner_said}
