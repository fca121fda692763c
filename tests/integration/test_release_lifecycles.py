"""Release lifecycles in endoflife.date's shape (the product the head of its versions), loaded by the generic loader
into a real Neo4j and asked offline. A relation named by a noun ("codename", "endOfLife", "ltsRelease") says no side:
such a question reads its one entity on the side the graph holds it on, and says so; a relation said by its verb is
never turned. A version said by its number beside its product, and a reference fact said by its tail alone, are read
as the graph names them."""

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
    ("Ubuntu", "released", "Ubuntu 18.04", "2018-04-26", "2018-04-26"),
    ("Ubuntu", "released", "Ubuntu 17.10", "2017-10-19", "2017-10-19"),
    ("Node.js", "released", "Node.js 16", "2021-04-20", "2021-04-20"),
    ("Node.js", "released", "Node.js 18", "2022-04-19", "2022-04-19"),
    ("Node.js", "released", "Node.js 20", "2023-04-18", "2023-04-18"),
    ("Angular", "released", "Angular 14", "2022-06-02", "2022-06-02"),
    ("Angular", "released", "Angular 8.1", "2019-07-06", "2019-07-06"),  # Debian 10's day
    ("Oracle JDK", "released", "Oracle JDK 10", "2018-03-20", "2018-03-20"),
    ("Oracle JDK", "released", "Oracle JDK 11", "2018-09-25", "2018-09-25"),
    ("Ubuntu", "extendedSupportEnded", "Ubuntu 14.04", "2024-04-02", "2024-04-02"),
    ("Ubuntu", "endOfLife", "Ubuntu 14.04", "2019-04-02", "2019-04-02"),
    # lines of versions: "Apple" opens two, "OS" closes two (no data file says so)
    *(("Apple iPhone", "released", f"Apple iPhone {v}", d, d) for v, d in (("8", "2017-09-22"), ("X", "2017-11-03"))),
    ("Apple iPhone", "released", "Apple iPhone 11", "2019-09-20", "2019-09-20"),
    *(("Apple iOS", "released", f"Apple iOS {v}", f"20{v}-09-19", f"20{v}-09-19") for v in ("11", "12", "13")),
    *(("Android OS", "released", f"Android OS {v}", d, d) for v, d in (("8.0", "2017-08-21"), ("9", "2018-08-06"))),
    ("Android OS", "released", "Android OS 10", "2019-09-03", "2019-09-03"),
    *(("Chrome OS", "released", f"Chrome OS {v}", f"2022-0{k}-01", f"2022-0{k}-01") for k, v in enumerate("789", 1)),
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


@pytest.mark.parametrize(
    ("question", "answer", "note"),
    [
        ("Which Ubuntu release came out right after 18.04?", "Ubuntu 18.10", "read '18.04' as Ubuntu 18.04"),
        (
            "What was the last Node.js release before Angular 14 came out?",
            "Node.js 18",
            "read the reference event as Angular released Angular 14",
        ),
        (  # the product right after "which": a release of it; its version said by the product's last word
            "Which Oracle JDK came out right before JDK 11?",
            "Oracle JDK 10",
            "read Oracle JDK as the head of released",
        ),
    ],
)
def test_a_version_or_a_reference_said_in_part_is_read_as_the_graph_names_it(
    kg: KGIRAG, question: str, answer: str, note: str
) -> None:
    result = kg.invoke({"question": question})
    assert result.answer == answer, (question, result.reason)
    assert note in result.reason
    assert result.evidence


@pytest.mark.parametrize(
    ("question", "answer", "note"),
    [
        ("When did the iPhone X come out?", "2017-11-03", "read 'iPhone X' as Apple iPhone X"),
        ("When was Android 9 released?", "2018-08-06", "read 'Android 9' as Android OS 9"),
        (
            "When did extended support for Ubuntu 14.04 end?",
            "2024-04-02",
            "read 'extended support end' as extendedSupportEnded: every word of its name is said",
        ),
        ("Did any Node.js release come out in 2022?", "yes", "Node.js | released | Node.js 18"),  # Node.js: the head
    ],
)
def test_names_and_relations_said_short_are_read_as_the_graph_holds_them(
    kg: KGIRAG, question: str, answer: str, note: str
) -> None:
    """A version said by its line without the maker's or the kind's word; every word of one relation's name said
    apart; "any" of a yes / no question before a name and a noun of the relation read (a release of Node.js's)."""
    result = kg.invoke({"question": question})
    assert result.answer == answer, (question, result.reason)
    assert note in result.reason
    assert result.evidence


def test_words_of_a_relation_said_out_of_its_order_are_not_gathered(kg: KGIRAG) -> None:
    """ "end, with support still extended" says when Ubuntu 14.04 ended while supported: not extendedSupportEnded."""
    result = kg.invoke({"question": "When did Ubuntu 14.04 end, with support still extended?"})
    assert result.answer != "2024-04-02", result.reason
    assert "every word of its name is said" not in result.reason


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # nothing of Node.js came out on Angular 14's day: the latest is the last before it
        ("What was the latest Node.js release when Angular 14 came out?", "Node.js 18"),
        # Debian 10 came out on Angular 8.1's very day: the latest by then, that day included
        ("Which Debian release was the newest when Angular 8.1 came out?", "Debian 10"),
        # a reference said by its tail alone, held only as a tail of its relation: its one head's
        ("Which Debian release was the newest when Python 2.7 reached end of life?", "Debian 10"),
    ],
)
def test_the_latest_when_an_event_happened_is_the_last_on_or_before_its_day(
    kg: KGIRAG, question: str, answer: str
) -> None:
    result = kg.invoke({"question": question})
    assert result.answer == answer, (question, result.reason)
    assert "the last on or before the day of the 'when' clause" in result.reason
    assert result.evidence
