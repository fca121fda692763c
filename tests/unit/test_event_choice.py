"""Rankings of the event graph that 'most' or 'first' leaves to the graph. A choice between those named ("Who
visited Kazakhstan first, Madicke Niang or Ben-Eliezer?", a kind of a fresh set every event graph refused): the one
named whose first fact came first, every first day said; one named with no such fact did not do it, no answer. A
year ranked with a side unnamed: where its days and its different others agree."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.algebra.terms import Among, Facts, Nth, Rank
from chronorag.graph.retrieval import FactRow
from chronorag.rag.kg_irag.term_answers import NoAnswer, _chosen_first, _rank

VISITS = Facts(relation="Make a visit", tail="Kazakhstan")
CHOICE = Nth(facts=Among(facts=VISITS, side="head", names=("Madicke Niang", "Ben-Eliezer")), distinct="head")


def _visit(head: str, day: date) -> FactRow:
    return FactRow(id=f"{head}{day}", head=head, relation="Make a visit", tail="Kazakhstan", date=day)


def test_the_one_named_whose_first_fact_came_first() -> None:
    rows = [_visit("Ben-Eliezer", date(2010, 4, 14)), _visit("Madicke Niang", date(2011, 2, 11))]
    rows.append(_visit("Ben-Eliezer", date(2008, 1, 9)))
    answers, why, kept = _chosen_first(CHOICE, CHOICE.facts, rows, None)  # type: ignore[arg-type]
    assert answers == ["Ben-Eliezer"] and [r.date for r in kept] == [date(2008, 1, 9)]
    assert why == "by first day: Ben-Eliezer 2008-01-09, Madicke Niang 2011-02-11"


def test_one_named_with_no_fact_is_no_answer() -> None:
    with pytest.raises(NoAnswer, match="Madicke Niang"):
        _chosen_first(CHOICE, CHOICE.facts, [_visit("Ben-Eliezer", date(2008, 1, 9))], None)  # type: ignore[arg-type]


def test_a_year_ranked_with_a_side_unnamed_answers_where_days_and_others_agree() -> None:
    """ "Which year did Julie Bishop travel the most?": its days abroad or the countries: the year both put first (the
    days' year among those tied on countries), else no answer naming each."""
    trips = Facts(head="Bishop", relation="Make a visit")
    rank = Rank(facts=trips, period="year", by="days_or_who")

    def trip(tail: str, day: date) -> FactRow:
        return FactRow(id=f"{tail}{day}", head="Bishop", relation="Make a visit", tail=tail, date=day)

    same = [trip("Japan", date(2015, 1, d)) for d in (1, 2, 3)] + [trip("Iran", date(2014, 1, 1))]
    assert _rank(rank, same, None)[0] == ["2015"]
    apart = [*same, *(trip(t, date(2014, 2, 1)) for t in ("Laos", "Fiji"))]  # 2014: 2 days, 3 countries
    with pytest.raises(NoAnswer, match="which is asked"):
        _rank(rank, apart, None)
    behind = [*same, trip("Laos", date(2014, 2, 1))]  # 2014: 2 countries to 2015's 1: the days' 2015 is not first
    with pytest.raises(NoAnswer, match="which is asked"):
        _rank(rank, behind, None)
    tied = [*behind, trip("Iran", date(2015, 1, 4))]  # 2 countries each: the days' 2015 is tied first
    assert _rank(rank, tied, None)[0] == ["2015"]
