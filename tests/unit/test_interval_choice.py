"""A choice between two entities named, over facts true over intervals (`Among`): "Who was born first, A or B?" is
the one whose first fact began first, by the day where the graph knows both to the day; "Who did more spacewalks, A
or B?" the one holding more facts; "Who played for more clubs, A or B?" only where the facts and the different clubs
rank the two alike; a tie is no answer. "How many spacewalks did X do?" counts the facts (`Count(what="facts")`)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from chronorag.algebra.terms import Among, Count, Facts, Nth, Period, Query, Rank
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import IntervalTerms, _in_days
from chronorag.rag.kg_irag.term_answers import NoAnswer
from factories import interval_row

GRAPH = "graph8"


class _Run:
    def step(self, *args: Any) -> None:
        pass


def _solved(rows: list[IntervalRow], query: Query) -> tuple[list[str], str]:
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    for name in ("Ed White", "Leonov"):
        terms._read[(GRAPH, name)] = [r for r in rows if r.head == name]
    answers, why, _ = terms.solve(query, _Run())  # type: ignore[arg-type]
    return answers, why


def _among(relation: str, either_count: bool = False) -> Among:
    facts = Facts(relation=relation, graph=GRAPH)
    return Among(facts=facts, side="head", names=("Ed White", "Leonov"), either_count=either_count)


def _first(relation: str) -> Query:
    return Query(asks="entity", side="head", term=Nth(facts=_among(relation), n=1, distinct="head"))


def _more(relation: str, either_count: bool = False) -> Query:
    term = Rank(facts=_among(relation, either_count), side="head", by="facts", order="most")
    return Query(asks="entity", side="head", term=term)


WHITE = interval_row("w", "Ed White", "spacewalkDuring", "Gemini 4", "1965-06-03", "1965-06-03")
LEONOV = interval_row("l", "Leonov", "spacewalkDuring", "Voskhod 2", "1965-03-18", "1965-03-18")


def test_the_first_of_two_by_the_day_within_one_year() -> None:
    answers, why = _solved([WHITE, LEONOV], _first("spacewalkDuring"))
    assert answers == ["Leonov"] and "by day" in why


def test_the_same_day_is_no_answer() -> None:
    same = interval_row("x", "Ed White", "spacewalkDuring", "Gemini 4", "1965-03-18", "1965-03-18")
    answers, why = _solved([same, LEONOV], _first("spacewalkDuring"))
    assert answers == [] and "neither came first" in why


def test_one_with_no_fact_is_no_answer() -> None:
    answers, why = _solved([LEONOV], _first("spacewalkDuring"))
    assert answers == [] and "no fact" in why


def test_the_one_with_more_facts_and_a_tie() -> None:
    again = interval_row("w2", "Ed White", "spacewalkDuring", "Gemini 4", "1965-06-04", "1965-06-04")
    assert _solved([WHITE, again, LEONOV], _more("spacewalkDuring"))[0] == ["Ed White"]
    answers, why = _solved([WHITE, LEONOV], _more("spacewalkDuring"))
    assert answers == [] and "a tie" in why


def test_more_of_the_other_side_only_where_facts_and_different_others_agree() -> None:
    back = interval_row("w2", "Ed White", "spacewalkDuring", "Gemini 4", "1966-06-04", "1966-06-04")
    other = interval_row("l2", "Leonov", "spacewalkDuring", "Soyuz 19", "1975-07-17", "1975-07-17")
    answers, why = _solved([WHITE, back, LEONOV], _more("spacewalkDuring", either_count=True))
    assert answers == [] and "which is counted" in why  # 2 facts to 1, but 1 flight each
    assert _solved([WHITE, LEONOV, other], _more("spacewalkDuring", either_count=True))[0] == ["Leonov"]


def test_how_many_facts() -> None:
    again = interval_row("w2", "Ed White", "spacewalkDuring", "Gemini 4", "1965-06-04", "1965-06-04")
    count = Count(facts=Facts(head="Ed White", relation="spacewalkDuring", graph=GRAPH), what="facts")
    assert _solved([WHITE, again], Query(asks="count", term=count))[0] == ["2"]


def test_a_symmetric_relation_ranks_the_named_ones_partners_never_the_one_named() -> None:
    """ "Who was married to George Brent the shortest time?" answered George Brent (the graph keeps one row of each
    marriage, Brent at its head; a reviewer's find): the one named is put on the side the term names it."""
    rows = [
        interval_row("1", "George Brent", "isMarriedTo", "Ruth Chatterton", "1932", "1934"),
        interval_row("2", "Constance Worth", "isMarriedTo", "George Brent", "1937", "1937"),
        interval_row("3", "George Brent", "isMarriedTo", "Ann Sheridan", "1942", "1945"),
    ]
    rows = [r.model_copy(update={"symmetric": True}) for r in rows]
    terms = IntervalTerms(client=None)  # type: ignore[arg-type]
    terms._read[(GRAPH, "George Brent")] = rows
    facts = Facts(relation="isMarriedTo", tail="George Brent", graph=GRAPH)
    shortest = Query(asks="entity", side="head", term=Rank(facts=facts, side="head", by="duration", order="least"))
    answers, why, _ = terms.solve(shortest, _Run())  # type: ignore[arg-type]
    assert answers == ["Constance Worth"], why
    longest = shortest.model_copy(update={"term": Rank(facts=facts, side="head", by="duration")})
    assert terms.solve(longest, _Run())[0] == ["Ann Sheridan"]  # type: ignore[arg-type]


def test_a_fact_dated_coarsely_far_from_the_day_asked_is_no_reason_to_refuse() -> None:
    """ "Who was born on July 3, 1962?" was refused because a birth of "1636-01" is dated coarser than the day (a
    reviewer's find): a fact no day of whose span meets the period is left out, however coarse."""
    day = Period(unit="day", start=date(1962, 7, 3), end=date(1962, 7, 4))
    far = interval_row("1", "Olfert Dapper", "wasBornIn", "Amsterdam", "1636-01", "1636-01", kind="event")
    born = interval_row("2", "Tom Cruise", "wasBornIn", "Syracuse", "1962-07-03", "1962-07-03", kind="event")
    assert [r.head for r in _in_days([far, born], day, None)] == ["Tom Cruise"]
    near = interval_row("3", "Glen Morgan", "wasBornIn", "Syracuse", "1962", "1962", kind="event")
    with pytest.raises(NoAnswer, match="coarser"):  # "1962" may be that day
        _in_days([born, near], day, None)
