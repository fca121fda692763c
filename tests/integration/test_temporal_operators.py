"""Temporal operators on real ICEWS-format facts: boundaries at day, month and year granularity."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from chronorag.graph import GraphClient
from chronorag.graph.operators import facts_between, facts_relative, first_or_last
from chronorag.ingest.pipeline import ingest
from chronorag.temporal.periods import day, month, year
from factories import quadruples

FACTS = [
    ("Shivshankar Menon", "Express intent to meet or negotiate", "China", "2010-10-31"),
    ("Shivshankar Menon", "Express intent to meet or negotiate", "Barack Obama", "2010-11-01"),
    ("Shivshankar Menon", "Express intent to meet or negotiate", "Iran", "2010-11-30"),
    ("Shivshankar Menon", "Express intent to meet or negotiate", "Japan", "2010-12-01"),
    ("Shivshankar Menon", "Make statement", "Japan", "2011-01-05"),
    ("Iran", "Host a visit", "Shivshankar Menon", "2011-01-05"),
]


@pytest.fixture()
def events(graph: GraphClient, tmp_path: Path) -> GraphClient:
    ingest(graph, "icews", [quadruples(tmp_path, "f.tsv", FACTS).path], rejects_path=tmp_path / "r.csv")
    return graph


def tails(rows: list) -> list[str]:  # type: ignore[type-arg]
    return [r.tail for r in rows]


def test_after_a_month_excludes_the_month(events: GraphClient) -> None:
    meet = "Express intent to meet or negotiate"
    after_nov = facts_relative(events, "Shivshankar Menon", "after", month(2010, 11), meet, position="head")
    assert tails(after_nov) == ["Japan"]  # 2010-11-01 and 2010-11-30 are in November, not after it
    within = facts_relative(events, "Shivshankar Menon", "equal", month(2010, 11), meet)
    assert tails(within) == ["Barack Obama", "Iran"]
    before_nov = facts_relative(events, "Shivshankar Menon", "before", month(2010, 11), meet)
    assert tails(before_nov) == ["China"]


def test_day_and_year_boundaries(events: GraphClient) -> None:
    assert tails(facts_relative(events, "Shivshankar Menon", "before", day(date(2010, 11, 1)))) == ["China"]
    in_2011 = facts_relative(events, "Shivshankar Menon", "equal", year(2011))
    assert {(r.head, r.tail) for r in in_2011} == {("Shivshankar Menon", "Japan"), ("Iran", "Shivshankar Menon")}
    span = facts_between(events, "Shivshankar Menon", month(2010, 11), month(2010, 12))
    assert tails(span) == ["Barack Obama", "Iran", "Japan"]


def test_first_and_last(events: GraphClient) -> None:
    first = first_or_last(events, "first", "Shivshankar Menon")
    assert [(r.tail, r.date) for r in first] == [("China", date(2010, 10, 31))]
    last = first_or_last(events, "last", "Shivshankar Menon")
    assert len(last) == 2 and {r.date for r in last} == {date(2011, 1, 5)}  # ties kept
    first_after = first_or_last(events, "first", "Shivshankar Menon", how="after", period=month(2010, 11))
    assert [r.tail for r in first_after] == ["Japan"]
