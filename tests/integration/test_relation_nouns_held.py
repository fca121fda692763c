"""A relation named by a noun ("codename", "endOfLife", "ltsRelease") says no side: loaded by the generic loader into a
real Neo4j, such a question reads its one entity on the side the graph holds it on, and says so; a relation said by
its verb is never turned (the graph's facts are endoflife.date's shape: the product the head of its versions)."""

from __future__ import annotations

import pytest

from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.kg_irag import KGIRAG
from factories import IntervalTable

ROWS = [
    ("Debian 10", "codename", "Buster", "2019-07-06", "2019-07-06"),
    ("Debian", "released", "Debian 10", "2019-07-06", "2019-07-06"),
    ("Python", "endOfLife", "Python 2.7", "2020-01-01", "2020-01-01"),
    ("Python", "released", "Python 2.7", "2010-07-03", "2010-07-03"),
    ("Ubuntu", "ltsRelease", "Ubuntu 18.04", "2018-04-26", "2018-04-26"),
    ("Ubuntu", "released", "Ubuntu 18.10", "2018-10-18", "2018-10-18"),
]


@pytest.fixture()
def kg(interval_table: IntervalTable) -> KGIRAG:
    return interval_table(ROWS, "lifecycles")


@pytest.mark.parametrize(
    ("question", "answer", "side"),
    [
        ("What is the codename of Debian 10?", "Buster", "head"),
        ("When did Python 2.7 reach end of life?", "2020-01-01", "tail"),
        ("Is Ubuntu 18.04 an LTS release?", "yes", "tail"),
    ],
)
def test_a_relation_said_by_a_noun_reads_the_side_the_graph_holds(
    kg: KGIRAG, question: str, answer: str, side: str
) -> None:
    result = kg.invoke({"question": question})
    assert result.answer == answer, (question, result.reason)
    assert f"as the {side} of" in result.reason and "the only side the graph holds it on" in result.reason
    assert result.evidence


def test_a_relation_said_by_its_verb_keeps_its_sides(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "Which version did Python 2.7 release?"})
    assert result.answer == NO_ANSWER
    assert "the only side the graph holds it on" not in result.reason


def test_an_lts_release_the_graph_does_not_hold_is_no(kg: KGIRAG) -> None:
    result = kg.invoke({"question": "Is Ubuntu 18.10 an LTS release?"})
    assert result.answer != "yes", result.reason
