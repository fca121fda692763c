"""The n-th time asked of facts that each hold on one date ("In which year was the prize given for the 25th time?"):
the year of the n-th distinct date, from the first or the last, or the day of the n-th occasion known to the day (a
match of a few days); never of spells (the n-th start or the n-th holding?), nor a day the graph knows only to its
year, nor a year of mixed precisions."""

from __future__ import annotations

from typing import Any

import pytest

from chronorag.algebra.terms import Facts, Nth, Query
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import IntervalTerms, _top
from chronorag.rag.kg_irag.term_answers import NoAnswer
from factories import interval_row


class _Run:
    def step(self, *args: Any) -> None:
        pass


def _solved(rows: list[IntervalRow], n: int, from_end: bool = False, granularity: str = "day") -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[("graph6", "Peace Prize")] = rows
    nth = Nth(facts=Facts(tail="Peace Prize", relation="won", graph="graph6"), n=n, from_end=from_end)
    q = Query(question="When?", asks="time", term=nth, granularity=granularity)  # type: ignore[arg-type]
    answers, why, _ = terms.solve(q, _Run())  # type: ignore[arg-type]
    return answers, why


def _won(id: str, head: str, when: str, end: str | None = None) -> IntervalRow:
    return interval_row(id, head, "won", "Peace Prize", when, end or when)


SHARED = [_won("1", "A", "1901"), _won("2", "B", "1901"), _won("3", "C", "1904"), _won("4", "D", "1910")]


def test_the_nth_distinct_year_a_shared_award_was_given() -> None:
    assert _solved(SHARED, 2)[0] == ["1904"]  # 1901 shared by two is once
    assert _solved(SHARED, 1, from_end=True)[0] == ["1910"]
    answers, why = _solved(SHARED, 4)
    assert answers == [] and "3 date(s), not 4" in why


def test_spells_and_days_unknown_are_refused() -> None:
    assert _solved([_won("1", "A", "1901", "1905"), _won("2", "B", "1906", "1908")], 1)[0] == []
    days = [_won("1", "A", "1901-12-10"), _won("2", "B", "1902-12-10")]
    assert _solved(days, 2)[0] == ["1902-12-10"]  # a day the graph knows, "when" asks it: the day
    assert _solved(days, 2, granularity="year")[0] == ["1902"]
    assert _solved([_won("1", "A", "1901"), _won("2", "B", "1902-12-10")], 2, granularity="year")[0] == []


def test_the_nth_occasion_of_a_few_days_is_its_first_day() -> None:
    """ "When did England win their third Test against Australia?": five-day matches, each an occasion dated by its
    first day (`an_occasion`), counted in turn; never a spell of a month or more."""
    tests = [_won(str(k), "England", f"{y}-08-0{k}", f"{y}-08-0{k + 4}") for k, y in ((1, 2003), (2, 2005), (3, 2009))]
    assert _solved(tests, 3)[0] == ["2009-08-03"]
    assert _solved(tests, 1, from_end=True, granularity="year")[0] == ["2009"]
    assert _solved([*tests, _won("4", "England", "2010-01-01", "2010-06-30")], 3)[0] == []


def test_the_side_of_the_nth_occasion_is_asked_where_each_fact_is_counted() -> None:
    """ "Against which team did England win their third Test?": the side of the third match won (not the third team
    beaten, which distinct sides count); two on that day are no answer."""
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    tests = [
        interval_row("1", "England", "wonTestAgainst", "Australia", "2003-01-02", "2003-01-06"),
        interval_row("2", "England", "wonTestAgainst", "South Africa", "2003-08-14", "2003-08-18"),
        interval_row("3", "England", "wonTestAgainst", "South Africa", "2003-09-04", "2003-09-08"),
        interval_row("4", "England", "wonTestAgainst", "Bangladesh", "2003-10-21", "2003-10-25"),
    ]
    terms._read[("graph18", "England")] = tests
    facts = Facts(head="England", relation="wonTestAgainst", graph="graph18")
    for distinct, answer in ((None, ["South Africa"]), ("tail", ["Bangladesh"])):
        q = Query(question="Which?", asks="entity", side="tail", term=Nth(facts=facts, n=3, distinct=distinct))
        assert terms.solve(q, _Run())[0] == answer  # type: ignore[arg-type]


def test_none_holding_any_is_no_tie() -> None:
    """ "Who has more Southern 500 wins, A or B?" read so that neither holds a fact: no "tie with 0 each"."""
    with pytest.raises(NoAnswer, match="holds no fact of A, B"):
        _top({"A": 0, "B": 0}, "most", "with {} fact(s) each")
    with pytest.raises(NoAnswer, match="a tie: A, B with 2"):
        _top({"A": 2, "B": 2}, "most", "with {} fact(s) each")


def test_one_doers_nth_fact_of_several_others_counts_each_fact() -> None:
    """ "When did X win his third race?": two races won in 2001 are two wins (the third fell in 2002), where a prize
    shared on one date (two laureates, one tail) is given once."""
    wins = [
        interval_row(str(k), "X", "won", race, y, y)
        for k, (race, y) in enumerate((("A 500", "2001"), ("B 400", "2001"), ("C 300", "2002"), ("D 200", "2003")))
    ]
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[("graph6", "X")] = wins
    nth = Nth(facts=Facts(head="X", relation="won", graph="graph6"), n=3)
    q = Query(question="When?", asks="time", term=nth, granularity="year")
    assert terms.solve(q, _Run())[0] == ["2002"]  # type: ignore[arg-type]
