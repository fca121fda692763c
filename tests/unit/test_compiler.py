"""The compiler from terms to Cypher, without a database: one statement, values only as parameters, each leaf a
seek on the index its named sides choose, the same shape the same text (so Neo4j plans it once); and the graph
checks of one question counted and made once."""

from __future__ import annotations

import re
from datetime import date

import pytest

from chronorag.algebra.terms import (
    After,
    Among,
    Between,
    Count,
    Day,
    Facts,
    Nth,
    Period,
    PeriodOf,
    Query,
    Shift,
    TimeOf,
    Within,
)
from chronorag.cypher.algebra import compile_query
from chronorag.graph.counting import count, counting, memoised

SPAN = (date(2005, 1, 1), date(2016, 1, 1))
VISITS = Facts(relation="Make a visit", tail="China")
JAPAN = Facts(head="Japan", relation="Make a visit", tail="Iran")


def _who(term: object) -> Query:
    return Query(asks="entity", side="head", focus="tail", term=term)


def test_values_go_in_as_parameters_and_each_leaf_seeks_its_index() -> None:
    compiled = compile_query(_who(Nth(facts=After(facts=VISITS, time=TimeOf(facts=JAPAN, which="last")))), SPAN)
    text, params = compiled.statement.text, compiled.params
    for value in ("China", "Japan", "Iran", "Make a visit"):
        assert value not in text and value in params.values()
    assert text.count("USING INDEX SEEK f:Fact(tail, relation, date)") == 1
    assert text.count("USING INDEX SEEK f:Fact(head, relation, date)") == 1
    assert compiled.statement.name == "term_nth_after_time_of_facts_facts"


def test_one_shape_is_one_text_whatever_the_values() -> None:
    a = compile_query(_who(Within(facts=VISITS, time=Day(date=date(2013, 5, 8)))), SPAN)
    b = compile_query(
        _who(Within(facts=Facts(relation="Host a visit", tail="Japan"), time=Day(date=date(2010, 1, 2)))), SPAN
    )
    assert a.statement.text == b.statement.text and a.params != b.params


@pytest.mark.parametrize(
    ("facts", "index"),
    [
        (Facts(head="China"), "Fact(head, date)"),
        (Facts(tail="China", relation="Make a visit"), "Fact(tail, relation, date)"),
        (Facts(relation="Make a visit"), "Fact(relation, date)"),
        (Facts(), "Fact(date)"),
    ],
)
def test_the_named_sides_choose_the_index(facts: Facts, index: str) -> None:
    text = compile_query(Query(asks="yes_no", term=facts), SPAN).statement.text
    assert f"USING INDEX SEEK f:{index}" in text


def test_either_way_is_two_seeks_and_a_kind_said_is_a_parameter_list() -> None:
    between = Facts(head="China", tail="Japan", either_way=True)
    text = compile_query(Query(asks="relation", term=between), SPAN).statement.text
    assert text.count("USING INDEX SEEK") == 2 and " UNION " in text
    kinds = {"country": ["China", "Japan"]}
    compiled = compile_query(_who(Facts(relation="Make a visit", tail="Iran", head_kind="country")), SPAN, kinds=kinds)
    assert "f.head IN $" in compiled.statement.text and ["China", "Japan"] in compiled.params.values()


def test_a_choice_between_those_named_is_one_seek_each_in_one_union() -> None:
    """ "Who visited China first, Japan or Iran?" over the event graph: each one named on its side, one seek each."""
    among = Among(facts=VISITS, side="head", names=("Japan", "Iran"))
    compiled = compile_query(_who(Nth(facts=among, distinct="head")), SPAN)
    text = compiled.statement.text
    assert text.count("USING INDEX SEEK f:Fact(head, relation, date)") == 2 and " UNION " in text
    assert {"Japan", "Iran", "China"} <= set(compiled.params.values())


def test_calendar_units_and_shifts_compile_to_truncation_and_durations() -> None:
    month_after = Shift(time=PeriodOf(time=TimeOf(facts=JAPAN, which="first"), unit="month"), n=1, unit="month")
    text = compile_query(_who(Within(facts=VISITS, time=month_after)), SPAN).statement.text
    assert "date.truncate('month'" in text and "duration({months: $" in text
    week = compile_query(_who(Within(facts=VISITS, time=PeriodOf(time=Day(date=date(2013, 5, 8)), unit="week"))), SPAN)
    assert "date.truncate('week'" in week.statement.text


def test_the_period_of_a_time_not_there_is_null_not_an_error() -> None:
    """An event that never happened leaves its time null; its month is null too (date.truncate refuses null, and
    the statement would fail instead of finding nothing)."""
    month_after = Shift(time=PeriodOf(time=TimeOf(facts=JAPAN, which="first"), unit="month"), n=1, unit="month")
    text = compile_query(_who(Within(facts=VISITS, time=month_after)), SPAN).statement.text
    assert re.search(r"CASE WHEN (\w+) IS NULL THEN null ELSE date\.truncate\('month', \1\) END", text)


def test_counts_and_time_between_compile() -> None:
    year = Period(unit="year", start=date(2009, 1, 1), end=date(2010, 1, 1))
    count_term = Count(facts=Within(facts=Facts(head="China", relation="Make a visit"), time=year))
    assert "RETURN" in compile_query(Query(asks="count", term=count_term), SPAN).statement.text
    between = Between(first=TimeOf(facts=JAPAN, which="first"), second=TimeOf(facts=VISITS, which="first"))
    compiled = compile_query(Query(asks="count", term=between), SPAN)
    assert compiled.statement.text.count("collect(f)") == 2


def test_the_forward_window_is_the_first_year_of_the_range() -> None:
    text = compile_query(_who(Nth(facts=VISITS)), SPAN, direction="forward").statement.text
    assert ".year + 1, month: 1, day: 1" in text
    given = compile_query(_who(Nth(facts=VISITS)), SPAN, window=(date(2010, 1, 1), date(2011, 1, 1)))
    assert date(2010, 1, 1) in given.params.values()


def test_interval_and_sensor_terms_are_not_compiled_here() -> None:
    with pytest.raises(ValueError, match="interval graphs"):
        compile_query(_who(Facts(relation="playsFor", tail="Real Madrid C.F.", graph="yago11k")), SPAN)


def test_a_question_counts_its_statements_and_checks_the_graph_once() -> None:
    calls: list[str] = []

    def check() -> bool:
        calls.append("asked")
        return True

    with counting() as counted:
        count("entity_facts", load=False)
        count("entity_names", load=True)
        assert memoised(("supported", "plan"), check) and memoised(("supported", "plan"), check)
        with counting() as inner:  # another question: its own count and memo
            memoised(("supported", "plan"), check)
    assert counted.queries == 1 and counted.loads == ["entity_names"] and inner.queries == 0
    assert calls == ["asked", "asked"]
    memoised(("supported", "plan"), check)  # outside a question: asked every time
    assert len(calls) == 3
