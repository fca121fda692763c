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


@pytest.mark.parametrize(
    "question",
    [
        "Which version did Python 2.7 release?",  # a verb says the sides: Python 2.7 never released anything
        "When did Python reach end of life?",  # Python, the head of every endOfLife fact: no version's end said
    ],
)
def test_words_that_give_the_side_or_none_are_not_turned(kg: KGIRAG, question: str) -> None:
    result = kg.invoke({"question": question})
    assert result.answer == NO_ANSWER, (question, result.answer)
    assert "the only side the graph holds it on" not in result.reason


def test_an_entity_the_relation_never_holds_is_no_lts_release(kg: KGIRAG) -> None:
    """Ubuntu 18.10 is only ever released, never an LTS release: nothing is turned, and no fact says yes."""
    result = kg.invoke({"question": "Is Ubuntu 18.10 an LTS release?"})
    assert result.answer in ("no", NO_ANSWER), (result.answer, result.reason)
    assert "the only side the graph holds it on" not in result.reason
