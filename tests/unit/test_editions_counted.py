"""A count of different entities two of which are editions of one series is no answer (`occasions.editions_counted`):
"How many different tournaments did Venus Williams win?" may count her titles' draws or the tournaments."""

from __future__ import annotations

import pytest

from chronorag.algebra.terms import Count, Facts
from chronorag.rag.kg_irag.occasions import editions_counted
from chronorag.rag.kg_irag.term_answers import NoAnswer

FACTS = Facts(head="Venus Williams", relation="wonTitle", graph="graph14")


def _count(different: bool) -> Count:
    return Count(facts=FACTS, what="entities", side="tail", different=different)


def test_different_editions_of_one_series_are_no_answer() -> None:
    names = ["2000 Wimbledon Women's Singles", "2001 Wimbledon Women's Singles", "2000 US Open Women's Singles"]
    with pytest.raises(NoAnswer, match="editions of one series"):
        editions_counted(_count(True), names, [])
    assert editions_counted(_count(False), names, [])[0] == ["3"]


def test_different_entities_of_no_series_are_counted() -> None:
    names = ["Dublin", "Millstreet", "Eurovision Song Contest 1994"]
    assert editions_counted(_count(True), names, [])[0] == ["3"]
