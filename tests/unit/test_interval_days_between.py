"""The days (weeks, months) between two facts true over intervals ("How many days after leaving X did Y become Z?"):
by the two days where the graph knows each to the day; a year or a month known only, or the second before the first
where "after" is said, is no answer."""

from __future__ import annotations

from typing import Any

from chronorag.algebra.terms import Between, Facts, Query, TimeOf
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import IntervalTerms
from factories import interval_row

GRAPH = "ministers"


class _Run:
    def step(self, *args: Any) -> None:
        pass


def _solved(rows: list[IntervalRow], unit: str = "day", after: bool = True) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "Peter Mandelson")] = rows
    left = TimeOf(facts=Facts(head="Peter Mandelson", relation="servedIn", tail="Trade", graph=GRAPH), end="end")
    came = TimeOf(facts=Facts(head="Peter Mandelson", relation="heldOffice", tail="Northern Ireland", graph=GRAPH))
    between = Between(first=left, second=came, unit=unit, after=after)  # type: ignore[arg-type]
    query = Query(question="How many days after leaving Trade did Mandelson become ...?", asks="count", term=between)
    answers, why, _ = terms.solve(query, _Run())  # type: ignore[arg-type]
    return answers, why


TRADE = interval_row("t", "Peter Mandelson", "servedIn", "Trade", "1998-07-27", "1998-12-22")
NI = interval_row("n", "Peter Mandelson", "heldOffice", "Northern Ireland", "1999-10-11", "2001-01-24")


def test_the_days_between_an_end_and_a_start_known_to_the_day() -> None:
    assert _solved([TRADE, NI])[0] == ["293"]


def test_the_calendar_months_between_them() -> None:
    assert _solved([TRADE, NI], unit="month")[0] == ["10"]


def test_a_date_known_only_to_its_year_is_no_answer() -> None:
    coarse = interval_row("n", "Peter Mandelson", "heldOffice", "Northern Ireland", "1999", "2001")
    answers, why = _solved([TRADE, coarse])
    assert answers == [] and "only as 1999" in why


def test_the_second_before_the_first_is_no_answer_after_said() -> None:
    early = interval_row("n", "Peter Mandelson", "heldOffice", "Northern Ireland", "1998-10-11", "2001-01-24")
    answers, why = _solved([TRADE, early])
    assert answers == [] and "came before" in why
    assert _solved([TRADE, early], after=False)[0] == ["72"]
