"""The asking clause's own words over a graph of cabinets loaded by the generic loader: "in" before a cabinet's name
asks who was in it, never the country it is of; a verb after what is asked ("formed") is read or refused, never
passed over. Asked offline of a real Neo4j."""

from __future__ import annotations

import pytest

from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from factories import IntervalTable

ROWS = [
    ("Merkel II", "cabinetOf", "Germany", "2009-10-28", "2013-12-17"),
    ("Christian Democratic Union", "ledCabinet", "Merkel II", "2009-10-28", "2013-12-17"),
    ("Christian Democratic Union", "partOfCabinet", "Merkel II", "2009-10-28", "2013-12-17"),
    ("Free Democratic Party", "partOfCabinet", "Merkel II", "2009-10-28", "2013-12-17"),
    ("Merkel III", "cabinetOf", "Germany", "2013-12-17", "2018-03-14"),
    ("Social Democratic Party", "partOfCabinet", "Merkel III", "2013-12-17", "2018-03-14"),
    ("Christian Democratic Union", "inGovernment", "Germany", "2005-11-22", "2021-12-08"),
    ("Free Democratic Party", "inGovernment", "Germany", "2009-10-28", "2013-12-17"),
    ("Social Democratic Party", "inGovernment", "Germany", "2013-12-17", "2025-05-06"),
]


@pytest.fixture()
def kg(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(ROWS, "cabinets")


def test_who_was_in_a_cabinet_is_never_its_country(kg: KGIRAG) -> None:
    inside = kg.invoke({"question": "Who was in the Merkel II cabinet?"})
    assert inside.answer == NO_ANSWER and "asks what was in Merkel II" in inside.reason, inside.reason
    part = kg.invoke({"question": "Who was part of the Merkel II cabinet?"})
    assert sorted(part.answers) == ["Christian Democratic Union", "Free Democratic Party"], part.reason
    ended = kg.invoke({"question": "When did the Merkel II cabinet end?"})
    assert ended.answers == ["2013-12-17"], ended.reason


def test_a_verb_after_what_is_asked_is_never_passed_over(kg: KGIRAG) -> None:
    formed = kg.invoke({"question": "What parties formed the Merkel II cabinet?"})
    assert formed.answer == NO_ANSWER and "'formed' (what was done)" in formed.reason, formed.reason
    came = kg.invoke({"question": "Which cabinet came after Merkel II?"})
    assert came.answers == ["Merkel III"], came.reason
    made = kg.invoke({"question": "Which parties made up the government of Germany in 2010?"})
    assert sorted(made.answers) == ["Christian Democratic Union", "Free Democratic Party"], made.reason
