"""'How many years between' two days of an event graph: the calendar years and the whole years may differ (a
reviewer's find: "between Spurs' first and last wins over Watford", 2015-12-28 to 2022-01-01, answered 7 where 6
whole years passed), and writers count either way, so it is refused saying both, as of facts true over intervals;
where they agree, the years are the answer."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.algebra.terms import Between, Facts, Rank, TimeOf
from chronorag.graph.retrieval import FactRow
from chronorag.rag.kg_irag.term_answers import NoAnswer, _between, _rank
from chronorag.rag.kg_irag.term_search import Found

WINS = Facts(head="Tottenham Hotspur FC", relation="beat", tail="Watford FC")


def _found(first: str, last: str) -> Found:
    return Found(facts=[], lo=None, hi=None, start=None, end=None, times=[{"at": first}, {"at": last}])


def _years(unit: str = "year", elapsed: bool = False) -> Between:
    first, last = TimeOf(facts=WINS, which="first"), TimeOf(facts=WINS, which="last")
    return Between(first=first, second=last, unit=unit, elapsed=elapsed)  # type: ignore[arg-type]


def test_calendar_and_whole_years_that_differ_are_refused_saying_both() -> None:
    with pytest.raises(NoAnswer, match=r"7 calendar years \(2015 to 2022\) or 6 whole years"):
        _between(_years(), _found("2015-12-28", "2022-01-01"))


def test_years_that_agree_and_whole_years_said_are_answered() -> None:
    assert _between(_years(), _found("2015-03-01", "2022-04-01"))[0] == ["7"]
    assert _between(_years(elapsed=True), _found("2015-12-28", "2022-01-01"))[0] == ["6"]  # "whole years"
    assert _between(_years("day"), _found("2015-12-28", "2015-12-31"))[0] == ["3"]


def test_the_fewest_by_period_is_refused_where_periods_with_none_are_not_looked_at() -> None:
    """ "In which year did Bayern lose the least?" answered a tie of two years with one defeat each, where Bayern
    lost none in 2013 (a reviewer's find): periods with no fact are never among those ranked, so the fewest is
    refused; the most is read as before."""
    lost = Facts(head=None, relation="beat", tail="FC Bayern München")
    rows = [
        FactRow(id="1", head="TSG Hoffenheim", relation="beat", tail="FC Bayern München", date=date(2020, 9, 27)),
        FactRow(id="2", head="VfL Bochum", relation="beat", tail="FC Bayern München", date=date(2025, 3, 8)),
        FactRow(id="3", head="VfL Bochum", relation="beat", tail="FC Bayern München", date=date(2025, 4, 8)),
    ]
    with pytest.raises(NoAnswer, match="those with none"):
        _rank(Rank(facts=lost, period="year", order="least"), rows, "FC Bayern München")
    assert _rank(Rank(facts=lost, period="year", order="most"), rows, "FC Bayern München")[0] == ["2025"]
