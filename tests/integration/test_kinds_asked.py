"""A kind asked of a question naming no entity ("Which country has hosted Eurovision most often?"): no relation's
name says the country, so every answer must be one the names table knows as a country (Yugoslavia among them, a
country that is no more); loaded by the generic loader into a real Neo4j and asked offline."""

from __future__ import annotations

import pytest

from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from factories import IntervalTable

HOSTS = {"United Kingdom": ("1960", "1963", "1968"), "Ireland": ("1971", "1981"), "Yugoslavia": ("1990",)}
ROWS = [
    *(
        (host, "hostedEurovision", f"Eurovision Song Contest {y}", f"{y}-04-01", f"{y}-04-01")
        for host, years in HOSTS.items()
        for y in years
    ),
    *(
        ("Katie Boyle", "presented", f"Eurovision Song Contest {y}", f"{y}-04-01", f"{y}-04-01")
        for y in ("1960", "1963", "1968")
    ),
    ("Cliff Richard", "presented", "Eurovision Song Contest 1971", "1971-04-01", "1971-04-01"),
]


@pytest.fixture()
def kg(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(ROWS, "contests")


def test_the_country_asked_is_the_one_that_hosted_most(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "Which country has hosted Eurovision most often?"})
    assert result.answer == "United Kingdom", result.reason
    assert "read 'country' as the kind every answer must be" in result.reason and result.evidence


def test_every_host_listed_is_a_country(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "Which countries have hosted Eurovision?"})
    assert sorted(result.answers) == sorted(HOSTS), result.reason


def test_a_person_asked_as_a_country_is_no_answer(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "Which country has presented Eurovision most often?"})
    assert result.answer == NO_ANSWER, result.reason  # Katie Boyle presented most: no country
