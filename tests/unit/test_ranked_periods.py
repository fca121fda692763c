"""Ranking the periods facts fall in ("In which year did X meet Y the most?"): the year whose days hold the most
facts; a tie is no answer; the term says which it ranks, a side or the periods, never both."""

from __future__ import annotations

from datetime import date

import pytest
from pydantic import ValidationError

from chronorag.algebra.terms import Facts, Query, Rank
from chronorag.graph.retrieval import FactRow
from chronorag.rag.kg_irag.term_answers import NoAnswer, _rank

FACTS = Facts(head="Devlet Bahceli", relation="Make an appeal or request", tail="Abdullah Gul")


def _row(id: str, day: date) -> FactRow:
    return FactRow(id=id, head="Devlet Bahceli", relation="Make an appeal or request", tail="Abdullah Gul", date=day)


def test_the_year_with_the_most_days_of_the_facts_is_the_answer_not_the_first() -> None:
    rows = [_row("1", date(2008, 5, 1)), _row("2", date(2014, 1, 2)), _row("3", date(2014, 3, 4))]
    answers, why, kept = _rank(Rank(facts=FACTS, period="year"), rows, None)
    assert answers == ["2014"] and why.startswith("2014 on 2 day(s)")
    assert [r.id for r in kept] == ["2", "3"]
    assert _rank(Rank(facts=FACTS, period="month"), [*rows, _row("4", date(2008, 5, 9))], None)[0] == ["2008-05"]


def test_a_tie_between_years_is_no_answer() -> None:
    rows = [_row("1", date(2008, 5, 1)), _row("2", date(2014, 1, 2))]
    with pytest.raises(NoAnswer, match="a tie: 2008, 2014"):
        _rank(Rank(facts=FACTS, period="year"), rows, None)


def test_a_rank_ranks_a_side_or_the_periods_and_periods_are_asked_as_their_time() -> None:
    with pytest.raises(ValidationError):
        Rank(facts=FACTS)
    with pytest.raises(ValidationError):
        Rank(facts=FACTS, side="tail", period="year")
    with pytest.raises(ValidationError):
        Rank(facts=FACTS, period="year", by="duration")
    with pytest.raises(ValidationError):  # a year ranked, a month asked
        Query(asks="time", granularity="month", term=Rank(facts=FACTS, period="year"))
    with pytest.raises(ValidationError):
        Query(asks="entity", side="tail", term=Rank(facts=FACTS, period="year"))
    q = Query(asks="time", granularity="year", term=Rank(facts=FACTS, period="year"))
    said = "when (year): the year of (Devlet Bahceli, Make an appeal or request, Abdullah Gul) on the most days"
    assert str(q) == said
