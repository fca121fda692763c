"""Counts that years would get wrong, without a database: facts before / after / since / until a period shorter
than its years, read by their days (`interval_terms._beside_days`); facts dated by their year alone that another
relation, whose name goes on from the counted one's, outnumbers in a year (`occasions.merged_alike`)."""

from __future__ import annotations

from datetime import date

import pytest

from chronorag.algebra.terms import After, Before, Facts, Period, Since, Until
from chronorag.graph.retrieval import IntervalRow
from chronorag.rag.kg_irag.interval_terms import _beside_days
from chronorag.rag.kg_irag.occasions import merged_alike
from chronorag.rag.kg_irag.term_answers import NoAnswer
from factories import interval_row

FACTS = Facts(relation="votedOutOf", tail="Survivor: 46", graph="g")
APRIL = Period(unit="month", start=date(2024, 4, 1), end=date(2024, 5, 1))
OUT = [
    interval_row(f"r{k}", name, "votedOutOf", "Survivor: 46", day, day, "event")
    for k, (name, day) in enumerate(
        [("A", "2024-03-27"), ("B", "2024-04-03"), ("C", "2024-04-24"), ("D", "2024-05-01"), ("E", "2024-05-15")]
    )
]


@pytest.mark.parametrize(
    ("term", "kept"),
    [
        (After(facts=FACTS, time=APRIL), ["D", "E"]),  # never "after 2024": none
        (Before(facts=FACTS, time=APRIL), ["A"]),  # never "before 2024": none
        (Since(facts=FACTS, time=APRIL), ["B", "C", "D", "E"]),
        (Until(facts=FACTS, time=APRIL), ["A", "B", "C"]),
    ],
)
def test_a_side_of_a_month_is_read_by_the_days(term: After | Before | Since | Until, kept: list[str]) -> None:
    assert [r.head for r in _beside_days(term, OUT, APRIL, None)] == kept


def test_a_fact_of_the_months_year_known_only_to_its_year_is_no_answer() -> None:
    coarse = [*OUT, interval_row("y", "F", "votedOutOf", "Survivor: 46", "2024", "2024", "event")]
    with pytest.raises(NoAnswer, match="coarser than the month"):
        _beside_days(After(facts=FACTS, time=APRIL), coarse, APRIL, None)


def test_a_fact_of_another_year_known_only_to_its_year_is_read_by_the_year() -> None:
    earlier = [*OUT, interval_row("y", "F", "votedOutOf", "Survivor: 46", "2019", "2019", "event")]
    assert [r.head for r in _beside_days(Before(facts=FACTS, time=APRIL), earlier, APRIL, None)] == ["A", "F"]


def _in_government(name: str, start: str, end: str) -> IntervalRow:
    return interval_row(name, name, "inGovernment", "Netherlands", start, end)


def test_a_state_begun_before_the_month_is_held_since_by_its_ends_year_or_month() -> None:
    """Begun before April 2024: one ended in 2025 (known to its year) is still held in April, one ended in 2023 is
    not, one ended in April itself (known to its month) is; one ended in 2024 known to its year alone is untold."""
    held = [
        _in_government("P", "2022", "2025"),
        _in_government("Q", "2021", "2023"),
        _in_government("R", "2023-01", "2024-04"),
        _in_government("S", "2023-01", "2024-03"),
    ]
    kept = _beside_days(Since(facts=FACTS, time=APRIL), held, APRIL, None)
    assert [r.head for r in kept] == ["P", "R"]
    with pytest.raises(NoAnswer, match="coarser than the day"):
        _beside_days(Since(facts=FACTS, time=APRIL), [_in_government("T", "2020", "2024")], APRIL, None)


def _nominated(relation: str, tail: str, year: str) -> IntervalRow:
    return interval_row(f"{relation}:{tail}:{year}", "John Williams", relation, tail, year, year, "event")


def test_alike_facts_merged_in_a_year_leave_the_count_untold() -> None:
    own = [
        _nominated("nominatedFor", "Best Original Score", "2004"),
        _nominated("nominatedForFilm", "Harry Potter", "2004"),
        _nominated("nominatedFor", "Best Original Score", "2005"),
        _nominated("nominatedForFilm", "Munich", "2005"),
        _nominated("nominatedForFilm", "Memoirs of a Geisha", "2005"),
    ]
    counted = [r for r in own if r.relation == "nominatedFor"]
    with pytest.raises(NoAnswer, match="1 nominatedFor fact\\(s\\) in 2005 and 2 nominatedForFilm"):
        merged_alike(counted, own, "John Williams")
    merged_alike(counted[:1], own, "John Williams")  # 2004: one of each, as many


def test_facts_known_to_the_day_are_never_taken_as_merged() -> None:
    own = [
        interval_row("a", "X", "wonRace", "Daytona 500", "2020-02-16", "2020-02-16", "event"),
        interval_row("b", "X", "wonRaceAt", "Daytona", "2020-02-16", "2020-02-16", "event"),
        interval_row("c", "X", "wonRaceAt", "Talladega", "2020-04-26", "2020-04-26", "event"),
    ]
    merged_alike(own[:1], own, "X")  # days tell the facts apart: nothing merged
