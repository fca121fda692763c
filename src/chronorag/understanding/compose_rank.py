"""Most and least: "Who visited Japan most often in 2011?", "Which club did X play for the longest?", "In which year
did X meet Y the most?" (the executed patterns `aggregate.most`, `aggregate.least`, `aggregate.longest`,
`aggregate.shortest` of `data/compose.toml`): the side, or the period, the main clause's facts rank first; of facts
true over intervals, by how many or how long as the words say, else by both alike (`Rank` by "facts_or_duration")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, Protocol

from chronorag.algebra.terms import After, Before, FactTerm, Nth, Query, Rank
from chronorag.understanding.compose_terms import fact_term as _fact_term
from chronorag.understanding.compose_terms import kind_said as _kind_said
from chronorag.understanding.compose_terms import leaf_of as _leaf
from chronorag.understanding.compose_terms import rest_of as _rest
from chronorag.understanding.compose_terms import text_of as _text
from chronorag.understanding.errors import PlanningError
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.patterns import Match, pattern_file
from chronorag.understanding.relation_derived import event_nouns
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import lemmas


class Ranks(Protocol):
    """What a production needs of the composer (`compose.Composer`): a clause read, composed again if need be."""

    def main(self, text: str, depth: int) -> Query: ...


FIRST_LAST = word_class("event", "first") | word_class("event", "last")  # "the first club after X ... the longest"
Ranking = Callable[[Ranks, list[Token], Match, int], Query]


def ranked(order: Literal["most", "least"], by: Literal["days", "duration"]) -> Ranking:
    """ "Who visited Japan most often?", "Which club did X play for the longest?": the side of the main clause's
    facts ranked first (`aggregate.most`, `aggregate.longest` ...), or the period (`_ranked_period`)."""

    def production(c: Ranks, toks: list[Token], m: Match, depth: int) -> Query:
        main = c.main(_rest(toks, m), depth)
        if main.asks == "time" and by == "days":
            return _ranked_period(main, toks, m, order)
        if main.asks != "entity" or main.side is None:
            raise PlanningError("'most' / 'longest' ranks who or what is asked, and the question asks no entity")
        term = _unordered(_kind_said(main), toks)
        if isinstance(term, Nth | Rank):
            raise PlanningError(f"ranks a ranked or ordered reading: {term}")
        graph = _leaf(term).graph
        if by == "duration" and graph is None:
            raise PlanningError("'longest' is said of facts true over intervals; 'most often' of dated events")
        ranked_by: Literal["days", "facts", "duration", "facts_or_duration"] = by
        if graph is not None and by == "days":  # of intervals, each fact once; how many or how long, where not said
            counted = _counted(toks, m) or _its_doings(toks, m, _leaf(term).relation)
            ranked_by = "facts" if counted else "duration" if _lasting(toks, m) else "facts_or_duration"
        rank = Rank(facts=term, side=main.side, by=ranked_by, order=order, one_spell=_one_spell(toks, m, ranked_by))
        return main.model_copy(update={"term": rank})

    return production


def _unordered(term: FactTerm, toks: list[Token]) -> FactTerm:
    """ "After leaving X, which club did Y play for the longest?": the main clause read alone takes "which club" after
    one of Y's own as the one right after it (`succession.one_of_its_own_in_turn`); ranked, every one after it is
    meant, where no word of the question says a first or a last."""
    if not isinstance(term, Nth) or term.n != 1 or term.distinct is not None or {t.low for t in toks} & FIRST_LAST:
        return term
    return term.facts if isinstance(term.facts, After | Before) else term


def _ranked_period(main: Query, toks: list[Token], m: Match, order: Literal["most", "least"]) -> Query:
    """ "In which year did X meet Y the most?", "... make the most appeals?" (what happened counted, `occurrences`):
    the year (month) whose days hold the most facts of the main clause, of an event graph; "the most countries"
    counts who, not days, and is refused."""
    if main.granularity not in ("month", "year"):
        raise PlanningError("'most' of a time ranks years or months: say which ('in which year ...')")
    i, j = m.covered
    if any(t.low in pattern_file().classes["rival"] for t in toks[i : j + 1]):  # "the most countries"
        raise PlanningError(f"{_text(toks, i, j + 1)!r} counts who, not the days of a {main.granularity}")
    term = _fact_term(main)
    if isinstance(term, Nth | Rank) or _leaf(term).graph is not None:
        raise PlanningError(f"ranks the {main.granularity}s of an event graph's facts, not of {term}")
    leaf, said = _leaf(term), j < len(toks) and toks[j].low in pattern_file().classes["occurrences"]
    if leaf.head_kind or leaf.tail_kind:  # "the most countries": who, or days?
        raise PlanningError(f"'most' of a {main.granularity} with a kind said may count its days or who: {term}")
    unnamed = (leaf.head is None or leaf.tail is None) and not said  # "travel the most": days or who, where alike
    period: Literal["month", "year"] = "month" if main.granularity == "month" else "year"
    by: Literal["days", "days_or_who"] = "days_or_who" if unnamed else "days"
    return main.model_copy(update={"term": Rank(facts=term, period=period, order=order, by=by)})


def _counted(toks: list[Token], m: Match) -> bool:
    """ "the most times", "most often", "the most constructors' titles": 'most' said of how many, where each fact is
    one of what is counted (not "the most seasons" of a spell, which may be how long)."""
    i, j = m.covered
    classes = pattern_file().classes
    said = {t.low for t in toks[i:j]}
    nouns = any(t.low in classes["counted_nouns"] for t in toks[j : j + 3])
    return bool(said.intersection(classes["counted"])) or nouns


def _its_doings(toks: list[Token], m: Match, relation: str | None) -> bool:
    """ "the most nominations" of filmNominatedFor: 'most' said of a plural noun of one doing of the relation's own
    verb, so each fact is one of what is counted, never how long."""
    nouns = event_nouns(relation) if relation else frozenset()
    j = m.covered[1]
    return any(t.low not in nouns and lemmas(t.text) & nouns for t in toks[j : j + 3])


def _one_spell(toks: list[Token], m: Match, by: str) -> bool:
    """ "the longest tenure", "the shortest term": a noun of one spell's time said right after the ranking word (never
    "the longest time", "the most years", which may sum them)."""
    j = m.covered[1]
    return by == "duration" and j < len(toks) and toks[j].low in pattern_file().classes["one_spell_nouns"]


def _lasting(toks: list[Token], m: Match) -> bool:
    """ "for the most seasons", "the most years": 'most' said of how long a spell held."""
    j = m.covered[1]
    return any(t.low in pattern_file().classes["lasting_nouns"] for t in toks[j : j + 3])
